// engine/audio/AudioClipCache.cpp
#include "audio/AudioClipCache.h"

#include "audio/AudioBackend.h"
#include "base/FileUtils.h"
#include "base/Log.h"

namespace cc {

int AudioClipCache::load(AudioBackend* backend, const std::string& path, const char* who) {
    if (int clip = find(path)) return clip;
    if (!backend) {
        logError("%s: cannot play '%s': no audio backend is installed", who, path.c_str());
        return 0;
    }
    std::string error;
    std::string full = FileUtils::getInstance()->fullPathForFilename(path);
    int clip = 0;
    if (full.empty())
        error = "no such file in the search paths";
    else
        clip = backend->loadClip(full, error);
    if (!clip) {
        logError("%s: cannot load audio file '%s': %s", who, path.c_str(), error.c_str());
        return 0;
    }
    _clips[path] = clip;
    return clip;
}

int AudioClipCache::find(const std::string& path) const {
    auto it = _clips.find(path);
    return it == _clips.end() ? 0 : it->second;
}

void AudioClipCache::remove(AudioBackend* backend, const std::string& path) {
    auto it = _clips.find(path);
    if (it == _clips.end()) return;
    if (backend) backend->freeClip(it->second);
    _clips.erase(it);
}

void AudioClipCache::clear(AudioBackend* backend) {
    if (backend)
        for (const auto& entry : _clips)
            backend->freeClip(entry.second);
    _clips.clear();
}

} // namespace cc

// engine/audio/AudioClipCache.h — decoded files by the path a game named them with, for one engine.
#pragma once

#include <map>
#include <string>

namespace cc {

class AudioBackend;

/// Each audio engine keeps its own cache, so uncaching in one never pulls data from under the other.
/// Paths resolve through FileUtils, as for every other resource.
class AudioClipCache {
public:
    /// The clip of @p path, decoding it on first use. 0 when there is no backend or the file cannot
    /// be decoded; the error is logged with @p who (the calling API) and the file's name.
    int load(AudioBackend* backend, const std::string& path, const char* who);
    /// The clip if @p path is cached, else 0.
    int find(const std::string& path) const;
    /// Frees @p path's clip (the backend stops the voices playing it).
    void remove(AudioBackend* backend, const std::string& path);
    void clear(AudioBackend* backend);

private:
    std::map<std::string, int> _clips;
};

} // namespace cc

// samples/player/FileWatcher.cpp — see FileWatcher.h.
#include "FileWatcher.h"

#include "GameFiles.h"

#include <sys/stat.h>

namespace kite {

std::map<std::string, FileWatcher::Stamp> FileWatcher::scan() const {
    std::map<std::string, Stamp> stamps;
    for (const std::string& path : luaFilesUnder(_root)) {
        struct stat info {};
        if (stat(path.c_str(), &info) != 0) continue;
        // Size and inode too: an editor's save-by-rename, or a write within the clock's resolution.
        long long mtime = static_cast<long long>(info.st_mtim.tv_sec) * 1000000000LL + info.st_mtim.tv_nsec;
        stamps[path] =
            Stamp(mtime, static_cast<long long>(info.st_size), static_cast<unsigned long long>(info.st_ino));
    }
    return stamps;
}

std::string FileWatcher::poll(double now, double interval) {
    if (now - _last < interval) return std::string();
    _last = now;
    std::map<std::string, Stamp> stamps = scan();
    std::string changed;
    for (const auto& [path, stamp] : stamps) {
        auto old = _stamps.find(path);
        if (old == _stamps.end() || old->second != stamp) {
            changed = path;
            break;
        }
    }
    if (changed.empty())
        for (const auto& entry : _stamps)
            if (!stamps.count(entry.first)) {
                changed = entry.first;
                break;
            }
    _stamps = std::move(stamps);
    return changed;
}

} // namespace kite

// samples/player/FileWatcher.cpp — see FileWatcher.h.
#include "FileWatcher.h"

#include "GameFiles.h"

#include <filesystem>

namespace fs = std::filesystem;

namespace kite {

std::map<std::string, FileWatcher::Stamp> FileWatcher::scan() const {
    std::map<std::string, Stamp> stamps;
    for (const std::string& path : luaFilesUnder(_root)) {
        std::error_code ec;
        auto time = fs::last_write_time(path, ec);
        auto size = fs::file_size(path, ec);
        // Size too: a write within the file system's time resolution still counts.
        stamps[path] = Stamp(static_cast<long long>(time.time_since_epoch().count()), size);
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

// samples/player/FileWatcher.h — --watch: notices changes to a game's .lua files.
#pragma once

#include <map>
#include <string>
#include <tuple>

namespace kite {

/// Polls modification times (no inotify, so it works on any file system). Sees added, removed and
/// changed .lua files under the folder, hidden folders skipped.
class FileWatcher {
public:
    explicit FileWatcher(std::string root) : _root(std::move(root)) { _stamps = scan(); }
    /// Scans at most every @p interval seconds of @p now; returns the first changed path, or "".
    std::string poll(double now, double interval = 0.25);

private:
    using Stamp = std::tuple<long long, long long, unsigned long long>; // mtime (ns), size, inode
    std::map<std::string, Stamp> scan() const;

    std::string _root;
    std::map<std::string, Stamp> _stamps;
    double _last = 0.0;
};

} // namespace kite

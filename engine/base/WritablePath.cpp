// engine/base/WritablePath.cpp — FileUtils' writable path (see FileUtils.h).
#include "base/FileUtils.h"

#include <cstdlib>
#include <filesystem>

namespace fs = std::filesystem;

namespace cc {
namespace {

// $XDG_DATA_HOME, else ~/.local/share (the XDG base directory rule).
std::string userDataFolder() {
    const char* data = std::getenv("XDG_DATA_HOME");
    if (data && *data) return data;
    const char* home = std::getenv("HOME");
    return std::string(home && *home ? home : ".") + "/.local/share";
}

} // namespace

std::string FileUtils::writablePathFor(const std::string& identity) {
    std::string name = identity.empty() || identity == "." || identity == ".." ? "game" : identity;
    return fs::path(userDataFolder() + "/kite/" + name).lexically_normal().string() + "/";
}

void FileUtils::setWritablePath(const std::string& writablePath) {
    _writablePath = writablePath;
    if (!_writablePath.empty() && _writablePath.back() != '/') _writablePath += '/';
}

void FileUtils::setGameIdentity(const std::string& identity) {
    _identity = identity;
}

const std::string& FileUtils::writableFolder() const {
    if (!_writablePath.empty()) return _writablePath;
    {
        std::string identity = _identity;
        if (identity.empty()) {
            fs::path root = fs::path(_defaultResRootPath).lexically_normal();
            identity = (root.has_filename() ? root : root.parent_path()).filename().string();
        }
        _writablePathCache = writablePathFor(identity);
    }
    return _writablePathCache;
}

std::string FileUtils::getWritablePath() const {
    const std::string& path = writableFolder();
    std::error_code ec;
    if (!fs::is_directory(path, ec)) {
        fs::create_directories(path, ec);
        if (ec) fail("cannot create the writable path " + path + ": " + ec.message());
    }
    return path;
}

} // namespace cc

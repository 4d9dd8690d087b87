// engine/base/ResourceFiles.cpp
#include "base/ResourceFiles.h"

#include <filesystem>

namespace fs = std::filesystem;

namespace cc {
namespace {
std::string& root() {
    static std::string dir;
    return dir;
}
} // namespace

void ResourceFiles::setRoot(const std::string& dir) {
    root() = dir;
}

const std::string& ResourceFiles::getRoot() {
    return root();
}

std::string ResourceFiles::resolve(const std::string& path) {
    std::error_code ec;
    if (root().empty() || !fs::path(path).is_relative()) return path;
    fs::path under = fs::path(root()) / path;
    return fs::is_regular_file(under, ec) ? under.string() : path;
}

} // namespace cc

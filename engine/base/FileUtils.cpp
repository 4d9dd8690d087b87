// engine/base/FileUtils.cpp — search paths, resolution orders, the lookup and its guard (see
// FileUtils.h). Reading, writing and listing are in FileOperations.cpp, the writable path in
// WritablePath.cpp.
#include "base/FileUtils.h"

#include "base/Log.h"

#include <filesystem>
#include <memory>

namespace fs = std::filesystem;

namespace cc {
namespace {

std::unique_ptr<FileUtils>& instance() {
    static std::unique_ptr<FileUtils> fileUtils;
    return fileUtils;
}

std::string withSlash(std::string path) {
    if (!path.empty() && path.back() != '/') path += '/';
    return path;
}

// @p path inside @p folder (both lexically normal, folder ending in '/'), or the folder itself.
// An empty folder is the working directory (no default root set): relative paths not leaving it.
bool isInside(const std::string& path, const std::string& folder) {
    if (folder.empty())
        return !path.empty() && path[0] != '/' && path != ".." && path.compare(0, 3, "../") != 0;
    if (path.compare(0, folder.size(), folder) == 0) return true;
    return path.size() + 1 == folder.size() && folder.compare(0, path.size(), path) == 0;
}

std::string normal(const std::string& path) {
    return fs::path(path).lexically_normal().string();
}

} // namespace

FileUtils* FileUtils::getInstance() {
    if (!instance()) instance().reset(new FileUtils());
    return instance().get();
}

void FileUtils::destroyInstance() {
    instance().reset();
}

FileUtils::FileUtils() {
    _searchPathArray.push_back(_defaultResRootPath);
    _searchResolutionsOrderArray.push_back("");
}

bool FileUtils::fail(const std::string& message) const {
    _lastError = message;
    logError("FileUtils: %s", message.c_str());
    return false;
}

/* -- Search paths ------------------------------------------------------------------------ */

void FileUtils::setDefaultResourceRootPath(const std::string& path) {
    std::string root = path.empty() ? std::string() : withSlash(normal(path));
    if (root == _defaultResRootPath) return;
    std::vector<std::string> original = _originalSearchPaths;
    _defaultResRootPath = root;
    setSearchPaths(original); // relative search paths were prefixed with the old root
}

// A search path as used: relative ones under the default root; "" when one leaves it.
std::string FileUtils::searchPathFor(const std::string& path) const {
    if (isAbsolutePath(path)) return withSlash(path);
    std::string full = withSlash(normal(_defaultResRootPath + path));
    if (full == "./") full = _defaultResRootPath; // "" and "." name the root itself
    if (!_defaultResRootPath.empty() && !isInside(full, _defaultResRootPath)) {
        fail("search path '" + path + "' leaves the game folder " + _defaultResRootPath + "; refused");
        return "";
    }
    return full;
}

void FileUtils::setSearchPaths(const std::vector<std::string>& searchPaths) {
    bool hasDefaultRoot = false;
    _fullPathCache.clear();
    _searchPathArray.clear();
    _originalSearchPaths.clear();
    for (const std::string& path : searchPaths) {
        std::string full = searchPathFor(path);
        if (full.empty() && !path.empty()) continue;
        _originalSearchPaths.push_back(path);
        if (full == _defaultResRootPath) hasDefaultRoot = true;
        _searchPathArray.push_back(full);
    }
    if (!hasDefaultRoot) _searchPathArray.push_back(_defaultResRootPath);
}

void FileUtils::addSearchPath(const std::string& path, bool front) {
    std::string full = searchPathFor(path);
    if (full.empty() && !path.empty()) return;
    if (front) {
        _originalSearchPaths.insert(_originalSearchPaths.begin(), path);
        _searchPathArray.insert(_searchPathArray.begin(), full);
    } else {
        _originalSearchPaths.push_back(path);
        _searchPathArray.push_back(full);
    }
    // cocos keeps its cache here; Kite drops it, so a name first found in a later folder is not
    // stuck there once a folder searched before it is added in front.
    _fullPathCache.clear();
}

void FileUtils::setSearchResolutionsOrder(const std::vector<std::string>& searchResolutionsOrder) {
    bool hasDefault = false;
    _fullPathCache.clear();
    _searchResolutionsOrderArray.clear();
    for (const std::string& order : searchResolutionsOrder) {
        if (order.empty()) hasDefault = true;
        _searchResolutionsOrderArray.push_back(withSlash(order));
    }
    if (!hasDefault) _searchResolutionsOrderArray.push_back("");
}

void FileUtils::addSearchResolutionsOrder(const std::string& order, bool front) {
    std::string entry = withSlash(order);
    if (front)
        _searchResolutionsOrderArray.insert(_searchResolutionsOrderArray.begin(), entry);
    else
        _searchResolutionsOrderArray.push_back(entry);
    _fullPathCache.clear();
}

void FileUtils::purgeCachedEntries() {
    _fullPathCache.clear();
}

/* -- Lookup ------------------------------------------------------------------------------- */

bool FileUtils::insideAllowedFolders(const std::string& candidate) const {
    if (isInside(candidate, _defaultResRootPath)) return true;
    for (const std::string& folder : _searchPathArray)
        if (isInside(candidate, folder)) return true;
    return isInside(candidate, writableFolder());
}

// Search path + the name's folder + resolution + the name's file, in cocos's order; the first that
// exists (a file, or a folder when @p directory) and stays inside the allowed folders.
std::string FileUtils::findInSearchPaths(const std::string& filename, bool directory) const {
    size_t slash = filename.find_last_of('/');
    std::string folder = slash == std::string::npos ? std::string() : filename.substr(0, slash + 1);
    std::string file = slash == std::string::npos ? filename : filename.substr(slash + 1);
    bool refused = false;
    std::error_code ec;
    for (const std::string& searchPath : _searchPathArray) {
        for (const std::string& resolution : _searchResolutionsOrderArray) {
            std::string candidate = normal(searchPath + folder + resolution + file);
            if (candidate.empty() || candidate == ".") continue;
            bool found = directory ? fs::is_directory(candidate, ec) : fs::is_regular_file(candidate, ec);
            if (!found) continue;
            if (!insideAllowedFolders(candidate)) {
                refused = true;
                continue;
            }
            return directory ? withSlash(candidate) : candidate;
        }
    }
    if (refused)
        fail("'" + filename + "' resolves outside the game's folders and the writable path; refused");
    return "";
}

std::string FileUtils::fullPathForFilename(const std::string& filename) const {
    return lookUp(filename, _popupNotify);
}

// fullPathForFilename, with the "No file found" notice only when @p notify (a question such as
// isFileExist is not a missing file).
std::string FileUtils::lookUp(const std::string& filename, bool notify) const {
    if (filename.empty()) return "";
    if (isAbsolutePath(filename)) return filename;
    auto cached = _fullPathCache.find(filename);
    if (cached != _fullPathCache.end()) return cached->second;
    std::string full = findInSearchPaths(filename, false);
    if (!full.empty()) {
        _fullPathCache.emplace(filename, full);
        return full;
    }
    if (notify) {
        _lastError = "No file found at " + filename + ". Possible missing file.";
        log("cocos2d: fullPathForFilename: %s", _lastError.c_str());
    }
    return "";
}

std::string FileUtils::fullPathFromRelativeFile(const std::string& filename,
                                                const std::string& relativeFile) const {
    return relativeFile.substr(0, relativeFile.rfind('/') + 1) + filename;
}

bool FileUtils::isFileExist(const std::string& filename) const {
    std::error_code ec;
    if (filename.empty()) return false;
    if (isAbsolutePath(filename)) return fs::is_regular_file(filename, ec);
    return !lookUp(filename, false).empty();
}

bool FileUtils::isDirectoryExist(const std::string& dirPath) const {
    std::error_code ec;
    if (isAbsolutePath(dirPath)) return fs::is_directory(dirPath, ec);
    return !findDirectory(dirPath).empty();
}

// A folder through the search paths, ending in '/' ("" when there is none); cached like files.
std::string FileUtils::findDirectory(const std::string& dirPath) const {
    std::error_code ec;
    if (dirPath.empty()) return "";
    std::string key = withSlash(dirPath); // folders and files share the cache: keep them apart
    auto cached = _fullPathCache.find(key);
    if (cached != _fullPathCache.end() && fs::is_directory(cached->second, ec)) return cached->second;
    std::string full = findInSearchPaths(key.substr(0, key.size() - 1), true);
    if (!full.empty()) _fullPathCache[key] = full;
    return full;
}

std::string FileUtils::getFileExtension(const std::string& filePath) const {
    size_t dot = filePath.find_last_of('.');
    if (dot == std::string::npos || filePath.find('/', dot) != std::string::npos) return "";
    std::string extension = filePath.substr(dot);
    for (char& c : extension)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return extension;
}

} // namespace cc

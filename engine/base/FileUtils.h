// engine/base/FileUtils.h — cocos2d-x's FileUtils: where every file a game names is looked up
// (search paths x resolution orders, with a cache), read, written and listed.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

namespace cc {

/// Process-wide, as in cocos2d-x 3.17. Names, arguments and results follow cocos's; Kite's rules
/// where cocos leaves a platform choice:
///
/// - The default resource root (the game folder, ending in '/') is always searched: setSearchPaths
///   appends it unless the list holds it, as cocos does.
/// - fullPathForFilename: an absolute path is returned as given; a relative one is looked up in
///   each search path x each resolution order (search path + the name's folder + resolution +
///   the name's file), the first file found is cached under the name; "" when none is found.
/// - The guard against accidents (not a security sandbox): `..` in a relative name is resolved
///   lexically, and a candidate that lands outside every search path, the default root and the
///   writable path is refused (logged, naming the file). A relative search path may not leave the
///   default root either. Absolute paths a game passes are used as given; symbolic links are
///   followed.
/// - Writing (writeStringToFile, createDirectory, removeFile, removeDirectory, renameFile): a
///   relative path is taken under the writable path, and may not leave it.
/// - getWritablePath: setWritablePath's folder, else $XDG_DATA_HOME/kite/<identity>/ (or
///   ~/.local/share/kite/<identity>/), created on first use; the identity is setGameIdentity's,
///   else the default root's folder name.
class FileUtils {
public:
    static FileUtils* getInstance();
    /// Drops every setting (search paths, orders, cache, writable path, identity).
    static void destroyInstance();

    /* -- Where files are looked up -------------------------------------------------------- */
    void setDefaultResourceRootPath(const std::string& path);
    const std::string& getDefaultResourceRootPath() const { return _defaultResRootPath; }
    void setSearchPaths(const std::vector<std::string>& searchPaths);
    void addSearchPath(const std::string& path, bool front = false);
    /// The search paths as used: relative ones prefixed by the default root, each ending in '/'.
    const std::vector<std::string>& getSearchPaths() const { return _searchPathArray; }
    /// The search paths as they were given.
    const std::vector<std::string>& getOriginalSearchPaths() const { return _originalSearchPaths; }
    void setSearchResolutionsOrder(const std::vector<std::string>& searchResolutionsOrder);
    void addSearchResolutionsOrder(const std::string& order, bool front = false);
    const std::vector<std::string>& getSearchResolutionsOrder() const { return _searchResolutionsOrderArray; }

    std::string fullPathForFilename(const std::string& filename) const;
    /// @p relativeFile's folder + @p filename (cocos: no lookup).
    std::string fullPathFromRelativeFile(const std::string& filename, const std::string& relativeFile) const;
    void purgeCachedEntries();
    void setPopupNotify(bool notify) { _popupNotify = notify; }
    /// Whether a name that is not found is logged (cocos's "No file found at ...").
    bool isPopupNotify() const { return _popupNotify; }

    bool isAbsolutePath(const std::string& path) const { return !path.empty() && path[0] == '/'; }
    bool isFileExist(const std::string& filename) const;
    bool isDirectoryExist(const std::string& dirPath) const;
    /// The extension with its dot, in lower case ("" without one).
    std::string getFileExtension(const std::string& filePath) const;
    /// Bytes; 0 for a relative name not found, -1 when an absolute path cannot be read (cocos).
    long getFileSize(const std::string& filepath) const;
    /// The entries of a folder (found like a file), full paths, folders ending in '/', sorted;
    /// "." and ".." are left out. Empty when it is not a folder or cannot be read (logged).
    std::vector<std::string> listFiles(const std::string& dirPath) const;
    void listFilesRecursively(const std::string& dirPath, std::vector<std::string>* files) const;

    /* -- Reading -------------------------------------------------------------------------- */
    /// The largest file read into memory at once (getStringFromFile, getDataFromFile, loaders).
    static constexpr long long kMaxReadSize = 256LL * 1024 * 1024;
    /// The whole file, bytes as they are. False with "<filename>: <why>" (not found, a folder,
    /// unreadable, over kMaxReadSize, or memory ran out); nothing is logged.
    bool getContents(const std::string& filename, std::string* contents, std::string* error) const;
    /// The whole file ("" and a logged error when it cannot be read).
    std::string getStringFromFile(const std::string& filename) const;
    /// As getStringFromFile: Kite has no cc::Data; the bytes come as a string.
    std::string getDataFromFile(const std::string& filename) const { return getStringFromFile(filename); }

    /* -- Writing (relative paths are under the writable path) ------------------------------ */
    bool writeStringToFile(const std::string& dataStr, const std::string& fullPath) const;
    bool createDirectory(const std::string& dirPath) const;
    bool removeFile(const std::string& filepath) const;
    bool removeDirectory(const std::string& dirPath) const;
    /// Renames @p path + @p oldname to @p path + @p name.
    bool renameFile(const std::string& path, const std::string& oldname, const std::string& name) const;
    bool renameFile(const std::string& oldfullpath, const std::string& newfullpath) const;

    /// The folder the game may write (ends in '/'; created on first use).
    std::string getWritablePath() const;
    void setWritablePath(const std::string& writablePath);
    /// Kite: getWritablePath without creating the folder (UserDefault creates it when it saves).
    const std::string& writableFolder() const;
    /// Kite: the name of the game's folder under the user's data folder (conf.lua's t.identity).
    void setGameIdentity(const std::string& identity);
    /// Kite: the default writable path of a game called @p identity (not created).
    static std::string writablePathFor(const std::string& identity);

    /// Kite: the last error a call logged ("" after a call that succeeded is not guaranteed).
    const std::string& getLastError() const { return _lastError; }

private:
    FileUtils();
    std::string searchPathFor(const std::string& path) const;
    std::string lookUp(const std::string& filename, bool notify) const;
    std::string findInSearchPaths(const std::string& filename, bool directory) const;
    std::string findDirectory(const std::string& dirPath) const;
    bool insideAllowedFolders(const std::string& candidate) const;
    std::string writePath(const std::string& path) const;
    bool fail(const std::string& message) const;

    std::string _defaultResRootPath;
    std::vector<std::string> _searchPathArray;
    std::vector<std::string> _originalSearchPaths;
    std::vector<std::string> _searchResolutionsOrderArray;
    mutable std::unordered_map<std::string, std::string> _fullPathCache;
    std::string _writablePath;              // setWritablePath's
    mutable std::string _writablePathCache; // the default one, from the identity
    std::string _identity;
    bool _popupNotify = true;
    mutable std::string _lastError;
};

} // namespace cc

// engine/base/FileOperations.cpp — FileUtils' reading, writing and listing (see FileUtils.h).
#include "base/FileUtils.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <new>

namespace fs = std::filesystem;

namespace cc {
namespace {

std::string reason(const std::error_code& ec) {
    return ec ? ec.message() : std::string("unknown error");
}

} // namespace

/* -- Reading -------------------------------------------------------------------------------- */

bool FileUtils::getContents(const std::string& filename, std::string* contents, std::string* error) const {
    auto refuse = [&](const std::string& why) {
        *error = filename + ": " + why;
        _lastError = *error;
        return false;
    };
    if (filename.empty()) return refuse("no file name given");
    std::string path = fullPathForFilename(filename);
    std::error_code ec;
    if (path.empty()) return refuse("no such file in the search paths");
    if (fs::is_directory(path, ec)) return refuse("it is a folder, not a file");
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) return refuse(std::strerror(errno));
    struct Closer {
        std::FILE* f;
        ~Closer() { std::fclose(f); }
    } closer{file};
    std::uintmax_t size = fs::file_size(path, ec);
    if (ec) return refuse(reason(ec));
    if (size > static_cast<std::uintmax_t>(kMaxReadSize))
        return refuse("it is " + std::to_string(size) + " bytes, over the " +
                      std::to_string(kMaxReadSize / (1024 * 1024)) + " MiB Kite reads at once");
    try {
        contents->assign(static_cast<size_t>(size), '\0');
    } catch (const std::bad_alloc&) {
        return refuse("out of memory for " + std::to_string(size) + " bytes");
    }
    size_t read = size ? std::fread(&(*contents)[0], 1, static_cast<size_t>(size), file) : 0;
    if (read != size && std::ferror(file)) return refuse(std::strerror(errno));
    contents->resize(read); // a file that shrank meanwhile
    return true;
}

std::string FileUtils::getStringFromFile(const std::string& filename) const {
    std::string contents, error;
    if (!getContents(filename, &contents, &error)) {
        fail("cannot read " + error);
        return "";
    }
    return contents;
}

long FileUtils::getFileSize(const std::string& filepath) const {
    std::string path = filepath;
    if (!isAbsolutePath(filepath)) {
        path = lookUp(filepath, false);
        if (path.empty()) return 0;
    }
    std::error_code ec;
    std::uintmax_t size = fs::file_size(path, ec);
    return ec ? -1 : static_cast<long>(size);
}

std::vector<std::string> FileUtils::listFiles(const std::string& dirPath) const {
    std::vector<std::string> files;
    std::string folder;
    if (isAbsolutePath(dirPath))
        folder = dirPath.back() == '/' ? dirPath : dirPath + "/";
    else
        folder = findDirectory(dirPath);
    std::error_code ec;
    if (folder.empty() || !fs::is_directory(folder, ec)) return files;
    fs::directory_iterator it(folder, ec), end;
    if (ec) {
        fail("cannot list '" + dirPath + "': " + reason(ec));
        return files;
    }
    for (; it != end; it.increment(ec)) {
        std::string entry = folder + it->path().filename().string();
        if (it->is_directory(ec)) entry += '/';
        files.push_back(entry);
    }
    if (ec) fail("cannot list all of '" + dirPath + "': " + reason(ec));
    std::sort(files.begin(), files.end());
    return files;
}

void FileUtils::listFilesRecursively(const std::string& dirPath, std::vector<std::string>* files) const {
    for (const std::string& entry : listFiles(dirPath)) {
        files->push_back(entry);
        if (entry.back() == '/') listFilesRecursively(entry, files);
    }
}

/* -- Writing -------------------------------------------------------------------------------- */

// Where a write goes: absolute paths as given, relative ones under the writable path (not
// leaving it); "" (logged) when refused.
std::string FileUtils::writePath(const std::string& path) const {
    if (path.empty()) {
        fail("no path given");
        return "";
    }
    if (isAbsolutePath(path)) return path;
    std::string root = getWritablePath();
    std::string full = fs::path(root + path).lexically_normal().string();
    if (full.compare(0, root.size(), root) != 0 && full + "/" != root) {
        fail("'" + path + "' leaves the writable path " + root + "; refused");
        return "";
    }
    return full;
}

bool FileUtils::writeStringToFile(const std::string& dataStr, const std::string& fullPath) const {
    std::string path = writePath(fullPath);
    if (path.empty()) return false;
    std::FILE* file = std::fopen(path.c_str(), "wb");
    if (!file) return fail("cannot write '" + fullPath + "': " + std::strerror(errno));
    size_t written = dataStr.empty() ? 0 : std::fwrite(dataStr.data(), 1, dataStr.size(), file);
    bool ok = written == dataStr.size();
    int saved = errno;
    if (std::fclose(file) != 0 && ok) {
        ok = false;
        saved = errno;
    }
    if (!ok) return fail("cannot write '" + fullPath + "': " + std::strerror(saved));
    return true;
}

bool FileUtils::createDirectory(const std::string& dirPath) const {
    std::string path = writePath(dirPath);
    if (path.empty()) return false;
    std::error_code ec;
    if (fs::is_directory(path, ec)) return true;
    fs::create_directories(path, ec);
    if (ec) return fail("cannot create the folder '" + dirPath + "': " + reason(ec));
    return true;
}

bool FileUtils::removeFile(const std::string& filepath) const {
    std::string path = writePath(filepath);
    if (path.empty()) return false;
    std::error_code ec;
    if (fs::is_directory(path, ec)) return fail("cannot remove '" + filepath + "': it is a folder");
    if (!fs::remove(path, ec))
        return fail("cannot remove '" + filepath + "': " + (ec ? ec.message() : "no such file"));
    return true;
}

bool FileUtils::removeDirectory(const std::string& dirPath) const {
    std::string path = writePath(dirPath);
    if (path.empty()) return false;
    std::error_code ec;
    if (!fs::is_directory(path, ec))
        return fail("cannot remove the folder '" + dirPath + "': no such folder");
    if (fs::equivalent(path, getWritablePath(), ec))
        return fail("cannot remove the folder '" + dirPath + "': it is the writable path itself");
    fs::remove_all(path, ec);
    if (ec) return fail("cannot remove the folder '" + dirPath + "': " + reason(ec));
    return true;
}

bool FileUtils::renameFile(const std::string& oldfullpath, const std::string& newfullpath) const {
    std::string from = writePath(oldfullpath);
    std::string to = from.empty() ? std::string() : writePath(newfullpath);
    if (to.empty()) return false;
    std::error_code ec;
    fs::rename(from, to, ec);
    if (ec) return fail("cannot rename '" + oldfullpath + "' to '" + newfullpath + "': " + reason(ec));
    return true;
}

bool FileUtils::renameFile(const std::string& path, const std::string& oldname,
                           const std::string& name) const {
    return renameFile(path + oldname, path + name); // cocos joins them as they are
}

} // namespace cc

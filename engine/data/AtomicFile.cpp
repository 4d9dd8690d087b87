// engine/data/AtomicFile.cpp — see AtomicFile.h.
#include "data/AtomicFile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace cc {

namespace {

void (*g_hook)(AtomicWriteStage) = nullptr;

bool failWithErrno(const std::string& path, const char* what, int err, std::string* error) {
    if (error) *error = path + ": " + what + ": " + std::strerror(err);
    return false;
}

bool writeAll(int fd, const char* data, size_t size) {
    while (size > 0) {
        ssize_t n = ::write(fd, data, size);
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        data += n;
        size -= static_cast<size_t>(n);
    }
    return true;
}

std::string parentFolder(const std::string& path) {
    size_t slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

} // namespace

void setAtomicWriteHook(void (*hook)(AtomicWriteStage)) {
    g_hook = hook;
}

bool writeFileAtomically(const std::string& path, const std::string& content, std::string* error) {
    const std::string temp = path + ".tmp";
    int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return failWithErrno(temp, "cannot create", errno, error);
    size_t half = content.size() / 2;
    bool written = writeAll(fd, content.data(), half);
    if (written && g_hook) g_hook(AtomicWriteStage::TempHalfWritten);
    written = written && writeAll(fd, content.data() + half, content.size() - half);
    if (!written || ::fsync(fd) != 0) {
        int err = errno;
        ::close(fd);
        ::unlink(temp.c_str());
        return failWithErrno(temp, "cannot write", err, error);
    }
    if (::close(fd) != 0) {
        int err = errno;
        ::unlink(temp.c_str());
        return failWithErrno(temp, "cannot write", err, error);
    }
    if (g_hook) g_hook(AtomicWriteStage::TempSynced);
    if (::rename(temp.c_str(), path.c_str()) != 0) {
        int err = errno;
        ::unlink(temp.c_str());
        return failWithErrno(path, "cannot replace", err, error);
    }
    // The rename is durable only once the folder's entry is on disk.
    int dir = ::open(parentFolder(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return true;
}

} // namespace cc

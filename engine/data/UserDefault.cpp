// engine/data/UserDefault.cpp — see UserDefault.h.
#include "data/UserDefault.h"

#include "base/FileUtils.h"
#include "base/Log.h"
#include "data/AtomicFile.h"

#include <cerrno>
#include <charconv>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sys/stat.h>

namespace cc {

namespace {

constexpr const char* kFileName = "UserDefault.xml";

UserDefault* g_instance = nullptr;
std::string g_directory; // FileUtils' writable folder, ending in '/'
std::string g_filePath;

bool exists(const std::string& path) {
    struct stat st;
    return ::lstat(path.c_str(), &st) == 0;
}

// Reads no more than a chunk past kMaxFileSize: a bigger file is reported by parse, never loaded
// whole (and a small one costs no buffer of kMaxFileSize).
bool readPrefix(const std::string& path, std::string* text, std::string* error) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        *error = path + ": cannot open: " + std::strerror(errno);
        return false;
    }
    char chunk[64 * 1024];
    while (in && text->size() <= UserDefaultFile::kMaxFileSize) {
        in.read(chunk, sizeof chunk);
        text->append(chunk, static_cast<size_t>(in.gcount()));
    }
    if (in.bad()) {
        *error = path + ": cannot read: " + std::strerror(errno);
        return false;
    }
    return true;
}

bool hasNul(const std::string& text) {
    return text.find('\0') != std::string::npos;
}

// atoi's reading (leading blanks, a sign, digits up to the first other character), clamped.
int readInteger(const std::string& text) {
    long long value = std::strtoll(text.c_str(), nullptr, 10);
    if (value > INT_MAX) return INT_MAX;
    if (value < INT_MIN) return INT_MIN;
    return static_cast<int>(value);
}

// atof's reading without the locale: leading blanks and a '+' are skipped, then the longest number.
double readDouble(const std::string& text) {
    const char* p = text.c_str();
    const char* end = p + text.size();
    while (p < end && std::strchr(" \t\r\n\v\f", *p) && *p)
        ++p;
    if (p < end && *p == '+') ++p;
    double value = 0.0;
    std::from_chars(p, end, value);
    return value;
}

// cocos's place for the file: FileUtils' writable path + UserDefault.xml, taken when the instance is
// made (the folder itself is created by the first save).
void locateFile() {
    g_directory = FileUtils::getInstance()->writableFolder();
    g_filePath = g_directory + kFileName;
}

template <typename T> std::string shortest(T value) {
    char buffer[64];
    auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

} // namespace

UserDefault* UserDefault::getInstance() {
    if (!g_instance) {
        locateFile();
        g_instance = new UserDefault();
        g_instance->load();
    }
    return g_instance;
}

void UserDefault::destroyInstance() {
    if (!g_instance) return;
    g_instance->flush();
    delete g_instance;
    g_instance = nullptr;
}

bool UserDefault::hasInstance() {
    return g_instance != nullptr;
}

const std::string& UserDefault::getXMLFilePath() {
    if (!g_instance) locateFile();
    return g_filePath;
}

bool UserDefault::isXMLFileExist() {
    return exists(getXMLFilePath());
}

UserDefault::UserDefault() = default;
UserDefault::~UserDefault() = default;

void UserDefault::load() {
    if (!exists(g_filePath)) {
        save(); // cocos makes the file when the instance is made; isXMLFileExist() is true after
        return;
    }
    std::string text, error;
    std::vector<std::string> warnings;
    if (!readPrefix(g_filePath, &text, &error) ||
        !UserDefaultFile::parse(text, g_filePath, &_values, &error, &warnings)) {
        setAsideCorruptFile(error);
        return;
    }
    for (const std::string& warning : warnings)
        logWarning("UserDefault: %s", warning.c_str());
}

void UserDefault::setAsideCorruptFile(const std::string& problem) {
    _values.clear();
    std::string why = g_filePath + ".corrupt-1 to .corrupt-999 are all taken";
    for (int n = 1; n < 1000; ++n) {
        std::string aside = g_filePath + ".corrupt-" + std::to_string(n);
        if (exists(aside)) continue;
        if (::rename(g_filePath.c_str(), aside.c_str()) == 0) {
            logError("UserDefault: %s; it was moved to %s and the game starts with no saved values",
                     problem.c_str(), aside.c_str());
            save();
            return;
        }
        why = std::strerror(errno);
        break;
    }
    _writable = false;
    logError("UserDefault: %s; it cannot be moved aside (%s), so UserDefault will not write to it: "
             "values are kept in memory only",
             problem.c_str(), why.c_str());
}

const std::string* UserDefault::find(const char* key) const {
    if (!key) return nullptr;
    auto it = _values.find(key);
    return it == _values.end() || it->second.empty() ? nullptr : &it->second;
}

bool UserDefault::getBoolForKey(const char* key, bool defaultValue) {
    const std::string* value = find(key);
    return value ? *value == "true" : defaultValue;
}

int UserDefault::getIntegerForKey(const char* key, int defaultValue) {
    const std::string* value = find(key);
    return value ? readInteger(*value) : defaultValue;
}

float UserDefault::getFloatForKey(const char* key, float defaultValue) {
    return static_cast<float>(getDoubleForKey(key, defaultValue));
}

double UserDefault::getDoubleForKey(const char* key, double defaultValue) {
    const std::string* value = find(key);
    return value ? readDouble(*value) : defaultValue;
}

std::string UserDefault::getStringForKey(const char* key, const std::string& defaultValue) {
    const std::string* value = find(key);
    return value ? *value : defaultValue;
}

void UserDefault::setBoolForKey(const char* key, bool value) {
    store(key, value ? "true" : "false");
}

void UserDefault::setIntegerForKey(const char* key, int value) {
    store(key, std::to_string(value));
}

void UserDefault::setFloatForKey(const char* key, float value) {
    store(key, shortest(value));
}

void UserDefault::setDoubleForKey(const char* key, double value) {
    store(key, shortest(value));
}

void UserDefault::setStringForKey(const char* key, const std::string& value) {
    if (hasNul(value)) {
        logError("UserDefault: the value for key '%s' contains a NUL byte and cannot be saved",
                 key ? key : "");
        return;
    }
    store(key, value);
}

void UserDefault::deleteValueForKey(const char* key) {
    if (!key || _values.erase(key) == 0) return;
    _unsaved = true;
    save();
}

void UserDefault::flush() {
    if (_unsaved) save();
}

void UserDefault::store(const char* key, std::string value) {
    if (!key) return;
    auto [it, inserted] = _values.try_emplace(key);
    if (!inserted && it->second == value) return; // nothing changes on disk
    it->second = std::move(value);
    _unsaved = true;
    save();
}

void UserDefault::save() {
    if (!_writable) return;
    std::string error;
    std::error_code ec;
    std::filesystem::create_directories(g_directory, ec); // nothing to do once the folder is there
    if (ec) {
        error = "cannot create the save folder " + g_directory + ": " + ec.message();
    } else if (writeFileAtomically(g_filePath, UserDefaultFile::serialize(_values), &error)) {
        _unsaved = false;
        _saveFailing = false;
        return;
    }
    // Once per run of failures: a game that sets a value every frame must not flood the log.
    if (!_saveFailing)
        logError("UserDefault: %s (changes are kept in memory; later sets and flush() try again)",
                 error.c_str());
    _saveFailing = true;
}

} // namespace cc

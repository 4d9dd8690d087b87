// engine/data/UserDefault.h — cocos2d-x's UserDefault: a small key/value store for settings and
// progress, saved as UserDefault.xml (format: UserDefaultFile.h) in FileUtils' writable path.
//
// Decided for Kite (cocos is silent or unsafe here):
// - Every set and delete saves at once, as cocos's desktop version does, and atomically
//   (AtomicFile.h): a killed process loses at most the change being saved, never the file.
//   flush() saves again only if an earlier save failed.
// - The file is read once, when the instance is made, not at every get: another program editing
//   it meanwhile is not seen (call destroyInstance() to reload).
// - A corrupt or foreign file (not XML, another root element, over kMaxFileSize, ...) is never
//   overwritten: it is renamed to UserDefault.xml.corrupt-<n>, an error naming both files is
//   logged, and the game starts with no values. If it cannot be moved, nothing is written to it.
// - Getters follow cocos 3.17's desktop conversions: a missing key or one with an empty value
//   gives the default; bool is the text "true"; integers read like atoi (clamped to int);
//   doubles and floats are written in the shortest form that reads back exactly (cocos's "%f"
//   kept six decimals).
// - A key or value with a NUL byte cannot be stored: the call is refused with a logged error.
#pragma once

#include "data/UserDefaultFile.h"

#include <string>

namespace cc {

class UserDefault {
public:
    static UserDefault* getInstance();
    /// Saves what an earlier failed save left unsaved, and deletes the instance.
    static void destroyInstance();
    /// Whether getInstance() has made the instance (and read the file) since the last destroy.
    static bool hasInstance();

    /// FileUtils' writable path + "UserDefault.xml", as in cocos: taken when the instance is made
    /// (after FileUtils::setWritablePath, destroyInstance() makes the next one follow it).
    static const std::string& getXMLFilePath();
    static bool isXMLFileExist();

    bool getBoolForKey(const char* key, bool defaultValue = false);
    int getIntegerForKey(const char* key, int defaultValue = 0);
    float getFloatForKey(const char* key, float defaultValue = 0.0f);
    double getDoubleForKey(const char* key, double defaultValue = 0.0);
    std::string getStringForKey(const char* key, const std::string& defaultValue = std::string());

    void setBoolForKey(const char* key, bool value);
    void setIntegerForKey(const char* key, int value);
    void setFloatForKey(const char* key, float value);
    void setDoubleForKey(const char* key, double value);
    void setStringForKey(const char* key, const std::string& value);
    void deleteValueForKey(const char* key);
    void flush();

    /// True while a change is in memory but not on disk (the last save failed).
    bool hasUnsavedChanges() const { return _unsaved; }

    UserDefault(const UserDefault&) = delete;
    UserDefault& operator=(const UserDefault&) = delete;

private:
    UserDefault();
    ~UserDefault();
    void load();
    void setAsideCorruptFile(const std::string& problem);
    /// The stored text for @p key, or nullptr when it is missing or empty (cocos gives the default).
    const std::string* find(const char* key) const;
    void store(const char* key, std::string value);
    void save();

    UserDefaultFile::Values _values;
    bool _unsaved = false;
    bool _writable = true;     ///< false when a corrupt file could not be moved aside
    bool _saveFailing = false; ///< the last save failed (reported once until one succeeds)
};

} // namespace cc

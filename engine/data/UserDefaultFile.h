// engine/data/UserDefaultFile.h — the UserDefault.xml format, read and written with pugixml:
//
//   <?xml version="1.0" encoding="UTF-8"?>
//   <userDefaultRoot>
//       <highScore>1200</highScore>
//       <kite-key name="player name">Ada</kite-key>
//   </userDefaultRoot>
//
// cocos2d-x 3.17 writes every key as an element name, so a key that is not a valid XML name
// ("player name", "1st", "") makes it write a file it cannot read back. Kite writes such keys (and
// the key "kite-key" itself) as a `kite-key` element with the key in its `name` attribute, and a
// key that is a plain XML name as cocos does, so cocos's files read here and Kite's plain keys
// read in cocos.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace cc {

class UserDefaultFile {
public:
    using Values = std::map<std::string, std::string>;

    /// A file bigger than this is not a save file (reported as corrupt, never read).
    static constexpr std::size_t kMaxFileSize = 16 * 1024 * 1024;
    static constexpr const char* kRootName = "userDefaultRoot";
    static constexpr const char* kEncodedKeyElement = "kite-key";

    /// Reads @p text (the contents of @p fileName, named in messages). On failure returns false and
    /// sets @p error ("UserDefault.xml: not XML: ..."); @p out is then left empty. A key that
    /// appears twice keeps its first value (as cocos reads it) and adds a line to @p warnings.
    static bool parse(const std::string& text, const std::string& fileName, Values* out, std::string* error,
                      std::vector<std::string>* warnings = nullptr);
    /// The file's text for @p values (keys in sorted order). Values must not contain NUL bytes.
    static std::string serialize(const Values& values);
    /// Whether @p key is written as an element name (cocos's form) rather than as a `kite-key`.
    static bool isPlainKey(const std::string& key);
};

} // namespace cc

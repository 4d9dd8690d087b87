// engine/base/ResourceFiles.h — where the engine finds the data files a game names (property lists).
#pragma once

#include <string>

namespace cc {

/// The game's resource folder, process-wide (the platform sets it to the game folder; tests set
/// their own). A relative path names a file under it when one exists there, else the path as given
/// (the same rule the platform's image loader follows).
class ResourceFiles {
public:
    static void setRoot(const std::string& dir);
    static const std::string& getRoot();
    /// The file @p path names, by the rule above.
    static std::string resolve(const std::string& path);
};

} // namespace cc

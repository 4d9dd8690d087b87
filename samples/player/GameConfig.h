// samples/player/GameConfig.h — what a game folder says about how it runs: conf.lua in LÖVE's shape
// and config.json in cocos2d-x's (init_cfg). The command line overrides both.
#pragma once

#include <optional>
#include <string>

namespace kite {

/// Only the fields a file set; conf.lua's win over config.json's.
struct GameConfig {
    std::optional<std::string> title;
    std::optional<int> width;
    std::optional<int> height;
    std::optional<bool> resizable;
    std::optional<bool> fullscreen;
    std::optional<bool> vsync;
    std::optional<bool> highdpi;
    std::optional<std::string> identity; ///< the save folder's name
    std::optional<double> fps;           ///< frames per second a window is paced to
    std::optional<double> fixedDt;       ///< a fixed time step, as --fixed-dt
    std::optional<std::string> entry;    ///< config.json: the main script, relative to the game
    bool cocosProject = false;           ///< a config.json was read: cocos's layout (src/, res/)
};

/// Reads @p root's config.json (`init_cfg`: width, height, name, entry, isLandscape) and conf.lua
/// (`function kite.conf(t)` or `function love.conf(t)`), whichever exist. False with a message that
/// names the file and the line or field when one is malformed (a usage error, exit status 2).
bool readGameConfig(const std::string& root, bool allowBytecode, GameConfig* config, std::string* error);

} // namespace kite

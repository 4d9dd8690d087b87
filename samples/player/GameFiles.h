// samples/player/GameFiles.h — finding a game on disk, and --check.
#pragma once

#include <string>
#include <vector>

namespace kite {

/// Where a game lives: its folder (absolute) and its entry script (absolute).
struct GameLocation {
    std::string root;
    std::string mainScript;
};

/// Resolves `kite <target>`: a folder with main.lua (or with a config.json, whose init_cfg.entry
/// may name another script: see useEntry), or a .lua file (its folder is the root). False with a
/// message for a missing folder or file, or a folder without either (exit status 2).
bool locateGame(const std::string& target, GameLocation* game, std::string* error);

/// Makes @p entry (relative to the game folder, from config.json) the main script, when given,
/// then checks that the main script is a file. False with a message (exit status 2).
bool useEntry(const std::string& target, const std::string* entry, GameLocation* game, std::string* error);

/// Every .lua file under @p root, sorted, hidden folders (.git, ...) skipped.
std::vector<std::string> luaFilesUnder(const std::string& root);

/// --check: compiles @p files without running them and prints "file:line: message" for each syntax
/// error, bytecode refusal or unreadable file on stderr. Returns the number of files with errors.
int checkLuaFiles(const std::string& root, const std::vector<std::string>& files, bool allowBytecode);

} // namespace kite

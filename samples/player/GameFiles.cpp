// samples/player/GameFiles.cpp — see GameFiles.h.
#include "GameFiles.h"

#include "LuaStack.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace fs = std::filesystem;

namespace kite {
namespace {

std::string noMainScript(const std::string& target) {
    return "no main.lua in " + target +
           " (a game folder needs a main.lua, or a config.json whose init_cfg.entry names the main script)";
}

} // namespace

bool locateGame(const std::string& target, GameLocation* game, std::string* error) {
    std::error_code ec;
    fs::path path = fs::absolute(target, ec).lexically_normal();
    if (!fs::exists(path, ec)) {
        *error = "no such game folder or file: " + target;
        return false;
    }
    if (fs::is_directory(path, ec)) {
        std::string text = path.string();
        if (text.size() > 1 && text.back() == '/') text.pop_back();
        fs::path main = fs::path(text) / "main.lua";
        if (!fs::is_regular_file(main, ec) && !fs::is_regular_file(fs::path(text) / "config.json", ec)) {
            *error = noMainScript(target);
            return false;
        }
        game->root = text;
        game->mainScript = main.string();
        return true;
    }
    if (!fs::is_regular_file(path, ec)) {
        *error = target + " is neither a game folder nor a .lua file";
        return false;
    }
    game->root = path.parent_path().string();
    game->mainScript = path.string();
    return true;
}

bool useEntry(const std::string& target, const std::string* entry, GameLocation* game, std::string* error) {
    std::error_code ec;
    if (entry) game->mainScript = (fs::path(game->root) / *entry).lexically_normal().string();
    if (fs::is_regular_file(game->mainScript, ec)) return true;
    if (entry)
        *error = "config.json: init_cfg.entry names '" + *entry + "', which is not a file in " + target;
    else
        *error = noMainScript(target);
    return false;
}

std::vector<std::string> luaFilesUnder(const std::string& root) {
    std::vector<std::string> files;
    std::error_code ec;
    fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end;
    for (; !ec && it != end; it.increment(ec)) {
        const fs::path& path = it->path();
        std::string name = path.filename().string();
        if (it->is_directory(ec) && !name.empty() && name[0] == '.') {
            it.disable_recursion_pending();
            continue;
        }
        if (path.extension() == ".lua" && it->is_regular_file(ec)) files.push_back(path.string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

int checkLuaFiles(const std::string& root, const std::vector<std::string>& files, bool allowBytecode) {
    LuaStack stack; // a bare state: compiling runs nothing
    stack.setGameRoot(root);
    stack.setAllowBytecode(allowBytecode);
    int failures = 0;
    for (const std::string& file : files) {
        std::string message;
        if (stack.checkFile(file, &message) == 0) continue;
        ++failures;
        // A file that cannot be read has no line: name it relative to the game like the others.
        if (message.compare(0, 12, "cannot open ") == 0)
            message = stack.chunkNameFor(file).substr(1) + ": cannot read the file";
        std::fprintf(stderr, "%s\n", message.c_str());
    }
    return failures;
}

} // namespace kite

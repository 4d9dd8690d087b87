// lua_cc_fileutils_manual.cpp -- the cc.FileUtils methods the generator cannot write (files.pkg
// has the rest), under cocos2d-x 3.17's Lua names and arguments:
//   getSearchPaths, getOriginalSearchPaths, getSearchResolutionsOrder -> array of strings
//   setSearchPaths(t), setSearchResolutionsOrder(t)
//   listFiles(dir) -> array; listFilesRecursively(dir [, t]) -> t (appended to; a new one without)
//   getStringFromFile(path [, cb]), getDataFromFile(path [, cb]) -> the bytes as a Lua string
//   getValueMapFromFile(path) -> table, getValueVectorFromFile(path) -> array (property lists)
//   isFileExist, isDirectoryExist, getFileSize, createDirectory, removeFile, removeDirectory
//     (path [, cb]); writeStringToFile(data, path [, cb]); renameFile(dir, old, new [, cb]) and
//     renameFile(oldPath, newPath [, cb])
//   destroyInstance()
// With a callback (cocos's asynchronous overloads) the work is done at once and cb(result) runs in
// a later frame, on the main thread, as cocos delivers it; the call itself returns nothing.
// cocos's writers of property lists and its filename lookup dictionary are names only, in the
// unsupported-names table (lua_cc_unsupported_manual.cpp).
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "base/FileUtils.h"
#include "base/Log.h"
#include "base/PropertyList.h"
#include "director/Director.h"
#include "scheduler/Scheduler.h"

#include <string>
#include <vector>

namespace {

using cc::FileUtils;

FileUtils* files() {
    return FileUtils::getInstance();
}

/* stack: -> t */
void pushStrings(lua_State* L, const std::vector<std::string>& strings) {
    lua_createtable(L, static_cast<int>(strings.size()), 0);
    for (size_t i = 0; i < strings.size(); ++i) {
        lua_pushlstring(L, strings[i].data(), strings[i].size());
        lua_rawseti(L, -2, static_cast<int>(i + 1));
    }
}

// The strings of the array at `index`, or false (nothing raised: the caller owns C++ values).
bool readStrings(lua_State* L, int index, std::vector<std::string>* out) {
    if (!lua_istable(L, index)) return false;
    int n = static_cast<int>(lua_objlen(L, index));
    for (int i = 1; i <= n; ++i) {
        lua_rawgeti(L, index, i); /* stack: item */
        size_t size = 0;
        const char* text = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &size) : nullptr;
        if (text) out->emplace_back(text, size);
        lua_pop(L, 1);
        if (!text) return false;
    }
    return true;
}

/* stack: self ... -> raises unless self is a live cc.FileUtils (destroyInstance kills the old one) */
void checkFileUtilsSelf(lua_State* L, const char* function) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.FileUtils", 0, &err)) kite::manual::argError(L, function, &err);
    if (!tolua_tousertype(L, 1, nullptr)) kite::manual::invalidSelf(L, function);
}

// What a callback receives: a boolean, a number or bytes.
struct Result {
    enum class Kind { Boolean, Number, Bytes } kind = Kind::Boolean;
    bool flag = false;
    double number = 0;
    std::string bytes;
};

/* stack: -> result */
void pushResult(lua_State* L, const Result& result) {
    switch (result.kind) {
    case Result::Kind::Boolean:
        lua_pushboolean(L, result.flag);
        break;
    case Result::Kind::Number:
        lua_pushnumber(L, result.number);
        break;
    case Result::Kind::Bytes:
        lua_pushlstring(L, result.bytes.data(), result.bytes.size());
        break;
    }
}

// Returns the result now, or, with a function at `callbackIndex`, hands it to that function in a
// later frame (cocos's asynchronous overloads) and returns nothing. The LuaFunction is made
// before any C++ value, as luaFunctionAt may raise.
using Work = Result (*)(lua_State* L);
int answer(lua_State* L, int callbackIndex, const char* function, Work work) {
    if (lua_isnoneornil(L, callbackIndex)) {
        pushResult(L, work(L));
        return 1;
    }
    kite::LuaFunction fn = kite::manual::luaFunctionAt(L, callbackIndex, function);
    Result result = work(L);
    cc::Director::getInstance()->getScheduler()->performFunctionInCocosThread(
        [fn = std::move(fn), result = std::move(result)] {
            kite::LuaStack* stack = fn.stack();
            if (!stack) return;
            pushResult(stack->getLuaState(), result);
            fn.call(1);
        });
    return 0;
}

std::string arg(lua_State* L, int index) {
    size_t size = 0;
    const char* text = lua_tolstring(L, index, &size);
    return std::string(text, size);
}

Result boolean(bool flag) {
    Result r;
    r.flag = flag;
    return r;
}

/* -- Tables --------------------------------------------------------------------------------- */

/// @lua cc.FileUtils:getSearchPaths(): string[]
/// A new array of the folders files are looked up in, as used: full paths ending in '/'.
int getSearchPaths(lua_State* L) {
    checkFileUtilsSelf(L, "cc.FileUtils:getSearchPaths");
    pushStrings(L, files()->getSearchPaths());
    return 1;
}

/// @lua cc.FileUtils:getOriginalSearchPaths(): string[]
/// A new array of the search paths exactly as setSearchPaths or addSearchPath were given them.
int getOriginalSearchPaths(lua_State* L) {
    checkFileUtilsSelf(L, "cc.FileUtils:getOriginalSearchPaths");
    pushStrings(L, files()->getOriginalSearchPaths());
    return 1;
}

/// @lua cc.FileUtils:getSearchResolutionsOrder(): string[]
/// A new array of the subfolders tried in each search path, in order ("" is the path itself).
int getSearchResolutionsOrder(lua_State* L) {
    checkFileUtilsSelf(L, "cc.FileUtils:getSearchResolutionsOrder");
    pushStrings(L, files()->getSearchResolutionsOrder());
    return 1;
}

/* fileUtils:setSearchPaths({path, ...}) and setSearchResolutionsOrder({order, ...}) */
int setStrings(lua_State* L, const char* function, void (FileUtils::*set)(const std::vector<std::string>&)) {
    checkFileUtilsSelf(L, function);
    bool ok;
    {
        std::vector<std::string> strings;
        ok = readStrings(L, 2, &strings);
        if (ok) (files()->*set)(strings);
    }
    if (!ok) return luaL_error(L, "%s: argument #2 must be an array of strings", function);
    return 0;
}

/// @lua cc.FileUtils:setSearchPaths(searchPaths: string[])
/// Replaces the folders files are looked up in, in order; the game folder is always searched too.
int setSearchPaths(lua_State* L) {
    return setStrings(L, "cc.FileUtils:setSearchPaths", &FileUtils::setSearchPaths);
}

/// @lua cc.FileUtils:setSearchResolutionsOrder(searchResolutionsOrder: string[])
/// Replaces the subfolders tried in each search path ("hd/"); "" is added at the end when missing.
int setSearchResolutionsOrder(lua_State* L) {
    return setStrings(L, "cc.FileUtils:setSearchResolutionsOrder", &FileUtils::setSearchResolutionsOrder);
}

/// @lua cc.FileUtils:listFiles(dirPath: string): string[]
/// The folder's entries as sorted full paths, folders ending in '/'; empty when it cannot be read.
int listFiles(lua_State* L) {
    checkFileUtilsSelf(L, "cc.FileUtils:listFiles");
    luaL_checkstring(L, 2);
    pushStrings(L, files()->listFiles(arg(L, 2)));
    return 1;
}

/* fileUtils:listFilesRecursively(dir [, t]) -> t */
/// @lua cc.FileUtils:listFilesRecursively(dirPath: string, files?: string[]): string[]
/// Every file and folder below `dirPath` as full paths, appended to `files` (or a new array).
int listFilesRecursively(lua_State* L) {
    checkFileUtilsSelf(L, "cc.FileUtils:listFilesRecursively");
    luaL_checkstring(L, 2);
    if (!lua_istable(L, 3)) {
        lua_settop(L, 2);
        lua_newtable(L);
    }
    lua_settop(L, 3); /* stack: self dir t */
    int next = static_cast<int>(lua_objlen(L, 3)) + 1;
    std::vector<std::string> found;
    files()->listFilesRecursively(arg(L, 2), &found);
    for (const std::string& entry : found) {
        lua_pushlstring(L, entry.data(), entry.size());
        lua_rawseti(L, 3, next++);
    }
    return 1;
}

/* fileUtils:getValueMapFromFile(path) / getValueVectorFromFile(path): {} when it cannot be read */
int pushPlistFile(lua_State* L, const char* function, bool wantDict) {
    checkFileUtilsSelf(L, function);
    luaL_checkstring(L, 2);
    cc::PlistValue root;
    std::string error;
    bool ok = cc::PropertyList::load(arg(L, 2), &root, &error);
    if (ok && root.isDict() != wantDict) ok = false;
    if (!ok && !error.empty()) cc::logError("%s: %s", function, error.c_str());
    if (!ok) {
        lua_newtable(L); /* cocos returns an empty map or vector */
        return 1;
    }
    kite::manual::pushPlistValue(L, root);
    return 1;
}

/// @lua cc.FileUtils:getValueMapFromFile(filename: string): table
/// Reads a .plist file whose top is a dictionary into a Lua table; {} when it cannot be read.
int getValueMapFromFile(lua_State* L) {
    return pushPlistFile(L, "cc.FileUtils:getValueMapFromFile", true);
}

/// @lua cc.FileUtils:getValueVectorFromFile(filename: string): table
/// Reads a .plist file whose top is an array into a Lua array; {} when it cannot be read.
int getValueVectorFromFile(lua_State* L) {
    return pushPlistFile(L, "cc.FileUtils:getValueVectorFromFile", false);
}

/* -- Calls with cocos's callback overloads ---------------------------------------------------- */

/* getStringFromFile and getDataFromFile are one read here: Kite has no cc.Data, bytes are a string */
int readBytes(lua_State* L, const char* function) {
    checkFileUtilsSelf(L, function);
    luaL_checkstring(L, 2);
    return answer(L, 3, function, [](lua_State* L) {
        Result r;
        r.kind = Result::Kind::Bytes;
        r.bytes = files()->getStringFromFile(arg(L, 2));
        return r;
    });
}

/// @lua cc.FileUtils:getStringFromFile(filename: string): string
/// @lua cc.FileUtils:getStringFromFile(filename: string, handler: fun(contents: string))
/// The whole file, found through the search paths ("" if unreadable); a handler gets it a frame later.
int getStringFromFile(lua_State* L) {
    return readBytes(L, "cc.FileUtils:getStringFromFile");
}

/// @lua cc.FileUtils:getDataFromFile(filename: string): string
/// @lua cc.FileUtils:getDataFromFile(filename: string, handler: fun(data: string))
/// The file's bytes as a Lua string (Kite has no cc.Data); a handler gets them a frame later.
int getDataFromFile(lua_State* L) {
    return readBytes(L, "cc.FileUtils:getDataFromFile");
}

// fileUtils:<name>(path [, cb]) -> boolean: isFileExist, isDirectoryExist, createDirectory,
// removeFile, removeDirectory. Upvalue 1 = "cc.FileUtils:<name>".
/// @lua cc.FileUtils:isFileExist(filename: string): boolean
/// @lua cc.FileUtils:isFileExist(filename: string, handler: fun(exists: boolean))
/// Whether the file exists (relative names through the search paths); a handler gets it a frame later.
/// @lua cc.FileUtils:isDirectoryExist(dirPath: string): boolean
/// @lua cc.FileUtils:isDirectoryExist(dirPath: string, handler: fun(exists: boolean))
/// Whether the folder exists (relative names through the search paths); a handler gets it a frame later.
/// @lua cc.FileUtils:createDirectory(dirPath: string): boolean
/// @lua cc.FileUtils:createDirectory(dirPath: string, handler: fun(success: boolean))
/// Creates the folder and its parents (relative to the writable path); true when it exists after.
/// @lua cc.FileUtils:removeFile(filepath: string): boolean
/// @lua cc.FileUtils:removeFile(filepath: string, handler: fun(success: boolean))
/// Deletes a file (a relative path is under the writable path); false when it fails or names a folder.
/// @lua cc.FileUtils:removeDirectory(dirPath: string): boolean
/// @lua cc.FileUtils:removeDirectory(dirPath: string, handler: fun(success: boolean))
/// Deletes a folder and all it holds (relative to the writable path, never that path itself).
template <bool (FileUtils::*Method)(const std::string&) const> int onePath(lua_State* L) {
    const char* function = lua_tostring(L, lua_upvalueindex(1));
    checkFileUtilsSelf(L, function);
    luaL_checkstring(L, 2);
    return answer(L, 3, function, [](lua_State* L) { return boolean((files()->*Method)(arg(L, 2))); });
}

/// @lua cc.FileUtils:getFileSize(filepath: string): number
/// @lua cc.FileUtils:getFileSize(filepath: string, handler: fun(size: number))
/// The file's size in bytes; 0 for a relative name not found, -1 for an unreadable absolute path.
int getFileSize(lua_State* L) {
    checkFileUtilsSelf(L, "cc.FileUtils:getFileSize");
    luaL_checkstring(L, 2);
    return answer(L, 3, "cc.FileUtils:getFileSize", [](lua_State* L) {
        Result r;
        r.kind = Result::Kind::Number;
        r.number = static_cast<double>(files()->getFileSize(arg(L, 2)));
        return r;
    });
}

/// @lua cc.FileUtils:writeStringToFile(dataStr: string, fullPath: string): boolean
/// @lua cc.FileUtils:writeStringToFile(dataStr: string, fullPath: string, handler: fun(success: boolean))
/// Writes the string (any bytes) to the file, replacing it; a relative path is under the writable path.
int writeStringToFile(lua_State* L) {
    checkFileUtilsSelf(L, "cc.FileUtils:writeStringToFile");
    luaL_checkstring(L, 2);
    luaL_checkstring(L, 3);
    return answer(L, 4, "cc.FileUtils:writeStringToFile",
                  [](lua_State* L) { return boolean(files()->writeStringToFile(arg(L, 2), arg(L, 3))); });
}

/* renameFile(dir, oldName, newName [, cb]) or renameFile(oldPath, newPath [, cb]) */
/// @lua cc.FileUtils:renameFile(path: string, oldname: string, name: string): boolean
/// @lua cc.FileUtils:renameFile(path: string, oldname: string, name: string, handler: fun(success: boolean))
/// @lua cc.FileUtils:renameFile(oldfullpath: string, newfullpath: string): boolean
/// @lua cc.FileUtils:renameFile(oldfullpath: string, newfullpath: string, handler: fun(success: boolean))
/// Renames a file, within folder `path` or from one path to another (relative to the writable path).
int renameFile(lua_State* L) {
    checkFileUtilsSelf(L, "cc.FileUtils:renameFile");
    luaL_checkstring(L, 2);
    luaL_checkstring(L, 3);
    if (lua_type(L, 4) == LUA_TSTRING) {
        return answer(L, 5, "cc.FileUtils:renameFile", [](lua_State* L) {
            return boolean(files()->renameFile(arg(L, 2), arg(L, 3), arg(L, 4)));
        });
    }
    return answer(L, 4, "cc.FileUtils:renameFile",
                  [](lua_State* L) { return boolean(files()->renameFile(arg(L, 2), arg(L, 3))); });
}

/* cc.FileUtils:destroyInstance(): the instance's userdata dies with it ("invalid 'self'" after) */
/// @lua static cc.FileUtils:destroyInstance(): cc.FileUtils
/// Drops every setting (search paths, orders, cache, writable path); a kept instance becomes invalid.
int destroyInstance(lua_State* L) {
    return kite::manual::destroySingleton(
        L, "cc.FileUtils", []() -> void* { return FileUtils::getInstance(); }, &FileUtils::destroyInstance);
}

} // namespace

namespace kite::manual {

void registerFileUtils(lua_State* L) {
    const std::pair<const char*, lua_CFunction> methods[] = {
        {"getSearchPaths", getSearchPaths},
        {"getOriginalSearchPaths", getOriginalSearchPaths},
        {"getSearchResolutionsOrder", getSearchResolutionsOrder},
        {"setSearchPaths", setSearchPaths},
        {"setSearchResolutionsOrder", setSearchResolutionsOrder},
        {"listFiles", listFiles},
        {"listFilesRecursively", listFilesRecursively},
        {"getValueMapFromFile", getValueMapFromFile},
        {"getValueVectorFromFile", getValueVectorFromFile},
        {"getStringFromFile", getStringFromFile},
        {"getDataFromFile", getDataFromFile},
        {"getFileSize", getFileSize},
        {"writeStringToFile", writeStringToFile},
        {"renameFile", renameFile},
        {"destroyInstance", destroyInstance},
    };
    for (const auto& method : methods)
        addMethod(L, "FileUtils", method.first, method.second);
    luaL_getmetatable(L, "cc.FileUtils"); /* stack: mt */
    const std::pair<const char*, lua_CFunction> pathCalls[] = {
        {"isFileExist", onePath<&FileUtils::isFileExist>},
        {"isDirectoryExist", onePath<&FileUtils::isDirectoryExist>},
        {"createDirectory", onePath<&FileUtils::createDirectory>},
        {"removeFile", onePath<&FileUtils::removeFile>},
        {"removeDirectory", onePath<&FileUtils::removeDirectory>},
    };
    for (const auto& call : pathCalls) {
        lua_pushstring(L, call.first);
        lua_pushfstring(L, "cc.FileUtils:%s", call.first);
        lua_pushcclosure(L, call.second, 1);
        lua_rawset(L, -3);
    }
    lua_pop(L, 1);
}

} // namespace kite::manual

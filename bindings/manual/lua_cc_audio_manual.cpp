// lua_cc_audio_manual.cpp -- the audio calls pkg/audio.pkg cannot express: ccexp.AudioEngine's
// setFinishCallback and preload (Lua callbacks), endToLua (`end` is a Lua keyword), ccexp.AudioProfile
// (made by Lua and owned by its userdata, with its three fields), cc.AudioEngine, and cocos's audio
// constants (cc.AUDIO_INVAILD_ID, cc.AUDIO_TIME_UNKNOWN, ccexp.AudioState).
// SPDX-License-Identifier: MIT
#include "AudioLuaNames.h"
#include "LuaCallbacks.h"
#include "ManualSupport.h"

#include <string>
#include <utility>

namespace {

using ccexp::AudioEngine;
using ccexp::AudioProfile;

/// fn(audioID, filePath), called once when the sound played to its end (never after stop).
std::function<void(int, const std::string&)> finishCallback(kite::LuaFunction fn) {
    return [fn = std::move(fn)](int audioID, const std::string& filePath) {
        kite::LuaStack* stack = fn.stack();
        if (!stack) return;
        lua_State* L = stack->getLuaState();
        lua_pushinteger(L, audioID);                          /* stack: id */
        lua_pushlstring(L, filePath.data(), filePath.size()); /* stack: id path */
        fn.call(2);
    };
}

/// fn(isSuccess), called once in a later frame.
std::function<void(bool)> preloadCallback(kite::LuaFunction fn) {
    return [fn = std::move(fn)](bool isSuccess) {
        kite::LuaStack* stack = fn.stack();
        if (!stack) return;
        lua_pushboolean(stack->getLuaState(), isSuccess); /* stack: isSuccess */
        fn.call(1);
    };
}

/* ccexp.AudioEngine:setFinishCallback(audioID, function(audioID, filePath) end) */
/// @lua static ccexp.AudioEngine:setFinishCallback(audioID: integer, handler: fun(audioID: integer, filePath: string))
/// Calls `handler` once when the sound has played to its end, not when stopped; unknown ids are ignored.
int lua_ccexp_AudioEngine_setFinishCallback(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "ccexp.AudioEngine", 0, &tolua_err) ||
        !tolua_isnumber(tolua_S, 2, 0, &tolua_err) ||
        !toluafix_isfunction(tolua_S, 3, "LUA_FUNCTION", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 4, &tolua_err))
        goto tolua_lerror;
    {
        int audioID = static_cast<int>(tolua_tonumber(tolua_S, 2, 0));
        kite::LuaFunction fn = kite::manual::luaFunctionAt(tolua_S, 3, "ccexp.AudioEngine:setFinishCallback");
        AudioEngine::setFinishCallback(audioID, finishCallback(std::move(fn)));
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'ccexp.AudioEngine:setFinishCallback'.", &tolua_err);
    return 0;
}

/* ccexp.AudioEngine:preload(filePath [, function(isSuccess) end]) */
/// @lua static ccexp.AudioEngine:preload(filePath: string, handler?: fun(isSuccess: boolean))
/// Decodes a sound file now so play2d starts at once; `handler` learns a frame later whether it loaded.
int lua_ccexp_AudioEngine_preload(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "ccexp.AudioEngine", 0, &tolua_err) ||
        !tolua_iscppstring(tolua_S, 2, 0, &tolua_err) ||
        (!lua_isnoneornil(tolua_S, 3) && !toluafix_isfunction(tolua_S, 3, "LUA_FUNCTION", 0, &tolua_err)) ||
        !tolua_isnoobj(tolua_S, 4, &tolua_err))
        goto tolua_lerror;
    {
        std::string filePath = tolua_tocppstring(tolua_S, 2, nullptr);
        if (lua_isnoneornil(tolua_S, 3)) {
            AudioEngine::preload(filePath);
            return 0;
        }
        kite::LuaFunction fn = kite::manual::luaFunctionAt(tolua_S, 3, "ccexp.AudioEngine:preload");
        AudioEngine::preload(filePath, preloadCallback(std::move(fn)));
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'ccexp.AudioEngine:preload'.", &tolua_err);
    return 0;
}

// The engine's own profiles (the default one, and one per name a play2d used) that Lua has seen, as
// registry[kEngineProfiles][lightuserdata] = true: AudioEngine::end deletes them all, so their
// userdata are forgotten first (later use raises "invalid 'self'" instead of reading freed memory).
const char* const kEngineProfiles = "kite.audio.engineProfiles";

void pushEngineProfiles(lua_State* L) {
    lua_getfield(L, LUA_REGISTRYINDEX, kEngineProfiles); /* stack: seen|nil */
    if (lua_istable(L, -1)) return;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_setfield(L, LUA_REGISTRYINDEX, kEngineProfiles); /* stack: seen */
}

int pushEngineProfile(lua_State* L, AudioProfile* profile) {
    if (!profile) {
        lua_pushnil(L);
        return 1;
    }
    pushEngineProfiles(L); /* stack: seen */
    lua_pushlightuserdata(L, profile);
    lua_pushboolean(L, 1);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    tolua_pushusertype(L, profile, "ccexp.AudioProfile"); /* stack: profile */
    return 1;
}

void forgetEngineProfiles(lua_State* L) {
    pushEngineProfiles(L); /* stack: seen */
    lua_pushnil(L);
    while (lua_next(L, -2)) { /* stack: seen key true */
        lua_pop(L, 1);
        toluafix_forget_usertype(L, lua_touserdata(L, -1), "ccexp.AudioProfile");
    }
    lua_pop(L, 1);
    lua_pushnil(L);
    lua_setfield(L, LUA_REGISTRYINDEX, kEngineProfiles);
}

/* ccexp.AudioEngine:getDefaultProfile() */
/// @lua static ccexp.AudioEngine:getDefaultProfile(): ccexp.AudioProfile
/// The profile play2d uses when given none; the engine owns it and endToLua frees it.
int lua_ccexp_AudioEngine_getDefaultProfile(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "ccexp.AudioEngine", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 2, &tolua_err)) {
        tolua_error(tolua_S, "#ferror in function 'ccexp.AudioEngine:getDefaultProfile'.", &tolua_err);
        return 0;
    }
    return pushEngineProfile(tolua_S, AudioEngine::getDefaultProfile());
}

/* ccexp.AudioEngine:getProfile(audioID) or ccexp.AudioEngine:getProfile(profileName) -> profile or nil */
/// @lua static ccexp.AudioEngine:getProfile(audioID: integer): ccexp.AudioProfile|nil
/// @lua static ccexp.AudioEngine:getProfile(profileName: string): ccexp.AudioProfile|nil
/// The profile a playing sound uses, or the one play2d registered under that name; nil when none.
int lua_ccexp_AudioEngine_getProfile(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "ccexp.AudioEngine", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 3, &tolua_err))
        goto tolua_lerror;
    if (lua_type(tolua_S, 2) == LUA_TNUMBER)
        return pushEngineProfile(tolua_S,
                                 AudioEngine::getProfile(static_cast<int>(lua_tonumber(tolua_S, 2))));
    if (lua_type(tolua_S, 2) == LUA_TSTRING)
        return pushEngineProfile(tolua_S,
                                 AudioEngine::getProfile(std::string(tolua_tocppstring(tolua_S, 2, ""))));
    tolua_iscppstring(tolua_S, 2, 0, &tolua_err); /* fills the message: what was given instead */
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'ccexp.AudioEngine:getProfile'.", &tolua_err);
    return 0;
}

/* ccexp.AudioEngine:endToLua() (cocos2d-x 3.17's name), also ccexp.AudioEngine["end"](ccexp.AudioEngine) */
/// @lua static ccexp.AudioEngine:endToLua()
/// Stops every sound and frees decoded audio and the engine's profiles; next use starts afresh.
/// @lua static ccexp.AudioEngine:end()
/// The same as endToLua; call it as ccexp.AudioEngine["end"](ccexp.AudioEngine), `end` being a keyword.
int lua_ccexp_AudioEngine_end(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "ccexp.AudioEngine", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 2, &tolua_err))
        goto tolua_lerror;
    forgetEngineProfiles(tolua_S);
    AudioEngine::end();
    return 0;
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'ccexp.AudioEngine:endToLua'.", &tolua_err);
    return 0;
}

/* cc.SimpleAudioEngine:destroyInstance() (cocos2d-x's Lua name for end), also
   cc.SimpleAudioEngine["end"](cc.SimpleAudioEngine): the shared instance's userdata is forgotten
   first, so a script that kept it gets "invalid 'self'" instead of a deleted object */
/// @lua static cc.SimpleAudioEngine:destroyInstance(): cc.SimpleAudioEngine
/// Stops music and effects and deletes the shared instance; a kept reference to it becomes invalid.
/// @lua static cc.SimpleAudioEngine:end(): cc.SimpleAudioEngine
/// The same as destroyInstance, called as cc.SimpleAudioEngine["end"](cc.SimpleAudioEngine).
int lua_cc_SimpleAudioEngine_destroyInstance(lua_State* L) {
    return kite::manual::destroySingleton(
        L, "cc.SimpleAudioEngine", []() -> void* { return cc::SimpleAudioEngine::getInstance(); },
        &cc::SimpleAudioEngine::end);
}

/* ccexp.AudioProfile:new(): owned by the userdata, deleted when Lua collects it (as in cocos2d-x) */
/// @lua static ccexp.AudioProfile:new(): ccexp.AudioProfile
/// A profile with no name and no limits, freed when Lua collects it; name it before giving it to play2d.
int lua_ccexp_AudioProfile_new(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertable(tolua_S, 1, "ccexp.AudioProfile", 0, &tolua_err) ||
        !tolua_isnoobj(tolua_S, 2, &tolua_err)) {
        tolua_error(tolua_S, "#ferror in function 'ccexp.AudioProfile:new'.", &tolua_err);
        return 0;
    }
    auto* profile = new AudioProfile();
    tolua_pushusertype_and_takeownership(tolua_S, profile, "ccexp.AudioProfile");
    return 1;
}

int lua_ccexp_AudioProfile_collect(lua_State* L) {
    delete static_cast<AudioProfile*>(tolua_tousertype(L, 1, nullptr));
    return 0;
}

/// The profile at index 1 of a field access; raises an error naming `function` otherwise.
AudioProfile* profileSelf(lua_State* L, const char* function) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "ccexp.AudioProfile", 0, &err)) {
        tolua_error(L, function, &err);
        return nullptr;
    }
    auto* self = static_cast<AudioProfile*>(tolua_tousertype(L, 1, nullptr));
    if (!self) kite::manual::invalidSelf(L, function);
    return self;
}

/// @lua ccexp.AudioProfile.name: string
/// The name that groups the sounds played with this profile; play2d refuses a profile without one.
int lua_ccexp_AudioProfile_get_name(lua_State* L) {
    AudioProfile* self = profileSelf(L, "ccexp.AudioProfile.name");
    lua_pushlstring(L, self->name.data(), self->name.size());
    return 1;
}

int lua_ccexp_AudioProfile_set_name(lua_State* L) {
    AudioProfile* self = profileSelf(L, "ccexp.AudioProfile.name");
    if (lua_type(L, 2) != LUA_TSTRING) return luaL_error(L, "ccexp.AudioProfile.name must be a string");
    size_t length = 0;
    const char* text = lua_tolstring(L, 2, &length);
    self->name.assign(text, length);
    return 0;
}

/// @lua ccexp.AudioProfile.maxInstances: integer
/// How many sounds of this profile may play at once; 0 means no limit.
int lua_ccexp_AudioProfile_get_maxInstances(lua_State* L) {
    lua_pushnumber(L, profileSelf(L, "ccexp.AudioProfile.maxInstances")->maxInstances);
    return 1;
}

int lua_ccexp_AudioProfile_set_maxInstances(lua_State* L) {
    AudioProfile* self = profileSelf(L, "ccexp.AudioProfile.maxInstances");
    lua_Number n = lua_type(L, 2) == LUA_TNUMBER ? lua_tonumber(L, 2) : -1;
    if (!(n >= 0 && n <= 4294967295.0))
        return luaL_error(L, "ccexp.AudioProfile.maxInstances must be a number from 0 (no limit) up");
    self->maxInstances = static_cast<unsigned int>(n);
    return 0;
}

/// @lua ccexp.AudioProfile.minDelay: number
/// Seconds that must pass between two play2d calls with this profile; 0 means no wait.
int lua_ccexp_AudioProfile_get_minDelay(lua_State* L) {
    lua_pushnumber(L, profileSelf(L, "ccexp.AudioProfile.minDelay")->minDelay);
    return 1;
}

int lua_ccexp_AudioProfile_set_minDelay(lua_State* L) {
    AudioProfile* self = profileSelf(L, "ccexp.AudioProfile.minDelay");
    lua_Number n = lua_type(L, 2) == LUA_TNUMBER ? lua_tonumber(L, 2) : -1;
    if (!(n >= 0)) return luaL_error(L, "ccexp.AudioProfile.minDelay must be a number of seconds, 0 or more");
    self->minDelay = n;
    return 0;
}

void registerProfile(lua_State* L) {
    tolua_module(L, nullptr, 0);
    tolua_beginmodule(L, nullptr);
    tolua_beginmodule(L, "ccexp");
    tolua_beginmodule(L, "AudioProfile"); /* the class's metatable */
    tolua_function(L, "new", lua_ccexp_AudioProfile_new);
    tolua_variable(L, "name", lua_ccexp_AudioProfile_get_name, lua_ccexp_AudioProfile_set_name);
    tolua_variable(L, "maxInstances", lua_ccexp_AudioProfile_get_maxInstances,
                   lua_ccexp_AudioProfile_set_maxInstances);
    tolua_variable(L, "minDelay", lua_ccexp_AudioProfile_get_minDelay, lua_ccexp_AudioProfile_set_minDelay);
    tolua_endmodule(L);
    tolua_endmodule(L);
    tolua_endmodule(L);
    for (const char* type : {"ccexp.AudioProfile", "const ccexp.AudioProfile"}) {
        luaL_getmetatable(L, type); /* stack: mt */
        lua_pushstring(L, ".collector");
        lua_pushcfunction(L, lua_ccexp_AudioProfile_collect);
        lua_rawset(L, -3);
        lua_pop(L, 1);
    }
}

/* cc.AUDIO_INVAILD_ID (cocos's spelling), cc.AUDIO_TIME_UNKNOWN, ccexp.AudioState, cc.AudioEngine */
/// @lua cc.AUDIO_INVAILD_ID: integer
/// The audio id play2d returns when it cannot play (-1); cocos2d-x's spelling.
/// @lua cc.AUDIO_TIME_UNKNOWN: number
/// What the time and duration getters return when they do not know (-1).
/// @lua cc.AudioEngine: ccexp.AudioEngine
/// The ccexp.AudioEngine class under a second name, for scripts that use cc.AudioEngine.
/// @lua ccexp.AudioState: {ERROR: integer, INITIALIZING: integer, INITIALZING: integer, PLAYING: integer, PAUSED: integer}
/// What getState returns: ERROR for an unknown or ended id; INITIALZING is the older spelling.
void registerConstants(lua_State* L) {
    lua_getglobal(L, "cc");    /* stack: cc */
    lua_getglobal(L, "ccexp"); /* stack: cc ccexp */
    lua_pushstring(L, "AUDIO_INVAILD_ID");
    lua_pushinteger(L, AudioEngine::INVALID_AUDIO_ID);
    lua_rawset(L, -4);
    lua_pushstring(L, "AUDIO_TIME_UNKNOWN");
    lua_pushnumber(L, AudioEngine::TIME_UNKNOWN);
    lua_rawset(L, -4);
    lua_pushstring(L, "AudioEngine");
    lua_pushstring(L, "AudioEngine");
    lua_rawget(L, -3); /* stack: cc ccexp "AudioEngine" ccexp.AudioEngine */
    lua_rawset(L, -4);
    // The C++ enum's names: 3.17 spells the second INITIALIZING, earlier 3.x INITIALZING; both.
    using State = AudioEngine::AudioState;
    const std::pair<const char*, State> states[] = {{"ERROR", State::ERROR},
                                                    {"INITIALIZING", State::INITIALZING},
                                                    {"INITIALZING", State::INITIALZING},
                                                    {"PLAYING", State::PLAYING},
                                                    {"PAUSED", State::PAUSED}};
    lua_pushstring(L, "AudioState");
    lua_createtable(L, 0, 5); /* stack: cc ccexp "AudioState" states */
    for (const auto& state : states) {
        lua_pushinteger(L, static_cast<int>(state.second));
        lua_setfield(L, -2, state.first);
    }
    lua_rawset(L, -3);
    lua_pop(L, 2);
}

} // namespace

namespace kite::manual {

void registerAudio(lua_State* L) {
    addModuleMethod(L, "ccexp", "AudioEngine", "setFinishCallback", lua_ccexp_AudioEngine_setFinishCallback);
    addModuleMethod(L, "ccexp", "AudioEngine", "preload", lua_ccexp_AudioEngine_preload);
    addModuleMethod(L, "ccexp", "AudioEngine", "getDefaultProfile", lua_ccexp_AudioEngine_getDefaultProfile);
    addModuleMethod(L, "ccexp", "AudioEngine", "getProfile", lua_ccexp_AudioEngine_getProfile);
    addModuleMethod(L, "ccexp", "AudioEngine", "endToLua", lua_ccexp_AudioEngine_end);
    addModuleMethod(L, "ccexp", "AudioEngine", "end", lua_ccexp_AudioEngine_end);
    addMethod(L, "SimpleAudioEngine", "destroyInstance", lua_cc_SimpleAudioEngine_destroyInstance);
    addMethod(L, "SimpleAudioEngine", "end", lua_cc_SimpleAudioEngine_destroyInstance);
    registerProfile(L);
    registerConstants(L);
}

} // namespace kite::manual

// lua_cc_sprites_manual.cpp -- TextureCache:addImageAsync(path, function(texture) end), the
// Animation/AnimationFrame members that take or give Lua tables (frame lists, user info), the
// default pixel format with cocos's cc.TEXTURE2_D_PIXEL_FORMAT_* numbers, and
// cc.ANIMATION_FRAME_DISPLAYED_NOTIFICATION.
// SPDX-License-Identifier: MIT
#include "LuaCallbacks.h"
#include "ManualSupport.h"
#include "scene/Animation.h"
#include "scene/Image.h"
#include "scene/SpriteFrame.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include <string>

namespace {

using PixelFormat = cc::Texture2D::PixelFormat;

// cocos2d-x 3.17's Lua spellings (its generator split the C++ names oddly: RGBA8888 -> RGB_A8888).
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_AUTO: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_BGR_A8888: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_RGB_A8888: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_RG_B888: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_RG_B565: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_A8: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_I8: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_A_I88: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_RGB_A4444: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_RGB5_A1: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_PVRTC4: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_PVRTC4A: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_PVRTC2: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_PVRTC2A: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_ETC: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_S3TC_DXT1: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_S3TC_DXT3: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_S3TC_DXT5: integer
/// @lua cc.TEXTURE2_D_PIXEL_FORMAT_DEFAULT: integer
/// A pixel format for setDefaultAlphaPixelFormat in cocos's Lua spelling (RGB_A8888 is RGBA8888).
const std::pair<const char*, PixelFormat> kPixelFormats[] = {{"AUTO", PixelFormat::AUTO},
                                                             {"BGR_A8888", PixelFormat::BGRA8888},
                                                             {"RGB_A8888", PixelFormat::RGBA8888},
                                                             {"RG_B888", PixelFormat::RGB888},
                                                             {"RG_B565", PixelFormat::RGB565},
                                                             {"A8", PixelFormat::A8},
                                                             {"I8", PixelFormat::I8},
                                                             {"A_I88", PixelFormat::AI88},
                                                             {"RGB_A4444", PixelFormat::RGBA4444},
                                                             {"RGB5_A1", PixelFormat::RGB5A1},
                                                             {"PVRTC4", PixelFormat::PVRTC4},
                                                             {"PVRTC4A", PixelFormat::PVRTC4A},
                                                             {"PVRTC2", PixelFormat::PVRTC2},
                                                             {"PVRTC2A", PixelFormat::PVRTC2A},
                                                             {"ETC", PixelFormat::ETC},
                                                             {"S3TC_DXT1", PixelFormat::S3TC_DXT1},
                                                             {"S3TC_DXT3", PixelFormat::S3TC_DXT3},
                                                             {"S3TC_DXT5", PixelFormat::S3TC_DXT5},
                                                             {"DEFAULT", PixelFormat::DEFAULT}};

/// The objects of type @p type in the Lua array at @p index; false when one is something else.
/// The Vector retains them: use it in a block that ends before a Lua error can be raised (a longjmp
/// would skip its releases).
template <class T> bool toVector(lua_State* L, int index, const char* type, cc::Vector<T*>* out) {
    if (!lua_istable(L, index)) return false;
    size_t n = lua_objlen(L, index);
    tolua_Error err;
    for (size_t i = 1; i <= n; ++i) {
        lua_rawgeti(L, index, static_cast<int>(i)); /* stack: ... item */
        void* object = tolua_isusertype(L, -1, type, 0, &err) ? tolua_tousertype(L, -1, nullptr) : nullptr;
        lua_pop(L, 1);
        if (!object) return false;
        out->pushBack(static_cast<T*>(object));
    }
    return true;
}

/// Argument @p index is absent, nil or a number (checked before anything that may raise).
bool optionalNumber(lua_State* L, int index) {
    return lua_isnoneornil(L, index) || lua_isnumber(L, index);
}

/// The loop count at @p index, 1 when absent.
unsigned int loopsAt(lua_State* L, int index) {
    return lua_isnumber(L, index) ? static_cast<unsigned int>(lua_tointeger(L, index)) : 1u;
}

int argumentError(lua_State* L, const char* function, const char* what) {
    return luaL_error(L, "error in function '%s': %s", function, what);
}

/* cc.AnimationFrame:create(spriteFrame, delayUnits [, userInfo]) */
/// @lua static cc.AnimationFrame:create(spriteFrame: cc.SpriteFrame, delayUnits: number, userInfo?: table): cc.AnimationFrame
/// A frame shown for `delayUnits` x the delay per unit; a userInfo table is announced when it shows.
int lua_cc_AnimationFrame_create(lua_State* L) {
    const char* fn = "cc.AnimationFrame:create";
    tolua_Error err;
    if (!tolua_isusertable(L, 1, "cc.AnimationFrame", 0, &err) ||
        !tolua_isusertype(L, 2, "cc.SpriteFrame", 0, &err) || !tolua_isnumber(L, 3, 0, &err))
        return argumentError(L, fn, "expects (cc.SpriteFrame, number [, table])");
    cc::PlistValue info;
    if (!lua_isnoneornil(L, 4) &&
        (!lua_istable(L, 4) || !kite::manual::toPlistValue(L, 4, 0, &info) || !info.isDict()))
        return argumentError(L, fn, "userInfo must be a table of strings, numbers, booleans and tables");
    auto* frame = cc::AnimationFrame::create(static_cast<cc::SpriteFrame*>(tolua_tousertype(L, 2, nullptr)),
                                             static_cast<float>(lua_tonumber(L, 3)), info);
    toluafix_pushusertype_ccobject(L, kite::refIdOf(frame), kite::luaIdOf(frame), frame, "cc.AnimationFrame");
    return 1;
}

/* animationFrame:getUserInfo() -> table */
/// @lua cc.AnimationFrame:getUserInfo(): table
/// A copy of the frame's user info table ({} when it has none).
int lua_cc_AnimationFrame_getUserInfo(lua_State* L) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.AnimationFrame", 0, &err))
        return argumentError(L, "cc.AnimationFrame:getUserInfo", "no self");
    auto* self = static_cast<cc::AnimationFrame*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return kite::manual::invalidSelf(L, "cc.AnimationFrame:getUserInfo");
    kite::manual::pushPlistValue(L, self->getUserInfo());
    return 1;
}

/* animationFrame:setUserInfo(table) */
/// @lua cc.AnimationFrame:setUserInfo(userInfo: table)
/// Replaces the frame's user info with a copy of a table of strings, numbers, booleans and tables.
int lua_cc_AnimationFrame_setUserInfo(lua_State* L) {
    const char* fn = "cc.AnimationFrame:setUserInfo";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.AnimationFrame", 0, &err)) return argumentError(L, fn, "no self");
    auto* self = static_cast<cc::AnimationFrame*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return kite::manual::invalidSelf(L, fn);
    cc::PlistValue info;
    if (!lua_istable(L, 2) || !kite::manual::toPlistValue(L, 2, 0, &info) || !info.isDict())
        return argumentError(L, fn, "userInfo must be a table of strings, numbers, booleans and tables");
    self->setUserInfo(info);
    return 0;
}

void pushAnimation(lua_State* L, cc::Animation* animation) {
    toluafix_pushusertype_ccobject(L, kite::refIdOf(animation), kite::luaIdOf(animation), animation,
                                   "cc.Animation");
}

/* cc.Animation:create() or cc.Animation:create({animationFrame, ...}, delayPerUnit [, loops]) */
/// @lua static cc.Animation:create(): cc.Animation
/// @lua static cc.Animation:create(frames: cc.AnimationFrame[], delayPerUnit: number, loops?: integer): cc.Animation
/// An empty animation, or one of `frames`, `delayPerUnit` seconds per delay unit, run `loops` times (1).
int lua_cc_Animation_create(lua_State* L) {
    const char* fn = "cc.Animation:create";
    tolua_Error err;
    if (!tolua_isusertable(L, 1, "cc.Animation", 0, &err))
        return argumentError(L, fn, "call it as cc.Animation:create");
    if (lua_gettop(L) == 1) {
        pushAnimation(L, cc::Animation::create());
        return 1;
    }
    cc::Animation* animation = nullptr;
    {
        cc::Vector<cc::AnimationFrame*> frames;
        if (toVector(L, 2, "cc.AnimationFrame", &frames) && lua_isnumber(L, 3) && optionalNumber(L, 4))
            animation = cc::Animation::create(frames, static_cast<float>(lua_tonumber(L, 3)), loopsAt(L, 4));
    }
    if (!animation) return argumentError(L, fn, "expects ({cc.AnimationFrame, ...}, delayPerUnit [, loops])");
    pushAnimation(L, animation);
    return 1;
}

/* cc.Animation:createWithSpriteFrames({spriteFrame, ...} [, delay [, loops]]) */
/// @lua static cc.Animation:createWithSpriteFrames(frames: cc.SpriteFrame[], delay?: number, loops?: integer): cc.Animation
/// An animation showing each sprite frame for `delay` seconds (default 0), run `loops` times (default 1).
int lua_cc_Animation_createWithSpriteFrames(lua_State* L) {
    const char* fn = "cc.Animation:createWithSpriteFrames";
    tolua_Error err;
    cc::Animation* animation = nullptr;
    if (tolua_isusertable(L, 1, "cc.Animation", 0, &err) && optionalNumber(L, 3) && optionalNumber(L, 4)) {
        cc::Vector<cc::SpriteFrame*> frames;
        if (toVector(L, 2, "cc.SpriteFrame", &frames))
            animation = cc::Animation::createWithSpriteFrames(
                frames, static_cast<float>(lua_isnumber(L, 3) ? lua_tonumber(L, 3) : 0), loopsAt(L, 4));
    }
    if (!animation) return argumentError(L, fn, "expects ({cc.SpriteFrame, ...} [, delay [, loops]])");
    pushAnimation(L, animation);
    return 1;
}

/* animation:getFrames() -> {animationFrame, ...} */
/// @lua cc.Animation:getFrames(): cc.AnimationFrame[]
/// The animation's frames as an array, in the order they play.
int lua_cc_Animation_getFrames(lua_State* L) {
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.Animation", 0, &err))
        return argumentError(L, "cc.Animation:getFrames", "no self");
    auto* self = static_cast<cc::Animation*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return kite::manual::invalidSelf(L, "cc.Animation:getFrames");
    kite::manual::pushObjectArray(L, self->getFrames(), "cc.AnimationFrame"); /* stack: self, frames */
    return 1;
}

/* animation:setFrames({animationFrame, ...}) */
/// @lua cc.Animation:setFrames(frames: cc.AnimationFrame[])
/// Replaces the animation's frames with these, in this order.
int lua_cc_Animation_setFrames(lua_State* L) {
    const char* fn = "cc.Animation:setFrames";
    tolua_Error err;
    if (!tolua_isusertype(L, 1, "cc.Animation", 0, &err)) return argumentError(L, fn, "no self");
    auto* self = static_cast<cc::Animation*>(tolua_tousertype(L, 1, nullptr));
    if (!self) return kite::manual::invalidSelf(L, fn);
    bool ok;
    {
        cc::Vector<cc::AnimationFrame*> frames;
        ok = toVector(L, 2, "cc.AnimationFrame", &frames);
        if (ok) self->setFrames(frames);
    }
    if (!ok) return argumentError(L, fn, "expects {cc.AnimationFrame, ...}");
    return 0;
}

/// fn(texture): the loaded texture, or nil when it could not be loaded.
std::function<void(cc::Texture2D*)> textureCallback(kite::LuaFunction fn) {
    if (!fn) return nullptr;
    return [fn = std::move(fn)](cc::Texture2D* texture) {
        kite::LuaStack* stack = fn.stack();
        if (!stack) return;
        stack->pushObject(texture, "cc.Texture2D");
        fn.call(1);
    };
}

/* textureCache:addImageAsync(path [, function(texture) end]) */
/// @lua cc.TextureCache:addImageAsync(path: string, callback?: fun(texture: cc.Texture2D|nil))
/// Loads the image in the background; callback gets its texture later (at once if cached; nil on failure).
int lua_cc_TextureCache_addImageAsync(lua_State* tolua_S) {
    tolua_Error tolua_err;
    if (!tolua_isusertype(tolua_S, 1, "cc.TextureCache", 0, &tolua_err) ||
        !tolua_iscppstring(tolua_S, 2, 0, &tolua_err) ||
        (!lua_isnoneornil(tolua_S, 3) && !toluafix_isfunction(tolua_S, 3, "LUA_FUNCTION", 0, &tolua_err)) ||
        !tolua_isnoobj(tolua_S, 4, &tolua_err))
        goto tolua_lerror;
    {
        auto* self = static_cast<cc::TextureCache*>(tolua_tousertype(tolua_S, 1, nullptr));
        if (!self) return kite::manual::invalidSelf(tolua_S, "cc.TextureCache:addImageAsync");
        std::string path = tolua_tocppstring(tolua_S, 2, nullptr);
        kite::LuaFunction fn;
        if (!lua_isnoneornil(tolua_S, 3))
            fn = kite::manual::luaFunctionAt(tolua_S, 3, "cc.TextureCache:addImageAsync");
        self->addImageAsync(path, textureCallback(std::move(fn)));
        return 0;
    }
tolua_lerror:
    tolua_error(tolua_S, "#ferror in function 'cc.TextureCache:addImageAsync'.", &tolua_err);
    return 0;
}

/* cc.Image:new(): autoreleased, as cocos2d-x's binding makes it */
/// @lua static cc.Image:new(): cc.Image
/// An empty image to load with initWithImageFile, autoreleased as cocos's Lua binding makes it.
int lua_cc_Image_new(lua_State* L) {
    tolua_Error err;
    if (!tolua_isusertable(L, 1, "cc.Image", 0, &err))
        return argumentError(L, "cc.Image:new", "call it as cc.Image:new()");
    cc::Image* image = cc::Image::create();
    toluafix_pushusertype_ccobject(L, kite::refIdOf(image), kite::luaIdOf(image), image, "cc.Image");
    return 1;
}

/* cc.Texture2D:setDefaultAlphaPixelFormat(cc.TEXTURE2_D_PIXEL_FORMAT_*) */
/// @lua static cc.Texture2D:setDefaultAlphaPixelFormat(format: integer)
/// Records a cc.TEXTURE2_D_PIXEL_FORMAT_*; Kite still keeps every texture 32-bit RGBA (and warns once).
int lua_cc_Texture2D_setDefaultAlphaPixelFormat(lua_State* L) {
    /* stack: class format */
    const lua_Integer format = luaL_checkinteger(L, 2);
    if (format < static_cast<lua_Integer>(PixelFormat::AUTO) ||
        format > static_cast<lua_Integer>(PixelFormat::S3TC_DXT5))
        return luaL_error(L, "cc.Texture2D:setDefaultAlphaPixelFormat: unknown pixel format %d",
                          static_cast<int>(format));
    cc::Texture2D::setDefaultAlphaPixelFormat(static_cast<PixelFormat>(format));
    return 0;
}

/* cc.Texture2D:getDefaultAlphaPixelFormat() */
/// @lua static cc.Texture2D:getDefaultAlphaPixelFormat(): integer
/// The format last set with setDefaultAlphaPixelFormat (cc.TEXTURE2_D_PIXEL_FORMAT_AUTO at first).
int lua_cc_Texture2D_getDefaultAlphaPixelFormat(lua_State* L) {
    lua_pushinteger(L, static_cast<lua_Integer>(cc::Texture2D::getDefaultAlphaPixelFormat()));
    return 1;
}

void setSpriteConstants(lua_State* L) {
    lua_getglobal(L, "cc"); /* stack: cc */
    for (const auto& format : kPixelFormats) {
        lua_pushfstring(L, "TEXTURE2_D_PIXEL_FORMAT_%s", format.first);
        lua_pushinteger(L, static_cast<lua_Integer>(format.second));
        lua_rawset(L, -3);
    }
    /// @lua cc.ANIMATION_FRAME_DISPLAYED_NOTIFICATION: string
    /// The custom event name cc.Animate dispatches when it shows a frame that has user info.
    lua_pushstring(L, cc::AnimationFrameDisplayedNotification);
    lua_setfield(L, -2, "ANIMATION_FRAME_DISPLAYED_NOTIFICATION");
    lua_pop(L, 1);
}

} // namespace

namespace kite::manual {

void registerSprites(lua_State* L) {
    setSpriteConstants(L);
    addMethod(L, "Texture2D", "setDefaultAlphaPixelFormat", lua_cc_Texture2D_setDefaultAlphaPixelFormat);
    addMethod(L, "Texture2D", "getDefaultAlphaPixelFormat", lua_cc_Texture2D_getDefaultAlphaPixelFormat);
    addMethod(L, "TextureCache", "addImageAsync", lua_cc_TextureCache_addImageAsync);
    addMethod(L, "Image", "new", lua_cc_Image_new);
    addMethod(L, "AnimationFrame", "create", lua_cc_AnimationFrame_create);
    addMethod(L, "AnimationFrame", "getUserInfo", lua_cc_AnimationFrame_getUserInfo);
    addMethod(L, "AnimationFrame", "setUserInfo", lua_cc_AnimationFrame_setUserInfo);
    addMethod(L, "Animation", "create", lua_cc_Animation_create);
    addMethod(L, "Animation", "createWithSpriteFrames", lua_cc_Animation_createWithSpriteFrames);
    addMethod(L, "Animation", "getFrames", lua_cc_Animation_getFrames);
    addMethod(L, "Animation", "setFrames", lua_cc_Animation_setFrames);
}

} // namespace kite::manual

/*
** Lua binding: cc_sprites
** Generated automatically by tolua++-1.0.93. Do not edit: run scripts/genbindings.
*/

#ifndef __cplusplus
#include "stdlib.h"
#endif
#include "string.h"

#include "tolua++.h"
#include "tolua_fastpath.h"
#include "tolua_fix.h"
#include "LuaValueConversions.h"
#include "KiteBindingSupport.h"

/* Exported function */
TOLUA_API int  tolua_cc_sprites_open (lua_State* tolua_S);

#include "actions/ActionAnimate.h"
#include "scene/Animation.h"
#include "scene/AnimationCache.h"
#include "scene/Image.h"
#include "scene/Sprite.h"
#include "scene/SpriteBatchNode.h"
#include "scene/SpriteFrame.h"
#include "scene/SpriteFrameCache.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

/* function to release collected object via destructor */
#ifdef __cplusplus

static int tolua_collect_cc__Vec2 (lua_State* tolua_S)
{
 cc::Vec2* self = (cc::Vec2*) kite_tousertype(tolua_S,1,0);
    Mtolua_delete(self);
    return 0;
}

static int tolua_collect_cc__Size (lua_State* tolua_S)
{
 cc::Size* self = (cc::Size*) kite_tousertype(tolua_S,1,0);
    Mtolua_delete(self);
    return 0;
}
#endif


/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.SpriteFrame");
 Mtolua_typeid(tolua_S,typeid(cc::SpriteFrame), "cc.SpriteFrame");
 tolua_usertype(tolua_S,"cc.AnimationFrame");
 Mtolua_typeid(tolua_S,typeid(cc::AnimationFrame), "cc.AnimationFrame");
 tolua_usertype(tolua_S,"cc.Animate");
 Mtolua_typeid(tolua_S,typeid(cc::Animate), "cc.Animate");
 tolua_usertype(tolua_S,"cc.Texture2D");
 Mtolua_typeid(tolua_S,typeid(cc::Texture2D), "cc.Texture2D");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.SpriteBatchNode");
 Mtolua_typeid(tolua_S,typeid(cc::SpriteBatchNode), "cc.SpriteBatchNode");
 tolua_usertype(tolua_S,"cc.Animation");
 Mtolua_typeid(tolua_S,typeid(cc::Animation), "cc.Animation");
 tolua_usertype(tolua_S,"cc.Sprite");
 Mtolua_typeid(tolua_S,typeid(cc::Sprite), "cc.Sprite");
 tolua_usertype(tolua_S,"cc.TextureCache");
 Mtolua_typeid(tolua_S,typeid(cc::TextureCache), "cc.TextureCache");
 tolua_usertype(tolua_S,"cc.Image");
 Mtolua_typeid(tolua_S,typeid(cc::Image), "cc.Image");
 tolua_usertype(tolua_S,"cc.AnimationCache");
 Mtolua_typeid(tolua_S,typeid(cc::AnimationCache), "cc.AnimationCache");
 tolua_usertype(tolua_S,"cc.ActionInterval");
 Mtolua_typeid(tolua_S,typeid(cc::ActionInterval), "cc.ActionInterval");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"cc.SpriteFrameCache");
 Mtolua_typeid(tolua_S,typeid(cc::SpriteFrameCache), "cc.SpriteFrameCache");
}

/* method: getPath of class  cc::Texture2D */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Texture2D_getPath00
static int tolua_cc_sprites_cc_Texture2D_getPath00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Texture2D",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Texture2D* self = (const cc::Texture2D*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Texture2D:getPath'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getPath();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Texture2D:getPath'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPixelsWide of class  cc::Texture2D */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Texture2D_getPixelsWide00
static int tolua_cc_sprites_cc_Texture2D_getPixelsWide00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Texture2D",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Texture2D* self = (const cc::Texture2D*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Texture2D:getPixelsWide'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getPixelsWide();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Texture2D:getPixelsWide'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPixelsHigh of class  cc::Texture2D */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Texture2D_getPixelsHigh00
static int tolua_cc_sprites_cc_Texture2D_getPixelsHigh00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Texture2D",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Texture2D* self = (const cc::Texture2D*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Texture2D:getPixelsHigh'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getPixelsHigh();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Texture2D:getPixelsHigh'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getContentSize of class  cc::Texture2D */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Texture2D_getContentSize00
static int tolua_cc_sprites_cc_Texture2D_getContentSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Texture2D",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Texture2D* self = (const cc::Texture2D*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Texture2D:getContentSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getContentSize();
   {
#ifdef __cplusplus
    cc::Size tolua_obj = (tolua_ret);
     kite_push_Size(tolua_S,(void*)&tolua_obj,"cc.Size");
#else
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,sizeof(cc::Size));
     kite_push_Size(tolua_S,tolua_obj,"cc.Size");
    tolua_register_gc(tolua_S,lua_gettop(tolua_S));
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Texture2D:getContentSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAntiAliasTexParameters of class  cc::Texture2D */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Texture2D_setAntiAliasTexParameters00
static int tolua_cc_sprites_cc_Texture2D_setAntiAliasTexParameters00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Texture2D",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Texture2D* self = (cc::Texture2D*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Texture2D:setAntiAliasTexParameters'", NULL);
#endif
  {
   self->setAntiAliasTexParameters();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Texture2D:setAntiAliasTexParameters'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAliasTexParameters of class  cc::Texture2D */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Texture2D_setAliasTexParameters00
static int tolua_cc_sprites_cc_Texture2D_setAliasTexParameters00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Texture2D",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Texture2D* self = (cc::Texture2D*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Texture2D:setAliasTexParameters'", NULL);
#endif
  {
   self->setAliasTexParameters();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Texture2D:setAliasTexParameters'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAntiAlias of class  cc::Texture2D */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Texture2D_isAntiAlias00
static int tolua_cc_sprites_cc_Texture2D_isAntiAlias00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Texture2D",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Texture2D* self = (const cc::Texture2D*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Texture2D:isAntiAlias'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAntiAlias();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Texture2D:isAntiAlias'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Image */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Image_create00
static int tolua_cc_sprites_cc_Image_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Image",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Image* tolua_ret = (cc::Image*)  cc::Image::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Image");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Image:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithImageFile of class  cc::Image */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Image_initWithImageFile00
static int tolua_cc_sprites_cc_Image_initWithImageFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Image",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Image* self = (cc::Image*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Image:initWithImageFile'", NULL);
#endif
  const std::string path = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->initWithImageFile(path);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Image:initWithImageFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getWidth of class  cc::Image */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Image_getWidth00
static int tolua_cc_sprites_cc_Image_getWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Image",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Image* self = (const cc::Image*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Image:getWidth'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getWidth();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Image:getWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getHeight of class  cc::Image */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Image_getHeight00
static int tolua_cc_sprites_cc_Image_getHeight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Image",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Image* self = (const cc::Image*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Image:getHeight'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getHeight();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Image:getHeight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: hasAlpha of class  cc::Image */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Image_hasAlpha00
static int tolua_cc_sprites_cc_Image_hasAlpha00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Image",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Image* self = (const cc::Image*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Image:hasAlpha'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->hasAlpha();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Image:hasAlpha'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFilePath of class  cc::Image */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Image_getFilePath00
static int tolua_cc_sprites_cc_Image_getFilePath00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Image",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Image* self = (const cc::Image*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Image:getFilePath'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getFilePath();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Image:getFilePath'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: saveToFile of class  cc::Image */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Image_saveToFile00
static int tolua_cc_sprites_cc_Image_saveToFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Image",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Image* self = (const cc::Image*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Image:saveToFile'", NULL);
#endif
  const std::string path = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  bool isToRGB = ((bool)  tolua_toboolean(tolua_S,3,true));
  {
   bool tolua_ret = (bool)  self->saveToFile(path,isToRGB);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Image:saveToFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addImage of class  cc::TextureCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_TextureCache_addImage00
static int tolua_cc_sprites_cc_TextureCache_addImage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextureCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Image",0,&tolua_err,&tolua_seen[1]) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextureCache* self = (cc::TextureCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextureCache:addImage'", NULL);
#endif
  cc::Image* image = ((cc::Image*)  kite_tousertype(tolua_S,2,0));
  const std::string key = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   cc::Texture2D* tolua_ret = (cc::Texture2D*)  self->addImage(image,key);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Texture2D");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextureCache:addImage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addImage of class  cc::TextureCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_TextureCache_addImage01
static int tolua_cc_sprites_cc_TextureCache_addImage01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextureCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::TextureCache* self = (cc::TextureCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextureCache:addImage'", NULL);
#endif
  const std::string path = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::Texture2D* tolua_ret = (cc::Texture2D*)  self->addImage(path);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Texture2D");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_TextureCache_addImage00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: unbindImageAsync of class  cc::TextureCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_TextureCache_unbindImageAsync00
static int tolua_cc_sprites_cc_TextureCache_unbindImageAsync00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextureCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextureCache* self = (cc::TextureCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextureCache:unbindImageAsync'", NULL);
#endif
  const std::string path = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->unbindImageAsync(path);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextureCache:unbindImageAsync'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: unbindAllImageAsync of class  cc::TextureCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_TextureCache_unbindAllImageAsync00
static int tolua_cc_sprites_cc_TextureCache_unbindAllImageAsync00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextureCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextureCache* self = (cc::TextureCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextureCache:unbindAllImageAsync'", NULL);
#endif
  {
   self->unbindAllImageAsync();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextureCache:unbindAllImageAsync'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextureForKey of class  cc::TextureCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_TextureCache_getTextureForKey00
static int tolua_cc_sprites_cc_TextureCache_getTextureForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TextureCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TextureCache* self = (const cc::TextureCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextureCache:getTextureForKey'", NULL);
#endif
  const std::string key = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::Texture2D* tolua_ret = (cc::Texture2D*)  self->getTextureForKey(key);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Texture2D");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextureCache:getTextureForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeTexture of class  cc::TextureCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_TextureCache_removeTexture00
static int tolua_cc_sprites_cc_TextureCache_removeTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextureCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextureCache* self = (cc::TextureCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextureCache:removeTexture'", NULL);
#endif
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  {
   self->removeTexture(texture);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextureCache:removeTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeTextureForKey of class  cc::TextureCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_TextureCache_removeTextureForKey00
static int tolua_cc_sprites_cc_TextureCache_removeTextureForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextureCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextureCache* self = (cc::TextureCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextureCache:removeTextureForKey'", NULL);
#endif
  const std::string key = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->removeTextureForKey(key);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextureCache:removeTextureForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllTextures of class  cc::TextureCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_TextureCache_removeAllTextures00
static int tolua_cc_sprites_cc_TextureCache_removeAllTextures00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextureCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextureCache* self = (cc::TextureCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextureCache:removeAllTextures'", NULL);
#endif
  {
   self->removeAllTextures();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextureCache:removeAllTextures'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeUnusedTextures of class  cc::TextureCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_TextureCache_removeUnusedTextures00
static int tolua_cc_sprites_cc_TextureCache_removeUnusedTextures00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextureCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextureCache* self = (cc::TextureCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextureCache:removeUnusedTextures'", NULL);
#endif
  {
   self->removeUnusedTextures();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextureCache:removeUnusedTextures'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCachedTextureInfo of class  cc::TextureCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_TextureCache_getCachedTextureInfo00
static int tolua_cc_sprites_cc_TextureCache_getCachedTextureInfo00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TextureCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TextureCache* self = (const cc::TextureCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextureCache:getCachedTextureInfo'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getCachedTextureInfo();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextureCache:getCachedTextureInfo'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_create00
static int tolua_cc_sprites_cc_SpriteFrame_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string filename = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   cc::SpriteFrame* tolua_ret = (cc::SpriteFrame*)  cc::SpriteFrame::create(filename,*rect);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteFrame");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_create01
static int tolua_cc_sprites_cc_SpriteFrame_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isboolean(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,6,&tolua_err) || !kite_is_Size(tolua_S,6,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string filename = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  bool rotated = ((bool)  tolua_toboolean(tolua_S,4,0));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  const cc::Size* originalSize = ((const cc::Size*)  kite_to_Size(tolua_S,6,0));
  {
   cc::SpriteFrame* tolua_ret = (cc::SpriteFrame*)  cc::SpriteFrame::create(filename,*rect,rotated,*offset,*originalSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteFrame");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_SpriteFrame_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTexture of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_createWithTexture00
static int tolua_cc_sprites_cc_SpriteFrame_createWithTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   cc::SpriteFrame* tolua_ret = (cc::SpriteFrame*)  cc::SpriteFrame::createWithTexture(texture,*rect);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteFrame");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:createWithTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTexture of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_createWithTexture01
static int tolua_cc_sprites_cc_SpriteFrame_createWithTexture01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isboolean(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,6,&tolua_err) || !kite_is_Size(tolua_S,6,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  bool rotated = ((bool)  tolua_toboolean(tolua_S,4,0));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  const cc::Size* originalSize = ((const cc::Size*)  kite_to_Size(tolua_S,6,0));
  {
   cc::SpriteFrame* tolua_ret = (cc::SpriteFrame*)  cc::SpriteFrame::createWithTexture(texture,*rect,rotated,*offset,*originalSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteFrame");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_SpriteFrame_createWithTexture00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: clone of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_clone00
static int tolua_cc_sprites_cc_SpriteFrame_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrame* self = (const cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:clone'", NULL);
#endif
  {
   cc::SpriteFrame* tolua_ret = (cc::SpriteFrame*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteFrame");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRect of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_getRect00
static int tolua_cc_sprites_cc_SpriteFrame_getRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrame* self = (const cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:getRect'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getRect();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:getRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRect of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_setRect00
static int tolua_cc_sprites_cc_SpriteFrame_setRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrame* self = (cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:setRect'", NULL);
#endif
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setRect(*rect);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:setRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRectInPixels of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_getRectInPixels00
static int tolua_cc_sprites_cc_SpriteFrame_getRectInPixels00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrame* self = (const cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:getRectInPixels'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getRectInPixels();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:getRectInPixels'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRectInPixels of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_setRectInPixels00
static int tolua_cc_sprites_cc_SpriteFrame_setRectInPixels00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrame* self = (cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:setRectInPixels'", NULL);
#endif
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setRectInPixels(*rect);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:setRectInPixels'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isRotated of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_isRotated00
static int tolua_cc_sprites_cc_SpriteFrame_isRotated00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrame* self = (const cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:isRotated'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isRotated();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:isRotated'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRotated of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_setRotated00
static int tolua_cc_sprites_cc_SpriteFrame_setRotated00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrame* self = (cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:setRotated'", NULL);
#endif
  bool rotated = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setRotated(rotated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:setRotated'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOffset of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_getOffset00
static int tolua_cc_sprites_cc_SpriteFrame_getOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrame* self = (const cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:getOffset'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getOffset();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:getOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setOffset of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_setOffset00
static int tolua_cc_sprites_cc_SpriteFrame_setOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrame* self = (cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:setOffset'", NULL);
#endif
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setOffset(*offset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:setOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOffsetInPixels of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_getOffsetInPixels00
static int tolua_cc_sprites_cc_SpriteFrame_getOffsetInPixels00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrame* self = (const cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:getOffsetInPixels'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getOffsetInPixels();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:getOffsetInPixels'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setOffsetInPixels of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_setOffsetInPixels00
static int tolua_cc_sprites_cc_SpriteFrame_setOffsetInPixels00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrame* self = (cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:setOffsetInPixels'", NULL);
#endif
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setOffsetInPixels(*offset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:setOffsetInPixels'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOriginalSize of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_getOriginalSize00
static int tolua_cc_sprites_cc_SpriteFrame_getOriginalSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrame* self = (const cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:getOriginalSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getOriginalSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:getOriginalSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setOriginalSize of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_setOriginalSize00
static int tolua_cc_sprites_cc_SpriteFrame_setOriginalSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrame* self = (cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:setOriginalSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setOriginalSize(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:setOriginalSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOriginalSizeInPixels of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_getOriginalSizeInPixels00
static int tolua_cc_sprites_cc_SpriteFrame_getOriginalSizeInPixels00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrame* self = (const cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:getOriginalSizeInPixels'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getOriginalSizeInPixels();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:getOriginalSizeInPixels'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setOriginalSizeInPixels of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_setOriginalSizeInPixels00
static int tolua_cc_sprites_cc_SpriteFrame_setOriginalSizeInPixels00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrame* self = (cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:setOriginalSizeInPixels'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setOriginalSizeInPixels(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:setOriginalSizeInPixels'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTexture of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_getTexture00
static int tolua_cc_sprites_cc_SpriteFrame_getTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrame* self = (const cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:getTexture'", NULL);
#endif
  {
   cc::Texture2D* tolua_ret = (cc::Texture2D*)  self->getTexture();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Texture2D");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:getTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTexture of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_setTexture00
static int tolua_cc_sprites_cc_SpriteFrame_setTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrame* self = (cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:setTexture'", NULL);
#endif
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  {
   self->setTexture(texture);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:setTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: hasAnchorPoint of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_hasAnchorPoint00
static int tolua_cc_sprites_cc_SpriteFrame_hasAnchorPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrame* self = (const cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:hasAnchorPoint'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->hasAnchorPoint();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:hasAnchorPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchorPoint of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_getAnchorPoint00
static int tolua_cc_sprites_cc_SpriteFrame_getAnchorPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrame* self = (const cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:getAnchorPoint'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getAnchorPoint();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:getAnchorPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorPoint of class  cc::SpriteFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrame_setAnchorPoint00
static int tolua_cc_sprites_cc_SpriteFrame_setAnchorPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrame* self = (cc::SpriteFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrame:setAnchorPoint'", NULL);
#endif
  const cc::Vec2* anchor = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setAnchorPoint(*anchor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrame:setAnchorPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInstance of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_getInstance00
static int tolua_cc_sprites_cc_SpriteFrameCache_getInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::SpriteFrameCache* tolua_ret = (cc::SpriteFrameCache*)  cc::SpriteFrameCache::getInstance();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteFrameCache");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:getInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: destroyInstance of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_destroyInstance00
static int tolua_cc_sprites_cc_SpriteFrameCache_destroyInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::SpriteFrameCache::destroyInstance();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:destroyInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSpriteFramesWithFile of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrames00
static int tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrames00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:addSpriteFrames'", NULL);
#endif
  const std::string plist = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->addSpriteFramesWithFile(plist);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:addSpriteFrames'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSpriteFramesWithFile of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrames01
static int tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrames01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:addSpriteFrames'", NULL);
#endif
  const std::string plist = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string textureFileName = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->addSpriteFramesWithFile(plist,textureFileName);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrames00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSpriteFramesWithFile of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrames02
static int tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrames02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:addSpriteFrames'", NULL);
#endif
  const std::string plist = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->addSpriteFramesWithFile(plist,texture);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrames01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSpriteFramesWithFile of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFile00
static int tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:addSpriteFramesWithFile'", NULL);
#endif
  const std::string plist = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->addSpriteFramesWithFile(plist);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:addSpriteFramesWithFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSpriteFramesWithFile of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFile01
static int tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFile01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:addSpriteFramesWithFile'", NULL);
#endif
  const std::string plist = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string textureFileName = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->addSpriteFramesWithFile(plist,textureFileName);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFile00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSpriteFramesWithFile of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFile02
static int tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFile02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:addSpriteFramesWithFile'", NULL);
#endif
  const std::string plist = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->addSpriteFramesWithFile(plist,texture);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFile01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSpriteFramesWithFileContent of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFileContent00
static int tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFileContent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:addSpriteFramesWithFileContent'", NULL);
#endif
  const std::string content = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->addSpriteFramesWithFileContent(content,texture);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:addSpriteFramesWithFileContent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isSpriteFramesWithFileLoaded of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_isSpriteFramesWithFileLoaded00
static int tolua_cc_sprites_cc_SpriteFrameCache_isSpriteFramesWithFileLoaded00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrameCache* self = (const cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:isSpriteFramesWithFileLoaded'", NULL);
#endif
  const std::string plist = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->isSpriteFramesWithFileLoaded(plist);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:isSpriteFramesWithFileLoaded'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSpriteFrame of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrame00
static int tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:addSpriteFrame'", NULL);
#endif
  cc::SpriteFrame* frame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   self->addSpriteFrame(frame,name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:addSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSpriteFrameByName of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_getSpriteFrame00
static int tolua_cc_sprites_cc_SpriteFrameCache_getSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrameCache* self = (const cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:getSpriteFrame'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::SpriteFrame* tolua_ret = (cc::SpriteFrame*)  self->getSpriteFrameByName(name);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteFrame");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:getSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSpriteFrameByName of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_getSpriteFrameByName00
static int tolua_cc_sprites_cc_SpriteFrameCache_getSpriteFrameByName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteFrameCache* self = (const cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:getSpriteFrameByName'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::SpriteFrame* tolua_ret = (cc::SpriteFrame*)  self->getSpriteFrameByName(name);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteFrame");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:getSpriteFrameByName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeSpriteFrames of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFrames00
static int tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFrames00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:removeSpriteFrames'", NULL);
#endif
  {
   self->removeSpriteFrames();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:removeSpriteFrames'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeUnusedSpriteFrames of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_removeUnusedSpriteFrames00
static int tolua_cc_sprites_cc_SpriteFrameCache_removeUnusedSpriteFrames00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:removeUnusedSpriteFrames'", NULL);
#endif
  {
   self->removeUnusedSpriteFrames();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:removeUnusedSpriteFrames'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeSpriteFrameByName of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFrameByName00
static int tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFrameByName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:removeSpriteFrameByName'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->removeSpriteFrameByName(name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:removeSpriteFrameByName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeSpriteFramesFromFile of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFramesFromFile00
static int tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFramesFromFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:removeSpriteFramesFromFile'", NULL);
#endif
  const std::string plist = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->removeSpriteFramesFromFile(plist);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:removeSpriteFramesFromFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeSpriteFramesFromFileContent of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFramesFromFileContent00
static int tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFramesFromFileContent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:removeSpriteFramesFromFileContent'", NULL);
#endif
  const std::string content = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->removeSpriteFramesFromFileContent(content);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:removeSpriteFramesFromFileContent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeSpriteFramesFromTexture of class  cc::SpriteFrameCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFramesFromTexture00
static int tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFramesFromTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteFrameCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrameCache* self = (cc::SpriteFrameCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteFrameCache:removeSpriteFramesFromTexture'", NULL);
#endif
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  {
   self->removeSpriteFramesFromTexture(texture);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteFrameCache:removeSpriteFramesFromTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_create00
static int tolua_cc_sprites_cc_Sprite_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  cc::Sprite::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_create01
static int tolua_cc_sprites_cc_Sprite_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string filename = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  cc::Sprite::create(filename);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_Sprite_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_create02
static int tolua_cc_sprites_cc_Sprite_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string filename = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  cc::Sprite::create(filename,*rect);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_Sprite_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTexture of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_createWithTexture00
static int tolua_cc_sprites_cc_Sprite_createWithTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  cc::Sprite::createWithTexture(texture);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:createWithTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTexture of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_createWithTexture01
static int tolua_cc_sprites_cc_Sprite_createWithTexture01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isboolean(tolua_S,4,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  bool rotated = ((bool)  tolua_toboolean(tolua_S,4,false));
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  cc::Sprite::createWithTexture(texture,*rect,rotated);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_Sprite_createWithTexture00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithSpriteFrame of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_createWithSpriteFrame00
static int tolua_cc_sprites_cc_Sprite_createWithSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrame* frame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  cc::Sprite::createWithSpriteFrame(frame);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:createWithSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithSpriteFrameName of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_createWithSpriteFrameName00
static int tolua_cc_sprites_cc_Sprite_createWithSpriteFrameName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  cc::Sprite::createWithSpriteFrameName(name);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:createWithSpriteFrameName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTexture of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_setTexture00
static int tolua_cc_sprites_cc_Sprite_setTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Sprite* self = (cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:setTexture'", NULL);
#endif
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  {
   self->setTexture(texture);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:setTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTexture of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_setTexture01
static int tolua_cc_sprites_cc_Sprite_setTexture01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Sprite* self = (cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:setTexture'", NULL);
#endif
  const std::string filename = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setTexture(filename);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_Sprite_setTexture00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTexture of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_getTexture00
static int tolua_cc_sprites_cc_Sprite_getTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Sprite* self = (const cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:getTexture'", NULL);
#endif
  {
   cc::Texture2D* tolua_ret = (cc::Texture2D*)  self->getTexture();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Texture2D");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:getTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSpriteFrame of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_setSpriteFrame00
static int tolua_cc_sprites_cc_Sprite_setSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Sprite* self = (cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:setSpriteFrame'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setSpriteFrame(name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:setSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSpriteFrame of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_setSpriteFrame01
static int tolua_cc_sprites_cc_Sprite_setSpriteFrame01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Sprite* self = (cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:setSpriteFrame'", NULL);
#endif
  cc::SpriteFrame* frame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   self->setSpriteFrame(frame);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_Sprite_setSpriteFrame00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSpriteFrame of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_getSpriteFrame00
static int tolua_cc_sprites_cc_Sprite_getSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Sprite* self = (const cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:getSpriteFrame'", NULL);
#endif
  {
   cc::SpriteFrame* tolua_ret = (cc::SpriteFrame*)  self->getSpriteFrame();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteFrame");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:getSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isFrameDisplayed of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_isFrameDisplayed00
static int tolua_cc_sprites_cc_Sprite_isFrameDisplayed00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Sprite* self = (const cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:isFrameDisplayed'", NULL);
#endif
  cc::SpriteFrame* frame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->isFrameDisplayed(frame);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:isFrameDisplayed'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDisplayFrameWithAnimationName of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_setDisplayFrameWithAnimationName00
static int tolua_cc_sprites_cc_Sprite_setDisplayFrameWithAnimationName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Sprite* self = (cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:setDisplayFrameWithAnimationName'", NULL);
#endif
  const std::string animationName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  int frameIndex = ((int)  lua_tonumber(tolua_S,3));
  {
   self->setDisplayFrameWithAnimationName(animationName,frameIndex);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:setDisplayFrameWithAnimationName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextureRect of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_setTextureRect00
static int tolua_cc_sprites_cc_Sprite_setTextureRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Sprite* self = (cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:setTextureRect'", NULL);
#endif
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setTextureRect(*rect);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:setTextureRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextureRect of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_setTextureRect01
static int tolua_cc_sprites_cc_Sprite_setTextureRect01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Size(tolua_S,4,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Sprite* self = (cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:setTextureRect'", NULL);
#endif
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  bool rotated = ((bool)  tolua_toboolean(tolua_S,3,0));
  const cc::Size* untrimmedSize = ((const cc::Size*)  kite_to_Size(tolua_S,4,0));
  {
   self->setTextureRect(*rect,rotated,*untrimmedSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_sprites_cc_Sprite_setTextureRect00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextureRect of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_getTextureRect00
static int tolua_cc_sprites_cc_Sprite_getTextureRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Sprite* self = (const cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:getTextureRect'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getTextureRect();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:getTextureRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isTextureRectRotated of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_isTextureRectRotated00
static int tolua_cc_sprites_cc_Sprite_isTextureRectRotated00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Sprite* self = (const cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:isTextureRectRotated'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isTextureRectRotated();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:isTextureRectRotated'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOffsetPosition of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_getOffsetPosition00
static int tolua_cc_sprites_cc_Sprite_getOffsetPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Sprite* self = (const cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:getOffsetPosition'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getOffsetPosition();
   {
#ifdef __cplusplus
    cc::Vec2 tolua_obj = (tolua_ret);
     kite_push_Vec2(tolua_S,(void*)&tolua_obj,"cc.Vec2");
#else
    void* tolua_obj = tolua_copy(tolua_S,(void*)&tolua_ret,"cc.Vec2");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:getOffsetPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStretchEnabled of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_setStretchEnabled00
static int tolua_cc_sprites_cc_Sprite_setStretchEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Sprite* self = (cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:setStretchEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setStretchEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:setStretchEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isStretchEnabled of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_isStretchEnabled00
static int tolua_cc_sprites_cc_Sprite_isStretchEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Sprite* self = (const cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:isStretchEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isStretchEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:isStretchEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFlippedX of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_setFlippedX00
static int tolua_cc_sprites_cc_Sprite_setFlippedX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Sprite* self = (cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:setFlippedX'", NULL);
#endif
  bool flipped = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setFlippedX(flipped);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:setFlippedX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFlippedY of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_setFlippedY00
static int tolua_cc_sprites_cc_Sprite_setFlippedY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Sprite* self = (cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:setFlippedY'", NULL);
#endif
  bool flipped = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setFlippedY(flipped);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:setFlippedY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isFlippedX of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_isFlippedX00
static int tolua_cc_sprites_cc_Sprite_isFlippedX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Sprite* self = (const cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:isFlippedX'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFlippedX();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:isFlippedX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isFlippedY of class  cc::Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Sprite_isFlippedY00
static int tolua_cc_sprites_cc_Sprite_isFlippedY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Sprite* self = (const cc::Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Sprite:isFlippedY'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFlippedY();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sprite:isFlippedY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::SpriteBatchNode */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteBatchNode_create00
static int tolua_cc_sprites_cc_SpriteBatchNode_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.SpriteBatchNode",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string fileImage = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  int capacity = ((int)  tolua_tonumber(tolua_S,3,29));
  {
   cc::SpriteBatchNode* tolua_ret = (cc::SpriteBatchNode*)  cc::SpriteBatchNode::create(fileImage,capacity);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteBatchNode");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteBatchNode:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTexture of class  cc::SpriteBatchNode */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteBatchNode_createWithTexture00
static int tolua_cc_sprites_cc_SpriteBatchNode_createWithTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.SpriteBatchNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  int capacity = ((int)  tolua_tonumber(tolua_S,3,29));
  {
   cc::SpriteBatchNode* tolua_ret = (cc::SpriteBatchNode*)  cc::SpriteBatchNode::createWithTexture(texture,capacity);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteBatchNode");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteBatchNode:createWithTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTexture of class  cc::SpriteBatchNode */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteBatchNode_getTexture00
static int tolua_cc_sprites_cc_SpriteBatchNode_getTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.SpriteBatchNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::SpriteBatchNode* self = (const cc::SpriteBatchNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteBatchNode:getTexture'", NULL);
#endif
  {
   cc::Texture2D* tolua_ret = (cc::Texture2D*)  self->getTexture();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Texture2D");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteBatchNode:getTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTexture of class  cc::SpriteBatchNode */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_SpriteBatchNode_setTexture00
static int tolua_cc_sprites_cc_SpriteBatchNode_setTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.SpriteBatchNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteBatchNode* self = (cc::SpriteBatchNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SpriteBatchNode:setTexture'", NULL);
#endif
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  {
   self->setTexture(texture);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SpriteBatchNode:setTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clone of class  cc::AnimationFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationFrame_clone00
static int tolua_cc_sprites_cc_AnimationFrame_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.AnimationFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::AnimationFrame* self = (const cc::AnimationFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AnimationFrame:clone'", NULL);
#endif
  {
   cc::AnimationFrame* tolua_ret = (cc::AnimationFrame*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.AnimationFrame");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationFrame:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSpriteFrame of class  cc::AnimationFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationFrame_getSpriteFrame00
static int tolua_cc_sprites_cc_AnimationFrame_getSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.AnimationFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::AnimationFrame* self = (const cc::AnimationFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AnimationFrame:getSpriteFrame'", NULL);
#endif
  {
   cc::SpriteFrame* tolua_ret = (cc::SpriteFrame*)  self->getSpriteFrame();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteFrame");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationFrame:getSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSpriteFrame of class  cc::AnimationFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationFrame_setSpriteFrame00
static int tolua_cc_sprites_cc_AnimationFrame_setSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.AnimationFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::AnimationFrame* self = (cc::AnimationFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AnimationFrame:setSpriteFrame'", NULL);
#endif
  cc::SpriteFrame* frame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   self->setSpriteFrame(frame);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationFrame:setSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDelayUnits of class  cc::AnimationFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationFrame_getDelayUnits00
static int tolua_cc_sprites_cc_AnimationFrame_getDelayUnits00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.AnimationFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::AnimationFrame* self = (const cc::AnimationFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AnimationFrame:getDelayUnits'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getDelayUnits();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationFrame:getDelayUnits'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDelayUnits of class  cc::AnimationFrame */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationFrame_setDelayUnits00
static int tolua_cc_sprites_cc_AnimationFrame_setDelayUnits00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.AnimationFrame",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::AnimationFrame* self = (cc::AnimationFrame*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AnimationFrame:setDelayUnits'", NULL);
#endif
  float units = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setDelayUnits(units);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationFrame:setDelayUnits'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_create00
static int tolua_cc_sprites_cc_Animation_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Animation* tolua_ret = (cc::Animation*)  cc::Animation::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Animation");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSpriteFrame of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_addSpriteFrame00
static int tolua_cc_sprites_cc_Animation_addSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Animation* self = (cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:addSpriteFrame'", NULL);
#endif
  cc::SpriteFrame* frame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   self->addSpriteFrame(frame);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:addSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSpriteFrameWithFile of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_addSpriteFrameWithFile00
static int tolua_cc_sprites_cc_Animation_addSpriteFrameWithFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Animation* self = (cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:addSpriteFrameWithFile'", NULL);
#endif
  const std::string filename = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->addSpriteFrameWithFile(filename);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:addSpriteFrameWithFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSpriteFrameWithTexture of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_addSpriteFrameWithTexture00
static int tolua_cc_sprites_cc_Animation_addSpriteFrameWithTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Animation* self = (cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:addSpriteFrameWithTexture'", NULL);
#endif
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   self->addSpriteFrameWithTexture(texture,*rect);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:addSpriteFrameWithTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTotalDelayUnits of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_getTotalDelayUnits00
static int tolua_cc_sprites_cc_Animation_getTotalDelayUnits00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Animation* self = (const cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:getTotalDelayUnits'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getTotalDelayUnits();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:getTotalDelayUnits'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDelayPerUnit of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_setDelayPerUnit00
static int tolua_cc_sprites_cc_Animation_setDelayPerUnit00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Animation* self = (cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:setDelayPerUnit'", NULL);
#endif
  float delay = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setDelayPerUnit(delay);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:setDelayPerUnit'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDelayPerUnit of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_getDelayPerUnit00
static int tolua_cc_sprites_cc_Animation_getDelayPerUnit00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Animation* self = (const cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:getDelayPerUnit'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getDelayPerUnit();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:getDelayPerUnit'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDuration of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_getDuration00
static int tolua_cc_sprites_cc_Animation_getDuration00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Animation* self = (const cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:getDuration'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getDuration();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:getDuration'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRestoreOriginalFrame of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_getRestoreOriginalFrame00
static int tolua_cc_sprites_cc_Animation_getRestoreOriginalFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Animation* self = (const cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:getRestoreOriginalFrame'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->getRestoreOriginalFrame();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:getRestoreOriginalFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRestoreOriginalFrame of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_setRestoreOriginalFrame00
static int tolua_cc_sprites_cc_Animation_setRestoreOriginalFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Animation* self = (cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:setRestoreOriginalFrame'", NULL);
#endif
  bool restore = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setRestoreOriginalFrame(restore);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:setRestoreOriginalFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLoops of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_getLoops00
static int tolua_cc_sprites_cc_Animation_getLoops00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Animation* self = (const cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:getLoops'", NULL);
#endif
  {
   unsigned int tolua_ret = (unsigned int)  self->getLoops();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:getLoops'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLoops of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_setLoops00
static int tolua_cc_sprites_cc_Animation_setLoops00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Animation* self = (cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:setLoops'", NULL);
#endif
  unsigned int loops = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   self->setLoops(loops);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:setLoops'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clone of class  cc::Animation */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animation_clone00
static int tolua_cc_sprites_cc_Animation_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Animation",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Animation* self = (const cc::Animation*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animation:clone'", NULL);
#endif
  {
   cc::Animation* tolua_ret = (cc::Animation*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Animation");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animation:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInstance of class  cc::AnimationCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationCache_getInstance00
static int tolua_cc_sprites_cc_AnimationCache_getInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.AnimationCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::AnimationCache* tolua_ret = (cc::AnimationCache*)  cc::AnimationCache::getInstance();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.AnimationCache");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationCache:getInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: destroyInstance of class  cc::AnimationCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationCache_destroyInstance00
static int tolua_cc_sprites_cc_AnimationCache_destroyInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.AnimationCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::AnimationCache::destroyInstance();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationCache:destroyInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addAnimation of class  cc::AnimationCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationCache_addAnimation00
static int tolua_cc_sprites_cc_AnimationCache_addAnimation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.AnimationCache",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Animation",0,&tolua_err,&tolua_seen[1]) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::AnimationCache* self = (cc::AnimationCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AnimationCache:addAnimation'", NULL);
#endif
  cc::Animation* animation = ((cc::Animation*)  kite_tousertype(tolua_S,2,0));
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   self->addAnimation(animation,name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationCache:addAnimation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAnimation of class  cc::AnimationCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationCache_removeAnimation00
static int tolua_cc_sprites_cc_AnimationCache_removeAnimation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.AnimationCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::AnimationCache* self = (cc::AnimationCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AnimationCache:removeAnimation'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->removeAnimation(name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationCache:removeAnimation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnimation of class  cc::AnimationCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationCache_getAnimation00
static int tolua_cc_sprites_cc_AnimationCache_getAnimation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.AnimationCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::AnimationCache* self = (const cc::AnimationCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AnimationCache:getAnimation'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::Animation* tolua_ret = (cc::Animation*)  self->getAnimation(name);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Animation");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationCache:getAnimation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addAnimationsWithFile of class  cc::AnimationCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationCache_addAnimations00
static int tolua_cc_sprites_cc_AnimationCache_addAnimations00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.AnimationCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::AnimationCache* self = (cc::AnimationCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AnimationCache:addAnimations'", NULL);
#endif
  const std::string plist = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->addAnimationsWithFile(plist);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationCache:addAnimations'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addAnimationsWithFile of class  cc::AnimationCache */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_AnimationCache_addAnimationsWithFile00
static int tolua_cc_sprites_cc_AnimationCache_addAnimationsWithFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.AnimationCache",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::AnimationCache* self = (cc::AnimationCache*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AnimationCache:addAnimationsWithFile'", NULL);
#endif
  const std::string plist = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->addAnimationsWithFile(plist);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AnimationCache:addAnimationsWithFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Animate */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animate_create00
static int tolua_cc_sprites_cc_Animate_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Animate",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Animation",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Animation* animation = ((cc::Animation*)  kite_tousertype(tolua_S,2,0));
  {
   cc::Animate* tolua_ret = (cc::Animate*)  cc::Animate::create(animation);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Animate");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animate:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnimation of class  cc::Animate */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animate_getAnimation00
static int tolua_cc_sprites_cc_Animate_getAnimation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Animate",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Animate* self = (const cc::Animate*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animate:getAnimation'", NULL);
#endif
  {
   cc::Animation* tolua_ret = (cc::Animation*)  self->getAnimation();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Animation");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animate:getAnimation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnimation of class  cc::Animate */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animate_setAnimation00
static int tolua_cc_sprites_cc_Animate_setAnimation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Animate",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Animation",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Animate* self = (cc::Animate*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animate:setAnimation'", NULL);
#endif
  cc::Animation* animation = ((cc::Animation*)  kite_tousertype(tolua_S,2,0));
  {
   self->setAnimation(animation);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animate:setAnimation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCurrentFrameIndex of class  cc::Animate */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animate_getCurrentFrameIndex00
static int tolua_cc_sprites_cc_Animate_getCurrentFrameIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Animate",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Animate* self = (const cc::Animate*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animate:getCurrentFrameIndex'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getCurrentFrameIndex();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animate:getCurrentFrameIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clone of class  cc::Animate */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animate_clone00
static int tolua_cc_sprites_cc_Animate_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Animate",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Animate* self = (const cc::Animate*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animate:clone'", NULL);
#endif
  {
   cc::Animate* tolua_ret = (cc::Animate*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Animate");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animate:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: reverse of class  cc::Animate */
#ifndef TOLUA_DISABLE_tolua_cc_sprites_cc_Animate_reverse00
static int tolua_cc_sprites_cc_Animate_reverse00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Animate",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Animate* self = (const cc::Animate*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Animate:reverse'", NULL);
#endif
  {
   cc::Animate* tolua_ret = (cc::Animate*)  self->reverse();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Animate");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Animate:reverse'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_sprites_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"Texture2D","cc.Texture2D","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"Texture2D");
    tolua_function(tolua_S,"getPath",tolua_cc_sprites_cc_Texture2D_getPath00);
    tolua_function(tolua_S,"getPixelsWide",tolua_cc_sprites_cc_Texture2D_getPixelsWide00);
    tolua_function(tolua_S,"getPixelsHigh",tolua_cc_sprites_cc_Texture2D_getPixelsHigh00);
    tolua_function(tolua_S,"getContentSize",tolua_cc_sprites_cc_Texture2D_getContentSize00);
    tolua_function(tolua_S,"setAntiAliasTexParameters",tolua_cc_sprites_cc_Texture2D_setAntiAliasTexParameters00);
    tolua_function(tolua_S,"setAliasTexParameters",tolua_cc_sprites_cc_Texture2D_setAliasTexParameters00);
    tolua_function(tolua_S,"isAntiAlias",tolua_cc_sprites_cc_Texture2D_isAntiAlias00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Image","cc.Image","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"Image");
    tolua_function(tolua_S,"create",tolua_cc_sprites_cc_Image_create00);
    tolua_function(tolua_S,"initWithImageFile",tolua_cc_sprites_cc_Image_initWithImageFile00);
    tolua_function(tolua_S,"getWidth",tolua_cc_sprites_cc_Image_getWidth00);
    tolua_function(tolua_S,"getHeight",tolua_cc_sprites_cc_Image_getHeight00);
    tolua_function(tolua_S,"hasAlpha",tolua_cc_sprites_cc_Image_hasAlpha00);
    tolua_function(tolua_S,"getFilePath",tolua_cc_sprites_cc_Image_getFilePath00);
    tolua_function(tolua_S,"saveToFile",tolua_cc_sprites_cc_Image_saveToFile00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TextureCache","cc.TextureCache","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"TextureCache");
    tolua_function(tolua_S,"addImage",tolua_cc_sprites_cc_TextureCache_addImage00);
    tolua_function(tolua_S,"addImage",tolua_cc_sprites_cc_TextureCache_addImage01);
    tolua_function(tolua_S,"unbindImageAsync",tolua_cc_sprites_cc_TextureCache_unbindImageAsync00);
    tolua_function(tolua_S,"unbindAllImageAsync",tolua_cc_sprites_cc_TextureCache_unbindAllImageAsync00);
    tolua_function(tolua_S,"getTextureForKey",tolua_cc_sprites_cc_TextureCache_getTextureForKey00);
    tolua_function(tolua_S,"removeTexture",tolua_cc_sprites_cc_TextureCache_removeTexture00);
    tolua_function(tolua_S,"removeTextureForKey",tolua_cc_sprites_cc_TextureCache_removeTextureForKey00);
    tolua_function(tolua_S,"removeAllTextures",tolua_cc_sprites_cc_TextureCache_removeAllTextures00);
    tolua_function(tolua_S,"removeUnusedTextures",tolua_cc_sprites_cc_TextureCache_removeUnusedTextures00);
    tolua_function(tolua_S,"getCachedTextureInfo",tolua_cc_sprites_cc_TextureCache_getCachedTextureInfo00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"SpriteFrame","cc.SpriteFrame","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"SpriteFrame");
    tolua_function(tolua_S,"create",tolua_cc_sprites_cc_SpriteFrame_create00);
    tolua_function(tolua_S,"create",tolua_cc_sprites_cc_SpriteFrame_create01);
    tolua_function(tolua_S,"createWithTexture",tolua_cc_sprites_cc_SpriteFrame_createWithTexture00);
    tolua_function(tolua_S,"createWithTexture",tolua_cc_sprites_cc_SpriteFrame_createWithTexture01);
    tolua_function(tolua_S,"clone",tolua_cc_sprites_cc_SpriteFrame_clone00);
    tolua_function(tolua_S,"getRect",tolua_cc_sprites_cc_SpriteFrame_getRect00);
    tolua_function(tolua_S,"setRect",tolua_cc_sprites_cc_SpriteFrame_setRect00);
    tolua_function(tolua_S,"getRectInPixels",tolua_cc_sprites_cc_SpriteFrame_getRectInPixels00);
    tolua_function(tolua_S,"setRectInPixels",tolua_cc_sprites_cc_SpriteFrame_setRectInPixels00);
    tolua_function(tolua_S,"isRotated",tolua_cc_sprites_cc_SpriteFrame_isRotated00);
    tolua_function(tolua_S,"setRotated",tolua_cc_sprites_cc_SpriteFrame_setRotated00);
    tolua_function(tolua_S,"getOffset",tolua_cc_sprites_cc_SpriteFrame_getOffset00);
    tolua_function(tolua_S,"setOffset",tolua_cc_sprites_cc_SpriteFrame_setOffset00);
    tolua_function(tolua_S,"getOffsetInPixels",tolua_cc_sprites_cc_SpriteFrame_getOffsetInPixels00);
    tolua_function(tolua_S,"setOffsetInPixels",tolua_cc_sprites_cc_SpriteFrame_setOffsetInPixels00);
    tolua_function(tolua_S,"getOriginalSize",tolua_cc_sprites_cc_SpriteFrame_getOriginalSize00);
    tolua_function(tolua_S,"setOriginalSize",tolua_cc_sprites_cc_SpriteFrame_setOriginalSize00);
    tolua_function(tolua_S,"getOriginalSizeInPixels",tolua_cc_sprites_cc_SpriteFrame_getOriginalSizeInPixels00);
    tolua_function(tolua_S,"setOriginalSizeInPixels",tolua_cc_sprites_cc_SpriteFrame_setOriginalSizeInPixels00);
    tolua_function(tolua_S,"getTexture",tolua_cc_sprites_cc_SpriteFrame_getTexture00);
    tolua_function(tolua_S,"setTexture",tolua_cc_sprites_cc_SpriteFrame_setTexture00);
    tolua_function(tolua_S,"hasAnchorPoint",tolua_cc_sprites_cc_SpriteFrame_hasAnchorPoint00);
    tolua_function(tolua_S,"getAnchorPoint",tolua_cc_sprites_cc_SpriteFrame_getAnchorPoint00);
    tolua_function(tolua_S,"setAnchorPoint",tolua_cc_sprites_cc_SpriteFrame_setAnchorPoint00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"SpriteFrameCache","cc.SpriteFrameCache","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"SpriteFrameCache");
    tolua_function(tolua_S,"getInstance",tolua_cc_sprites_cc_SpriteFrameCache_getInstance00);
    tolua_function(tolua_S,"destroyInstance",tolua_cc_sprites_cc_SpriteFrameCache_destroyInstance00);
    tolua_function(tolua_S,"addSpriteFrames",tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrames00);
    tolua_function(tolua_S,"addSpriteFrames",tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrames01);
    tolua_function(tolua_S,"addSpriteFrames",tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrames02);
    tolua_function(tolua_S,"addSpriteFramesWithFile",tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFile00);
    tolua_function(tolua_S,"addSpriteFramesWithFile",tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFile01);
    tolua_function(tolua_S,"addSpriteFramesWithFile",tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFile02);
    tolua_function(tolua_S,"addSpriteFramesWithFileContent",tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFramesWithFileContent00);
    tolua_function(tolua_S,"isSpriteFramesWithFileLoaded",tolua_cc_sprites_cc_SpriteFrameCache_isSpriteFramesWithFileLoaded00);
    tolua_function(tolua_S,"addSpriteFrame",tolua_cc_sprites_cc_SpriteFrameCache_addSpriteFrame00);
    tolua_function(tolua_S,"getSpriteFrame",tolua_cc_sprites_cc_SpriteFrameCache_getSpriteFrame00);
    tolua_function(tolua_S,"getSpriteFrameByName",tolua_cc_sprites_cc_SpriteFrameCache_getSpriteFrameByName00);
    tolua_function(tolua_S,"removeSpriteFrames",tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFrames00);
    tolua_function(tolua_S,"removeUnusedSpriteFrames",tolua_cc_sprites_cc_SpriteFrameCache_removeUnusedSpriteFrames00);
    tolua_function(tolua_S,"removeSpriteFrameByName",tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFrameByName00);
    tolua_function(tolua_S,"removeSpriteFramesFromFile",tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFramesFromFile00);
    tolua_function(tolua_S,"removeSpriteFramesFromFileContent",tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFramesFromFileContent00);
    tolua_function(tolua_S,"removeSpriteFramesFromTexture",tolua_cc_sprites_cc_SpriteFrameCache_removeSpriteFramesFromTexture00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Sprite","cc.Sprite","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"Sprite");
    tolua_function(tolua_S,"create",tolua_cc_sprites_cc_Sprite_create00);
    tolua_function(tolua_S,"create",tolua_cc_sprites_cc_Sprite_create01);
    tolua_function(tolua_S,"create",tolua_cc_sprites_cc_Sprite_create02);
    tolua_function(tolua_S,"createWithTexture",tolua_cc_sprites_cc_Sprite_createWithTexture00);
    tolua_function(tolua_S,"createWithTexture",tolua_cc_sprites_cc_Sprite_createWithTexture01);
    tolua_function(tolua_S,"createWithSpriteFrame",tolua_cc_sprites_cc_Sprite_createWithSpriteFrame00);
    tolua_function(tolua_S,"createWithSpriteFrameName",tolua_cc_sprites_cc_Sprite_createWithSpriteFrameName00);
    tolua_function(tolua_S,"setTexture",tolua_cc_sprites_cc_Sprite_setTexture00);
    tolua_function(tolua_S,"setTexture",tolua_cc_sprites_cc_Sprite_setTexture01);
    tolua_function(tolua_S,"getTexture",tolua_cc_sprites_cc_Sprite_getTexture00);
    tolua_function(tolua_S,"setSpriteFrame",tolua_cc_sprites_cc_Sprite_setSpriteFrame00);
    tolua_function(tolua_S,"setSpriteFrame",tolua_cc_sprites_cc_Sprite_setSpriteFrame01);
    tolua_function(tolua_S,"getSpriteFrame",tolua_cc_sprites_cc_Sprite_getSpriteFrame00);
    tolua_function(tolua_S,"isFrameDisplayed",tolua_cc_sprites_cc_Sprite_isFrameDisplayed00);
    tolua_function(tolua_S,"setDisplayFrameWithAnimationName",tolua_cc_sprites_cc_Sprite_setDisplayFrameWithAnimationName00);
    tolua_function(tolua_S,"setTextureRect",tolua_cc_sprites_cc_Sprite_setTextureRect00);
    tolua_function(tolua_S,"setTextureRect",tolua_cc_sprites_cc_Sprite_setTextureRect01);
    tolua_function(tolua_S,"getTextureRect",tolua_cc_sprites_cc_Sprite_getTextureRect00);
    tolua_function(tolua_S,"isTextureRectRotated",tolua_cc_sprites_cc_Sprite_isTextureRectRotated00);
    tolua_function(tolua_S,"getOffsetPosition",tolua_cc_sprites_cc_Sprite_getOffsetPosition00);
    tolua_function(tolua_S,"setStretchEnabled",tolua_cc_sprites_cc_Sprite_setStretchEnabled00);
    tolua_function(tolua_S,"isStretchEnabled",tolua_cc_sprites_cc_Sprite_isStretchEnabled00);
    tolua_function(tolua_S,"setFlippedX",tolua_cc_sprites_cc_Sprite_setFlippedX00);
    tolua_function(tolua_S,"setFlippedY",tolua_cc_sprites_cc_Sprite_setFlippedY00);
    tolua_function(tolua_S,"isFlippedX",tolua_cc_sprites_cc_Sprite_isFlippedX00);
    tolua_function(tolua_S,"isFlippedY",tolua_cc_sprites_cc_Sprite_isFlippedY00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"SpriteBatchNode","cc.SpriteBatchNode","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"SpriteBatchNode");
    tolua_function(tolua_S,"create",tolua_cc_sprites_cc_SpriteBatchNode_create00);
    tolua_function(tolua_S,"createWithTexture",tolua_cc_sprites_cc_SpriteBatchNode_createWithTexture00);
    tolua_function(tolua_S,"getTexture",tolua_cc_sprites_cc_SpriteBatchNode_getTexture00);
    tolua_function(tolua_S,"setTexture",tolua_cc_sprites_cc_SpriteBatchNode_setTexture00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"AnimationFrame","cc.AnimationFrame","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"AnimationFrame");
    tolua_function(tolua_S,"clone",tolua_cc_sprites_cc_AnimationFrame_clone00);
    tolua_function(tolua_S,"getSpriteFrame",tolua_cc_sprites_cc_AnimationFrame_getSpriteFrame00);
    tolua_function(tolua_S,"setSpriteFrame",tolua_cc_sprites_cc_AnimationFrame_setSpriteFrame00);
    tolua_function(tolua_S,"getDelayUnits",tolua_cc_sprites_cc_AnimationFrame_getDelayUnits00);
    tolua_function(tolua_S,"setDelayUnits",tolua_cc_sprites_cc_AnimationFrame_setDelayUnits00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Animation","cc.Animation","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"Animation");
    tolua_function(tolua_S,"create",tolua_cc_sprites_cc_Animation_create00);
    tolua_function(tolua_S,"addSpriteFrame",tolua_cc_sprites_cc_Animation_addSpriteFrame00);
    tolua_function(tolua_S,"addSpriteFrameWithFile",tolua_cc_sprites_cc_Animation_addSpriteFrameWithFile00);
    tolua_function(tolua_S,"addSpriteFrameWithTexture",tolua_cc_sprites_cc_Animation_addSpriteFrameWithTexture00);
    tolua_function(tolua_S,"getTotalDelayUnits",tolua_cc_sprites_cc_Animation_getTotalDelayUnits00);
    tolua_function(tolua_S,"setDelayPerUnit",tolua_cc_sprites_cc_Animation_setDelayPerUnit00);
    tolua_function(tolua_S,"getDelayPerUnit",tolua_cc_sprites_cc_Animation_getDelayPerUnit00);
    tolua_function(tolua_S,"getDuration",tolua_cc_sprites_cc_Animation_getDuration00);
    tolua_function(tolua_S,"getRestoreOriginalFrame",tolua_cc_sprites_cc_Animation_getRestoreOriginalFrame00);
    tolua_function(tolua_S,"setRestoreOriginalFrame",tolua_cc_sprites_cc_Animation_setRestoreOriginalFrame00);
    tolua_function(tolua_S,"getLoops",tolua_cc_sprites_cc_Animation_getLoops00);
    tolua_function(tolua_S,"setLoops",tolua_cc_sprites_cc_Animation_setLoops00);
    tolua_function(tolua_S,"clone",tolua_cc_sprites_cc_Animation_clone00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"AnimationCache","cc.AnimationCache","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"AnimationCache");
    tolua_function(tolua_S,"getInstance",tolua_cc_sprites_cc_AnimationCache_getInstance00);
    tolua_function(tolua_S,"destroyInstance",tolua_cc_sprites_cc_AnimationCache_destroyInstance00);
    tolua_function(tolua_S,"addAnimation",tolua_cc_sprites_cc_AnimationCache_addAnimation00);
    tolua_function(tolua_S,"removeAnimation",tolua_cc_sprites_cc_AnimationCache_removeAnimation00);
    tolua_function(tolua_S,"getAnimation",tolua_cc_sprites_cc_AnimationCache_getAnimation00);
    tolua_function(tolua_S,"addAnimations",tolua_cc_sprites_cc_AnimationCache_addAnimations00);
    tolua_function(tolua_S,"addAnimationsWithFile",tolua_cc_sprites_cc_AnimationCache_addAnimationsWithFile00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Animate","cc.Animate","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"Animate");
    tolua_function(tolua_S,"create",tolua_cc_sprites_cc_Animate_create00);
    tolua_function(tolua_S,"getAnimation",tolua_cc_sprites_cc_Animate_getAnimation00);
    tolua_function(tolua_S,"setAnimation",tolua_cc_sprites_cc_Animate_setAnimation00);
    tolua_function(tolua_S,"getCurrentFrameIndex",tolua_cc_sprites_cc_Animate_getCurrentFrameIndex00);
    tolua_function(tolua_S,"clone",tolua_cc_sprites_cc_Animate_clone00);
    tolua_function(tolua_S,"reverse",tolua_cc_sprites_cc_Animate_reverse00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_sprites (lua_State* tolua_S) {
 return tolua_cc_sprites_open(tolua_S);
};
#endif


/*
** Lua binding: cc_ui_scale9
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
TOLUA_API int  tolua_cc_ui_scale9_open (lua_State* tolua_S);

#include "UiLuaNames.h"
#include "scene/SpriteFrame.h"

/* function to release collected object via destructor */
#ifdef __cplusplus

static int tolua_collect_cc__Rect (lua_State* tolua_S)
{
 cc::Rect* self = (cc::Rect*) kite_tousertype(tolua_S,1,0);
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
 tolua_usertype(tolua_S,"ccui.Scale9Sprite");
 Mtolua_typeid(tolua_S,typeid(ccui::Scale9Sprite), "ccui.Scale9Sprite");
 tolua_usertype(tolua_S,"cc.Sprite");
 Mtolua_typeid(tolua_S,typeid(cc::Sprite), "cc.Sprite");
}

/* method: create of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_create00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  ccui::Scale9Sprite::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_create01
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string file = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  ccui::Scale9Sprite::create(file);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_create02
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string file = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  ccui::Scale9Sprite::create(file,*rect);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_create03
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_create03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  const std::string file = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  ccui::Scale9Sprite::create(*capInsets,file);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_create02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_create04
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_create04(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Rect(tolua_S,4,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string file = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,4,0));
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  ccui::Scale9Sprite::create(file,*rect,*capInsets);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_create03(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithSpriteFrame of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrame00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SpriteFrame* spriteFrame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  ccui::Scale9Sprite::createWithSpriteFrame(spriteFrame);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:createWithSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithSpriteFrame of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrame01
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrame01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::SpriteFrame* spriteFrame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  ccui::Scale9Sprite::createWithSpriteFrame(spriteFrame,*capInsets);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrame00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithSpriteFrameName of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrameName00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrameName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string spriteFrameName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  ccui::Scale9Sprite::createWithSpriteFrameName(spriteFrameName);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:createWithSpriteFrameName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithSpriteFrameName of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrameName01
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrameName01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string spriteFrameName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  ccui::Scale9Sprite::createWithSpriteFrameName(spriteFrameName,*capInsets);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrameName00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: init of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_init00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_init00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:init'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->init();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:init'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: init of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_init01
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_init01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Sprite",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Rect(tolua_S,4,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:init'", NULL);
#endif
  cc::Sprite* sprite = ((cc::Sprite*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,4,0));
  {
   bool tolua_ret = (bool)  self->init(sprite,*rect,*capInsets);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_init00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: init of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_init02
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_init02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Sprite",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isboolean(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Rect(tolua_S,5,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:init'", NULL);
#endif
  cc::Sprite* sprite = ((cc::Sprite*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  bool rotated = ((bool)  tolua_toboolean(tolua_S,4,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,5,0));
  {
   bool tolua_ret = (bool)  self->init(sprite,*rect,rotated,*capInsets);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_init01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: init of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_init03
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_init03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Sprite",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isboolean(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,6,&tolua_err) || !kite_is_Size(tolua_S,6,"const cc.Size",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,7,&tolua_err) || !kite_is_Rect(tolua_S,7,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:init'", NULL);
#endif
  cc::Sprite* sprite = ((cc::Sprite*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  bool rotated = ((bool)  tolua_toboolean(tolua_S,4,0));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  const cc::Size* originalSize = ((const cc::Size*)  kite_to_Size(tolua_S,6,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,7,0));
  {
   bool tolua_ret = (bool)  self->init(sprite,*rect,rotated,*offset,*originalSize,*capInsets);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_init02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithFile of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:initWithFile'", NULL);
#endif
  const std::string file = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->initWithFile(file);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:initWithFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithFile of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile01
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:initWithFile'", NULL);
#endif
  const std::string file = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->initWithFile(file,*rect);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithFile of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile02
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:initWithFile'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  const std::string file = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->initWithFile(*capInsets,file);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithFile of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile03
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Rect(tolua_S,4,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:initWithFile'", NULL);
#endif
  const std::string file = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,4,0));
  {
   bool tolua_ret = (bool)  self->initWithFile(file,*rect,*capInsets);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithSpriteFrame of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrame00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:initWithSpriteFrame'", NULL);
#endif
  cc::SpriteFrame* spriteFrame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->initWithSpriteFrame(spriteFrame);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:initWithSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithSpriteFrame of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrame01
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrame01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:initWithSpriteFrame'", NULL);
#endif
  cc::SpriteFrame* spriteFrame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->initWithSpriteFrame(spriteFrame,*capInsets);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrame00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithSpriteFrameName of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrameName00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrameName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:initWithSpriteFrameName'", NULL);
#endif
  const std::string spriteFrameName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->initWithSpriteFrameName(spriteFrameName);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:initWithSpriteFrameName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithSpriteFrameName of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrameName01
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrameName01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:initWithSpriteFrameName'", NULL);
#endif
  const std::string spriteFrameName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->initWithSpriteFrameName(spriteFrameName,*capInsets);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrameName00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateWithSprite of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_updateWithSprite00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_updateWithSprite00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Sprite",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isboolean(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Rect(tolua_S,5,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:updateWithSprite'", NULL);
#endif
  cc::Sprite* sprite = ((cc::Sprite*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  bool rotated = ((bool)  tolua_toboolean(tolua_S,4,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,5,0));
  {
   bool tolua_ret = (bool)  self->updateWithSprite(sprite,*rect,rotated,*capInsets);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:updateWithSprite'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateWithSprite of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_updateWithSprite01
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_updateWithSprite01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Sprite",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isboolean(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,6,&tolua_err) || !kite_is_Size(tolua_S,6,"const cc.Size",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,7,&tolua_err) || !kite_is_Rect(tolua_S,7,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:updateWithSprite'", NULL);
#endif
  cc::Sprite* sprite = ((cc::Sprite*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  bool rotated = ((bool)  tolua_toboolean(tolua_S,4,0));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  const cc::Size* originalSize = ((const cc::Size*)  kite_to_Size(tolua_S,6,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,7,0));
  {
   bool tolua_ret = (bool)  self->updateWithSprite(sprite,*rect,rotated,*offset,*originalSize,*capInsets);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_updateWithSprite00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: resizableSpriteWithCapInsets of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_resizableSpriteWithCapInsets00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_resizableSpriteWithCapInsets00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:resizableSpriteWithCapInsets'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  self->resizableSpriteWithCapInsets(*capInsets);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:resizableSpriteWithCapInsets'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: copyTo of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_copyTo00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_copyTo00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:copyTo'", NULL);
#endif
  ccui::Scale9Sprite* copy = ((ccui::Scale9Sprite*)  kite_tousertype(tolua_S,2,0));
  {
   self->copyTo(copy);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:copyTo'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSpriteFrame of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_getSpriteFrame00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_getSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:getSpriteFrame'", NULL);
#endif
  {
   cc::SpriteFrame* tolua_ret = (cc::SpriteFrame*)  self->getSpriteFrame();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SpriteFrame");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:getSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSpriteFrame of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_setSpriteFrame00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_setSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:setSpriteFrame'", NULL);
#endif
  cc::SpriteFrame* spriteFrame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   self->setSpriteFrame(spriteFrame);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:setSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSpriteFrame of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_setSpriteFrame01
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_setSpriteFrame01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:setSpriteFrame'", NULL);
#endif
  cc::SpriteFrame* spriteFrame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   self->setSpriteFrame(spriteFrame,*capInsets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_scale9_ccui_Scale9Sprite_setSpriteFrame00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCapInsets of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_setCapInsets00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_setCapInsets00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:setCapInsets'", NULL);
#endif
  const cc::Rect* insets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setCapInsets(*insets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:setCapInsets'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCapInsets of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_getCapInsets00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_getCapInsets00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:getCapInsets'", NULL);
#endif
  {
   cc::Rect tolua_ret = (cc::Rect)  self->getCapInsets();
   {
#ifdef __cplusplus
    cc::Rect tolua_obj = (tolua_ret);
     kite_push_Rect(tolua_S,(void*)&tolua_obj,"cc.Rect");
#else
    kite_push_Size(tolua_S,(void*)&tolua_ret,sizeof(cc::Rect));
     kite_push_Rect(tolua_S,tolua_obj,"cc.Rect");
    tolua_register_gc(tolua_S,lua_gettop(tolua_S));
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:getCapInsets'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInsetLeft of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetLeft00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetLeft00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:setInsetLeft'", NULL);
#endif
  float leftInset = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setInsetLeft(leftInset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:setInsetLeft'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInsetTop of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetTop00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetTop00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:setInsetTop'", NULL);
#endif
  float topInset = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setInsetTop(topInset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:setInsetTop'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInsetRight of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetRight00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetRight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:setInsetRight'", NULL);
#endif
  float rightInset = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setInsetRight(rightInset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:setInsetRight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInsetBottom of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetBottom00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetBottom00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:setInsetBottom'", NULL);
#endif
  float bottomInset = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setInsetBottom(bottomInset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:setInsetBottom'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInsetLeft of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetLeft00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetLeft00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:getInsetLeft'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getInsetLeft();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:getInsetLeft'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInsetTop of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetTop00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetTop00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:getInsetTop'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getInsetTop();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:getInsetTop'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInsetRight of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetRight00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetRight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:getInsetRight'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getInsetRight();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:getInsetRight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInsetBottom of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetBottom00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetBottom00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:getInsetBottom'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getInsetBottom();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:getInsetBottom'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPreferredSize of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_setPreferredSize00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_setPreferredSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:setPreferredSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setPreferredSize(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:setPreferredSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPreferredSize of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_getPreferredSize00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_getPreferredSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:getPreferredSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getPreferredSize();
   {
#ifdef __cplusplus
    cc::Size tolua_obj = (tolua_ret);
     kite_push_Size(tolua_S,(void*)&tolua_obj,"cc.Size");
#else
    void* tolua_obj = tolua_copy(tolua_S,(void*)&tolua_ret,"cc.Size");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:getPreferredSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOriginalSize of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_getOriginalSize00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_getOriginalSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:getOriginalSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getOriginalSize();
   {
#ifdef __cplusplus
    cc::Size tolua_obj = (tolua_ret);
     kite_push_Size(tolua_S,(void*)&tolua_obj,"cc.Size");
#else
    kite_push_Size(tolua_S,(void*)&tolua_ret,"cc.Size");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:getOriginalSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRenderingType of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_setRenderingType00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_setRenderingType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:setRenderingType'", NULL);
#endif
  ccui::Scale9Sprite::RenderingType type = ((ccui::Scale9Sprite::RenderingType) (int)  lua_tonumber(tolua_S,2));
  {
   self->setRenderingType(type);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:setRenderingType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRenderingType of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_getRenderingType00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_getRenderingType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:getRenderingType'", NULL);
#endif
  {
   ccui::Scale9Sprite::RenderingType tolua_ret = (ccui::Scale9Sprite::RenderingType)  self->getRenderingType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:getRenderingType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScale9Enabled of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_setScale9Enabled00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_setScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:setScale9Enabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setScale9Enabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:setScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isScale9Enabled of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_isScale9Enabled00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_isScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:isScale9Enabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isScale9Enabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:isScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setState of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_setState00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_setState00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:setState'", NULL);
#endif
  ccui::Scale9Sprite::State state = ((ccui::Scale9Sprite::State) (int)  lua_tonumber(tolua_S,2));
  {
   self->setState(state);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:setState'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getState of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_getState00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_getState00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Scale9Sprite* self = (const ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:getState'", NULL);
#endif
  {
   ccui::Scale9Sprite::State tolua_ret = (ccui::Scale9Sprite::State)  self->getState();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:getState'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSprite of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_getSprite00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_getSprite00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:getSprite'", NULL);
#endif
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getSprite();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:getSprite'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resetRender of class  ccui::Scale9Sprite */
#ifndef TOLUA_DISABLE_tolua_cc_ui_scale9_ccui_Scale9Sprite_resetRender00
static int tolua_cc_ui_scale9_ccui_Scale9Sprite_resetRender00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Scale9Sprite* self = (ccui::Scale9Sprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Scale9Sprite:resetRender'", NULL);
#endif
  {
   self->resetRender();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Scale9Sprite:resetRender'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_ui_scale9_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"ccui",0);
  tolua_beginmodule(tolua_S,"ccui");
   tolua_cclass(tolua_S,"Scale9Sprite","ccui.Scale9Sprite","cc.Sprite",NULL);
   tolua_beginmodule(tolua_S,"Scale9Sprite");
    tolua_function(tolua_S,"create",tolua_cc_ui_scale9_ccui_Scale9Sprite_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_scale9_ccui_Scale9Sprite_create01);
    tolua_function(tolua_S,"create",tolua_cc_ui_scale9_ccui_Scale9Sprite_create02);
    tolua_function(tolua_S,"create",tolua_cc_ui_scale9_ccui_Scale9Sprite_create03);
    tolua_function(tolua_S,"create",tolua_cc_ui_scale9_ccui_Scale9Sprite_create04);
    tolua_function(tolua_S,"createWithSpriteFrame",tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrame00);
    tolua_function(tolua_S,"createWithSpriteFrame",tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrame01);
    tolua_function(tolua_S,"createWithSpriteFrameName",tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrameName00);
    tolua_function(tolua_S,"createWithSpriteFrameName",tolua_cc_ui_scale9_ccui_Scale9Sprite_createWithSpriteFrameName01);
    tolua_function(tolua_S,"init",tolua_cc_ui_scale9_ccui_Scale9Sprite_init00);
    tolua_function(tolua_S,"init",tolua_cc_ui_scale9_ccui_Scale9Sprite_init01);
    tolua_function(tolua_S,"init",tolua_cc_ui_scale9_ccui_Scale9Sprite_init02);
    tolua_function(tolua_S,"init",tolua_cc_ui_scale9_ccui_Scale9Sprite_init03);
    tolua_function(tolua_S,"initWithFile",tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile00);
    tolua_function(tolua_S,"initWithFile",tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile01);
    tolua_function(tolua_S,"initWithFile",tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile02);
    tolua_function(tolua_S,"initWithFile",tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithFile03);
    tolua_function(tolua_S,"initWithSpriteFrame",tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrame00);
    tolua_function(tolua_S,"initWithSpriteFrame",tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrame01);
    tolua_function(tolua_S,"initWithSpriteFrameName",tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrameName00);
    tolua_function(tolua_S,"initWithSpriteFrameName",tolua_cc_ui_scale9_ccui_Scale9Sprite_initWithSpriteFrameName01);
    tolua_function(tolua_S,"updateWithSprite",tolua_cc_ui_scale9_ccui_Scale9Sprite_updateWithSprite00);
    tolua_function(tolua_S,"updateWithSprite",tolua_cc_ui_scale9_ccui_Scale9Sprite_updateWithSprite01);
    tolua_function(tolua_S,"resizableSpriteWithCapInsets",tolua_cc_ui_scale9_ccui_Scale9Sprite_resizableSpriteWithCapInsets00);
    tolua_function(tolua_S,"copyTo",tolua_cc_ui_scale9_ccui_Scale9Sprite_copyTo00);
    tolua_function(tolua_S,"getSpriteFrame",tolua_cc_ui_scale9_ccui_Scale9Sprite_getSpriteFrame00);
    tolua_function(tolua_S,"setSpriteFrame",tolua_cc_ui_scale9_ccui_Scale9Sprite_setSpriteFrame00);
    tolua_function(tolua_S,"setSpriteFrame",tolua_cc_ui_scale9_ccui_Scale9Sprite_setSpriteFrame01);
    tolua_function(tolua_S,"setCapInsets",tolua_cc_ui_scale9_ccui_Scale9Sprite_setCapInsets00);
    tolua_function(tolua_S,"getCapInsets",tolua_cc_ui_scale9_ccui_Scale9Sprite_getCapInsets00);
    tolua_function(tolua_S,"setInsetLeft",tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetLeft00);
    tolua_function(tolua_S,"setInsetTop",tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetTop00);
    tolua_function(tolua_S,"setInsetRight",tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetRight00);
    tolua_function(tolua_S,"setInsetBottom",tolua_cc_ui_scale9_ccui_Scale9Sprite_setInsetBottom00);
    tolua_function(tolua_S,"getInsetLeft",tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetLeft00);
    tolua_function(tolua_S,"getInsetTop",tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetTop00);
    tolua_function(tolua_S,"getInsetRight",tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetRight00);
    tolua_function(tolua_S,"getInsetBottom",tolua_cc_ui_scale9_ccui_Scale9Sprite_getInsetBottom00);
    tolua_function(tolua_S,"setPreferredSize",tolua_cc_ui_scale9_ccui_Scale9Sprite_setPreferredSize00);
    tolua_function(tolua_S,"getPreferredSize",tolua_cc_ui_scale9_ccui_Scale9Sprite_getPreferredSize00);
    tolua_function(tolua_S,"getOriginalSize",tolua_cc_ui_scale9_ccui_Scale9Sprite_getOriginalSize00);
    tolua_function(tolua_S,"setRenderingType",tolua_cc_ui_scale9_ccui_Scale9Sprite_setRenderingType00);
    tolua_function(tolua_S,"getRenderingType",tolua_cc_ui_scale9_ccui_Scale9Sprite_getRenderingType00);
    tolua_function(tolua_S,"setScale9Enabled",tolua_cc_ui_scale9_ccui_Scale9Sprite_setScale9Enabled00);
    tolua_function(tolua_S,"isScale9Enabled",tolua_cc_ui_scale9_ccui_Scale9Sprite_isScale9Enabled00);
    tolua_function(tolua_S,"setState",tolua_cc_ui_scale9_ccui_Scale9Sprite_setState00);
    tolua_function(tolua_S,"getState",tolua_cc_ui_scale9_ccui_Scale9Sprite_getState00);
    tolua_function(tolua_S,"getSprite",tolua_cc_ui_scale9_ccui_Scale9Sprite_getSprite00);
    tolua_function(tolua_S,"resetRender",tolua_cc_ui_scale9_ccui_Scale9Sprite_resetRender00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_ui_scale9 (lua_State* tolua_S) {
 return tolua_cc_ui_scale9_open(tolua_S);
};
#endif


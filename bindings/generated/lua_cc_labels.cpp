/*
** Lua binding: cc_labels
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
TOLUA_API int  tolua_cc_labels_open (lua_State* tolua_S);

#include "scene/AtlasNode.h"
#include "scene/LabelAtlas.h"
#include "scene/LabelBMFont.h"
#include "scene/MenuItemAtlasFont.h"
#include "scene/Sprite.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.MenuItemLabel");
 Mtolua_typeid(tolua_S,typeid(cc::MenuItemLabel), "cc.MenuItemLabel");
 tolua_usertype(tolua_S,"cc.AtlasNode");
 Mtolua_typeid(tolua_S,typeid(cc::AtlasNode), "cc.AtlasNode");
 tolua_usertype(tolua_S,"cc.LabelBMFont");
 Mtolua_typeid(tolua_S,typeid(cc::LabelBMFont), "cc.LabelBMFont");
 tolua_usertype(tolua_S,"cc.MenuItemAtlasFont");
 Mtolua_typeid(tolua_S,typeid(cc::MenuItemAtlasFont), "cc.MenuItemAtlasFont");
 tolua_usertype(tolua_S,"cc.LabelAtlas");
 Mtolua_typeid(tolua_S,typeid(cc::LabelAtlas), "cc.LabelAtlas");
 tolua_usertype(tolua_S,"cc.Texture2D");
 Mtolua_typeid(tolua_S,typeid(cc::Texture2D), "cc.Texture2D");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"cc.Sprite");
 Mtolua_typeid(tolua_S,typeid(cc::Sprite), "cc.Sprite");
}

/* method: create of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_create00
static int tolua_cc_labels_cc_LabelBMFont_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::LabelBMFont* tolua_ret = (cc::LabelBMFont*)  cc::LabelBMFont::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LabelBMFont");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelBMFont:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_create01
static int tolua_cc_labels_cc_LabelBMFont_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fntFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   cc::LabelBMFont* tolua_ret = (cc::LabelBMFont*)  cc::LabelBMFont::create(str,fntFile);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LabelBMFont");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelBMFont_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_create02
static int tolua_cc_labels_cc_LabelBMFont_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fntFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float width = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::LabelBMFont* tolua_ret = (cc::LabelBMFont*)  cc::LabelBMFont::create(str,fntFile,width);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LabelBMFont");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelBMFont_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_create03
static int tolua_cc_labels_cc_LabelBMFont_create03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fntFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float width = ((float)  lua_tonumber(tolua_S,4));
  cc::TextHAlignment alignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,5));
  {
   cc::LabelBMFont* tolua_ret = (cc::LabelBMFont*)  cc::LabelBMFont::create(str,fntFile,width,alignment);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LabelBMFont");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelBMFont_create02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_create04
static int tolua_cc_labels_cc_LabelBMFont_create04(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,6,&tolua_err) || !kite_is_Vec2(tolua_S,6,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fntFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float width = ((float)  lua_tonumber(tolua_S,4));
  cc::TextHAlignment alignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,5));
  const cc::Vec2* imageOffset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,6,0));
  {
   cc::LabelBMFont* tolua_ret = (cc::LabelBMFont*)  cc::LabelBMFont::create(str,fntFile,width,alignment,*imageOffset);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LabelBMFont");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelBMFont_create03(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithString of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_initWithString00
static int tolua_cc_labels_cc_LabelBMFont_initWithString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LabelBMFont* self = (cc::LabelBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelBMFont:initWithString'", NULL);
#endif
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fntFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->initWithString(str,fntFile);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelBMFont:initWithString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithString of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_initWithString01
static int tolua_cc_labels_cc_LabelBMFont_initWithString01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,6,&tolua_err) || !kite_is_Vec2(tolua_S,6,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::LabelBMFont* self = (cc::LabelBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelBMFont:initWithString'", NULL);
#endif
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fntFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float width = ((float)  lua_tonumber(tolua_S,4));
  cc::TextHAlignment alignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,5));
  const cc::Vec2* imageOffset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,6,0));
  {
   bool tolua_ret = (bool)  self->initWithString(str,fntFile,width,alignment,*imageOffset);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelBMFont_initWithString00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setString of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_setString00
static int tolua_cc_labels_cc_LabelBMFont_setString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LabelBMFont* self = (cc::LabelBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelBMFont:setString'", NULL);
#endif
  const std::string newString = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setString(newString);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelBMFont:setString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getString of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_getString00
static int tolua_cc_labels_cc_LabelBMFont_getString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::LabelBMFont* self = (const cc::LabelBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelBMFont:getString'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getString();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelBMFont:getString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAlignment of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_setAlignment00
static int tolua_cc_labels_cc_LabelBMFont_setAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LabelBMFont* self = (cc::LabelBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelBMFont:setAlignment'", NULL);
#endif
  cc::TextHAlignment alignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,2));
  {
   self->setAlignment(alignment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelBMFont:setAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setWidth of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_setWidth00
static int tolua_cc_labels_cc_LabelBMFont_setWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LabelBMFont* self = (cc::LabelBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelBMFont:setWidth'", NULL);
#endif
  float width = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setWidth(width);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelBMFont:setWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLineBreakWithoutSpace of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_setLineBreakWithoutSpace00
static int tolua_cc_labels_cc_LabelBMFont_setLineBreakWithoutSpace00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LabelBMFont* self = (cc::LabelBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelBMFont:setLineBreakWithoutSpace'", NULL);
#endif
  bool breakWithoutSpace = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setLineBreakWithoutSpace(breakWithoutSpace);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelBMFont:setLineBreakWithoutSpace'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFntFile of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_setFntFile00
static int tolua_cc_labels_cc_LabelBMFont_setFntFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LabelBMFont* self = (cc::LabelBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelBMFont:setFntFile'", NULL);
#endif
  const std::string fntFile = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setFntFile(fntFile);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelBMFont:setFntFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFntFile of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_setFntFile01
static int tolua_cc_labels_cc_LabelBMFont_setFntFile01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::LabelBMFont* self = (cc::LabelBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelBMFont:setFntFile'", NULL);
#endif
  const std::string fntFile = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Vec2* imageOffset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  {
   self->setFntFile(fntFile,*imageOffset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelBMFont_setFntFile00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFntFile of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_getFntFile00
static int tolua_cc_labels_cc_LabelBMFont_getFntFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::LabelBMFont* self = (const cc::LabelBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelBMFont:getFntFile'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getFntFile();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelBMFont:getFntFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLetter of class  cc::LabelBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelBMFont_getLetter00
static int tolua_cc_labels_cc_LabelBMFont_getLetter00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LabelBMFont* self = (cc::LabelBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelBMFont:getLetter'", NULL);
#endif
  int letterIndex = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getLetter(letterIndex);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelBMFont:getLetter'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::AtlasNode */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_AtlasNode_create00
static int tolua_cc_labels_cc_AtlasNode_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.AtlasNode",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string filename = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  int tileWidth = ((int)  lua_tonumber(tolua_S,3));
  int tileHeight = ((int)  lua_tonumber(tolua_S,4));
  int itemsToRender = ((int)  lua_tonumber(tolua_S,5));
  {
   cc::AtlasNode* tolua_ret = (cc::AtlasNode*)  cc::AtlasNode::create(filename,tileWidth,tileHeight,itemsToRender);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.AtlasNode");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AtlasNode:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithTileFile of class  cc::AtlasNode */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_AtlasNode_initWithTileFile00
static int tolua_cc_labels_cc_AtlasNode_initWithTileFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.AtlasNode",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::AtlasNode* self = (cc::AtlasNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AtlasNode:initWithTileFile'", NULL);
#endif
  const std::string tile = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  int tileWidth = ((int)  lua_tonumber(tolua_S,3));
  int tileHeight = ((int)  lua_tonumber(tolua_S,4));
  int itemsToRender = ((int)  lua_tonumber(tolua_S,5));
  {
   bool tolua_ret = (bool)  self->initWithTileFile(tile,tileWidth,tileHeight,itemsToRender);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AtlasNode:initWithTileFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithTexture of class  cc::AtlasNode */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_AtlasNode_initWithTexture00
static int tolua_cc_labels_cc_AtlasNode_initWithTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.AtlasNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::AtlasNode* self = (cc::AtlasNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AtlasNode:initWithTexture'", NULL);
#endif
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  int tileWidth = ((int)  lua_tonumber(tolua_S,3));
  int tileHeight = ((int)  lua_tonumber(tolua_S,4));
  int itemsToRender = ((int)  lua_tonumber(tolua_S,5));
  {
   bool tolua_ret = (bool)  self->initWithTexture(texture,tileWidth,tileHeight,itemsToRender);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AtlasNode:initWithTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateAtlasValues of class  cc::AtlasNode */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_AtlasNode_updateAtlasValues00
static int tolua_cc_labels_cc_AtlasNode_updateAtlasValues00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.AtlasNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::AtlasNode* self = (cc::AtlasNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AtlasNode:updateAtlasValues'", NULL);
#endif
  {
   self->updateAtlasValues();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AtlasNode:updateAtlasValues'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTexture of class  cc::AtlasNode */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_AtlasNode_getTexture00
static int tolua_cc_labels_cc_AtlasNode_getTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.AtlasNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::AtlasNode* self = (const cc::AtlasNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AtlasNode:getTexture'", NULL);
#endif
  {
   cc::Texture2D* tolua_ret = (cc::Texture2D*)  self->getTexture();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Texture2D");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AtlasNode:getTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTexture of class  cc::AtlasNode */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_AtlasNode_setTexture00
static int tolua_cc_labels_cc_AtlasNode_setTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.AtlasNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::AtlasNode* self = (cc::AtlasNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AtlasNode:setTexture'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.AtlasNode:setTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getQuadsToDraw of class  cc::AtlasNode */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_AtlasNode_getQuadsToDraw00
static int tolua_cc_labels_cc_AtlasNode_getQuadsToDraw00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.AtlasNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::AtlasNode* self = (const cc::AtlasNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AtlasNode:getQuadsToDraw'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getQuadsToDraw();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AtlasNode:getQuadsToDraw'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setQuadsToDraw of class  cc::AtlasNode */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_AtlasNode_setQuadsToDraw00
static int tolua_cc_labels_cc_AtlasNode_setQuadsToDraw00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.AtlasNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::AtlasNode* self = (cc::AtlasNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.AtlasNode:setQuadsToDraw'", NULL);
#endif
  int quadsToDraw = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setQuadsToDraw(quadsToDraw);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.AtlasNode:setQuadsToDraw'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas_create00
static int tolua_cc_labels_cc_LabelAtlas_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::LabelAtlas* tolua_ret = (cc::LabelAtlas*)  cc::LabelAtlas::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LabelAtlas");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelAtlas:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas_create01
static int tolua_cc_labels_cc_LabelAtlas_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fntFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   cc::LabelAtlas* tolua_ret = (cc::LabelAtlas*)  cc::LabelAtlas::create(str,fntFile);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LabelAtlas");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelAtlas_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas_create02
static int tolua_cc_labels_cc_LabelAtlas_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string charMapFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  int itemWidth = ((int)  lua_tonumber(tolua_S,4));
  int itemHeight = ((int)  lua_tonumber(tolua_S,5));
  int startCharMap = ((int)  lua_tonumber(tolua_S,6));
  {
   cc::LabelAtlas* tolua_ret = (cc::LabelAtlas*)  cc::LabelAtlas::create(str,charMapFile,itemWidth,itemHeight,startCharMap);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LabelAtlas");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelAtlas_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas__create00
static int tolua_cc_labels_cc_LabelAtlas__create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::LabelAtlas* tolua_ret = (cc::LabelAtlas*)  cc::LabelAtlas::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LabelAtlas");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelAtlas:_create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas__create01
static int tolua_cc_labels_cc_LabelAtlas__create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fntFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   cc::LabelAtlas* tolua_ret = (cc::LabelAtlas*)  cc::LabelAtlas::create(str,fntFile);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LabelAtlas");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelAtlas__create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas__create02
static int tolua_cc_labels_cc_LabelAtlas__create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string charMapFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  int itemWidth = ((int)  lua_tonumber(tolua_S,4));
  int itemHeight = ((int)  lua_tonumber(tolua_S,5));
  int startCharMap = ((int)  lua_tonumber(tolua_S,6));
  {
   cc::LabelAtlas* tolua_ret = (cc::LabelAtlas*)  cc::LabelAtlas::create(str,charMapFile,itemWidth,itemHeight,startCharMap);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LabelAtlas");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelAtlas__create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithString of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas_initWithString00
static int tolua_cc_labels_cc_LabelAtlas_initWithString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LabelAtlas* self = (cc::LabelAtlas*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelAtlas:initWithString'", NULL);
#endif
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fntFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->initWithString(str,fntFile);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelAtlas:initWithString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithString of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas_initWithString01
static int tolua_cc_labels_cc_LabelAtlas_initWithString01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::LabelAtlas* self = (cc::LabelAtlas*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelAtlas:initWithString'", NULL);
#endif
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string charMapFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  int itemWidth = ((int)  lua_tonumber(tolua_S,4));
  int itemHeight = ((int)  lua_tonumber(tolua_S,5));
  int startCharMap = ((int)  lua_tonumber(tolua_S,6));
  {
   bool tolua_ret = (bool)  self->initWithString(str,charMapFile,itemWidth,itemHeight,startCharMap);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelAtlas_initWithString00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithString of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas_initWithString02
static int tolua_cc_labels_cc_LabelAtlas_initWithString02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::LabelAtlas* self = (cc::LabelAtlas*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelAtlas:initWithString'", NULL);
#endif
  const std::string str = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,3,0));
  int itemWidth = ((int)  lua_tonumber(tolua_S,4));
  int itemHeight = ((int)  lua_tonumber(tolua_S,5));
  int startCharMap = ((int)  lua_tonumber(tolua_S,6));
  {
   bool tolua_ret = (bool)  self->initWithString(str,texture,itemWidth,itemHeight,startCharMap);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_labels_cc_LabelAtlas_initWithString01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setString of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas_setString00
static int tolua_cc_labels_cc_LabelAtlas_setString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LabelAtlas* self = (cc::LabelAtlas*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelAtlas:setString'", NULL);
#endif
  const std::string label = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setString(label);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelAtlas:setString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getString of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas_getString00
static int tolua_cc_labels_cc_LabelAtlas_getString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::LabelAtlas* self = (const cc::LabelAtlas*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelAtlas:getString'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getString();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelAtlas:getString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateAtlasValues of class  cc::LabelAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_LabelAtlas_updateAtlasValues00
static int tolua_cc_labels_cc_LabelAtlas_updateAtlasValues00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LabelAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LabelAtlas* self = (cc::LabelAtlas*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LabelAtlas:updateAtlasValues'", NULL);
#endif
  {
   self->updateAtlasValues();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LabelAtlas:updateAtlasValues'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::MenuItemAtlasFont */
#ifndef TOLUA_DISABLE_tolua_cc_labels_cc_MenuItemAtlasFont_create00
static int tolua_cc_labels_cc_MenuItemAtlasFont_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.MenuItemAtlasFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string value = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string charMapFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  int itemWidth = ((int)  lua_tonumber(tolua_S,4));
  int itemHeight = ((int)  lua_tonumber(tolua_S,5));
  int startCharMap = ((int)  lua_tonumber(tolua_S,6));
  {
   cc::MenuItemAtlasFont* tolua_ret = (cc::MenuItemAtlasFont*)  cc::MenuItemAtlasFont::create(value,charMapFile,itemWidth,itemHeight,startCharMap);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.MenuItemAtlasFont");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemAtlasFont:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_labels_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"LabelBMFont","cc.LabelBMFont","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"LabelBMFont");
    tolua_function(tolua_S,"create",tolua_cc_labels_cc_LabelBMFont_create00);
    tolua_function(tolua_S,"create",tolua_cc_labels_cc_LabelBMFont_create01);
    tolua_function(tolua_S,"create",tolua_cc_labels_cc_LabelBMFont_create02);
    tolua_function(tolua_S,"create",tolua_cc_labels_cc_LabelBMFont_create03);
    tolua_function(tolua_S,"create",tolua_cc_labels_cc_LabelBMFont_create04);
    tolua_function(tolua_S,"initWithString",tolua_cc_labels_cc_LabelBMFont_initWithString00);
    tolua_function(tolua_S,"initWithString",tolua_cc_labels_cc_LabelBMFont_initWithString01);
    tolua_function(tolua_S,"setString",tolua_cc_labels_cc_LabelBMFont_setString00);
    tolua_function(tolua_S,"getString",tolua_cc_labels_cc_LabelBMFont_getString00);
    tolua_function(tolua_S,"setAlignment",tolua_cc_labels_cc_LabelBMFont_setAlignment00);
    tolua_function(tolua_S,"setWidth",tolua_cc_labels_cc_LabelBMFont_setWidth00);
    tolua_function(tolua_S,"setLineBreakWithoutSpace",tolua_cc_labels_cc_LabelBMFont_setLineBreakWithoutSpace00);
    tolua_function(tolua_S,"setFntFile",tolua_cc_labels_cc_LabelBMFont_setFntFile00);
    tolua_function(tolua_S,"setFntFile",tolua_cc_labels_cc_LabelBMFont_setFntFile01);
    tolua_function(tolua_S,"getFntFile",tolua_cc_labels_cc_LabelBMFont_getFntFile00);
    tolua_function(tolua_S,"getLetter",tolua_cc_labels_cc_LabelBMFont_getLetter00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"AtlasNode","cc.AtlasNode","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"AtlasNode");
    tolua_function(tolua_S,"create",tolua_cc_labels_cc_AtlasNode_create00);
    tolua_function(tolua_S,"initWithTileFile",tolua_cc_labels_cc_AtlasNode_initWithTileFile00);
    tolua_function(tolua_S,"initWithTexture",tolua_cc_labels_cc_AtlasNode_initWithTexture00);
    tolua_function(tolua_S,"updateAtlasValues",tolua_cc_labels_cc_AtlasNode_updateAtlasValues00);
    tolua_function(tolua_S,"getTexture",tolua_cc_labels_cc_AtlasNode_getTexture00);
    tolua_function(tolua_S,"setTexture",tolua_cc_labels_cc_AtlasNode_setTexture00);
    tolua_function(tolua_S,"getQuadsToDraw",tolua_cc_labels_cc_AtlasNode_getQuadsToDraw00);
    tolua_function(tolua_S,"setQuadsToDraw",tolua_cc_labels_cc_AtlasNode_setQuadsToDraw00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"LabelAtlas","cc.LabelAtlas","cc.AtlasNode",NULL);
   tolua_beginmodule(tolua_S,"LabelAtlas");
    tolua_function(tolua_S,"create",tolua_cc_labels_cc_LabelAtlas_create00);
    tolua_function(tolua_S,"create",tolua_cc_labels_cc_LabelAtlas_create01);
    tolua_function(tolua_S,"create",tolua_cc_labels_cc_LabelAtlas_create02);
    tolua_function(tolua_S,"_create",tolua_cc_labels_cc_LabelAtlas__create00);
    tolua_function(tolua_S,"_create",tolua_cc_labels_cc_LabelAtlas__create01);
    tolua_function(tolua_S,"_create",tolua_cc_labels_cc_LabelAtlas__create02);
    tolua_function(tolua_S,"initWithString",tolua_cc_labels_cc_LabelAtlas_initWithString00);
    tolua_function(tolua_S,"initWithString",tolua_cc_labels_cc_LabelAtlas_initWithString01);
    tolua_function(tolua_S,"initWithString",tolua_cc_labels_cc_LabelAtlas_initWithString02);
    tolua_function(tolua_S,"setString",tolua_cc_labels_cc_LabelAtlas_setString00);
    tolua_function(tolua_S,"getString",tolua_cc_labels_cc_LabelAtlas_getString00);
    tolua_function(tolua_S,"updateAtlasValues",tolua_cc_labels_cc_LabelAtlas_updateAtlasValues00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"MenuItemAtlasFont","cc.MenuItemAtlasFont","cc.MenuItemLabel",NULL);
   tolua_beginmodule(tolua_S,"MenuItemAtlasFont");
    tolua_function(tolua_S,"create",tolua_cc_labels_cc_MenuItemAtlasFont_create00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_labels (lua_State* tolua_S) {
 return tolua_cc_labels_open(tolua_S);
};
#endif


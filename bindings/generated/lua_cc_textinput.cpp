/*
** Lua binding: cc_textinput
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
TOLUA_API int  tolua_cc_textinput_open (lua_State* tolua_S);

#include "scene/TextFieldTTF.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.Label");
 Mtolua_typeid(tolua_S,typeid(cc::Label), "cc.Label");
 tolua_usertype(tolua_S,"cc.TextFieldTTF");
 Mtolua_typeid(tolua_S,typeid(cc::TextFieldTTF), "cc.TextFieldTTF");
}

/* method: textFieldWithPlaceHolder of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_textFieldWithPlaceHolder00
static int tolua_cc_textinput_cc_TextFieldTTF_textFieldWithPlaceHolder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Size(tolua_S,3,"const cc.Size",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string placeholder = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Size* dimensions = ((const cc::Size*)  kite_to_Size(tolua_S,3,0));
  cc::TextHAlignment alignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,4));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,6));
  {
   cc::TextFieldTTF* tolua_ret = (cc::TextFieldTTF*)  cc::TextFieldTTF::textFieldWithPlaceHolder(placeholder,*dimensions,alignment,fontName,fontSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TextFieldTTF");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:textFieldWithPlaceHolder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: textFieldWithPlaceHolder of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_textFieldWithPlaceHolder01
static int tolua_cc_textinput_cc_TextFieldTTF_textFieldWithPlaceHolder01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string placeholder = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::TextFieldTTF* tolua_ret = (cc::TextFieldTTF*)  cc::TextFieldTTF::textFieldWithPlaceHolder(placeholder,fontName,fontSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TextFieldTTF");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_textinput_cc_TextFieldTTF_textFieldWithPlaceHolder00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithPlaceHolder of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_initWithPlaceHolder00
static int tolua_cc_textinput_cc_TextFieldTTF_initWithPlaceHolder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Size(tolua_S,3,"const cc.Size",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:initWithPlaceHolder'", NULL);
#endif
  const std::string placeholder = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Size* dimensions = ((const cc::Size*)  kite_to_Size(tolua_S,3,0));
  cc::TextHAlignment alignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,4));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,6));
  {
   bool tolua_ret = (bool)  self->initWithPlaceHolder(placeholder,*dimensions,alignment,fontName,fontSize);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:initWithPlaceHolder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithPlaceHolder of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_initWithPlaceHolder01
static int tolua_cc_textinput_cc_TextFieldTTF_initWithPlaceHolder01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:initWithPlaceHolder'", NULL);
#endif
  const std::string placeholder = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  {
   bool tolua_ret = (bool)  self->initWithPlaceHolder(placeholder,fontName,fontSize);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_textinput_cc_TextFieldTTF_initWithPlaceHolder00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: attachWithIME of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_attachWithIME00
static int tolua_cc_textinput_cc_TextFieldTTF_attachWithIME00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:attachWithIME'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->attachWithIME();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:attachWithIME'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: detachWithIME of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_detachWithIME00
static int tolua_cc_textinput_cc_TextFieldTTF_detachWithIME00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:detachWithIME'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->detachWithIME();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:detachWithIME'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCharCount of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_getCharCount00
static int tolua_cc_textinput_cc_TextFieldTTF_getCharCount00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TextFieldTTF* self = (const cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:getCharCount'", NULL);
#endif
  {
   unsigned int tolua_ret = (unsigned int)  self->getCharCount();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:getCharCount'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getColorSpaceHolder of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_getColorSpaceHolder00
static int tolua_cc_textinput_cc_TextFieldTTF_getColorSpaceHolder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TextFieldTTF* self = (const cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:getColorSpaceHolder'", NULL);
#endif
  {
   const cc::Color4B& tolua_ret = (const cc::Color4B&)  self->getColorSpaceHolder();
    kite_push_Color4B(tolua_S,(void*)&tolua_ret,"const cc.Color4B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:getColorSpaceHolder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setColorSpaceHolder of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_setColorSpaceHolder00
static int tolua_cc_textinput_cc_TextFieldTTF_setColorSpaceHolder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:setColorSpaceHolder'", NULL);
#endif
  const cc::Color4B* color = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   self->setColorSpaceHolder(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:setColorSpaceHolder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextColor of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_setTextColor00
static int tolua_cc_textinput_cc_TextFieldTTF_setTextColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:setTextColor'", NULL);
#endif
  const cc::Color4B* textColor = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   self->setTextColor(*textColor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:setTextColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setString of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_setString00
static int tolua_cc_textinput_cc_TextFieldTTF_setString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:setString'", NULL);
#endif
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setString(text);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:setString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: appendString of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_appendString00
static int tolua_cc_textinput_cc_TextFieldTTF_appendString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:appendString'", NULL);
#endif
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->appendString(text);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:appendString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getString of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_getString00
static int tolua_cc_textinput_cc_TextFieldTTF_getString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TextFieldTTF* self = (const cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:getString'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getString();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:getString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPlaceHolder of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_setPlaceHolder00
static int tolua_cc_textinput_cc_TextFieldTTF_setPlaceHolder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:setPlaceHolder'", NULL);
#endif
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setPlaceHolder(text);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:setPlaceHolder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPlaceHolder of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_getPlaceHolder00
static int tolua_cc_textinput_cc_TextFieldTTF_getPlaceHolder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TextFieldTTF* self = (const cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:getPlaceHolder'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getPlaceHolder();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:getPlaceHolder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSecureTextEntry of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_setSecureTextEntry00
static int tolua_cc_textinput_cc_TextFieldTTF_setSecureTextEntry00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:setSecureTextEntry'", NULL);
#endif
  bool value = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setSecureTextEntry(value);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:setSecureTextEntry'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isSecureTextEntry of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_isSecureTextEntry00
static int tolua_cc_textinput_cc_TextFieldTTF_isSecureTextEntry00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TextFieldTTF* self = (const cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:isSecureTextEntry'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isSecureTextEntry();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:isSecureTextEntry'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPasswordTextStyle of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_setPasswordTextStyle00
static int tolua_cc_textinput_cc_TextFieldTTF_setPasswordTextStyle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:setPasswordTextStyle'", NULL);
#endif
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setPasswordTextStyle(text);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:setPasswordTextStyle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPasswordTextStyle of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_getPasswordTextStyle00
static int tolua_cc_textinput_cc_TextFieldTTF_getPasswordTextStyle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TextFieldTTF* self = (const cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:getPasswordTextStyle'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getPasswordTextStyle();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:getPasswordTextStyle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCursorEnabled of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_setCursorEnabled00
static int tolua_cc_textinput_cc_TextFieldTTF_setCursorEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:setCursorEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setCursorEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:setCursorEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCursorChar of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_setCursorChar00
static int tolua_cc_textinput_cc_TextFieldTTF_setCursorChar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:setCursorChar'", NULL);
#endif
  char cursor = ((char)  lua_tonumber(tolua_S,2));
  {
   self->setCursorChar(cursor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:setCursorChar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCursorPosition of class  cc::TextFieldTTF */
#ifndef TOLUA_DISABLE_tolua_cc_textinput_cc_TextFieldTTF_setCursorPosition00
static int tolua_cc_textinput_cc_TextFieldTTF_setCursorPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TextFieldTTF",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TextFieldTTF* self = (cc::TextFieldTTF*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TextFieldTTF:setCursorPosition'", NULL);
#endif
  unsigned int cursorPosition = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   self->setCursorPosition(cursorPosition);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TextFieldTTF:setCursorPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_textinput_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"TextFieldTTF","cc.TextFieldTTF","cc.Label",NULL);
   tolua_beginmodule(tolua_S,"TextFieldTTF");
    tolua_function(tolua_S,"textFieldWithPlaceHolder",tolua_cc_textinput_cc_TextFieldTTF_textFieldWithPlaceHolder00);
    tolua_function(tolua_S,"textFieldWithPlaceHolder",tolua_cc_textinput_cc_TextFieldTTF_textFieldWithPlaceHolder01);
    tolua_function(tolua_S,"initWithPlaceHolder",tolua_cc_textinput_cc_TextFieldTTF_initWithPlaceHolder00);
    tolua_function(tolua_S,"initWithPlaceHolder",tolua_cc_textinput_cc_TextFieldTTF_initWithPlaceHolder01);
    tolua_function(tolua_S,"attachWithIME",tolua_cc_textinput_cc_TextFieldTTF_attachWithIME00);
    tolua_function(tolua_S,"detachWithIME",tolua_cc_textinput_cc_TextFieldTTF_detachWithIME00);
    tolua_function(tolua_S,"getCharCount",tolua_cc_textinput_cc_TextFieldTTF_getCharCount00);
    tolua_function(tolua_S,"getColorSpaceHolder",tolua_cc_textinput_cc_TextFieldTTF_getColorSpaceHolder00);
    tolua_function(tolua_S,"setColorSpaceHolder",tolua_cc_textinput_cc_TextFieldTTF_setColorSpaceHolder00);
    tolua_function(tolua_S,"setTextColor",tolua_cc_textinput_cc_TextFieldTTF_setTextColor00);
    tolua_function(tolua_S,"setString",tolua_cc_textinput_cc_TextFieldTTF_setString00);
    tolua_function(tolua_S,"appendString",tolua_cc_textinput_cc_TextFieldTTF_appendString00);
    tolua_function(tolua_S,"getString",tolua_cc_textinput_cc_TextFieldTTF_getString00);
    tolua_function(tolua_S,"setPlaceHolder",tolua_cc_textinput_cc_TextFieldTTF_setPlaceHolder00);
    tolua_function(tolua_S,"getPlaceHolder",tolua_cc_textinput_cc_TextFieldTTF_getPlaceHolder00);
    tolua_function(tolua_S,"setSecureTextEntry",tolua_cc_textinput_cc_TextFieldTTF_setSecureTextEntry00);
    tolua_function(tolua_S,"isSecureTextEntry",tolua_cc_textinput_cc_TextFieldTTF_isSecureTextEntry00);
    tolua_function(tolua_S,"setPasswordTextStyle",tolua_cc_textinput_cc_TextFieldTTF_setPasswordTextStyle00);
    tolua_function(tolua_S,"getPasswordTextStyle",tolua_cc_textinput_cc_TextFieldTTF_getPasswordTextStyle00);
    tolua_function(tolua_S,"setCursorEnabled",tolua_cc_textinput_cc_TextFieldTTF_setCursorEnabled00);
    tolua_function(tolua_S,"setCursorChar",tolua_cc_textinput_cc_TextFieldTTF_setCursorChar00);
    tolua_function(tolua_S,"setCursorPosition",tolua_cc_textinput_cc_TextFieldTTF_setCursorPosition00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_textinput (lua_State* tolua_S) {
 return tolua_cc_textinput_open(tolua_S);
};
#endif


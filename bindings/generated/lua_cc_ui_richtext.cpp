/*
** Lua binding: cc_ui_richtext
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
TOLUA_API int  tolua_cc_ui_richtext_open (lua_State* tolua_S);

#include "UiLuaNames.h"

/* function to release collected object via destructor */
#ifdef __cplusplus

static int tolua_collect_cc__Color3B (lua_State* tolua_S)
{
 cc::Color3B* self = (cc::Color3B*) kite_tousertype(tolua_S,1,0);
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
 tolua_usertype(tolua_S,"ccui.RichElementCustomNode");
 Mtolua_typeid(tolua_S,typeid(ccui::RichElementCustomNode), "ccui.RichElementCustomNode");
 tolua_usertype(tolua_S,"ccui.Widget");
 Mtolua_typeid(tolua_S,typeid(ccui::Widget), "ccui.Widget");
 tolua_usertype(tolua_S,"ccui.RichElementNewLine");
 Mtolua_typeid(tolua_S,typeid(ccui::RichElementNewLine), "ccui.RichElementNewLine");
 tolua_usertype(tolua_S,"ccui.RichText");
 Mtolua_typeid(tolua_S,typeid(ccui::RichText), "ccui.RichText");
 tolua_usertype(tolua_S,"ccui.RichElementImage");
 Mtolua_typeid(tolua_S,typeid(ccui::RichElementImage), "ccui.RichElementImage");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"ccui.RichElementText");
 Mtolua_typeid(tolua_S,typeid(ccui::RichElementText), "ccui.RichElementText");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"ccui.RichElement");
 Mtolua_typeid(tolua_S,typeid(ccui::RichElement), "ccui.RichElement");
}

/* method: init of class  ccui::RichElement */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElement_init00
static int tolua_cc_ui_richtext_ccui_RichElement_init00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichElement",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichElement* self = (ccui::RichElement*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichElement:init'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  {
   bool tolua_ret = (bool)  self->init(tag,*color,opacity);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichElement:init'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: equalType of class  ccui::RichElement */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElement_equalType00
static int tolua_cc_ui_richtext_ccui_RichElement_equalType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichElement",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichElement* self = (ccui::RichElement*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichElement:equalType'", NULL);
#endif
  ccui::RichElement::Type type = ((ccui::RichElement::Type) (int)  lua_tonumber(tolua_S,2));
  {
   bool tolua_ret = (bool)  self->equalType(type);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichElement:equalType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setColor of class  ccui::RichElement */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElement_setColor00
static int tolua_cc_ui_richtext_ccui_RichElement_setColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichElement",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichElement* self = (ccui::RichElement*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichElement:setColor'", NULL);
#endif
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   self->setColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichElement:setColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementText_create00
static int tolua_cc_ui_richtext_ccui_RichElementText_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,7));
  {
   ccui::RichElementText* tolua_ret = (ccui::RichElementText*)  ccui::RichElementText::create(tag,*color,opacity,text,fontName,fontSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementText");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichElementText:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementText_create01
static int tolua_cc_ui_richtext_ccui_RichElementText_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnumber(tolua_S,8,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,9,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,7));
  unsigned int flags = ((unsigned int)  lua_tonumber(tolua_S,8));
  {
   ccui::RichElementText* tolua_ret = (ccui::RichElementText*)  ccui::RichElementText::create(tag,*color,opacity,text,fontName,fontSize,flags);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementText");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichElementText_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementText_create02
static int tolua_cc_ui_richtext_ccui_RichElementText_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnumber(tolua_S,8,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,9,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,10,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,7));
  unsigned int flags = ((unsigned int)  lua_tonumber(tolua_S,8));
  const std::string url = ((const std::string)  tolua_tocppstring(tolua_S,9,0));
  {
   ccui::RichElementText* tolua_ret = (ccui::RichElementText*)  ccui::RichElementText::create(tag,*color,opacity,text,fontName,fontSize,flags,url);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementText");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichElementText_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementText_create03
static int tolua_cc_ui_richtext_ccui_RichElementText_create03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnumber(tolua_S,8,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,9,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,10,&tolua_err) || !kite_is_Color3B(tolua_S,10,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,11,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,7));
  unsigned int flags = ((unsigned int)  lua_tonumber(tolua_S,8));
  const std::string url = ((const std::string)  tolua_tocppstring(tolua_S,9,0));
  const cc::Color3B* outlineColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,10,0));
  {
   ccui::RichElementText* tolua_ret = (ccui::RichElementText*)  ccui::RichElementText::create(tag,*color,opacity,text,fontName,fontSize,flags,url,*outlineColor);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementText");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichElementText_create02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementText_create04
static int tolua_cc_ui_richtext_ccui_RichElementText_create04(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnumber(tolua_S,8,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,9,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,10,&tolua_err) || !kite_is_Color3B(tolua_S,10,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,11,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,12,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,7));
  unsigned int flags = ((unsigned int)  lua_tonumber(tolua_S,8));
  const std::string url = ((const std::string)  tolua_tocppstring(tolua_S,9,0));
  const cc::Color3B* outlineColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,10,0));
  int outlineSize = ((int)  lua_tonumber(tolua_S,11));
  {
   ccui::RichElementText* tolua_ret = (ccui::RichElementText*)  ccui::RichElementText::create(tag,*color,opacity,text,fontName,fontSize,flags,url,*outlineColor,outlineSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementText");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichElementText_create03(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementText_create05
static int tolua_cc_ui_richtext_ccui_RichElementText_create05(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnumber(tolua_S,8,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,9,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,10,&tolua_err) || !kite_is_Color3B(tolua_S,10,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,11,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,12,&tolua_err) || !kite_is_Color3B(tolua_S,12,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,13,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,7));
  unsigned int flags = ((unsigned int)  lua_tonumber(tolua_S,8));
  const std::string url = ((const std::string)  tolua_tocppstring(tolua_S,9,0));
  const cc::Color3B* outlineColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,10,0));
  int outlineSize = ((int)  lua_tonumber(tolua_S,11));
  const cc::Color3B* shadowColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,12,0));
  {
   ccui::RichElementText* tolua_ret = (ccui::RichElementText*)  ccui::RichElementText::create(tag,*color,opacity,text,fontName,fontSize,flags,url,*outlineColor,outlineSize,*shadowColor);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementText");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichElementText_create04(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementText_create06
static int tolua_cc_ui_richtext_ccui_RichElementText_create06(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnumber(tolua_S,8,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,9,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,10,&tolua_err) || !kite_is_Color3B(tolua_S,10,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,11,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,12,&tolua_err) || !kite_is_Color3B(tolua_S,12,"const cc.Color3B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,13,&tolua_err) || !kite_is_Size(tolua_S,13,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,14,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,7));
  unsigned int flags = ((unsigned int)  lua_tonumber(tolua_S,8));
  const std::string url = ((const std::string)  tolua_tocppstring(tolua_S,9,0));
  const cc::Color3B* outlineColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,10,0));
  int outlineSize = ((int)  lua_tonumber(tolua_S,11));
  const cc::Color3B* shadowColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,12,0));
  const cc::Size* shadowOffset = ((const cc::Size*)  kite_to_Size(tolua_S,13,0));
  {
   ccui::RichElementText* tolua_ret = (ccui::RichElementText*)  ccui::RichElementText::create(tag,*color,opacity,text,fontName,fontSize,flags,url,*outlineColor,outlineSize,*shadowColor,*shadowOffset);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementText");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichElementText_create05(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementText_create07
static int tolua_cc_ui_richtext_ccui_RichElementText_create07(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnumber(tolua_S,8,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,9,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,10,&tolua_err) || !kite_is_Color3B(tolua_S,10,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,11,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,12,&tolua_err) || !kite_is_Color3B(tolua_S,12,"const cc.Color3B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,13,&tolua_err) || !kite_is_Size(tolua_S,13,"const cc.Size",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,14,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,15,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,7));
  unsigned int flags = ((unsigned int)  lua_tonumber(tolua_S,8));
  const std::string url = ((const std::string)  tolua_tocppstring(tolua_S,9,0));
  const cc::Color3B* outlineColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,10,0));
  int outlineSize = ((int)  lua_tonumber(tolua_S,11));
  const cc::Color3B* shadowColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,12,0));
  const cc::Size* shadowOffset = ((const cc::Size*)  kite_to_Size(tolua_S,13,0));
  int shadowBlurRadius = ((int)  lua_tonumber(tolua_S,14));
  {
   ccui::RichElementText* tolua_ret = (ccui::RichElementText*)  ccui::RichElementText::create(tag,*color,opacity,text,fontName,fontSize,flags,url,*outlineColor,outlineSize,*shadowColor,*shadowOffset,shadowBlurRadius);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementText");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichElementText_create06(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementText_create08
static int tolua_cc_ui_richtext_ccui_RichElementText_create08(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnumber(tolua_S,8,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,9,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,10,&tolua_err) || !kite_is_Color3B(tolua_S,10,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,11,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,12,&tolua_err) || !kite_is_Color3B(tolua_S,12,"const cc.Color3B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,13,&tolua_err) || !kite_is_Size(tolua_S,13,"const cc.Size",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,14,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,15,&tolua_err) || !kite_is_Color3B(tolua_S,15,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,16,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,7));
  unsigned int flags = ((unsigned int)  lua_tonumber(tolua_S,8));
  const std::string url = ((const std::string)  tolua_tocppstring(tolua_S,9,0));
  const cc::Color3B* outlineColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,10,0));
  int outlineSize = ((int)  lua_tonumber(tolua_S,11));
  const cc::Color3B* shadowColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,12,0));
  const cc::Size* shadowOffset = ((const cc::Size*)  kite_to_Size(tolua_S,13,0));
  int shadowBlurRadius = ((int)  lua_tonumber(tolua_S,14));
  const cc::Color3B* glowColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,15,0));
  {
   ccui::RichElementText* tolua_ret = (ccui::RichElementText*)  ccui::RichElementText::create(tag,*color,opacity,text,fontName,fontSize,flags,url,*outlineColor,outlineSize,*shadowColor,*shadowOffset,shadowBlurRadius,*glowColor);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementText");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichElementText_create07(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementImage */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementImage_create00
static int tolua_cc_ui_richtext_ccui_RichElementImage_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementImage",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  const std::string filePath = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string url = ((const std::string)  tolua_tocppstring(tolua_S,6,""));
  {
   ccui::RichElementImage* tolua_ret = (ccui::RichElementImage*)  ccui::RichElementImage::create(tag,*color,opacity,filePath,url);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementImage");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichElementImage:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setWidth of class  ccui::RichElementImage */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementImage_setWidth00
static int tolua_cc_ui_richtext_ccui_RichElementImage_setWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichElementImage",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichElementImage* self = (ccui::RichElementImage*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichElementImage:setWidth'", NULL);
#endif
  int width = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setWidth(width);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichElementImage:setWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setHeight of class  ccui::RichElementImage */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementImage_setHeight00
static int tolua_cc_ui_richtext_ccui_RichElementImage_setHeight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichElementImage",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichElementImage* self = (ccui::RichElementImage*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichElementImage:setHeight'", NULL);
#endif
  int height = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setHeight(height);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichElementImage:setHeight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setUrl of class  ccui::RichElementImage */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementImage_setUrl00
static int tolua_cc_ui_richtext_ccui_RichElementImage_setUrl00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichElementImage",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichElementImage* self = (ccui::RichElementImage*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichElementImage:setUrl'", NULL);
#endif
  const std::string url = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setUrl(url);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichElementImage:setUrl'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementCustomNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementCustomNode_create00
static int tolua_cc_ui_richtext_ccui_RichElementCustomNode_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementCustomNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isobject(tolua_S,5,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  cc::Node* customNode = ((cc::Node*)  kite_tousertype(tolua_S,5,0));
  {
   ccui::RichElementCustomNode* tolua_ret = (ccui::RichElementCustomNode*)  ccui::RichElementCustomNode::create(tag,*color,opacity,customNode);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementCustomNode");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichElementCustomNode:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichElementNewLine */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichElementNewLine_create00
static int tolua_cc_ui_richtext_ccui_RichElementNewLine_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichElementNewLine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,4));
  {
   ccui::RichElementNewLine* tolua_ret = (ccui::RichElementNewLine*)  ccui::RichElementNewLine::create(tag,*color,opacity);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichElementNewLine");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichElementNewLine:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_create00
static int tolua_cc_ui_richtext_ccui_RichText_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::RichText* tolua_ret = (ccui::RichText*)  ccui::RichText::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RichText");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: insertElement of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_insertElement00
static int tolua_cc_ui_richtext_ccui_RichText_insertElement00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.RichElement",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:insertElement'", NULL);
#endif
  ccui::RichElement* element = ((ccui::RichElement*)  kite_tousertype(tolua_S,2,0));
  int index = ((int)  lua_tonumber(tolua_S,3));
  {
   self->insertElement(element,index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:insertElement'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pushBackElement of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_pushBackElement00
static int tolua_cc_ui_richtext_ccui_RichText_pushBackElement00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.RichElement",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:pushBackElement'", NULL);
#endif
  ccui::RichElement* element = ((ccui::RichElement*)  kite_tousertype(tolua_S,2,0));
  {
   self->pushBackElement(element);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:pushBackElement'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeElement of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_removeElement00
static int tolua_cc_ui_richtext_ccui_RichText_removeElement00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:removeElement'", NULL);
#endif
  int index = ((int)  lua_tonumber(tolua_S,2));
  {
   self->removeElement(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:removeElement'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeElement of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_removeElement01
static int tolua_cc_ui_richtext_ccui_RichText_removeElement01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.RichElement",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:removeElement'", NULL);
#endif
  ccui::RichElement* element = ((ccui::RichElement*)  kite_tousertype(tolua_S,2,0));
  {
   self->removeElement(element);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichText_removeElement00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setVerticalSpace of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setVerticalSpace00
static int tolua_cc_ui_richtext_ccui_RichText_setVerticalSpace00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setVerticalSpace'", NULL);
#endif
  float space = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setVerticalSpace(space);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setVerticalSpace'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setWrapMode of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setWrapMode00
static int tolua_cc_ui_richtext_ccui_RichText_setWrapMode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setWrapMode'", NULL);
#endif
  ccui::RichText::WrapMode wrapMode = ((ccui::RichText::WrapMode) (int)  lua_tonumber(tolua_S,2));
  {
   self->setWrapMode(wrapMode);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setWrapMode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getWrapMode of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getWrapMode00
static int tolua_cc_ui_richtext_ccui_RichText_getWrapMode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::RichText* self = (const ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getWrapMode'", NULL);
#endif
  {
   ccui::RichText::WrapMode tolua_ret = (ccui::RichText::WrapMode)  self->getWrapMode();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getWrapMode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setHorizontalAlignment of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setHorizontalAlignment00
static int tolua_cc_ui_richtext_ccui_RichText_setHorizontalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setHorizontalAlignment'", NULL);
#endif
  ccui::RichText::HorizontalAlignment a = ((ccui::RichText::HorizontalAlignment) (int)  lua_tonumber(tolua_S,2));
  {
   self->setHorizontalAlignment(a);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setHorizontalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getHorizontalAlignment of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getHorizontalAlignment00
static int tolua_cc_ui_richtext_ccui_RichText_getHorizontalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::RichText* self = (const ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getHorizontalAlignment'", NULL);
#endif
  {
   ccui::RichText::HorizontalAlignment tolua_ret = (ccui::RichText::HorizontalAlignment)  self->getHorizontalAlignment();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getHorizontalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontColor of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setFontColor00
static int tolua_cc_ui_richtext_ccui_RichText_setFontColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setFontColor'", NULL);
#endif
  const std::string color = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setFontColor(color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setFontColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontColor of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getFontColor00
static int tolua_cc_ui_richtext_ccui_RichText_getFontColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getFontColor'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getFontColor();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getFontColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontColor3B of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getFontColor3B00
static int tolua_cc_ui_richtext_ccui_RichText_getFontColor3B00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getFontColor3B'", NULL);
#endif
  {
   cc::Color3B tolua_ret = (cc::Color3B)  self->getFontColor3B();
   {
#ifdef __cplusplus
    cc::Color3B tolua_obj = (tolua_ret);
     kite_push_Color3B(tolua_S,(void*)&tolua_obj,"cc.Color3B");
#else
    kite_push_Size(tolua_S,(void*)&tolua_ret,sizeof(cc::Color3B));
     kite_push_Color3B(tolua_S,tolua_obj,"cc.Color3B");
    tolua_register_gc(tolua_S,lua_gettop(tolua_S));
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getFontColor3B'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontSize of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setFontSize00
static int tolua_cc_ui_richtext_ccui_RichText_setFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setFontSize'", NULL);
#endif
  float size = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setFontSize(size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontSize of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getFontSize00
static int tolua_cc_ui_richtext_ccui_RichText_getFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getFontSize'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getFontSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontFace of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setFontFace00
static int tolua_cc_ui_richtext_ccui_RichText_setFontFace00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setFontFace'", NULL);
#endif
  const std::string face = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setFontFace(face);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setFontFace'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontFace of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getFontFace00
static int tolua_cc_ui_richtext_ccui_RichText_getFontFace00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getFontFace'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getFontFace();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getFontFace'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorFontColor of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorFontColor00
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorFontColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorFontColor'", NULL);
#endif
  const std::string color = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setAnchorFontColor(color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setAnchorFontColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchorFontColor of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getAnchorFontColor00
static int tolua_cc_ui_richtext_ccui_RichText_getAnchorFontColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getAnchorFontColor'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getAnchorFontColor();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getAnchorFontColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchorFontColor3B of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getAnchorFontColor3B00
static int tolua_cc_ui_richtext_ccui_RichText_getAnchorFontColor3B00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getAnchorFontColor3B'", NULL);
#endif
  {
   cc::Color3B tolua_ret = (cc::Color3B)  self->getAnchorFontColor3B();
   {
#ifdef __cplusplus
    cc::Color3B tolua_obj = (tolua_ret);
     kite_push_Color3B(tolua_S,(void*)&tolua_obj,"cc.Color3B");
#else
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"cc.Color3B");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getAnchorFontColor3B'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextBold of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextBold00
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextBold00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextBold'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAnchorTextBold(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setAnchorTextBold'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAnchorTextBoldEnabled of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_isAnchorTextBoldEnabled00
static int tolua_cc_ui_richtext_ccui_RichText_isAnchorTextBoldEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:isAnchorTextBoldEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAnchorTextBoldEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:isAnchorTextBoldEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextItalic of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextItalic00
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextItalic00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextItalic'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAnchorTextItalic(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setAnchorTextItalic'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAnchorTextItalicEnabled of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_isAnchorTextItalicEnabled00
static int tolua_cc_ui_richtext_ccui_RichText_isAnchorTextItalicEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:isAnchorTextItalicEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAnchorTextItalicEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:isAnchorTextItalicEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextDel of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextDel00
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextDel00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextDel'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAnchorTextDel(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setAnchorTextDel'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAnchorTextDelEnabled of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_isAnchorTextDelEnabled00
static int tolua_cc_ui_richtext_ccui_RichText_isAnchorTextDelEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:isAnchorTextDelEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAnchorTextDelEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:isAnchorTextDelEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextUnderline of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextUnderline00
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextUnderline00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextUnderline'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAnchorTextUnderline(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setAnchorTextUnderline'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAnchorTextUnderlineEnabled of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_isAnchorTextUnderlineEnabled00
static int tolua_cc_ui_richtext_ccui_RichText_isAnchorTextUnderlineEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:isAnchorTextUnderlineEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAnchorTextUnderlineEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:isAnchorTextUnderlineEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextOutline of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextOutline00
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextOutline00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextOutline'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAnchorTextOutline(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setAnchorTextOutline'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextOutline of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextOutline01
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextOutline01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextOutline'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  const cc::Color3B* outlineColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  {
   self->setAnchorTextOutline(enable,*outlineColor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichText_setAnchorTextOutline00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextOutline of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextOutline02
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextOutline02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextOutline'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  const cc::Color3B* outlineColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  int outlineSize = ((int)  lua_tonumber(tolua_S,4));
  {
   self->setAnchorTextOutline(enable,*outlineColor,outlineSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichText_setAnchorTextOutline01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAnchorTextOutlineEnabled of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_isAnchorTextOutlineEnabled00
static int tolua_cc_ui_richtext_ccui_RichText_isAnchorTextOutlineEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:isAnchorTextOutlineEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAnchorTextOutlineEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:isAnchorTextOutlineEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchorTextOutlineColor3B of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getAnchorTextOutlineColor3B00
static int tolua_cc_ui_richtext_ccui_RichText_getAnchorTextOutlineColor3B00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getAnchorTextOutlineColor3B'", NULL);
#endif
  {
   cc::Color3B tolua_ret = (cc::Color3B)  self->getAnchorTextOutlineColor3B();
   {
#ifdef __cplusplus
    cc::Color3B tolua_obj = (tolua_ret);
     kite_push_Color3B(tolua_S,(void*)&tolua_obj,"cc.Color3B");
#else
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"cc.Color3B");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getAnchorTextOutlineColor3B'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchorTextOutlineSize of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getAnchorTextOutlineSize00
static int tolua_cc_ui_richtext_ccui_RichText_getAnchorTextOutlineSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getAnchorTextOutlineSize'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getAnchorTextOutlineSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getAnchorTextOutlineSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextShadow of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow00
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextShadow'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAnchorTextShadow(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setAnchorTextShadow'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextShadow of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow01
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextShadow'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  const cc::Color3B* shadowColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  {
   self->setAnchorTextShadow(enable,*shadowColor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextShadow of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow02
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Size(tolua_S,4,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextShadow'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  const cc::Color3B* shadowColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  const cc::Size* offset = ((const cc::Size*)  kite_to_Size(tolua_S,4,0));
  {
   self->setAnchorTextShadow(enable,*shadowColor,*offset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextShadow of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow03
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Size(tolua_S,4,"const cc.Size",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextShadow'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  const cc::Color3B* shadowColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  const cc::Size* offset = ((const cc::Size*)  kite_to_Size(tolua_S,4,0));
  int blurRadius = ((int)  lua_tonumber(tolua_S,5));
  {
   self->setAnchorTextShadow(enable,*shadowColor,*offset,blurRadius);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAnchorTextShadowEnabled of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_isAnchorTextShadowEnabled00
static int tolua_cc_ui_richtext_ccui_RichText_isAnchorTextShadowEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:isAnchorTextShadowEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAnchorTextShadowEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:isAnchorTextShadowEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchorTextShadowColor3B of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getAnchorTextShadowColor3B00
static int tolua_cc_ui_richtext_ccui_RichText_getAnchorTextShadowColor3B00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getAnchorTextShadowColor3B'", NULL);
#endif
  {
   cc::Color3B tolua_ret = (cc::Color3B)  self->getAnchorTextShadowColor3B();
   {
#ifdef __cplusplus
    cc::Color3B tolua_obj = (tolua_ret);
     kite_push_Color3B(tolua_S,(void*)&tolua_obj,"cc.Color3B");
#else
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"cc.Color3B");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getAnchorTextShadowColor3B'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchorTextShadowOffset of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getAnchorTextShadowOffset00
static int tolua_cc_ui_richtext_ccui_RichText_getAnchorTextShadowOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getAnchorTextShadowOffset'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getAnchorTextShadowOffset();
   {
#ifdef __cplusplus
    cc::Size tolua_obj = (tolua_ret);
     kite_push_Size(tolua_S,(void*)&tolua_obj,"cc.Size");
#else
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"cc.Size");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getAnchorTextShadowOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchorTextShadowBlurRadius of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getAnchorTextShadowBlurRadius00
static int tolua_cc_ui_richtext_ccui_RichText_getAnchorTextShadowBlurRadius00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getAnchorTextShadowBlurRadius'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getAnchorTextShadowBlurRadius();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getAnchorTextShadowBlurRadius'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextGlow of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextGlow00
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextGlow00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextGlow'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAnchorTextGlow(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:setAnchorTextGlow'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchorTextGlow of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_setAnchorTextGlow01
static int tolua_cc_ui_richtext_ccui_RichText_setAnchorTextGlow01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:setAnchorTextGlow'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  const cc::Color3B* glowColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  {
   self->setAnchorTextGlow(enable,*glowColor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_richtext_ccui_RichText_setAnchorTextGlow00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAnchorTextGlowEnabled of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_isAnchorTextGlowEnabled00
static int tolua_cc_ui_richtext_ccui_RichText_isAnchorTextGlowEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:isAnchorTextGlowEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAnchorTextGlowEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:isAnchorTextGlowEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchorTextGlowColor3B of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getAnchorTextGlowColor3B00
static int tolua_cc_ui_richtext_ccui_RichText_getAnchorTextGlowColor3B00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getAnchorTextGlowColor3B'", NULL);
#endif
  {
   cc::Color3B tolua_ret = (cc::Color3B)  self->getAnchorTextGlowColor3B();
   {
#ifdef __cplusplus
    cc::Color3B tolua_obj = (tolua_ret);
     kite_push_Color3B(tolua_S,(void*)&tolua_obj,"cc.Color3B");
#else
    kite_push_Size(tolua_S,(void*)&tolua_ret,"cc.Color3B");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getAnchorTextGlowColor3B'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: color3BWithString of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_color3BWithString00
static int tolua_cc_ui_richtext_ccui_RichText_color3BWithString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string color = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::Color3B tolua_ret = (cc::Color3B)  ccui::RichText::color3BWithString(color);
   {
#ifdef __cplusplus
    cc::Color3B tolua_obj = (tolua_ret);
     kite_push_Color3B(tolua_S,(void*)&tolua_obj,"cc.Color3B");
#else
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"cc.Color3B");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:color3BWithString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stringWithColor3B of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_stringWithColor3B00
static int tolua_cc_ui_richtext_ccui_RichText_stringWithColor3B00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Color3B* color3b = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   std::string tolua_ret = (std::string)  ccui::RichText::stringWithColor3B(*color3b);
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:stringWithColor3B'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stringWithColor4B of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_stringWithColor4B00
static int tolua_cc_ui_richtext_ccui_RichText_stringWithColor4B00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Color4B* color4b = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   std::string tolua_ret = (std::string)  ccui::RichText::stringWithColor4B(*color4b);
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:stringWithColor4B'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: openUrl of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_openUrl00
static int tolua_cc_ui_richtext_ccui_RichText_openUrl00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:openUrl'", NULL);
#endif
  const std::string url = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->openUrl(url);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:openUrl'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: formatText of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_formatText00
static int tolua_cc_ui_richtext_ccui_RichText_formatText00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:formatText'", NULL);
#endif
  {
   self->formatText();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:formatText'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: ignoreContentAdaptWithSize of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_ignoreContentAdaptWithSize00
static int tolua_cc_ui_richtext_ccui_RichText_ignoreContentAdaptWithSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RichText* self = (ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:ignoreContentAdaptWithSize'", NULL);
#endif
  bool ignore = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->ignoreContentAdaptWithSize(ignore);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:ignoreContentAdaptWithSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVirtualRendererSize of class  ccui::RichText */
#ifndef TOLUA_DISABLE_tolua_cc_ui_richtext_ccui_RichText_getVirtualRendererSize00
static int tolua_cc_ui_richtext_ccui_RichText_getVirtualRendererSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.RichText",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::RichText* self = (const ccui::RichText*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RichText:getVirtualRendererSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getVirtualRendererSize();
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
 tolua_error(tolua_S,"#ferror in function 'ccui.RichText:getVirtualRendererSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_ui_richtext_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"ccui",0);
  tolua_beginmodule(tolua_S,"ccui");
   tolua_cclass(tolua_S,"RichElement","ccui.RichElement","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"RichElement");
    tolua_function(tolua_S,"init",tolua_cc_ui_richtext_ccui_RichElement_init00);
    tolua_function(tolua_S,"equalType",tolua_cc_ui_richtext_ccui_RichElement_equalType00);
    tolua_function(tolua_S,"setColor",tolua_cc_ui_richtext_ccui_RichElement_setColor00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RichElementText","ccui.RichElementText","ccui.RichElement",NULL);
   tolua_beginmodule(tolua_S,"RichElementText");
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementText_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementText_create01);
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementText_create02);
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementText_create03);
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementText_create04);
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementText_create05);
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementText_create06);
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementText_create07);
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementText_create08);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RichElementImage","ccui.RichElementImage","ccui.RichElement",NULL);
   tolua_beginmodule(tolua_S,"RichElementImage");
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementImage_create00);
    tolua_function(tolua_S,"setWidth",tolua_cc_ui_richtext_ccui_RichElementImage_setWidth00);
    tolua_function(tolua_S,"setHeight",tolua_cc_ui_richtext_ccui_RichElementImage_setHeight00);
    tolua_function(tolua_S,"setUrl",tolua_cc_ui_richtext_ccui_RichElementImage_setUrl00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RichElementCustomNode","ccui.RichElementCustomNode","ccui.RichElement",NULL);
   tolua_beginmodule(tolua_S,"RichElementCustomNode");
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementCustomNode_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RichElementNewLine","ccui.RichElementNewLine","ccui.RichElement",NULL);
   tolua_beginmodule(tolua_S,"RichElementNewLine");
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichElementNewLine_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RichText","ccui.RichText","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"RichText");
    tolua_function(tolua_S,"create",tolua_cc_ui_richtext_ccui_RichText_create00);
    tolua_function(tolua_S,"insertElement",tolua_cc_ui_richtext_ccui_RichText_insertElement00);
    tolua_function(tolua_S,"pushBackElement",tolua_cc_ui_richtext_ccui_RichText_pushBackElement00);
    tolua_function(tolua_S,"removeElement",tolua_cc_ui_richtext_ccui_RichText_removeElement00);
    tolua_function(tolua_S,"removeElement",tolua_cc_ui_richtext_ccui_RichText_removeElement01);
    tolua_function(tolua_S,"setVerticalSpace",tolua_cc_ui_richtext_ccui_RichText_setVerticalSpace00);
    tolua_function(tolua_S,"setWrapMode",tolua_cc_ui_richtext_ccui_RichText_setWrapMode00);
    tolua_function(tolua_S,"getWrapMode",tolua_cc_ui_richtext_ccui_RichText_getWrapMode00);
    tolua_function(tolua_S,"setHorizontalAlignment",tolua_cc_ui_richtext_ccui_RichText_setHorizontalAlignment00);
    tolua_function(tolua_S,"getHorizontalAlignment",tolua_cc_ui_richtext_ccui_RichText_getHorizontalAlignment00);
    tolua_function(tolua_S,"setFontColor",tolua_cc_ui_richtext_ccui_RichText_setFontColor00);
    tolua_function(tolua_S,"getFontColor",tolua_cc_ui_richtext_ccui_RichText_getFontColor00);
    tolua_function(tolua_S,"getFontColor3B",tolua_cc_ui_richtext_ccui_RichText_getFontColor3B00);
    tolua_function(tolua_S,"setFontSize",tolua_cc_ui_richtext_ccui_RichText_setFontSize00);
    tolua_function(tolua_S,"getFontSize",tolua_cc_ui_richtext_ccui_RichText_getFontSize00);
    tolua_function(tolua_S,"setFontFace",tolua_cc_ui_richtext_ccui_RichText_setFontFace00);
    tolua_function(tolua_S,"getFontFace",tolua_cc_ui_richtext_ccui_RichText_getFontFace00);
    tolua_function(tolua_S,"setAnchorFontColor",tolua_cc_ui_richtext_ccui_RichText_setAnchorFontColor00);
    tolua_function(tolua_S,"getAnchorFontColor",tolua_cc_ui_richtext_ccui_RichText_getAnchorFontColor00);
    tolua_function(tolua_S,"getAnchorFontColor3B",tolua_cc_ui_richtext_ccui_RichText_getAnchorFontColor3B00);
    tolua_function(tolua_S,"setAnchorTextBold",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextBold00);
    tolua_function(tolua_S,"isAnchorTextBoldEnabled",tolua_cc_ui_richtext_ccui_RichText_isAnchorTextBoldEnabled00);
    tolua_function(tolua_S,"setAnchorTextItalic",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextItalic00);
    tolua_function(tolua_S,"isAnchorTextItalicEnabled",tolua_cc_ui_richtext_ccui_RichText_isAnchorTextItalicEnabled00);
    tolua_function(tolua_S,"setAnchorTextDel",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextDel00);
    tolua_function(tolua_S,"isAnchorTextDelEnabled",tolua_cc_ui_richtext_ccui_RichText_isAnchorTextDelEnabled00);
    tolua_function(tolua_S,"setAnchorTextUnderline",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextUnderline00);
    tolua_function(tolua_S,"isAnchorTextUnderlineEnabled",tolua_cc_ui_richtext_ccui_RichText_isAnchorTextUnderlineEnabled00);
    tolua_function(tolua_S,"setAnchorTextOutline",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextOutline00);
    tolua_function(tolua_S,"setAnchorTextOutline",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextOutline01);
    tolua_function(tolua_S,"setAnchorTextOutline",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextOutline02);
    tolua_function(tolua_S,"isAnchorTextOutlineEnabled",tolua_cc_ui_richtext_ccui_RichText_isAnchorTextOutlineEnabled00);
    tolua_function(tolua_S,"getAnchorTextOutlineColor3B",tolua_cc_ui_richtext_ccui_RichText_getAnchorTextOutlineColor3B00);
    tolua_function(tolua_S,"getAnchorTextOutlineSize",tolua_cc_ui_richtext_ccui_RichText_getAnchorTextOutlineSize00);
    tolua_function(tolua_S,"setAnchorTextShadow",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow00);
    tolua_function(tolua_S,"setAnchorTextShadow",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow01);
    tolua_function(tolua_S,"setAnchorTextShadow",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow02);
    tolua_function(tolua_S,"setAnchorTextShadow",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextShadow03);
    tolua_function(tolua_S,"isAnchorTextShadowEnabled",tolua_cc_ui_richtext_ccui_RichText_isAnchorTextShadowEnabled00);
    tolua_function(tolua_S,"getAnchorTextShadowColor3B",tolua_cc_ui_richtext_ccui_RichText_getAnchorTextShadowColor3B00);
    tolua_function(tolua_S,"getAnchorTextShadowOffset",tolua_cc_ui_richtext_ccui_RichText_getAnchorTextShadowOffset00);
    tolua_function(tolua_S,"getAnchorTextShadowBlurRadius",tolua_cc_ui_richtext_ccui_RichText_getAnchorTextShadowBlurRadius00);
    tolua_function(tolua_S,"setAnchorTextGlow",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextGlow00);
    tolua_function(tolua_S,"setAnchorTextGlow",tolua_cc_ui_richtext_ccui_RichText_setAnchorTextGlow01);
    tolua_function(tolua_S,"isAnchorTextGlowEnabled",tolua_cc_ui_richtext_ccui_RichText_isAnchorTextGlowEnabled00);
    tolua_function(tolua_S,"getAnchorTextGlowColor3B",tolua_cc_ui_richtext_ccui_RichText_getAnchorTextGlowColor3B00);
    tolua_function(tolua_S,"color3BWithString",tolua_cc_ui_richtext_ccui_RichText_color3BWithString00);
    tolua_function(tolua_S,"stringWithColor3B",tolua_cc_ui_richtext_ccui_RichText_stringWithColor3B00);
    tolua_function(tolua_S,"stringWithColor4B",tolua_cc_ui_richtext_ccui_RichText_stringWithColor4B00);
    tolua_function(tolua_S,"openUrl",tolua_cc_ui_richtext_ccui_RichText_openUrl00);
    tolua_function(tolua_S,"formatText",tolua_cc_ui_richtext_ccui_RichText_formatText00);
    tolua_function(tolua_S,"ignoreContentAdaptWithSize",tolua_cc_ui_richtext_ccui_RichText_ignoreContentAdaptWithSize00);
    tolua_function(tolua_S,"getVirtualRendererSize",tolua_cc_ui_richtext_ccui_RichText_getVirtualRendererSize00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_ui_richtext (lua_State* tolua_S) {
 return tolua_cc_ui_richtext_open(tolua_S);
};
#endif


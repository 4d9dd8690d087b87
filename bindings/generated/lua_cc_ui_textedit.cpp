/*
** Lua binding: cc_ui_textedit
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
TOLUA_API int  tolua_cc_ui_textedit_open (lua_State* tolua_S);

#include "UiTextEditLuaNames.h"

/* function to release collected object via destructor */
#ifdef __cplusplus

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
 tolua_usertype(tolua_S,"ccui.Scale9Sprite");
 Mtolua_typeid(tolua_S,typeid(ccui::Scale9Sprite), "ccui.Scale9Sprite");
 tolua_usertype(tolua_S,"ccui.TextField");
 Mtolua_typeid(tolua_S,typeid(ccui::TextField), "ccui.TextField");
 tolua_usertype(tolua_S,"ccui.EditBox");
 Mtolua_typeid(tolua_S,typeid(ccui::EditBox), "ccui.EditBox");
 tolua_usertype(tolua_S,"ccui.Widget");
 Mtolua_typeid(tolua_S,typeid(ccui::Widget), "ccui.Widget");
}

/* method: create of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_create00
static int tolua_cc_ui_textedit_ccui_TextField_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::TextField* tolua_ret = (ccui::TextField*)  ccui::TextField::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.TextField");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_create01
static int tolua_cc_ui_textedit_ccui_TextField_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
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
  int fontSize = ((int)  lua_tonumber(tolua_S,4));
  {
   ccui::TextField* tolua_ret = (ccui::TextField*)  ccui::TextField::create(placeholder,fontName,fontSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.TextField");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_textedit_ccui_TextField_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTouchSize of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setTouchSize00
static int tolua_cc_ui_textedit_ccui_TextField_setTouchSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setTouchSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setTouchSize(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setTouchSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTouchSize of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getTouchSize00
static int tolua_cc_ui_textedit_ccui_TextField_getTouchSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getTouchSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getTouchSize();
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
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getTouchSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTouchAreaEnabled of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setTouchAreaEnabled00
static int tolua_cc_ui_textedit_ccui_TextField_setTouchAreaEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setTouchAreaEnabled'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setTouchAreaEnabled(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setTouchAreaEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: hitTest of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_hitTest00
static int tolua_cc_ui_textedit_ccui_TextField_hitTest00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:hitTest'", NULL);
#endif
  const cc::Vec2* pt = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->hitTest(*pt);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:hitTest'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPlaceHolder of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setPlaceHolder00
static int tolua_cc_ui_textedit_ccui_TextField_setPlaceHolder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setPlaceHolder'", NULL);
#endif
  const std::string value = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setPlaceHolder(value);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setPlaceHolder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPlaceHolder of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getPlaceHolder00
static int tolua_cc_ui_textedit_ccui_TextField_getPlaceHolder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getPlaceHolder'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getPlaceHolder();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getPlaceHolder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPlaceHolderColor of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getPlaceHolderColor00
static int tolua_cc_ui_textedit_ccui_TextField_getPlaceHolderColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getPlaceHolderColor'", NULL);
#endif
  {
   const cc::Color4B& tolua_ret = (const cc::Color4B&)  self->getPlaceHolderColor();
    kite_push_Color4B(tolua_S,(void*)&tolua_ret,"const cc.Color4B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getPlaceHolderColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPlaceHolderColor of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setPlaceHolderColor00
static int tolua_cc_ui_textedit_ccui_TextField_setPlaceHolderColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setPlaceHolderColor'", NULL);
#endif
  const cc::Color4B* color = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   self->setPlaceHolderColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setPlaceHolderColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextColor of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getTextColor00
static int tolua_cc_ui_textedit_ccui_TextField_getTextColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getTextColor'", NULL);
#endif
  {
   const cc::Color4B& tolua_ret = (const cc::Color4B&)  self->getTextColor();
    kite_push_Color4B(tolua_S,(void*)&tolua_ret,"const cc.Color4B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getTextColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextColor of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setTextColor00
static int tolua_cc_ui_textedit_ccui_TextField_setTextColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setTextColor'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setTextColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontSize of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setFontSize00
static int tolua_cc_ui_textedit_ccui_TextField_setFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setFontSize'", NULL);
#endif
  int size = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setFontSize(size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontSize of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getFontSize00
static int tolua_cc_ui_textedit_ccui_TextField_getFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getFontSize'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getFontSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontName of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setFontName00
static int tolua_cc_ui_textedit_ccui_TextField_setFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setFontName'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setFontName(name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontName of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getFontName00
static int tolua_cc_ui_textedit_ccui_TextField_getFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getFontName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getFontName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: didNotSelectSelf of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_didNotSelectSelf00
static int tolua_cc_ui_textedit_ccui_TextField_didNotSelectSelf00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:didNotSelectSelf'", NULL);
#endif
  {
   self->didNotSelectSelf();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:didNotSelectSelf'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setString of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setString00
static int tolua_cc_ui_textedit_ccui_TextField_setString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setString'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getString of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getString00
static int tolua_cc_ui_textedit_ccui_TextField_getString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getString'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getString();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStringLength of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getStringLength00
static int tolua_cc_ui_textedit_ccui_TextField_getStringLength00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getStringLength'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getStringLength();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getStringLength'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMaxLengthEnabled of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setMaxLengthEnabled00
static int tolua_cc_ui_textedit_ccui_TextField_setMaxLengthEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setMaxLengthEnabled'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setMaxLengthEnabled(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setMaxLengthEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isMaxLengthEnabled of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_isMaxLengthEnabled00
static int tolua_cc_ui_textedit_ccui_TextField_isMaxLengthEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:isMaxLengthEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isMaxLengthEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:isMaxLengthEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMaxLength of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setMaxLength00
static int tolua_cc_ui_textedit_ccui_TextField_setMaxLength00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setMaxLength'", NULL);
#endif
  int length = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setMaxLength(length);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setMaxLength'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMaxLength of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getMaxLength00
static int tolua_cc_ui_textedit_ccui_TextField_getMaxLength00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getMaxLength'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getMaxLength();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getMaxLength'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPasswordEnabled of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setPasswordEnabled00
static int tolua_cc_ui_textedit_ccui_TextField_setPasswordEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setPasswordEnabled'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setPasswordEnabled(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setPasswordEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isPasswordEnabled of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_isPasswordEnabled00
static int tolua_cc_ui_textedit_ccui_TextField_isPasswordEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:isPasswordEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isPasswordEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:isPasswordEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPasswordStyleText of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setPasswordStyleText00
static int tolua_cc_ui_textedit_ccui_TextField_setPasswordStyleText00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setPasswordStyleText'", NULL);
#endif
  const char* styleText = ((const char*)  tolua_tostring(tolua_S,2,0));
  {
   self->setPasswordStyleText(styleText);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setPasswordStyleText'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPasswordStyleText of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getPasswordStyleText00
static int tolua_cc_ui_textedit_ccui_TextField_getPasswordStyleText00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getPasswordStyleText'", NULL);
#endif
  {
   const char* tolua_ret = (const char*)  self->getPasswordStyleText();
   tolua_pushstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getPasswordStyleText'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAttachWithIME of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getAttachWithIME00
static int tolua_cc_ui_textedit_ccui_TextField_getAttachWithIME00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getAttachWithIME'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->getAttachWithIME();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getAttachWithIME'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAttachWithIME of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setAttachWithIME00
static int tolua_cc_ui_textedit_ccui_TextField_setAttachWithIME00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setAttachWithIME'", NULL);
#endif
  bool attach = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAttachWithIME(attach);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setAttachWithIME'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDetachWithIME of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getDetachWithIME00
static int tolua_cc_ui_textedit_ccui_TextField_getDetachWithIME00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getDetachWithIME'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->getDetachWithIME();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getDetachWithIME'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDetachWithIME of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setDetachWithIME00
static int tolua_cc_ui_textedit_ccui_TextField_setDetachWithIME00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setDetachWithIME'", NULL);
#endif
  bool detach = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setDetachWithIME(detach);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setDetachWithIME'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInsertText of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getInsertText00
static int tolua_cc_ui_textedit_ccui_TextField_getInsertText00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getInsertText'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->getInsertText();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getInsertText'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInsertText of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setInsertText00
static int tolua_cc_ui_textedit_ccui_TextField_setInsertText00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setInsertText'", NULL);
#endif
  bool insertText = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setInsertText(insertText);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setInsertText'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDeleteBackward of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getDeleteBackward00
static int tolua_cc_ui_textedit_ccui_TextField_getDeleteBackward00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getDeleteBackward'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->getDeleteBackward();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getDeleteBackward'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDeleteBackward of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setDeleteBackward00
static int tolua_cc_ui_textedit_ccui_TextField_setDeleteBackward00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setDeleteBackward'", NULL);
#endif
  bool deleteBackward = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setDeleteBackward(deleteBackward);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setDeleteBackward'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: attachWithIME of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_attachWithIME00
static int tolua_cc_ui_textedit_ccui_TextField_attachWithIME00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:attachWithIME'", NULL);
#endif
  {
   self->attachWithIME();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:attachWithIME'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextAreaSize of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setTextAreaSize00
static int tolua_cc_ui_textedit_ccui_TextField_setTextAreaSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setTextAreaSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setTextAreaSize(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setTextAreaSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextHorizontalAlignment of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setTextHorizontalAlignment00
static int tolua_cc_ui_textedit_ccui_TextField_setTextHorizontalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setTextHorizontalAlignment'", NULL);
#endif
  cc::TextHAlignment alignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,2));
  {
   self->setTextHorizontalAlignment(alignment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setTextHorizontalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextHorizontalAlignment of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getTextHorizontalAlignment00
static int tolua_cc_ui_textedit_ccui_TextField_getTextHorizontalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getTextHorizontalAlignment'", NULL);
#endif
  {
   cc::TextHAlignment tolua_ret = (cc::TextHAlignment)  self->getTextHorizontalAlignment();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getTextHorizontalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextVerticalAlignment of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setTextVerticalAlignment00
static int tolua_cc_ui_textedit_ccui_TextField_setTextVerticalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setTextVerticalAlignment'", NULL);
#endif
  cc::TextVAlignment alignment = ((cc::TextVAlignment) (int)  lua_tonumber(tolua_S,2));
  {
   self->setTextVerticalAlignment(alignment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setTextVerticalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextVerticalAlignment of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getTextVerticalAlignment00
static int tolua_cc_ui_textedit_ccui_TextField_getTextVerticalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextField* self = (const ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getTextVerticalAlignment'", NULL);
#endif
  {
   cc::TextVAlignment tolua_ret = (cc::TextVAlignment)  self->getTextVerticalAlignment();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getTextVerticalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCursorEnabled of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setCursorEnabled00
static int tolua_cc_ui_textedit_ccui_TextField_setCursorEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setCursorEnabled'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setCursorEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCursorChar of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setCursorChar00
static int tolua_cc_ui_textedit_ccui_TextField_setCursorChar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setCursorChar'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setCursorChar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCursorPosition of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_setCursorPosition00
static int tolua_cc_ui_textedit_ccui_TextField_setCursorPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:setCursorPosition'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:setCursorPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAutoRenderSize of class  ccui::TextField */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_TextField_getAutoRenderSize00
static int tolua_cc_ui_textedit_ccui_TextField_getAutoRenderSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextField",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextField* self = (ccui::TextField*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextField:getAutoRenderSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getAutoRenderSize();
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
 tolua_error(tolua_S,"#ferror in function 'ccui.TextField:getAutoRenderSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithSizeAndBackgroundSprite of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_initWithSizeAndBackgroundSprite00
static int tolua_cc_ui_textedit_ccui_EditBox_initWithSizeAndBackgroundSprite00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[4];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isobject(tolua_S,3,"ccui.Scale9Sprite",0,&tolua_err,&tolua_seen[3]) ||
     !kite_isusertype(tolua_S,4,"ccui.Scale9Sprite",1,&tolua_err,&tolua_seen[1]) ||
     !kite_isusertype(tolua_S,5,"ccui.Scale9Sprite",1,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:initWithSizeAndBackgroundSprite'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  ccui::Scale9Sprite* normalSprite = ((ccui::Scale9Sprite*)  kite_tousertype(tolua_S,3,0));
  ccui::Scale9Sprite* pressedSprite = ((ccui::Scale9Sprite*)  tolua_tousertype(tolua_S,4,NULL));
  ccui::Scale9Sprite* disabledSprite = ((ccui::Scale9Sprite*)  tolua_tousertype(tolua_S,5,NULL));
  {
   bool tolua_ret = (bool)  self->initWithSizeAndBackgroundSprite(*size,normalSprite,pressedSprite,disabledSprite);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:initWithSizeAndBackgroundSprite'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setText of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setText00
static int tolua_cc_ui_textedit_ccui_EditBox_setText00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setText'", NULL);
#endif
  const char* text = ((const char*)  tolua_tostring(tolua_S,2,0));
  {
   self->setText(text);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setText'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getText of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getText00
static int tolua_cc_ui_textedit_ccui_EditBox_getText00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getText'", NULL);
#endif
  {
   const char* tolua_ret = (const char*)  self->getText();
   tolua_pushstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getText'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFont of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setFont00
static int tolua_cc_ui_textedit_ccui_EditBox_setFont00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setFont'", NULL);
#endif
  const char* fontName = ((const char*)  tolua_tostring(tolua_S,2,0));
  int fontSize = ((int)  lua_tonumber(tolua_S,3));
  {
   self->setFont(fontName,fontSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setFont'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontName of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setFontName00
static int tolua_cc_ui_textedit_ccui_EditBox_setFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setFontName'", NULL);
#endif
  const char* fontName = ((const char*)  tolua_tostring(tolua_S,2,0));
  {
   self->setFontName(fontName);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontName of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getFontName00
static int tolua_cc_ui_textedit_ccui_EditBox_getFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getFontName'", NULL);
#endif
  {
   const char* tolua_ret = (const char*)  self->getFontName();
   tolua_pushstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontSize of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setFontSize00
static int tolua_cc_ui_textedit_ccui_EditBox_setFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setFontSize'", NULL);
#endif
  int fontSize = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setFontSize(fontSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontSize of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getFontSize00
static int tolua_cc_ui_textedit_ccui_EditBox_getFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getFontSize'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getFontSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontColor of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setFontColor00
static int tolua_cc_ui_textedit_ccui_EditBox_setFontColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setFontColor'", NULL);
#endif
  const cc::Color4B* color = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   self->setFontColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setFontColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontColor of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getFontColor00
static int tolua_cc_ui_textedit_ccui_EditBox_getFontColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getFontColor'", NULL);
#endif
  {
   const cc::Color4B& tolua_ret = (const cc::Color4B&)  self->getFontColor();
    kite_push_Color4B(tolua_S,(void*)&tolua_ret,"const cc.Color4B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getFontColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPlaceholderFont of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFont00
static int tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFont00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setPlaceholderFont'", NULL);
#endif
  const char* fontName = ((const char*)  tolua_tostring(tolua_S,2,0));
  int fontSize = ((int)  lua_tonumber(tolua_S,3));
  {
   self->setPlaceholderFont(fontName,fontSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setPlaceholderFont'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPlaceholderFontName of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFontName00
static int tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setPlaceholderFontName'", NULL);
#endif
  const char* fontName = ((const char*)  tolua_tostring(tolua_S,2,0));
  {
   self->setPlaceholderFontName(fontName);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setPlaceholderFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPlaceholderFontName of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getPlaceholderFontName00
static int tolua_cc_ui_textedit_ccui_EditBox_getPlaceholderFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getPlaceholderFontName'", NULL);
#endif
  {
   const char* tolua_ret = (const char*)  self->getPlaceholderFontName();
   tolua_pushstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getPlaceholderFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPlaceholderFontSize of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFontSize00
static int tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setPlaceholderFontSize'", NULL);
#endif
  int fontSize = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setPlaceholderFontSize(fontSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setPlaceholderFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPlaceholderFontSize of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getPlaceholderFontSize00
static int tolua_cc_ui_textedit_ccui_EditBox_getPlaceholderFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getPlaceholderFontSize'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getPlaceholderFontSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getPlaceholderFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPlaceholderFontColor of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFontColor00
static int tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFontColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setPlaceholderFontColor'", NULL);
#endif
  const cc::Color4B* color = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   self->setPlaceholderFontColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setPlaceholderFontColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPlaceholderFontColor of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getPlaceholderFontColor00
static int tolua_cc_ui_textedit_ccui_EditBox_getPlaceholderFontColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getPlaceholderFontColor'", NULL);
#endif
  {
   const cc::Color4B& tolua_ret = (const cc::Color4B&)  self->getPlaceholderFontColor();
    kite_push_Color4B(tolua_S,(void*)&tolua_ret,"const cc.Color4B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getPlaceholderFontColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPlaceHolder of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setPlaceHolder00
static int tolua_cc_ui_textedit_ccui_EditBox_setPlaceHolder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setPlaceHolder'", NULL);
#endif
  const char* text = ((const char*)  tolua_tostring(tolua_S,2,0));
  {
   self->setPlaceHolder(text);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setPlaceHolder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPlaceHolder of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getPlaceHolder00
static int tolua_cc_ui_textedit_ccui_EditBox_getPlaceHolder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getPlaceHolder'", NULL);
#endif
  {
   const char* tolua_ret = (const char*)  self->getPlaceHolder();
   tolua_pushstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getPlaceHolder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInputMode of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setInputMode00
static int tolua_cc_ui_textedit_ccui_EditBox_setInputMode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setInputMode'", NULL);
#endif
  ccui::EditBox::InputMode inputMode = ((ccui::EditBox::InputMode) (int)  lua_tonumber(tolua_S,2));
  {
   self->setInputMode(inputMode);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setInputMode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInputMode of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getInputMode00
static int tolua_cc_ui_textedit_ccui_EditBox_getInputMode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getInputMode'", NULL);
#endif
  {
   ccui::EditBox::InputMode tolua_ret = (ccui::EditBox::InputMode)  self->getInputMode();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getInputMode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMaxLength of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setMaxLength00
static int tolua_cc_ui_textedit_ccui_EditBox_setMaxLength00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setMaxLength'", NULL);
#endif
  int maxLength = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setMaxLength(maxLength);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setMaxLength'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMaxLength of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getMaxLength00
static int tolua_cc_ui_textedit_ccui_EditBox_getMaxLength00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getMaxLength'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getMaxLength();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getMaxLength'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInputFlag of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setInputFlag00
static int tolua_cc_ui_textedit_ccui_EditBox_setInputFlag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setInputFlag'", NULL);
#endif
  ccui::EditBox::InputFlag inputFlag = ((ccui::EditBox::InputFlag) (int)  lua_tonumber(tolua_S,2));
  {
   self->setInputFlag(inputFlag);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setInputFlag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInputFlag of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getInputFlag00
static int tolua_cc_ui_textedit_ccui_EditBox_getInputFlag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getInputFlag'", NULL);
#endif
  {
   ccui::EditBox::InputFlag tolua_ret = (ccui::EditBox::InputFlag)  self->getInputFlag();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getInputFlag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setReturnType of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setReturnType00
static int tolua_cc_ui_textedit_ccui_EditBox_setReturnType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setReturnType'", NULL);
#endif
  ccui::EditBox::KeyboardReturnType returnType = ((ccui::EditBox::KeyboardReturnType) (int)  lua_tonumber(tolua_S,2));
  {
   self->setReturnType(returnType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setReturnType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getReturnType of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getReturnType00
static int tolua_cc_ui_textedit_ccui_EditBox_getReturnType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getReturnType'", NULL);
#endif
  {
   ccui::EditBox::KeyboardReturnType tolua_ret = (ccui::EditBox::KeyboardReturnType)  self->getReturnType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getReturnType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextHorizontalAlignment of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_setTextHorizontalAlignment00
static int tolua_cc_ui_textedit_ccui_EditBox_setTextHorizontalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:setTextHorizontalAlignment'", NULL);
#endif
  cc::TextHAlignment alignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,2));
  {
   self->setTextHorizontalAlignment(alignment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:setTextHorizontalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextHorizontalAlignment of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_getTextHorizontalAlignment00
static int tolua_cc_ui_textedit_ccui_EditBox_getTextHorizontalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::EditBox* self = (const ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:getTextHorizontalAlignment'", NULL);
#endif
  {
   cc::TextHAlignment tolua_ret = (cc::TextHAlignment)  self->getTextHorizontalAlignment();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:getTextHorizontalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: openKeyboard of class  ccui::EditBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_textedit_ccui_EditBox_openKeyboard00
static int tolua_cc_ui_textedit_ccui_EditBox_openKeyboard00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.EditBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::EditBox* self = (ccui::EditBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.EditBox:openKeyboard'", NULL);
#endif
  {
   self->openKeyboard();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.EditBox:openKeyboard'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_ui_textedit_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
  tolua_endmodule(tolua_S);
  tolua_module(tolua_S,"ccui",0);
  tolua_beginmodule(tolua_S,"ccui");
   tolua_cclass(tolua_S,"TextField","ccui.TextField","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"TextField");
    tolua_function(tolua_S,"create",tolua_cc_ui_textedit_ccui_TextField_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_textedit_ccui_TextField_create01);
    tolua_function(tolua_S,"setTouchSize",tolua_cc_ui_textedit_ccui_TextField_setTouchSize00);
    tolua_function(tolua_S,"getTouchSize",tolua_cc_ui_textedit_ccui_TextField_getTouchSize00);
    tolua_function(tolua_S,"setTouchAreaEnabled",tolua_cc_ui_textedit_ccui_TextField_setTouchAreaEnabled00);
    tolua_function(tolua_S,"hitTest",tolua_cc_ui_textedit_ccui_TextField_hitTest00);
    tolua_function(tolua_S,"setPlaceHolder",tolua_cc_ui_textedit_ccui_TextField_setPlaceHolder00);
    tolua_function(tolua_S,"getPlaceHolder",tolua_cc_ui_textedit_ccui_TextField_getPlaceHolder00);
    tolua_function(tolua_S,"getPlaceHolderColor",tolua_cc_ui_textedit_ccui_TextField_getPlaceHolderColor00);
    tolua_function(tolua_S,"setPlaceHolderColor",tolua_cc_ui_textedit_ccui_TextField_setPlaceHolderColor00);
    tolua_function(tolua_S,"getTextColor",tolua_cc_ui_textedit_ccui_TextField_getTextColor00);
    tolua_function(tolua_S,"setTextColor",tolua_cc_ui_textedit_ccui_TextField_setTextColor00);
    tolua_function(tolua_S,"setFontSize",tolua_cc_ui_textedit_ccui_TextField_setFontSize00);
    tolua_function(tolua_S,"getFontSize",tolua_cc_ui_textedit_ccui_TextField_getFontSize00);
    tolua_function(tolua_S,"setFontName",tolua_cc_ui_textedit_ccui_TextField_setFontName00);
    tolua_function(tolua_S,"getFontName",tolua_cc_ui_textedit_ccui_TextField_getFontName00);
    tolua_function(tolua_S,"didNotSelectSelf",tolua_cc_ui_textedit_ccui_TextField_didNotSelectSelf00);
    tolua_function(tolua_S,"setString",tolua_cc_ui_textedit_ccui_TextField_setString00);
    tolua_function(tolua_S,"getString",tolua_cc_ui_textedit_ccui_TextField_getString00);
    tolua_function(tolua_S,"getStringLength",tolua_cc_ui_textedit_ccui_TextField_getStringLength00);
    tolua_function(tolua_S,"setMaxLengthEnabled",tolua_cc_ui_textedit_ccui_TextField_setMaxLengthEnabled00);
    tolua_function(tolua_S,"isMaxLengthEnabled",tolua_cc_ui_textedit_ccui_TextField_isMaxLengthEnabled00);
    tolua_function(tolua_S,"setMaxLength",tolua_cc_ui_textedit_ccui_TextField_setMaxLength00);
    tolua_function(tolua_S,"getMaxLength",tolua_cc_ui_textedit_ccui_TextField_getMaxLength00);
    tolua_function(tolua_S,"setPasswordEnabled",tolua_cc_ui_textedit_ccui_TextField_setPasswordEnabled00);
    tolua_function(tolua_S,"isPasswordEnabled",tolua_cc_ui_textedit_ccui_TextField_isPasswordEnabled00);
    tolua_function(tolua_S,"setPasswordStyleText",tolua_cc_ui_textedit_ccui_TextField_setPasswordStyleText00);
    tolua_function(tolua_S,"getPasswordStyleText",tolua_cc_ui_textedit_ccui_TextField_getPasswordStyleText00);
    tolua_function(tolua_S,"getAttachWithIME",tolua_cc_ui_textedit_ccui_TextField_getAttachWithIME00);
    tolua_function(tolua_S,"setAttachWithIME",tolua_cc_ui_textedit_ccui_TextField_setAttachWithIME00);
    tolua_function(tolua_S,"getDetachWithIME",tolua_cc_ui_textedit_ccui_TextField_getDetachWithIME00);
    tolua_function(tolua_S,"setDetachWithIME",tolua_cc_ui_textedit_ccui_TextField_setDetachWithIME00);
    tolua_function(tolua_S,"getInsertText",tolua_cc_ui_textedit_ccui_TextField_getInsertText00);
    tolua_function(tolua_S,"setInsertText",tolua_cc_ui_textedit_ccui_TextField_setInsertText00);
    tolua_function(tolua_S,"getDeleteBackward",tolua_cc_ui_textedit_ccui_TextField_getDeleteBackward00);
    tolua_function(tolua_S,"setDeleteBackward",tolua_cc_ui_textedit_ccui_TextField_setDeleteBackward00);
    tolua_function(tolua_S,"attachWithIME",tolua_cc_ui_textedit_ccui_TextField_attachWithIME00);
    tolua_function(tolua_S,"setTextAreaSize",tolua_cc_ui_textedit_ccui_TextField_setTextAreaSize00);
    tolua_function(tolua_S,"setTextHorizontalAlignment",tolua_cc_ui_textedit_ccui_TextField_setTextHorizontalAlignment00);
    tolua_function(tolua_S,"getTextHorizontalAlignment",tolua_cc_ui_textedit_ccui_TextField_getTextHorizontalAlignment00);
    tolua_function(tolua_S,"setTextVerticalAlignment",tolua_cc_ui_textedit_ccui_TextField_setTextVerticalAlignment00);
    tolua_function(tolua_S,"getTextVerticalAlignment",tolua_cc_ui_textedit_ccui_TextField_getTextVerticalAlignment00);
    tolua_function(tolua_S,"setCursorEnabled",tolua_cc_ui_textedit_ccui_TextField_setCursorEnabled00);
    tolua_function(tolua_S,"setCursorChar",tolua_cc_ui_textedit_ccui_TextField_setCursorChar00);
    tolua_function(tolua_S,"setCursorPosition",tolua_cc_ui_textedit_ccui_TextField_setCursorPosition00);
    tolua_function(tolua_S,"getAutoRenderSize",tolua_cc_ui_textedit_ccui_TextField_getAutoRenderSize00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
  tolua_module(tolua_S,"ccui",0);
  tolua_beginmodule(tolua_S,"ccui");
   tolua_cclass(tolua_S,"EditBox","ccui.EditBox","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"EditBox");
    tolua_function(tolua_S,"initWithSizeAndBackgroundSprite",tolua_cc_ui_textedit_ccui_EditBox_initWithSizeAndBackgroundSprite00);
    tolua_function(tolua_S,"setText",tolua_cc_ui_textedit_ccui_EditBox_setText00);
    tolua_function(tolua_S,"getText",tolua_cc_ui_textedit_ccui_EditBox_getText00);
    tolua_function(tolua_S,"setFont",tolua_cc_ui_textedit_ccui_EditBox_setFont00);
    tolua_function(tolua_S,"setFontName",tolua_cc_ui_textedit_ccui_EditBox_setFontName00);
    tolua_function(tolua_S,"getFontName",tolua_cc_ui_textedit_ccui_EditBox_getFontName00);
    tolua_function(tolua_S,"setFontSize",tolua_cc_ui_textedit_ccui_EditBox_setFontSize00);
    tolua_function(tolua_S,"getFontSize",tolua_cc_ui_textedit_ccui_EditBox_getFontSize00);
    tolua_function(tolua_S,"setFontColor",tolua_cc_ui_textedit_ccui_EditBox_setFontColor00);
    tolua_function(tolua_S,"getFontColor",tolua_cc_ui_textedit_ccui_EditBox_getFontColor00);
    tolua_function(tolua_S,"setPlaceholderFont",tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFont00);
    tolua_function(tolua_S,"setPlaceholderFontName",tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFontName00);
    tolua_function(tolua_S,"getPlaceholderFontName",tolua_cc_ui_textedit_ccui_EditBox_getPlaceholderFontName00);
    tolua_function(tolua_S,"setPlaceholderFontSize",tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFontSize00);
    tolua_function(tolua_S,"getPlaceholderFontSize",tolua_cc_ui_textedit_ccui_EditBox_getPlaceholderFontSize00);
    tolua_function(tolua_S,"setPlaceholderFontColor",tolua_cc_ui_textedit_ccui_EditBox_setPlaceholderFontColor00);
    tolua_function(tolua_S,"getPlaceholderFontColor",tolua_cc_ui_textedit_ccui_EditBox_getPlaceholderFontColor00);
    tolua_function(tolua_S,"setPlaceHolder",tolua_cc_ui_textedit_ccui_EditBox_setPlaceHolder00);
    tolua_function(tolua_S,"getPlaceHolder",tolua_cc_ui_textedit_ccui_EditBox_getPlaceHolder00);
    tolua_function(tolua_S,"setInputMode",tolua_cc_ui_textedit_ccui_EditBox_setInputMode00);
    tolua_function(tolua_S,"getInputMode",tolua_cc_ui_textedit_ccui_EditBox_getInputMode00);
    tolua_function(tolua_S,"setMaxLength",tolua_cc_ui_textedit_ccui_EditBox_setMaxLength00);
    tolua_function(tolua_S,"getMaxLength",tolua_cc_ui_textedit_ccui_EditBox_getMaxLength00);
    tolua_function(tolua_S,"setInputFlag",tolua_cc_ui_textedit_ccui_EditBox_setInputFlag00);
    tolua_function(tolua_S,"getInputFlag",tolua_cc_ui_textedit_ccui_EditBox_getInputFlag00);
    tolua_function(tolua_S,"setReturnType",tolua_cc_ui_textedit_ccui_EditBox_setReturnType00);
    tolua_function(tolua_S,"getReturnType",tolua_cc_ui_textedit_ccui_EditBox_getReturnType00);
    tolua_function(tolua_S,"setTextHorizontalAlignment",tolua_cc_ui_textedit_ccui_EditBox_setTextHorizontalAlignment00);
    tolua_function(tolua_S,"getTextHorizontalAlignment",tolua_cc_ui_textedit_ccui_EditBox_getTextHorizontalAlignment00);
    tolua_function(tolua_S,"openKeyboard",tolua_cc_ui_textedit_ccui_EditBox_openKeyboard00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_ui_textedit (lua_State* tolua_S) {
 return tolua_cc_ui_textedit_open(tolua_S);
};
#endif


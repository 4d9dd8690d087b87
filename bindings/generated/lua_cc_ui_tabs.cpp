/*
** Lua binding: cc_ui_tabs
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
TOLUA_API int  tolua_cc_ui_tabs_open (lua_State* tolua_S);

#include "UiLuaNames.h"
#include "ui/Layout.h"
#include "ui/TabControl.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.Label");
 Mtolua_typeid(tolua_S,typeid(cc::Label), "cc.Label");
 tolua_usertype(tolua_S,"ccui.Layout");
 Mtolua_typeid(tolua_S,typeid(ccui::Layout), "ccui.Layout");
 tolua_usertype(tolua_S,"ccui.AbstractCheckButton");
 Mtolua_typeid(tolua_S,typeid(ccui::AbstractCheckButton), "ccui.AbstractCheckButton");
 tolua_usertype(tolua_S,"ccui.Widget");
 Mtolua_typeid(tolua_S,typeid(ccui::Widget), "ccui.Widget");
 tolua_usertype(tolua_S,"ccui.TabControl");
 Mtolua_typeid(tolua_S,typeid(ccui::TabControl), "ccui.TabControl");
 tolua_usertype(tolua_S,"ccui.TabHeader");
 Mtolua_typeid(tolua_S,typeid(ccui::TabHeader), "ccui.TabHeader");
}

/* method: getTitleRenderer of class  ccui::TabHeader */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabHeader_getTitleRenderer00
static int tolua_cc_ui_tabs_ccui_TabHeader_getTitleRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabHeader",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabHeader* self = (const ccui::TabHeader*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabHeader:getTitleRenderer'", NULL);
#endif
  {
   cc::Label* tolua_ret = (cc::Label*)  self->getTitleRenderer();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabHeader:getTitleRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTitleText of class  ccui::TabHeader */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabHeader_setTitleText00
static int tolua_cc_ui_tabs_ccui_TabHeader_setTitleText00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabHeader",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabHeader* self = (ccui::TabHeader*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabHeader:setTitleText'", NULL);
#endif
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setTitleText(text);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabHeader:setTitleText'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTitleText of class  ccui::TabHeader */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabHeader_getTitleText00
static int tolua_cc_ui_tabs_ccui_TabHeader_getTitleText00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabHeader",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabHeader* self = (const ccui::TabHeader*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabHeader:getTitleText'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getTitleText();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabHeader:getTitleText'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTitleColor of class  ccui::TabHeader */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabHeader_setTitleColor00
static int tolua_cc_ui_tabs_ccui_TabHeader_setTitleColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabHeader",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabHeader* self = (ccui::TabHeader*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabHeader:setTitleColor'", NULL);
#endif
  const cc::Color4B* color = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   self->setTitleColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabHeader:setTitleColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTitleColor of class  ccui::TabHeader */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabHeader_getTitleColor00
static int tolua_cc_ui_tabs_ccui_TabHeader_getTitleColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabHeader",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabHeader* self = (const ccui::TabHeader*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabHeader:getTitleColor'", NULL);
#endif
  {
   const cc::Color4B& tolua_ret = (const cc::Color4B&)  self->getTitleColor();
    kite_push_Color4B(tolua_S,(void*)&tolua_ret,"const cc.Color4B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabHeader:getTitleColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTitleFontSize of class  ccui::TabHeader */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabHeader_setTitleFontSize00
static int tolua_cc_ui_tabs_ccui_TabHeader_setTitleFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabHeader",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabHeader* self = (ccui::TabHeader*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabHeader:setTitleFontSize'", NULL);
#endif
  float size = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setTitleFontSize(size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabHeader:setTitleFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTitleFontSize of class  ccui::TabHeader */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabHeader_getTitleFontSize00
static int tolua_cc_ui_tabs_ccui_TabHeader_getTitleFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabHeader",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabHeader* self = (const ccui::TabHeader*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabHeader:getTitleFontSize'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getTitleFontSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabHeader:getTitleFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTitleFontName of class  ccui::TabHeader */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabHeader_setTitleFontName00
static int tolua_cc_ui_tabs_ccui_TabHeader_setTitleFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabHeader",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabHeader* self = (ccui::TabHeader*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabHeader:setTitleFontName'", NULL);
#endif
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setTitleFontName(fontName);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabHeader:setTitleFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTitleFontName of class  ccui::TabHeader */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabHeader_getTitleFontName00
static int tolua_cc_ui_tabs_ccui_TabHeader_getTitleFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabHeader",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabHeader* self = (const ccui::TabHeader*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabHeader:getTitleFontName'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getTitleFontName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabHeader:getTitleFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIndexInTabControl of class  ccui::TabHeader */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabHeader_getIndexInTabControl00
static int tolua_cc_ui_tabs_ccui_TabHeader_getIndexInTabControl00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabHeader",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabHeader* self = (const ccui::TabHeader*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabHeader:getIndexInTabControl'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getIndexInTabControl();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabHeader:getIndexInTabControl'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_create00
static int tolua_cc_ui_tabs_ccui_TabControl_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::TabControl* tolua_ret = (ccui::TabControl*)  ccui::TabControl::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.TabControl");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: insertTab of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_insertTab00
static int tolua_cc_ui_tabs_ccui_TabControl_insertTab00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"ccui.TabHeader",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,4,"ccui.Layout",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabControl* self = (ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:insertTab'", NULL);
#endif
  int index = ((int)  lua_tonumber(tolua_S,2));
  ccui::TabHeader* header = ((ccui::TabHeader*)  kite_tousertype(tolua_S,3,0));
  ccui::Layout* container = ((ccui::Layout*)  kite_tousertype(tolua_S,4,0));
  {
   self->insertTab(index,header,container);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:insertTab'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeTab of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_removeTab00
static int tolua_cc_ui_tabs_ccui_TabControl_removeTab00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabControl* self = (ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:removeTab'", NULL);
#endif
  int index = ((int)  lua_tonumber(tolua_S,2));
  {
   self->removeTab(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:removeTab'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTabCount of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_getTabCount00
static int tolua_cc_ui_tabs_ccui_TabControl_getTabCount00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabControl* self = (const ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:getTabCount'", NULL);
#endif
  {
   long tolua_ret = (long)  self->getTabCount();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:getTabCount'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSelectTab of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_setSelectTab00
static int tolua_cc_ui_tabs_ccui_TabControl_setSelectTab00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.TabHeader",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabControl* self = (ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:setSelectTab'", NULL);
#endif
  ccui::TabHeader* tabHeader = ((ccui::TabHeader*)  kite_tousertype(tolua_S,2,0));
  {
   self->setSelectTab(tabHeader);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:setSelectTab'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSelectTab of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_setSelectTab01
static int tolua_cc_ui_tabs_ccui_TabControl_setSelectTab01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::TabControl* self = (ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:setSelectTab'", NULL);
#endif
  int index = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setSelectTab(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_tabs_ccui_TabControl_setSelectTab00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSelectedTabIndex of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_getSelectedTabIndex00
static int tolua_cc_ui_tabs_ccui_TabControl_getSelectedTabIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabControl* self = (const ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:getSelectedTabIndex'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getSelectedTabIndex();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:getSelectedTabIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTabHeader of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_getTabHeader00
static int tolua_cc_ui_tabs_ccui_TabControl_getTabHeader00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabControl* self = (const ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:getTabHeader'", NULL);
#endif
  int index = ((int)  lua_tonumber(tolua_S,2));
  {
   ccui::TabHeader* tolua_ret = (ccui::TabHeader*)  self->getTabHeader(index);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.TabHeader");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:getTabHeader'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTabContainer of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_getTabContainer00
static int tolua_cc_ui_tabs_ccui_TabControl_getTabContainer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabControl* self = (const ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:getTabContainer'", NULL);
#endif
  int index = ((int)  lua_tonumber(tolua_S,2));
  {
   ccui::Layout* tolua_ret = (ccui::Layout*)  self->getTabContainer(index);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Layout");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:getTabContainer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: indexOfTabHeader of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_indexOfTabHeader00
static int tolua_cc_ui_tabs_ccui_TabControl_indexOfTabHeader00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"const ccui.TabHeader",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabControl* self = (const ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:indexOfTabHeader'", NULL);
#endif
  const ccui::TabHeader* tabCell = ((const ccui::TabHeader*)  kite_tousertype(tolua_S,2,0));
  {
   int tolua_ret = (int)  self->indexOfTabHeader(tabCell);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:indexOfTabHeader'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setHeaderWidth of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_setHeaderWidth00
static int tolua_cc_ui_tabs_ccui_TabControl_setHeaderWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabControl* self = (ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:setHeaderWidth'", NULL);
#endif
  float headerWidth = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setHeaderWidth(headerWidth);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:setHeaderWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getHeaderWidth of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_getHeaderWidth00
static int tolua_cc_ui_tabs_ccui_TabControl_getHeaderWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabControl* self = (const ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:getHeaderWidth'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getHeaderWidth();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:getHeaderWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setHeaderHeight of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_setHeaderHeight00
static int tolua_cc_ui_tabs_ccui_TabControl_setHeaderHeight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabControl* self = (ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:setHeaderHeight'", NULL);
#endif
  float headerHeight = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setHeaderHeight(headerHeight);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:setHeaderHeight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getHeaderHeight of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_getHeaderHeight00
static int tolua_cc_ui_tabs_ccui_TabControl_getHeaderHeight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabControl* self = (const ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:getHeaderHeight'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getHeaderHeight();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:getHeaderHeight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setHeaderSelectedZoom of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_setHeaderSelectedZoom00
static int tolua_cc_ui_tabs_ccui_TabControl_setHeaderSelectedZoom00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabControl* self = (ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:setHeaderSelectedZoom'", NULL);
#endif
  float zoom = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setHeaderSelectedZoom(zoom);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:setHeaderSelectedZoom'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getHeaderSelectedZoom of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_getHeaderSelectedZoom00
static int tolua_cc_ui_tabs_ccui_TabControl_getHeaderSelectedZoom00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabControl* self = (const ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:getHeaderSelectedZoom'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getHeaderSelectedZoom();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:getHeaderSelectedZoom'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setHeaderDockPlace of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_setHeaderDockPlace00
static int tolua_cc_ui_tabs_ccui_TabControl_setHeaderDockPlace00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabControl* self = (ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:setHeaderDockPlace'", NULL);
#endif
  ccui::TabControl::Dock dockPlace = ((ccui::TabControl::Dock) (int)  lua_tonumber(tolua_S,2));
  {
   self->setHeaderDockPlace(dockPlace);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:setHeaderDockPlace'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getHeaderDockPlace of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_getHeaderDockPlace00
static int tolua_cc_ui_tabs_ccui_TabControl_getHeaderDockPlace00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabControl* self = (const ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:getHeaderDockPlace'", NULL);
#endif
  {
   ccui::TabControl::Dock tolua_ret = (ccui::TabControl::Dock)  self->getHeaderDockPlace();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:getHeaderDockPlace'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: ignoreHeadersTextureSize of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_ignoreHeadersTextureSize00
static int tolua_cc_ui_tabs_ccui_TabControl_ignoreHeadersTextureSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TabControl* self = (ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:ignoreHeadersTextureSize'", NULL);
#endif
  bool ignore = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->ignoreHeadersTextureSize(ignore);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:ignoreHeadersTextureSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isIgnoreHeadersTextureSize of class  ccui::TabControl */
#ifndef TOLUA_DISABLE_tolua_cc_ui_tabs_ccui_TabControl_isIgnoreHeadersTextureSize00
static int tolua_cc_ui_tabs_ccui_TabControl_isIgnoreHeadersTextureSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TabControl",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TabControl* self = (const ccui::TabControl*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TabControl:isIgnoreHeadersTextureSize'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isIgnoreHeadersTextureSize();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TabControl:isIgnoreHeadersTextureSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_ui_tabs_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"ccui",0);
  tolua_beginmodule(tolua_S,"ccui");
   tolua_cclass(tolua_S,"TabHeader","ccui.TabHeader","ccui.AbstractCheckButton",NULL);
   tolua_beginmodule(tolua_S,"TabHeader");
    tolua_function(tolua_S,"getTitleRenderer",tolua_cc_ui_tabs_ccui_TabHeader_getTitleRenderer00);
    tolua_function(tolua_S,"setTitleText",tolua_cc_ui_tabs_ccui_TabHeader_setTitleText00);
    tolua_function(tolua_S,"getTitleText",tolua_cc_ui_tabs_ccui_TabHeader_getTitleText00);
    tolua_function(tolua_S,"setTitleColor",tolua_cc_ui_tabs_ccui_TabHeader_setTitleColor00);
    tolua_function(tolua_S,"getTitleColor",tolua_cc_ui_tabs_ccui_TabHeader_getTitleColor00);
    tolua_function(tolua_S,"setTitleFontSize",tolua_cc_ui_tabs_ccui_TabHeader_setTitleFontSize00);
    tolua_function(tolua_S,"getTitleFontSize",tolua_cc_ui_tabs_ccui_TabHeader_getTitleFontSize00);
    tolua_function(tolua_S,"setTitleFontName",tolua_cc_ui_tabs_ccui_TabHeader_setTitleFontName00);
    tolua_function(tolua_S,"getTitleFontName",tolua_cc_ui_tabs_ccui_TabHeader_getTitleFontName00);
    tolua_function(tolua_S,"getIndexInTabControl",tolua_cc_ui_tabs_ccui_TabHeader_getIndexInTabControl00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TabControl","ccui.TabControl","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"TabControl");
    tolua_function(tolua_S,"create",tolua_cc_ui_tabs_ccui_TabControl_create00);
    tolua_function(tolua_S,"insertTab",tolua_cc_ui_tabs_ccui_TabControl_insertTab00);
    tolua_function(tolua_S,"removeTab",tolua_cc_ui_tabs_ccui_TabControl_removeTab00);
    tolua_function(tolua_S,"getTabCount",tolua_cc_ui_tabs_ccui_TabControl_getTabCount00);
    tolua_function(tolua_S,"setSelectTab",tolua_cc_ui_tabs_ccui_TabControl_setSelectTab00);
    tolua_function(tolua_S,"setSelectTab",tolua_cc_ui_tabs_ccui_TabControl_setSelectTab01);
    tolua_function(tolua_S,"getSelectedTabIndex",tolua_cc_ui_tabs_ccui_TabControl_getSelectedTabIndex00);
    tolua_function(tolua_S,"getTabHeader",tolua_cc_ui_tabs_ccui_TabControl_getTabHeader00);
    tolua_function(tolua_S,"getTabContainer",tolua_cc_ui_tabs_ccui_TabControl_getTabContainer00);
    tolua_function(tolua_S,"indexOfTabHeader",tolua_cc_ui_tabs_ccui_TabControl_indexOfTabHeader00);
    tolua_function(tolua_S,"setHeaderWidth",tolua_cc_ui_tabs_ccui_TabControl_setHeaderWidth00);
    tolua_function(tolua_S,"getHeaderWidth",tolua_cc_ui_tabs_ccui_TabControl_getHeaderWidth00);
    tolua_function(tolua_S,"setHeaderHeight",tolua_cc_ui_tabs_ccui_TabControl_setHeaderHeight00);
    tolua_function(tolua_S,"getHeaderHeight",tolua_cc_ui_tabs_ccui_TabControl_getHeaderHeight00);
    tolua_function(tolua_S,"setHeaderSelectedZoom",tolua_cc_ui_tabs_ccui_TabControl_setHeaderSelectedZoom00);
    tolua_function(tolua_S,"getHeaderSelectedZoom",tolua_cc_ui_tabs_ccui_TabControl_getHeaderSelectedZoom00);
    tolua_function(tolua_S,"setHeaderDockPlace",tolua_cc_ui_tabs_ccui_TabControl_setHeaderDockPlace00);
    tolua_function(tolua_S,"getHeaderDockPlace",tolua_cc_ui_tabs_ccui_TabControl_getHeaderDockPlace00);
    tolua_function(tolua_S,"ignoreHeadersTextureSize",tolua_cc_ui_tabs_ccui_TabControl_ignoreHeadersTextureSize00);
    tolua_function(tolua_S,"isIgnoreHeadersTextureSize",tolua_cc_ui_tabs_ccui_TabControl_isIgnoreHeadersTextureSize00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_ui_tabs (lua_State* tolua_S) {
 return tolua_cc_ui_tabs_open(tolua_S);
};
#endif


/*
** Lua binding: cc_ui_layouts
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
TOLUA_API int  tolua_cc_ui_layouts_open (lua_State* tolua_S);

#include "UiLuaNames.h"
#include "ui/HBox.h"
#include "ui/LinearLayoutParameter.h"
#include "ui/ListView.h"
#include "ui/PageView.h"
#include "ui/RelativeBox.h"
#include "ui/RelativeLayoutParameter.h"
#include "ui/ScrollView.h"
#include "ui/VBox.h"

/* function to release collected object via destructor */
#ifdef __cplusplus

static int tolua_collect_cc__Vec2 (lua_State* tolua_S)
{
 cc::Vec2* self = (cc::Vec2*) kite_tousertype(tolua_S,1,0);
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
 tolua_usertype(tolua_S,"ccui.PageView");
 Mtolua_typeid(tolua_S,typeid(ccui::PageView), "ccui.PageView");
 tolua_usertype(tolua_S,"ccui.ScrollView");
 Mtolua_typeid(tolua_S,typeid(ccui::ScrollView), "ccui.ScrollView");
 tolua_usertype(tolua_S,"ccui.RelativeLayoutParameter");
 Mtolua_typeid(tolua_S,typeid(ccui::RelativeLayoutParameter), "ccui.RelativeLayoutParameter");
 tolua_usertype(tolua_S,"ccui.ListView");
 Mtolua_typeid(tolua_S,typeid(ccui::ListView), "ccui.ListView");
 tolua_usertype(tolua_S,"ccui.LinearLayoutParameter");
 Mtolua_typeid(tolua_S,typeid(ccui::LinearLayoutParameter), "ccui.LinearLayoutParameter");
 tolua_usertype(tolua_S,"ccui.VBox");
 Mtolua_typeid(tolua_S,typeid(ccui::VBox), "ccui.VBox");
 tolua_usertype(tolua_S,"ccui.Layout");
 Mtolua_typeid(tolua_S,typeid(ccui::Layout), "ccui.Layout");
 tolua_usertype(tolua_S,"ccui.LayoutParameter");
 Mtolua_typeid(tolua_S,typeid(ccui::LayoutParameter), "ccui.LayoutParameter");
 tolua_usertype(tolua_S,"ccui.RelativeBox");
 Mtolua_typeid(tolua_S,typeid(ccui::RelativeBox), "ccui.RelativeBox");
 tolua_usertype(tolua_S,"ccui.HBox");
 Mtolua_typeid(tolua_S,typeid(ccui::HBox), "ccui.HBox");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"ccui.Widget");
 Mtolua_typeid(tolua_S,typeid(ccui::Widget), "ccui.Widget");
}

/* method: create of class  ccui::LinearLayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_LinearLayoutParameter_create00
static int tolua_cc_ui_layouts_ccui_LinearLayoutParameter_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.LinearLayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::LinearLayoutParameter* tolua_ret = (ccui::LinearLayoutParameter*)  ccui::LinearLayoutParameter::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.LinearLayoutParameter");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LinearLayoutParameter:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setGravity of class  ccui::LinearLayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_LinearLayoutParameter_setGravity00
static int tolua_cc_ui_layouts_ccui_LinearLayoutParameter_setGravity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.LinearLayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LinearLayoutParameter* self = (ccui::LinearLayoutParameter*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LinearLayoutParameter:setGravity'", NULL);
#endif
  ccui::LinearLayoutParameter::LinearGravity gravity = ((ccui::LinearLayoutParameter::LinearGravity) (int)  lua_tonumber(tolua_S,2));
  {
   self->setGravity(gravity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LinearLayoutParameter:setGravity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getGravity of class  ccui::LinearLayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_LinearLayoutParameter_getGravity00
static int tolua_cc_ui_layouts_ccui_LinearLayoutParameter_getGravity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.LinearLayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::LinearLayoutParameter* self = (const ccui::LinearLayoutParameter*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LinearLayoutParameter:getGravity'", NULL);
#endif
  {
   ccui::LinearLayoutParameter::LinearGravity tolua_ret = (ccui::LinearLayoutParameter::LinearGravity)  self->getGravity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LinearLayoutParameter:getGravity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RelativeLayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_create00
static int tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RelativeLayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::RelativeLayoutParameter* tolua_ret = (ccui::RelativeLayoutParameter*)  ccui::RelativeLayoutParameter::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RelativeLayoutParameter");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RelativeLayoutParameter:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAlign of class  ccui::RelativeLayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_setAlign00
static int tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_setAlign00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RelativeLayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RelativeLayoutParameter* self = (ccui::RelativeLayoutParameter*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RelativeLayoutParameter:setAlign'", NULL);
#endif
  ccui::RelativeLayoutParameter::RelativeAlign align = ((ccui::RelativeLayoutParameter::RelativeAlign) (int)  lua_tonumber(tolua_S,2));
  {
   self->setAlign(align);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RelativeLayoutParameter:setAlign'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAlign of class  ccui::RelativeLayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_getAlign00
static int tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_getAlign00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.RelativeLayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::RelativeLayoutParameter* self = (const ccui::RelativeLayoutParameter*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RelativeLayoutParameter:getAlign'", NULL);
#endif
  {
   ccui::RelativeLayoutParameter::RelativeAlign tolua_ret = (ccui::RelativeLayoutParameter::RelativeAlign)  self->getAlign();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RelativeLayoutParameter:getAlign'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRelativeToWidgetName of class  ccui::RelativeLayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_setRelativeToWidgetName00
static int tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_setRelativeToWidgetName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RelativeLayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RelativeLayoutParameter* self = (ccui::RelativeLayoutParameter*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RelativeLayoutParameter:setRelativeToWidgetName'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setRelativeToWidgetName(name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RelativeLayoutParameter:setRelativeToWidgetName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRelativeToWidgetName of class  ccui::RelativeLayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_getRelativeToWidgetName00
static int tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_getRelativeToWidgetName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.RelativeLayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::RelativeLayoutParameter* self = (const ccui::RelativeLayoutParameter*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RelativeLayoutParameter:getRelativeToWidgetName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getRelativeToWidgetName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RelativeLayoutParameter:getRelativeToWidgetName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRelativeName of class  ccui::RelativeLayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_setRelativeName00
static int tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_setRelativeName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RelativeLayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RelativeLayoutParameter* self = (ccui::RelativeLayoutParameter*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RelativeLayoutParameter:setRelativeName'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setRelativeName(name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RelativeLayoutParameter:setRelativeName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRelativeName of class  ccui::RelativeLayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_getRelativeName00
static int tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_getRelativeName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.RelativeLayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::RelativeLayoutParameter* self = (const ccui::RelativeLayoutParameter*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RelativeLayoutParameter:getRelativeName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getRelativeName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RelativeLayoutParameter:getRelativeName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_create00
static int tolua_cc_ui_layouts_ccui_Layout_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::Layout* tolua_ret = (ccui::Layout*)  ccui::Layout::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Layout");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeBackGroundImage of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_removeBackGroundImage00
static int tolua_cc_ui_layouts_ccui_Layout_removeBackGroundImage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:removeBackGroundImage'", NULL);
#endif
  {
   self->removeBackGroundImage();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:removeBackGroundImage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBackGroundImageScale9Enabled of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageScale9Enabled00
static int tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setBackGroundImageScale9Enabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setBackGroundImageScale9Enabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setBackGroundImageScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isBackGroundImageScale9Enabled of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_isBackGroundImageScale9Enabled00
static int tolua_cc_ui_layouts_ccui_Layout_isBackGroundImageScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:isBackGroundImageScale9Enabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isBackGroundImageScale9Enabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:isBackGroundImageScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBackGroundImageCapInsets of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageCapInsets00
static int tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageCapInsets00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setBackGroundImageCapInsets'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setBackGroundImageCapInsets(*capInsets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setBackGroundImageCapInsets'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBackGroundImageCapInsets of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageCapInsets00
static int tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageCapInsets00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getBackGroundImageCapInsets'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getBackGroundImageCapInsets();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getBackGroundImageCapInsets'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBackGroundImageTextureSize of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageTextureSize00
static int tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageTextureSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getBackGroundImageTextureSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getBackGroundImageTextureSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getBackGroundImageTextureSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBackGroundImageColor of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageColor00
static int tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setBackGroundImageColor'", NULL);
#endif
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   self->setBackGroundImageColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setBackGroundImageColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBackGroundImageColor of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageColor00
static int tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getBackGroundImageColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getBackGroundImageColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getBackGroundImageColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBackGroundImageOpacity of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageOpacity00
static int tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setBackGroundImageOpacity'", NULL);
#endif
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,2));
  {
   self->setBackGroundImageOpacity(opacity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setBackGroundImageOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBackGroundImageOpacity of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageOpacity00
static int tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getBackGroundImageOpacity'", NULL);
#endif
  {
   unsigned char tolua_ret = ( unsigned char)  self->getBackGroundImageOpacity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getBackGroundImageOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBackGroundColorType of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setBackGroundColorType00
static int tolua_cc_ui_layouts_ccui_Layout_setBackGroundColorType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setBackGroundColorType'", NULL);
#endif
  ccui::Layout::BackGroundColorType type = ((ccui::Layout::BackGroundColorType) (int)  lua_tonumber(tolua_S,2));
  {
   self->setBackGroundColorType(type);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setBackGroundColorType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBackGroundColorType of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getBackGroundColorType00
static int tolua_cc_ui_layouts_ccui_Layout_getBackGroundColorType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getBackGroundColorType'", NULL);
#endif
  {
   ccui::Layout::BackGroundColorType tolua_ret = (ccui::Layout::BackGroundColorType)  self->getBackGroundColorType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getBackGroundColorType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBackGroundColor of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setBackGroundColor00
static int tolua_cc_ui_layouts_ccui_Layout_setBackGroundColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setBackGroundColor'", NULL);
#endif
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   self->setBackGroundColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setBackGroundColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBackGroundColor of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setBackGroundColor01
static int tolua_cc_ui_layouts_ccui_Layout_setBackGroundColor01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setBackGroundColor'", NULL);
#endif
  const cc::Color3B* startColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  const cc::Color3B* endColor = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  {
   self->setBackGroundColor(*startColor,*endColor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_layouts_ccui_Layout_setBackGroundColor00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBackGroundColor of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getBackGroundColor00
static int tolua_cc_ui_layouts_ccui_Layout_getBackGroundColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getBackGroundColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getBackGroundColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getBackGroundColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBackGroundStartColor of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getBackGroundStartColor00
static int tolua_cc_ui_layouts_ccui_Layout_getBackGroundStartColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getBackGroundStartColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getBackGroundStartColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getBackGroundStartColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBackGroundEndColor of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getBackGroundEndColor00
static int tolua_cc_ui_layouts_ccui_Layout_getBackGroundEndColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getBackGroundEndColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getBackGroundEndColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getBackGroundEndColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBackGroundColorOpacity of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setBackGroundColorOpacity00
static int tolua_cc_ui_layouts_ccui_Layout_setBackGroundColorOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setBackGroundColorOpacity'", NULL);
#endif
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,2));
  {
   self->setBackGroundColorOpacity(opacity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setBackGroundColorOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBackGroundColorOpacity of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getBackGroundColorOpacity00
static int tolua_cc_ui_layouts_ccui_Layout_getBackGroundColorOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getBackGroundColorOpacity'", NULL);
#endif
  {
   unsigned char tolua_ret = ( unsigned char)  self->getBackGroundColorOpacity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getBackGroundColorOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBackGroundColorVector of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setBackGroundColorVector00
static int tolua_cc_ui_layouts_ccui_Layout_setBackGroundColorVector00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setBackGroundColorVector'", NULL);
#endif
  const cc::Vec2* vector = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setBackGroundColorVector(*vector);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setBackGroundColorVector'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBackGroundColorVector of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getBackGroundColorVector00
static int tolua_cc_ui_layouts_ccui_Layout_getBackGroundColorVector00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getBackGroundColorVector'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getBackGroundColorVector();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getBackGroundColorVector'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setClippingEnabled of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setClippingEnabled00
static int tolua_cc_ui_layouts_ccui_Layout_setClippingEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setClippingEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setClippingEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setClippingEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isClippingEnabled of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_isClippingEnabled00
static int tolua_cc_ui_layouts_ccui_Layout_isClippingEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:isClippingEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isClippingEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:isClippingEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setClippingType of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setClippingType00
static int tolua_cc_ui_layouts_ccui_Layout_setClippingType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setClippingType'", NULL);
#endif
  ccui::Layout::ClippingType type = ((ccui::Layout::ClippingType) (int)  lua_tonumber(tolua_S,2));
  {
   self->setClippingType(type);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setClippingType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getClippingType of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getClippingType00
static int tolua_cc_ui_layouts_ccui_Layout_getClippingType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getClippingType'", NULL);
#endif
  {
   ccui::Layout::ClippingType tolua_ret = (ccui::Layout::ClippingType)  self->getClippingType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getClippingType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLayoutType of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setLayoutType00
static int tolua_cc_ui_layouts_ccui_Layout_setLayoutType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setLayoutType'", NULL);
#endif
  ccui::Layout::Type type = ((ccui::Layout::Type) (int)  lua_tonumber(tolua_S,2));
  {
   self->setLayoutType(type);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setLayoutType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayoutType of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_getLayoutType00
static int tolua_cc_ui_layouts_ccui_Layout_getLayoutType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:getLayoutType'", NULL);
#endif
  {
   ccui::Layout::Type tolua_ret = (ccui::Layout::Type)  self->getLayoutType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:getLayoutType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: requestDoLayout of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_requestDoLayout00
static int tolua_cc_ui_layouts_ccui_Layout_requestDoLayout00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:requestDoLayout'", NULL);
#endif
  {
   self->requestDoLayout();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:requestDoLayout'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: forceDoLayout of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_forceDoLayout00
static int tolua_cc_ui_layouts_ccui_Layout_forceDoLayout00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:forceDoLayout'", NULL);
#endif
  {
   self->forceDoLayout();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:forceDoLayout'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: doLayout of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_doLayout00
static int tolua_cc_ui_layouts_ccui_Layout_doLayout00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:doLayout'", NULL);
#endif
  {
   self->doLayout();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:doLayout'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLoopFocus of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setLoopFocus00
static int tolua_cc_ui_layouts_ccui_Layout_setLoopFocus00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setLoopFocus'", NULL);
#endif
  bool loop = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setLoopFocus(loop);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setLoopFocus'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isLoopFocus of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_isLoopFocus00
static int tolua_cc_ui_layouts_ccui_Layout_isLoopFocus00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:isLoopFocus'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isLoopFocus();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:isLoopFocus'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPassFocusToChild of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_setPassFocusToChild00
static int tolua_cc_ui_layouts_ccui_Layout_setPassFocusToChild00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Layout* self = (ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:setPassFocusToChild'", NULL);
#endif
  bool pass = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setPassFocusToChild(pass);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:setPassFocusToChild'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isPassFocusToChild of class  ccui::Layout */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_Layout_isPassFocusToChild00
static int tolua_cc_ui_layouts_ccui_Layout_isPassFocusToChild00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Layout",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Layout* self = (const ccui::Layout*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Layout:isPassFocusToChild'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isPassFocusToChild();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Layout:isPassFocusToChild'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::HBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_HBox_create00
static int tolua_cc_ui_layouts_ccui_HBox_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.HBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::HBox* tolua_ret = (ccui::HBox*)  ccui::HBox::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.HBox");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.HBox:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::HBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_HBox_create01
static int tolua_cc_ui_layouts_ccui_HBox_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.HBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   ccui::HBox* tolua_ret = (ccui::HBox*)  ccui::HBox::create(*size);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.HBox");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_layouts_ccui_HBox_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithSize of class  ccui::HBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_HBox_initWithSize00
static int tolua_cc_ui_layouts_ccui_HBox_initWithSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.HBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::HBox* self = (ccui::HBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.HBox:initWithSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->initWithSize(*size);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.HBox:initWithSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::VBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_VBox_create00
static int tolua_cc_ui_layouts_ccui_VBox_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.VBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::VBox* tolua_ret = (ccui::VBox*)  ccui::VBox::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.VBox");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.VBox:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::VBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_VBox_create01
static int tolua_cc_ui_layouts_ccui_VBox_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.VBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   ccui::VBox* tolua_ret = (ccui::VBox*)  ccui::VBox::create(*size);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.VBox");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_layouts_ccui_VBox_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithSize of class  ccui::VBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_VBox_initWithSize00
static int tolua_cc_ui_layouts_ccui_VBox_initWithSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.VBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::VBox* self = (ccui::VBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.VBox:initWithSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->initWithSize(*size);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.VBox:initWithSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RelativeBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_RelativeBox_create00
static int tolua_cc_ui_layouts_ccui_RelativeBox_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RelativeBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::RelativeBox* tolua_ret = (ccui::RelativeBox*)  ccui::RelativeBox::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RelativeBox");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RelativeBox:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RelativeBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_RelativeBox_create01
static int tolua_cc_ui_layouts_ccui_RelativeBox_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RelativeBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   ccui::RelativeBox* tolua_ret = (ccui::RelativeBox*)  ccui::RelativeBox::create(*size);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RelativeBox");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_layouts_ccui_RelativeBox_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithSize of class  ccui::RelativeBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_RelativeBox_initWithSize00
static int tolua_cc_ui_layouts_ccui_RelativeBox_initWithSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RelativeBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RelativeBox* self = (ccui::RelativeBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RelativeBox:initWithSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->initWithSize(*size);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RelativeBox:initWithSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_create00
static int tolua_cc_ui_layouts_ccui_ScrollView_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::ScrollView* tolua_ret = (ccui::ScrollView*)  ccui::ScrollView::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.ScrollView");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDirection of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setDirection00
static int tolua_cc_ui_layouts_ccui_ScrollView_setDirection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setDirection'", NULL);
#endif
  ccui::ScrollView::Direction direction = ((ccui::ScrollView::Direction) (int)  lua_tonumber(tolua_S,2));
  {
   self->setDirection(direction);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setDirection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDirection of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getDirection00
static int tolua_cc_ui_layouts_ccui_ScrollView_getDirection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getDirection'", NULL);
#endif
  {
   ccui::ScrollView::Direction tolua_ret = (ccui::ScrollView::Direction)  self->getDirection();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getDirection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInnerContainer of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getInnerContainer00
static int tolua_cc_ui_layouts_ccui_ScrollView_getInnerContainer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getInnerContainer'", NULL);
#endif
  {
   ccui::Layout* tolua_ret = (ccui::Layout*)  self->getInnerContainer();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Layout");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getInnerContainer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInnerContainerSize of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setInnerContainerSize00
static int tolua_cc_ui_layouts_ccui_ScrollView_setInnerContainerSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setInnerContainerSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setInnerContainerSize(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setInnerContainerSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInnerContainerSize of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getInnerContainerSize00
static int tolua_cc_ui_layouts_ccui_ScrollView_getInnerContainerSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getInnerContainerSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getInnerContainerSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getInnerContainerSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInnerContainerPosition of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setInnerContainerPosition00
static int tolua_cc_ui_layouts_ccui_ScrollView_setInnerContainerPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setInnerContainerPosition'", NULL);
#endif
  const cc::Vec2* position = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setInnerContainerPosition(*position);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setInnerContainerPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInnerContainerPosition of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getInnerContainerPosition00
static int tolua_cc_ui_layouts_ccui_ScrollView_getInnerContainerPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getInnerContainerPosition'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getInnerContainerPosition();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getInnerContainerPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAutoScrolling of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_isAutoScrolling00
static int tolua_cc_ui_layouts_ccui_ScrollView_isAutoScrolling00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:isAutoScrolling'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAutoScrolling();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:isAutoScrolling'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrolledPercentVertical of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getScrolledPercentVertical00
static int tolua_cc_ui_layouts_ccui_ScrollView_getScrolledPercentVertical00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getScrolledPercentVertical'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScrolledPercentVertical();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getScrolledPercentVertical'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrolledPercentHorizontal of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getScrolledPercentHorizontal00
static int tolua_cc_ui_layouts_ccui_ScrollView_getScrolledPercentHorizontal00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getScrolledPercentHorizontal'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScrolledPercentHorizontal();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getScrolledPercentHorizontal'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrolledPercentBothDirection of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getScrolledPercentBothDirection00
static int tolua_cc_ui_layouts_ccui_ScrollView_getScrolledPercentBothDirection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getScrolledPercentBothDirection'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getScrolledPercentBothDirection();
   {
#ifdef __cplusplus
    cc::Vec2 tolua_obj = (tolua_ret);
     kite_push_Vec2(tolua_S,(void*)&tolua_obj,"cc.Vec2");
#else
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"cc.Vec2");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getScrolledPercentBothDirection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isScrolling of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_isScrolling00
static int tolua_cc_ui_layouts_ccui_ScrollView_isScrolling00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:isScrolling'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isScrolling();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:isScrolling'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopScroll of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_stopScroll00
static int tolua_cc_ui_layouts_ccui_ScrollView_stopScroll00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:stopScroll'", NULL);
#endif
  {
   self->stopScroll();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:stopScroll'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopAutoScroll of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_stopAutoScroll00
static int tolua_cc_ui_layouts_ccui_ScrollView_stopAutoScroll00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:stopAutoScroll'", NULL);
#endif
  {
   self->stopAutoScroll();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:stopAutoScroll'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopOverallScroll of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_stopOverallScroll00
static int tolua_cc_ui_layouts_ccui_ScrollView_stopOverallScroll00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:stopOverallScroll'", NULL);
#endif
  {
   self->stopOverallScroll();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:stopOverallScroll'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToBottom of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_scrollToBottom00
static int tolua_cc_ui_layouts_ccui_ScrollView_scrollToBottom00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:scrollToBottom'", NULL);
#endif
  float timeInSec = ((float)  lua_tonumber(tolua_S,2));
  bool attenuated = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->scrollToBottom(timeInSec,attenuated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:scrollToBottom'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToTop of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_scrollToTop00
static int tolua_cc_ui_layouts_ccui_ScrollView_scrollToTop00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:scrollToTop'", NULL);
#endif
  float timeInSec = ((float)  lua_tonumber(tolua_S,2));
  bool attenuated = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->scrollToTop(timeInSec,attenuated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:scrollToTop'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToLeft of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_scrollToLeft00
static int tolua_cc_ui_layouts_ccui_ScrollView_scrollToLeft00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:scrollToLeft'", NULL);
#endif
  float timeInSec = ((float)  lua_tonumber(tolua_S,2));
  bool attenuated = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->scrollToLeft(timeInSec,attenuated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:scrollToLeft'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToRight of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_scrollToRight00
static int tolua_cc_ui_layouts_ccui_ScrollView_scrollToRight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:scrollToRight'", NULL);
#endif
  float timeInSec = ((float)  lua_tonumber(tolua_S,2));
  bool attenuated = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->scrollToRight(timeInSec,attenuated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:scrollToRight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToTopLeft of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_scrollToTopLeft00
static int tolua_cc_ui_layouts_ccui_ScrollView_scrollToTopLeft00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:scrollToTopLeft'", NULL);
#endif
  float timeInSec = ((float)  lua_tonumber(tolua_S,2));
  bool attenuated = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->scrollToTopLeft(timeInSec,attenuated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:scrollToTopLeft'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToTopRight of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_scrollToTopRight00
static int tolua_cc_ui_layouts_ccui_ScrollView_scrollToTopRight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:scrollToTopRight'", NULL);
#endif
  float timeInSec = ((float)  lua_tonumber(tolua_S,2));
  bool attenuated = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->scrollToTopRight(timeInSec,attenuated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:scrollToTopRight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToBottomLeft of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_scrollToBottomLeft00
static int tolua_cc_ui_layouts_ccui_ScrollView_scrollToBottomLeft00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:scrollToBottomLeft'", NULL);
#endif
  float timeInSec = ((float)  lua_tonumber(tolua_S,2));
  bool attenuated = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->scrollToBottomLeft(timeInSec,attenuated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:scrollToBottomLeft'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToBottomRight of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_scrollToBottomRight00
static int tolua_cc_ui_layouts_ccui_ScrollView_scrollToBottomRight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:scrollToBottomRight'", NULL);
#endif
  float timeInSec = ((float)  lua_tonumber(tolua_S,2));
  bool attenuated = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->scrollToBottomRight(timeInSec,attenuated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:scrollToBottomRight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToPercentVertical of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_scrollToPercentVertical00
static int tolua_cc_ui_layouts_ccui_ScrollView_scrollToPercentVertical00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isboolean(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:scrollToPercentVertical'", NULL);
#endif
  float percent = ((float)  lua_tonumber(tolua_S,2));
  float timeInSec = ((float)  lua_tonumber(tolua_S,3));
  bool attenuated = ((bool)  tolua_toboolean(tolua_S,4,0));
  {
   self->scrollToPercentVertical(percent,timeInSec,attenuated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:scrollToPercentVertical'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToPercentHorizontal of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_scrollToPercentHorizontal00
static int tolua_cc_ui_layouts_ccui_ScrollView_scrollToPercentHorizontal00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isboolean(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:scrollToPercentHorizontal'", NULL);
#endif
  float percent = ((float)  lua_tonumber(tolua_S,2));
  float timeInSec = ((float)  lua_tonumber(tolua_S,3));
  bool attenuated = ((bool)  tolua_toboolean(tolua_S,4,0));
  {
   self->scrollToPercentHorizontal(percent,timeInSec,attenuated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:scrollToPercentHorizontal'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToPercentBothDirection of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_scrollToPercentBothDirection00
static int tolua_cc_ui_layouts_ccui_ScrollView_scrollToPercentBothDirection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isboolean(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:scrollToPercentBothDirection'", NULL);
#endif
  const cc::Vec2* percent = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  float timeInSec = ((float)  lua_tonumber(tolua_S,3));
  bool attenuated = ((bool)  tolua_toboolean(tolua_S,4,0));
  {
   self->scrollToPercentBothDirection(*percent,timeInSec,attenuated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:scrollToPercentBothDirection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToBottom of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_jumpToBottom00
static int tolua_cc_ui_layouts_ccui_ScrollView_jumpToBottom00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:jumpToBottom'", NULL);
#endif
  {
   self->jumpToBottom();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:jumpToBottom'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToTop of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_jumpToTop00
static int tolua_cc_ui_layouts_ccui_ScrollView_jumpToTop00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:jumpToTop'", NULL);
#endif
  {
   self->jumpToTop();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:jumpToTop'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToLeft of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_jumpToLeft00
static int tolua_cc_ui_layouts_ccui_ScrollView_jumpToLeft00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:jumpToLeft'", NULL);
#endif
  {
   self->jumpToLeft();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:jumpToLeft'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToRight of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_jumpToRight00
static int tolua_cc_ui_layouts_ccui_ScrollView_jumpToRight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:jumpToRight'", NULL);
#endif
  {
   self->jumpToRight();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:jumpToRight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToTopLeft of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_jumpToTopLeft00
static int tolua_cc_ui_layouts_ccui_ScrollView_jumpToTopLeft00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:jumpToTopLeft'", NULL);
#endif
  {
   self->jumpToTopLeft();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:jumpToTopLeft'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToTopRight of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_jumpToTopRight00
static int tolua_cc_ui_layouts_ccui_ScrollView_jumpToTopRight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:jumpToTopRight'", NULL);
#endif
  {
   self->jumpToTopRight();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:jumpToTopRight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToBottomLeft of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_jumpToBottomLeft00
static int tolua_cc_ui_layouts_ccui_ScrollView_jumpToBottomLeft00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:jumpToBottomLeft'", NULL);
#endif
  {
   self->jumpToBottomLeft();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:jumpToBottomLeft'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToBottomRight of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_jumpToBottomRight00
static int tolua_cc_ui_layouts_ccui_ScrollView_jumpToBottomRight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:jumpToBottomRight'", NULL);
#endif
  {
   self->jumpToBottomRight();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:jumpToBottomRight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToPercentVertical of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_jumpToPercentVertical00
static int tolua_cc_ui_layouts_ccui_ScrollView_jumpToPercentVertical00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:jumpToPercentVertical'", NULL);
#endif
  float percent = ((float)  lua_tonumber(tolua_S,2));
  {
   self->jumpToPercentVertical(percent);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:jumpToPercentVertical'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToPercentHorizontal of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_jumpToPercentHorizontal00
static int tolua_cc_ui_layouts_ccui_ScrollView_jumpToPercentHorizontal00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:jumpToPercentHorizontal'", NULL);
#endif
  float percent = ((float)  lua_tonumber(tolua_S,2));
  {
   self->jumpToPercentHorizontal(percent);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:jumpToPercentHorizontal'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToPercentBothDirection of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_jumpToPercentBothDirection00
static int tolua_cc_ui_layouts_ccui_ScrollView_jumpToPercentBothDirection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:jumpToPercentBothDirection'", NULL);
#endif
  const cc::Vec2* percent = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->jumpToPercentBothDirection(*percent);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:jumpToPercentBothDirection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBounceEnabled of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setBounceEnabled00
static int tolua_cc_ui_layouts_ccui_ScrollView_setBounceEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setBounceEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setBounceEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setBounceEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isBounceEnabled of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_isBounceEnabled00
static int tolua_cc_ui_layouts_ccui_ScrollView_isBounceEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:isBounceEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isBounceEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:isBounceEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInertiaScrollEnabled of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setInertiaScrollEnabled00
static int tolua_cc_ui_layouts_ccui_ScrollView_setInertiaScrollEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setInertiaScrollEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setInertiaScrollEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setInertiaScrollEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isInertiaScrollEnabled of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_isInertiaScrollEnabled00
static int tolua_cc_ui_layouts_ccui_ScrollView_isInertiaScrollEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:isInertiaScrollEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isInertiaScrollEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:isInertiaScrollEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTouchTotalTimeThreshold of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setTouchTotalTimeThreshold00
static int tolua_cc_ui_layouts_ccui_ScrollView_setTouchTotalTimeThreshold00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setTouchTotalTimeThreshold'", NULL);
#endif
  float threshold = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setTouchTotalTimeThreshold(threshold);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setTouchTotalTimeThreshold'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTouchTotalTimeThreshold of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getTouchTotalTimeThreshold00
static int tolua_cc_ui_layouts_ccui_ScrollView_getTouchTotalTimeThreshold00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getTouchTotalTimeThreshold'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getTouchTotalTimeThreshold();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getTouchTotalTimeThreshold'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScrollBarEnabled of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarEnabled00
static int tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setScrollBarEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setScrollBarEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setScrollBarEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isScrollBarEnabled of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_isScrollBarEnabled00
static int tolua_cc_ui_layouts_ccui_ScrollView_isScrollBarEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:isScrollBarEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isScrollBarEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:isScrollBarEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScrollBarPositionFromCorner of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarPositionFromCorner00
static int tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarPositionFromCorner00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setScrollBarPositionFromCorner'", NULL);
#endif
  const cc::Vec2* positionFromCorner = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setScrollBarPositionFromCorner(*positionFromCorner);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setScrollBarPositionFromCorner'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScrollBarPositionFromCornerForVertical of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarPositionFromCornerForVertical00
static int tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarPositionFromCornerForVertical00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setScrollBarPositionFromCornerForVertical'", NULL);
#endif
  const cc::Vec2* positionFromCorner = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setScrollBarPositionFromCornerForVertical(*positionFromCorner);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setScrollBarPositionFromCornerForVertical'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrollBarPositionFromCornerForVertical of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarPositionFromCornerForVertical00
static int tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarPositionFromCornerForVertical00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getScrollBarPositionFromCornerForVertical'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getScrollBarPositionFromCornerForVertical();
   {
#ifdef __cplusplus
    cc::Vec2 tolua_obj = (tolua_ret);
     kite_push_Vec2(tolua_S,(void*)&tolua_obj,"cc.Vec2");
#else
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"cc.Vec2");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getScrollBarPositionFromCornerForVertical'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScrollBarPositionFromCornerForHorizontal of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarPositionFromCornerForHorizontal00
static int tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarPositionFromCornerForHorizontal00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setScrollBarPositionFromCornerForHorizontal'", NULL);
#endif
  const cc::Vec2* positionFromCorner = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setScrollBarPositionFromCornerForHorizontal(*positionFromCorner);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setScrollBarPositionFromCornerForHorizontal'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrollBarPositionFromCornerForHorizontal of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarPositionFromCornerForHorizontal00
static int tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarPositionFromCornerForHorizontal00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getScrollBarPositionFromCornerForHorizontal'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getScrollBarPositionFromCornerForHorizontal();
   {
#ifdef __cplusplus
    cc::Vec2 tolua_obj = (tolua_ret);
     kite_push_Vec2(tolua_S,(void*)&tolua_obj,"cc.Vec2");
#else
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"cc.Vec2");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getScrollBarPositionFromCornerForHorizontal'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScrollBarWidth of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarWidth00
static int tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setScrollBarWidth'", NULL);
#endif
  float width = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setScrollBarWidth(width);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setScrollBarWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrollBarWidth of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarWidth00
static int tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getScrollBarWidth'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScrollBarWidth();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getScrollBarWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScrollBarColor of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarColor00
static int tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setScrollBarColor'", NULL);
#endif
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   self->setScrollBarColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setScrollBarColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrollBarColor of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarColor00
static int tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getScrollBarColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getScrollBarColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getScrollBarColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScrollBarOpacity of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarOpacity00
static int tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setScrollBarOpacity'", NULL);
#endif
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,2));
  {
   self->setScrollBarOpacity(opacity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setScrollBarOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrollBarOpacity of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarOpacity00
static int tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getScrollBarOpacity'", NULL);
#endif
  {
   unsigned char tolua_ret = ( unsigned char)  self->getScrollBarOpacity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getScrollBarOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScrollBarAutoHideEnabled of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarAutoHideEnabled00
static int tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarAutoHideEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setScrollBarAutoHideEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setScrollBarAutoHideEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setScrollBarAutoHideEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isScrollBarAutoHideEnabled of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_isScrollBarAutoHideEnabled00
static int tolua_cc_ui_layouts_ccui_ScrollView_isScrollBarAutoHideEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:isScrollBarAutoHideEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isScrollBarAutoHideEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:isScrollBarAutoHideEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScrollBarAutoHideTime of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarAutoHideTime00
static int tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarAutoHideTime00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ScrollView* self = (ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:setScrollBarAutoHideTime'", NULL);
#endif
  float time = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setScrollBarAutoHideTime(time);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:setScrollBarAutoHideTime'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrollBarAutoHideTime of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarAutoHideTime00
static int tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarAutoHideTime00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getScrollBarAutoHideTime'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScrollBarAutoHideTime();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getScrollBarAutoHideTime'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getChildrenCount of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getChildrenCount00
static int tolua_cc_ui_layouts_ccui_ScrollView_getChildrenCount00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getChildrenCount'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getChildrenCount();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getChildrenCount'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getChildByTag of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getChildByTag00
static int tolua_cc_ui_layouts_ccui_ScrollView_getChildByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getChildByTag'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getChildByTag(tag);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getChildByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getChildByName of class  ccui::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ScrollView_getChildByName00
static int tolua_cc_ui_layouts_ccui_ScrollView_getChildByName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ScrollView* self = (const ccui::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ScrollView:getChildByName'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getChildByName(name);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ScrollView:getChildByName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_create00
static int tolua_cc_ui_layouts_ccui_ListView_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::ListView* tolua_ret = (ccui::ListView*)  ccui::ListView::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.ListView");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setItemModel of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setItemModel00
static int tolua_cc_ui_layouts_ccui_ListView_setItemModel00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setItemModel'", NULL);
#endif
  ccui::Widget* model = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
  {
   self->setItemModel(model);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setItemModel'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pushBackDefaultItem of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_pushBackDefaultItem00
static int tolua_cc_ui_layouts_ccui_ListView_pushBackDefaultItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:pushBackDefaultItem'", NULL);
#endif
  {
   self->pushBackDefaultItem();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:pushBackDefaultItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: insertDefaultItem of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_insertDefaultItem00
static int tolua_cc_ui_layouts_ccui_ListView_insertDefaultItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:insertDefaultItem'", NULL);
#endif
  long index = ((long)  lua_tonumber(tolua_S,2));
  {
   self->insertDefaultItem(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:insertDefaultItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pushBackCustomItem of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_pushBackCustomItem00
static int tolua_cc_ui_layouts_ccui_ListView_pushBackCustomItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:pushBackCustomItem'", NULL);
#endif
  ccui::Widget* item = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
  {
   self->pushBackCustomItem(item);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:pushBackCustomItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: insertCustomItem of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_insertCustomItem00
static int tolua_cc_ui_layouts_ccui_ListView_insertCustomItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:insertCustomItem'", NULL);
#endif
  ccui::Widget* item = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
  long index = ((long)  lua_tonumber(tolua_S,3));
  {
   self->insertCustomItem(item,index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:insertCustomItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeLastItem of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_removeLastItem00
static int tolua_cc_ui_layouts_ccui_ListView_removeLastItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:removeLastItem'", NULL);
#endif
  {
   self->removeLastItem();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:removeLastItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeItem of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_removeItem00
static int tolua_cc_ui_layouts_ccui_ListView_removeItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:removeItem'", NULL);
#endif
  long index = ((long)  lua_tonumber(tolua_S,2));
  {
   self->removeItem(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:removeItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllItems of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_removeAllItems00
static int tolua_cc_ui_layouts_ccui_ListView_removeAllItems00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:removeAllItems'", NULL);
#endif
  {
   self->removeAllItems();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:removeAllItems'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getItem of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getItem00
static int tolua_cc_ui_layouts_ccui_ListView_getItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ListView* self = (const ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getItem'", NULL);
#endif
  long index = ((long)  lua_tonumber(tolua_S,2));
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  self->getItem(index);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIndex of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getIndex00
static int tolua_cc_ui_layouts_ccui_ListView_getIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ListView* self = (const ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getIndex'", NULL);
#endif
  ccui::Widget* item = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
  {
   long tolua_ret = (long)  self->getIndex(item);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setGravity of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setGravity00
static int tolua_cc_ui_layouts_ccui_ListView_setGravity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setGravity'", NULL);
#endif
  ccui::ListView::Gravity gravity = ((ccui::ListView::Gravity) (int)  lua_tonumber(tolua_S,2));
  {
   self->setGravity(gravity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setGravity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMagneticType of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setMagneticType00
static int tolua_cc_ui_layouts_ccui_ListView_setMagneticType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setMagneticType'", NULL);
#endif
  ccui::ListView::MagneticType type = ((ccui::ListView::MagneticType) (int)  lua_tonumber(tolua_S,2));
  {
   self->setMagneticType(type);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setMagneticType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMagneticType of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getMagneticType00
static int tolua_cc_ui_layouts_ccui_ListView_getMagneticType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ListView* self = (const ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getMagneticType'", NULL);
#endif
  {
   ccui::ListView::MagneticType tolua_ret = (ccui::ListView::MagneticType)  self->getMagneticType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getMagneticType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMagneticAllowedOutOfBoundary of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setMagneticAllowedOutOfBoundary00
static int tolua_cc_ui_layouts_ccui_ListView_setMagneticAllowedOutOfBoundary00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setMagneticAllowedOutOfBoundary'", NULL);
#endif
  bool allowed = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setMagneticAllowedOutOfBoundary(allowed);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setMagneticAllowedOutOfBoundary'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMagneticAllowedOutOfBoundary of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getMagneticAllowedOutOfBoundary00
static int tolua_cc_ui_layouts_ccui_ListView_getMagneticAllowedOutOfBoundary00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ListView* self = (const ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getMagneticAllowedOutOfBoundary'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->getMagneticAllowedOutOfBoundary();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getMagneticAllowedOutOfBoundary'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setItemsMargin of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setItemsMargin00
static int tolua_cc_ui_layouts_ccui_ListView_setItemsMargin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setItemsMargin'", NULL);
#endif
  float margin = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setItemsMargin(margin);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setItemsMargin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getItemsMargin of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getItemsMargin00
static int tolua_cc_ui_layouts_ccui_ListView_getItemsMargin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ListView* self = (const ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getItemsMargin'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getItemsMargin();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getItemsMargin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPadding of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setPadding00
static int tolua_cc_ui_layouts_ccui_ListView_setPadding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setPadding'", NULL);
#endif
  float l = ((float)  lua_tonumber(tolua_S,2));
  float t = ((float)  lua_tonumber(tolua_S,3));
  float r = ((float)  lua_tonumber(tolua_S,4));
  float b = ((float)  lua_tonumber(tolua_S,5));
  {
   self->setPadding(l,t,r,b);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setPadding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLeftPadding of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setLeftPadding00
static int tolua_cc_ui_layouts_ccui_ListView_setLeftPadding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setLeftPadding'", NULL);
#endif
  float l = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setLeftPadding(l);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setLeftPadding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTopPadding of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setTopPadding00
static int tolua_cc_ui_layouts_ccui_ListView_setTopPadding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setTopPadding'", NULL);
#endif
  float t = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setTopPadding(t);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setTopPadding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRightPadding of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setRightPadding00
static int tolua_cc_ui_layouts_ccui_ListView_setRightPadding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setRightPadding'", NULL);
#endif
  float r = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRightPadding(r);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setRightPadding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBottomPadding of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setBottomPadding00
static int tolua_cc_ui_layouts_ccui_ListView_setBottomPadding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setBottomPadding'", NULL);
#endif
  float b = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setBottomPadding(b);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setBottomPadding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLeftPadding of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getLeftPadding00
static int tolua_cc_ui_layouts_ccui_ListView_getLeftPadding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ListView* self = (const ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getLeftPadding'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getLeftPadding();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getLeftPadding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTopPadding of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getTopPadding00
static int tolua_cc_ui_layouts_ccui_ListView_getTopPadding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ListView* self = (const ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getTopPadding'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getTopPadding();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getTopPadding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRightPadding of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getRightPadding00
static int tolua_cc_ui_layouts_ccui_ListView_getRightPadding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ListView* self = (const ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getRightPadding'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRightPadding();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getRightPadding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBottomPadding of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getBottomPadding00
static int tolua_cc_ui_layouts_ccui_ListView_getBottomPadding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ListView* self = (const ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getBottomPadding'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getBottomPadding();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getBottomPadding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScrollDuration of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setScrollDuration00
static int tolua_cc_ui_layouts_ccui_ListView_setScrollDuration00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setScrollDuration'", NULL);
#endif
  float time = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setScrollDuration(time);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setScrollDuration'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrollDuration of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getScrollDuration00
static int tolua_cc_ui_layouts_ccui_ListView_getScrollDuration00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ListView* self = (const ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getScrollDuration'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScrollDuration();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getScrollDuration'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getClosestItemToPosition of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getClosestItemToPosition00
static int tolua_cc_ui_layouts_ccui_ListView_getClosestItemToPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getClosestItemToPosition'", NULL);
#endif
  const cc::Vec2* targetPosition = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* itemAnchorPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  self->getClosestItemToPosition(*targetPosition,*itemAnchorPoint);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getClosestItemToPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getClosestItemToPositionInCurrentView of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getClosestItemToPositionInCurrentView00
static int tolua_cc_ui_layouts_ccui_ListView_getClosestItemToPositionInCurrentView00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getClosestItemToPositionInCurrentView'", NULL);
#endif
  const cc::Vec2* positionRatioInView = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* itemAnchorPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  self->getClosestItemToPositionInCurrentView(*positionRatioInView,*itemAnchorPoint);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getClosestItemToPositionInCurrentView'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCenterItemInCurrentView of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getCenterItemInCurrentView00
static int tolua_cc_ui_layouts_ccui_ListView_getCenterItemInCurrentView00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getCenterItemInCurrentView'", NULL);
#endif
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  self->getCenterItemInCurrentView();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getCenterItemInCurrentView'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLeftmostItemInCurrentView of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getLeftmostItemInCurrentView00
static int tolua_cc_ui_layouts_ccui_ListView_getLeftmostItemInCurrentView00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getLeftmostItemInCurrentView'", NULL);
#endif
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  self->getLeftmostItemInCurrentView();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getLeftmostItemInCurrentView'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRightmostItemInCurrentView of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getRightmostItemInCurrentView00
static int tolua_cc_ui_layouts_ccui_ListView_getRightmostItemInCurrentView00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getRightmostItemInCurrentView'", NULL);
#endif
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  self->getRightmostItemInCurrentView();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getRightmostItemInCurrentView'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTopmostItemInCurrentView of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getTopmostItemInCurrentView00
static int tolua_cc_ui_layouts_ccui_ListView_getTopmostItemInCurrentView00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getTopmostItemInCurrentView'", NULL);
#endif
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  self->getTopmostItemInCurrentView();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getTopmostItemInCurrentView'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBottommostItemInCurrentView of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getBottommostItemInCurrentView00
static int tolua_cc_ui_layouts_ccui_ListView_getBottommostItemInCurrentView00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getBottommostItemInCurrentView'", NULL);
#endif
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  self->getBottommostItemInCurrentView();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getBottommostItemInCurrentView'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: jumpToItem of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_jumpToItem00
static int tolua_cc_ui_layouts_ccui_ListView_jumpToItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:jumpToItem'", NULL);
#endif
  long itemIndex = ((long)  lua_tonumber(tolua_S,2));
  const cc::Vec2* positionRatioInView = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Vec2* itemAnchorPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  {
   self->jumpToItem(itemIndex,*positionRatioInView,*itemAnchorPoint);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:jumpToItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToItem of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_scrollToItem00
static int tolua_cc_ui_layouts_ccui_ListView_scrollToItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:scrollToItem'", NULL);
#endif
  long itemIndex = ((long)  lua_tonumber(tolua_S,2));
  const cc::Vec2* positionRatioInView = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Vec2* itemAnchorPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  {
   self->scrollToItem(itemIndex,*positionRatioInView,*itemAnchorPoint);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:scrollToItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToItem of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_scrollToItem01
static int tolua_cc_ui_layouts_ccui_ListView_scrollToItem01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:scrollToItem'", NULL);
#endif
  long itemIndex = ((long)  lua_tonumber(tolua_S,2));
  const cc::Vec2* positionRatioInView = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Vec2* itemAnchorPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  float timeInSec = ((float)  lua_tonumber(tolua_S,5));
  {
   self->scrollToItem(itemIndex,*positionRatioInView,*itemAnchorPoint,timeInSec);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_layouts_ccui_ListView_scrollToItem00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCurSelectedIndex of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_getCurSelectedIndex00
static int tolua_cc_ui_layouts_ccui_ListView_getCurSelectedIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ListView* self = (const ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:getCurSelectedIndex'", NULL);
#endif
  {
   long tolua_ret = (long)  self->getCurSelectedIndex();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:getCurSelectedIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCurSelectedIndex of class  ccui::ListView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_ListView_setCurSelectedIndex00
static int tolua_cc_ui_layouts_ccui_ListView_setCurSelectedIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ListView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ListView* self = (ccui::ListView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ListView:setCurSelectedIndex'", NULL);
#endif
  int itemIndex = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setCurSelectedIndex(itemIndex);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ListView:setCurSelectedIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_create00
static int tolua_cc_ui_layouts_ccui_PageView_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::PageView* tolua_ret = (ccui::PageView*)  ccui::PageView::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.PageView");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addPage of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_addPage00
static int tolua_cc_ui_layouts_ccui_PageView_addPage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:addPage'", NULL);
#endif
  ccui::Widget* page = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
  {
   self->addPage(page);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:addPage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: insertPage of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_insertPage00
static int tolua_cc_ui_layouts_ccui_PageView_insertPage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:insertPage'", NULL);
#endif
  ccui::Widget* page = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
  int index = ((int)  lua_tonumber(tolua_S,3));
  {
   self->insertPage(page,index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:insertPage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removePage of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_removePage00
static int tolua_cc_ui_layouts_ccui_PageView_removePage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:removePage'", NULL);
#endif
  ccui::Widget* page = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
  {
   self->removePage(page);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:removePage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removePageAtIndex of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_removePageAtIndex00
static int tolua_cc_ui_layouts_ccui_PageView_removePageAtIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:removePageAtIndex'", NULL);
#endif
  long index = ((long)  lua_tonumber(tolua_S,2));
  {
   self->removePageAtIndex(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:removePageAtIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllPages of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_removeAllPages00
static int tolua_cc_ui_layouts_ccui_PageView_removeAllPages00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:removeAllPages'", NULL);
#endif
  {
   self->removeAllPages();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:removeAllPages'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToPage of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_scrollToPage00
static int tolua_cc_ui_layouts_ccui_PageView_scrollToPage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:scrollToPage'", NULL);
#endif
  long index = ((long)  lua_tonumber(tolua_S,2));
  {
   self->scrollToPage(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:scrollToPage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToPage of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_scrollToPage01
static int tolua_cc_ui_layouts_ccui_PageView_scrollToPage01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:scrollToPage'", NULL);
#endif
  long index = ((long)  lua_tonumber(tolua_S,2));
  float time = ((float)  lua_tonumber(tolua_S,3));
  {
   self->scrollToPage(index,time);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_layouts_ccui_PageView_scrollToPage00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToItem of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_scrollToItem00
static int tolua_cc_ui_layouts_ccui_PageView_scrollToItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:scrollToItem'", NULL);
#endif
  long index = ((long)  lua_tonumber(tolua_S,2));
  {
   self->scrollToItem(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:scrollToItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToItem of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_scrollToItem01
static int tolua_cc_ui_layouts_ccui_PageView_scrollToItem01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:scrollToItem'", NULL);
#endif
  long index = ((long)  lua_tonumber(tolua_S,2));
  float time = ((float)  lua_tonumber(tolua_S,3));
  {
   self->scrollToItem(index,time);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_layouts_ccui_PageView_scrollToItem00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToItem of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_scrollToItem02
static int tolua_cc_ui_layouts_ccui_PageView_scrollToItem02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:scrollToItem'", NULL);
#endif
  long itemIndex = ((long)  lua_tonumber(tolua_S,2));
  const cc::Vec2* positionRatioInView = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Vec2* itemAnchorPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  {
   self->scrollToItem(itemIndex,*positionRatioInView,*itemAnchorPoint);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_layouts_ccui_PageView_scrollToItem01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollToItem of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_scrollToItem03
static int tolua_cc_ui_layouts_ccui_PageView_scrollToItem03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:scrollToItem'", NULL);
#endif
  long itemIndex = ((long)  lua_tonumber(tolua_S,2));
  const cc::Vec2* positionRatioInView = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Vec2* itemAnchorPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  float timeInSec = ((float)  lua_tonumber(tolua_S,5));
  {
   self->scrollToItem(itemIndex,*positionRatioInView,*itemAnchorPoint,timeInSec);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_layouts_ccui_PageView_scrollToItem02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCurrentPageIndex of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setCurrentPageIndex00
static int tolua_cc_ui_layouts_ccui_PageView_setCurrentPageIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setCurrentPageIndex'", NULL);
#endif
  long index = ((long)  lua_tonumber(tolua_S,2));
  {
   self->setCurrentPageIndex(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setCurrentPageIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCurrentPageIndex of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_getCurrentPageIndex00
static int tolua_cc_ui_layouts_ccui_PageView_getCurrentPageIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:getCurrentPageIndex'", NULL);
#endif
  {
   long tolua_ret = (long)  self->getCurrentPageIndex();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:getCurrentPageIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCustomScrollThreshold of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setCustomScrollThreshold00
static int tolua_cc_ui_layouts_ccui_PageView_setCustomScrollThreshold00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setCustomScrollThreshold'", NULL);
#endif
  float threshold = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setCustomScrollThreshold(threshold);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setCustomScrollThreshold'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCustomScrollThreshold of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_getCustomScrollThreshold00
static int tolua_cc_ui_layouts_ccui_PageView_getCustomScrollThreshold00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:getCustomScrollThreshold'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getCustomScrollThreshold();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:getCustomScrollThreshold'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setUsingCustomScrollThreshold of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setUsingCustomScrollThreshold00
static int tolua_cc_ui_layouts_ccui_PageView_setUsingCustomScrollThreshold00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setUsingCustomScrollThreshold'", NULL);
#endif
  bool flag = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setUsingCustomScrollThreshold(flag);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setUsingCustomScrollThreshold'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isUsingCustomScrollThreshold of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_isUsingCustomScrollThreshold00
static int tolua_cc_ui_layouts_ccui_PageView_isUsingCustomScrollThreshold00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:isUsingCustomScrollThreshold'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isUsingCustomScrollThreshold();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:isUsingCustomScrollThreshold'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAutoScrollStopEpsilon of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setAutoScrollStopEpsilon00
static int tolua_cc_ui_layouts_ccui_PageView_setAutoScrollStopEpsilon00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setAutoScrollStopEpsilon'", NULL);
#endif
  float epsilon = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setAutoScrollStopEpsilon(epsilon);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setAutoScrollStopEpsilon'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIndicatorEnabled of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setIndicatorEnabled00
static int tolua_cc_ui_layouts_ccui_PageView_setIndicatorEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setIndicatorEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setIndicatorEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setIndicatorEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIndicatorEnabled of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_getIndicatorEnabled00
static int tolua_cc_ui_layouts_ccui_PageView_getIndicatorEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:getIndicatorEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->getIndicatorEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:getIndicatorEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIndicatorPositionAsAnchorPoint of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setIndicatorPositionAsAnchorPoint00
static int tolua_cc_ui_layouts_ccui_PageView_setIndicatorPositionAsAnchorPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setIndicatorPositionAsAnchorPoint'", NULL);
#endif
  const cc::Vec2* positionAsAnchorPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setIndicatorPositionAsAnchorPoint(*positionAsAnchorPoint);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setIndicatorPositionAsAnchorPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIndicatorPositionAsAnchorPoint of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_getIndicatorPositionAsAnchorPoint00
static int tolua_cc_ui_layouts_ccui_PageView_getIndicatorPositionAsAnchorPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:getIndicatorPositionAsAnchorPoint'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getIndicatorPositionAsAnchorPoint();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:getIndicatorPositionAsAnchorPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIndicatorPosition of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setIndicatorPosition00
static int tolua_cc_ui_layouts_ccui_PageView_setIndicatorPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setIndicatorPosition'", NULL);
#endif
  const cc::Vec2* position = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setIndicatorPosition(*position);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setIndicatorPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIndicatorPosition of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_getIndicatorPosition00
static int tolua_cc_ui_layouts_ccui_PageView_getIndicatorPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:getIndicatorPosition'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getIndicatorPosition();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:getIndicatorPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIndicatorSpaceBetweenIndexNodes of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setIndicatorSpaceBetweenIndexNodes00
static int tolua_cc_ui_layouts_ccui_PageView_setIndicatorSpaceBetweenIndexNodes00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setIndicatorSpaceBetweenIndexNodes'", NULL);
#endif
  float space = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setIndicatorSpaceBetweenIndexNodes(space);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setIndicatorSpaceBetweenIndexNodes'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIndicatorSpaceBetweenIndexNodes of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_getIndicatorSpaceBetweenIndexNodes00
static int tolua_cc_ui_layouts_ccui_PageView_getIndicatorSpaceBetweenIndexNodes00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:getIndicatorSpaceBetweenIndexNodes'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getIndicatorSpaceBetweenIndexNodes();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:getIndicatorSpaceBetweenIndexNodes'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIndicatorSelectedIndexColor of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setIndicatorSelectedIndexColor00
static int tolua_cc_ui_layouts_ccui_PageView_setIndicatorSelectedIndexColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setIndicatorSelectedIndexColor'", NULL);
#endif
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   self->setIndicatorSelectedIndexColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setIndicatorSelectedIndexColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIndicatorSelectedIndexColor of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_getIndicatorSelectedIndexColor00
static int tolua_cc_ui_layouts_ccui_PageView_getIndicatorSelectedIndexColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:getIndicatorSelectedIndexColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getIndicatorSelectedIndexColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:getIndicatorSelectedIndexColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIndicatorIndexNodesColor of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setIndicatorIndexNodesColor00
static int tolua_cc_ui_layouts_ccui_PageView_setIndicatorIndexNodesColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setIndicatorIndexNodesColor'", NULL);
#endif
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   self->setIndicatorIndexNodesColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setIndicatorIndexNodesColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIndicatorIndexNodesColor of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_getIndicatorIndexNodesColor00
static int tolua_cc_ui_layouts_ccui_PageView_getIndicatorIndexNodesColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:getIndicatorIndexNodesColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getIndicatorIndexNodesColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:getIndicatorIndexNodesColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIndicatorSelectedIndexOpacity of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setIndicatorSelectedIndexOpacity00
static int tolua_cc_ui_layouts_ccui_PageView_setIndicatorSelectedIndexOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setIndicatorSelectedIndexOpacity'", NULL);
#endif
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,2));
  {
   self->setIndicatorSelectedIndexOpacity(opacity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setIndicatorSelectedIndexOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIndicatorSelectedIndexOpacity of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_getIndicatorSelectedIndexOpacity00
static int tolua_cc_ui_layouts_ccui_PageView_getIndicatorSelectedIndexOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:getIndicatorSelectedIndexOpacity'", NULL);
#endif
  {
   unsigned char tolua_ret = ( unsigned char)  self->getIndicatorSelectedIndexOpacity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:getIndicatorSelectedIndexOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIndicatorIndexNodesOpacity of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setIndicatorIndexNodesOpacity00
static int tolua_cc_ui_layouts_ccui_PageView_setIndicatorIndexNodesOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setIndicatorIndexNodesOpacity'", NULL);
#endif
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,2));
  {
   self->setIndicatorIndexNodesOpacity(opacity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setIndicatorIndexNodesOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIndicatorIndexNodesOpacity of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_getIndicatorIndexNodesOpacity00
static int tolua_cc_ui_layouts_ccui_PageView_getIndicatorIndexNodesOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:getIndicatorIndexNodesOpacity'", NULL);
#endif
  {
   unsigned char tolua_ret = ( unsigned char)  self->getIndicatorIndexNodesOpacity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:getIndicatorIndexNodesOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIndicatorIndexNodesScale of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_setIndicatorIndexNodesScale00
static int tolua_cc_ui_layouts_ccui_PageView_setIndicatorIndexNodesScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::PageView* self = (ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:setIndicatorIndexNodesScale'", NULL);
#endif
  float scale = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setIndicatorIndexNodesScale(scale);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:setIndicatorIndexNodesScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIndicatorIndexNodesScale of class  ccui::PageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_layouts_ccui_PageView_getIndicatorIndexNodesScale00
static int tolua_cc_ui_layouts_ccui_PageView_getIndicatorIndexNodesScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.PageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::PageView* self = (const ccui::PageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.PageView:getIndicatorIndexNodesScale'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getIndicatorIndexNodesScale();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.PageView:getIndicatorIndexNodesScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_ui_layouts_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"ccui",0);
  tolua_beginmodule(tolua_S,"ccui");
   tolua_cclass(tolua_S,"LinearLayoutParameter","ccui.LinearLayoutParameter","ccui.LayoutParameter",NULL);
   tolua_beginmodule(tolua_S,"LinearLayoutParameter");
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_LinearLayoutParameter_create00);
    tolua_function(tolua_S,"setGravity",tolua_cc_ui_layouts_ccui_LinearLayoutParameter_setGravity00);
    tolua_function(tolua_S,"getGravity",tolua_cc_ui_layouts_ccui_LinearLayoutParameter_getGravity00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RelativeLayoutParameter","ccui.RelativeLayoutParameter","ccui.LayoutParameter",NULL);
   tolua_beginmodule(tolua_S,"RelativeLayoutParameter");
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_create00);
    tolua_function(tolua_S,"setAlign",tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_setAlign00);
    tolua_function(tolua_S,"getAlign",tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_getAlign00);
    tolua_function(tolua_S,"setRelativeToWidgetName",tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_setRelativeToWidgetName00);
    tolua_function(tolua_S,"getRelativeToWidgetName",tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_getRelativeToWidgetName00);
    tolua_function(tolua_S,"setRelativeName",tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_setRelativeName00);
    tolua_function(tolua_S,"getRelativeName",tolua_cc_ui_layouts_ccui_RelativeLayoutParameter_getRelativeName00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Layout","ccui.Layout","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"Layout");
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_Layout_create00);
    tolua_function(tolua_S,"removeBackGroundImage",tolua_cc_ui_layouts_ccui_Layout_removeBackGroundImage00);
    tolua_function(tolua_S,"setBackGroundImageScale9Enabled",tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageScale9Enabled00);
    tolua_function(tolua_S,"isBackGroundImageScale9Enabled",tolua_cc_ui_layouts_ccui_Layout_isBackGroundImageScale9Enabled00);
    tolua_function(tolua_S,"setBackGroundImageCapInsets",tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageCapInsets00);
    tolua_function(tolua_S,"getBackGroundImageCapInsets",tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageCapInsets00);
    tolua_function(tolua_S,"getBackGroundImageTextureSize",tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageTextureSize00);
    tolua_function(tolua_S,"setBackGroundImageColor",tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageColor00);
    tolua_function(tolua_S,"getBackGroundImageColor",tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageColor00);
    tolua_function(tolua_S,"setBackGroundImageOpacity",tolua_cc_ui_layouts_ccui_Layout_setBackGroundImageOpacity00);
    tolua_function(tolua_S,"getBackGroundImageOpacity",tolua_cc_ui_layouts_ccui_Layout_getBackGroundImageOpacity00);
    tolua_function(tolua_S,"setBackGroundColorType",tolua_cc_ui_layouts_ccui_Layout_setBackGroundColorType00);
    tolua_function(tolua_S,"getBackGroundColorType",tolua_cc_ui_layouts_ccui_Layout_getBackGroundColorType00);
    tolua_function(tolua_S,"setBackGroundColor",tolua_cc_ui_layouts_ccui_Layout_setBackGroundColor00);
    tolua_function(tolua_S,"setBackGroundColor",tolua_cc_ui_layouts_ccui_Layout_setBackGroundColor01);
    tolua_function(tolua_S,"getBackGroundColor",tolua_cc_ui_layouts_ccui_Layout_getBackGroundColor00);
    tolua_function(tolua_S,"getBackGroundStartColor",tolua_cc_ui_layouts_ccui_Layout_getBackGroundStartColor00);
    tolua_function(tolua_S,"getBackGroundEndColor",tolua_cc_ui_layouts_ccui_Layout_getBackGroundEndColor00);
    tolua_function(tolua_S,"setBackGroundColorOpacity",tolua_cc_ui_layouts_ccui_Layout_setBackGroundColorOpacity00);
    tolua_function(tolua_S,"getBackGroundColorOpacity",tolua_cc_ui_layouts_ccui_Layout_getBackGroundColorOpacity00);
    tolua_function(tolua_S,"setBackGroundColorVector",tolua_cc_ui_layouts_ccui_Layout_setBackGroundColorVector00);
    tolua_function(tolua_S,"getBackGroundColorVector",tolua_cc_ui_layouts_ccui_Layout_getBackGroundColorVector00);
    tolua_function(tolua_S,"setClippingEnabled",tolua_cc_ui_layouts_ccui_Layout_setClippingEnabled00);
    tolua_function(tolua_S,"isClippingEnabled",tolua_cc_ui_layouts_ccui_Layout_isClippingEnabled00);
    tolua_function(tolua_S,"setClippingType",tolua_cc_ui_layouts_ccui_Layout_setClippingType00);
    tolua_function(tolua_S,"getClippingType",tolua_cc_ui_layouts_ccui_Layout_getClippingType00);
    tolua_function(tolua_S,"setLayoutType",tolua_cc_ui_layouts_ccui_Layout_setLayoutType00);
    tolua_function(tolua_S,"getLayoutType",tolua_cc_ui_layouts_ccui_Layout_getLayoutType00);
    tolua_function(tolua_S,"requestDoLayout",tolua_cc_ui_layouts_ccui_Layout_requestDoLayout00);
    tolua_function(tolua_S,"forceDoLayout",tolua_cc_ui_layouts_ccui_Layout_forceDoLayout00);
    tolua_function(tolua_S,"doLayout",tolua_cc_ui_layouts_ccui_Layout_doLayout00);
    tolua_function(tolua_S,"setLoopFocus",tolua_cc_ui_layouts_ccui_Layout_setLoopFocus00);
    tolua_function(tolua_S,"isLoopFocus",tolua_cc_ui_layouts_ccui_Layout_isLoopFocus00);
    tolua_function(tolua_S,"setPassFocusToChild",tolua_cc_ui_layouts_ccui_Layout_setPassFocusToChild00);
    tolua_function(tolua_S,"isPassFocusToChild",tolua_cc_ui_layouts_ccui_Layout_isPassFocusToChild00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"HBox","ccui.HBox","ccui.Layout",NULL);
   tolua_beginmodule(tolua_S,"HBox");
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_HBox_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_HBox_create01);
    tolua_function(tolua_S,"initWithSize",tolua_cc_ui_layouts_ccui_HBox_initWithSize00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"VBox","ccui.VBox","ccui.Layout",NULL);
   tolua_beginmodule(tolua_S,"VBox");
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_VBox_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_VBox_create01);
    tolua_function(tolua_S,"initWithSize",tolua_cc_ui_layouts_ccui_VBox_initWithSize00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RelativeBox","ccui.RelativeBox","ccui.Layout",NULL);
   tolua_beginmodule(tolua_S,"RelativeBox");
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_RelativeBox_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_RelativeBox_create01);
    tolua_function(tolua_S,"initWithSize",tolua_cc_ui_layouts_ccui_RelativeBox_initWithSize00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ScrollView","ccui.ScrollView","ccui.Layout",NULL);
   tolua_beginmodule(tolua_S,"ScrollView");
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_ScrollView_create00);
    tolua_function(tolua_S,"setDirection",tolua_cc_ui_layouts_ccui_ScrollView_setDirection00);
    tolua_function(tolua_S,"getDirection",tolua_cc_ui_layouts_ccui_ScrollView_getDirection00);
    tolua_function(tolua_S,"getInnerContainer",tolua_cc_ui_layouts_ccui_ScrollView_getInnerContainer00);
    tolua_function(tolua_S,"setInnerContainerSize",tolua_cc_ui_layouts_ccui_ScrollView_setInnerContainerSize00);
    tolua_function(tolua_S,"getInnerContainerSize",tolua_cc_ui_layouts_ccui_ScrollView_getInnerContainerSize00);
    tolua_function(tolua_S,"setInnerContainerPosition",tolua_cc_ui_layouts_ccui_ScrollView_setInnerContainerPosition00);
    tolua_function(tolua_S,"getInnerContainerPosition",tolua_cc_ui_layouts_ccui_ScrollView_getInnerContainerPosition00);
    tolua_function(tolua_S,"isAutoScrolling",tolua_cc_ui_layouts_ccui_ScrollView_isAutoScrolling00);
    tolua_function(tolua_S,"getScrolledPercentVertical",tolua_cc_ui_layouts_ccui_ScrollView_getScrolledPercentVertical00);
    tolua_function(tolua_S,"getScrolledPercentHorizontal",tolua_cc_ui_layouts_ccui_ScrollView_getScrolledPercentHorizontal00);
    tolua_function(tolua_S,"getScrolledPercentBothDirection",tolua_cc_ui_layouts_ccui_ScrollView_getScrolledPercentBothDirection00);
    tolua_function(tolua_S,"isScrolling",tolua_cc_ui_layouts_ccui_ScrollView_isScrolling00);
    tolua_function(tolua_S,"stopScroll",tolua_cc_ui_layouts_ccui_ScrollView_stopScroll00);
    tolua_function(tolua_S,"stopAutoScroll",tolua_cc_ui_layouts_ccui_ScrollView_stopAutoScroll00);
    tolua_function(tolua_S,"stopOverallScroll",tolua_cc_ui_layouts_ccui_ScrollView_stopOverallScroll00);
    tolua_function(tolua_S,"scrollToBottom",tolua_cc_ui_layouts_ccui_ScrollView_scrollToBottom00);
    tolua_function(tolua_S,"scrollToTop",tolua_cc_ui_layouts_ccui_ScrollView_scrollToTop00);
    tolua_function(tolua_S,"scrollToLeft",tolua_cc_ui_layouts_ccui_ScrollView_scrollToLeft00);
    tolua_function(tolua_S,"scrollToRight",tolua_cc_ui_layouts_ccui_ScrollView_scrollToRight00);
    tolua_function(tolua_S,"scrollToTopLeft",tolua_cc_ui_layouts_ccui_ScrollView_scrollToTopLeft00);
    tolua_function(tolua_S,"scrollToTopRight",tolua_cc_ui_layouts_ccui_ScrollView_scrollToTopRight00);
    tolua_function(tolua_S,"scrollToBottomLeft",tolua_cc_ui_layouts_ccui_ScrollView_scrollToBottomLeft00);
    tolua_function(tolua_S,"scrollToBottomRight",tolua_cc_ui_layouts_ccui_ScrollView_scrollToBottomRight00);
    tolua_function(tolua_S,"scrollToPercentVertical",tolua_cc_ui_layouts_ccui_ScrollView_scrollToPercentVertical00);
    tolua_function(tolua_S,"scrollToPercentHorizontal",tolua_cc_ui_layouts_ccui_ScrollView_scrollToPercentHorizontal00);
    tolua_function(tolua_S,"scrollToPercentBothDirection",tolua_cc_ui_layouts_ccui_ScrollView_scrollToPercentBothDirection00);
    tolua_function(tolua_S,"jumpToBottom",tolua_cc_ui_layouts_ccui_ScrollView_jumpToBottom00);
    tolua_function(tolua_S,"jumpToTop",tolua_cc_ui_layouts_ccui_ScrollView_jumpToTop00);
    tolua_function(tolua_S,"jumpToLeft",tolua_cc_ui_layouts_ccui_ScrollView_jumpToLeft00);
    tolua_function(tolua_S,"jumpToRight",tolua_cc_ui_layouts_ccui_ScrollView_jumpToRight00);
    tolua_function(tolua_S,"jumpToTopLeft",tolua_cc_ui_layouts_ccui_ScrollView_jumpToTopLeft00);
    tolua_function(tolua_S,"jumpToTopRight",tolua_cc_ui_layouts_ccui_ScrollView_jumpToTopRight00);
    tolua_function(tolua_S,"jumpToBottomLeft",tolua_cc_ui_layouts_ccui_ScrollView_jumpToBottomLeft00);
    tolua_function(tolua_S,"jumpToBottomRight",tolua_cc_ui_layouts_ccui_ScrollView_jumpToBottomRight00);
    tolua_function(tolua_S,"jumpToPercentVertical",tolua_cc_ui_layouts_ccui_ScrollView_jumpToPercentVertical00);
    tolua_function(tolua_S,"jumpToPercentHorizontal",tolua_cc_ui_layouts_ccui_ScrollView_jumpToPercentHorizontal00);
    tolua_function(tolua_S,"jumpToPercentBothDirection",tolua_cc_ui_layouts_ccui_ScrollView_jumpToPercentBothDirection00);
    tolua_function(tolua_S,"setBounceEnabled",tolua_cc_ui_layouts_ccui_ScrollView_setBounceEnabled00);
    tolua_function(tolua_S,"isBounceEnabled",tolua_cc_ui_layouts_ccui_ScrollView_isBounceEnabled00);
    tolua_function(tolua_S,"setInertiaScrollEnabled",tolua_cc_ui_layouts_ccui_ScrollView_setInertiaScrollEnabled00);
    tolua_function(tolua_S,"isInertiaScrollEnabled",tolua_cc_ui_layouts_ccui_ScrollView_isInertiaScrollEnabled00);
    tolua_function(tolua_S,"setTouchTotalTimeThreshold",tolua_cc_ui_layouts_ccui_ScrollView_setTouchTotalTimeThreshold00);
    tolua_function(tolua_S,"getTouchTotalTimeThreshold",tolua_cc_ui_layouts_ccui_ScrollView_getTouchTotalTimeThreshold00);
    tolua_function(tolua_S,"setScrollBarEnabled",tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarEnabled00);
    tolua_function(tolua_S,"isScrollBarEnabled",tolua_cc_ui_layouts_ccui_ScrollView_isScrollBarEnabled00);
    tolua_function(tolua_S,"setScrollBarPositionFromCorner",tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarPositionFromCorner00);
    tolua_function(tolua_S,"setScrollBarPositionFromCornerForVertical",tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarPositionFromCornerForVertical00);
    tolua_function(tolua_S,"getScrollBarPositionFromCornerForVertical",tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarPositionFromCornerForVertical00);
    tolua_function(tolua_S,"setScrollBarPositionFromCornerForHorizontal",tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarPositionFromCornerForHorizontal00);
    tolua_function(tolua_S,"getScrollBarPositionFromCornerForHorizontal",tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarPositionFromCornerForHorizontal00);
    tolua_function(tolua_S,"setScrollBarWidth",tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarWidth00);
    tolua_function(tolua_S,"getScrollBarWidth",tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarWidth00);
    tolua_function(tolua_S,"setScrollBarColor",tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarColor00);
    tolua_function(tolua_S,"getScrollBarColor",tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarColor00);
    tolua_function(tolua_S,"setScrollBarOpacity",tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarOpacity00);
    tolua_function(tolua_S,"getScrollBarOpacity",tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarOpacity00);
    tolua_function(tolua_S,"setScrollBarAutoHideEnabled",tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarAutoHideEnabled00);
    tolua_function(tolua_S,"isScrollBarAutoHideEnabled",tolua_cc_ui_layouts_ccui_ScrollView_isScrollBarAutoHideEnabled00);
    tolua_function(tolua_S,"setScrollBarAutoHideTime",tolua_cc_ui_layouts_ccui_ScrollView_setScrollBarAutoHideTime00);
    tolua_function(tolua_S,"getScrollBarAutoHideTime",tolua_cc_ui_layouts_ccui_ScrollView_getScrollBarAutoHideTime00);
    tolua_function(tolua_S,"getChildrenCount",tolua_cc_ui_layouts_ccui_ScrollView_getChildrenCount00);
    tolua_function(tolua_S,"getChildByTag",tolua_cc_ui_layouts_ccui_ScrollView_getChildByTag00);
    tolua_function(tolua_S,"getChildByName",tolua_cc_ui_layouts_ccui_ScrollView_getChildByName00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ListView","ccui.ListView","ccui.ScrollView",NULL);
   tolua_beginmodule(tolua_S,"ListView");
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_ListView_create00);
    tolua_function(tolua_S,"setItemModel",tolua_cc_ui_layouts_ccui_ListView_setItemModel00);
    tolua_function(tolua_S,"pushBackDefaultItem",tolua_cc_ui_layouts_ccui_ListView_pushBackDefaultItem00);
    tolua_function(tolua_S,"insertDefaultItem",tolua_cc_ui_layouts_ccui_ListView_insertDefaultItem00);
    tolua_function(tolua_S,"pushBackCustomItem",tolua_cc_ui_layouts_ccui_ListView_pushBackCustomItem00);
    tolua_function(tolua_S,"insertCustomItem",tolua_cc_ui_layouts_ccui_ListView_insertCustomItem00);
    tolua_function(tolua_S,"removeLastItem",tolua_cc_ui_layouts_ccui_ListView_removeLastItem00);
    tolua_function(tolua_S,"removeItem",tolua_cc_ui_layouts_ccui_ListView_removeItem00);
    tolua_function(tolua_S,"removeAllItems",tolua_cc_ui_layouts_ccui_ListView_removeAllItems00);
    tolua_function(tolua_S,"getItem",tolua_cc_ui_layouts_ccui_ListView_getItem00);
    tolua_function(tolua_S,"getIndex",tolua_cc_ui_layouts_ccui_ListView_getIndex00);
    tolua_function(tolua_S,"setGravity",tolua_cc_ui_layouts_ccui_ListView_setGravity00);
    tolua_function(tolua_S,"setMagneticType",tolua_cc_ui_layouts_ccui_ListView_setMagneticType00);
    tolua_function(tolua_S,"getMagneticType",tolua_cc_ui_layouts_ccui_ListView_getMagneticType00);
    tolua_function(tolua_S,"setMagneticAllowedOutOfBoundary",tolua_cc_ui_layouts_ccui_ListView_setMagneticAllowedOutOfBoundary00);
    tolua_function(tolua_S,"getMagneticAllowedOutOfBoundary",tolua_cc_ui_layouts_ccui_ListView_getMagneticAllowedOutOfBoundary00);
    tolua_function(tolua_S,"setItemsMargin",tolua_cc_ui_layouts_ccui_ListView_setItemsMargin00);
    tolua_function(tolua_S,"getItemsMargin",tolua_cc_ui_layouts_ccui_ListView_getItemsMargin00);
    tolua_function(tolua_S,"setPadding",tolua_cc_ui_layouts_ccui_ListView_setPadding00);
    tolua_function(tolua_S,"setLeftPadding",tolua_cc_ui_layouts_ccui_ListView_setLeftPadding00);
    tolua_function(tolua_S,"setTopPadding",tolua_cc_ui_layouts_ccui_ListView_setTopPadding00);
    tolua_function(tolua_S,"setRightPadding",tolua_cc_ui_layouts_ccui_ListView_setRightPadding00);
    tolua_function(tolua_S,"setBottomPadding",tolua_cc_ui_layouts_ccui_ListView_setBottomPadding00);
    tolua_function(tolua_S,"getLeftPadding",tolua_cc_ui_layouts_ccui_ListView_getLeftPadding00);
    tolua_function(tolua_S,"getTopPadding",tolua_cc_ui_layouts_ccui_ListView_getTopPadding00);
    tolua_function(tolua_S,"getRightPadding",tolua_cc_ui_layouts_ccui_ListView_getRightPadding00);
    tolua_function(tolua_S,"getBottomPadding",tolua_cc_ui_layouts_ccui_ListView_getBottomPadding00);
    tolua_function(tolua_S,"setScrollDuration",tolua_cc_ui_layouts_ccui_ListView_setScrollDuration00);
    tolua_function(tolua_S,"getScrollDuration",tolua_cc_ui_layouts_ccui_ListView_getScrollDuration00);
    tolua_function(tolua_S,"getClosestItemToPosition",tolua_cc_ui_layouts_ccui_ListView_getClosestItemToPosition00);
    tolua_function(tolua_S,"getClosestItemToPositionInCurrentView",tolua_cc_ui_layouts_ccui_ListView_getClosestItemToPositionInCurrentView00);
    tolua_function(tolua_S,"getCenterItemInCurrentView",tolua_cc_ui_layouts_ccui_ListView_getCenterItemInCurrentView00);
    tolua_function(tolua_S,"getLeftmostItemInCurrentView",tolua_cc_ui_layouts_ccui_ListView_getLeftmostItemInCurrentView00);
    tolua_function(tolua_S,"getRightmostItemInCurrentView",tolua_cc_ui_layouts_ccui_ListView_getRightmostItemInCurrentView00);
    tolua_function(tolua_S,"getTopmostItemInCurrentView",tolua_cc_ui_layouts_ccui_ListView_getTopmostItemInCurrentView00);
    tolua_function(tolua_S,"getBottommostItemInCurrentView",tolua_cc_ui_layouts_ccui_ListView_getBottommostItemInCurrentView00);
    tolua_function(tolua_S,"jumpToItem",tolua_cc_ui_layouts_ccui_ListView_jumpToItem00);
    tolua_function(tolua_S,"scrollToItem",tolua_cc_ui_layouts_ccui_ListView_scrollToItem00);
    tolua_function(tolua_S,"scrollToItem",tolua_cc_ui_layouts_ccui_ListView_scrollToItem01);
    tolua_function(tolua_S,"getCurSelectedIndex",tolua_cc_ui_layouts_ccui_ListView_getCurSelectedIndex00);
    tolua_function(tolua_S,"setCurSelectedIndex",tolua_cc_ui_layouts_ccui_ListView_setCurSelectedIndex00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PageView","ccui.PageView","ccui.ListView",NULL);
   tolua_beginmodule(tolua_S,"PageView");
    tolua_function(tolua_S,"create",tolua_cc_ui_layouts_ccui_PageView_create00);
    tolua_function(tolua_S,"addPage",tolua_cc_ui_layouts_ccui_PageView_addPage00);
    tolua_function(tolua_S,"insertPage",tolua_cc_ui_layouts_ccui_PageView_insertPage00);
    tolua_function(tolua_S,"removePage",tolua_cc_ui_layouts_ccui_PageView_removePage00);
    tolua_function(tolua_S,"removePageAtIndex",tolua_cc_ui_layouts_ccui_PageView_removePageAtIndex00);
    tolua_function(tolua_S,"removeAllPages",tolua_cc_ui_layouts_ccui_PageView_removeAllPages00);
    tolua_function(tolua_S,"scrollToPage",tolua_cc_ui_layouts_ccui_PageView_scrollToPage00);
    tolua_function(tolua_S,"scrollToPage",tolua_cc_ui_layouts_ccui_PageView_scrollToPage01);
    tolua_function(tolua_S,"scrollToItem",tolua_cc_ui_layouts_ccui_PageView_scrollToItem00);
    tolua_function(tolua_S,"scrollToItem",tolua_cc_ui_layouts_ccui_PageView_scrollToItem01);
    tolua_function(tolua_S,"scrollToItem",tolua_cc_ui_layouts_ccui_PageView_scrollToItem02);
    tolua_function(tolua_S,"scrollToItem",tolua_cc_ui_layouts_ccui_PageView_scrollToItem03);
    tolua_function(tolua_S,"setCurrentPageIndex",tolua_cc_ui_layouts_ccui_PageView_setCurrentPageIndex00);
    tolua_function(tolua_S,"getCurrentPageIndex",tolua_cc_ui_layouts_ccui_PageView_getCurrentPageIndex00);
    tolua_function(tolua_S,"setCustomScrollThreshold",tolua_cc_ui_layouts_ccui_PageView_setCustomScrollThreshold00);
    tolua_function(tolua_S,"getCustomScrollThreshold",tolua_cc_ui_layouts_ccui_PageView_getCustomScrollThreshold00);
    tolua_function(tolua_S,"setUsingCustomScrollThreshold",tolua_cc_ui_layouts_ccui_PageView_setUsingCustomScrollThreshold00);
    tolua_function(tolua_S,"isUsingCustomScrollThreshold",tolua_cc_ui_layouts_ccui_PageView_isUsingCustomScrollThreshold00);
    tolua_function(tolua_S,"setAutoScrollStopEpsilon",tolua_cc_ui_layouts_ccui_PageView_setAutoScrollStopEpsilon00);
    tolua_function(tolua_S,"setIndicatorEnabled",tolua_cc_ui_layouts_ccui_PageView_setIndicatorEnabled00);
    tolua_function(tolua_S,"getIndicatorEnabled",tolua_cc_ui_layouts_ccui_PageView_getIndicatorEnabled00);
    tolua_function(tolua_S,"setIndicatorPositionAsAnchorPoint",tolua_cc_ui_layouts_ccui_PageView_setIndicatorPositionAsAnchorPoint00);
    tolua_function(tolua_S,"getIndicatorPositionAsAnchorPoint",tolua_cc_ui_layouts_ccui_PageView_getIndicatorPositionAsAnchorPoint00);
    tolua_function(tolua_S,"setIndicatorPosition",tolua_cc_ui_layouts_ccui_PageView_setIndicatorPosition00);
    tolua_function(tolua_S,"getIndicatorPosition",tolua_cc_ui_layouts_ccui_PageView_getIndicatorPosition00);
    tolua_function(tolua_S,"setIndicatorSpaceBetweenIndexNodes",tolua_cc_ui_layouts_ccui_PageView_setIndicatorSpaceBetweenIndexNodes00);
    tolua_function(tolua_S,"getIndicatorSpaceBetweenIndexNodes",tolua_cc_ui_layouts_ccui_PageView_getIndicatorSpaceBetweenIndexNodes00);
    tolua_function(tolua_S,"setIndicatorSelectedIndexColor",tolua_cc_ui_layouts_ccui_PageView_setIndicatorSelectedIndexColor00);
    tolua_function(tolua_S,"getIndicatorSelectedIndexColor",tolua_cc_ui_layouts_ccui_PageView_getIndicatorSelectedIndexColor00);
    tolua_function(tolua_S,"setIndicatorIndexNodesColor",tolua_cc_ui_layouts_ccui_PageView_setIndicatorIndexNodesColor00);
    tolua_function(tolua_S,"getIndicatorIndexNodesColor",tolua_cc_ui_layouts_ccui_PageView_getIndicatorIndexNodesColor00);
    tolua_function(tolua_S,"setIndicatorSelectedIndexOpacity",tolua_cc_ui_layouts_ccui_PageView_setIndicatorSelectedIndexOpacity00);
    tolua_function(tolua_S,"getIndicatorSelectedIndexOpacity",tolua_cc_ui_layouts_ccui_PageView_getIndicatorSelectedIndexOpacity00);
    tolua_function(tolua_S,"setIndicatorIndexNodesOpacity",tolua_cc_ui_layouts_ccui_PageView_setIndicatorIndexNodesOpacity00);
    tolua_function(tolua_S,"getIndicatorIndexNodesOpacity",tolua_cc_ui_layouts_ccui_PageView_getIndicatorIndexNodesOpacity00);
    tolua_function(tolua_S,"setIndicatorIndexNodesScale",tolua_cc_ui_layouts_ccui_PageView_setIndicatorIndexNodesScale00);
    tolua_function(tolua_S,"getIndicatorIndexNodesScale",tolua_cc_ui_layouts_ccui_PageView_getIndicatorIndexNodesScale00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_ui_layouts (lua_State* tolua_S) {
 return tolua_cc_ui_layouts_open(tolua_S);
};
#endif


/*
** Lua binding: cc_ui_widgets
** Generated automatically by tolua++-1.0.93. Do not edit: run scripts/genbindings.
*/

#ifndef __cplusplus
#include "stdlib.h"
#endif
#include "string.h"

#include "tolua++.h"
#include "tolua_fix.h"
#include "LuaValueConversions.h"
#include "KiteBindingSupport.h"

/* Exported function */
TOLUA_API int  tolua_cc_ui_widgets_open (lua_State* tolua_S);

#include "UiLuaNames.h"

/* function to release collected object via destructor */
#ifdef __cplusplus

static int tolua_collect_cc__Size (lua_State* tolua_S)
{
 cc::Size* self = (cc::Size*) tolua_tousertype(tolua_S,1,0);
    Mtolua_delete(self);
    return 0;
}

static int tolua_collect_cc__Vec2 (lua_State* tolua_S)
{
 cc::Vec2* self = (cc::Vec2*) tolua_tousertype(tolua_S,1,0);
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
 tolua_usertype(tolua_S,"ccui.LayoutParameter");
 Mtolua_typeid(tolua_S,typeid(ccui::LayoutParameter), "ccui.LayoutParameter");
 tolua_usertype(tolua_S,"cc.ProtectedNode");
 Mtolua_typeid(tolua_S,typeid(cc::ProtectedNode), "cc.ProtectedNode");
 tolua_usertype(tolua_S,"ccui.Helper");
 Mtolua_typeid(tolua_S,typeid(ccui::Helper), "ccui.Helper");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"ccui.Widget");
 Mtolua_typeid(tolua_S,typeid(ccui::Widget), "ccui.Widget");
}

/* method: create of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_create00
static int tolua_cc_ui_widgets_cc_ProtectedNode_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertable(tolua_S,1,"cc.ProtectedNode",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ProtectedNode* tolua_ret = (cc::ProtectedNode*)  cc::ProtectedNode::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ProtectedNode");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProtectedNode:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addProtectedChild of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_addProtectedChild00
static int tolua_cc_ui_widgets_cc_ProtectedNode_addProtectedChild00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:addProtectedChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  tolua_tousertype(tolua_S,2,0));
  {
   self->addProtectedChild(child);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProtectedNode:addProtectedChild'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addProtectedChild of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_addProtectedChild01
static int tolua_cc_ui_widgets_cc_ProtectedNode_addProtectedChild01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,3,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:addProtectedChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  tolua_tousertype(tolua_S,2,0));
  int localZOrder = ((int)  tolua_tonumber(tolua_S,3,0));
  {
   self->addProtectedChild(child,localZOrder);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_cc_ProtectedNode_addProtectedChild00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: addProtectedChild of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_addProtectedChild02
static int tolua_cc_ui_widgets_cc_ProtectedNode_addProtectedChild02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,3,0,&tolua_err) ||
     !tolua_isnumber(tolua_S,4,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:addProtectedChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  tolua_tousertype(tolua_S,2,0));
  int localZOrder = ((int)  tolua_tonumber(tolua_S,3,0));
  int tag = ((int)  tolua_tonumber(tolua_S,4,0));
  {
   self->addProtectedChild(child,localZOrder,tag);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_cc_ProtectedNode_addProtectedChild01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getProtectedChildByTag of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_getProtectedChildByTag00
static int tolua_cc_ui_widgets_cc_ProtectedNode_getProtectedChildByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:getProtectedChildByTag'", NULL);
#endif
  int tag = ((int)  tolua_tonumber(tolua_S,2,0));
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getProtectedChildByTag(tag);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProtectedNode:getProtectedChildByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeProtectedChild of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_removeProtectedChild00
static int tolua_cc_ui_widgets_cc_ProtectedNode_removeProtectedChild00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,3,1,&tolua_err) ||
     !tolua_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:removeProtectedChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  tolua_tousertype(tolua_S,2,0));
  bool cleanup = ((bool)  tolua_toboolean(tolua_S,3,true));
  {
   self->removeProtectedChild(child,cleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProtectedNode:removeProtectedChild'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeProtectedChildByTag of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_removeProtectedChildByTag00
static int tolua_cc_ui_widgets_cc_ProtectedNode_removeProtectedChildByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,2,0,&tolua_err) ||
     !tolua_isboolean(tolua_S,3,1,&tolua_err) ||
     !tolua_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:removeProtectedChildByTag'", NULL);
#endif
  int tag = ((int)  tolua_tonumber(tolua_S,2,0));
  bool cleanup = ((bool)  tolua_toboolean(tolua_S,3,true));
  {
   self->removeProtectedChildByTag(tag,cleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProtectedNode:removeProtectedChildByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllProtectedChildren of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_removeAllProtectedChildren00
static int tolua_cc_ui_widgets_cc_ProtectedNode_removeAllProtectedChildren00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:removeAllProtectedChildren'", NULL);
#endif
  {
   self->removeAllProtectedChildren();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProtectedNode:removeAllProtectedChildren'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllProtectedChildrenWithCleanup of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_removeAllProtectedChildrenWithCleanup00
static int tolua_cc_ui_widgets_cc_ProtectedNode_removeAllProtectedChildrenWithCleanup00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:removeAllProtectedChildrenWithCleanup'", NULL);
#endif
  bool cleanup = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->removeAllProtectedChildrenWithCleanup(cleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProtectedNode:removeAllProtectedChildrenWithCleanup'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: reorderProtectedChild of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_reorderProtectedChild00
static int tolua_cc_ui_widgets_cc_ProtectedNode_reorderProtectedChild00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,3,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:reorderProtectedChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  tolua_tousertype(tolua_S,2,0));
  int localZOrder = ((int)  tolua_tonumber(tolua_S,3,0));
  {
   self->reorderProtectedChild(child,localZOrder);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProtectedNode:reorderProtectedChild'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: sortAllProtectedChildren of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_sortAllProtectedChildren00
static int tolua_cc_ui_widgets_cc_ProtectedNode_sortAllProtectedChildren00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:sortAllProtectedChildren'", NULL);
#endif
  {
   self->sortAllProtectedChildren();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProtectedNode:sortAllProtectedChildren'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::LayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LayoutParameter_create00
static int tolua_cc_ui_widgets_ccui_LayoutParameter_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertable(tolua_S,1,"ccui.LayoutParameter",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::LayoutParameter* tolua_ret = (ccui::LayoutParameter*)  ccui::LayoutParameter::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.LayoutParameter");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LayoutParameter:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayoutType of class  ccui::LayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LayoutParameter_getLayoutType00
static int tolua_cc_ui_widgets_ccui_LayoutParameter_getLayoutType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.LayoutParameter",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::LayoutParameter* self = (const ccui::LayoutParameter*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LayoutParameter:getLayoutType'", NULL);
#endif
  {
   ccui::LayoutParameter::Type tolua_ret = (ccui::LayoutParameter::Type)  self->getLayoutType();
   tolua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LayoutParameter:getLayoutType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clone of class  ccui::LayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LayoutParameter_clone00
static int tolua_cc_ui_widgets_ccui_LayoutParameter_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.LayoutParameter",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LayoutParameter* self = (ccui::LayoutParameter*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LayoutParameter:clone'", NULL);
#endif
  {
   ccui::LayoutParameter* tolua_ret = (ccui::LayoutParameter*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.LayoutParameter");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LayoutParameter:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createCloneInstance of class  ccui::LayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LayoutParameter_createCloneInstance00
static int tolua_cc_ui_widgets_ccui_LayoutParameter_createCloneInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.LayoutParameter",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LayoutParameter* self = (ccui::LayoutParameter*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LayoutParameter:createCloneInstance'", NULL);
#endif
  {
   ccui::LayoutParameter* tolua_ret = (ccui::LayoutParameter*)  self->createCloneInstance();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.LayoutParameter");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LayoutParameter:createCloneInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: copyProperties of class  ccui::LayoutParameter */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LayoutParameter_copyProperties00
static int tolua_cc_ui_widgets_ccui_LayoutParameter_copyProperties00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.LayoutParameter",0,&tolua_err) ||
     !kite_isobject(tolua_S,2,"ccui.LayoutParameter",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LayoutParameter* self = (ccui::LayoutParameter*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LayoutParameter:copyProperties'", NULL);
#endif
  ccui::LayoutParameter* model = ((ccui::LayoutParameter*)  tolua_tousertype(tolua_S,2,0));
  {
   self->copyProperties(model);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LayoutParameter:copyProperties'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_create00
static int tolua_cc_ui_widgets_ccui_Widget_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertable(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  ccui::Widget::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEnabled of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setEnabled00
static int tolua_cc_ui_widgets_ccui_Widget_setEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isEnabled of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isEnabled00
static int tolua_cc_ui_widgets_ccui_Widget_isEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isEnabled();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBright of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setBright00
static int tolua_cc_ui_widgets_ccui_Widget_setBright00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setBright'", NULL);
#endif
  bool bright = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setBright(bright);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setBright'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isBright of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isBright00
static int tolua_cc_ui_widgets_ccui_Widget_isBright00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isBright'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isBright();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isBright'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBrightStyle of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setBrightStyle00
static int tolua_cc_ui_widgets_ccui_Widget_setBrightStyle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setBrightStyle'", NULL);
#endif
  ccui::Widget::BrightStyle style = ((ccui::Widget::BrightStyle) (int)  tolua_tonumber(tolua_S,2,0));
  {
   self->setBrightStyle(style);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setBrightStyle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setHighlighted of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setHighlighted00
static int tolua_cc_ui_widgets_ccui_Widget_setHighlighted00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setHighlighted'", NULL);
#endif
  bool highlight = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setHighlighted(highlight);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setHighlighted'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isHighlighted of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isHighlighted00
static int tolua_cc_ui_widgets_ccui_Widget_isHighlighted00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isHighlighted'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isHighlighted();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isHighlighted'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTouchEnabled of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setTouchEnabled00
static int tolua_cc_ui_widgets_ccui_Widget_setTouchEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setTouchEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setTouchEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setTouchEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isTouchEnabled of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isTouchEnabled00
static int tolua_cc_ui_widgets_ccui_Widget_isTouchEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isTouchEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isTouchEnabled();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isTouchEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSwallowTouches of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setSwallowTouches00
static int tolua_cc_ui_widgets_ccui_Widget_setSwallowTouches00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setSwallowTouches'", NULL);
#endif
  bool swallow = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setSwallowTouches(swallow);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setSwallowTouches'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isSwallowTouches of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isSwallowTouches00
static int tolua_cc_ui_widgets_ccui_Widget_isSwallowTouches00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isSwallowTouches'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isSwallowTouches();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isSwallowTouches'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPropagateTouchEvents of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setPropagateTouchEvents00
static int tolua_cc_ui_widgets_ccui_Widget_setPropagateTouchEvents00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setPropagateTouchEvents'", NULL);
#endif
  bool propagate = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setPropagateTouchEvents(propagate);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setPropagateTouchEvents'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isPropagateTouchEvents of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isPropagateTouchEvents00
static int tolua_cc_ui_widgets_ccui_Widget_isPropagateTouchEvents00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isPropagateTouchEvents'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isPropagateTouchEvents();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isPropagateTouchEvents'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isClippingParentContainsPoint of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isClippingParentContainsPoint00
static int tolua_cc_ui_widgets_ccui_Widget_isClippingParentContainsPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isClippingParentContainsPoint'", NULL);
#endif
  const cc::Vec2* point = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->isClippingParentContainsPoint(*point);
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isClippingParentContainsPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTouchBeganPosition of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getTouchBeganPosition00
static int tolua_cc_ui_widgets_ccui_Widget_getTouchBeganPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getTouchBeganPosition'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getTouchBeganPosition();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getTouchBeganPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTouchMovePosition of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getTouchMovePosition00
static int tolua_cc_ui_widgets_ccui_Widget_getTouchMovePosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getTouchMovePosition'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getTouchMovePosition();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getTouchMovePosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTouchEndPosition of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getTouchEndPosition00
static int tolua_cc_ui_widgets_ccui_Widget_getTouchEndPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getTouchEndPosition'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getTouchEndPosition();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getTouchEndPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setContentSize of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setContentSize00
static int tolua_cc_ui_widgets_ccui_Widget_setContentSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setContentSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setContentSize(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setContentSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSize of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setSize00
static int tolua_cc_ui_widgets_ccui_Widget_setSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setSize(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSize of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getSize00
static int tolua_cc_ui_widgets_ccui_Widget_getSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPositionPercent of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setPositionPercent00
static int tolua_cc_ui_widgets_ccui_Widget_setPositionPercent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setPositionPercent'", NULL);
#endif
  const cc::Vec2* percent = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setPositionPercent(*percent);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setPositionPercent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPositionPercent of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getPositionPercent00
static int tolua_cc_ui_widgets_ccui_Widget_getPositionPercent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getPositionPercent'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getPositionPercent();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getPositionPercent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPositionType of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setPositionType00
static int tolua_cc_ui_widgets_ccui_Widget_setPositionType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setPositionType'", NULL);
#endif
  ccui::Widget::PositionType type = ((ccui::Widget::PositionType) (int)  tolua_tonumber(tolua_S,2,0));
  {
   self->setPositionType(type);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setPositionType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPositionType of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getPositionType00
static int tolua_cc_ui_widgets_ccui_Widget_getPositionType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getPositionType'", NULL);
#endif
  {
   ccui::Widget::PositionType tolua_ret = (ccui::Widget::PositionType)  self->getPositionType();
   tolua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getPositionType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSizePercent of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setSizePercent00
static int tolua_cc_ui_widgets_ccui_Widget_setSizePercent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setSizePercent'", NULL);
#endif
  const cc::Vec2* percent = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setSizePercent(*percent);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setSizePercent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSizePercent of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getSizePercent00
static int tolua_cc_ui_widgets_ccui_Widget_getSizePercent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getSizePercent'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getSizePercent();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getSizePercent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSizeType of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setSizeType00
static int tolua_cc_ui_widgets_ccui_Widget_setSizeType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setSizeType'", NULL);
#endif
  ccui::Widget::SizeType type = ((ccui::Widget::SizeType) (int)  tolua_tonumber(tolua_S,2,0));
  {
   self->setSizeType(type);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setSizeType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSizeType of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getSizeType00
static int tolua_cc_ui_widgets_ccui_Widget_getSizeType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getSizeType'", NULL);
#endif
  {
   ccui::Widget::SizeType tolua_ret = (ccui::Widget::SizeType)  self->getSizeType();
   tolua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getSizeType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCustomSize of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getCustomSize00
static int tolua_cc_ui_widgets_ccui_Widget_getCustomSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getCustomSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getCustomSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getCustomSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayoutSize of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getLayoutSize00
static int tolua_cc_ui_widgets_ccui_Widget_getLayoutSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getLayoutSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getLayoutSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getLayoutSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: ignoreContentAdaptWithSize of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_ignoreContentAdaptWithSize00
static int tolua_cc_ui_widgets_ccui_Widget_ignoreContentAdaptWithSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:ignoreContentAdaptWithSize'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:ignoreContentAdaptWithSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isIgnoreContentAdaptWithSize of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isIgnoreContentAdaptWithSize00
static int tolua_cc_ui_widgets_ccui_Widget_isIgnoreContentAdaptWithSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isIgnoreContentAdaptWithSize'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isIgnoreContentAdaptWithSize();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isIgnoreContentAdaptWithSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setUnifySizeEnabled of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setUnifySizeEnabled00
static int tolua_cc_ui_widgets_ccui_Widget_setUnifySizeEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setUnifySizeEnabled'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setUnifySizeEnabled(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setUnifySizeEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isUnifySizeEnabled of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isUnifySizeEnabled00
static int tolua_cc_ui_widgets_ccui_Widget_isUnifySizeEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isUnifySizeEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isUnifySizeEnabled();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isUnifySizeEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateSizeAndPosition of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_updateSizeAndPosition00
static int tolua_cc_ui_widgets_ccui_Widget_updateSizeAndPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:updateSizeAndPosition'", NULL);
#endif
  {
   self->updateSizeAndPosition();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:updateSizeAndPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateSizeAndPosition of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_updateSizeAndPosition01
static int tolua_cc_ui_widgets_ccui_Widget_updateSizeAndPosition01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:updateSizeAndPosition'", NULL);
#endif
  const cc::Size* parentSize = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->updateSizeAndPosition(*parentSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_Widget_updateSizeAndPosition00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLeftBoundary of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getLeftBoundary00
static int tolua_cc_ui_widgets_ccui_Widget_getLeftBoundary00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getLeftBoundary'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getLeftBoundary();
   tolua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getLeftBoundary'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBottomBoundary of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getBottomBoundary00
static int tolua_cc_ui_widgets_ccui_Widget_getBottomBoundary00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getBottomBoundary'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getBottomBoundary();
   tolua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getBottomBoundary'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRightBoundary of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getRightBoundary00
static int tolua_cc_ui_widgets_ccui_Widget_getRightBoundary00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getRightBoundary'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRightBoundary();
   tolua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getRightBoundary'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTopBoundary of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getTopBoundary00
static int tolua_cc_ui_widgets_ccui_Widget_getTopBoundary00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getTopBoundary'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getTopBoundary();
   tolua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getTopBoundary'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getWorldPosition of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getWorldPosition00
static int tolua_cc_ui_widgets_ccui_Widget_getWorldPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getWorldPosition'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getWorldPosition();
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getWorldPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVirtualRenderer of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getVirtualRenderer00
static int tolua_cc_ui_widgets_ccui_Widget_getVirtualRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getVirtualRenderer'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getVirtualRenderer();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getVirtualRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVirtualRendererSize of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getVirtualRendererSize00
static int tolua_cc_ui_widgets_ccui_Widget_getVirtualRendererSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getVirtualRendererSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getVirtualRendererSize();
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getVirtualRendererSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFlippedX of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setFlippedX00
static int tolua_cc_ui_widgets_ccui_Widget_setFlippedX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setFlippedX'", NULL);
#endif
  bool flippedX = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setFlippedX(flippedX);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setFlippedX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isFlippedX of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isFlippedX00
static int tolua_cc_ui_widgets_ccui_Widget_isFlippedX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isFlippedX'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFlippedX();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isFlippedX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFlippedY of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setFlippedY00
static int tolua_cc_ui_widgets_ccui_Widget_setFlippedY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setFlippedY'", NULL);
#endif
  bool flippedY = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setFlippedY(flippedY);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setFlippedY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isFlippedY of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isFlippedY00
static int tolua_cc_ui_widgets_ccui_Widget_isFlippedY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isFlippedY'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFlippedY();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isFlippedY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLayoutParameter of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setLayoutParameter00
static int tolua_cc_ui_widgets_ccui_Widget_setLayoutParameter00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !kite_isobject(tolua_S,2,"ccui.LayoutParameter",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setLayoutParameter'", NULL);
#endif
  ccui::LayoutParameter* parameter = ((ccui::LayoutParameter*)  tolua_tousertype(tolua_S,2,0));
  {
   self->setLayoutParameter(parameter);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setLayoutParameter'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayoutParameter of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getLayoutParameter00
static int tolua_cc_ui_widgets_ccui_Widget_getLayoutParameter00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getLayoutParameter'", NULL);
#endif
  {
   ccui::LayoutParameter* tolua_ret = (ccui::LayoutParameter*)  self->getLayoutParameter();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.LayoutParameter");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getLayoutParameter'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isFocused of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isFocused00
static int tolua_cc_ui_widgets_ccui_Widget_isFocused00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isFocused'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFocused();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isFocused'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFocused of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setFocused00
static int tolua_cc_ui_widgets_ccui_Widget_setFocused00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setFocused'", NULL);
#endif
  bool focused = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setFocused(focused);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setFocused'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isFocusEnabled of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_isFocusEnabled00
static int tolua_cc_ui_widgets_ccui_Widget_isFocusEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isFocusEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFocusEnabled();
   tolua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:isFocusEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFocusEnabled of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setFocusEnabled00
static int tolua_cc_ui_widgets_ccui_Widget_setFocusEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isboolean(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setFocusEnabled'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setFocusEnabled(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setFocusEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: findNextFocusedWidget of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_findNextFocusedWidget00
static int tolua_cc_ui_widgets_ccui_Widget_findNextFocusedWidget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:findNextFocusedWidget'", NULL);
#endif
  ccui::Widget::FocusDirection direction = ((ccui::Widget::FocusDirection) (int)  tolua_tonumber(tolua_S,2,0));
  ccui::Widget* current = ((ccui::Widget*)  tolua_tousertype(tolua_S,3,0));
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  self->findNextFocusedWidget(direction,current);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:findNextFocusedWidget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: requestFocus of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_requestFocus00
static int tolua_cc_ui_widgets_ccui_Widget_requestFocus00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:requestFocus'", NULL);
#endif
  {
   self->requestFocus();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:requestFocus'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCurrentFocusedWidget of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getCurrentFocusedWidget00
static int tolua_cc_ui_widgets_ccui_Widget_getCurrentFocusedWidget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertable(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  ccui::Widget::getCurrentFocusedWidget();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getCurrentFocusedWidget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clone of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_clone00
static int tolua_cc_ui_widgets_ccui_Widget_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:clone'", NULL);
#endif
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setActionTag of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setActionTag00
static int tolua_cc_ui_widgets_ccui_Widget_setActionTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setActionTag'", NULL);
#endif
  int tag = ((int)  tolua_tonumber(tolua_S,2,0));
  {
   self->setActionTag(tag);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setActionTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getActionTag of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getActionTag00
static int tolua_cc_ui_widgets_ccui_Widget_getActionTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getActionTag'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getActionTag();
   tolua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getActionTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCallbackName of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setCallbackName00
static int tolua_cc_ui_widgets_ccui_Widget_setCallbackName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setCallbackName'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setCallbackName(name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setCallbackName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCallbackName of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getCallbackName00
static int tolua_cc_ui_widgets_ccui_Widget_getCallbackName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getCallbackName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getCallbackName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getCallbackName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCallbackType of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_setCallbackType00
static int tolua_cc_ui_widgets_ccui_Widget_setCallbackType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setCallbackType'", NULL);
#endif
  const std::string type = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setCallbackType(type);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:setCallbackType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCallbackType of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_getCallbackType00
static int tolua_cc_ui_widgets_ccui_Widget_getCallbackType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  tolua_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getCallbackType'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getCallbackType();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:getCallbackType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: seekWidgetByTag of class  ccui::Helper */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Helper_seekWidgetByTag00
static int tolua_cc_ui_widgets_ccui_Helper_seekWidgetByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertable(tolua_S,1,"ccui.Helper",0,&tolua_err) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,3,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* root = ((ccui::Widget*)  tolua_tousertype(tolua_S,2,0));
  int tag = ((int)  tolua_tonumber(tolua_S,3,0));
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  ccui::Helper::seekWidgetByTag(root,tag);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Helper:seekWidgetByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: seekWidgetByName of class  ccui::Helper */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Helper_seekWidgetByName00
static int tolua_cc_ui_widgets_ccui_Helper_seekWidgetByName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertable(tolua_S,1,"ccui.Helper",0,&tolua_err) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* root = ((ccui::Widget*)  tolua_tousertype(tolua_S,2,0));
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  ccui::Helper::seekWidgetByName(root,name);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Helper:seekWidgetByName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: seekActionWidgetByActionTag of class  ccui::Helper */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Helper_seekActionWidgetByActionTag00
static int tolua_cc_ui_widgets_ccui_Helper_seekActionWidgetByActionTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 if (
     !tolua_isusertable(tolua_S,1,"ccui.Helper",0,&tolua_err) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err) ||
     !tolua_isnumber(tolua_S,3,0,&tolua_err) ||
     !tolua_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* root = ((ccui::Widget*)  tolua_tousertype(tolua_S,2,0));
  int tag = ((int)  tolua_tonumber(tolua_S,3,0));
  {
   ccui::Widget* tolua_ret = (ccui::Widget*)  ccui::Helper::seekActionWidgetByActionTag(root,tag);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Widget");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Helper:seekActionWidgetByActionTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_ui_widgets_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"ProtectedNode","cc.ProtectedNode","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"ProtectedNode");
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_cc_ProtectedNode_create00);
    tolua_function(tolua_S,"addProtectedChild",tolua_cc_ui_widgets_cc_ProtectedNode_addProtectedChild00);
    tolua_function(tolua_S,"addProtectedChild",tolua_cc_ui_widgets_cc_ProtectedNode_addProtectedChild01);
    tolua_function(tolua_S,"addProtectedChild",tolua_cc_ui_widgets_cc_ProtectedNode_addProtectedChild02);
    tolua_function(tolua_S,"getProtectedChildByTag",tolua_cc_ui_widgets_cc_ProtectedNode_getProtectedChildByTag00);
    tolua_function(tolua_S,"removeProtectedChild",tolua_cc_ui_widgets_cc_ProtectedNode_removeProtectedChild00);
    tolua_function(tolua_S,"removeProtectedChildByTag",tolua_cc_ui_widgets_cc_ProtectedNode_removeProtectedChildByTag00);
    tolua_function(tolua_S,"removeAllProtectedChildren",tolua_cc_ui_widgets_cc_ProtectedNode_removeAllProtectedChildren00);
    tolua_function(tolua_S,"removeAllProtectedChildrenWithCleanup",tolua_cc_ui_widgets_cc_ProtectedNode_removeAllProtectedChildrenWithCleanup00);
    tolua_function(tolua_S,"reorderProtectedChild",tolua_cc_ui_widgets_cc_ProtectedNode_reorderProtectedChild00);
    tolua_function(tolua_S,"sortAllProtectedChildren",tolua_cc_ui_widgets_cc_ProtectedNode_sortAllProtectedChildren00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
  tolua_module(tolua_S,"ccui",0);
  tolua_beginmodule(tolua_S,"ccui");
   tolua_cclass(tolua_S,"LayoutParameter","ccui.LayoutParameter","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"LayoutParameter");
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_LayoutParameter_create00);
    tolua_function(tolua_S,"getLayoutType",tolua_cc_ui_widgets_ccui_LayoutParameter_getLayoutType00);
    tolua_function(tolua_S,"clone",tolua_cc_ui_widgets_ccui_LayoutParameter_clone00);
    tolua_function(tolua_S,"createCloneInstance",tolua_cc_ui_widgets_ccui_LayoutParameter_createCloneInstance00);
    tolua_function(tolua_S,"copyProperties",tolua_cc_ui_widgets_ccui_LayoutParameter_copyProperties00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Widget","ccui.Widget","cc.ProtectedNode",NULL);
   tolua_beginmodule(tolua_S,"Widget");
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_Widget_create00);
    tolua_function(tolua_S,"setEnabled",tolua_cc_ui_widgets_ccui_Widget_setEnabled00);
    tolua_function(tolua_S,"isEnabled",tolua_cc_ui_widgets_ccui_Widget_isEnabled00);
    tolua_function(tolua_S,"setBright",tolua_cc_ui_widgets_ccui_Widget_setBright00);
    tolua_function(tolua_S,"isBright",tolua_cc_ui_widgets_ccui_Widget_isBright00);
    tolua_function(tolua_S,"setBrightStyle",tolua_cc_ui_widgets_ccui_Widget_setBrightStyle00);
    tolua_function(tolua_S,"setHighlighted",tolua_cc_ui_widgets_ccui_Widget_setHighlighted00);
    tolua_function(tolua_S,"isHighlighted",tolua_cc_ui_widgets_ccui_Widget_isHighlighted00);
    tolua_function(tolua_S,"setTouchEnabled",tolua_cc_ui_widgets_ccui_Widget_setTouchEnabled00);
    tolua_function(tolua_S,"isTouchEnabled",tolua_cc_ui_widgets_ccui_Widget_isTouchEnabled00);
    tolua_function(tolua_S,"setSwallowTouches",tolua_cc_ui_widgets_ccui_Widget_setSwallowTouches00);
    tolua_function(tolua_S,"isSwallowTouches",tolua_cc_ui_widgets_ccui_Widget_isSwallowTouches00);
    tolua_function(tolua_S,"setPropagateTouchEvents",tolua_cc_ui_widgets_ccui_Widget_setPropagateTouchEvents00);
    tolua_function(tolua_S,"isPropagateTouchEvents",tolua_cc_ui_widgets_ccui_Widget_isPropagateTouchEvents00);
    tolua_function(tolua_S,"isClippingParentContainsPoint",tolua_cc_ui_widgets_ccui_Widget_isClippingParentContainsPoint00);
    tolua_function(tolua_S,"getTouchBeganPosition",tolua_cc_ui_widgets_ccui_Widget_getTouchBeganPosition00);
    tolua_function(tolua_S,"getTouchMovePosition",tolua_cc_ui_widgets_ccui_Widget_getTouchMovePosition00);
    tolua_function(tolua_S,"getTouchEndPosition",tolua_cc_ui_widgets_ccui_Widget_getTouchEndPosition00);
    tolua_function(tolua_S,"setContentSize",tolua_cc_ui_widgets_ccui_Widget_setContentSize00);
    tolua_function(tolua_S,"setSize",tolua_cc_ui_widgets_ccui_Widget_setSize00);
    tolua_function(tolua_S,"getSize",tolua_cc_ui_widgets_ccui_Widget_getSize00);
    tolua_function(tolua_S,"setPositionPercent",tolua_cc_ui_widgets_ccui_Widget_setPositionPercent00);
    tolua_function(tolua_S,"getPositionPercent",tolua_cc_ui_widgets_ccui_Widget_getPositionPercent00);
    tolua_function(tolua_S,"setPositionType",tolua_cc_ui_widgets_ccui_Widget_setPositionType00);
    tolua_function(tolua_S,"getPositionType",tolua_cc_ui_widgets_ccui_Widget_getPositionType00);
    tolua_function(tolua_S,"setSizePercent",tolua_cc_ui_widgets_ccui_Widget_setSizePercent00);
    tolua_function(tolua_S,"getSizePercent",tolua_cc_ui_widgets_ccui_Widget_getSizePercent00);
    tolua_function(tolua_S,"setSizeType",tolua_cc_ui_widgets_ccui_Widget_setSizeType00);
    tolua_function(tolua_S,"getSizeType",tolua_cc_ui_widgets_ccui_Widget_getSizeType00);
    tolua_function(tolua_S,"getCustomSize",tolua_cc_ui_widgets_ccui_Widget_getCustomSize00);
    tolua_function(tolua_S,"getLayoutSize",tolua_cc_ui_widgets_ccui_Widget_getLayoutSize00);
    tolua_function(tolua_S,"ignoreContentAdaptWithSize",tolua_cc_ui_widgets_ccui_Widget_ignoreContentAdaptWithSize00);
    tolua_function(tolua_S,"isIgnoreContentAdaptWithSize",tolua_cc_ui_widgets_ccui_Widget_isIgnoreContentAdaptWithSize00);
    tolua_function(tolua_S,"setUnifySizeEnabled",tolua_cc_ui_widgets_ccui_Widget_setUnifySizeEnabled00);
    tolua_function(tolua_S,"isUnifySizeEnabled",tolua_cc_ui_widgets_ccui_Widget_isUnifySizeEnabled00);
    tolua_function(tolua_S,"updateSizeAndPosition",tolua_cc_ui_widgets_ccui_Widget_updateSizeAndPosition00);
    tolua_function(tolua_S,"updateSizeAndPosition",tolua_cc_ui_widgets_ccui_Widget_updateSizeAndPosition01);
    tolua_function(tolua_S,"getLeftBoundary",tolua_cc_ui_widgets_ccui_Widget_getLeftBoundary00);
    tolua_function(tolua_S,"getBottomBoundary",tolua_cc_ui_widgets_ccui_Widget_getBottomBoundary00);
    tolua_function(tolua_S,"getRightBoundary",tolua_cc_ui_widgets_ccui_Widget_getRightBoundary00);
    tolua_function(tolua_S,"getTopBoundary",tolua_cc_ui_widgets_ccui_Widget_getTopBoundary00);
    tolua_function(tolua_S,"getWorldPosition",tolua_cc_ui_widgets_ccui_Widget_getWorldPosition00);
    tolua_function(tolua_S,"getVirtualRenderer",tolua_cc_ui_widgets_ccui_Widget_getVirtualRenderer00);
    tolua_function(tolua_S,"getVirtualRendererSize",tolua_cc_ui_widgets_ccui_Widget_getVirtualRendererSize00);
    tolua_function(tolua_S,"setFlippedX",tolua_cc_ui_widgets_ccui_Widget_setFlippedX00);
    tolua_function(tolua_S,"isFlippedX",tolua_cc_ui_widgets_ccui_Widget_isFlippedX00);
    tolua_function(tolua_S,"setFlippedY",tolua_cc_ui_widgets_ccui_Widget_setFlippedY00);
    tolua_function(tolua_S,"isFlippedY",tolua_cc_ui_widgets_ccui_Widget_isFlippedY00);
    tolua_function(tolua_S,"setLayoutParameter",tolua_cc_ui_widgets_ccui_Widget_setLayoutParameter00);
    tolua_function(tolua_S,"getLayoutParameter",tolua_cc_ui_widgets_ccui_Widget_getLayoutParameter00);
    tolua_function(tolua_S,"isFocused",tolua_cc_ui_widgets_ccui_Widget_isFocused00);
    tolua_function(tolua_S,"setFocused",tolua_cc_ui_widgets_ccui_Widget_setFocused00);
    tolua_function(tolua_S,"isFocusEnabled",tolua_cc_ui_widgets_ccui_Widget_isFocusEnabled00);
    tolua_function(tolua_S,"setFocusEnabled",tolua_cc_ui_widgets_ccui_Widget_setFocusEnabled00);
    tolua_function(tolua_S,"findNextFocusedWidget",tolua_cc_ui_widgets_ccui_Widget_findNextFocusedWidget00);
    tolua_function(tolua_S,"requestFocus",tolua_cc_ui_widgets_ccui_Widget_requestFocus00);
    tolua_function(tolua_S,"getCurrentFocusedWidget",tolua_cc_ui_widgets_ccui_Widget_getCurrentFocusedWidget00);
    tolua_function(tolua_S,"clone",tolua_cc_ui_widgets_ccui_Widget_clone00);
    tolua_function(tolua_S,"setActionTag",tolua_cc_ui_widgets_ccui_Widget_setActionTag00);
    tolua_function(tolua_S,"getActionTag",tolua_cc_ui_widgets_ccui_Widget_getActionTag00);
    tolua_function(tolua_S,"setCallbackName",tolua_cc_ui_widgets_ccui_Widget_setCallbackName00);
    tolua_function(tolua_S,"getCallbackName",tolua_cc_ui_widgets_ccui_Widget_getCallbackName00);
    tolua_function(tolua_S,"setCallbackType",tolua_cc_ui_widgets_ccui_Widget_setCallbackType00);
    tolua_function(tolua_S,"getCallbackType",tolua_cc_ui_widgets_ccui_Widget_getCallbackType00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Helper","ccui.Helper","",NULL);
   tolua_beginmodule(tolua_S,"Helper");
    tolua_function(tolua_S,"seekWidgetByTag",tolua_cc_ui_widgets_ccui_Helper_seekWidgetByTag00);
    tolua_function(tolua_S,"seekWidgetByName",tolua_cc_ui_widgets_ccui_Helper_seekWidgetByName00);
    tolua_function(tolua_S,"seekActionWidgetByActionTag",tolua_cc_ui_widgets_ccui_Helper_seekActionWidgetByActionTag00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_ui_widgets (lua_State* tolua_S) {
 return tolua_cc_ui_widgets_open(tolua_S);
};
#endif


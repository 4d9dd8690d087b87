/*
** Lua binding: cc_ui_widgets
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
TOLUA_API int  tolua_cc_ui_widgets_open (lua_State* tolua_S);

#include "UiLuaNames.h"
#include "events/Touch.h" // interceptTouchEvent / propagateTouchEvent take a cc.Touch

/* function to release collected object via destructor */
#ifdef __cplusplus

static int tolua_collect_cc__Vec2 (lua_State* tolua_S)
{
 cc::Vec2* self = (cc::Vec2*) kite_tousertype(tolua_S,1,0);
    Mtolua_delete(self);
    return 0;
}

static int tolua_collect_cc__Color3B (lua_State* tolua_S)
{
 cc::Color3B* self = (cc::Color3B*) kite_tousertype(tolua_S,1,0);
    Mtolua_delete(self);
    return 0;
}

static int tolua_collect_cc__Color4B (lua_State* tolua_S)
{
 cc::Color4B* self = (cc::Color4B*) kite_tousertype(tolua_S,1,0);
    Mtolua_delete(self);
    return 0;
}

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
 tolua_usertype(tolua_S,"ccui.CheckBox");
 Mtolua_typeid(tolua_S,typeid(ccui::CheckBox), "ccui.CheckBox");
 tolua_usertype(tolua_S,"ccui.Widget");
 Mtolua_typeid(tolua_S,typeid(ccui::Widget), "ccui.Widget");
 tolua_usertype(tolua_S,"cc.ProtectedNode");
 Mtolua_typeid(tolua_S,typeid(cc::ProtectedNode), "cc.ProtectedNode");
 tolua_usertype(tolua_S,"ccui.TextAtlas");
 Mtolua_typeid(tolua_S,typeid(ccui::TextAtlas), "ccui.TextAtlas");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"ccui.Slider");
 Mtolua_typeid(tolua_S,typeid(ccui::Slider), "ccui.Slider");
 tolua_usertype(tolua_S,"ccui.LoadingBar");
 Mtolua_typeid(tolua_S,typeid(ccui::LoadingBar), "ccui.LoadingBar");
 tolua_usertype(tolua_S,"ccui.RadioButtonGroup");
 Mtolua_typeid(tolua_S,typeid(ccui::RadioButtonGroup), "ccui.RadioButtonGroup");
 tolua_usertype(tolua_S,"cc.Sprite");
 Mtolua_typeid(tolua_S,typeid(cc::Sprite), "cc.Sprite");
 tolua_usertype(tolua_S,"ccui.ImageView");
 Mtolua_typeid(tolua_S,typeid(ccui::ImageView), "ccui.ImageView");
 tolua_usertype(tolua_S,"ccui.Scale9Sprite");
 Mtolua_typeid(tolua_S,typeid(ccui::Scale9Sprite), "ccui.Scale9Sprite");
 tolua_usertype(tolua_S,"ccui.Button");
 Mtolua_typeid(tolua_S,typeid(ccui::Button), "ccui.Button");
 tolua_usertype(tolua_S,"ccui.AbstractCheckButton");
 Mtolua_typeid(tolua_S,typeid(ccui::AbstractCheckButton), "ccui.AbstractCheckButton");
 tolua_usertype(tolua_S,"ccui.Helper");
 Mtolua_typeid(tolua_S,typeid(ccui::Helper), "ccui.Helper");
 tolua_usertype(tolua_S,"ccui.Text");
 Mtolua_typeid(tolua_S,typeid(ccui::Text), "ccui.Text");
 tolua_usertype(tolua_S,"cc.Label");
 Mtolua_typeid(tolua_S,typeid(cc::Label), "cc.Label");
 tolua_usertype(tolua_S,"ccui.LayoutParameter");
 Mtolua_typeid(tolua_S,typeid(ccui::LayoutParameter), "ccui.LayoutParameter");
 tolua_usertype(tolua_S,"ccui.RadioButton");
 Mtolua_typeid(tolua_S,typeid(ccui::RadioButton), "ccui.RadioButton");
 tolua_usertype(tolua_S,"ccui.TextBMFont");
 Mtolua_typeid(tolua_S,typeid(ccui::TextBMFont), "ccui.TextBMFont");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"cc.Touch");
 Mtolua_typeid(tolua_S,typeid(cc::Touch), "cc.Touch");
}

/* method: create of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_create00
static int tolua_cc_ui_widgets_cc_ProtectedNode_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
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
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:addProtectedChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
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
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:addProtectedChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  int localZOrder = ((int)  lua_tonumber(tolua_S,3));
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
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:addProtectedChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  int localZOrder = ((int)  lua_tonumber(tolua_S,3));
  int tag = ((int)  lua_tonumber(tolua_S,4));
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:getProtectedChildByTag'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
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
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:removeProtectedChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:removeProtectedChildByTag'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:reorderProtectedChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  int localZOrder = ((int)  lua_tonumber(tolua_S,3));
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
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

/* method: disableCascadeColor of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_disableCascadeColor00
static int tolua_cc_ui_widgets_cc_ProtectedNode_disableCascadeColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:disableCascadeColor'", NULL);
#endif
  {
   self->disableCascadeColor();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProtectedNode:disableCascadeColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: disableCascadeOpacity of class  cc::ProtectedNode */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_cc_ProtectedNode_disableCascadeOpacity00
static int tolua_cc_ui_widgets_cc_ProtectedNode_disableCascadeOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProtectedNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProtectedNode* self = (cc::ProtectedNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProtectedNode:disableCascadeOpacity'", NULL);
#endif
  {
   self->disableCascadeOpacity();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProtectedNode:disableCascadeOpacity'.",&tolua_err);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.LayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.LayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::LayoutParameter* self = (const ccui::LayoutParameter*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LayoutParameter:getLayoutType'", NULL);
#endif
  {
   ccui::LayoutParameter::Type tolua_ret = (ccui::LayoutParameter::Type)  self->getLayoutType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.LayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LayoutParameter* self = (ccui::LayoutParameter*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.LayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LayoutParameter* self = (ccui::LayoutParameter*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.LayoutParameter",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.LayoutParameter",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LayoutParameter* self = (ccui::LayoutParameter*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LayoutParameter:copyProperties'", NULL);
#endif
  ccui::LayoutParameter* model = ((ccui::LayoutParameter*)  kite_tousertype(tolua_S,2,0));
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isBright'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isBright();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setBrightStyle'", NULL);
#endif
  ccui::Widget::BrightStyle style = ((ccui::Widget::BrightStyle) (int)  lua_tonumber(tolua_S,2));
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isHighlighted'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isHighlighted();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isTouchEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isTouchEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isSwallowTouches'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isSwallowTouches();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isPropagateTouchEvents'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isPropagateTouchEvents();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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

/* method: interceptTouchEvent of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_interceptTouchEvent00
static int tolua_cc_ui_widgets_ccui_Widget_interceptTouchEvent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,4,"cc.Touch",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:interceptTouchEvent'", NULL);
#endif
  ccui::Widget::TouchEventType event = ((ccui::Widget::TouchEventType) (int)  lua_tonumber(tolua_S,2));
  ccui::Widget* sender = ((ccui::Widget*)  kite_tousertype(tolua_S,3,0));
  cc::Touch* touch = ((cc::Touch*)  kite_tousertype(tolua_S,4,0));
  {
   self->interceptTouchEvent(event,sender,touch);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:interceptTouchEvent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: propagateTouchEvent of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_propagateTouchEvent00
static int tolua_cc_ui_widgets_ccui_Widget_propagateTouchEvent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,4,"cc.Touch",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:propagateTouchEvent'", NULL);
#endif
  ccui::Widget::TouchEventType event = ((ccui::Widget::TouchEventType) (int)  lua_tonumber(tolua_S,2));
  ccui::Widget* sender = ((ccui::Widget*)  kite_tousertype(tolua_S,3,0));
  cc::Touch* touch = ((cc::Touch*)  kite_tousertype(tolua_S,4,0));
  {
   self->propagateTouchEvent(event,sender,touch);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:propagateTouchEvent'.",&tolua_err);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isClippingParentContainsPoint'", NULL);
#endif
  const cc::Vec2* point = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->isClippingParentContainsPoint(*point);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setPositionType'", NULL);
#endif
  ccui::Widget::PositionType type = ((ccui::Widget::PositionType) (int)  lua_tonumber(tolua_S,2));
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getPositionType'", NULL);
#endif
  {
   ccui::Widget::PositionType tolua_ret = (ccui::Widget::PositionType)  self->getPositionType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setSizeType'", NULL);
#endif
  ccui::Widget::SizeType type = ((ccui::Widget::SizeType) (int)  lua_tonumber(tolua_S,2));
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getSizeType'", NULL);
#endif
  {
   ccui::Widget::SizeType tolua_ret = (ccui::Widget::SizeType)  self->getSizeType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isIgnoreContentAdaptWithSize'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isIgnoreContentAdaptWithSize();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isUnifySizeEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isUnifySizeEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getLeftBoundary'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getLeftBoundary();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getBottomBoundary'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getBottomBoundary();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getRightBoundary'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRightBoundary();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getTopBoundary'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getTopBoundary();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isFlippedX'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFlippedX();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isFlippedY'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFlippedY();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.LayoutParameter",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setLayoutParameter'", NULL);
#endif
  ccui::LayoutParameter* parameter = ((ccui::LayoutParameter*)  kite_tousertype(tolua_S,2,0));
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isFocused'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFocused();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:isFocusEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFocusEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:findNextFocusedWidget'", NULL);
#endif
  ccui::Widget::FocusDirection direction = ((ccui::Widget::FocusDirection) (int)  lua_tonumber(tolua_S,2));
  ccui::Widget* current = ((ccui::Widget*)  kite_tousertype(tolua_S,3,0));
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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

/* method: dispatchFocusEvent of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_dispatchFocusEvent00
static int tolua_cc_ui_widgets_ccui_Widget_dispatchFocusEvent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"ccui.Widget",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:dispatchFocusEvent'", NULL);
#endif
  ccui::Widget* widgetLoseFocus = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
  ccui::Widget* widgetGetFocus = ((ccui::Widget*)  kite_tousertype(tolua_S,3,0));
  {
   self->dispatchFocusEvent(widgetLoseFocus,widgetGetFocus);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:dispatchFocusEvent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: onFocusChange of class  ccui::Widget */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Widget_onFocusChange00
static int tolua_cc_ui_widgets_ccui_Widget_onFocusChange00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"ccui.Widget",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:onFocusChange'", NULL);
#endif
  ccui::Widget* widgetLostFocus = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
  ccui::Widget* widgetGetFocus = ((ccui::Widget*)  kite_tousertype(tolua_S,3,0));
  {
   self->onFocusChange(widgetLostFocus,widgetGetFocus);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Widget:onFocusChange'.",&tolua_err);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:setActionTag'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Widget:getActionTag'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getActionTag();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* self = (ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Widget",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Widget* self = (const ccui::Widget*)  kite_tousertype(tolua_S,1,0);
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

/* method: create of class  ccui::ImageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_ImageView_create00
static int tolua_cc_ui_widgets_ccui_ImageView_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.ImageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::ImageView* tolua_ret = (ccui::ImageView*)  ccui::ImageView::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.ImageView");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ImageView:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::ImageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_ImageView_create01
static int tolua_cc_ui_widgets_ccui_ImageView_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.ImageView",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string imageFileName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   ccui::ImageView* tolua_ret = (ccui::ImageView*)  ccui::ImageView::create(imageFileName,texType);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.ImageView");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_ImageView_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTexture of class  ccui::ImageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_ImageView_loadTexture00
static int tolua_cc_ui_widgets_ccui_ImageView_loadTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ImageView",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ImageView* self = (ccui::ImageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ImageView:loadTexture'", NULL);
#endif
  const std::string fileName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadTexture(fileName,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ImageView:loadTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextureRect of class  ccui::ImageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_ImageView_setTextureRect00
static int tolua_cc_ui_widgets_ccui_ImageView_setTextureRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ImageView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ImageView* self = (ccui::ImageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ImageView:setTextureRect'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.ImageView:setTextureRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScale9Enabled of class  ccui::ImageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_ImageView_setScale9Enabled00
static int tolua_cc_ui_widgets_ccui_ImageView_setScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ImageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ImageView* self = (ccui::ImageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ImageView:setScale9Enabled'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.ImageView:setScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isScale9Enabled of class  ccui::ImageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_ImageView_isScale9Enabled00
static int tolua_cc_ui_widgets_ccui_ImageView_isScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ImageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ImageView* self = (const ccui::ImageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ImageView:isScale9Enabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isScale9Enabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ImageView:isScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCapInsets of class  ccui::ImageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_ImageView_setCapInsets00
static int tolua_cc_ui_widgets_ccui_ImageView_setCapInsets00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.ImageView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::ImageView* self = (ccui::ImageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ImageView:setCapInsets'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setCapInsets(*capInsets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ImageView:setCapInsets'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCapInsets of class  ccui::ImageView */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_ImageView_getCapInsets00
static int tolua_cc_ui_widgets_ccui_ImageView_getCapInsets00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.ImageView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::ImageView* self = (const ccui::ImageView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.ImageView:getCapInsets'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getCapInsets();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.ImageView:getCapInsets'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLetter of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getLetter00
static int tolua_cc_ui_widgets_ccui_Text_getLetter00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getLetter'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getLetter'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_create00
static int tolua_cc_ui_widgets_ccui_Text_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::Text* tolua_ret = (ccui::Text*)  ccui::Text::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Text");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_create01
static int tolua_cc_ui_widgets_ccui_Text_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string textContent = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fontName = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  {
   ccui::Text* tolua_ret = (ccui::Text*)  ccui::Text::create(textContent,fontName,fontSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Text");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_Text_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setString of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_setString00
static int tolua_cc_ui_widgets_ccui_Text_setString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:setString'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:setString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getString of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getString00
static int tolua_cc_ui_widgets_ccui_Text_getString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getString'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getString();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStringLength of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getStringLength00
static int tolua_cc_ui_widgets_ccui_Text_getStringLength00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getStringLength'", NULL);
#endif
  {
   long tolua_ret = (long)  self->getStringLength();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getStringLength'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontSize of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_setFontSize00
static int tolua_cc_ui_widgets_ccui_Text_setFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:setFontSize'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:setFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontSize of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getFontSize00
static int tolua_cc_ui_widgets_ccui_Text_getFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getFontSize'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getFontSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontName of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_setFontName00
static int tolua_cc_ui_widgets_ccui_Text_setFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:setFontName'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:setFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontName of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getFontName00
static int tolua_cc_ui_widgets_ccui_Text_getFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getFontName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getFontName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getType of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getType00
static int tolua_cc_ui_widgets_ccui_Text_getType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getType'", NULL);
#endif
  {
   ccui::Text::Type tolua_ret = (ccui::Text::Type)  self->getType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTouchScaleChangeEnabled of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_setTouchScaleChangeEnabled00
static int tolua_cc_ui_widgets_ccui_Text_setTouchScaleChangeEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:setTouchScaleChangeEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setTouchScaleChangeEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:setTouchScaleChangeEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isTouchScaleChangeEnabled of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_isTouchScaleChangeEnabled00
static int tolua_cc_ui_widgets_ccui_Text_isTouchScaleChangeEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:isTouchScaleChangeEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isTouchScaleChangeEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:isTouchScaleChangeEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextAreaSize of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_setTextAreaSize00
static int tolua_cc_ui_widgets_ccui_Text_setTextAreaSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:setTextAreaSize'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:setTextAreaSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextAreaSize of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getTextAreaSize00
static int tolua_cc_ui_widgets_ccui_Text_getTextAreaSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getTextAreaSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getTextAreaSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getTextAreaSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextHorizontalAlignment of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_setTextHorizontalAlignment00
static int tolua_cc_ui_widgets_ccui_Text_setTextHorizontalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:setTextHorizontalAlignment'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:setTextHorizontalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextHorizontalAlignment of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getTextHorizontalAlignment00
static int tolua_cc_ui_widgets_ccui_Text_getTextHorizontalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getTextHorizontalAlignment'", NULL);
#endif
  {
   cc::TextHAlignment tolua_ret = (cc::TextHAlignment)  self->getTextHorizontalAlignment();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getTextHorizontalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextVerticalAlignment of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_setTextVerticalAlignment00
static int tolua_cc_ui_widgets_ccui_Text_setTextVerticalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:setTextVerticalAlignment'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:setTextVerticalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextVerticalAlignment of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getTextVerticalAlignment00
static int tolua_cc_ui_widgets_ccui_Text_getTextVerticalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getTextVerticalAlignment'", NULL);
#endif
  {
   cc::TextVAlignment tolua_ret = (cc::TextVAlignment)  self->getTextVerticalAlignment();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getTextVerticalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextColor of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_setTextColor00
static int tolua_cc_ui_widgets_ccui_Text_setTextColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:setTextColor'", NULL);
#endif
  const cc::Color4B* color = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   self->setTextColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:setTextColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextColor of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getTextColor00
static int tolua_cc_ui_widgets_ccui_Text_getTextColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getTextColor'", NULL);
#endif
  {
   const cc::Color4B& tolua_ret = (const cc::Color4B&)  self->getTextColor();
    kite_push_Color4B(tolua_S,(void*)&tolua_ret,"const cc.Color4B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getTextColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableShadow of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_enableShadow00
static int tolua_cc_ui_widgets_ccui_Text_enableShadow00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:enableShadow'", NULL);
#endif
  {
   self->enableShadow();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:enableShadow'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableShadow of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_enableShadow01
static int tolua_cc_ui_widgets_ccui_Text_enableShadow01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:enableShadow'", NULL);
#endif
  const cc::Color4B* shadowColor = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   self->enableShadow(*shadowColor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_Text_enableShadow00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableShadow of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_enableShadow02
static int tolua_cc_ui_widgets_ccui_Text_enableShadow02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Size(tolua_S,3,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:enableShadow'", NULL);
#endif
  const cc::Color4B* shadowColor = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  const cc::Size* offset = ((const cc::Size*)  kite_to_Size(tolua_S,3,0));
  {
   self->enableShadow(*shadowColor,*offset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_Text_enableShadow01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableShadow of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_enableShadow03
static int tolua_cc_ui_widgets_ccui_Text_enableShadow03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Size(tolua_S,3,"const cc.Size",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:enableShadow'", NULL);
#endif
  const cc::Color4B* shadowColor = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  const cc::Size* offset = ((const cc::Size*)  kite_to_Size(tolua_S,3,0));
  int blurRadius = ((int)  lua_tonumber(tolua_S,4));
  {
   self->enableShadow(*shadowColor,*offset,blurRadius);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_Text_enableShadow02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableOutline of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_enableOutline00
static int tolua_cc_ui_widgets_ccui_Text_enableOutline00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:enableOutline'", NULL);
#endif
  const cc::Color4B* outlineColor = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  int outlineSize = ((int)  tolua_tonumber(tolua_S,3,1));
  {
   self->enableOutline(*outlineColor,outlineSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:enableOutline'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableGlow of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_enableGlow00
static int tolua_cc_ui_widgets_ccui_Text_enableGlow00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:enableGlow'", NULL);
#endif
  const cc::Color4B* glowColor = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   self->enableGlow(*glowColor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:enableGlow'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: disableEffect of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_disableEffect00
static int tolua_cc_ui_widgets_ccui_Text_disableEffect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:disableEffect'", NULL);
#endif
  {
   self->disableEffect();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:disableEffect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: disableEffect of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_disableEffect01
static int tolua_cc_ui_widgets_ccui_Text_disableEffect01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:disableEffect'", NULL);
#endif
  cc::LabelEffect effect = ((cc::LabelEffect) (int)  lua_tonumber(tolua_S,2));
  {
   self->disableEffect(effect);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_Text_disableEffect00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: isShadowEnabled of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_isShadowEnabled00
static int tolua_cc_ui_widgets_ccui_Text_isShadowEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:isShadowEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isShadowEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:isShadowEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getShadowOffset of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getShadowOffset00
static int tolua_cc_ui_widgets_ccui_Text_getShadowOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getShadowOffset'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getShadowOffset();
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getShadowOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getShadowBlurRadius of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getShadowBlurRadius00
static int tolua_cc_ui_widgets_ccui_Text_getShadowBlurRadius00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getShadowBlurRadius'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getShadowBlurRadius();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getShadowBlurRadius'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getShadowColor of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getShadowColor00
static int tolua_cc_ui_widgets_ccui_Text_getShadowColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getShadowColor'", NULL);
#endif
  {
   cc::Color4B tolua_ret = (cc::Color4B)  self->getShadowColor();
   {
#ifdef __cplusplus
    cc::Color4B tolua_obj = (tolua_ret);
     kite_push_Color4B(tolua_S,(void*)&tolua_obj,"cc.Color4B");
#else
    kite_push_Size(tolua_S,(void*)&tolua_ret,sizeof(cc::Color4B));
     kite_push_Color4B(tolua_S,tolua_obj,"cc.Color4B");
    tolua_register_gc(tolua_S,lua_gettop(tolua_S));
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getShadowColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOutlineSize of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getOutlineSize00
static int tolua_cc_ui_widgets_ccui_Text_getOutlineSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getOutlineSize'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getOutlineSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getOutlineSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLabelEffectType of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getLabelEffectType00
static int tolua_cc_ui_widgets_ccui_Text_getLabelEffectType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getLabelEffectType'", NULL);
#endif
  {
   cc::LabelEffect tolua_ret = (cc::LabelEffect)  self->getLabelEffectType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getLabelEffectType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEffectColor of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getEffectColor00
static int tolua_cc_ui_widgets_ccui_Text_getEffectColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Text* self = (const ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getEffectColor'", NULL);
#endif
  {
   cc::Color4B tolua_ret = (cc::Color4B)  self->getEffectColor();
   {
#ifdef __cplusplus
    cc::Color4B tolua_obj = (tolua_ret);
     kite_push_Color4B(tolua_S,(void*)&tolua_obj,"cc.Color4B");
#else
    kite_push_Rect(tolua_S,(void*)&tolua_ret,sizeof(cc::Color4B));
     kite_push_Color4B(tolua_S,tolua_obj,"cc.Color4B");
    tolua_register_gc(tolua_S,lua_gettop(tolua_S));
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getEffectColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAutoRenderSize of class  ccui::Text */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Text_getAutoRenderSize00
static int tolua_cc_ui_widgets_ccui_Text_getAutoRenderSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Text",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Text* self = (ccui::Text*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Text:getAutoRenderSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getAutoRenderSize();
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Text:getAutoRenderSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resetRender of class  ccui::TextBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextBMFont_resetRender00
static int tolua_cc_ui_widgets_ccui_TextBMFont_resetRender00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextBMFont* self = (ccui::TextBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextBMFont:resetRender'", NULL);
#endif
  {
   self->resetRender();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextBMFont:resetRender'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::TextBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextBMFont_create00
static int tolua_cc_ui_widgets_ccui_TextBMFont_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.TextBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::TextBMFont* tolua_ret = (ccui::TextBMFont*)  ccui::TextBMFont::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.TextBMFont");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextBMFont:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::TextBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextBMFont_create01
static int tolua_cc_ui_widgets_ccui_TextBMFont_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.TextBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string filename = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   ccui::TextBMFont* tolua_ret = (ccui::TextBMFont*)  ccui::TextBMFont::create(text,filename);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.TextBMFont");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_TextBMFont_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFntFile of class  ccui::TextBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextBMFont_setFntFile00
static int tolua_cc_ui_widgets_ccui_TextBMFont_setFntFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextBMFont* self = (ccui::TextBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextBMFont:setFntFile'", NULL);
#endif
  const std::string fileName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setFntFile(fileName);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextBMFont:setFntFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setString of class  ccui::TextBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextBMFont_setString00
static int tolua_cc_ui_widgets_ccui_TextBMFont_setString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextBMFont* self = (ccui::TextBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextBMFont:setString'", NULL);
#endif
  const std::string value = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setString(value);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextBMFont:setString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getString of class  ccui::TextBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextBMFont_getString00
static int tolua_cc_ui_widgets_ccui_TextBMFont_getString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextBMFont* self = (const ccui::TextBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextBMFont:getString'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getString();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextBMFont:getString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStringLength of class  ccui::TextBMFont */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextBMFont_getStringLength00
static int tolua_cc_ui_widgets_ccui_TextBMFont_getStringLength00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextBMFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextBMFont* self = (const ccui::TextBMFont*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextBMFont:getStringLength'", NULL);
#endif
  {
   long tolua_ret = (long)  self->getStringLength();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextBMFont:getStringLength'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::TextAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextAtlas_create00
static int tolua_cc_ui_widgets_ccui_TextAtlas_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.TextAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::TextAtlas* tolua_ret = (ccui::TextAtlas*)  ccui::TextAtlas::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.TextAtlas");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextAtlas:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::TextAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextAtlas_create01
static int tolua_cc_ui_widgets_ccui_TextAtlas_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.TextAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string stringValue = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string charMapFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  int itemWidth = ((int)  lua_tonumber(tolua_S,4));
  int itemHeight = ((int)  lua_tonumber(tolua_S,5));
  const std::string startCharMap = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  {
   ccui::TextAtlas* tolua_ret = (ccui::TextAtlas*)  ccui::TextAtlas::create(stringValue,charMapFile,itemWidth,itemHeight,startCharMap);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.TextAtlas");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_TextAtlas_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setProperty of class  ccui::TextAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextAtlas_setProperty00
static int tolua_cc_ui_widgets_ccui_TextAtlas_setProperty00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextAtlas* self = (ccui::TextAtlas*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextAtlas:setProperty'", NULL);
#endif
  const std::string stringValue = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string charMapFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  int itemWidth = ((int)  lua_tonumber(tolua_S,4));
  int itemHeight = ((int)  lua_tonumber(tolua_S,5));
  const std::string startCharMap = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  {
   self->setProperty(stringValue,charMapFile,itemWidth,itemHeight,startCharMap);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextAtlas:setProperty'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setString of class  ccui::TextAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextAtlas_setString00
static int tolua_cc_ui_widgets_ccui_TextAtlas_setString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextAtlas* self = (ccui::TextAtlas*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextAtlas:setString'", NULL);
#endif
  const std::string value = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setString(value);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextAtlas:setString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getString of class  ccui::TextAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextAtlas_getString00
static int tolua_cc_ui_widgets_ccui_TextAtlas_getString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextAtlas* self = (const ccui::TextAtlas*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextAtlas:getString'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getString();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextAtlas:getString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStringLength of class  ccui::TextAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextAtlas_getStringLength00
static int tolua_cc_ui_widgets_ccui_TextAtlas_getStringLength00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.TextAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::TextAtlas* self = (const ccui::TextAtlas*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextAtlas:getStringLength'", NULL);
#endif
  {
   long tolua_ret = (long)  self->getStringLength();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextAtlas:getStringLength'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: adaptRenderers of class  ccui::TextAtlas */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_TextAtlas_adaptRenderers00
static int tolua_cc_ui_widgets_ccui_TextAtlas_adaptRenderers00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.TextAtlas",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::TextAtlas* self = (ccui::TextAtlas*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.TextAtlas:adaptRenderers'", NULL);
#endif
  {
   self->adaptRenderers();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.TextAtlas:adaptRenderers'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_create00
static int tolua_cc_ui_widgets_ccui_Button_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::Button* tolua_ret = (ccui::Button*)  ccui::Button::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Button");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_create01
static int tolua_cc_ui_widgets_ccui_Button_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,1,&tolua_err) ||
     !tolua_iscppstring(tolua_S,4,1,&tolua_err) ||
     !kite_isnumber(tolua_S,5,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string normalImage = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string selectedImage = ((const std::string)  tolua_tocppstring(tolua_S,3,""));
  const std::string disableImage = ((const std::string)  tolua_tocppstring(tolua_S,4,""));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,5));
  {
   ccui::Button* tolua_ret = (ccui::Button*)  ccui::Button::create(normalImage,selectedImage,disableImage,texType);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Button");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_Button_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTextures of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_loadTextures00
static int tolua_cc_ui_widgets_ccui_Button_loadTextures00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,4,1,&tolua_err) ||
     !kite_isnumber(tolua_S,5,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:loadTextures'", NULL);
#endif
  const std::string normal = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string selected = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  const std::string disabled = ((const std::string)  tolua_tocppstring(tolua_S,4,""));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,5));
  {
   self->loadTextures(normal,selected,disabled,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:loadTextures'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTextureNormal of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_loadTextureNormal00
static int tolua_cc_ui_widgets_ccui_Button_loadTextureNormal00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:loadTextureNormal'", NULL);
#endif
  const std::string normal = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadTextureNormal(normal,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:loadTextureNormal'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTexturePressed of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_loadTexturePressed00
static int tolua_cc_ui_widgets_ccui_Button_loadTexturePressed00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:loadTexturePressed'", NULL);
#endif
  const std::string selected = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadTexturePressed(selected,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:loadTexturePressed'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTextureDisabled of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_loadTextureDisabled00
static int tolua_cc_ui_widgets_ccui_Button_loadTextureDisabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:loadTextureDisabled'", NULL);
#endif
  const std::string disabled = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadTextureDisabled(disabled,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:loadTextureDisabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPressedActionEnabled of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setPressedActionEnabled00
static int tolua_cc_ui_widgets_ccui_Button_setPressedActionEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setPressedActionEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setPressedActionEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setPressedActionEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isPressedActionEnabled of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_isPressedActionEnabled00
static int tolua_cc_ui_widgets_ccui_Button_isPressedActionEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:isPressedActionEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isPressedActionEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:isPressedActionEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setZoomScale of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setZoomScale00
static int tolua_cc_ui_widgets_ccui_Button_setZoomScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setZoomScale'", NULL);
#endif
  float scale = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setZoomScale(scale);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setZoomScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getZoomScale of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getZoomScale00
static int tolua_cc_ui_widgets_ccui_Button_getZoomScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getZoomScale'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getZoomScale();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getZoomScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTitleText of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setTitleText00
static int tolua_cc_ui_widgets_ccui_Button_setTitleText00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setTitleText'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setTitleText'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTitleText of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getTitleText00
static int tolua_cc_ui_widgets_ccui_Button_getTitleText00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getTitleText'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getTitleText();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getTitleText'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTitleColor of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setTitleColor00
static int tolua_cc_ui_widgets_ccui_Button_setTitleColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setTitleColor'", NULL);
#endif
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   self->setTitleColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setTitleColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTitleColor of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getTitleColor00
static int tolua_cc_ui_widgets_ccui_Button_getTitleColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getTitleColor'", NULL);
#endif
  {
   cc::Color3B tolua_ret = (cc::Color3B)  self->getTitleColor();
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getTitleColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTitleFontSize of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setTitleFontSize00
static int tolua_cc_ui_widgets_ccui_Button_setTitleFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setTitleFontSize'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setTitleFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTitleFontSize of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getTitleFontSize00
static int tolua_cc_ui_widgets_ccui_Button_getTitleFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getTitleFontSize'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getTitleFontSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getTitleFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTitleFontName of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setTitleFontName00
static int tolua_cc_ui_widgets_ccui_Button_setTitleFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setTitleFontName'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setTitleFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTitleFontName of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getTitleFontName00
static int tolua_cc_ui_widgets_ccui_Button_getTitleFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getTitleFontName'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getTitleFontName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getTitleFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTitleAlignment of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setTitleAlignment00
static int tolua_cc_ui_widgets_ccui_Button_setTitleAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setTitleAlignment'", NULL);
#endif
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,2));
  {
   self->setTitleAlignment(hAlignment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setTitleAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTitleAlignment of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setTitleAlignment01
static int tolua_cc_ui_widgets_ccui_Button_setTitleAlignment01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setTitleAlignment'", NULL);
#endif
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,2));
  cc::TextVAlignment vAlignment = ((cc::TextVAlignment) (int)  lua_tonumber(tolua_S,3));
  {
   self->setTitleAlignment(hAlignment,vAlignment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_Button_setTitleAlignment00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTitleRenderer of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getTitleRenderer00
static int tolua_cc_ui_widgets_ccui_Button_getTitleRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getTitleRenderer'", NULL);
#endif
  {
   cc::Label* tolua_ret = (cc::Label*)  self->getTitleRenderer();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getTitleRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTitleLabel of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getTitleLabel00
static int tolua_cc_ui_widgets_ccui_Button_getTitleLabel00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getTitleLabel'", NULL);
#endif
  {
   cc::Label* tolua_ret = (cc::Label*)  self->getTitleLabel();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getTitleLabel'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTitleLabel of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setTitleLabel00
static int tolua_cc_ui_widgets_ccui_Button_setTitleLabel00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Label",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setTitleLabel'", NULL);
#endif
  cc::Label* label = ((cc::Label*)  kite_tousertype(tolua_S,2,0));
  {
   self->setTitleLabel(label);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setTitleLabel'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resetNormalRender of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_resetNormalRender00
static int tolua_cc_ui_widgets_ccui_Button_resetNormalRender00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:resetNormalRender'", NULL);
#endif
  {
   self->resetNormalRender();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:resetNormalRender'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resetPressedRender of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_resetPressedRender00
static int tolua_cc_ui_widgets_ccui_Button_resetPressedRender00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:resetPressedRender'", NULL);
#endif
  {
   self->resetPressedRender();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:resetPressedRender'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resetDisabledRender of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_resetDisabledRender00
static int tolua_cc_ui_widgets_ccui_Button_resetDisabledRender00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:resetDisabledRender'", NULL);
#endif
  {
   self->resetDisabledRender();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:resetDisabledRender'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRendererNormal of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getRendererNormal00
static int tolua_cc_ui_widgets_ccui_Button_getRendererNormal00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getRendererNormal'", NULL);
#endif
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  self->getRendererNormal();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getRendererNormal'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRendererClicked of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getRendererClicked00
static int tolua_cc_ui_widgets_ccui_Button_getRendererClicked00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getRendererClicked'", NULL);
#endif
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  self->getRendererClicked();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getRendererClicked'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRendererDisabled of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getRendererDisabled00
static int tolua_cc_ui_widgets_ccui_Button_getRendererDisabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getRendererDisabled'", NULL);
#endif
  {
   ccui::Scale9Sprite* tolua_ret = (ccui::Scale9Sprite*)  self->getRendererDisabled();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Scale9Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getRendererDisabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScale9Enabled of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setScale9Enabled00
static int tolua_cc_ui_widgets_ccui_Button_setScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setScale9Enabled'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isScale9Enabled of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_isScale9Enabled00
static int tolua_cc_ui_widgets_ccui_Button_isScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:isScale9Enabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isScale9Enabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:isScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCapInsets of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setCapInsets00
static int tolua_cc_ui_widgets_ccui_Button_setCapInsets00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setCapInsets'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setCapInsets(*capInsets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setCapInsets'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCapInsetsNormalRenderer of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setCapInsetsNormalRenderer00
static int tolua_cc_ui_widgets_ccui_Button_setCapInsetsNormalRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setCapInsetsNormalRenderer'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setCapInsetsNormalRenderer(*capInsets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setCapInsetsNormalRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCapInsetsPressedRenderer of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setCapInsetsPressedRenderer00
static int tolua_cc_ui_widgets_ccui_Button_setCapInsetsPressedRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setCapInsetsPressedRenderer'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setCapInsetsPressedRenderer(*capInsets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setCapInsetsPressedRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCapInsetsDisabledRenderer of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_setCapInsetsDisabledRenderer00
static int tolua_cc_ui_widgets_ccui_Button_setCapInsetsDisabledRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Button* self = (ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:setCapInsetsDisabledRenderer'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setCapInsetsDisabledRenderer(*capInsets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:setCapInsetsDisabledRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCapInsetsNormalRenderer of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getCapInsetsNormalRenderer00
static int tolua_cc_ui_widgets_ccui_Button_getCapInsetsNormalRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getCapInsetsNormalRenderer'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getCapInsetsNormalRenderer();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getCapInsetsNormalRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCapInsetsPressedRenderer of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getCapInsetsPressedRenderer00
static int tolua_cc_ui_widgets_ccui_Button_getCapInsetsPressedRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getCapInsetsPressedRenderer'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getCapInsetsPressedRenderer();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getCapInsetsPressedRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCapInsetsDisabledRenderer of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getCapInsetsDisabledRenderer00
static int tolua_cc_ui_widgets_ccui_Button_getCapInsetsDisabledRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getCapInsetsDisabledRenderer'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getCapInsetsDisabledRenderer();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getCapInsetsDisabledRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getNormalTextureSize of class  ccui::Button */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Button_getNormalTextureSize00
static int tolua_cc_ui_widgets_ccui_Button_getNormalTextureSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Button",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Button* self = (const ccui::Button*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Button:getNormalTextureSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getNormalTextureSize();
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Button:getNormalTextureSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTextures of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextures00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextures00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::AbstractCheckButton* self = (ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:loadTextures'", NULL);
#endif
  const std::string background = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string backgroundSelected = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  const std::string cross = ((const std::string)  tolua_tocppstring(tolua_S,4,0));
  const std::string backgroundDisabled = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string frontCrossDisabled = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,7));
  {
   self->loadTextures(background,backgroundSelected,cross,backgroundDisabled,frontCrossDisabled,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:loadTextures'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTextureBackGround of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureBackGround00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureBackGround00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::AbstractCheckButton* self = (ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:loadTextureBackGround'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadTextureBackGround(name,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:loadTextureBackGround'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTextureBackGroundSelected of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureBackGroundSelected00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureBackGroundSelected00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::AbstractCheckButton* self = (ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:loadTextureBackGroundSelected'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadTextureBackGroundSelected(name,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:loadTextureBackGroundSelected'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTextureFrontCross of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureFrontCross00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureFrontCross00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::AbstractCheckButton* self = (ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:loadTextureFrontCross'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadTextureFrontCross(name,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:loadTextureFrontCross'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTextureBackGroundDisabled of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureBackGroundDisabled00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureBackGroundDisabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::AbstractCheckButton* self = (ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:loadTextureBackGroundDisabled'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadTextureBackGroundDisabled(name,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:loadTextureBackGroundDisabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTextureFrontCrossDisabled of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureFrontCrossDisabled00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureFrontCrossDisabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::AbstractCheckButton* self = (ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:loadTextureFrontCrossDisabled'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadTextureFrontCrossDisabled(name,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:loadTextureFrontCrossDisabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isSelected of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_isSelected00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_isSelected00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::AbstractCheckButton* self = (const ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:isSelected'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isSelected();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:isSelected'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSelected of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_setSelected00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_setSelected00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::AbstractCheckButton* self = (ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:setSelected'", NULL);
#endif
  bool selected = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setSelected(selected);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:setSelected'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setZoomScale of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_setZoomScale00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_setZoomScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::AbstractCheckButton* self = (ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:setZoomScale'", NULL);
#endif
  float scale = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setZoomScale(scale);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:setZoomScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getZoomScale of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_getZoomScale00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_getZoomScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::AbstractCheckButton* self = (const ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:getZoomScale'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getZoomScale();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:getZoomScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRendererBackground of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererBackground00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererBackground00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::AbstractCheckButton* self = (const ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:getRendererBackground'", NULL);
#endif
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getRendererBackground();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:getRendererBackground'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRendererBackgroundSelected of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererBackgroundSelected00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererBackgroundSelected00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::AbstractCheckButton* self = (const ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:getRendererBackgroundSelected'", NULL);
#endif
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getRendererBackgroundSelected();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:getRendererBackgroundSelected'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRendererFrontCross of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererFrontCross00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererFrontCross00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::AbstractCheckButton* self = (const ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:getRendererFrontCross'", NULL);
#endif
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getRendererFrontCross();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:getRendererFrontCross'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRendererBackgroundDisabled of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererBackgroundDisabled00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererBackgroundDisabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::AbstractCheckButton* self = (const ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:getRendererBackgroundDisabled'", NULL);
#endif
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getRendererBackgroundDisabled();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:getRendererBackgroundDisabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRendererFrontCrossDisabled of class  ccui::AbstractCheckButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererFrontCrossDisabled00
static int tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererFrontCrossDisabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.AbstractCheckButton",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::AbstractCheckButton* self = (const ccui::AbstractCheckButton*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.AbstractCheckButton:getRendererFrontCrossDisabled'", NULL);
#endif
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getRendererFrontCrossDisabled();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.AbstractCheckButton:getRendererFrontCrossDisabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::CheckBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_CheckBox_create00
static int tolua_cc_ui_widgets_ccui_CheckBox_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.CheckBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::CheckBox* tolua_ret = (ccui::CheckBox*)  ccui::CheckBox::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.CheckBox");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.CheckBox:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::CheckBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_CheckBox_create01
static int tolua_cc_ui_widgets_ccui_CheckBox_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.CheckBox",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string backGround = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string cross = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,4));
  {
   ccui::CheckBox* tolua_ret = (ccui::CheckBox*)  ccui::CheckBox::create(backGround,cross,texType);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.CheckBox");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_CheckBox_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::CheckBox */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_CheckBox_create02
static int tolua_cc_ui_widgets_ccui_CheckBox_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.CheckBox",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string backGround = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string backGroundSelected = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  const std::string cross = ((const std::string)  tolua_tocppstring(tolua_S,4,0));
  const std::string backGroundDisabled = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string frontCrossDisabled = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,7));
  {
   ccui::CheckBox* tolua_ret = (ccui::CheckBox*)  ccui::CheckBox::create(backGround,backGroundSelected,cross,backGroundDisabled,frontCrossDisabled,texType);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.CheckBox");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_CheckBox_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RadioButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButton_create00
static int tolua_cc_ui_widgets_ccui_RadioButton_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RadioButton",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::RadioButton* tolua_ret = (ccui::RadioButton*)  ccui::RadioButton::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RadioButton");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButton:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RadioButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButton_create01
static int tolua_cc_ui_widgets_ccui_RadioButton_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RadioButton",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string backGround = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string cross = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,4));
  {
   ccui::RadioButton* tolua_ret = (ccui::RadioButton*)  ccui::RadioButton::create(backGround,cross,texType);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RadioButton");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_RadioButton_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RadioButton */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButton_create02
static int tolua_cc_ui_widgets_ccui_RadioButton_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RadioButton",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,4,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,5,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string backGround = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string backGroundSelected = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  const std::string cross = ((const std::string)  tolua_tocppstring(tolua_S,4,0));
  const std::string backGroundDisabled = ((const std::string)  tolua_tocppstring(tolua_S,5,0));
  const std::string frontCrossDisabled = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,7));
  {
   ccui::RadioButton* tolua_ret = (ccui::RadioButton*)  ccui::RadioButton::create(backGround,backGroundSelected,cross,backGroundDisabled,frontCrossDisabled,texType);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RadioButton");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_RadioButton_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_create00
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::RadioButtonGroup* tolua_ret = (ccui::RadioButtonGroup*)  ccui::RadioButtonGroup::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RadioButtonGroup");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButtonGroup:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addRadioButton of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_addRadioButton00
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_addRadioButton00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.RadioButton",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RadioButtonGroup* self = (ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:addRadioButton'", NULL);
#endif
  ccui::RadioButton* radioButton = ((ccui::RadioButton*)  kite_tousertype(tolua_S,2,0));
  {
   self->addRadioButton(radioButton);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButtonGroup:addRadioButton'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeRadioButton of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_removeRadioButton00
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_removeRadioButton00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.RadioButton",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RadioButtonGroup* self = (ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:removeRadioButton'", NULL);
#endif
  ccui::RadioButton* radioButton = ((ccui::RadioButton*)  kite_tousertype(tolua_S,2,0));
  {
   self->removeRadioButton(radioButton);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButtonGroup:removeRadioButton'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllRadioButtons of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_removeAllRadioButtons00
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_removeAllRadioButtons00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RadioButtonGroup* self = (ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:removeAllRadioButtons'", NULL);
#endif
  {
   self->removeAllRadioButtons();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButtonGroup:removeAllRadioButtons'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getNumberOfRadioButtons of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_getNumberOfRadioButtons00
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_getNumberOfRadioButtons00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::RadioButtonGroup* self = (const ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:getNumberOfRadioButtons'", NULL);
#endif
  {
   long tolua_ret = (long)  self->getNumberOfRadioButtons();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButtonGroup:getNumberOfRadioButtons'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRadioButtonByIndex of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_getRadioButtonByIndex00
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_getRadioButtonByIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::RadioButtonGroup* self = (const ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:getRadioButtonByIndex'", NULL);
#endif
  int index = ((int)  lua_tonumber(tolua_S,2));
  {
   ccui::RadioButton* tolua_ret = (ccui::RadioButton*)  self->getRadioButtonByIndex(index);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.RadioButton");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButtonGroup:getRadioButtonByIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSelectedButtonIndex of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_getSelectedButtonIndex00
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_getSelectedButtonIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::RadioButtonGroup* self = (const ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:getSelectedButtonIndex'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getSelectedButtonIndex();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButtonGroup:getSelectedButtonIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSelectedButton of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButton00
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButton00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.RadioButton",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RadioButtonGroup* self = (ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:setSelectedButton'", NULL);
#endif
  ccui::RadioButton* radioButton = ((ccui::RadioButton*)  kite_tousertype(tolua_S,2,0));
  {
   self->setSelectedButton(radioButton);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButtonGroup:setSelectedButton'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSelectedButton of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButton01
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButton01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::RadioButtonGroup* self = (ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:setSelectedButton'", NULL);
#endif
  int index = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setSelectedButton(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButton00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSelectedButtonWithoutEvent of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButtonWithoutEvent00
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButtonWithoutEvent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.RadioButton",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RadioButtonGroup* self = (ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:setSelectedButtonWithoutEvent'", NULL);
#endif
  ccui::RadioButton* radioButton = ((ccui::RadioButton*)  kite_tousertype(tolua_S,2,0));
  {
   self->setSelectedButtonWithoutEvent(radioButton);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButtonGroup:setSelectedButtonWithoutEvent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSelectedButtonWithoutEvent of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButtonWithoutEvent01
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButtonWithoutEvent01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  ccui::RadioButtonGroup* self = (ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:setSelectedButtonWithoutEvent'", NULL);
#endif
  int index = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setSelectedButtonWithoutEvent(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButtonWithoutEvent00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAllowedNoSelection of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_setAllowedNoSelection00
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_setAllowedNoSelection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::RadioButtonGroup* self = (ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:setAllowedNoSelection'", NULL);
#endif
  bool allowed = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAllowedNoSelection(allowed);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButtonGroup:setAllowedNoSelection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAllowedNoSelection of class  ccui::RadioButtonGroup */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_RadioButtonGroup_isAllowedNoSelection00
static int tolua_cc_ui_widgets_ccui_RadioButtonGroup_isAllowedNoSelection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.RadioButtonGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::RadioButtonGroup* self = (const ccui::RadioButtonGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.RadioButtonGroup:isAllowedNoSelection'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAllowedNoSelection();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.RadioButtonGroup:isAllowedNoSelection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_create00
static int tolua_cc_ui_widgets_ccui_LoadingBar_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::LoadingBar* tolua_ret = (ccui::LoadingBar*)  ccui::LoadingBar::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.LoadingBar");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LoadingBar:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_create01
static int tolua_cc_ui_widgets_ccui_LoadingBar_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string textureName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  float percentage = ((float)  lua_tonumber(tolua_S,4));
  {
   ccui::LoadingBar* tolua_ret = (ccui::LoadingBar*)  ccui::LoadingBar::create(textureName,texType,percentage);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.LoadingBar");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_LoadingBar_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_create02
static int tolua_cc_ui_widgets_ccui_LoadingBar_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string textureName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  float percentage = ((float)  lua_tonumber(tolua_S,3));
  {
   ccui::LoadingBar* tolua_ret = (ccui::LoadingBar*)  ccui::LoadingBar::create(textureName,percentage);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.LoadingBar");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_LoadingBar_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDirection of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_setDirection00
static int tolua_cc_ui_widgets_ccui_LoadingBar_setDirection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LoadingBar* self = (ccui::LoadingBar*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LoadingBar:setDirection'", NULL);
#endif
  ccui::LoadingBar::Direction direction = ((ccui::LoadingBar::Direction) (int)  lua_tonumber(tolua_S,2));
  {
   self->setDirection(direction);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LoadingBar:setDirection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDirection of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_getDirection00
static int tolua_cc_ui_widgets_ccui_LoadingBar_getDirection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::LoadingBar* self = (const ccui::LoadingBar*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LoadingBar:getDirection'", NULL);
#endif
  {
   ccui::LoadingBar::Direction tolua_ret = (ccui::LoadingBar::Direction)  self->getDirection();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LoadingBar:getDirection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadTexture of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_loadTexture00
static int tolua_cc_ui_widgets_ccui_LoadingBar_loadTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LoadingBar* self = (ccui::LoadingBar*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LoadingBar:loadTexture'", NULL);
#endif
  const std::string texture = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadTexture(texture,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LoadingBar:loadTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPercent of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_setPercent00
static int tolua_cc_ui_widgets_ccui_LoadingBar_setPercent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LoadingBar* self = (ccui::LoadingBar*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LoadingBar:setPercent'", NULL);
#endif
  float percent = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setPercent(percent);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LoadingBar:setPercent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPercent of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_getPercent00
static int tolua_cc_ui_widgets_ccui_LoadingBar_getPercent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::LoadingBar* self = (const ccui::LoadingBar*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LoadingBar:getPercent'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getPercent();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LoadingBar:getPercent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScale9Enabled of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_setScale9Enabled00
static int tolua_cc_ui_widgets_ccui_LoadingBar_setScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LoadingBar* self = (ccui::LoadingBar*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LoadingBar:setScale9Enabled'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.LoadingBar:setScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isScale9Enabled of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_isScale9Enabled00
static int tolua_cc_ui_widgets_ccui_LoadingBar_isScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::LoadingBar* self = (const ccui::LoadingBar*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LoadingBar:isScale9Enabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isScale9Enabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LoadingBar:isScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCapInsets of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_setCapInsets00
static int tolua_cc_ui_widgets_ccui_LoadingBar_setCapInsets00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::LoadingBar* self = (ccui::LoadingBar*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LoadingBar:setCapInsets'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setCapInsets(*capInsets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LoadingBar:setCapInsets'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCapInsets of class  ccui::LoadingBar */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_LoadingBar_getCapInsets00
static int tolua_cc_ui_widgets_ccui_LoadingBar_getCapInsets00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.LoadingBar",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::LoadingBar* self = (const ccui::LoadingBar*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.LoadingBar:getCapInsets'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getCapInsets();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.LoadingBar:getCapInsets'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_create00
static int tolua_cc_ui_widgets_ccui_Slider_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccui::Slider* tolua_ret = (ccui::Slider*)  ccui::Slider::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Slider");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_create01
static int tolua_cc_ui_widgets_ccui_Slider_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string barTextureName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string normalBallTextureName = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  ccui::Widget::TextureResType resType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,4));
  {
   ccui::Slider* tolua_ret = (ccui::Slider*)  ccui::Slider::create(barTextureName,normalBallTextureName,resType);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"ccui.Slider");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_ui_widgets_ccui_Slider_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadBarTexture of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_loadBarTexture00
static int tolua_cc_ui_widgets_ccui_Slider_loadBarTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:loadBarTexture'", NULL);
#endif
  const std::string fileName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType resType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadBarTexture(fileName,resType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:loadBarTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadProgressBarTexture of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_loadProgressBarTexture00
static int tolua_cc_ui_widgets_ccui_Slider_loadProgressBarTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:loadProgressBarTexture'", NULL);
#endif
  const std::string fileName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType resType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadProgressBarTexture(fileName,resType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:loadProgressBarTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadSlidBallTextures of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTextures00
static int tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTextures00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,1,&tolua_err) ||
     !tolua_iscppstring(tolua_S,4,1,&tolua_err) ||
     !kite_isnumber(tolua_S,5,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:loadSlidBallTextures'", NULL);
#endif
  const std::string normal = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string pressed = ((const std::string)  tolua_tocppstring(tolua_S,3,""));
  const std::string disabled = ((const std::string)  tolua_tocppstring(tolua_S,4,""));
  ccui::Widget::TextureResType texType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,5));
  {
   self->loadSlidBallTextures(normal,pressed,disabled,texType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:loadSlidBallTextures'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadSlidBallTextureNormal of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTextureNormal00
static int tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTextureNormal00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:loadSlidBallTextureNormal'", NULL);
#endif
  const std::string normal = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType resType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadSlidBallTextureNormal(normal,resType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:loadSlidBallTextureNormal'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadSlidBallTexturePressed of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTexturePressed00
static int tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTexturePressed00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:loadSlidBallTexturePressed'", NULL);
#endif
  const std::string pressed = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType resType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadSlidBallTexturePressed(pressed,resType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:loadSlidBallTexturePressed'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: loadSlidBallTextureDisabled of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTextureDisabled00
static int tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTextureDisabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:loadSlidBallTextureDisabled'", NULL);
#endif
  const std::string disabled = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  ccui::Widget::TextureResType resType = ((ccui::Widget::TextureResType) (int)  lua_tonumber(tolua_S,3));
  {
   self->loadSlidBallTextureDisabled(disabled,resType);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:loadSlidBallTextureDisabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScale9Enabled of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_setScale9Enabled00
static int tolua_cc_ui_widgets_ccui_Slider_setScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:setScale9Enabled'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:setScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isScale9Enabled of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_isScale9Enabled00
static int tolua_cc_ui_widgets_ccui_Slider_isScale9Enabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Slider* self = (const ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:isScale9Enabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isScale9Enabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:isScale9Enabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCapInsets of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_setCapInsets00
static int tolua_cc_ui_widgets_ccui_Slider_setCapInsets00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:setCapInsets'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setCapInsets(*capInsets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:setCapInsets'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCapInsetsBarRenderer of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_setCapInsetsBarRenderer00
static int tolua_cc_ui_widgets_ccui_Slider_setCapInsetsBarRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:setCapInsetsBarRenderer'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setCapInsetsBarRenderer(*capInsets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:setCapInsetsBarRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCapInsetsBarRenderer of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_getCapInsetsBarRenderer00
static int tolua_cc_ui_widgets_ccui_Slider_getCapInsetsBarRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Slider* self = (const ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:getCapInsetsBarRenderer'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getCapInsetsBarRenderer();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:getCapInsetsBarRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCapInsetProgressBarRenderer of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_setCapInsetProgressBarRenderer00
static int tolua_cc_ui_widgets_ccui_Slider_setCapInsetProgressBarRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:setCapInsetProgressBarRenderer'", NULL);
#endif
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setCapInsetProgressBarRenderer(*capInsets);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:setCapInsetProgressBarRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCapInsetsProgressBarRenderer of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_getCapInsetsProgressBarRenderer00
static int tolua_cc_ui_widgets_ccui_Slider_getCapInsetsProgressBarRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Slider* self = (const ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:getCapInsetsProgressBarRenderer'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getCapInsetsProgressBarRenderer();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:getCapInsetsProgressBarRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPercent of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_setPercent00
static int tolua_cc_ui_widgets_ccui_Slider_setPercent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:setPercent'", NULL);
#endif
  int percent = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setPercent(percent);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:setPercent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateVisualSlider of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_updateVisualSlider00
static int tolua_cc_ui_widgets_ccui_Slider_updateVisualSlider00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:updateVisualSlider'", NULL);
#endif
  {
   self->updateVisualSlider();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:updateVisualSlider'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPercent of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_getPercent00
static int tolua_cc_ui_widgets_ccui_Slider_getPercent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Slider* self = (const ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:getPercent'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getPercent();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:getPercent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMaxPercent of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_setMaxPercent00
static int tolua_cc_ui_widgets_ccui_Slider_setMaxPercent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:setMaxPercent'", NULL);
#endif
  int percent = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setMaxPercent(percent);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:setMaxPercent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMaxPercent of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_getMaxPercent00
static int tolua_cc_ui_widgets_ccui_Slider_getMaxPercent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Slider* self = (const ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:getMaxPercent'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getMaxPercent();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:getMaxPercent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setZoomScale of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_setZoomScale00
static int tolua_cc_ui_widgets_ccui_Slider_setZoomScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Slider* self = (ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:setZoomScale'", NULL);
#endif
  float scale = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setZoomScale(scale);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:setZoomScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getZoomScale of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_getZoomScale00
static int tolua_cc_ui_widgets_ccui_Slider_getZoomScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Slider* self = (const ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:getZoomScale'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getZoomScale();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:getZoomScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSlidBallNormalRenderer of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_getSlidBallNormalRenderer00
static int tolua_cc_ui_widgets_ccui_Slider_getSlidBallNormalRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Slider* self = (const ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:getSlidBallNormalRenderer'", NULL);
#endif
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getSlidBallNormalRenderer();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:getSlidBallNormalRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSlidBallPressedRenderer of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_getSlidBallPressedRenderer00
static int tolua_cc_ui_widgets_ccui_Slider_getSlidBallPressedRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Slider* self = (const ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:getSlidBallPressedRenderer'", NULL);
#endif
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getSlidBallPressedRenderer();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:getSlidBallPressedRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSlidBallDisabledRenderer of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_getSlidBallDisabledRenderer00
static int tolua_cc_ui_widgets_ccui_Slider_getSlidBallDisabledRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Slider* self = (const ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:getSlidBallDisabledRenderer'", NULL);
#endif
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getSlidBallDisabledRenderer();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:getSlidBallDisabledRenderer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSlidBallRenderer of class  ccui::Slider */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Slider_getSlidBallRenderer00
static int tolua_cc_ui_widgets_ccui_Slider_getSlidBallRenderer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccui.Slider",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccui::Slider* self = (const ccui::Slider*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccui.Slider:getSlidBallRenderer'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getSlidBallRenderer();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Slider:getSlidBallRenderer'.",&tolua_err);
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
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Helper",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* root = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
  int tag = ((int)  lua_tonumber(tolua_S,3));
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
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Helper",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* root = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
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
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Helper",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"ccui.Widget",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccui::Widget* root = ((ccui::Widget*)  kite_tousertype(tolua_S,2,0));
  int tag = ((int)  lua_tonumber(tolua_S,3));
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

/* method: doLayout of class  ccui::Helper */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Helper_doLayout00
static int tolua_cc_ui_widgets_ccui_Helper_doLayout00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Helper",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* rootNode = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   ccui::Helper::doLayout(rootNode);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Helper:doLayout'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: changeLayoutSystemActiveState of class  ccui::Helper */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Helper_changeLayoutSystemActiveState00
static int tolua_cc_ui_widgets_ccui_Helper_changeLayoutSystemActiveState00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Helper",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  bool active = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   ccui::Helper::changeLayoutSystemActiveState(active);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Helper:changeLayoutSystemActiveState'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: restrictCapInsetRect of class  ccui::Helper */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Helper_restrictCapInsetRect00
static int tolua_cc_ui_widgets_ccui_Helper_restrictCapInsetRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Helper",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Size(tolua_S,3,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Rect* capInsets = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  const cc::Size* textureSize = ((const cc::Size*)  kite_to_Size(tolua_S,3,0));
  {
   cc::Rect tolua_ret = (cc::Rect)  ccui::Helper::restrictCapInsetRect(*capInsets,*textureSize);
   {
#ifdef __cplusplus
    cc::Rect tolua_obj = (tolua_ret);
     kite_push_Rect(tolua_S,(void*)&tolua_obj,"cc.Rect");
#else
    void* tolua_obj = tolua_copy(tolua_S,(void*)&tolua_ret,"cc.Rect");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Helper:restrictCapInsetRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: convertBoundingBoxToScreen of class  ccui::Helper */
#ifndef TOLUA_DISABLE_tolua_cc_ui_widgets_ccui_Helper_convertBoundingBoxToScreen00
static int tolua_cc_ui_widgets_ccui_Helper_convertBoundingBoxToScreen00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"ccui.Helper",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* node = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   cc::Rect tolua_ret = (cc::Rect)  ccui::Helper::convertBoundingBoxToScreen(node);
   {
#ifdef __cplusplus
    cc::Rect tolua_obj = (tolua_ret);
     kite_push_Rect(tolua_S,(void*)&tolua_obj,"cc.Rect");
#else
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"cc.Rect");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccui.Helper:convertBoundingBoxToScreen'.",&tolua_err);
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
    tolua_function(tolua_S,"disableCascadeColor",tolua_cc_ui_widgets_cc_ProtectedNode_disableCascadeColor00);
    tolua_function(tolua_S,"disableCascadeOpacity",tolua_cc_ui_widgets_cc_ProtectedNode_disableCascadeOpacity00);
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
    tolua_function(tolua_S,"interceptTouchEvent",tolua_cc_ui_widgets_ccui_Widget_interceptTouchEvent00);
    tolua_function(tolua_S,"propagateTouchEvent",tolua_cc_ui_widgets_ccui_Widget_propagateTouchEvent00);
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
    tolua_function(tolua_S,"dispatchFocusEvent",tolua_cc_ui_widgets_ccui_Widget_dispatchFocusEvent00);
    tolua_function(tolua_S,"onFocusChange",tolua_cc_ui_widgets_ccui_Widget_onFocusChange00);
    tolua_function(tolua_S,"getCurrentFocusedWidget",tolua_cc_ui_widgets_ccui_Widget_getCurrentFocusedWidget00);
    tolua_function(tolua_S,"clone",tolua_cc_ui_widgets_ccui_Widget_clone00);
    tolua_function(tolua_S,"setActionTag",tolua_cc_ui_widgets_ccui_Widget_setActionTag00);
    tolua_function(tolua_S,"getActionTag",tolua_cc_ui_widgets_ccui_Widget_getActionTag00);
    tolua_function(tolua_S,"setCallbackName",tolua_cc_ui_widgets_ccui_Widget_setCallbackName00);
    tolua_function(tolua_S,"getCallbackName",tolua_cc_ui_widgets_ccui_Widget_getCallbackName00);
    tolua_function(tolua_S,"setCallbackType",tolua_cc_ui_widgets_ccui_Widget_setCallbackType00);
    tolua_function(tolua_S,"getCallbackType",tolua_cc_ui_widgets_ccui_Widget_getCallbackType00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ImageView","ccui.ImageView","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"ImageView");
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_ImageView_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_ImageView_create01);
    tolua_function(tolua_S,"loadTexture",tolua_cc_ui_widgets_ccui_ImageView_loadTexture00);
    tolua_function(tolua_S,"setTextureRect",tolua_cc_ui_widgets_ccui_ImageView_setTextureRect00);
    tolua_function(tolua_S,"setScale9Enabled",tolua_cc_ui_widgets_ccui_ImageView_setScale9Enabled00);
    tolua_function(tolua_S,"isScale9Enabled",tolua_cc_ui_widgets_ccui_ImageView_isScale9Enabled00);
    tolua_function(tolua_S,"setCapInsets",tolua_cc_ui_widgets_ccui_ImageView_setCapInsets00);
    tolua_function(tolua_S,"getCapInsets",tolua_cc_ui_widgets_ccui_ImageView_getCapInsets00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Text","ccui.Text","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"Text");
    tolua_function(tolua_S,"getLetter",tolua_cc_ui_widgets_ccui_Text_getLetter00);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_Text_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_Text_create01);
    tolua_function(tolua_S,"setString",tolua_cc_ui_widgets_ccui_Text_setString00);
    tolua_function(tolua_S,"getString",tolua_cc_ui_widgets_ccui_Text_getString00);
    tolua_function(tolua_S,"getStringLength",tolua_cc_ui_widgets_ccui_Text_getStringLength00);
    tolua_function(tolua_S,"setFontSize",tolua_cc_ui_widgets_ccui_Text_setFontSize00);
    tolua_function(tolua_S,"getFontSize",tolua_cc_ui_widgets_ccui_Text_getFontSize00);
    tolua_function(tolua_S,"setFontName",tolua_cc_ui_widgets_ccui_Text_setFontName00);
    tolua_function(tolua_S,"getFontName",tolua_cc_ui_widgets_ccui_Text_getFontName00);
    tolua_function(tolua_S,"getType",tolua_cc_ui_widgets_ccui_Text_getType00);
    tolua_function(tolua_S,"setTouchScaleChangeEnabled",tolua_cc_ui_widgets_ccui_Text_setTouchScaleChangeEnabled00);
    tolua_function(tolua_S,"isTouchScaleChangeEnabled",tolua_cc_ui_widgets_ccui_Text_isTouchScaleChangeEnabled00);
    tolua_function(tolua_S,"setTextAreaSize",tolua_cc_ui_widgets_ccui_Text_setTextAreaSize00);
    tolua_function(tolua_S,"getTextAreaSize",tolua_cc_ui_widgets_ccui_Text_getTextAreaSize00);
    tolua_function(tolua_S,"setTextHorizontalAlignment",tolua_cc_ui_widgets_ccui_Text_setTextHorizontalAlignment00);
    tolua_function(tolua_S,"getTextHorizontalAlignment",tolua_cc_ui_widgets_ccui_Text_getTextHorizontalAlignment00);
    tolua_function(tolua_S,"setTextVerticalAlignment",tolua_cc_ui_widgets_ccui_Text_setTextVerticalAlignment00);
    tolua_function(tolua_S,"getTextVerticalAlignment",tolua_cc_ui_widgets_ccui_Text_getTextVerticalAlignment00);
    tolua_function(tolua_S,"setTextColor",tolua_cc_ui_widgets_ccui_Text_setTextColor00);
    tolua_function(tolua_S,"getTextColor",tolua_cc_ui_widgets_ccui_Text_getTextColor00);
    tolua_function(tolua_S,"enableShadow",tolua_cc_ui_widgets_ccui_Text_enableShadow00);
    tolua_function(tolua_S,"enableShadow",tolua_cc_ui_widgets_ccui_Text_enableShadow01);
    tolua_function(tolua_S,"enableShadow",tolua_cc_ui_widgets_ccui_Text_enableShadow02);
    tolua_function(tolua_S,"enableShadow",tolua_cc_ui_widgets_ccui_Text_enableShadow03);
    tolua_function(tolua_S,"enableOutline",tolua_cc_ui_widgets_ccui_Text_enableOutline00);
    tolua_function(tolua_S,"enableGlow",tolua_cc_ui_widgets_ccui_Text_enableGlow00);
    tolua_function(tolua_S,"disableEffect",tolua_cc_ui_widgets_ccui_Text_disableEffect00);
    tolua_function(tolua_S,"disableEffect",tolua_cc_ui_widgets_ccui_Text_disableEffect01);
    tolua_function(tolua_S,"isShadowEnabled",tolua_cc_ui_widgets_ccui_Text_isShadowEnabled00);
    tolua_function(tolua_S,"getShadowOffset",tolua_cc_ui_widgets_ccui_Text_getShadowOffset00);
    tolua_function(tolua_S,"getShadowBlurRadius",tolua_cc_ui_widgets_ccui_Text_getShadowBlurRadius00);
    tolua_function(tolua_S,"getShadowColor",tolua_cc_ui_widgets_ccui_Text_getShadowColor00);
    tolua_function(tolua_S,"getOutlineSize",tolua_cc_ui_widgets_ccui_Text_getOutlineSize00);
    tolua_function(tolua_S,"getLabelEffectType",tolua_cc_ui_widgets_ccui_Text_getLabelEffectType00);
    tolua_function(tolua_S,"getEffectColor",tolua_cc_ui_widgets_ccui_Text_getEffectColor00);
    tolua_function(tolua_S,"getAutoRenderSize",tolua_cc_ui_widgets_ccui_Text_getAutoRenderSize00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TextBMFont","ccui.TextBMFont","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"TextBMFont");
    tolua_function(tolua_S,"resetRender",tolua_cc_ui_widgets_ccui_TextBMFont_resetRender00);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_TextBMFont_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_TextBMFont_create01);
    tolua_function(tolua_S,"setFntFile",tolua_cc_ui_widgets_ccui_TextBMFont_setFntFile00);
    tolua_function(tolua_S,"setString",tolua_cc_ui_widgets_ccui_TextBMFont_setString00);
    tolua_function(tolua_S,"getString",tolua_cc_ui_widgets_ccui_TextBMFont_getString00);
    tolua_function(tolua_S,"getStringLength",tolua_cc_ui_widgets_ccui_TextBMFont_getStringLength00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TextAtlas","ccui.TextAtlas","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"TextAtlas");
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_TextAtlas_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_TextAtlas_create01);
    tolua_function(tolua_S,"setProperty",tolua_cc_ui_widgets_ccui_TextAtlas_setProperty00);
    tolua_function(tolua_S,"setString",tolua_cc_ui_widgets_ccui_TextAtlas_setString00);
    tolua_function(tolua_S,"getString",tolua_cc_ui_widgets_ccui_TextAtlas_getString00);
    tolua_function(tolua_S,"getStringLength",tolua_cc_ui_widgets_ccui_TextAtlas_getStringLength00);
    tolua_function(tolua_S,"adaptRenderers",tolua_cc_ui_widgets_ccui_TextAtlas_adaptRenderers00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Button","ccui.Button","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"Button");
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_Button_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_Button_create01);
    tolua_function(tolua_S,"loadTextures",tolua_cc_ui_widgets_ccui_Button_loadTextures00);
    tolua_function(tolua_S,"loadTextureNormal",tolua_cc_ui_widgets_ccui_Button_loadTextureNormal00);
    tolua_function(tolua_S,"loadTexturePressed",tolua_cc_ui_widgets_ccui_Button_loadTexturePressed00);
    tolua_function(tolua_S,"loadTextureDisabled",tolua_cc_ui_widgets_ccui_Button_loadTextureDisabled00);
    tolua_function(tolua_S,"setPressedActionEnabled",tolua_cc_ui_widgets_ccui_Button_setPressedActionEnabled00);
    tolua_function(tolua_S,"isPressedActionEnabled",tolua_cc_ui_widgets_ccui_Button_isPressedActionEnabled00);
    tolua_function(tolua_S,"setZoomScale",tolua_cc_ui_widgets_ccui_Button_setZoomScale00);
    tolua_function(tolua_S,"getZoomScale",tolua_cc_ui_widgets_ccui_Button_getZoomScale00);
    tolua_function(tolua_S,"setTitleText",tolua_cc_ui_widgets_ccui_Button_setTitleText00);
    tolua_function(tolua_S,"getTitleText",tolua_cc_ui_widgets_ccui_Button_getTitleText00);
    tolua_function(tolua_S,"setTitleColor",tolua_cc_ui_widgets_ccui_Button_setTitleColor00);
    tolua_function(tolua_S,"getTitleColor",tolua_cc_ui_widgets_ccui_Button_getTitleColor00);
    tolua_function(tolua_S,"setTitleFontSize",tolua_cc_ui_widgets_ccui_Button_setTitleFontSize00);
    tolua_function(tolua_S,"getTitleFontSize",tolua_cc_ui_widgets_ccui_Button_getTitleFontSize00);
    tolua_function(tolua_S,"setTitleFontName",tolua_cc_ui_widgets_ccui_Button_setTitleFontName00);
    tolua_function(tolua_S,"getTitleFontName",tolua_cc_ui_widgets_ccui_Button_getTitleFontName00);
    tolua_function(tolua_S,"setTitleAlignment",tolua_cc_ui_widgets_ccui_Button_setTitleAlignment00);
    tolua_function(tolua_S,"setTitleAlignment",tolua_cc_ui_widgets_ccui_Button_setTitleAlignment01);
    tolua_function(tolua_S,"getTitleRenderer",tolua_cc_ui_widgets_ccui_Button_getTitleRenderer00);
    tolua_function(tolua_S,"getTitleLabel",tolua_cc_ui_widgets_ccui_Button_getTitleLabel00);
    tolua_function(tolua_S,"setTitleLabel",tolua_cc_ui_widgets_ccui_Button_setTitleLabel00);
    tolua_function(tolua_S,"resetNormalRender",tolua_cc_ui_widgets_ccui_Button_resetNormalRender00);
    tolua_function(tolua_S,"resetPressedRender",tolua_cc_ui_widgets_ccui_Button_resetPressedRender00);
    tolua_function(tolua_S,"resetDisabledRender",tolua_cc_ui_widgets_ccui_Button_resetDisabledRender00);
    tolua_function(tolua_S,"getRendererNormal",tolua_cc_ui_widgets_ccui_Button_getRendererNormal00);
    tolua_function(tolua_S,"getRendererClicked",tolua_cc_ui_widgets_ccui_Button_getRendererClicked00);
    tolua_function(tolua_S,"getRendererDisabled",tolua_cc_ui_widgets_ccui_Button_getRendererDisabled00);
    tolua_function(tolua_S,"setScale9Enabled",tolua_cc_ui_widgets_ccui_Button_setScale9Enabled00);
    tolua_function(tolua_S,"isScale9Enabled",tolua_cc_ui_widgets_ccui_Button_isScale9Enabled00);
    tolua_function(tolua_S,"setCapInsets",tolua_cc_ui_widgets_ccui_Button_setCapInsets00);
    tolua_function(tolua_S,"setCapInsetsNormalRenderer",tolua_cc_ui_widgets_ccui_Button_setCapInsetsNormalRenderer00);
    tolua_function(tolua_S,"setCapInsetsPressedRenderer",tolua_cc_ui_widgets_ccui_Button_setCapInsetsPressedRenderer00);
    tolua_function(tolua_S,"setCapInsetsDisabledRenderer",tolua_cc_ui_widgets_ccui_Button_setCapInsetsDisabledRenderer00);
    tolua_function(tolua_S,"getCapInsetsNormalRenderer",tolua_cc_ui_widgets_ccui_Button_getCapInsetsNormalRenderer00);
    tolua_function(tolua_S,"getCapInsetsPressedRenderer",tolua_cc_ui_widgets_ccui_Button_getCapInsetsPressedRenderer00);
    tolua_function(tolua_S,"getCapInsetsDisabledRenderer",tolua_cc_ui_widgets_ccui_Button_getCapInsetsDisabledRenderer00);
    tolua_function(tolua_S,"getNormalTextureSize",tolua_cc_ui_widgets_ccui_Button_getNormalTextureSize00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"AbstractCheckButton","ccui.AbstractCheckButton","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"AbstractCheckButton");
    tolua_function(tolua_S,"loadTextures",tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextures00);
    tolua_function(tolua_S,"loadTextureBackGround",tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureBackGround00);
    tolua_function(tolua_S,"loadTextureBackGroundSelected",tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureBackGroundSelected00);
    tolua_function(tolua_S,"loadTextureFrontCross",tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureFrontCross00);
    tolua_function(tolua_S,"loadTextureBackGroundDisabled",tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureBackGroundDisabled00);
    tolua_function(tolua_S,"loadTextureFrontCrossDisabled",tolua_cc_ui_widgets_ccui_AbstractCheckButton_loadTextureFrontCrossDisabled00);
    tolua_function(tolua_S,"isSelected",tolua_cc_ui_widgets_ccui_AbstractCheckButton_isSelected00);
    tolua_function(tolua_S,"setSelected",tolua_cc_ui_widgets_ccui_AbstractCheckButton_setSelected00);
    tolua_function(tolua_S,"setZoomScale",tolua_cc_ui_widgets_ccui_AbstractCheckButton_setZoomScale00);
    tolua_function(tolua_S,"getZoomScale",tolua_cc_ui_widgets_ccui_AbstractCheckButton_getZoomScale00);
    tolua_function(tolua_S,"getRendererBackground",tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererBackground00);
    tolua_function(tolua_S,"getRendererBackgroundSelected",tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererBackgroundSelected00);
    tolua_function(tolua_S,"getRendererFrontCross",tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererFrontCross00);
    tolua_function(tolua_S,"getRendererBackgroundDisabled",tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererBackgroundDisabled00);
    tolua_function(tolua_S,"getRendererFrontCrossDisabled",tolua_cc_ui_widgets_ccui_AbstractCheckButton_getRendererFrontCrossDisabled00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"CheckBox","ccui.CheckBox","ccui.AbstractCheckButton",NULL);
   tolua_beginmodule(tolua_S,"CheckBox");
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_CheckBox_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_CheckBox_create01);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_CheckBox_create02);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RadioButton","ccui.RadioButton","ccui.AbstractCheckButton",NULL);
   tolua_beginmodule(tolua_S,"RadioButton");
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_RadioButton_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_RadioButton_create01);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_RadioButton_create02);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RadioButtonGroup","ccui.RadioButtonGroup","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"RadioButtonGroup");
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_RadioButtonGroup_create00);
    tolua_function(tolua_S,"addRadioButton",tolua_cc_ui_widgets_ccui_RadioButtonGroup_addRadioButton00);
    tolua_function(tolua_S,"removeRadioButton",tolua_cc_ui_widgets_ccui_RadioButtonGroup_removeRadioButton00);
    tolua_function(tolua_S,"removeAllRadioButtons",tolua_cc_ui_widgets_ccui_RadioButtonGroup_removeAllRadioButtons00);
    tolua_function(tolua_S,"getNumberOfRadioButtons",tolua_cc_ui_widgets_ccui_RadioButtonGroup_getNumberOfRadioButtons00);
    tolua_function(tolua_S,"getRadioButtonByIndex",tolua_cc_ui_widgets_ccui_RadioButtonGroup_getRadioButtonByIndex00);
    tolua_function(tolua_S,"getSelectedButtonIndex",tolua_cc_ui_widgets_ccui_RadioButtonGroup_getSelectedButtonIndex00);
    tolua_function(tolua_S,"setSelectedButton",tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButton00);
    tolua_function(tolua_S,"setSelectedButton",tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButton01);
    tolua_function(tolua_S,"setSelectedButtonWithoutEvent",tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButtonWithoutEvent00);
    tolua_function(tolua_S,"setSelectedButtonWithoutEvent",tolua_cc_ui_widgets_ccui_RadioButtonGroup_setSelectedButtonWithoutEvent01);
    tolua_function(tolua_S,"setAllowedNoSelection",tolua_cc_ui_widgets_ccui_RadioButtonGroup_setAllowedNoSelection00);
    tolua_function(tolua_S,"isAllowedNoSelection",tolua_cc_ui_widgets_ccui_RadioButtonGroup_isAllowedNoSelection00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"LoadingBar","ccui.LoadingBar","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"LoadingBar");
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_LoadingBar_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_LoadingBar_create01);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_LoadingBar_create02);
    tolua_function(tolua_S,"setDirection",tolua_cc_ui_widgets_ccui_LoadingBar_setDirection00);
    tolua_function(tolua_S,"getDirection",tolua_cc_ui_widgets_ccui_LoadingBar_getDirection00);
    tolua_function(tolua_S,"loadTexture",tolua_cc_ui_widgets_ccui_LoadingBar_loadTexture00);
    tolua_function(tolua_S,"setPercent",tolua_cc_ui_widgets_ccui_LoadingBar_setPercent00);
    tolua_function(tolua_S,"getPercent",tolua_cc_ui_widgets_ccui_LoadingBar_getPercent00);
    tolua_function(tolua_S,"setScale9Enabled",tolua_cc_ui_widgets_ccui_LoadingBar_setScale9Enabled00);
    tolua_function(tolua_S,"isScale9Enabled",tolua_cc_ui_widgets_ccui_LoadingBar_isScale9Enabled00);
    tolua_function(tolua_S,"setCapInsets",tolua_cc_ui_widgets_ccui_LoadingBar_setCapInsets00);
    tolua_function(tolua_S,"getCapInsets",tolua_cc_ui_widgets_ccui_LoadingBar_getCapInsets00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Slider","ccui.Slider","ccui.Widget",NULL);
   tolua_beginmodule(tolua_S,"Slider");
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_Slider_create00);
    tolua_function(tolua_S,"create",tolua_cc_ui_widgets_ccui_Slider_create01);
    tolua_function(tolua_S,"loadBarTexture",tolua_cc_ui_widgets_ccui_Slider_loadBarTexture00);
    tolua_function(tolua_S,"loadProgressBarTexture",tolua_cc_ui_widgets_ccui_Slider_loadProgressBarTexture00);
    tolua_function(tolua_S,"loadSlidBallTextures",tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTextures00);
    tolua_function(tolua_S,"loadSlidBallTextureNormal",tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTextureNormal00);
    tolua_function(tolua_S,"loadSlidBallTexturePressed",tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTexturePressed00);
    tolua_function(tolua_S,"loadSlidBallTextureDisabled",tolua_cc_ui_widgets_ccui_Slider_loadSlidBallTextureDisabled00);
    tolua_function(tolua_S,"setScale9Enabled",tolua_cc_ui_widgets_ccui_Slider_setScale9Enabled00);
    tolua_function(tolua_S,"isScale9Enabled",tolua_cc_ui_widgets_ccui_Slider_isScale9Enabled00);
    tolua_function(tolua_S,"setCapInsets",tolua_cc_ui_widgets_ccui_Slider_setCapInsets00);
    tolua_function(tolua_S,"setCapInsetsBarRenderer",tolua_cc_ui_widgets_ccui_Slider_setCapInsetsBarRenderer00);
    tolua_function(tolua_S,"getCapInsetsBarRenderer",tolua_cc_ui_widgets_ccui_Slider_getCapInsetsBarRenderer00);
    tolua_function(tolua_S,"setCapInsetProgressBarRenderer",tolua_cc_ui_widgets_ccui_Slider_setCapInsetProgressBarRenderer00);
    tolua_function(tolua_S,"getCapInsetsProgressBarRenderer",tolua_cc_ui_widgets_ccui_Slider_getCapInsetsProgressBarRenderer00);
    tolua_function(tolua_S,"setPercent",tolua_cc_ui_widgets_ccui_Slider_setPercent00);
    tolua_function(tolua_S,"updateVisualSlider",tolua_cc_ui_widgets_ccui_Slider_updateVisualSlider00);
    tolua_function(tolua_S,"getPercent",tolua_cc_ui_widgets_ccui_Slider_getPercent00);
    tolua_function(tolua_S,"setMaxPercent",tolua_cc_ui_widgets_ccui_Slider_setMaxPercent00);
    tolua_function(tolua_S,"getMaxPercent",tolua_cc_ui_widgets_ccui_Slider_getMaxPercent00);
    tolua_function(tolua_S,"setZoomScale",tolua_cc_ui_widgets_ccui_Slider_setZoomScale00);
    tolua_function(tolua_S,"getZoomScale",tolua_cc_ui_widgets_ccui_Slider_getZoomScale00);
    tolua_function(tolua_S,"getSlidBallNormalRenderer",tolua_cc_ui_widgets_ccui_Slider_getSlidBallNormalRenderer00);
    tolua_function(tolua_S,"getSlidBallPressedRenderer",tolua_cc_ui_widgets_ccui_Slider_getSlidBallPressedRenderer00);
    tolua_function(tolua_S,"getSlidBallDisabledRenderer",tolua_cc_ui_widgets_ccui_Slider_getSlidBallDisabledRenderer00);
    tolua_function(tolua_S,"getSlidBallRenderer",tolua_cc_ui_widgets_ccui_Slider_getSlidBallRenderer00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Helper","ccui.Helper","",NULL);
   tolua_beginmodule(tolua_S,"Helper");
    tolua_function(tolua_S,"seekWidgetByTag",tolua_cc_ui_widgets_ccui_Helper_seekWidgetByTag00);
    tolua_function(tolua_S,"seekWidgetByName",tolua_cc_ui_widgets_ccui_Helper_seekWidgetByName00);
    tolua_function(tolua_S,"seekActionWidgetByActionTag",tolua_cc_ui_widgets_ccui_Helper_seekActionWidgetByActionTag00);
    tolua_function(tolua_S,"doLayout",tolua_cc_ui_widgets_ccui_Helper_doLayout00);
    tolua_function(tolua_S,"changeLayoutSystemActiveState",tolua_cc_ui_widgets_ccui_Helper_changeLayoutSystemActiveState00);
    tolua_function(tolua_S,"restrictCapInsetRect",tolua_cc_ui_widgets_ccui_Helper_restrictCapInsetRect00);
    tolua_function(tolua_S,"convertBoundingBoxToScreen",tolua_cc_ui_widgets_ccui_Helper_convertBoundingBoxToScreen00);
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


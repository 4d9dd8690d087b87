/*
** Lua binding: cc_scene
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
TOLUA_API int  tolua_cc_scene_open (lua_State* tolua_S);

#include "scene/Node.h"
#include "scene/Scene.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsWorld.h"
#include "scene/Layer.h"
#include "scene/LayerColor.h"
#include "scene/LayerGradient.h"
#include "scene/LayerMultiplex.h"
#include "scene/Sprite.h"
#include "scene/Label.h"
#include "scene/Texture2D.h"
#include "scene/DrawNode.h"
#include "scene/Menu.h"
#include "scene/MenuItem.h"
#include "scene/MenuItemSprite.h"
#include "scene/MenuItemToggle.h"
#include "scene/SpriteFrame.h"
#include "actions/Action.h"
#include "actions/ActionManager.h"
#include "scheduler/Scheduler.h"
#include "events/EventDispatcher.h"
#include "events/Touch.h"

/* function to release collected object via destructor */
#ifdef __cplusplus

static int tolua_collect_cc__Color4F (lua_State* tolua_S)
{
 cc::Color4F* self = (cc::Color4F*) kite_tousertype(tolua_S,1,0);
    Mtolua_delete(self);
    return 0;
}

static int tolua_collect_cc__Vec2 (lua_State* tolua_S)
{
 cc::Vec2* self = (cc::Vec2*) kite_tousertype(tolua_S,1,0);
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
 tolua_usertype(tolua_S,"cc.SpriteFrame");
 Mtolua_typeid(tolua_S,typeid(cc::SpriteFrame), "cc.SpriteFrame");
 tolua_usertype(tolua_S,"cc.Layer");
 Mtolua_typeid(tolua_S,typeid(cc::Layer), "cc.Layer");
 tolua_usertype(tolua_S,"cc.MenuItemToggle");
 Mtolua_typeid(tolua_S,typeid(cc::MenuItemToggle), "cc.MenuItemToggle");
 tolua_usertype(tolua_S,"cc.LayerColor");
 Mtolua_typeid(tolua_S,typeid(cc::LayerColor), "cc.LayerColor");
 tolua_usertype(tolua_S,"cc.EventDispatcher");
 Mtolua_typeid(tolua_S,typeid(cc::EventDispatcher), "cc.EventDispatcher");
 tolua_usertype(tolua_S,"cc.MenuItemSprite");
 Mtolua_typeid(tolua_S,typeid(cc::MenuItemSprite), "cc.MenuItemSprite");
 tolua_usertype(tolua_S,"cc.Action");
 Mtolua_typeid(tolua_S,typeid(cc::Action), "cc.Action");
 tolua_usertype(tolua_S,"cc.Texture2D");
 Mtolua_typeid(tolua_S,typeid(cc::Texture2D), "cc.Texture2D");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.MenuItemImage");
 Mtolua_typeid(tolua_S,typeid(cc::MenuItemImage), "cc.MenuItemImage");
 tolua_usertype(tolua_S,"cc.DrawNode");
 Mtolua_typeid(tolua_S,typeid(cc::DrawNode), "cc.DrawNode");
 tolua_usertype(tolua_S,"cc.MenuItemLabel");
 Mtolua_typeid(tolua_S,typeid(cc::MenuItemLabel), "cc.MenuItemLabel");
 tolua_usertype(tolua_S,"cc.Sprite");
 Mtolua_typeid(tolua_S,typeid(cc::Sprite), "cc.Sprite");
 tolua_usertype(tolua_S,"cc.MenuItem");
 Mtolua_typeid(tolua_S,typeid(cc::MenuItem), "cc.MenuItem");
 tolua_usertype(tolua_S,"cc.PhysicsBody");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsBody), "cc.PhysicsBody");
 tolua_usertype(tolua_S,"cc.MenuItemFont");
 Mtolua_typeid(tolua_S,typeid(cc::MenuItemFont), "cc.MenuItemFont");
 tolua_usertype(tolua_S,"cc.Menu");
 Mtolua_typeid(tolua_S,typeid(cc::Menu), "cc.Menu");
 tolua_usertype(tolua_S,"cc.LayerMultiplex");
 Mtolua_typeid(tolua_S,typeid(cc::LayerMultiplex), "cc.LayerMultiplex");
 tolua_usertype(tolua_S,"cc.LayerGradient");
 Mtolua_typeid(tolua_S,typeid(cc::LayerGradient), "cc.LayerGradient");
 tolua_usertype(tolua_S,"cc.Scene");
 Mtolua_typeid(tolua_S,typeid(cc::Scene), "cc.Scene");
 tolua_usertype(tolua_S,"cc.PhysicsWorld");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsWorld), "cc.PhysicsWorld");
 tolua_usertype(tolua_S,"cc.Label");
 Mtolua_typeid(tolua_S,typeid(cc::Label), "cc.Label");
 tolua_usertype(tolua_S,"cc.Scheduler");
 Mtolua_typeid(tolua_S,typeid(cc::Scheduler), "cc.Scheduler");
 tolua_usertype(tolua_S,"cc.ActionManager");
 Mtolua_typeid(tolua_S,typeid(cc::ActionManager), "cc.ActionManager");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"cc.Touch");
 Mtolua_typeid(tolua_S,typeid(cc::Touch), "cc.Touch");
}

/* method: create of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_create00
static int tolua_cc_scene_cc_Node_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Node* tolua_ret = (cc::Node*)  cc::Node::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addChild of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_addChild00
static int tolua_cc_scene_cc_Node_addChild00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:addChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   self->addChild(child);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:addChild'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addChild of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_addChild01
static int tolua_cc_scene_cc_Node_addChild01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:addChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  int localZOrder = ((int)  lua_tonumber(tolua_S,3));
  {
   self->addChild(child,localZOrder);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Node_addChild00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: addChild of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_addChild02
static int tolua_cc_scene_cc_Node_addChild02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:addChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  int localZOrder = ((int)  lua_tonumber(tolua_S,3));
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,4,0));
  {
   self->addChild(child,localZOrder,name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Node_addChild01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: addChild of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_addChild03
static int tolua_cc_scene_cc_Node_addChild03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:addChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  int localZOrder = ((int)  lua_tonumber(tolua_S,3));
  int tag = ((int)  lua_tonumber(tolua_S,4));
  {
   self->addChild(child,localZOrder,tag);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Node_addChild02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getChildByTag of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getChildByTag00
static int tolua_cc_scene_cc_Node_getChildByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getChildByTag'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getChildByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getChildByName of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getChildByName00
static int tolua_cc_scene_cc_Node_getChildByName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getChildByName'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getChildByName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getChildrenCount of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getChildrenCount00
static int tolua_cc_scene_cc_Node_getChildrenCount00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getChildrenCount'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getChildrenCount();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getChildrenCount'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getParent of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getParent00
static int tolua_cc_scene_cc_Node_getParent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getParent'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getParent();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getParent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScene of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getScene00
static int tolua_cc_scene_cc_Node_getScene00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getScene'", NULL);
#endif
  {
   cc::Scene* tolua_ret = (cc::Scene*)  self->getScene();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Scene");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getScene'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isDescendantOf of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_isDescendantOf00
static int tolua_cc_scene_cc_Node_isDescendantOf00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"const cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:isDescendantOf'", NULL);
#endif
  const cc::Node* node = ((const cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->isDescendantOf(node);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:isDescendantOf'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeFromParentAndCleanup of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_removeFromParent00
static int tolua_cc_scene_cc_Node_removeFromParent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:removeFromParent'", NULL);
#endif
  bool cleanup = ((bool)  tolua_toboolean(tolua_S,2,true));
  {
   self->removeFromParentAndCleanup(cleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:removeFromParent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeFromParentAndCleanup of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_removeFromParentAndCleanup00
static int tolua_cc_scene_cc_Node_removeFromParentAndCleanup00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:removeFromParentAndCleanup'", NULL);
#endif
  bool cleanup = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->removeFromParentAndCleanup(cleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:removeFromParentAndCleanup'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeChild of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_removeChild00
static int tolua_cc_scene_cc_Node_removeChild00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:removeChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  bool cleanup = ((bool)  tolua_toboolean(tolua_S,3,true));
  {
   self->removeChild(child,cleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:removeChild'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeChildByTag of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_removeChildByTag00
static int tolua_cc_scene_cc_Node_removeChildByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:removeChildByTag'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  bool cleanup = ((bool)  tolua_toboolean(tolua_S,3,true));
  {
   self->removeChildByTag(tag,cleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:removeChildByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeChildByName of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_removeChildByName00
static int tolua_cc_scene_cc_Node_removeChildByName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:removeChildByName'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  bool cleanup = ((bool)  tolua_toboolean(tolua_S,3,true));
  {
   self->removeChildByName(name,cleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:removeChildByName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllChildrenWithCleanup of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_removeAllChildren00
static int tolua_cc_scene_cc_Node_removeAllChildren00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:removeAllChildren'", NULL);
#endif
  bool cleanup = ((bool)  tolua_toboolean(tolua_S,2,true));
  {
   self->removeAllChildrenWithCleanup(cleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:removeAllChildren'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllChildrenWithCleanup of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_removeAllChildrenWithCleanup00
static int tolua_cc_scene_cc_Node_removeAllChildrenWithCleanup00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:removeAllChildrenWithCleanup'", NULL);
#endif
  bool cleanup = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->removeAllChildrenWithCleanup(cleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:removeAllChildrenWithCleanup'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: reorderChild of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_reorderChild00
static int tolua_cc_scene_cc_Node_reorderChild00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:reorderChild'", NULL);
#endif
  cc::Node* child = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  int localZOrder = ((int)  lua_tonumber(tolua_S,3));
  {
   self->reorderChild(child,localZOrder);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:reorderChild'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: sortAllChildren of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_sortAllChildren00
static int tolua_cc_scene_cc_Node_sortAllChildren00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:sortAllChildren'", NULL);
#endif
  {
   self->sortAllChildren();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:sortAllChildren'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTag of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getTag00
static int tolua_cc_scene_cc_Node_getTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getTag'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getTag();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTag of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setTag00
static int tolua_cc_scene_cc_Node_setTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setTag'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setTag(tag);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getName of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getName00
static int tolua_cc_scene_cc_Node_getName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setName of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setName00
static int tolua_cc_scene_cc_Node_setName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setName'", NULL);
#endif
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setName(name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPhysicsBody of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setPhysicsBody00
static int tolua_cc_scene_cc_Node_setPhysicsBody00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isusertype(tolua_S,2,"cc.PhysicsBody",1,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setPhysicsBody'", NULL);
#endif
  cc::PhysicsBody* body = ((cc::PhysicsBody*)  tolua_tousertype(tolua_S,2,NULL));
  {
   self->setPhysicsBody(body);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setPhysicsBody'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPhysicsBody of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getPhysicsBody00
static int tolua_cc_scene_cc_Node_getPhysicsBody00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getPhysicsBody'", NULL);
#endif
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  self->getPhysicsBody();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getPhysicsBody'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getUserObject of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getUserObject00
static int tolua_cc_scene_cc_Node_getUserObject00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getUserObject'", NULL);
#endif
  {
   cc::Ref* tolua_ret = (cc::Ref*)  self->getUserObject();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Ref");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getUserObject'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setUserObject of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setUserObject00
static int tolua_cc_scene_cc_Node_setUserObject00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isusertype(tolua_S,2,"cc.Ref",1,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setUserObject'", NULL);
#endif
  cc::Ref* object = ((cc::Ref*)  tolua_tousertype(tolua_S,2,NULL));
  {
   self->setUserObject(object);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setUserObject'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLocalZOrder of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setLocalZOrder00
static int tolua_cc_scene_cc_Node_setLocalZOrder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setLocalZOrder'", NULL);
#endif
  int localZOrder = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setLocalZOrder(localZOrder);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setLocalZOrder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLocalZOrder of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getLocalZOrder00
static int tolua_cc_scene_cc_Node_getLocalZOrder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getLocalZOrder'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getLocalZOrder();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getLocalZOrder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPosition of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setPosition00
static int tolua_cc_scene_cc_Node_setPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setPosition'", NULL);
#endif
  float x = ((float)  lua_tonumber(tolua_S,2));
  float y = ((float)  lua_tonumber(tolua_S,3));
  {
   self->setPosition(x,y);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPosition of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setPosition01
static int tolua_cc_scene_cc_Node_setPosition01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setPosition'", NULL);
#endif
  const cc::Vec2* position = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setPosition(*position);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Node_setPosition00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPositionX of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setPositionX00
static int tolua_cc_scene_cc_Node_setPositionX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setPositionX'", NULL);
#endif
  float x = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setPositionX(x);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setPositionX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPositionY of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setPositionY00
static int tolua_cc_scene_cc_Node_setPositionY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setPositionY'", NULL);
#endif
  float y = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setPositionY(y);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setPositionY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPositionX of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getPositionX00
static int tolua_cc_scene_cc_Node_getPositionX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getPositionX'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getPositionX();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getPositionX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPositionY of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getPositionY00
static int tolua_cc_scene_cc_Node_getPositionY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getPositionY'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getPositionY();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getPositionY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchorPoint of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getAnchorPoint00
static int tolua_cc_scene_cc_Node_getAnchorPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getAnchorPoint'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getAnchorPoint();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getAnchorPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIgnoreAnchorPointForPosition of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setIgnoreAnchorPointForPosition00
static int tolua_cc_scene_cc_Node_setIgnoreAnchorPointForPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setIgnoreAnchorPointForPosition'", NULL);
#endif
  bool ignore = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setIgnoreAnchorPointForPosition(ignore);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setIgnoreAnchorPointForPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isIgnoreAnchorPointForPosition of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_isIgnoreAnchorPointForPosition00
static int tolua_cc_scene_cc_Node_isIgnoreAnchorPointForPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:isIgnoreAnchorPointForPosition'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isIgnoreAnchorPointForPosition();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:isIgnoreAnchorPointForPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getContentSize of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getContentSize00
static int tolua_cc_scene_cc_Node_getContentSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getContentSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getContentSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getContentSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScale of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setScale00
static int tolua_cc_scene_cc_Node_setScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setScale'", NULL);
#endif
  float scale = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setScale(scale);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScale of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setScale01
static int tolua_cc_scene_cc_Node_setScale01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setScale'", NULL);
#endif
  float scaleX = ((float)  lua_tonumber(tolua_S,2));
  float scaleY = ((float)  lua_tonumber(tolua_S,3));
  {
   self->setScale(scaleX,scaleY);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Node_setScale00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScaleX of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setScaleX00
static int tolua_cc_scene_cc_Node_setScaleX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setScaleX'", NULL);
#endif
  float scaleX = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setScaleX(scaleX);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setScaleX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setScaleY of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setScaleY00
static int tolua_cc_scene_cc_Node_setScaleY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setScaleY'", NULL);
#endif
  float scaleY = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setScaleY(scaleY);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setScaleY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScale of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getScale00
static int tolua_cc_scene_cc_Node_getScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getScale'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScale();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScaleX of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getScaleX00
static int tolua_cc_scene_cc_Node_getScaleX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getScaleX'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScaleX();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getScaleX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScaleY of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getScaleY00
static int tolua_cc_scene_cc_Node_getScaleY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getScaleY'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScaleY();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getScaleY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRotation of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setRotation00
static int tolua_cc_scene_cc_Node_setRotation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setRotation'", NULL);
#endif
  float degrees = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRotation(degrees);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setRotation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRotation of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getRotation00
static int tolua_cc_scene_cc_Node_getRotation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getRotation'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRotation();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getRotation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRotationSkewX of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setRotationSkewX00
static int tolua_cc_scene_cc_Node_setRotationSkewX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setRotationSkewX'", NULL);
#endif
  float degrees = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRotationSkewX(degrees);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setRotationSkewX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRotationSkewX of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getRotationSkewX00
static int tolua_cc_scene_cc_Node_getRotationSkewX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getRotationSkewX'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRotationSkewX();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getRotationSkewX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRotationSkewY of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setRotationSkewY00
static int tolua_cc_scene_cc_Node_setRotationSkewY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setRotationSkewY'", NULL);
#endif
  float degrees = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRotationSkewY(degrees);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setRotationSkewY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRotationSkewY of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getRotationSkewY00
static int tolua_cc_scene_cc_Node_getRotationSkewY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getRotationSkewY'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRotationSkewY();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getRotationSkewY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSkewX of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setSkewX00
static int tolua_cc_scene_cc_Node_setSkewX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setSkewX'", NULL);
#endif
  float degrees = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setSkewX(degrees);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setSkewX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSkewX of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getSkewX00
static int tolua_cc_scene_cc_Node_getSkewX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getSkewX'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getSkewX();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getSkewX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSkewY of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setSkewY00
static int tolua_cc_scene_cc_Node_setSkewY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setSkewY'", NULL);
#endif
  float degrees = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setSkewY(degrees);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setSkewY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSkewY of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getSkewY00
static int tolua_cc_scene_cc_Node_getSkewY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getSkewY'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getSkewY();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getSkewY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setVisible of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setVisible00
static int tolua_cc_scene_cc_Node_setVisible00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setVisible'", NULL);
#endif
  bool visible = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setVisible(visible);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setVisible'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isVisible of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_isVisible00
static int tolua_cc_scene_cc_Node_isVisible00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:isVisible'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isVisible();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:isVisible'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setColor of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setColor00
static int tolua_cc_scene_cc_Node_setColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setColor'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getColor of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getColor00
static int tolua_cc_scene_cc_Node_getColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDisplayedColor of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getDisplayedColor00
static int tolua_cc_scene_cc_Node_getDisplayedColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getDisplayedColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getDisplayedColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getDisplayedColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setOpacity of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setOpacity00
static int tolua_cc_scene_cc_Node_setOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setOpacity'", NULL);
#endif
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,2));
  {
   self->setOpacity(opacity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOpacity of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getOpacity00
static int tolua_cc_scene_cc_Node_getOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getOpacity'", NULL);
#endif
  {
   unsigned char tolua_ret = ( unsigned char)  self->getOpacity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDisplayedOpacity of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getDisplayedOpacity00
static int tolua_cc_scene_cc_Node_getDisplayedOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getDisplayedOpacity'", NULL);
#endif
  {
   unsigned char tolua_ret = ( unsigned char)  self->getDisplayedOpacity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getDisplayedOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCascadeColorEnabled of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setCascadeColorEnabled00
static int tolua_cc_scene_cc_Node_setCascadeColorEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setCascadeColorEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setCascadeColorEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setCascadeColorEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isCascadeColorEnabled of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_isCascadeColorEnabled00
static int tolua_cc_scene_cc_Node_isCascadeColorEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:isCascadeColorEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isCascadeColorEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:isCascadeColorEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCascadeOpacityEnabled of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_setCascadeOpacityEnabled00
static int tolua_cc_scene_cc_Node_setCascadeOpacityEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:setCascadeOpacityEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setCascadeOpacityEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:setCascadeOpacityEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isCascadeOpacityEnabled of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_isCascadeOpacityEnabled00
static int tolua_cc_scene_cc_Node_isCascadeOpacityEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:isCascadeOpacityEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isCascadeOpacityEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:isCascadeOpacityEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: convertToNodeSpace of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_convertToNodeSpace00
static int tolua_cc_scene_cc_Node_convertToNodeSpace00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:convertToNodeSpace'", NULL);
#endif
  const cc::Vec2* worldPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->convertToNodeSpace(*worldPoint);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Node:convertToNodeSpace'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: convertToWorldSpace of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_convertToWorldSpace00
static int tolua_cc_scene_cc_Node_convertToWorldSpace00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:convertToWorldSpace'", NULL);
#endif
  const cc::Vec2* nodePoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->convertToWorldSpace(*nodePoint);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Node:convertToWorldSpace'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: convertToNodeSpaceAR of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_convertToNodeSpaceAR00
static int tolua_cc_scene_cc_Node_convertToNodeSpaceAR00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:convertToNodeSpaceAR'", NULL);
#endif
  const cc::Vec2* worldPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->convertToNodeSpaceAR(*worldPoint);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Node:convertToNodeSpaceAR'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: convertToWorldSpaceAR of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_convertToWorldSpaceAR00
static int tolua_cc_scene_cc_Node_convertToWorldSpaceAR00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:convertToWorldSpaceAR'", NULL);
#endif
  const cc::Vec2* nodePoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->convertToWorldSpaceAR(*nodePoint);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Node:convertToWorldSpaceAR'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: convertTouchToNodeSpace of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_convertTouchToNodeSpace00
static int tolua_cc_scene_cc_Node_convertTouchToNodeSpace00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"const cc.Touch",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:convertTouchToNodeSpace'", NULL);
#endif
  const cc::Touch* touch = ((const cc::Touch*)  kite_tousertype(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->convertTouchToNodeSpace(touch);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Node:convertTouchToNodeSpace'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: convertTouchToNodeSpaceAR of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_convertTouchToNodeSpaceAR00
static int tolua_cc_scene_cc_Node_convertTouchToNodeSpaceAR00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"const cc.Touch",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:convertTouchToNodeSpaceAR'", NULL);
#endif
  const cc::Touch* touch = ((const cc::Touch*)  kite_tousertype(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->convertTouchToNodeSpaceAR(touch);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Node:convertTouchToNodeSpaceAR'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBoundingBox of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getBoundingBox00
static int tolua_cc_scene_cc_Node_getBoundingBox00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getBoundingBox'", NULL);
#endif
  {
   cc::Rect tolua_ret = (cc::Rect)  self->getBoundingBox();
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
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getBoundingBox'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: onEnter of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_onEnter00
static int tolua_cc_scene_cc_Node_onEnter00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:onEnter'", NULL);
#endif
  {
   self->onEnter();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:onEnter'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: onEnterTransitionDidFinish of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_onEnterTransitionDidFinish00
static int tolua_cc_scene_cc_Node_onEnterTransitionDidFinish00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:onEnterTransitionDidFinish'", NULL);
#endif
  {
   self->onEnterTransitionDidFinish();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:onEnterTransitionDidFinish'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: onExitTransitionDidStart of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_onExitTransitionDidStart00
static int tolua_cc_scene_cc_Node_onExitTransitionDidStart00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:onExitTransitionDidStart'", NULL);
#endif
  {
   self->onExitTransitionDidStart();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:onExitTransitionDidStart'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: onExit of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_onExit00
static int tolua_cc_scene_cc_Node_onExit00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:onExit'", NULL);
#endif
  {
   self->onExit();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:onExit'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: cleanup of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_cleanup00
static int tolua_cc_scene_cc_Node_cleanup00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:cleanup'", NULL);
#endif
  {
   self->cleanup();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:cleanup'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isRunning of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_isRunning00
static int tolua_cc_scene_cc_Node_isRunning00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:isRunning'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isRunning();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:isRunning'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: runAction of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_runAction00
static int tolua_cc_scene_cc_Node_runAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Action",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:runAction'", NULL);
#endif
  cc::Action* action = ((cc::Action*)  kite_tousertype(tolua_S,2,0));
  {
   cc::Action* tolua_ret = (cc::Action*)  self->runAction(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Action");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:runAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopAllActions of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_stopAllActions00
static int tolua_cc_scene_cc_Node_stopAllActions00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:stopAllActions'", NULL);
#endif
  {
   self->stopAllActions();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:stopAllActions'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopAction of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_stopAction00
static int tolua_cc_scene_cc_Node_stopAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Action",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:stopAction'", NULL);
#endif
  cc::Action* action = ((cc::Action*)  kite_tousertype(tolua_S,2,0));
  {
   self->stopAction(action);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:stopAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopActionByTag of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_stopActionByTag00
static int tolua_cc_scene_cc_Node_stopActionByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:stopActionByTag'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  {
   self->stopActionByTag(tag);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:stopActionByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopAllActionsByTag of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_stopAllActionsByTag00
static int tolua_cc_scene_cc_Node_stopAllActionsByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:stopAllActionsByTag'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  {
   self->stopAllActionsByTag(tag);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:stopAllActionsByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getActionByTag of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getActionByTag00
static int tolua_cc_scene_cc_Node_getActionByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getActionByTag'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::Action* tolua_ret = (cc::Action*)  self->getActionByTag(tag);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Action");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getActionByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getNumberOfRunningActions of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getNumberOfRunningActions00
static int tolua_cc_scene_cc_Node_getNumberOfRunningActions00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getNumberOfRunningActions'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getNumberOfRunningActions();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getNumberOfRunningActions'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scheduleUpdate of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_scheduleUpdate00
static int tolua_cc_scene_cc_Node_scheduleUpdate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:scheduleUpdate'", NULL);
#endif
  {
   self->scheduleUpdate();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:scheduleUpdate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scheduleUpdateWithPriority of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_scheduleUpdateWithPriority00
static int tolua_cc_scene_cc_Node_scheduleUpdateWithPriority00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:scheduleUpdateWithPriority'", NULL);
#endif
  int priority = ((int)  lua_tonumber(tolua_S,2));
  {
   self->scheduleUpdateWithPriority(priority);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:scheduleUpdateWithPriority'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: unscheduleUpdate of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_unscheduleUpdate00
static int tolua_cc_scene_cc_Node_unscheduleUpdate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:unscheduleUpdate'", NULL);
#endif
  {
   self->unscheduleUpdate();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:unscheduleUpdate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: unschedule of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_unschedule00
static int tolua_cc_scene_cc_Node_unschedule00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:unschedule'", NULL);
#endif
  const std::string key = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->unschedule(key);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:unschedule'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isScheduled of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_isScheduled00
static int tolua_cc_scene_cc_Node_isScheduled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:isScheduled'", NULL);
#endif
  const std::string key = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->isScheduled(key);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:isScheduled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: unscheduleAllCallbacks of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_unscheduleAllCallbacks00
static int tolua_cc_scene_cc_Node_unscheduleAllCallbacks00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:unscheduleAllCallbacks'", NULL);
#endif
  {
   self->unscheduleAllCallbacks();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:unscheduleAllCallbacks'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pause of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_pause00
static int tolua_cc_scene_cc_Node_pause00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:pause'", NULL);
#endif
  {
   self->pause();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:pause'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resume of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_resume00
static int tolua_cc_scene_cc_Node_resume00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* self = (cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:resume'", NULL);
#endif
  {
   self->resume();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:resume'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isPaused of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_isPaused00
static int tolua_cc_scene_cc_Node_isPaused00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:isPaused'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isPaused();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:isPaused'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScheduler of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getScheduler00
static int tolua_cc_scene_cc_Node_getScheduler00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getScheduler'", NULL);
#endif
  {
   cc::Scheduler* tolua_ret = (cc::Scheduler*)  self->getScheduler();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Scheduler");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getScheduler'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getActionManager of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getActionManager00
static int tolua_cc_scene_cc_Node_getActionManager00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getActionManager'", NULL);
#endif
  {
   cc::ActionManager* tolua_ret = (cc::ActionManager*)  self->getActionManager();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ActionManager");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getActionManager'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEventDispatcher of class  cc::Node */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Node_getEventDispatcher00
static int tolua_cc_scene_cc_Node_getEventDispatcher00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Node",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Node* self = (const cc::Node*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Node:getEventDispatcher'", NULL);
#endif
  {
   cc::EventDispatcher* tolua_ret = (cc::EventDispatcher*)  self->getEventDispatcher();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventDispatcher");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Node:getEventDispatcher'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Scene */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Scene_create00
static int tolua_cc_scene_cc_Scene_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Scene",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Scene* tolua_ret = (cc::Scene*)  cc::Scene::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Scene");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Scene:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithSize of class  cc::Scene */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Scene_createWithSize00
static int tolua_cc_scene_cc_Scene_createWithSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Scene",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   cc::Scene* tolua_ret = (cc::Scene*)  cc::Scene::createWithSize(*size);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Scene");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Scene:createWithSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithPhysics of class  cc::Scene */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Scene_createWithPhysics00
static int tolua_cc_scene_cc_Scene_createWithPhysics00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Scene",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Scene* tolua_ret = (cc::Scene*)  cc::Scene::createWithPhysics();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Scene");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Scene:createWithPhysics'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPhysicsWorld of class  cc::Scene */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Scene_getPhysicsWorld00
static int tolua_cc_scene_cc_Scene_getPhysicsWorld00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Scene",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Scene* self = (const cc::Scene*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Scene:getPhysicsWorld'", NULL);
#endif
  {
   cc::PhysicsWorld* tolua_ret = (cc::PhysicsWorld*)  self->getPhysicsWorld();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsWorld");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Scene:getPhysicsWorld'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Layer */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Layer_create00
static int tolua_cc_scene_cc_Layer_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Layer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Layer* tolua_ret = (cc::Layer*)  cc::Layer::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Layer");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Layer:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTouchEnabled of class  cc::Layer */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Layer_setTouchEnabled00
static int tolua_cc_scene_cc_Layer_setTouchEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Layer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Layer* self = (cc::Layer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Layer:setTouchEnabled'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Layer:setTouchEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isTouchEnabled of class  cc::Layer */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Layer_isTouchEnabled00
static int tolua_cc_scene_cc_Layer_isTouchEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Layer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Layer* self = (const cc::Layer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Layer:isTouchEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isTouchEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Layer:isTouchEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSwallowsTouches of class  cc::Layer */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Layer_setSwallowsTouches00
static int tolua_cc_scene_cc_Layer_setSwallowsTouches00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Layer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Layer* self = (cc::Layer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Layer:setSwallowsTouches'", NULL);
#endif
  bool swallows = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setSwallowsTouches(swallows);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Layer:setSwallowsTouches'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isSwallowsTouches of class  cc::Layer */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Layer_isSwallowsTouches00
static int tolua_cc_scene_cc_Layer_isSwallowsTouches00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Layer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Layer* self = (const cc::Layer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Layer:isSwallowsTouches'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isSwallowsTouches();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Layer:isSwallowsTouches'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setKeyboardEnabled of class  cc::Layer */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Layer_setKeyboardEnabled00
static int tolua_cc_scene_cc_Layer_setKeyboardEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Layer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Layer* self = (cc::Layer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Layer:setKeyboardEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setKeyboardEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Layer:setKeyboardEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isKeyboardEnabled of class  cc::Layer */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Layer_isKeyboardEnabled00
static int tolua_cc_scene_cc_Layer_isKeyboardEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Layer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Layer* self = (const cc::Layer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Layer:isKeyboardEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isKeyboardEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Layer:isKeyboardEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAccelerometerEnabled of class  cc::Layer */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Layer_setAccelerometerEnabled00
static int tolua_cc_scene_cc_Layer_setAccelerometerEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Layer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Layer* self = (cc::Layer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Layer:setAccelerometerEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAccelerometerEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Layer:setAccelerometerEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAccelerometerEnabled of class  cc::Layer */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Layer_isAccelerometerEnabled00
static int tolua_cc_scene_cc_Layer_isAccelerometerEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Layer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Layer* self = (const cc::Layer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Layer:isAccelerometerEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAccelerometerEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Layer:isAccelerometerEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAccelerometerInterval of class  cc::Layer */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Layer_setAccelerometerInterval00
static int tolua_cc_scene_cc_Layer_setAccelerometerInterval00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Layer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Layer* self = (cc::Layer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Layer:setAccelerometerInterval'", NULL);
#endif
  double seconds = ((double)  lua_tonumber(tolua_S,2));
  {
   self->setAccelerometerInterval(seconds);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Layer:setAccelerometerInterval'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LayerColor */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerColor_create00
static int tolua_cc_scene_cc_LayerColor_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LayerColor",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::LayerColor* tolua_ret = (cc::LayerColor*)  cc::LayerColor::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LayerColor");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerColor:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LayerColor */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerColor_create01
static int tolua_cc_scene_cc_LayerColor_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LayerColor",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Color4B* color = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   cc::LayerColor* tolua_ret = (cc::LayerColor*)  cc::LayerColor::create(*color);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LayerColor");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_LayerColor_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LayerColor */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerColor_create02
static int tolua_cc_scene_cc_LayerColor_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LayerColor",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Color4B* color = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  float width = ((float)  lua_tonumber(tolua_S,3));
  float height = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::LayerColor* tolua_ret = (cc::LayerColor*)  cc::LayerColor::create(*color,width,height);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LayerColor");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_LayerColor_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: changeWidth of class  cc::LayerColor */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerColor_changeWidth00
static int tolua_cc_scene_cc_LayerColor_changeWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerColor",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerColor* self = (cc::LayerColor*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerColor:changeWidth'", NULL);
#endif
  float width = ((float)  lua_tonumber(tolua_S,2));
  {
   self->changeWidth(width);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerColor:changeWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: changeHeight of class  cc::LayerColor */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerColor_changeHeight00
static int tolua_cc_scene_cc_LayerColor_changeHeight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerColor",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerColor* self = (cc::LayerColor*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerColor:changeHeight'", NULL);
#endif
  float height = ((float)  lua_tonumber(tolua_S,2));
  {
   self->changeHeight(height);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerColor:changeHeight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: changeWidthAndHeight of class  cc::LayerColor */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerColor_changeWidthAndHeight00
static int tolua_cc_scene_cc_LayerColor_changeWidthAndHeight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerColor",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerColor* self = (cc::LayerColor*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerColor:changeWidthAndHeight'", NULL);
#endif
  float width = ((float)  lua_tonumber(tolua_S,2));
  float height = ((float)  lua_tonumber(tolua_S,3));
  {
   self->changeWidthAndHeight(width,height);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerColor:changeWidthAndHeight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_create00
static int tolua_cc_scene_cc_LayerGradient_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::LayerGradient* tolua_ret = (cc::LayerGradient*)  cc::LayerGradient::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LayerGradient");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_create01
static int tolua_cc_scene_cc_LayerGradient_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color4B(tolua_S,3,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Color4B* start = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  const cc::Color4B* end = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,3,0));
  {
   cc::LayerGradient* tolua_ret = (cc::LayerGradient*)  cc::LayerGradient::create(*start,*end);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LayerGradient");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_LayerGradient_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_create02
static int tolua_cc_scene_cc_LayerGradient_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color4B(tolua_S,3,"const cc.Color4B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Color4B* start = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  const cc::Color4B* end = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,3,0));
  const cc::Vec2* vector = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  {
   cc::LayerGradient* tolua_ret = (cc::LayerGradient*)  cc::LayerGradient::create(*start,*end,*vector);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LayerGradient");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_LayerGradient_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStartColor of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_setStartColor00
static int tolua_cc_scene_cc_LayerGradient_setStartColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerGradient* self = (cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:setStartColor'", NULL);
#endif
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   self->setStartColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:setStartColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartColor of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_getStartColor00
static int tolua_cc_scene_cc_LayerGradient_getStartColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::LayerGradient* self = (const cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:getStartColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getStartColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:getStartColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEndColor of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_setEndColor00
static int tolua_cc_scene_cc_LayerGradient_setEndColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerGradient* self = (cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:setEndColor'", NULL);
#endif
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   self->setEndColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:setEndColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEndColor of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_getEndColor00
static int tolua_cc_scene_cc_LayerGradient_getEndColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::LayerGradient* self = (const cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:getEndColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getEndColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:getEndColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStartOpacity of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_setStartOpacity00
static int tolua_cc_scene_cc_LayerGradient_setStartOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerGradient* self = (cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:setStartOpacity'", NULL);
#endif
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,2));
  {
   self->setStartOpacity(opacity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:setStartOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartOpacity of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_getStartOpacity00
static int tolua_cc_scene_cc_LayerGradient_getStartOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::LayerGradient* self = (const cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:getStartOpacity'", NULL);
#endif
  {
   unsigned char tolua_ret = ( unsigned char)  self->getStartOpacity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:getStartOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEndOpacity of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_setEndOpacity00
static int tolua_cc_scene_cc_LayerGradient_setEndOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerGradient* self = (cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:setEndOpacity'", NULL);
#endif
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,2));
  {
   self->setEndOpacity(opacity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:setEndOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEndOpacity of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_getEndOpacity00
static int tolua_cc_scene_cc_LayerGradient_getEndOpacity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::LayerGradient* self = (const cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:getEndOpacity'", NULL);
#endif
  {
   unsigned char tolua_ret = ( unsigned char)  self->getEndOpacity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:getEndOpacity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setVector of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_setVector00
static int tolua_cc_scene_cc_LayerGradient_setVector00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerGradient* self = (cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:setVector'", NULL);
#endif
  const cc::Vec2* vector = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setVector(*vector);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:setVector'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVector of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_getVector00
static int tolua_cc_scene_cc_LayerGradient_getVector00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::LayerGradient* self = (const cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:getVector'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getVector();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:getVector'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCompressedInterpolation of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_setCompressedInterpolation00
static int tolua_cc_scene_cc_LayerGradient_setCompressedInterpolation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerGradient* self = (cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:setCompressedInterpolation'", NULL);
#endif
  bool compressed = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setCompressedInterpolation(compressed);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:setCompressedInterpolation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isCompressedInterpolation of class  cc::LayerGradient */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerGradient_isCompressedInterpolation00
static int tolua_cc_scene_cc_LayerGradient_isCompressedInterpolation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.LayerGradient",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::LayerGradient* self = (const cc::LayerGradient*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerGradient:isCompressedInterpolation'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isCompressedInterpolation();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerGradient:isCompressedInterpolation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithLayer of class  cc::LayerMultiplex */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerMultiplex_createWithLayer00
static int tolua_cc_scene_cc_LayerMultiplex_createWithLayer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.LayerMultiplex",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Layer",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Layer* layer = ((cc::Layer*)  kite_tousertype(tolua_S,2,0));
  {
   cc::LayerMultiplex* tolua_ret = (cc::LayerMultiplex*)  cc::LayerMultiplex::createWithLayer(layer);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.LayerMultiplex");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerMultiplex:createWithLayer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addLayer of class  cc::LayerMultiplex */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerMultiplex_addLayer00
static int tolua_cc_scene_cc_LayerMultiplex_addLayer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerMultiplex",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Layer",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerMultiplex* self = (cc::LayerMultiplex*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerMultiplex:addLayer'", NULL);
#endif
  cc::Layer* layer = ((cc::Layer*)  kite_tousertype(tolua_S,2,0));
  {
   self->addLayer(layer);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerMultiplex:addLayer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: switchTo of class  cc::LayerMultiplex */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerMultiplex_switchTo00
static int tolua_cc_scene_cc_LayerMultiplex_switchTo00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerMultiplex",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerMultiplex* self = (cc::LayerMultiplex*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerMultiplex:switchTo'", NULL);
#endif
  int n = ((int)  lua_tonumber(tolua_S,2));
  {
   self->switchTo(n);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerMultiplex:switchTo'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: switchTo of class  cc::LayerMultiplex */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerMultiplex_switchTo01
static int tolua_cc_scene_cc_LayerMultiplex_switchTo01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerMultiplex",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::LayerMultiplex* self = (cc::LayerMultiplex*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerMultiplex:switchTo'", NULL);
#endif
  int n = ((int)  lua_tonumber(tolua_S,2));
  bool cleanup = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->switchTo(n,cleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_LayerMultiplex_switchTo00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: switchToAndReleaseMe of class  cc::LayerMultiplex */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_LayerMultiplex_switchToAndReleaseMe00
static int tolua_cc_scene_cc_LayerMultiplex_switchToAndReleaseMe00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.LayerMultiplex",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::LayerMultiplex* self = (cc::LayerMultiplex*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.LayerMultiplex:switchToAndReleaseMe'", NULL);
#endif
  int n = ((int)  lua_tonumber(tolua_S,2));
  {
   self->switchToAndReleaseMe(n);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.LayerMultiplex:switchToAndReleaseMe'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_create00
static int tolua_cc_scene_cc_Label_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithSystemFont of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithSystemFont00
static int tolua_cc_scene_cc_Label_createWithSystemFont00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string font = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithSystemFont(text,font,fontSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:createWithSystemFont'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithSystemFont of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithSystemFont01
static int tolua_cc_scene_cc_Label_createWithSystemFont01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Size(tolua_S,5,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string font = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  const cc::Size* dimensions = ((const cc::Size*)  kite_to_Size(tolua_S,5,0));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithSystemFont(text,font,fontSize,*dimensions);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_createWithSystemFont00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithSystemFont of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithSystemFont02
static int tolua_cc_scene_cc_Label_createWithSystemFont02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Size(tolua_S,5,"const cc.Size",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string font = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  const cc::Size* dimensions = ((const cc::Size*)  kite_to_Size(tolua_S,5,0));
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,6));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithSystemFont(text,font,fontSize,*dimensions,hAlignment);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_createWithSystemFont01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithSystemFont of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithSystemFont03
static int tolua_cc_scene_cc_Label_createWithSystemFont03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Size(tolua_S,5,"const cc.Size",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string font = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  const cc::Size* dimensions = ((const cc::Size*)  kite_to_Size(tolua_S,5,0));
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,6));
  cc::TextVAlignment vAlignment = ((cc::TextVAlignment) (int)  lua_tonumber(tolua_S,7));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithSystemFont(text,font,fontSize,*dimensions,hAlignment,vAlignment);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_createWithSystemFont02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTTF of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithTTF00
static int tolua_cc_scene_cc_Label_createWithTTF00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fontFilePath = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithTTF(text,fontFilePath,fontSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:createWithTTF'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTTF of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithTTF01
static int tolua_cc_scene_cc_Label_createWithTTF01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Size(tolua_S,5,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fontFilePath = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  const cc::Size* dimensions = ((const cc::Size*)  kite_to_Size(tolua_S,5,0));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithTTF(text,fontFilePath,fontSize,*dimensions);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_createWithTTF00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTTF of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithTTF02
static int tolua_cc_scene_cc_Label_createWithTTF02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Size(tolua_S,5,"const cc.Size",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fontFilePath = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  const cc::Size* dimensions = ((const cc::Size*)  kite_to_Size(tolua_S,5,0));
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,6));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithTTF(text,fontFilePath,fontSize,*dimensions,hAlignment);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_createWithTTF01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTTF of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithTTF03
static int tolua_cc_scene_cc_Label_createWithTTF03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Size(tolua_S,5,"const cc.Size",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string fontFilePath = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  const cc::Size* dimensions = ((const cc::Size*)  kite_to_Size(tolua_S,5,0));
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,6));
  cc::TextVAlignment vAlignment = ((cc::TextVAlignment) (int)  lua_tonumber(tolua_S,7));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithTTF(text,fontFilePath,fontSize,*dimensions,hAlignment,vAlignment);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_createWithTTF02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setString of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setString00
static int tolua_cc_scene_cc_Label_setString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setString'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getString of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getString00
static int tolua_cc_scene_cc_Label_getString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getString'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getString();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStringLength of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getStringLength00
static int tolua_cc_scene_cc_Label_getStringLength00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getStringLength'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getStringLength();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getStringLength'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isTTF of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_isTTF00
static int tolua_cc_scene_cc_Label_isTTF00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:isTTF'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isTTF();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:isTTF'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontName of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getFontName00
static int tolua_cc_scene_cc_Label_getFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getFontName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getFontName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontSize of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getFontSize00
static int tolua_cc_scene_cc_Label_getFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getFontSize'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getFontSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSystemFontName of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setSystemFontName00
static int tolua_cc_scene_cc_Label_setSystemFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setSystemFontName'", NULL);
#endif
  const std::string font = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setSystemFontName(font);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setSystemFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSystemFontName of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getSystemFontName00
static int tolua_cc_scene_cc_Label_getSystemFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getSystemFontName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getSystemFontName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getSystemFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSystemFontSize of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setSystemFontSize00
static int tolua_cc_scene_cc_Label_setSystemFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setSystemFontSize'", NULL);
#endif
  float fontSize = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setSystemFontSize(fontSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setSystemFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSystemFontSize of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getSystemFontSize00
static int tolua_cc_scene_cc_Label_getSystemFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getSystemFontSize'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getSystemFontSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getSystemFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTTFFontFile of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setTTFFontFile00
static int tolua_cc_scene_cc_Label_setTTFFontFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setTTFFontFile'", NULL);
#endif
  const std::string fontFilePath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setTTFFontFile(fontFilePath);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setTTFFontFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextColor of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setTextColor00
static int tolua_cc_scene_cc_Label_setTextColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setTextColor'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setTextColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextColor of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getTextColor00
static int tolua_cc_scene_cc_Label_getTextColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getTextColor'", NULL);
#endif
  {
   const cc::Color4B& tolua_ret = (const cc::Color4B&)  self->getTextColor();
    kite_push_Color4B(tolua_S,(void*)&tolua_ret,"const cc.Color4B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getTextColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAlignment of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setAlignment00
static int tolua_cc_scene_cc_Label_setAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setAlignment'", NULL);
#endif
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,2));
  {
   self->setAlignment(hAlignment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAlignment of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setAlignment01
static int tolua_cc_scene_cc_Label_setAlignment01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setAlignment'", NULL);
#endif
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,2));
  cc::TextVAlignment vAlignment = ((cc::TextVAlignment) (int)  lua_tonumber(tolua_S,3));
  {
   self->setAlignment(hAlignment,vAlignment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_setAlignment00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setHorizontalAlignment of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setHorizontalAlignment00
static int tolua_cc_scene_cc_Label_setHorizontalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setHorizontalAlignment'", NULL);
#endif
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,2));
  {
   self->setHorizontalAlignment(hAlignment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setHorizontalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setVerticalAlignment of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setVerticalAlignment00
static int tolua_cc_scene_cc_Label_setVerticalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setVerticalAlignment'", NULL);
#endif
  cc::TextVAlignment vAlignment = ((cc::TextVAlignment) (int)  lua_tonumber(tolua_S,2));
  {
   self->setVerticalAlignment(vAlignment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setVerticalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getHorizontalAlignment of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getHorizontalAlignment00
static int tolua_cc_scene_cc_Label_getHorizontalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getHorizontalAlignment'", NULL);
#endif
  {
   cc::TextHAlignment tolua_ret = (cc::TextHAlignment)  self->getHorizontalAlignment();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getHorizontalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVerticalAlignment of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getVerticalAlignment00
static int tolua_cc_scene_cc_Label_getVerticalAlignment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getVerticalAlignment'", NULL);
#endif
  {
   cc::TextVAlignment tolua_ret = (cc::TextVAlignment)  self->getVerticalAlignment();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getVerticalAlignment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDimensions of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setDimensions00
static int tolua_cc_scene_cc_Label_setDimensions00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setDimensions'", NULL);
#endif
  float width = ((float)  lua_tonumber(tolua_S,2));
  float height = ((float)  lua_tonumber(tolua_S,3));
  {
   self->setDimensions(width,height);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setDimensions'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDimensions of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getDimensions00
static int tolua_cc_scene_cc_Label_getDimensions00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getDimensions'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getDimensions();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getDimensions'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithBMFont of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithBMFont00
static int tolua_cc_scene_cc_Label_createWithBMFont00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string bmfontPath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithBMFont(bmfontPath,text);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:createWithBMFont'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithBMFont of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithBMFont01
static int tolua_cc_scene_cc_Label_createWithBMFont01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string bmfontPath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,4));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithBMFont(bmfontPath,text,hAlignment);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_createWithBMFont00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithBMFont of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithBMFont02
static int tolua_cc_scene_cc_Label_createWithBMFont02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string bmfontPath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,4));
  int maxLineWidth = ((int)  lua_tonumber(tolua_S,5));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithBMFont(bmfontPath,text,hAlignment,maxLineWidth);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_createWithBMFont01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithBMFont of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithBMFont03
static int tolua_cc_scene_cc_Label_createWithBMFont03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
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
  const std::string bmfontPath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string text = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  cc::TextHAlignment hAlignment = ((cc::TextHAlignment) (int)  lua_tonumber(tolua_S,4));
  int maxLineWidth = ((int)  lua_tonumber(tolua_S,5));
  const cc::Vec2* imageOffset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,6,0));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithBMFont(bmfontPath,text,hAlignment,maxLineWidth,*imageOffset);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_createWithBMFont02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithCharMap of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithCharMap00
static int tolua_cc_scene_cc_Label_createWithCharMap00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string plistFile = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithCharMap(plistFile);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:createWithCharMap'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithCharMap of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithCharMap01
static int tolua_cc_scene_cc_Label_createWithCharMap01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string charMapFile = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  int itemWidth = ((int)  lua_tonumber(tolua_S,3));
  int itemHeight = ((int)  lua_tonumber(tolua_S,4));
  int startCharMap = ((int)  lua_tonumber(tolua_S,5));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithCharMap(charMapFile,itemWidth,itemHeight,startCharMap);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_createWithCharMap00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithCharMap of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_createWithCharMap02
static int tolua_cc_scene_cc_Label_createWithCharMap02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  int itemWidth = ((int)  lua_tonumber(tolua_S,3));
  int itemHeight = ((int)  lua_tonumber(tolua_S,4));
  int startCharMap = ((int)  lua_tonumber(tolua_S,5));
  {
   cc::Label* tolua_ret = (cc::Label*)  cc::Label::createWithCharMap(texture,itemWidth,itemHeight,startCharMap);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Label");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_createWithCharMap01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBMFontFilePath of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setBMFontFilePath00
static int tolua_cc_scene_cc_Label_setBMFontFilePath00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setBMFontFilePath'", NULL);
#endif
  const std::string bmfontFilePath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->setBMFontFilePath(bmfontFilePath);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setBMFontFilePath'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBMFontFilePath of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setBMFontFilePath01
static int tolua_cc_scene_cc_Label_setBMFontFilePath01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setBMFontFilePath'", NULL);
#endif
  const std::string bmfontFilePath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Vec2* imageOffset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->setBMFontFilePath(bmfontFilePath,*imageOffset);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_setBMFontFilePath00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBMFontFilePath of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setBMFontFilePath02
static int tolua_cc_scene_cc_Label_setBMFontFilePath02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setBMFontFilePath'", NULL);
#endif
  const std::string bmfontFilePath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Vec2* imageOffset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  float fontSize = ((float)  lua_tonumber(tolua_S,4));
  {
   bool tolua_ret = (bool)  self->setBMFontFilePath(bmfontFilePath,*imageOffset,fontSize);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_setBMFontFilePath01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBMFontFilePath of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getBMFontFilePath00
static int tolua_cc_scene_cc_Label_getBMFontFilePath00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getBMFontFilePath'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getBMFontFilePath();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getBMFontFilePath'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBMFontSize of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setBMFontSize00
static int tolua_cc_scene_cc_Label_setBMFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setBMFontSize'", NULL);
#endif
  float fontSize = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setBMFontSize(fontSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setBMFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBMFontSize of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getBMFontSize00
static int tolua_cc_scene_cc_Label_getBMFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getBMFontSize'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getBMFontSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getBMFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCharMap of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setCharMap00
static int tolua_cc_scene_cc_Label_setCharMap00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setCharMap'", NULL);
#endif
  const std::string plistFile = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->setCharMap(plistFile);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setCharMap'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCharMap of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setCharMap01
static int tolua_cc_scene_cc_Label_setCharMap01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setCharMap'", NULL);
#endif
  const std::string charMapFile = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  int itemWidth = ((int)  lua_tonumber(tolua_S,3));
  int itemHeight = ((int)  lua_tonumber(tolua_S,4));
  int startCharMap = ((int)  lua_tonumber(tolua_S,5));
  {
   bool tolua_ret = (bool)  self->setCharMap(charMapFile,itemWidth,itemHeight,startCharMap);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_setCharMap00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCharMap of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setCharMap02
static int tolua_cc_scene_cc_Label_setCharMap02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setCharMap'", NULL);
#endif
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  int itemWidth = ((int)  lua_tonumber(tolua_S,3));
  int itemHeight = ((int)  lua_tonumber(tolua_S,4));
  int startCharMap = ((int)  lua_tonumber(tolua_S,5));
  {
   bool tolua_ret = (bool)  self->setCharMap(texture,itemWidth,itemHeight,startCharMap);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_setCharMap01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: setWidth of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setWidth00
static int tolua_cc_scene_cc_Label_setWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setWidth'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getWidth of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getWidth00
static int tolua_cc_scene_cc_Label_getWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getWidth'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getWidth();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setHeight of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setHeight00
static int tolua_cc_scene_cc_Label_setHeight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setHeight'", NULL);
#endif
  float height = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setHeight(height);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setHeight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getHeight of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getHeight00
static int tolua_cc_scene_cc_Label_getHeight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getHeight'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getHeight();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getHeight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMaxLineWidth of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setMaxLineWidth00
static int tolua_cc_scene_cc_Label_setMaxLineWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setMaxLineWidth'", NULL);
#endif
  float maxLineWidth = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMaxLineWidth(maxLineWidth);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setMaxLineWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMaxLineWidth of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getMaxLineWidth00
static int tolua_cc_scene_cc_Label_getMaxLineWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getMaxLineWidth'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getMaxLineWidth();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getMaxLineWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLineHeight of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setLineHeight00
static int tolua_cc_scene_cc_Label_setLineHeight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setLineHeight'", NULL);
#endif
  float height = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setLineHeight(height);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setLineHeight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLineHeight of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getLineHeight00
static int tolua_cc_scene_cc_Label_getLineHeight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getLineHeight'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getLineHeight();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getLineHeight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLineSpacing of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setLineSpacing00
static int tolua_cc_scene_cc_Label_setLineSpacing00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setLineSpacing'", NULL);
#endif
  float height = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setLineSpacing(height);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setLineSpacing'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLineSpacing of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getLineSpacing00
static int tolua_cc_scene_cc_Label_getLineSpacing00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getLineSpacing'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getLineSpacing();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getLineSpacing'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAdditionalKerning of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setAdditionalKerning00
static int tolua_cc_scene_cc_Label_setAdditionalKerning00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setAdditionalKerning'", NULL);
#endif
  float space = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setAdditionalKerning(space);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setAdditionalKerning'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAdditionalKerning of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getAdditionalKerning00
static int tolua_cc_scene_cc_Label_getAdditionalKerning00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getAdditionalKerning'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getAdditionalKerning();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getAdditionalKerning'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLineBreakWithoutSpace of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setLineBreakWithoutSpace00
static int tolua_cc_scene_cc_Label_setLineBreakWithoutSpace00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setLineBreakWithoutSpace'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setLineBreakWithoutSpace'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStringNumLines of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getStringNumLines00
static int tolua_cc_scene_cc_Label_getStringNumLines00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getStringNumLines'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getStringNumLines();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getStringNumLines'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableOutline of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableOutline00
static int tolua_cc_scene_cc_Label_enableOutline00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableOutline'", NULL);
#endif
  const cc::Color4B* outlineColor = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   self->enableOutline(*outlineColor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:enableOutline'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableOutline of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableOutline01
static int tolua_cc_scene_cc_Label_enableOutline01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableOutline'", NULL);
#endif
  const cc::Color4B* outlineColor = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  int outlineSize = ((int)  lua_tonumber(tolua_S,3));
  {
   self->enableOutline(*outlineColor,outlineSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_enableOutline00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableShadow of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableShadow00
static int tolua_cc_scene_cc_Label_enableShadow00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableShadow'", NULL);
#endif
  {
   self->enableShadow();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:enableShadow'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableShadow of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableShadow01
static int tolua_cc_scene_cc_Label_enableShadow01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableShadow'", NULL);
#endif
  const cc::Color4B* shadowColor = ((const cc::Color4B*)  kite_to_Color4B(tolua_S,2,0));
  {
   self->enableShadow(*shadowColor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_enableShadow00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableShadow of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableShadow02
static int tolua_cc_scene_cc_Label_enableShadow02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Size(tolua_S,3,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableShadow'", NULL);
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
 return tolua_cc_scene_cc_Label_enableShadow01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableShadow of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableShadow03
static int tolua_cc_scene_cc_Label_enableShadow03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Size(tolua_S,3,"const cc.Size",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableShadow'", NULL);
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
 return tolua_cc_scene_cc_Label_enableShadow02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableGlow of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableGlow00
static int tolua_cc_scene_cc_Label_enableGlow00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4B(tolua_S,2,"const cc.Color4B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableGlow'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Label:enableGlow'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableItalics of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableItalics00
static int tolua_cc_scene_cc_Label_enableItalics00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableItalics'", NULL);
#endif
  {
   self->enableItalics();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:enableItalics'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableBold of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableBold00
static int tolua_cc_scene_cc_Label_enableBold00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableBold'", NULL);
#endif
  {
   self->enableBold();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:enableBold'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableUnderline of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableUnderline00
static int tolua_cc_scene_cc_Label_enableUnderline00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableUnderline'", NULL);
#endif
  {
   self->enableUnderline();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:enableUnderline'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableStrikethrough of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableStrikethrough00
static int tolua_cc_scene_cc_Label_enableStrikethrough00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableStrikethrough'", NULL);
#endif
  {
   self->enableStrikethrough();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:enableStrikethrough'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: disableEffect of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_disableEffect00
static int tolua_cc_scene_cc_Label_disableEffect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:disableEffect'", NULL);
#endif
  {
   self->disableEffect();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:disableEffect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: disableEffect of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_disableEffect01
static int tolua_cc_scene_cc_Label_disableEffect01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:disableEffect'", NULL);
#endif
  cc::LabelEffect effect = ((cc::LabelEffect) (int)  lua_tonumber(tolua_S,2));
  {
   self->disableEffect(effect);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_Label_disableEffect00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLabelEffectType of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getLabelEffectType00
static int tolua_cc_scene_cc_Label_getLabelEffectType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getLabelEffectType'", NULL);
#endif
  {
   cc::LabelEffect tolua_ret = (cc::LabelEffect)  self->getLabelEffectType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getLabelEffectType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEffectColor of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getEffectColor00
static int tolua_cc_scene_cc_Label_getEffectColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getEffectColor'", NULL);
#endif
  {
   cc::Color4F tolua_ret = (cc::Color4F)  self->getEffectColor();
   {
#ifdef __cplusplus
    cc::Color4F tolua_obj = (tolua_ret);
     kite_push_Color4F(tolua_S,(void*)&tolua_obj,"cc.Color4F");
#else
    kite_push_Rect(tolua_S,(void*)&tolua_ret,sizeof(cc::Color4F));
     kite_push_Color4F(tolua_S,tolua_obj,"cc.Color4F");
    tolua_register_gc(tolua_S,lua_gettop(tolua_S));
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getEffectColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOutlineSize of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getOutlineSize00
static int tolua_cc_scene_cc_Label_getOutlineSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getOutlineSize'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getOutlineSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getOutlineSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isShadowEnabled of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_isShadowEnabled00
static int tolua_cc_scene_cc_Label_isShadowEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:isShadowEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isShadowEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:isShadowEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getShadowOffset of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getShadowOffset00
static int tolua_cc_scene_cc_Label_getShadowOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getShadowOffset'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getShadowOffset();
   {
#ifdef __cplusplus
    cc::Size tolua_obj = (tolua_ret);
     kite_push_Size(tolua_S,(void*)&tolua_obj,"cc.Size");
#else
    kite_push_Color4F(tolua_S,(void*)&tolua_ret,"cc.Size");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getShadowOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getShadowBlurRadius of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getShadowBlurRadius00
static int tolua_cc_scene_cc_Label_getShadowBlurRadius00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getShadowBlurRadius'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getShadowBlurRadius();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getShadowBlurRadius'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getShadowColor of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getShadowColor00
static int tolua_cc_scene_cc_Label_getShadowColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getShadowColor'", NULL);
#endif
  {
   cc::Color4F tolua_ret = (cc::Color4F)  self->getShadowColor();
   {
#ifdef __cplusplus
    cc::Color4F tolua_obj = (tolua_ret);
     kite_push_Color4F(tolua_S,(void*)&tolua_obj,"cc.Color4F");
#else
    void* tolua_obj = tolua_copy(tolua_S,(void*)&tolua_ret,"cc.Color4F");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getShadowColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setOverflow of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_setOverflow00
static int tolua_cc_scene_cc_Label_setOverflow00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:setOverflow'", NULL);
#endif
  cc::LabelOverflow overflow = ((cc::LabelOverflow) (int)  lua_tonumber(tolua_S,2));
  {
   self->setOverflow(overflow);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:setOverflow'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOverflow of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getOverflow00
static int tolua_cc_scene_cc_Label_getOverflow00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getOverflow'", NULL);
#endif
  {
   cc::LabelOverflow tolua_ret = (cc::LabelOverflow)  self->getOverflow();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getOverflow'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: enableWrap of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_enableWrap00
static int tolua_cc_scene_cc_Label_enableWrap00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:enableWrap'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->enableWrap(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:enableWrap'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isWrapEnabled of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_isWrapEnabled00
static int tolua_cc_scene_cc_Label_isWrapEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Label* self = (const cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:isWrapEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isWrapEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Label:isWrapEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLetter of class  cc::Label */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Label_getLetter00
static int tolua_cc_scene_cc_Label_getLetter00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Label",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Label* self = (cc::Label*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Label:getLetter'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Label:getLetter'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_create00
static int tolua_cc_scene_cc_DrawNode_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float defaultLineWidth = ((float)  tolua_tonumber(tolua_S,2,1.0));
  {
   cc::DrawNode* tolua_ret = (cc::DrawNode*)  cc::DrawNode::create(defaultLineWidth);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.DrawNode");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawDot of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawDot00
static int tolua_cc_scene_cc_DrawNode_drawDot00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Color4F(tolua_S,4,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawDot'", NULL);
#endif
  const cc::Vec2* pos = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  float radius = ((float)  lua_tonumber(tolua_S,3));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,4,0));
  {
   self->drawDot(*pos,radius,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:drawDot'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawPoint of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawPoint00
static int tolua_cc_scene_cc_DrawNode_drawPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Color4F(tolua_S,4,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawPoint'", NULL);
#endif
  const cc::Vec2* point = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  float pointSize = ((float)  lua_tonumber(tolua_S,3));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,4,0));
  {
   self->drawPoint(*point,pointSize,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:drawPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawLine of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawLine00
static int tolua_cc_scene_cc_DrawNode_drawLine00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Color4F(tolua_S,4,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawLine'", NULL);
#endif
  const cc::Vec2* origin = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* destination = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,4,0));
  {
   self->drawLine(*origin,*destination,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:drawLine'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawSegment of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawSegment00
static int tolua_cc_scene_cc_DrawNode_drawSegment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Color4F(tolua_S,5,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawSegment'", NULL);
#endif
  const cc::Vec2* from = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* to = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  float radius = ((float)  lua_tonumber(tolua_S,4));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,5,0));
  {
   self->drawSegment(*from,*to,radius,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:drawSegment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawRect of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawRect00
static int tolua_cc_scene_cc_DrawNode_drawRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Color4F(tolua_S,4,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawRect'", NULL);
#endif
  const cc::Vec2* origin = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* destination = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,4,0));
  {
   self->drawRect(*origin,*destination,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:drawRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawRect of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawRect01
static int tolua_cc_scene_cc_DrawNode_drawRect01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,6,&tolua_err) || !kite_is_Color4F(tolua_S,6,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawRect'", NULL);
#endif
  const cc::Vec2* p1 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* p2 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Vec2* p3 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  const cc::Vec2* p4 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,6,0));
  {
   self->drawRect(*p1,*p2,*p3,*p4,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_DrawNode_drawRect00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawSolidRect of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawSolidRect00
static int tolua_cc_scene_cc_DrawNode_drawSolidRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Color4F(tolua_S,4,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawSolidRect'", NULL);
#endif
  const cc::Vec2* origin = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* destination = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,4,0));
  {
   self->drawSolidRect(*origin,*destination,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:drawSolidRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawQuadBezier of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawQuadBezier00
static int tolua_cc_scene_cc_DrawNode_drawQuadBezier00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,6,&tolua_err) || !kite_is_Color4F(tolua_S,6,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawQuadBezier'", NULL);
#endif
  const cc::Vec2* origin = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* control = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Vec2* destination = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  unsigned int segments = ((unsigned int)  lua_tonumber(tolua_S,5));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,6,0));
  {
   self->drawQuadBezier(*origin,*control,*destination,segments,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:drawQuadBezier'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawCubicBezier of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawCubicBezier00
static int tolua_cc_scene_cc_DrawNode_drawCubicBezier00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,7,&tolua_err) || !kite_is_Color4F(tolua_S,7,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawCubicBezier'", NULL);
#endif
  const cc::Vec2* origin = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* control1 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Vec2* control2 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  const cc::Vec2* destination = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  unsigned int segments = ((unsigned int)  lua_tonumber(tolua_S,6));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,7,0));
  {
   self->drawCubicBezier(*origin,*control1,*control2,*destination,segments,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:drawCubicBezier'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawCircle of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawCircle00
static int tolua_cc_scene_cc_DrawNode_drawCircle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isboolean(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnumber(tolua_S,8,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,9,&tolua_err) || !kite_is_Color4F(tolua_S,9,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,10,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawCircle'", NULL);
#endif
  const cc::Vec2* center = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  float radius = ((float)  lua_tonumber(tolua_S,3));
  float angle = ((float)  lua_tonumber(tolua_S,4));
  unsigned int segments = ((unsigned int)  lua_tonumber(tolua_S,5));
  bool drawLineToCenter = ((bool)  tolua_toboolean(tolua_S,6,0));
  float scaleX = ((float)  lua_tonumber(tolua_S,7));
  float scaleY = ((float)  lua_tonumber(tolua_S,8));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,9,0));
  {
   self->drawCircle(*center,radius,angle,segments,drawLineToCenter,scaleX,scaleY,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:drawCircle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawCircle of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawCircle01
static int tolua_cc_scene_cc_DrawNode_drawCircle01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isboolean(tolua_S,6,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,7,&tolua_err) || !kite_is_Color4F(tolua_S,7,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawCircle'", NULL);
#endif
  const cc::Vec2* center = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  float radius = ((float)  lua_tonumber(tolua_S,3));
  float angle = ((float)  lua_tonumber(tolua_S,4));
  unsigned int segments = ((unsigned int)  lua_tonumber(tolua_S,5));
  bool drawLineToCenter = ((bool)  tolua_toboolean(tolua_S,6,0));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,7,0));
  {
   self->drawCircle(*center,radius,angle,segments,drawLineToCenter,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_DrawNode_drawCircle00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawSolidCircle of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawSolidCircle00
static int tolua_cc_scene_cc_DrawNode_drawSolidCircle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,8,&tolua_err) || !kite_is_Color4F(tolua_S,8,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,9,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawSolidCircle'", NULL);
#endif
  const cc::Vec2* center = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  float radius = ((float)  lua_tonumber(tolua_S,3));
  float angle = ((float)  lua_tonumber(tolua_S,4));
  unsigned int segments = ((unsigned int)  lua_tonumber(tolua_S,5));
  float scaleX = ((float)  lua_tonumber(tolua_S,6));
  float scaleY = ((float)  lua_tonumber(tolua_S,7));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,8,0));
  {
   self->drawSolidCircle(*center,radius,angle,segments,scaleX,scaleY,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:drawSolidCircle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawSolidCircle of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawSolidCircle01
static int tolua_cc_scene_cc_DrawNode_drawSolidCircle01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,6,&tolua_err) || !kite_is_Color4F(tolua_S,6,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawSolidCircle'", NULL);
#endif
  const cc::Vec2* center = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  float radius = ((float)  lua_tonumber(tolua_S,3));
  float angle = ((float)  lua_tonumber(tolua_S,4));
  unsigned int segments = ((unsigned int)  lua_tonumber(tolua_S,5));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,6,0));
  {
   self->drawSolidCircle(*center,radius,angle,segments,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_scene_cc_DrawNode_drawSolidCircle00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: drawTriangle of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_drawTriangle00
static int tolua_cc_scene_cc_DrawNode_drawTriangle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Color4F(tolua_S,5,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:drawTriangle'", NULL);
#endif
  const cc::Vec2* p1 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* p2 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::Vec2* p3 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,5,0));
  {
   self->drawTriangle(*p1,*p2,*p3,*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:drawTriangle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clear of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_clear00
static int tolua_cc_scene_cc_DrawNode_clear00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:clear'", NULL);
#endif
  {
   self->clear();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:clear'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLineWidth of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_setLineWidth00
static int tolua_cc_scene_cc_DrawNode_setLineWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::DrawNode* self = (cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:setLineWidth'", NULL);
#endif
  float width = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setLineWidth(width);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:setLineWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLineWidth of class  cc::DrawNode */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_DrawNode_getLineWidth00
static int tolua_cc_scene_cc_DrawNode_getLineWidth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.DrawNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::DrawNode* self = (const cc::DrawNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.DrawNode:getLineWidth'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getLineWidth();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DrawNode:getLineWidth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::MenuItem */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItem_create00
static int tolua_cc_scene_cc_MenuItem_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.MenuItem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::MenuItem* tolua_ret = (cc::MenuItem*)  cc::MenuItem::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.MenuItem");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItem:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: activate of class  cc::MenuItem */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItem_activate00
static int tolua_cc_scene_cc_MenuItem_activate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItem* self = (cc::MenuItem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItem:activate'", NULL);
#endif
  {
   self->activate();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItem:activate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: selected of class  cc::MenuItem */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItem_selected00
static int tolua_cc_scene_cc_MenuItem_selected00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItem* self = (cc::MenuItem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItem:selected'", NULL);
#endif
  {
   self->selected();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItem:selected'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: unselected of class  cc::MenuItem */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItem_unselected00
static int tolua_cc_scene_cc_MenuItem_unselected00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItem* self = (cc::MenuItem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItem:unselected'", NULL);
#endif
  {
   self->unselected();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItem:unselected'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isSelected of class  cc::MenuItem */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItem_isSelected00
static int tolua_cc_scene_cc_MenuItem_isSelected00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MenuItem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MenuItem* self = (const cc::MenuItem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItem:isSelected'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isSelected();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItem:isSelected'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEnabled of class  cc::MenuItem */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItem_setEnabled00
static int tolua_cc_scene_cc_MenuItem_setEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItem* self = (cc::MenuItem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItem:setEnabled'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItem:setEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isEnabled of class  cc::MenuItem */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItem_isEnabled00
static int tolua_cc_scene_cc_MenuItem_isEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MenuItem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MenuItem* self = (const cc::MenuItem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItem:isEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItem:isEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: rect of class  cc::MenuItem */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItem_rect00
static int tolua_cc_scene_cc_MenuItem_rect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MenuItem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MenuItem* self = (const cc::MenuItem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItem:rect'", NULL);
#endif
  {
   cc::Rect tolua_ret = (cc::Rect)  self->rect();
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
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItem:rect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::MenuItemLabel */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemLabel_create00
static int tolua_cc_scene_cc_MenuItemLabel_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.MenuItemLabel",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* label = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   cc::MenuItemLabel* tolua_ret = (cc::MenuItemLabel*)  cc::MenuItemLabel::create(label);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.MenuItemLabel");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemLabel:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLabel of class  cc::MenuItemLabel */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemLabel_getLabel00
static int tolua_cc_scene_cc_MenuItemLabel_getLabel00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MenuItemLabel",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MenuItemLabel* self = (const cc::MenuItemLabel*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemLabel:getLabel'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getLabel();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemLabel:getLabel'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLabel of class  cc::MenuItemLabel */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemLabel_setLabel00
static int tolua_cc_scene_cc_MenuItemLabel_setLabel00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItemLabel",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItemLabel* self = (cc::MenuItemLabel*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemLabel:setLabel'", NULL);
#endif
  cc::Node* label = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   self->setLabel(label);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemLabel:setLabel'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setString of class  cc::MenuItemLabel */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemLabel_setString00
static int tolua_cc_scene_cc_MenuItemLabel_setString00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItemLabel",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItemLabel* self = (cc::MenuItemLabel*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemLabel:setString'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemLabel:setString'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDisabledColor of class  cc::MenuItemLabel */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemLabel_setDisabledColor00
static int tolua_cc_scene_cc_MenuItemLabel_setDisabledColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItemLabel",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItemLabel* self = (cc::MenuItemLabel*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemLabel:setDisabledColor'", NULL);
#endif
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   self->setDisabledColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemLabel:setDisabledColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDisabledColor of class  cc::MenuItemLabel */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemLabel_getDisabledColor00
static int tolua_cc_scene_cc_MenuItemLabel_getDisabledColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MenuItemLabel",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MenuItemLabel* self = (const cc::MenuItemLabel*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemLabel:getDisabledColor'", NULL);
#endif
  {
   const cc::Color3B& tolua_ret = (const cc::Color3B&)  self->getDisabledColor();
    kite_push_Color3B(tolua_S,(void*)&tolua_ret,"const cc.Color3B");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemLabel:getDisabledColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontSize of class  cc::MenuItemFont */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemFont_setFontSize00
static int tolua_cc_scene_cc_MenuItemFont_setFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.MenuItemFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int size = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::MenuItemFont::setFontSize(size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemFont:setFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontSize of class  cc::MenuItemFont */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemFont_getFontSize00
static int tolua_cc_scene_cc_MenuItemFont_getFontSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.MenuItemFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   int tolua_ret = (int)  cc::MenuItemFont::getFontSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemFont:getFontSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFontName of class  cc::MenuItemFont */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemFont_setFontName00
static int tolua_cc_scene_cc_MenuItemFont_setFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.MenuItemFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string name = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::MenuItemFont::setFontName(name);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemFont:setFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFontName of class  cc::MenuItemFont */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemFont_getFontName00
static int tolua_cc_scene_cc_MenuItemFont_getFontName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.MenuItemFont",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   const std::string tolua_ret = (const std::string)  cc::MenuItemFont::getFontName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemFont:getFontName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::MenuItemFont */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemFont_create00
static int tolua_cc_scene_cc_MenuItemFont_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.MenuItemFont",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string value = ((const std::string)  tolua_tocppstring(tolua_S,2,""));
  {
   cc::MenuItemFont* tolua_ret = (cc::MenuItemFont*)  cc::MenuItemFont::create(value);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.MenuItemFont");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemFont:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getNormalImage of class  cc::MenuItemSprite */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemSprite_getNormalImage00
static int tolua_cc_scene_cc_MenuItemSprite_getNormalImage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MenuItemSprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MenuItemSprite* self = (const cc::MenuItemSprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemSprite:getNormalImage'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getNormalImage();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemSprite:getNormalImage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setNormalImage of class  cc::MenuItemSprite */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemSprite_setNormalImage00
static int tolua_cc_scene_cc_MenuItemSprite_setNormalImage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItemSprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItemSprite* self = (cc::MenuItemSprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemSprite:setNormalImage'", NULL);
#endif
  cc::Node* image = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   self->setNormalImage(image);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemSprite:setNormalImage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSelectedImage of class  cc::MenuItemSprite */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemSprite_getSelectedImage00
static int tolua_cc_scene_cc_MenuItemSprite_getSelectedImage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MenuItemSprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MenuItemSprite* self = (const cc::MenuItemSprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemSprite:getSelectedImage'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getSelectedImage();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemSprite:getSelectedImage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSelectedImage of class  cc::MenuItemSprite */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemSprite_setSelectedImage00
static int tolua_cc_scene_cc_MenuItemSprite_setSelectedImage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItemSprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItemSprite* self = (cc::MenuItemSprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemSprite:setSelectedImage'", NULL);
#endif
  cc::Node* image = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   self->setSelectedImage(image);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemSprite:setSelectedImage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDisabledImage of class  cc::MenuItemSprite */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemSprite_getDisabledImage00
static int tolua_cc_scene_cc_MenuItemSprite_getDisabledImage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MenuItemSprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MenuItemSprite* self = (const cc::MenuItemSprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemSprite:getDisabledImage'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getDisabledImage();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemSprite:getDisabledImage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDisabledImage of class  cc::MenuItemSprite */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemSprite_setDisabledImage00
static int tolua_cc_scene_cc_MenuItemSprite_setDisabledImage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItemSprite",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItemSprite* self = (cc::MenuItemSprite*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemSprite:setDisabledImage'", NULL);
#endif
  cc::Node* image = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   self->setDisabledImage(image);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemSprite:setDisabledImage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setNormalSpriteFrame of class  cc::MenuItemImage */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemImage_setNormalSpriteFrame00
static int tolua_cc_scene_cc_MenuItemImage_setNormalSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItemImage",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItemImage* self = (cc::MenuItemImage*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemImage:setNormalSpriteFrame'", NULL);
#endif
  cc::SpriteFrame* frame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   self->setNormalSpriteFrame(frame);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemImage:setNormalSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSelectedSpriteFrame of class  cc::MenuItemImage */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemImage_setSelectedSpriteFrame00
static int tolua_cc_scene_cc_MenuItemImage_setSelectedSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItemImage",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItemImage* self = (cc::MenuItemImage*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemImage:setSelectedSpriteFrame'", NULL);
#endif
  cc::SpriteFrame* frame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   self->setSelectedSpriteFrame(frame);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemImage:setSelectedSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDisabledSpriteFrame of class  cc::MenuItemImage */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemImage_setDisabledSpriteFrame00
static int tolua_cc_scene_cc_MenuItemImage_setDisabledSpriteFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItemImage",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItemImage* self = (cc::MenuItemImage*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemImage:setDisabledSpriteFrame'", NULL);
#endif
  cc::SpriteFrame* frame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   self->setDisabledSpriteFrame(frame);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemImage:setDisabledSpriteFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSubItem of class  cc::MenuItemToggle */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemToggle_addSubItem00
static int tolua_cc_scene_cc_MenuItemToggle_addSubItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItemToggle",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.MenuItem",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItemToggle* self = (cc::MenuItemToggle*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemToggle:addSubItem'", NULL);
#endif
  cc::MenuItem* item = ((cc::MenuItem*)  kite_tousertype(tolua_S,2,0));
  {
   self->addSubItem(item);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemToggle:addSubItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSelectedIndex of class  cc::MenuItemToggle */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemToggle_setSelectedIndex00
static int tolua_cc_scene_cc_MenuItemToggle_setSelectedIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MenuItemToggle",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItemToggle* self = (cc::MenuItemToggle*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemToggle:setSelectedIndex'", NULL);
#endif
  int index = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setSelectedIndex(index);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemToggle:setSelectedIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSelectedIndex of class  cc::MenuItemToggle */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemToggle_getSelectedIndex00
static int tolua_cc_scene_cc_MenuItemToggle_getSelectedIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MenuItemToggle",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MenuItemToggle* self = (const cc::MenuItemToggle*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemToggle:getSelectedIndex'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getSelectedIndex();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemToggle:getSelectedIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSelectedItem of class  cc::MenuItemToggle */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_MenuItemToggle_getSelectedItem00
static int tolua_cc_scene_cc_MenuItemToggle_getSelectedItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MenuItemToggle",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MenuItemToggle* self = (const cc::MenuItemToggle*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MenuItemToggle:getSelectedItem'", NULL);
#endif
  {
   cc::MenuItem* tolua_ret = (cc::MenuItem*)  self->getSelectedItem();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.MenuItem");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MenuItemToggle:getSelectedItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithItem of class  cc::Menu */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Menu_createWithItem00
static int tolua_cc_scene_cc_Menu_createWithItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Menu",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.MenuItem",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MenuItem* item = ((cc::MenuItem*)  kite_tousertype(tolua_S,2,0));
  {
   cc::Menu* tolua_ret = (cc::Menu*)  cc::Menu::createWithItem(item);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Menu");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Menu:createWithItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEnabled of class  cc::Menu */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Menu_setEnabled00
static int tolua_cc_scene_cc_Menu_setEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Menu",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Menu* self = (cc::Menu*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Menu:setEnabled'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Menu:setEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isEnabled of class  cc::Menu */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Menu_isEnabled00
static int tolua_cc_scene_cc_Menu_isEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Menu",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Menu* self = (const cc::Menu*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Menu:isEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Menu:isEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSelectedItem of class  cc::Menu */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Menu_getSelectedItem00
static int tolua_cc_scene_cc_Menu_getSelectedItem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Menu",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Menu* self = (const cc::Menu*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Menu:getSelectedItem'", NULL);
#endif
  {
   cc::MenuItem* tolua_ret = (cc::MenuItem*)  self->getSelectedItem();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.MenuItem");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Menu:getSelectedItem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: alignItemsVertically of class  cc::Menu */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Menu_alignItemsVertically00
static int tolua_cc_scene_cc_Menu_alignItemsVertically00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Menu",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Menu* self = (cc::Menu*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Menu:alignItemsVertically'", NULL);
#endif
  {
   self->alignItemsVertically();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Menu:alignItemsVertically'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: alignItemsVerticallyWithPadding of class  cc::Menu */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Menu_alignItemsVerticallyWithPadding00
static int tolua_cc_scene_cc_Menu_alignItemsVerticallyWithPadding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Menu",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Menu* self = (cc::Menu*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Menu:alignItemsVerticallyWithPadding'", NULL);
#endif
  float padding = ((float)  lua_tonumber(tolua_S,2));
  {
   self->alignItemsVerticallyWithPadding(padding);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Menu:alignItemsVerticallyWithPadding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: alignItemsHorizontally of class  cc::Menu */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Menu_alignItemsHorizontally00
static int tolua_cc_scene_cc_Menu_alignItemsHorizontally00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Menu",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Menu* self = (cc::Menu*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Menu:alignItemsHorizontally'", NULL);
#endif
  {
   self->alignItemsHorizontally();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Menu:alignItemsHorizontally'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: alignItemsHorizontallyWithPadding of class  cc::Menu */
#ifndef TOLUA_DISABLE_tolua_cc_scene_cc_Menu_alignItemsHorizontallyWithPadding00
static int tolua_cc_scene_cc_Menu_alignItemsHorizontallyWithPadding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Menu",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Menu* self = (cc::Menu*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Menu:alignItemsHorizontallyWithPadding'", NULL);
#endif
  float padding = ((float)  lua_tonumber(tolua_S,2));
  {
   self->alignItemsHorizontallyWithPadding(padding);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Menu:alignItemsHorizontallyWithPadding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_scene_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"Node","cc.Node","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"Node");
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_Node_create00);
    tolua_function(tolua_S,"addChild",tolua_cc_scene_cc_Node_addChild00);
    tolua_function(tolua_S,"addChild",tolua_cc_scene_cc_Node_addChild01);
    tolua_function(tolua_S,"addChild",tolua_cc_scene_cc_Node_addChild02);
    tolua_function(tolua_S,"addChild",tolua_cc_scene_cc_Node_addChild03);
    tolua_function(tolua_S,"getChildByTag",tolua_cc_scene_cc_Node_getChildByTag00);
    tolua_function(tolua_S,"getChildByName",tolua_cc_scene_cc_Node_getChildByName00);
    tolua_function(tolua_S,"getChildrenCount",tolua_cc_scene_cc_Node_getChildrenCount00);
    tolua_function(tolua_S,"getParent",tolua_cc_scene_cc_Node_getParent00);
    tolua_function(tolua_S,"getScene",tolua_cc_scene_cc_Node_getScene00);
    tolua_function(tolua_S,"isDescendantOf",tolua_cc_scene_cc_Node_isDescendantOf00);
    tolua_function(tolua_S,"removeFromParent",tolua_cc_scene_cc_Node_removeFromParent00);
    tolua_function(tolua_S,"removeFromParentAndCleanup",tolua_cc_scene_cc_Node_removeFromParentAndCleanup00);
    tolua_function(tolua_S,"removeChild",tolua_cc_scene_cc_Node_removeChild00);
    tolua_function(tolua_S,"removeChildByTag",tolua_cc_scene_cc_Node_removeChildByTag00);
    tolua_function(tolua_S,"removeChildByName",tolua_cc_scene_cc_Node_removeChildByName00);
    tolua_function(tolua_S,"removeAllChildren",tolua_cc_scene_cc_Node_removeAllChildren00);
    tolua_function(tolua_S,"removeAllChildrenWithCleanup",tolua_cc_scene_cc_Node_removeAllChildrenWithCleanup00);
    tolua_function(tolua_S,"reorderChild",tolua_cc_scene_cc_Node_reorderChild00);
    tolua_function(tolua_S,"sortAllChildren",tolua_cc_scene_cc_Node_sortAllChildren00);
    tolua_function(tolua_S,"getTag",tolua_cc_scene_cc_Node_getTag00);
    tolua_function(tolua_S,"setTag",tolua_cc_scene_cc_Node_setTag00);
    tolua_function(tolua_S,"getName",tolua_cc_scene_cc_Node_getName00);
    tolua_function(tolua_S,"setName",tolua_cc_scene_cc_Node_setName00);
    tolua_function(tolua_S,"setPhysicsBody",tolua_cc_scene_cc_Node_setPhysicsBody00);
    tolua_function(tolua_S,"getPhysicsBody",tolua_cc_scene_cc_Node_getPhysicsBody00);
    tolua_function(tolua_S,"getUserObject",tolua_cc_scene_cc_Node_getUserObject00);
    tolua_function(tolua_S,"setUserObject",tolua_cc_scene_cc_Node_setUserObject00);
    tolua_function(tolua_S,"setLocalZOrder",tolua_cc_scene_cc_Node_setLocalZOrder00);
    tolua_function(tolua_S,"getLocalZOrder",tolua_cc_scene_cc_Node_getLocalZOrder00);
    tolua_function(tolua_S,"setPosition",tolua_cc_scene_cc_Node_setPosition00);
    tolua_function(tolua_S,"setPosition",tolua_cc_scene_cc_Node_setPosition01);
    tolua_function(tolua_S,"setPositionX",tolua_cc_scene_cc_Node_setPositionX00);
    tolua_function(tolua_S,"setPositionY",tolua_cc_scene_cc_Node_setPositionY00);
    tolua_function(tolua_S,"getPositionX",tolua_cc_scene_cc_Node_getPositionX00);
    tolua_function(tolua_S,"getPositionY",tolua_cc_scene_cc_Node_getPositionY00);
    tolua_function(tolua_S,"getAnchorPoint",tolua_cc_scene_cc_Node_getAnchorPoint00);
    tolua_function(tolua_S,"setIgnoreAnchorPointForPosition",tolua_cc_scene_cc_Node_setIgnoreAnchorPointForPosition00);
    tolua_function(tolua_S,"isIgnoreAnchorPointForPosition",tolua_cc_scene_cc_Node_isIgnoreAnchorPointForPosition00);
    tolua_function(tolua_S,"getContentSize",tolua_cc_scene_cc_Node_getContentSize00);
    tolua_function(tolua_S,"setScale",tolua_cc_scene_cc_Node_setScale00);
    tolua_function(tolua_S,"setScale",tolua_cc_scene_cc_Node_setScale01);
    tolua_function(tolua_S,"setScaleX",tolua_cc_scene_cc_Node_setScaleX00);
    tolua_function(tolua_S,"setScaleY",tolua_cc_scene_cc_Node_setScaleY00);
    tolua_function(tolua_S,"getScale",tolua_cc_scene_cc_Node_getScale00);
    tolua_function(tolua_S,"getScaleX",tolua_cc_scene_cc_Node_getScaleX00);
    tolua_function(tolua_S,"getScaleY",tolua_cc_scene_cc_Node_getScaleY00);
    tolua_function(tolua_S,"setRotation",tolua_cc_scene_cc_Node_setRotation00);
    tolua_function(tolua_S,"getRotation",tolua_cc_scene_cc_Node_getRotation00);
    tolua_function(tolua_S,"setRotationSkewX",tolua_cc_scene_cc_Node_setRotationSkewX00);
    tolua_function(tolua_S,"getRotationSkewX",tolua_cc_scene_cc_Node_getRotationSkewX00);
    tolua_function(tolua_S,"setRotationSkewY",tolua_cc_scene_cc_Node_setRotationSkewY00);
    tolua_function(tolua_S,"getRotationSkewY",tolua_cc_scene_cc_Node_getRotationSkewY00);
    tolua_function(tolua_S,"setSkewX",tolua_cc_scene_cc_Node_setSkewX00);
    tolua_function(tolua_S,"getSkewX",tolua_cc_scene_cc_Node_getSkewX00);
    tolua_function(tolua_S,"setSkewY",tolua_cc_scene_cc_Node_setSkewY00);
    tolua_function(tolua_S,"getSkewY",tolua_cc_scene_cc_Node_getSkewY00);
    tolua_function(tolua_S,"setVisible",tolua_cc_scene_cc_Node_setVisible00);
    tolua_function(tolua_S,"isVisible",tolua_cc_scene_cc_Node_isVisible00);
    tolua_function(tolua_S,"setColor",tolua_cc_scene_cc_Node_setColor00);
    tolua_function(tolua_S,"getColor",tolua_cc_scene_cc_Node_getColor00);
    tolua_function(tolua_S,"getDisplayedColor",tolua_cc_scene_cc_Node_getDisplayedColor00);
    tolua_function(tolua_S,"setOpacity",tolua_cc_scene_cc_Node_setOpacity00);
    tolua_function(tolua_S,"getOpacity",tolua_cc_scene_cc_Node_getOpacity00);
    tolua_function(tolua_S,"getDisplayedOpacity",tolua_cc_scene_cc_Node_getDisplayedOpacity00);
    tolua_function(tolua_S,"setCascadeColorEnabled",tolua_cc_scene_cc_Node_setCascadeColorEnabled00);
    tolua_function(tolua_S,"isCascadeColorEnabled",tolua_cc_scene_cc_Node_isCascadeColorEnabled00);
    tolua_function(tolua_S,"setCascadeOpacityEnabled",tolua_cc_scene_cc_Node_setCascadeOpacityEnabled00);
    tolua_function(tolua_S,"isCascadeOpacityEnabled",tolua_cc_scene_cc_Node_isCascadeOpacityEnabled00);
    tolua_function(tolua_S,"convertToNodeSpace",tolua_cc_scene_cc_Node_convertToNodeSpace00);
    tolua_function(tolua_S,"convertToWorldSpace",tolua_cc_scene_cc_Node_convertToWorldSpace00);
    tolua_function(tolua_S,"convertToNodeSpaceAR",tolua_cc_scene_cc_Node_convertToNodeSpaceAR00);
    tolua_function(tolua_S,"convertToWorldSpaceAR",tolua_cc_scene_cc_Node_convertToWorldSpaceAR00);
    tolua_function(tolua_S,"convertTouchToNodeSpace",tolua_cc_scene_cc_Node_convertTouchToNodeSpace00);
    tolua_function(tolua_S,"convertTouchToNodeSpaceAR",tolua_cc_scene_cc_Node_convertTouchToNodeSpaceAR00);
    tolua_function(tolua_S,"getBoundingBox",tolua_cc_scene_cc_Node_getBoundingBox00);
    tolua_function(tolua_S,"onEnter",tolua_cc_scene_cc_Node_onEnter00);
    tolua_function(tolua_S,"onEnterTransitionDidFinish",tolua_cc_scene_cc_Node_onEnterTransitionDidFinish00);
    tolua_function(tolua_S,"onExitTransitionDidStart",tolua_cc_scene_cc_Node_onExitTransitionDidStart00);
    tolua_function(tolua_S,"onExit",tolua_cc_scene_cc_Node_onExit00);
    tolua_function(tolua_S,"cleanup",tolua_cc_scene_cc_Node_cleanup00);
    tolua_function(tolua_S,"isRunning",tolua_cc_scene_cc_Node_isRunning00);
    tolua_function(tolua_S,"runAction",tolua_cc_scene_cc_Node_runAction00);
    tolua_function(tolua_S,"stopAllActions",tolua_cc_scene_cc_Node_stopAllActions00);
    tolua_function(tolua_S,"stopAction",tolua_cc_scene_cc_Node_stopAction00);
    tolua_function(tolua_S,"stopActionByTag",tolua_cc_scene_cc_Node_stopActionByTag00);
    tolua_function(tolua_S,"stopAllActionsByTag",tolua_cc_scene_cc_Node_stopAllActionsByTag00);
    tolua_function(tolua_S,"getActionByTag",tolua_cc_scene_cc_Node_getActionByTag00);
    tolua_function(tolua_S,"getNumberOfRunningActions",tolua_cc_scene_cc_Node_getNumberOfRunningActions00);
    tolua_function(tolua_S,"scheduleUpdate",tolua_cc_scene_cc_Node_scheduleUpdate00);
    tolua_function(tolua_S,"scheduleUpdateWithPriority",tolua_cc_scene_cc_Node_scheduleUpdateWithPriority00);
    tolua_function(tolua_S,"unscheduleUpdate",tolua_cc_scene_cc_Node_unscheduleUpdate00);
    tolua_function(tolua_S,"unschedule",tolua_cc_scene_cc_Node_unschedule00);
    tolua_function(tolua_S,"isScheduled",tolua_cc_scene_cc_Node_isScheduled00);
    tolua_function(tolua_S,"unscheduleAllCallbacks",tolua_cc_scene_cc_Node_unscheduleAllCallbacks00);
    tolua_function(tolua_S,"pause",tolua_cc_scene_cc_Node_pause00);
    tolua_function(tolua_S,"resume",tolua_cc_scene_cc_Node_resume00);
    tolua_function(tolua_S,"isPaused",tolua_cc_scene_cc_Node_isPaused00);
    tolua_function(tolua_S,"getScheduler",tolua_cc_scene_cc_Node_getScheduler00);
    tolua_function(tolua_S,"getActionManager",tolua_cc_scene_cc_Node_getActionManager00);
    tolua_function(tolua_S,"getEventDispatcher",tolua_cc_scene_cc_Node_getEventDispatcher00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Scene","cc.Scene","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"Scene");
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_Scene_create00);
    tolua_function(tolua_S,"createWithSize",tolua_cc_scene_cc_Scene_createWithSize00);
    tolua_function(tolua_S,"createWithPhysics",tolua_cc_scene_cc_Scene_createWithPhysics00);
    tolua_function(tolua_S,"getPhysicsWorld",tolua_cc_scene_cc_Scene_getPhysicsWorld00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Layer","cc.Layer","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"Layer");
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_Layer_create00);
    tolua_function(tolua_S,"setTouchEnabled",tolua_cc_scene_cc_Layer_setTouchEnabled00);
    tolua_function(tolua_S,"isTouchEnabled",tolua_cc_scene_cc_Layer_isTouchEnabled00);
    tolua_function(tolua_S,"setSwallowsTouches",tolua_cc_scene_cc_Layer_setSwallowsTouches00);
    tolua_function(tolua_S,"isSwallowsTouches",tolua_cc_scene_cc_Layer_isSwallowsTouches00);
    tolua_function(tolua_S,"setKeyboardEnabled",tolua_cc_scene_cc_Layer_setKeyboardEnabled00);
    tolua_function(tolua_S,"isKeyboardEnabled",tolua_cc_scene_cc_Layer_isKeyboardEnabled00);
    tolua_function(tolua_S,"setAccelerometerEnabled",tolua_cc_scene_cc_Layer_setAccelerometerEnabled00);
    tolua_function(tolua_S,"isAccelerometerEnabled",tolua_cc_scene_cc_Layer_isAccelerometerEnabled00);
    tolua_function(tolua_S,"setAccelerometerInterval",tolua_cc_scene_cc_Layer_setAccelerometerInterval00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"LayerColor","cc.LayerColor","cc.Layer",NULL);
   tolua_beginmodule(tolua_S,"LayerColor");
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_LayerColor_create00);
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_LayerColor_create01);
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_LayerColor_create02);
    tolua_function(tolua_S,"changeWidth",tolua_cc_scene_cc_LayerColor_changeWidth00);
    tolua_function(tolua_S,"changeHeight",tolua_cc_scene_cc_LayerColor_changeHeight00);
    tolua_function(tolua_S,"changeWidthAndHeight",tolua_cc_scene_cc_LayerColor_changeWidthAndHeight00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"LayerGradient","cc.LayerGradient","cc.LayerColor",NULL);
   tolua_beginmodule(tolua_S,"LayerGradient");
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_LayerGradient_create00);
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_LayerGradient_create01);
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_LayerGradient_create02);
    tolua_function(tolua_S,"setStartColor",tolua_cc_scene_cc_LayerGradient_setStartColor00);
    tolua_function(tolua_S,"getStartColor",tolua_cc_scene_cc_LayerGradient_getStartColor00);
    tolua_function(tolua_S,"setEndColor",tolua_cc_scene_cc_LayerGradient_setEndColor00);
    tolua_function(tolua_S,"getEndColor",tolua_cc_scene_cc_LayerGradient_getEndColor00);
    tolua_function(tolua_S,"setStartOpacity",tolua_cc_scene_cc_LayerGradient_setStartOpacity00);
    tolua_function(tolua_S,"getStartOpacity",tolua_cc_scene_cc_LayerGradient_getStartOpacity00);
    tolua_function(tolua_S,"setEndOpacity",tolua_cc_scene_cc_LayerGradient_setEndOpacity00);
    tolua_function(tolua_S,"getEndOpacity",tolua_cc_scene_cc_LayerGradient_getEndOpacity00);
    tolua_function(tolua_S,"setVector",tolua_cc_scene_cc_LayerGradient_setVector00);
    tolua_function(tolua_S,"getVector",tolua_cc_scene_cc_LayerGradient_getVector00);
    tolua_function(tolua_S,"setCompressedInterpolation",tolua_cc_scene_cc_LayerGradient_setCompressedInterpolation00);
    tolua_function(tolua_S,"isCompressedInterpolation",tolua_cc_scene_cc_LayerGradient_isCompressedInterpolation00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"LayerMultiplex","cc.LayerMultiplex","cc.Layer",NULL);
   tolua_beginmodule(tolua_S,"LayerMultiplex");
    tolua_function(tolua_S,"createWithLayer",tolua_cc_scene_cc_LayerMultiplex_createWithLayer00);
    tolua_function(tolua_S,"addLayer",tolua_cc_scene_cc_LayerMultiplex_addLayer00);
    tolua_function(tolua_S,"switchTo",tolua_cc_scene_cc_LayerMultiplex_switchTo00);
    tolua_function(tolua_S,"switchTo",tolua_cc_scene_cc_LayerMultiplex_switchTo01);
    tolua_function(tolua_S,"switchToAndReleaseMe",tolua_cc_scene_cc_LayerMultiplex_switchToAndReleaseMe00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Label","cc.Label","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"Label");
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_Label_create00);
    tolua_function(tolua_S,"createWithSystemFont",tolua_cc_scene_cc_Label_createWithSystemFont00);
    tolua_function(tolua_S,"createWithSystemFont",tolua_cc_scene_cc_Label_createWithSystemFont01);
    tolua_function(tolua_S,"createWithSystemFont",tolua_cc_scene_cc_Label_createWithSystemFont02);
    tolua_function(tolua_S,"createWithSystemFont",tolua_cc_scene_cc_Label_createWithSystemFont03);
    tolua_function(tolua_S,"createWithTTF",tolua_cc_scene_cc_Label_createWithTTF00);
    tolua_function(tolua_S,"createWithTTF",tolua_cc_scene_cc_Label_createWithTTF01);
    tolua_function(tolua_S,"createWithTTF",tolua_cc_scene_cc_Label_createWithTTF02);
    tolua_function(tolua_S,"createWithTTF",tolua_cc_scene_cc_Label_createWithTTF03);
    tolua_function(tolua_S,"setString",tolua_cc_scene_cc_Label_setString00);
    tolua_function(tolua_S,"getString",tolua_cc_scene_cc_Label_getString00);
    tolua_function(tolua_S,"getStringLength",tolua_cc_scene_cc_Label_getStringLength00);
    tolua_function(tolua_S,"isTTF",tolua_cc_scene_cc_Label_isTTF00);
    tolua_function(tolua_S,"getFontName",tolua_cc_scene_cc_Label_getFontName00);
    tolua_function(tolua_S,"getFontSize",tolua_cc_scene_cc_Label_getFontSize00);
    tolua_function(tolua_S,"setSystemFontName",tolua_cc_scene_cc_Label_setSystemFontName00);
    tolua_function(tolua_S,"getSystemFontName",tolua_cc_scene_cc_Label_getSystemFontName00);
    tolua_function(tolua_S,"setSystemFontSize",tolua_cc_scene_cc_Label_setSystemFontSize00);
    tolua_function(tolua_S,"getSystemFontSize",tolua_cc_scene_cc_Label_getSystemFontSize00);
    tolua_function(tolua_S,"setTTFFontFile",tolua_cc_scene_cc_Label_setTTFFontFile00);
    tolua_function(tolua_S,"setTextColor",tolua_cc_scene_cc_Label_setTextColor00);
    tolua_function(tolua_S,"getTextColor",tolua_cc_scene_cc_Label_getTextColor00);
    tolua_function(tolua_S,"setAlignment",tolua_cc_scene_cc_Label_setAlignment00);
    tolua_function(tolua_S,"setAlignment",tolua_cc_scene_cc_Label_setAlignment01);
    tolua_function(tolua_S,"setHorizontalAlignment",tolua_cc_scene_cc_Label_setHorizontalAlignment00);
    tolua_function(tolua_S,"setVerticalAlignment",tolua_cc_scene_cc_Label_setVerticalAlignment00);
    tolua_function(tolua_S,"getHorizontalAlignment",tolua_cc_scene_cc_Label_getHorizontalAlignment00);
    tolua_function(tolua_S,"getVerticalAlignment",tolua_cc_scene_cc_Label_getVerticalAlignment00);
    tolua_function(tolua_S,"setDimensions",tolua_cc_scene_cc_Label_setDimensions00);
    tolua_function(tolua_S,"getDimensions",tolua_cc_scene_cc_Label_getDimensions00);
    tolua_function(tolua_S,"createWithBMFont",tolua_cc_scene_cc_Label_createWithBMFont00);
    tolua_function(tolua_S,"createWithBMFont",tolua_cc_scene_cc_Label_createWithBMFont01);
    tolua_function(tolua_S,"createWithBMFont",tolua_cc_scene_cc_Label_createWithBMFont02);
    tolua_function(tolua_S,"createWithBMFont",tolua_cc_scene_cc_Label_createWithBMFont03);
    tolua_function(tolua_S,"createWithCharMap",tolua_cc_scene_cc_Label_createWithCharMap00);
    tolua_function(tolua_S,"createWithCharMap",tolua_cc_scene_cc_Label_createWithCharMap01);
    tolua_function(tolua_S,"createWithCharMap",tolua_cc_scene_cc_Label_createWithCharMap02);
    tolua_function(tolua_S,"setBMFontFilePath",tolua_cc_scene_cc_Label_setBMFontFilePath00);
    tolua_function(tolua_S,"setBMFontFilePath",tolua_cc_scene_cc_Label_setBMFontFilePath01);
    tolua_function(tolua_S,"setBMFontFilePath",tolua_cc_scene_cc_Label_setBMFontFilePath02);
    tolua_function(tolua_S,"getBMFontFilePath",tolua_cc_scene_cc_Label_getBMFontFilePath00);
    tolua_function(tolua_S,"setBMFontSize",tolua_cc_scene_cc_Label_setBMFontSize00);
    tolua_function(tolua_S,"getBMFontSize",tolua_cc_scene_cc_Label_getBMFontSize00);
    tolua_function(tolua_S,"setCharMap",tolua_cc_scene_cc_Label_setCharMap00);
    tolua_function(tolua_S,"setCharMap",tolua_cc_scene_cc_Label_setCharMap01);
    tolua_function(tolua_S,"setCharMap",tolua_cc_scene_cc_Label_setCharMap02);
    tolua_function(tolua_S,"setWidth",tolua_cc_scene_cc_Label_setWidth00);
    tolua_function(tolua_S,"getWidth",tolua_cc_scene_cc_Label_getWidth00);
    tolua_function(tolua_S,"setHeight",tolua_cc_scene_cc_Label_setHeight00);
    tolua_function(tolua_S,"getHeight",tolua_cc_scene_cc_Label_getHeight00);
    tolua_function(tolua_S,"setMaxLineWidth",tolua_cc_scene_cc_Label_setMaxLineWidth00);
    tolua_function(tolua_S,"getMaxLineWidth",tolua_cc_scene_cc_Label_getMaxLineWidth00);
    tolua_function(tolua_S,"setLineHeight",tolua_cc_scene_cc_Label_setLineHeight00);
    tolua_function(tolua_S,"getLineHeight",tolua_cc_scene_cc_Label_getLineHeight00);
    tolua_function(tolua_S,"setLineSpacing",tolua_cc_scene_cc_Label_setLineSpacing00);
    tolua_function(tolua_S,"getLineSpacing",tolua_cc_scene_cc_Label_getLineSpacing00);
    tolua_function(tolua_S,"setAdditionalKerning",tolua_cc_scene_cc_Label_setAdditionalKerning00);
    tolua_function(tolua_S,"getAdditionalKerning",tolua_cc_scene_cc_Label_getAdditionalKerning00);
    tolua_function(tolua_S,"setLineBreakWithoutSpace",tolua_cc_scene_cc_Label_setLineBreakWithoutSpace00);
    tolua_function(tolua_S,"getStringNumLines",tolua_cc_scene_cc_Label_getStringNumLines00);
    tolua_function(tolua_S,"enableOutline",tolua_cc_scene_cc_Label_enableOutline00);
    tolua_function(tolua_S,"enableOutline",tolua_cc_scene_cc_Label_enableOutline01);
    tolua_function(tolua_S,"enableShadow",tolua_cc_scene_cc_Label_enableShadow00);
    tolua_function(tolua_S,"enableShadow",tolua_cc_scene_cc_Label_enableShadow01);
    tolua_function(tolua_S,"enableShadow",tolua_cc_scene_cc_Label_enableShadow02);
    tolua_function(tolua_S,"enableShadow",tolua_cc_scene_cc_Label_enableShadow03);
    tolua_function(tolua_S,"enableGlow",tolua_cc_scene_cc_Label_enableGlow00);
    tolua_function(tolua_S,"enableItalics",tolua_cc_scene_cc_Label_enableItalics00);
    tolua_function(tolua_S,"enableBold",tolua_cc_scene_cc_Label_enableBold00);
    tolua_function(tolua_S,"enableUnderline",tolua_cc_scene_cc_Label_enableUnderline00);
    tolua_function(tolua_S,"enableStrikethrough",tolua_cc_scene_cc_Label_enableStrikethrough00);
    tolua_function(tolua_S,"disableEffect",tolua_cc_scene_cc_Label_disableEffect00);
    tolua_function(tolua_S,"disableEffect",tolua_cc_scene_cc_Label_disableEffect01);
    tolua_function(tolua_S,"getLabelEffectType",tolua_cc_scene_cc_Label_getLabelEffectType00);
    tolua_function(tolua_S,"getEffectColor",tolua_cc_scene_cc_Label_getEffectColor00);
    tolua_function(tolua_S,"getOutlineSize",tolua_cc_scene_cc_Label_getOutlineSize00);
    tolua_function(tolua_S,"isShadowEnabled",tolua_cc_scene_cc_Label_isShadowEnabled00);
    tolua_function(tolua_S,"getShadowOffset",tolua_cc_scene_cc_Label_getShadowOffset00);
    tolua_function(tolua_S,"getShadowBlurRadius",tolua_cc_scene_cc_Label_getShadowBlurRadius00);
    tolua_function(tolua_S,"getShadowColor",tolua_cc_scene_cc_Label_getShadowColor00);
    tolua_function(tolua_S,"setOverflow",tolua_cc_scene_cc_Label_setOverflow00);
    tolua_function(tolua_S,"getOverflow",tolua_cc_scene_cc_Label_getOverflow00);
    tolua_function(tolua_S,"enableWrap",tolua_cc_scene_cc_Label_enableWrap00);
    tolua_function(tolua_S,"isWrapEnabled",tolua_cc_scene_cc_Label_isWrapEnabled00);
    tolua_function(tolua_S,"getLetter",tolua_cc_scene_cc_Label_getLetter00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"DrawNode","cc.DrawNode","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"DrawNode");
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_DrawNode_create00);
    tolua_function(tolua_S,"drawDot",tolua_cc_scene_cc_DrawNode_drawDot00);
    tolua_function(tolua_S,"drawPoint",tolua_cc_scene_cc_DrawNode_drawPoint00);
    tolua_function(tolua_S,"drawLine",tolua_cc_scene_cc_DrawNode_drawLine00);
    tolua_function(tolua_S,"drawSegment",tolua_cc_scene_cc_DrawNode_drawSegment00);
    tolua_function(tolua_S,"drawRect",tolua_cc_scene_cc_DrawNode_drawRect00);
    tolua_function(tolua_S,"drawRect",tolua_cc_scene_cc_DrawNode_drawRect01);
    tolua_function(tolua_S,"drawSolidRect",tolua_cc_scene_cc_DrawNode_drawSolidRect00);
    tolua_function(tolua_S,"drawQuadBezier",tolua_cc_scene_cc_DrawNode_drawQuadBezier00);
    tolua_function(tolua_S,"drawCubicBezier",tolua_cc_scene_cc_DrawNode_drawCubicBezier00);
    tolua_function(tolua_S,"drawCircle",tolua_cc_scene_cc_DrawNode_drawCircle00);
    tolua_function(tolua_S,"drawCircle",tolua_cc_scene_cc_DrawNode_drawCircle01);
    tolua_function(tolua_S,"drawSolidCircle",tolua_cc_scene_cc_DrawNode_drawSolidCircle00);
    tolua_function(tolua_S,"drawSolidCircle",tolua_cc_scene_cc_DrawNode_drawSolidCircle01);
    tolua_function(tolua_S,"drawTriangle",tolua_cc_scene_cc_DrawNode_drawTriangle00);
    tolua_function(tolua_S,"clear",tolua_cc_scene_cc_DrawNode_clear00);
    tolua_function(tolua_S,"setLineWidth",tolua_cc_scene_cc_DrawNode_setLineWidth00);
    tolua_function(tolua_S,"getLineWidth",tolua_cc_scene_cc_DrawNode_getLineWidth00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"MenuItem","cc.MenuItem","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"MenuItem");
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_MenuItem_create00);
    tolua_function(tolua_S,"activate",tolua_cc_scene_cc_MenuItem_activate00);
    tolua_function(tolua_S,"selected",tolua_cc_scene_cc_MenuItem_selected00);
    tolua_function(tolua_S,"unselected",tolua_cc_scene_cc_MenuItem_unselected00);
    tolua_function(tolua_S,"isSelected",tolua_cc_scene_cc_MenuItem_isSelected00);
    tolua_function(tolua_S,"setEnabled",tolua_cc_scene_cc_MenuItem_setEnabled00);
    tolua_function(tolua_S,"isEnabled",tolua_cc_scene_cc_MenuItem_isEnabled00);
    tolua_function(tolua_S,"rect",tolua_cc_scene_cc_MenuItem_rect00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"MenuItemLabel","cc.MenuItemLabel","cc.MenuItem",NULL);
   tolua_beginmodule(tolua_S,"MenuItemLabel");
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_MenuItemLabel_create00);
    tolua_function(tolua_S,"getLabel",tolua_cc_scene_cc_MenuItemLabel_getLabel00);
    tolua_function(tolua_S,"setLabel",tolua_cc_scene_cc_MenuItemLabel_setLabel00);
    tolua_function(tolua_S,"setString",tolua_cc_scene_cc_MenuItemLabel_setString00);
    tolua_function(tolua_S,"setDisabledColor",tolua_cc_scene_cc_MenuItemLabel_setDisabledColor00);
    tolua_function(tolua_S,"getDisabledColor",tolua_cc_scene_cc_MenuItemLabel_getDisabledColor00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"MenuItemFont","cc.MenuItemFont","cc.MenuItemLabel",NULL);
   tolua_beginmodule(tolua_S,"MenuItemFont");
    tolua_function(tolua_S,"setFontSize",tolua_cc_scene_cc_MenuItemFont_setFontSize00);
    tolua_function(tolua_S,"getFontSize",tolua_cc_scene_cc_MenuItemFont_getFontSize00);
    tolua_function(tolua_S,"setFontName",tolua_cc_scene_cc_MenuItemFont_setFontName00);
    tolua_function(tolua_S,"getFontName",tolua_cc_scene_cc_MenuItemFont_getFontName00);
    tolua_function(tolua_S,"create",tolua_cc_scene_cc_MenuItemFont_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"MenuItemSprite","cc.MenuItemSprite","cc.MenuItem",NULL);
   tolua_beginmodule(tolua_S,"MenuItemSprite");
    tolua_function(tolua_S,"getNormalImage",tolua_cc_scene_cc_MenuItemSprite_getNormalImage00);
    tolua_function(tolua_S,"setNormalImage",tolua_cc_scene_cc_MenuItemSprite_setNormalImage00);
    tolua_function(tolua_S,"getSelectedImage",tolua_cc_scene_cc_MenuItemSprite_getSelectedImage00);
    tolua_function(tolua_S,"setSelectedImage",tolua_cc_scene_cc_MenuItemSprite_setSelectedImage00);
    tolua_function(tolua_S,"getDisabledImage",tolua_cc_scene_cc_MenuItemSprite_getDisabledImage00);
    tolua_function(tolua_S,"setDisabledImage",tolua_cc_scene_cc_MenuItemSprite_setDisabledImage00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"MenuItemImage","cc.MenuItemImage","cc.MenuItemSprite",NULL);
   tolua_beginmodule(tolua_S,"MenuItemImage");
    tolua_function(tolua_S,"setNormalSpriteFrame",tolua_cc_scene_cc_MenuItemImage_setNormalSpriteFrame00);
    tolua_function(tolua_S,"setSelectedSpriteFrame",tolua_cc_scene_cc_MenuItemImage_setSelectedSpriteFrame00);
    tolua_function(tolua_S,"setDisabledSpriteFrame",tolua_cc_scene_cc_MenuItemImage_setDisabledSpriteFrame00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"MenuItemToggle","cc.MenuItemToggle","cc.MenuItem",NULL);
   tolua_beginmodule(tolua_S,"MenuItemToggle");
    tolua_function(tolua_S,"addSubItem",tolua_cc_scene_cc_MenuItemToggle_addSubItem00);
    tolua_function(tolua_S,"setSelectedIndex",tolua_cc_scene_cc_MenuItemToggle_setSelectedIndex00);
    tolua_function(tolua_S,"getSelectedIndex",tolua_cc_scene_cc_MenuItemToggle_getSelectedIndex00);
    tolua_function(tolua_S,"getSelectedItem",tolua_cc_scene_cc_MenuItemToggle_getSelectedItem00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Menu","cc.Menu","cc.Layer",NULL);
   tolua_beginmodule(tolua_S,"Menu");
    tolua_function(tolua_S,"createWithItem",tolua_cc_scene_cc_Menu_createWithItem00);
    tolua_function(tolua_S,"setEnabled",tolua_cc_scene_cc_Menu_setEnabled00);
    tolua_function(tolua_S,"isEnabled",tolua_cc_scene_cc_Menu_isEnabled00);
    tolua_function(tolua_S,"getSelectedItem",tolua_cc_scene_cc_Menu_getSelectedItem00);
    tolua_function(tolua_S,"alignItemsVertically",tolua_cc_scene_cc_Menu_alignItemsVertically00);
    tolua_function(tolua_S,"alignItemsVerticallyWithPadding",tolua_cc_scene_cc_Menu_alignItemsVerticallyWithPadding00);
    tolua_function(tolua_S,"alignItemsHorizontally",tolua_cc_scene_cc_Menu_alignItemsHorizontally00);
    tolua_function(tolua_S,"alignItemsHorizontallyWithPadding",tolua_cc_scene_cc_Menu_alignItemsHorizontallyWithPadding00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_scene (lua_State* tolua_S) {
 return tolua_cc_scene_open(tolua_S);
};
#endif


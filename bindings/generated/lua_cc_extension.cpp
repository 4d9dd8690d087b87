/*
** Lua binding: cc_extension
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
TOLUA_API int  tolua_cc_extension_open (lua_State* tolua_S);

#include "ExtensionLuaNames.h"

/* function to release collected object via destructor */
#ifdef __cplusplus

static int tolua_collect_cc__Size (lua_State* tolua_S)
{
 cc::Size* self = (cc::Size*) kite_tousertype(tolua_S,1,0);
    Mtolua_delete(self);
    return 0;
}

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
 tolua_usertype(tolua_S,"cc.TableView");
 Mtolua_typeid(tolua_S,typeid(cc::TableView), "cc.TableView");
 tolua_usertype(tolua_S,"cc.TableViewCell");
 Mtolua_typeid(tolua_S,typeid(cc::TableViewCell), "cc.TableViewCell");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.Layer");
 Mtolua_typeid(tolua_S,typeid(cc::Layer), "cc.Layer");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"cc.ScrollView");
 Mtolua_typeid(tolua_S,typeid(cc::ScrollView), "cc.ScrollView");
}

/* method: create of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_create00
static int tolua_cc_extension_cc_ScrollView_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ScrollView* tolua_ret = (cc::ScrollView*)  cc::ScrollView::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ScrollView");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_create01
static int tolua_cc_extension_cc_ScrollView_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"cc.Size",0,&tolua_err)) ||
     !kite_isusertype(tolua_S,3,"cc.Node",1,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Size size = *((cc::Size*)  kite_to_Size(tolua_S,2,0));
  cc::Node* container = ((cc::Node*)  tolua_tousertype(tolua_S,3,nullptr));
  {
   cc::ScrollView* tolua_ret = (cc::ScrollView*)  cc::ScrollView::create(size,container);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ScrollView");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_extension_cc_ScrollView_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithViewSize of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_initWithViewSize00
static int tolua_cc_extension_cc_ScrollView_initWithViewSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"cc.Size",0,&tolua_err)) ||
     !kite_isusertype(tolua_S,3,"cc.Node",1,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:initWithViewSize'", NULL);
#endif
  cc::Size size = *((cc::Size*)  kite_to_Size(tolua_S,2,0));
  cc::Node* container = ((cc::Node*)  tolua_tousertype(tolua_S,3,nullptr));
  {
   bool tolua_ret = (bool)  self->initWithViewSize(size,container);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:initWithViewSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setContentOffset of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setContentOffset00
static int tolua_cc_extension_cc_ScrollView_setContentOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"cc.Vec2",0,&tolua_err)) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setContentOffset'", NULL);
#endif
  cc::Vec2 offset = *((cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  bool animated = ((bool)  tolua_toboolean(tolua_S,3,false));
  {
   self->setContentOffset(offset,animated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setContentOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getContentOffset of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_getContentOffset00
static int tolua_cc_extension_cc_ScrollView_getContentOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:getContentOffset'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getContentOffset();
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
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:getContentOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setContentOffsetInDuration of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setContentOffsetInDuration00
static int tolua_cc_extension_cc_ScrollView_setContentOffsetInDuration00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setContentOffsetInDuration'", NULL);
#endif
  cc::Vec2 offset = *((cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  float dt = ((float)  lua_tonumber(tolua_S,3));
  {
   self->setContentOffsetInDuration(offset,dt);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setContentOffsetInDuration'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopAnimatedContentOffset of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_stopAnimatedContentOffset00
static int tolua_cc_extension_cc_ScrollView_stopAnimatedContentOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:stopAnimatedContentOffset'", NULL);
#endif
  {
   self->stopAnimatedContentOffset();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:stopAnimatedContentOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setZoomScale of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setZoomScale00
static int tolua_cc_extension_cc_ScrollView_setZoomScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setZoomScale'", NULL);
#endif
  float s = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setZoomScale(s);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setZoomScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setZoomScale of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setZoomScale01
static int tolua_cc_extension_cc_ScrollView_setZoomScale01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setZoomScale'", NULL);
#endif
  float s = ((float)  lua_tonumber(tolua_S,2));
  bool animated = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->setZoomScale(s,animated);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_extension_cc_ScrollView_setZoomScale00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getZoomScale of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_getZoomScale00
static int tolua_cc_extension_cc_ScrollView_getZoomScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:getZoomScale'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getZoomScale();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:getZoomScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setZoomScaleInDuration of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setZoomScaleInDuration00
static int tolua_cc_extension_cc_ScrollView_setZoomScaleInDuration00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setZoomScaleInDuration'", NULL);
#endif
  float s = ((float)  lua_tonumber(tolua_S,2));
  float dt = ((float)  lua_tonumber(tolua_S,3));
  {
   self->setZoomScaleInDuration(s,dt);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setZoomScaleInDuration'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMinScale of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setMinScale00
static int tolua_cc_extension_cc_ScrollView_setMinScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setMinScale'", NULL);
#endif
  float minScale = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMinScale(minScale);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setMinScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMaxScale of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setMaxScale00
static int tolua_cc_extension_cc_ScrollView_setMaxScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setMaxScale'", NULL);
#endif
  float maxScale = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMaxScale(maxScale);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setMaxScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: minContainerOffset of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_minContainerOffset00
static int tolua_cc_extension_cc_ScrollView_minContainerOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:minContainerOffset'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->minContainerOffset();
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
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:minContainerOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: maxContainerOffset of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_maxContainerOffset00
static int tolua_cc_extension_cc_ScrollView_maxContainerOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:maxContainerOffset'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->maxContainerOffset();
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
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:maxContainerOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isNodeVisible of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_isNodeVisible00
static int tolua_cc_extension_cc_ScrollView_isNodeVisible00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:isNodeVisible'", NULL);
#endif
  cc::Node* node = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->isNodeVisible(node);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:isNodeVisible'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: hasVisibleParents of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_hasVisibleParents00
static int tolua_cc_extension_cc_ScrollView_hasVisibleParents00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:hasVisibleParents'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->hasVisibleParents();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:hasVisibleParents'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateTweenAction of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_updateTweenAction00
static int tolua_cc_extension_cc_ScrollView_updateTweenAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:updateTweenAction'", NULL);
#endif
  float value = ((float)  lua_tonumber(tolua_S,2));
  const std::string key = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   self->updateTweenAction(value,key);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:updateTweenAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pause of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_pause00
static int tolua_cc_extension_cc_ScrollView_pause00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isusertype(tolua_S,2,"cc.Ref",1,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:pause'", NULL);
#endif
  cc::Ref* sender = ((cc::Ref*)  tolua_tousertype(tolua_S,2,nullptr));
  {
   self->pause(sender);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:pause'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resume of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_resume00
static int tolua_cc_extension_cc_ScrollView_resume00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isusertype(tolua_S,2,"cc.Ref",1,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:resume'", NULL);
#endif
  cc::Ref* sender = ((cc::Ref*)  tolua_tousertype(tolua_S,2,nullptr));
  {
   self->resume(sender);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:resume'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTouchEnabled of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setTouchEnabled00
static int tolua_cc_extension_cc_ScrollView_setTouchEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setTouchEnabled'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setTouchEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isTouchEnabled of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_isTouchEnabled00
static int tolua_cc_extension_cc_ScrollView_isTouchEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:isTouchEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isTouchEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:isTouchEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSwallowTouches of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setSwallowTouches00
static int tolua_cc_extension_cc_ScrollView_setSwallowTouches00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setSwallowTouches'", NULL);
#endif
  bool needSwallow = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setSwallowTouches(needSwallow);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setSwallowTouches'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isDragging of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_isDragging00
static int tolua_cc_extension_cc_ScrollView_isDragging00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:isDragging'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isDragging();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:isDragging'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isTouchMoved of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_isTouchMoved00
static int tolua_cc_extension_cc_ScrollView_isTouchMoved00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:isTouchMoved'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isTouchMoved();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:isTouchMoved'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isBounceable of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_isBounceable00
static int tolua_cc_extension_cc_ScrollView_isBounceable00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:isBounceable'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isBounceable();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:isBounceable'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBounceable of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setBounceable00
static int tolua_cc_extension_cc_ScrollView_setBounceable00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setBounceable'", NULL);
#endif
  bool bBounceable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setBounceable(bBounceable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setBounceable'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getViewSize of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_getViewSize00
static int tolua_cc_extension_cc_ScrollView_getViewSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:getViewSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getViewSize();
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
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:getViewSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setViewSize of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setViewSize00
static int tolua_cc_extension_cc_ScrollView_setViewSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setViewSize'", NULL);
#endif
  cc::Size size = *((cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setViewSize(size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setViewSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getContainer of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_getContainer00
static int tolua_cc_extension_cc_ScrollView_getContainer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:getContainer'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getContainer();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:getContainer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setContainer of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setContainer00
static int tolua_cc_extension_cc_ScrollView_setContainer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setContainer'", NULL);
#endif
  cc::Node* pContainer = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   self->setContainer(pContainer);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setContainer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDirection of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_getDirection00
static int tolua_cc_extension_cc_ScrollView_getDirection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:getDirection'", NULL);
#endif
  {
   cc::ScrollView::Direction tolua_ret = (cc::ScrollView::Direction)  self->getDirection();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:getDirection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDirection of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setDirection00
static int tolua_cc_extension_cc_ScrollView_setDirection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setDirection'", NULL);
#endif
  cc::ScrollView::Direction eDirection = ((cc::ScrollView::Direction) (int)  lua_tonumber(tolua_S,2));
  {
   self->setDirection(eDirection);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setDirection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateInset of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_updateInset00
static int tolua_cc_extension_cc_ScrollView_updateInset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:updateInset'", NULL);
#endif
  {
   self->updateInset();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:updateInset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isClippingToBounds of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_isClippingToBounds00
static int tolua_cc_extension_cc_ScrollView_isClippingToBounds00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:isClippingToBounds'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isClippingToBounds();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:isClippingToBounds'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setClippingToBounds of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setClippingToBounds00
static int tolua_cc_extension_cc_ScrollView_setClippingToBounds00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setClippingToBounds'", NULL);
#endif
  bool bClippingToBounds = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setClippingToBounds(bClippingToBounds);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setClippingToBounds'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getContentSize of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_getContentSize00
static int tolua_cc_extension_cc_ScrollView_getContentSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ScrollView* self = (const cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:getContentSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getContentSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:getContentSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setContentSize of class  cc::ScrollView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_ScrollView_setContentSize00
static int tolua_cc_extension_cc_ScrollView_setContentSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ScrollView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ScrollView* self = (cc::ScrollView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ScrollView:setContentSize'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.ScrollView:setContentSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TableViewCell */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableViewCell_create00
static int tolua_cc_extension_cc_TableViewCell_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.TableViewCell",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::TableViewCell* tolua_ret = (cc::TableViewCell*)  cc::TableViewCell::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TableViewCell");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableViewCell:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIdx of class  cc::TableViewCell */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableViewCell_getIdx00
static int tolua_cc_extension_cc_TableViewCell_getIdx00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TableViewCell",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TableViewCell* self = (const cc::TableViewCell*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableViewCell:getIdx'", NULL);
#endif
  {
   long tolua_ret = (long)  self->getIdx();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableViewCell:getIdx'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIdx of class  cc::TableViewCell */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableViewCell_setIdx00
static int tolua_cc_extension_cc_TableViewCell_setIdx00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableViewCell",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableViewCell* self = (cc::TableViewCell*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableViewCell:setIdx'", NULL);
#endif
  long uIdx = ((long)  lua_tonumber(tolua_S,2));
  {
   self->setIdx(uIdx);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableViewCell:setIdx'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: reset of class  cc::TableViewCell */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableViewCell_reset00
static int tolua_cc_extension_cc_TableViewCell_reset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableViewCell",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableViewCell* self = (cc::TableViewCell*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableViewCell:reset'", NULL);
#endif
  {
   self->reset();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableViewCell:reset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithViewSize of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView_initWithViewSize00
static int tolua_cc_extension_cc_TableView_initWithViewSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"cc.Size",0,&tolua_err)) ||
     !kite_isusertype(tolua_S,3,"cc.Node",1,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableView* self = (cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:initWithViewSize'", NULL);
#endif
  cc::Size size = *((cc::Size*)  kite_to_Size(tolua_S,2,0));
  cc::Node* container = ((cc::Node*)  tolua_tousertype(tolua_S,3,nullptr));
  {
   bool tolua_ret = (bool)  self->initWithViewSize(size,container);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:initWithViewSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateContentSize of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView__updateContentSize00
static int tolua_cc_extension_cc_TableView__updateContentSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableView* self = (cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:_updateContentSize'", NULL);
#endif
  {
   self->updateContentSize();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:_updateContentSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollViewDidScroll of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView_scrollViewDidScroll00
static int tolua_cc_extension_cc_TableView_scrollViewDidScroll00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ScrollView",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableView* self = (cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:scrollViewDidScroll'", NULL);
#endif
  cc::ScrollView* view = ((cc::ScrollView*)  kite_tousertype(tolua_S,2,0));
  {
   self->scrollViewDidScroll(view);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:scrollViewDidScroll'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: scrollViewDidZoom of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView_scrollViewDidZoom00
static int tolua_cc_extension_cc_TableView_scrollViewDidZoom00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ScrollView",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableView* self = (cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:scrollViewDidZoom'", NULL);
#endif
  cc::ScrollView* view = ((cc::ScrollView*)  kite_tousertype(tolua_S,2,0));
  {
   self->scrollViewDidZoom(view);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:scrollViewDidZoom'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setVerticalFillOrder of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView_setVerticalFillOrder00
static int tolua_cc_extension_cc_TableView_setVerticalFillOrder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableView* self = (cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:setVerticalFillOrder'", NULL);
#endif
  cc::TableView::VerticalFillOrder order = ((cc::TableView::VerticalFillOrder) (int)  lua_tonumber(tolua_S,2));
  {
   self->setVerticalFillOrder(order);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:setVerticalFillOrder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVerticalFillOrder of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView_getVerticalFillOrder00
static int tolua_cc_extension_cc_TableView_getVerticalFillOrder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TableView* self = (const cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:getVerticalFillOrder'", NULL);
#endif
  {
   cc::TableView::VerticalFillOrder tolua_ret = (cc::TableView::VerticalFillOrder)  self->getVerticalFillOrder();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:getVerticalFillOrder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateCellAtIndex of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView_updateCellAtIndex00
static int tolua_cc_extension_cc_TableView_updateCellAtIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableView* self = (cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:updateCellAtIndex'", NULL);
#endif
  long idx = ((long)  lua_tonumber(tolua_S,2));
  {
   self->updateCellAtIndex(idx);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:updateCellAtIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: insertCellAtIndex of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView_insertCellAtIndex00
static int tolua_cc_extension_cc_TableView_insertCellAtIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableView* self = (cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:insertCellAtIndex'", NULL);
#endif
  long idx = ((long)  lua_tonumber(tolua_S,2));
  {
   self->insertCellAtIndex(idx);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:insertCellAtIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeCellAtIndex of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView_removeCellAtIndex00
static int tolua_cc_extension_cc_TableView_removeCellAtIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableView* self = (cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:removeCellAtIndex'", NULL);
#endif
  long idx = ((long)  lua_tonumber(tolua_S,2));
  {
   self->removeCellAtIndex(idx);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:removeCellAtIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: reloadData of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView_reloadData00
static int tolua_cc_extension_cc_TableView_reloadData00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableView* self = (cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:reloadData'", NULL);
#endif
  {
   self->reloadData();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:reloadData'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: dequeueCell of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView_dequeueCell00
static int tolua_cc_extension_cc_TableView_dequeueCell00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableView* self = (cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:dequeueCell'", NULL);
#endif
  {
   cc::TableViewCell* tolua_ret = (cc::TableViewCell*)  self->dequeueCell();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TableViewCell");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:dequeueCell'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: cellAtIndex of class  cc::TableView */
#ifndef TOLUA_DISABLE_tolua_cc_extension_cc_TableView_cellAtIndex00
static int tolua_cc_extension_cc_TableView_cellAtIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TableView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TableView* self = (cc::TableView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TableView:cellAtIndex'", NULL);
#endif
  long idx = ((long)  lua_tonumber(tolua_S,2));
  {
   cc::TableViewCell* tolua_ret = (cc::TableViewCell*)  self->cellAtIndex(idx);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TableViewCell");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TableView:cellAtIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_extension_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"ScrollView","cc.ScrollView","cc.Layer",NULL);
   tolua_beginmodule(tolua_S,"ScrollView");
    tolua_function(tolua_S,"create",tolua_cc_extension_cc_ScrollView_create00);
    tolua_function(tolua_S,"create",tolua_cc_extension_cc_ScrollView_create01);
    tolua_function(tolua_S,"initWithViewSize",tolua_cc_extension_cc_ScrollView_initWithViewSize00);
    tolua_function(tolua_S,"setContentOffset",tolua_cc_extension_cc_ScrollView_setContentOffset00);
    tolua_function(tolua_S,"getContentOffset",tolua_cc_extension_cc_ScrollView_getContentOffset00);
    tolua_function(tolua_S,"setContentOffsetInDuration",tolua_cc_extension_cc_ScrollView_setContentOffsetInDuration00);
    tolua_function(tolua_S,"stopAnimatedContentOffset",tolua_cc_extension_cc_ScrollView_stopAnimatedContentOffset00);
    tolua_function(tolua_S,"setZoomScale",tolua_cc_extension_cc_ScrollView_setZoomScale00);
    tolua_function(tolua_S,"setZoomScale",tolua_cc_extension_cc_ScrollView_setZoomScale01);
    tolua_function(tolua_S,"getZoomScale",tolua_cc_extension_cc_ScrollView_getZoomScale00);
    tolua_function(tolua_S,"setZoomScaleInDuration",tolua_cc_extension_cc_ScrollView_setZoomScaleInDuration00);
    tolua_function(tolua_S,"setMinScale",tolua_cc_extension_cc_ScrollView_setMinScale00);
    tolua_function(tolua_S,"setMaxScale",tolua_cc_extension_cc_ScrollView_setMaxScale00);
    tolua_function(tolua_S,"minContainerOffset",tolua_cc_extension_cc_ScrollView_minContainerOffset00);
    tolua_function(tolua_S,"maxContainerOffset",tolua_cc_extension_cc_ScrollView_maxContainerOffset00);
    tolua_function(tolua_S,"isNodeVisible",tolua_cc_extension_cc_ScrollView_isNodeVisible00);
    tolua_function(tolua_S,"hasVisibleParents",tolua_cc_extension_cc_ScrollView_hasVisibleParents00);
    tolua_function(tolua_S,"updateTweenAction",tolua_cc_extension_cc_ScrollView_updateTweenAction00);
    tolua_function(tolua_S,"pause",tolua_cc_extension_cc_ScrollView_pause00);
    tolua_function(tolua_S,"resume",tolua_cc_extension_cc_ScrollView_resume00);
    tolua_function(tolua_S,"setTouchEnabled",tolua_cc_extension_cc_ScrollView_setTouchEnabled00);
    tolua_function(tolua_S,"isTouchEnabled",tolua_cc_extension_cc_ScrollView_isTouchEnabled00);
    tolua_function(tolua_S,"setSwallowTouches",tolua_cc_extension_cc_ScrollView_setSwallowTouches00);
    tolua_function(tolua_S,"isDragging",tolua_cc_extension_cc_ScrollView_isDragging00);
    tolua_function(tolua_S,"isTouchMoved",tolua_cc_extension_cc_ScrollView_isTouchMoved00);
    tolua_function(tolua_S,"isBounceable",tolua_cc_extension_cc_ScrollView_isBounceable00);
    tolua_function(tolua_S,"setBounceable",tolua_cc_extension_cc_ScrollView_setBounceable00);
    tolua_function(tolua_S,"getViewSize",tolua_cc_extension_cc_ScrollView_getViewSize00);
    tolua_function(tolua_S,"setViewSize",tolua_cc_extension_cc_ScrollView_setViewSize00);
    tolua_function(tolua_S,"getContainer",tolua_cc_extension_cc_ScrollView_getContainer00);
    tolua_function(tolua_S,"setContainer",tolua_cc_extension_cc_ScrollView_setContainer00);
    tolua_function(tolua_S,"getDirection",tolua_cc_extension_cc_ScrollView_getDirection00);
    tolua_function(tolua_S,"setDirection",tolua_cc_extension_cc_ScrollView_setDirection00);
    tolua_function(tolua_S,"updateInset",tolua_cc_extension_cc_ScrollView_updateInset00);
    tolua_function(tolua_S,"isClippingToBounds",tolua_cc_extension_cc_ScrollView_isClippingToBounds00);
    tolua_function(tolua_S,"setClippingToBounds",tolua_cc_extension_cc_ScrollView_setClippingToBounds00);
    tolua_function(tolua_S,"getContentSize",tolua_cc_extension_cc_ScrollView_getContentSize00);
    tolua_function(tolua_S,"setContentSize",tolua_cc_extension_cc_ScrollView_setContentSize00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TableViewCell","cc.TableViewCell","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"TableViewCell");
    tolua_function(tolua_S,"create",tolua_cc_extension_cc_TableViewCell_create00);
    tolua_function(tolua_S,"getIdx",tolua_cc_extension_cc_TableViewCell_getIdx00);
    tolua_function(tolua_S,"setIdx",tolua_cc_extension_cc_TableViewCell_setIdx00);
    tolua_function(tolua_S,"reset",tolua_cc_extension_cc_TableViewCell_reset00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TableView","cc.TableView","cc.ScrollView",NULL);
   tolua_beginmodule(tolua_S,"TableView");
    tolua_function(tolua_S,"initWithViewSize",tolua_cc_extension_cc_TableView_initWithViewSize00);
    tolua_function(tolua_S,"_updateContentSize",tolua_cc_extension_cc_TableView__updateContentSize00);
    tolua_function(tolua_S,"scrollViewDidScroll",tolua_cc_extension_cc_TableView_scrollViewDidScroll00);
    tolua_function(tolua_S,"scrollViewDidZoom",tolua_cc_extension_cc_TableView_scrollViewDidZoom00);
    tolua_function(tolua_S,"setVerticalFillOrder",tolua_cc_extension_cc_TableView_setVerticalFillOrder00);
    tolua_function(tolua_S,"getVerticalFillOrder",tolua_cc_extension_cc_TableView_getVerticalFillOrder00);
    tolua_function(tolua_S,"updateCellAtIndex",tolua_cc_extension_cc_TableView_updateCellAtIndex00);
    tolua_function(tolua_S,"insertCellAtIndex",tolua_cc_extension_cc_TableView_insertCellAtIndex00);
    tolua_function(tolua_S,"removeCellAtIndex",tolua_cc_extension_cc_TableView_removeCellAtIndex00);
    tolua_function(tolua_S,"reloadData",tolua_cc_extension_cc_TableView_reloadData00);
    tolua_function(tolua_S,"dequeueCell",tolua_cc_extension_cc_TableView_dequeueCell00);
    tolua_function(tolua_S,"cellAtIndex",tolua_cc_extension_cc_TableView_cellAtIndex00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_extension (lua_State* tolua_S) {
 return tolua_cc_extension_open(tolua_S);
};
#endif


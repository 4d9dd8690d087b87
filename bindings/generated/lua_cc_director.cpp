/*
** Lua binding: cc_director
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
TOLUA_API int  tolua_cc_director_open (lua_State* tolua_S);

#include "director/Director.h"
#include "director/GLView.h"
#include "scene/Scene.h"
#include "scene/TextureCache.h"
#include "scheduler/Scheduler.h"
#include "actions/ActionManager.h"
#include "events/EventDispatcher.h"

/* function to release collected object via destructor */
#ifdef __cplusplus

static int tolua_collect_cc__Size (lua_State* tolua_S)
{
 cc::Size* self = (cc::Size*) kite_tousertype(tolua_S,1,0);
    Mtolua_delete(self);
    return 0;
}

static int tolua_collect_cc__Rect (lua_State* tolua_S)
{
 cc::Rect* self = (cc::Rect*) kite_tousertype(tolua_S,1,0);
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
 tolua_usertype(tolua_S,"cc.TextureCache");
 Mtolua_typeid(tolua_S,typeid(cc::TextureCache), "cc.TextureCache");
 tolua_usertype(tolua_S,"cc.EventDispatcher");
 Mtolua_typeid(tolua_S,typeid(cc::EventDispatcher), "cc.EventDispatcher");
 tolua_usertype(tolua_S,"cc.Director");
 Mtolua_typeid(tolua_S,typeid(cc::Director), "cc.Director");
 tolua_usertype(tolua_S,"cc.Scene");
 Mtolua_typeid(tolua_S,typeid(cc::Scene), "cc.Scene");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.ActionManager");
 Mtolua_typeid(tolua_S,typeid(cc::ActionManager), "cc.ActionManager");
 tolua_usertype(tolua_S,"cc.GLView");
 Mtolua_typeid(tolua_S,typeid(cc::GLView), "cc.GLView");
 tolua_usertype(tolua_S,"cc.Scheduler");
 Mtolua_typeid(tolua_S,typeid(cc::Scheduler), "cc.Scheduler");
}

/* method: getInstance of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getInstance00
static int tolua_cc_director_cc_Director_getInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Director* tolua_ret = (cc::Director*)  cc::Director::getInstance();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Director");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: runWithScene of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_runWithScene00
static int tolua_cc_director_cc_Director_runWithScene00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:runWithScene'", NULL);
#endif
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,2,0));
  {
   self->runWithScene(scene);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:runWithScene'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: replaceScene of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_replaceScene00
static int tolua_cc_director_cc_Director_replaceScene00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:replaceScene'", NULL);
#endif
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,2,0));
  {
   self->replaceScene(scene);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:replaceScene'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pushScene of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_pushScene00
static int tolua_cc_director_cc_Director_pushScene00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:pushScene'", NULL);
#endif
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,2,0));
  {
   self->pushScene(scene);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:pushScene'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: popScene of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_popScene00
static int tolua_cc_director_cc_Director_popScene00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:popScene'", NULL);
#endif
  {
   self->popScene();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:popScene'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: popToRootScene of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_popToRootScene00
static int tolua_cc_director_cc_Director_popToRootScene00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:popToRootScene'", NULL);
#endif
  {
   self->popToRootScene();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:popToRootScene'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: popToSceneStackLevel of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_popToSceneStackLevel00
static int tolua_cc_director_cc_Director_popToSceneStackLevel00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:popToSceneStackLevel'", NULL);
#endif
  int level = ((int)  lua_tonumber(tolua_S,2));
  {
   self->popToSceneStackLevel(level);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:popToSceneStackLevel'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRunningScene of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getRunningScene00
static int tolua_cc_director_cc_Director_getRunningScene00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getRunningScene'", NULL);
#endif
  {
   cc::Scene* tolua_ret = (cc::Scene*)  self->getRunningScene();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Scene");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getRunningScene'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScenesStackSize of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getScenesStackSize00
static int tolua_cc_director_cc_Director_getScenesStackSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getScenesStackSize'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getScenesStackSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getScenesStackSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: end of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_end00
static int tolua_cc_director_cc_Director_end00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:end'", NULL);
#endif
  {
   self->end();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:end'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isEnding of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_isEnding00
static int tolua_cc_director_cc_Director_isEnding00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:isEnding'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isEnding();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:isEnding'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pause of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_pause00
static int tolua_cc_director_cc_Director_pause00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:pause'", NULL);
#endif
  {
   self->pause();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:pause'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resume of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_resume00
static int tolua_cc_director_cc_Director_resume00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:resume'", NULL);
#endif
  {
   self->resume();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:resume'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isPaused of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_isPaused00
static int tolua_cc_director_cc_Director_isPaused00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:isPaused'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isPaused();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:isPaused'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTotalFrames of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getTotalFrames00
static int tolua_cc_director_cc_Director_getTotalFrames00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getTotalFrames'", NULL);
#endif
  {
   unsigned int tolua_ret = (unsigned int)  self->getTotalFrames();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getTotalFrames'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDeltaTime of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getDeltaTime00
static int tolua_cc_director_cc_Director_getDeltaTime00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getDeltaTime'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getDeltaTime();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getDeltaTime'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnimationInterval of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getAnimationInterval00
static int tolua_cc_director_cc_Director_getAnimationInterval00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getAnimationInterval'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getAnimationInterval();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getAnimationInterval'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnimationInterval of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_setAnimationInterval00
static int tolua_cc_director_cc_Director_setAnimationInterval00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:setAnimationInterval'", NULL);
#endif
  float interval = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setAnimationInterval(interval);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:setAnimationInterval'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScheduler of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getScheduler00
static int tolua_cc_director_cc_Director_getScheduler00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getScheduler'", NULL);
#endif
  {
   cc::Scheduler* tolua_ret = (cc::Scheduler*)  self->getScheduler();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Scheduler");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getScheduler'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getActionManager of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getActionManager00
static int tolua_cc_director_cc_Director_getActionManager00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getActionManager'", NULL);
#endif
  {
   cc::ActionManager* tolua_ret = (cc::ActionManager*)  self->getActionManager();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ActionManager");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getActionManager'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEventDispatcher of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getEventDispatcher00
static int tolua_cc_director_cc_Director_getEventDispatcher00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getEventDispatcher'", NULL);
#endif
  {
   cc::EventDispatcher* tolua_ret = (cc::EventDispatcher*)  self->getEventDispatcher();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventDispatcher");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getEventDispatcher'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTextureCache of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getTextureCache00
static int tolua_cc_director_cc_Director_getTextureCache00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getTextureCache'", NULL);
#endif
  {
   cc::TextureCache* tolua_ret = (cc::TextureCache*)  self->getTextureCache();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TextureCache");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getTextureCache'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getWinSize of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getWinSize00
static int tolua_cc_director_cc_Director_getWinSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getWinSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getWinSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getWinSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOpenGLView of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getOpenGLView00
static int tolua_cc_director_cc_Director_getOpenGLView00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getOpenGLView'", NULL);
#endif
  {
   cc::GLView* tolua_ret = (cc::GLView*)  self->getOpenGLView();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.GLView");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getOpenGLView'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setOpenGLView of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_setOpenGLView00
static int tolua_cc_director_cc_Director_setOpenGLView00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.GLView",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:setOpenGLView'", NULL);
#endif
  cc::GLView* openGLView = ((cc::GLView*)  kite_tousertype(tolua_S,2,0));
  {
   self->setOpenGLView(openGLView);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:setOpenGLView'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getWinSizeInPixels of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getWinSizeInPixels00
static int tolua_cc_director_cc_Director_getWinSizeInPixels00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getWinSizeInPixels'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getWinSizeInPixels();
   {
#ifdef __cplusplus
    cc::Size tolua_obj = (tolua_ret);
     kite_push_Size(tolua_S,(void*)&tolua_obj,"cc.Size");
#else
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,sizeof(cc::Size));
     kite_push_Size(tolua_S,tolua_obj,"cc.Size");
    tolua_register_gc(tolua_S,lua_gettop(tolua_S));
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getWinSizeInPixels'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setContentScaleFactor of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_setContentScaleFactor00
static int tolua_cc_director_cc_Director_setContentScaleFactor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:setContentScaleFactor'", NULL);
#endif
  float scaleFactor = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setContentScaleFactor(scaleFactor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:setContentScaleFactor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getContentScaleFactor of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getContentScaleFactor00
static int tolua_cc_director_cc_Director_getContentScaleFactor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getContentScaleFactor'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getContentScaleFactor();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getContentScaleFactor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDisplayStats of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_setDisplayStats00
static int tolua_cc_director_cc_Director_setDisplayStats00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Director* self = (cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:setDisplayStats'", NULL);
#endif
  bool displayStats = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setDisplayStats(displayStats);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:setDisplayStats'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isDisplayStats of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_isDisplayStats00
static int tolua_cc_director_cc_Director_isDisplayStats00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:isDisplayStats'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isDisplayStats();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:isDisplayStats'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVisibleSize of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getVisibleSize00
static int tolua_cc_director_cc_Director_getVisibleSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getVisibleSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getVisibleSize();
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
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getVisibleSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVisibleOrigin of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getVisibleOrigin00
static int tolua_cc_director_cc_Director_getVisibleOrigin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getVisibleOrigin'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getVisibleOrigin();
   {
#ifdef __cplusplus
    cc::Vec2 tolua_obj = (tolua_ret);
     kite_push_Vec2(tolua_S,(void*)&tolua_obj,"cc.Vec2");
#else
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"cc.Vec2");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getVisibleOrigin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSafeAreaRect of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_getSafeAreaRect00
static int tolua_cc_director_cc_Director_getSafeAreaRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:getSafeAreaRect'", NULL);
#endif
  {
   cc::Rect tolua_ret = (cc::Rect)  self->getSafeAreaRect();
   {
#ifdef __cplusplus
    cc::Rect tolua_obj = (tolua_ret);
     kite_push_Rect(tolua_S,(void*)&tolua_obj,"cc.Rect");
#else
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"cc.Rect");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:getSafeAreaRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: convertToGL of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_convertToGL00
static int tolua_cc_director_cc_Director_convertToGL00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:convertToGL'", NULL);
#endif
  const cc::Vec2* uiPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->convertToGL(*uiPoint);
   {
#ifdef __cplusplus
    cc::Vec2 tolua_obj = (tolua_ret);
     kite_push_Vec2(tolua_S,(void*)&tolua_obj,"cc.Vec2");
#else
    void* tolua_obj = tolua_copy(tolua_S,(void*)&tolua_ret,"cc.Vec2");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Director:convertToGL'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: convertToUI of class  cc::Director */
#ifndef TOLUA_DISABLE_tolua_cc_director_cc_Director_convertToUI00
static int tolua_cc_director_cc_Director_convertToUI00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Director",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Director* self = (const cc::Director*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Director:convertToUI'", NULL);
#endif
  const cc::Vec2* glPoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->convertToUI(*glPoint);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Director:convertToUI'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_director_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"Director","cc.Director","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"Director");
    tolua_function(tolua_S,"getInstance",tolua_cc_director_cc_Director_getInstance00);
    tolua_function(tolua_S,"runWithScene",tolua_cc_director_cc_Director_runWithScene00);
    tolua_function(tolua_S,"replaceScene",tolua_cc_director_cc_Director_replaceScene00);
    tolua_function(tolua_S,"pushScene",tolua_cc_director_cc_Director_pushScene00);
    tolua_function(tolua_S,"popScene",tolua_cc_director_cc_Director_popScene00);
    tolua_function(tolua_S,"popToRootScene",tolua_cc_director_cc_Director_popToRootScene00);
    tolua_function(tolua_S,"popToSceneStackLevel",tolua_cc_director_cc_Director_popToSceneStackLevel00);
    tolua_function(tolua_S,"getRunningScene",tolua_cc_director_cc_Director_getRunningScene00);
    tolua_function(tolua_S,"getScenesStackSize",tolua_cc_director_cc_Director_getScenesStackSize00);
    tolua_function(tolua_S,"end",tolua_cc_director_cc_Director_end00);
    tolua_function(tolua_S,"isEnding",tolua_cc_director_cc_Director_isEnding00);
    tolua_function(tolua_S,"pause",tolua_cc_director_cc_Director_pause00);
    tolua_function(tolua_S,"resume",tolua_cc_director_cc_Director_resume00);
    tolua_function(tolua_S,"isPaused",tolua_cc_director_cc_Director_isPaused00);
    tolua_function(tolua_S,"getTotalFrames",tolua_cc_director_cc_Director_getTotalFrames00);
    tolua_function(tolua_S,"getDeltaTime",tolua_cc_director_cc_Director_getDeltaTime00);
    tolua_function(tolua_S,"getAnimationInterval",tolua_cc_director_cc_Director_getAnimationInterval00);
    tolua_function(tolua_S,"setAnimationInterval",tolua_cc_director_cc_Director_setAnimationInterval00);
    tolua_function(tolua_S,"getScheduler",tolua_cc_director_cc_Director_getScheduler00);
    tolua_function(tolua_S,"getActionManager",tolua_cc_director_cc_Director_getActionManager00);
    tolua_function(tolua_S,"getEventDispatcher",tolua_cc_director_cc_Director_getEventDispatcher00);
    tolua_function(tolua_S,"getTextureCache",tolua_cc_director_cc_Director_getTextureCache00);
    tolua_function(tolua_S,"getWinSize",tolua_cc_director_cc_Director_getWinSize00);
    tolua_function(tolua_S,"getOpenGLView",tolua_cc_director_cc_Director_getOpenGLView00);
    tolua_function(tolua_S,"setOpenGLView",tolua_cc_director_cc_Director_setOpenGLView00);
    tolua_function(tolua_S,"getWinSizeInPixels",tolua_cc_director_cc_Director_getWinSizeInPixels00);
    tolua_function(tolua_S,"setContentScaleFactor",tolua_cc_director_cc_Director_setContentScaleFactor00);
    tolua_function(tolua_S,"getContentScaleFactor",tolua_cc_director_cc_Director_getContentScaleFactor00);
    tolua_function(tolua_S,"setDisplayStats",tolua_cc_director_cc_Director_setDisplayStats00);
    tolua_function(tolua_S,"isDisplayStats",tolua_cc_director_cc_Director_isDisplayStats00);
    tolua_function(tolua_S,"getVisibleSize",tolua_cc_director_cc_Director_getVisibleSize00);
    tolua_function(tolua_S,"getVisibleOrigin",tolua_cc_director_cc_Director_getVisibleOrigin00);
    tolua_function(tolua_S,"getSafeAreaRect",tolua_cc_director_cc_Director_getSafeAreaRect00);
    tolua_function(tolua_S,"convertToGL",tolua_cc_director_cc_Director_convertToGL00);
    tolua_function(tolua_S,"convertToUI",tolua_cc_director_cc_Director_convertToUI00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_director (lua_State* tolua_S) {
 return tolua_cc_director_open(tolua_S);
};
#endif


/*
** Lua binding: cc_effects
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
TOLUA_API int  tolua_cc_effects_open (lua_State* tolua_S);

#include "actions/ActionProgressTimer.h"
#include "scene/MotionStreak.h"
#include "scene/ParallaxNode.h"
#include "scene/ProgressTimer.h"

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
 tolua_usertype(tolua_S,"cc.ActionInterval");
 Mtolua_typeid(tolua_S,typeid(cc::ActionInterval), "cc.ActionInterval");
 tolua_usertype(tolua_S,"cc.ParallaxNode");
 Mtolua_typeid(tolua_S,typeid(cc::ParallaxNode), "cc.ParallaxNode");
 tolua_usertype(tolua_S,"cc.Texture2D");
 Mtolua_typeid(tolua_S,typeid(cc::Texture2D), "cc.Texture2D");
 tolua_usertype(tolua_S,"cc.ProgressFromTo");
 Mtolua_typeid(tolua_S,typeid(cc::ProgressFromTo), "cc.ProgressFromTo");
 tolua_usertype(tolua_S,"cc.ProgressTo");
 Mtolua_typeid(tolua_S,typeid(cc::ProgressTo), "cc.ProgressTo");
 tolua_usertype(tolua_S,"cc.MotionStreak");
 Mtolua_typeid(tolua_S,typeid(cc::MotionStreak), "cc.MotionStreak");
 tolua_usertype(tolua_S,"cc.ProgressTimer");
 Mtolua_typeid(tolua_S,typeid(cc::ProgressTimer), "cc.ProgressTimer");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"cc.Sprite");
 Mtolua_typeid(tolua_S,typeid(cc::Sprite), "cc.Sprite");
}

/* method: create of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_create00
static int tolua_cc_effects_cc_ProgressTimer_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Sprite",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Sprite* sprite = ((cc::Sprite*)  kite_tousertype(tolua_S,2,0));
  {
   cc::ProgressTimer* tolua_ret = (cc::ProgressTimer*)  cc::ProgressTimer::create(sprite);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ProgressTimer");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getType of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_getType00
static int tolua_cc_effects_cc_ProgressTimer_getType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ProgressTimer* self = (const cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:getType'", NULL);
#endif
  {
   cc::ProgressTimer::Type tolua_ret = (cc::ProgressTimer::Type)  self->getType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:getType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setType of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_setType00
static int tolua_cc_effects_cc_ProgressTimer_setType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProgressTimer* self = (cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:setType'", NULL);
#endif
  cc::ProgressTimer::Type type = ((cc::ProgressTimer::Type) (int)  lua_tonumber(tolua_S,2));
  {
   self->setType(type);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:setType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPercentage of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_getPercentage00
static int tolua_cc_effects_cc_ProgressTimer_getPercentage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ProgressTimer* self = (const cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:getPercentage'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getPercentage();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:getPercentage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPercentage of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_setPercentage00
static int tolua_cc_effects_cc_ProgressTimer_setPercentage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProgressTimer* self = (cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:setPercentage'", NULL);
#endif
  float percentage = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setPercentage(percentage);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:setPercentage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSprite of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_getSprite00
static int tolua_cc_effects_cc_ProgressTimer_getSprite00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ProgressTimer* self = (const cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:getSprite'", NULL);
#endif
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getSprite();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:getSprite'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSprite of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_setSprite00
static int tolua_cc_effects_cc_ProgressTimer_setSprite00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Sprite",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProgressTimer* self = (cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:setSprite'", NULL);
#endif
  cc::Sprite* sprite = ((cc::Sprite*)  kite_tousertype(tolua_S,2,0));
  {
   self->setSprite(sprite);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:setSprite'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isReverseDirection of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_isReverseDirection00
static int tolua_cc_effects_cc_ProgressTimer_isReverseDirection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ProgressTimer* self = (const cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:isReverseDirection'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isReverseDirection();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:isReverseDirection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setReverseDirection of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_setReverseDirection00
static int tolua_cc_effects_cc_ProgressTimer_setReverseDirection00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProgressTimer* self = (cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:setReverseDirection'", NULL);
#endif
  bool reverse = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setReverseDirection(reverse);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:setReverseDirection'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMidpoint of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_setMidpoint00
static int tolua_cc_effects_cc_ProgressTimer_setMidpoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProgressTimer* self = (cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:setMidpoint'", NULL);
#endif
  const cc::Vec2* midpoint = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setMidpoint(*midpoint);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:setMidpoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMidpoint of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_getMidpoint00
static int tolua_cc_effects_cc_ProgressTimer_getMidpoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ProgressTimer* self = (const cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:getMidpoint'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getMidpoint();
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
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:getMidpoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBarChangeRate of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_setBarChangeRate00
static int tolua_cc_effects_cc_ProgressTimer_setBarChangeRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ProgressTimer* self = (cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:setBarChangeRate'", NULL);
#endif
  const cc::Vec2* rate = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setBarChangeRate(*rate);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:setBarChangeRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBarChangeRate of class  cc::ProgressTimer */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTimer_getBarChangeRate00
static int tolua_cc_effects_cc_ProgressTimer_getBarChangeRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ProgressTimer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ProgressTimer* self = (const cc::ProgressTimer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ProgressTimer:getBarChangeRate'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getBarChangeRate();
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
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTimer:getBarChangeRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ProgressTo */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressTo_create00
static int tolua_cc_effects_cc_ProgressTo_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ProgressTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  float percent = ((float)  lua_tonumber(tolua_S,3));
  {
   cc::ProgressTo* tolua_ret = (cc::ProgressTo*)  cc::ProgressTo::create(duration,percent);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ProgressTo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressTo:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ProgressFromTo */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ProgressFromTo_create00
static int tolua_cc_effects_cc_ProgressFromTo_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ProgressFromTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  float fromPercentage = ((float)  lua_tonumber(tolua_S,3));
  float toPercentage = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::ProgressFromTo* tolua_ret = (cc::ProgressFromTo*)  cc::ProgressFromTo::create(duration,fromPercentage,toPercentage);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ProgressFromTo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ProgressFromTo:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_create00
static int tolua_cc_effects_cc_MotionStreak_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Color3B(tolua_S,5,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isobject(tolua_S,6,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float fade = ((float)  lua_tonumber(tolua_S,2));
  float minSeg = ((float)  lua_tonumber(tolua_S,3));
  float stroke = ((float)  lua_tonumber(tolua_S,4));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,5,0));
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,6,0));
  {
   cc::MotionStreak* tolua_ret = (cc::MotionStreak*)  cc::MotionStreak::create(fade,minSeg,stroke,*color,texture);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.MotionStreak");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MotionStreak:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_create01
static int tolua_cc_effects_cc_MotionStreak_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Color3B(tolua_S,5,"const cc.Color3B",0,&tolua_err)) ||
     !tolua_iscppstring(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float fade = ((float)  lua_tonumber(tolua_S,2));
  float minSeg = ((float)  lua_tonumber(tolua_S,3));
  float stroke = ((float)  lua_tonumber(tolua_S,4));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,5,0));
  const std::string path = ((const std::string)  tolua_tocppstring(tolua_S,6,0));
  {
   cc::MotionStreak* tolua_ret = (cc::MotionStreak*)  cc::MotionStreak::create(fade,minSeg,stroke,*color,path);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.MotionStreak");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_effects_cc_MotionStreak_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: tintWithColor of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_tintWithColor00
static int tolua_cc_effects_cc_MotionStreak_tintWithColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color3B(tolua_S,2,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MotionStreak* self = (cc::MotionStreak*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MotionStreak:tintWithColor'", NULL);
#endif
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,2,0));
  {
   self->tintWithColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MotionStreak:tintWithColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: reset of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_reset00
static int tolua_cc_effects_cc_MotionStreak_reset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MotionStreak* self = (cc::MotionStreak*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MotionStreak:reset'", NULL);
#endif
  {
   self->reset();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MotionStreak:reset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isFastMode of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_isFastMode00
static int tolua_cc_effects_cc_MotionStreak_isFastMode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MotionStreak* self = (const cc::MotionStreak*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MotionStreak:isFastMode'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFastMode();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MotionStreak:isFastMode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFastMode of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_setFastMode00
static int tolua_cc_effects_cc_MotionStreak_setFastMode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MotionStreak* self = (cc::MotionStreak*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MotionStreak:setFastMode'", NULL);
#endif
  bool fastMode = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setFastMode(fastMode);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MotionStreak:setFastMode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isStartingPositionInitialized of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_isStartingPositionInitialized00
static int tolua_cc_effects_cc_MotionStreak_isStartingPositionInitialized00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MotionStreak* self = (const cc::MotionStreak*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MotionStreak:isStartingPositionInitialized'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isStartingPositionInitialized();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MotionStreak:isStartingPositionInitialized'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStartingPositionInitialized of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_setStartingPositionInitialized00
static int tolua_cc_effects_cc_MotionStreak_setStartingPositionInitialized00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MotionStreak* self = (cc::MotionStreak*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MotionStreak:setStartingPositionInitialized'", NULL);
#endif
  bool initialized = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setStartingPositionInitialized(initialized);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MotionStreak:setStartingPositionInitialized'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isOpacityModifyRGB of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_isOpacityModifyRGB00
static int tolua_cc_effects_cc_MotionStreak_isOpacityModifyRGB00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MotionStreak* self = (const cc::MotionStreak*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MotionStreak:isOpacityModifyRGB'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isOpacityModifyRGB();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MotionStreak:isOpacityModifyRGB'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setOpacityModifyRGB of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_setOpacityModifyRGB00
static int tolua_cc_effects_cc_MotionStreak_setOpacityModifyRGB00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MotionStreak* self = (cc::MotionStreak*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MotionStreak:setOpacityModifyRGB'", NULL);
#endif
  bool opacityModifyRGB = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setOpacityModifyRGB(opacityModifyRGB);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MotionStreak:setOpacityModifyRGB'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTexture of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_getTexture00
static int tolua_cc_effects_cc_MotionStreak_getTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::MotionStreak* self = (const cc::MotionStreak*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MotionStreak:getTexture'", NULL);
#endif
  {
   cc::Texture2D* tolua_ret = (cc::Texture2D*)  self->getTexture();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Texture2D");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MotionStreak:getTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTexture of class  cc::MotionStreak */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_MotionStreak_setTexture00
static int tolua_cc_effects_cc_MotionStreak_setTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.MotionStreak",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::MotionStreak* self = (cc::MotionStreak*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.MotionStreak:setTexture'", NULL);
#endif
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  {
   self->setTexture(texture);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MotionStreak:setTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParallaxNode */
#ifndef TOLUA_DISABLE_tolua_cc_effects_cc_ParallaxNode_create00
static int tolua_cc_effects_cc_ParallaxNode_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParallaxNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParallaxNode* tolua_ret = (cc::ParallaxNode*)  cc::ParallaxNode::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParallaxNode");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParallaxNode:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_effects_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"ProgressTimer","cc.ProgressTimer","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"ProgressTimer");
    tolua_function(tolua_S,"create",tolua_cc_effects_cc_ProgressTimer_create00);
    tolua_function(tolua_S,"getType",tolua_cc_effects_cc_ProgressTimer_getType00);
    tolua_function(tolua_S,"setType",tolua_cc_effects_cc_ProgressTimer_setType00);
    tolua_function(tolua_S,"getPercentage",tolua_cc_effects_cc_ProgressTimer_getPercentage00);
    tolua_function(tolua_S,"setPercentage",tolua_cc_effects_cc_ProgressTimer_setPercentage00);
    tolua_function(tolua_S,"getSprite",tolua_cc_effects_cc_ProgressTimer_getSprite00);
    tolua_function(tolua_S,"setSprite",tolua_cc_effects_cc_ProgressTimer_setSprite00);
    tolua_function(tolua_S,"isReverseDirection",tolua_cc_effects_cc_ProgressTimer_isReverseDirection00);
    tolua_function(tolua_S,"setReverseDirection",tolua_cc_effects_cc_ProgressTimer_setReverseDirection00);
    tolua_function(tolua_S,"setMidpoint",tolua_cc_effects_cc_ProgressTimer_setMidpoint00);
    tolua_function(tolua_S,"getMidpoint",tolua_cc_effects_cc_ProgressTimer_getMidpoint00);
    tolua_function(tolua_S,"setBarChangeRate",tolua_cc_effects_cc_ProgressTimer_setBarChangeRate00);
    tolua_function(tolua_S,"getBarChangeRate",tolua_cc_effects_cc_ProgressTimer_getBarChangeRate00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ProgressTo","cc.ProgressTo","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"ProgressTo");
    tolua_function(tolua_S,"create",tolua_cc_effects_cc_ProgressTo_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ProgressFromTo","cc.ProgressFromTo","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"ProgressFromTo");
    tolua_function(tolua_S,"create",tolua_cc_effects_cc_ProgressFromTo_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"MotionStreak","cc.MotionStreak","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"MotionStreak");
    tolua_function(tolua_S,"create",tolua_cc_effects_cc_MotionStreak_create00);
    tolua_function(tolua_S,"create",tolua_cc_effects_cc_MotionStreak_create01);
    tolua_function(tolua_S,"tintWithColor",tolua_cc_effects_cc_MotionStreak_tintWithColor00);
    tolua_function(tolua_S,"reset",tolua_cc_effects_cc_MotionStreak_reset00);
    tolua_function(tolua_S,"isFastMode",tolua_cc_effects_cc_MotionStreak_isFastMode00);
    tolua_function(tolua_S,"setFastMode",tolua_cc_effects_cc_MotionStreak_setFastMode00);
    tolua_function(tolua_S,"isStartingPositionInitialized",tolua_cc_effects_cc_MotionStreak_isStartingPositionInitialized00);
    tolua_function(tolua_S,"setStartingPositionInitialized",tolua_cc_effects_cc_MotionStreak_setStartingPositionInitialized00);
    tolua_function(tolua_S,"isOpacityModifyRGB",tolua_cc_effects_cc_MotionStreak_isOpacityModifyRGB00);
    tolua_function(tolua_S,"setOpacityModifyRGB",tolua_cc_effects_cc_MotionStreak_setOpacityModifyRGB00);
    tolua_function(tolua_S,"getTexture",tolua_cc_effects_cc_MotionStreak_getTexture00);
    tolua_function(tolua_S,"setTexture",tolua_cc_effects_cc_MotionStreak_setTexture00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParallaxNode","cc.ParallaxNode","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"ParallaxNode");
    tolua_function(tolua_S,"create",tolua_cc_effects_cc_ParallaxNode_create00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_effects (lua_State* tolua_S) {
 return tolua_cc_effects_open(tolua_S);
};
#endif


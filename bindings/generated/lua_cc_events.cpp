/*
** Lua binding: cc_events
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
TOLUA_API int  tolua_cc_events_open (lua_State* tolua_S);

#include "events/Event.h"
#include "events/EventCustom.h"
#include "events/EventDispatcher.h"
#include "events/EventKeyboard.h"
#include "events/EventListener.h"
#include "events/EventListenerCustom.h"
#include "events/EventListenerKeyboard.h"
#include "events/EventListenerMouse.h"
#include "events/EventListenerTouch.h"
#include "events/EventMouse.h"
#include "events/EventTouch.h"
#include "events/Touch.h"
#include "scene/Node.h"

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
 tolua_usertype(tolua_S,"cc.Event");
 Mtolua_typeid(tolua_S,typeid(cc::Event), "cc.Event");
 tolua_usertype(tolua_S,"cc.EventMouse");
 Mtolua_typeid(tolua_S,typeid(cc::EventMouse), "cc.EventMouse");
 tolua_usertype(tolua_S,"cc.EventListenerTouchAllAtOnce");
 Mtolua_typeid(tolua_S,typeid(cc::EventListenerTouchAllAtOnce), "cc.EventListenerTouchAllAtOnce");
 tolua_usertype(tolua_S,"cc.EventListenerCustom");
 Mtolua_typeid(tolua_S,typeid(cc::EventListenerCustom), "cc.EventListenerCustom");
 tolua_usertype(tolua_S,"cc.EventListenerKeyboard");
 Mtolua_typeid(tolua_S,typeid(cc::EventListenerKeyboard), "cc.EventListenerKeyboard");
 tolua_usertype(tolua_S,"cc.EventListenerMouse");
 Mtolua_typeid(tolua_S,typeid(cc::EventListenerMouse), "cc.EventListenerMouse");
 tolua_usertype(tolua_S,"cc.EventDispatcher");
 Mtolua_typeid(tolua_S,typeid(cc::EventDispatcher), "cc.EventDispatcher");
 tolua_usertype(tolua_S,"cc.EventCustom");
 Mtolua_typeid(tolua_S,typeid(cc::EventCustom), "cc.EventCustom");
 tolua_usertype(tolua_S,"cc.EventListenerTouchOneByOne");
 Mtolua_typeid(tolua_S,typeid(cc::EventListenerTouchOneByOne), "cc.EventListenerTouchOneByOne");
 tolua_usertype(tolua_S,"cc.EventListener");
 Mtolua_typeid(tolua_S,typeid(cc::EventListener), "cc.EventListener");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.EventKeyboard");
 Mtolua_typeid(tolua_S,typeid(cc::EventKeyboard), "cc.EventKeyboard");
 tolua_usertype(tolua_S,"cc.EventTouch");
 Mtolua_typeid(tolua_S,typeid(cc::EventTouch), "cc.EventTouch");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"cc.Touch");
 Mtolua_typeid(tolua_S,typeid(cc::Touch), "cc.Touch");
}

/* method: getId of class  cc::Touch */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Touch_getId00
static int tolua_cc_events_cc_Touch_getId00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Touch",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Touch* self = (const cc::Touch*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Touch:getId'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getId();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Touch:getId'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLocation of class  cc::Touch */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Touch_getLocation00
static int tolua_cc_events_cc_Touch_getLocation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Touch",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Touch* self = (const cc::Touch*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Touch:getLocation'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getLocation();
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
 tolua_error(tolua_S,"#ferror in function 'cc.Touch:getLocation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPreviousLocation of class  cc::Touch */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Touch_getPreviousLocation00
static int tolua_cc_events_cc_Touch_getPreviousLocation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Touch",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Touch* self = (const cc::Touch*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Touch:getPreviousLocation'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getPreviousLocation();
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
 tolua_error(tolua_S,"#ferror in function 'cc.Touch:getPreviousLocation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartLocation of class  cc::Touch */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Touch_getStartLocation00
static int tolua_cc_events_cc_Touch_getStartLocation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Touch",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Touch* self = (const cc::Touch*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Touch:getStartLocation'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getStartLocation();
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
 tolua_error(tolua_S,"#ferror in function 'cc.Touch:getStartLocation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDelta of class  cc::Touch */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Touch_getDelta00
static int tolua_cc_events_cc_Touch_getDelta00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Touch",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Touch* self = (const cc::Touch*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Touch:getDelta'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getDelta();
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
 tolua_error(tolua_S,"#ferror in function 'cc.Touch:getDelta'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLocationInView of class  cc::Touch */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Touch_getLocationInView00
static int tolua_cc_events_cc_Touch_getLocationInView00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Touch",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Touch* self = (const cc::Touch*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Touch:getLocationInView'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getLocationInView();
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
 tolua_error(tolua_S,"#ferror in function 'cc.Touch:getLocationInView'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPreviousLocationInView of class  cc::Touch */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Touch_getPreviousLocationInView00
static int tolua_cc_events_cc_Touch_getPreviousLocationInView00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Touch",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Touch* self = (const cc::Touch*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Touch:getPreviousLocationInView'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getPreviousLocationInView();
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
 tolua_error(tolua_S,"#ferror in function 'cc.Touch:getPreviousLocationInView'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartLocationInView of class  cc::Touch */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Touch_getStartLocationInView00
static int tolua_cc_events_cc_Touch_getStartLocationInView00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Touch",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Touch* self = (const cc::Touch*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Touch:getStartLocationInView'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getStartLocationInView();
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
 tolua_error(tolua_S,"#ferror in function 'cc.Touch:getStartLocationInView'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getType of class  cc::Event */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Event_getType00
static int tolua_cc_events_cc_Event_getType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Event",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Event* self = (const cc::Event*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Event:getType'", NULL);
#endif
  {
   cc::Event::Type tolua_ret = (cc::Event::Type)  self->getType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Event:getType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCurrentTarget of class  cc::Event */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Event_getCurrentTarget00
static int tolua_cc_events_cc_Event_getCurrentTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Event",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Event* self = (const cc::Event*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Event:getCurrentTarget'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getCurrentTarget();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Event:getCurrentTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopPropagation of class  cc::Event */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Event_stopPropagation00
static int tolua_cc_events_cc_Event_stopPropagation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Event",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Event* self = (cc::Event*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Event:stopPropagation'", NULL);
#endif
  {
   self->stopPropagation();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Event:stopPropagation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isStopped of class  cc::Event */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_Event_isStopped00
static int tolua_cc_events_cc_Event_isStopped00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Event",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Event* self = (const cc::Event*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Event:isStopped'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isStopped();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Event:isStopped'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isPressed of class  cc::EventKeyboard */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventKeyboard_isPressed00
static int tolua_cc_events_cc_EventKeyboard_isPressed00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventKeyboard",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventKeyboard* self = (const cc::EventKeyboard*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventKeyboard:isPressed'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isPressed();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventKeyboard:isPressed'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMouseButton of class  cc::EventMouse */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventMouse_getMouseButton00
static int tolua_cc_events_cc_EventMouse_getMouseButton00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventMouse",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventMouse* self = (const cc::EventMouse*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventMouse:getMouseButton'", NULL);
#endif
  {
   cc::EventMouse::MouseButton tolua_ret = (cc::EventMouse::MouseButton)  self->getMouseButton();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventMouse:getMouseButton'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCursorX of class  cc::EventMouse */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventMouse_getCursorX00
static int tolua_cc_events_cc_EventMouse_getCursorX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventMouse",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventMouse* self = (const cc::EventMouse*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventMouse:getCursorX'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getCursorX();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventMouse:getCursorX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCursorY of class  cc::EventMouse */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventMouse_getCursorY00
static int tolua_cc_events_cc_EventMouse_getCursorY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventMouse",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventMouse* self = (const cc::EventMouse*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventMouse:getCursorY'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getCursorY();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventMouse:getCursorY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLocation of class  cc::EventMouse */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventMouse_getLocation00
static int tolua_cc_events_cc_EventMouse_getLocation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventMouse",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventMouse* self = (const cc::EventMouse*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventMouse:getLocation'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getLocation();
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
 tolua_error(tolua_S,"#ferror in function 'cc.EventMouse:getLocation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPreviousLocation of class  cc::EventMouse */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventMouse_getPreviousLocation00
static int tolua_cc_events_cc_EventMouse_getPreviousLocation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventMouse",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventMouse* self = (const cc::EventMouse*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventMouse:getPreviousLocation'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getPreviousLocation();
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
 tolua_error(tolua_S,"#ferror in function 'cc.EventMouse:getPreviousLocation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDelta of class  cc::EventMouse */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventMouse_getDelta00
static int tolua_cc_events_cc_EventMouse_getDelta00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventMouse",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventMouse* self = (const cc::EventMouse*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventMouse:getDelta'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getDelta();
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
 tolua_error(tolua_S,"#ferror in function 'cc.EventMouse:getDelta'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrollX of class  cc::EventMouse */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventMouse_getScrollX00
static int tolua_cc_events_cc_EventMouse_getScrollX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventMouse",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventMouse* self = (const cc::EventMouse*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventMouse:getScrollX'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScrollX();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventMouse:getScrollX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScrollY of class  cc::EventMouse */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventMouse_getScrollY00
static int tolua_cc_events_cc_EventMouse_getScrollY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventMouse",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventMouse* self = (const cc::EventMouse*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventMouse:getScrollY'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScrollY();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventMouse:getScrollY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEventName of class  cc::EventCustom */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventCustom_getEventName00
static int tolua_cc_events_cc_EventCustom_getEventName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventCustom",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventCustom* self = (const cc::EventCustom*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventCustom:getEventName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getEventName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventCustom:getEventName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEnabled of class  cc::EventListener */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListener_setEnabled00
static int tolua_cc_events_cc_EventListener_setEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventListener",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventListener* self = (cc::EventListener*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListener:setEnabled'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.EventListener:setEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isEnabled of class  cc::EventListener */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListener_isEnabled00
static int tolua_cc_events_cc_EventListener_isEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventListener",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventListener* self = (const cc::EventListener*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListener:isEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListener:isEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isRegistered of class  cc::EventListener */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListener_isRegistered00
static int tolua_cc_events_cc_EventListener_isRegistered00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventListener",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventListener* self = (const cc::EventListener*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListener:isRegistered'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isRegistered();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListener:isRegistered'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isPaused of class  cc::EventListener */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListener_isPaused00
static int tolua_cc_events_cc_EventListener_isPaused00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventListener",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventListener* self = (const cc::EventListener*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListener:isPaused'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isPaused();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListener:isPaused'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFixedPriority of class  cc::EventListener */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListener_getFixedPriority00
static int tolua_cc_events_cc_EventListener_getFixedPriority00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventListener",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventListener* self = (const cc::EventListener*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListener:getFixedPriority'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getFixedPriority();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListener:getFixedPriority'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAssociatedNode of class  cc::EventListener */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListener_getAssociatedNode00
static int tolua_cc_events_cc_EventListener_getAssociatedNode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventListener",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventListener* self = (const cc::EventListener*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListener:getAssociatedNode'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getAssociatedNode();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListener:getAssociatedNode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EventListenerKeyboard */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListenerKeyboard_create00
static int tolua_cc_events_cc_EventListenerKeyboard_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.EventListenerKeyboard",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::EventListenerKeyboard* tolua_ret = (cc::EventListenerKeyboard*)  cc::EventListenerKeyboard::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerKeyboard");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerKeyboard:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EventListenerTouchOneByOne */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListenerTouchOneByOne_create00
static int tolua_cc_events_cc_EventListenerTouchOneByOne_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.EventListenerTouchOneByOne",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::EventListenerTouchOneByOne* tolua_ret = (cc::EventListenerTouchOneByOne*)  cc::EventListenerTouchOneByOne::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerTouchOneByOne");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerTouchOneByOne:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSwallowTouches of class  cc::EventListenerTouchOneByOne */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListenerTouchOneByOne_setSwallowTouches00
static int tolua_cc_events_cc_EventListenerTouchOneByOne_setSwallowTouches00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventListenerTouchOneByOne",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventListenerTouchOneByOne* self = (cc::EventListenerTouchOneByOne*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListenerTouchOneByOne:setSwallowTouches'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerTouchOneByOne:setSwallowTouches'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isSwallowTouches of class  cc::EventListenerTouchOneByOne */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListenerTouchOneByOne_isSwallowTouches00
static int tolua_cc_events_cc_EventListenerTouchOneByOne_isSwallowTouches00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventListenerTouchOneByOne",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventListenerTouchOneByOne* self = (const cc::EventListenerTouchOneByOne*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListenerTouchOneByOne:isSwallowTouches'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isSwallowTouches();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerTouchOneByOne:isSwallowTouches'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EventListenerTouchAllAtOnce */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListenerTouchAllAtOnce_create00
static int tolua_cc_events_cc_EventListenerTouchAllAtOnce_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.EventListenerTouchAllAtOnce",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::EventListenerTouchAllAtOnce* tolua_ret = (cc::EventListenerTouchAllAtOnce*)  cc::EventListenerTouchAllAtOnce::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerTouchAllAtOnce");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerTouchAllAtOnce:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EventListenerMouse */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventListenerMouse_create00
static int tolua_cc_events_cc_EventListenerMouse_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.EventListenerMouse",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::EventListenerMouse* tolua_ret = (cc::EventListenerMouse*)  cc::EventListenerMouse::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerMouse");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerMouse:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addEventListenerWithSceneGraphPriority of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_addEventListenerWithSceneGraphPriority00
static int tolua_cc_events_cc_EventDispatcher_addEventListenerWithSceneGraphPriority00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.EventListener",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.Node",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:addEventListenerWithSceneGraphPriority'", NULL);
#endif
  cc::EventListener* listener = ((cc::EventListener*)  kite_tousertype(tolua_S,2,0));
  cc::Node* node = ((cc::Node*)  kite_tousertype(tolua_S,3,0));
  {
   self->addEventListenerWithSceneGraphPriority(listener,node);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:addEventListenerWithSceneGraphPriority'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addEventListenerWithFixedPriority of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_addEventListenerWithFixedPriority00
static int tolua_cc_events_cc_EventDispatcher_addEventListenerWithFixedPriority00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.EventListener",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:addEventListenerWithFixedPriority'", NULL);
#endif
  cc::EventListener* listener = ((cc::EventListener*)  kite_tousertype(tolua_S,2,0));
  int fixedPriority = ((int)  lua_tonumber(tolua_S,3));
  {
   self->addEventListenerWithFixedPriority(listener,fixedPriority);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:addEventListenerWithFixedPriority'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeEventListener of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_removeEventListener00
static int tolua_cc_events_cc_EventDispatcher_removeEventListener00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.EventListener",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:removeEventListener'", NULL);
#endif
  cc::EventListener* listener = ((cc::EventListener*)  kite_tousertype(tolua_S,2,0));
  {
   self->removeEventListener(listener);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:removeEventListener'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeEventListenersForTarget of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_removeEventListenersForTarget00
static int tolua_cc_events_cc_EventDispatcher_removeEventListenersForTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:removeEventListenersForTarget'", NULL);
#endif
  cc::Node* target = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  bool recursive = ((bool)  tolua_toboolean(tolua_S,3,false));
  {
   self->removeEventListenersForTarget(target,recursive);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:removeEventListenersForTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeCustomEventListeners of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_removeCustomEventListeners00
static int tolua_cc_events_cc_EventDispatcher_removeCustomEventListeners00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:removeCustomEventListeners'", NULL);
#endif
  const std::string eventName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->removeCustomEventListeners(eventName);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:removeCustomEventListeners'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllEventListeners of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_removeAllEventListeners00
static int tolua_cc_events_cc_EventDispatcher_removeAllEventListeners00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:removeAllEventListeners'", NULL);
#endif
  {
   self->removeAllEventListeners();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:removeAllEventListeners'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pauseEventListenersForTarget of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_pauseEventListenersForTarget00
static int tolua_cc_events_cc_EventDispatcher_pauseEventListenersForTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:pauseEventListenersForTarget'", NULL);
#endif
  cc::Node* target = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  bool recursive = ((bool)  tolua_toboolean(tolua_S,3,false));
  {
   self->pauseEventListenersForTarget(target,recursive);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:pauseEventListenersForTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resumeEventListenersForTarget of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_resumeEventListenersForTarget00
static int tolua_cc_events_cc_EventDispatcher_resumeEventListenersForTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:resumeEventListenersForTarget'", NULL);
#endif
  cc::Node* target = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  bool recursive = ((bool)  tolua_toboolean(tolua_S,3,false));
  {
   self->resumeEventListenersForTarget(target,recursive);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:resumeEventListenersForTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPriority of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_setPriority00
static int tolua_cc_events_cc_EventDispatcher_setPriority00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.EventListener",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:setPriority'", NULL);
#endif
  cc::EventListener* listener = ((cc::EventListener*)  kite_tousertype(tolua_S,2,0));
  int fixedPriority = ((int)  lua_tonumber(tolua_S,3));
  {
   self->setPriority(listener,fixedPriority);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:setPriority'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEnabled of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_setEnabled00
static int tolua_cc_events_cc_EventDispatcher_setEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:setEnabled'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:setEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isEnabled of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_isEnabled00
static int tolua_cc_events_cc_EventDispatcher_isEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventDispatcher* self = (const cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:isEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:isEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: dispatchEvent of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_dispatchEvent00
static int tolua_cc_events_cc_EventDispatcher_dispatchEvent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Event",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:dispatchEvent'", NULL);
#endif
  cc::Event* event = ((cc::Event*)  kite_tousertype(tolua_S,2,0));
  {
   self->dispatchEvent(event);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:dispatchEvent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: dispatchCustomEvent of class  cc::EventDispatcher */
#ifndef TOLUA_DISABLE_tolua_cc_events_cc_EventDispatcher_dispatchCustomEvent00
static int tolua_cc_events_cc_EventDispatcher_dispatchCustomEvent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventDispatcher",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventDispatcher* self = (cc::EventDispatcher*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventDispatcher:dispatchCustomEvent'", NULL);
#endif
  const std::string eventName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->dispatchCustomEvent(eventName);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventDispatcher:dispatchCustomEvent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_events_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"Touch","cc.Touch","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"Touch");
    tolua_function(tolua_S,"getId",tolua_cc_events_cc_Touch_getId00);
    tolua_function(tolua_S,"getLocation",tolua_cc_events_cc_Touch_getLocation00);
    tolua_function(tolua_S,"getPreviousLocation",tolua_cc_events_cc_Touch_getPreviousLocation00);
    tolua_function(tolua_S,"getStartLocation",tolua_cc_events_cc_Touch_getStartLocation00);
    tolua_function(tolua_S,"getDelta",tolua_cc_events_cc_Touch_getDelta00);
    tolua_function(tolua_S,"getLocationInView",tolua_cc_events_cc_Touch_getLocationInView00);
    tolua_function(tolua_S,"getPreviousLocationInView",tolua_cc_events_cc_Touch_getPreviousLocationInView00);
    tolua_function(tolua_S,"getStartLocationInView",tolua_cc_events_cc_Touch_getStartLocationInView00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Event","cc.Event","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"Event");
    tolua_function(tolua_S,"getType",tolua_cc_events_cc_Event_getType00);
    tolua_function(tolua_S,"getCurrentTarget",tolua_cc_events_cc_Event_getCurrentTarget00);
    tolua_function(tolua_S,"stopPropagation",tolua_cc_events_cc_Event_stopPropagation00);
    tolua_function(tolua_S,"isStopped",tolua_cc_events_cc_Event_isStopped00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventKeyboard","cc.EventKeyboard","cc.Event",NULL);
   tolua_beginmodule(tolua_S,"EventKeyboard");
    tolua_function(tolua_S,"isPressed",tolua_cc_events_cc_EventKeyboard_isPressed00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventTouch","cc.EventTouch","cc.Event",NULL);
   tolua_beginmodule(tolua_S,"EventTouch");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventMouse","cc.EventMouse","cc.Event",NULL);
   tolua_beginmodule(tolua_S,"EventMouse");
    tolua_function(tolua_S,"getMouseButton",tolua_cc_events_cc_EventMouse_getMouseButton00);
    tolua_function(tolua_S,"getCursorX",tolua_cc_events_cc_EventMouse_getCursorX00);
    tolua_function(tolua_S,"getCursorY",tolua_cc_events_cc_EventMouse_getCursorY00);
    tolua_function(tolua_S,"getLocation",tolua_cc_events_cc_EventMouse_getLocation00);
    tolua_function(tolua_S,"getPreviousLocation",tolua_cc_events_cc_EventMouse_getPreviousLocation00);
    tolua_function(tolua_S,"getDelta",tolua_cc_events_cc_EventMouse_getDelta00);
    tolua_function(tolua_S,"getScrollX",tolua_cc_events_cc_EventMouse_getScrollX00);
    tolua_function(tolua_S,"getScrollY",tolua_cc_events_cc_EventMouse_getScrollY00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventCustom","cc.EventCustom","cc.Event",NULL);
   tolua_beginmodule(tolua_S,"EventCustom");
    tolua_function(tolua_S,"getEventName",tolua_cc_events_cc_EventCustom_getEventName00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventListener","cc.EventListener","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"EventListener");
    tolua_function(tolua_S,"setEnabled",tolua_cc_events_cc_EventListener_setEnabled00);
    tolua_function(tolua_S,"isEnabled",tolua_cc_events_cc_EventListener_isEnabled00);
    tolua_function(tolua_S,"isRegistered",tolua_cc_events_cc_EventListener_isRegistered00);
    tolua_function(tolua_S,"isPaused",tolua_cc_events_cc_EventListener_isPaused00);
    tolua_function(tolua_S,"getFixedPriority",tolua_cc_events_cc_EventListener_getFixedPriority00);
    tolua_function(tolua_S,"getAssociatedNode",tolua_cc_events_cc_EventListener_getAssociatedNode00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventListenerKeyboard","cc.EventListenerKeyboard","cc.EventListener",NULL);
   tolua_beginmodule(tolua_S,"EventListenerKeyboard");
    tolua_function(tolua_S,"create",tolua_cc_events_cc_EventListenerKeyboard_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventListenerTouchOneByOne","cc.EventListenerTouchOneByOne","cc.EventListener",NULL);
   tolua_beginmodule(tolua_S,"EventListenerTouchOneByOne");
    tolua_function(tolua_S,"create",tolua_cc_events_cc_EventListenerTouchOneByOne_create00);
    tolua_function(tolua_S,"setSwallowTouches",tolua_cc_events_cc_EventListenerTouchOneByOne_setSwallowTouches00);
    tolua_function(tolua_S,"isSwallowTouches",tolua_cc_events_cc_EventListenerTouchOneByOne_isSwallowTouches00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventListenerTouchAllAtOnce","cc.EventListenerTouchAllAtOnce","cc.EventListener",NULL);
   tolua_beginmodule(tolua_S,"EventListenerTouchAllAtOnce");
    tolua_function(tolua_S,"create",tolua_cc_events_cc_EventListenerTouchAllAtOnce_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventListenerMouse","cc.EventListenerMouse","cc.EventListener",NULL);
   tolua_beginmodule(tolua_S,"EventListenerMouse");
    tolua_function(tolua_S,"create",tolua_cc_events_cc_EventListenerMouse_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventListenerCustom","cc.EventListenerCustom","cc.EventListener",NULL);
   tolua_beginmodule(tolua_S,"EventListenerCustom");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventDispatcher","cc.EventDispatcher","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"EventDispatcher");
    tolua_function(tolua_S,"addEventListenerWithSceneGraphPriority",tolua_cc_events_cc_EventDispatcher_addEventListenerWithSceneGraphPriority00);
    tolua_function(tolua_S,"addEventListenerWithFixedPriority",tolua_cc_events_cc_EventDispatcher_addEventListenerWithFixedPriority00);
    tolua_function(tolua_S,"removeEventListener",tolua_cc_events_cc_EventDispatcher_removeEventListener00);
    tolua_function(tolua_S,"removeEventListenersForTarget",tolua_cc_events_cc_EventDispatcher_removeEventListenersForTarget00);
    tolua_function(tolua_S,"removeCustomEventListeners",tolua_cc_events_cc_EventDispatcher_removeCustomEventListeners00);
    tolua_function(tolua_S,"removeAllEventListeners",tolua_cc_events_cc_EventDispatcher_removeAllEventListeners00);
    tolua_function(tolua_S,"pauseEventListenersForTarget",tolua_cc_events_cc_EventDispatcher_pauseEventListenersForTarget00);
    tolua_function(tolua_S,"resumeEventListenersForTarget",tolua_cc_events_cc_EventDispatcher_resumeEventListenersForTarget00);
    tolua_function(tolua_S,"setPriority",tolua_cc_events_cc_EventDispatcher_setPriority00);
    tolua_function(tolua_S,"setEnabled",tolua_cc_events_cc_EventDispatcher_setEnabled00);
    tolua_function(tolua_S,"isEnabled",tolua_cc_events_cc_EventDispatcher_isEnabled00);
    tolua_function(tolua_S,"dispatchEvent",tolua_cc_events_cc_EventDispatcher_dispatchEvent00);
    tolua_function(tolua_S,"dispatchCustomEvent",tolua_cc_events_cc_EventDispatcher_dispatchCustomEvent00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_events (lua_State* tolua_S) {
 return tolua_cc_events_open(tolua_S);
};
#endif


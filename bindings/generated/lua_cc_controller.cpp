/*
** Lua binding: cc_controller
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
TOLUA_API int  tolua_cc_controller_open (lua_State* tolua_S);

#include "events/Controller.h"
#include "events/EventController.h"
#include "events/EventListenerController.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.Event");
 Mtolua_typeid(tolua_S,typeid(cc::Event), "cc.Event");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.EventController");
 Mtolua_typeid(tolua_S,typeid(cc::EventController), "cc.EventController");
 tolua_usertype(tolua_S,"cc.EventListenerController");
 Mtolua_typeid(tolua_S,typeid(cc::EventListenerController), "cc.EventListenerController");
 tolua_usertype(tolua_S,"cc.Controller");
 Mtolua_typeid(tolua_S,typeid(cc::Controller), "cc.Controller");
 tolua_usertype(tolua_S,"cc.EventListener");
 Mtolua_typeid(tolua_S,typeid(cc::EventListener), "cc.EventListener");
}

/* method: getControllerByTag of class  cc::Controller */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_Controller_getControllerByTag00
static int tolua_cc_controller_cc_Controller_getControllerByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Controller",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int tag = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::Controller* tolua_ret = (cc::Controller*)  cc::Controller::getControllerByTag(tag);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Controller");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Controller:getControllerByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getControllerByDeviceId of class  cc::Controller */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_Controller_getControllerByDeviceId00
static int tolua_cc_controller_cc_Controller_getControllerByDeviceId00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Controller",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int deviceId = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::Controller* tolua_ret = (cc::Controller*)  cc::Controller::getControllerByDeviceId(deviceId);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Controller");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Controller:getControllerByDeviceId'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: startDiscoveryController of class  cc::Controller */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_Controller_startDiscoveryController00
static int tolua_cc_controller_cc_Controller_startDiscoveryController00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Controller",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Controller::startDiscoveryController();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Controller:startDiscoveryController'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopDiscoveryController of class  cc::Controller */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_Controller_stopDiscoveryController00
static int tolua_cc_controller_cc_Controller_stopDiscoveryController00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Controller",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Controller::stopDiscoveryController();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Controller:stopDiscoveryController'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDeviceName of class  cc::Controller */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_Controller_getDeviceName00
static int tolua_cc_controller_cc_Controller_getDeviceName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Controller",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Controller* self = (const cc::Controller*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Controller:getDeviceName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getDeviceName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Controller:getDeviceName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDeviceId of class  cc::Controller */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_Controller_getDeviceId00
static int tolua_cc_controller_cc_Controller_getDeviceId00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Controller",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Controller* self = (const cc::Controller*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Controller:getDeviceId'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getDeviceId();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Controller:getDeviceId'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isConnected of class  cc::Controller */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_Controller_isConnected00
static int tolua_cc_controller_cc_Controller_isConnected00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Controller",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Controller* self = (const cc::Controller*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Controller:isConnected'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isConnected();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Controller:isConnected'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: receiveExternalKeyEvent of class  cc::Controller */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_Controller_receiveExternalKeyEvent00
static int tolua_cc_controller_cc_Controller_receiveExternalKeyEvent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Controller",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Controller* self = (cc::Controller*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Controller:receiveExternalKeyEvent'", NULL);
#endif
  int externalKeyCode = ((int)  lua_tonumber(tolua_S,2));
  bool receive = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->receiveExternalKeyEvent(externalKeyCode,receive);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Controller:receiveExternalKeyEvent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTag of class  cc::Controller */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_Controller_setTag00
static int tolua_cc_controller_cc_Controller_setTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Controller",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Controller* self = (cc::Controller*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Controller:setTag'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Controller:setTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTag of class  cc::Controller */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_Controller_getTag00
static int tolua_cc_controller_cc_Controller_getTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Controller",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Controller* self = (const cc::Controller*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Controller:getTag'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getTag();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Controller:getTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getControllerEventType of class  cc::EventController */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_EventController_getControllerEventType00
static int tolua_cc_controller_cc_EventController_getControllerEventType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventController",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventController* self = (const cc::EventController*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventController:getControllerEventType'", NULL);
#endif
  {
   cc::EventController::ControllerEventType tolua_ret = (cc::EventController::ControllerEventType)  self->getControllerEventType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventController:getControllerEventType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getController of class  cc::EventController */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_EventController_getController00
static int tolua_cc_controller_cc_EventController_getController00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventController",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventController* self = (const cc::EventController*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventController:getController'", NULL);
#endif
  {
   cc::Controller* tolua_ret = (cc::Controller*)  self->getController();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Controller");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventController:getController'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getKeyCode of class  cc::EventController */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_EventController_getKeyCode00
static int tolua_cc_controller_cc_EventController_getKeyCode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventController",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventController* self = (const cc::EventController*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventController:getKeyCode'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getKeyCode();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventController:getKeyCode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setKeyCode of class  cc::EventController */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_EventController_setKeyCode00
static int tolua_cc_controller_cc_EventController_setKeyCode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventController",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventController* self = (cc::EventController*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventController:setKeyCode'", NULL);
#endif
  int keyCode = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setKeyCode(keyCode);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventController:setKeyCode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isConnected of class  cc::EventController */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_EventController_isConnected00
static int tolua_cc_controller_cc_EventController_isConnected00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EventController",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EventController* self = (const cc::EventController*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventController:isConnected'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isConnected();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventController:isConnected'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setConnectStatus of class  cc::EventController */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_EventController_setConnectStatus00
static int tolua_cc_controller_cc_EventController_setConnectStatus00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventController",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventController* self = (cc::EventController*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventController:setConnectStatus'", NULL);
#endif
  bool isConnected = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setConnectStatus(isConnected);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventController:setConnectStatus'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EventListenerController */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_EventListenerController_create00
static int tolua_cc_controller_cc_EventListenerController_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.EventListenerController",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::EventListenerController* tolua_ret = (cc::EventListenerController*)  cc::EventListenerController::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerController");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerController:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clone of class  cc::EventListenerController */
#ifndef TOLUA_DISABLE_tolua_cc_controller_cc_EventListenerController_clone00
static int tolua_cc_controller_cc_EventListenerController_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventListenerController",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventListenerController* self = (cc::EventListenerController*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListenerController:clone'", NULL);
#endif
  {
   cc::EventListenerController* tolua_ret = (cc::EventListenerController*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerController");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerController:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_controller_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"Controller","cc.Controller","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"Controller");
    tolua_function(tolua_S,"getControllerByTag",tolua_cc_controller_cc_Controller_getControllerByTag00);
    tolua_function(tolua_S,"getControllerByDeviceId",tolua_cc_controller_cc_Controller_getControllerByDeviceId00);
    tolua_function(tolua_S,"startDiscoveryController",tolua_cc_controller_cc_Controller_startDiscoveryController00);
    tolua_function(tolua_S,"stopDiscoveryController",tolua_cc_controller_cc_Controller_stopDiscoveryController00);
    tolua_function(tolua_S,"getDeviceName",tolua_cc_controller_cc_Controller_getDeviceName00);
    tolua_function(tolua_S,"getDeviceId",tolua_cc_controller_cc_Controller_getDeviceId00);
    tolua_function(tolua_S,"isConnected",tolua_cc_controller_cc_Controller_isConnected00);
    tolua_function(tolua_S,"receiveExternalKeyEvent",tolua_cc_controller_cc_Controller_receiveExternalKeyEvent00);
    tolua_function(tolua_S,"setTag",tolua_cc_controller_cc_Controller_setTag00);
    tolua_function(tolua_S,"getTag",tolua_cc_controller_cc_Controller_getTag00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventController","cc.EventController","cc.Event",NULL);
   tolua_beginmodule(tolua_S,"EventController");
    tolua_function(tolua_S,"getControllerEventType",tolua_cc_controller_cc_EventController_getControllerEventType00);
    tolua_function(tolua_S,"getController",tolua_cc_controller_cc_EventController_getController00);
    tolua_function(tolua_S,"getKeyCode",tolua_cc_controller_cc_EventController_getKeyCode00);
    tolua_function(tolua_S,"setKeyCode",tolua_cc_controller_cc_EventController_setKeyCode00);
    tolua_function(tolua_S,"isConnected",tolua_cc_controller_cc_EventController_isConnected00);
    tolua_function(tolua_S,"setConnectStatus",tolua_cc_controller_cc_EventController_setConnectStatus00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventListenerController","cc.EventListenerController","cc.EventListener",NULL);
   tolua_beginmodule(tolua_S,"EventListenerController");
    tolua_function(tolua_S,"create",tolua_cc_controller_cc_EventListenerController_create00);
    tolua_function(tolua_S,"clone",tolua_cc_controller_cc_EventListenerController_clone00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_controller (lua_State* tolua_S) {
 return tolua_cc_controller_open(tolua_S);
};
#endif


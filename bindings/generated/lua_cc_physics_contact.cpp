/*
** Lua binding: cc_physics_contact
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
TOLUA_API int  tolua_cc_physics_contact_open (lua_State* tolua_S);

#include "physics/EventListenerPhysicsContact.h"
#include "physics/PhysicsContact.h"

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
 tolua_usertype(tolua_S,"cc.PhysicsShape");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsShape), "cc.PhysicsShape");
 tolua_usertype(tolua_S,"cc.PhysicsBody");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsBody), "cc.PhysicsBody");
 tolua_usertype(tolua_S,"cc.PhysicsContact");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsContact), "cc.PhysicsContact");
 tolua_usertype(tolua_S,"cc.EventListenerPhysicsContactWithShapes");
 Mtolua_typeid(tolua_S,typeid(cc::EventListenerPhysicsContactWithShapes), "cc.EventListenerPhysicsContactWithShapes");
 tolua_usertype(tolua_S,"cc.EventCustom");
 Mtolua_typeid(tolua_S,typeid(cc::EventCustom), "cc.EventCustom");
 tolua_usertype(tolua_S,"cc.PhysicsContactPreSolve");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsContactPreSolve), "cc.PhysicsContactPreSolve");
 tolua_usertype(tolua_S,"cc.EventListenerPhysicsContactWithGroup");
 Mtolua_typeid(tolua_S,typeid(cc::EventListenerPhysicsContactWithGroup), "cc.EventListenerPhysicsContactWithGroup");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.EventListenerPhysicsContactWithBodies");
 Mtolua_typeid(tolua_S,typeid(cc::EventListenerPhysicsContactWithBodies), "cc.EventListenerPhysicsContactWithBodies");
 tolua_usertype(tolua_S,"cc.EventListenerCustom");
 Mtolua_typeid(tolua_S,typeid(cc::EventListenerCustom), "cc.EventListenerCustom");
 tolua_usertype(tolua_S,"cc.PhysicsContactPostSolve");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsContactPostSolve), "cc.PhysicsContactPostSolve");
 tolua_usertype(tolua_S,"cc.EventListenerPhysicsContact");
 Mtolua_typeid(tolua_S,typeid(cc::EventListenerPhysicsContact), "cc.EventListenerPhysicsContact");
}

/* method: getShapeA of class  cc::PhysicsContact */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContact_getShapeA00
static int tolua_cc_physics_contact_cc_PhysicsContact_getShapeA00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsContact",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsContact* self = (const cc::PhysicsContact*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContact:getShapeA'", NULL);
#endif
  {
   cc::PhysicsShape* tolua_ret = (cc::PhysicsShape*)  self->getShapeA();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShape");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContact:getShapeA'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getShapeB of class  cc::PhysicsContact */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContact_getShapeB00
static int tolua_cc_physics_contact_cc_PhysicsContact_getShapeB00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsContact",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsContact* self = (const cc::PhysicsContact*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContact:getShapeB'", NULL);
#endif
  {
   cc::PhysicsShape* tolua_ret = (cc::PhysicsShape*)  self->getShapeB();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShape");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContact:getShapeB'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEventCode of class  cc::PhysicsContact */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContact_getEventCode00
static int tolua_cc_physics_contact_cc_PhysicsContact_getEventCode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsContact",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsContact* self = (const cc::PhysicsContact*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContact:getEventCode'", NULL);
#endif
  {
   cc::PhysicsContact::EventCode tolua_ret = (cc::PhysicsContact::EventCode)  self->getEventCode();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContact:getEventCode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRestitution of class  cc::PhysicsContactPreSolve */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContactPreSolve_getRestitution00
static int tolua_cc_physics_contact_cc_PhysicsContactPreSolve_getRestitution00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsContactPreSolve",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsContactPreSolve* self = (const cc::PhysicsContactPreSolve*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContactPreSolve:getRestitution'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRestitution();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContactPreSolve:getRestitution'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFriction of class  cc::PhysicsContactPreSolve */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContactPreSolve_getFriction00
static int tolua_cc_physics_contact_cc_PhysicsContactPreSolve_getFriction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsContactPreSolve",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsContactPreSolve* self = (const cc::PhysicsContactPreSolve*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContactPreSolve:getFriction'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getFriction();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContactPreSolve:getFriction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSurfaceVelocity of class  cc::PhysicsContactPreSolve */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContactPreSolve_getSurfaceVelocity00
static int tolua_cc_physics_contact_cc_PhysicsContactPreSolve_getSurfaceVelocity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsContactPreSolve",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsContactPreSolve* self = (const cc::PhysicsContactPreSolve*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContactPreSolve:getSurfaceVelocity'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getSurfaceVelocity();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContactPreSolve:getSurfaceVelocity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRestitution of class  cc::PhysicsContactPreSolve */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContactPreSolve_setRestitution00
static int tolua_cc_physics_contact_cc_PhysicsContactPreSolve_setRestitution00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsContactPreSolve",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsContactPreSolve* self = (cc::PhysicsContactPreSolve*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContactPreSolve:setRestitution'", NULL);
#endif
  float restitution = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRestitution(restitution);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContactPreSolve:setRestitution'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFriction of class  cc::PhysicsContactPreSolve */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContactPreSolve_setFriction00
static int tolua_cc_physics_contact_cc_PhysicsContactPreSolve_setFriction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsContactPreSolve",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsContactPreSolve* self = (cc::PhysicsContactPreSolve*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContactPreSolve:setFriction'", NULL);
#endif
  float friction = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setFriction(friction);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContactPreSolve:setFriction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSurfaceVelocity of class  cc::PhysicsContactPreSolve */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContactPreSolve_setSurfaceVelocity00
static int tolua_cc_physics_contact_cc_PhysicsContactPreSolve_setSurfaceVelocity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsContactPreSolve",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsContactPreSolve* self = (cc::PhysicsContactPreSolve*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContactPreSolve:setSurfaceVelocity'", NULL);
#endif
  const cc::Vec2* velocity = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setSurfaceVelocity(*velocity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContactPreSolve:setSurfaceVelocity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: ignore of class  cc::PhysicsContactPreSolve */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContactPreSolve_ignore00
static int tolua_cc_physics_contact_cc_PhysicsContactPreSolve_ignore00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsContactPreSolve",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsContactPreSolve* self = (cc::PhysicsContactPreSolve*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContactPreSolve:ignore'", NULL);
#endif
  {
   self->ignore();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContactPreSolve:ignore'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRestitution of class  cc::PhysicsContactPostSolve */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContactPostSolve_getRestitution00
static int tolua_cc_physics_contact_cc_PhysicsContactPostSolve_getRestitution00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsContactPostSolve",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsContactPostSolve* self = (const cc::PhysicsContactPostSolve*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContactPostSolve:getRestitution'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRestitution();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContactPostSolve:getRestitution'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFriction of class  cc::PhysicsContactPostSolve */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContactPostSolve_getFriction00
static int tolua_cc_physics_contact_cc_PhysicsContactPostSolve_getFriction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsContactPostSolve",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsContactPostSolve* self = (const cc::PhysicsContactPostSolve*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContactPostSolve:getFriction'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getFriction();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContactPostSolve:getFriction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSurfaceVelocity of class  cc::PhysicsContactPostSolve */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_PhysicsContactPostSolve_getSurfaceVelocity00
static int tolua_cc_physics_contact_cc_PhysicsContactPostSolve_getSurfaceVelocity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsContactPostSolve",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsContactPostSolve* self = (const cc::PhysicsContactPostSolve*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsContactPostSolve:getSurfaceVelocity'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getSurfaceVelocity();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsContactPostSolve:getSurfaceVelocity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EventListenerPhysicsContact */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContact_create00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContact_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.EventListenerPhysicsContact",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::EventListenerPhysicsContact* tolua_ret = (cc::EventListenerPhysicsContact*)  cc::EventListenerPhysicsContact::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerPhysicsContact");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContact:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clone of class  cc::EventListenerPhysicsContact */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContact_clone00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContact_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventListenerPhysicsContact",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventListenerPhysicsContact* self = (cc::EventListenerPhysicsContact*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListenerPhysicsContact:clone'", NULL);
#endif
  {
   cc::EventListenerPhysicsContact* tolua_ret = (cc::EventListenerPhysicsContact*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerPhysicsContact");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContact:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: checkAvailable of class  cc::EventListenerPhysicsContact */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContact_checkAvailable00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContact_checkAvailable00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventListenerPhysicsContact",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventListenerPhysicsContact* self = (cc::EventListenerPhysicsContact*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListenerPhysicsContact:checkAvailable'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->checkAvailable();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContact:checkAvailable'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EventListenerPhysicsContactWithBodies */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithBodies_create00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithBodies_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.EventListenerPhysicsContactWithBodies",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* bodyA = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* bodyB = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  {
   cc::EventListenerPhysicsContactWithBodies* tolua_ret = (cc::EventListenerPhysicsContactWithBodies*)  cc::EventListenerPhysicsContactWithBodies::create(bodyA,bodyB);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerPhysicsContactWithBodies");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContactWithBodies:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clone of class  cc::EventListenerPhysicsContactWithBodies */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithBodies_clone00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithBodies_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventListenerPhysicsContactWithBodies",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventListenerPhysicsContactWithBodies* self = (cc::EventListenerPhysicsContactWithBodies*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListenerPhysicsContactWithBodies:clone'", NULL);
#endif
  {
   cc::EventListenerPhysicsContactWithBodies* tolua_ret = (cc::EventListenerPhysicsContactWithBodies*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerPhysicsContactWithBodies");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContactWithBodies:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: hitTest of class  cc::EventListenerPhysicsContactWithBodies */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithBodies_hitTest00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithBodies_hitTest00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventListenerPhysicsContactWithBodies",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventListenerPhysicsContactWithBodies* self = (cc::EventListenerPhysicsContactWithBodies*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListenerPhysicsContactWithBodies:hitTest'", NULL);
#endif
  cc::PhysicsShape* shapeA = ((cc::PhysicsShape*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsShape* shapeB = ((cc::PhysicsShape*)  kite_tousertype(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->hitTest(shapeA,shapeB);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContactWithBodies:hitTest'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EventListenerPhysicsContactWithShapes */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithShapes_create00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithShapes_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.EventListenerPhysicsContactWithShapes",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* shapeA = ((cc::PhysicsShape*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsShape* shapeB = ((cc::PhysicsShape*)  kite_tousertype(tolua_S,3,0));
  {
   cc::EventListenerPhysicsContactWithShapes* tolua_ret = (cc::EventListenerPhysicsContactWithShapes*)  cc::EventListenerPhysicsContactWithShapes::create(shapeA,shapeB);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerPhysicsContactWithShapes");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContactWithShapes:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clone of class  cc::EventListenerPhysicsContactWithShapes */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithShapes_clone00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithShapes_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventListenerPhysicsContactWithShapes",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventListenerPhysicsContactWithShapes* self = (cc::EventListenerPhysicsContactWithShapes*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListenerPhysicsContactWithShapes:clone'", NULL);
#endif
  {
   cc::EventListenerPhysicsContactWithShapes* tolua_ret = (cc::EventListenerPhysicsContactWithShapes*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerPhysicsContactWithShapes");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContactWithShapes:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: hitTest of class  cc::EventListenerPhysicsContactWithShapes */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithShapes_hitTest00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithShapes_hitTest00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventListenerPhysicsContactWithShapes",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventListenerPhysicsContactWithShapes* self = (cc::EventListenerPhysicsContactWithShapes*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListenerPhysicsContactWithShapes:hitTest'", NULL);
#endif
  cc::PhysicsShape* shapeA = ((cc::PhysicsShape*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsShape* shapeB = ((cc::PhysicsShape*)  kite_tousertype(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->hitTest(shapeA,shapeB);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContactWithShapes:hitTest'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EventListenerPhysicsContactWithGroup */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithGroup_create00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithGroup_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.EventListenerPhysicsContactWithGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int group = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::EventListenerPhysicsContactWithGroup* tolua_ret = (cc::EventListenerPhysicsContactWithGroup*)  cc::EventListenerPhysicsContactWithGroup::create(group);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerPhysicsContactWithGroup");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContactWithGroup:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clone of class  cc::EventListenerPhysicsContactWithGroup */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithGroup_clone00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithGroup_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventListenerPhysicsContactWithGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventListenerPhysicsContactWithGroup* self = (cc::EventListenerPhysicsContactWithGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListenerPhysicsContactWithGroup:clone'", NULL);
#endif
  {
   cc::EventListenerPhysicsContactWithGroup* tolua_ret = (cc::EventListenerPhysicsContactWithGroup*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EventListenerPhysicsContactWithGroup");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContactWithGroup:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: hitTest of class  cc::EventListenerPhysicsContactWithGroup */
#ifndef TOLUA_DISABLE_tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithGroup_hitTest00
static int tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithGroup_hitTest00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertype(tolua_S,1,"cc.EventListenerPhysicsContactWithGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EventListenerPhysicsContactWithGroup* self = (cc::EventListenerPhysicsContactWithGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EventListenerPhysicsContactWithGroup:hitTest'", NULL);
#endif
  cc::PhysicsShape* shapeA = ((cc::PhysicsShape*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsShape* shapeB = ((cc::PhysicsShape*)  kite_tousertype(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->hitTest(shapeA,shapeB);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EventListenerPhysicsContactWithGroup:hitTest'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_physics_contact_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"PhysicsContact","cc.PhysicsContact","cc.EventCustom",NULL);
   tolua_beginmodule(tolua_S,"PhysicsContact");
    tolua_function(tolua_S,"getShapeA",tolua_cc_physics_contact_cc_PhysicsContact_getShapeA00);
    tolua_function(tolua_S,"getShapeB",tolua_cc_physics_contact_cc_PhysicsContact_getShapeB00);
    tolua_function(tolua_S,"getEventCode",tolua_cc_physics_contact_cc_PhysicsContact_getEventCode00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsContactPreSolve","cc.PhysicsContactPreSolve","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"PhysicsContactPreSolve");
    tolua_function(tolua_S,"getRestitution",tolua_cc_physics_contact_cc_PhysicsContactPreSolve_getRestitution00);
    tolua_function(tolua_S,"getFriction",tolua_cc_physics_contact_cc_PhysicsContactPreSolve_getFriction00);
    tolua_function(tolua_S,"getSurfaceVelocity",tolua_cc_physics_contact_cc_PhysicsContactPreSolve_getSurfaceVelocity00);
    tolua_function(tolua_S,"setRestitution",tolua_cc_physics_contact_cc_PhysicsContactPreSolve_setRestitution00);
    tolua_function(tolua_S,"setFriction",tolua_cc_physics_contact_cc_PhysicsContactPreSolve_setFriction00);
    tolua_function(tolua_S,"setSurfaceVelocity",tolua_cc_physics_contact_cc_PhysicsContactPreSolve_setSurfaceVelocity00);
    tolua_function(tolua_S,"ignore",tolua_cc_physics_contact_cc_PhysicsContactPreSolve_ignore00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsContactPostSolve","cc.PhysicsContactPostSolve","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"PhysicsContactPostSolve");
    tolua_function(tolua_S,"getRestitution",tolua_cc_physics_contact_cc_PhysicsContactPostSolve_getRestitution00);
    tolua_function(tolua_S,"getFriction",tolua_cc_physics_contact_cc_PhysicsContactPostSolve_getFriction00);
    tolua_function(tolua_S,"getSurfaceVelocity",tolua_cc_physics_contact_cc_PhysicsContactPostSolve_getSurfaceVelocity00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventListenerPhysicsContact","cc.EventListenerPhysicsContact","cc.EventListenerCustom",NULL);
   tolua_beginmodule(tolua_S,"EventListenerPhysicsContact");
    tolua_function(tolua_S,"create",tolua_cc_physics_contact_cc_EventListenerPhysicsContact_create00);
    tolua_function(tolua_S,"clone",tolua_cc_physics_contact_cc_EventListenerPhysicsContact_clone00);
    tolua_function(tolua_S,"checkAvailable",tolua_cc_physics_contact_cc_EventListenerPhysicsContact_checkAvailable00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventListenerPhysicsContactWithBodies","cc.EventListenerPhysicsContactWithBodies","cc.EventListenerPhysicsContact",NULL);
   tolua_beginmodule(tolua_S,"EventListenerPhysicsContactWithBodies");
    tolua_function(tolua_S,"create",tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithBodies_create00);
    tolua_function(tolua_S,"clone",tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithBodies_clone00);
    tolua_function(tolua_S,"hitTest",tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithBodies_hitTest00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventListenerPhysicsContactWithShapes","cc.EventListenerPhysicsContactWithShapes","cc.EventListenerPhysicsContact",NULL);
   tolua_beginmodule(tolua_S,"EventListenerPhysicsContactWithShapes");
    tolua_function(tolua_S,"create",tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithShapes_create00);
    tolua_function(tolua_S,"clone",tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithShapes_clone00);
    tolua_function(tolua_S,"hitTest",tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithShapes_hitTest00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EventListenerPhysicsContactWithGroup","cc.EventListenerPhysicsContactWithGroup","cc.EventListenerPhysicsContact",NULL);
   tolua_beginmodule(tolua_S,"EventListenerPhysicsContactWithGroup");
    tolua_function(tolua_S,"create",tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithGroup_create00);
    tolua_function(tolua_S,"clone",tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithGroup_clone00);
    tolua_function(tolua_S,"hitTest",tolua_cc_physics_contact_cc_EventListenerPhysicsContactWithGroup_hitTest00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_physics_contact (lua_State* tolua_S) {
 return tolua_cc_physics_contact_open(tolua_S);
};
#endif


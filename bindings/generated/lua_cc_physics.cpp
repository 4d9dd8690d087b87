/*
** Lua binding: cc_physics
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
TOLUA_API int  tolua_cc_physics_open (lua_State* tolua_S);

#include "physics/PhysicsBody.h"
#include "physics/PhysicsShape.h"
#include "physics/PhysicsWorld.h"
#include "scene/Node.h"
#include "scene/Scene.h"

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
 tolua_usertype(tolua_S,"cc.PhysicsWorld");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsWorld), "cc.PhysicsWorld");
 tolua_usertype(tolua_S,"cc.Scene");
 Mtolua_typeid(tolua_S,typeid(cc::Scene), "cc.Scene");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.PhysicsShapeCircle");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsShapeCircle), "cc.PhysicsShapeCircle");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
}

/* method: getBody of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getBody00
static int tolua_cc_physics_cc_PhysicsShape_getBody00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getBody'", NULL);
#endif
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  self->getBody();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getBody'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getType of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getType00
static int tolua_cc_physics_cc_PhysicsShape_getType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getType'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getArea of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getArea00
static int tolua_cc_physics_cc_PhysicsShape_getArea00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getArea'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getArea();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getArea'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMoment of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getMoment00
static int tolua_cc_physics_cc_PhysicsShape_getMoment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getMoment'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getMoment();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getMoment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMoment of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setMoment00
static int tolua_cc_physics_cc_PhysicsShape_setMoment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setMoment'", NULL);
#endif
  float moment = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMoment(moment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setMoment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTag of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setTag00
static int tolua_cc_physics_cc_PhysicsShape_setTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setTag'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTag of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getTag00
static int tolua_cc_physics_cc_PhysicsShape_getTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getTag'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getTag();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMass of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getMass00
static int tolua_cc_physics_cc_PhysicsShape_getMass00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getMass'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getMass();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getMass'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMass of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setMass00
static int tolua_cc_physics_cc_PhysicsShape_setMass00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setMass'", NULL);
#endif
  float mass = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMass(mass);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setMass'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDensity of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getDensity00
static int tolua_cc_physics_cc_PhysicsShape_getDensity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getDensity'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getDensity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getDensity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDensity of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setDensity00
static int tolua_cc_physics_cc_PhysicsShape_setDensity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setDensity'", NULL);
#endif
  float density = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setDensity(density);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setDensity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRestitution of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getRestitution00
static int tolua_cc_physics_cc_PhysicsShape_getRestitution00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getRestitution'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRestitution();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getRestitution'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRestitution of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setRestitution00
static int tolua_cc_physics_cc_PhysicsShape_setRestitution00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setRestitution'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setRestitution'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFriction of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getFriction00
static int tolua_cc_physics_cc_PhysicsShape_getFriction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getFriction'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getFriction();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getFriction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFriction of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setFriction00
static int tolua_cc_physics_cc_PhysicsShape_setFriction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setFriction'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setFriction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMaterial of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getMaterial00
static int tolua_cc_physics_cc_PhysicsShape_getMaterial00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getMaterial'", NULL);
#endif
  {
   const cc::PhysicsMaterial& tolua_ret = (const cc::PhysicsMaterial&)  self->getMaterial();
    kite_push_PhysicsMaterial(tolua_S,(void*)&tolua_ret,"const cc.PhysicsMaterial");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getMaterial'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMaterial of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setMaterial00
static int tolua_cc_physics_cc_PhysicsShape_setMaterial00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,2,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setMaterial'", NULL);
#endif
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,2,0));
  {
   self->setMaterial(*material);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setMaterial'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isSensor of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_isSensor00
static int tolua_cc_physics_cc_PhysicsShape_isSensor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:isSensor'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isSensor();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:isSensor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSensor of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setSensor00
static int tolua_cc_physics_cc_PhysicsShape_setSensor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setSensor'", NULL);
#endif
  bool sensor = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setSensor(sensor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setSensor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOffset of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getOffset00
static int tolua_cc_physics_cc_PhysicsShape_getOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getOffset'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getOffset();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCenter of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getCenter00
static int tolua_cc_physics_cc_PhysicsShape_getCenter00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getCenter'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getCenter();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getCenter'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: calculateDefaultMoment of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_calculateDefaultMoment00
static int tolua_cc_physics_cc_PhysicsShape_calculateDefaultMoment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:calculateDefaultMoment'", NULL);
#endif
  {
   float tolua_ret = (float)  self->calculateDefaultMoment();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:calculateDefaultMoment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: containsPoint of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_containsPoint00
static int tolua_cc_physics_cc_PhysicsShape_containsPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:containsPoint'", NULL);
#endif
  const cc::Vec2* point = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->containsPoint(*point);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:containsPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCategoryBitmask of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setCategoryBitmask00
static int tolua_cc_physics_cc_PhysicsShape_setCategoryBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setCategoryBitmask'", NULL);
#endif
  int bitmask = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setCategoryBitmask(bitmask);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setCategoryBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCategoryBitmask of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getCategoryBitmask00
static int tolua_cc_physics_cc_PhysicsShape_getCategoryBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getCategoryBitmask'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getCategoryBitmask();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getCategoryBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setContactTestBitmask of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setContactTestBitmask00
static int tolua_cc_physics_cc_PhysicsShape_setContactTestBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setContactTestBitmask'", NULL);
#endif
  int bitmask = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setContactTestBitmask(bitmask);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setContactTestBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getContactTestBitmask of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getContactTestBitmask00
static int tolua_cc_physics_cc_PhysicsShape_getContactTestBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getContactTestBitmask'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getContactTestBitmask();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getContactTestBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCollisionBitmask of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setCollisionBitmask00
static int tolua_cc_physics_cc_PhysicsShape_setCollisionBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setCollisionBitmask'", NULL);
#endif
  int bitmask = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setCollisionBitmask(bitmask);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setCollisionBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCollisionBitmask of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getCollisionBitmask00
static int tolua_cc_physics_cc_PhysicsShape_getCollisionBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getCollisionBitmask'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getCollisionBitmask();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getCollisionBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setGroup of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_setGroup00
static int tolua_cc_physics_cc_PhysicsShape_setGroup00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsShape* self = (cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:setGroup'", NULL);
#endif
  int group = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setGroup(group);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:setGroup'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getGroup of class  cc::PhysicsShape */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShape_getGroup00
static int tolua_cc_physics_cc_PhysicsShape_getGroup00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShape",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShape* self = (const cc::PhysicsShape*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShape:getGroup'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getGroup();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShape:getGroup'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeCircle */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShapeCircle_create00
static int tolua_cc_physics_cc_PhysicsShapeCircle_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeCircle",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float radius = ((float)  lua_tonumber(tolua_S,2));
  {
   cc::PhysicsShapeCircle* tolua_ret = (cc::PhysicsShapeCircle*)  cc::PhysicsShapeCircle::create(radius);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeCircle");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeCircle:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeCircle */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShapeCircle_create01
static int tolua_cc_physics_cc_PhysicsShapeCircle_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeCircle",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,3,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float radius = ((float)  lua_tonumber(tolua_S,2));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,3,0));
  {
   cc::PhysicsShapeCircle* tolua_ret = (cc::PhysicsShapeCircle*)  cc::PhysicsShapeCircle::create(radius,*material);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeCircle");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsShapeCircle_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeCircle */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShapeCircle_create02
static int tolua_cc_physics_cc_PhysicsShapeCircle_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeCircle",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,3,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float radius = ((float)  lua_tonumber(tolua_S,2));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,3,0));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  {
   cc::PhysicsShapeCircle* tolua_ret = (cc::PhysicsShapeCircle*)  cc::PhysicsShapeCircle::create(radius,*material,*offset);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeCircle");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsShapeCircle_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: calculateArea of class  cc::PhysicsShapeCircle */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShapeCircle_calculateArea00
static int tolua_cc_physics_cc_PhysicsShapeCircle_calculateArea00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeCircle",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float radius = ((float)  lua_tonumber(tolua_S,2));
  {
   float tolua_ret = (float)  cc::PhysicsShapeCircle::calculateArea(radius);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeCircle:calculateArea'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: calculateMoment of class  cc::PhysicsShapeCircle */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShapeCircle_calculateMoment00
static int tolua_cc_physics_cc_PhysicsShapeCircle_calculateMoment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeCircle",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float mass = ((float)  lua_tonumber(tolua_S,2));
  float radius = ((float)  lua_tonumber(tolua_S,3));
  {
   float tolua_ret = (float)  cc::PhysicsShapeCircle::calculateMoment(mass,radius);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeCircle:calculateMoment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: calculateMoment of class  cc::PhysicsShapeCircle */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShapeCircle_calculateMoment01
static int tolua_cc_physics_cc_PhysicsShapeCircle_calculateMoment01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeCircle",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float mass = ((float)  lua_tonumber(tolua_S,2));
  float radius = ((float)  lua_tonumber(tolua_S,3));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  {
   float tolua_ret = (float)  cc::PhysicsShapeCircle::calculateMoment(mass,radius,*offset);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsShapeCircle_calculateMoment00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRadius of class  cc::PhysicsShapeCircle */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsShapeCircle_getRadius00
static int tolua_cc_physics_cc_PhysicsShapeCircle_getRadius00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShapeCircle",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShapeCircle* self = (const cc::PhysicsShapeCircle*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShapeCircle:getRadius'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRadius();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeCircle:getRadius'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_create00
static int tolua_cc_physics_cc_PhysicsBody_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_create01
static int tolua_cc_physics_cc_PhysicsBody_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float mass = ((float)  lua_tonumber(tolua_S,2));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::create(mass);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_create02
static int tolua_cc_physics_cc_PhysicsBody_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float mass = ((float)  lua_tonumber(tolua_S,2));
  float moment = ((float)  lua_tonumber(tolua_S,3));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::create(mass,moment);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createCircle of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createCircle00
static int tolua_cc_physics_cc_PhysicsBody_createCircle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float radius = ((float)  lua_tonumber(tolua_S,2));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createCircle(radius);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:createCircle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createCircle of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createCircle01
static int tolua_cc_physics_cc_PhysicsBody_createCircle01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,3,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float radius = ((float)  lua_tonumber(tolua_S,2));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,3,0));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createCircle(radius,*material);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_createCircle00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createCircle of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createCircle02
static int tolua_cc_physics_cc_PhysicsBody_createCircle02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,3,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float radius = ((float)  lua_tonumber(tolua_S,2));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,3,0));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createCircle(radius,*material,*offset);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_createCircle01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createBox of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createBox00
static int tolua_cc_physics_cc_PhysicsBody_createBox00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createBox(*size);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:createBox'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createBox of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createBox01
static int tolua_cc_physics_cc_PhysicsBody_createBox01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,3,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,3,0));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createBox(*size,*material);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_createBox00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createBox of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createBox02
static int tolua_cc_physics_cc_PhysicsBody_createBox02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,3,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,3,0));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createBox(*size,*material,*offset);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_createBox01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createEdgeSegment of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createEdgeSegment00
static int tolua_cc_physics_cc_PhysicsBody_createEdgeSegment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Vec2* a = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* b = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createEdgeSegment(*a,*b);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:createEdgeSegment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createEdgeSegment of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createEdgeSegment01
static int tolua_cc_physics_cc_PhysicsBody_createEdgeSegment01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,4,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Vec2* a = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* b = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,4,0));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createEdgeSegment(*a,*b,*material);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_createEdgeSegment00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createEdgeSegment of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createEdgeSegment02
static int tolua_cc_physics_cc_PhysicsBody_createEdgeSegment02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,4,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Vec2* a = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* b = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,4,0));
  float border = ((float)  lua_tonumber(tolua_S,5));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createEdgeSegment(*a,*b,*material,border);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_createEdgeSegment01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createEdgeBox of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createEdgeBox00
static int tolua_cc_physics_cc_PhysicsBody_createEdgeBox00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createEdgeBox(*size);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:createEdgeBox'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createEdgeBox of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createEdgeBox01
static int tolua_cc_physics_cc_PhysicsBody_createEdgeBox01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,3,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,3,0));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createEdgeBox(*size,*material);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_createEdgeBox00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createEdgeBox of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createEdgeBox02
static int tolua_cc_physics_cc_PhysicsBody_createEdgeBox02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,3,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,3,0));
  float border = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createEdgeBox(*size,*material,border);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_createEdgeBox01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createEdgeBox of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_createEdgeBox03
static int tolua_cc_physics_cc_PhysicsBody_createEdgeBox03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,3,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,3,0));
  float border = ((float)  lua_tonumber(tolua_S,4));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  cc::PhysicsBody::createEdgeBox(*size,*material,border,*offset);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_createEdgeBox02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: addShape of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_addShape00
static int tolua_cc_physics_cc_PhysicsBody_addShape00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:addShape'", NULL);
#endif
  cc::PhysicsShape* shape = ((cc::PhysicsShape*)  kite_tousertype(tolua_S,2,0));
  bool addMassAndMoment = ((bool)  tolua_toboolean(tolua_S,3,true));
  {
   cc::PhysicsShape* tolua_ret = (cc::PhysicsShape*)  self->addShape(shape,addMassAndMoment);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShape");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:addShape'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeShape of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_removeShape00
static int tolua_cc_physics_cc_PhysicsBody_removeShape00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:removeShape'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  bool reduceMassAndMoment = ((bool)  tolua_toboolean(tolua_S,3,true));
  {
   self->removeShape(tag,reduceMassAndMoment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:removeShape'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeShape of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_removeShape01
static int tolua_cc_physics_cc_PhysicsBody_removeShape01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsShape",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:removeShape'", NULL);
#endif
  cc::PhysicsShape* shape = ((cc::PhysicsShape*)  kite_tousertype(tolua_S,2,0));
  bool reduceMassAndMoment = ((bool)  tolua_toboolean(tolua_S,3,true));
  {
   self->removeShape(shape,reduceMassAndMoment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_removeShape00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllShapes of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_removeAllShapes00
static int tolua_cc_physics_cc_PhysicsBody_removeAllShapes00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:removeAllShapes'", NULL);
#endif
  bool reduceMassAndMoment = ((bool)  tolua_toboolean(tolua_S,2,true));
  {
   self->removeAllShapes(reduceMassAndMoment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:removeAllShapes'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFirstShape of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getFirstShape00
static int tolua_cc_physics_cc_PhysicsBody_getFirstShape00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getFirstShape'", NULL);
#endif
  {
   cc::PhysicsShape* tolua_ret = (cc::PhysicsShape*)  self->getFirstShape();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShape");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getFirstShape'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getShape of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getShape00
static int tolua_cc_physics_cc_PhysicsBody_getShape00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getShape'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::PhysicsShape* tolua_ret = (cc::PhysicsShape*)  self->getShape(tag);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShape");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getShape'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getNode of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getNode00
static int tolua_cc_physics_cc_PhysicsBody_getNode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getNode'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getNode();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getNode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getWorld of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getWorld00
static int tolua_cc_physics_cc_PhysicsBody_getWorld00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getWorld'", NULL);
#endif
  {
   cc::PhysicsWorld* tolua_ret = (cc::PhysicsWorld*)  self->getWorld();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsWorld");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getWorld'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeFromWorld of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_removeFromWorld00
static int tolua_cc_physics_cc_PhysicsBody_removeFromWorld00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:removeFromWorld'", NULL);
#endif
  {
   self->removeFromWorld();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:removeFromWorld'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDynamic of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setDynamic00
static int tolua_cc_physics_cc_PhysicsBody_setDynamic00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setDynamic'", NULL);
#endif
  bool dynamic = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setDynamic(dynamic);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setDynamic'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isDynamic of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_isDynamic00
static int tolua_cc_physics_cc_PhysicsBody_isDynamic00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:isDynamic'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isDynamic();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:isDynamic'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setGravityEnable of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setGravityEnable00
static int tolua_cc_physics_cc_PhysicsBody_setGravityEnable00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setGravityEnable'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setGravityEnable(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setGravityEnable'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isGravityEnabled of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_isGravityEnabled00
static int tolua_cc_physics_cc_PhysicsBody_isGravityEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:isGravityEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isGravityEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:isGravityEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRotationEnable of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setRotationEnable00
static int tolua_cc_physics_cc_PhysicsBody_setRotationEnable00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setRotationEnable'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setRotationEnable(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setRotationEnable'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isRotationEnabled of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_isRotationEnabled00
static int tolua_cc_physics_cc_PhysicsBody_isRotationEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:isRotationEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isRotationEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:isRotationEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEnabled of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setEnabled00
static int tolua_cc_physics_cc_PhysicsBody_setEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setEnabled'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setEnabled(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isEnabled of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_isEnabled00
static int tolua_cc_physics_cc_PhysicsBody_isEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:isEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:isEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMass of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setMass00
static int tolua_cc_physics_cc_PhysicsBody_setMass00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setMass'", NULL);
#endif
  float mass = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMass(mass);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setMass'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMass of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getMass00
static int tolua_cc_physics_cc_PhysicsBody_getMass00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getMass'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getMass();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getMass'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addMass of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_addMass00
static int tolua_cc_physics_cc_PhysicsBody_addMass00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:addMass'", NULL);
#endif
  float mass = ((float)  lua_tonumber(tolua_S,2));
  {
   self->addMass(mass);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:addMass'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMoment of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setMoment00
static int tolua_cc_physics_cc_PhysicsBody_setMoment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setMoment'", NULL);
#endif
  float moment = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMoment(moment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setMoment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMoment of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getMoment00
static int tolua_cc_physics_cc_PhysicsBody_getMoment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getMoment'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getMoment();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getMoment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addMoment of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_addMoment00
static int tolua_cc_physics_cc_PhysicsBody_addMoment00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:addMoment'", NULL);
#endif
  float moment = ((float)  lua_tonumber(tolua_S,2));
  {
   self->addMoment(moment);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:addMoment'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setVelocity of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setVelocity00
static int tolua_cc_physics_cc_PhysicsBody_setVelocity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setVelocity'", NULL);
#endif
  const cc::Vec2* velocity = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setVelocity(*velocity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setVelocity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVelocity of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getVelocity00
static int tolua_cc_physics_cc_PhysicsBody_getVelocity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getVelocity'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getVelocity();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getVelocity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAngularVelocity of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setAngularVelocity00
static int tolua_cc_physics_cc_PhysicsBody_setAngularVelocity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setAngularVelocity'", NULL);
#endif
  float velocity = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setAngularVelocity(velocity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setAngularVelocity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAngularVelocity of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getAngularVelocity00
static int tolua_cc_physics_cc_PhysicsBody_getAngularVelocity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getAngularVelocity'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getAngularVelocity();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getAngularVelocity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLinearDamping of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setLinearDamping00
static int tolua_cc_physics_cc_PhysicsBody_setLinearDamping00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setLinearDamping'", NULL);
#endif
  float damping = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setLinearDamping(damping);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setLinearDamping'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLinearDamping of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getLinearDamping00
static int tolua_cc_physics_cc_PhysicsBody_getLinearDamping00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getLinearDamping'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getLinearDamping();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getLinearDamping'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAngularDamping of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setAngularDamping00
static int tolua_cc_physics_cc_PhysicsBody_setAngularDamping00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setAngularDamping'", NULL);
#endif
  float damping = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setAngularDamping(damping);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setAngularDamping'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAngularDamping of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getAngularDamping00
static int tolua_cc_physics_cc_PhysicsBody_getAngularDamping00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getAngularDamping'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getAngularDamping();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getAngularDamping'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: applyForce of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_applyForce00
static int tolua_cc_physics_cc_PhysicsBody_applyForce00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:applyForce'", NULL);
#endif
  const cc::Vec2* force = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->applyForce(*force);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:applyForce'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: applyForce of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_applyForce01
static int tolua_cc_physics_cc_PhysicsBody_applyForce01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:applyForce'", NULL);
#endif
  const cc::Vec2* force = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  {
   self->applyForce(*force,*offset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_applyForce00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: applyImpulse of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_applyImpulse00
static int tolua_cc_physics_cc_PhysicsBody_applyImpulse00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:applyImpulse'", NULL);
#endif
  const cc::Vec2* impulse = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->applyImpulse(*impulse);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:applyImpulse'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: applyImpulse of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_applyImpulse01
static int tolua_cc_physics_cc_PhysicsBody_applyImpulse01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:applyImpulse'", NULL);
#endif
  const cc::Vec2* impulse = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  {
   self->applyImpulse(*impulse,*offset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsBody_applyImpulse00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: applyTorque of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_applyTorque00
static int tolua_cc_physics_cc_PhysicsBody_applyTorque00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:applyTorque'", NULL);
#endif
  float torque = ((float)  lua_tonumber(tolua_S,2));
  {
   self->applyTorque(torque);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:applyTorque'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resetForces of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_resetForces00
static int tolua_cc_physics_cc_PhysicsBody_resetForces00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:resetForces'", NULL);
#endif
  {
   self->resetForces();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:resetForces'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setVelocityLimit of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setVelocityLimit00
static int tolua_cc_physics_cc_PhysicsBody_setVelocityLimit00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setVelocityLimit'", NULL);
#endif
  float limit = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setVelocityLimit(limit);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setVelocityLimit'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVelocityLimit of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getVelocityLimit00
static int tolua_cc_physics_cc_PhysicsBody_getVelocityLimit00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getVelocityLimit'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getVelocityLimit();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getVelocityLimit'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAngularVelocityLimit of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setAngularVelocityLimit00
static int tolua_cc_physics_cc_PhysicsBody_setAngularVelocityLimit00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setAngularVelocityLimit'", NULL);
#endif
  float limit = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setAngularVelocityLimit(limit);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setAngularVelocityLimit'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAngularVelocityLimit of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getAngularVelocityLimit00
static int tolua_cc_physics_cc_PhysicsBody_getAngularVelocityLimit00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getAngularVelocityLimit'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getAngularVelocityLimit();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getAngularVelocityLimit'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVelocityAtLocalPoint of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getVelocityAtLocalPoint00
static int tolua_cc_physics_cc_PhysicsBody_getVelocityAtLocalPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getVelocityAtLocalPoint'", NULL);
#endif
  const cc::Vec2* point = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getVelocityAtLocalPoint(*point);
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getVelocityAtLocalPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVelocityAtWorldPoint of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getVelocityAtWorldPoint00
static int tolua_cc_physics_cc_PhysicsBody_getVelocityAtWorldPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getVelocityAtWorldPoint'", NULL);
#endif
  const cc::Vec2* point = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getVelocityAtWorldPoint(*point);
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getVelocityAtWorldPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setResting of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setResting00
static int tolua_cc_physics_cc_PhysicsBody_setResting00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setResting'", NULL);
#endif
  bool rest = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setResting(rest);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setResting'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isResting of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_isResting00
static int tolua_cc_physics_cc_PhysicsBody_isResting00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:isResting'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isResting();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:isResting'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPosition of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getPosition00
static int tolua_cc_physics_cc_PhysicsBody_getPosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getPosition'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getPosition();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getPosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRotation of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getRotation00
static int tolua_cc_physics_cc_PhysicsBody_getRotation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getRotation'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRotation();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getRotation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPositionOffset of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setPositionOffset00
static int tolua_cc_physics_cc_PhysicsBody_setPositionOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setPositionOffset'", NULL);
#endif
  const cc::Vec2* position = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setPositionOffset(*position);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setPositionOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPositionOffset of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getPositionOffset00
static int tolua_cc_physics_cc_PhysicsBody_getPositionOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getPositionOffset'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getPositionOffset();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getPositionOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRotationOffset of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setRotationOffset00
static int tolua_cc_physics_cc_PhysicsBody_setRotationOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setRotationOffset'", NULL);
#endif
  float rotation = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRotationOffset(rotation);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setRotationOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRotationOffset of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getRotationOffset00
static int tolua_cc_physics_cc_PhysicsBody_getRotationOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getRotationOffset'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRotationOffset();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getRotationOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: world2Local of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_world2Local00
static int tolua_cc_physics_cc_PhysicsBody_world2Local00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:world2Local'", NULL);
#endif
  const cc::Vec2* point = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->world2Local(*point);
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:world2Local'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: local2World of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_local2World00
static int tolua_cc_physics_cc_PhysicsBody_local2World00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:local2World'", NULL);
#endif
  const cc::Vec2* point = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->local2World(*point);
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:local2World'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTag of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setTag00
static int tolua_cc_physics_cc_PhysicsBody_setTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setTag'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTag of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getTag00
static int tolua_cc_physics_cc_PhysicsBody_getTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getTag'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getTag();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCategoryBitmask of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setCategoryBitmask00
static int tolua_cc_physics_cc_PhysicsBody_setCategoryBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setCategoryBitmask'", NULL);
#endif
  int bitmask = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setCategoryBitmask(bitmask);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setCategoryBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCategoryBitmask of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getCategoryBitmask00
static int tolua_cc_physics_cc_PhysicsBody_getCategoryBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getCategoryBitmask'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getCategoryBitmask();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getCategoryBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setContactTestBitmask of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setContactTestBitmask00
static int tolua_cc_physics_cc_PhysicsBody_setContactTestBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setContactTestBitmask'", NULL);
#endif
  int bitmask = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setContactTestBitmask(bitmask);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setContactTestBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getContactTestBitmask of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getContactTestBitmask00
static int tolua_cc_physics_cc_PhysicsBody_getContactTestBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getContactTestBitmask'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getContactTestBitmask();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getContactTestBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCollisionBitmask of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setCollisionBitmask00
static int tolua_cc_physics_cc_PhysicsBody_setCollisionBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setCollisionBitmask'", NULL);
#endif
  int bitmask = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setCollisionBitmask(bitmask);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setCollisionBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCollisionBitmask of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getCollisionBitmask00
static int tolua_cc_physics_cc_PhysicsBody_getCollisionBitmask00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getCollisionBitmask'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getCollisionBitmask();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getCollisionBitmask'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setGroup of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_setGroup00
static int tolua_cc_physics_cc_PhysicsBody_setGroup00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* self = (cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:setGroup'", NULL);
#endif
  int group = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setGroup(group);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:setGroup'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getGroup of class  cc::PhysicsBody */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsBody_getGroup00
static int tolua_cc_physics_cc_PhysicsBody_getGroup00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsBody",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsBody* self = (const cc::PhysicsBody*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsBody:getGroup'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getGroup();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsBody:getGroup'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setGravity of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_setGravity00
static int tolua_cc_physics_cc_PhysicsWorld_setGravity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsWorld* self = (cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:setGravity'", NULL);
#endif
  const cc::Vec2* gravity = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setGravity(*gravity);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:setGravity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getGravity of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_getGravity00
static int tolua_cc_physics_cc_PhysicsWorld_getGravity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsWorld* self = (const cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:getGravity'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getGravity();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:getGravity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBody of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_getBody00
static int tolua_cc_physics_cc_PhysicsWorld_getBody00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsWorld* self = (const cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:getBody'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  self->getBody(tag);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:getBody'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeBody of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_removeBody00
static int tolua_cc_physics_cc_PhysicsWorld_removeBody00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsWorld* self = (cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:removeBody'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  {
   self->removeBody(tag);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:removeBody'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeBody of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_removeBody01
static int tolua_cc_physics_cc_PhysicsWorld_removeBody01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::PhysicsWorld* self = (cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:removeBody'", NULL);
#endif
  cc::PhysicsBody* body = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  {
   self->removeBody(body);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_physics_cc_PhysicsWorld_removeBody00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllBodies of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_removeAllBodies00
static int tolua_cc_physics_cc_PhysicsWorld_removeAllBodies00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsWorld* self = (cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:removeAllBodies'", NULL);
#endif
  {
   self->removeAllBodies();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:removeAllBodies'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScene of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_getScene00
static int tolua_cc_physics_cc_PhysicsWorld_getScene00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsWorld* self = (const cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:getScene'", NULL);
#endif
  {
   cc::Scene* tolua_ret = (cc::Scene*)  self->getScene();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Scene");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:getScene'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSpeed of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_setSpeed00
static int tolua_cc_physics_cc_PhysicsWorld_setSpeed00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsWorld* self = (cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:setSpeed'", NULL);
#endif
  float speed = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setSpeed(speed);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:setSpeed'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSpeed of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_getSpeed00
static int tolua_cc_physics_cc_PhysicsWorld_getSpeed00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsWorld* self = (const cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:getSpeed'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getSpeed();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:getSpeed'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setUpdateRate of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_setUpdateRate00
static int tolua_cc_physics_cc_PhysicsWorld_setUpdateRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsWorld* self = (cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:setUpdateRate'", NULL);
#endif
  int rate = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setUpdateRate(rate);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:setUpdateRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getUpdateRate of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_getUpdateRate00
static int tolua_cc_physics_cc_PhysicsWorld_getUpdateRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsWorld* self = (const cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:getUpdateRate'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getUpdateRate();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:getUpdateRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSubsteps of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_setSubsteps00
static int tolua_cc_physics_cc_PhysicsWorld_setSubsteps00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsWorld* self = (cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:setSubsteps'", NULL);
#endif
  int steps = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setSubsteps(steps);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:setSubsteps'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSubsteps of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_getSubsteps00
static int tolua_cc_physics_cc_PhysicsWorld_getSubsteps00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsWorld* self = (const cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:getSubsteps'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getSubsteps();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:getSubsteps'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFixedUpdateRate of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_setFixedUpdateRate00
static int tolua_cc_physics_cc_PhysicsWorld_setFixedUpdateRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsWorld* self = (cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:setFixedUpdateRate'", NULL);
#endif
  int updatesPerSecond = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setFixedUpdateRate(updatesPerSecond);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:setFixedUpdateRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFixedUpdateRate of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_getFixedUpdateRate00
static int tolua_cc_physics_cc_PhysicsWorld_getFixedUpdateRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsWorld* self = (const cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:getFixedUpdateRate'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getFixedUpdateRate();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:getFixedUpdateRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAutoStep of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_setAutoStep00
static int tolua_cc_physics_cc_PhysicsWorld_setAutoStep00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsWorld* self = (cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:setAutoStep'", NULL);
#endif
  bool autoStep = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAutoStep(autoStep);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:setAutoStep'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAutoStep of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_isAutoStep00
static int tolua_cc_physics_cc_PhysicsWorld_isAutoStep00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsWorld* self = (const cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:isAutoStep'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAutoStep();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:isAutoStep'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: step of class  cc::PhysicsWorld */
#ifndef TOLUA_DISABLE_tolua_cc_physics_cc_PhysicsWorld_step00
static int tolua_cc_physics_cc_PhysicsWorld_step00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsWorld",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsWorld* self = (cc::PhysicsWorld*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsWorld:step'", NULL);
#endif
  float delta = ((float)  lua_tonumber(tolua_S,2));
  {
   self->step(delta);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsWorld:step'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_physics_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"PhysicsShape","cc.PhysicsShape","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"PhysicsShape");
    tolua_function(tolua_S,"getBody",tolua_cc_physics_cc_PhysicsShape_getBody00);
    tolua_function(tolua_S,"getType",tolua_cc_physics_cc_PhysicsShape_getType00);
    tolua_function(tolua_S,"getArea",tolua_cc_physics_cc_PhysicsShape_getArea00);
    tolua_function(tolua_S,"getMoment",tolua_cc_physics_cc_PhysicsShape_getMoment00);
    tolua_function(tolua_S,"setMoment",tolua_cc_physics_cc_PhysicsShape_setMoment00);
    tolua_function(tolua_S,"setTag",tolua_cc_physics_cc_PhysicsShape_setTag00);
    tolua_function(tolua_S,"getTag",tolua_cc_physics_cc_PhysicsShape_getTag00);
    tolua_function(tolua_S,"getMass",tolua_cc_physics_cc_PhysicsShape_getMass00);
    tolua_function(tolua_S,"setMass",tolua_cc_physics_cc_PhysicsShape_setMass00);
    tolua_function(tolua_S,"getDensity",tolua_cc_physics_cc_PhysicsShape_getDensity00);
    tolua_function(tolua_S,"setDensity",tolua_cc_physics_cc_PhysicsShape_setDensity00);
    tolua_function(tolua_S,"getRestitution",tolua_cc_physics_cc_PhysicsShape_getRestitution00);
    tolua_function(tolua_S,"setRestitution",tolua_cc_physics_cc_PhysicsShape_setRestitution00);
    tolua_function(tolua_S,"getFriction",tolua_cc_physics_cc_PhysicsShape_getFriction00);
    tolua_function(tolua_S,"setFriction",tolua_cc_physics_cc_PhysicsShape_setFriction00);
    tolua_function(tolua_S,"getMaterial",tolua_cc_physics_cc_PhysicsShape_getMaterial00);
    tolua_function(tolua_S,"setMaterial",tolua_cc_physics_cc_PhysicsShape_setMaterial00);
    tolua_function(tolua_S,"isSensor",tolua_cc_physics_cc_PhysicsShape_isSensor00);
    tolua_function(tolua_S,"setSensor",tolua_cc_physics_cc_PhysicsShape_setSensor00);
    tolua_function(tolua_S,"getOffset",tolua_cc_physics_cc_PhysicsShape_getOffset00);
    tolua_function(tolua_S,"getCenter",tolua_cc_physics_cc_PhysicsShape_getCenter00);
    tolua_function(tolua_S,"calculateDefaultMoment",tolua_cc_physics_cc_PhysicsShape_calculateDefaultMoment00);
    tolua_function(tolua_S,"containsPoint",tolua_cc_physics_cc_PhysicsShape_containsPoint00);
    tolua_function(tolua_S,"setCategoryBitmask",tolua_cc_physics_cc_PhysicsShape_setCategoryBitmask00);
    tolua_function(tolua_S,"getCategoryBitmask",tolua_cc_physics_cc_PhysicsShape_getCategoryBitmask00);
    tolua_function(tolua_S,"setContactTestBitmask",tolua_cc_physics_cc_PhysicsShape_setContactTestBitmask00);
    tolua_function(tolua_S,"getContactTestBitmask",tolua_cc_physics_cc_PhysicsShape_getContactTestBitmask00);
    tolua_function(tolua_S,"setCollisionBitmask",tolua_cc_physics_cc_PhysicsShape_setCollisionBitmask00);
    tolua_function(tolua_S,"getCollisionBitmask",tolua_cc_physics_cc_PhysicsShape_getCollisionBitmask00);
    tolua_function(tolua_S,"setGroup",tolua_cc_physics_cc_PhysicsShape_setGroup00);
    tolua_function(tolua_S,"getGroup",tolua_cc_physics_cc_PhysicsShape_getGroup00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsShapeCircle","cc.PhysicsShapeCircle","cc.PhysicsShape",NULL);
   tolua_beginmodule(tolua_S,"PhysicsShapeCircle");
    tolua_function(tolua_S,"create",tolua_cc_physics_cc_PhysicsShapeCircle_create00);
    tolua_function(tolua_S,"create",tolua_cc_physics_cc_PhysicsShapeCircle_create01);
    tolua_function(tolua_S,"create",tolua_cc_physics_cc_PhysicsShapeCircle_create02);
    tolua_function(tolua_S,"calculateArea",tolua_cc_physics_cc_PhysicsShapeCircle_calculateArea00);
    tolua_function(tolua_S,"calculateMoment",tolua_cc_physics_cc_PhysicsShapeCircle_calculateMoment00);
    tolua_function(tolua_S,"calculateMoment",tolua_cc_physics_cc_PhysicsShapeCircle_calculateMoment01);
    tolua_function(tolua_S,"getRadius",tolua_cc_physics_cc_PhysicsShapeCircle_getRadius00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsBody","cc.PhysicsBody","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"PhysicsBody");
    tolua_function(tolua_S,"create",tolua_cc_physics_cc_PhysicsBody_create00);
    tolua_function(tolua_S,"create",tolua_cc_physics_cc_PhysicsBody_create01);
    tolua_function(tolua_S,"create",tolua_cc_physics_cc_PhysicsBody_create02);
    tolua_function(tolua_S,"createCircle",tolua_cc_physics_cc_PhysicsBody_createCircle00);
    tolua_function(tolua_S,"createCircle",tolua_cc_physics_cc_PhysicsBody_createCircle01);
    tolua_function(tolua_S,"createCircle",tolua_cc_physics_cc_PhysicsBody_createCircle02);
    tolua_function(tolua_S,"createBox",tolua_cc_physics_cc_PhysicsBody_createBox00);
    tolua_function(tolua_S,"createBox",tolua_cc_physics_cc_PhysicsBody_createBox01);
    tolua_function(tolua_S,"createBox",tolua_cc_physics_cc_PhysicsBody_createBox02);
    tolua_function(tolua_S,"createEdgeSegment",tolua_cc_physics_cc_PhysicsBody_createEdgeSegment00);
    tolua_function(tolua_S,"createEdgeSegment",tolua_cc_physics_cc_PhysicsBody_createEdgeSegment01);
    tolua_function(tolua_S,"createEdgeSegment",tolua_cc_physics_cc_PhysicsBody_createEdgeSegment02);
    tolua_function(tolua_S,"createEdgeBox",tolua_cc_physics_cc_PhysicsBody_createEdgeBox00);
    tolua_function(tolua_S,"createEdgeBox",tolua_cc_physics_cc_PhysicsBody_createEdgeBox01);
    tolua_function(tolua_S,"createEdgeBox",tolua_cc_physics_cc_PhysicsBody_createEdgeBox02);
    tolua_function(tolua_S,"createEdgeBox",tolua_cc_physics_cc_PhysicsBody_createEdgeBox03);
    tolua_function(tolua_S,"addShape",tolua_cc_physics_cc_PhysicsBody_addShape00);
    tolua_function(tolua_S,"removeShape",tolua_cc_physics_cc_PhysicsBody_removeShape00);
    tolua_function(tolua_S,"removeShape",tolua_cc_physics_cc_PhysicsBody_removeShape01);
    tolua_function(tolua_S,"removeAllShapes",tolua_cc_physics_cc_PhysicsBody_removeAllShapes00);
    tolua_function(tolua_S,"getFirstShape",tolua_cc_physics_cc_PhysicsBody_getFirstShape00);
    tolua_function(tolua_S,"getShape",tolua_cc_physics_cc_PhysicsBody_getShape00);
    tolua_function(tolua_S,"getNode",tolua_cc_physics_cc_PhysicsBody_getNode00);
    tolua_function(tolua_S,"getWorld",tolua_cc_physics_cc_PhysicsBody_getWorld00);
    tolua_function(tolua_S,"removeFromWorld",tolua_cc_physics_cc_PhysicsBody_removeFromWorld00);
    tolua_function(tolua_S,"setDynamic",tolua_cc_physics_cc_PhysicsBody_setDynamic00);
    tolua_function(tolua_S,"isDynamic",tolua_cc_physics_cc_PhysicsBody_isDynamic00);
    tolua_function(tolua_S,"setGravityEnable",tolua_cc_physics_cc_PhysicsBody_setGravityEnable00);
    tolua_function(tolua_S,"isGravityEnabled",tolua_cc_physics_cc_PhysicsBody_isGravityEnabled00);
    tolua_function(tolua_S,"setRotationEnable",tolua_cc_physics_cc_PhysicsBody_setRotationEnable00);
    tolua_function(tolua_S,"isRotationEnabled",tolua_cc_physics_cc_PhysicsBody_isRotationEnabled00);
    tolua_function(tolua_S,"setEnabled",tolua_cc_physics_cc_PhysicsBody_setEnabled00);
    tolua_function(tolua_S,"isEnabled",tolua_cc_physics_cc_PhysicsBody_isEnabled00);
    tolua_function(tolua_S,"setMass",tolua_cc_physics_cc_PhysicsBody_setMass00);
    tolua_function(tolua_S,"getMass",tolua_cc_physics_cc_PhysicsBody_getMass00);
    tolua_function(tolua_S,"addMass",tolua_cc_physics_cc_PhysicsBody_addMass00);
    tolua_function(tolua_S,"setMoment",tolua_cc_physics_cc_PhysicsBody_setMoment00);
    tolua_function(tolua_S,"getMoment",tolua_cc_physics_cc_PhysicsBody_getMoment00);
    tolua_function(tolua_S,"addMoment",tolua_cc_physics_cc_PhysicsBody_addMoment00);
    tolua_function(tolua_S,"setVelocity",tolua_cc_physics_cc_PhysicsBody_setVelocity00);
    tolua_function(tolua_S,"getVelocity",tolua_cc_physics_cc_PhysicsBody_getVelocity00);
    tolua_function(tolua_S,"setAngularVelocity",tolua_cc_physics_cc_PhysicsBody_setAngularVelocity00);
    tolua_function(tolua_S,"getAngularVelocity",tolua_cc_physics_cc_PhysicsBody_getAngularVelocity00);
    tolua_function(tolua_S,"setLinearDamping",tolua_cc_physics_cc_PhysicsBody_setLinearDamping00);
    tolua_function(tolua_S,"getLinearDamping",tolua_cc_physics_cc_PhysicsBody_getLinearDamping00);
    tolua_function(tolua_S,"setAngularDamping",tolua_cc_physics_cc_PhysicsBody_setAngularDamping00);
    tolua_function(tolua_S,"getAngularDamping",tolua_cc_physics_cc_PhysicsBody_getAngularDamping00);
    tolua_function(tolua_S,"applyForce",tolua_cc_physics_cc_PhysicsBody_applyForce00);
    tolua_function(tolua_S,"applyForce",tolua_cc_physics_cc_PhysicsBody_applyForce01);
    tolua_function(tolua_S,"applyImpulse",tolua_cc_physics_cc_PhysicsBody_applyImpulse00);
    tolua_function(tolua_S,"applyImpulse",tolua_cc_physics_cc_PhysicsBody_applyImpulse01);
    tolua_function(tolua_S,"applyTorque",tolua_cc_physics_cc_PhysicsBody_applyTorque00);
    tolua_function(tolua_S,"resetForces",tolua_cc_physics_cc_PhysicsBody_resetForces00);
    tolua_function(tolua_S,"setVelocityLimit",tolua_cc_physics_cc_PhysicsBody_setVelocityLimit00);
    tolua_function(tolua_S,"getVelocityLimit",tolua_cc_physics_cc_PhysicsBody_getVelocityLimit00);
    tolua_function(tolua_S,"setAngularVelocityLimit",tolua_cc_physics_cc_PhysicsBody_setAngularVelocityLimit00);
    tolua_function(tolua_S,"getAngularVelocityLimit",tolua_cc_physics_cc_PhysicsBody_getAngularVelocityLimit00);
    tolua_function(tolua_S,"getVelocityAtLocalPoint",tolua_cc_physics_cc_PhysicsBody_getVelocityAtLocalPoint00);
    tolua_function(tolua_S,"getVelocityAtWorldPoint",tolua_cc_physics_cc_PhysicsBody_getVelocityAtWorldPoint00);
    tolua_function(tolua_S,"setResting",tolua_cc_physics_cc_PhysicsBody_setResting00);
    tolua_function(tolua_S,"isResting",tolua_cc_physics_cc_PhysicsBody_isResting00);
    tolua_function(tolua_S,"getPosition",tolua_cc_physics_cc_PhysicsBody_getPosition00);
    tolua_function(tolua_S,"getRotation",tolua_cc_physics_cc_PhysicsBody_getRotation00);
    tolua_function(tolua_S,"setPositionOffset",tolua_cc_physics_cc_PhysicsBody_setPositionOffset00);
    tolua_function(tolua_S,"getPositionOffset",tolua_cc_physics_cc_PhysicsBody_getPositionOffset00);
    tolua_function(tolua_S,"setRotationOffset",tolua_cc_physics_cc_PhysicsBody_setRotationOffset00);
    tolua_function(tolua_S,"getRotationOffset",tolua_cc_physics_cc_PhysicsBody_getRotationOffset00);
    tolua_function(tolua_S,"world2Local",tolua_cc_physics_cc_PhysicsBody_world2Local00);
    tolua_function(tolua_S,"local2World",tolua_cc_physics_cc_PhysicsBody_local2World00);
    tolua_function(tolua_S,"setTag",tolua_cc_physics_cc_PhysicsBody_setTag00);
    tolua_function(tolua_S,"getTag",tolua_cc_physics_cc_PhysicsBody_getTag00);
    tolua_function(tolua_S,"setCategoryBitmask",tolua_cc_physics_cc_PhysicsBody_setCategoryBitmask00);
    tolua_function(tolua_S,"getCategoryBitmask",tolua_cc_physics_cc_PhysicsBody_getCategoryBitmask00);
    tolua_function(tolua_S,"setContactTestBitmask",tolua_cc_physics_cc_PhysicsBody_setContactTestBitmask00);
    tolua_function(tolua_S,"getContactTestBitmask",tolua_cc_physics_cc_PhysicsBody_getContactTestBitmask00);
    tolua_function(tolua_S,"setCollisionBitmask",tolua_cc_physics_cc_PhysicsBody_setCollisionBitmask00);
    tolua_function(tolua_S,"getCollisionBitmask",tolua_cc_physics_cc_PhysicsBody_getCollisionBitmask00);
    tolua_function(tolua_S,"setGroup",tolua_cc_physics_cc_PhysicsBody_setGroup00);
    tolua_function(tolua_S,"getGroup",tolua_cc_physics_cc_PhysicsBody_getGroup00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsWorld","cc.PhysicsWorld","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"PhysicsWorld");
    tolua_function(tolua_S,"setGravity",tolua_cc_physics_cc_PhysicsWorld_setGravity00);
    tolua_function(tolua_S,"getGravity",tolua_cc_physics_cc_PhysicsWorld_getGravity00);
    tolua_function(tolua_S,"getBody",tolua_cc_physics_cc_PhysicsWorld_getBody00);
    tolua_function(tolua_S,"removeBody",tolua_cc_physics_cc_PhysicsWorld_removeBody00);
    tolua_function(tolua_S,"removeBody",tolua_cc_physics_cc_PhysicsWorld_removeBody01);
    tolua_function(tolua_S,"removeAllBodies",tolua_cc_physics_cc_PhysicsWorld_removeAllBodies00);
    tolua_function(tolua_S,"getScene",tolua_cc_physics_cc_PhysicsWorld_getScene00);
    tolua_function(tolua_S,"setSpeed",tolua_cc_physics_cc_PhysicsWorld_setSpeed00);
    tolua_function(tolua_S,"getSpeed",tolua_cc_physics_cc_PhysicsWorld_getSpeed00);
    tolua_function(tolua_S,"setUpdateRate",tolua_cc_physics_cc_PhysicsWorld_setUpdateRate00);
    tolua_function(tolua_S,"getUpdateRate",tolua_cc_physics_cc_PhysicsWorld_getUpdateRate00);
    tolua_function(tolua_S,"setSubsteps",tolua_cc_physics_cc_PhysicsWorld_setSubsteps00);
    tolua_function(tolua_S,"getSubsteps",tolua_cc_physics_cc_PhysicsWorld_getSubsteps00);
    tolua_function(tolua_S,"setFixedUpdateRate",tolua_cc_physics_cc_PhysicsWorld_setFixedUpdateRate00);
    tolua_function(tolua_S,"getFixedUpdateRate",tolua_cc_physics_cc_PhysicsWorld_getFixedUpdateRate00);
    tolua_function(tolua_S,"setAutoStep",tolua_cc_physics_cc_PhysicsWorld_setAutoStep00);
    tolua_function(tolua_S,"isAutoStep",tolua_cc_physics_cc_PhysicsWorld_isAutoStep00);
    tolua_function(tolua_S,"step",tolua_cc_physics_cc_PhysicsWorld_step00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_physics (lua_State* tolua_S) {
 return tolua_cc_physics_open(tolua_S);
};
#endif


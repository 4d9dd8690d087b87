/*
** Lua binding: cc_physics_joints
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
TOLUA_API int  tolua_cc_physics_joints_open (lua_State* tolua_S);

#include "physics/PhysicsBody.h"
#include "physics/PhysicsJoint.h"
#include "physics/PhysicsWorld.h"

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
 tolua_usertype(tolua_S,"cc.PhysicsJointSpring");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJointSpring), "cc.PhysicsJointSpring");
 tolua_usertype(tolua_S,"cc.PhysicsBody");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsBody), "cc.PhysicsBody");
 tolua_usertype(tolua_S,"cc.PhysicsJointRatchet");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJointRatchet), "cc.PhysicsJointRatchet");
 tolua_usertype(tolua_S,"cc.PhysicsJoint");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJoint), "cc.PhysicsJoint");
 tolua_usertype(tolua_S,"cc.PhysicsJointGear");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJointGear), "cc.PhysicsJointGear");
 tolua_usertype(tolua_S,"cc.PhysicsJointMotor");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJointMotor), "cc.PhysicsJointMotor");
 tolua_usertype(tolua_S,"cc.PhysicsJointPin");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJointPin), "cc.PhysicsJointPin");
 tolua_usertype(tolua_S,"cc.PhysicsJointRotaryLimit");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJointRotaryLimit), "cc.PhysicsJointRotaryLimit");
 tolua_usertype(tolua_S,"cc.PhysicsWorld");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsWorld), "cc.PhysicsWorld");
 tolua_usertype(tolua_S,"cc.PhysicsJointFixed");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJointFixed), "cc.PhysicsJointFixed");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.PhysicsJointLimit");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJointLimit), "cc.PhysicsJointLimit");
 tolua_usertype(tolua_S,"cc.PhysicsJointGroove");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJointGroove), "cc.PhysicsJointGroove");
 tolua_usertype(tolua_S,"cc.PhysicsJointDistance");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJointDistance), "cc.PhysicsJointDistance");
 tolua_usertype(tolua_S,"cc.PhysicsJointRotarySpring");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsJointRotarySpring), "cc.PhysicsJointRotarySpring");
}

/* method: getBodyA of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_getBodyA00
static int tolua_cc_physics_joints_cc_PhysicsJoint_getBodyA00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJoint* self = (const cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:getBodyA'", NULL);
#endif
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  self->getBodyA();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:getBodyA'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBodyB of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_getBodyB00
static int tolua_cc_physics_joints_cc_PhysicsJoint_getBodyB00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJoint* self = (const cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:getBodyB'", NULL);
#endif
  {
   cc::PhysicsBody* tolua_ret = (cc::PhysicsBody*)  self->getBodyB();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsBody");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:getBodyB'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getWorld of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_getWorld00
static int tolua_cc_physics_joints_cc_PhysicsJoint_getWorld00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJoint* self = (const cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:getWorld'", NULL);
#endif
  {
   cc::PhysicsWorld* tolua_ret = (cc::PhysicsWorld*)  self->getWorld();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsWorld");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:getWorld'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTag of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_getTag00
static int tolua_cc_physics_joints_cc_PhysicsJoint_getTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJoint* self = (const cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:getTag'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getTag();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:getTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTag of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_setTag00
static int tolua_cc_physics_joints_cc_PhysicsJoint_setTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJoint* self = (cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:setTag'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:setTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEnable of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_setEnable00
static int tolua_cc_physics_joints_cc_PhysicsJoint_setEnable00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJoint* self = (cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:setEnable'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setEnable(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:setEnable'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isEnabled of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_isEnabled00
static int tolua_cc_physics_joints_cc_PhysicsJoint_isEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJoint* self = (const cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:isEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:isEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCollisionEnable of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_setCollisionEnable00
static int tolua_cc_physics_joints_cc_PhysicsJoint_setCollisionEnable00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJoint* self = (cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:setCollisionEnable'", NULL);
#endif
  bool enable = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setCollisionEnable(enable);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:setCollisionEnable'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isCollisionEnabled of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_isCollisionEnabled00
static int tolua_cc_physics_joints_cc_PhysicsJoint_isCollisionEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJoint* self = (const cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:isCollisionEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isCollisionEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:isCollisionEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeFormWorld of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_removeFormWorld00
static int tolua_cc_physics_joints_cc_PhysicsJoint_removeFormWorld00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJoint* self = (cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:removeFormWorld'", NULL);
#endif
  {
   self->removeFormWorld();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:removeFormWorld'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMaxForce of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_setMaxForce00
static int tolua_cc_physics_joints_cc_PhysicsJoint_setMaxForce00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJoint* self = (cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:setMaxForce'", NULL);
#endif
  float force = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMaxForce(force);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:setMaxForce'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMaxForce of class  cc::PhysicsJoint */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJoint_getMaxForce00
static int tolua_cc_physics_joints_cc_PhysicsJoint_getMaxForce00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJoint",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJoint* self = (const cc::PhysicsJoint*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJoint:getMaxForce'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getMaxForce();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJoint:getMaxForce'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointFixed */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointFixed_construct00
static int tolua_cc_physics_joints_cc_PhysicsJointFixed_construct00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointFixed",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  const cc::Vec2* anchr = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  {
   cc::PhysicsJointFixed* tolua_ret = (cc::PhysicsJointFixed*)  cc::PhysicsJointFixed::construct(a,b,*anchr);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointFixed");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointFixed:construct'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointLimit_construct00
static int tolua_cc_physics_joints_cc_PhysicsJointLimit_construct00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  const cc::Vec2* anchr1 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  const cc::Vec2* anchr2 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  {
   cc::PhysicsJointLimit* tolua_ret = (cc::PhysicsJointLimit*)  cc::PhysicsJointLimit::construct(a,b,*anchr1,*anchr2);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointLimit");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointLimit:construct'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointLimit_construct01
static int tolua_cc_physics_joints_cc_PhysicsJointLimit_construct01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  const cc::Vec2* anchr1 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  const cc::Vec2* anchr2 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  float min = ((float)  lua_tonumber(tolua_S,6));
  float max = ((float)  lua_tonumber(tolua_S,7));
  {
   cc::PhysicsJointLimit* tolua_ret = (cc::PhysicsJointLimit*)  cc::PhysicsJointLimit::construct(a,b,*anchr1,*anchr2,min,max);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointLimit");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_joints_cc_PhysicsJointLimit_construct00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchr1 of class  cc::PhysicsJointLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointLimit_getAnchr100
static int tolua_cc_physics_joints_cc_PhysicsJointLimit_getAnchr100(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointLimit* self = (const cc::PhysicsJointLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointLimit:getAnchr1'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getAnchr1();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointLimit:getAnchr1'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchr1 of class  cc::PhysicsJointLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointLimit_setAnchr100
static int tolua_cc_physics_joints_cc_PhysicsJointLimit_setAnchr100(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointLimit",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointLimit* self = (cc::PhysicsJointLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointLimit:setAnchr1'", NULL);
#endif
  const cc::Vec2* anchr = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setAnchr1(*anchr);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointLimit:setAnchr1'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchr2 of class  cc::PhysicsJointLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointLimit_getAnchr200
static int tolua_cc_physics_joints_cc_PhysicsJointLimit_getAnchr200(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointLimit* self = (const cc::PhysicsJointLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointLimit:getAnchr2'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getAnchr2();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointLimit:getAnchr2'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchr2 of class  cc::PhysicsJointLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointLimit_setAnchr200
static int tolua_cc_physics_joints_cc_PhysicsJointLimit_setAnchr200(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointLimit",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointLimit* self = (cc::PhysicsJointLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointLimit:setAnchr2'", NULL);
#endif
  const cc::Vec2* anchr = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setAnchr2(*anchr);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointLimit:setAnchr2'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMin of class  cc::PhysicsJointLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointLimit_getMin00
static int tolua_cc_physics_joints_cc_PhysicsJointLimit_getMin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointLimit* self = (const cc::PhysicsJointLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointLimit:getMin'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getMin();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointLimit:getMin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMin of class  cc::PhysicsJointLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointLimit_setMin00
static int tolua_cc_physics_joints_cc_PhysicsJointLimit_setMin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointLimit* self = (cc::PhysicsJointLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointLimit:setMin'", NULL);
#endif
  float min = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMin(min);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointLimit:setMin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMax of class  cc::PhysicsJointLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointLimit_getMax00
static int tolua_cc_physics_joints_cc_PhysicsJointLimit_getMax00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointLimit* self = (const cc::PhysicsJointLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointLimit:getMax'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getMax();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointLimit:getMax'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMax of class  cc::PhysicsJointLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointLimit_setMax00
static int tolua_cc_physics_joints_cc_PhysicsJointLimit_setMax00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointLimit* self = (cc::PhysicsJointLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointLimit:setMax'", NULL);
#endif
  float max = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMax(max);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointLimit:setMax'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointPin */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointPin_construct00
static int tolua_cc_physics_joints_cc_PhysicsJointPin_construct00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointPin",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  const cc::Vec2* pivot = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  {
   cc::PhysicsJointPin* tolua_ret = (cc::PhysicsJointPin*)  cc::PhysicsJointPin::construct(a,b,*pivot);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointPin");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointPin:construct'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointPin */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointPin_construct01
static int tolua_cc_physics_joints_cc_PhysicsJointPin_construct01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointPin",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  const cc::Vec2* anchr1 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  const cc::Vec2* anchr2 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  {
   cc::PhysicsJointPin* tolua_ret = (cc::PhysicsJointPin*)  cc::PhysicsJointPin::construct(a,b,*anchr1,*anchr2);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointPin");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_joints_cc_PhysicsJointPin_construct00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointDistance */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointDistance_construct00
static int tolua_cc_physics_joints_cc_PhysicsJointDistance_construct00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointDistance",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  const cc::Vec2* anchr1 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  const cc::Vec2* anchr2 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  {
   cc::PhysicsJointDistance* tolua_ret = (cc::PhysicsJointDistance*)  cc::PhysicsJointDistance::construct(a,b,*anchr1,*anchr2);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointDistance");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointDistance:construct'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDistance of class  cc::PhysicsJointDistance */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointDistance_getDistance00
static int tolua_cc_physics_joints_cc_PhysicsJointDistance_getDistance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointDistance",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointDistance* self = (const cc::PhysicsJointDistance*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointDistance:getDistance'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getDistance();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointDistance:getDistance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDistance of class  cc::PhysicsJointDistance */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointDistance_setDistance00
static int tolua_cc_physics_joints_cc_PhysicsJointDistance_setDistance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointDistance",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointDistance* self = (cc::PhysicsJointDistance*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointDistance:setDistance'", NULL);
#endif
  float distance = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setDistance(distance);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointDistance:setDistance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointSpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointSpring_construct00
static int tolua_cc_physics_joints_cc_PhysicsJointSpring_construct00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointSpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  const cc::Vec2* anchr1 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  const cc::Vec2* anchr2 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  float stiffness = ((float)  lua_tonumber(tolua_S,6));
  float damping = ((float)  lua_tonumber(tolua_S,7));
  {
   cc::PhysicsJointSpring* tolua_ret = (cc::PhysicsJointSpring*)  cc::PhysicsJointSpring::construct(a,b,*anchr1,*anchr2,stiffness,damping);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointSpring");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointSpring:construct'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchr1 of class  cc::PhysicsJointSpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointSpring_getAnchr100
static int tolua_cc_physics_joints_cc_PhysicsJointSpring_getAnchr100(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointSpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointSpring* self = (const cc::PhysicsJointSpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointSpring:getAnchr1'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getAnchr1();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointSpring:getAnchr1'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchr1 of class  cc::PhysicsJointSpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointSpring_setAnchr100
static int tolua_cc_physics_joints_cc_PhysicsJointSpring_setAnchr100(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointSpring",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointSpring* self = (cc::PhysicsJointSpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointSpring:setAnchr1'", NULL);
#endif
  const cc::Vec2* anchr = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setAnchr1(*anchr);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointSpring:setAnchr1'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchr2 of class  cc::PhysicsJointSpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointSpring_getAnchr200
static int tolua_cc_physics_joints_cc_PhysicsJointSpring_getAnchr200(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointSpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointSpring* self = (const cc::PhysicsJointSpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointSpring:getAnchr2'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getAnchr2();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointSpring:getAnchr2'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchr2 of class  cc::PhysicsJointSpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointSpring_setAnchr200
static int tolua_cc_physics_joints_cc_PhysicsJointSpring_setAnchr200(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointSpring",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointSpring* self = (cc::PhysicsJointSpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointSpring:setAnchr2'", NULL);
#endif
  const cc::Vec2* anchr = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setAnchr2(*anchr);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointSpring:setAnchr2'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRestLength of class  cc::PhysicsJointSpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointSpring_getRestLength00
static int tolua_cc_physics_joints_cc_PhysicsJointSpring_getRestLength00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointSpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointSpring* self = (const cc::PhysicsJointSpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointSpring:getRestLength'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRestLength();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointSpring:getRestLength'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRestLength of class  cc::PhysicsJointSpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointSpring_setRestLength00
static int tolua_cc_physics_joints_cc_PhysicsJointSpring_setRestLength00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointSpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointSpring* self = (cc::PhysicsJointSpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointSpring:setRestLength'", NULL);
#endif
  float restLength = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRestLength(restLength);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointSpring:setRestLength'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStiffness of class  cc::PhysicsJointSpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointSpring_getStiffness00
static int tolua_cc_physics_joints_cc_PhysicsJointSpring_getStiffness00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointSpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointSpring* self = (const cc::PhysicsJointSpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointSpring:getStiffness'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getStiffness();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointSpring:getStiffness'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStiffness of class  cc::PhysicsJointSpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointSpring_setStiffness00
static int tolua_cc_physics_joints_cc_PhysicsJointSpring_setStiffness00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointSpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointSpring* self = (cc::PhysicsJointSpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointSpring:setStiffness'", NULL);
#endif
  float stiffness = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setStiffness(stiffness);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointSpring:setStiffness'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDamping of class  cc::PhysicsJointSpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointSpring_getDamping00
static int tolua_cc_physics_joints_cc_PhysicsJointSpring_getDamping00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointSpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointSpring* self = (const cc::PhysicsJointSpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointSpring:getDamping'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getDamping();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointSpring:getDamping'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDamping of class  cc::PhysicsJointSpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointSpring_setDamping00
static int tolua_cc_physics_joints_cc_PhysicsJointSpring_setDamping00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointSpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointSpring* self = (cc::PhysicsJointSpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointSpring:setDamping'", NULL);
#endif
  float damping = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setDamping(damping);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointSpring:setDamping'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointGroove */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGroove_construct00
static int tolua_cc_physics_joints_cc_PhysicsJointGroove_construct00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointGroove",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Vec2(tolua_S,5,"const cc.Vec2",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,6,&tolua_err) || !kite_is_Vec2(tolua_S,6,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  const cc::Vec2* grooveA = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  const cc::Vec2* grooveB = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,5,0));
  const cc::Vec2* anchr2 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,6,0));
  {
   cc::PhysicsJointGroove* tolua_ret = (cc::PhysicsJointGroove*)  cc::PhysicsJointGroove::construct(a,b,*grooveA,*grooveB,*anchr2);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointGroove");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGroove:construct'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getGrooveA of class  cc::PhysicsJointGroove */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGroove_getGrooveA00
static int tolua_cc_physics_joints_cc_PhysicsJointGroove_getGrooveA00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointGroove",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointGroove* self = (const cc::PhysicsJointGroove*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointGroove:getGrooveA'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getGrooveA();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGroove:getGrooveA'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setGrooveA of class  cc::PhysicsJointGroove */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGroove_setGrooveA00
static int tolua_cc_physics_joints_cc_PhysicsJointGroove_setGrooveA00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointGroove",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointGroove* self = (cc::PhysicsJointGroove*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointGroove:setGrooveA'", NULL);
#endif
  const cc::Vec2* grooveA = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setGrooveA(*grooveA);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGroove:setGrooveA'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getGrooveB of class  cc::PhysicsJointGroove */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGroove_getGrooveB00
static int tolua_cc_physics_joints_cc_PhysicsJointGroove_getGrooveB00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointGroove",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointGroove* self = (const cc::PhysicsJointGroove*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointGroove:getGrooveB'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getGrooveB();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGroove:getGrooveB'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setGrooveB of class  cc::PhysicsJointGroove */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGroove_setGrooveB00
static int tolua_cc_physics_joints_cc_PhysicsJointGroove_setGrooveB00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointGroove",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointGroove* self = (cc::PhysicsJointGroove*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointGroove:setGrooveB'", NULL);
#endif
  const cc::Vec2* grooveB = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setGrooveB(*grooveB);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGroove:setGrooveB'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAnchr2 of class  cc::PhysicsJointGroove */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGroove_getAnchr200
static int tolua_cc_physics_joints_cc_PhysicsJointGroove_getAnchr200(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointGroove",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointGroove* self = (const cc::PhysicsJointGroove*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointGroove:getAnchr2'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getAnchr2();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGroove:getAnchr2'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAnchr2 of class  cc::PhysicsJointGroove */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGroove_setAnchr200
static int tolua_cc_physics_joints_cc_PhysicsJointGroove_setAnchr200(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointGroove",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointGroove* self = (cc::PhysicsJointGroove*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointGroove:setAnchr2'", NULL);
#endif
  const cc::Vec2* anchr2 = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setAnchr2(*anchr2);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGroove:setAnchr2'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointRotarySpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_construct00
static int tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_construct00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointRotarySpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  float stiffness = ((float)  lua_tonumber(tolua_S,4));
  float damping = ((float)  lua_tonumber(tolua_S,5));
  {
   cc::PhysicsJointRotarySpring* tolua_ret = (cc::PhysicsJointRotarySpring*)  cc::PhysicsJointRotarySpring::construct(a,b,stiffness,damping);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointRotarySpring");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotarySpring:construct'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRestAngle of class  cc::PhysicsJointRotarySpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_getRestAngle00
static int tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_getRestAngle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointRotarySpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointRotarySpring* self = (const cc::PhysicsJointRotarySpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRotarySpring:getRestAngle'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRestAngle();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotarySpring:getRestAngle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRestAngle of class  cc::PhysicsJointRotarySpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_setRestAngle00
static int tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_setRestAngle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointRotarySpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointRotarySpring* self = (cc::PhysicsJointRotarySpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRotarySpring:setRestAngle'", NULL);
#endif
  float restAngle = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRestAngle(restAngle);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotarySpring:setRestAngle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStiffness of class  cc::PhysicsJointRotarySpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_getStiffness00
static int tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_getStiffness00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointRotarySpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointRotarySpring* self = (const cc::PhysicsJointRotarySpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRotarySpring:getStiffness'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getStiffness();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotarySpring:getStiffness'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStiffness of class  cc::PhysicsJointRotarySpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_setStiffness00
static int tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_setStiffness00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointRotarySpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointRotarySpring* self = (cc::PhysicsJointRotarySpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRotarySpring:setStiffness'", NULL);
#endif
  float stiffness = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setStiffness(stiffness);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotarySpring:setStiffness'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDamping of class  cc::PhysicsJointRotarySpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_getDamping00
static int tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_getDamping00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointRotarySpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointRotarySpring* self = (const cc::PhysicsJointRotarySpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRotarySpring:getDamping'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getDamping();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotarySpring:getDamping'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDamping of class  cc::PhysicsJointRotarySpring */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_setDamping00
static int tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_setDamping00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointRotarySpring",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointRotarySpring* self = (cc::PhysicsJointRotarySpring*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRotarySpring:setDamping'", NULL);
#endif
  float damping = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setDamping(damping);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotarySpring:setDamping'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointRotaryLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_construct00
static int tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_construct00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointRotaryLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  {
   cc::PhysicsJointRotaryLimit* tolua_ret = (cc::PhysicsJointRotaryLimit*)  cc::PhysicsJointRotaryLimit::construct(a,b);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointRotaryLimit");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotaryLimit:construct'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointRotaryLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_construct01
static int tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_construct01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointRotaryLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  float min = ((float)  lua_tonumber(tolua_S,4));
  float max = ((float)  lua_tonumber(tolua_S,5));
  {
   cc::PhysicsJointRotaryLimit* tolua_ret = (cc::PhysicsJointRotaryLimit*)  cc::PhysicsJointRotaryLimit::construct(a,b,min,max);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointRotaryLimit");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_construct00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMin of class  cc::PhysicsJointRotaryLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_getMin00
static int tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_getMin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointRotaryLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointRotaryLimit* self = (const cc::PhysicsJointRotaryLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRotaryLimit:getMin'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getMin();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotaryLimit:getMin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMin of class  cc::PhysicsJointRotaryLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_setMin00
static int tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_setMin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointRotaryLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointRotaryLimit* self = (cc::PhysicsJointRotaryLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRotaryLimit:setMin'", NULL);
#endif
  float min = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMin(min);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotaryLimit:setMin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMax of class  cc::PhysicsJointRotaryLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_getMax00
static int tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_getMax00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointRotaryLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointRotaryLimit* self = (const cc::PhysicsJointRotaryLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRotaryLimit:getMax'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getMax();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotaryLimit:getMax'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMax of class  cc::PhysicsJointRotaryLimit */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_setMax00
static int tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_setMax00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointRotaryLimit",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointRotaryLimit* self = (cc::PhysicsJointRotaryLimit*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRotaryLimit:setMax'", NULL);
#endif
  float max = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setMax(max);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRotaryLimit:setMax'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointRatchet */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRatchet_construct00
static int tolua_cc_physics_joints_cc_PhysicsJointRatchet_construct00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointRatchet",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  float phase = ((float)  lua_tonumber(tolua_S,4));
  float ratchet = ((float)  lua_tonumber(tolua_S,5));
  {
   cc::PhysicsJointRatchet* tolua_ret = (cc::PhysicsJointRatchet*)  cc::PhysicsJointRatchet::construct(a,b,phase,ratchet);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointRatchet");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRatchet:construct'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAngle of class  cc::PhysicsJointRatchet */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRatchet_getAngle00
static int tolua_cc_physics_joints_cc_PhysicsJointRatchet_getAngle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointRatchet",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointRatchet* self = (const cc::PhysicsJointRatchet*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRatchet:getAngle'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getAngle();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRatchet:getAngle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAngle of class  cc::PhysicsJointRatchet */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRatchet_setAngle00
static int tolua_cc_physics_joints_cc_PhysicsJointRatchet_setAngle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointRatchet",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointRatchet* self = (cc::PhysicsJointRatchet*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRatchet:setAngle'", NULL);
#endif
  float angle = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setAngle(angle);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRatchet:setAngle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPhase of class  cc::PhysicsJointRatchet */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRatchet_getPhase00
static int tolua_cc_physics_joints_cc_PhysicsJointRatchet_getPhase00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointRatchet",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointRatchet* self = (const cc::PhysicsJointRatchet*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRatchet:getPhase'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getPhase();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRatchet:getPhase'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPhase of class  cc::PhysicsJointRatchet */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRatchet_setPhase00
static int tolua_cc_physics_joints_cc_PhysicsJointRatchet_setPhase00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointRatchet",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointRatchet* self = (cc::PhysicsJointRatchet*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRatchet:setPhase'", NULL);
#endif
  float phase = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setPhase(phase);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRatchet:setPhase'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRatchet of class  cc::PhysicsJointRatchet */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRatchet_getRatchet00
static int tolua_cc_physics_joints_cc_PhysicsJointRatchet_getRatchet00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointRatchet",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointRatchet* self = (const cc::PhysicsJointRatchet*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRatchet:getRatchet'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRatchet();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRatchet:getRatchet'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRatchet of class  cc::PhysicsJointRatchet */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointRatchet_setRatchet00
static int tolua_cc_physics_joints_cc_PhysicsJointRatchet_setRatchet00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointRatchet",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointRatchet* self = (cc::PhysicsJointRatchet*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointRatchet:setRatchet'", NULL);
#endif
  float ratchet = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRatchet(ratchet);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointRatchet:setRatchet'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointGear */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGear_construct00
static int tolua_cc_physics_joints_cc_PhysicsJointGear_construct00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointGear",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  float phase = ((float)  lua_tonumber(tolua_S,4));
  float ratio = ((float)  lua_tonumber(tolua_S,5));
  {
   cc::PhysicsJointGear* tolua_ret = (cc::PhysicsJointGear*)  cc::PhysicsJointGear::construct(a,b,phase,ratio);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointGear");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGear:construct'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPhase of class  cc::PhysicsJointGear */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGear_getPhase00
static int tolua_cc_physics_joints_cc_PhysicsJointGear_getPhase00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointGear",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointGear* self = (const cc::PhysicsJointGear*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointGear:getPhase'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getPhase();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGear:getPhase'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPhase of class  cc::PhysicsJointGear */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGear_setPhase00
static int tolua_cc_physics_joints_cc_PhysicsJointGear_setPhase00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointGear",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointGear* self = (cc::PhysicsJointGear*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointGear:setPhase'", NULL);
#endif
  float phase = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setPhase(phase);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGear:setPhase'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRatio of class  cc::PhysicsJointGear */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGear_getRatio00
static int tolua_cc_physics_joints_cc_PhysicsJointGear_getRatio00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointGear",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointGear* self = (const cc::PhysicsJointGear*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointGear:getRatio'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRatio();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGear:getRatio'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRatio of class  cc::PhysicsJointGear */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointGear_setRatio00
static int tolua_cc_physics_joints_cc_PhysicsJointGear_setRatio00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointGear",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointGear* self = (cc::PhysicsJointGear*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointGear:setRatio'", NULL);
#endif
  float ratio = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRatio(ratio);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointGear:setRatio'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: construct of class  cc::PhysicsJointMotor */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointMotor_construct00
static int tolua_cc_physics_joints_cc_PhysicsJointMotor_construct00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsJointMotor",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.PhysicsBody",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsBody* a = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,2,0));
  cc::PhysicsBody* b = ((cc::PhysicsBody*)  kite_tousertype(tolua_S,3,0));
  float rate = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::PhysicsJointMotor* tolua_ret = (cc::PhysicsJointMotor*)  cc::PhysicsJointMotor::construct(a,b,rate);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsJointMotor");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointMotor:construct'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRate of class  cc::PhysicsJointMotor */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointMotor_getRate00
static int tolua_cc_physics_joints_cc_PhysicsJointMotor_getRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsJointMotor",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsJointMotor* self = (const cc::PhysicsJointMotor*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointMotor:getRate'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRate();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointMotor:getRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRate of class  cc::PhysicsJointMotor */
#ifndef TOLUA_DISABLE_tolua_cc_physics_joints_cc_PhysicsJointMotor_setRate00
static int tolua_cc_physics_joints_cc_PhysicsJointMotor_setRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.PhysicsJointMotor",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::PhysicsJointMotor* self = (cc::PhysicsJointMotor*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsJointMotor:setRate'", NULL);
#endif
  float rate = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRate(rate);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsJointMotor:setRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_physics_joints_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"PhysicsJoint","cc.PhysicsJoint","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJoint");
    tolua_function(tolua_S,"getBodyA",tolua_cc_physics_joints_cc_PhysicsJoint_getBodyA00);
    tolua_function(tolua_S,"getBodyB",tolua_cc_physics_joints_cc_PhysicsJoint_getBodyB00);
    tolua_function(tolua_S,"getWorld",tolua_cc_physics_joints_cc_PhysicsJoint_getWorld00);
    tolua_function(tolua_S,"getTag",tolua_cc_physics_joints_cc_PhysicsJoint_getTag00);
    tolua_function(tolua_S,"setTag",tolua_cc_physics_joints_cc_PhysicsJoint_setTag00);
    tolua_function(tolua_S,"setEnable",tolua_cc_physics_joints_cc_PhysicsJoint_setEnable00);
    tolua_function(tolua_S,"isEnabled",tolua_cc_physics_joints_cc_PhysicsJoint_isEnabled00);
    tolua_function(tolua_S,"setCollisionEnable",tolua_cc_physics_joints_cc_PhysicsJoint_setCollisionEnable00);
    tolua_function(tolua_S,"isCollisionEnabled",tolua_cc_physics_joints_cc_PhysicsJoint_isCollisionEnabled00);
    tolua_function(tolua_S,"removeFormWorld",tolua_cc_physics_joints_cc_PhysicsJoint_removeFormWorld00);
    tolua_function(tolua_S,"setMaxForce",tolua_cc_physics_joints_cc_PhysicsJoint_setMaxForce00);
    tolua_function(tolua_S,"getMaxForce",tolua_cc_physics_joints_cc_PhysicsJoint_getMaxForce00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsJointFixed","cc.PhysicsJointFixed","cc.PhysicsJoint",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJointFixed");
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointFixed_construct00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsJointLimit","cc.PhysicsJointLimit","cc.PhysicsJoint",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJointLimit");
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointLimit_construct00);
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointLimit_construct01);
    tolua_function(tolua_S,"getAnchr1",tolua_cc_physics_joints_cc_PhysicsJointLimit_getAnchr100);
    tolua_function(tolua_S,"setAnchr1",tolua_cc_physics_joints_cc_PhysicsJointLimit_setAnchr100);
    tolua_function(tolua_S,"getAnchr2",tolua_cc_physics_joints_cc_PhysicsJointLimit_getAnchr200);
    tolua_function(tolua_S,"setAnchr2",tolua_cc_physics_joints_cc_PhysicsJointLimit_setAnchr200);
    tolua_function(tolua_S,"getMin",tolua_cc_physics_joints_cc_PhysicsJointLimit_getMin00);
    tolua_function(tolua_S,"setMin",tolua_cc_physics_joints_cc_PhysicsJointLimit_setMin00);
    tolua_function(tolua_S,"getMax",tolua_cc_physics_joints_cc_PhysicsJointLimit_getMax00);
    tolua_function(tolua_S,"setMax",tolua_cc_physics_joints_cc_PhysicsJointLimit_setMax00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsJointPin","cc.PhysicsJointPin","cc.PhysicsJoint",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJointPin");
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointPin_construct00);
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointPin_construct01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsJointDistance","cc.PhysicsJointDistance","cc.PhysicsJoint",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJointDistance");
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointDistance_construct00);
    tolua_function(tolua_S,"getDistance",tolua_cc_physics_joints_cc_PhysicsJointDistance_getDistance00);
    tolua_function(tolua_S,"setDistance",tolua_cc_physics_joints_cc_PhysicsJointDistance_setDistance00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsJointSpring","cc.PhysicsJointSpring","cc.PhysicsJoint",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJointSpring");
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointSpring_construct00);
    tolua_function(tolua_S,"getAnchr1",tolua_cc_physics_joints_cc_PhysicsJointSpring_getAnchr100);
    tolua_function(tolua_S,"setAnchr1",tolua_cc_physics_joints_cc_PhysicsJointSpring_setAnchr100);
    tolua_function(tolua_S,"getAnchr2",tolua_cc_physics_joints_cc_PhysicsJointSpring_getAnchr200);
    tolua_function(tolua_S,"setAnchr2",tolua_cc_physics_joints_cc_PhysicsJointSpring_setAnchr200);
    tolua_function(tolua_S,"getRestLength",tolua_cc_physics_joints_cc_PhysicsJointSpring_getRestLength00);
    tolua_function(tolua_S,"setRestLength",tolua_cc_physics_joints_cc_PhysicsJointSpring_setRestLength00);
    tolua_function(tolua_S,"getStiffness",tolua_cc_physics_joints_cc_PhysicsJointSpring_getStiffness00);
    tolua_function(tolua_S,"setStiffness",tolua_cc_physics_joints_cc_PhysicsJointSpring_setStiffness00);
    tolua_function(tolua_S,"getDamping",tolua_cc_physics_joints_cc_PhysicsJointSpring_getDamping00);
    tolua_function(tolua_S,"setDamping",tolua_cc_physics_joints_cc_PhysicsJointSpring_setDamping00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsJointGroove","cc.PhysicsJointGroove","cc.PhysicsJoint",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJointGroove");
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointGroove_construct00);
    tolua_function(tolua_S,"getGrooveA",tolua_cc_physics_joints_cc_PhysicsJointGroove_getGrooveA00);
    tolua_function(tolua_S,"setGrooveA",tolua_cc_physics_joints_cc_PhysicsJointGroove_setGrooveA00);
    tolua_function(tolua_S,"getGrooveB",tolua_cc_physics_joints_cc_PhysicsJointGroove_getGrooveB00);
    tolua_function(tolua_S,"setGrooveB",tolua_cc_physics_joints_cc_PhysicsJointGroove_setGrooveB00);
    tolua_function(tolua_S,"getAnchr2",tolua_cc_physics_joints_cc_PhysicsJointGroove_getAnchr200);
    tolua_function(tolua_S,"setAnchr2",tolua_cc_physics_joints_cc_PhysicsJointGroove_setAnchr200);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsJointRotarySpring","cc.PhysicsJointRotarySpring","cc.PhysicsJoint",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJointRotarySpring");
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_construct00);
    tolua_function(tolua_S,"getRestAngle",tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_getRestAngle00);
    tolua_function(tolua_S,"setRestAngle",tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_setRestAngle00);
    tolua_function(tolua_S,"getStiffness",tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_getStiffness00);
    tolua_function(tolua_S,"setStiffness",tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_setStiffness00);
    tolua_function(tolua_S,"getDamping",tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_getDamping00);
    tolua_function(tolua_S,"setDamping",tolua_cc_physics_joints_cc_PhysicsJointRotarySpring_setDamping00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsJointRotaryLimit","cc.PhysicsJointRotaryLimit","cc.PhysicsJoint",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJointRotaryLimit");
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_construct00);
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_construct01);
    tolua_function(tolua_S,"getMin",tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_getMin00);
    tolua_function(tolua_S,"setMin",tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_setMin00);
    tolua_function(tolua_S,"getMax",tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_getMax00);
    tolua_function(tolua_S,"setMax",tolua_cc_physics_joints_cc_PhysicsJointRotaryLimit_setMax00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsJointRatchet","cc.PhysicsJointRatchet","cc.PhysicsJoint",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJointRatchet");
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointRatchet_construct00);
    tolua_function(tolua_S,"getAngle",tolua_cc_physics_joints_cc_PhysicsJointRatchet_getAngle00);
    tolua_function(tolua_S,"setAngle",tolua_cc_physics_joints_cc_PhysicsJointRatchet_setAngle00);
    tolua_function(tolua_S,"getPhase",tolua_cc_physics_joints_cc_PhysicsJointRatchet_getPhase00);
    tolua_function(tolua_S,"setPhase",tolua_cc_physics_joints_cc_PhysicsJointRatchet_setPhase00);
    tolua_function(tolua_S,"getRatchet",tolua_cc_physics_joints_cc_PhysicsJointRatchet_getRatchet00);
    tolua_function(tolua_S,"setRatchet",tolua_cc_physics_joints_cc_PhysicsJointRatchet_setRatchet00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsJointGear","cc.PhysicsJointGear","cc.PhysicsJoint",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJointGear");
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointGear_construct00);
    tolua_function(tolua_S,"getPhase",tolua_cc_physics_joints_cc_PhysicsJointGear_getPhase00);
    tolua_function(tolua_S,"setPhase",tolua_cc_physics_joints_cc_PhysicsJointGear_setPhase00);
    tolua_function(tolua_S,"getRatio",tolua_cc_physics_joints_cc_PhysicsJointGear_getRatio00);
    tolua_function(tolua_S,"setRatio",tolua_cc_physics_joints_cc_PhysicsJointGear_setRatio00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsJointMotor","cc.PhysicsJointMotor","cc.PhysicsJoint",NULL);
   tolua_beginmodule(tolua_S,"PhysicsJointMotor");
    tolua_function(tolua_S,"construct",tolua_cc_physics_joints_cc_PhysicsJointMotor_construct00);
    tolua_function(tolua_S,"getRate",tolua_cc_physics_joints_cc_PhysicsJointMotor_getRate00);
    tolua_function(tolua_S,"setRate",tolua_cc_physics_joints_cc_PhysicsJointMotor_setRate00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_physics_joints (lua_State* tolua_S) {
 return tolua_cc_physics_joints_open(tolua_S);
};
#endif


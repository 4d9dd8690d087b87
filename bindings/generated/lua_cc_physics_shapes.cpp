/*
** Lua binding: cc_physics_shapes
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
TOLUA_API int  tolua_cc_physics_shapes_open (lua_State* tolua_S);

#include "physics/PhysicsShape.h"

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
 tolua_usertype(tolua_S,"cc.PhysicsShape");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsShape), "cc.PhysicsShape");
 tolua_usertype(tolua_S,"cc.PhysicsShapeBox");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsShapeBox), "cc.PhysicsShapeBox");
 tolua_usertype(tolua_S,"cc.PhysicsShapeEdgePolygon");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsShapeEdgePolygon), "cc.PhysicsShapeEdgePolygon");
 tolua_usertype(tolua_S,"cc.PhysicsShapeEdgeChain");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsShapeEdgeChain), "cc.PhysicsShapeEdgeChain");
 tolua_usertype(tolua_S,"cc.PhysicsShapeEdgeSegment");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsShapeEdgeSegment), "cc.PhysicsShapeEdgeSegment");
 tolua_usertype(tolua_S,"cc.PhysicsShapePolygon");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsShapePolygon), "cc.PhysicsShapePolygon");
 tolua_usertype(tolua_S,"cc.PhysicsShapeEdgeBox");
 Mtolua_typeid(tolua_S,typeid(cc::PhysicsShapeEdgeBox), "cc.PhysicsShapeEdgeBox");
}

/* method: getPointsCount of class  cc::PhysicsShapePolygon */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapePolygon_getPointsCount00
static int tolua_cc_physics_shapes_cc_PhysicsShapePolygon_getPointsCount00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShapePolygon",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShapePolygon* self = (const cc::PhysicsShapePolygon*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShapePolygon:getPointsCount'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getPointsCount();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapePolygon:getPointsCount'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPoint of class  cc::PhysicsShapePolygon */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapePolygon_getPoint00
static int tolua_cc_physics_shapes_cc_PhysicsShapePolygon_getPoint00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShapePolygon",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShapePolygon* self = (const cc::PhysicsShapePolygon*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShapePolygon:getPoint'", NULL);
#endif
  int i = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getPoint(i);
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapePolygon:getPoint'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeBox */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeBox_create00
static int tolua_cc_physics_shapes_cc_PhysicsShapeBox_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   cc::PhysicsShapeBox* tolua_ret = (cc::PhysicsShapeBox*)  cc::PhysicsShapeBox::create(*size);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeBox");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeBox:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeBox */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeBox_create01
static int tolua_cc_physics_shapes_cc_PhysicsShapeBox_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeBox",0,&tolua_err,&tolua_seen[0]) ||
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
   cc::PhysicsShapeBox* tolua_ret = (cc::PhysicsShapeBox*)  cc::PhysicsShapeBox::create(*size,*material);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeBox");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_shapes_cc_PhysicsShapeBox_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeBox */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeBox_create02
static int tolua_cc_physics_shapes_cc_PhysicsShapeBox_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeBox",0,&tolua_err,&tolua_seen[0]) ||
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
   cc::PhysicsShapeBox* tolua_ret = (cc::PhysicsShapeBox*)  cc::PhysicsShapeBox::create(*size,*material,*offset);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeBox");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_shapes_cc_PhysicsShapeBox_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeBox */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeBox_create03
static int tolua_cc_physics_shapes_cc_PhysicsShapeBox_create03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_PhysicsMaterial(tolua_S,3,"const cc.PhysicsMaterial",0,&tolua_err)) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Vec2(tolua_S,4,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  const cc::PhysicsMaterial* material = ((const cc::PhysicsMaterial*)  kite_to_PhysicsMaterial(tolua_S,3,0));
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,4,0));
  float radius = ((float)  lua_tonumber(tolua_S,5));
  {
   cc::PhysicsShapeBox* tolua_ret = (cc::PhysicsShapeBox*)  cc::PhysicsShapeBox::create(*size,*material,*offset,radius);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeBox");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_shapes_cc_PhysicsShapeBox_create02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSize of class  cc::PhysicsShapeBox */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeBox_getSize00
static int tolua_cc_physics_shapes_cc_PhysicsShapeBox_getSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShapeBox",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShapeBox* self = (const cc::PhysicsShapeBox*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShapeBox:getSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getSize();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeBox:getSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeEdgeSegment */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_create00
static int tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeEdgeSegment",0,&tolua_err,&tolua_seen[0]) ||
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
   cc::PhysicsShapeEdgeSegment* tolua_ret = (cc::PhysicsShapeEdgeSegment*)  cc::PhysicsShapeEdgeSegment::create(*a,*b);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeEdgeSegment");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeEdgeSegment:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeEdgeSegment */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_create01
static int tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeEdgeSegment",0,&tolua_err,&tolua_seen[0]) ||
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
   cc::PhysicsShapeEdgeSegment* tolua_ret = (cc::PhysicsShapeEdgeSegment*)  cc::PhysicsShapeEdgeSegment::create(*a,*b,*material);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeEdgeSegment");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeEdgeSegment */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_create02
static int tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeEdgeSegment",0,&tolua_err,&tolua_seen[0]) ||
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
   cc::PhysicsShapeEdgeSegment* tolua_ret = (cc::PhysicsShapeEdgeSegment*)  cc::PhysicsShapeEdgeSegment::create(*a,*b,*material,border);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeEdgeSegment");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPointA of class  cc::PhysicsShapeEdgeSegment */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_getPointA00
static int tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_getPointA00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShapeEdgeSegment",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShapeEdgeSegment* self = (const cc::PhysicsShapeEdgeSegment*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShapeEdgeSegment:getPointA'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getPointA();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeEdgeSegment:getPointA'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPointB of class  cc::PhysicsShapeEdgeSegment */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_getPointB00
static int tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_getPointB00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShapeEdgeSegment",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShapeEdgeSegment* self = (const cc::PhysicsShapeEdgeSegment*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShapeEdgeSegment:getPointB'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getPointB();
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
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeEdgeSegment:getPointB'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPointsCount of class  cc::PhysicsShapeEdgePolygon */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeEdgePolygon_getPointsCount00
static int tolua_cc_physics_shapes_cc_PhysicsShapeEdgePolygon_getPointsCount00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShapeEdgePolygon",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShapeEdgePolygon* self = (const cc::PhysicsShapeEdgePolygon*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShapeEdgePolygon:getPointsCount'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getPointsCount();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeEdgePolygon:getPointsCount'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeEdgeBox */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create00
static int tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeEdgeBox",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   cc::PhysicsShapeEdgeBox* tolua_ret = (cc::PhysicsShapeEdgeBox*)  cc::PhysicsShapeEdgeBox::create(*size);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeEdgeBox");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeEdgeBox:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeEdgeBox */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create01
static int tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeEdgeBox",0,&tolua_err,&tolua_seen[0]) ||
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
   cc::PhysicsShapeEdgeBox* tolua_ret = (cc::PhysicsShapeEdgeBox*)  cc::PhysicsShapeEdgeBox::create(*size,*material);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeEdgeBox");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeEdgeBox */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create02
static int tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeEdgeBox",0,&tolua_err,&tolua_seen[0]) ||
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
   cc::PhysicsShapeEdgeBox* tolua_ret = (cc::PhysicsShapeEdgeBox*)  cc::PhysicsShapeEdgeBox::create(*size,*material,border);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeEdgeBox");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::PhysicsShapeEdgeBox */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create03
static int tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create03(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.PhysicsShapeEdgeBox",0,&tolua_err,&tolua_seen[0]) ||
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
   cc::PhysicsShapeEdgeBox* tolua_ret = (cc::PhysicsShapeEdgeBox*)  cc::PhysicsShapeEdgeBox::create(*size,*material,border,*offset);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.PhysicsShapeEdgeBox");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create02(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPointsCount of class  cc::PhysicsShapeEdgeChain */
#ifndef TOLUA_DISABLE_tolua_cc_physics_shapes_cc_PhysicsShapeEdgeChain_getPointsCount00
static int tolua_cc_physics_shapes_cc_PhysicsShapeEdgeChain_getPointsCount00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.PhysicsShapeEdgeChain",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::PhysicsShapeEdgeChain* self = (const cc::PhysicsShapeEdgeChain*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.PhysicsShapeEdgeChain:getPointsCount'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getPointsCount();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.PhysicsShapeEdgeChain:getPointsCount'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_physics_shapes_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"PhysicsShapePolygon","cc.PhysicsShapePolygon","cc.PhysicsShape",NULL);
   tolua_beginmodule(tolua_S,"PhysicsShapePolygon");
    tolua_function(tolua_S,"getPointsCount",tolua_cc_physics_shapes_cc_PhysicsShapePolygon_getPointsCount00);
    tolua_function(tolua_S,"getPoint",tolua_cc_physics_shapes_cc_PhysicsShapePolygon_getPoint00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsShapeBox","cc.PhysicsShapeBox","cc.PhysicsShapePolygon",NULL);
   tolua_beginmodule(tolua_S,"PhysicsShapeBox");
    tolua_function(tolua_S,"create",tolua_cc_physics_shapes_cc_PhysicsShapeBox_create00);
    tolua_function(tolua_S,"create",tolua_cc_physics_shapes_cc_PhysicsShapeBox_create01);
    tolua_function(tolua_S,"create",tolua_cc_physics_shapes_cc_PhysicsShapeBox_create02);
    tolua_function(tolua_S,"create",tolua_cc_physics_shapes_cc_PhysicsShapeBox_create03);
    tolua_function(tolua_S,"getSize",tolua_cc_physics_shapes_cc_PhysicsShapeBox_getSize00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsShapeEdgeSegment","cc.PhysicsShapeEdgeSegment","cc.PhysicsShape",NULL);
   tolua_beginmodule(tolua_S,"PhysicsShapeEdgeSegment");
    tolua_function(tolua_S,"create",tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_create00);
    tolua_function(tolua_S,"create",tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_create01);
    tolua_function(tolua_S,"create",tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_create02);
    tolua_function(tolua_S,"getPointA",tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_getPointA00);
    tolua_function(tolua_S,"getPointB",tolua_cc_physics_shapes_cc_PhysicsShapeEdgeSegment_getPointB00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsShapeEdgePolygon","cc.PhysicsShapeEdgePolygon","cc.PhysicsShape",NULL);
   tolua_beginmodule(tolua_S,"PhysicsShapeEdgePolygon");
    tolua_function(tolua_S,"getPointsCount",tolua_cc_physics_shapes_cc_PhysicsShapeEdgePolygon_getPointsCount00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsShapeEdgeBox","cc.PhysicsShapeEdgeBox","cc.PhysicsShapeEdgePolygon",NULL);
   tolua_beginmodule(tolua_S,"PhysicsShapeEdgeBox");
    tolua_function(tolua_S,"create",tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create00);
    tolua_function(tolua_S,"create",tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create01);
    tolua_function(tolua_S,"create",tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create02);
    tolua_function(tolua_S,"create",tolua_cc_physics_shapes_cc_PhysicsShapeEdgeBox_create03);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"PhysicsShapeEdgeChain","cc.PhysicsShapeEdgeChain","cc.PhysicsShape",NULL);
   tolua_beginmodule(tolua_S,"PhysicsShapeEdgeChain");
    tolua_function(tolua_S,"getPointsCount",tolua_cc_physics_shapes_cc_PhysicsShapeEdgeChain_getPointsCount00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_physics_shapes (lua_State* tolua_S) {
 return tolua_cc_physics_shapes_open(tolua_S);
};
#endif


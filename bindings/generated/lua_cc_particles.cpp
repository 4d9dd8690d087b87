/*
** Lua binding: cc_particles
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
TOLUA_API int  tolua_cc_particles_open (lua_State* tolua_S);

#include "scene/ParticleBatchNode.h"
#include "scene/ParticleExamples.h"
#include "scene/ParticleSystem.h"
#include "scene/SpriteFrame.h"
#include "scene/Texture2D.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.SpriteFrame");
 Mtolua_typeid(tolua_S,typeid(cc::SpriteFrame), "cc.SpriteFrame");
 tolua_usertype(tolua_S,"cc.ParticleBatchNode");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleBatchNode), "cc.ParticleBatchNode");
 tolua_usertype(tolua_S,"cc.ParticleMeteor");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleMeteor), "cc.ParticleMeteor");
 tolua_usertype(tolua_S,"cc.ParticleFireworks");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleFireworks), "cc.ParticleFireworks");
 tolua_usertype(tolua_S,"cc.ParticleSystem");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleSystem), "cc.ParticleSystem");
 tolua_usertype(tolua_S,"cc.ParticleFire");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleFire), "cc.ParticleFire");
 tolua_usertype(tolua_S,"cc.ParticleSun");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleSun), "cc.ParticleSun");
 tolua_usertype(tolua_S,"cc.ParticleSpiral");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleSpiral), "cc.ParticleSpiral");
 tolua_usertype(tolua_S,"cc.Texture2D");
 Mtolua_typeid(tolua_S,typeid(cc::Texture2D), "cc.Texture2D");
 tolua_usertype(tolua_S,"cc.ParticleExplosion");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleExplosion), "cc.ParticleExplosion");
 tolua_usertype(tolua_S,"cc.ParticleSmoke");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleSmoke), "cc.ParticleSmoke");
 tolua_usertype(tolua_S,"cc.ParticleSystemQuad");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleSystemQuad), "cc.ParticleSystemQuad");
 tolua_usertype(tolua_S,"cc.ParticleRain");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleRain), "cc.ParticleRain");
 tolua_usertype(tolua_S,"cc.ParticleFlower");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleFlower), "cc.ParticleFlower");
 tolua_usertype(tolua_S,"cc.ParticleGalaxy");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleGalaxy), "cc.ParticleGalaxy");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"cc.ParticleSnow");
 Mtolua_typeid(tolua_S,typeid(cc::ParticleSnow), "cc.ParticleSnow");
}

/* method: create of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_create00
static int tolua_cc_particles_cc_ParticleSystem_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string plistFile = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::ParticleSystem* tolua_ret = (cc::ParticleSystem*)  cc::ParticleSystem::create(plistFile);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSystem");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleSystem_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleSystem* tolua_ret = (cc::ParticleSystem*)  cc::ParticleSystem::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSystem");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addParticle of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_addParticle00
static int tolua_cc_particles_cc_ParticleSystem_addParticle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:addParticle'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->addParticle();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:addParticle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopSystem of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_stopSystem00
static int tolua_cc_particles_cc_ParticleSystem_stopSystem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:stopSystem'", NULL);
#endif
  {
   self->stopSystem();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:stopSystem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resetSystem of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_resetSystem00
static int tolua_cc_particles_cc_ParticleSystem_resetSystem00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:resetSystem'", NULL);
#endif
  {
   self->resetSystem();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:resetSystem'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isActive of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_isActive00
static int tolua_cc_particles_cc_ParticleSystem_isActive00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:isActive'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isActive();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:isActive'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isFull of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_isFull00
static int tolua_cc_particles_cc_ParticleSystem_isFull00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:isFull'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isFull();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:isFull'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pauseEmissions of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_pauseEmissions00
static int tolua_cc_particles_cc_ParticleSystem_pauseEmissions00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:pauseEmissions'", NULL);
#endif
  {
   self->pauseEmissions();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:pauseEmissions'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resumeEmissions of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_resumeEmissions00
static int tolua_cc_particles_cc_ParticleSystem_resumeEmissions00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:resumeEmissions'", NULL);
#endif
  {
   self->resumeEmissions();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:resumeEmissions'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isPaused of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_isPaused00
static int tolua_cc_particles_cc_ParticleSystem_isPaused00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:isPaused'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isPaused();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:isPaused'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: start of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_start00
static int tolua_cc_particles_cc_ParticleSystem_start00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:start'", NULL);
#endif
  {
   self->start();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:start'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stop of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_stop00
static int tolua_cc_particles_cc_ParticleSystem_stop00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:stop'", NULL);
#endif
  {
   self->stop();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:stop'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: update of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_update00
static int tolua_cc_particles_cc_ParticleSystem_update00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:update'", NULL);
#endif
  float dt = ((float)  lua_tonumber(tolua_S,2));
  {
   self->update(dt);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:update'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: updateWithNoTime of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_updateWithNoTime00
static int tolua_cc_particles_cc_ParticleSystem_updateWithNoTime00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:updateWithNoTime'", NULL);
#endif
  {
   self->updateWithNoTime();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:updateWithNoTime'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setGravity of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setGravity00
static int tolua_cc_particles_cc_ParticleSystem_setGravity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setGravity'", NULL);
#endif
  const cc::Vec2* g = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setGravity(*g);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setGravity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getGravity of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getGravity00
static int tolua_cc_particles_cc_ParticleSystem_getGravity00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getGravity'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getGravity();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getGravity'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSpeed of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setSpeed00
static int tolua_cc_particles_cc_ParticleSystem_setSpeed00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setSpeed'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setSpeed'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSpeed of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getSpeed00
static int tolua_cc_particles_cc_ParticleSystem_getSpeed00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getSpeed'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getSpeed();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getSpeed'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSpeedVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setSpeedVar00
static int tolua_cc_particles_cc_ParticleSystem_setSpeedVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setSpeedVar'", NULL);
#endif
  float speed = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setSpeedVar(speed);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setSpeedVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSpeedVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getSpeedVar00
static int tolua_cc_particles_cc_ParticleSystem_getSpeedVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getSpeedVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getSpeedVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getSpeedVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTangentialAccel of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setTangentialAccel00
static int tolua_cc_particles_cc_ParticleSystem_setTangentialAccel00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setTangentialAccel'", NULL);
#endif
  float t = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setTangentialAccel(t);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setTangentialAccel'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTangentialAccel of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getTangentialAccel00
static int tolua_cc_particles_cc_ParticleSystem_getTangentialAccel00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getTangentialAccel'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getTangentialAccel();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getTangentialAccel'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTangentialAccelVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setTangentialAccelVar00
static int tolua_cc_particles_cc_ParticleSystem_setTangentialAccelVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setTangentialAccelVar'", NULL);
#endif
  float t = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setTangentialAccelVar(t);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setTangentialAccelVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTangentialAccelVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getTangentialAccelVar00
static int tolua_cc_particles_cc_ParticleSystem_getTangentialAccelVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getTangentialAccelVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getTangentialAccelVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getTangentialAccelVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRadialAccel of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setRadialAccel00
static int tolua_cc_particles_cc_ParticleSystem_setRadialAccel00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setRadialAccel'", NULL);
#endif
  float t = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRadialAccel(t);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setRadialAccel'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRadialAccel of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getRadialAccel00
static int tolua_cc_particles_cc_ParticleSystem_getRadialAccel00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getRadialAccel'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRadialAccel();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getRadialAccel'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRadialAccelVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setRadialAccelVar00
static int tolua_cc_particles_cc_ParticleSystem_setRadialAccelVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setRadialAccelVar'", NULL);
#endif
  float t = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRadialAccelVar(t);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setRadialAccelVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRadialAccelVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getRadialAccelVar00
static int tolua_cc_particles_cc_ParticleSystem_getRadialAccelVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getRadialAccelVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRadialAccelVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getRadialAccelVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRotationIsDir of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setRotationIsDir00
static int tolua_cc_particles_cc_ParticleSystem_setRotationIsDir00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setRotationIsDir'", NULL);
#endif
  bool t = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setRotationIsDir(t);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setRotationIsDir'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRotationIsDir of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getRotationIsDir00
static int tolua_cc_particles_cc_ParticleSystem_getRotationIsDir00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getRotationIsDir'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->getRotationIsDir();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getRotationIsDir'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStartRadius of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setStartRadius00
static int tolua_cc_particles_cc_ParticleSystem_setStartRadius00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setStartRadius'", NULL);
#endif
  float startRadius = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setStartRadius(startRadius);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setStartRadius'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartRadius of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getStartRadius00
static int tolua_cc_particles_cc_ParticleSystem_getStartRadius00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getStartRadius'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getStartRadius();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getStartRadius'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStartRadiusVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setStartRadiusVar00
static int tolua_cc_particles_cc_ParticleSystem_setStartRadiusVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setStartRadiusVar'", NULL);
#endif
  float startRadiusVar = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setStartRadiusVar(startRadiusVar);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setStartRadiusVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartRadiusVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getStartRadiusVar00
static int tolua_cc_particles_cc_ParticleSystem_getStartRadiusVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getStartRadiusVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getStartRadiusVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getStartRadiusVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEndRadius of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setEndRadius00
static int tolua_cc_particles_cc_ParticleSystem_setEndRadius00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setEndRadius'", NULL);
#endif
  float endRadius = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setEndRadius(endRadius);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setEndRadius'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEndRadius of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getEndRadius00
static int tolua_cc_particles_cc_ParticleSystem_getEndRadius00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getEndRadius'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getEndRadius();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getEndRadius'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEndRadiusVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setEndRadiusVar00
static int tolua_cc_particles_cc_ParticleSystem_setEndRadiusVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setEndRadiusVar'", NULL);
#endif
  float endRadiusVar = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setEndRadiusVar(endRadiusVar);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setEndRadiusVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEndRadiusVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getEndRadiusVar00
static int tolua_cc_particles_cc_ParticleSystem_getEndRadiusVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getEndRadiusVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getEndRadiusVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getEndRadiusVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRotatePerSecond of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setRotatePerSecond00
static int tolua_cc_particles_cc_ParticleSystem_setRotatePerSecond00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setRotatePerSecond'", NULL);
#endif
  float degrees = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRotatePerSecond(degrees);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setRotatePerSecond'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRotatePerSecond of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getRotatePerSecond00
static int tolua_cc_particles_cc_ParticleSystem_getRotatePerSecond00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getRotatePerSecond'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRotatePerSecond();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getRotatePerSecond'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRotatePerSecondVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setRotatePerSecondVar00
static int tolua_cc_particles_cc_ParticleSystem_setRotatePerSecondVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setRotatePerSecondVar'", NULL);
#endif
  float degrees = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setRotatePerSecondVar(degrees);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setRotatePerSecondVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRotatePerSecondVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getRotatePerSecondVar00
static int tolua_cc_particles_cc_ParticleSystem_getRotatePerSecondVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getRotatePerSecondVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRotatePerSecondVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getRotatePerSecondVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getParticleCount of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getParticleCount00
static int tolua_cc_particles_cc_ParticleSystem_getParticleCount00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getParticleCount'", NULL);
#endif
  {
   unsigned int tolua_ret = (unsigned int)  self->getParticleCount();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getParticleCount'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDuration of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getDuration00
static int tolua_cc_particles_cc_ParticleSystem_getDuration00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getDuration'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getDuration();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getDuration'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDuration of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setDuration00
static int tolua_cc_particles_cc_ParticleSystem_setDuration00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setDuration'", NULL);
#endif
  float duration = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setDuration(duration);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setDuration'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSourcePosition of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getSourcePosition00
static int tolua_cc_particles_cc_ParticleSystem_getSourcePosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getSourcePosition'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getSourcePosition();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getSourcePosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSourcePosition of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setSourcePosition00
static int tolua_cc_particles_cc_ParticleSystem_setSourcePosition00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setSourcePosition'", NULL);
#endif
  const cc::Vec2* pos = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setSourcePosition(*pos);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setSourcePosition'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPosVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getPosVar00
static int tolua_cc_particles_cc_ParticleSystem_getPosVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getPosVar'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getPosVar();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getPosVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPosVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setPosVar00
static int tolua_cc_particles_cc_ParticleSystem_setPosVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setPosVar'", NULL);
#endif
  const cc::Vec2* pos = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setPosVar(*pos);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setPosVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLife of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getLife00
static int tolua_cc_particles_cc_ParticleSystem_getLife00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getLife'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getLife();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getLife'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLife of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setLife00
static int tolua_cc_particles_cc_ParticleSystem_setLife00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setLife'", NULL);
#endif
  float life = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setLife(life);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setLife'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLifeVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getLifeVar00
static int tolua_cc_particles_cc_ParticleSystem_getLifeVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getLifeVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getLifeVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getLifeVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLifeVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setLifeVar00
static int tolua_cc_particles_cc_ParticleSystem_setLifeVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setLifeVar'", NULL);
#endif
  float lifeVar = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setLifeVar(lifeVar);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setLifeVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAngle of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getAngle00
static int tolua_cc_particles_cc_ParticleSystem_getAngle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getAngle'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getAngle();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getAngle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAngle of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setAngle00
static int tolua_cc_particles_cc_ParticleSystem_setAngle00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setAngle'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setAngle'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAngleVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getAngleVar00
static int tolua_cc_particles_cc_ParticleSystem_getAngleVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getAngleVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getAngleVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getAngleVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAngleVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setAngleVar00
static int tolua_cc_particles_cc_ParticleSystem_setAngleVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setAngleVar'", NULL);
#endif
  float angleVar = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setAngleVar(angleVar);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setAngleVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEmitterMode of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getEmitterMode00
static int tolua_cc_particles_cc_ParticleSystem_getEmitterMode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getEmitterMode'", NULL);
#endif
  {
   cc::ParticleSystem::Mode tolua_ret = (cc::ParticleSystem::Mode)  self->getEmitterMode();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getEmitterMode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEmitterMode of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setEmitterMode00
static int tolua_cc_particles_cc_ParticleSystem_setEmitterMode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setEmitterMode'", NULL);
#endif
  cc::ParticleSystem::Mode mode = ((cc::ParticleSystem::Mode) (int)  lua_tonumber(tolua_S,2));
  {
   self->setEmitterMode(mode);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setEmitterMode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartSize of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getStartSize00
static int tolua_cc_particles_cc_ParticleSystem_getStartSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getStartSize'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getStartSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getStartSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStartSize of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setStartSize00
static int tolua_cc_particles_cc_ParticleSystem_setStartSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setStartSize'", NULL);
#endif
  float startSize = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setStartSize(startSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setStartSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartSizeVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getStartSizeVar00
static int tolua_cc_particles_cc_ParticleSystem_getStartSizeVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getStartSizeVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getStartSizeVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getStartSizeVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStartSizeVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setStartSizeVar00
static int tolua_cc_particles_cc_ParticleSystem_setStartSizeVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setStartSizeVar'", NULL);
#endif
  float sizeVar = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setStartSizeVar(sizeVar);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setStartSizeVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEndSize of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getEndSize00
static int tolua_cc_particles_cc_ParticleSystem_getEndSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getEndSize'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getEndSize();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getEndSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEndSize of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setEndSize00
static int tolua_cc_particles_cc_ParticleSystem_setEndSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setEndSize'", NULL);
#endif
  float endSize = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setEndSize(endSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setEndSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEndSizeVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getEndSizeVar00
static int tolua_cc_particles_cc_ParticleSystem_getEndSizeVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getEndSizeVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getEndSizeVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getEndSizeVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEndSizeVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setEndSizeVar00
static int tolua_cc_particles_cc_ParticleSystem_setEndSizeVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setEndSizeVar'", NULL);
#endif
  float sizeVar = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setEndSizeVar(sizeVar);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setEndSizeVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartColor of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getStartColor00
static int tolua_cc_particles_cc_ParticleSystem_getStartColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getStartColor'", NULL);
#endif
  {
   const cc::Color4F& tolua_ret = (const cc::Color4F&)  self->getStartColor();
    kite_push_Color4F(tolua_S,(void*)&tolua_ret,"const cc.Color4F");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getStartColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStartColor of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setStartColor00
static int tolua_cc_particles_cc_ParticleSystem_setStartColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4F(tolua_S,2,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setStartColor'", NULL);
#endif
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,2,0));
  {
   self->setStartColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setStartColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartColorVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getStartColorVar00
static int tolua_cc_particles_cc_ParticleSystem_getStartColorVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getStartColorVar'", NULL);
#endif
  {
   const cc::Color4F& tolua_ret = (const cc::Color4F&)  self->getStartColorVar();
    kite_push_Color4F(tolua_S,(void*)&tolua_ret,"const cc.Color4F");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getStartColorVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStartColorVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setStartColorVar00
static int tolua_cc_particles_cc_ParticleSystem_setStartColorVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4F(tolua_S,2,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setStartColorVar'", NULL);
#endif
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,2,0));
  {
   self->setStartColorVar(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setStartColorVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEndColor of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getEndColor00
static int tolua_cc_particles_cc_ParticleSystem_getEndColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getEndColor'", NULL);
#endif
  {
   const cc::Color4F& tolua_ret = (const cc::Color4F&)  self->getEndColor();
    kite_push_Color4F(tolua_S,(void*)&tolua_ret,"const cc.Color4F");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getEndColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEndColor of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setEndColor00
static int tolua_cc_particles_cc_ParticleSystem_setEndColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4F(tolua_S,2,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setEndColor'", NULL);
#endif
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,2,0));
  {
   self->setEndColor(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setEndColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEndColorVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getEndColorVar00
static int tolua_cc_particles_cc_ParticleSystem_getEndColorVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getEndColorVar'", NULL);
#endif
  {
   const cc::Color4F& tolua_ret = (const cc::Color4F&)  self->getEndColorVar();
    kite_push_Color4F(tolua_S,(void*)&tolua_ret,"const cc.Color4F");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getEndColorVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEndColorVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setEndColorVar00
static int tolua_cc_particles_cc_ParticleSystem_setEndColorVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4F(tolua_S,2,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setEndColorVar'", NULL);
#endif
  const cc::Color4F* color = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,2,0));
  {
   self->setEndColorVar(*color);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setEndColorVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartSpin of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getStartSpin00
static int tolua_cc_particles_cc_ParticleSystem_getStartSpin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getStartSpin'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getStartSpin();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getStartSpin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStartSpin of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setStartSpin00
static int tolua_cc_particles_cc_ParticleSystem_setStartSpin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setStartSpin'", NULL);
#endif
  float spin = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setStartSpin(spin);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setStartSpin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStartSpinVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getStartSpinVar00
static int tolua_cc_particles_cc_ParticleSystem_getStartSpinVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getStartSpinVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getStartSpinVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getStartSpinVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStartSpinVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setStartSpinVar00
static int tolua_cc_particles_cc_ParticleSystem_setStartSpinVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setStartSpinVar'", NULL);
#endif
  float pinVar = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setStartSpinVar(pinVar);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setStartSpinVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEndSpin of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getEndSpin00
static int tolua_cc_particles_cc_ParticleSystem_getEndSpin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getEndSpin'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getEndSpin();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getEndSpin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEndSpin of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setEndSpin00
static int tolua_cc_particles_cc_ParticleSystem_setEndSpin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setEndSpin'", NULL);
#endif
  float endSpin = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setEndSpin(endSpin);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setEndSpin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEndSpinVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getEndSpinVar00
static int tolua_cc_particles_cc_ParticleSystem_getEndSpinVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getEndSpinVar'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getEndSpinVar();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getEndSpinVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEndSpinVar of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setEndSpinVar00
static int tolua_cc_particles_cc_ParticleSystem_setEndSpinVar00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setEndSpinVar'", NULL);
#endif
  float endSpinVar = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setEndSpinVar(endSpinVar);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setEndSpinVar'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEmissionRate of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getEmissionRate00
static int tolua_cc_particles_cc_ParticleSystem_getEmissionRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getEmissionRate'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getEmissionRate();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getEmissionRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEmissionRate of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setEmissionRate00
static int tolua_cc_particles_cc_ParticleSystem_setEmissionRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setEmissionRate'", NULL);
#endif
  float rate = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setEmissionRate(rate);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setEmissionRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTotalParticles of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getTotalParticles00
static int tolua_cc_particles_cc_ParticleSystem_getTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getTotalParticles'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getTotalParticles();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTotalParticles of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setTotalParticles00
static int tolua_cc_particles_cc_ParticleSystem_setTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setTotalParticles'", NULL);
#endif
  int totalParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setTotalParticles(totalParticles);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAutoRemoveOnFinish of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_isAutoRemoveOnFinish00
static int tolua_cc_particles_cc_ParticleSystem_isAutoRemoveOnFinish00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:isAutoRemoveOnFinish'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAutoRemoveOnFinish();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:isAutoRemoveOnFinish'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAutoRemoveOnFinish of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setAutoRemoveOnFinish00
static int tolua_cc_particles_cc_ParticleSystem_setAutoRemoveOnFinish00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setAutoRemoveOnFinish'", NULL);
#endif
  bool var = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAutoRemoveOnFinish(var);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setAutoRemoveOnFinish'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPositionType of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getPositionType00
static int tolua_cc_particles_cc_ParticleSystem_getPositionType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getPositionType'", NULL);
#endif
  {
   cc::ParticleSystem::PositionType tolua_ret = (cc::ParticleSystem::PositionType)  self->getPositionType();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getPositionType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPositionType of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setPositionType00
static int tolua_cc_particles_cc_ParticleSystem_setPositionType00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setPositionType'", NULL);
#endif
  cc::ParticleSystem::PositionType type = ((cc::ParticleSystem::PositionType) (int)  lua_tonumber(tolua_S,2));
  {
   self->setPositionType(type);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setPositionType'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getResourceFile of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getResourceFile00
static int tolua_cc_particles_cc_ParticleSystem_getResourceFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getResourceFile'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getResourceFile();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getResourceFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTexture of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_getTexture00
static int tolua_cc_particles_cc_ParticleSystem_getTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:getTexture'", NULL);
#endif
  {
   cc::Texture2D* tolua_ret = (cc::Texture2D*)  self->getTexture();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Texture2D");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:getTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTexture of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setTexture00
static int tolua_cc_particles_cc_ParticleSystem_setTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setTexture'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBlendAdditive of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setBlendAdditive00
static int tolua_cc_particles_cc_ParticleSystem_setBlendAdditive00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setBlendAdditive'", NULL);
#endif
  bool value = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setBlendAdditive(value);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setBlendAdditive'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isBlendAdditive of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_isBlendAdditive00
static int tolua_cc_particles_cc_ParticleSystem_isBlendAdditive00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:isBlendAdditive'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isBlendAdditive();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:isBlendAdditive'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setOpacityModifyRGB of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_setOpacityModifyRGB00
static int tolua_cc_particles_cc_ParticleSystem_setOpacityModifyRGB00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystem* self = (cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:setOpacityModifyRGB'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:setOpacityModifyRGB'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isOpacityModifyRGB of class  cc::ParticleSystem */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystem_isOpacityModifyRGB00
static int tolua_cc_particles_cc_ParticleSystem_isOpacityModifyRGB00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleSystem",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleSystem* self = (const cc::ParticleSystem*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystem:isOpacityModifyRGB'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isOpacityModifyRGB();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystem:isOpacityModifyRGB'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleSystemQuad */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystemQuad_create00
static int tolua_cc_particles_cc_ParticleSystemQuad_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSystemQuad",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleSystemQuad* tolua_ret = (cc::ParticleSystemQuad*)  cc::ParticleSystemQuad::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSystemQuad");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystemQuad:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleSystemQuad */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystemQuad_create01
static int tolua_cc_particles_cc_ParticleSystemQuad_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSystemQuad",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const std::string filename = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::ParticleSystemQuad* tolua_ret = (cc::ParticleSystemQuad*)  cc::ParticleSystemQuad::create(filename);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSystemQuad");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_particles_cc_ParticleSystemQuad_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleSystemQuad */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystemQuad_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleSystemQuad_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSystemQuad",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleSystemQuad* tolua_ret = (cc::ParticleSystemQuad*)  cc::ParticleSystemQuad::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSystemQuad");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystemQuad:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTextureWithRect of class  cc::ParticleSystemQuad */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystemQuad_setTextureWithRect00
static int tolua_cc_particles_cc_ParticleSystemQuad_setTextureWithRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystemQuad",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystemQuad* self = (cc::ParticleSystemQuad*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystemQuad:setTextureWithRect'", NULL);
#endif
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   self->setTextureWithRect(texture,*rect);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystemQuad:setTextureWithRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDisplayFrame of class  cc::ParticleSystemQuad */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSystemQuad_setDisplayFrame00
static int tolua_cc_particles_cc_ParticleSystemQuad_setDisplayFrame00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleSystemQuad",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.SpriteFrame",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleSystemQuad* self = (cc::ParticleSystemQuad*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleSystemQuad:setDisplayFrame'", NULL);
#endif
  cc::SpriteFrame* spriteFrame = ((cc::SpriteFrame*)  kite_tousertype(tolua_S,2,0));
  {
   self->setDisplayFrame(spriteFrame);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSystemQuad:setDisplayFrame'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleBatchNode */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleBatchNode_create00
static int tolua_cc_particles_cc_ParticleBatchNode_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleBatchNode",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string fileImage = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  int capacity = ((int)  tolua_tonumber(tolua_S,3,500));
  {
   cc::ParticleBatchNode* tolua_ret = (cc::ParticleBatchNode*)  cc::ParticleBatchNode::create(fileImage,capacity);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleBatchNode");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleBatchNode:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTexture of class  cc::ParticleBatchNode */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleBatchNode_createWithTexture00
static int tolua_cc_particles_cc_ParticleBatchNode_createWithTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleBatchNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Texture2D* texture = ((cc::Texture2D*)  kite_tousertype(tolua_S,2,0));
  int capacity = ((int)  tolua_tonumber(tolua_S,3,500));
  {
   cc::ParticleBatchNode* tolua_ret = (cc::ParticleBatchNode*)  cc::ParticleBatchNode::createWithTexture(texture,capacity);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleBatchNode");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleBatchNode:createWithTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTexture of class  cc::ParticleBatchNode */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleBatchNode_getTexture00
static int tolua_cc_particles_cc_ParticleBatchNode_getTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ParticleBatchNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ParticleBatchNode* self = (const cc::ParticleBatchNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleBatchNode:getTexture'", NULL);
#endif
  {
   cc::Texture2D* tolua_ret = (cc::Texture2D*)  self->getTexture();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Texture2D");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleBatchNode:getTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTexture of class  cc::ParticleBatchNode */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleBatchNode_setTexture00
static int tolua_cc_particles_cc_ParticleBatchNode_setTexture00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleBatchNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Texture2D",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleBatchNode* self = (cc::ParticleBatchNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleBatchNode:setTexture'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleBatchNode:setTexture'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeChildAtIndex of class  cc::ParticleBatchNode */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleBatchNode_removeChildAtIndex00
static int tolua_cc_particles_cc_ParticleBatchNode_removeChildAtIndex00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ParticleBatchNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ParticleBatchNode* self = (cc::ParticleBatchNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ParticleBatchNode:removeChildAtIndex'", NULL);
#endif
  int index = ((int)  lua_tonumber(tolua_S,2));
  bool doCleanup = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->removeChildAtIndex(index,doCleanup);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleBatchNode:removeChildAtIndex'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleFire */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleFire_create00
static int tolua_cc_particles_cc_ParticleFire_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleFire",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleFire* tolua_ret = (cc::ParticleFire*)  cc::ParticleFire::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleFire");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleFire:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleFire */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleFire_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleFire_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleFire",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleFire* tolua_ret = (cc::ParticleFire*)  cc::ParticleFire::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleFire");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleFire:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleFireworks */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleFireworks_create00
static int tolua_cc_particles_cc_ParticleFireworks_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleFireworks",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleFireworks* tolua_ret = (cc::ParticleFireworks*)  cc::ParticleFireworks::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleFireworks");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleFireworks:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleFireworks */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleFireworks_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleFireworks_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleFireworks",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleFireworks* tolua_ret = (cc::ParticleFireworks*)  cc::ParticleFireworks::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleFireworks");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleFireworks:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleSun */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSun_create00
static int tolua_cc_particles_cc_ParticleSun_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSun",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleSun* tolua_ret = (cc::ParticleSun*)  cc::ParticleSun::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSun");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSun:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleSun */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSun_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleSun_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSun",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleSun* tolua_ret = (cc::ParticleSun*)  cc::ParticleSun::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSun");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSun:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleGalaxy */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleGalaxy_create00
static int tolua_cc_particles_cc_ParticleGalaxy_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleGalaxy",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleGalaxy* tolua_ret = (cc::ParticleGalaxy*)  cc::ParticleGalaxy::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleGalaxy");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleGalaxy:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleGalaxy */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleGalaxy_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleGalaxy_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleGalaxy",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleGalaxy* tolua_ret = (cc::ParticleGalaxy*)  cc::ParticleGalaxy::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleGalaxy");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleGalaxy:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleFlower */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleFlower_create00
static int tolua_cc_particles_cc_ParticleFlower_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleFlower",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleFlower* tolua_ret = (cc::ParticleFlower*)  cc::ParticleFlower::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleFlower");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleFlower:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleFlower */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleFlower_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleFlower_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleFlower",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleFlower* tolua_ret = (cc::ParticleFlower*)  cc::ParticleFlower::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleFlower");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleFlower:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleMeteor */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleMeteor_create00
static int tolua_cc_particles_cc_ParticleMeteor_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleMeteor",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleMeteor* tolua_ret = (cc::ParticleMeteor*)  cc::ParticleMeteor::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleMeteor");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleMeteor:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleMeteor */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleMeteor_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleMeteor_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleMeteor",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleMeteor* tolua_ret = (cc::ParticleMeteor*)  cc::ParticleMeteor::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleMeteor");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleMeteor:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleSpiral */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSpiral_create00
static int tolua_cc_particles_cc_ParticleSpiral_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSpiral",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleSpiral* tolua_ret = (cc::ParticleSpiral*)  cc::ParticleSpiral::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSpiral");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSpiral:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleSpiral */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSpiral_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleSpiral_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSpiral",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleSpiral* tolua_ret = (cc::ParticleSpiral*)  cc::ParticleSpiral::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSpiral");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSpiral:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleExplosion */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleExplosion_create00
static int tolua_cc_particles_cc_ParticleExplosion_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleExplosion",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleExplosion* tolua_ret = (cc::ParticleExplosion*)  cc::ParticleExplosion::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleExplosion");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleExplosion:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleExplosion */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleExplosion_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleExplosion_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleExplosion",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleExplosion* tolua_ret = (cc::ParticleExplosion*)  cc::ParticleExplosion::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleExplosion");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleExplosion:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleSmoke */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSmoke_create00
static int tolua_cc_particles_cc_ParticleSmoke_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSmoke",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleSmoke* tolua_ret = (cc::ParticleSmoke*)  cc::ParticleSmoke::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSmoke");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSmoke:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleSmoke */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSmoke_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleSmoke_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSmoke",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleSmoke* tolua_ret = (cc::ParticleSmoke*)  cc::ParticleSmoke::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSmoke");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSmoke:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleSnow */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSnow_create00
static int tolua_cc_particles_cc_ParticleSnow_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSnow",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleSnow* tolua_ret = (cc::ParticleSnow*)  cc::ParticleSnow::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSnow");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSnow:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleSnow */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleSnow_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleSnow_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleSnow",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleSnow* tolua_ret = (cc::ParticleSnow*)  cc::ParticleSnow::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleSnow");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleSnow:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ParticleRain */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleRain_create00
static int tolua_cc_particles_cc_ParticleRain_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleRain",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ParticleRain* tolua_ret = (cc::ParticleRain*)  cc::ParticleRain::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleRain");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleRain:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTotalParticles of class  cc::ParticleRain */
#ifndef TOLUA_DISABLE_tolua_cc_particles_cc_ParticleRain_createWithTotalParticles00
static int tolua_cc_particles_cc_ParticleRain_createWithTotalParticles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ParticleRain",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int numberOfParticles = ((int)  lua_tonumber(tolua_S,2));
  {
   cc::ParticleRain* tolua_ret = (cc::ParticleRain*)  cc::ParticleRain::createWithTotalParticles(numberOfParticles);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ParticleRain");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ParticleRain:createWithTotalParticles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_particles_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"ParticleSystem","cc.ParticleSystem","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"ParticleSystem");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleSystem_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleSystem_createWithTotalParticles00);
    tolua_function(tolua_S,"addParticle",tolua_cc_particles_cc_ParticleSystem_addParticle00);
    tolua_function(tolua_S,"stopSystem",tolua_cc_particles_cc_ParticleSystem_stopSystem00);
    tolua_function(tolua_S,"resetSystem",tolua_cc_particles_cc_ParticleSystem_resetSystem00);
    tolua_function(tolua_S,"isActive",tolua_cc_particles_cc_ParticleSystem_isActive00);
    tolua_function(tolua_S,"isFull",tolua_cc_particles_cc_ParticleSystem_isFull00);
    tolua_function(tolua_S,"pauseEmissions",tolua_cc_particles_cc_ParticleSystem_pauseEmissions00);
    tolua_function(tolua_S,"resumeEmissions",tolua_cc_particles_cc_ParticleSystem_resumeEmissions00);
    tolua_function(tolua_S,"isPaused",tolua_cc_particles_cc_ParticleSystem_isPaused00);
    tolua_function(tolua_S,"start",tolua_cc_particles_cc_ParticleSystem_start00);
    tolua_function(tolua_S,"stop",tolua_cc_particles_cc_ParticleSystem_stop00);
    tolua_function(tolua_S,"update",tolua_cc_particles_cc_ParticleSystem_update00);
    tolua_function(tolua_S,"updateWithNoTime",tolua_cc_particles_cc_ParticleSystem_updateWithNoTime00);
    tolua_function(tolua_S,"setGravity",tolua_cc_particles_cc_ParticleSystem_setGravity00);
    tolua_function(tolua_S,"getGravity",tolua_cc_particles_cc_ParticleSystem_getGravity00);
    tolua_function(tolua_S,"setSpeed",tolua_cc_particles_cc_ParticleSystem_setSpeed00);
    tolua_function(tolua_S,"getSpeed",tolua_cc_particles_cc_ParticleSystem_getSpeed00);
    tolua_function(tolua_S,"setSpeedVar",tolua_cc_particles_cc_ParticleSystem_setSpeedVar00);
    tolua_function(tolua_S,"getSpeedVar",tolua_cc_particles_cc_ParticleSystem_getSpeedVar00);
    tolua_function(tolua_S,"setTangentialAccel",tolua_cc_particles_cc_ParticleSystem_setTangentialAccel00);
    tolua_function(tolua_S,"getTangentialAccel",tolua_cc_particles_cc_ParticleSystem_getTangentialAccel00);
    tolua_function(tolua_S,"setTangentialAccelVar",tolua_cc_particles_cc_ParticleSystem_setTangentialAccelVar00);
    tolua_function(tolua_S,"getTangentialAccelVar",tolua_cc_particles_cc_ParticleSystem_getTangentialAccelVar00);
    tolua_function(tolua_S,"setRadialAccel",tolua_cc_particles_cc_ParticleSystem_setRadialAccel00);
    tolua_function(tolua_S,"getRadialAccel",tolua_cc_particles_cc_ParticleSystem_getRadialAccel00);
    tolua_function(tolua_S,"setRadialAccelVar",tolua_cc_particles_cc_ParticleSystem_setRadialAccelVar00);
    tolua_function(tolua_S,"getRadialAccelVar",tolua_cc_particles_cc_ParticleSystem_getRadialAccelVar00);
    tolua_function(tolua_S,"setRotationIsDir",tolua_cc_particles_cc_ParticleSystem_setRotationIsDir00);
    tolua_function(tolua_S,"getRotationIsDir",tolua_cc_particles_cc_ParticleSystem_getRotationIsDir00);
    tolua_function(tolua_S,"setStartRadius",tolua_cc_particles_cc_ParticleSystem_setStartRadius00);
    tolua_function(tolua_S,"getStartRadius",tolua_cc_particles_cc_ParticleSystem_getStartRadius00);
    tolua_function(tolua_S,"setStartRadiusVar",tolua_cc_particles_cc_ParticleSystem_setStartRadiusVar00);
    tolua_function(tolua_S,"getStartRadiusVar",tolua_cc_particles_cc_ParticleSystem_getStartRadiusVar00);
    tolua_function(tolua_S,"setEndRadius",tolua_cc_particles_cc_ParticleSystem_setEndRadius00);
    tolua_function(tolua_S,"getEndRadius",tolua_cc_particles_cc_ParticleSystem_getEndRadius00);
    tolua_function(tolua_S,"setEndRadiusVar",tolua_cc_particles_cc_ParticleSystem_setEndRadiusVar00);
    tolua_function(tolua_S,"getEndRadiusVar",tolua_cc_particles_cc_ParticleSystem_getEndRadiusVar00);
    tolua_function(tolua_S,"setRotatePerSecond",tolua_cc_particles_cc_ParticleSystem_setRotatePerSecond00);
    tolua_function(tolua_S,"getRotatePerSecond",tolua_cc_particles_cc_ParticleSystem_getRotatePerSecond00);
    tolua_function(tolua_S,"setRotatePerSecondVar",tolua_cc_particles_cc_ParticleSystem_setRotatePerSecondVar00);
    tolua_function(tolua_S,"getRotatePerSecondVar",tolua_cc_particles_cc_ParticleSystem_getRotatePerSecondVar00);
    tolua_function(tolua_S,"getParticleCount",tolua_cc_particles_cc_ParticleSystem_getParticleCount00);
    tolua_function(tolua_S,"getDuration",tolua_cc_particles_cc_ParticleSystem_getDuration00);
    tolua_function(tolua_S,"setDuration",tolua_cc_particles_cc_ParticleSystem_setDuration00);
    tolua_function(tolua_S,"getSourcePosition",tolua_cc_particles_cc_ParticleSystem_getSourcePosition00);
    tolua_function(tolua_S,"setSourcePosition",tolua_cc_particles_cc_ParticleSystem_setSourcePosition00);
    tolua_function(tolua_S,"getPosVar",tolua_cc_particles_cc_ParticleSystem_getPosVar00);
    tolua_function(tolua_S,"setPosVar",tolua_cc_particles_cc_ParticleSystem_setPosVar00);
    tolua_function(tolua_S,"getLife",tolua_cc_particles_cc_ParticleSystem_getLife00);
    tolua_function(tolua_S,"setLife",tolua_cc_particles_cc_ParticleSystem_setLife00);
    tolua_function(tolua_S,"getLifeVar",tolua_cc_particles_cc_ParticleSystem_getLifeVar00);
    tolua_function(tolua_S,"setLifeVar",tolua_cc_particles_cc_ParticleSystem_setLifeVar00);
    tolua_function(tolua_S,"getAngle",tolua_cc_particles_cc_ParticleSystem_getAngle00);
    tolua_function(tolua_S,"setAngle",tolua_cc_particles_cc_ParticleSystem_setAngle00);
    tolua_function(tolua_S,"getAngleVar",tolua_cc_particles_cc_ParticleSystem_getAngleVar00);
    tolua_function(tolua_S,"setAngleVar",tolua_cc_particles_cc_ParticleSystem_setAngleVar00);
    tolua_function(tolua_S,"getEmitterMode",tolua_cc_particles_cc_ParticleSystem_getEmitterMode00);
    tolua_function(tolua_S,"setEmitterMode",tolua_cc_particles_cc_ParticleSystem_setEmitterMode00);
    tolua_function(tolua_S,"getStartSize",tolua_cc_particles_cc_ParticleSystem_getStartSize00);
    tolua_function(tolua_S,"setStartSize",tolua_cc_particles_cc_ParticleSystem_setStartSize00);
    tolua_function(tolua_S,"getStartSizeVar",tolua_cc_particles_cc_ParticleSystem_getStartSizeVar00);
    tolua_function(tolua_S,"setStartSizeVar",tolua_cc_particles_cc_ParticleSystem_setStartSizeVar00);
    tolua_function(tolua_S,"getEndSize",tolua_cc_particles_cc_ParticleSystem_getEndSize00);
    tolua_function(tolua_S,"setEndSize",tolua_cc_particles_cc_ParticleSystem_setEndSize00);
    tolua_function(tolua_S,"getEndSizeVar",tolua_cc_particles_cc_ParticleSystem_getEndSizeVar00);
    tolua_function(tolua_S,"setEndSizeVar",tolua_cc_particles_cc_ParticleSystem_setEndSizeVar00);
    tolua_function(tolua_S,"getStartColor",tolua_cc_particles_cc_ParticleSystem_getStartColor00);
    tolua_function(tolua_S,"setStartColor",tolua_cc_particles_cc_ParticleSystem_setStartColor00);
    tolua_function(tolua_S,"getStartColorVar",tolua_cc_particles_cc_ParticleSystem_getStartColorVar00);
    tolua_function(tolua_S,"setStartColorVar",tolua_cc_particles_cc_ParticleSystem_setStartColorVar00);
    tolua_function(tolua_S,"getEndColor",tolua_cc_particles_cc_ParticleSystem_getEndColor00);
    tolua_function(tolua_S,"setEndColor",tolua_cc_particles_cc_ParticleSystem_setEndColor00);
    tolua_function(tolua_S,"getEndColorVar",tolua_cc_particles_cc_ParticleSystem_getEndColorVar00);
    tolua_function(tolua_S,"setEndColorVar",tolua_cc_particles_cc_ParticleSystem_setEndColorVar00);
    tolua_function(tolua_S,"getStartSpin",tolua_cc_particles_cc_ParticleSystem_getStartSpin00);
    tolua_function(tolua_S,"setStartSpin",tolua_cc_particles_cc_ParticleSystem_setStartSpin00);
    tolua_function(tolua_S,"getStartSpinVar",tolua_cc_particles_cc_ParticleSystem_getStartSpinVar00);
    tolua_function(tolua_S,"setStartSpinVar",tolua_cc_particles_cc_ParticleSystem_setStartSpinVar00);
    tolua_function(tolua_S,"getEndSpin",tolua_cc_particles_cc_ParticleSystem_getEndSpin00);
    tolua_function(tolua_S,"setEndSpin",tolua_cc_particles_cc_ParticleSystem_setEndSpin00);
    tolua_function(tolua_S,"getEndSpinVar",tolua_cc_particles_cc_ParticleSystem_getEndSpinVar00);
    tolua_function(tolua_S,"setEndSpinVar",tolua_cc_particles_cc_ParticleSystem_setEndSpinVar00);
    tolua_function(tolua_S,"getEmissionRate",tolua_cc_particles_cc_ParticleSystem_getEmissionRate00);
    tolua_function(tolua_S,"setEmissionRate",tolua_cc_particles_cc_ParticleSystem_setEmissionRate00);
    tolua_function(tolua_S,"getTotalParticles",tolua_cc_particles_cc_ParticleSystem_getTotalParticles00);
    tolua_function(tolua_S,"setTotalParticles",tolua_cc_particles_cc_ParticleSystem_setTotalParticles00);
    tolua_function(tolua_S,"isAutoRemoveOnFinish",tolua_cc_particles_cc_ParticleSystem_isAutoRemoveOnFinish00);
    tolua_function(tolua_S,"setAutoRemoveOnFinish",tolua_cc_particles_cc_ParticleSystem_setAutoRemoveOnFinish00);
    tolua_function(tolua_S,"getPositionType",tolua_cc_particles_cc_ParticleSystem_getPositionType00);
    tolua_function(tolua_S,"setPositionType",tolua_cc_particles_cc_ParticleSystem_setPositionType00);
    tolua_function(tolua_S,"getResourceFile",tolua_cc_particles_cc_ParticleSystem_getResourceFile00);
    tolua_function(tolua_S,"getTexture",tolua_cc_particles_cc_ParticleSystem_getTexture00);
    tolua_function(tolua_S,"setTexture",tolua_cc_particles_cc_ParticleSystem_setTexture00);
    tolua_function(tolua_S,"setBlendAdditive",tolua_cc_particles_cc_ParticleSystem_setBlendAdditive00);
    tolua_function(tolua_S,"isBlendAdditive",tolua_cc_particles_cc_ParticleSystem_isBlendAdditive00);
    tolua_function(tolua_S,"setOpacityModifyRGB",tolua_cc_particles_cc_ParticleSystem_setOpacityModifyRGB00);
    tolua_function(tolua_S,"isOpacityModifyRGB",tolua_cc_particles_cc_ParticleSystem_isOpacityModifyRGB00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleSystemQuad","cc.ParticleSystemQuad","cc.ParticleSystem",NULL);
   tolua_beginmodule(tolua_S,"ParticleSystemQuad");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleSystemQuad_create00);
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleSystemQuad_create01);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleSystemQuad_createWithTotalParticles00);
    tolua_function(tolua_S,"setTextureWithRect",tolua_cc_particles_cc_ParticleSystemQuad_setTextureWithRect00);
    tolua_function(tolua_S,"setDisplayFrame",tolua_cc_particles_cc_ParticleSystemQuad_setDisplayFrame00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleBatchNode","cc.ParticleBatchNode","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"ParticleBatchNode");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleBatchNode_create00);
    tolua_function(tolua_S,"createWithTexture",tolua_cc_particles_cc_ParticleBatchNode_createWithTexture00);
    tolua_function(tolua_S,"getTexture",tolua_cc_particles_cc_ParticleBatchNode_getTexture00);
    tolua_function(tolua_S,"setTexture",tolua_cc_particles_cc_ParticleBatchNode_setTexture00);
    tolua_function(tolua_S,"removeChildAtIndex",tolua_cc_particles_cc_ParticleBatchNode_removeChildAtIndex00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleFire","cc.ParticleFire","cc.ParticleSystemQuad",NULL);
   tolua_beginmodule(tolua_S,"ParticleFire");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleFire_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleFire_createWithTotalParticles00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleFireworks","cc.ParticleFireworks","cc.ParticleSystemQuad",NULL);
   tolua_beginmodule(tolua_S,"ParticleFireworks");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleFireworks_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleFireworks_createWithTotalParticles00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleSun","cc.ParticleSun","cc.ParticleSystemQuad",NULL);
   tolua_beginmodule(tolua_S,"ParticleSun");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleSun_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleSun_createWithTotalParticles00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleGalaxy","cc.ParticleGalaxy","cc.ParticleSystemQuad",NULL);
   tolua_beginmodule(tolua_S,"ParticleGalaxy");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleGalaxy_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleGalaxy_createWithTotalParticles00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleFlower","cc.ParticleFlower","cc.ParticleSystemQuad",NULL);
   tolua_beginmodule(tolua_S,"ParticleFlower");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleFlower_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleFlower_createWithTotalParticles00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleMeteor","cc.ParticleMeteor","cc.ParticleSystemQuad",NULL);
   tolua_beginmodule(tolua_S,"ParticleMeteor");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleMeteor_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleMeteor_createWithTotalParticles00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleSpiral","cc.ParticleSpiral","cc.ParticleSystemQuad",NULL);
   tolua_beginmodule(tolua_S,"ParticleSpiral");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleSpiral_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleSpiral_createWithTotalParticles00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleExplosion","cc.ParticleExplosion","cc.ParticleSystemQuad",NULL);
   tolua_beginmodule(tolua_S,"ParticleExplosion");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleExplosion_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleExplosion_createWithTotalParticles00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleSmoke","cc.ParticleSmoke","cc.ParticleSystemQuad",NULL);
   tolua_beginmodule(tolua_S,"ParticleSmoke");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleSmoke_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleSmoke_createWithTotalParticles00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleSnow","cc.ParticleSnow","cc.ParticleSystemQuad",NULL);
   tolua_beginmodule(tolua_S,"ParticleSnow");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleSnow_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleSnow_createWithTotalParticles00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ParticleRain","cc.ParticleRain","cc.ParticleSystemQuad",NULL);
   tolua_beginmodule(tolua_S,"ParticleRain");
    tolua_function(tolua_S,"create",tolua_cc_particles_cc_ParticleRain_create00);
    tolua_function(tolua_S,"createWithTotalParticles",tolua_cc_particles_cc_ParticleRain_createWithTotalParticles00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_particles (lua_State* tolua_S) {
 return tolua_cc_particles_open(tolua_S);
};
#endif


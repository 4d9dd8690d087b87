/*
** Lua binding: cc_transitions
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
TOLUA_API int  tolua_cc_transitions_open (lua_State* tolua_S);

#include "transitions/TransitionScene.h"
#include "transitions/TransitionsMoving.h"
#include "transitions/TransitionFlips.h"
#include "transitions/TransitionsCaptured.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.TransitionProgress");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionProgress), "cc.TransitionProgress");
 tolua_usertype(tolua_S,"cc.TransitionSplitCols");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionSplitCols), "cc.TransitionSplitCols");
 tolua_usertype(tolua_S,"cc.TransitionZoomFlipAngular");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionZoomFlipAngular), "cc.TransitionZoomFlipAngular");
 tolua_usertype(tolua_S,"cc.TransitionSlideInT");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionSlideInT), "cc.TransitionSlideInT");
 tolua_usertype(tolua_S,"cc.TransitionSplitRows");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionSplitRows), "cc.TransitionSplitRows");
 tolua_usertype(tolua_S,"cc.TransitionShrinkGrow");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionShrinkGrow), "cc.TransitionShrinkGrow");
 tolua_usertype(tolua_S,"cc.TransitionScene");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionScene), "cc.TransitionScene");
 tolua_usertype(tolua_S,"cc.TransitionMoveInB");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionMoveInB), "cc.TransitionMoveInB");
 tolua_usertype(tolua_S,"cc.TransitionRotoZoom");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionRotoZoom), "cc.TransitionRotoZoom");
 tolua_usertype(tolua_S,"cc.TransitionFade");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionFade), "cc.TransitionFade");
 tolua_usertype(tolua_S,"cc.TransitionProgressRadialCCW");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionProgressRadialCCW), "cc.TransitionProgressRadialCCW");
 tolua_usertype(tolua_S,"cc.TransitionCrossFade");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionCrossFade), "cc.TransitionCrossFade");
 tolua_usertype(tolua_S,"cc.TransitionFadeTR");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionFadeTR), "cc.TransitionFadeTR");
 tolua_usertype(tolua_S,"cc.TransitionZoomFlipX");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionZoomFlipX), "cc.TransitionZoomFlipX");
 tolua_usertype(tolua_S,"cc.TransitionZoomFlipY");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionZoomFlipY), "cc.TransitionZoomFlipY");
 tolua_usertype(tolua_S,"cc.TransitionSlideInL");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionSlideInL), "cc.TransitionSlideInL");
 tolua_usertype(tolua_S,"cc.TransitionMoveInR");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionMoveInR), "cc.TransitionMoveInR");
 tolua_usertype(tolua_S,"cc.Scene");
 Mtolua_typeid(tolua_S,typeid(cc::Scene), "cc.Scene");
 tolua_usertype(tolua_S,"cc.TransitionProgressOutIn");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionProgressOutIn), "cc.TransitionProgressOutIn");
 tolua_usertype(tolua_S,"cc.TransitionFadeUp");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionFadeUp), "cc.TransitionFadeUp");
 tolua_usertype(tolua_S,"cc.TransitionProgressVertical");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionProgressVertical), "cc.TransitionProgressVertical");
 tolua_usertype(tolua_S,"cc.TransitionFlipX");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionFlipX), "cc.TransitionFlipX");
 tolua_usertype(tolua_S,"cc.TransitionMoveInL");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionMoveInL), "cc.TransitionMoveInL");
 tolua_usertype(tolua_S,"cc.TransitionProgressHorizontal");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionProgressHorizontal), "cc.TransitionProgressHorizontal");
 tolua_usertype(tolua_S,"cc.TransitionProgressRadialCW");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionProgressRadialCW), "cc.TransitionProgressRadialCW");
 tolua_usertype(tolua_S,"cc.TransitionTurnOffTiles");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionTurnOffTiles), "cc.TransitionTurnOffTiles");
 tolua_usertype(tolua_S,"cc.TransitionMoveInT");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionMoveInT), "cc.TransitionMoveInT");
 tolua_usertype(tolua_S,"cc.TransitionSlideInR");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionSlideInR), "cc.TransitionSlideInR");
 tolua_usertype(tolua_S,"cc.TransitionSceneOriented");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionSceneOriented), "cc.TransitionSceneOriented");
 tolua_usertype(tolua_S,"cc.TransitionFadeBL");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionFadeBL), "cc.TransitionFadeBL");
 tolua_usertype(tolua_S,"cc.TransitionFadeDown");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionFadeDown), "cc.TransitionFadeDown");
 tolua_usertype(tolua_S,"cc.TransitionProgressInOut");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionProgressInOut), "cc.TransitionProgressInOut");
 tolua_usertype(tolua_S,"cc.TransitionSlideInB");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionSlideInB), "cc.TransitionSlideInB");
 tolua_usertype(tolua_S,"cc.TransitionFlipAngular");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionFlipAngular), "cc.TransitionFlipAngular");
 tolua_usertype(tolua_S,"cc.TransitionFlipY");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionFlipY), "cc.TransitionFlipY");
 tolua_usertype(tolua_S,"cc.TransitionJumpZoom");
 Mtolua_typeid(tolua_S,typeid(cc::TransitionJumpZoom), "cc.TransitionJumpZoom");
}

/* method: create of class  cc::TransitionScene */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionScene_create00
static int tolua_cc_transitions_cc_TransitionScene_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionScene",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionScene* tolua_ret = (cc::TransitionScene*)  cc::TransitionScene::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionScene");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionScene:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: finish of class  cc::TransitionScene */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionScene_finish00
static int tolua_cc_transitions_cc_TransitionScene_finish00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TransitionScene",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TransitionScene* self = (cc::TransitionScene*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TransitionScene:finish'", NULL);
#endif
  {
   self->finish();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionScene:finish'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: hideOutShowIn of class  cc::TransitionScene */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionScene_hideOutShowIn00
static int tolua_cc_transitions_cc_TransitionScene_hideOutShowIn00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TransitionScene",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TransitionScene* self = (cc::TransitionScene*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TransitionScene:hideOutShowIn'", NULL);
#endif
  {
   self->hideOutShowIn();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionScene:hideOutShowIn'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInScene of class  cc::TransitionScene */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionScene_getInScene00
static int tolua_cc_transitions_cc_TransitionScene_getInScene00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TransitionScene",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TransitionScene* self = (const cc::TransitionScene*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TransitionScene:getInScene'", NULL);
#endif
  {
   cc::Scene* tolua_ret = (cc::Scene*)  self->getInScene();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Scene");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionScene:getInScene'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDuration of class  cc::TransitionScene */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionScene_getDuration00
static int tolua_cc_transitions_cc_TransitionScene_getDuration00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TransitionScene",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TransitionScene* self = (const cc::TransitionScene*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TransitionScene:getDuration'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getDuration();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionScene:getDuration'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionSceneOriented */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionSceneOriented_create00
static int tolua_cc_transitions_cc_TransitionSceneOriented_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionSceneOriented",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  cc::TransitionOrientation orientation = ((cc::TransitionOrientation) (int)  lua_tonumber(tolua_S,4));
  {
   cc::TransitionSceneOriented* tolua_ret = (cc::TransitionSceneOriented*)  cc::TransitionSceneOriented::create(t,scene,orientation);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionSceneOriented");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionSceneOriented:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionRotoZoom */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionRotoZoom_create00
static int tolua_cc_transitions_cc_TransitionRotoZoom_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionRotoZoom",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionRotoZoom* tolua_ret = (cc::TransitionRotoZoom*)  cc::TransitionRotoZoom::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionRotoZoom");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionRotoZoom:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionJumpZoom */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionJumpZoom_create00
static int tolua_cc_transitions_cc_TransitionJumpZoom_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionJumpZoom",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionJumpZoom* tolua_ret = (cc::TransitionJumpZoom*)  cc::TransitionJumpZoom::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionJumpZoom");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionJumpZoom:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionMoveInL */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionMoveInL_create00
static int tolua_cc_transitions_cc_TransitionMoveInL_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionMoveInL",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionMoveInL* tolua_ret = (cc::TransitionMoveInL*)  cc::TransitionMoveInL::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionMoveInL");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionMoveInL:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionMoveInR */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionMoveInR_create00
static int tolua_cc_transitions_cc_TransitionMoveInR_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionMoveInR",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionMoveInR* tolua_ret = (cc::TransitionMoveInR*)  cc::TransitionMoveInR::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionMoveInR");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionMoveInR:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionMoveInT */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionMoveInT_create00
static int tolua_cc_transitions_cc_TransitionMoveInT_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionMoveInT",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionMoveInT* tolua_ret = (cc::TransitionMoveInT*)  cc::TransitionMoveInT::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionMoveInT");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionMoveInT:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionMoveInB */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionMoveInB_create00
static int tolua_cc_transitions_cc_TransitionMoveInB_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionMoveInB",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionMoveInB* tolua_ret = (cc::TransitionMoveInB*)  cc::TransitionMoveInB::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionMoveInB");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionMoveInB:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionSlideInL */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionSlideInL_create00
static int tolua_cc_transitions_cc_TransitionSlideInL_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionSlideInL",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionSlideInL* tolua_ret = (cc::TransitionSlideInL*)  cc::TransitionSlideInL::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionSlideInL");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionSlideInL:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionSlideInR */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionSlideInR_create00
static int tolua_cc_transitions_cc_TransitionSlideInR_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionSlideInR",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionSlideInR* tolua_ret = (cc::TransitionSlideInR*)  cc::TransitionSlideInR::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionSlideInR");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionSlideInR:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionSlideInT */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionSlideInT_create00
static int tolua_cc_transitions_cc_TransitionSlideInT_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionSlideInT",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionSlideInT* tolua_ret = (cc::TransitionSlideInT*)  cc::TransitionSlideInT::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionSlideInT");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionSlideInT:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionSlideInB */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionSlideInB_create00
static int tolua_cc_transitions_cc_TransitionSlideInB_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionSlideInB",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionSlideInB* tolua_ret = (cc::TransitionSlideInB*)  cc::TransitionSlideInB::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionSlideInB");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionSlideInB:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionShrinkGrow */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionShrinkGrow_create00
static int tolua_cc_transitions_cc_TransitionShrinkGrow_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionShrinkGrow",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionShrinkGrow* tolua_ret = (cc::TransitionShrinkGrow*)  cc::TransitionShrinkGrow::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionShrinkGrow");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionShrinkGrow:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFade */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFade_create00
static int tolua_cc_transitions_cc_TransitionFade_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFade",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionFade* tolua_ret = (cc::TransitionFade*)  cc::TransitionFade::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFade");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionFade:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFade */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFade_create01
static int tolua_cc_transitions_cc_TransitionFade_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFade",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,4,&tolua_err) || !kite_is_Color3B(tolua_S,4,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,4,0));
  {
   cc::TransitionFade* tolua_ret = (cc::TransitionFade*)  cc::TransitionFade::create(t,scene,*color);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFade");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_transitions_cc_TransitionFade_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFlipX */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFlipX_create00
static int tolua_cc_transitions_cc_TransitionFlipX_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFlipX",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionFlipX* tolua_ret = (cc::TransitionFlipX*)  cc::TransitionFlipX::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFlipX");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionFlipX:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFlipX */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFlipX_create01
static int tolua_cc_transitions_cc_TransitionFlipX_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFlipX",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  cc::TransitionOrientation orientation = ((cc::TransitionOrientation) (int)  lua_tonumber(tolua_S,4));
  {
   cc::TransitionFlipX* tolua_ret = (cc::TransitionFlipX*)  cc::TransitionFlipX::create(t,scene,orientation);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFlipX");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_transitions_cc_TransitionFlipX_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFlipY */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFlipY_create00
static int tolua_cc_transitions_cc_TransitionFlipY_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFlipY",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionFlipY* tolua_ret = (cc::TransitionFlipY*)  cc::TransitionFlipY::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFlipY");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionFlipY:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFlipY */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFlipY_create01
static int tolua_cc_transitions_cc_TransitionFlipY_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFlipY",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  cc::TransitionOrientation orientation = ((cc::TransitionOrientation) (int)  lua_tonumber(tolua_S,4));
  {
   cc::TransitionFlipY* tolua_ret = (cc::TransitionFlipY*)  cc::TransitionFlipY::create(t,scene,orientation);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFlipY");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_transitions_cc_TransitionFlipY_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFlipAngular */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFlipAngular_create00
static int tolua_cc_transitions_cc_TransitionFlipAngular_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFlipAngular",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionFlipAngular* tolua_ret = (cc::TransitionFlipAngular*)  cc::TransitionFlipAngular::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFlipAngular");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionFlipAngular:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFlipAngular */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFlipAngular_create01
static int tolua_cc_transitions_cc_TransitionFlipAngular_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFlipAngular",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  cc::TransitionOrientation orientation = ((cc::TransitionOrientation) (int)  lua_tonumber(tolua_S,4));
  {
   cc::TransitionFlipAngular* tolua_ret = (cc::TransitionFlipAngular*)  cc::TransitionFlipAngular::create(t,scene,orientation);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFlipAngular");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_transitions_cc_TransitionFlipAngular_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionZoomFlipX */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionZoomFlipX_create00
static int tolua_cc_transitions_cc_TransitionZoomFlipX_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionZoomFlipX",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionZoomFlipX* tolua_ret = (cc::TransitionZoomFlipX*)  cc::TransitionZoomFlipX::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionZoomFlipX");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionZoomFlipX:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionZoomFlipX */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionZoomFlipX_create01
static int tolua_cc_transitions_cc_TransitionZoomFlipX_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionZoomFlipX",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  cc::TransitionOrientation orientation = ((cc::TransitionOrientation) (int)  lua_tonumber(tolua_S,4));
  {
   cc::TransitionZoomFlipX* tolua_ret = (cc::TransitionZoomFlipX*)  cc::TransitionZoomFlipX::create(t,scene,orientation);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionZoomFlipX");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_transitions_cc_TransitionZoomFlipX_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionZoomFlipY */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionZoomFlipY_create00
static int tolua_cc_transitions_cc_TransitionZoomFlipY_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionZoomFlipY",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionZoomFlipY* tolua_ret = (cc::TransitionZoomFlipY*)  cc::TransitionZoomFlipY::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionZoomFlipY");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionZoomFlipY:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionZoomFlipY */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionZoomFlipY_create01
static int tolua_cc_transitions_cc_TransitionZoomFlipY_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionZoomFlipY",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  cc::TransitionOrientation orientation = ((cc::TransitionOrientation) (int)  lua_tonumber(tolua_S,4));
  {
   cc::TransitionZoomFlipY* tolua_ret = (cc::TransitionZoomFlipY*)  cc::TransitionZoomFlipY::create(t,scene,orientation);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionZoomFlipY");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_transitions_cc_TransitionZoomFlipY_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionZoomFlipAngular */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionZoomFlipAngular_create00
static int tolua_cc_transitions_cc_TransitionZoomFlipAngular_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionZoomFlipAngular",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionZoomFlipAngular* tolua_ret = (cc::TransitionZoomFlipAngular*)  cc::TransitionZoomFlipAngular::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionZoomFlipAngular");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionZoomFlipAngular:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionZoomFlipAngular */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionZoomFlipAngular_create01
static int tolua_cc_transitions_cc_TransitionZoomFlipAngular_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionZoomFlipAngular",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  cc::TransitionOrientation orientation = ((cc::TransitionOrientation) (int)  lua_tonumber(tolua_S,4));
  {
   cc::TransitionZoomFlipAngular* tolua_ret = (cc::TransitionZoomFlipAngular*)  cc::TransitionZoomFlipAngular::create(t,scene,orientation);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionZoomFlipAngular");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_transitions_cc_TransitionZoomFlipAngular_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionCrossFade */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionCrossFade_create00
static int tolua_cc_transitions_cc_TransitionCrossFade_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionCrossFade",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionCrossFade* tolua_ret = (cc::TransitionCrossFade*)  cc::TransitionCrossFade::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionCrossFade");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionCrossFade:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionTurnOffTiles */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionTurnOffTiles_create00
static int tolua_cc_transitions_cc_TransitionTurnOffTiles_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionTurnOffTiles",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionTurnOffTiles* tolua_ret = (cc::TransitionTurnOffTiles*)  cc::TransitionTurnOffTiles::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionTurnOffTiles");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionTurnOffTiles:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionSplitCols */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionSplitCols_create00
static int tolua_cc_transitions_cc_TransitionSplitCols_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionSplitCols",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionSplitCols* tolua_ret = (cc::TransitionSplitCols*)  cc::TransitionSplitCols::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionSplitCols");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionSplitCols:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionSplitRows */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionSplitRows_create00
static int tolua_cc_transitions_cc_TransitionSplitRows_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionSplitRows",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionSplitRows* tolua_ret = (cc::TransitionSplitRows*)  cc::TransitionSplitRows::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionSplitRows");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionSplitRows:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFadeTR */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFadeTR_create00
static int tolua_cc_transitions_cc_TransitionFadeTR_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFadeTR",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionFadeTR* tolua_ret = (cc::TransitionFadeTR*)  cc::TransitionFadeTR::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFadeTR");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionFadeTR:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFadeBL */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFadeBL_create00
static int tolua_cc_transitions_cc_TransitionFadeBL_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFadeBL",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionFadeBL* tolua_ret = (cc::TransitionFadeBL*)  cc::TransitionFadeBL::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFadeBL");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionFadeBL:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFadeUp */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFadeUp_create00
static int tolua_cc_transitions_cc_TransitionFadeUp_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFadeUp",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionFadeUp* tolua_ret = (cc::TransitionFadeUp*)  cc::TransitionFadeUp::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFadeUp");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionFadeUp:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionFadeDown */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionFadeDown_create00
static int tolua_cc_transitions_cc_TransitionFadeDown_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionFadeDown",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionFadeDown* tolua_ret = (cc::TransitionFadeDown*)  cc::TransitionFadeDown::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionFadeDown");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionFadeDown:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionProgress */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionProgress_create00
static int tolua_cc_transitions_cc_TransitionProgress_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionProgress",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionProgress* tolua_ret = (cc::TransitionProgress*)  cc::TransitionProgress::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionProgress");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionProgress:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionProgressRadialCCW */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionProgressRadialCCW_create00
static int tolua_cc_transitions_cc_TransitionProgressRadialCCW_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionProgressRadialCCW",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionProgressRadialCCW* tolua_ret = (cc::TransitionProgressRadialCCW*)  cc::TransitionProgressRadialCCW::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionProgressRadialCCW");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionProgressRadialCCW:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionProgressRadialCW */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionProgressRadialCW_create00
static int tolua_cc_transitions_cc_TransitionProgressRadialCW_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionProgressRadialCW",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionProgressRadialCW* tolua_ret = (cc::TransitionProgressRadialCW*)  cc::TransitionProgressRadialCW::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionProgressRadialCW");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionProgressRadialCW:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionProgressHorizontal */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionProgressHorizontal_create00
static int tolua_cc_transitions_cc_TransitionProgressHorizontal_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionProgressHorizontal",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionProgressHorizontal* tolua_ret = (cc::TransitionProgressHorizontal*)  cc::TransitionProgressHorizontal::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionProgressHorizontal");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionProgressHorizontal:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionProgressVertical */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionProgressVertical_create00
static int tolua_cc_transitions_cc_TransitionProgressVertical_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionProgressVertical",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionProgressVertical* tolua_ret = (cc::TransitionProgressVertical*)  cc::TransitionProgressVertical::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionProgressVertical");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionProgressVertical:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionProgressInOut */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionProgressInOut_create00
static int tolua_cc_transitions_cc_TransitionProgressInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionProgressInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionProgressInOut* tolua_ret = (cc::TransitionProgressInOut*)  cc::TransitionProgressInOut::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionProgressInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionProgressInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TransitionProgressOutIn */
#ifndef TOLUA_DISABLE_tolua_cc_transitions_cc_TransitionProgressOutIn_create00
static int tolua_cc_transitions_cc_TransitionProgressOutIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.TransitionProgressOutIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Scene",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float t = ((float)  lua_tonumber(tolua_S,2));
  cc::Scene* scene = ((cc::Scene*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TransitionProgressOutIn* tolua_ret = (cc::TransitionProgressOutIn*)  cc::TransitionProgressOutIn::create(t,scene);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TransitionProgressOutIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TransitionProgressOutIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_transitions_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"TransitionScene","cc.TransitionScene","cc.Scene",NULL);
   tolua_beginmodule(tolua_S,"TransitionScene");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionScene_create00);
    tolua_function(tolua_S,"finish",tolua_cc_transitions_cc_TransitionScene_finish00);
    tolua_function(tolua_S,"hideOutShowIn",tolua_cc_transitions_cc_TransitionScene_hideOutShowIn00);
    tolua_function(tolua_S,"getInScene",tolua_cc_transitions_cc_TransitionScene_getInScene00);
    tolua_function(tolua_S,"getDuration",tolua_cc_transitions_cc_TransitionScene_getDuration00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionSceneOriented","cc.TransitionSceneOriented","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionSceneOriented");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionSceneOriented_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionRotoZoom","cc.TransitionRotoZoom","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionRotoZoom");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionRotoZoom_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionJumpZoom","cc.TransitionJumpZoom","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionJumpZoom");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionJumpZoom_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionMoveInL","cc.TransitionMoveInL","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionMoveInL");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionMoveInL_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionMoveInR","cc.TransitionMoveInR","cc.TransitionMoveInL",NULL);
   tolua_beginmodule(tolua_S,"TransitionMoveInR");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionMoveInR_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionMoveInT","cc.TransitionMoveInT","cc.TransitionMoveInL",NULL);
   tolua_beginmodule(tolua_S,"TransitionMoveInT");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionMoveInT_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionMoveInB","cc.TransitionMoveInB","cc.TransitionMoveInL",NULL);
   tolua_beginmodule(tolua_S,"TransitionMoveInB");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionMoveInB_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionSlideInL","cc.TransitionSlideInL","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionSlideInL");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionSlideInL_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionSlideInR","cc.TransitionSlideInR","cc.TransitionSlideInL",NULL);
   tolua_beginmodule(tolua_S,"TransitionSlideInR");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionSlideInR_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionSlideInT","cc.TransitionSlideInT","cc.TransitionSlideInL",NULL);
   tolua_beginmodule(tolua_S,"TransitionSlideInT");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionSlideInT_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionSlideInB","cc.TransitionSlideInB","cc.TransitionSlideInL",NULL);
   tolua_beginmodule(tolua_S,"TransitionSlideInB");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionSlideInB_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionShrinkGrow","cc.TransitionShrinkGrow","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionShrinkGrow");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionShrinkGrow_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionFade","cc.TransitionFade","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionFade");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFade_create00);
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFade_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionFlipX","cc.TransitionFlipX","cc.TransitionSceneOriented",NULL);
   tolua_beginmodule(tolua_S,"TransitionFlipX");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFlipX_create00);
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFlipX_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionFlipY","cc.TransitionFlipY","cc.TransitionSceneOriented",NULL);
   tolua_beginmodule(tolua_S,"TransitionFlipY");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFlipY_create00);
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFlipY_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionFlipAngular","cc.TransitionFlipAngular","cc.TransitionSceneOriented",NULL);
   tolua_beginmodule(tolua_S,"TransitionFlipAngular");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFlipAngular_create00);
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFlipAngular_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionZoomFlipX","cc.TransitionZoomFlipX","cc.TransitionSceneOriented",NULL);
   tolua_beginmodule(tolua_S,"TransitionZoomFlipX");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionZoomFlipX_create00);
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionZoomFlipX_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionZoomFlipY","cc.TransitionZoomFlipY","cc.TransitionSceneOriented",NULL);
   tolua_beginmodule(tolua_S,"TransitionZoomFlipY");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionZoomFlipY_create00);
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionZoomFlipY_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionZoomFlipAngular","cc.TransitionZoomFlipAngular","cc.TransitionSceneOriented",NULL);
   tolua_beginmodule(tolua_S,"TransitionZoomFlipAngular");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionZoomFlipAngular_create00);
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionZoomFlipAngular_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionCrossFade","cc.TransitionCrossFade","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionCrossFade");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionCrossFade_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionTurnOffTiles","cc.TransitionTurnOffTiles","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionTurnOffTiles");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionTurnOffTiles_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionSplitCols","cc.TransitionSplitCols","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionSplitCols");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionSplitCols_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionSplitRows","cc.TransitionSplitRows","cc.TransitionSplitCols",NULL);
   tolua_beginmodule(tolua_S,"TransitionSplitRows");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionSplitRows_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionFadeTR","cc.TransitionFadeTR","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionFadeTR");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFadeTR_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionFadeBL","cc.TransitionFadeBL","cc.TransitionFadeTR",NULL);
   tolua_beginmodule(tolua_S,"TransitionFadeBL");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFadeBL_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionFadeUp","cc.TransitionFadeUp","cc.TransitionFadeTR",NULL);
   tolua_beginmodule(tolua_S,"TransitionFadeUp");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFadeUp_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionFadeDown","cc.TransitionFadeDown","cc.TransitionFadeTR",NULL);
   tolua_beginmodule(tolua_S,"TransitionFadeDown");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionFadeDown_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionProgress","cc.TransitionProgress","cc.TransitionScene",NULL);
   tolua_beginmodule(tolua_S,"TransitionProgress");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionProgress_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionProgressRadialCCW","cc.TransitionProgressRadialCCW","cc.TransitionProgress",NULL);
   tolua_beginmodule(tolua_S,"TransitionProgressRadialCCW");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionProgressRadialCCW_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionProgressRadialCW","cc.TransitionProgressRadialCW","cc.TransitionProgress",NULL);
   tolua_beginmodule(tolua_S,"TransitionProgressRadialCW");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionProgressRadialCW_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionProgressHorizontal","cc.TransitionProgressHorizontal","cc.TransitionProgress",NULL);
   tolua_beginmodule(tolua_S,"TransitionProgressHorizontal");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionProgressHorizontal_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionProgressVertical","cc.TransitionProgressVertical","cc.TransitionProgress",NULL);
   tolua_beginmodule(tolua_S,"TransitionProgressVertical");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionProgressVertical_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionProgressInOut","cc.TransitionProgressInOut","cc.TransitionProgress",NULL);
   tolua_beginmodule(tolua_S,"TransitionProgressInOut");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionProgressInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TransitionProgressOutIn","cc.TransitionProgressOutIn","cc.TransitionProgress",NULL);
   tolua_beginmodule(tolua_S,"TransitionProgressOutIn");
    tolua_function(tolua_S,"create",tolua_cc_transitions_cc_TransitionProgressOutIn_create00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_transitions (lua_State* tolua_S) {
 return tolua_cc_transitions_open(tolua_S);
};
#endif


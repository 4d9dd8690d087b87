/*
** Lua binding: cc_actions
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
TOLUA_API int  tolua_cc_actions_open (lua_State* tolua_S);

#include "actions/Action.h"
#include "actions/ActionAppearance.h"
#include "actions/ActionComposite.h"
#include "actions/ActionEase.h"
#include "actions/ActionInstant.h"
#include "actions/ActionInterval.h"
#include "actions/ActionManager.h"
#include "actions/ActionPath.h"
#include "actions/ActionTransform.h"
#include "actions/ActionTween.h"
#include "actions/ActionWrappers.h"
#include "scene/Node.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.MoveBy");
 Mtolua_typeid(tolua_S,typeid(cc::MoveBy), "cc.MoveBy");
 tolua_usertype(tolua_S,"cc.ScaleBy");
 Mtolua_typeid(tolua_S,typeid(cc::ScaleBy), "cc.ScaleBy");
 tolua_usertype(tolua_S,"cc.CardinalSplineBy");
 Mtolua_typeid(tolua_S,typeid(cc::CardinalSplineBy), "cc.CardinalSplineBy");
 tolua_usertype(tolua_S,"cc.RemoveSelf");
 Mtolua_typeid(tolua_S,typeid(cc::RemoveSelf), "cc.RemoveSelf");
 tolua_usertype(tolua_S,"cc.Hide");
 Mtolua_typeid(tolua_S,typeid(cc::Hide), "cc.Hide");
 tolua_usertype(tolua_S,"cc.EaseQuadraticActionIn");
 Mtolua_typeid(tolua_S,typeid(cc::EaseQuadraticActionIn), "cc.EaseQuadraticActionIn");
 tolua_usertype(tolua_S,"cc.JumpTo");
 Mtolua_typeid(tolua_S,typeid(cc::JumpTo), "cc.JumpTo");
 tolua_usertype(tolua_S,"cc.TintTo");
 Mtolua_typeid(tolua_S,typeid(cc::TintTo), "cc.TintTo");
 tolua_usertype(tolua_S,"cc.Blink");
 Mtolua_typeid(tolua_S,typeid(cc::Blink), "cc.Blink");
 tolua_usertype(tolua_S,"cc.Place");
 Mtolua_typeid(tolua_S,typeid(cc::Place), "cc.Place");
 tolua_usertype(tolua_S,"cc.EaseCubicActionInOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseCubicActionInOut), "cc.EaseCubicActionInOut");
 tolua_usertype(tolua_S,"cc.ResizeTo");
 Mtolua_typeid(tolua_S,typeid(cc::ResizeTo), "cc.ResizeTo");
 tolua_usertype(tolua_S,"cc.EaseBounce");
 Mtolua_typeid(tolua_S,typeid(cc::EaseBounce), "cc.EaseBounce");
 tolua_usertype(tolua_S,"cc.EaseExponentialOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseExponentialOut), "cc.EaseExponentialOut");
 tolua_usertype(tolua_S,"cc.FlipX");
 Mtolua_typeid(tolua_S,typeid(cc::FlipX), "cc.FlipX");
 tolua_usertype(tolua_S,"cc.EaseBezierAction");
 Mtolua_typeid(tolua_S,typeid(cc::EaseBezierAction), "cc.EaseBezierAction");
 tolua_usertype(tolua_S,"cc.EaseSineInOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseSineInOut), "cc.EaseSineInOut");
 tolua_usertype(tolua_S,"cc.EaseCubicActionOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseCubicActionOut), "cc.EaseCubicActionOut");
 tolua_usertype(tolua_S,"cc.FlipY");
 Mtolua_typeid(tolua_S,typeid(cc::FlipY), "cc.FlipY");
 tolua_usertype(tolua_S,"cc.ResizeBy");
 Mtolua_typeid(tolua_S,typeid(cc::ResizeBy), "cc.ResizeBy");
 tolua_usertype(tolua_S,"cc.Show");
 Mtolua_typeid(tolua_S,typeid(cc::Show), "cc.Show");
 tolua_usertype(tolua_S,"cc.EaseCircleActionIn");
 Mtolua_typeid(tolua_S,typeid(cc::EaseCircleActionIn), "cc.EaseCircleActionIn");
 tolua_usertype(tolua_S,"cc.EaseCircleActionOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseCircleActionOut), "cc.EaseCircleActionOut");
 tolua_usertype(tolua_S,"cc.ActionFloat");
 Mtolua_typeid(tolua_S,typeid(cc::ActionFloat), "cc.ActionFloat");
 tolua_usertype(tolua_S,"cc.JumpBy");
 Mtolua_typeid(tolua_S,typeid(cc::JumpBy), "cc.JumpBy");
 tolua_usertype(tolua_S,"cc.EaseQuarticActionOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseQuarticActionOut), "cc.EaseQuarticActionOut");
 tolua_usertype(tolua_S,"cc.Repeat");
 Mtolua_typeid(tolua_S,typeid(cc::Repeat), "cc.Repeat");
 tolua_usertype(tolua_S,"cc.EaseQuinticActionOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseQuinticActionOut), "cc.EaseQuinticActionOut");
 tolua_usertype(tolua_S,"cc.EaseElasticInOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseElasticInOut), "cc.EaseElasticInOut");
 tolua_usertype(tolua_S,"cc.CatmullRomTo");
 Mtolua_typeid(tolua_S,typeid(cc::CatmullRomTo), "cc.CatmullRomTo");
 tolua_usertype(tolua_S,"cc.EaseQuarticActionIn");
 Mtolua_typeid(tolua_S,typeid(cc::EaseQuarticActionIn), "cc.EaseQuarticActionIn");
 tolua_usertype(tolua_S,"cc.EaseElasticOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseElasticOut), "cc.EaseElasticOut");
 tolua_usertype(tolua_S,"cc.CallFunc");
 Mtolua_typeid(tolua_S,typeid(cc::CallFunc), "cc.CallFunc");
 tolua_usertype(tolua_S,"cc.EaseExponentialIn");
 Mtolua_typeid(tolua_S,typeid(cc::EaseExponentialIn), "cc.EaseExponentialIn");
 tolua_usertype(tolua_S,"cc.EaseElasticIn");
 Mtolua_typeid(tolua_S,typeid(cc::EaseElasticIn), "cc.EaseElasticIn");
 tolua_usertype(tolua_S,"cc.ScaleTo");
 Mtolua_typeid(tolua_S,typeid(cc::ScaleTo), "cc.ScaleTo");
 tolua_usertype(tolua_S,"cc.EaseBackOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseBackOut), "cc.EaseBackOut");
 tolua_usertype(tolua_S,"cc.ToggleVisibility");
 Mtolua_typeid(tolua_S,typeid(cc::ToggleVisibility), "cc.ToggleVisibility");
 tolua_usertype(tolua_S,"cc.EaseQuinticActionInOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseQuinticActionInOut), "cc.EaseQuinticActionInOut");
 tolua_usertype(tolua_S,"cc.TintBy");
 Mtolua_typeid(tolua_S,typeid(cc::TintBy), "cc.TintBy");
 tolua_usertype(tolua_S,"cc.EaseOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseOut), "cc.EaseOut");
 tolua_usertype(tolua_S,"cc.Action");
 Mtolua_typeid(tolua_S,typeid(cc::Action), "cc.Action");
 tolua_usertype(tolua_S,"cc.EaseQuarticActionInOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseQuarticActionInOut), "cc.EaseQuarticActionInOut");
 tolua_usertype(tolua_S,"cc.Follow");
 Mtolua_typeid(tolua_S,typeid(cc::Follow), "cc.Follow");
 tolua_usertype(tolua_S,"cc.EaseBounceIn");
 Mtolua_typeid(tolua_S,typeid(cc::EaseBounceIn), "cc.EaseBounceIn");
 tolua_usertype(tolua_S,"cc.EaseBounceOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseBounceOut), "cc.EaseBounceOut");
 tolua_usertype(tolua_S,"cc.EaseQuadraticActionOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseQuadraticActionOut), "cc.EaseQuadraticActionOut");
 tolua_usertype(tolua_S,"cc.EaseBounceInOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseBounceInOut), "cc.EaseBounceInOut");
 tolua_usertype(tolua_S,"cc.FiniteTimeAction");
 Mtolua_typeid(tolua_S,typeid(cc::FiniteTimeAction), "cc.FiniteTimeAction");
 tolua_usertype(tolua_S,"cc.DelayTime");
 Mtolua_typeid(tolua_S,typeid(cc::DelayTime), "cc.DelayTime");
 tolua_usertype(tolua_S,"cc.EaseRateAction");
 Mtolua_typeid(tolua_S,typeid(cc::EaseRateAction), "cc.EaseRateAction");
 tolua_usertype(tolua_S,"cc.EaseExponentialInOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseExponentialInOut), "cc.EaseExponentialInOut");
 tolua_usertype(tolua_S,"cc.ActionInstant");
 Mtolua_typeid(tolua_S,typeid(cc::ActionInstant), "cc.ActionInstant");
 tolua_usertype(tolua_S,"cc.ActionManager");
 Mtolua_typeid(tolua_S,typeid(cc::ActionManager), "cc.ActionManager");
 tolua_usertype(tolua_S,"cc.ReverseTime");
 Mtolua_typeid(tolua_S,typeid(cc::ReverseTime), "cc.ReverseTime");
 tolua_usertype(tolua_S,"cc.Speed");
 Mtolua_typeid(tolua_S,typeid(cc::Speed), "cc.Speed");
 tolua_usertype(tolua_S,"cc.ActionEase");
 Mtolua_typeid(tolua_S,typeid(cc::ActionEase), "cc.ActionEase");
 tolua_usertype(tolua_S,"cc.RepeatForever");
 Mtolua_typeid(tolua_S,typeid(cc::RepeatForever), "cc.RepeatForever");
 tolua_usertype(tolua_S,"cc.ActionInterval");
 Mtolua_typeid(tolua_S,typeid(cc::ActionInterval), "cc.ActionInterval");
 tolua_usertype(tolua_S,"cc.EaseIn");
 Mtolua_typeid(tolua_S,typeid(cc::EaseIn), "cc.EaseIn");
 tolua_usertype(tolua_S,"cc.EaseQuadraticActionInOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseQuadraticActionInOut), "cc.EaseQuadraticActionInOut");
 tolua_usertype(tolua_S,"cc.EaseQuinticActionIn");
 Mtolua_typeid(tolua_S,typeid(cc::EaseQuinticActionIn), "cc.EaseQuinticActionIn");
 tolua_usertype(tolua_S,"cc.Sequence");
 Mtolua_typeid(tolua_S,typeid(cc::Sequence), "cc.Sequence");
 tolua_usertype(tolua_S,"cc.SkewBy");
 Mtolua_typeid(tolua_S,typeid(cc::SkewBy), "cc.SkewBy");
 tolua_usertype(tolua_S,"cc.CatmullRomBy");
 Mtolua_typeid(tolua_S,typeid(cc::CatmullRomBy), "cc.CatmullRomBy");
 tolua_usertype(tolua_S,"cc.SkewTo");
 Mtolua_typeid(tolua_S,typeid(cc::SkewTo), "cc.SkewTo");
 tolua_usertype(tolua_S,"cc.EaseSineIn");
 Mtolua_typeid(tolua_S,typeid(cc::EaseSineIn), "cc.EaseSineIn");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.EaseElastic");
 Mtolua_typeid(tolua_S,typeid(cc::EaseElastic), "cc.EaseElastic");
 tolua_usertype(tolua_S,"cc.EaseCubicActionIn");
 Mtolua_typeid(tolua_S,typeid(cc::EaseCubicActionIn), "cc.EaseCubicActionIn");
 tolua_usertype(tolua_S,"cc.EaseSineOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseSineOut), "cc.EaseSineOut");
 tolua_usertype(tolua_S,"cc.EaseInOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseInOut), "cc.EaseInOut");
 tolua_usertype(tolua_S,"cc.FadeIn");
 Mtolua_typeid(tolua_S,typeid(cc::FadeIn), "cc.FadeIn");
 tolua_usertype(tolua_S,"cc.EaseBackIn");
 Mtolua_typeid(tolua_S,typeid(cc::EaseBackIn), "cc.EaseBackIn");
 tolua_usertype(tolua_S,"cc.FadeTo");
 Mtolua_typeid(tolua_S,typeid(cc::FadeTo), "cc.FadeTo");
 tolua_usertype(tolua_S,"cc.MoveTo");
 Mtolua_typeid(tolua_S,typeid(cc::MoveTo), "cc.MoveTo");
 tolua_usertype(tolua_S,"cc.FadeOut");
 Mtolua_typeid(tolua_S,typeid(cc::FadeOut), "cc.FadeOut");
 tolua_usertype(tolua_S,"cc.TargetedAction");
 Mtolua_typeid(tolua_S,typeid(cc::TargetedAction), "cc.TargetedAction");
 tolua_usertype(tolua_S,"cc.CardinalSplineTo");
 Mtolua_typeid(tolua_S,typeid(cc::CardinalSplineTo), "cc.CardinalSplineTo");
 tolua_usertype(tolua_S,"cc.EaseCircleActionInOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseCircleActionInOut), "cc.EaseCircleActionInOut");
 tolua_usertype(tolua_S,"cc.RotateBy");
 Mtolua_typeid(tolua_S,typeid(cc::RotateBy), "cc.RotateBy");
 tolua_usertype(tolua_S,"cc.RotateTo");
 Mtolua_typeid(tolua_S,typeid(cc::RotateTo), "cc.RotateTo");
 tolua_usertype(tolua_S,"cc.BezierTo");
 Mtolua_typeid(tolua_S,typeid(cc::BezierTo), "cc.BezierTo");
 tolua_usertype(tolua_S,"cc.EaseBackInOut");
 Mtolua_typeid(tolua_S,typeid(cc::EaseBackInOut), "cc.EaseBackInOut");
 tolua_usertype(tolua_S,"cc.BezierBy");
 Mtolua_typeid(tolua_S,typeid(cc::BezierBy), "cc.BezierBy");
 tolua_usertype(tolua_S,"cc.Spawn");
 Mtolua_typeid(tolua_S,typeid(cc::Spawn), "cc.Spawn");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"cc.ActionTween");
 Mtolua_typeid(tolua_S,typeid(cc::ActionTween), "cc.ActionTween");
}

/* method: clone of class  cc::Action */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Action_clone00
static int tolua_cc_actions_cc_Action_clone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Action",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Action* self = (const cc::Action*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Action:clone'", NULL);
#endif
  {
   cc::Action* tolua_ret = (cc::Action*)  self->clone();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Action");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Action:clone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: reverse of class  cc::Action */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Action_reverse00
static int tolua_cc_actions_cc_Action_reverse00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Action",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Action* self = (const cc::Action*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Action:reverse'", NULL);
#endif
  {
   cc::Action* tolua_ret = (cc::Action*)  self->reverse();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Action");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Action:reverse'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isDone of class  cc::Action */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Action_isDone00
static int tolua_cc_actions_cc_Action_isDone00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Action",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Action* self = (const cc::Action*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Action:isDone'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isDone();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Action:isDone'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTarget of class  cc::Action */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Action_getTarget00
static int tolua_cc_actions_cc_Action_getTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Action",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Action* self = (const cc::Action*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Action:getTarget'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getTarget();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Action:getTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getOriginalTarget of class  cc::Action */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Action_getOriginalTarget00
static int tolua_cc_actions_cc_Action_getOriginalTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Action",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Action* self = (const cc::Action*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Action:getOriginalTarget'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getOriginalTarget();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Action:getOriginalTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTag of class  cc::Action */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Action_getTag00
static int tolua_cc_actions_cc_Action_getTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Action",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Action* self = (const cc::Action*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Action:getTag'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getTag();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Action:getTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTag of class  cc::Action */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Action_setTag00
static int tolua_cc_actions_cc_Action_setTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Action",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Action* self = (cc::Action*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Action:setTag'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Action:setTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFlags of class  cc::Action */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Action_getFlags00
static int tolua_cc_actions_cc_Action_getFlags00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Action",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Action* self = (const cc::Action*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Action:getFlags'", NULL);
#endif
  {
   unsigned int tolua_ret = (unsigned int)  self->getFlags();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Action:getFlags'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFlags of class  cc::Action */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Action_setFlags00
static int tolua_cc_actions_cc_Action_setFlags00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Action",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Action* self = (cc::Action*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Action:setFlags'", NULL);
#endif
  unsigned int flags = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   self->setFlags(flags);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Action:setFlags'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDuration of class  cc::FiniteTimeAction */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_FiniteTimeAction_getDuration00
static int tolua_cc_actions_cc_FiniteTimeAction_getDuration00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.FiniteTimeAction",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::FiniteTimeAction* self = (const cc::FiniteTimeAction*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FiniteTimeAction:getDuration'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getDuration();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FiniteTimeAction:getDuration'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDuration of class  cc::FiniteTimeAction */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_FiniteTimeAction_setDuration00
static int tolua_cc_actions_cc_FiniteTimeAction_setDuration00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.FiniteTimeAction",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::FiniteTimeAction* self = (cc::FiniteTimeAction*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FiniteTimeAction:setDuration'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.FiniteTimeAction:setDuration'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getElapsed of class  cc::ActionInterval */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionInterval_getElapsed00
static int tolua_cc_actions_cc_ActionInterval_getElapsed00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ActionInterval",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ActionInterval* self = (const cc::ActionInterval*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionInterval:getElapsed'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getElapsed();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionInterval:getElapsed'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::DelayTime */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_DelayTime_create00
static int tolua_cc_actions_cc_DelayTime_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.DelayTime",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  {
   cc::DelayTime* tolua_ret = (cc::DelayTime*)  cc::DelayTime::create(duration);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.DelayTime");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.DelayTime:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Show */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Show_create00
static int tolua_cc_actions_cc_Show_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Show",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Show* tolua_ret = (cc::Show*)  cc::Show::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Show");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Show:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Hide */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Hide_create00
static int tolua_cc_actions_cc_Hide_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Hide",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Hide* tolua_ret = (cc::Hide*)  cc::Hide::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Hide");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Hide:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ToggleVisibility */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ToggleVisibility_create00
static int tolua_cc_actions_cc_ToggleVisibility_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ToggleVisibility",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ToggleVisibility* tolua_ret = (cc::ToggleVisibility*)  cc::ToggleVisibility::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ToggleVisibility");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ToggleVisibility:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::RemoveSelf */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_RemoveSelf_create00
static int tolua_cc_actions_cc_RemoveSelf_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.RemoveSelf",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  bool isNeedCleanUp = ((bool)  tolua_toboolean(tolua_S,2,true));
  {
   cc::RemoveSelf* tolua_ret = (cc::RemoveSelf*)  cc::RemoveSelf::create(isNeedCleanUp);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.RemoveSelf");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RemoveSelf:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Place */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Place_create00
static int tolua_cc_actions_cc_Place_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Place",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Vec2* position = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Place* tolua_ret = (cc::Place*)  cc::Place::create(*position);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Place");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Place:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::FlipX */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_FlipX_create00
static int tolua_cc_actions_cc_FlipX_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.FlipX",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  bool x = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   cc::FlipX* tolua_ret = (cc::FlipX*)  cc::FlipX::create(x);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.FlipX");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FlipX:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::FlipY */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_FlipY_create00
static int tolua_cc_actions_cc_FlipY_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.FlipY",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  bool y = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   cc::FlipY* tolua_ret = (cc::FlipY*)  cc::FlipY::create(y);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.FlipY");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FlipY:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTwoActions of class  cc::Sequence */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Sequence_createWithTwoActions00
static int tolua_cc_actions_cc_Sequence_createWithTwoActions00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.Sequence",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.FiniteTimeAction",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.FiniteTimeAction",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::FiniteTimeAction* one = ((cc::FiniteTimeAction*)  kite_tousertype(tolua_S,2,0));
  cc::FiniteTimeAction* two = ((cc::FiniteTimeAction*)  kite_tousertype(tolua_S,3,0));
  {
   cc::Sequence* tolua_ret = (cc::Sequence*)  cc::Sequence::createWithTwoActions(one,two);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sequence");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Sequence:createWithTwoActions'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithTwoActions of class  cc::Spawn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Spawn_createWithTwoActions00
static int tolua_cc_actions_cc_Spawn_createWithTwoActions00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.Spawn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.FiniteTimeAction",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.FiniteTimeAction",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::FiniteTimeAction* one = ((cc::FiniteTimeAction*)  kite_tousertype(tolua_S,2,0));
  cc::FiniteTimeAction* two = ((cc::FiniteTimeAction*)  kite_tousertype(tolua_S,3,0));
  {
   cc::Spawn* tolua_ret = (cc::Spawn*)  cc::Spawn::createWithTwoActions(one,two);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Spawn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Spawn:createWithTwoActions'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Repeat */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Repeat_create00
static int tolua_cc_actions_cc_Repeat_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Repeat",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.FiniteTimeAction",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::FiniteTimeAction* action = ((cc::FiniteTimeAction*)  kite_tousertype(tolua_S,2,0));
  unsigned int times = ((unsigned int)  lua_tonumber(tolua_S,3));
  {
   cc::Repeat* tolua_ret = (cc::Repeat*)  cc::Repeat::create(action,times);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Repeat");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Repeat:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInnerAction of class  cc::Repeat */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Repeat_getInnerAction00
static int tolua_cc_actions_cc_Repeat_getInnerAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Repeat",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Repeat* self = (const cc::Repeat*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Repeat:getInnerAction'", NULL);
#endif
  {
   cc::FiniteTimeAction* tolua_ret = (cc::FiniteTimeAction*)  self->getInnerAction();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.FiniteTimeAction");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Repeat:getInnerAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInnerAction of class  cc::Repeat */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Repeat_setInnerAction00
static int tolua_cc_actions_cc_Repeat_setInnerAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Repeat",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.FiniteTimeAction",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Repeat* self = (cc::Repeat*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Repeat:setInnerAction'", NULL);
#endif
  cc::FiniteTimeAction* action = ((cc::FiniteTimeAction*)  kite_tousertype(tolua_S,2,0));
  {
   self->setInnerAction(action);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Repeat:setInnerAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::RepeatForever */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_RepeatForever_create00
static int tolua_cc_actions_cc_RepeatForever_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.RepeatForever",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::RepeatForever* tolua_ret = (cc::RepeatForever*)  cc::RepeatForever::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.RepeatForever");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RepeatForever:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInnerAction of class  cc::RepeatForever */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_RepeatForever_getInnerAction00
static int tolua_cc_actions_cc_RepeatForever_getInnerAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.RepeatForever",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::RepeatForever* self = (const cc::RepeatForever*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RepeatForever:getInnerAction'", NULL);
#endif
  {
   cc::ActionInterval* tolua_ret = (cc::ActionInterval*)  self->getInnerAction();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ActionInterval");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RepeatForever:getInnerAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInnerAction of class  cc::RepeatForever */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_RepeatForever_setInnerAction00
static int tolua_cc_actions_cc_RepeatForever_setInnerAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.RepeatForever",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RepeatForever* self = (cc::RepeatForever*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RepeatForever:setInnerAction'", NULL);
#endif
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   self->setInnerAction(action);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RepeatForever:setInnerAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Speed */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Speed_create00
static int tolua_cc_actions_cc_Speed_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Speed",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  float speed = ((float)  lua_tonumber(tolua_S,3));
  {
   cc::Speed* tolua_ret = (cc::Speed*)  cc::Speed::create(action,speed);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Speed");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Speed:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSpeed of class  cc::Speed */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Speed_getSpeed00
static int tolua_cc_actions_cc_Speed_getSpeed00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Speed",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Speed* self = (const cc::Speed*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Speed:getSpeed'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getSpeed();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Speed:getSpeed'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSpeed of class  cc::Speed */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Speed_setSpeed00
static int tolua_cc_actions_cc_Speed_setSpeed00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Speed",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Speed* self = (cc::Speed*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Speed:setSpeed'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.Speed:setSpeed'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInnerAction of class  cc::Speed */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Speed_getInnerAction00
static int tolua_cc_actions_cc_Speed_getInnerAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Speed",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Speed* self = (const cc::Speed*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Speed:getInnerAction'", NULL);
#endif
  {
   cc::ActionInterval* tolua_ret = (cc::ActionInterval*)  self->getInnerAction();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ActionInterval");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Speed:getInnerAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInnerAction of class  cc::Speed */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Speed_setInnerAction00
static int tolua_cc_actions_cc_Speed_setInnerAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.Speed",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Speed* self = (cc::Speed*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Speed:setInnerAction'", NULL);
#endif
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   self->setInnerAction(action);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Speed:setInnerAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Follow */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Follow_create00
static int tolua_cc_actions_cc_Follow_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Follow",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* followedNode = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   cc::Follow* tolua_ret = (cc::Follow*)  cc::Follow::create(followedNode);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Follow");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Follow:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Follow */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Follow_create01
static int tolua_cc_actions_cc_Follow_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Follow",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Node* followedNode = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  {
   cc::Follow* tolua_ret = (cc::Follow*)  cc::Follow::create(followedNode,*rect);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Follow");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_actions_cc_Follow_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithOffset of class  cc::Follow */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Follow_createWithOffset00
static int tolua_cc_actions_cc_Follow_createWithOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Follow",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* followedNode = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  float xOffset = ((float)  lua_tonumber(tolua_S,3));
  float yOffset = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::Follow* tolua_ret = (cc::Follow*)  cc::Follow::createWithOffset(followedNode,xOffset,yOffset);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Follow");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Follow:createWithOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithOffset of class  cc::Follow */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Follow_createWithOffset01
static int tolua_cc_actions_cc_Follow_createWithOffset01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.Follow",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,5,&tolua_err) || !kite_is_Rect(tolua_S,5,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Node* followedNode = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  float xOffset = ((float)  lua_tonumber(tolua_S,3));
  float yOffset = ((float)  lua_tonumber(tolua_S,4));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,5,0));
  {
   cc::Follow* tolua_ret = (cc::Follow*)  cc::Follow::createWithOffset(followedNode,xOffset,yOffset,*rect);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Follow");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_actions_cc_Follow_createWithOffset00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: isBoundarySet of class  cc::Follow */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Follow_isBoundarySet00
static int tolua_cc_actions_cc_Follow_isBoundarySet00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Follow",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Follow* self = (const cc::Follow*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Follow:isBoundarySet'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isBoundarySet();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Follow:isBoundarySet'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBoundarySet of class  cc::Follow */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Follow_setBoundarySet00
static int tolua_cc_actions_cc_Follow_setBoundarySet00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Follow",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Follow* self = (cc::Follow*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Follow:setBoundarySet'", NULL);
#endif
  bool value = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setBoundarySet(value);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Follow:setBoundarySet'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ReverseTime */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ReverseTime_create00
static int tolua_cc_actions_cc_ReverseTime_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.ReverseTime",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.FiniteTimeAction",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::FiniteTimeAction* action = ((cc::FiniteTimeAction*)  kite_tousertype(tolua_S,2,0));
  {
   cc::ReverseTime* tolua_ret = (cc::ReverseTime*)  cc::ReverseTime::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ReverseTime");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ReverseTime:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TargetedAction */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_TargetedAction_create00
static int tolua_cc_actions_cc_TargetedAction_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertable(tolua_S,1,"cc.TargetedAction",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.FiniteTimeAction",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Node* target = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  cc::FiniteTimeAction* action = ((cc::FiniteTimeAction*)  kite_tousertype(tolua_S,3,0));
  {
   cc::TargetedAction* tolua_ret = (cc::TargetedAction*)  cc::TargetedAction::create(target,action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TargetedAction");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TargetedAction:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getForcedTarget of class  cc::TargetedAction */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_TargetedAction_getForcedTarget00
static int tolua_cc_actions_cc_TargetedAction_getForcedTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TargetedAction",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TargetedAction* self = (const cc::TargetedAction*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TargetedAction:getForcedTarget'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getForcedTarget();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TargetedAction:getForcedTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setForcedTarget of class  cc::TargetedAction */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_TargetedAction_setForcedTarget00
static int tolua_cc_actions_cc_TargetedAction_setForcedTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.TargetedAction",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TargetedAction* self = (cc::TargetedAction*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TargetedAction:setForcedTarget'", NULL);
#endif
  cc::Node* target = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   self->setForcedTarget(target);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TargetedAction:setForcedTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::MoveBy */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_MoveBy_create00
static int tolua_cc_actions_cc_MoveBy_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.MoveBy",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  const cc::Vec2* deltaPosition = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  {
   cc::MoveBy* tolua_ret = (cc::MoveBy*)  cc::MoveBy::create(duration,*deltaPosition);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.MoveBy");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MoveBy:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::MoveTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_MoveTo_create00
static int tolua_cc_actions_cc_MoveTo_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.MoveTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  const cc::Vec2* position = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  {
   cc::MoveTo* tolua_ret = (cc::MoveTo*)  cc::MoveTo::create(duration,*position);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.MoveTo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.MoveTo:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::RotateBy */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_RotateBy_create00
static int tolua_cc_actions_cc_RotateBy_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.RotateBy",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  float deltaAngle = ((float)  lua_tonumber(tolua_S,3));
  {
   cc::RotateBy* tolua_ret = (cc::RotateBy*)  cc::RotateBy::create(duration,deltaAngle);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.RotateBy");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RotateBy:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::RotateBy */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_RotateBy_create01
static int tolua_cc_actions_cc_RotateBy_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.RotateBy",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  float deltaAngleX = ((float)  lua_tonumber(tolua_S,3));
  float deltaAngleY = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::RotateBy* tolua_ret = (cc::RotateBy*)  cc::RotateBy::create(duration,deltaAngleX,deltaAngleY);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.RotateBy");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_actions_cc_RotateBy_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::RotateTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_RotateTo_create00
static int tolua_cc_actions_cc_RotateTo_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.RotateTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  float dstAngle = ((float)  lua_tonumber(tolua_S,3));
  {
   cc::RotateTo* tolua_ret = (cc::RotateTo*)  cc::RotateTo::create(duration,dstAngle);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.RotateTo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RotateTo:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::RotateTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_RotateTo_create01
static int tolua_cc_actions_cc_RotateTo_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.RotateTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  float dstAngleX = ((float)  lua_tonumber(tolua_S,3));
  float dstAngleY = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::RotateTo* tolua_ret = (cc::RotateTo*)  cc::RotateTo::create(duration,dstAngleX,dstAngleY);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.RotateTo");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_actions_cc_RotateTo_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ScaleTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ScaleTo_create00
static int tolua_cc_actions_cc_ScaleTo_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ScaleTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  float scale = ((float)  lua_tonumber(tolua_S,3));
  {
   cc::ScaleTo* tolua_ret = (cc::ScaleTo*)  cc::ScaleTo::create(duration,scale);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ScaleTo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScaleTo:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ScaleTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ScaleTo_create01
static int tolua_cc_actions_cc_ScaleTo_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ScaleTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  float scaleX = ((float)  lua_tonumber(tolua_S,3));
  float scaleY = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::ScaleTo* tolua_ret = (cc::ScaleTo*)  cc::ScaleTo::create(duration,scaleX,scaleY);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ScaleTo");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_actions_cc_ScaleTo_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ScaleBy */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ScaleBy_create00
static int tolua_cc_actions_cc_ScaleBy_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ScaleBy",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  float scale = ((float)  lua_tonumber(tolua_S,3));
  {
   cc::ScaleBy* tolua_ret = (cc::ScaleBy*)  cc::ScaleBy::create(duration,scale);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ScaleBy");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ScaleBy:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ScaleBy */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ScaleBy_create01
static int tolua_cc_actions_cc_ScaleBy_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ScaleBy",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  float scaleX = ((float)  lua_tonumber(tolua_S,3));
  float scaleY = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::ScaleBy* tolua_ret = (cc::ScaleBy*)  cc::ScaleBy::create(duration,scaleX,scaleY);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ScaleBy");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_actions_cc_ScaleBy_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::SkewTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_SkewTo_create00
static int tolua_cc_actions_cc_SkewTo_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.SkewTo",0,&tolua_err,&tolua_seen[0]) ||
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
  float skewX = ((float)  lua_tonumber(tolua_S,3));
  float skewY = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::SkewTo* tolua_ret = (cc::SkewTo*)  cc::SkewTo::create(duration,skewX,skewY);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SkewTo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SkewTo:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::SkewBy */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_SkewBy_create00
static int tolua_cc_actions_cc_SkewBy_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.SkewBy",0,&tolua_err,&tolua_seen[0]) ||
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
  float deltaSkewX = ((float)  lua_tonumber(tolua_S,3));
  float deltaSkewY = ((float)  lua_tonumber(tolua_S,4));
  {
   cc::SkewBy* tolua_ret = (cc::SkewBy*)  cc::SkewBy::create(duration,deltaSkewX,deltaSkewY);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.SkewBy");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SkewBy:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ResizeTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ResizeTo_create00
static int tolua_cc_actions_cc_ResizeTo_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ResizeTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Size(tolua_S,3,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  const cc::Size* finalSize = ((const cc::Size*)  kite_to_Size(tolua_S,3,0));
  {
   cc::ResizeTo* tolua_ret = (cc::ResizeTo*)  cc::ResizeTo::create(duration,*finalSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ResizeTo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ResizeTo:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ResizeBy */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ResizeBy_create00
static int tolua_cc_actions_cc_ResizeBy_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ResizeBy",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Size(tolua_S,3,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  const cc::Size* deltaSize = ((const cc::Size*)  kite_to_Size(tolua_S,3,0));
  {
   cc::ResizeBy* tolua_ret = (cc::ResizeBy*)  cc::ResizeBy::create(duration,*deltaSize);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ResizeBy");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ResizeBy:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::JumpBy */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_JumpBy_create00
static int tolua_cc_actions_cc_JumpBy_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.JumpBy",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  const cc::Vec2* position = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  float height = ((float)  lua_tonumber(tolua_S,4));
  int jumps = ((int)  lua_tonumber(tolua_S,5));
  {
   cc::JumpBy* tolua_ret = (cc::JumpBy*)  cc::JumpBy::create(duration,*position,height,jumps);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.JumpBy");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.JumpBy:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::JumpTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_JumpTo_create00
static int tolua_cc_actions_cc_JumpTo_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.JumpTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Vec2(tolua_S,3,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  const cc::Vec2* position = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,3,0));
  float height = ((float)  lua_tonumber(tolua_S,4));
  int jumps = ((int)  lua_tonumber(tolua_S,5));
  {
   cc::JumpTo* tolua_ret = (cc::JumpTo*)  cc::JumpTo::create(duration,*position,height,jumps);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.JumpTo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.JumpTo:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTension of class  cc::CardinalSplineTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_CardinalSplineTo_getTension00
static int tolua_cc_actions_cc_CardinalSplineTo_getTension00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.CardinalSplineTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::CardinalSplineTo* self = (const cc::CardinalSplineTo*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.CardinalSplineTo:getTension'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getTension();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.CardinalSplineTo:getTension'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::FadeTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_FadeTo_create00
static int tolua_cc_actions_cc_FadeTo_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.FadeTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  unsigned char opacity = (( unsigned char)  lua_tonumber(tolua_S,3));
  {
   cc::FadeTo* tolua_ret = (cc::FadeTo*)  cc::FadeTo::create(duration,opacity);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.FadeTo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FadeTo:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::FadeIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_FadeIn_create00
static int tolua_cc_actions_cc_FadeIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.FadeIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  {
   cc::FadeIn* tolua_ret = (cc::FadeIn*)  cc::FadeIn::create(duration);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.FadeIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FadeIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::FadeOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_FadeOut_create00
static int tolua_cc_actions_cc_FadeOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.FadeOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  {
   cc::FadeOut* tolua_ret = (cc::FadeOut*)  cc::FadeOut::create(duration);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.FadeOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FadeOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TintTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_TintTo_create00
static int tolua_cc_actions_cc_TintTo_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.TintTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  unsigned char red = (( unsigned char)  lua_tonumber(tolua_S,3));
  unsigned char green = (( unsigned char)  lua_tonumber(tolua_S,4));
  unsigned char blue = (( unsigned char)  lua_tonumber(tolua_S,5));
  {
   cc::TintTo* tolua_ret = (cc::TintTo*)  cc::TintTo::create(duration,red,green,blue);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TintTo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TintTo:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TintTo */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_TintTo_create01
static int tolua_cc_actions_cc_TintTo_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.TintTo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Color3B(tolua_S,3,"const cc.Color3B",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  const cc::Color3B* color = ((const cc::Color3B*)  kite_to_Color3B(tolua_S,3,0));
  {
   cc::TintTo* tolua_ret = (cc::TintTo*)  cc::TintTo::create(duration,*color);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TintTo");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_actions_cc_TintTo_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TintBy */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_TintBy_create00
static int tolua_cc_actions_cc_TintBy_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.TintBy",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  short deltaRed = ((short)  lua_tonumber(tolua_S,3));
  short deltaGreen = ((short)  lua_tonumber(tolua_S,4));
  short deltaBlue = ((short)  lua_tonumber(tolua_S,5));
  {
   cc::TintBy* tolua_ret = (cc::TintBy*)  cc::TintBy::create(duration,deltaRed,deltaGreen,deltaBlue);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TintBy");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TintBy:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::Blink */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_Blink_create00
static int tolua_cc_actions_cc_Blink_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Blink",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  float duration = ((float)  lua_tonumber(tolua_S,2));
  int times = ((int)  lua_tonumber(tolua_S,3));
  {
   cc::Blink* tolua_ret = (cc::Blink*)  cc::Blink::create(duration,times);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Blink");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Blink:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInnerAction of class  cc::ActionEase */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionEase_getInnerAction00
static int tolua_cc_actions_cc_ActionEase_getInnerAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ActionEase",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ActionEase* self = (const cc::ActionEase*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionEase:getInnerAction'", NULL);
#endif
  {
   cc::ActionInterval* tolua_ret = (cc::ActionInterval*)  self->getInnerAction();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ActionInterval");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionEase:getInnerAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseRateAction */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseRateAction_create00
static int tolua_cc_actions_cc_EaseRateAction_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseRateAction",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  float rate = ((float)  lua_tonumber(tolua_S,3));
  {
   cc::EaseRateAction* tolua_ret = (cc::EaseRateAction*)  cc::EaseRateAction::create(action,rate);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseRateAction");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseRateAction:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRate of class  cc::EaseRateAction */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseRateAction_getRate00
static int tolua_cc_actions_cc_EaseRateAction_getRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EaseRateAction",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EaseRateAction* self = (const cc::EaseRateAction*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EaseRateAction:getRate'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getRate();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseRateAction:getRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setRate of class  cc::EaseRateAction */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseRateAction_setRate00
static int tolua_cc_actions_cc_EaseRateAction_setRate00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EaseRateAction",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EaseRateAction* self = (cc::EaseRateAction*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EaseRateAction:setRate'", NULL);
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
 tolua_error(tolua_S,"#ferror in function 'cc.EaseRateAction:setRate'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseIn_create00
static int tolua_cc_actions_cc_EaseIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  float rate = ((float)  lua_tonumber(tolua_S,3));
  {
   cc::EaseIn* tolua_ret = (cc::EaseIn*)  cc::EaseIn::create(action,rate);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseOut_create00
static int tolua_cc_actions_cc_EaseOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  float rate = ((float)  lua_tonumber(tolua_S,3));
  {
   cc::EaseOut* tolua_ret = (cc::EaseOut*)  cc::EaseOut::create(action,rate);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseInOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseInOut_create00
static int tolua_cc_actions_cc_EaseInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  float rate = ((float)  lua_tonumber(tolua_S,3));
  {
   cc::EaseInOut* tolua_ret = (cc::EaseInOut*)  cc::EaseInOut::create(action,rate);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseSineIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseSineIn_create00
static int tolua_cc_actions_cc_EaseSineIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseSineIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseSineIn* tolua_ret = (cc::EaseSineIn*)  cc::EaseSineIn::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseSineIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseSineIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseSineOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseSineOut_create00
static int tolua_cc_actions_cc_EaseSineOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseSineOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseSineOut* tolua_ret = (cc::EaseSineOut*)  cc::EaseSineOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseSineOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseSineOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseSineInOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseSineInOut_create00
static int tolua_cc_actions_cc_EaseSineInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseSineInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseSineInOut* tolua_ret = (cc::EaseSineInOut*)  cc::EaseSineInOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseSineInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseSineInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseQuadraticActionIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseQuadraticActionIn_create00
static int tolua_cc_actions_cc_EaseQuadraticActionIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseQuadraticActionIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseQuadraticActionIn* tolua_ret = (cc::EaseQuadraticActionIn*)  cc::EaseQuadraticActionIn::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseQuadraticActionIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseQuadraticActionIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseQuadraticActionOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseQuadraticActionOut_create00
static int tolua_cc_actions_cc_EaseQuadraticActionOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseQuadraticActionOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseQuadraticActionOut* tolua_ret = (cc::EaseQuadraticActionOut*)  cc::EaseQuadraticActionOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseQuadraticActionOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseQuadraticActionOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseQuadraticActionInOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseQuadraticActionInOut_create00
static int tolua_cc_actions_cc_EaseQuadraticActionInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseQuadraticActionInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseQuadraticActionInOut* tolua_ret = (cc::EaseQuadraticActionInOut*)  cc::EaseQuadraticActionInOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseQuadraticActionInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseQuadraticActionInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseCubicActionIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseCubicActionIn_create00
static int tolua_cc_actions_cc_EaseCubicActionIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseCubicActionIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseCubicActionIn* tolua_ret = (cc::EaseCubicActionIn*)  cc::EaseCubicActionIn::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseCubicActionIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseCubicActionIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseCubicActionOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseCubicActionOut_create00
static int tolua_cc_actions_cc_EaseCubicActionOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseCubicActionOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseCubicActionOut* tolua_ret = (cc::EaseCubicActionOut*)  cc::EaseCubicActionOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseCubicActionOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseCubicActionOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseCubicActionInOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseCubicActionInOut_create00
static int tolua_cc_actions_cc_EaseCubicActionInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseCubicActionInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseCubicActionInOut* tolua_ret = (cc::EaseCubicActionInOut*)  cc::EaseCubicActionInOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseCubicActionInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseCubicActionInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseExponentialIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseExponentialIn_create00
static int tolua_cc_actions_cc_EaseExponentialIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseExponentialIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseExponentialIn* tolua_ret = (cc::EaseExponentialIn*)  cc::EaseExponentialIn::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseExponentialIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseExponentialIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseExponentialOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseExponentialOut_create00
static int tolua_cc_actions_cc_EaseExponentialOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseExponentialOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseExponentialOut* tolua_ret = (cc::EaseExponentialOut*)  cc::EaseExponentialOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseExponentialOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseExponentialOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseExponentialInOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseExponentialInOut_create00
static int tolua_cc_actions_cc_EaseExponentialInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseExponentialInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseExponentialInOut* tolua_ret = (cc::EaseExponentialInOut*)  cc::EaseExponentialInOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseExponentialInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseExponentialInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseBackIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseBackIn_create00
static int tolua_cc_actions_cc_EaseBackIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseBackIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseBackIn* tolua_ret = (cc::EaseBackIn*)  cc::EaseBackIn::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseBackIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseBackIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseBackOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseBackOut_create00
static int tolua_cc_actions_cc_EaseBackOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseBackOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseBackOut* tolua_ret = (cc::EaseBackOut*)  cc::EaseBackOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseBackOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseBackOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseBackInOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseBackInOut_create00
static int tolua_cc_actions_cc_EaseBackInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseBackInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseBackInOut* tolua_ret = (cc::EaseBackInOut*)  cc::EaseBackInOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseBackInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseBackInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseBounceIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseBounceIn_create00
static int tolua_cc_actions_cc_EaseBounceIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseBounceIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseBounceIn* tolua_ret = (cc::EaseBounceIn*)  cc::EaseBounceIn::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseBounceIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseBounceIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseBounceOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseBounceOut_create00
static int tolua_cc_actions_cc_EaseBounceOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseBounceOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseBounceOut* tolua_ret = (cc::EaseBounceOut*)  cc::EaseBounceOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseBounceOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseBounceOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseBounceInOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseBounceInOut_create00
static int tolua_cc_actions_cc_EaseBounceInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseBounceInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseBounceInOut* tolua_ret = (cc::EaseBounceInOut*)  cc::EaseBounceInOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseBounceInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseBounceInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseCircleActionIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseCircleActionIn_create00
static int tolua_cc_actions_cc_EaseCircleActionIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseCircleActionIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseCircleActionIn* tolua_ret = (cc::EaseCircleActionIn*)  cc::EaseCircleActionIn::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseCircleActionIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseCircleActionIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseCircleActionOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseCircleActionOut_create00
static int tolua_cc_actions_cc_EaseCircleActionOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseCircleActionOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseCircleActionOut* tolua_ret = (cc::EaseCircleActionOut*)  cc::EaseCircleActionOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseCircleActionOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseCircleActionOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseCircleActionInOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseCircleActionInOut_create00
static int tolua_cc_actions_cc_EaseCircleActionInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseCircleActionInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseCircleActionInOut* tolua_ret = (cc::EaseCircleActionInOut*)  cc::EaseCircleActionInOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseCircleActionInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseCircleActionInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseQuarticActionIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseQuarticActionIn_create00
static int tolua_cc_actions_cc_EaseQuarticActionIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseQuarticActionIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseQuarticActionIn* tolua_ret = (cc::EaseQuarticActionIn*)  cc::EaseQuarticActionIn::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseQuarticActionIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseQuarticActionIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseQuarticActionOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseQuarticActionOut_create00
static int tolua_cc_actions_cc_EaseQuarticActionOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseQuarticActionOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseQuarticActionOut* tolua_ret = (cc::EaseQuarticActionOut*)  cc::EaseQuarticActionOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseQuarticActionOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseQuarticActionOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseQuarticActionInOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseQuarticActionInOut_create00
static int tolua_cc_actions_cc_EaseQuarticActionInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseQuarticActionInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseQuarticActionInOut* tolua_ret = (cc::EaseQuarticActionInOut*)  cc::EaseQuarticActionInOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseQuarticActionInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseQuarticActionInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseQuinticActionIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseQuinticActionIn_create00
static int tolua_cc_actions_cc_EaseQuinticActionIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseQuinticActionIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseQuinticActionIn* tolua_ret = (cc::EaseQuinticActionIn*)  cc::EaseQuinticActionIn::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseQuinticActionIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseQuinticActionIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseQuinticActionOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseQuinticActionOut_create00
static int tolua_cc_actions_cc_EaseQuinticActionOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseQuinticActionOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseQuinticActionOut* tolua_ret = (cc::EaseQuinticActionOut*)  cc::EaseQuinticActionOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseQuinticActionOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseQuinticActionOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseQuinticActionInOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseQuinticActionInOut_create00
static int tolua_cc_actions_cc_EaseQuinticActionInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseQuinticActionInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseQuinticActionInOut* tolua_ret = (cc::EaseQuinticActionInOut*)  cc::EaseQuinticActionInOut::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseQuinticActionInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseQuinticActionInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseBezierAction */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseBezierAction_create00
static int tolua_cc_actions_cc_EaseBezierAction_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseBezierAction",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  {
   cc::EaseBezierAction* tolua_ret = (cc::EaseBezierAction*)  cc::EaseBezierAction::create(action);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseBezierAction");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseBezierAction:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBezierParamer of class  cc::EaseBezierAction */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseBezierAction_setBezierParamer00
static int tolua_cc_actions_cc_EaseBezierAction_setBezierParamer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EaseBezierAction",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EaseBezierAction* self = (cc::EaseBezierAction*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EaseBezierAction:setBezierParamer'", NULL);
#endif
  float p0 = ((float)  lua_tonumber(tolua_S,2));
  float p1 = ((float)  lua_tonumber(tolua_S,3));
  float p2 = ((float)  lua_tonumber(tolua_S,4));
  float p3 = ((float)  lua_tonumber(tolua_S,5));
  {
   self->setBezierParamer(p0,p1,p2,p3);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseBezierAction:setBezierParamer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPeriod of class  cc::EaseElastic */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseElastic_getPeriod00
static int tolua_cc_actions_cc_EaseElastic_getPeriod00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.EaseElastic",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::EaseElastic* self = (const cc::EaseElastic*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EaseElastic:getPeriod'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getPeriod();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseElastic:getPeriod'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPeriod of class  cc::EaseElastic */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseElastic_setPeriod00
static int tolua_cc_actions_cc_EaseElastic_setPeriod00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.EaseElastic",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::EaseElastic* self = (cc::EaseElastic*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.EaseElastic:setPeriod'", NULL);
#endif
  float period = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setPeriod(period);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseElastic:setPeriod'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseElasticIn */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseElasticIn_create00
static int tolua_cc_actions_cc_EaseElasticIn_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseElasticIn",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  float period = ((float)  tolua_tonumber(tolua_S,3,0.3));
  {
   cc::EaseElasticIn* tolua_ret = (cc::EaseElasticIn*)  cc::EaseElasticIn::create(action,period);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseElasticIn");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseElasticIn:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseElasticOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseElasticOut_create00
static int tolua_cc_actions_cc_EaseElasticOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseElasticOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  float period = ((float)  tolua_tonumber(tolua_S,3,0.3));
  {
   cc::EaseElasticOut* tolua_ret = (cc::EaseElasticOut*)  cc::EaseElasticOut::create(action,period);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseElasticOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseElasticOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::EaseElasticInOut */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_EaseElasticInOut_create00
static int tolua_cc_actions_cc_EaseElasticInOut_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.EaseElasticInOut",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.ActionInterval",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionInterval* action = ((cc::ActionInterval*)  kite_tousertype(tolua_S,2,0));
  float period = ((float)  tolua_tonumber(tolua_S,3,0.3));
  {
   cc::EaseElasticInOut* tolua_ret = (cc::EaseElasticInOut*)  cc::EaseElasticInOut::create(action,period);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.EaseElasticInOut");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.EaseElasticInOut:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addAction of class  cc::ActionManager */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionManager_addAction00
static int tolua_cc_actions_cc_ActionManager_addAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[3];
 if (
     !kite_isusertype(tolua_S,1,"cc.ActionManager",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Action",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isobject(tolua_S,3,"cc.Node",0,&tolua_err,&tolua_seen[2]) ||
     !kite_isboolean(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionManager* self = (cc::ActionManager*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionManager:addAction'", NULL);
#endif
  cc::Action* action = ((cc::Action*)  kite_tousertype(tolua_S,2,0));
  cc::Node* target = ((cc::Node*)  kite_tousertype(tolua_S,3,0));
  bool paused = ((bool)  tolua_toboolean(tolua_S,4,0));
  {
   self->addAction(action,target,paused);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionManager:addAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllActions of class  cc::ActionManager */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionManager_removeAllActions00
static int tolua_cc_actions_cc_ActionManager_removeAllActions00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ActionManager",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionManager* self = (cc::ActionManager*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionManager:removeAllActions'", NULL);
#endif
  {
   self->removeAllActions();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionManager:removeAllActions'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAllActionsFromTarget of class  cc::ActionManager */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionManager_removeAllActionsFromTarget00
static int tolua_cc_actions_cc_ActionManager_removeAllActionsFromTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ActionManager",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionManager* self = (cc::ActionManager*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionManager:removeAllActionsFromTarget'", NULL);
#endif
  cc::Node* target = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   self->removeAllActionsFromTarget(target);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionManager:removeAllActionsFromTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeAction of class  cc::ActionManager */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionManager_removeAction00
static int tolua_cc_actions_cc_ActionManager_removeAction00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ActionManager",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Action",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionManager* self = (cc::ActionManager*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionManager:removeAction'", NULL);
#endif
  cc::Action* action = ((cc::Action*)  kite_tousertype(tolua_S,2,0));
  {
   self->removeAction(action);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionManager:removeAction'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeActionByTag of class  cc::ActionManager */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionManager_removeActionByTag00
static int tolua_cc_actions_cc_ActionManager_removeActionByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ActionManager",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionManager* self = (cc::ActionManager*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionManager:removeActionByTag'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  cc::Node* target = ((cc::Node*)  kite_tousertype(tolua_S,3,0));
  {
   self->removeActionByTag(tag,target);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionManager:removeActionByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getActionByTag of class  cc::ActionManager */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionManager_getActionByTag00
static int tolua_cc_actions_cc_ActionManager_getActionByTag00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ActionManager",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isobject(tolua_S,3,"const cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ActionManager* self = (const cc::ActionManager*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionManager:getActionByTag'", NULL);
#endif
  int tag = ((int)  lua_tonumber(tolua_S,2));
  const cc::Node* target = ((const cc::Node*)  kite_tousertype(tolua_S,3,0));
  {
   cc::Action* tolua_ret = (cc::Action*)  self->getActionByTag(tag,target);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Action");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionManager:getActionByTag'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getNumberOfRunningActionsInTarget of class  cc::ActionManager */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionManager_getNumberOfRunningActionsInTarget00
static int tolua_cc_actions_cc_ActionManager_getNumberOfRunningActionsInTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ActionManager",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"const cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ActionManager* self = (const cc::ActionManager*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionManager:getNumberOfRunningActionsInTarget'", NULL);
#endif
  const cc::Node* target = ((const cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   int tolua_ret = (int)  self->getNumberOfRunningActionsInTarget(target);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionManager:getNumberOfRunningActionsInTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getNumberOfRunningActions of class  cc::ActionManager */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionManager_getNumberOfRunningActions00
static int tolua_cc_actions_cc_ActionManager_getNumberOfRunningActions00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ActionManager",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ActionManager* self = (const cc::ActionManager*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionManager:getNumberOfRunningActions'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getNumberOfRunningActions();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionManager:getNumberOfRunningActions'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pauseTarget of class  cc::ActionManager */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionManager_pauseTarget00
static int tolua_cc_actions_cc_ActionManager_pauseTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ActionManager",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionManager* self = (cc::ActionManager*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionManager:pauseTarget'", NULL);
#endif
  cc::Node* target = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   self->pauseTarget(target);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionManager:pauseTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resumeTarget of class  cc::ActionManager */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionManager_resumeTarget00
static int tolua_cc_actions_cc_ActionManager_resumeTarget00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ActionManager",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ActionManager* self = (cc::ActionManager*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionManager:resumeTarget'", NULL);
#endif
  cc::Node* target = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   self->resumeTarget(target);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionManager:resumeTarget'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isTargetPaused of class  cc::ActionManager */
#ifndef TOLUA_DISABLE_tolua_cc_actions_cc_ActionManager_isTargetPaused00
static int tolua_cc_actions_cc_ActionManager_isTargetPaused00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ActionManager",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"const cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ActionManager* self = (const cc::ActionManager*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ActionManager:isTargetPaused'", NULL);
#endif
  const cc::Node* target = ((const cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->isTargetPaused(target);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ActionManager:isTargetPaused'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_actions_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"Action","cc.Action","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"Action");
    tolua_function(tolua_S,"clone",tolua_cc_actions_cc_Action_clone00);
    tolua_function(tolua_S,"reverse",tolua_cc_actions_cc_Action_reverse00);
    tolua_function(tolua_S,"isDone",tolua_cc_actions_cc_Action_isDone00);
    tolua_function(tolua_S,"getTarget",tolua_cc_actions_cc_Action_getTarget00);
    tolua_function(tolua_S,"getOriginalTarget",tolua_cc_actions_cc_Action_getOriginalTarget00);
    tolua_function(tolua_S,"getTag",tolua_cc_actions_cc_Action_getTag00);
    tolua_function(tolua_S,"setTag",tolua_cc_actions_cc_Action_setTag00);
    tolua_function(tolua_S,"getFlags",tolua_cc_actions_cc_Action_getFlags00);
    tolua_function(tolua_S,"setFlags",tolua_cc_actions_cc_Action_setFlags00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"FiniteTimeAction","cc.FiniteTimeAction","cc.Action",NULL);
   tolua_beginmodule(tolua_S,"FiniteTimeAction");
    tolua_function(tolua_S,"getDuration",tolua_cc_actions_cc_FiniteTimeAction_getDuration00);
    tolua_function(tolua_S,"setDuration",tolua_cc_actions_cc_FiniteTimeAction_setDuration00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ActionInterval","cc.ActionInterval","cc.FiniteTimeAction",NULL);
   tolua_beginmodule(tolua_S,"ActionInterval");
    tolua_function(tolua_S,"getElapsed",tolua_cc_actions_cc_ActionInterval_getElapsed00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ActionInstant","cc.ActionInstant","cc.FiniteTimeAction",NULL);
   tolua_beginmodule(tolua_S,"ActionInstant");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"DelayTime","cc.DelayTime","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"DelayTime");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_DelayTime_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Show","cc.Show","cc.ActionInstant",NULL);
   tolua_beginmodule(tolua_S,"Show");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_Show_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Hide","cc.Hide","cc.ActionInstant",NULL);
   tolua_beginmodule(tolua_S,"Hide");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_Hide_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ToggleVisibility","cc.ToggleVisibility","cc.ActionInstant",NULL);
   tolua_beginmodule(tolua_S,"ToggleVisibility");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_ToggleVisibility_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RemoveSelf","cc.RemoveSelf","cc.ActionInstant",NULL);
   tolua_beginmodule(tolua_S,"RemoveSelf");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_RemoveSelf_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Place","cc.Place","cc.ActionInstant",NULL);
   tolua_beginmodule(tolua_S,"Place");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_Place_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"CallFunc","cc.CallFunc","cc.ActionInstant",NULL);
   tolua_beginmodule(tolua_S,"CallFunc");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"FlipX","cc.FlipX","cc.ActionInstant",NULL);
   tolua_beginmodule(tolua_S,"FlipX");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_FlipX_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"FlipY","cc.FlipY","cc.ActionInstant",NULL);
   tolua_beginmodule(tolua_S,"FlipY");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_FlipY_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Sequence","cc.Sequence","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"Sequence");
    tolua_function(tolua_S,"createWithTwoActions",tolua_cc_actions_cc_Sequence_createWithTwoActions00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Spawn","cc.Spawn","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"Spawn");
    tolua_function(tolua_S,"createWithTwoActions",tolua_cc_actions_cc_Spawn_createWithTwoActions00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Repeat","cc.Repeat","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"Repeat");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_Repeat_create00);
    tolua_function(tolua_S,"getInnerAction",tolua_cc_actions_cc_Repeat_getInnerAction00);
    tolua_function(tolua_S,"setInnerAction",tolua_cc_actions_cc_Repeat_setInnerAction00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RepeatForever","cc.RepeatForever","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"RepeatForever");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_RepeatForever_create00);
    tolua_function(tolua_S,"getInnerAction",tolua_cc_actions_cc_RepeatForever_getInnerAction00);
    tolua_function(tolua_S,"setInnerAction",tolua_cc_actions_cc_RepeatForever_setInnerAction00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Speed","cc.Speed","cc.Action",NULL);
   tolua_beginmodule(tolua_S,"Speed");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_Speed_create00);
    tolua_function(tolua_S,"getSpeed",tolua_cc_actions_cc_Speed_getSpeed00);
    tolua_function(tolua_S,"setSpeed",tolua_cc_actions_cc_Speed_setSpeed00);
    tolua_function(tolua_S,"getInnerAction",tolua_cc_actions_cc_Speed_getInnerAction00);
    tolua_function(tolua_S,"setInnerAction",tolua_cc_actions_cc_Speed_setInnerAction00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Follow","cc.Follow","cc.Action",NULL);
   tolua_beginmodule(tolua_S,"Follow");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_Follow_create00);
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_Follow_create01);
    tolua_function(tolua_S,"createWithOffset",tolua_cc_actions_cc_Follow_createWithOffset00);
    tolua_function(tolua_S,"createWithOffset",tolua_cc_actions_cc_Follow_createWithOffset01);
    tolua_function(tolua_S,"isBoundarySet",tolua_cc_actions_cc_Follow_isBoundarySet00);
    tolua_function(tolua_S,"setBoundarySet",tolua_cc_actions_cc_Follow_setBoundarySet00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ReverseTime","cc.ReverseTime","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"ReverseTime");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_ReverseTime_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TargetedAction","cc.TargetedAction","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"TargetedAction");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_TargetedAction_create00);
    tolua_function(tolua_S,"getForcedTarget",tolua_cc_actions_cc_TargetedAction_getForcedTarget00);
    tolua_function(tolua_S,"setForcedTarget",tolua_cc_actions_cc_TargetedAction_setForcedTarget00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ActionFloat","cc.ActionFloat","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"ActionFloat");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ActionTween","cc.ActionTween","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"ActionTween");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"MoveBy","cc.MoveBy","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"MoveBy");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_MoveBy_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"MoveTo","cc.MoveTo","cc.MoveBy",NULL);
   tolua_beginmodule(tolua_S,"MoveTo");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_MoveTo_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RotateBy","cc.RotateBy","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"RotateBy");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_RotateBy_create00);
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_RotateBy_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"RotateTo","cc.RotateTo","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"RotateTo");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_RotateTo_create00);
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_RotateTo_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ScaleTo","cc.ScaleTo","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"ScaleTo");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_ScaleTo_create00);
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_ScaleTo_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ScaleBy","cc.ScaleBy","cc.ScaleTo",NULL);
   tolua_beginmodule(tolua_S,"ScaleBy");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_ScaleBy_create00);
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_ScaleBy_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"SkewTo","cc.SkewTo","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"SkewTo");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_SkewTo_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"SkewBy","cc.SkewBy","cc.SkewTo",NULL);
   tolua_beginmodule(tolua_S,"SkewBy");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_SkewBy_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ResizeTo","cc.ResizeTo","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"ResizeTo");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_ResizeTo_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ResizeBy","cc.ResizeBy","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"ResizeBy");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_ResizeBy_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"JumpBy","cc.JumpBy","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"JumpBy");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_JumpBy_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"JumpTo","cc.JumpTo","cc.JumpBy",NULL);
   tolua_beginmodule(tolua_S,"JumpTo");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_JumpTo_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"BezierBy","cc.BezierBy","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"BezierBy");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"BezierTo","cc.BezierTo","cc.BezierBy",NULL);
   tolua_beginmodule(tolua_S,"BezierTo");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"CardinalSplineTo","cc.CardinalSplineTo","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"CardinalSplineTo");
    tolua_function(tolua_S,"getTension",tolua_cc_actions_cc_CardinalSplineTo_getTension00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"CardinalSplineBy","cc.CardinalSplineBy","cc.CardinalSplineTo",NULL);
   tolua_beginmodule(tolua_S,"CardinalSplineBy");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"CatmullRomTo","cc.CatmullRomTo","cc.CardinalSplineTo",NULL);
   tolua_beginmodule(tolua_S,"CatmullRomTo");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"CatmullRomBy","cc.CatmullRomBy","cc.CardinalSplineBy",NULL);
   tolua_beginmodule(tolua_S,"CatmullRomBy");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"FadeTo","cc.FadeTo","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"FadeTo");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_FadeTo_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"FadeIn","cc.FadeIn","cc.FadeTo",NULL);
   tolua_beginmodule(tolua_S,"FadeIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_FadeIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"FadeOut","cc.FadeOut","cc.FadeTo",NULL);
   tolua_beginmodule(tolua_S,"FadeOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_FadeOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TintTo","cc.TintTo","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"TintTo");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_TintTo_create00);
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_TintTo_create01);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TintBy","cc.TintBy","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"TintBy");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_TintBy_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"Blink","cc.Blink","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"Blink");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_Blink_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ActionEase","cc.ActionEase","cc.ActionInterval",NULL);
   tolua_beginmodule(tolua_S,"ActionEase");
    tolua_function(tolua_S,"getInnerAction",tolua_cc_actions_cc_ActionEase_getInnerAction00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseRateAction","cc.EaseRateAction","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseRateAction");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseRateAction_create00);
    tolua_function(tolua_S,"getRate",tolua_cc_actions_cc_EaseRateAction_getRate00);
    tolua_function(tolua_S,"setRate",tolua_cc_actions_cc_EaseRateAction_setRate00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseIn","cc.EaseIn","cc.EaseRateAction",NULL);
   tolua_beginmodule(tolua_S,"EaseIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseOut","cc.EaseOut","cc.EaseRateAction",NULL);
   tolua_beginmodule(tolua_S,"EaseOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseInOut","cc.EaseInOut","cc.EaseRateAction",NULL);
   tolua_beginmodule(tolua_S,"EaseInOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseSineIn","cc.EaseSineIn","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseSineIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseSineIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseSineOut","cc.EaseSineOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseSineOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseSineOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseSineInOut","cc.EaseSineInOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseSineInOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseSineInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseQuadraticActionIn","cc.EaseQuadraticActionIn","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseQuadraticActionIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseQuadraticActionIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseQuadraticActionOut","cc.EaseQuadraticActionOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseQuadraticActionOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseQuadraticActionOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseQuadraticActionInOut","cc.EaseQuadraticActionInOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseQuadraticActionInOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseQuadraticActionInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseCubicActionIn","cc.EaseCubicActionIn","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseCubicActionIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseCubicActionIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseCubicActionOut","cc.EaseCubicActionOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseCubicActionOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseCubicActionOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseCubicActionInOut","cc.EaseCubicActionInOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseCubicActionInOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseCubicActionInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseExponentialIn","cc.EaseExponentialIn","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseExponentialIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseExponentialIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseExponentialOut","cc.EaseExponentialOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseExponentialOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseExponentialOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseExponentialInOut","cc.EaseExponentialInOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseExponentialInOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseExponentialInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseBackIn","cc.EaseBackIn","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseBackIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseBackIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseBackOut","cc.EaseBackOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseBackOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseBackOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseBackInOut","cc.EaseBackInOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseBackInOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseBackInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseBounce","cc.EaseBounce","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseBounce");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseBounceIn","cc.EaseBounceIn","cc.EaseBounce",NULL);
   tolua_beginmodule(tolua_S,"EaseBounceIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseBounceIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseBounceOut","cc.EaseBounceOut","cc.EaseBounce",NULL);
   tolua_beginmodule(tolua_S,"EaseBounceOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseBounceOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseBounceInOut","cc.EaseBounceInOut","cc.EaseBounce",NULL);
   tolua_beginmodule(tolua_S,"EaseBounceInOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseBounceInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseCircleActionIn","cc.EaseCircleActionIn","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseCircleActionIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseCircleActionIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseCircleActionOut","cc.EaseCircleActionOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseCircleActionOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseCircleActionOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseCircleActionInOut","cc.EaseCircleActionInOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseCircleActionInOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseCircleActionInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseQuarticActionIn","cc.EaseQuarticActionIn","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseQuarticActionIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseQuarticActionIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseQuarticActionOut","cc.EaseQuarticActionOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseQuarticActionOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseQuarticActionOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseQuarticActionInOut","cc.EaseQuarticActionInOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseQuarticActionInOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseQuarticActionInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseQuinticActionIn","cc.EaseQuinticActionIn","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseQuinticActionIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseQuinticActionIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseQuinticActionOut","cc.EaseQuinticActionOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseQuinticActionOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseQuinticActionOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseQuinticActionInOut","cc.EaseQuinticActionInOut","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseQuinticActionInOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseQuinticActionInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseBezierAction","cc.EaseBezierAction","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseBezierAction");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseBezierAction_create00);
    tolua_function(tolua_S,"setBezierParamer",tolua_cc_actions_cc_EaseBezierAction_setBezierParamer00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseElastic","cc.EaseElastic","cc.ActionEase",NULL);
   tolua_beginmodule(tolua_S,"EaseElastic");
    tolua_function(tolua_S,"getPeriod",tolua_cc_actions_cc_EaseElastic_getPeriod00);
    tolua_function(tolua_S,"setPeriod",tolua_cc_actions_cc_EaseElastic_setPeriod00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseElasticIn","cc.EaseElasticIn","cc.EaseElastic",NULL);
   tolua_beginmodule(tolua_S,"EaseElasticIn");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseElasticIn_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseElasticOut","cc.EaseElasticOut","cc.EaseElastic",NULL);
   tolua_beginmodule(tolua_S,"EaseElasticOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseElasticOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"EaseElasticInOut","cc.EaseElasticInOut","cc.EaseElastic",NULL);
   tolua_beginmodule(tolua_S,"EaseElasticInOut");
    tolua_function(tolua_S,"create",tolua_cc_actions_cc_EaseElasticInOut_create00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ActionManager","cc.ActionManager","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"ActionManager");
    tolua_function(tolua_S,"addAction",tolua_cc_actions_cc_ActionManager_addAction00);
    tolua_function(tolua_S,"removeAllActions",tolua_cc_actions_cc_ActionManager_removeAllActions00);
    tolua_function(tolua_S,"removeAllActionsFromTarget",tolua_cc_actions_cc_ActionManager_removeAllActionsFromTarget00);
    tolua_function(tolua_S,"removeAction",tolua_cc_actions_cc_ActionManager_removeAction00);
    tolua_function(tolua_S,"removeActionByTag",tolua_cc_actions_cc_ActionManager_removeActionByTag00);
    tolua_function(tolua_S,"getActionByTag",tolua_cc_actions_cc_ActionManager_getActionByTag00);
    tolua_function(tolua_S,"getNumberOfRunningActionsInTarget",tolua_cc_actions_cc_ActionManager_getNumberOfRunningActionsInTarget00);
    tolua_function(tolua_S,"getNumberOfRunningActions",tolua_cc_actions_cc_ActionManager_getNumberOfRunningActions00);
    tolua_function(tolua_S,"pauseTarget",tolua_cc_actions_cc_ActionManager_pauseTarget00);
    tolua_function(tolua_S,"resumeTarget",tolua_cc_actions_cc_ActionManager_resumeTarget00);
    tolua_function(tolua_S,"isTargetPaused",tolua_cc_actions_cc_ActionManager_isTargetPaused00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_actions (lua_State* tolua_S) {
 return tolua_cc_actions_open(tolua_S);
};
#endif


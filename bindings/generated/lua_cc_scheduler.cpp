/*
** Lua binding: cc_scheduler
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
TOLUA_API int  tolua_cc_scheduler_open (lua_State* tolua_S);

#include "scheduler/Scheduler.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.Scheduler");
 Mtolua_typeid(tolua_S,typeid(cc::Scheduler), "cc.Scheduler");
}

/* method: getTimeScale of class  cc::Scheduler */
#ifndef TOLUA_DISABLE_tolua_cc_scheduler_cc_Scheduler_getTimeScale00
static int tolua_cc_scheduler_cc_Scheduler_getTimeScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Scheduler",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Scheduler* self = (const cc::Scheduler*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Scheduler:getTimeScale'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getTimeScale();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Scheduler:getTimeScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTimeScale of class  cc::Scheduler */
#ifndef TOLUA_DISABLE_tolua_cc_scheduler_cc_Scheduler_setTimeScale00
static int tolua_cc_scheduler_cc_Scheduler_setTimeScale00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Scheduler",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Scheduler* self = (cc::Scheduler*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Scheduler:setTimeScale'", NULL);
#endif
  float timeScale = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setTimeScale(timeScale);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Scheduler:setTimeScale'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: unscheduleEntry of class  cc::Scheduler */
#ifndef TOLUA_DISABLE_tolua_cc_scheduler_cc_Scheduler_unscheduleScriptEntry00
static int tolua_cc_scheduler_cc_Scheduler_unscheduleScriptEntry00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Scheduler",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Scheduler* self = (cc::Scheduler*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Scheduler:unscheduleScriptEntry'", NULL);
#endif
  unsigned int entryId = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   self->unscheduleEntry(entryId);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Scheduler:unscheduleScriptEntry'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isEntryScheduled of class  cc::Scheduler */
#ifndef TOLUA_DISABLE_tolua_cc_scheduler_cc_Scheduler_isScriptEntryScheduled00
static int tolua_cc_scheduler_cc_Scheduler_isScriptEntryScheduled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Scheduler",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Scheduler* self = (const cc::Scheduler*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Scheduler:isScriptEntryScheduled'", NULL);
#endif
  unsigned int entryId = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   bool tolua_ret = (bool)  self->isEntryScheduled(entryId);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Scheduler:isScriptEntryScheduled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pauseEntry of class  cc::Scheduler */
#ifndef TOLUA_DISABLE_tolua_cc_scheduler_cc_Scheduler_pauseScriptEntry00
static int tolua_cc_scheduler_cc_Scheduler_pauseScriptEntry00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Scheduler",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Scheduler* self = (cc::Scheduler*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Scheduler:pauseScriptEntry'", NULL);
#endif
  unsigned int entryId = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   self->pauseEntry(entryId);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Scheduler:pauseScriptEntry'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resumeEntry of class  cc::Scheduler */
#ifndef TOLUA_DISABLE_tolua_cc_scheduler_cc_Scheduler_resumeScriptEntry00
static int tolua_cc_scheduler_cc_Scheduler_resumeScriptEntry00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Scheduler",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Scheduler* self = (cc::Scheduler*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Scheduler:resumeScriptEntry'", NULL);
#endif
  unsigned int entryId = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   self->resumeEntry(entryId);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Scheduler:resumeScriptEntry'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEntryCount of class  cc::Scheduler */
#ifndef TOLUA_DISABLE_tolua_cc_scheduler_cc_Scheduler_getScriptEntryCount00
static int tolua_cc_scheduler_cc_Scheduler_getScriptEntryCount00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.Scheduler",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::Scheduler* self = (const cc::Scheduler*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Scheduler:getScriptEntryCount'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getEntryCount();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Scheduler:getScriptEntryCount'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_scheduler_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"Scheduler","cc.Scheduler","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"Scheduler");
    tolua_function(tolua_S,"getTimeScale",tolua_cc_scheduler_cc_Scheduler_getTimeScale00);
    tolua_function(tolua_S,"setTimeScale",tolua_cc_scheduler_cc_Scheduler_setTimeScale00);
    tolua_function(tolua_S,"unscheduleScriptEntry",tolua_cc_scheduler_cc_Scheduler_unscheduleScriptEntry00);
    tolua_function(tolua_S,"isScriptEntryScheduled",tolua_cc_scheduler_cc_Scheduler_isScriptEntryScheduled00);
    tolua_function(tolua_S,"pauseScriptEntry",tolua_cc_scheduler_cc_Scheduler_pauseScriptEntry00);
    tolua_function(tolua_S,"resumeScriptEntry",tolua_cc_scheduler_cc_Scheduler_resumeScriptEntry00);
    tolua_function(tolua_S,"getScriptEntryCount",tolua_cc_scheduler_cc_Scheduler_getScriptEntryCount00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_scheduler (lua_State* tolua_S) {
 return tolua_cc_scheduler_open(tolua_S);
};
#endif


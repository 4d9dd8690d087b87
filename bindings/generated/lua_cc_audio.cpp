/*
** Lua binding: cc_audio
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
TOLUA_API int  tolua_cc_audio_open (lua_State* tolua_S);

#include "AudioLuaNames.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"ccexp.AudioEngine");
 Mtolua_typeid(tolua_S,typeid(ccexp::AudioEngine), "ccexp.AudioEngine");
 tolua_usertype(tolua_S,"cc.SimpleAudioEngine");
 Mtolua_typeid(tolua_S,typeid(cc::SimpleAudioEngine), "cc.SimpleAudioEngine");
 tolua_usertype(tolua_S,"ccexp.AudioProfile");
 Mtolua_typeid(tolua_S,typeid(ccexp::AudioProfile), "ccexp.AudioProfile");
}

/* method: lazyInit of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_lazyInit00
static int tolua_cc_audio_ccexp_AudioEngine_lazyInit00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   bool tolua_ret = (bool)  ccexp::AudioEngine::lazyInit();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:lazyInit'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: play2d of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_play2d00
static int tolua_cc_audio_ccexp_AudioEngine_play2d00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnumber(tolua_S,4,1,&tolua_err) ||
     !kite_isusertype(tolua_S,5,"const ccexp.AudioProfile",1,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string filePath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  bool loop = ((bool)  tolua_toboolean(tolua_S,3,false));
  float volume = ((float)  tolua_tonumber(tolua_S,4,1.0f));
  const ccexp::AudioProfile* profile = ((const ccexp::AudioProfile*)  tolua_tousertype(tolua_S,5,nullptr));
  {
   int tolua_ret = (int)  ccexp::AudioEngine::play2d(filePath,loop,volume,profile);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:play2d'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLoop of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_setLoop00
static int tolua_cc_audio_ccexp_AudioEngine_setLoop00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int audioID = ((int)  lua_tonumber(tolua_S,2));
  bool loop = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   ccexp::AudioEngine::setLoop(audioID,loop);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:setLoop'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isLoop of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_isLoop00
static int tolua_cc_audio_ccexp_AudioEngine_isLoop00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int audioID = ((int)  lua_tonumber(tolua_S,2));
  {
   bool tolua_ret = (bool)  ccexp::AudioEngine::isLoop(audioID);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:isLoop'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setVolume of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_setVolume00
static int tolua_cc_audio_ccexp_AudioEngine_setVolume00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int audioID = ((int)  lua_tonumber(tolua_S,2));
  float volume = ((float)  lua_tonumber(tolua_S,3));
  {
   ccexp::AudioEngine::setVolume(audioID,volume);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:setVolume'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVolume of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_getVolume00
static int tolua_cc_audio_ccexp_AudioEngine_getVolume00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int audioID = ((int)  lua_tonumber(tolua_S,2));
  {
   float tolua_ret = (float)  ccexp::AudioEngine::getVolume(audioID);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:getVolume'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pause of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_pause00
static int tolua_cc_audio_ccexp_AudioEngine_pause00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int audioID = ((int)  lua_tonumber(tolua_S,2));
  {
   ccexp::AudioEngine::pause(audioID);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:pause'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pauseAll of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_pauseAll00
static int tolua_cc_audio_ccexp_AudioEngine_pauseAll00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccexp::AudioEngine::pauseAll();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:pauseAll'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resume of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_resume00
static int tolua_cc_audio_ccexp_AudioEngine_resume00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int audioID = ((int)  lua_tonumber(tolua_S,2));
  {
   ccexp::AudioEngine::resume(audioID);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:resume'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resumeAll of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_resumeAll00
static int tolua_cc_audio_ccexp_AudioEngine_resumeAll00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccexp::AudioEngine::resumeAll();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:resumeAll'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stop of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_stop00
static int tolua_cc_audio_ccexp_AudioEngine_stop00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int audioID = ((int)  lua_tonumber(tolua_S,2));
  {
   ccexp::AudioEngine::stop(audioID);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:stop'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopAll of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_stopAll00
static int tolua_cc_audio_ccexp_AudioEngine_stopAll00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccexp::AudioEngine::stopAll();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:stopAll'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setCurrentTime of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_setCurrentTime00
static int tolua_cc_audio_ccexp_AudioEngine_setCurrentTime00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int audioID = ((int)  lua_tonumber(tolua_S,2));
  float sec = ((float)  lua_tonumber(tolua_S,3));
  {
   bool tolua_ret = (bool)  ccexp::AudioEngine::setCurrentTime(audioID,sec);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:setCurrentTime'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCurrentTime of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_getCurrentTime00
static int tolua_cc_audio_ccexp_AudioEngine_getCurrentTime00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int audioID = ((int)  lua_tonumber(tolua_S,2));
  {
   float tolua_ret = (float)  ccexp::AudioEngine::getCurrentTime(audioID);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:getCurrentTime'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDuration of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_getDuration00
static int tolua_cc_audio_ccexp_AudioEngine_getDuration00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int audioID = ((int)  lua_tonumber(tolua_S,2));
  {
   float tolua_ret = (float)  ccexp::AudioEngine::getDuration(audioID);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:getDuration'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getState of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_getState00
static int tolua_cc_audio_ccexp_AudioEngine_getState00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int audioID = ((int)  lua_tonumber(tolua_S,2));
  {
   int tolua_ret = (int)  ccexp::AudioEngine::getState(audioID);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:getState'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPlayingAudioCount of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_getPlayingAudioCount00
static int tolua_cc_audio_ccexp_AudioEngine_getPlayingAudioCount00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   int tolua_ret = (int)  ccexp::AudioEngine::getPlayingAudioCount();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:getPlayingAudioCount'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEnabled of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_setEnabled00
static int tolua_cc_audio_ccexp_AudioEngine_setEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  bool isEnabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   ccexp::AudioEngine::setEnabled(isEnabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:setEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isEnabled of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_isEnabled00
static int tolua_cc_audio_ccexp_AudioEngine_isEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   bool tolua_ret = (bool)  ccexp::AudioEngine::isEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:isEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMaxAudioInstance of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_getMaxAudioInstance00
static int tolua_cc_audio_ccexp_AudioEngine_getMaxAudioInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   int tolua_ret = (int)  ccexp::AudioEngine::getMaxAudioInstance();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:getMaxAudioInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMaxAudioInstance of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_setMaxAudioInstance00
static int tolua_cc_audio_ccexp_AudioEngine_setMaxAudioInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int maxInstances = ((int)  lua_tonumber(tolua_S,2));
  {
   bool tolua_ret = (bool)  ccexp::AudioEngine::setMaxAudioInstance(maxInstances);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:setMaxAudioInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: uncache of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_uncache00
static int tolua_cc_audio_ccexp_AudioEngine_uncache00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string filePath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   ccexp::AudioEngine::uncache(filePath);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:uncache'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: uncacheAll of class  ccexp::AudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_ccexp_AudioEngine_uncacheAll00
static int tolua_cc_audio_ccexp_AudioEngine_uncacheAll00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.AudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   ccexp::AudioEngine::uncacheAll();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.AudioEngine:uncacheAll'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getInstance of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_getInstance00
static int tolua_cc_audio_cc_SimpleAudioEngine_getInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::SimpleAudioEngine* tolua_ret = (cc::SimpleAudioEngine*)  cc::SimpleAudioEngine::getInstance();
    tolua_pushusertype(tolua_S,(void*)tolua_ret,"cc.SimpleAudioEngine");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:getInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: preloadBackgroundMusic of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_preloadMusic00
static int tolua_cc_audio_cc_SimpleAudioEngine_preloadMusic00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:preloadMusic'", NULL);
#endif
  const char* filePath = ((const char*)  tolua_tostring(tolua_S,2,0));
  {
   self->preloadBackgroundMusic(filePath);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:preloadMusic'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: playBackgroundMusic of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_playMusic00
static int tolua_cc_audio_cc_SimpleAudioEngine_playMusic00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:playMusic'", NULL);
#endif
  const char* filePath = ((const char*)  tolua_tostring(tolua_S,2,0));
  bool loop = ((bool)  tolua_toboolean(tolua_S,3,false));
  {
   self->playBackgroundMusic(filePath,loop);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:playMusic'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopBackgroundMusic of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_stopMusic00
static int tolua_cc_audio_cc_SimpleAudioEngine_stopMusic00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:stopMusic'", NULL);
#endif
  bool releaseData = ((bool)  tolua_toboolean(tolua_S,2,false));
  {
   self->stopBackgroundMusic(releaseData);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:stopMusic'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pauseBackgroundMusic of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_pauseMusic00
static int tolua_cc_audio_cc_SimpleAudioEngine_pauseMusic00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:pauseMusic'", NULL);
#endif
  {
   self->pauseBackgroundMusic();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:pauseMusic'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resumeBackgroundMusic of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_resumeMusic00
static int tolua_cc_audio_cc_SimpleAudioEngine_resumeMusic00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:resumeMusic'", NULL);
#endif
  {
   self->resumeBackgroundMusic();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:resumeMusic'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: rewindBackgroundMusic of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_rewindMusic00
static int tolua_cc_audio_cc_SimpleAudioEngine_rewindMusic00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:rewindMusic'", NULL);
#endif
  {
   self->rewindBackgroundMusic();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:rewindMusic'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: willPlayBackgroundMusic of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_willPlayMusic00
static int tolua_cc_audio_cc_SimpleAudioEngine_willPlayMusic00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:willPlayMusic'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->willPlayBackgroundMusic();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:willPlayMusic'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isBackgroundMusicPlaying of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_isMusicPlaying00
static int tolua_cc_audio_cc_SimpleAudioEngine_isMusicPlaying00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:isMusicPlaying'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isBackgroundMusicPlaying();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:isMusicPlaying'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBackgroundMusicVolume of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_getMusicVolume00
static int tolua_cc_audio_cc_SimpleAudioEngine_getMusicVolume00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:getMusicVolume'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getBackgroundMusicVolume();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:getMusicVolume'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBackgroundMusicVolume of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_setMusicVolume00
static int tolua_cc_audio_cc_SimpleAudioEngine_setMusicVolume00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:setMusicVolume'", NULL);
#endif
  float volume = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setBackgroundMusicVolume(volume);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:setMusicVolume'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getEffectsVolume of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_getEffectsVolume00
static int tolua_cc_audio_cc_SimpleAudioEngine_getEffectsVolume00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:getEffectsVolume'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getEffectsVolume();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:getEffectsVolume'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setEffectsVolume of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_setEffectsVolume00
static int tolua_cc_audio_cc_SimpleAudioEngine_setEffectsVolume00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:setEffectsVolume'", NULL);
#endif
  float volume = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setEffectsVolume(volume);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:setEffectsVolume'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: playEffect of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_playEffect00
static int tolua_cc_audio_cc_SimpleAudioEngine_playEffect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnumber(tolua_S,4,1,&tolua_err) ||
     !kite_isnumber(tolua_S,5,1,&tolua_err) ||
     !kite_isnumber(tolua_S,6,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:playEffect'", NULL);
#endif
  const char* filePath = ((const char*)  tolua_tostring(tolua_S,2,0));
  bool loop = ((bool)  tolua_toboolean(tolua_S,3,false));
  float pitch = ((float)  tolua_tonumber(tolua_S,4,1.0f));
  float pan = ((float)  tolua_tonumber(tolua_S,5,0.0f));
  float gain = ((float)  tolua_tonumber(tolua_S,6,1.0f));
  {
   unsigned int tolua_ret = (unsigned int)  self->playEffect(filePath,loop,pitch,pan,gain);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:playEffect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pauseEffect of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_pauseEffect00
static int tolua_cc_audio_cc_SimpleAudioEngine_pauseEffect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:pauseEffect'", NULL);
#endif
  unsigned int soundId = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   self->pauseEffect(soundId);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:pauseEffect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: pauseAllEffects of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_pauseAllEffects00
static int tolua_cc_audio_cc_SimpleAudioEngine_pauseAllEffects00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:pauseAllEffects'", NULL);
#endif
  {
   self->pauseAllEffects();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:pauseAllEffects'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resumeEffect of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_resumeEffect00
static int tolua_cc_audio_cc_SimpleAudioEngine_resumeEffect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:resumeEffect'", NULL);
#endif
  unsigned int soundId = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   self->resumeEffect(soundId);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:resumeEffect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: resumeAllEffects of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_resumeAllEffects00
static int tolua_cc_audio_cc_SimpleAudioEngine_resumeAllEffects00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:resumeAllEffects'", NULL);
#endif
  {
   self->resumeAllEffects();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:resumeAllEffects'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopEffect of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_stopEffect00
static int tolua_cc_audio_cc_SimpleAudioEngine_stopEffect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:stopEffect'", NULL);
#endif
  unsigned int soundId = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   self->stopEffect(soundId);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:stopEffect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: stopAllEffects of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_stopAllEffects00
static int tolua_cc_audio_cc_SimpleAudioEngine_stopAllEffects00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:stopAllEffects'", NULL);
#endif
  {
   self->stopAllEffects();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:stopAllEffects'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: preloadEffect of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_preloadEffect00
static int tolua_cc_audio_cc_SimpleAudioEngine_preloadEffect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:preloadEffect'", NULL);
#endif
  const char* filePath = ((const char*)  tolua_tostring(tolua_S,2,0));
  {
   self->preloadEffect(filePath);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:preloadEffect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: unloadEffect of class  cc::SimpleAudioEngine */
#ifndef TOLUA_DISABLE_tolua_cc_audio_cc_SimpleAudioEngine_unloadEffect00
static int tolua_cc_audio_cc_SimpleAudioEngine_unloadEffect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.SimpleAudioEngine",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::SimpleAudioEngine* self = (cc::SimpleAudioEngine*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.SimpleAudioEngine:unloadEffect'", NULL);
#endif
  const char* filePath = ((const char*)  tolua_tostring(tolua_S,2,0));
  {
   self->unloadEffect(filePath);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.SimpleAudioEngine:unloadEffect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_audio_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"ccexp",0);
  tolua_beginmodule(tolua_S,"ccexp");
   tolua_cclass(tolua_S,"AudioProfile","ccexp.AudioProfile","",NULL);
   tolua_beginmodule(tolua_S,"AudioProfile");
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"AudioEngine","ccexp.AudioEngine","",NULL);
   tolua_beginmodule(tolua_S,"AudioEngine");
    tolua_function(tolua_S,"lazyInit",tolua_cc_audio_ccexp_AudioEngine_lazyInit00);
    tolua_function(tolua_S,"play2d",tolua_cc_audio_ccexp_AudioEngine_play2d00);
    tolua_function(tolua_S,"setLoop",tolua_cc_audio_ccexp_AudioEngine_setLoop00);
    tolua_function(tolua_S,"isLoop",tolua_cc_audio_ccexp_AudioEngine_isLoop00);
    tolua_function(tolua_S,"setVolume",tolua_cc_audio_ccexp_AudioEngine_setVolume00);
    tolua_function(tolua_S,"getVolume",tolua_cc_audio_ccexp_AudioEngine_getVolume00);
    tolua_function(tolua_S,"pause",tolua_cc_audio_ccexp_AudioEngine_pause00);
    tolua_function(tolua_S,"pauseAll",tolua_cc_audio_ccexp_AudioEngine_pauseAll00);
    tolua_function(tolua_S,"resume",tolua_cc_audio_ccexp_AudioEngine_resume00);
    tolua_function(tolua_S,"resumeAll",tolua_cc_audio_ccexp_AudioEngine_resumeAll00);
    tolua_function(tolua_S,"stop",tolua_cc_audio_ccexp_AudioEngine_stop00);
    tolua_function(tolua_S,"stopAll",tolua_cc_audio_ccexp_AudioEngine_stopAll00);
    tolua_function(tolua_S,"setCurrentTime",tolua_cc_audio_ccexp_AudioEngine_setCurrentTime00);
    tolua_function(tolua_S,"getCurrentTime",tolua_cc_audio_ccexp_AudioEngine_getCurrentTime00);
    tolua_function(tolua_S,"getDuration",tolua_cc_audio_ccexp_AudioEngine_getDuration00);
    tolua_function(tolua_S,"getState",tolua_cc_audio_ccexp_AudioEngine_getState00);
    tolua_function(tolua_S,"getPlayingAudioCount",tolua_cc_audio_ccexp_AudioEngine_getPlayingAudioCount00);
    tolua_function(tolua_S,"setEnabled",tolua_cc_audio_ccexp_AudioEngine_setEnabled00);
    tolua_function(tolua_S,"isEnabled",tolua_cc_audio_ccexp_AudioEngine_isEnabled00);
    tolua_function(tolua_S,"getMaxAudioInstance",tolua_cc_audio_ccexp_AudioEngine_getMaxAudioInstance00);
    tolua_function(tolua_S,"setMaxAudioInstance",tolua_cc_audio_ccexp_AudioEngine_setMaxAudioInstance00);
    tolua_function(tolua_S,"uncache",tolua_cc_audio_ccexp_AudioEngine_uncache00);
    tolua_function(tolua_S,"uncacheAll",tolua_cc_audio_ccexp_AudioEngine_uncacheAll00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"SimpleAudioEngine","cc.SimpleAudioEngine","",NULL);
   tolua_beginmodule(tolua_S,"SimpleAudioEngine");
    tolua_function(tolua_S,"getInstance",tolua_cc_audio_cc_SimpleAudioEngine_getInstance00);
    tolua_function(tolua_S,"preloadMusic",tolua_cc_audio_cc_SimpleAudioEngine_preloadMusic00);
    tolua_function(tolua_S,"playMusic",tolua_cc_audio_cc_SimpleAudioEngine_playMusic00);
    tolua_function(tolua_S,"stopMusic",tolua_cc_audio_cc_SimpleAudioEngine_stopMusic00);
    tolua_function(tolua_S,"pauseMusic",tolua_cc_audio_cc_SimpleAudioEngine_pauseMusic00);
    tolua_function(tolua_S,"resumeMusic",tolua_cc_audio_cc_SimpleAudioEngine_resumeMusic00);
    tolua_function(tolua_S,"rewindMusic",tolua_cc_audio_cc_SimpleAudioEngine_rewindMusic00);
    tolua_function(tolua_S,"willPlayMusic",tolua_cc_audio_cc_SimpleAudioEngine_willPlayMusic00);
    tolua_function(tolua_S,"isMusicPlaying",tolua_cc_audio_cc_SimpleAudioEngine_isMusicPlaying00);
    tolua_function(tolua_S,"getMusicVolume",tolua_cc_audio_cc_SimpleAudioEngine_getMusicVolume00);
    tolua_function(tolua_S,"setMusicVolume",tolua_cc_audio_cc_SimpleAudioEngine_setMusicVolume00);
    tolua_function(tolua_S,"getEffectsVolume",tolua_cc_audio_cc_SimpleAudioEngine_getEffectsVolume00);
    tolua_function(tolua_S,"setEffectsVolume",tolua_cc_audio_cc_SimpleAudioEngine_setEffectsVolume00);
    tolua_function(tolua_S,"playEffect",tolua_cc_audio_cc_SimpleAudioEngine_playEffect00);
    tolua_function(tolua_S,"pauseEffect",tolua_cc_audio_cc_SimpleAudioEngine_pauseEffect00);
    tolua_function(tolua_S,"pauseAllEffects",tolua_cc_audio_cc_SimpleAudioEngine_pauseAllEffects00);
    tolua_function(tolua_S,"resumeEffect",tolua_cc_audio_cc_SimpleAudioEngine_resumeEffect00);
    tolua_function(tolua_S,"resumeAllEffects",tolua_cc_audio_cc_SimpleAudioEngine_resumeAllEffects00);
    tolua_function(tolua_S,"stopEffect",tolua_cc_audio_cc_SimpleAudioEngine_stopEffect00);
    tolua_function(tolua_S,"stopAllEffects",tolua_cc_audio_cc_SimpleAudioEngine_stopAllEffects00);
    tolua_function(tolua_S,"preloadEffect",tolua_cc_audio_cc_SimpleAudioEngine_preloadEffect00);
    tolua_function(tolua_S,"unloadEffect",tolua_cc_audio_cc_SimpleAudioEngine_unloadEffect00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_audio (lua_State* tolua_S) {
 return tolua_cc_audio_open(tolua_S);
};
#endif


/*
** Lua binding: cc_application
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
TOLUA_API int  tolua_cc_application_open (lua_State* tolua_S);

#include "platform/Application.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.Application");
 Mtolua_typeid(tolua_S,typeid(cc::Application), "cc.Application");
}

/* method: getInstance of class  cc::Application */
#ifndef TOLUA_DISABLE_tolua_cc_application_cc_Application_getInstance00
static int tolua_cc_application_cc_Application_getInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.Application",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::Application* tolua_ret = (cc::Application*)  cc::Application::getInstance();
    tolua_pushusertype(tolua_S,(void*)tolua_ret,"cc.Application");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Application:getInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTargetPlatform of class  cc::Application */
#ifndef TOLUA_DISABLE_tolua_cc_application_cc_Application_getTargetPlatform00
static int tolua_cc_application_cc_Application_getTargetPlatform00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Application",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Application* self = (cc::Application*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Application:getTargetPlatform'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getTargetPlatform();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Application:getTargetPlatform'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCurrentLanguage of class  cc::Application */
#ifndef TOLUA_DISABLE_tolua_cc_application_cc_Application_getCurrentLanguage00
static int tolua_cc_application_cc_Application_getCurrentLanguage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Application",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Application* self = (cc::Application*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Application:getCurrentLanguage'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getCurrentLanguage();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Application:getCurrentLanguage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getCurrentLanguageCode of class  cc::Application */
#ifndef TOLUA_DISABLE_tolua_cc_application_cc_Application_getCurrentLanguageCode00
static int tolua_cc_application_cc_Application_getCurrentLanguageCode00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Application",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Application* self = (cc::Application*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Application:getCurrentLanguageCode'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getCurrentLanguageCode();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Application:getCurrentLanguageCode'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVersion of class  cc::Application */
#ifndef TOLUA_DISABLE_tolua_cc_application_cc_Application_getVersion00
static int tolua_cc_application_cc_Application_getVersion00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Application",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Application* self = (cc::Application*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Application:getVersion'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getVersion();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Application:getVersion'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: openURL of class  cc::Application */
#ifndef TOLUA_DISABLE_tolua_cc_application_cc_Application_openURL00
static int tolua_cc_application_cc_Application_openURL00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.Application",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::Application* self = (cc::Application*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.Application:openURL'", NULL);
#endif
  const std::string url = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->openURL(url);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.Application:openURL'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_application_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"Application","cc.Application","",NULL);
   tolua_beginmodule(tolua_S,"Application");
    tolua_function(tolua_S,"getInstance",tolua_cc_application_cc_Application_getInstance00);
    tolua_function(tolua_S,"getTargetPlatform",tolua_cc_application_cc_Application_getTargetPlatform00);
    tolua_function(tolua_S,"getCurrentLanguage",tolua_cc_application_cc_Application_getCurrentLanguage00);
    tolua_function(tolua_S,"getCurrentLanguageCode",tolua_cc_application_cc_Application_getCurrentLanguageCode00);
    tolua_function(tolua_S,"getVersion",tolua_cc_application_cc_Application_getVersion00);
    tolua_function(tolua_S,"openURL",tolua_cc_application_cc_Application_openURL00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_application (lua_State* tolua_S) {
 return tolua_cc_application_open(tolua_S);
};
#endif


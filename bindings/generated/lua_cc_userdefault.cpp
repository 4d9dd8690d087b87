/*
** Lua binding: cc_userdefault
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
TOLUA_API int  tolua_cc_userdefault_open (lua_State* tolua_S);

#include "data/UserDefault.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.UserDefault");
 Mtolua_typeid(tolua_S,typeid(cc::UserDefault), "cc.UserDefault");
}

/* method: getInstance of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_getInstance00
static int tolua_cc_userdefault_cc_UserDefault_getInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::UserDefault* tolua_ret = (cc::UserDefault*)  cc::UserDefault::getInstance();
    tolua_pushusertype(tolua_S,(void*)tolua_ret,"cc.UserDefault");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:getInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getXMLFilePath of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_getXMLFilePath00
static int tolua_cc_userdefault_cc_UserDefault_getXMLFilePath00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   const std::string tolua_ret = (const std::string)  cc::UserDefault::getXMLFilePath();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:getXMLFilePath'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isXMLFileExist of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_isXMLFileExist00
static int tolua_cc_userdefault_cc_UserDefault_isXMLFileExist00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   bool tolua_ret = (bool)  cc::UserDefault::isXMLFileExist();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:isXMLFileExist'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getBoolForKey of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_getBoolForKey00
static int tolua_cc_userdefault_cc_UserDefault_getBoolForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:getBoolForKey'", NULL);
#endif
  const char* key = ((const char*)  tolua_tostring(tolua_S,2,0));
  bool defaultValue = ((bool)  tolua_toboolean(tolua_S,3,false));
  {
   bool tolua_ret = (bool)  self->getBoolForKey(key,defaultValue);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:getBoolForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getIntegerForKey of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_getIntegerForKey00
static int tolua_cc_userdefault_cc_UserDefault_getIntegerForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:getIntegerForKey'", NULL);
#endif
  const char* key = ((const char*)  tolua_tostring(tolua_S,2,0));
  int defaultValue = ((int)  lua_tonumber(tolua_S,3));
  {
   int tolua_ret = (int)  self->getIntegerForKey(key,defaultValue);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:getIntegerForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFloatForKey of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_getFloatForKey00
static int tolua_cc_userdefault_cc_UserDefault_getFloatForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:getFloatForKey'", NULL);
#endif
  const char* key = ((const char*)  tolua_tostring(tolua_S,2,0));
  float defaultValue = ((float)  tolua_tonumber(tolua_S,3,0.0f));
  {
   float tolua_ret = (float)  self->getFloatForKey(key,defaultValue);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:getFloatForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDoubleForKey of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_getDoubleForKey00
static int tolua_cc_userdefault_cc_UserDefault_getDoubleForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:getDoubleForKey'", NULL);
#endif
  const char* key = ((const char*)  tolua_tostring(tolua_S,2,0));
  double defaultValue = ((double)  tolua_tonumber(tolua_S,3,0.0));
  {
   double tolua_ret = (double)  self->getDoubleForKey(key,defaultValue);
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:getDoubleForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStringForKey of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_getStringForKey00
static int tolua_cc_userdefault_cc_UserDefault_getStringForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:getStringForKey'", NULL);
#endif
  const char* key = ((const char*)  tolua_tostring(tolua_S,2,0));
  const std::string defaultValue = ((const std::string)  tolua_tocppstring(tolua_S,3,""));
  {
   std::string tolua_ret = (std::string)  self->getStringForKey(key,defaultValue);
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:getStringForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setBoolForKey of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_setBoolForKey00
static int tolua_cc_userdefault_cc_UserDefault_setBoolForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:setBoolForKey'", NULL);
#endif
  const char* key = ((const char*)  tolua_tostring(tolua_S,2,0));
  bool value = ((bool)  tolua_toboolean(tolua_S,3,0));
  {
   self->setBoolForKey(key,value);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:setBoolForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setIntegerForKey of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_setIntegerForKey00
static int tolua_cc_userdefault_cc_UserDefault_setIntegerForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:setIntegerForKey'", NULL);
#endif
  const char* key = ((const char*)  tolua_tostring(tolua_S,2,0));
  int value = ((int)  lua_tonumber(tolua_S,3));
  {
   self->setIntegerForKey(key,value);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:setIntegerForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFloatForKey of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_setFloatForKey00
static int tolua_cc_userdefault_cc_UserDefault_setFloatForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:setFloatForKey'", NULL);
#endif
  const char* key = ((const char*)  tolua_tostring(tolua_S,2,0));
  float value = ((float)  lua_tonumber(tolua_S,3));
  {
   self->setFloatForKey(key,value);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:setFloatForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDoubleForKey of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_setDoubleForKey00
static int tolua_cc_userdefault_cc_UserDefault_setDoubleForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:setDoubleForKey'", NULL);
#endif
  const char* key = ((const char*)  tolua_tostring(tolua_S,2,0));
  double value = ((double)  lua_tonumber(tolua_S,3));
  {
   self->setDoubleForKey(key,value);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:setDoubleForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStringForKey of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_setStringForKey00
static int tolua_cc_userdefault_cc_UserDefault_setStringForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:setStringForKey'", NULL);
#endif
  const char* key = ((const char*)  tolua_tostring(tolua_S,2,0));
  const std::string value = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   self->setStringForKey(key,value);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:setStringForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: deleteValueForKey of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_deleteValueForKey00
static int tolua_cc_userdefault_cc_UserDefault_deleteValueForKey00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_isstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:deleteValueForKey'", NULL);
#endif
  const char* key = ((const char*)  tolua_tostring(tolua_S,2,0));
  {
   self->deleteValueForKey(key);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:deleteValueForKey'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: flush of class  cc::UserDefault */
#ifndef TOLUA_DISABLE_tolua_cc_userdefault_cc_UserDefault_flush00
static int tolua_cc_userdefault_cc_UserDefault_flush00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.UserDefault",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::UserDefault* self = (cc::UserDefault*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.UserDefault:flush'", NULL);
#endif
  {
   self->flush();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.UserDefault:flush'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_userdefault_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"UserDefault","cc.UserDefault","",NULL);
   tolua_beginmodule(tolua_S,"UserDefault");
    tolua_function(tolua_S,"getInstance",tolua_cc_userdefault_cc_UserDefault_getInstance00);
    tolua_function(tolua_S,"getXMLFilePath",tolua_cc_userdefault_cc_UserDefault_getXMLFilePath00);
    tolua_function(tolua_S,"isXMLFileExist",tolua_cc_userdefault_cc_UserDefault_isXMLFileExist00);
    tolua_function(tolua_S,"getBoolForKey",tolua_cc_userdefault_cc_UserDefault_getBoolForKey00);
    tolua_function(tolua_S,"getIntegerForKey",tolua_cc_userdefault_cc_UserDefault_getIntegerForKey00);
    tolua_function(tolua_S,"getFloatForKey",tolua_cc_userdefault_cc_UserDefault_getFloatForKey00);
    tolua_function(tolua_S,"getDoubleForKey",tolua_cc_userdefault_cc_UserDefault_getDoubleForKey00);
    tolua_function(tolua_S,"getStringForKey",tolua_cc_userdefault_cc_UserDefault_getStringForKey00);
    tolua_function(tolua_S,"setBoolForKey",tolua_cc_userdefault_cc_UserDefault_setBoolForKey00);
    tolua_function(tolua_S,"setIntegerForKey",tolua_cc_userdefault_cc_UserDefault_setIntegerForKey00);
    tolua_function(tolua_S,"setFloatForKey",tolua_cc_userdefault_cc_UserDefault_setFloatForKey00);
    tolua_function(tolua_S,"setDoubleForKey",tolua_cc_userdefault_cc_UserDefault_setDoubleForKey00);
    tolua_function(tolua_S,"setStringForKey",tolua_cc_userdefault_cc_UserDefault_setStringForKey00);
    tolua_function(tolua_S,"deleteValueForKey",tolua_cc_userdefault_cc_UserDefault_deleteValueForKey00);
    tolua_function(tolua_S,"flush",tolua_cc_userdefault_cc_UserDefault_flush00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_userdefault (lua_State* tolua_S) {
 return tolua_cc_userdefault_open(tolua_S);
};
#endif


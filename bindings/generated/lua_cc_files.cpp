/*
** Lua binding: cc_files
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
TOLUA_API int  tolua_cc_files_open (lua_State* tolua_S);

#include "base/FileUtils.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.FileUtils");
 Mtolua_typeid(tolua_S,typeid(cc::FileUtils), "cc.FileUtils");
}

/* method: getInstance of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_getInstance00
static int tolua_cc_files_cc_FileUtils_getInstance00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::FileUtils* tolua_ret = (cc::FileUtils*)  cc::FileUtils::getInstance();
    tolua_pushusertype(tolua_S,(void*)tolua_ret,"cc.FileUtils");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:getInstance'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: fullPathForFilename of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_fullPathForFilename00
static int tolua_cc_files_cc_FileUtils_fullPathForFilename00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::FileUtils* self = (const cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:fullPathForFilename'", NULL);
#endif
  const std::string filename = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   std::string tolua_ret = (std::string)  self->fullPathForFilename(filename);
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:fullPathForFilename'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: fullPathFromRelativeFile of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_fullPathFromRelativeFile00
static int tolua_cc_files_cc_FileUtils_fullPathFromRelativeFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::FileUtils* self = (const cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:fullPathFromRelativeFile'", NULL);
#endif
  const std::string filename = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string relativeFile = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   std::string tolua_ret = (std::string)  self->fullPathFromRelativeFile(filename,relativeFile);
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:fullPathFromRelativeFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSearchPath of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_addSearchPath00
static int tolua_cc_files_cc_FileUtils_addSearchPath00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::FileUtils* self = (cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:addSearchPath'", NULL);
#endif
  const std::string path = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  bool front = ((bool)  tolua_toboolean(tolua_S,3,false));
  {
   self->addSearchPath(path,front);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:addSearchPath'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: addSearchResolutionsOrder of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_addSearchResolutionsOrder00
static int tolua_cc_files_cc_FileUtils_addSearchResolutionsOrder00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isboolean(tolua_S,3,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::FileUtils* self = (cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:addSearchResolutionsOrder'", NULL);
#endif
  const std::string order = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  bool front = ((bool)  tolua_toboolean(tolua_S,3,false));
  {
   self->addSearchResolutionsOrder(order,front);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:addSearchResolutionsOrder'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: purgeCachedEntries of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_purgeCachedEntries00
static int tolua_cc_files_cc_FileUtils_purgeCachedEntries00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::FileUtils* self = (cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:purgeCachedEntries'", NULL);
#endif
  {
   self->purgeCachedEntries();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:purgeCachedEntries'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPopupNotify of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_setPopupNotify00
static int tolua_cc_files_cc_FileUtils_setPopupNotify00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::FileUtils* self = (cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:setPopupNotify'", NULL);
#endif
  bool notify = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setPopupNotify(notify);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:setPopupNotify'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isPopupNotify of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_isPopupNotify00
static int tolua_cc_files_cc_FileUtils_isPopupNotify00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::FileUtils* self = (const cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:isPopupNotify'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isPopupNotify();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:isPopupNotify'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAbsolutePath of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_isAbsolutePath00
static int tolua_cc_files_cc_FileUtils_isAbsolutePath00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::FileUtils* self = (const cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:isAbsolutePath'", NULL);
#endif
  const std::string path = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->isAbsolutePath(path);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:isAbsolutePath'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFileExtension of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_getFileExtension00
static int tolua_cc_files_cc_FileUtils_getFileExtension00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::FileUtils* self = (const cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:getFileExtension'", NULL);
#endif
  const std::string filePath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   std::string tolua_ret = (std::string)  self->getFileExtension(filePath);
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:getFileExtension'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getWritablePath of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_getWritablePath00
static int tolua_cc_files_cc_FileUtils_getWritablePath00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::FileUtils* self = (const cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:getWritablePath'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getWritablePath();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:getWritablePath'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setWritablePath of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_setWritablePath00
static int tolua_cc_files_cc_FileUtils_setWritablePath00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::FileUtils* self = (cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:setWritablePath'", NULL);
#endif
  const std::string writablePath = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setWritablePath(writablePath);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:setWritablePath'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDefaultResourceRootPath of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_getDefaultResourceRootPath00
static int tolua_cc_files_cc_FileUtils_getDefaultResourceRootPath00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::FileUtils* self = (const cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:getDefaultResourceRootPath'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getDefaultResourceRootPath();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:getDefaultResourceRootPath'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDefaultResourceRootPath of class  cc::FileUtils */
#ifndef TOLUA_DISABLE_tolua_cc_files_cc_FileUtils_setDefaultResourceRootPath00
static int tolua_cc_files_cc_FileUtils_setDefaultResourceRootPath00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.FileUtils",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::FileUtils* self = (cc::FileUtils*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.FileUtils:setDefaultResourceRootPath'", NULL);
#endif
  const std::string path = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setDefaultResourceRootPath(path);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.FileUtils:setDefaultResourceRootPath'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_files_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"FileUtils","cc.FileUtils","",NULL);
   tolua_beginmodule(tolua_S,"FileUtils");
    tolua_function(tolua_S,"getInstance",tolua_cc_files_cc_FileUtils_getInstance00);
    tolua_function(tolua_S,"fullPathForFilename",tolua_cc_files_cc_FileUtils_fullPathForFilename00);
    tolua_function(tolua_S,"fullPathFromRelativeFile",tolua_cc_files_cc_FileUtils_fullPathFromRelativeFile00);
    tolua_function(tolua_S,"addSearchPath",tolua_cc_files_cc_FileUtils_addSearchPath00);
    tolua_function(tolua_S,"addSearchResolutionsOrder",tolua_cc_files_cc_FileUtils_addSearchResolutionsOrder00);
    tolua_function(tolua_S,"purgeCachedEntries",tolua_cc_files_cc_FileUtils_purgeCachedEntries00);
    tolua_function(tolua_S,"setPopupNotify",tolua_cc_files_cc_FileUtils_setPopupNotify00);
    tolua_function(tolua_S,"isPopupNotify",tolua_cc_files_cc_FileUtils_isPopupNotify00);
    tolua_function(tolua_S,"isAbsolutePath",tolua_cc_files_cc_FileUtils_isAbsolutePath00);
    tolua_function(tolua_S,"getFileExtension",tolua_cc_files_cc_FileUtils_getFileExtension00);
    tolua_function(tolua_S,"getWritablePath",tolua_cc_files_cc_FileUtils_getWritablePath00);
    tolua_function(tolua_S,"setWritablePath",tolua_cc_files_cc_FileUtils_setWritablePath00);
    tolua_function(tolua_S,"getDefaultResourceRootPath",tolua_cc_files_cc_FileUtils_getDefaultResourceRootPath00);
    tolua_function(tolua_S,"setDefaultResourceRootPath",tolua_cc_files_cc_FileUtils_setDefaultResourceRootPath00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_files (lua_State* tolua_S) {
 return tolua_cc_files_open(tolua_S);
};
#endif


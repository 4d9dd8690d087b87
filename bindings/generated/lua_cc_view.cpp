/*
** Lua binding: cc_view
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
TOLUA_API int  tolua_cc_view_open (lua_State* tolua_S);

#include "director/GLView.h"

/* function to release collected object via destructor */
#ifdef __cplusplus

static int tolua_collect_cc__Size (lua_State* tolua_S)
{
 cc::Size* self = (cc::Size*) kite_tousertype(tolua_S,1,0);
    Mtolua_delete(self);
    return 0;
}

static int tolua_collect_cc__Rect (lua_State* tolua_S)
{
 cc::Rect* self = (cc::Rect*) kite_tousertype(tolua_S,1,0);
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
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.GLView");
 Mtolua_typeid(tolua_S,typeid(cc::GLView), "cc.GLView");
 tolua_usertype(tolua_S,"cc.GLViewImpl");
 Mtolua_typeid(tolua_S,typeid(cc::GLViewImpl), "cc.GLViewImpl");
}

/* method: setFrameSize of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_setFrameSize00
static int tolua_cc_view_cc_GLView_setFrameSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::GLView* self = (cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:setFrameSize'", NULL);
#endif
  float width = ((float)  lua_tonumber(tolua_S,2));
  float height = ((float)  lua_tonumber(tolua_S,3));
  {
   self->setFrameSize(width,height);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:setFrameSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFrameSize of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getFrameSize00
static int tolua_cc_view_cc_GLView_getFrameSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getFrameSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getFrameSize();
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
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getFrameSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setDesignResolutionSize of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_setDesignResolutionSize00
static int tolua_cc_view_cc_GLView_setDesignResolutionSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::GLView* self = (cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:setDesignResolutionSize'", NULL);
#endif
  float width = ((float)  lua_tonumber(tolua_S,2));
  float height = ((float)  lua_tonumber(tolua_S,3));
  cc::ResolutionPolicy resolutionPolicy = ((cc::ResolutionPolicy) (int)  lua_tonumber(tolua_S,4));
  {
   self->setDesignResolutionSize(width,height,resolutionPolicy);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:setDesignResolutionSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDesignResolutionSize of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getDesignResolutionSize00
static int tolua_cc_view_cc_GLView_getDesignResolutionSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getDesignResolutionSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getDesignResolutionSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getDesignResolutionSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getResolutionPolicy of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getResolutionPolicy00
static int tolua_cc_view_cc_GLView_getResolutionPolicy00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getResolutionPolicy'", NULL);
#endif
  {
   cc::ResolutionPolicy tolua_ret = (cc::ResolutionPolicy)  self->getResolutionPolicy();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getResolutionPolicy'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVisibleSize of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getVisibleSize00
static int tolua_cc_view_cc_GLView_getVisibleSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getVisibleSize'", NULL);
#endif
  {
   cc::Size tolua_ret = (cc::Size)  self->getVisibleSize();
   {
#ifdef __cplusplus
    cc::Size tolua_obj = (tolua_ret);
     kite_push_Size(tolua_S,(void*)&tolua_obj,"cc.Size");
#else
    kite_push_Size(tolua_S,(void*)&tolua_ret,"cc.Size");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getVisibleSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVisibleOrigin of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getVisibleOrigin00
static int tolua_cc_view_cc_GLView_getVisibleOrigin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getVisibleOrigin'", NULL);
#endif
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getVisibleOrigin();
   {
#ifdef __cplusplus
    cc::Vec2 tolua_obj = (tolua_ret);
     kite_push_Vec2(tolua_S,(void*)&tolua_obj,"cc.Vec2");
#else
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"cc.Vec2");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getVisibleOrigin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getVisibleRect of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getVisibleRect00
static int tolua_cc_view_cc_GLView_getVisibleRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getVisibleRect'", NULL);
#endif
  {
   cc::Rect tolua_ret = (cc::Rect)  self->getVisibleRect();
   {
#ifdef __cplusplus
    cc::Rect tolua_obj = (tolua_ret);
     kite_push_Rect(tolua_S,(void*)&tolua_obj,"cc.Rect");
#else
    void* tolua_obj = tolua_copy(tolua_S,(void*)&tolua_ret,"cc.Rect");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getVisibleRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSafeAreaRect of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getSafeAreaRect00
static int tolua_cc_view_cc_GLView_getSafeAreaRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getSafeAreaRect'", NULL);
#endif
  {
   cc::Rect tolua_ret = (cc::Rect)  self->getSafeAreaRect();
   {
#ifdef __cplusplus
    cc::Rect tolua_obj = (tolua_ret);
     kite_push_Rect(tolua_S,(void*)&tolua_obj,"cc.Rect");
#else
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"cc.Rect");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getSafeAreaRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getViewPortRect of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getViewPortRect00
static int tolua_cc_view_cc_GLView_getViewPortRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getViewPortRect'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getViewPortRect();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getViewPortRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScaleX of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getScaleX00
static int tolua_cc_view_cc_GLView_getScaleX00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getScaleX'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScaleX();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getScaleX'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getScaleY of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getScaleY00
static int tolua_cc_view_cc_GLView_getScaleY00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getScaleY'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getScaleY();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getScaleY'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setViewName of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_setViewName00
static int tolua_cc_view_cc_GLView_setViewName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::GLView* self = (cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:setViewName'", NULL);
#endif
  const std::string viewname = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setViewName(viewname);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:setViewName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getViewName of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getViewName00
static int tolua_cc_view_cc_GLView_getViewName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getViewName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getViewName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getViewName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setFrameZoomFactor of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_setFrameZoomFactor00
static int tolua_cc_view_cc_GLView_setFrameZoomFactor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::GLView* self = (cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:setFrameZoomFactor'", NULL);
#endif
  float zoomFactor = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setFrameZoomFactor(zoomFactor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:setFrameZoomFactor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getFrameZoomFactor of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getFrameZoomFactor00
static int tolua_cc_view_cc_GLView_getFrameZoomFactor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getFrameZoomFactor'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getFrameZoomFactor();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getFrameZoomFactor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setContentScaleFactor of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_setContentScaleFactor00
static int tolua_cc_view_cc_GLView_setContentScaleFactor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::GLView* self = (cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:setContentScaleFactor'", NULL);
#endif
  float scaleFactor = ((float)  lua_tonumber(tolua_S,2));
  {
   bool tolua_ret = (bool)  self->setContentScaleFactor(scaleFactor);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:setContentScaleFactor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getContentScaleFactor of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getContentScaleFactor00
static int tolua_cc_view_cc_GLView_getContentScaleFactor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getContentScaleFactor'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getContentScaleFactor();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getContentScaleFactor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isRetinaDisplay of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_isRetinaDisplay00
static int tolua_cc_view_cc_GLView_isRetinaDisplay00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:isRetinaDisplay'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isRetinaDisplay();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:isRetinaDisplay'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getRetinaFactor of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_getRetinaFactor00
static int tolua_cc_view_cc_GLView_getRetinaFactor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:getRetinaFactor'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getRetinaFactor();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:getRetinaFactor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isOpenGLReady of class  cc::GLView */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLView_isOpenGLReady00
static int tolua_cc_view_cc_GLView_isOpenGLReady00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.GLView",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::GLView* self = (const cc::GLView*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.GLView:isOpenGLReady'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isOpenGLReady();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLView:isOpenGLReady'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::GLViewImpl */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLViewImpl_create00
static int tolua_cc_view_cc_GLViewImpl_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.GLViewImpl",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string viewname = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::GLViewImpl* tolua_ret = (cc::GLViewImpl*)  cc::GLViewImpl::create(viewname);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.GLViewImpl");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLViewImpl:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithRect of class  cc::GLViewImpl */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLViewImpl_createWithRect00
static int tolua_cc_view_cc_GLViewImpl_createWithRect00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.GLViewImpl",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     (tolua_isvaluenil(tolua_S,3,&tolua_err) || !kite_is_Rect(tolua_S,3,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnumber(tolua_S,4,1,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string viewName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const cc::Rect* rect = ((const cc::Rect*)  kite_to_Rect(tolua_S,3,0));
  float frameZoomFactor = ((float)  tolua_tonumber(tolua_S,4,1.0f));
  {
   cc::GLViewImpl* tolua_ret = (cc::GLViewImpl*)  cc::GLViewImpl::createWithRect(viewName,*rect,frameZoomFactor);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.GLViewImpl");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLViewImpl:createWithRect'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithFullScreen of class  cc::GLViewImpl */
#ifndef TOLUA_DISABLE_tolua_cc_view_cc_GLViewImpl_createWithFullScreen00
static int tolua_cc_view_cc_GLViewImpl_createWithFullScreen00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.GLViewImpl",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string viewName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::GLViewImpl* tolua_ret = (cc::GLViewImpl*)  cc::GLViewImpl::createWithFullScreen(viewName);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.GLViewImpl");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.GLViewImpl:createWithFullScreen'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_view_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"GLView","cc.GLView","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"GLView");
    tolua_function(tolua_S,"setFrameSize",tolua_cc_view_cc_GLView_setFrameSize00);
    tolua_function(tolua_S,"getFrameSize",tolua_cc_view_cc_GLView_getFrameSize00);
    tolua_function(tolua_S,"setDesignResolutionSize",tolua_cc_view_cc_GLView_setDesignResolutionSize00);
    tolua_function(tolua_S,"getDesignResolutionSize",tolua_cc_view_cc_GLView_getDesignResolutionSize00);
    tolua_function(tolua_S,"getResolutionPolicy",tolua_cc_view_cc_GLView_getResolutionPolicy00);
    tolua_function(tolua_S,"getVisibleSize",tolua_cc_view_cc_GLView_getVisibleSize00);
    tolua_function(tolua_S,"getVisibleOrigin",tolua_cc_view_cc_GLView_getVisibleOrigin00);
    tolua_function(tolua_S,"getVisibleRect",tolua_cc_view_cc_GLView_getVisibleRect00);
    tolua_function(tolua_S,"getSafeAreaRect",tolua_cc_view_cc_GLView_getSafeAreaRect00);
    tolua_function(tolua_S,"getViewPortRect",tolua_cc_view_cc_GLView_getViewPortRect00);
    tolua_function(tolua_S,"getScaleX",tolua_cc_view_cc_GLView_getScaleX00);
    tolua_function(tolua_S,"getScaleY",tolua_cc_view_cc_GLView_getScaleY00);
    tolua_function(tolua_S,"setViewName",tolua_cc_view_cc_GLView_setViewName00);
    tolua_function(tolua_S,"getViewName",tolua_cc_view_cc_GLView_getViewName00);
    tolua_function(tolua_S,"setFrameZoomFactor",tolua_cc_view_cc_GLView_setFrameZoomFactor00);
    tolua_function(tolua_S,"getFrameZoomFactor",tolua_cc_view_cc_GLView_getFrameZoomFactor00);
    tolua_function(tolua_S,"setContentScaleFactor",tolua_cc_view_cc_GLView_setContentScaleFactor00);
    tolua_function(tolua_S,"getContentScaleFactor",tolua_cc_view_cc_GLView_getContentScaleFactor00);
    tolua_function(tolua_S,"isRetinaDisplay",tolua_cc_view_cc_GLView_isRetinaDisplay00);
    tolua_function(tolua_S,"getRetinaFactor",tolua_cc_view_cc_GLView_getRetinaFactor00);
    tolua_function(tolua_S,"isOpenGLReady",tolua_cc_view_cc_GLView_isOpenGLReady00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"GLViewImpl","cc.GLViewImpl","cc.GLView",NULL);
   tolua_beginmodule(tolua_S,"GLViewImpl");
    tolua_function(tolua_S,"create",tolua_cc_view_cc_GLViewImpl_create00);
    tolua_function(tolua_S,"createWithRect",tolua_cc_view_cc_GLViewImpl_createWithRect00);
    tolua_function(tolua_S,"createWithFullScreen",tolua_cc_view_cc_GLViewImpl_createWithFullScreen00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_view (lua_State* tolua_S) {
 return tolua_cc_view_open(tolua_S);
};
#endif


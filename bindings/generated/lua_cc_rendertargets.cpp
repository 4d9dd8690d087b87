/*
** Lua binding: cc_rendertargets
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
TOLUA_API int  tolua_cc_rendertargets_open (lua_State* tolua_S);

#include "scene/ClippingNode.h"
#include "scene/ClippingRectangleNode.h"
#include "scene/Image.h"
#include "scene/RenderTexture.h"
#include "scene/Sprite.h"

/* function to register type */
static void tolua_reg_types (lua_State* tolua_S)
{
#ifndef Mtolua_typeid
#define Mtolua_typeid(L,TI,T)
#endif
 tolua_usertype(tolua_S,"cc.ClippingRectangleNode");
 Mtolua_typeid(tolua_S,typeid(cc::ClippingRectangleNode), "cc.ClippingRectangleNode");
 tolua_usertype(tolua_S,"cc.ClippingNode");
 Mtolua_typeid(tolua_S,typeid(cc::ClippingNode), "cc.ClippingNode");
 tolua_usertype(tolua_S,"cc.Image");
 Mtolua_typeid(tolua_S,typeid(cc::Image), "cc.Image");
 tolua_usertype(tolua_S,"cc.Sprite");
 Mtolua_typeid(tolua_S,typeid(cc::Sprite), "cc.Sprite");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"cc.RenderTexture");
 Mtolua_typeid(tolua_S,typeid(cc::RenderTexture), "cc.RenderTexture");
}

/* method: create of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_create00
static int tolua_cc_rendertargets_cc_RenderTexture_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  int w = ((int)  lua_tonumber(tolua_S,2));
  int h = ((int)  lua_tonumber(tolua_S,3));
  {
   cc::RenderTexture* tolua_ret = (cc::RenderTexture*)  cc::RenderTexture::create(w,h);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.RenderTexture");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_create01
static int tolua_cc_rendertargets_cc_RenderTexture_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  int w = ((int)  lua_tonumber(tolua_S,2));
  int h = ((int)  lua_tonumber(tolua_S,3));
  cc::RenderTexture::PixelFormat format = ((cc::RenderTexture::PixelFormat) (int)  lua_tonumber(tolua_S,4));
  {
   cc::RenderTexture* tolua_ret = (cc::RenderTexture*)  cc::RenderTexture::create(w,h,format);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.RenderTexture");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_rendertargets_cc_RenderTexture_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_create02
static int tolua_cc_rendertargets_cc_RenderTexture_create02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  int w = ((int)  lua_tonumber(tolua_S,2));
  int h = ((int)  lua_tonumber(tolua_S,3));
  cc::RenderTexture::PixelFormat format = ((cc::RenderTexture::PixelFormat) (int)  lua_tonumber(tolua_S,4));
  unsigned int depthStencilFormat = ((unsigned int)  lua_tonumber(tolua_S,5));
  {
   cc::RenderTexture* tolua_ret = (cc::RenderTexture*)  cc::RenderTexture::create(w,h,format,depthStencilFormat);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.RenderTexture");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_rendertargets_cc_RenderTexture_create01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithWidthAndHeight of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_initWithWidthAndHeight00
static int tolua_cc_rendertargets_cc_RenderTexture_initWithWidthAndHeight00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,5,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:initWithWidthAndHeight'", NULL);
#endif
  int w = ((int)  lua_tonumber(tolua_S,2));
  int h = ((int)  lua_tonumber(tolua_S,3));
  cc::RenderTexture::PixelFormat format = ((cc::RenderTexture::PixelFormat) (int)  lua_tonumber(tolua_S,4));
  {
   bool tolua_ret = (bool)  self->initWithWidthAndHeight(w,h,format);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:initWithWidthAndHeight'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithWidthAndHeight of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_initWithWidthAndHeight01
static int tolua_cc_rendertargets_cc_RenderTexture_initWithWidthAndHeight01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,6,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:initWithWidthAndHeight'", NULL);
#endif
  int w = ((int)  lua_tonumber(tolua_S,2));
  int h = ((int)  lua_tonumber(tolua_S,3));
  cc::RenderTexture::PixelFormat format = ((cc::RenderTexture::PixelFormat) (int)  lua_tonumber(tolua_S,4));
  unsigned int depthStencilFormat = ((unsigned int)  lua_tonumber(tolua_S,5));
  {
   bool tolua_ret = (bool)  self->initWithWidthAndHeight(w,h,format,depthStencilFormat);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_rendertargets_cc_RenderTexture_initWithWidthAndHeight00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: begin of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_begin00
static int tolua_cc_rendertargets_cc_RenderTexture_begin00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:begin'", NULL);
#endif
  {
   self->begin();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:begin'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: beginWithClear of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_beginWithClear00
static int tolua_cc_rendertargets_cc_RenderTexture_beginWithClear00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
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
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:beginWithClear'", NULL);
#endif
  float r = ((float)  lua_tonumber(tolua_S,2));
  float g = ((float)  lua_tonumber(tolua_S,3));
  float b = ((float)  lua_tonumber(tolua_S,4));
  float a = ((float)  lua_tonumber(tolua_S,5));
  {
   self->beginWithClear(r,g,b,a);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:beginWithClear'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: beginWithClear of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_beginWithClear01
static int tolua_cc_rendertargets_cc_RenderTexture_beginWithClear01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,7,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:beginWithClear'", NULL);
#endif
  float r = ((float)  lua_tonumber(tolua_S,2));
  float g = ((float)  lua_tonumber(tolua_S,3));
  float b = ((float)  lua_tonumber(tolua_S,4));
  float a = ((float)  lua_tonumber(tolua_S,5));
  float depthValue = ((float)  lua_tonumber(tolua_S,6));
  {
   self->beginWithClear(r,g,b,a,depthValue);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_rendertargets_cc_RenderTexture_beginWithClear00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: beginWithClear of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_beginWithClear02
static int tolua_cc_rendertargets_cc_RenderTexture_beginWithClear02(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnumber(tolua_S,3,0,&tolua_err) ||
     !kite_isnumber(tolua_S,4,0,&tolua_err) ||
     !kite_isnumber(tolua_S,5,0,&tolua_err) ||
     !kite_isnumber(tolua_S,6,0,&tolua_err) ||
     !kite_isnumber(tolua_S,7,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,8,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:beginWithClear'", NULL);
#endif
  float r = ((float)  lua_tonumber(tolua_S,2));
  float g = ((float)  lua_tonumber(tolua_S,3));
  float b = ((float)  lua_tonumber(tolua_S,4));
  float a = ((float)  lua_tonumber(tolua_S,5));
  float depthValue = ((float)  lua_tonumber(tolua_S,6));
  int stencilValue = ((int)  lua_tonumber(tolua_S,7));
  {
   self->beginWithClear(r,g,b,a,depthValue,stencilValue);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
tolua_lerror:
 return tolua_cc_rendertargets_cc_RenderTexture_beginWithClear01(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: end of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_endToLua00
static int tolua_cc_rendertargets_cc_RenderTexture_endToLua00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:endToLua'", NULL);
#endif
  {
   self->end();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:endToLua'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: end of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_end00
static int tolua_cc_rendertargets_cc_RenderTexture_end00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:end'", NULL);
#endif
  {
   self->end();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:end'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clear of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_clear00
static int tolua_cc_rendertargets_cc_RenderTexture_clear00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
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
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:clear'", NULL);
#endif
  float r = ((float)  lua_tonumber(tolua_S,2));
  float g = ((float)  lua_tonumber(tolua_S,3));
  float b = ((float)  lua_tonumber(tolua_S,4));
  float a = ((float)  lua_tonumber(tolua_S,5));
  {
   self->clear(r,g,b,a);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:clear'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clearDepth of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_clearDepth00
static int tolua_cc_rendertargets_cc_RenderTexture_clearDepth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:clearDepth'", NULL);
#endif
  float depthValue = ((float)  lua_tonumber(tolua_S,2));
  {
   self->clearDepth(depthValue);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:clearDepth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: clearStencil of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_clearStencil00
static int tolua_cc_rendertargets_cc_RenderTexture_clearStencil00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:clearStencil'", NULL);
#endif
  int stencilValue = ((int)  lua_tonumber(tolua_S,2));
  {
   self->clearStencil(stencilValue);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:clearStencil'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getClearColor of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_getClearColor00
static int tolua_cc_rendertargets_cc_RenderTexture_getClearColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::RenderTexture* self = (const cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:getClearColor'", NULL);
#endif
  {
   const cc::Color4F& tolua_ret = (const cc::Color4F&)  self->getClearColor();
    kite_push_Color4F(tolua_S,(void*)&tolua_ret,"const cc.Color4F");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:getClearColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setClearColor of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_setClearColor00
static int tolua_cc_rendertargets_cc_RenderTexture_setClearColor00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Color4F(tolua_S,2,"const cc.Color4F",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:setClearColor'", NULL);
#endif
  const cc::Color4F* clearColor = ((const cc::Color4F*)  kite_to_Color4F(tolua_S,2,0));
  {
   self->setClearColor(*clearColor);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:setClearColor'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getClearDepth of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_getClearDepth00
static int tolua_cc_rendertargets_cc_RenderTexture_getClearDepth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::RenderTexture* self = (const cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:getClearDepth'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getClearDepth();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:getClearDepth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setClearDepth of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_setClearDepth00
static int tolua_cc_rendertargets_cc_RenderTexture_setClearDepth00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:setClearDepth'", NULL);
#endif
  float clearDepth = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setClearDepth(clearDepth);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:setClearDepth'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getClearStencil of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_getClearStencil00
static int tolua_cc_rendertargets_cc_RenderTexture_getClearStencil00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::RenderTexture* self = (const cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:getClearStencil'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getClearStencil();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:getClearStencil'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setClearStencil of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_setClearStencil00
static int tolua_cc_rendertargets_cc_RenderTexture_setClearStencil00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:setClearStencil'", NULL);
#endif
  int clearStencil = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setClearStencil(clearStencil);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:setClearStencil'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getClearFlags of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_getClearFlags00
static int tolua_cc_rendertargets_cc_RenderTexture_getClearFlags00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::RenderTexture* self = (const cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:getClearFlags'", NULL);
#endif
  {
   unsigned int tolua_ret = (unsigned int)  self->getClearFlags();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:getClearFlags'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setClearFlags of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_setClearFlags00
static int tolua_cc_rendertargets_cc_RenderTexture_setClearFlags00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:setClearFlags'", NULL);
#endif
  unsigned int clearFlags = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   self->setClearFlags(clearFlags);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:setClearFlags'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isAutoDraw of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_isAutoDraw00
static int tolua_cc_rendertargets_cc_RenderTexture_isAutoDraw00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::RenderTexture* self = (const cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:isAutoDraw'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isAutoDraw();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:isAutoDraw'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAutoDraw of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_setAutoDraw00
static int tolua_cc_rendertargets_cc_RenderTexture_setAutoDraw00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:setAutoDraw'", NULL);
#endif
  bool isAutoDraw = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setAutoDraw(isAutoDraw);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:setAutoDraw'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setKeepMatrix of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_setKeepMatrix00
static int tolua_cc_rendertargets_cc_RenderTexture_setKeepMatrix00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:setKeepMatrix'", NULL);
#endif
  bool keepMatrix = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setKeepMatrix(keepMatrix);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:setKeepMatrix'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getSprite of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_getSprite00
static int tolua_cc_rendertargets_cc_RenderTexture_getSprite00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::RenderTexture* self = (const cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:getSprite'", NULL);
#endif
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getSprite();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:getSprite'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setSprite of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_setSprite00
static int tolua_cc_rendertargets_cc_RenderTexture_setSprite00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Sprite",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:setSprite'", NULL);
#endif
  cc::Sprite* sprite = ((cc::Sprite*)  kite_tousertype(tolua_S,2,0));
  {
   self->setSprite(sprite);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:setSprite'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: newImage of class  cc::RenderTexture */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_RenderTexture_newImage00
static int tolua_cc_rendertargets_cc_RenderTexture_newImage00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.RenderTexture",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::RenderTexture* self = (cc::RenderTexture*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.RenderTexture:newImage'", NULL);
#endif
  {
   cc::Image* tolua_ret = (cc::Image*)  self->newImage();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Image");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.RenderTexture:newImage'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ClippingNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingNode_create00
static int tolua_cc_rendertargets_cc_ClippingNode_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ClippingNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ClippingNode* tolua_ret = (cc::ClippingNode*)  cc::ClippingNode::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ClippingNode");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingNode:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ClippingNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingNode_create01
static int tolua_cc_rendertargets_cc_ClippingNode_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertable(tolua_S,1,"cc.ClippingNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  cc::Node* stencil = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   cc::ClippingNode* tolua_ret = (cc::ClippingNode*)  cc::ClippingNode::create(stencil);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ClippingNode");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_rendertargets_cc_ClippingNode_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getStencil of class  cc::ClippingNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingNode_getStencil00
static int tolua_cc_rendertargets_cc_ClippingNode_getStencil00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ClippingNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ClippingNode* self = (const cc::ClippingNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ClippingNode:getStencil'", NULL);
#endif
  {
   cc::Node* tolua_ret = (cc::Node*)  self->getStencil();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Node");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingNode:getStencil'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setStencil of class  cc::ClippingNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingNode_setStencil00
static int tolua_cc_rendertargets_cc_ClippingNode_setStencil00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.ClippingNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.Node",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ClippingNode* self = (cc::ClippingNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ClippingNode:setStencil'", NULL);
#endif
  cc::Node* stencil = ((cc::Node*)  kite_tousertype(tolua_S,2,0));
  {
   self->setStencil(stencil);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingNode:setStencil'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getAlphaThreshold of class  cc::ClippingNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingNode_getAlphaThreshold00
static int tolua_cc_rendertargets_cc_ClippingNode_getAlphaThreshold00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ClippingNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ClippingNode* self = (const cc::ClippingNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ClippingNode:getAlphaThreshold'", NULL);
#endif
  {
   float tolua_ret = (float)  self->getAlphaThreshold();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingNode:getAlphaThreshold'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setAlphaThreshold of class  cc::ClippingNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingNode_setAlphaThreshold00
static int tolua_cc_rendertargets_cc_ClippingNode_setAlphaThreshold00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ClippingNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ClippingNode* self = (cc::ClippingNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ClippingNode:setAlphaThreshold'", NULL);
#endif
  float alphaThreshold = ((float)  lua_tonumber(tolua_S,2));
  {
   self->setAlphaThreshold(alphaThreshold);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingNode:setAlphaThreshold'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isInverted of class  cc::ClippingNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingNode_isInverted00
static int tolua_cc_rendertargets_cc_ClippingNode_isInverted00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ClippingNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ClippingNode* self = (const cc::ClippingNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ClippingNode:isInverted'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isInverted();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingNode:isInverted'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setInverted of class  cc::ClippingNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingNode_setInverted00
static int tolua_cc_rendertargets_cc_ClippingNode_setInverted00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ClippingNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ClippingNode* self = (cc::ClippingNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ClippingNode:setInverted'", NULL);
#endif
  bool inverted = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setInverted(inverted);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingNode:setInverted'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: hasContent of class  cc::ClippingNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingNode_hasContent00
static int tolua_cc_rendertargets_cc_ClippingNode_hasContent00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ClippingNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ClippingNode* self = (const cc::ClippingNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ClippingNode:hasContent'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->hasContent();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingNode:hasContent'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ClippingRectangleNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingRectangleNode_create00
static int tolua_cc_rendertargets_cc_ClippingRectangleNode_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ClippingRectangleNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  {
   cc::ClippingRectangleNode* tolua_ret = (cc::ClippingRectangleNode*)  cc::ClippingRectangleNode::create();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ClippingRectangleNode");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingRectangleNode:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::ClippingRectangleNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingRectangleNode_create01
static int tolua_cc_rendertargets_cc_ClippingRectangleNode_create01(lua_State* tolua_S)
{
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.ClippingRectangleNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
 {
  const cc::Rect* clippingRegion = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   cc::ClippingRectangleNode* tolua_ret = (cc::ClippingRectangleNode*)  cc::ClippingRectangleNode::create(*clippingRegion);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.ClippingRectangleNode");
  }
 }
 return 1;
tolua_lerror:
 return tolua_cc_rendertargets_cc_ClippingRectangleNode_create00(tolua_S);
}
#endif //#ifndef TOLUA_DISABLE

/* method: getClippingRegion of class  cc::ClippingRectangleNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingRectangleNode_getClippingRegion00
static int tolua_cc_rendertargets_cc_ClippingRectangleNode_getClippingRegion00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ClippingRectangleNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ClippingRectangleNode* self = (const cc::ClippingRectangleNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ClippingRectangleNode:getClippingRegion'", NULL);
#endif
  {
   const cc::Rect& tolua_ret = (const cc::Rect&)  self->getClippingRegion();
    kite_push_Rect(tolua_S,(void*)&tolua_ret,"const cc.Rect");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingRectangleNode:getClippingRegion'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setClippingRegion of class  cc::ClippingRectangleNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingRectangleNode_setClippingRegion00
static int tolua_cc_rendertargets_cc_ClippingRectangleNode_setClippingRegion00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ClippingRectangleNode",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Rect(tolua_S,2,"const cc.Rect",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ClippingRectangleNode* self = (cc::ClippingRectangleNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ClippingRectangleNode:setClippingRegion'", NULL);
#endif
  const cc::Rect* clippingRegion = ((const cc::Rect*)  kite_to_Rect(tolua_S,2,0));
  {
   self->setClippingRegion(*clippingRegion);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingRectangleNode:setClippingRegion'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: isClippingEnabled of class  cc::ClippingRectangleNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingRectangleNode_isClippingEnabled00
static int tolua_cc_rendertargets_cc_ClippingRectangleNode_isClippingEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.ClippingRectangleNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::ClippingRectangleNode* self = (const cc::ClippingRectangleNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ClippingRectangleNode:isClippingEnabled'", NULL);
#endif
  {
   bool tolua_ret = (bool)  self->isClippingEnabled();
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingRectangleNode:isClippingEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setClippingEnabled of class  cc::ClippingRectangleNode */
#ifndef TOLUA_DISABLE_tolua_cc_rendertargets_cc_ClippingRectangleNode_setClippingEnabled00
static int tolua_cc_rendertargets_cc_ClippingRectangleNode_setClippingEnabled00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.ClippingRectangleNode",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isboolean(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::ClippingRectangleNode* self = (cc::ClippingRectangleNode*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.ClippingRectangleNode:setClippingEnabled'", NULL);
#endif
  bool enabled = ((bool)  tolua_toboolean(tolua_S,2,0));
  {
   self->setClippingEnabled(enabled);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.ClippingRectangleNode:setClippingEnabled'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_rendertargets_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"RenderTexture","cc.RenderTexture","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"RenderTexture");
    tolua_function(tolua_S,"create",tolua_cc_rendertargets_cc_RenderTexture_create00);
    tolua_function(tolua_S,"create",tolua_cc_rendertargets_cc_RenderTexture_create01);
    tolua_function(tolua_S,"create",tolua_cc_rendertargets_cc_RenderTexture_create02);
    tolua_function(tolua_S,"initWithWidthAndHeight",tolua_cc_rendertargets_cc_RenderTexture_initWithWidthAndHeight00);
    tolua_function(tolua_S,"initWithWidthAndHeight",tolua_cc_rendertargets_cc_RenderTexture_initWithWidthAndHeight01);
    tolua_function(tolua_S,"begin",tolua_cc_rendertargets_cc_RenderTexture_begin00);
    tolua_function(tolua_S,"beginWithClear",tolua_cc_rendertargets_cc_RenderTexture_beginWithClear00);
    tolua_function(tolua_S,"beginWithClear",tolua_cc_rendertargets_cc_RenderTexture_beginWithClear01);
    tolua_function(tolua_S,"beginWithClear",tolua_cc_rendertargets_cc_RenderTexture_beginWithClear02);
    tolua_function(tolua_S,"endToLua",tolua_cc_rendertargets_cc_RenderTexture_endToLua00);
    tolua_function(tolua_S,"end",tolua_cc_rendertargets_cc_RenderTexture_end00);
    tolua_function(tolua_S,"clear",tolua_cc_rendertargets_cc_RenderTexture_clear00);
    tolua_function(tolua_S,"clearDepth",tolua_cc_rendertargets_cc_RenderTexture_clearDepth00);
    tolua_function(tolua_S,"clearStencil",tolua_cc_rendertargets_cc_RenderTexture_clearStencil00);
    tolua_function(tolua_S,"getClearColor",tolua_cc_rendertargets_cc_RenderTexture_getClearColor00);
    tolua_function(tolua_S,"setClearColor",tolua_cc_rendertargets_cc_RenderTexture_setClearColor00);
    tolua_function(tolua_S,"getClearDepth",tolua_cc_rendertargets_cc_RenderTexture_getClearDepth00);
    tolua_function(tolua_S,"setClearDepth",tolua_cc_rendertargets_cc_RenderTexture_setClearDepth00);
    tolua_function(tolua_S,"getClearStencil",tolua_cc_rendertargets_cc_RenderTexture_getClearStencil00);
    tolua_function(tolua_S,"setClearStencil",tolua_cc_rendertargets_cc_RenderTexture_setClearStencil00);
    tolua_function(tolua_S,"getClearFlags",tolua_cc_rendertargets_cc_RenderTexture_getClearFlags00);
    tolua_function(tolua_S,"setClearFlags",tolua_cc_rendertargets_cc_RenderTexture_setClearFlags00);
    tolua_function(tolua_S,"isAutoDraw",tolua_cc_rendertargets_cc_RenderTexture_isAutoDraw00);
    tolua_function(tolua_S,"setAutoDraw",tolua_cc_rendertargets_cc_RenderTexture_setAutoDraw00);
    tolua_function(tolua_S,"setKeepMatrix",tolua_cc_rendertargets_cc_RenderTexture_setKeepMatrix00);
    tolua_function(tolua_S,"getSprite",tolua_cc_rendertargets_cc_RenderTexture_getSprite00);
    tolua_function(tolua_S,"setSprite",tolua_cc_rendertargets_cc_RenderTexture_setSprite00);
    tolua_function(tolua_S,"newImage",tolua_cc_rendertargets_cc_RenderTexture_newImage00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ClippingNode","cc.ClippingNode","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"ClippingNode");
    tolua_function(tolua_S,"create",tolua_cc_rendertargets_cc_ClippingNode_create00);
    tolua_function(tolua_S,"create",tolua_cc_rendertargets_cc_ClippingNode_create01);
    tolua_function(tolua_S,"getStencil",tolua_cc_rendertargets_cc_ClippingNode_getStencil00);
    tolua_function(tolua_S,"setStencil",tolua_cc_rendertargets_cc_ClippingNode_setStencil00);
    tolua_function(tolua_S,"getAlphaThreshold",tolua_cc_rendertargets_cc_ClippingNode_getAlphaThreshold00);
    tolua_function(tolua_S,"setAlphaThreshold",tolua_cc_rendertargets_cc_ClippingNode_setAlphaThreshold00);
    tolua_function(tolua_S,"isInverted",tolua_cc_rendertargets_cc_ClippingNode_isInverted00);
    tolua_function(tolua_S,"setInverted",tolua_cc_rendertargets_cc_ClippingNode_setInverted00);
    tolua_function(tolua_S,"hasContent",tolua_cc_rendertargets_cc_ClippingNode_hasContent00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"ClippingRectangleNode","cc.ClippingRectangleNode","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"ClippingRectangleNode");
    tolua_function(tolua_S,"create",tolua_cc_rendertargets_cc_ClippingRectangleNode_create00);
    tolua_function(tolua_S,"create",tolua_cc_rendertargets_cc_ClippingRectangleNode_create01);
    tolua_function(tolua_S,"getClippingRegion",tolua_cc_rendertargets_cc_ClippingRectangleNode_getClippingRegion00);
    tolua_function(tolua_S,"setClippingRegion",tolua_cc_rendertargets_cc_ClippingRectangleNode_setClippingRegion00);
    tolua_function(tolua_S,"isClippingEnabled",tolua_cc_rendertargets_cc_ClippingRectangleNode_isClippingEnabled00);
    tolua_function(tolua_S,"setClippingEnabled",tolua_cc_rendertargets_cc_ClippingRectangleNode_setClippingEnabled00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_rendertargets (lua_State* tolua_S) {
 return tolua_cc_rendertargets_open(tolua_S);
};
#endif


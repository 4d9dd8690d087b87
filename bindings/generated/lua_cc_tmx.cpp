/*
** Lua binding: cc_tmx
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
TOLUA_API int  tolua_cc_tmx_open (lua_State* tolua_S);

#include "TMXLuaNames.h"

/* function to release collected object via destructor */
#ifdef __cplusplus

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
 tolua_usertype(tolua_S,"cc.TMXObjectGroup");
 Mtolua_typeid(tolua_S,typeid(cc::TMXObjectGroup), "cc.TMXObjectGroup");
 tolua_usertype(tolua_S,"cc.TMXLayer");
 Mtolua_typeid(tolua_S,typeid(cc::TMXLayer), "cc.TMXLayer");
 tolua_usertype(tolua_S,"ccexp.TMXTiledMap");
 Mtolua_typeid(tolua_S,typeid(ccexp::TMXTiledMap), "ccexp.TMXTiledMap");
 tolua_usertype(tolua_S,"cc.TMXTiledMap");
 Mtolua_typeid(tolua_S,typeid(cc::TMXTiledMap), "cc.TMXTiledMap");
 tolua_usertype(tolua_S,"ccexp.TMXLayer");
 Mtolua_typeid(tolua_S,typeid(ccexp::TMXLayer), "ccexp.TMXLayer");
 tolua_usertype(tolua_S,"cc.Ref");
 Mtolua_typeid(tolua_S,typeid(cc::Ref), "cc.Ref");
 tolua_usertype(tolua_S,"cc.SpriteBatchNode");
 Mtolua_typeid(tolua_S,typeid(cc::SpriteBatchNode), "cc.SpriteBatchNode");
 tolua_usertype(tolua_S,"cc.TMXTilesetInfo");
 Mtolua_typeid(tolua_S,typeid(cc::TMXTilesetInfo), "cc.TMXTilesetInfo");
 tolua_usertype(tolua_S,"cc.Node");
 Mtolua_typeid(tolua_S,typeid(cc::Node), "cc.Node");
 tolua_usertype(tolua_S,"cc.Sprite");
 Mtolua_typeid(tolua_S,typeid(cc::Sprite), "cc.Sprite");
}

/* method: getRectForGID of class  cc::TMXTilesetInfo */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTilesetInfo_getRectForGID00
static int tolua_cc_tmx_cc_TMXTilesetInfo_getRectForGID00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXTilesetInfo",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXTilesetInfo* self = (const cc::TMXTilesetInfo*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTilesetInfo:getRectForGID'", NULL);
#endif
  unsigned int gid = ((unsigned int)  lua_tonumber(tolua_S,2));
  {
   cc::Rect tolua_ret = (cc::Rect)  self->getRectForGID(gid);
   {
#ifdef __cplusplus
    cc::Rect tolua_obj = (tolua_ret);
     kite_push_Rect(tolua_S,(void*)&tolua_obj,"cc.Rect");
#else
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,sizeof(cc::Rect));
     kite_push_Rect(tolua_S,tolua_obj,"cc.Rect");
    tolua_register_gc(tolua_S,lua_gettop(tolua_S));
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTilesetInfo:getRectForGID'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getGroupName of class  cc::TMXObjectGroup */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXObjectGroup_getGroupName00
static int tolua_cc_tmx_cc_TMXObjectGroup_getGroupName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXObjectGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXObjectGroup* self = (const cc::TMXObjectGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXObjectGroup:getGroupName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getGroupName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXObjectGroup:getGroupName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setGroupName of class  cc::TMXObjectGroup */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXObjectGroup_setGroupName00
static int tolua_cc_tmx_cc_TMXObjectGroup_setGroupName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXObjectGroup",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXObjectGroup* self = (cc::TMXObjectGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXObjectGroup:setGroupName'", NULL);
#endif
  const std::string groupName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setGroupName(groupName);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXObjectGroup:setGroupName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPositionOffset of class  cc::TMXObjectGroup */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXObjectGroup_getPositionOffset00
static int tolua_cc_tmx_cc_TMXObjectGroup_getPositionOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXObjectGroup",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXObjectGroup* self = (const cc::TMXObjectGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXObjectGroup:getPositionOffset'", NULL);
#endif
  {
   const cc::Vec2& tolua_ret = (const cc::Vec2&)  self->getPositionOffset();
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"const cc.Vec2");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXObjectGroup:getPositionOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setPositionOffset of class  cc::TMXObjectGroup */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXObjectGroup_setPositionOffset00
static int tolua_cc_tmx_cc_TMXObjectGroup_setPositionOffset00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXObjectGroup",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXObjectGroup* self = (cc::TMXObjectGroup*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXObjectGroup:setPositionOffset'", NULL);
#endif
  const cc::Vec2* offset = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->setPositionOffset(*offset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXObjectGroup:setPositionOffset'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTileAt of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_getTileAt00
static int tolua_cc_tmx_cc_TMXLayer_getTileAt00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXLayer* self = (cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:getTileAt'", NULL);
#endif
  const cc::Vec2* tileCoordinate = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getTileAt(*tileCoordinate);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:getTileAt'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeTileAt of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_removeTileAt00
static int tolua_cc_tmx_cc_TMXLayer_removeTileAt00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXLayer* self = (cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:removeTileAt'", NULL);
#endif
  const cc::Vec2* tileCoordinate = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->removeTileAt(*tileCoordinate);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:removeTileAt'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPositionAt of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_getPositionAt00
static int tolua_cc_tmx_cc_TMXLayer_getPositionAt00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXLayer* self = (const cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:getPositionAt'", NULL);
#endif
  const cc::Vec2* tileCoordinate = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getPositionAt(*tileCoordinate);
   {
#ifdef __cplusplus
    cc::Vec2 tolua_obj = (tolua_ret);
     kite_push_Vec2(tolua_S,(void*)&tolua_obj,"cc.Vec2");
#else
    void* tolua_obj = tolua_copy(tolua_S,(void*)&tolua_ret,"cc.Vec2");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:getPositionAt'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayerName of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_getLayerName00
static int tolua_cc_tmx_cc_TMXLayer_getLayerName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXLayer* self = (const cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:getLayerName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getLayerName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:getLayerName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLayerName of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_setLayerName00
static int tolua_cc_tmx_cc_TMXLayer_setLayerName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXLayer* self = (cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:setLayerName'", NULL);
#endif
  const std::string layerName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setLayerName(layerName);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:setLayerName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayerSize of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_getLayerSize00
static int tolua_cc_tmx_cc_TMXLayer_getLayerSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXLayer* self = (const cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:getLayerSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getLayerSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:getLayerSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLayerSize of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_setLayerSize00
static int tolua_cc_tmx_cc_TMXLayer_setLayerSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXLayer* self = (cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:setLayerSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setLayerSize(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:setLayerSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMapTileSize of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_getMapTileSize00
static int tolua_cc_tmx_cc_TMXLayer_getMapTileSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXLayer* self = (const cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:getMapTileSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getMapTileSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:getMapTileSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMapTileSize of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_setMapTileSize00
static int tolua_cc_tmx_cc_TMXLayer_setMapTileSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXLayer* self = (cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:setMapTileSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setMapTileSize(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:setMapTileSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayerOrientation of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_getLayerOrientation00
static int tolua_cc_tmx_cc_TMXLayer_getLayerOrientation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXLayer* self = (const cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:getLayerOrientation'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getLayerOrientation();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:getLayerOrientation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLayerOrientation of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_setLayerOrientation00
static int tolua_cc_tmx_cc_TMXLayer_setLayerOrientation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXLayer* self = (cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:setLayerOrientation'", NULL);
#endif
  int orientation = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setLayerOrientation(orientation);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:setLayerOrientation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTileSet of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_getTileSet00
static int tolua_cc_tmx_cc_TMXLayer_getTileSet00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXLayer* self = (const cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:getTileSet'", NULL);
#endif
  {
   cc::TMXTilesetInfo* tolua_ret = (cc::TMXTilesetInfo*)  self->getTileSet();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TMXTilesetInfo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:getTileSet'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTileSet of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_setTileSet00
static int tolua_cc_tmx_cc_TMXLayer_setTileSet00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.TMXTilesetInfo",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXLayer* self = (cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:setTileSet'", NULL);
#endif
  cc::TMXTilesetInfo* tileset = ((cc::TMXTilesetInfo*)  kite_tousertype(tolua_S,2,0));
  {
   self->setTileSet(tileset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:setTileSet'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setupTiles of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_setupTiles00
static int tolua_cc_tmx_cc_TMXLayer_setupTiles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXLayer* self = (cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:setupTiles'", NULL);
#endif
  {
   self->setupTiles();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:setupTiles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: releaseMap of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_releaseMap00
static int tolua_cc_tmx_cc_TMXLayer_releaseMap00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXLayer* self = (cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:releaseMap'", NULL);
#endif
  {
   self->releaseMap();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:releaseMap'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDescription of class  cc::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXLayer_getDescription00
static int tolua_cc_tmx_cc_TMXLayer_getDescription00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXLayer* self = (const cc::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXLayer:getDescription'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getDescription();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXLayer:getDescription'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_create00
static int tolua_cc_tmx_cc_TMXTiledMap_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string tmxFile = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::TMXTiledMap* tolua_ret = (cc::TMXTiledMap*)  cc::TMXTiledMap::create(tmxFile);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TMXTiledMap");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithXML of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_createWithXML00
static int tolua_cc_tmx_cc_TMXTiledMap_createWithXML00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string tmxString = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string resourcePath = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   cc::TMXTiledMap* tolua_ret = (cc::TMXTiledMap*)  cc::TMXTiledMap::createWithXML(tmxString,resourcePath);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TMXTiledMap");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:createWithXML'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithTMXFile of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_initWithTMXFile00
static int tolua_cc_tmx_cc_TMXTiledMap_initWithTMXFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXTiledMap* self = (cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:initWithTMXFile'", NULL);
#endif
  const std::string tmxFile = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   bool tolua_ret = (bool)  self->initWithTMXFile(tmxFile);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:initWithTMXFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: initWithXML of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_initWithXML00
static int tolua_cc_tmx_cc_TMXTiledMap_initWithXML00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXTiledMap* self = (cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:initWithXML'", NULL);
#endif
  const std::string tmxString = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string resourcePath = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   bool tolua_ret = (bool)  self->initWithXML(tmxString,resourcePath);
   lua_pushboolean(tolua_S,(bool)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:initWithXML'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayer of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_getLayer00
static int tolua_cc_tmx_cc_TMXTiledMap_getLayer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXTiledMap* self = (const cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:getLayer'", NULL);
#endif
  const std::string layerName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::TMXLayer* tolua_ret = (cc::TMXLayer*)  self->getLayer(layerName);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TMXLayer");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:getLayer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getObjectGroup of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_getObjectGroup00
static int tolua_cc_tmx_cc_TMXTiledMap_getObjectGroup00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXTiledMap* self = (const cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:getObjectGroup'", NULL);
#endif
  const std::string groupName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::TMXObjectGroup* tolua_ret = (cc::TMXObjectGroup*)  self->getObjectGroup(groupName);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TMXObjectGroup");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:getObjectGroup'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMapSize of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_getMapSize00
static int tolua_cc_tmx_cc_TMXTiledMap_getMapSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXTiledMap* self = (const cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:getMapSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getMapSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:getMapSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMapSize of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_setMapSize00
static int tolua_cc_tmx_cc_TMXTiledMap_setMapSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXTiledMap* self = (cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:setMapSize'", NULL);
#endif
  const cc::Size* mapSize = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setMapSize(*mapSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:setMapSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTileSize of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_getTileSize00
static int tolua_cc_tmx_cc_TMXTiledMap_getTileSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXTiledMap* self = (const cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:getTileSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getTileSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:getTileSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTileSize of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_setTileSize00
static int tolua_cc_tmx_cc_TMXTiledMap_setTileSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXTiledMap* self = (cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:setTileSize'", NULL);
#endif
  const cc::Size* tileSize = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setTileSize(*tileSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:setTileSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMapOrientation of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_getMapOrientation00
static int tolua_cc_tmx_cc_TMXTiledMap_getMapOrientation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXTiledMap* self = (const cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:getMapOrientation'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getMapOrientation();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:getMapOrientation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMapOrientation of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_setMapOrientation00
static int tolua_cc_tmx_cc_TMXTiledMap_setMapOrientation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  cc::TMXTiledMap* self = (cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:setMapOrientation'", NULL);
#endif
  int orientation = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setMapOrientation(orientation);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:setMapOrientation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayerNum of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_getLayerNum00
static int tolua_cc_tmx_cc_TMXTiledMap_getLayerNum00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXTiledMap* self = (const cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:getLayerNum'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getLayerNum();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:getLayerNum'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getResourceFile of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_getResourceFile00
static int tolua_cc_tmx_cc_TMXTiledMap_getResourceFile00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXTiledMap* self = (const cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:getResourceFile'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getResourceFile();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:getResourceFile'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDescription of class  cc::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_cc_TMXTiledMap_getDescription00
static int tolua_cc_tmx_cc_TMXTiledMap_getDescription00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const cc.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const cc::TMXTiledMap* self = (const cc::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'cc.TMXTiledMap:getDescription'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getDescription();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'cc.TMXTiledMap:getDescription'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTileAt of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_getTileAt00
static int tolua_cc_tmx_ccexp_TMXLayer_getTileAt00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccexp::TMXLayer* self = (ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:getTileAt'", NULL);
#endif
  const cc::Vec2* tileCoordinate = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Sprite* tolua_ret = (cc::Sprite*)  self->getTileAt(*tileCoordinate);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.Sprite");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:getTileAt'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: removeTileAt of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_removeTileAt00
static int tolua_cc_tmx_ccexp_TMXLayer_removeTileAt00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccexp::TMXLayer* self = (ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:removeTileAt'", NULL);
#endif
  const cc::Vec2* tileCoordinate = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   self->removeTileAt(*tileCoordinate);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:removeTileAt'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getPositionAt of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_getPositionAt00
static int tolua_cc_tmx_ccexp_TMXLayer_getPositionAt00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Vec2(tolua_S,2,"const cc.Vec2",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXLayer* self = (const ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:getPositionAt'", NULL);
#endif
  const cc::Vec2* tileCoordinate = ((const cc::Vec2*)  kite_to_Vec2(tolua_S,2,0));
  {
   cc::Vec2 tolua_ret = (cc::Vec2)  self->getPositionAt(*tileCoordinate);
   {
#ifdef __cplusplus
    cc::Vec2 tolua_obj = (tolua_ret);
     kite_push_Vec2(tolua_S,(void*)&tolua_obj,"cc.Vec2");
#else
    kite_push_Vec2(tolua_S,(void*)&tolua_ret,"cc.Vec2");
#endif
   }
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:getPositionAt'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayerName of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_getLayerName00
static int tolua_cc_tmx_ccexp_TMXLayer_getLayerName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXLayer* self = (const ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:getLayerName'", NULL);
#endif
  {
   const std::string tolua_ret = (const std::string)  self->getLayerName();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:getLayerName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLayerName of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_setLayerName00
static int tolua_cc_tmx_ccexp_TMXLayer_setLayerName00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccexp::TMXLayer* self = (ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:setLayerName'", NULL);
#endif
  const std::string layerName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   self->setLayerName(layerName);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:setLayerName'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayerSize of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_getLayerSize00
static int tolua_cc_tmx_ccexp_TMXLayer_getLayerSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXLayer* self = (const ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:getLayerSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getLayerSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:getLayerSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLayerSize of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_setLayerSize00
static int tolua_cc_tmx_ccexp_TMXLayer_setLayerSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccexp::TMXLayer* self = (ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:setLayerSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setLayerSize(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:setLayerSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMapTileSize of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_getMapTileSize00
static int tolua_cc_tmx_ccexp_TMXLayer_getMapTileSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXLayer* self = (const ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:getMapTileSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getMapTileSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:getMapTileSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMapTileSize of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_setMapTileSize00
static int tolua_cc_tmx_ccexp_TMXLayer_setMapTileSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccexp::TMXLayer* self = (ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:setMapTileSize'", NULL);
#endif
  const cc::Size* size = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setMapTileSize(*size);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:setMapTileSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayerOrientation of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_getLayerOrientation00
static int tolua_cc_tmx_ccexp_TMXLayer_getLayerOrientation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXLayer* self = (const ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:getLayerOrientation'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getLayerOrientation();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:getLayerOrientation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setLayerOrientation of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_setLayerOrientation00
static int tolua_cc_tmx_ccexp_TMXLayer_setLayerOrientation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccexp::TMXLayer* self = (ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:setLayerOrientation'", NULL);
#endif
  int orientation = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setLayerOrientation(orientation);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:setLayerOrientation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTileSet of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_getTileSet00
static int tolua_cc_tmx_ccexp_TMXLayer_getTileSet00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXLayer* self = (const ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:getTileSet'", NULL);
#endif
  {
   cc::TMXTilesetInfo* tolua_ret = (cc::TMXTilesetInfo*)  self->getTileSet();
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TMXTilesetInfo");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:getTileSet'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTileSet of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_setTileSet00
static int tolua_cc_tmx_ccexp_TMXLayer_setTileSet00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[2];
 if (
     !kite_isusertype(tolua_S,1,"ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isobject(tolua_S,2,"cc.TMXTilesetInfo",0,&tolua_err,&tolua_seen[1]) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccexp::TMXLayer* self = (ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:setTileSet'", NULL);
#endif
  cc::TMXTilesetInfo* tileset = ((cc::TMXTilesetInfo*)  kite_tousertype(tolua_S,2,0));
  {
   self->setTileSet(tileset);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:setTileSet'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setupTiles of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_setupTiles00
static int tolua_cc_tmx_ccexp_TMXLayer_setupTiles00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccexp::TMXLayer* self = (ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:setupTiles'", NULL);
#endif
  {
   self->setupTiles();
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:setupTiles'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDescription of class  ccexp::TMXLayer */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXLayer_getDescription00
static int tolua_cc_tmx_ccexp_TMXLayer_getDescription00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXLayer",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXLayer* self = (const ccexp::TMXLayer*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXLayer:getDescription'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getDescription();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXLayer:getDescription'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: create of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_create00
static int tolua_cc_tmx_ccexp_TMXTiledMap_create00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string tmxFile = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   ccexp::TMXTiledMap* tolua_ret = (ccexp::TMXTiledMap*)  ccexp::TMXTiledMap::create(tmxFile);
    tolua_pushusertype(tolua_S,(void*)tolua_ret,"ccexp.TMXTiledMap");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:create'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: createWithXML of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_createWithXML00
static int tolua_cc_tmx_ccexp_TMXTiledMap_createWithXML00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertable(tolua_S,1,"ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !tolua_iscppstring(tolua_S,3,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,4,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const std::string tmxString = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  const std::string resourcePath = ((const std::string)  tolua_tocppstring(tolua_S,3,0));
  {
   ccexp::TMXTiledMap* tolua_ret = (ccexp::TMXTiledMap*)  ccexp::TMXTiledMap::createWithXML(tmxString,resourcePath);
    tolua_pushusertype(tolua_S,(void*)tolua_ret,"ccexp.TMXTiledMap");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:createWithXML'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayer of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_getLayer00
static int tolua_cc_tmx_ccexp_TMXTiledMap_getLayer00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXTiledMap* self = (const ccexp::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXTiledMap:getLayer'", NULL);
#endif
  const std::string layerName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   ccexp::TMXLayer* tolua_ret = (ccexp::TMXLayer*)  self->getLayer(layerName);
    tolua_pushusertype(tolua_S,(void*)tolua_ret,"ccexp.TMXLayer");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:getLayer'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getObjectGroup of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_getObjectGroup00
static int tolua_cc_tmx_ccexp_TMXTiledMap_getObjectGroup00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !tolua_iscppstring(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXTiledMap* self = (const ccexp::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXTiledMap:getObjectGroup'", NULL);
#endif
  const std::string groupName = ((const std::string)  tolua_tocppstring(tolua_S,2,0));
  {
   cc::TMXObjectGroup* tolua_ret = (cc::TMXObjectGroup*)  self->getObjectGroup(groupName);
    toluafix_pushusertype_ccobject(tolua_S,kite::refIdOf(tolua_ret),kite::luaIdOf(tolua_ret),(void*)tolua_ret,"cc.TMXObjectGroup");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:getObjectGroup'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMapSize of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_getMapSize00
static int tolua_cc_tmx_ccexp_TMXTiledMap_getMapSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXTiledMap* self = (const ccexp::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXTiledMap:getMapSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getMapSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:getMapSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMapSize of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_setMapSize00
static int tolua_cc_tmx_ccexp_TMXTiledMap_setMapSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccexp::TMXTiledMap* self = (ccexp::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXTiledMap:setMapSize'", NULL);
#endif
  const cc::Size* mapSize = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setMapSize(*mapSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:setMapSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getTileSize of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_getTileSize00
static int tolua_cc_tmx_ccexp_TMXTiledMap_getTileSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXTiledMap* self = (const ccexp::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXTiledMap:getTileSize'", NULL);
#endif
  {
   const cc::Size& tolua_ret = (const cc::Size&)  self->getTileSize();
    kite_push_Size(tolua_S,(void*)&tolua_ret,"const cc.Size");
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:getTileSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setTileSize of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_setTileSize00
static int tolua_cc_tmx_ccexp_TMXTiledMap_setTileSize00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     (tolua_isvaluenil(tolua_S,2,&tolua_err) || !kite_is_Size(tolua_S,2,"const cc.Size",0,&tolua_err)) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccexp::TMXTiledMap* self = (ccexp::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXTiledMap:setTileSize'", NULL);
#endif
  const cc::Size* tileSize = ((const cc::Size*)  kite_to_Size(tolua_S,2,0));
  {
   self->setTileSize(*tileSize);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:setTileSize'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getMapOrientation of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_getMapOrientation00
static int tolua_cc_tmx_ccexp_TMXTiledMap_getMapOrientation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXTiledMap* self = (const ccexp::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXTiledMap:getMapOrientation'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getMapOrientation();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:getMapOrientation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: setMapOrientation of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_setMapOrientation00
static int tolua_cc_tmx_ccexp_TMXTiledMap_setMapOrientation00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnumber(tolua_S,2,0,&tolua_err) ||
     !kite_isnoobj(tolua_S,3,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  ccexp::TMXTiledMap* self = (ccexp::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXTiledMap:setMapOrientation'", NULL);
#endif
  int orientation = ((int)  lua_tonumber(tolua_S,2));
  {
   self->setMapOrientation(orientation);
  }
 }
 lua_settop(tolua_S,1);
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:setMapOrientation'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getLayerNum of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_getLayerNum00
static int tolua_cc_tmx_ccexp_TMXTiledMap_getLayerNum00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXTiledMap* self = (const ccexp::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXTiledMap:getLayerNum'", NULL);
#endif
  {
   int tolua_ret = (int)  self->getLayerNum();
   lua_pushnumber(tolua_S,(lua_Number)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:getLayerNum'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* method: getDescription of class  ccexp::TMXTiledMap */
#ifndef TOLUA_DISABLE_tolua_cc_tmx_ccexp_TMXTiledMap_getDescription00
static int tolua_cc_tmx_ccexp_TMXTiledMap_getDescription00(lua_State* tolua_S)
{
#ifndef TOLUA_RELEASE
 tolua_Error tolua_err;
 static thread_local kite_TypeSeen tolua_seen[1];
 if (
     !kite_isusertype(tolua_S,1,"const ccexp.TMXTiledMap",0,&tolua_err,&tolua_seen[0]) ||
     !kite_isnoobj(tolua_S,2,&tolua_err)
 )
  goto tolua_lerror;
 else
#endif
 {
  const ccexp::TMXTiledMap* self = (const ccexp::TMXTiledMap*)  kite_tousertype(tolua_S,1,0);
#ifndef TOLUA_RELEASE
  if (!self) tolua_error(tolua_S,"invalid 'self' in function 'ccexp.TMXTiledMap:getDescription'", NULL);
#endif
  {
   std::string tolua_ret = (std::string)  self->getDescription();
   tolua_pushcppstring(tolua_S,(const char*)tolua_ret);
  }
 }
 return 1;
#ifndef TOLUA_RELEASE
 tolua_lerror:
 tolua_error(tolua_S,"#ferror in function 'ccexp.TMXTiledMap:getDescription'.",&tolua_err);
 return 0;
#endif
}
#endif //#ifndef TOLUA_DISABLE

/* Open function */
TOLUA_API int tolua_cc_tmx_open (lua_State* tolua_S)
{
 tolua_open(tolua_S);
 tolua_reg_types(tolua_S);
 tolua_module(tolua_S,NULL,0);
 tolua_beginmodule(tolua_S,NULL);
  tolua_module(tolua_S,"cc",0);
  tolua_beginmodule(tolua_S,"cc");
   tolua_cclass(tolua_S,"TMXTilesetInfo","cc.TMXTilesetInfo","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"TMXTilesetInfo");
    tolua_function(tolua_S,"getRectForGID",tolua_cc_tmx_cc_TMXTilesetInfo_getRectForGID00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TMXObjectGroup","cc.TMXObjectGroup","cc.Ref",NULL);
   tolua_beginmodule(tolua_S,"TMXObjectGroup");
    tolua_function(tolua_S,"getGroupName",tolua_cc_tmx_cc_TMXObjectGroup_getGroupName00);
    tolua_function(tolua_S,"setGroupName",tolua_cc_tmx_cc_TMXObjectGroup_setGroupName00);
    tolua_function(tolua_S,"getPositionOffset",tolua_cc_tmx_cc_TMXObjectGroup_getPositionOffset00);
    tolua_function(tolua_S,"setPositionOffset",tolua_cc_tmx_cc_TMXObjectGroup_setPositionOffset00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TMXLayer","cc.TMXLayer","cc.SpriteBatchNode",NULL);
   tolua_beginmodule(tolua_S,"TMXLayer");
    tolua_function(tolua_S,"getTileAt",tolua_cc_tmx_cc_TMXLayer_getTileAt00);
    tolua_function(tolua_S,"removeTileAt",tolua_cc_tmx_cc_TMXLayer_removeTileAt00);
    tolua_function(tolua_S,"getPositionAt",tolua_cc_tmx_cc_TMXLayer_getPositionAt00);
    tolua_function(tolua_S,"getLayerName",tolua_cc_tmx_cc_TMXLayer_getLayerName00);
    tolua_function(tolua_S,"setLayerName",tolua_cc_tmx_cc_TMXLayer_setLayerName00);
    tolua_function(tolua_S,"getLayerSize",tolua_cc_tmx_cc_TMXLayer_getLayerSize00);
    tolua_function(tolua_S,"setLayerSize",tolua_cc_tmx_cc_TMXLayer_setLayerSize00);
    tolua_function(tolua_S,"getMapTileSize",tolua_cc_tmx_cc_TMXLayer_getMapTileSize00);
    tolua_function(tolua_S,"setMapTileSize",tolua_cc_tmx_cc_TMXLayer_setMapTileSize00);
    tolua_function(tolua_S,"getLayerOrientation",tolua_cc_tmx_cc_TMXLayer_getLayerOrientation00);
    tolua_function(tolua_S,"setLayerOrientation",tolua_cc_tmx_cc_TMXLayer_setLayerOrientation00);
    tolua_function(tolua_S,"getTileSet",tolua_cc_tmx_cc_TMXLayer_getTileSet00);
    tolua_function(tolua_S,"setTileSet",tolua_cc_tmx_cc_TMXLayer_setTileSet00);
    tolua_function(tolua_S,"setupTiles",tolua_cc_tmx_cc_TMXLayer_setupTiles00);
    tolua_function(tolua_S,"releaseMap",tolua_cc_tmx_cc_TMXLayer_releaseMap00);
    tolua_function(tolua_S,"getDescription",tolua_cc_tmx_cc_TMXLayer_getDescription00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TMXTiledMap","cc.TMXTiledMap","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"TMXTiledMap");
    tolua_function(tolua_S,"create",tolua_cc_tmx_cc_TMXTiledMap_create00);
    tolua_function(tolua_S,"createWithXML",tolua_cc_tmx_cc_TMXTiledMap_createWithXML00);
    tolua_function(tolua_S,"initWithTMXFile",tolua_cc_tmx_cc_TMXTiledMap_initWithTMXFile00);
    tolua_function(tolua_S,"initWithXML",tolua_cc_tmx_cc_TMXTiledMap_initWithXML00);
    tolua_function(tolua_S,"getLayer",tolua_cc_tmx_cc_TMXTiledMap_getLayer00);
    tolua_function(tolua_S,"getObjectGroup",tolua_cc_tmx_cc_TMXTiledMap_getObjectGroup00);
    tolua_function(tolua_S,"getMapSize",tolua_cc_tmx_cc_TMXTiledMap_getMapSize00);
    tolua_function(tolua_S,"setMapSize",tolua_cc_tmx_cc_TMXTiledMap_setMapSize00);
    tolua_function(tolua_S,"getTileSize",tolua_cc_tmx_cc_TMXTiledMap_getTileSize00);
    tolua_function(tolua_S,"setTileSize",tolua_cc_tmx_cc_TMXTiledMap_setTileSize00);
    tolua_function(tolua_S,"getMapOrientation",tolua_cc_tmx_cc_TMXTiledMap_getMapOrientation00);
    tolua_function(tolua_S,"setMapOrientation",tolua_cc_tmx_cc_TMXTiledMap_setMapOrientation00);
    tolua_function(tolua_S,"getLayerNum",tolua_cc_tmx_cc_TMXTiledMap_getLayerNum00);
    tolua_function(tolua_S,"getResourceFile",tolua_cc_tmx_cc_TMXTiledMap_getResourceFile00);
    tolua_function(tolua_S,"getDescription",tolua_cc_tmx_cc_TMXTiledMap_getDescription00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
  tolua_module(tolua_S,"ccexp",0);
  tolua_beginmodule(tolua_S,"ccexp");
   tolua_cclass(tolua_S,"TMXLayer","ccexp.TMXLayer","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"TMXLayer");
    tolua_function(tolua_S,"getTileAt",tolua_cc_tmx_ccexp_TMXLayer_getTileAt00);
    tolua_function(tolua_S,"removeTileAt",tolua_cc_tmx_ccexp_TMXLayer_removeTileAt00);
    tolua_function(tolua_S,"getPositionAt",tolua_cc_tmx_ccexp_TMXLayer_getPositionAt00);
    tolua_function(tolua_S,"getLayerName",tolua_cc_tmx_ccexp_TMXLayer_getLayerName00);
    tolua_function(tolua_S,"setLayerName",tolua_cc_tmx_ccexp_TMXLayer_setLayerName00);
    tolua_function(tolua_S,"getLayerSize",tolua_cc_tmx_ccexp_TMXLayer_getLayerSize00);
    tolua_function(tolua_S,"setLayerSize",tolua_cc_tmx_ccexp_TMXLayer_setLayerSize00);
    tolua_function(tolua_S,"getMapTileSize",tolua_cc_tmx_ccexp_TMXLayer_getMapTileSize00);
    tolua_function(tolua_S,"setMapTileSize",tolua_cc_tmx_ccexp_TMXLayer_setMapTileSize00);
    tolua_function(tolua_S,"getLayerOrientation",tolua_cc_tmx_ccexp_TMXLayer_getLayerOrientation00);
    tolua_function(tolua_S,"setLayerOrientation",tolua_cc_tmx_ccexp_TMXLayer_setLayerOrientation00);
    tolua_function(tolua_S,"getTileSet",tolua_cc_tmx_ccexp_TMXLayer_getTileSet00);
    tolua_function(tolua_S,"setTileSet",tolua_cc_tmx_ccexp_TMXLayer_setTileSet00);
    tolua_function(tolua_S,"setupTiles",tolua_cc_tmx_ccexp_TMXLayer_setupTiles00);
    tolua_function(tolua_S,"getDescription",tolua_cc_tmx_ccexp_TMXLayer_getDescription00);
   tolua_endmodule(tolua_S);
   tolua_cclass(tolua_S,"TMXTiledMap","ccexp.TMXTiledMap","cc.Node",NULL);
   tolua_beginmodule(tolua_S,"TMXTiledMap");
    tolua_function(tolua_S,"create",tolua_cc_tmx_ccexp_TMXTiledMap_create00);
    tolua_function(tolua_S,"createWithXML",tolua_cc_tmx_ccexp_TMXTiledMap_createWithXML00);
    tolua_function(tolua_S,"getLayer",tolua_cc_tmx_ccexp_TMXTiledMap_getLayer00);
    tolua_function(tolua_S,"getObjectGroup",tolua_cc_tmx_ccexp_TMXTiledMap_getObjectGroup00);
    tolua_function(tolua_S,"getMapSize",tolua_cc_tmx_ccexp_TMXTiledMap_getMapSize00);
    tolua_function(tolua_S,"setMapSize",tolua_cc_tmx_ccexp_TMXTiledMap_setMapSize00);
    tolua_function(tolua_S,"getTileSize",tolua_cc_tmx_ccexp_TMXTiledMap_getTileSize00);
    tolua_function(tolua_S,"setTileSize",tolua_cc_tmx_ccexp_TMXTiledMap_setTileSize00);
    tolua_function(tolua_S,"getMapOrientation",tolua_cc_tmx_ccexp_TMXTiledMap_getMapOrientation00);
    tolua_function(tolua_S,"setMapOrientation",tolua_cc_tmx_ccexp_TMXTiledMap_setMapOrientation00);
    tolua_function(tolua_S,"getLayerNum",tolua_cc_tmx_ccexp_TMXTiledMap_getLayerNum00);
    tolua_function(tolua_S,"getDescription",tolua_cc_tmx_ccexp_TMXTiledMap_getDescription00);
   tolua_endmodule(tolua_S);
  tolua_endmodule(tolua_S);
 tolua_endmodule(tolua_S);
 return 1;
}


#if defined(LUA_VERSION_NUM) && LUA_VERSION_NUM >= 501
 TOLUA_API int luaopen_cc_tmx (lua_State* tolua_S) {
 return tolua_cc_tmx_open(tolua_S);
};
#endif


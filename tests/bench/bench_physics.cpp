// bench_physics.cpp -- see bench_physics.h.
// SPDX-License-Identifier: MIT
#include "bench_physics.h"

#include "base/AutoreleasePool.h"
#include "base/PoolManager.h"
#include "director/Director.h"
#include "events/EventDispatcher.h"
#include "physics/EventListenerPhysicsContact.h"
#include "physics/PhysicsBody.h"
#include "physics/PhysicsWorld.h"
#include "scene/Scene.h"

#include "tolua++.h"

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

#include <cstring>
#include <string>

namespace bench_physics {
namespace {

constexpr int kBalls = 1000;
constexpr float kDt = 1.0f / 60.0f;

// The Lua side of ours: a listener whose handlers do what a game's do (look at the bodies, count,
// return true), registered by the run and removed after it, so the floor's world reports to nobody.
const char* const kListener = R"(
local n = {0, 0, 0, 0}
bench_physics_counts = n
local listener = cc.EventListenerPhysicsContact:create()
listener:registerScriptHandler(function(contact)
    local a, b = contact:getShapeA():getBody(), contact:getShapeB():getBody()
    n[1] = n[1] + 1
    return a ~= b
end, cc.Handler.EVENT_PHYSICS_CONTACT_BEGIN)
listener:registerScriptHandler(function(contact, solve)
    n[2] = n[2] + 1
    return true
end, cc.Handler.EVENT_PHYSICS_CONTACT_PRESOLVE)
listener:registerScriptHandler(function(contact, solve)
    n[3] = n[3] + 1
end, cc.Handler.EVENT_PHYSICS_CONTACT_POSTSOLVE)
listener:registerScriptHandler(function(contact)
    n[4] = n[4] + 1
end, cc.Handler.EVENT_PHYSICS_CONTACT_SEPARATE)
listener:retain()
return listener
)";

struct World {
    cc::Scene* scene = nullptr; // retained, entered by hand (the Director runs the bench's own scene)
    cc::PhysicsWorld* world = nullptr;
};

World s_ours;
World s_floor;
cc::EventListenerPhysicsContact* s_listener = nullptr; // retained by the Lua chunk
lua_State* s_L = nullptr;

void wall(cc::Scene* scene, float x, float y, float w, float h) {
    auto* node = cc::Node::create();
    node->setPosition(cc::Vec2(x, y));
    auto* body = cc::PhysicsBody::createBox(cc::Size(w, h));
    body->setDynamic(false);
    body->setContactTestBitmask(-1);
    node->setPhysicsBody(body);
    scene->addChild(node);
}

// 1,000 balls of radius 4 in a 40 x 25 grid above a 420-wide box: they fall and pile up, so a
// settled step has a few thousand touching pairs.
bool build(World& w, std::string* error) {
    w.scene = cc::Scene::createWithPhysics();
    if (!w.scene) return (*error = "no physics scene", false);
    w.scene->retain();
    w.world = w.scene->getPhysicsWorld();
    wall(w.scene, 240, 0, 440, 20);
    wall(w.scene, 20, 300, 20, 600);
    wall(w.scene, 460, 300, 20, 600);
    for (int i = 0; i < kBalls; ++i) {
        auto* node = cc::Node::create();
        node->setPosition(
            cc::Vec2(45.0f + 10.0f * static_cast<float>(i % 40) + 0.5f * static_cast<float>(i / 40 % 2),
                     30.0f + 10.0f * static_cast<float>(i / 40)));
        auto* body = cc::PhysicsBody::createCircle(4.0f);
        body->setContactTestBitmask(-1);
        node->setPhysicsBody(body);
        w.scene->addChild(node);
    }
    w.scene->onEnter(); // the bodies join the world
    for (int i = 0; i < 120; ++i)
        w.world->update(kDt);
    cc::PoolManager::getInstance()->getCurrentPool()->clear();
    return true;
}

void drop(World& w) {
    if (!w.scene) return;
    w.scene->onExit();
    w.scene->release();
    w = World();
}

bool listenerFromLua(lua_State* L, std::string* error) {
    if (luaL_loadbuffer(L, kListener, std::strlen(kListener), "=physics listener") != 0 ||
        lua_pcall(L, 0, 1, 0) != 0) {
        *error = lua_isstring(L, -1) ? lua_tostring(L, -1) : "the physics listener chunk failed";
        lua_pop(L, 1);
        return false;
    }
    s_listener = static_cast<cc::EventListenerPhysicsContact*>(tolua_tousertype(L, -1, nullptr));
    lua_pop(L, 1);
    return s_listener != nullptr || (*error = "the chunk returned no listener", false);
}

double preSolves(lua_State* L) {
    lua_getglobal(L, "bench_physics_counts"); /* stack: counts */
    lua_rawgeti(L, -1, 2);                    /* stack: counts n */
    double n = lua_tonumber(L, -1);
    lua_pop(L, 2);
    return n;
}

} // namespace

bool isCase(const std::string& id) {
    return id == "physics_contacts";
}

bool prepare(const std::string& impl, lua_State* L, std::string* error) {
    if (impl == "ours") {
        if (!s_listener) {
            if (!L) return (*error = "no ours Lua state", false);
            s_L = L;
            if (!listenerFromLua(L, error)) return false;
        }
        return s_ours.scene || build(s_ours, error);
    }
    return s_floor.scene || build(s_floor, error);
}

void unprepare() {
    drop(s_ours);
    drop(s_floor);
    if (s_listener) {
        cc::Director::getInstance()->getEventDispatcher()->removeEventListener(s_listener);
        s_listener->release();
        s_listener = nullptr;
    }
    if (s_L) {
        lua_pushnil(s_L);
        lua_setglobal(s_L, "bench_physics_counts");
        s_L = nullptr;
    }
}

bool run(const std::string& impl, long calls, int (*luaErrors)(), std::string* error) {
    const bool ours = impl == "ours";
    World& w = ours ? s_ours : s_floor;
    if (!w.scene) return (*error = "physics_contacts/" + impl + ": not prepared", false);
    cc::EventDispatcher* dispatcher = cc::Director::getInstance()->getEventDispatcher();
    const int errors = ours && luaErrors ? luaErrors() : 0;
    const double before = ours ? preSolves(s_L) : 0;
    if (ours) dispatcher->addEventListenerWithFixedPriority(s_listener, 1);
    for (long i = 0; i < calls; ++i)
        w.world->update(kDt);
    if (ours) dispatcher->removeEventListener(s_listener);
    if (w.world->getAllBodies().size() != static_cast<size_t>(kBalls + 3))
        return (*error = "the world lost bodies", false);
    if (!ours) return true;
    if (luaErrors && luaErrors() != errors) return (*error = "a Lua error was reported", false);
    if (preSolves(s_L) - before < 500.0 * static_cast<double>(calls))
        return (*error = "fewer than 500 Lua preSolve calls a step: the pile is not touching", false);
    return true;
}

} // namespace bench_physics

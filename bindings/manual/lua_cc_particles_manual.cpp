// lua_cc_particles_manual.cpp -- the particle constants of cocos2d-x 3.17's Cocos2dConstants.lua
// (cc.PARTICLE_*, cc.POSITION_TYPE_*), from the engine's own values.
// SPDX-License-Identifier: MIT
#include "ManualSupport.h"
#include "scene/ParticleSystem.h"

#include <utility>

namespace kite::manual {

void registerParticles(lua_State* L) {
    using PS = cc::ParticleSystem;
    /// @lua cc.PARTICLE_DURATION_INFINITY: number
    /// The emitter duration (-1) that keeps a particle system emitting until it is stopped.
    /// @lua cc.PARTICLE_START_SIZE_EQUAL_TO_END_SIZE: number
    /// The end size (-1) that keeps each particle at its start size for its whole life.
    /// @lua cc.PARTICLE_START_RADIUS_EQUAL_TO_END_RADIUS: number
    /// The end radius (-1) that keeps radius-mode particles at their start radius.
    /// @lua cc.PARTICLE_MODE_GRAVITY: integer
    /// @lua cc.PARTICLE_MODE_RADIUS: integer
    /// Emitter modes for setEmitterMode: particles fly off under gravity, or circle the source.
    /// @lua cc.POSITION_TYPE_FREE: integer
    /// @lua cc.POSITION_TYPE_RELATIVE: integer
    /// @lua cc.POSITION_TYPE_GROUPED: integer
    /// For setPositionType: particles stay where emitted, follow the emitter's parent, or move with it.
    const std::pair<const char*, lua_Number> constants[] = {
        {"PARTICLE_DURATION_INFINITY", PS::DURATION_INFINITY},
        {"PARTICLE_START_SIZE_EQUAL_TO_END_SIZE", PS::START_SIZE_EQUAL_TO_END_SIZE},
        {"PARTICLE_START_RADIUS_EQUAL_TO_END_RADIUS", PS::START_RADIUS_EQUAL_TO_END_RADIUS},
        {"PARTICLE_MODE_GRAVITY", static_cast<lua_Number>(PS::Mode::GRAVITY)},
        {"PARTICLE_MODE_RADIUS", static_cast<lua_Number>(PS::Mode::RADIUS)},
        {"POSITION_TYPE_FREE", static_cast<lua_Number>(PS::PositionType::FREE)},
        {"POSITION_TYPE_RELATIVE", static_cast<lua_Number>(PS::PositionType::RELATIVE)},
        {"POSITION_TYPE_GROUPED", static_cast<lua_Number>(PS::PositionType::GROUPED)},
    };
    setNumberConstants(L, constants);
}

} // namespace kite::manual

// engine/scene/TMXTypes.h — the numbers cocos2d-x 3.17 gives tile maps: gid flag bits, orientations,
// stagger axis and index (Lua sees the flags as cc.TMX_TILE_*_FLAG, orientations as cc.TMX_ORIENTATION_*).
#pragma once

#include <cstdint>

namespace cc {

/// The top three bits of a gid say how the tile is flipped (Tiled's format); the rest is the gid.
enum TMXTileFlags_ : std::uint32_t {
    kTMXTileHorizontalFlag = 0x80000000u,
    kTMXTileVerticalFlag = 0x40000000u,
    kTMXTileDiagonalFlag = 0x20000000u,
    kTMXFlipedAll = kTMXTileHorizontalFlag | kTMXTileVerticalFlag | kTMXTileDiagonalFlag,
    kTMXFlippedMask = ~kTMXFlipedAll & 0xFFFFFFFFu,
};
using TMXTileFlags = TMXTileFlags_;

/// A map's orientation (cocos's values, which its Lua constants repeat).
enum {
    TMXOrientationOrtho = 0,
    TMXOrientationHex = 1,
    TMXOrientationIso = 2,
    TMXOrientationStaggered = 3,
};

/// Which axis hexagonal and staggered maps shift every other row or column along, and which ones.
enum { TMXStaggerAxis_X = 0, TMXStaggerAxis_Y = 1 };
enum { TMXStaggerIndex_Odd = 0, TMXStaggerIndex_Even = 1 };

} // namespace cc

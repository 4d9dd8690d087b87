// bench_tmx.h -- the tile-map row (issue 20): one frame's visible-tile work for a 256x256 map scrolled
// each frame (the renderer's CPU side: the visible range and each tile's corners, texels and flips),
// no drawing. A native case of bench_engine, ours only.
// SPDX-License-Identifier: MIT
#pragma once

#include <string>

namespace bench_tmx {

/// Whether @p id is the tile-map row.
bool isCase(const std::string& id);
/// Makes the map (outside the scene: other rows' frames do not visit it) over a fake tileset image.
bool prepare(std::string* error);
void unprepare();
/// `calls` frames: the map moves by a few points, then the tiles of a 960x640 screen are walked
/// and each one's four corners placed; checked: every frame saw between 60x40 and 66x46 tiles.
bool run(long calls, std::string* error);

} // namespace bench_tmx

// StressSounds.h -- the sound files the stress kit's audio operations play: short 16-bit WAVs the
// runner writes once into a fresh temporary folder (removed when the process that wrote them exits).
#pragma once

#include <string>
#include <vector>

namespace kite::stress {

/// Writes the files on the first call; their absolute paths (empty when they cannot be written).
const std::vector<std::string>& stressSounds();

} // namespace kite::stress

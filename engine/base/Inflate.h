// engine/base/Inflate.h — gzip / zlib data to bytes (textures embedded in particle plists).
#pragma once

#include <cstddef>
#include <string>

namespace cc {

/// Inflates gzip- or zlib-wrapped deflate data (zlib tells them apart by the header). Output larger
/// than @p maxBytes is an error, so a small hostile file cannot make a huge allocation. Returns
/// false with @p error set when the data is not compressed that way or is cut short.
bool inflateData(const std::string& compressed, std::size_t maxBytes, std::string* out, std::string* error);

} // namespace cc

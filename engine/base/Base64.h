// engine/base/Base64.h — base64 text to bytes (plists' <data>, particle plists' embedded textures,
// tile-map layers).
#pragma once

#include <string>

namespace cc {

/// Decodes standard base64 (RFC 4648 alphabet, '=' padding). Whitespace is skipped, as property
/// lists wrap long data. Returns false with @p error set on any other character or a truncated
/// group; @p out then holds nothing useful.
bool base64Decode(const std::string& text, std::string* out, std::string* error);

} // namespace cc

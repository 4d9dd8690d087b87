// engine/scene/TMXLayerData.h — a .tmx layer's `<data>` text (CSV, or base64 of plain, zlib or gzip
// little-endian gids) decoded into gids.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cc {

/// Decodes @p text as @p encoding ("csv" or "base64") with @p compression ("", "zlib" or "gzip"; only
/// with base64) into exactly @p count gids. False, with @p error saying what is wrong (an unknown
/// encoding or compression, a bad number, broken base64 or compressed data, another number of
/// tiles), otherwise.
bool decodeTileData(const std::string& encoding, const std::string& compression, const std::string& text,
                    std::size_t count, std::vector<std::uint32_t>* tiles, std::string* error);

/// A gid as a .tmx writes it in CSV or a `<tile gid>`: a decimal from 0 to 2^32 - 1 (the flag bits
/// included). False for anything else.
bool parseGid(const char* begin, const char* end, std::uint32_t* gid);

} // namespace cc

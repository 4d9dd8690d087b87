// engine/scene/TMXLayerData.cpp — see TMXLayerData.h.
#include "scene/TMXLayerData.h"

#include "base/Base64.h"
#include "base/Inflate.h"

#include <cctype>

namespace cc {
namespace {

bool isAsciiSpace(char c) {
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}

bool decodeCsv(const std::string& text, std::size_t count, std::vector<std::uint32_t>* tiles,
               std::string* error) {
    const char* p = text.data();
    const char* end = p + text.size();
    while (p < end) {
        while (p < end && isAsciiSpace(*p))
            ++p;
        if (p == end) break;
        const char* start = p;
        while (p < end && *p != ',' && !isAsciiSpace(*p))
            ++p;
        std::uint32_t gid = 0;
        if (!parseGid(start, p, &gid)) {
            *error = "CSV data: '" + std::string(start, p).substr(0, 32) + "' is not a gid";
            return false;
        }
        if (tiles->size() == count) {
            *error = "CSV data holds more than the layer's " + std::to_string(count) + " tiles";
            return false;
        }
        tiles->push_back(gid);
        while (p < end && isAsciiSpace(*p))
            ++p;
        if (p < end && *p == ',') ++p;
    }
    if (tiles->size() != count) {
        *error =
            "CSV data holds " + std::to_string(tiles->size()) + " tiles, the layer " + std::to_string(count);
        return false;
    }
    return true;
}

} // namespace

bool parseGid(const char* begin, const char* end, std::uint32_t* gid) {
    if (begin == end || end - begin > 10) return false;
    std::uint64_t value = 0;
    for (const char* p = begin; p < end; ++p) {
        if (*p < '0' || *p > '9') return false;
        value = value * 10 + static_cast<std::uint64_t>(*p - '0');
    }
    if (value > 0xFFFFFFFFull) return false;
    *gid = static_cast<std::uint32_t>(value);
    return true;
}

bool decodeTileData(const std::string& encoding, const std::string& compression, const std::string& text,
                    std::size_t count, std::vector<std::uint32_t>* tiles, std::string* error) {
    tiles->clear();
    if (encoding == "csv") {
        if (!compression.empty())
            return (*error = "CSV data cannot be compressed ('" + compression + "')", false);
        tiles->reserve(count);
        return decodeCsv(text, count, tiles, error);
    }
    if (encoding != "base64") return (*error = "unsupported data encoding '" + encoding + "'", false);
    if (!compression.empty() && compression != "zlib" && compression != "gzip")
        return (*error = "unsupported data compression '" + compression + "' (zlib and gzip are)", false);
    std::string bytes, why;
    if (!base64Decode(text, &bytes, &why)) return (*error = "base64 data: " + why, false);
    const std::size_t expected = count * 4;
    if (!compression.empty()) {
        std::string inflated;
        // one byte over the layer's size is enough to know the data is too long
        if (!inflateData(bytes, expected + 1, &inflated, &why))
            return (*error = compression + " data: " + why, false);
        bytes.swap(inflated);
    }
    if (bytes.size() != expected) {
        *error = "data holds " + std::to_string(bytes.size() / 4) + " tiles" +
                 (bytes.size() % 4 ? " and a part" : "") + ", the layer " + std::to_string(count);
        return false;
    }
    tiles->resize(count);
    const auto* b = reinterpret_cast<const unsigned char*>(bytes.data());
    for (std::size_t i = 0; i < count; ++i, b += 4) // little-endian, whatever the host
        (*tiles)[i] = static_cast<std::uint32_t>(b[0]) | static_cast<std::uint32_t>(b[1]) << 8 |
                      static_cast<std::uint32_t>(b[2]) << 16 | static_cast<std::uint32_t>(b[3]) << 24;
    return true;
}

} // namespace cc

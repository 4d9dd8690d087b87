// engine/base/Inflate.cpp — see Inflate.h. zlib stays private to this file.
#include "base/Inflate.h"

#include <zlib.h>

#include <climits>

namespace cc {

bool inflateData(const std::string& compressed, std::size_t maxBytes, std::string* out, std::string* error) {
    out->clear();
    if (compressed.size() > UINT_MAX) {
        *error = "compressed data too large";
        return false;
    }
    z_stream stream{};
    // 15 + 32: the largest window, and zlib detects a gzip or a zlib header itself.
    if (inflateInit2(&stream, 15 + 32) != Z_OK) {
        *error = "zlib could not start";
        return false;
    }
    stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
    stream.avail_in = static_cast<uInt>(compressed.size());
    char buffer[16384];
    int status = Z_OK;
    while (status != Z_STREAM_END) {
        stream.next_out = reinterpret_cast<Bytef*>(buffer);
        stream.avail_out = sizeof buffer;
        status = inflate(&stream, Z_NO_FLUSH);
        if (status != Z_OK && status != Z_STREAM_END) {
            *error = std::string("not gzip or zlib data") +
                     (stream.msg ? std::string(" (") + stream.msg + ")" : "");
            if (status == Z_BUF_ERROR) *error = "compressed data cut short";
            inflateEnd(&stream);
            return false;
        }
        const std::size_t produced = sizeof buffer - stream.avail_out;
        if (out->size() + produced > maxBytes) {
            *error = "inflates to more than " + std::to_string(maxBytes) + " bytes";
            inflateEnd(&stream);
            return false;
        }
        out->append(buffer, produced);
        if (status == Z_OK && stream.avail_in == 0 && produced == 0) {
            *error = "compressed data cut short";
            inflateEnd(&stream);
            return false;
        }
    }
    inflateEnd(&stream);
    return true;
}

} // namespace cc

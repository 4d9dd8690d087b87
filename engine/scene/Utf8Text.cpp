// engine/scene/Utf8Text.cpp — see Utf8Text.h.
#include "scene/Utf8Text.h"

#include "scene/BitmapTextLayout.h" // decodeUtf8

namespace cc {
namespace {

bool isContinuation(char c) {
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

void appendUtf8(char32_t c, std::string* out) {
    if (c < 0x80) {
        *out += static_cast<char>(c);
    } else if (c < 0x800) {
        *out += static_cast<char>(0xC0 | (c >> 6));
        *out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        *out += static_cast<char>(0xE0 | (c >> 12));
        *out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        *out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        *out += static_cast<char>(0xF0 | (c >> 18));
        *out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        *out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        *out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

} // namespace

std::string toValidUtf8(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (char32_t c : decodeUtf8(text)) // malformed bytes come back as U+FFFD
        appendUtf8(c, &out);
    return out;
}

std::size_t utf8Length(std::string_view text) {
    std::size_t count = 0;
    for (char c : text)
        if (!isContinuation(c)) ++count;
    return count;
}

std::size_t utf8Offset(const std::string& text, std::size_t index) {
    std::size_t offset = 0;
    for (std::size_t seen = 0; offset < text.size(); ++offset) {
        if (isContinuation(text[offset])) continue;
        if (seen++ == index) return offset;
    }
    return text.size();
}

std::string utf8Prefix(const std::string& text, std::size_t maxBytes) {
    if (text.size() <= maxBytes) return text;
    std::size_t end = maxBytes;
    while (end > 0 && isContinuation(text[end]))
        --end; // text[end] starts the first code point left out
    return text.substr(0, end);
}

} // namespace cc

// engine/base/Base64.cpp — see Base64.h.
#include "base/Base64.h"

namespace cc {
namespace {

int sextet(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

bool isBase64Space(char c) {
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

} // namespace

bool base64Decode(const std::string& text, std::string* out, std::string* error) {
    out->clear();
    out->reserve(text.size() / 4 * 3);
    unsigned bits = 0;
    int count = 0;   // sextets in the current group
    int padding = 0; // '=' seen
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (isBase64Space(c)) continue;
        if (c == '=') {
            if (count < 2 || ++padding > 2) {
                *error = "bad base64 padding at character " + std::to_string(i);
                return false;
            }
            continue;
        }
        const int value = sextet(c);
        if (value < 0 || padding > 0) {
            *error = "bad base64 character at " + std::to_string(i);
            return false;
        }
        bits = (bits << 6) | static_cast<unsigned>(value);
        if (++count == 4) {
            out->push_back(static_cast<char>((bits >> 16) & 0xff));
            out->push_back(static_cast<char>((bits >> 8) & 0xff));
            out->push_back(static_cast<char>(bits & 0xff));
            bits = 0;
            count = 0;
        }
    }
    if (count == 1 || (padding > 0 && count + padding != 4)) {
        *error = "truncated base64";
        return false;
    }
    if (count == 2) out->push_back(static_cast<char>((bits >> 4) & 0xff));
    if (count == 3) {
        out->push_back(static_cast<char>((bits >> 10) & 0xff));
        out->push_back(static_cast<char>((bits >> 2) & 0xff));
    }
    return true;
}

} // namespace cc

// engine/scene/Utf8Text.h — UTF-8 text editing helpers (text fields; issue 21).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace cc {

/// @p text with every malformed sequence (a stray byte, an overlong form, a surrogate, a value past
/// U+10FFFF, a cut-off sequence) replaced by U+FFFD, so what a text field stores is always valid.
/// Combining marks and right-to-left characters are valid and kept as given.
std::string toValidUtf8(const std::string& text);
/// The number of code points of valid UTF-8 @p text (its bytes that are no continuation byte).
std::size_t utf8Length(std::string_view text);
/// The byte offset of code point @p index of valid UTF-8 @p text (its size past the end).
std::size_t utf8Offset(const std::string& text, std::size_t index);
/// The longest prefix of valid UTF-8 @p text at most @p maxBytes long that ends on a code point.
std::string utf8Prefix(const std::string& text, std::size_t maxBytes);

} // namespace cc

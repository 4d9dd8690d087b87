// engine/scene/FntFile.cpp — see FntFile.h. The text format is read line by line (a tag, then
// key=value pairs, values optionally quoted); the binary one block by block, little-endian.
#include "scene/FntFile.h"

#include <cerrno>
#include <cstdlib>
#include <utility>

namespace cc {
namespace {

constexpr std::uint32_t kMaxCodePoint = 0x10FFFF;

std::string range(long lo, long hi) {
    return "(" + std::to_string(lo) + " to " + std::to_string(hi) + ")";
}

// ---- checks shared by both formats ----------------------------------------------------------------

/// Empty when @p c can be drawn from a page image; otherwise what is wrong with it.
std::string checkChar(const FntChar& c) {
    const std::string name = "char " + std::to_string(c.id);
    if (c.id > kMaxCodePoint) return "char id " + std::to_string(c.id) + " is not a Unicode character";
    auto out = [](long v, long lo, long hi) { return v < lo || v > hi; };
    const int side = FntFile::kMaxSide;
    if (out(c.x, 0, side) || out(c.y, 0, side))
        return name + ": its position " + std::to_string(c.x) + "," + std::to_string(c.y) +
               " is outside any image " + range(0, side);
    if (out(c.width, 0, side) || out(c.height, 0, side))
        return name + ": its size " + std::to_string(c.width) + "x" + std::to_string(c.height) +
               " is out of range " + range(0, side);
    if (out(c.xOffset, -side, side) || out(c.yOffset, -side, side) || out(c.xAdvance, -side, side))
        return name + ": its offsets or advance are out of range " + range(-side, side);
    if (out(c.page, 0, FntFile::kMaxPages - 1))
        return name + ": page " + std::to_string(c.page) + " is out of range " +
               range(0, FntFile::kMaxPages - 1);
    return "";
}

/// What every description must have once read; "" when it does.
std::string checkWhole(const FntFile& f) {
    if (f.lineHeight <= 0) return "no 'common' line gives the lineHeight (a number above 0)";
    if (f.pages.empty()) return "no 'page' line names an image";
    for (std::size_t i = 0; i < f.pages.size(); ++i)
        if (f.pages[i].empty())
            return "page " + std::to_string(i) + " has no image (pages 0 to " +
                   std::to_string(f.pages.size() - 1) + " are used)";
    if (f.chars.empty()) return "it defines no characters";
    for (const auto& entry : f.chars)
        if (entry.second.page >= static_cast<int>(f.pages.size()))
            return "char " + std::to_string(entry.first) + " is on page " +
                   std::to_string(entry.second.page) + ", which no 'page' line declares";
    return "";
}

// ---- the text format ------------------------------------------------------------------------------

class TextReader {
public:
    TextReader(const std::string& fileName, FntFile* out, std::string* error)
        : _file(fileName), _out(out), _error(error) {}

    bool read(const std::string& text) {
        std::size_t pos = 0;
        if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) pos = 3; // a UTF-8 byte order mark
        while (pos < text.size()) {
            ++_line;
            std::size_t end = text.find('\n', pos);
            if (end == std::string::npos) end = text.size();
            std::string line = text.substr(pos, end - pos);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            pos = end + 1;
            if (!readLine(line)) return false;
        }
        std::string what = checkWhole(*_out);
        if (!what.empty()) return failWhole(what);
        return true;
    }

private:
    bool fail(const std::string& what) {
        *_error = _file + ":" + std::to_string(_line) + ": " + what;
        return false;
    }
    bool failWhole(const std::string& what) {
        *_error = _file + ": " + what;
        return false;
    }

    static bool isBlank(char c) { return c == ' ' || c == '\t'; }

    bool readLine(const std::string& line) {
        std::size_t pos = 0;
        while (pos < line.size() && isBlank(line[pos]))
            ++pos;
        if (pos == line.size()) return true;
        if (line[pos] == '<')
            return fail("XML .fnt files are not supported by Kite (the text and binary formats are)");
        std::size_t tagEnd = pos;
        while (tagEnd < line.size() && !isBlank(line[tagEnd]))
            ++tagEnd;
        _tag = line.substr(pos, tagEnd - pos);
        if (_tag != "info" && _tag != "common" && _tag != "page" && _tag != "char" && _tag != "kerning")
            return true; // 'chars', 'kernings' (counts) and tags of other tools say nothing we need
        if (!splitPairs(line, tagEnd)) return false;
        if (_tag == "info") return readInfo();
        if (_tag == "common") return readCommon();
        if (_tag == "page") return readPage();
        if (_tag == "char") return readChar();
        return readKerning();
    }

    bool splitPairs(const std::string& line, std::size_t pos) {
        _pairs.clear();
        while (true) {
            while (pos < line.size() && isBlank(line[pos]))
                ++pos;
            if (pos == line.size()) return true;
            std::size_t keyEnd = pos;
            while (keyEnd < line.size() && line[keyEnd] != '=' && !isBlank(line[keyEnd]))
                ++keyEnd;
            if (keyEnd == line.size() || line[keyEnd] != '=')
                return fail("'" + _tag + "': expected key=value, found '" + line.substr(pos, keyEnd - pos) +
                            "'");
            std::string key = line.substr(pos, keyEnd - pos);
            pos = keyEnd + 1;
            std::string value;
            if (pos < line.size() && line[pos] == '"') {
                std::size_t close = line.find('"', pos + 1);
                if (close == std::string::npos)
                    return fail("'" + _tag + "': the quoted " + key + " has no end");
                value = line.substr(pos + 1, close - pos - 1);
                pos = close + 1;
            } else {
                std::size_t valueEnd = pos;
                while (valueEnd < line.size() && !isBlank(line[valueEnd]))
                    ++valueEnd;
                value = line.substr(pos, valueEnd - pos);
                pos = valueEnd;
            }
            _pairs.emplace_back(std::move(key), std::move(value));
        }
    }

    const std::string* find(const char* key) const {
        for (const auto& pair : _pairs)
            if (pair.first == key) return &pair.second;
        return nullptr;
    }

    /// Reads the integer @p key into @p out when present (else leaves it, or fails when @p required).
    bool number(const char* key, long lo, long hi, bool required, long* out) {
        const std::string* text = find(key);
        if (!text) return required ? fail("'" + _tag + "' has no " + key) : true;
        errno = 0;
        char* end = nullptr;
        long value = std::strtol(text->c_str(), &end, 10);
        if (text->empty() || *end != '\0' || errno == ERANGE)
            return fail("'" + _tag + "': " + key + "=" + *text + " is not a whole number");
        if (value < lo || value > hi)
            return fail("'" + _tag + "': " + key + "=" + *text + " is out of range " + range(lo, hi));
        *out = value;
        return true;
    }
    bool number(const char* key, long lo, long hi, bool required, int* out) {
        long value = *out;
        if (!number(key, lo, hi, required, &value)) return false;
        *out = static_cast<int>(value);
        return true;
    }

    bool readInfo() {
        if (const std::string* face = find("face")) _out->face = *face;
        const int side = FntFile::kMaxSide;
        return number("size", -side, side, false, &_out->size);
    }

    bool readCommon() {
        const int side = FntFile::kMaxSide;
        return number("lineHeight", 1, side, true, &_out->lineHeight) &&
               number("base", -side, side, false, &_out->base) &&
               number("scaleW", 0, side, false, &_out->scaleW) &&
               number("scaleH", 0, side, false, &_out->scaleH);
    }

    bool readPage() {
        int id = 0;
        if (!number("id", 0, FntFile::kMaxPages - 1, true, &id)) return false;
        const std::string* file = find("file");
        if (!file || file->empty()) return fail("page " + std::to_string(id) + " names no image file");
        if (static_cast<int>(_out->pages.size()) <= id) _out->pages.resize(static_cast<std::size_t>(id) + 1);
        if (!_out->pages[id].empty()) return fail("page " + std::to_string(id) + " is declared twice");
        _out->pages[id] = *file;
        return true;
    }

    bool readChar() {
        long id = 0;
        if (!number("id", 0, kMaxCodePoint, true, &id)) return false;
        FntChar c;
        c.id = static_cast<std::uint32_t>(id);
        // The ranges are checked by checkChar, with the message both formats share.
        const long any = 1L << 30;
        if (!number("x", -any, any, false, &c.x) || !number("y", -any, any, false, &c.y) ||
            !number("width", -any, any, false, &c.width) || !number("height", -any, any, false, &c.height) ||
            !number("xoffset", -any, any, false, &c.xOffset) ||
            !number("yoffset", -any, any, false, &c.yOffset) ||
            !number("xadvance", -any, any, false, &c.xAdvance) || !number("page", -any, any, false, &c.page))
            return false;
        std::string what = checkChar(c);
        if (!what.empty()) return fail(what);
        _out->chars[c.id] = c; // a repeated id: the later line wins
        return true;
    }

    bool readKerning() {
        long first = 0, second = 0;
        int amount = 0;
        const int side = FntFile::kMaxSide;
        if (!number("first", 0, kMaxCodePoint, true, &first) ||
            !number("second", 0, kMaxCodePoint, true, &second) ||
            !number("amount", -side, side, true, &amount))
            return false;
        _out->kernings[FntFile::kerningKey(static_cast<std::uint32_t>(first),
                                           static_cast<std::uint32_t>(second))] = amount;
        return true;
    }

    const std::string& _file;
    FntFile* _out;
    std::string* _error;
    int _line = 0;
    std::string _tag;
    std::vector<std::pair<std::string, std::string>> _pairs;
};

// ---- the binary format ----------------------------------------------------------------------------

class BinaryReader {
public:
    BinaryReader(const std::string& bytes, const std::string& fileName, FntFile* out, std::string* error)
        : _bytes(bytes), _file(fileName), _out(out), _error(error) {}

    bool read() {
        if (_bytes.size() < 4) return fail("the binary header is cut short");
        const int version = static_cast<unsigned char>(_bytes[3]);
        if (version != 3)
            return fail("binary .fnt version " + std::to_string(version) +
                        " is not supported by Kite (version 3 is)");
        std::size_t pos = 4;
        while (pos < _bytes.size()) {
            if (_bytes.size() - pos < 5)
                return fail("a block header at byte " + std::to_string(pos) + " is cut short");
            const int type = u8(pos);
            const std::uint32_t size = u32(pos + 1);
            pos += 5;
            if (size > _bytes.size() - pos)
                return fail("block " + std::to_string(type) + " says it has " + std::to_string(size) +
                            " bytes, but only " + std::to_string(_bytes.size() - pos) + " are left");
            if (!readBlock(type, pos, size)) return false;
            pos += size;
        }
        std::string what = checkWhole(*_out);
        return what.empty() ? true : fail(what);
    }

private:
    bool fail(const std::string& what) {
        *_error = _file + ": " + what;
        return false;
    }

    int u8(std::size_t at) const { return static_cast<unsigned char>(_bytes[at]); }
    int u16(std::size_t at) const { return u8(at) | (u8(at + 1) << 8); }
    int s16(std::size_t at) const { return static_cast<std::int16_t>(static_cast<std::uint16_t>(u16(at))); }
    std::uint32_t u32(std::size_t at) const {
        return static_cast<std::uint32_t>(u16(at)) | (static_cast<std::uint32_t>(u16(at + 2)) << 16);
    }
    /// The NUL-terminated string at @p at within [at, end); *next is past its NUL (or end).
    std::string cString(std::size_t at, std::size_t end, std::size_t* next) const {
        std::size_t nul = _bytes.find('\0', at);
        if (nul == std::string::npos || nul > end) nul = end;
        *next = nul < end ? nul + 1 : end;
        return _bytes.substr(at, nul - at);
    }

    bool readBlock(int type, std::size_t at, std::size_t size) {
        switch (type) {
        case 1: { // info: fontSize, flags, charSet, stretchH, aa, padding x4, spacing x2, outline, name
            if (size < 14) return fail("the info block is cut short");
            _out->size = s16(at);
            std::size_t next = 0;
            _out->face = cString(at + 14, at + size, &next);
            return true;
        }
        case 2: { // common: lineHeight, base, scaleW, scaleH, pages, flags, four channels
            if (size < 15) return fail("the common block is cut short");
            _out->lineHeight = u16(at);
            _out->base = u16(at + 2);
            _out->scaleW = u16(at + 4);
            _out->scaleH = u16(at + 6);
            const int side = FntFile::kMaxSide;
            if (_out->lineHeight < 1 || _out->lineHeight > side)
                return fail("lineHeight " + std::to_string(_out->lineHeight) + " is out of range " +
                            range(1, side));
            if (_out->scaleW > side || _out->scaleH > side)
                return fail("the page size " + std::to_string(_out->scaleW) + "x" +
                            std::to_string(_out->scaleH) + " is out of range " + range(0, side));
            return true;
        }
        case 3: { // pages: NUL-terminated file names
            std::size_t pos = at;
            const std::size_t end = at + size;
            while (pos < end) {
                if (_out->pages.size() == static_cast<std::size_t>(FntFile::kMaxPages))
                    return fail("more than " + std::to_string(FntFile::kMaxPages) + " pages");
                std::string name = cString(pos, end, &pos);
                if (name.empty())
                    return fail("page " + std::to_string(_out->pages.size()) + " names no image file");
                _out->pages.push_back(std::move(name));
            }
            return true;
        }
        case 4: { // chars: 20 bytes each
            if (size % 20 != 0) return fail("the chars block is not a whole number of 20-byte characters");
            for (std::size_t p = at; p < at + size; p += 20) {
                FntChar c;
                c.id = u32(p);
                c.x = u16(p + 4);
                c.y = u16(p + 6);
                c.width = u16(p + 8);
                c.height = u16(p + 10);
                c.xOffset = s16(p + 12);
                c.yOffset = s16(p + 14);
                c.xAdvance = s16(p + 16);
                c.page = u8(p + 18);
                std::string what = checkChar(c);
                if (!what.empty()) return fail(what);
                _out->chars[c.id] = c;
            }
            return true;
        }
        case 5: { // kerning pairs: 10 bytes each
            if (size % 10 != 0) return fail("the kerning block is not a whole number of 10-byte pairs");
            for (std::size_t p = at; p < at + size; p += 10) {
                const std::uint32_t first = u32(p), second = u32(p + 4);
                if (first > kMaxCodePoint || second > kMaxCodePoint)
                    return fail("a kerning pair names a code point beyond U+10FFFF");
                _out->kernings[FntFile::kerningKey(first, second)] = s16(p + 8);
            }
            return true;
        }
        default:
            return fail("unknown block type " + std::to_string(type));
        }
    }

    const std::string& _bytes;
    const std::string& _file;
    FntFile* _out;
    std::string* _error;
};

} // namespace

bool FntFile::parse(const std::string& bytes, const std::string& fileName, FntFile* out, std::string* error) {
    *out = FntFile();
    bool ok = bytes.compare(0, 3, "BMF") == 0 ? BinaryReader(bytes, fileName, out, error).read()
                                              : TextReader(fileName, out, error).read(bytes);
    if (!ok) *out = FntFile();
    return ok;
}

const FntChar* FntFile::findChar(std::uint32_t id) const {
    auto it = chars.find(id);
    return it == chars.end() ? nullptr : &it->second;
}

int FntFile::kerning(std::uint32_t first, std::uint32_t second) const {
    auto it = kernings.find(kerningKey(first, second));
    return it == kernings.end() ? 0 : it->second;
}

} // namespace cc

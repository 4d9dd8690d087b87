// tests/engine/scene/FntFileTests.cpp
#include "scene/FntFile.h"

#include "BitmapFontFixture.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

namespace {

cc::FntFile parsed(const std::string& bytes) {
    cc::FntFile fnt;
    std::string error;
    EXPECT_TRUE(cc::FntFile::parse(bytes, "font.fnt", &fnt, &error)) << error;
    return fnt;
}

std::string errorFor(const std::string& bytes) {
    cc::FntFile fnt;
    std::string error;
    EXPECT_FALSE(cc::FntFile::parse(bytes, "bad.fnt", &fnt, &error)) << "accepted:\n" << bytes;
    EXPECT_TRUE(fnt.chars.empty() && fnt.pages.empty()) << "a failed parse leaves nothing behind";
    return error;
}

// The binary format, little-endian: "BMF", version, then blocks of (type, size, bytes).
class BinaryFnt {
public:
    explicit BinaryFnt(int version = 3) : _bytes("BMF") { _bytes.push_back(static_cast<char>(version)); }
    BinaryFnt& block(int type, const std::string& body) {
        _bytes.push_back(static_cast<char>(type));
        u32(_bytes, static_cast<std::uint32_t>(body.size()));
        _bytes += body;
        return *this;
    }
    static void u16(std::string& s, int v) {
        s.push_back(static_cast<char>(v & 0xFF));
        s.push_back(static_cast<char>((v >> 8) & 0xFF));
    }
    static void u32(std::string& s, std::uint32_t v) {
        u16(s, static_cast<int>(v & 0xFFFF));
        u16(s, static_cast<int>(v >> 16));
    }
    static std::string common(int lineHeight, int base, int scaleW, int scaleH, int pages) {
        std::string b;
        for (int v : {lineHeight, base, scaleW, scaleH, pages})
            u16(b, v);
        b += std::string(5, '\0'); // flags and the four channels
        return b;
    }
    static std::string character(std::uint32_t id, int x, int y, int w, int h, int xo, int yo, int xa,
                                 int page) {
        std::string b;
        u32(b, id);
        for (int v : {x, y, w, h, xo, yo, xa})
            u16(b, v);
        b.push_back(static_cast<char>(page));
        b.push_back(15);
        return b;
    }
    const std::string& bytes() const { return _bytes; }

private:
    std::string _bytes;
};

std::string info(int size, const std::string& face) {
    std::string b;
    BinaryFnt::u16(b, size);
    b += std::string(12, '\0'); // flags, charset, stretchH, aa, padding, spacing, outline
    return b + face + '\0';
}

} // namespace

TEST(FntFile, ReadsTheTextFormat) {
    cc::FntFile fnt = parsed(kite::test::kSampleFnt);
    EXPECT_EQ(fnt.face, "Kite Test");
    EXPECT_EQ(fnt.size, 16);
    EXPECT_EQ(fnt.lineHeight, 12);
    EXPECT_EQ(fnt.base, 10);
    EXPECT_EQ(fnt.scaleW, 64);
    EXPECT_EQ(fnt.scaleH, 32);
    ASSERT_EQ(fnt.pages.size(), 1u);
    EXPECT_EQ(fnt.pages[0], "font_0.png");
    ASSERT_EQ(fnt.chars.size(), 3u);
    const cc::FntChar* b = fnt.findChar('B');
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->x, 8);
    EXPECT_EQ(b->width, 8);
    EXPECT_EQ(b->height, 10);
    EXPECT_EQ(b->xOffset, 1);
    EXPECT_EQ(b->yOffset, 2);
    EXPECT_EQ(b->xAdvance, 10);
    EXPECT_EQ(fnt.findChar('C'), nullptr);
    EXPECT_EQ(fnt.kerning('A', 'B'), -2);
    EXPECT_EQ(fnt.kerning('B', 'A'), 0);
}

TEST(FntFile, TextFormatDetails) {
    // CRLF line ends, a byte order mark, tabs, quoted names with spaces, negative offsets, several
    // pages in any order, unknown tags and keys, a repeated character (the later one wins).
    cc::FntFile fnt = parsed(
        "\xEF\xBB\xBFinfo face=\"Big Font\" size=-20\r\n"
        "common lineHeight=30 base=25 scaleW=128 scaleH=128 pages=2\r\n"
        "page id=1 file=\"second page.png\"\r\n"
        "page\tid=0\tfile=first.png\r\n"
        "distanceField fieldType=sdf distanceRange=4\r\n"
        "\r\n"
        "char id=9731 x=1 y=2 width=3 height=4 xoffset=-5 yoffset=-6 xadvance=7 page=1 letter=\"x\"\r\n"
        "char id=9731 x=10 y=20 width=3 height=4 xoffset=0 yoffset=0 xadvance=7 page=1\r\n");
    EXPECT_EQ(fnt.face, "Big Font");
    EXPECT_EQ(fnt.size, -20);
    ASSERT_EQ(fnt.pages.size(), 2u);
    EXPECT_EQ(fnt.pages[0], "first.png");
    EXPECT_EQ(fnt.pages[1], "second page.png");
    const cc::FntChar* snowman = fnt.findChar(9731);
    ASSERT_NE(snowman, nullptr);
    EXPECT_EQ(snowman->x, 10);
    EXPECT_EQ(snowman->page, 1);
    EXPECT_EQ(fnt.chars.size(), 1u);
}

TEST(FntFile, ReadsTheBinaryFormat) {
    std::string chars = BinaryFnt::character('A', 0, 0, 8, 10, 1, 2, 10, 0) +
                        BinaryFnt::character('B', 8, 0, 8, 10, 1, -2 & 0xFFFF, 10, 1);
    std::string kerning;
    BinaryFnt::u32(kerning, 'A');
    BinaryFnt::u32(kerning, 'B');
    BinaryFnt::u16(kerning, -3 & 0xFFFF);
    BinaryFnt file;
    file.block(1, info(16, "Kite Bin"))
        .block(2, BinaryFnt::common(12, 10, 64, 32, 2))
        .block(3, std::string("p0.png\0p1.png\0", 14))
        .block(4, chars)
        .block(5, kerning);
    cc::FntFile fnt = parsed(file.bytes());
    EXPECT_EQ(fnt.face, "Kite Bin");
    EXPECT_EQ(fnt.size, 16);
    EXPECT_EQ(fnt.lineHeight, 12);
    EXPECT_EQ(fnt.scaleW, 64);
    ASSERT_EQ(fnt.pages.size(), 2u);
    EXPECT_EQ(fnt.pages[1], "p1.png");
    const cc::FntChar* b = fnt.findChar('B');
    ASSERT_NE(b, nullptr);
    EXPECT_EQ(b->x, 8);
    EXPECT_EQ(b->yOffset, -2);
    EXPECT_EQ(b->page, 1);
    EXPECT_EQ(fnt.kerning('A', 'B'), -3);
}

TEST(FntFile, BadTextFilesAreErrorsNamingFileAndLine) {
    const std::string common = "common lineHeight=12\npage id=0 file=\"a.png\"\n";
    const std::string a = "char id=65 x=0 y=0 width=8 height=10 xoffset=0 yoffset=0 xadvance=9\n";
    struct Case {
        std::string text;
        std::string error;
    } cases[] = {
        {"", "bad.fnt: no 'common' line gives the lineHeight"},
        {"page id=0 file=a.png\n" + a, "bad.fnt: no 'common' line gives the lineHeight"},
        {"common lineHeight=0\n", "bad.fnt:1: 'common': lineHeight=0 is out of range (1 to 16384)"},
        {"common lineHeight=twelve\n", "bad.fnt:1: 'common': lineHeight=twelve is not a whole number"},
        {"common lineHeight=12 scaleW=99999\n", "bad.fnt:1: 'common': scaleW=99999 is out of range"},
        {"common base=3\n", "bad.fnt:1: 'common' has no lineHeight"},
        {"info face=\"Open\n", "bad.fnt:1: 'info': the quoted face has no end"},
        {"common lineHeight=12 oops\n", "bad.fnt:1: 'common': expected key=value, found 'oops'"},
        {"common lineHeight=12\n" + a, "bad.fnt: no 'page' line names an image"},
        {"common lineHeight=12\npage id=0\n", "bad.fnt:2: page 0 names no image file"},
        {common + "page id=0 file=b.png\n", "bad.fnt:3: page 0 is declared twice"},
        {common + "page id=999 file=b.png\n", "bad.fnt:3: 'page': id=999 is out of range (0 to 255)"},
        {common + "page id=2 file=c.png\n" + a, "bad.fnt: page 1 has no image (pages 0 to 2 are used)"},
        {common, "bad.fnt: it defines no characters"},
        {common + "char x=1\n", "bad.fnt:3: 'char' has no id"},
        {common + "char id=1114112\n", "bad.fnt:3: 'char': id=1114112 is out of range (0 to 1114111)"},
        {common + "char id=65 width=20000 height=5\n",
         "bad.fnt:3: char 65: its size 20000x5 is out of range (0 to 16384)"},
        {common + "char id=65 x=-1\n", "bad.fnt:3: char 65: its position -1,0 is outside any image"},
        {common + "char id=65 xadvance=99999\n",
         "bad.fnt:3: char 65: its offsets or advance are out of range"},
        {common + "char id=65 page=1\n", "bad.fnt: char 65 is on page 1, which no 'page' line declares"},
        {common + a + "kerning first=65 second=66\n", "bad.fnt:4: 'kerning' has no amount"},
        {"<?xml version=\"1.0\"?>\n<font/>\n", "bad.fnt:1: XML .fnt files are not supported by Kite"},
    };
    for (const Case& c : cases)
        EXPECT_EQ(errorFor(c.text).rfind(c.error, 0), 0u) << "for:\n"
                                                          << c.text << "got: " << errorFor(c.text);
}

TEST(FntFile, BadBinaryFilesAreErrorsNamingTheFile) {
    const std::string pages("a.png\0", 6);
    const std::string common = BinaryFnt::common(12, 10, 64, 64, 1);
    const std::string a = BinaryFnt::character('A', 0, 0, 8, 8, 0, 0, 8, 0);
    struct Case {
        std::string bytes;
        std::string error;
    } cases[] = {
        {"BMF", "bad.fnt: the binary header is cut short"},
        {BinaryFnt(2).bytes(), "bad.fnt: binary .fnt version 2 is not supported by Kite (version 3 is)"},
        {BinaryFnt().bytes() + "\x02\x40", "bad.fnt: a block header at byte 4 is cut short"},
        {BinaryFnt().block(2, common).bytes().substr(0, 15),
         "bad.fnt: block 2 says it has 15 bytes, but only 6 are left"},
        {BinaryFnt().block(2, common.substr(0, 8)).bytes(), "bad.fnt: the common block is cut short"},
        {BinaryFnt().block(2, BinaryFnt::common(0, 0, 64, 64, 1)).bytes(),
         "bad.fnt: lineHeight 0 is out of range"},
        {BinaryFnt().block(2, BinaryFnt::common(12, 0, 40000, 64, 1)).bytes(),
         "bad.fnt: the page size 40000x64 is out of range"},
        {BinaryFnt().block(2, common).block(3, pages).block(4, a + "x").bytes(),
         "bad.fnt: the chars block is not a whole number of 20-byte characters"},
        {BinaryFnt()
             .block(2, common)
             .block(3, pages)
             .block(4, BinaryFnt::character('A', 0, 0, 20000, 8, 0, 0, 8, 0))
             .bytes(),
         "bad.fnt: char 65: its size 20000x8 is out of range"},
        {BinaryFnt()
             .block(2, common)
             .block(3, pages)
             .block(4, BinaryFnt::character('A', 0, 0, 8, 8, 0, 0, 8, 3))
             .bytes(),
         "bad.fnt: char 65 is on page 3, which no 'page' line declares"},
        {BinaryFnt().block(2, common).block(3, pages).block(4, a).block(5, "123").bytes(),
         "bad.fnt: the kerning block is not a whole number of 10-byte pairs"},
        {BinaryFnt().block(2, common).block(3, pages).block(9, "").bytes(), "bad.fnt: unknown block type 9"},
        {BinaryFnt().block(2, common).block(3, std::string("\0", 1)).bytes(),
         "bad.fnt: page 0 names no image file"},
        {BinaryFnt().block(2, common).block(3, pages).bytes(), "bad.fnt: it defines no characters"},
    };
    for (const Case& c : cases)
        EXPECT_EQ(errorFor(c.bytes).rfind(c.error, 0), 0u)
            << "expected: " << c.error << "\ngot: " << errorFor(c.bytes);
}

#!/usr/bin/env python3
"""Draws the bitmap-font render test's fixtures from a 5x7 pixel alphabet of its own:

    font.fnt + font_0.png + font_1.png   an AngelCode text .fnt, two pages (digits on the second),
                                          glyphs drawn at twice the size with a one-pixel shadow,
                                          uneven offsets and advances, and kerning pairs
    font_bin.fnt                          the same description in the binary format (version 3)
    digits.png + digits.plist             a char map: '0'..'9' in 8x12 cells, five per row, for
                                          Label:createWithCharMap and LabelAtlas

    python3 tests/player/assets/bmfont/make_font.py
"""
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "scripts"))
import spritesheet  # noqa: E402

# 5 columns x 7 rows per character, '#' lit.
ALPHABET = {
    "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
    "B": ["####.", "#...#", "####.", "#...#", "#...#", "#...#", "####."],
    "C": [".####", "#....", "#....", "#....", "#....", "#....", ".####"],
    "E": ["#####", "#....", "####.", "#....", "#....", "#....", "#####"],
    "I": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "#####"],
    "K": ["#...#", "#..#.", "###..", "#..#.", "#...#", "#...#", "#...#"],
    "O": [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
    "R": ["####.", "#...#", "####.", "#.#..", "#..#.", "#...#", "#...#"],
    "S": [".####", "#....", ".###.", "....#", "....#", "....#", "####."],
    "T": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
    "V": ["#...#", "#...#", "#...#", "#...#", ".#.#.", ".#.#.", "..#.."],
    "Y": ["#...#", ".#.#.", "..#..", "..#..", "..#..", "..#..", "..#.."],
    "g": [".....", ".####", "#...#", "#...#", ".####", "....#", "####."],  # a descender
    "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
    "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
    "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
    "3": ["####.", "....#", "..##.", "....#", "....#", "....#", "####."],
    "4": ["#..#.", "#..#.", "#..#.", "#####", "...#.", "...#.", "...#."],
    "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
    "6": [".###.", "#....", "####.", "#...#", "#...#", "#...#", ".###."],
    "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
    "8": [".###.", "#...#", ".###.", "#...#", "#...#", "#...#", ".###."],
    "9": [".###.", "#...#", "#...#", ".####", "....#", "....#", ".###."],
    ":": [".....", "..#..", ".....", ".....", ".....", "..#..", "....."],
}
LETTERS = "ABCEIKORSTVYg:"
DIGITS = "0123456789"
SCALE = 2
GLYPH_W, GLYPH_H = 5 * SCALE + 1, 7 * SCALE + 1  # one pixel of shadow right and below
LINE_HEIGHT, BASE = 18, 15
KERNINGS = [("A", "V", -3), ("V", "A", -3), ("T", "E", -2), ("1", "1", -2)]
WHITE, SHADOW, CLEAR = (255, 255, 255, 255), (40, 40, 40, 200), (0, 0, 0, 0)


def draw_glyph(page, left, top, ch):
    """Draws @p ch into the page rows at (left, top): lit pixels white, their shadow grey."""
    bits = ALPHABET[ch]
    for y, row in enumerate(bits):
        for x, bit in enumerate(row):
            if bit != "#":
                continue
            for dy in range(SCALE):
                for dx in range(SCALE):
                    px, py = left + x * SCALE + dx, top + y * SCALE + dy
                    if page[py + 1][px + 1] == CLEAR:
                        page[py + 1][px + 1] = SHADOW
                    page[py][px] = WHITE


def blank(w, h):
    return [[CLEAR] * w for _ in range(h)]


def layout_page(chars, width):
    """Places @p chars left to right in rows with a 2-pixel gap; returns {char: (x, y)}."""
    places, x, y = {}, 2, 2
    for ch in chars:
        if x + GLYPH_W + 2 > width:
            x, y = 2, y + GLYPH_H + 2
        places[ch] = (x, y)
        x += GLYPH_W + 2
    return places


def char_lines(places, page):
    out = []
    for ch, (x, y) in places.items():
        yoffset = BASE - 7 * SCALE + (3 * SCALE if ch == "g" else 0)  # 'g' hangs below the base line
        advance = GLYPH_W + (2 if ch not in "I1:" else 0) - (3 if ch in "I1:" else 0)
        out.append((ord(ch), x, y, GLYPH_W, GLYPH_H, 1 if ch in "I1" else 0, yoffset, advance, page))
    out.append((ord(" "), 0, 0, 0, 0, 0, 0, 6, 0))
    return out


def write_text_fnt(path, chars, pages):
    lines = ['info face="Kite Test 5x7" size=14 bold=0 italic=0 charset="" unicode=1 stretchH=100 smooth=0 '
             'aa=1 padding=0,0,0,0 spacing=2,2',
             "common lineHeight=%d base=%d scaleW=128 scaleH=64 pages=%d packed=0" % (LINE_HEIGHT, BASE, len(pages))]
    for i, name in enumerate(pages):
        lines.append('page id=%d file="%s"' % (i, name))
    lines.append("chars count=%d" % len(chars))
    for c in chars:
        lines.append("char id=%d x=%d y=%d width=%d height=%d xoffset=%d yoffset=%d xadvance=%d page=%d chnl=15" % c)
    lines.append("kernings count=%d" % len(KERNINGS))
    for a, b, amount in KERNINGS:
        lines.append("kerning first=%d second=%d amount=%d" % (ord(a), ord(b), amount))
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


def write_binary_fnt(path, chars, pages):
    def block(kind, body):
        return bytes([kind]) + struct.pack("<I", len(body)) + body
    info = struct.pack("<hBBHBBBBBBBB", 14, 0, 0, 100, 1, 0, 0, 0, 0, 2, 2, 0) + b"Kite Test 5x7\0"
    common = struct.pack("<HHHHHBBBBB", LINE_HEIGHT, BASE, 128, 64, len(pages), 0, 0, 0, 0, 0)
    names = b"".join(n.encode() + b"\0" for n in pages)
    body = b"".join(struct.pack("<IHHHHhhhBB", *(c + (15,))) for c in chars)
    kern = b"".join(struct.pack("<IIh", ord(a), ord(b), amount) for a, b, amount in KERNINGS)
    with open(path, "wb") as f:
        f.write(b"BMF\x03" + block(1, info) + block(2, common) + block(3, names) + block(4, body) + block(5, kern))


def main():
    pages = ["font_0.png", "font_1.png"]
    letters = layout_page(LETTERS, 128)
    digits = layout_page(DIGITS, 128)
    images = [blank(128, 64), blank(128, 64)]
    for ch, (x, y) in letters.items():
        draw_glyph(images[0], x, y, ch)
    for ch, (x, y) in digits.items():
        draw_glyph(images[1], x, y, ch)
    for name, rows in zip(pages, images):
        spritesheet.write_png(os.path.join(HERE, name), 128, 64, rows)
    chars = char_lines(letters, 0) + char_lines(digits, 1)[:-1]
    write_text_fnt(os.path.join(HERE, "font.fnt"), chars, pages)
    write_binary_fnt(os.path.join(HERE, "font_bin.fnt"), chars, pages)

    # The char map: 8x12 cells, five per row, each digit at 1x on a dark cell with a light border.
    cell_w, cell_h = 8, 12
    rows = blank(5 * cell_w, 2 * cell_h)
    for i, ch in enumerate(DIGITS):
        left, top = (i % 5) * cell_w, (i // 5) * cell_h
        for y in range(cell_h):
            for x in range(cell_w):
                edge = x == 0 or y == 0 or x == cell_w - 1 or y == cell_h - 1
                rows[top + y][left + x] = (90, 90, 160, 255) if edge else (20, 20, 60, 255)
        for y, row in enumerate(ALPHABET[ch]):
            for x, bit in enumerate(row):
                if bit == "#":
                    rows[top + 2 + y][left + 1 + x] = (255, 230, 120, 255)
    spritesheet.write_png(os.path.join(HERE, "digits.png"), 5 * cell_w, 2 * cell_h, rows)
    with open(os.path.join(HERE, "digits.plist"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
                '<plist version="1.0">\n<dict>\n'
                "    <key>version</key><integer>1</integer>\n"
                "    <key>textureFilename</key><string>digits.png</string>\n"
                "    <key>itemWidth</key><integer>%d</integer>\n"
                "    <key>itemHeight</key><integer>%d</integer>\n"
                "    <key>firstChar</key><integer>48</integer>\n"
                "</dict>\n</plist>\n" % (cell_w, cell_h))


if __name__ == "__main__":
    main()

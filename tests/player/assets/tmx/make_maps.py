#!/usr/bin/env python3
"""Draws the tile-map render test's fixtures (and the fuzz target's seeds come from the same maps):

    squares.png     eight 8x8 tiles, four to a row with a 1-pixel margin and spacing: a colour each,
                    a white corner at the top-left and a dark top edge, so every flip shows
    diamonds.png    four 16x8 isometric diamonds, two to a row, the left corner marked white
    squares.tsx     the squares as an external tileset
    ortho.tmx       6x6 orthogonal: a CSV ground layer, and an XML-tiles layer of the eight flip
                    combinations (tile 1: none, H, V, HV, D, DH, DV, DHV) over a half-transparent
                    base64 layer; properties and an object group
    iso.tmx         5x5 isometric, base64 + zlib, with flipped tiles
    staggered.tmx   8x6 staggered, base64 + gzip, with flipped tiles

    python3 tests/player/assets/tmx/make_maps.py
"""
import base64
import gzip
import os
import struct
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "scripts"))
import spritesheet  # noqa: E402

H, V, D = 0x80000000, 0x40000000, 0x20000000
COLOURS = [(220, 60, 60), (60, 180, 60), (60, 90, 220), (230, 200, 40), (200, 80, 200), (40, 200, 200),
           (240, 140, 40), (150, 150, 150)]
WHITE, DARK, CLEAR = (255, 255, 255, 255), (20, 20, 20, 255), (0, 0, 0, 0)


def squares():
    width, height = 1 + 4 * 9, 1 + 2 * 9  # margin 1, spacing 1
    rows = [[CLEAR] * width for _ in range(height)]
    for i, (r, g, b) in enumerate(COLOURS):
        left, top = 1 + (i % 4) * 9, 1 + (i // 4) * 9
        for y in range(8):
            for x in range(8):
                colour = (r, g, b, 255)
                if y == 0:
                    colour = DARK
                if x < 3 and y < 3:
                    colour = WHITE
                rows[top + y][left + x] = colour
    spritesheet.write_png(os.path.join(HERE, "squares.png"), width, height, rows)


def diamonds():
    width, height = 32, 16
    rows = [[CLEAR] * width for _ in range(height)]
    for i in range(4):
        r, g, b = COLOURS[i * 2]
        left, top = (i % 2) * 16, (i // 2) * 8
        for y in range(8):
            for x in range(16):
                if abs(x - 7.5) / 8 + abs(y - 3.5) / 4 <= 1.0:
                    rows[top + y][left + x] = WHITE if x < 4 and 2 <= y <= 5 else (r, g, b, 255)
    spritesheet.write_png(os.path.join(HERE, "diamonds.png"), width, height, rows)


def encode(gids, compression=None):
    raw = b"".join(struct.pack("<I", g) for g in gids)
    if compression == "zlib":
        raw = zlib.compress(raw)
    if compression == "gzip":
        raw = gzip.compress(raw, mtime=0)
    return base64.b64encode(raw).decode()


def write(name, text):
    with open(os.path.join(HERE, name), "w") as f:
        f.write(text)


def ortho():
    w, h = 6, 6
    ground = [1 + (x + y) % 8 for y in range(h) for x in range(w)]
    flips = [0] * (w * h)
    for i, f in enumerate([0, H, V, H | V, D, D | H, D | V, D | H | V]):
        flips[(2 + i // 4) * w + 1 + i % 4] = 1 | f
    shade = [0] * (w * h)
    for x in range(w):
        shade[5 * w + x] = 8
    xml_tiles = "".join('<tile gid="%d"/>' % g if g else "<tile/>" for g in flips)
    write("squares.tsx", '<?xml version="1.0" encoding="UTF-8"?>\n'
          '<tileset name="squares" tilewidth="8" tileheight="8" margin="1" spacing="1">\n'
          ' <image source="squares.png" width="37" height="19"/>\n'
          ' <tile id="7"><properties><property name="kind" value="shade"/></properties></tile>\n'
          '</tileset>\n')
    write("ortho.tmx", '<?xml version="1.0" encoding="UTF-8"?>\n'
          '<map version="1.0" orientation="orthogonal" width="%d" height="%d" tilewidth="8" tileheight="8">\n'
          ' <properties><property name="title" value="flips"/></properties>\n'
          ' <tileset firstgid="1" source="squares.tsx"/>\n'
          ' <layer name="ground" width="%d" height="%d"><data encoding="csv">\n%s\n</data></layer>\n'
          ' <layer name="flips" width="%d" height="%d"><data>%s</data></layer>\n'
          ' <layer name="shade" width="%d" height="%d" opacity="0.5"><data encoding="base64">%s</data></layer>\n'
          ' <objectgroup name="marks"><object name="origin" x="0" y="0" width="8" height="8"/></objectgroup>\n'
          '</map>\n' % (w, h, w, h, ",".join(map(str, ground)), w, h, xml_tiles, w, h, encode(shade)))


def diamond_map(name, orientation, w, h, compression, extra=""):
    gids = []
    for y in range(h):
        for x in range(w):
            gid = 1 + (x + 2 * y) % 4
            if (x + y) % 3 == 1:
                gid |= H
            if (x * y) % 4 == 3:
                gid |= V
            gids.append(gid)
    write(name, '<?xml version="1.0" encoding="UTF-8"?>\n'
          '<map version="1.0" orientation="%s" width="%d" height="%d" tilewidth="16" tileheight="8"%s>\n'
          ' <tileset firstgid="1" name="diamonds" tilewidth="16" tileheight="8">\n'
          '  <image source="diamonds.png" width="32" height="16"/>\n'
          ' </tileset>\n'
          ' <layer name="ground" width="%d" height="%d"><data encoding="base64" compression="%s">%s</data></layer>\n'
          '</map>\n' % (orientation, w, h, extra, w, h, compression, encode(gids, compression)))


def main():
    squares()
    diamonds()
    ortho()
    diamond_map("iso.tmx", "isometric", 5, 5, "zlib")
    diamond_map("staggered.tmx", "staggered", 8, 6, "gzip", ' staggeraxis="y" staggerindex="odd"')


if __name__ == "__main__":
    main()

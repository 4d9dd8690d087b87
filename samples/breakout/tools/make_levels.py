#!/usr/bin/env python3
"""Writes Breakout's tile-map levels into samples/breakout/res/levels/ (Tiled's .tmx format, read by
cc.TMXTiledMap; Tiled itself is not needed):

    bricks.png    the tileset: one 48x20 cell per brick kind of levels.json, in its colour
    rainbow.tmx   level 1, 18x12 cells: a "bricks" layer in CSV, each tile's "kind" property the
                  brick code levels.json's kinds use (gid 0 is an empty cell)

    python3 samples/breakout/tools/make_levels.py

The output is byte-for-byte reproducible.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GAME = os.path.join(HERE, "..")
OUT = os.path.join(GAME, "res", "levels")
sys.path.insert(0, HERE)
from make_assets import write_png  # noqa: E402

CELL_W, CELL_H = 48, 20
KINDS = "ROYGCBPS"  # tile id i is kind KINDS[i]

RAINBOW = [
    "SSSSSSSSSSSSSSSSSS",
    "RRRRRRRRRRRRRRRRRR",
    "RRRRRRRRRRRRRRRRRR",
    "OOOOOOOOOOOOOOOOOO",
    "OOOOOOOOOOOOOOOOOO",
    "YYYYYYYYYYYYYYYYYY",
    "YYYYYYYYYYYYYYYYYY",
    "GGGGGGGGGGGGGGGGGG",
    "GGGGGGGGGGGGGGGGGG",
    "CCCCCCCCCCCCCCCCCC",
    "BBBBBBBBBBBBBBBBBB",
    "PPPPPPPPPPPPPPPPPP",
]


def tileset(kinds):
    rows = []
    for y in range(CELL_H):
        row = []
        for kind in KINDS:
            r, g, b = kinds[kind]["color"]
            for x in range(CELL_W):
                inside = 1 <= x < CELL_W - 1 and 1 <= y < CELL_H - 1
                row.append((r, g, b, 255) if inside else (0, 0, 0, 0))
        rows.append(row)
    write_png(os.path.join(OUT, "bricks.png"), CELL_W * len(KINDS), CELL_H, rows)


def level(name, title, layout):
    gids = []
    for line in layout:
        gids.append(",".join(str(KINDS.index(c) + 1) if c in KINDS else "0" for c in line))
    tiles = "".join(
        '  <tile id="%d"><properties><property name="kind" value="%s"/></properties></tile>\n' % (i, k)
        for i, k in enumerate(KINDS))
    text = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<map version="1.0" orientation="orthogonal" width="%d" height="%d" tilewidth="%d" tileheight="%d">\n'
            ' <properties><property name="name" value="%s"/></properties>\n'
            ' <tileset firstgid="1" name="bricks" tilewidth="%d" tileheight="%d">\n'
            '  <image source="bricks.png" width="%d" height="%d"/>\n%s'
            ' </tileset>\n'
            ' <layer name="bricks" width="%d" height="%d">\n  <data encoding="csv">\n%s\n  </data>\n </layer>\n'
            '</map>\n') % (len(layout[0]), len(layout), CELL_W, CELL_H, title, CELL_W, CELL_H,
                           CELL_W * len(KINDS), CELL_H, tiles, len(layout[0]), len(layout), ",\n".join(gids))
    with open(os.path.join(OUT, name), "w") as f:
        f.write(text)


def main():
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(GAME, "levels.json")) as f:
        kinds = json.load(f)["kinds"]
    tileset(kinds)
    level("rainbow.tmx", "RAINBOW", RAINBOW)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes Kite Runner's level, res/level1.tmx, as Tiled saves it (orthogonal, CSV tile data, the
tileset res/tiles.png embedded): python3 samples/platformer/tools/make_level.py

The level is described below in tile columns and rows counted from the bottom (the game's y is up);
the TMX file counts rows from the top, as Tiled does. Layers:
  ground    the solid tiles (grass 1, dirt 2, stone 3, crate 4): the game gives each run of them a
            static physics body
  objects   an object group: "spawn" (the runner's start), "coin"s, "enemy"s (the rectangle is the
            stretch of ground a slime patrols), "goal" (the flag)
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "res", "level1.tmx")

WIDTH, HEIGHT, TILE = 100, 20, 32
GRASS, DIRT, STONE, CRATE = 1, 2, 3, 4

GROUND = [(0, 21), (25, 46), (50, 70), (74, 99)]           # columns, both included: the pits between
# Low platforms (row 4) stand where no slime is met: a jump under one bumps the runner's head.
PLATFORMS = [(5, 8, 4), (27, 31, 4), (34, 37, 7), (51, 55, 4), (58, 61, 7)]  # x0, x1, row
CRATES = [(41, 2), (42, 2), (42, 3), (92, 2)]
COINS = ([(x, 5) for x in (6, 7)] + [(x, 2) for x in (10, 11, 12)] + [(23, 4)] + [(x, 5) for x in (28, 29, 30)]
         + [(x, 8) for x in (35, 36)] + [(45, 5), (48, 4)] + [(x, 5) for x in (52, 53, 54)] + [(59, 8), (60, 8)]
         + [(72, 4)] + [(x, 2) for x in (78, 79, 80)] + [(x, 2) for x in (93, 94)])
ENEMIES = [(16, 20), (37, 39), (62, 69), (84, 89)]        # the columns each slime walks between
SPAWN = (3, 2)
GOAL = (96, 2)


def grid():
    cells = [[0] * WIDTH for _ in range(HEIGHT)]          # cells[row from the bottom][column]
    for x0, x1 in GROUND:
        for x in range(x0, x1 + 1):
            cells[0][x], cells[1][x] = DIRT, GRASS
    for x0, x1, row in PLATFORMS:
        for x in range(x0, x1 + 1):
            cells[row][x] = STONE
    for x, row in CRATES:
        cells[row][x] = CRATE
    return cells


def obj(oid, name, kind, x, y, w, h):
    """A Tiled rectangle object: x, y is its top-left corner, y down from the top of the map."""
    return ('  <object id="%d" name="%s" type="%s" x="%d" y="%d" width="%d" height="%d"/>'
            % (oid, name, kind, x, y, w, h))


def objects():
    top = HEIGHT * TILE
    out, oid = [], 1

    def cell(col, row, w, h):  # a w x h rectangle standing on the bottom of cell (col, row), centred
        return col * TILE + (TILE - w) // 2, top - row * TILE - h

    x, y = cell(SPAWN[0], SPAWN[1], 24, 40)
    out.append(obj(oid, "spawn", "spawn", x, y, 24, 40))
    for i, (col, row) in enumerate(COINS):
        oid += 1
        x, y = cell(col, row, 24, 24)
        out.append(obj(oid, "coin%d" % (i + 1), "coin", x, y - 4, 24, 24))
    for i, (x0, x1) in enumerate(ENEMIES):
        oid += 1
        out.append(obj(oid, "slime%d" % (i + 1), "enemy", x0 * TILE, top - 2 * TILE - TILE, (x1 - x0 + 1) * TILE, TILE))
    oid += 1
    x, y = cell(GOAL[0], GOAL[1], 32, 96)
    out.append(obj(oid, "goal", "goal", x, y, 32, 96))
    return out, oid


def main():
    cells = grid()
    rows = [",".join(str(v) for v in cells[r]) for r in range(HEIGHT - 1, -1, -1)]  # top row first
    objs, last = objects()
    text = "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<map version="1.2" tiledversion="1.2.3" orientation="orthogonal" renderorder="right-down" '
        'width="%d" height="%d" tilewidth="%d" tileheight="%d" infinite="0" nextlayerid="3" nextobjectid="%d">'
        % (WIDTH, HEIGHT, TILE, TILE, last + 1),
        ' <tileset firstgid="1" name="tiles" tilewidth="%d" tileheight="%d" tilecount="4" columns="4">' % (TILE, TILE),
        '  <image source="tiles.png" width="%d" height="%d"/>' % (4 * TILE, TILE),
        ' </tileset>',
        ' <layer id="1" name="ground" width="%d" height="%d">' % (WIDTH, HEIGHT),
        '  <data encoding="csv">',
        ",\n".join(rows),
        '</data>',
        ' </layer>',
        ' <objectgroup id="2" name="objects">',
    ] + objs + [' </objectgroup>', '</map>', ''])
    with open(OUT, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()

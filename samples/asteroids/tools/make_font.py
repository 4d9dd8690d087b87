#!/usr/bin/env python3
"""Draws the score's bitmap font: python3 tools/make_font.py

The digits are vector strokes on a 4 x 6 grid, the way the arcade game's vector monitor drew them,
rasterised here with round ends, 4x4 supersampling and a faint glow (standard library only, no font
file). Out: res/score.fnt (AngelCode's text format, one page) and res/score_0.png, white so that
the game tints the label with setColor. The game shows the score with
cc.Label:createWithBMFont("res/score.fnt", "0").
"""
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "res")
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "scripts"))
import spritesheet  # noqa: E402  (the repository's PNG writer)

# Each digit: polylines of (x, y) grid points, x 0..4 to the right, y 0..6 downwards.
STROKES = {
    "0": [[(0, 0), (4, 0), (4, 6), (0, 6), (0, 0)]],
    "1": [[(2, 0), (2, 6)]],
    "2": [[(0, 0), (4, 0), (4, 3), (0, 3), (0, 6), (4, 6)]],
    "3": [[(0, 0), (4, 0), (4, 6), (0, 6)], [(0, 3), (4, 3)]],
    "4": [[(0, 0), (0, 3), (4, 3)], [(4, 0), (4, 6)]],
    "5": [[(4, 0), (0, 0), (0, 3), (4, 3), (4, 6), (0, 6)]],
    "6": [[(0, 0), (0, 6), (4, 6), (4, 3), (0, 3)]],
    "7": [[(0, 0), (4, 0), (4, 6)]],
    "8": [[(0, 0), (4, 0), (4, 6), (0, 6), (0, 0)], [(0, 3), (4, 3)]],
    "9": [[(4, 3), (0, 3), (0, 0), (4, 0), (4, 6)]],
}
UNIT = 3.5        # pixels per grid step
STROKE = 1.3      # half the line's width
GLOW = 3.0        # how far the glow reaches beyond the line
PAD = 4           # pixels around the grid in each glyph's cell (room for the glow)
SAMPLES = 4       # per axis
CELL_W, CELL_H = int(4 * UNIT) + 2 * PAD, int(6 * UNIT) + 2 * PAD
GAP = 5           # pixels between two digits' lines, beyond the cells' padding
PAGE_W, PAGE_H = 128, 64
SPACING = 2       # between cells on the page


def segment_distance(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def distance(strokes, x, y):
    """How far (x, y), in cell pixels, is from the nearest line of the glyph."""
    best = float("inf")
    for line in strokes:
        for (ax, ay), (bx, by) in zip(line, line[1:]):
            best = min(best, segment_distance(x, y, PAD + ax * UNIT, PAD + ay * UNIT,
                                              PAD + bx * UNIT, PAD + by * UNIT))
    return best


def draw_glyph(page, left, top, strokes):
    """White lines (coverage from the supersamples) over a glow that fades with the distance."""
    step = 1.0 / SAMPLES
    for j in range(CELL_H):
        for i in range(CELL_W):
            hits = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    if distance(strokes, i + (sx + 0.5) * step, j + (sy + 0.5) * step) <= STROKE:
                        hits += 1
            line = hits / (SAMPLES * SAMPLES)
            d = distance(strokes, i + 0.5, j + 0.5) - STROKE
            glow = 0.35 * (1.0 - d / GLOW) ** 2 if 0 < d < GLOW else 0.0
            alpha = line + glow * (1.0 - line)
            if alpha > 0:
                page[top + j][left + i] = (255, 255, 255, int(round(alpha * 255)))


def main():
    page = [[(0, 0, 0, 0)] * PAGE_W for _ in range(PAGE_H)]
    chars = []
    x, y = SPACING, SPACING
    for ch in sorted(STROKES):
        if x + CELL_W + SPACING > PAGE_W:
            x, y = SPACING, y + CELL_H + SPACING
        draw_glyph(page, x, y, STROKES[ch])
        advance = CELL_W - 2 * PAD + 2 * STROKE + GAP
        chars.append((ord(ch), x, y, CELL_W, CELL_H, -PAD, 0, int(round(advance))))
        x += CELL_W + SPACING
    chars.append((ord(" "), 0, 0, 0, 0, 0, 0, int(round(2 * UNIT + GAP))))
    spritesheet.write_png(os.path.join(OUT, "score_0.png"), PAGE_W, PAGE_H, page)
    lines = ['info face="Astro Rocks Vector" size=%d bold=0 italic=0 charset="" unicode=1 stretchH=100 '
             "smooth=1 aa=%d padding=0,0,0,0 spacing=%d,%d" % (CELL_H, SAMPLES, SPACING, SPACING),
             "common lineHeight=%d base=%d scaleW=%d scaleH=%d pages=1 packed=0"
             % (CELL_H + 4, CELL_H - PAD, PAGE_W, PAGE_H),
             'page id=0 file="score_0.png"',
             "chars count=%d" % len(chars)]
    for c in chars:
        lines.append("char id=%d x=%d y=%d width=%d height=%d xoffset=%d yoffset=%d xadvance=%d "
                     "page=0 chnl=15" % c)
    with open(os.path.join(OUT, "score.fnt"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

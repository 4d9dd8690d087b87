#!/usr/bin/env python3
"""Draws the sheet test's images: each as its own PNG, and packed into sheet2.png/.plist (format 2)
and sheet3.png/.plist (format 3, with aliases) by scripts/spritesheet.py. Some frames are stored
rotated, and all have transparent margins of different widths, so they are trimmed. The render
test compares sprites drawn from the sheets with the same sprites drawn from the single files.

    python3 tests/player/assets/sheet/make_sheet.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "scripts"))
import spritesheet  # noqa: E402


def image(width, height, margins, seed):
    """An asymmetric picture inside transparent margins (left, top, right, bottom)."""
    left, top, right, bottom = margins
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            if x < left or y < top or x >= width - right or y >= height - bottom:
                row.append((0, 0, 0, 0))
                continue
            u, v = x - left, y - top
            if u < 3 and v < 3:
                row.append((0, 0, 0, 255))  # a mark in the top-left corner shows any turn or mirror
            else:
                row.append(((u * 37 + seed * 50) % 256, (v * 23 + seed * 90) % 256, (u * v * 7 + seed) % 256, 255))
        rows.append(row)
    return rows


IMAGES = [  # name, width, height, margins, stored rotated
    ("plain.png", 24, 16, (0, 0, 0, 0), False),
    ("trimmed.png", 30, 22, (3, 1, 6, 5), False),
    ("turned.png", 20, 12, (0, 0, 0, 0), True),
    ("turned_trimmed.png", 28, 18, (5, 2, 1, 4), True),
]

if __name__ == "__main__":
    sheets = [spritesheet.Sheet(), spritesheet.Sheet()]
    for seed, (name, w, h, margins, rotate) in enumerate(IMAGES):
        rows = image(w, h, margins, seed)
        spritesheet.write_png(os.path.join(HERE, name), w, h, rows)
        sheets[0].add(name, w, h, rows, rotate=rotate)
        sheets[1].add(name, w, h, rows, rotate=rotate, aliases=["alias_" + name] if rotate else [])
    sheets[0].write(os.path.join(HERE, "sheet2.png"), os.path.join(HERE, "sheet2.plist"), plist_format=2)
    sheets[1].write(os.path.join(HERE, "sheet3.png"), os.path.join(HERE, "sheet3.plist"), plist_format=3)

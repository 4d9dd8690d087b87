#!/usr/bin/env python3
"""Draws Breakout's sprites into samples/breakout/res/ as RGBA PNGs.

Everything is computed here, pixel by pixel (standard library only: zlib and struct write the
PNG), so the art belongs to the project. Run it again after changing a shape or a colour:

    python3 samples/breakout/tools/make_assets.py

The output is byte-for-byte reproducible (no timestamps, fixed compression level).
"""
import math
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "res")


def write_png(path, width, height, pixels):
    """pixels: a list of rows, each a list of (r, g, b, a) tuples of ints 0..255."""
    raw = bytearray()
    for row in pixels:
        raw.append(0)  # filter type 0 (none) for every scanline
        for r, g, b, a in row:
            raw += bytes((r, g, b, a))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def clamp(v):
    return max(0, min(255, int(round(v))))


def mix(c1, c2, t):
    return tuple(c1[i] + (c2[i] - c1[i]) * t for i in range(3))


def rounded_box_coverage(x, y, w, h, r):
    """Coverage (0..1) of pixel (x, y) by a w*h box with corner radius r, 4x4 supersampled."""
    hits = 0
    for sy in range(4):
        for sx in range(4):
            px = x + (sx + 0.5) / 4.0
            py = y + (sy + 0.5) / 4.0
            cx = min(max(px, r), w - r)
            cy = min(max(py, r), h - r)
            if (px - cx) ** 2 + (py - cy) ** 2 <= r * r:
                hits += 1
    return hits / 16.0


def bevel_box(w, h, radius, base, light=1.45, dark=0.55, border=2, shine=True):
    """A rounded box with a lit top edge, a dark bottom edge and a soft glossy band."""
    rows = []
    for y in range(h):
        row = []
        for x in range(w):
            a = rounded_box_coverage(x, y, w, h, radius)
            if a <= 0:
                row.append((0, 0, 0, 0))
                continue
            t = y / max(1, h - 1)  # 0 at the top (PNG rows go down)
            col = mix(tuple(min(255, c * 1.15) for c in base), tuple(c * 0.75 for c in base), t)
            edge = min(x, y, w - 1 - x, h - 1 - y)
            if edge < border:
                if y < border or (x < border and y < h / 2):
                    col = tuple(min(255, c * light) for c in base)
                elif y >= h - border or (x >= w - border and y >= h / 2):
                    col = tuple(c * dark for c in base)
                else:
                    col = tuple(c * 0.9 for c in base)
            elif shine and border <= y < border + max(1, h // 5):
                col = mix(col, (255, 255, 255), 0.35)
            row.append((clamp(col[0]), clamp(col[1]), clamp(col[2]), clamp(255 * a)))
        rows.append(row)
    return rows


def disc(size, inner, outer, soft):
    """A shaded ball: highlight at the upper left, fading to `outer` at the rim."""
    rows = []
    c = (size - 1) / 2.0
    rad = size / 2.0
    for y in range(size):
        row = []
        for x in range(size):
            hits = 0
            for sy in range(4):
                for sx in range(4):
                    px = x + (sx + 0.5) / 4.0 - size / 2.0
                    py = y + (sy + 0.5) / 4.0 - size / 2.0
                    if px * px + py * py <= rad * rad:
                        hits += 1
            a = hits / 16.0
            if a <= 0:
                row.append((0, 0, 0, 0))
                continue
            # distance from a light spot up and to the left of the centre
            d = math.hypot(x - c * 0.7, y - c * 0.7) / (rad * 1.3)
            col = mix(inner, outer, min(1.0, d ** soft))
            row.append((clamp(col[0]), clamp(col[1]), clamp(col[2]), clamp(255 * a)))
        rows.append(row)
    return rows


def glow(size):
    """A white particle with a soft falloff; tinted by the game with setColor."""
    rows = []
    c = (size - 1) / 2.0
    for y in range(size):
        row = []
        for x in range(size):
            d = math.hypot(x - c, y - c) / (size / 2.0)
            a = min(1.0, 1.6 * max(0.0, 1.0 - d) ** 0.9)  # a bright core, a soft rim
            row.append((255, 255, 255, clamp(255 * a)))
        rows.append(row)
    return rows


def heart(size):
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            hits = 0
            for sy in range(4):
                for sx in range(4):
                    u = (x + (sx + 0.5) / 4.0) / size * 2.6 - 1.3
                    v = 1.25 - (y + (sy + 0.5) / 4.0) / size * 2.5
                    # the classic implicit heart: (u^2 + v^2 - 1)^3 - u^2 v^3 <= 0
                    if (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0:
                        hits += 1
            a = hits / 16.0
            t = y / (size - 1)
            col = mix((255, 120, 140), (200, 20, 60), t)
            row.append((clamp(col[0]), clamp(col[1]), clamp(col[2]), clamp(255 * a)))
        rows.append(row)
    return rows


BRICKS = {
    "red": (220, 50, 60),
    "orange": (235, 130, 40),
    "yellow": (230, 200, 50),
    "green": (70, 190, 80),
    "cyan": (50, 180, 210),
    "blue": (70, 100, 225),
    "purple": (160, 80, 210),
    "steel": (150, 160, 175),
}


def main():
    os.makedirs(OUT, exist_ok=True)
    out = lambda name: os.path.join(OUT, name)
    write_png(out("paddle.png"), 112, 18, bevel_box(112, 18, 8, (90, 200, 255), border=2))
    write_png(out("ball.png"), 14, 14, disc(14, (255, 255, 255), (150, 190, 230), 1.6))
    write_png(out("particle.png"), 10, 10, glow(10))
    write_png(out("heart.png"), 18, 18, heart(18))
    for name, base in BRICKS.items():
        write_png(out("brick_%s.png" % name), 46, 18, bevel_box(46, 18, 3, base, border=2, shine=name != "steel"))
    # the cracked look of a steel brick that took a hit: the same box with a dark zig-zag crack
    cracked = bevel_box(46, 18, 3, BRICKS["steel"], border=2, shine=False)
    crack = [(14, 2), (17, 6), (15, 9), (20, 12), (18, 15), (24, 9), (28, 11), (31, 5), (34, 8)]
    for (x0, y0), (x1, y1) in zip(crack, crack[1:]):
        steps = max(abs(x1 - x0), abs(y1 - y0))
        for i in range(steps + 1):
            x = x0 + (x1 - x0) * i // steps
            y = y0 + (y1 - y0) * i // steps
            cracked[y][x] = (55, 58, 70, 255)
            if y + 1 < 18:
                cracked[y + 1][x] = (225, 230, 240, 255)  # a lit lower edge makes it read as a groove
    write_png(out("brick_steel_cracked.png"), 46, 18, cracked)
    print("wrote", len(BRICKS) + 5, "images to", os.path.normpath(OUT))


if __name__ == "__main__":
    main()

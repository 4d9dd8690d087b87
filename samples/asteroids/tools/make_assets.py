#!/usr/bin/env python3
"""Draws the Astro Rocks sprites into ../res as PNG files: python3 tools/make_assets.py

Everything is drawn here from simple shapes (point-in-shape tests with 4x4 supersampling), so the
art is this project's own. Only the standard library is used: zlib and struct write the PNGs, and a
seeded random.Random shapes the rocks the same way on every run.
"""
import math
import os
import random
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "res")
SAMPLES = 4  # per axis


class Canvas:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.px = [[0.0, 0.0, 0.0, 0.0] for _ in range(w * h)]  # premultiplied RGBA, 0..1

    def fill(self, inside, color):
        """Composites `color` (r, g, b, a in 0..255, or a function of x, y) over the pixels where
        inside(x, y) holds, weighted by coverage. y grows downwards, as in the file."""
        step = 1.0 / SAMPLES
        for j in range(self.h):
            for i in range(self.w):
                hits = 0
                for sy in range(SAMPLES):
                    for sx in range(SAMPLES):
                        if inside(i + (sx + 0.5) * step, j + (sy + 0.5) * step):
                            hits += 1
                if not hits:
                    continue
                c = color(i + 0.5, j + 0.5) if callable(color) else color
                a = c[3] / 255.0 * hits / (SAMPLES * SAMPLES)
                p = self.px[j * self.w + i]
                for k in range(3):
                    p[k] = c[k] / 255.0 * a + p[k] * (1.0 - a)
                p[3] = a + p[3] * (1.0 - a)

    def glow(self, cx, cy, radius, color, power=2.0):
        """A soft radial glow (no supersampling needed)."""
        for j in range(self.h):
            for i in range(self.w):
                d = math.hypot(i + 0.5 - cx, j + 0.5 - cy) / radius
                if d >= 1.0:
                    continue
                a = color[3] / 255.0 * (1.0 - d) ** power
                p = self.px[j * self.w + i]
                for k in range(3):
                    p[k] = color[k] / 255.0 * a + p[k] * (1.0 - a)
                p[3] = a + p[3] * (1.0 - a)

    def save(self, name):
        rows = []
        for j in range(self.h):
            row = bytearray([0])
            for i in range(self.w):
                r, g, b, a = self.px[j * self.w + i]
                if a > 0:
                    r, g, b = r / a, g / a, b / a
                row += bytes(max(0, min(255, int(round(v * 255)))) for v in (r, g, b, a))
            rows.append(bytes(row))

        def chunk(tag, data):
            body = tag + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

        header = struct.pack(">IIBBBBB", self.w, self.h, 8, 6, 0, 0, 0)
        data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        data += chunk(b"IEND", b"")
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
        print("wrote res/" + name)


def circle(cx, cy, r):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def ellipse(cx, cy, rx, ry):
    return lambda x, y: ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1.0


def polygon(points):
    def inside(x, y):
        hit = False
        n = len(points)
        for k in range(n):
            (x0, y0), (x1, y1) = points[k], points[(k + 1) % n]
            if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
                hit = not hit
        return hit
    return inside


def scaled(points, cx, cy, s):
    return [(cx + (x - cx) * s, cy + (y - cy) * s) for x, y in points]


def ship():
    c = Canvas(40, 40)  # nose to the right (+x): rotation 0 in the game
    hull = [(37, 20), (8, 5), (13, 20), (8, 35)]
    c.fill(polygon(hull), (90, 200, 255, 255))                                  # bright rim
    def body(x, y):
        t = (y - 5) / 30.0
        shade = 1.0 - abs(t - 0.4) * 0.9
        return (int(40 + 150 * shade), int(70 + 120 * shade), int(110 + 120 * shade), 255)
    c.fill(polygon(scaled(hull, 21, 20, 0.82)), body)
    c.fill(ellipse(24, 20, 6, 3.2), (20, 40, 70, 255))                          # cockpit
    c.fill(ellipse(25.5, 19, 3.2, 1.6), (150, 240, 255, 255))
    c.fill(polygon([(10, 8), (16, 12), (12, 13)]), (255, 120, 90, 255))         # wing lights
    c.fill(polygon([(10, 32), (16, 28), (12, 27)]), (255, 120, 90, 255))
    c.save("ship.png")


def flame():
    c = Canvas(26, 16)  # points left (-x), placed behind the ship
    c.glow(18, 8, 10, (255, 140, 40, 200), 1.5)
    c.fill(polygon([(25, 3), (2, 8), (25, 13)]), (255, 150, 40, 230))
    c.fill(polygon([(25, 5.5), (9, 8), (25, 10.5)]), (255, 240, 170, 255))
    c.save("flame.png")


def rock(name, size, seed):
    rnd = random.Random(seed)
    c = Canvas(size, size)
    cx = cy = size / 2.0
    base = size * 0.46
    harmonics = [(k, rnd.uniform(0.03, 0.12) / (1 + k * 0.25), rnd.uniform(0, math.tau)) for k in range(2, 7)]

    def radius(a):
        return base * (1.0 - 0.12 + sum(amp * math.cos(k * a + ph) for k, amp, ph in harmonics))

    def inside_scaled(s):
        def inside(x, y):
            dx, dy = x - cx, y - cy
            return math.hypot(dx, dy) <= radius(math.atan2(dy, dx)) * s
        return inside

    tone = rnd.choice([(150, 130, 110), (135, 130, 125), (155, 120, 95)])
    c.fill(inside_scaled(1.0), (50, 42, 38, 255))                                # dark edge

    def lit(x, y):
        dx, dy = (x - cx) / base, (y - cy) / base
        light = 0.75 - 0.45 * (dx * 0.6 + dy * 0.8)   # lit from the top left
        light = max(0.35, min(1.25, light))
        return (int(tone[0] * light), int(tone[1] * light), int(tone[2] * light), 255)
    c.fill(inside_scaled(0.93), lit)
    for _ in range(max(2, size // 14)):                                           # craters
        a = rnd.uniform(0, math.tau)
        d = rnd.uniform(0, 0.55) * base
        r = rnd.uniform(0.08, 0.2) * base
        x, y = cx + math.cos(a) * d, cy + math.sin(a) * d
        c.fill(circle(x + r * 0.15, y + r * 0.15, r), (tone[0] // 2, tone[1] // 2, tone[2] // 2, 170))
        c.fill(circle(x - r * 0.2, y - r * 0.2, r * 0.7), (tone[0] // 3, tone[1] // 3, tone[2] // 3, 120))
    c.save(name)


def bullet():
    c = Canvas(12, 12)
    c.glow(6, 6, 6, (120, 230, 255, 255), 1.6)
    c.fill(circle(6, 6, 2.2), (240, 255, 255, 255))
    c.save("bullet.png")


def spark():
    c = Canvas(8, 8)
    c.glow(4, 4, 4, (255, 255, 255, 255), 1.2)
    c.save("spark.png")


def debris():
    c = Canvas(8, 8)
    c.fill(polygon([(1, 2), (7, 1), (5, 7)]), (255, 255, 255, 255))
    c.save("debris.png")


def star():
    c = Canvas(3, 3)
    c.fill(circle(1.5, 1.5, 1.5), (255, 255, 255, 255))
    c.save("star.png")


def ring():
    c = Canvas(48, 48)  # white, tinted at run time
    c.fill(lambda x, y: 19 <= math.hypot(x - 24, y - 24) <= 23.5, (255, 255, 255, 110))
    c.fill(lambda x, y: 20.5 <= math.hypot(x - 24, y - 24) <= 22.5, (255, 255, 255, 255))
    c.save("ring.png")


def shield():
    c = Canvas(56, 56)
    c.glow(28, 28, 28, (90, 200, 255, 60), 0.8)
    c.fill(lambda x, y: 24 <= math.hypot(x - 28, y - 28) <= 26.5, (140, 220, 255, 200))
    c.save("shield.png")


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    ship()
    flame()
    for i in range(3):
        rock("rock_big%d.png" % (i + 1), 88, 100 + i)
        rock("rock_mid%d.png" % (i + 1), 52, 200 + i)
        rock("rock_small%d.png" % (i + 1), 28, 300 + i)
    bullet()
    spark()
    debris()
    star()
    shield()
    ring()

#!/usr/bin/env python3
"""Draws the Snake sprites into ../res as PNG files: python3 tools/make_assets.py

Everything is drawn here from simple shapes (signed distances, 4x4 supersampling), so the art is
this project's own. Only the standard library is used: zlib and struct write the PNG files.
"""
import math
import os
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
        inside(x, y) holds, with coverage from supersampling. y grows downwards, as in the file."""
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


def ellipse(cx, cy, rx, ry, angle=0.0):
    ca, sa = math.cos(angle), math.sin(angle)

    def inside(x, y):
        dx, dy = x - cx, y - cy
        u, v = dx * ca + dy * sa, -dx * sa + dy * ca
        return (u / rx) ** 2 + (v / ry) ** 2 <= 1.0
    return inside


def rounded_rect(x0, y0, x1, y1, r):
    def inside(x, y):
        qx = max(x0 + r - x, 0.0, x - (x1 - r))
        qy = max(y0 + r - y, 0.0, y - (y1 - r))
        return qx * qx + qy * qy <= r * r and x0 <= x <= x1 and y0 <= y <= y1
    return inside


def both(a, b):
    return lambda x, y: a(x, y) and b(x, y)


def minus(a, b):
    return lambda x, y: a(x, y) and not b(x, y)


def vertical(top, bottom, y0, y1):
    """A colour function blending from `top` at y0 to `bottom` at y1."""
    def color(x, y):
        t = min(1.0, max(0.0, (y - y0) / (y1 - y0)))
        return tuple(top[k] + (bottom[k] - top[k]) * t for k in range(4))
    return color


def head():
    c = Canvas(32, 32)
    c.fill(rounded_rect(1, 1, 31, 31, 11), (30, 110, 70, 255))                  # outline
    c.fill(rounded_rect(2.5, 2.5, 29.5, 29.5, 9.5), vertical((140, 240, 170, 255), (60, 180, 110, 255), 2, 30))
    c.fill(ellipse(13, 8, 9, 3.2), (255, 255, 255, 70))                         # sheen
    for ey in (9.5, 22.5):                                                      # eyes look right (+x)
        c.fill(circle(21, ey, 5), (255, 255, 255, 255))
        c.fill(circle(23, ey, 2.6), (20, 30, 40, 255))
        c.fill(circle(23.8, ey - 1, 0.9), (255, 255, 255, 255))
    c.fill(ellipse(6.5, 16, 1.6, 4.5), (30, 110, 70, 120))                       # a shade at the neck
    c.save("head.png")


def body():
    c = Canvas(32, 32)  # light grey, tinted per segment at run time
    c.fill(rounded_rect(2, 2, 30, 30, 10), (150, 150, 150, 255))
    c.fill(rounded_rect(3.5, 3.5, 28.5, 28.5, 8.5), vertical((255, 255, 255, 255), (200, 200, 200, 255), 3, 29))
    c.fill(ellipse(16, 9, 9, 3), (255, 255, 255, 110))
    c.fill(circle(16, 17, 3.2), (170, 170, 170, 120))                            # a scale mark
    c.save("body.png")


def food():
    c = Canvas(32, 32)
    apple = lambda x, y: circle(11.5, 18, 10)(x, y) or circle(20.5, 18, 10)(x, y) or circle(16, 22, 9)(x, y)
    c.fill(apple, (120, 20, 40, 255))
    inner = lambda x, y: circle(11.5, 18, 8.8)(x, y) or circle(20.5, 18, 8.8)(x, y) or circle(16, 22, 7.8)(x, y)
    c.fill(inner, vertical((255, 90, 100, 255), (200, 30, 60, 255), 8, 31))
    c.fill(ellipse(10.5, 14, 3, 4.5, 0.5), (255, 255, 255, 150))                # highlight
    c.fill(rounded_rect(15, 3, 17.5, 11, 1.2), (110, 70, 30, 255))              # stem
    c.fill(ellipse(22, 6, 5.5, 2.6, -0.5), (70, 190, 90, 255))                  # leaf
    c.save("food.png")


def golden():
    c = Canvas(32, 32)  # the bonus fruit: a five-pointed star
    def star(scale):
        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            r = (14.5 if k % 2 == 0 else 6.5) * scale
            pts.append((16 + r * math.cos(a), 17 + r * math.sin(a)))
        return polygon(pts)
    c.fill(star(1.0), (170, 110, 10, 255))
    c.fill(star(0.82), vertical((255, 245, 150, 255), (250, 180, 30, 255), 3, 30))
    c.fill(ellipse(13, 12, 3, 2, 0.4), (255, 255, 255, 170))
    c.save("golden.png")


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


def heart():
    c = Canvas(24, 24)
    def shape(s):
        lobes = lambda x, y: circle(12 - 5 * s, 9, 5.6 * s)(x, y) or circle(12 + 5 * s, 9, 5.6 * s)(x, y)
        tip = polygon([(12 - 10.4 * s, 10.5), (12 + 10.4 * s, 10.5), (12, 10.5 + 11 * s)])
        return lambda x, y: lobes(x, y) or tip(x, y)
    c.fill(shape(1.0), (130, 20, 40, 255))
    c.fill(shape(0.8), vertical((255, 110, 120, 255), (220, 40, 70, 255), 4, 22))
    c.fill(ellipse(7.5, 7.5, 2.2, 1.5, -0.6), (255, 255, 255, 170))
    c.save("heart.png")


def spark():
    c = Canvas(8, 8)
    for r, a in ((4, 60), (3, 120), (2, 255)):
        c.fill(circle(4, 4, r), (255, 255, 255, a))
    c.save("spark.png")


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    head()
    body()
    food()
    golden()
    heart()
    spark()

#!/usr/bin/env python3
"""Draws the Astro Rocks sprites and packs them into one sprite sheet: python3 tools/make_assets.py

Everything is drawn here from simple shapes (point-in-shape tests with 4x4 supersampling), so the
art is this project's own, with the standard library only; a seeded random.Random shapes the rocks
the same way on every run. The sprites, the flame's flicker frames and the explosion's frames go
into res/sprites.png + res/sprites.plist, a TexturePacker-style sheet (plist format 2, frames
trimmed to their pixels, the tall ones stored turned) packed by the repository's
scripts/spritesheet.py, which the game loads with cc.SpriteFrameCache.
"""
import math
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "res")
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "scripts"))
import spritesheet  # noqa: E402  (the repository's sheet packer)

SAMPLES = 4  # per axis
SHEET = spritesheet.Sheet(padding=2, max_width=512)


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

    def save(self, name, rotate=False):
        """Adds the picture to the sheet as frame `name` (un-premultiplied 8-bit RGBA)."""
        rows = []
        for j in range(self.h):
            row = []
            for i in range(self.w):
                r, g, b, a = self.px[j * self.w + i]
                if a > 0:
                    r, g, b = r / a, g / a, b / a
                row.append(tuple(max(0, min(255, int(round(v * 255)))) for v in (r, g, b, a)))
            rows.append(row)
        SHEET.add(name, self.w, self.h, rows, rotate=rotate)


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


FLAME_FRAMES = 4


def flame(k):
    """Frame k of the exhaust's flicker: the tongue's length and width change from frame to frame."""
    length, width, core = [(1.0, 1.0, 1.0), (0.78, 1.15, 0.8), (1.12, 0.85, 1.1), (0.9, 1.05, 0.9)][k]
    c = Canvas(26, 16)  # points left (-x), placed behind the ship
    tip = 25 - 23 * length
    c.glow(18, 8, 10 * (0.8 + 0.2 * length), (255, 140, 40, 200), 1.5)
    c.fill(polygon([(25, 8 - 5 * width), (tip, 8), (25, 8 + 5 * width)]), (255, 150, 40, 230))
    c.fill(polygon([(25, 8 - 2.5 * core), (25 - 16 * length * core, 8), (25, 8 + 2.5 * core)]), (255, 240, 170, 255))
    c.save("flame_%d.png" % (k + 1), rotate=True)


BOOM_FRAMES = 8


def boom(k):
    """Frame k of an explosion: a white-hot core swells into a fireball, then a ring of smoke fades."""
    t = k / (BOOM_FRAMES - 1.0)
    c = Canvas(72, 72)  # white-yellow to orange to smoke: tinted a little at run time
    fire = max(0.0, 1.0 - t * 1.25)
    smoke = min(1.0, t * 1.6) * (1.0 - t * 0.85)
    r = 8 + 26 * (1 - (1 - t) ** 2)
    if smoke > 0.02:
        c.fill(lambda x, y: r * 0.72 <= math.hypot(x - 36, y - 36) <= r,
               (110, 90, 80, int(200 * smoke)))
    if fire > 0:
        c.glow(36, 36, r, (255, int(120 + 100 * fire), int(40 * fire), int(255 * fire)), 1.2)
        c.fill(circle(36, 36, r * 0.55 * fire), (255, 250, int(150 + 100 * fire), int(255 * fire)))
    rnd = random.Random(900 + k)
    for _ in range(6):  # embers flung outwards
        a = rnd.uniform(0, math.tau)
        d = r * rnd.uniform(0.7, 1.05)
        c.fill(circle(36 + math.cos(a) * d, 36 + math.sin(a) * d, 1.6 * (1.0 - t * 0.6)),
               (255, 200, 120, int(255 * (1.0 - t * 0.7))))
    c.save("boom_%d.png" % (k + 1))


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


def rounded(x0, y0, x1, y1, r):
    """A rectangle with corners rounded by r."""
    def inside(x, y):
        cx = min(max(x, x0 + r), x1 - r)
        cy = min(max(y, y0 + r), y1 - r)
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    return inside


def ui():
    """The menus' and the HUD's ccui pictures: buttons and the panel are stretched as nine-slices
    (cap insets 12), the bars and the knob are the sliders' and the shield gauge's."""
    for name, fill in (("ui_button.png", (30, 60, 100, 200)), ("ui_button_on.png", (70, 130, 200, 230))):
        c = Canvas(36, 36)
        c.fill(rounded(0, 0, 36, 36, 10), (140, 220, 255, 255))
        c.fill(rounded(2, 2, 34, 34, 8), fill)
        c.save(name)
    c = Canvas(36, 36)
    c.fill(rounded(0, 0, 36, 36, 10), (90, 120, 170, 255))
    c.fill(rounded(2, 2, 34, 34, 8), (8, 14, 30, 235))
    c.save("ui_panel.png")
    c = Canvas(160, 12)
    c.fill(rounded(0, 0, 160, 12, 6), (40, 60, 90, 255))
    c.save("ui_bar.png")
    c = Canvas(160, 12)
    c.fill(rounded(0, 0, 160, 12, 6), (140, 220, 255, 255))
    c.save("ui_bar_fill.png")
    c = Canvas(24, 24)
    c.fill(circle(12, 12, 11.5), (255, 255, 255, 255))
    c.fill(circle(12, 12, 8), (140, 220, 255, 255))
    c.save("ui_knob.png")
    c = Canvas(28, 28)
    c.fill(rounded(0, 0, 28, 28, 6), (140, 220, 255, 255))
    c.fill(rounded(2, 2, 26, 26, 5), (8, 14, 30, 255))
    c.save("ui_box.png")
    c = Canvas(28, 28)
    c.fill(polygon([(6, 14), (11, 19), (22, 7), (24, 10), (11, 24), (4, 17)]), (255, 220, 120, 255))
    c.save("ui_tick.png")


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    ship()
    for k in range(FLAME_FRAMES):
        flame(k)
    for i in range(3):
        rock("rock_big%d.png" % (i + 1), 88, 100 + i)
        rock("rock_mid%d.png" % (i + 1), 52, 200 + i)
        rock("rock_small%d.png" % (i + 1), 28, 300 + i)
    for k in range(BOOM_FRAMES):
        boom(k)
    bullet()
    spark()
    debris()
    star()
    shield()
    ring()
    ui()
    SHEET.write(os.path.join(OUT, "sprites.png"), os.path.join(OUT, "sprites.plist"), plist_format=2)
    print("wrote res/sprites.png and res/sprites.plist (%d frames)" % len(SHEET.frames))

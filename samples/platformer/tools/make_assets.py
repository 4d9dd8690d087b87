#!/usr/bin/env python3
"""Draws Kite Runner's pictures: python3 samples/platformer/tools/make_assets.py

Everything is drawn here from simple shapes (point-in-shape tests with 4x4 supersampling), with the
standard library only, so the art is this project's own and the output is the same bytes on every
run. It writes
  res/tiles.png                  the level's tileset (32x32 tiles in one row), used by res/level1.tmx
  res/sprites.png, .plist        a TexturePacker-style sheet (plist format 2, frames trimmed), packed
                                 by the repository's scripts/spritesheet.py: the runner's idle, run
                                 and jump frames, the coin's spin, the slime's wobble, the flag, the
                                 clouds and the ccui pictures (buttons, panel, touch pads, icons)
"""
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "res")
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "scripts"))
import spritesheet  # noqa: E402  (the repository's sheet packer)

SAMPLES = 4  # per axis
SHEET = spritesheet.Sheet(padding=2, max_width=512)
TILE = 32


class Canvas:
    """Premultiplied RGBA pixels, 0..1; y grows downwards, as in the file."""

    def __init__(self, w, h):
        self.w, self.h = w, h
        self.px = [[0.0, 0.0, 0.0, 0.0] for _ in range(w * h)]

    def fill(self, inside, color, x0=0, y0=0, x1=None, y1=None):
        step = 1.0 / SAMPLES
        for j in range(max(0, y0), min(self.h, self.h if y1 is None else y1)):
            for i in range(max(0, x0), min(self.w, self.w if x1 is None else x1)):
                hits = 0
                for sy in range(SAMPLES):
                    for sx in range(SAMPLES):
                        if inside(i + (sx + 0.5) * step, j + (sy + 0.5) * step):
                            hits += 1
                if hits:
                    c = color(i + 0.5, j + 0.5) if callable(color) else color
                    self.blend(i, j, c, hits / (SAMPLES * SAMPLES))

    def blend(self, i, j, c, coverage=1.0):
        a = c[3] / 255.0 * coverage
        p = self.px[j * self.w + i]
        for k in range(3):
            p[k] = c[k] / 255.0 * a + p[k] * (1.0 - a)
        p[3] = a + p[3] * (1.0 - a)

    def rows(self):
        out = []
        for j in range(self.h):
            row = []
            for i in range(self.w):
                r, g, b, a = self.px[j * self.w + i]
                if a > 0:
                    r, g, b = r / a, g / a, b / a
                row.append(tuple(max(0, min(255, int(round(v * 255)))) for v in (r, g, b, a)))
            out.append(row)
        return out

    def save(self, name):
        SHEET.add(name, self.w, self.h, self.rows())


def circle(cx, cy, r):
    return lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def ellipse(cx, cy, rx, ry):
    return lambda x, y: ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1.0


def rect(x0, y0, x1, y1):
    return lambda x, y: x0 <= x < x1 and y0 <= y < y1


def rounded(x0, y0, x1, y1, r):
    def inside(x, y):
        if not (x0 <= x < x1 and y0 <= y < y1):
            return False
        cx = min(max(x, x0 + r), x1 - r)
        cy = min(max(y, y0 + r), y1 - r)
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    return inside


def capsule(ax, ay, bx, by, r):
    """A thick line from a to b (a limb)."""
    def inside(x, y):
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy or 1)))
        return (x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= r * r
    return inside


def shade(top, bottom, y0, y1):
    """A vertical gradient between two colours."""
    def color(x, y):
        t = max(0.0, min(1.0, (y - y0) / float(y1 - y0)))
        return tuple(int(top[k] + (bottom[k] - top[k]) * t) for k in range(4))
    return color


# -- the tileset ------------------------------------------------------------------------------------

def tiles():
    """Four 32x32 tiles in a row: grass on dirt (gid 1), dirt (2), a stone block (3), a crate (4)."""
    c = Canvas(TILE * 4, TILE)
    dirt = shade((150, 98, 58, 255), (116, 72, 42, 255), 0, TILE)
    for k in (0, 1):
        c.fill(rect(k * TILE, 0, (k + 1) * TILE, TILE), dirt)
        for n, (sx, sy) in enumerate([(6, 20), (20, 12), (25, 26), (11, 7), (15, 27)]):
            if k == 0 and sy < 12:
                continue
            c.fill(ellipse(k * TILE + sx, sy, 2.5, 1.8), (96, 60, 36, 255))
    # grass: a green band with a wavy lower edge
    c.fill(lambda x, y: x < TILE and y < 9 + 2.5 * math.sin(x * 0.8), shade((120, 210, 90, 255), (70, 160, 60, 255), 0, 11))
    c.fill(rect(0, 0, TILE, 2), (170, 240, 130, 255))
    # stone block: bevelled grey
    s0 = 2 * TILE
    c.fill(rect(s0, 0, s0 + TILE, TILE), (92, 100, 118, 255))
    c.fill(rect(s0 + 2, 2, s0 + TILE - 2, TILE - 2), shade((168, 176, 196, 255), (126, 134, 152, 255), 0, TILE))
    c.fill(rect(s0 + 2, 2, s0 + TILE - 2, 5), (205, 212, 228, 255))
    c.fill(rect(s0 + 15, 6, s0 + 17, TILE - 4), (108, 116, 134, 255))
    # crate: planks in a frame with a cross
    k0 = 3 * TILE
    c.fill(rect(k0, 0, k0 + TILE, TILE), (120, 74, 34, 255))
    c.fill(rect(k0 + 3, 3, k0 + TILE - 3, TILE - 3), (196, 138, 70, 255))
    c.fill(capsule(k0 + 5, 5, k0 + TILE - 5, TILE - 5, 2.2), (140, 90, 44, 255))
    c.fill(capsule(k0 + TILE - 5, 5, k0 + 5, TILE - 5, 2.2), (140, 90, 44, 255))
    spritesheet.write_png(os.path.join(OUT, "tiles.png"), c.w, c.h, c.rows())


# -- the runner -------------------------------------------------------------------------------------

SKIN = (255, 214, 170, 255)
SHIRT = (60, 140, 230, 255)
PANTS = (44, 52, 92, 255)
HAIR = (110, 60, 30, 255)
SHOE = (40, 30, 30, 255)


def runner(name, lean=0.0, legs=((0, 0), (0, 0)), arms=((0, 0), (0, 0)), bob=0.0, crouch=0.0):
    """A 32x44 runner facing right. legs/arms: (dx, dy) of each foot/hand from its rest place."""
    w, h = 32, 44
    c = Canvas(w, h)
    hip_y = 31 + bob + crouch
    hx = 16 + lean
    # back leg and arm first (darker), then the body, then the front ones
    (bfx, bfy), (ffx, ffy) = legs
    (bax, bay), (fax, fay) = arms
    c.fill(capsule(hx - 1, hip_y, 14 + bfx, 40 + bfy, 3.0), tuple(int(v * 0.8) for v in PANTS[:3]) + (255,))
    c.fill(ellipse(15 + bfx, 41 + bfy, 4, 2.5), SHOE)
    c.fill(capsule(hx, 21 + bob + crouch, hx - 5 + bax, 28 + bay + bob, 2.4), tuple(int(v * 0.8) for v in SKIN[:3]) + (255,))
    c.fill(rounded(hx - 6, 17 + bob + crouch, hx + 6, hip_y + 2, 4), SHIRT)
    c.fill(capsule(hx + 1, hip_y, 17 + ffx, 40 + ffy, 3.2), PANTS)
    c.fill(ellipse(18 + ffx, 41 + ffy, 4.5, 2.5), SHOE)
    c.fill(capsule(hx + 1, 21 + bob + crouch, hx + 5 + fax, 28 + fay + bob, 2.4), SKIN)
    hy = 10 + bob + crouch
    c.fill(circle(hx + 1, hy, 7.5), SKIN)
    c.fill(lambda x, y: (x - hx - 1) ** 2 + (y - hy) ** 2 <= 64 and (y < hy - 2 or x < hx - 3), HAIR)
    c.fill(ellipse(hx + 4.5, hy - 0.5, 1.4, 2.0), (30, 30, 40, 255))
    c.fill(rect(hx + 2, hy + 3.5, hx + 7, hy + 4.6), (200, 90, 80, 255))
    c.save(name)


def runner_frames():
    runner("hero_idle_1.png")
    runner("hero_idle_2.png", bob=1.0, arms=((0, 1), (0, 1)))
    # six run frames: the feet swing through a cycle, the arms against them
    for k in range(6):
        t = k / 6.0 * 2 * math.pi
        front = (7 * math.sin(t), -3 * max(0.0, math.cos(t)))
        back = (-7 * math.sin(t), -3 * max(0.0, -math.cos(t)))
        runner("hero_run_%d.png" % (k + 1), lean=1.5, legs=(back, front),
               arms=((6 * math.sin(t), -2), (-6 * math.sin(t), -2)), bob=-abs(math.sin(t)) * 1.5)
    runner("hero_jump.png", lean=1.0, legs=((-6, -6), (6, -4)), arms=((-4, -12), (6, -12)))
    runner("hero_fall.png", legs=((-3, -2), (4, -1)), arms=((-7, -10), (7, -10)))


# -- the things in the level ------------------------------------------------------------------------

def coin_frames():
    """A gold coin turning: six widths of one ellipse."""
    for k in range(6):
        c = Canvas(24, 24)
        rx = max(1.5, 10 * abs(math.cos(k / 6.0 * math.pi)))
        c.fill(ellipse(12, 12, rx, 10), (200, 140, 20, 255))
        c.fill(ellipse(12, 12, max(1.0, rx - 2), 8), shade((255, 236, 120, 255), (240, 180, 40, 255), 4, 20))
        if rx > 5:
            c.fill(rect(12 - rx * 0.15, 7, 12 + rx * 0.15, 17), (210, 150, 30, 255))
        c.save("coin_%d.png" % (k + 1))


def slime_frames():
    """A green slime squashing and stretching (two frames), facing left, its base on the bottom."""
    for k, (rx, ry) in enumerate([(18, 19), (16, 22)]):
        c = Canvas(40, 26)
        base = 25
        c.fill(lambda x, y, rx=rx, ry=ry: ((x - 20) / rx) ** 2 + ((y - base) / ry) ** 2 <= 1 and y <= base,
               shade((150, 230, 110, 255), (60, 150, 60, 255), base - ry, base))
        top = base - ry
        c.fill(ellipse(13, top + 9, 3.5, 4.5), (255, 255, 255, 255))
        c.fill(ellipse(23, top + 9, 3.5, 4.5), (255, 255, 255, 255))
        c.fill(circle(12, top + 10, 2.0), (20, 30, 20, 255))
        c.fill(circle(22, top + 10, 2.0), (20, 30, 20, 255))
        c.fill(ellipse(28, top + 5, 3.5, 2.2), (220, 255, 200, 200))
        c.save("slime_%d.png" % (k + 1))
    c = Canvas(40, 26)
    c.fill(lambda x, y: ((x - 20) / 19.0) ** 2 + ((y - 25) / 6.0) ** 2 <= 1 and y <= 25, (70, 160, 60, 255))
    c.save("slime_flat.png")


def flag_frames():
    """The goal: a pole with a flag waving (two frames)."""
    for k in range(2):
        c = Canvas(48, 96)
        c.fill(rect(6, 6, 10, 96), (220, 220, 230, 255))
        c.fill(circle(8, 6, 4), (255, 210, 60, 255))
        wave = 3 if k == 0 else -3
        c.fill(lambda x, y, wave=wave: 10 <= x < 46 and 10 + wave * math.sin((x - 10) / 36.0 * math.pi) <= y
               < 36 + wave * math.sin((x - 10) / 36.0 * math.pi) - (x - 10) * 0.2, (240, 70, 90, 255))
        c.save("flag_%d.png" % (k + 1))


def scenery():
    c = Canvas(120, 56)
    white = (255, 255, 255, 235)
    for cx, cy, r in [(30, 34, 18), (58, 24, 22), (88, 34, 17), (60, 40, 16)]:
        c.fill(circle(cx, cy, r), white)
    c.save("cloud.png")
    c = Canvas(256, 96)
    c.fill(lambda x, y: y >= 96 - 80 * math.exp(-((x - 128) / 70.0) ** 2), (126, 200, 150, 255))
    c.save("hill.png")
    c = Canvas(14, 14)
    c.fill(circle(7, 7, 6.5), (255, 240, 160, 255))
    c.save("sparkle.png")


# -- the ccui pictures ------------------------------------------------------------------------------

def ui():
    for name, top, bottom in [("ui_button", (255, 186, 70, 255), (230, 120, 40, 255)),
                              ("ui_button_on", (230, 140, 40, 255), (200, 100, 30, 255))]:
        c = Canvas(48, 48)
        c.fill(rounded(0, 0, 48, 48, 12), (120, 60, 20, 255))
        c.fill(rounded(2, 2, 46, 44, 10), shade(top, bottom, 2, 44))
        c.fill(rounded(6, 4, 42, 14, 5), (255, 255, 255, 60))
        c.save(name + ".png")
    c = Canvas(48, 48)
    c.fill(rounded(0, 0, 48, 48, 12), (255, 255, 255, 230))
    c.fill(rounded(3, 3, 45, 45, 10), (40, 52, 92, 235))
    c.save("ui_panel.png")
    # the touch pads: a round pad with an arrow (left, right) or a chevron up (jump)
    for name, arrow in [("pad_left", -1), ("pad_right", 1), ("pad_jump", 0)]:
        c = Canvas(80, 80)
        c.fill(circle(40, 40, 38), (255, 255, 255, 70))
        c.fill(circle(40, 40, 34), (30, 40, 70, 90))
        if arrow:
            c.fill(lambda x, y, s=arrow: abs(y - 40) <= 16 - s * (x - 40) * 0.9 and s * (x - 40) <= 16
                   and s * (x - 40) >= -14, (255, 255, 255, 220))
        else:
            c.fill(lambda x, y: abs(x - 40) <= 18 - (48 - y) * 0 and y >= 30 - 0 and y <= 52
                   and y >= 30 + (abs(x - 40) * 0.9) - 8 and y <= 44 + abs(x - 40) * 0.9 - 8, (255, 255, 255, 220))
        c.save(name + ".png")
    c = Canvas(22, 20)
    c.fill(lambda x, y: (circle(6, 6, 5.5)(x, y) or circle(16, 6, 5.5)(x, y)
                         or (y >= 6 and abs(x - 11) <= (19 - y) * 0.95)), (240, 70, 90, 255))
    c.save("heart.png")


if __name__ == "__main__":
    tiles()
    runner_frames()
    coin_frames()
    slime_frames()
    flag_frames()
    scenery()
    ui()
    SHEET.write(os.path.join(OUT, "sprites.png"), os.path.join(OUT, "sprites.plist"), plist_format=2)

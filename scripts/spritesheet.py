#!/usr/bin/env python3
"""Packs RGBA images into one sprite sheet and writes the property list cocos2d-x reads.

A library for asset generators (standard library only; byte-for-byte reproducible output):

    import spritesheet
    sheet = spritesheet.Sheet(padding=2)
    sheet.add("ball.png", width, height, rows)            # rows: lists of (r, g, b, a)
    sheet.add("paddle.png", w, h, rows, rotate=True)       # stored turned 90 degrees clockwise
    sheet.write("res/sprites.png", "res/sprites.plist", plist_format=2)

Frames are trimmed to their non-transparent pixels (offset and original size are recorded), then
placed on shelves in the order added. plist_format 2 writes frame/offset/rotated/sourceSize, 3
writes textureRect/spriteOffset/textureRotated/spriteSourceSize/aliases.
"""
import struct
import zlib
from xml.sax.saxutils import escape


def write_png(path, width, height, rows):
    """rows: a list of rows, each a list of (r, g, b, a) tuples of ints 0..255."""
    raw = bytearray()
    for row in rows:
        raw.append(0)
        for r, g, b, a in row:
            raw += bytes((r, g, b, a))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
                + chunk(b"IEND", b""))


class Frame:
    def __init__(self, name, width, height, rows, rotate, aliases):
        self.name, self.width, self.height, self.rotate, self.aliases = name, width, height, rotate, aliases
        opaque = [(x, y) for y in range(height) for x in range(width) if rows[y][x][3] > 0]
        if not opaque:
            opaque = [(0, 0)]
        self.tx = min(x for x, _ in opaque)
        self.ty = min(y for _, y in opaque)
        self.tw = max(x for x, _ in opaque) - self.tx + 1
        self.th = max(y for _, y in opaque) - self.ty + 1
        trimmed = [row[self.tx:self.tx + self.tw] for row in rows[self.ty:self.ty + self.th]]
        if rotate:  # 90 degrees clockwise: the top row becomes the right column
            trimmed = [[trimmed[self.th - 1 - c][r] for c in range(self.th)] for r in range(self.tw)]
        self.pixels = trimmed
        self.x = self.y = 0

    def stored_size(self):
        return (self.th, self.tw) if self.rotate else (self.tw, self.th)

    def offset(self):
        """Trimmed rect centre minus original centre, y up (cocos2d-x)."""
        return (self.tx + self.tw / 2 - self.width / 2, -(self.ty + self.th / 2 - self.height / 2))


def _num(v):
    return "%g" % (v if v != 0 else 0)  # never "-0"


class Sheet:
    def __init__(self, padding=2, max_width=256):
        self.padding, self.max_width, self.frames = padding, max_width, []

    def add(self, name, width, height, rows, rotate=False, aliases=()):
        self.frames.append(Frame(name, width, height, rows, rotate, list(aliases)))

    def _place(self):
        x = y = shelf = self.padding
        width = height = 0
        for f in self.frames:
            w, h = f.stored_size()
            if x + w + self.padding > self.max_width and x > self.padding:
                x, y = self.padding, y + shelf + self.padding
                shelf = 0
            f.x, f.y = x, y
            x += w + self.padding
            shelf = max(shelf, h)
            width, height = max(width, x), max(height, y + h + self.padding)
        return width, height

    def write(self, png_path, plist_path, plist_format=2):
        width, height = self._place()
        rows = [[(0, 0, 0, 0)] * width for _ in range(height)]
        for f in self.frames:
            for r, row in enumerate(f.pixels):
                rows[f.y + r][f.x:f.x + len(row)] = row
        write_png(png_path, width, height, rows)
        texture = png_path.replace("\\", "/").split("/")[-1]
        out = ['<?xml version="1.0" encoding="UTF-8"?>',
               '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
               '<plist version="1.0">', '<dict>', '    <key>frames</key>', '    <dict>']
        for f in self.frames:
            ox, oy = f.offset()
            rect = "{{%d,%d},{%d,%d}}" % (f.x, f.y, f.tw, f.th)
            out += ['        <key>%s</key>' % escape(f.name), '        <dict>']
            if plist_format == 3:
                items = [("aliases", None), ("spriteOffset", "{%s,%s}" % (_num(ox), _num(oy))),
                         ("spriteSize", "{%d,%d}" % (f.tw, f.th)),
                         ("spriteSourceSize", "{%d,%d}" % (f.width, f.height)), ("textureRect", rect),
                         ("textureRotated", f.rotate)]
            else:
                items = [("frame", rect), ("offset", "{%s,%s}" % (_num(ox), _num(oy))), ("rotated", f.rotate),
                         ("sourceColorRect", "{{%d,%d},{%d,%d}}" % (f.tx, f.ty, f.tw, f.th)),
                         ("sourceSize", "{%d,%d}" % (f.width, f.height))]
            for key, value in items:
                out.append('            <key>%s</key>' % key)
                if value is None:
                    out.append('            <array>%s</array>' % "".join(
                        "<string>%s</string>" % escape(a) for a in f.aliases))
                elif isinstance(value, bool):
                    out.append('            <%s/>' % ("true" if value else "false"))
                else:
                    out.append('            <string>%s</string>' % value)
            out.append('        </dict>')
        out += ['    </dict>', '    <key>metadata</key>', '    <dict>',
                '        <key>format</key>', '        <integer>%d</integer>' % plist_format,
                '        <key>size</key>', '        <string>{%d,%d}</string>' % (width, height),
                '        <key>textureFileName</key>', '        <string>%s</string>' % escape(texture),
                '    </dict>', '</dict>', '</plist>', '']
        with open(plist_path, "w", newline="\n") as f:
            f.write("\n".join(out))

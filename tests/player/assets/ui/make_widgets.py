#!/usr/bin/env python3
"""Draws the ccui render test's images (tests/player/render/ui_widgets):

    button_normal.png, button_pressed.png, button_disabled.png   40x16, framed, blue / green / grey
    check_bg.png, check_cross.png                                 16x16 box and its cross
    slider_bar.png, slider_progress.png, slider_ball.png          80x8 bar, its fill, a 12x12 ball
    loading_bar.png                                               80x10, red on the left to green on
                                                                  the right (direction shows)
    check_bg_color.png, slider_ball_color.png                     blue box, green ball (grey shows)
    check_bg_disabled.png, check_cross_disabled.png,
    slider_ball_disabled.png                                      the disabled images (ui_widget_states)

    python3 tests/player/assets/ui/make_widgets.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "scripts"))
import spritesheet  # noqa: E402


def framed(width, height, fill, frame=(255, 255, 255, 255)):
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            edge = x in (0, width - 1) or y in (0, height - 1)
            row.append(frame if edge else fill)
        rows.append(row)
    return rows


def cross(size, color=(230, 40, 40, 255)):
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            on = 3 <= x <= size - 4 and (abs(x - y) <= 1 or abs(x - (size - 1 - y)) <= 1)
            row.append(color if on else (0, 0, 0, 0))
        rows.append(row)
    return rows


def ball(size, color=(250, 250, 250, 255)):
    rows = []
    c = (size - 1) / 2.0
    for y in range(size):
        rows.append([color if (x - c) ** 2 + (y - c) ** 2 <= c * c else (0, 0, 0, 0)
                     for x in range(size)])
    return rows


def gradient(width, height):
    rows = []
    for _ in range(height):
        rows.append([(255 - 255 * x // (width - 1), 255 * x // (width - 1), 40, 255) for x in range(width)])
    return rows


def main():
    images = {
        "button_normal.png": (40, 16, framed(40, 16, (40, 90, 220, 255))),
        "button_pressed.png": (40, 16, framed(40, 16, (40, 180, 70, 255))),
        "button_disabled.png": (40, 16, framed(40, 16, (120, 120, 120, 255), (80, 80, 80, 255))),
        "check_bg.png": (16, 16, framed(16, 16, (235, 235, 235, 255), (30, 30, 30, 255))),
        "check_cross.png": (16, 16, cross(16)),
        "slider_bar.png": (80, 8, framed(80, 8, (70, 70, 70, 255))),
        "slider_progress.png": (80, 8, framed(80, 8, (250, 150, 30, 255))),
        "slider_ball.png": (12, 12, ball(12)),
        "loading_bar.png": (80, 10, gradient(80, 10)),
        # ui_widget_states: coloured images that show grey when disabled, and disabled images
        "check_bg_color.png": (16, 16, framed(16, 16, (60, 120, 240, 255), (250, 200, 40, 255))),
        "check_bg_disabled.png": (16, 16, framed(16, 16, (90, 90, 90, 255), (60, 60, 60, 255))),
        "check_cross_disabled.png": (16, 16, cross(16, (150, 150, 150, 255))),
        "slider_ball_color.png": (12, 12, ball(12, (60, 200, 90, 255))),
        "slider_ball_disabled.png": (12, 12, ball(12, (110, 110, 110, 255))),
    }
    for name, (width, height, rows) in images.items():
        spritesheet.write_png(os.path.join(HERE, name), width, height, rows)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Synthesises Breakout's sounds into samples/breakout/res/sfx/ as 16-bit mono WAV files.

Every sample is computed here with scripts/sfx.py (standard library only), so the sounds belong to
the project, and the output is the same bytes on every run:

    python3 samples/breakout/tools/make_sounds.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "res", "sfx")
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "scripts"))
import sfx  # noqa: E402  (the repository's sound synthesiser)


def music():
    """Four bars of a square-wave bass line and a triangle lead at 132 bpm, made to loop."""
    beat = 60.0 / 132 / 2  # eighth notes
    bass = []
    for root in ["A2", "A2", "F2", "G2"]:
        bass += [(root, 1), (None, 1), (root, 1), (root, 1)] * 2
    lead = [("E4", 2), ("A4", 2), ("C5", 3), ("B4", 1), ("A4", 4), ("E4", 4),
            ("F4", 2), ("A4", 2), ("C5", 2), ("D5", 2), ("B4", 4), ("G4", 4)]
    length = sum(b for _, b in bass) * beat
    return sfx.mix(length, [(0, sfx.sequence(bass, beat, wave="square", volume=0.12)),
                            (0, sfx.sequence(lead, beat, wave="triangle", volume=0.16, gap=0.15))])


SOUNDS = {
    "paddle": lambda: sfx.tone(330, 440, 0.07, wave="square", volume=0.35),
    "brick": lambda: sfx.tone(880, 1175, 0.06, wave="square", volume=0.3),
    "steel": lambda: sfx.mix(0.18, [(0, sfx.tone(1568, 1568, 0.18, wave="triangle", volume=0.35, decay=18)),
                                     (0, sfx.tone(2349, 2349, 0.12, wave="sine", volume=0.2, decay=25))]),
    "wall": lambda: sfx.tone(220, 200, 0.03, wave="triangle", volume=0.3),
    "lose": lambda: sfx.tone(440, 110, 0.6, wave="saw", volume=0.3),
    "clear": lambda: sfx.sequence([("C5", 1), ("E5", 1), ("G5", 1), ("C6", 3)], 0.08, volume=0.25),
    "gameover": lambda: sfx.sequence([("G4", 2), ("E4", 2), ("C4", 2), ("C3", 6)], 0.1, wave="triangle", volume=0.35),
    "music": music,
}

if __name__ == "__main__":
    sfx.write_all(OUT, SOUNDS)

#!/usr/bin/env python3
"""Synthesises Kite Runner's sounds into samples/platformer/res/sfx/ as 16-bit mono WAV files.

Every sample is computed here with the repository's scripts/sfx.py (standard library only), so the
sounds belong to the project and the output is the same bytes on every run:

    python3 samples/platformer/tools/make_sounds.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "res", "sfx")
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "scripts"))
import sfx  # noqa: E402  (the repository's sound synthesiser)


def music():
    """A bouncy loop at 132 bpm: a square-wave bass on the beat and a triangle-ish melody above."""
    beat = 60.0 / 132 / 2  # eighth notes
    bass = [("C3", 2), ("G2", 2), ("A2", 2), ("E2", 2), ("F2", 2), ("C3", 2), ("F2", 2), ("G2", 2)] * 2
    tune = [("E5", 1), ("G5", 1), ("C6", 2), ("B5", 1), ("G5", 1), ("A5", 2), ("F5", 1), ("A5", 1), ("C6", 2),
            ("B5", 2), ("G5", 2)] * 2
    tune += [("E5", 2)] * ((sum(b for _, b in bass) - sum(b for _, b in tune)) // 2)
    length = sum(b for _, b in bass) * beat
    return sfx.mix(length, [(0, sfx.sequence(bass, beat, wave="square", volume=0.10, gap=0.2)),
                            (0, sfx.sequence(tune, beat, wave="sine", volume=0.14, gap=0.25))])


SOUNDS = {
    "jump": lambda: sfx.tone(300, 700, 0.16, wave="square", volume=0.2),
    "coin": lambda: sfx.sequence([("B5", 1), ("E6", 3)], 0.05, wave="square", volume=0.22, gap=0.0),
    "stomp": lambda: sfx.mix(0.2, [(0, sfx.tone(220, 80, 0.18, wave="square", volume=0.25)),
                                    (0, sfx.noise(0.12, volume=0.3, decay=20, smooth=0.5, seed=21))]),
    "hurt": lambda: sfx.tone(600, 90, 0.45, wave="saw", volume=0.28),
    "goal": lambda: sfx.sequence([("C5", 1), ("E5", 1), ("G5", 1), ("C6", 3), ("G5", 1), ("C6", 4)], 0.09,
                                 wave="square", volume=0.25),
    "gameover": lambda: sfx.sequence([("G4", 2), ("E4", 2), ("C4", 2), ("G3", 6)], 0.12, wave="saw", volume=0.25),
    "music": music,
}

if __name__ == "__main__":
    sfx.write_all(OUT, SOUNDS)

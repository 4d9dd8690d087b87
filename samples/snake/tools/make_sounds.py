#!/usr/bin/env python3
"""Synthesises Snake's sounds into samples/snake/res/sfx/ as 16-bit mono WAV files.

Every sample is computed here with scripts/sfx.py (standard library only), so the sounds belong to
the project, and the output is the same bytes on every run:

    python3 samples/snake/tools/make_sounds.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "res", "sfx")
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "scripts"))
import sfx  # noqa: E402  (the repository's sound synthesiser)


def music():
    """A relaxed four-bar loop at 100 bpm: a sine bass on the beat and a pentatonic triangle tune."""
    beat = 60.0 / 100 / 2  # eighth notes
    bass = []
    for root in ["D3", "D3", "Bb2", "C3"]:
        bass += [(root, 2), (None, 1), (root, 1), (root, 2), (None, 2)]
    tune = [("D5", 2), ("F5", 1), ("G5", 1), ("A5", 4), ("G5", 2), ("F5", 2), ("D5", 4),
            ("C5", 2), ("D5", 2), ("F5", 2), ("G5", 2), ("D5", 8)]
    length = sum(b for _, b in bass) * beat
    return sfx.mix(length, [(0, sfx.sequence(bass, beat, wave="sine", volume=0.3, gap=0.2)),
                            (0, sfx.sequence(tune, beat, wave="triangle", volume=0.14, gap=0.12))])


SOUNDS = {
    "eat": lambda: sfx.tone(523, 1046, 0.09, wave="square", volume=0.3),
    "star": lambda: sfx.sequence([("E6", 1), ("G6", 1), ("B6", 1), ("E7", 2)], 0.05, wave="triangle", volume=0.3),
    "crash": lambda: sfx.mix(0.45, [(0, sfx.noise(0.45, volume=0.5, decay=7, smooth=0.6, seed=3)),
                                     (0, sfx.tone(196, 60, 0.4, wave="square", volume=0.25))]),
    "gameover": lambda: sfx.sequence([("A4", 2), ("F4", 2), ("D4", 2), ("D3", 6)], 0.11, wave="triangle", volume=0.35),
    "music": music,
}

if __name__ == "__main__":
    sfx.write_all(OUT, SOUNDS)

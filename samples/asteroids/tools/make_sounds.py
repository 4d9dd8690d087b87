#!/usr/bin/env python3
"""Synthesises Astro Rocks' sounds into samples/asteroids/res/sfx/ as 16-bit mono WAV files.

Every sample is computed here with scripts/sfx.py (standard library only), so the sounds belong to
the project, and the output is the same bytes on every run:

    python3 samples/asteroids/tools/make_sounds.py
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "res", "sfx")
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "scripts"))
import sfx  # noqa: E402  (the repository's sound synthesiser)


def music():
    """A slow, spacey loop at 90 bpm: a saw bass walking down and a sine arpeggio above it."""
    beat = 60.0 / 90 / 2  # eighth notes
    bass = [("E2", 4), ("E2", 4), ("D2", 4), ("D2", 4), ("C2", 4), ("C2", 4), ("B1", 4), ("D2", 4)]
    arp = []
    for chord in (["E4", "G4", "B4", "G4"], ["D4", "F#4", "A4", "F#4"], ["C4", "E4", "G4", "E4"], ["B3", "D4", "F#4", "A4"]):
        arp += [(n, 1) for n in chord] * 2
    length = sum(b for _, b in bass) * beat
    return sfx.mix(length, [(0, sfx.sequence(bass, beat, wave="saw", volume=0.12, gap=0.05)),
                            (0, sfx.sequence(arp, beat, wave="sine", volume=0.16, gap=0.3))])


SOUNDS = {
    "fire": lambda: sfx.tone(1760, 440, 0.09, wave="square", volume=0.22),
    "boom_big": lambda: sfx.noise(0.7, volume=0.7, decay=5, smooth=0.85, seed=11),
    "boom_small": lambda: sfx.noise(0.3, volume=0.5, decay=12, smooth=0.6, seed=12),
    "ship": lambda: sfx.mix(1.0, [(0, sfx.noise(1.0, volume=0.7, decay=3.5, smooth=0.9, seed=13)),
                                   (0, sfx.tone(330, 55, 0.9, wave="saw", volume=0.25))]),
    "thrust": lambda: sfx.noise(0.5, volume=0.3, attack=0.0, decay=0.0, smooth=0.92, seed=14),
    "wave": lambda: sfx.sequence([("B4", 1), ("E5", 1), ("B5", 2)], 0.09, wave="sine", volume=0.35),
    "gameover": lambda: sfx.sequence([("E4", 2), ("C4", 2), ("A3", 2), ("E3", 6)], 0.12, wave="saw", volume=0.25),
    "music": music,
}

if __name__ == "__main__":
    sfx.write_all(OUT, SOUNDS)

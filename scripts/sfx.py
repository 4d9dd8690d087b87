"""Sound synthesis for the sample games' asset generators (standard library only).

A sound is a list of floats in [-1, 1] at RATE samples per second, mono. The building blocks are
a tone (a frequency sweep with a waveform and an attack/decay envelope), noise (seeded, so the
output is reproducible) and mix() to lay sounds over one another at given times. write_wav()
writes 16-bit PCM WAV files with the wave module: the same bytes on every run.

    import sfx
    blip = sfx.tone(880, 1320, 0.08, wave="square", volume=0.5)
    sfx.write_wav("res/blip.wav", blip)
"""
import math
import os
import random
import struct
import wave

RATE = 22050


def _wave_value(kind, phase, rng):
    """One sample of waveform `kind` at `phase` (in cycles)."""
    p = phase % 1.0
    if kind == "sine":
        return math.sin(2 * math.pi * p)
    if kind == "square":
        return 1.0 if p < 0.5 else -1.0
    if kind == "triangle":
        return 4 * p - 1 if p < 0.5 else 3 - 4 * p
    if kind == "saw":
        return 2 * p - 1
    if kind == "noise":
        return rng.uniform(-1.0, 1.0)
    raise ValueError("unknown waveform " + kind)


def envelope(i, count, attack, release):
    """Linear attack over `attack` seconds, then a linear fade over the last `release` seconds."""
    a = int(attack * RATE)
    r = int(release * RATE)
    gain = 1.0
    if a > 0 and i < a:
        gain = i / a
    if r > 0 and i >= count - r:
        gain = min(gain, (count - i) / r)
    return gain


def tone(f0, f1, seconds, wave="sine", volume=0.5, attack=0.005, release=None, decay=0.0, seed=1):
    """A sweep from f0 to f1 Hz (exponential) over `seconds`. decay > 0 adds an exponential fade
    (per second); release defaults to the whole sound after the attack (a linear fade out)."""
    count = max(1, int(seconds * RATE))
    if release is None:
        release = seconds - attack
    rng = random.Random(seed)
    out = []
    phase = 0.0
    for i in range(count):
        t = i / count
        freq = f0 * (f1 / f0) ** t if f0 > 0 and f1 > 0 else f0 + (f1 - f0) * t
        phase += freq / RATE
        gain = volume * envelope(i, count, attack, release) * math.exp(-decay * i / RATE)
        out.append(gain * _wave_value(wave, phase, rng))
    return out


def noise(seconds, volume=0.5, attack=0.002, decay=8.0, smooth=0.0, seed=1):
    """Seeded white noise with an exponential decay; smooth in [0, 1) low-passes it (rumble)."""
    count = max(1, int(seconds * RATE))
    rng = random.Random(seed)
    out = []
    last = 0.0
    for i in range(count):
        value = rng.uniform(-1.0, 1.0)
        last = last * smooth + value * (1 - smooth)
        gain = volume * envelope(i, count, attack, 0.01) * math.exp(-decay * i / RATE)
        out.append(gain * last * (1.0 / max(0.2, 1 - smooth)))
    return out


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(length_seconds, parts):
    """parts: (start seconds, sound) pairs laid over silence of `length_seconds`; clipped to [-1, 1]."""
    out = [0.0] * int(length_seconds * RATE)
    for start, sound in parts:
        offset = int(start * RATE)
        for i, value in enumerate(sound):
            if 0 <= offset + i < len(out):
                out[offset + i] += value
    return [max(-1.0, min(1.0, v)) for v in out]


def concat(*sounds):
    out = []
    for sound in sounds:
        out.extend(sound)
    return out


def note(name):
    """The frequency of a note such as "A4", "C#3" or "Eb5" (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semitone = steps[name[0]]
    rest = name[1:]
    if rest[0] == "#":
        semitone += 1
        rest = rest[1:]
    elif rest[0] == "b":
        semitone -= 1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2 ** ((semitone + 12 * (octave - 4)) / 12.0)


def sequence(notes, beat, wave="square", volume=0.25, gap=0.1):
    """A melody: notes are (name or None for a rest, beats) pairs, each held for beats * beat
    seconds less a short gap so repeated notes are heard apart."""
    out = []
    for name, beats in notes:
        seconds = beats * beat
        if name is None:
            out.extend(silence(seconds))
            continue
        held = seconds * (1 - gap)
        f = note(name)
        out.extend(tone(f, f, held, wave=wave, volume=volume, attack=0.004, release=min(0.05, held / 2)))
        out.extend(silence(seconds - held))
    return out


def write_wav(path, samples, rate=RATE, halve=False):
    """16-bit mono PCM; reproducible byte for byte. halve=True writes half the rate (each pair of
    samples averaged), for long sounds such as music loops: half the bytes."""
    if halve:
        samples = [(samples[i] + samples[i + 1]) / 2 for i in range(0, len(samples) - 1, 2)]
        rate //= 2
    frames = bytearray()
    for value in samples:
        frames += struct.pack("<h", int(round(max(-1.0, min(1.0, value)) * 32767)))
    with wave.open(path, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(rate)
        f.writeframes(bytes(frames))


def write_all(folder, sounds, long_sounds=("music",)):
    """Writes every sound of `sounds` (name -> function making it) to folder/<name>.wav; the
    `long_sounds` at half the rate (write_wav's halve)."""
    os.makedirs(folder, exist_ok=True)
    for name, make in sounds.items():
        write_wav(os.path.join(folder, name + ".wav"), make(), halve=name in long_sounds)

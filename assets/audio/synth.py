#!/usr/bin/env python3
"""Synthesise every tavola sound effect from the parameter table below.

Nothing here is sampled or downloaded: each sound is built from decaying
sinusoids (modal synthesis of wood / plastic knocks), filtered noise bursts,
simple FM bells and a slow additive pad, then written as mono 44.1 kHz WAV to
a temporary directory and encoded to Ogg Vorbis next to this script.

Needs:
  * python3 (standard library only: math, random, wave, array, subprocess...)
  * sox with the Ogg Vorbis writer.  Debian/Ubuntu: `apt-get install sox
    libsox-fmt-base` (or `libsox-fmt-all`).  Check: `sox -h | grep vorbis`.

Usage:
  python3 assets/audio/synth.py                 # regenerate every .ogg
  python3 assets/audio/synth.py flip win        # only these
  python3 assets/audio/synth.py --wav /tmp/wav  # also keep the WAV files
Then run `python3 assets/audio/check.py` to verify the results.

Tuning: edit SOUNDS.  Times are seconds, frequencies Hz (or note names such as
"C5"), `tau` values are exponential decay time constants in seconds (the level
falls by 1/e, about -8.7 dB, every tau).  The random generator is seeded per
sound, so a run is reproducible.
"""

import array
import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import wave

# --------------------------------------------------------------------------
# Global settings
# --------------------------------------------------------------------------
SR = 44100                 # sample rate (Hz), mono
SEED = 20240611            # base seed; each sound uses f"{SEED}:{name}"
DEFAULT_PEAK_DB = -3.0     # every sound is peak-normalised to this (dBFS)
DEFAULT_QUALITY = 4        # Ogg Vorbis quality (sox -C), -1 .. 10
FADE_IN = 0.001            # raised-cosine fade-in (s), avoids clicks

# Mode-frequency ratios (partials relative to the fundamental).
WOOD = [1.0, 2.76, 5.40, 8.93]      # free wooden bar
PLASTIC = [1.0, 1.59, 2.14, 2.65]   # thin plastic disc (plate-like, inharmonic)
MARIMBA = [1.0, 3.93, 9.2]          # tuned marimba bar
SOFT = [1.0, 2.0, 3.0]              # soft harmonic tone

# --------------------------------------------------------------------------
# The sound table
# --------------------------------------------------------------------------
# Per sound:
#   about    what it is (also shown by check.py / README)
#   length   rendered length in seconds
#   range    (min, max) duration accepted by check.py
#   peak_db  target peak in dBFS (default DEFAULT_PEAK_DB)
#   quality  Vorbis quality (default DEFAULT_QUALITY)
#   lowpass  final gentle low-pass (Hz) to keep things soft (optional)
#   loop     crossfade length (s): renders a seamless loop, no fades (optional)
#   layers   list of layers, mixed together:
#
#   knock  at, f0, ratios, taus, amps, [attack], [gain], [glide=(ratio, tau)]
#          a sum of exponentially decaying sinusoids (one per mode); `glide`
#          starts the pitch at f*ratio and lets it settle with time constant tau
#   noise  at, filter ("lowpass" | "highpass" | "bandpass"), freq, [q],
#          [sweep=(f_start, f_end)], env, [gain], [grain=Hz]
#          env = ("hit", attack, tau) | ("swell", duration) | ("steady",)
#          grain adds random amplitude flutter (slides, rattles)
#   ticks  at, spread, count, f0=(lo, hi), ratios, taus, amps, [gain],
#          [fall], [click]: `count` small knocks spread (jittered) over
#          `spread` seconds, random pitch, each `fall` times the previous one;
#          `click` adds a tiny noise click to each
#   notes  notes=[(time, note, gain)], ratios, taus, amps, [attack], [gain]
#          pitched modal strikes (marimba / soft mallet)
#   bell   at, note, ratio, index, index_tau, tau, [attack], [gain]
#          two-operator FM bell (modulator = carrier * ratio)
#   pad    notes=[(note, gain)], detune_cents, lfo_cycles, [harmonic], [gain]
#          slow additive pad; frequencies are snapped so that every partial
#          and every LFO completes whole cycles over `length` (seamless loop)

SOUNDS = {
    "place": {
        "about": "a disc/piece set down on felt over wood: soft thock",
        "length": 0.30, "range": (0.15, 0.50), "lowpass": 5000,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 150, "ratios": [1.0, 1.95, 3.4],
             "taus": [0.055, 0.03, 0.015], "amps": [1.0, 0.45, 0.2], "attack": 0.002},
            {"kind": "knock", "at": 0.001, "f0": 820, "ratios": [1.0, 1.72, 2.6],
             "taus": [0.014, 0.008, 0.005], "amps": [0.35, 0.2, 0.1], "attack": 0.0008},
            {"kind": "noise", "at": 0.0, "filter": "lowpass", "freq": 1800,
             "env": ("hit", 0.001, 0.008), "gain": 0.5},
        ],
    },
    "flip": {
        "about": "one disc flipping: light plastic click-tick (the game varies pitch)",
        "length": 0.085, "range": (0.06, 0.12), "lowpass": 7000,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 1750, "ratios": PLASTIC,
             "taus": [0.012, 0.008, 0.006, 0.005], "amps": [1.0, 0.55, 0.35, 0.25],
             "attack": 0.0004},
            {"kind": "noise", "at": 0.0, "filter": "bandpass", "freq": 3200, "q": 1.2,
             "env": ("hit", 0.0003, 0.003), "gain": 0.6},
            {"kind": "knock", "at": 0.036, "f0": 2300, "ratios": PLASTIC,
             "taus": [0.008, 0.005, 0.004, 0.003], "amps": [0.45, 0.25, 0.15, 0.1],
             "attack": 0.0004},
            {"kind": "knock", "at": 0.036, "f0": 380, "ratios": [1.0, 2.3],
             "taus": [0.012, 0.006], "amps": [0.35, 0.12], "attack": 0.001},
        ],
    },
    "step": {
        "about": "a Gounki stack sliding/hopping one square: short soft wooden tap",
        "length": 0.22, "range": (0.12, 0.35), "lowpass": 6000,
        "layers": [
            {"kind": "noise", "at": 0.0, "filter": "bandpass", "freq": 900, "q": 0.8,
             "env": ("swell", 0.06), "gain": 0.15, "grain": 60},
            {"kind": "knock", "at": 0.05, "f0": 430, "ratios": WOOD,
             "taus": [0.035, 0.014, 0.006, 0.004], "amps": [1.0, 0.35, 0.15, 0.06]},
            {"kind": "knock", "at": 0.05, "f0": 170, "ratios": [1.0],
             "taus": [0.03], "amps": [0.4], "attack": 0.002},
            {"kind": "noise", "at": 0.05, "filter": "lowpass", "freq": 2500,
             "env": ("hit", 0.0005, 0.005), "gain": 0.4},
        ],
    },
    "stack": {
        "about": "a piece landing on top of another: two-part clack, a bit heavier",
        "length": 0.35, "range": (0.20, 0.50), "lowpass": 6000,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 520, "ratios": WOOD,
             "taus": [0.03, 0.012, 0.006, 0.004], "amps": [0.6, 0.28, 0.12, 0.05]},
            {"kind": "noise", "at": 0.0, "filter": "lowpass", "freq": 3000,
             "env": ("hit", 0.0005, 0.004), "gain": 0.3},
            {"kind": "knock", "at": 0.045, "f0": 465, "ratios": WOOD,
             "taus": [0.04, 0.016, 0.007, 0.004], "amps": [1.0, 0.4, 0.16, 0.06]},
            {"kind": "knock", "at": 0.045, "f0": 140, "ratios": [1.0, 2.1],
             "taus": [0.06, 0.025], "amps": [0.75, 0.2], "attack": 0.002},
            {"kind": "noise", "at": 0.045, "filter": "lowpass", "freq": 2200,
             "env": ("hit", 0.0008, 0.007), "gain": 0.5},
        ],
    },
    "rebound": {
        "about": "a hollow wooden knock on the board's side wall",
        "length": 0.50, "range": (0.30, 0.70), "lowpass": 5000,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 120, "ratios": [1.0, 2.04, 3.1],
             "taus": [0.12, 0.08, 0.03], "amps": [1.0, 0.45, 0.12], "attack": 0.002},
            {"kind": "knock", "at": 0.0, "f0": 610, "ratios": WOOD,
             "taus": [0.05, 0.02, 0.01, 0.006], "amps": [0.6, 0.25, 0.12, 0.05]},
            {"kind": "noise", "at": 0.0, "filter": "bandpass", "freq": 245, "q": 4,
             "env": ("hit", 0.002, 0.08), "gain": 1.2},
            {"kind": "noise", "at": 0.0, "filter": "lowpass", "freq": 2200,
             "env": ("hit", 0.0005, 0.01), "gain": 0.45},
        ],
    },
    "drop": {
        "about": "a deployment drop: lighter tap than stack",
        "length": 0.20, "range": (0.10, 0.30), "lowpass": 6500,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 600, "ratios": WOOD,
             "taus": [0.025, 0.01, 0.005, 0.003], "amps": [1.0, 0.3, 0.12, 0.05]},
            {"kind": "knock", "at": 0.0, "f0": 200, "ratios": [1.0],
             "taus": [0.025], "amps": [0.35], "attack": 0.0015},
            {"kind": "noise", "at": 0.0, "filter": "lowpass", "freq": 2800,
             "env": ("hit", 0.0005, 0.005), "gain": 0.35},
        ],
    },
    "capture": {
        "about": "a piece knocked off the board into a tray: knock + short slide/rattle",
        "length": 0.60, "range": (0.35, 0.80), "lowpass": 6000,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 380, "ratios": WOOD,
             "taus": [0.045, 0.018, 0.008, 0.005], "amps": [1.0, 0.4, 0.18, 0.07]},
            {"kind": "knock", "at": 0.0, "f0": 130, "ratios": [1.0],
             "taus": [0.06], "amps": [0.6], "attack": 0.002},
            {"kind": "noise", "at": 0.0, "filter": "lowpass", "freq": 2500,
             "env": ("hit", 0.0005, 0.006), "gain": 0.45},
            {"kind": "noise", "at": 0.06, "filter": "bandpass", "sweep": (1800, 900),
             "q": 1.0, "env": ("swell", 0.24), "gain": 0.25, "grain": 35},
            {"kind": "ticks", "at": 0.16, "spread": 0.30, "count": 6, "f0": (900, 1500),
             "ratios": WOOD, "taus": [0.012, 0.005, 0.003, 0.002],
             "amps": [1.0, 0.3, 0.12, 0.05], "gain": 0.4, "fall": 0.8, "click": 0.25},
        ],
    },
    "hop": {
        "about": "a checkers piece jumping: light lift + tap",
        "length": 0.22, "range": (0.10, 0.30), "lowpass": 6500,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 760, "ratios": WOOD,
             "taus": [0.012, 0.006, 0.003, 0.002], "amps": [0.22, 0.08, 0.03, 0.01]},
            {"kind": "knock", "at": 0.07, "f0": 720, "ratios": WOOD,
             "taus": [0.02, 0.008, 0.004, 0.003], "amps": [1.0, 0.28, 0.1, 0.04]},
            {"kind": "knock", "at": 0.07, "f0": 240, "ratios": [1.0],
             "taus": [0.02], "amps": [0.3], "attack": 0.0015},
            {"kind": "noise", "at": 0.07, "filter": "lowpass", "freq": 3000,
             "env": ("hit", 0.0005, 0.004), "gain": 0.3},
        ],
    },
    "remove": {
        "about": "captured checkers pieces removed: soft swoosh + clack",
        "length": 0.45, "range": (0.30, 0.60), "lowpass": 6000,
        "layers": [
            {"kind": "noise", "at": 0.0, "filter": "bandpass", "sweep": (500, 1600),
             "q": 0.9, "env": ("swell", 0.22), "gain": 0.5},
            {"kind": "knock", "at": 0.20, "f0": 560, "ratios": WOOD,
             "taus": [0.03, 0.012, 0.006, 0.004], "amps": [0.8, 0.3, 0.12, 0.05]},
            {"kind": "knock", "at": 0.235, "f0": 500, "ratios": WOOD,
             "taus": [0.035, 0.014, 0.006, 0.004], "amps": [1.0, 0.35, 0.14, 0.05]},
            {"kind": "knock", "at": 0.235, "f0": 160, "ratios": [1.0],
             "taus": [0.04], "amps": [0.45], "attack": 0.002},
            {"kind": "noise", "at": 0.20, "filter": "lowpass", "freq": 2600,
             "env": ("hit", 0.0005, 0.005), "gain": 0.3},
        ],
    },
    "promote": {
        "about": "crowning: a piece placed on top + a small bright chime",
        "length": 0.90, "range": (0.50, 1.20), "lowpass": 8000,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 500, "ratios": WOOD,
             "taus": [0.035, 0.014, 0.006, 0.004], "amps": [1.0, 0.35, 0.14, 0.05]},
            {"kind": "knock", "at": 0.0, "f0": 150, "ratios": [1.0],
             "taus": [0.05], "amps": [0.55], "attack": 0.002},
            {"kind": "noise", "at": 0.0, "filter": "lowpass", "freq": 2500,
             "env": ("hit", 0.0006, 0.006), "gain": 0.4},
            {"kind": "bell", "at": 0.07, "note": "C6", "ratio": 2.0, "index": 1.2,
             "index_tau": 0.08, "tau": 0.30, "attack": 0.003, "gain": 0.35},
            {"kind": "bell", "at": 0.15, "note": "G6", "ratio": 2.0, "index": 0.9,
             "index_tau": 0.06, "tau": 0.28, "attack": 0.003, "gain": 0.28},
        ],
    },
    "illegal": {
        "about": "illegal click: low, soft, short 'nope' thud",
        "length": 0.30, "range": (0.15, 0.45), "lowpass": 2500, "peak_db": -6.0,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 175, "ratios": [1.0, 2.02, 3.1],
             "taus": [0.05, 0.025, 0.012], "amps": [1.0, 0.35, 0.12],
             "attack": 0.003, "glide": (1.2, 0.02)},
            {"kind": "knock", "at": 0.10, "f0": 140, "ratios": [1.0, 2.02, 3.1],
             "taus": [0.06, 0.03, 0.012], "amps": [0.85, 0.3, 0.1],
             "attack": 0.003, "glide": (1.2, 0.02)},
            {"kind": "noise", "at": 0.0, "filter": "lowpass", "freq": 600,
             "env": ("hit", 0.001, 0.01), "gain": 0.4},
        ],
    },
    "pass": {
        "about": "a player passes: two soft descending tones",
        "length": 0.75, "range": (0.40, 1.00), "lowpass": 5000, "peak_db": -5.0,
        "layers": [
            {"kind": "notes", "notes": [(0.0, "E5", 1.0), (0.16, "C5", 0.9)],
             "ratios": SOFT, "taus": [0.22, 0.09, 0.05], "amps": [1.0, 0.12, 0.04],
             "attack": 0.008},
        ],
    },
    "win": {
        "about": "a short pleasant fanfare: major marimba arpeggio + bell",
        "length": 1.60, "range": (1.20, 2.00), "lowpass": 8000,
        "layers": [
            {"kind": "notes",
             "notes": [(0.00, "C5", 0.8), (0.10, "E5", 0.8), (0.20, "G5", 0.85),
                       (0.30, "C6", 0.9),
                       (0.48, "C5", 0.45), (0.485, "E5", 0.45), (0.49, "G5", 0.45),
                       (0.495, "C6", 0.6)],
             "ratios": MARIMBA, "taus": [0.45, 0.12, 0.04], "amps": [1.0, 0.25, 0.06],
             "attack": 0.002},
            {"kind": "notes", "notes": [(0.48, "C4", 0.5)],
             "ratios": SOFT, "taus": [0.5, 0.2, 0.1], "amps": [1.0, 0.2, 0.05],
             "attack": 0.01},
            {"kind": "bell", "at": 0.50, "note": "E6", "ratio": 2.0, "index": 0.8,
             "index_tau": 0.1, "tau": 0.45, "attack": 0.004, "gain": 0.18},
        ],
    },
    "draw": {
        "about": "a neutral resolution: two calm chords (sus4 -> open fifth)",
        "length": 1.10, "range": (0.80, 1.40), "lowpass": 5000, "peak_db": -4.5,
        "layers": [
            {"kind": "notes",
             "notes": [(0.00, "D4", 0.5), (0.012, "G4", 0.45), (0.024, "A4", 0.45),
                       (0.35, "D4", 0.5), (0.362, "A4", 0.45), (0.374, "D5", 0.45)],
             "ratios": SOFT, "taus": [0.40, 0.15, 0.07], "amps": [1.0, 0.15, 0.05],
             "attack": 0.015},
        ],
    },
    "clock": {
        "about": "a clock down to ten seconds: two quick bright ticks and a soft bell",
        "length": 0.60, "range": (0.40, 0.80), "lowpass": 7000, "peak_db": -5.0,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 1800, "ratios": [1.0, 1.6],
             "taus": [0.006, 0.003], "amps": [1.0, 0.4], "attack": 0.0003},
            {"kind": "knock", "at": 0.12, "f0": 1500, "ratios": [1.0, 1.6],
             "taus": [0.006, 0.003], "amps": [0.9, 0.35], "attack": 0.0003},
            {"kind": "notes", "notes": [(0.24, "A5", 0.7)],
             "ratios": SOFT, "taus": [0.16, 0.06, 0.03], "amps": [1.0, 0.15, 0.04],
             "attack": 0.004},
        ],
    },
    "click": {
        "about": "UI button click: tiny",
        "length": 0.05, "range": (0.02, 0.10), "lowpass": 8000,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 2200, "ratios": [1.0, 1.6],
             "taus": [0.004, 0.003], "amps": [1.0, 0.4], "attack": 0.0003},
            {"kind": "knock", "at": 0.0, "f0": 900, "ratios": [1.0],
             "taus": [0.005], "amps": [0.35], "attack": 0.0005},
            {"kind": "noise", "at": 0.0, "filter": "bandpass", "freq": 4000, "q": 1.0,
             "env": ("hit", 0.0002, 0.0015), "gain": 0.3},
        ],
    },
    "summary": {
        "about": "everything at once ('instant' animations): quick soft multi-click cluster",
        "length": 0.30, "range": (0.15, 0.45), "lowpass": 7000,
        "layers": [
            {"kind": "knock", "at": 0.0, "f0": 160, "ratios": [1.0, 1.95],
             "taus": [0.045, 0.02], "amps": [0.7, 0.25], "attack": 0.002},
            {"kind": "noise", "at": 0.0, "filter": "lowpass", "freq": 1800,
             "env": ("hit", 0.001, 0.006), "gain": 0.35},
            {"kind": "ticks", "at": 0.01, "spread": 0.16, "count": 7, "f0": (1500, 2600),
             "ratios": PLASTIC, "taus": [0.01, 0.006, 0.004, 0.003],
             "amps": [1.0, 0.5, 0.3, 0.2], "gain": 0.5, "fall": 0.88, "click": 0.3},
        ],
    },
    "ambience": {
        "about": "optional soft ambience loop: gentle low pad with slow movement",
        "length": 10.0, "range": (8.0, 12.0), "loop": 1.5, "lowpass": 2500,
        "peak_db": -6.0, "quality": 0,
        "layers": [
            {"kind": "pad",
             "notes": [("A2", 0.9), ("E3", 0.6), ("B3", 0.35), ("C#4", 0.35), ("E4", 0.25)],
             "detune_cents": 4.0, "lfo_cycles": [1, 2, 3, 2, 1], "harmonic": 0.15,
             "gain": 0.3},
            {"kind": "noise", "at": 0.0, "filter": "lowpass", "freq": 350,
             "env": ("steady",), "gain": 0.12},
        ],
    },
}

# --------------------------------------------------------------------------
# Synthesis (no need to touch below to tune the sounds)
# --------------------------------------------------------------------------

TAU = 2.0 * math.pi
NOTE_INDEX = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}


def note_freq(note):
    """'A4' -> 440.0, 'C#5', 'Bb3'; numbers pass through."""
    if isinstance(note, (int, float)):
        return float(note)
    name, rest = note[0].upper(), note[1:]
    semis = NOTE_INDEX[name]
    while rest and rest[0] in "#b":
        semis += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    midi = 12 * (int(rest) + 1) + semis
    return 440.0 * 2.0 ** ((midi - 69) / 12.0)


def biquad_coeffs(kind, freq, q):
    freq = min(max(freq, 10.0), SR * 0.45)
    w = TAU * freq / SR
    cw, sw = math.cos(w), math.sin(w)
    alpha = sw / (2.0 * q)
    if kind == "lowpass":
        b0, b1, b2 = (1 - cw) / 2, 1 - cw, (1 - cw) / 2
    elif kind == "highpass":
        b0, b1, b2 = (1 + cw) / 2, -(1 + cw), (1 + cw) / 2
    elif kind == "bandpass":  # constant 0 dB peak gain
        b0, b1, b2 = alpha, 0.0, -alpha
    else:
        raise ValueError(f"unknown filter {kind!r}")
    a0, a1, a2 = 1 + alpha, -2 * cw, 1 - alpha
    return b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0


def biquad(x, kind, freq, q=0.7071, freq_end=None):
    """RBJ biquad; if freq_end is given the cut-off sweeps exponentially."""
    n = len(x)
    y = [0.0] * n
    x1 = x2 = y1 = y2 = 0.0
    b0, b1, b2, a1, a2 = biquad_coeffs(kind, freq, q)
    for i in range(n):
        if freq_end is not None and i % 16 == 0:
            f = freq * (freq_end / freq) ** (i / max(1, n - 1))
            b0, b1, b2, a1, a2 = biquad_coeffs(kind, f, q)
        xi = x[i]
        yi = b0 * xi + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, xi, y1, yi
        y[i] = yi
    return y


def dc_block(x, cutoff=20.0):
    r = math.exp(-TAU * cutoff / SR)
    y = [0.0] * len(x)
    xp = yp = 0.0
    for i, xi in enumerate(x):
        yp = xi - xp + r * yp
        xp = xi
        y[i] = yp
    return y


def mix_into(buf, start, sig):
    end = min(len(buf), start + len(sig))
    for i in range(start, end):
        buf[i] += sig[i - start]


def knock(buf, start, f0, ratios, taus, amps, attack=0.001, gain=1.0, glide=None):
    """Sum of exponentially decaying sinusoids starting at sample `start`."""
    for ratio, tau, amp in zip(ratios, taus, amps):
        f = f0 * ratio
        if f >= SR * 0.45 or amp == 0:
            continue
        m = min(len(buf) - start, int(tau * 9.0 * SR) + 1)  # down ~ -78 dB
        decay = math.exp(-1.0 / (tau * SR))
        na = max(1, int(attack * SR))
        env = amp * gain
        phase = 0.0
        step = TAU * f / SR
        g_ratio, g_decay = (glide[0] - 1.0, math.exp(-1.0 / (glide[1] * SR))) if glide else (0.0, 0.0)
        sin = math.sin
        for i in range(m):
            if glide:
                phase += step * (1.0 + g_ratio)
                g_ratio *= g_decay
            else:
                phase += step
            a = env if i >= na else env * (0.5 - 0.5 * math.cos(math.pi * i / na))
            buf[start + i] += a * sin(phase)
            env *= decay


def layer_knock(buf, L, rng, ctx):
    knock(buf, int(L.get("at", 0.0) * SR), L["f0"], L["ratios"], L["taus"], L["amps"],
          L.get("attack", 0.001), L.get("gain", 1.0), L.get("glide"))


def grain_env(n, rate, rng):
    """Random, smoothly interpolated amplitude flutter between 0.3 and 1."""
    step = max(1, int(SR / rate))
    points = [rng.uniform(0.3, 1.0) for _ in range(n // step + 2)]
    out = [0.0] * n
    for i in range(n):
        k, frac = divmod(i, step)
        frac /= step
        w = 0.5 - 0.5 * math.cos(math.pi * frac)
        out[i] = points[k] * (1 - w) + points[k + 1] * w
    return out


def layer_noise(buf, L, rng, ctx):
    start = int(L.get("at", 0.0) * SR)
    env_spec = L["env"]
    if env_spec[0] == "hit":
        attack, tau = env_spec[1], env_spec[2]
        n = int((attack + tau * 9.0) * SR) + 1
    elif env_spec[0] == "swell":
        n = int(env_spec[1] * SR)
    elif env_spec[0] == "steady":
        n = len(buf) - start
    else:
        raise ValueError(f"unknown envelope {env_spec!r}")
    n = min(n, len(buf) - start)
    sig = [rng.uniform(-1.0, 1.0) for _ in range(n)]
    if env_spec[0] == "hit":
        na = max(1, int(attack * SR))
        decay = math.exp(-1.0 / (tau * SR))
        env = 1.0
        for i in range(n):
            a = 1.0 if i >= na else 0.5 - 0.5 * math.cos(math.pi * i / na)
            sig[i] *= a * env
            if i >= na:
                env *= decay
    elif env_spec[0] == "swell":
        for i in range(n):
            sig[i] *= math.sin(math.pi * i / n) ** 2
    if L.get("grain"):
        g = grain_env(n, L["grain"], rng)
        sig = [s * e for s, e in zip(sig, g)]
    sweep = L.get("sweep")
    f_start = sweep[0] if sweep else L["freq"]
    f_end = sweep[1] if sweep else None
    sig = biquad(sig, L["filter"], f_start, L.get("q", 0.7071), f_end)
    gain = L.get("gain", 1.0)
    mix_into(buf, start, [s * gain for s in sig])


def layer_ticks(buf, L, rng, ctx):
    start = L.get("at", 0.0)
    lo, hi = L["f0"]
    count = L["count"]  # jittered grid: spread out, never bunched up
    times = [L["spread"] * (k + rng.uniform(0.15, 0.85)) / count for k in range(count)]
    amp = L.get("gain", 1.0)
    for t in times:
        f0 = math.exp(rng.uniform(math.log(lo), math.log(hi)))
        a = amp * rng.uniform(0.7, 1.0)
        s = int((start + t) * SR)
        knock(buf, s, f0, L["ratios"], L["taus"], L["amps"], 0.0004, a)
        if L.get("click"):
            layer_noise(buf, {"at": start + t, "filter": "bandpass", "freq": f0 * 2.0,
                              "q": 1.5, "env": ("hit", 0.0002, 0.0015),
                              "gain": L["click"] * a}, rng, ctx)
        amp *= L.get("fall", 1.0)


def layer_notes(buf, L, rng, ctx):
    gain = L.get("gain", 1.0)
    for t, note, g in L["notes"]:
        knock(buf, int(t * SR), note_freq(note), L["ratios"], L["taus"], L["amps"],
              L.get("attack", 0.002), g * gain)


def layer_bell(buf, L, rng, ctx):
    start = int(L.get("at", 0.0) * SR)
    fc = note_freq(L["note"])
    fm = fc * L["ratio"]
    tau, itau = L["tau"], L["index_tau"]
    n = min(len(buf) - start, int(tau * 9.0 * SR) + 1)
    na = max(1, int(L.get("attack", 0.002) * SR))
    gain, index = L.get("gain", 1.0), L["index"]
    for i in range(n):
        t = i / SR
        a = gain * math.exp(-t / tau)
        if i < na:
            a *= 0.5 - 0.5 * math.cos(math.pi * i / na)
        idx = index * math.exp(-t / itau)
        buf[start + i] += a * math.sin(TAU * fc * t + idx * math.sin(TAU * fm * t))


def layer_pad(buf, L, rng, ctx):
    period = ctx["length"]  # every frequency is a whole number of cycles per period
    n = len(buf)
    gain = L.get("gain", 1.0)
    det = L.get("detune_cents", 0.0)
    harm = L.get("harmonic", 0.0)
    cycles = L.get("lfo_cycles", [1])
    for j, (note, g) in enumerate(L["notes"]):
        f = note_freq(note)
        # two detuned voices, snapped to whole cycles per period
        voices = [round(f * 2.0 ** (c / 1200.0) * period) / period for c in (-det, det)]
        ph = [rng.uniform(0, TAU) for _ in range(4)]
        lfo_f = cycles[j % len(cycles)] / period
        lfo_ph = rng.uniform(0, TAU)
        sin = math.sin
        w0, w1 = TAU * voices[0] / SR, TAU * voices[1] / SR
        wl = TAU * lfo_f / SR
        a0 = g * gain * 0.5
        for i in range(n):
            lfo = 0.55 + 0.45 * sin(wl * i + lfo_ph)
            s = sin(w0 * i + ph[0]) + sin(w1 * i + ph[1]) + harm * sin(2.0 * w0 * i + ph[2])
            buf[i] += a0 * lfo * s


LAYERS = {"knock": layer_knock, "noise": layer_noise, "ticks": layer_ticks,
          "notes": layer_notes, "bell": layer_bell, "pad": layer_pad}


def render(name, spec):
    rng = random.Random(f"{SEED}:{name}")
    length = spec["length"]
    n = int(round(length * SR))
    loop = spec.get("loop")
    nx = int(round(loop * SR)) if loop else 0
    buf = [0.0] * (n + nx)
    ctx = {"length": length}
    for layer in spec["layers"]:
        LAYERS[layer["kind"]](buf, layer, rng, ctx)
    if spec.get("lowpass"):
        buf = biquad(buf, "lowpass", spec["lowpass"])
    buf = dc_block(buf)
    if loop:
        # Equal-power crossfade of the overhang [n, n+nx) into the head, so the
        # last sample flows into the first; periodic parts line up exactly.
        out = buf[:n]
        for i in range(nx):
            w = i / nx
            out[i] = buf[i] * math.sin(0.5 * math.pi * w) + buf[n + i] * math.cos(0.5 * math.pi * w)
        buf = out
    else:
        nin = max(1, int(FADE_IN * SR))
        nout = max(1, int(max(0.006, min(0.25, length * 0.15)) * SR))
        for i in range(nin):
            buf[i] *= 0.5 - 0.5 * math.cos(math.pi * i / nin)
        for i in range(nout):
            buf[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / nout)
    peak = max(abs(v) for v in buf)
    if peak <= 0:
        raise RuntimeError(f"{name}: rendered silence")
    scale = 10.0 ** (spec.get("peak_db", DEFAULT_PEAK_DB) / 20.0) / peak
    return [v * scale for v in buf]


def write_wav(path, samples):
    pcm = array.array("h", (max(-32767, min(32767, int(round(v * 32767.0)))) for v in samples))
    if sys.byteorder == "big":
        pcm.byteswap()
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(pcm.tobytes())


def require_sox():
    if not shutil.which("sox"):
        sys.exit("synth.py: sox not found (apt-get install sox libsox-fmt-base)")
    helptext = subprocess.run(["sox", "-h"], capture_output=True, text=True).stdout
    if "vorbis" not in helptext:
        sys.exit("synth.py: this sox cannot write Ogg Vorbis (apt-get install libsox-fmt-all)")


def encode(wav, ogg, quality):
    cmd = ["sox", "-R", "-D", wav, "-C", str(quality),
           "--comment", "DESCRIPTION=tavola sound effect, synthesised by assets/audio/synth.py", ogg]
    subprocess.run(cmd, check=True)


def main(argv):
    keep_wav = None
    if "--wav" in argv:
        k = argv.index("--wav")
        keep_wav = argv[k + 1]
        argv = argv[:k] + argv[k + 2:]
        os.makedirs(keep_wav, exist_ok=True)
    names = argv or list(SOUNDS)
    unknown = [n for n in names if n not in SOUNDS]
    if unknown:
        sys.exit(f"synth.py: unknown sound(s): {', '.join(unknown)}; known: {', '.join(SOUNDS)}")
    require_sox()
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.TemporaryDirectory(prefix="tavola-audio-") as tmp:
        for name in names:
            spec = SOUNDS[name]
            samples = render(name, spec)
            wav = os.path.join(keep_wav or tmp, f"{name}.wav")
            write_wav(wav, samples)
            ogg = os.path.join(here, f"{name}.ogg")
            encode(wav, ogg, spec.get("quality", DEFAULT_QUALITY))
            print(f"{name:10s} {len(samples) / SR:6.3f} s  {os.path.getsize(ogg) / 1024:6.1f} KiB")


if __name__ == "__main__":
    main(sys.argv[1:])

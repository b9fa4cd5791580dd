#!/usr/bin/env python3
"""Verify the synthesised sound effects (python3 standard library + sox).

For every sound in synth.py's SOUNDS table, decodes assets/audio/<name>.ogg
with `sox <file> -t wav -` and checks that:
  * the file exists and decodes (mono, 44.1 kHz);
  * its duration lies within the table's `range`;
  * its peak lies between -12 and -0.5 dBFS and sox reported no clipping;
  * it is not silent (RMS above -45 dBFS);
  * loops (`loop` in the table) wrap around without a jump.
Also checks the total size of the .ogg files.  Exits 1 listing every failure.

Usage: python3 assets/audio/check.py
"""

import importlib.util
import math
import os
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PEAK_MIN_DB, PEAK_MAX_DB = -12.0, -0.5
SILENCE_RMS_DB = -45.0
MAX_TOTAL_BYTES = 400 * 1024
EXPECTED_RATE = 44100


def load_table():
    spec = importlib.util.spec_from_file_location("tavola_synth", os.path.join(HERE, "synth.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.SOUNDS


def parse_wav(data):
    """Minimal RIFF/WAVE parser tolerant of the unknown sizes sox writes to a pipe."""
    if data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        raise ValueError("not a WAV stream")
    pos, fmt = 12, None
    while pos + 8 <= len(data):
        cid, size = data[pos:pos + 4], struct.unpack("<I", data[pos + 4:pos + 8])[0]
        body = pos + 8
        if cid == b"fmt ":
            tag, channels, rate, _, _, bits = struct.unpack("<HHIIHH", data[body:body + 16])
            fmt = (tag, channels, rate, bits)
        elif cid == b"data":
            if fmt is None:
                raise ValueError("data before fmt chunk")
            end = len(data) if size in (0, 0xFFFFFFFF) or body + size > len(data) else body + size
            raw = data[body:end]
            raw = raw[:len(raw) - len(raw) % 2]
            count = len(raw) // 2
            samples = struct.unpack(f"<{count}h", raw)
            return fmt, samples
        pos = body + size + (size & 1)
    raise ValueError("no data chunk")


def db(x):
    return 20.0 * math.log10(x) if x > 0 else float("-inf")


def check_one(name, spec, path):
    problems = []
    proc = subprocess.run(["sox", path, "-t", "wav", "-b", "16", "-e", "signed-integer", "-"],
                          capture_output=True)
    if proc.returncode != 0:
        return None, [f"{name}: sox could not decode {path}: {proc.stderr.decode(errors='replace').strip()}"]
    stderr = proc.stderr.decode(errors="replace")
    if "clip" in stderr.lower():
        problems.append(f"{name}: sox reports clipping while decoding: {stderr.strip()}")
    try:
        (tag, channels, rate, bits), samples = parse_wav(proc.stdout)
    except ValueError as e:
        return None, [f"{name}: cannot parse decoded WAV: {e}"]
    if channels != 1 or rate != EXPECTED_RATE or bits != 16:
        problems.append(f"{name}: expected mono {EXPECTED_RATE} Hz, got {channels} ch {rate} Hz {bits} bit")
    rate = rate or EXPECTED_RATE
    n = len(samples) // max(1, channels)
    dur = n / rate
    lo, hi = spec["range"]
    if not lo <= dur <= hi:
        problems.append(f"{name}: duration {dur:.3f} s outside expected {lo:.3f}..{hi:.3f} s")
    if not samples:
        return (dur, float("-inf"), float("-inf")), problems + [f"{name}: no audio samples"]
    peak_raw = max(abs(s) for s in samples)
    peak = db(peak_raw / 32768.0)
    rms = db(math.sqrt(sum(s * s for s in samples) / len(samples)) / 32768.0)
    if peak_raw >= 32767:
        problems.append(f"{name}: clipped (samples at full scale)")
    if not PEAK_MIN_DB <= peak <= PEAK_MAX_DB:
        problems.append(f"{name}: peak {peak:.2f} dBFS outside {PEAK_MIN_DB}..{PEAK_MAX_DB} dBFS")
    if rms < SILENCE_RMS_DB:
        problems.append(f"{name}: nearly silent (RMS {rms:.1f} dBFS < {SILENCE_RMS_DB} dBFS)")
    if spec.get("loop") and channels == 1 and len(samples) > 2:
        diffs = [abs(samples[i] - samples[i - 1]) for i in range(1, len(samples))]
        typical = max(diffs) if diffs else 0
        jump = abs(samples[0] - samples[-1])
        if jump > max(64, typical * 1.5):
            problems.append(f"{name}: loop seam jumps by {jump} (largest in-file step {typical})")
    return (dur, peak, rms), problems


def main():
    table = load_table()
    failures, total = [], 0
    print(f"{'sound':10s} {'dur s':>7s} {'peak dB':>8s} {'rms dB':>7s} {'KiB':>6s}")
    for name, spec in table.items():
        path = os.path.join(HERE, f"{name}.ogg")
        if not os.path.isfile(path):
            failures.append(f"{name}: missing {path} (run python3 assets/audio/synth.py)")
            continue
        size = os.path.getsize(path)
        total += size
        stats, problems = check_one(name, spec, path)
        failures += problems
        if stats:
            dur, peak, rms = stats
            flag = "  FAIL" if problems else ""
            print(f"{name:10s} {dur:7.3f} {peak:8.2f} {rms:7.1f} {size / 1024:6.1f}{flag}")
    print(f"{'total':10s} {'':7s} {'':8s} {'':7s} {total / 1024:6.1f}")
    if total > MAX_TOTAL_BYTES:
        failures.append(f"total size {total / 1024:.1f} KiB exceeds {MAX_TOTAL_BYTES / 1024:.0f} KiB")
    extra = sorted(f for f in os.listdir(HERE) if f.endswith(".ogg") and f[:-4] not in table)
    if extra:
        failures.append(f"unexpected .ogg files not in synth.py's table: {', '.join(extra)}")
    if failures:
        print("\nFAILED:", file=sys.stderr)
        for f in failures:
            print(f"  - {f}", file=sys.stderr)
        sys.exit(1)
    print("all sounds OK")


if __name__ == "__main__":
    main()

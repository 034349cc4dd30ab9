#!/usr/bin/env python3
"""gridperf's time change points beside Apache Otava's E-Divisive, on the simulated histories of
Tests/GridPerfReportsTests/ChangePointSimulationTests.swift (the same generator and seeds, so the
same numbers): one run per commit, time = 100 µs × e^(σ ε), 5% of runs doubled (spikes).

    python3 -m venv /tmp/otava && /tmp/otava/bin/pip install apache-otava
    GRIDPERF=.build/release/gridperf /tmp/otava/bin/python Scripts/changepoints-vs-otava.py

Otava is a development tool here, not a dependency. Prints a Markdown table (docs/PERFORMANCE.md,
"Time change points").
"""
import json
import math
import os
import subprocess
import sys

from otava.analysis import compute_change_points

MASK = 2**64 - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def unit(self):
        return (self.next() >> 11) * 2.0**-53

    def normal(self):
        u1 = max(self.unit(), 1e-300)
        u2 = self.unit()
        return math.sqrt(-2 * math.log(u1)) * math.cos(2 * math.pi * u2)


def history(rng, commits, sigma, step=None, spikes=0.05):
    out = []
    for c in range(commits):
        t = 100_000 * math.exp(sigma * rng.normal())
        if step and c >= step[0]:
            t *= step[1]
        if rng.unit() < spikes:
            t *= 2
        out.append(t)
    return out


def gridperf(histories):
    exe = os.environ.get("GRIDPERF", ".build/release/gridperf")
    done = subprocess.run([exe, "_change-points"], input=json.dumps({"histories": histories}),
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)["changes"]


def otava(histories, min_magnitude):
    out = []
    for h in histories:
        points, _ = compute_change_points(h, window_len=50, max_pvalue=0.001, min_magnitude=min_magnitude)
        out.append(sorted(p.index for p in points))
    return out


def main():
    rng = SplitMix64(34)
    steps = [history(rng, 30, 0.03, step=(20, 1.15)) for _ in range(200)]
    noise = {}
    for sigma in (0.03, 0.122):
        rng = SplitMix64(1000)
        noise[sigma] = [history(rng, 50, sigma) for _ in range(1000)]
    detectors = [
        ("gridperf (robust PELT, run as unit)", gridperf),
        ("Otava E-Divisive (p 0.001, no minimum)", lambda hs: otava(hs, 0.0)),
        ("Otava E-Divisive (p 0.001, min 5%)", lambda hs: otava(hs, 0.05)),
    ]
    print("| detector | +15% step at 20 (200 histories, σ 3%): exactly at 20 | within ±1 | missed | misplaced or extra |"
          " pure noise σ 3%: histories with a change (of 1000) | pure noise σ 12.2% |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, detect in detectors:
        found = detect(steps)
        exact = sum(1 for f in found if f == [20])
        near = sum(1 for f in found if len(f) == 1 and abs(f[0] - 20) <= 1)
        missed = sum(1 for f in found if not f)
        wrong = len(found) - near - missed
        false = [sum(1 for f in detect(noise[s]) if f) for s in (0.03, 0.122)]
        print(f"| {name} | {exact} | {near} | {missed} | {wrong} | {false[0]} ({false[0] / 10:.1f}%) | {false[1]} ({false[1] / 10:.1f}%) |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

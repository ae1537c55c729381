#!/usr/bin/env python3
"""kiwi_growth.py -- kiwisolver on trellis-bench growth's chain workloads.

    python3 scripts/kiwi_growth.py [--quick] [--json PATH]

The same chains as `trellis-bench growth` (Sources/trellis-bench/GrowthCommand.swift):
x[i] == x[i+1] + 1 for i < n, required, added one by one to a fresh solver,
with nothing pinned or after x0 == 0; the same sizes and repeat counts; the
median of the repeats in ms, and the exponent between the two largest sizes.
"""
import argparse
import json
import math
import statistics
import sys
import time

import kiwisolver as kiwi


def chain(n, pinned_first):
    x = [kiwi.Variable(f"x{i}") for i in range(n + 1)]
    solver = kiwi.Solver()
    if pinned_first:
        solver.addConstraint(x[0] == 0)
    for i in range(n):
        solver.addConstraint(x[i] == x[i + 1] + 1)
    solver.updateVariables()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--json")
    args = parser.parse_args()
    repeats = 1 if args.quick else 3
    sizes = [250, 500, 1000, 2000] if args.quick else [500, 1000, 2000, 4000]
    workloads = []
    for pinned in (False, True):
        name = "chain-pinned" if pinned else "chain-unpinned"
        chain(sizes[0], pinned)  # warm-up, as trellis-bench does
        medians = []
        for n in sizes:
            samples = []
            for _ in range(repeats):
                start = time.perf_counter()
                chain(n, pinned)
                samples.append(time.perf_counter() - start)
            medians.append(statistics.median(samples) * 1000)
        exponent = math.log(medians[-1] / medians[-2]) / math.log(sizes[-1] / sizes[-2])
        workloads.append({"workload": name, "sizes": sizes, "median_ms": medians, "exponent": exponent})
        print(f"kiwi {name}: " + ", ".join(f"{n}: {m:.3f} ms" for n, m in zip(sizes, medians))
              + f"; exponent {exponent:.2f}", file=sys.stderr)
    document = {"benchmark": "growth", "engine": f"kiwisolver {kiwi.__version__}", "repeats": repeats,
                "workloads": workloads}
    if args.json:
        with open(args.json, "w") as f:
            json.dump(document, f, indent=2)
            f.write("\n")


if __name__ == "__main__":
    main()

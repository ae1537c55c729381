#!/usr/bin/env python3
"""kiwi_tree.py -- kiwisolver on the scale bench's tree (`trellis-bench scale`).

    python3 scripts/kiwi_tree.py SYSTEM.json [--repeat N]

SYSTEM.json is the tree of rows as a bare constraint system, in the format of
kiwi_oracle.py (../shared/reference), which `trellis-bench scale` writes
(Sources/trellis-bench/TreeSystem.swift). Each repeat builds a fresh kiwi
solver, adds the edit and suggests its value, adds the constraints in order
(kiwi_oracle.py's weighted mode: its weights for priorities) and reads every
variable, as TreeSystem.solveWithCassowary does in Trellis. Prints
{"engine", "repeats", "samples_ms", "median_ms", "cpu_samples_ms",
"cpu_median_ms"} as JSON: wall time (time.perf_counter) and the thread's
CPU time (time.thread_time, as the bench's CLOCK_THREAD_CPUTIME_ID), which
a loaded machine disturbs less.
"""
import argparse
import json
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REFERENCE = os.environ.get("KIWI_REFERENCE", os.path.join(HERE, "..", "..", "shared", "reference"))
sys.path.insert(0, REFERENCE)

import kiwisolver as kiwi  # noqa: E402
from kiwi_oracle import build_expr, kiwi_weight, load_case, make_constraint  # noqa: E402


def solve(names, cns, edits):
    var = {n: kiwi.Variable(n) for n in names}
    constraints = [make_constraint(build_expr(c, var), c["op"], kiwi_weight(c["strength"])) for c in cns]
    start, cpu_start = time.perf_counter(), time.thread_time()
    solver = kiwi.Solver()
    # The root's size first, as the layout engine adds it (a free width makes
    # every row trade hugging against compression with every other row).
    for e in edits:
        solver.addEditVariable(var[e["var"]], kiwi_weight(e["strength"]))
        solver.suggestValue(var[e["var"]], e["value"])
    for c in constraints:
        try:
            solver.addConstraint(c)
        except kiwi.UnsatisfiableConstraint:
            pass
    solver.updateVariables()
    total = sum(v.value() for v in var.values())
    elapsed, cpu = time.perf_counter() - start, time.thread_time() - cpu_start
    assert total == total  # not NaN
    return elapsed, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("system")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    _, names, cns, edits, _ = load_case(args.system)
    runs = [solve(names, cns, edits) for _ in range(args.repeat)]
    samples = [wall * 1000 for wall, _ in runs]
    cpu = [seconds * 1000 for _, seconds in runs]
    print(json.dumps({"engine": f"kiwisolver {kiwi.__version__}", "repeats": args.repeat,
                      "samples_ms": samples, "median_ms": statistics.median(samples),
                      "cpu_samples_ms": cpu, "cpu_median_ms": statistics.median(cpu)}))


if __name__ == "__main__":
    main()

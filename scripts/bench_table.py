#!/usr/bin/env python3
"""bench_table.py -- side-by-side markdown table of kiwi_bench.py and
`trellis-bench solver` JSON results (same machine, same run).

Usage: python3 scripts/bench_table.py KIWI.json TRELLIS.json

Ratios are Trellis / kiwisolver: below 1.0 Trellis is faster.  The check
column shows kiwi's and Trellis's check_errors; anything but 0 is a wrong
solution and is spelled out, so it cannot hide in the table.
"""

import json
import sys


def load(path):
    with open(path) as f:
        return json.load(f)


def key(result):
    return (result["workload"], result["N"])


def ratio(trellis, kiwi):
    return f"{trellis / kiwi:.2f}" if kiwi > 0 else "n/a"


def check(kiwi_errors, trellis_errors):
    if kiwi_errors == 0 and trellis_errors == 0:
        return "ok"
    return f"**FAIL** (kiwi {kiwi_errors}, Trellis {trellis_errors} errors)"


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    kiwi, trellis = load(sys.argv[1]), load(sys.argv[2])
    trellis_by_key = {key(r): r for r in trellis["results"]}
    cpu = kiwi["machine"]["cpu"]
    if trellis["machine"]["cpu"] != cpu:
        print(f"WARNING: different machines: {cpu} vs {trellis['machine']['cpu']}")
    print(f"Machine: {cpu}, {kiwi['machine']['cores']} cores; kiwisolver {kiwi['kiwisolver_version']} "
          f"(Python {kiwi['python']}); Trellis {trellis.get('build_configuration', '?')} build.")
    print()
    print("| workload | N | kiwi build ms | Trellis build ms | ratio | kiwi sweep µs/step "
          "| Trellis sweep µs/step | ratio | check |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
    missing = []
    for k in kiwi["results"]:
        t = trellis_by_key.get(key(k))
        if t is None:
            missing.append(key(k))
            continue
        print(f"| {k['workload']} | {k['N']} "
              f"| {k['build_ms_median']:.2f} | {t['build_ms_median']:.2f} "
              f"| {ratio(t['build_ms_median'], k['build_ms_median'])} "
              f"| {k['sweep_step_us_median']:.1f} | {t['sweep_step_us_median']:.1f} "
              f"| {ratio(t['sweep_step_us_median'], k['sweep_step_us_median'])} "
              f"| {check(k['check_errors'], t['check_errors'])} |")
    for k in missing:
        print(f"| {k[0]} | {k[1]} | missing from Trellis results |||||||")
    print()
    print("Ratio = Trellis / kiwisolver (below 1.00: Trellis is faster). Medians over repeats.")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Two builds of ViewTreeBench side by side on the `autolayout` group (a chain of N constrained
views: first layout, one constant change + layoutIfNeeded moving every view or one, activation and
deactivation of one constraint), ALTERNATED in fresh processes (A B A B ...), with the median of
each column over the runs and the ratio B / A. The load average is printed before and after.

    git worktree add /tmp/vt-base 14e7737
    (cd /tmp/vt-base && swift build -c release --product ViewTreeBench)
    swift build -c release --product ViewTreeBench
    python3 Benchmarks/compare_autolayout.py /tmp/vt-base/.build/release/ViewTreeBench \\
        .build/release/ViewTreeBench --runs 5

Each process prints one row per N (itself the median of 101 runs, 21 at N = 10,000); a row whose
check column is not "ok" stops the script.
"""
import argparse
import statistics
import subprocess
import sys

COLUMNS = ["first layout µs/view", "change first µs", "change last µs", "activate µs", "deactivate µs"]


def rows(binary):
    output = subprocess.run([binary, "--only", "autolayout"], capture_output=True, text=True, check=True).stdout
    found = {}
    for line in output.splitlines():
        fields = line.split()
        if fields and fields[0].isdigit():
            if fields[-1] != "ok":
                sys.exit(f"{binary}: check failed: {line}")
            found[fields[0]] = [float(x) for x in fields[1:-1]]
    return found


def load():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a", help="ViewTreeBench binary A (the baseline)")
    parser.add_argument("b", help="ViewTreeBench binary B")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    samples = {"a": {}, "b": {}}
    print(f"load average before: {load()}")
    for _ in range(args.runs):
        for side in ("a", "b"):
            for n, values in rows(getattr(args, side)).items():
                samples[side].setdefault(n, []).append(values)
    print(f"A = {args.a}\nB = {args.b}\n{args.runs} alternated runs each; medians")
    for n in sorted(samples["a"], key=int):
        print(f"N = {int(n):,}")
        for i, column in enumerate(COLUMNS):
            a = statistics.median(v[i] for v in samples["a"][n])
            b = statistics.median(v[i] for v in samples["b"][n])
            print(f"  {column:<21} A {a:>10.1f}   B {b:>10.1f}   B/A {b / a:5.2f}×")
    print(f"load average after: {load()}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Two builds of ViewTreeBench side by side on the `core` group (the view tree's build, autoresize,
hit test, description and memory at N = 10,000, 100,000 and 1,000,000), ALTERNATED in fresh
processes (A B A B ...), with the median of each column and the ratio B / A.

    git worktree add /tmp/vt-a18454e a18454e
    (cd /tmp/vt-a18454e && swift build -c release --product ViewTreeBench)
    swift build -c release --product ViewTreeBench
    python3 Benchmarks/compare_core.py /tmp/vt-a18454e/.build/release/ViewTreeBench \\
        .build/release/ViewTreeBench --runs 5

Only the three table rows are read; each process is stopped once it has printed the 1,000,000 row
(the group's stack-safety runs after it are not timed here).
"""
import argparse
import statistics
import subprocess

COLUMNS = ["build ns/view", "resize ns/view", "10k hits µs", "describe MB/s", "bytes/view"]


def rows(binary):
    process = subprocess.Popen([binary, "--only", "core"], stdout=subprocess.PIPE, text=True)
    found = {}
    for line in process.stdout:
        fields = line.split()
        if fields and fields[0].isdigit():
            found[fields[0]] = [float(x) for x in fields[1:]]
            if fields[0] == "1000000":
                break
    process.kill()
    process.wait()
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
            print(f"  {column:<15} A {a:>10.1f}   B {b:>10.1f}   B/A {b / a:5.2f}×")
    print(f"load average after: {load()}")


if __name__ == "__main__":
    main()

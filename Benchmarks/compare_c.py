#!/usr/bin/env python3
"""ViewTree beside plain C: builds the C reference programs in Benchmarks/c/ and ViewTreeBench
(release), runs each workload's ViewTree and C programs ALTERNATED in fresh processes
(A B A B ..., --runs of each), and prints ViewTree's median, C's median and the ratio per
workload. Every figure it prints is measured in that run; nothing is typed in.

    python3 Benchmarks/compare_c.py                 # 5 runs of each side per workload
    python3 Benchmarks/compare_c.py --runs 9 --only tree timers

The ratio is always "ViewTree's time / C's time" (for MB/s, C's rate / ViewTree's rate; for
bytes, ViewTree's bytes / C's), so 1.0 is parity and below 1 is faster than C. The machine's load
average is printed before and after: the figures are only as quiet as the machine was.
"""
import argparse
import hashlib
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
C_DIR = os.path.join(ROOT, "Benchmarks", "c")
OUT_DIR = os.path.join(ROOT, ".build", "c-reference")

# workload group -> (ViewTreeBench group, C program)
GROUPS = {
    "tree": ("c-tree", "tree"),
    "timers": ("c-timers", "timers"),
    "animation": ("c-animation", "animation"),
    "description": ("c-description", "description"),
}

# The goals (#21), as a bound on the ratio or on ViewTree's own figure.
GOALS = {
    "tree.build": ("ratio", 2.0),
    "tree.resize": ("ratio", 2.0),
    "tree.release": ("ratio", 3.0),
    "tree.bytes": ("value", 200.0),
    "timers.10k": ("ratio", 2.0),
    "timers.1m": ("ratio", 2.0),
    "animation.frame": ("ratio", 5.0),
    "description": ("ratio", 1.0),
}


def run(command, **kwargs):
    return subprocess.run(command, check=True, text=True, stdout=subprocess.PIPE, **kwargs).stdout


def build(compiler, skip_swift, bench_path=None):
    os.makedirs(OUT_DIR, exist_ok=True)
    programs = {}
    for _, program in GROUPS.values():
        target = os.path.join(OUT_DIR, program)
        subprocess.run([compiler, "-O2", "-std=c11", "-Wall", "-Wextra", "-o", target,
                        os.path.join(C_DIR, program + ".c"), "-lm"], check=True)
        programs[program] = target
    if bench_path:
        return bench_path, programs
    if not skip_swift:
        subprocess.run(["swift", "build", "-c", "release", "-j", "1", "--product", "ViewTreeBench"],
                       cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    bin_path = run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT).strip()
    bench = os.path.join(bin_path, "ViewTreeBench")
    if not os.path.exists(bench):
        sys.exit(f"{bench} is missing: build it first (swift build -c release --product ViewTreeBench)")
    return bench, programs


def results(output):
    parsed = {}
    for line in output.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[0] == "RESULT":
            parsed[parts[1]] = (float(parts[2]), parts[3])
    return parsed


def check_description_bytes(bench, program, n=2000):
    """The C description program must write exactly ViewTree's bytes."""
    swift = run([bench, "--only", "c-description-dump", "--n", str(n)])
    c = run([program, "--dump", str(n)])
    if swift != c:
        for i, (a, b) in enumerate(zip(swift.splitlines(), c.splitlines())):
            if a != b:
                sys.exit(f"description bytes differ at line {i + 1}:\n  ViewTree: {a}\n  C:        {b}")
        sys.exit("description bytes differ in length")
    return hashlib.sha256(swift.encode()).hexdigest()[:16], len(swift.encode())


def load():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per side and workload (default 5)")
    parser.add_argument("--only", nargs="*", choices=sorted(GROUPS), help="workload groups to run")
    parser.add_argument("--cc", default=os.environ.get("CC", "cc"), help="C compiler (default: cc)")
    parser.add_argument("--no-swift-build", action="store_true", help="use the ViewTreeBench already built")
    parser.add_argument("--bench", help="a ViewTreeBench binary to use instead of building one")
    args = parser.parse_args()
    if args.runs < 1:
        sys.exit("--runs must be at least 1")

    bench, programs = build(args.cc, args.no_swift_build, args.bench)
    digest, size = check_description_bytes(bench, programs["description"])
    compiler = run([args.cc, "--version"]).splitlines()[0]
    print(f"C: {compiler}, -O2; ViewTree: {bench}")
    print(f"description check: ViewTree and C wrote the same {size:,} bytes (sha256 {digest}…) for 2,000 views")
    print(f"load average before: {load()} ({os.cpu_count()} cores); started {time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}")
    print(f"each workload: ViewTree and C alternated in fresh processes, {args.runs} runs each\n")

    table = []
    for name in args.only or list(GROUPS):
        group, program = GROUPS[name]
        samples = {"swift": {}, "c": {}}
        for _ in range(args.runs):
            for side, command in (("swift", [bench, "--only", group]), ("c", [programs[program]])):
                for workload, (value, unit) in results(run(command)).items():
                    samples[side].setdefault(workload, ([], unit))[0].append(value)
        for workload, (values, unit) in samples["swift"].items():
            c_values = samples["c"].get(workload, ([], unit))[0]
            if not c_values:
                continue
            vt, c = statistics.median(values), statistics.median(c_values)
            ratio = c / vt if unit == "MB/s" else vt / c
            table.append((workload, unit, vt, min(values), max(values), c, min(c_values), max(c_values), ratio))

    header = f"{'workload':<16} {'unit':<14} {'ViewTree median':>15} {'(min-max)':>19} {'C median':>10} {'(min-max)':>19} {'ratio':>7}  goal"
    print(header)
    print("-" * len(header))
    for workload, unit, vt, vlo, vhi, c, clo, chi, ratio in table:
        goal = ""
        if workload in GOALS:
            kind, bound = GOALS[workload]
            met = (ratio <= bound) if kind == "ratio" else (vt <= bound)
            goal = (f"≤ {bound:g}×" if kind == "ratio" else f"≤ {bound:g} {unit}") + (" met" if met else " missed")
        print(f"{workload:<16} {unit:<14} {vt:>15.1f} {f'({vlo:.1f}-{vhi:.1f})':>19} {c:>10.1f} "
              f"{f'({clo:.1f}-{chi:.1f})':>19} {ratio:>6.2f}×  {goal}")
    print(f"\nload average after: {load()}")


if __name__ == "__main__":
    main()

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
import os
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



if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from alternate import compare
    compare(__doc__, rows, COLUMNS, 21)

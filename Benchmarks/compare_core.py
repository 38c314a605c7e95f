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
import os
import subprocess
import sys

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



if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from alternate import compare
    compare(__doc__, rows, COLUMNS, 15)

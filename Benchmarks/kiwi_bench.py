#!/usr/bin/env python3
"""The Auto Layout benchmark of ViewTree's solver, built with kiwisolver (the C++ Cassowary behind
matplotlib and Enaml), so both can be measured side by side on one machine.

System: N views in a vertical stack; per view left == 16, width == 300, height >= 20 (required),
height == 44 (strong), top(0) == 0, top(i) == top(i-1) + height(i-1) + 8. Build and solve, then 100
edits of the first view's height (an edit variable, strong) with a re-solve each.

Run: python3 Benchmarks/kiwi_bench.py [N ...]   (installs kiwisolver with pip if missing)
"""
import subprocess
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "kiwisolver"])
    import kiwisolver as kiwi


def run(n, edits=100):
    start = time.perf_counter()
    solver = kiwi.Solver()
    tops, heights = [], []
    for i in range(n):
        left, width = kiwi.Variable(f"left{i}"), kiwi.Variable(f"width{i}")
        top, height = kiwi.Variable(f"top{i}"), kiwi.Variable(f"height{i}")
        solver.addConstraint(left == 16)
        solver.addConstraint(width == 300)
        solver.addConstraint(height >= 20)
        solver.addConstraint((height == 44) | "strong")
        if i == 0:
            solver.addConstraint(top == 0)
        else:
            solver.addConstraint(top == tops[-1] + heights[-1] + 8)
        tops.append(top)
        heights.append(height)
    solver.updateVariables()
    build = time.perf_counter() - start
    solver.addEditVariable(heights[0], "strong")
    start = time.perf_counter()
    for k in range(edits):
        solver.suggestValue(heights[0], 44 + k)
        solver.updateVariables()
    per_edit = (time.perf_counter() - start) / edits
    expected = (44 + edits - 1) + 8 + (n - 1) * 52 - 52 + 0  # sanity: last top
    return build, per_edit, tops[-1].value()


if __name__ == "__main__":
    sizes = [int(a) for a in sys.argv[1:]] or [100, 1000, 10000]
    print(f"{'N':>7} {'build+solve ms':>15} {'µs per edit':>12}   (kiwisolver {kiwi.__version__})")
    for n in sizes:
        build, per_edit, last_top = run(n)
        print(f"{n:>7} {build * 1e3:>15.1f} {per_edit * 1e6:>12.1f}   last top = {last_top:g}")

#!/usr/bin/env python3
"""The `solver` benchmark of ViewTreeBench, run with kiwisolver for comparison.

Same system and same measurements as Sources/ViewTreeBench/SolverBenchmark.swift:
a vertical stack of N views, per view `left == 16`, `width == 300`, `height >= 20`
(required), `height == 44` (strong), `top[0] == 0`, `top[i] == top[i-1] + height[i-1] + 8`
(required). Reports the time to add every constraint and update the variables, then the time
per edit of the first view's height (edit variable, strong; suggest 44 + k; updateVariables).

Installs kiwisolver with pip when it is missing (into Benchmarks/.venv if the system Python
refuses user installs).
"""
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(HERE, ".venv")


def ensure_kiwisolver():
    try:
        import kiwisolver  # noqa: F401
        return
    except ImportError:
        pass
    if subprocess.call([sys.executable, "-m", "pip", "install", "--quiet", "kiwisolver"]) == 0:
        return
    # Externally managed Python: use a private virtual environment and re-run inside it.
    python = os.path.join(VENV, "bin", "python")
    if not os.path.exists(python):
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    subprocess.check_call([python, "-m", "pip", "install", "--quiet", "kiwisolver"])
    os.execv(python, [python] + sys.argv)


ensure_kiwisolver()
import kiwisolver as kiwi  # noqa: E402


def build(count):
    """Creates the views' variables and the solver with all constraints; returns both."""
    views = [tuple(kiwi.Variable(name) for name in ("left", "width", "top", "height"))
             for _ in range(count)]
    solver = kiwi.Solver()
    for i, (left, width, top, height) in enumerate(views):
        solver.addConstraint(left == 16)
        solver.addConstraint(width == 300)
        solver.addConstraint(height >= 20)
        solver.addConstraint((height == 44) | "strong")
        if i == 0:
            solver.addConstraint(top == 0)
        else:
            _, _, previous_top, previous_height = views[i - 1]
            solver.addConstraint(top == previous_top + previous_height + 8)
    solver.updateVariables()
    return views, solver


def main():
    sizes = [int(arg) for arg in sys.argv[1:]] or [100, 1000, 10000]
    print("kiwisolver %s" % kiwi.__version__)
    print("%7s  %16s  %10s  %14s" % ("N", "build+solve ms", "µs/edit", "last bottom"))
    for count in sizes:
        # Best of a few runs for the small sizes, as the Swift benchmark does.
        runs = 5 if count <= 1000 else 1
        best_build = best_edit = float("inf")
        bottom = 0.0
        for _ in range(runs):
            start = time.perf_counter()
            views, solver = build(count)
            best_build = min(best_build, time.perf_counter() - start)
            assert views[-1][2].value() == (count - 1) * 52, "wrong solution"
            height0 = views[0][3]
            solver.addEditVariable(height0, "strong")
            start = time.perf_counter()
            for k in range(100):
                solver.suggestValue(height0, 44 + k)
                solver.updateVariables()
            best_edit = min(best_edit, time.perf_counter() - start)
            bottom = views[-1][2].value() + views[-1][3].value()
        print("%7d  %16.2f  %10.1f  %14.1f" % (count, best_build * 1e3, best_edit / 100 * 1e6, bottom))
        sys.stdout.flush()


if __name__ == "__main__":
    main()

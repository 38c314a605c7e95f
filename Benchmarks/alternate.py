"""What the side-by-side scripts share: run two ViewTreeBench binaries ALTERNATED in fresh processes
(A B A B ...), take the median of each column per N, and print them with the ratio B / A and the load
average before and after. Each script supplies how to read one process's rows and the column names."""
import argparse
import statistics


def load():
    """The load average (1, 5 and 15 minutes), as /proc/loadavg prints it."""
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def compare(doc, rows, columns, width):
    """Parses `a`, `b` and `--runs`, alternates `rows(binary)` (a dict N -> column values) and prints
    the medians."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
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
        for i, column in enumerate(columns):
            a = statistics.median(v[i] for v in samples["a"][n])
            b = statistics.median(v[i] for v in samples["b"][n])
            print(f"  {column:<{width}} A {a:>10.1f}   B {b:>10.1f}   B/A {b / a:5.2f}×")
    print(f"load average after: {load()}")

import Foundation
import ViewTree

// The ViewTree side of `Benchmarks/compare_c.py`: each group runs one workload of a C reference
// program under `Benchmarks/c/` and prints `RESULT <workload> <value> <unit>` lines, the same lines
// the C program prints, so the script can pair them. Run in a fresh process each (the script
// alternates ViewTree and C processes); each group is also runnable alone:
// `swift run -c release ViewTreeBench --only c-tree`.

/// Prints one result line in the format the comparison script reads.
func printResult(_ workload: String, _ value: Double, _ unit: String) {
    print("RESULT \(workload) \(String(format: "%.3f", value)) \(unit)")
}

/// The number of views of the tree workloads (`--n N` overrides the default 1,000,000).
private func treeSize() -> Int {
    let arguments = CommandLine.arguments
    if let i = arguments.firstIndex(of: "--n"), i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 { return n }
    return 1_000_000
}

/// Benchmarks/c/tree.c: build, one autoresizing pass, release, resident bytes per view.
let cTreeBenchmarkGroup = BenchmarkGroup(name: "c-tree", summary: "beside Benchmarks/c/tree.c: 1M-view fan-out-8 tree: build, autoresize, release, bytes/view") {
    let n = treeSize()
    let before = residentBytes()
    var tree: (Window, [View])?
    let build = measure { tree = buildBalancedTree(n) }
    let after = residentBytes()
    // No local keeps the window: `tree = nil` must release the whole tree.
    let resize = measure { tree!.0.frame = CGRect(x: 0, y: 0, width: 2048, height: 1536) }
    let release = measure { tree = nil }
    printResult("tree.build", build / Double(n), "ns/view")
    printResult("tree.resize", resize / Double(n), "ns/view")
    printResult("tree.release", release / Double(n), "ns/view")
    printResult("tree.bytes", Double(after - before) / Double(n), "bytes/view")
}

/// Benchmarks/c/timers.c: one-shot timers at pseudo-random times scheduled then fired, dropped by
/// the caller; best of 20 rounds at 10,000 timers, of 3 at 1,000,000.
let cTimersBenchmarkGroup = BenchmarkGroup(name: "c-timers", summary: "beside Benchmarks/c/timers.c: 10k and 1M one-shot timers scheduled and fired") {
    for (name, count, rounds) in [("timers.10k", 10_000, 20), ("timers.1m", 1_000_000, 3)] {
        let best = bestOf(rounds, count: count, keepTimers: false)
        guard best.ok else { print("\(name): timers fired wrongly"); exit(1) }
        printResult(name, best.total / Double(count), "ns/timer")
    }
}

/// Benchmarks/c/animation.c: 10,000 views animating alpha for 1 s at 60 Hz (61 frames).
let cAnimationBenchmarkGroup = BenchmarkGroup(name: "c-animation", summary: "beside Benchmarks/c/animation.c: 10,000 views animating alpha, 61 frames") {
    let count = 10_000
    let world = Simulation()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
    var views: [View] = []
    for _ in 0..<count {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        views.append(v)
    }
    let start = measure { View.animate(withDuration: 1, animations: { for v in views { v.alpha = 0 } }) }
    let frames = 61.0
    let run = measure { world.run(for: 1.0 + 1.0 / 60) }
    guard views.allSatisfy({ !$0.hasRunningAnimations }) else { print("animation did not end"); exit(1) }
    printResult("animation.start", start / Double(count), "ns/view")
    printResult("animation.frame", run / Double(count) / frames, "ns/view/frame")
}

/// Benchmarks/c/description.c: the 1M-view tree after its autoresizing pass, described.
let cDescriptionBenchmarkGroup = BenchmarkGroup(name: "c-description", summary: "beside Benchmarks/c/description.c: recursiveDescription of the resized 1M-view tree, MB/s") {
    let n = treeSize()
    let (window, views) = buildBalancedTree(n)
    window.frame = CGRect(x: 0, y: 0, width: 2048, height: 1536)
    var sink = CountingSink()
    let time = measure { window.writeRecursiveDescription(to: &sink) }
    printResult("description", Double(sink.bytes) / (time / 1e9) / 1e6, "MB/s")
    withExtendedLifetime(views) {}
}

/// Prints the description the `c-description` group measures (for a tree of `--n` views), so the
/// script can check that the C program writes the same bytes.
let cDescriptionDumpGroup = BenchmarkGroup(name: "c-description-dump", summary: "the bytes c-description measures, printed (use --n to choose the size)") {
    let (window, views) = buildBalancedTree(treeSize())
    window.frame = CGRect(x: 0, y: 0, width: 2048, height: 1536)
    var out = StandardOutputSink()
    window.writeRecursiveDescription(to: &out)
    withExtendedLifetime(views) {}
}

/// Writes to standard output without a trailing newline of its own.
struct StandardOutputSink: TextOutputStream {
    mutating func write(_ string: String) { print(string, terminator: "") }
}

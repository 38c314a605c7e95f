import Foundation
import SeedPorts
import ViewTree

/// Seed A3/A4 end to end: a text view with 200 lines of text in a window, the MRAScrollView category
/// installed, a flash, 3 s of virtual time at 60 Hz, the indicator's alpha checked.
let seedBenchmarkGroup = BenchmarkGroup(name: "seed", summary: "the A3/A4 scenario (200-line MRATextView, category, flash, 3 s at 60 Hz): wall time per run") {
    let text = (1...200).map { "Line \($0): the quick brown fox jumps over the lazy dog" }.joined(separator: "\n")
    func runOnce() -> Bool {
        let world = Simulation()
        world.install(mraScrollViewCategory())
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: world)
        window.makeKeyAndVisible()
        let textView = MRATextView()
        textView.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
        textView.verticalScrollBarH = 60
        textView.text = text
        window.addSubview(textView)
        textView.flashScrollIndicators()
        world.run(until: 3)
        return textView.verticalScrollIndicatorView?.presentation().alpha == 1
    }
    for _ in 0..<50 { _ = runOnce() }   // warm up
    let runs = 2_000
    var ok = true
    let total = measure { for _ in 0..<runs { ok = runOnce() && ok } }
    let perRun = total / Double(runs)
    print(row(["runs", "µs per run", "virtual/wall", "alpha kept"], widths: [8, 12, 14, 11]))
    print(row([String(runs), fmt(perRun / 1000), fmt(3e9 / perRun, 0) + "×", ok ? "yes" : "NO"], widths: [8, 12, 14, 11]))
    print("(a device needs ≈ 1.83 s of real time for the same check: \(fmt(1.83e9 / perRun, 0))× faster)")
}

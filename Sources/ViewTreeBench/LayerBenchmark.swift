import Foundation
import ViewTree

/// Builds `n` views under a fresh window and, per `prepare`, touches each one's layer; returns the
/// resident-set growth per view, with the window kept alive in `keep` so nothing is freed and
/// reused between the measurements.
private func bytesPerView(_ n: Int, keep: inout [Window], prepare: (View, Int) -> Void) -> Int {
    let before = residentBytes()
    let (window, views) = buildBalancedTree(n)
    for (i, view) in views.enumerated() { prepare(view, i) }
    let after = residentBytes()
    keep.append(window)
    return (after - before) / n
}

let layerBenchmarkGroup = BenchmarkGroup(name: "layers", summary: "memory per view without a layer, with `view.layer` made, with a transform; describe, convert and hit test under transforms") {
    let n = 100_000
    var keep: [Window] = []
    let plain = bytesPerView(n, keep: &keep) { _, _ in }
    let layered = bytesPerView(n, keep: &keep) { view, _ in _ = view.layer }
    let styled = bytesPerView(n, keep: &keep) { view, _ in
        view.layer.cornerRadius = 4
        view.layer.borderWidth = 1
        view.layer.borderColor = Color.gray.cgColor
    }
    let transformed = bytesPerView(n, keep: &keep) { view, i in
        view.transform = CGAffineTransform(rotationAngle: CGFloat(i % 7) * 0.01)
    }
    print(row(["N", "plain B/view", "layer made", "styled layer", "transformed"], widths: [9, 13, 11, 13, 12]))
    print(row([String(n), String(plain), String(layered), String(styled), String(transformed)], widths: [9, 13, 11, 13, 12]))
    // Speed under transforms: the last tree has a small rotation on every view.
    let window = keep[keep.count - 1]
    var hits = 0
    let hitTime = measure {
        for k in 0..<10_000 {
            let p = CGPoint(x: Double(k % 1000), y: Double((k * 7) % 1000))
            if window.hitTest(p, with: nil) != nil { hits += 1 }
        }
    }
    var sink = CountingSink()
    let describe = measure { window.writeRecursiveDescription(to: &sink) }
    print("transformed tree: 10k hit tests \(fmt(hitTime / 1000)) µs; describe \(fmt(Double(sink.bytes) / (describe / 1e9) / 1e6)) MB/s (hits: \(hits))")
    keep.removeAll()
}

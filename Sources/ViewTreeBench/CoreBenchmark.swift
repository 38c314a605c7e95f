import Foundation
import ViewTree

/// Discards what it is given, counting bytes: measures description speed without storing it.
struct CountingSink: TextOutputStream {
    var bytes = 0
    mutating func write(_ string: String) { bytes += string.utf8.count }
}

/// Builds a balanced tree with fan-out 8 of `n` views under a window, every view W+H.
func buildBalancedTree(_ n: Int) -> (Window, [View]) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 1024))
    window.makeKeyAndVisible()
    var all: [View] = []
    all.reserveCapacity(n)
    var parentIndex = -1
    // The parent being filled is held in a local while its eight children are added, as code
    // that builds a tree holds the view it adds to (`Benchmarks/c/tree.h` does the same). Read
    // out of `all` for every child, it was retained and released once per child: a parent is
    // weakly referenced by its children, so each of those took Swift's slow path.
    var parent: View = window
    for i in 0..<n {
        let v = View(frame: CGRect(x: Double(i % 8) * 8, y: Double(i % 8) * 8, width: 512, height: 512))
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if i == 0 {
            window.addSubview(v)
        } else {
            if (i - 1) % 8 == 0 {
                parentIndex += 1
                parent = all[parentIndex]
            }
            parent.addSubview(v)
        }
        all.append(consume v)
    }
    return (window, all)
}

let coreBenchmarkGroup = BenchmarkGroup(name: "core", summary: "view tree: build, autoresize, hit test, describe, memory; 1M-deep chain and 1M-wide parent") {
    print(row(["N", "build ns/view", "resize ns/view", "10k hits µs", "describe MB/s", "bytes/view"],
              widths: [9, 14, 15, 12, 14, 11]))
    for n in [10_000, 100_000, 1_000_000] {
        let before = residentBytes()
        var tree: (Window, [View])?
        let build = measure { tree = buildBalancedTree(n) }
        let after = residentBytes()
        let (window, _) = tree!
        var flip = false
        let resize = measure {
            flip.toggle()
            window.frame = CGRect(x: 0, y: 0, width: flip ? 2048 : 1024, height: flip ? 1536 : 1024)
        }
        var hits = 0
        let hitTime = measure {
            for k in 0..<10_000 {
                let p = CGPoint(x: Double(k % 1000), y: Double((k * 7) % 1000))
                if window.hitTest(p, with: nil) != nil { hits += 1 }
            }
        }
        var sink = CountingSink()
        let describe = measure { window.writeRecursiveDescription(to: &sink) }
        let mbps = Double(sink.bytes) / (describe / 1e9) / 1e6
        print(row([String(n), fmt(build / Double(n)), fmt(resize / Double(n)), fmt(hitTime / 1000),
                   fmt(mbps), String((after - before) / n)], widths: [9, 14, 15, 12, 14, 11]))
        tree = nil
    }
    // The stack-safety checks of the core issue, at full size.
    let chain = measure {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var tip: View = window
        for _ in 0..<1_000_000 {
            let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tip.addSubview(v)
            tip = v
        }
        window.frame.size = CGSize(width: 200, height: 50)
        var sink = CountingSink()
        window.writeRecursiveDescription(to: &sink)
        window.subviews[0].removeFromSuperview()
    }
    print("1,000,000-deep chain built, resized, described, removed and released: \(fmt(chain / 1e6)) ms")
    let wide = measure {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var children: [View] = []
        for _ in 0..<1_000_000 {
            let v = View(frame: .zero)
            v.autoresizingMask = .flexibleWidth
            parent.addSubview(v)
            children.append(v)
        }
        parent.frame.size.width = 300
        var sink = CountingSink()
        parent.writeRecursiveDescription(to: &sink)
        for v in children { v.removeFromSuperview() }
    }
    print("1,000,000 subviews added, resized, described, removed front to back: \(fmt(wide / 1e6)) ms")
    // Tearing a deep chain down leaf first, in a world where a view holds a constraint and the deepest view is named by
    // one: each removal skips the walk up for constraints except the named leaf's (Reliability.md, bug 49).
    let teardown = measure {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        let container = View(frame: window.bounds), top = View(frame: .zero)
        window.addSubview(container)
        container.addSubview(top)
        var chain: [View] = []
        var tip: View = container
        for _ in 0..<100_000 {
            let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            tip.addSubview(v)
            chain.append(v)
            tip = v
        }
        LayoutConstraint.activate([tip.widthAnchor.constraint(equalTo: top.widthAnchor)])
        for v in chain.reversed() { v.removeFromSuperview() }
    }
    print("100,000-deep chain in a world with a constraint, removed leaf first: \(fmt(teardown / 1e6)) ms")
}

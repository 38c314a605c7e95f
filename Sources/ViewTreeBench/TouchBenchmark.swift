import Foundation
import ViewTree

/// A cell that passes its touches up the responder chain, as most views do.
final class ForwardingCell: View {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { super.touchesBegan(touches, with: event) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { super.touchesEnded(touches, with: event) }
}

let touchBenchmarkGroup = BenchmarkGroup(name: "touch", summary: "taps delivered on a 10,000-view screen (hit test + recognizers + responder chain)") {
    // 100 rows of 100 cells (10,000 views) in a 400 × 800 window (cells 4 × 8 points, so rows tile exactly); each row has a tap recognizer
    // (cancelsTouchesInView = false, so the cell also gets the whole touch), the root a pan.
    let world = Simulation()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800), simulation: world)
    window.makeKeyAndVisible()
    let root = View(frame: window.bounds)
    window.addSubview(root)
    var recognized = 0
    let rowHeight: CGFloat = 8, cellWidth: CGFloat = 4
    for r in 0..<100 {
        let rowView = View(frame: CGRect(x: 0, y: CGFloat(r) * rowHeight, width: 400, height: rowHeight))
        for c in 0..<100 {
            rowView.addSubview(ForwardingCell(frame: CGRect(x: CGFloat(c) * cellWidth, y: 0, width: cellWidth, height: rowHeight)))
        }
        let tap = TapGestureRecognizer { _ in recognized += 1 }
        tap.cancelsTouchesInView = false
        rowView.addGestureRecognizer(tap)
        root.addSubview(rowView)
    }
    root.addGestureRecognizer(PanGestureRecognizer())

    print(row(["taps", "µs/tap", "recognized"], widths: [8, 10, 11]))
    for taps in [1_000, 10_000] {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        recognized = 0
        let ns = measure {
            for _ in 0..<taps {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let x = CGFloat(seed >> 40 & 0xFFFF) / 65536 * 400
                let y = CGFloat(seed >> 16 & 0xFFFF) / 65536 * 800
                let touch = Touch(at: CGPoint(x: x, y: y), in: window, timestamp: world.now)
                window.sendEvent(Event(touches: [touch], timestamp: world.now))
                world.run(for: 0.05)
                touch.update(phase: .ended, timestamp: world.now)
                window.sendEvent(Event(touches: [touch], timestamp: world.now))
                world.run(for: 0.5)   // past the multi-tap interval: every tap starts afresh
            }
        }
        print(row(["\(taps)", fmt(ns / Double(taps) / 1000, 2), "\(recognized)"], widths: [8, 10, 11]))
    }
}

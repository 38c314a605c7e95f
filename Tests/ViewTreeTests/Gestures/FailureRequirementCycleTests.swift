// Failure requirements in a cycle (A waits for B to fail, B for A): the wait is ended, never left hanging — every
// recognizer of the ring fails, the view gets its held-back touches, and the cycle is reported.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct FailureRequirementCycleTests {
    let t = TestWorld()

    func makeView() -> TouchLog {
        let v = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        t.window.addSubview(v)
        return v
    }

    /// Two tap recognizers that each `require(toFail:)` the other, on `view` and `otherView`; their actions log "a", "b".
    func mutualTaps(on view: View, _ otherView: View, log: @escaping (String) -> Void) -> (TapGestureRecognizer, TapGestureRecognizer) {
        let a = TapGestureRecognizer { _ in log("a") }
        let b = TapGestureRecognizer { _ in log("b") }
        a.require(toFail: b)
        b.require(toFail: a)
        view.addGestureRecognizer(a)
        otherView.addGestureRecognizer(b)
        return (a, b)
    }

    /// Diagnostics that name a failure-requirement cycle.
    var cycleReports: [Diagnostic] {
        t.simulation.diagnostics.filter { $0.code == .invalidValue && $0.message.contains("in a cycle") }
    }

    @Test func twoTapsThatRequireEachOtherToFailBothFailAndTheViewGetsItsTouch() {
        let view = makeView()
        var fired: [String] = []
        let (a, b) = mutualTaps(on: view, view) { fired.append($0) }
        tap(view)
        t.simulation.run(for: 1)
        #expect(fired.isEmpty)
        // Neither recognized, so neither cancelled the touch: its end, held back while they waited, is delivered.
        #expect(view.log == ["began", "ended"])
        #expect(a.state == .possible && b.state == .possible)           // reset for the next touch
        #expect(cycleReports.count == 1)
        // The next tap meets the same cycle, and is handled the same way.
        tap(view)
        t.simulation.run(for: 1)
        #expect(fired.isEmpty && view.log == ["began", "ended", "began", "ended"])
        #expect(cycleReports.count == 2)
    }

    @Test func aRingOfThreeMadeByTheDelegateAlsoEnds() {
        final class Ring: GestureRecognizerDelegate {
            var order: [GestureRecognizer] = []
            func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool {
                guard let i = order.firstIndex(where: { $0 === gestureRecognizer }) else { return false }
                return order[(i + 1) % order.count] === otherGestureRecognizer
            }
        }
        let view = makeView()
        let ring = Ring()
        var fired = 0
        let taps = (0..<3).map { _ in TapGestureRecognizer { _ in fired += 1 } }
        ring.order = taps
        for r in taps {
            r.delegate = ring
            view.addGestureRecognizer(r)
        }
        tap(view)
        t.simulation.run(for: 1)
        #expect(fired == 0 && view.log == ["began", "ended"])
        #expect(cycleReports.count == 1)
        // The report names the three members of the ring.
        #expect(cycleReports.first.map { $0.message.components(separatedBy: "TapGestureRecognizer on").count - 1 } == 3)
    }

    @Test func aOneWayRequirementIsNotACycle() {
        // The single tap waits for the double tap, which fails on its timer: the single tap recognizes, nothing is reported.
        let view = makeView()
        var fired: [String] = []
        let single = TapGestureRecognizer { _ in fired.append("single") }
        let double = TapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        tap(view)
        t.simulation.run(for: 1)
        #expect(fired == ["single"])
        #expect(cycleReports.isEmpty)
    }

    @Test func aCycleWhoseOtherMemberDoesNotTrackTheTouchIsNoCycle() {
        // B is on another view: it never sees the finger, so it counts as failed and A recognizes.
        let view = makeView()
        let other = View(frame: CGRect(x: 0, y: 250, width: 100, height: 100))
        t.window.addSubview(other)
        var fired: [String] = []
        _ = mutualTaps(on: view, other) { fired.append($0) }
        tap(view)
        t.simulation.run(for: 1)
        #expect(fired == ["a"])
        #expect(cycleReports.isEmpty)
    }
}

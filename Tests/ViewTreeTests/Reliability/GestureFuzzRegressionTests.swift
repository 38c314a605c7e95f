import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// What the gestures family of the fuzzer found (`GestureFuzzTests`, `--gesture-weight`), kept as the user's code that
/// reproduced it, shrunk.
@Suite struct GestureFuzzRegressionTests {
    /// Counts the touch methods a view hears.
    final class CountingView: View {
        var heard: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { heard.append("began") }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { heard.append("moved") }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { heard.append("ended") }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { heard.append("cancelled") }
    }

    /// Bug 102: a lifted finger's touch sent again reached its view as `touchesMoved` after `touchesEnded` (seed 361 of the
    /// gestures family, 4 steps). The window now refuses a touch whose sequence ended, with a diagnostic.
    @Test func aTouchSentAgainAfterItEndedIsRefused() {
        let t = TestWorld()
        let view = CountingView(frame: CGRect(x: 110, y: 173, width: 134, height: 323))
        t.window.addSubview(view)
        let touch = Touch(at: CGPoint(x: 166, y: 187), in: t.window)
        t.window.sendEvent(Event(touches: [touch], timestamp: t.simulation.now))
        touch.update(phase: .ended)
        t.window.sendEvent(Event(touches: [touch], timestamp: t.simulation.now))
        #expect(view.heard == ["began", "ended"])
        let before = t.simulation.diagnostics.count
        touch.update(phase: .moved, location: CGPoint(x: 170, y: 190))
        t.window.sendEvent(Event(touches: [touch], timestamp: t.simulation.now))
        touch.update(phase: .began)
        t.window.sendEvent(Event(touches: [touch], timestamp: t.simulation.now))
        #expect(view.heard == ["began", "ended"], "nothing after the end")
        let refusals = t.simulation.diagnostics[before...].filter { $0.code == .invalidValue && $0.message.contains("sequence already ended") }
        #expect(refusals.count == 2)
        // A new touch still goes through.
        let next = Touch(at: CGPoint(x: 166, y: 187), in: t.window)
        t.window.sendEvent(Event(touches: [next], timestamp: t.simulation.now))
        #expect(view.heard == ["began", "ended", "began"])
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `ScreenEdgePanGestureRecognizer` (`UIScreenEdgePanGestureRecognizer`) and `RotationGestureRecognizer`
/// (`UIRotationGestureRecognizer`), played with synthesized touches.
@Suite struct EdgePanAndRotationTests {
    let t = TestWorld()

    func makeView() -> View {
        let v = View(frame: t.window.bounds)
        t.window.addSubview(v)
        return v
    }

    /// One finger from `start` to `end` in window coordinates, in ten moves a frame apart.
    func slide(from start: CGPoint, to end: CGPoint) {
        let finger = Touch(at: start, in: t.window)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        for i in 1...10 {
            t.run(for: 1.0 / 60)
            let f = CGFloat(i) / 10
            finger.update(phase: .moved, location: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
            t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        }
        finger.update(phase: .ended)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
    }

    @Test func anEdgePanBeginsOnlyFromItsEdge() {
        let view = makeView()
        var states: [GestureRecognizer.State] = []
        var translation = CGPoint.zero
        let edge = ScreenEdgePanGestureRecognizer { r in
            states.append(r.state)
            if r.state == .changed { translation = (r as! ScreenEdgePanGestureRecognizer).translation(in: view) }
        }
        #expect(edge.edges.isEmpty)
        edge.edges = .left
        view.addGestureRecognizer(edge)
        slide(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200))      // in the middle: fails
        #expect(states.isEmpty)
        slide(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 105, y: 200))         // from the left edge
        #expect(states.first == .began && states.last == .ended)
        #expect(translation.x == 100)
        states = []
        slide(from: CGPoint(x: t.window.bounds.maxX - 5, y: 200), to: CGPoint(x: 100, y: 200))
        #expect(states.isEmpty)                                                  // the right edge is not asked for
        edge.edges = [.left, .right]
        slide(from: CGPoint(x: t.window.bounds.maxX - 5, y: 200), to: CGPoint(x: 100, y: 200))
        #expect(states.first == .began)
    }

    @Test func aRotationMeasuresTheTurnOfTheLineBetweenTwoFingers() {
        let view = makeView()
        var rotations: [CGFloat] = []
        let rotation = RotationGestureRecognizer { r in
            let rotation = r as! RotationGestureRecognizer
            if r.state == .began || r.state == .changed || r.state == .ended { rotations.append(rotation.rotation) }
        }
        view.addGestureRecognizer(rotation)
        let c = CGPoint(x: 160, y: 240), r: CGFloat = 50
        let a = Touch(at: CGPoint(x: c.x - r, y: c.y), in: t.window)
        let b = Touch(at: CGPoint(x: c.x + r, y: c.y), in: t.window)
        t.window.sendEvent(Event(touches: [a, b], timestamp: t.now))
        for i in 1...9 {                                   // a quarter turn, clockwise on screen
            t.run(for: 1.0 / 60)
            let angle = CGFloat(i) / 9 * .pi / 2
            a.update(phase: .moved, location: CGPoint(x: c.x - r * cos(angle), y: c.y - r * sin(angle)))
            b.update(phase: .moved, location: CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle)))
            t.window.sendEvent(Event(touches: [a, b], timestamp: t.now))
        }
        #expect(rotation.state == .changed)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
        #expect(rotation.velocity > 0)
        rotation.rotation = 0                              // as apps do after applying it to a transform
        a.update(phase: .ended)
        b.update(phase: .ended)
        t.window.sendEvent(Event(touches: [a, b], timestamp: t.now))
        #expect(rotations.count == 10)
        #expect(rotations.last == 0)
        #expect(rotation.rotation == 0 && rotation.velocity == 0)   // reset
        rotation.rotation = .nan
        #expect(rotation.rotation == 0)
    }
}

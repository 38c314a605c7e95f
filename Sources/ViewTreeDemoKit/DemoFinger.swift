import Foundation
import ViewTree

/// One finger played on a window at fixed virtual times, through `Window.sendEvent(_:)` as a device
/// delivers touches. Each step is scheduled on the world's clock when the scenario is built (at time 0)
/// and writes a line to the log before it is sent, so the log shows what the finger did and then what
/// UIKit did about it. (The demo cannot use ViewTreeTesting's `tap`/`drag`, which run the clock
/// themselves; a scenario must be sampled at any time.)
final class DemoFinger {
    private weak var window: Window?
    private let log: DemoLog
    private var touch: Touch?

    init(on window: Window, log: DemoLog) {
        self.window = window
        self.log = log
    }

    /// The finger goes down at `point` (window coordinates) at virtual time `time`.
    func down(at point: CGPoint, time: TimeInterval) {
        schedule(at: time) { finger, window in
            finger.log.record("finger", "down at \(UIKitFormat.point(point))")
            let touch = Touch(at: point, in: window)
            finger.touch = touch
            window.sendEvent(Event(touches: [touch], timestamp: touch.timestamp))
        }
    }

    /// The finger moves to `point` at `time`.
    func move(to point: CGPoint, time: TimeInterval) {
        schedule(at: time) { finger, window in
            guard let touch = finger.touch else { return }
            finger.log.record("finger", "moves to \(UIKitFormat.point(point))")
            touch.update(phase: .moved, location: point)
            window.sendEvent(Event(touches: [touch], timestamp: touch.timestamp))
        }
    }

    /// The finger lifts (where it is) at `time`.
    func up(time: TimeInterval) {
        schedule(at: time) { finger, window in
            guard let touch = finger.touch else { return }
            finger.log.record("finger", "lifts")
            touch.update(phase: .ended)
            window.sendEvent(Event(touches: [touch], timestamp: touch.timestamp))
            finger.touch = nil
        }
    }

    /// Moves from `start` to `end` in `steps` equal moves, the last at `endTime`, the first one step
    /// after `startTime`.
    func glide(from start: CGPoint, to end: CGPoint, from startTime: TimeInterval, to endTime: TimeInterval, steps: Int) {
        for i in 1...max(1, steps) {
            let f = CGFloat(i) / CGFloat(max(1, steps))
            let p = CGPoint(x: (start.x + (end.x - start.x) * f).rounded(), y: (start.y + (end.y - start.y) * f).rounded())
            move(to: p, time: startTime + (endTime - startTime) * Double(i) / Double(max(1, steps)))
        }
    }

    private func schedule(at time: TimeInterval, _ step: @escaping (DemoFinger, Window) -> Void) {
        guard let world = window?.simulation else { return }
        // The timer holds the finger (nothing else does); the finger holds the window weakly.
        world.scheduledTimer(withTimeInterval: max(0, time - world.now), repeats: false) { _ in
            guard let window = self.window else { return }
            step(self, window)
            self.log.pollRecognizers()
        }
    }
}

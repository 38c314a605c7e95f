import Foundation
import ViewTree

/// A finger for control tests: down at a point of the window, moved, lifted — through
/// `Window.sendEvent`, as the touches issue's helpers do.
struct Finger {
    let window: Window
    let touch: Touch

    /// Puts a finger down at `point` (window coordinates).
    init(down point: CGPoint, in window: Window) {
        self.window = window
        touch = Touch(at: point, in: window)
        window.sendEvent(Event(touches: [touch], timestamp: touch.timestamp))
    }

    /// Moves it to `point`.
    func move(to point: CGPoint) {
        touch.update(phase: .moved, location: point)
        window.sendEvent(Event(touches: [touch], timestamp: touch.timestamp))
    }

    /// Lifts it (at `point`, if given).
    func lift(at point: CGPoint? = nil) {
        touch.update(phase: .ended, location: point)
        window.sendEvent(Event(touches: [touch], timestamp: touch.timestamp))
    }

    /// Cancels it.
    func cancel() {
        touch.update(phase: .cancelled)
        window.sendEvent(Event(touches: [touch], timestamp: touch.timestamp))
    }
}

/// Taps the centre of `view` (down and up in place).
func tapCenter(of view: View, in window: Window) {
    let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    Finger(down: p, in: window).lift()
}

/// Records the events a control sends, by name.
final class EventLog {
    var entries: [String] = []
    func record(_ control: Control, _ events: [(Control.Event, String)]) {
        for (event, name) in events {
            control.addAction(Action { [weak self] _ in self?.entries.append(name) }, for: event)
        }
    }
    static let touchEvents: [(Control.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
    ]
}

/// A world with a 375 × 667 key window.
func makeControlWorld(_ profile: PlatformProfile = .iOS7) -> (Simulation, Window) {
    let world = Simulation(profile: profile)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: world)
    window.makeKeyAndVisible()
    return (world, window)
}

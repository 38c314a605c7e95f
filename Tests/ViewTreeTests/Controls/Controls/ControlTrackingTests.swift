import Foundation
import Testing
import ViewTree

@Suite struct ControlTrackingTests {
    let world: Simulation
    let window: Window
    let button = Button(type: .system)
    let log = EventLog()

    init() {
        (world, window) = makeControlWorld()
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 40)
        window.addSubview(button)
        log.record(button, EventLog.touchEvents)
    }

    @Test func aTapSendsDownThenUpInsideThenPrimaryAction() {
        tapCenter(of: button, in: window)
        #expect(log.entries == ["down", "upInside", "primary"])
    }

    @Test func theControlHighlightsWhileTheFingerIsDownInside() {
        let finger = Finger(down: CGPoint(x: 150, y: 120), in: window)
        #expect(button.isHighlighted && button.isTracking && button.isTouchInside)
        #expect(button.state == .highlighted)
        finger.lift()
        #expect(!button.isHighlighted && !button.isTracking && !button.isTouchInside)
    }

    @Test func liftingWithin70PointsOutsideStillCountsAsInside() {
        let finger = Finger(down: CGPoint(x: 150, y: 120), in: window)
        finger.move(to: CGPoint(x: 150, y: 140 + 69))       // 69 pt below the bottom edge
        #expect(button.isTouchInside && button.isHighlighted)
        finger.lift()
        #expect(log.entries == ["down", "dragInside", "upInside", "primary"])
    }

    @Test func liftingBeyond70PointsIsTouchUpOutside() {
        let finger = Finger(down: CGPoint(x: 150, y: 120), in: window)
        finger.move(to: CGPoint(x: 150, y: 140 + 71))
        #expect(!button.isTouchInside && !button.isHighlighted)
        finger.move(to: CGPoint(x: 150, y: 140 + 100))
        finger.move(to: CGPoint(x: 150, y: 130))
        finger.move(to: CGPoint(x: 150, y: 300))
        finger.lift()
        #expect(log.entries == ["down", "dragOutside", "exit", "dragOutside", "dragInside", "enter",
                                "dragOutside", "exit", "upOutside"])
    }

    @Test func aCancelledTouchSendsTouchCancel() {
        let finger = Finger(down: CGPoint(x: 150, y: 120), in: window)
        finger.cancel()
        #expect(log.entries == ["down", "cancel"])
        #expect(!button.isHighlighted)
    }

    @Test func aDisabledControlIsNotHitAndSendsNothing() {
        button.isEnabled = false
        #expect(button.state == .disabled)
        tapCenter(of: button, in: window)
        #expect(log.entries.isEmpty)
    }

    @Test func disablingWhileTrackingCancels() {
        _ = Finger(down: CGPoint(x: 150, y: 120), in: window)
        button.isEnabled = false
        #expect(log.entries == ["down", "cancel"])
        #expect(!button.isTracking)
    }

    @Test func beginTrackingReturningFalseSendsNoEventsButStillHighlights() {
        final class Refusing: Control {
            override func beginTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool { false }
        }
        let control = Refusing(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        window.addSubview(control)
        let other = EventLog()
        other.record(control, EventLog.touchEvents)
        let finger = Finger(down: CGPoint(x: 25, y: 325), in: window)
        #expect(control.isHighlighted && !control.isTracking)
        finger.lift()
        #expect(other.entries.isEmpty)
    }

    @Test func trackingCallbacksRunInUIKitOrder() {
        final class Tracker: Control {
            var calls: [String] = []
            override func beginTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool { calls.append("begin"); return true }
            override func continueTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool { calls.append("continue"); return true }
            override func endTracking(_ touch: Touch?, with event: ViewTree.Event?) { calls.append("end") }
            override func cancelTracking(with event: ViewTree.Event?) { calls.append("cancel") }
        }
        let control = Tracker(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        window.addSubview(control)
        let finger = Finger(down: CGPoint(x: 25, y: 325), in: window)
        finger.move(to: CGPoint(x: 30, y: 325))
        finger.lift()
        let second = Finger(down: CGPoint(x: 25, y: 325), in: window)
        second.cancel()
        #expect(control.calls == ["begin", "continue", "end", "begin", "cancel"])
    }

    @Test func stateCombinesTheFlags() {
        button.isSelected = true
        button.isEnabled = false
        #expect(button.state == [.selected, .disabled])
        #expect(Control.State.highlighted.rawValue == 1 && Control.State.disabled.rawValue == 2 && Control.State.selected.rawValue == 4)
        #expect(Control.Event.touchUpInside.rawValue == 64 && Control.Event.valueChanged.rawValue == 4096)
        #expect(Control.Event.allEditingEvents.rawValue == 0xF0000)
    }
}

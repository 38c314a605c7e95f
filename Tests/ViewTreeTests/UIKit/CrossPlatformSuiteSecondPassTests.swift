// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeUIKit

/// What the second pass over UIKit-cross-platform's suite (flowkey, run against UIKit on iOS too) showed
/// missing: `UIEvent()` and `UITouch()`, NSObject's `init()`, which UIKit leaves public and unit tests
/// use as placeholders (`pgr.touchesBegan([touch], with: UIEvent())`, `var touch = UITouch()`).
/// Docs/Fidelity.md, "UIKit-cross-platform's suite, second pass".
@Suite struct CrossPlatformSuiteSecondPassTests {
    final class RecordingRecognizer: UIGestureRecognizer {
        var began: [(touches: Set<UITouch>, event: UIEvent)] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            began.append((touches, event))
        }
    }

    final class RecordingView: UIView {
        var beganCount = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { beganCount += touches.count }
    }

    @Test func aBareEventIsATouchEventWithNoTouchesAtTimeZero() {
        let event = UIEvent()
        #expect(event.type == .touches && event.subtype == .none)
        #expect(event.timestamp == 0)
        #expect(event.allTouches == [])
    }

    @Test func aBareTouchIsZeroedAndInNoWindow() {
        let touch = UITouch()
        #expect(touch.phase == .began && touch.phase.rawValue == 0)
        #expect(touch.tapCount == UITouch.bareTapCount && UITouch.bareTapCount == 0)
        #expect(touch.timestamp == 0)
        #expect(touch.window == nil && touch.view == nil)
        #expect(touch.location(in: nil) == .zero)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        root.addSubview(child)
        #expect(touch.location(in: child) == CGPoint(x: -10, y: -20))   // from the screen, as UIKit converts from nil
        #expect(UITouch() != touch)                                     // touches compare by identity
    }

    @Test func placeholdersCanBeHandedToRecognizersAndViewsDirectly() {
        let recognizer = RecordingRecognizer()
        let touch = UITouch(), event = UIEvent()
        recognizer.touchesBegan([touch], with: event)
        #expect(recognizer.began.count == 1)
        #expect(recognizer.began.first?.touches == [touch] && recognizer.began.first?.event === event)

        let view = RecordingView()
        view.touchesBegan([touch], with: event)
        #expect(view.beganCount == 1)

        // A pan follows the touches the window delivers to it, not a set handed to it by hand: it stays possible.
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        pan.touchesBegan([touch], with: event)
        touch.update(phase: .moved, location: CGPoint(x: 40, y: 0))
        pan.touchesMoved([touch], with: UIEvent())
        #expect(pan.state == .possible)
        #expect(pan.translation(in: view) == .zero)
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `touchesShouldBegin(_:with:in:)`, `touchesShouldCancel(in:)` and `canCancelContentTouches`: a
/// finger on a control or a view inside a scroll view, in UIKit's order.
@Suite struct ScrollViewContentTouchTests {
    let t = TestWorld()

    /// Logs the content-touch questions and the scroll view's dragging.
    class LoggingScrollView: ScrollView, ScrollViewDelegate {
        var log: [String] = []
        /// What `touchesShouldCancel(in:)` answers for controls (nil: UIKit's default).
        var cancelsControls: Bool?
        var letsTouchesBegin = true

        override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool {
            log.append("shouldBegin \(type(of: view)) \(touches.count)")
            return letsTouchesBegin && super.touchesShouldBegin(touches, with: event, in: view)
        }

        override func touchesShouldCancel(in view: View) -> Bool {
            log.append("shouldCancel \(type(of: view))")
            if let cancelsControls, view is Control { return cancelsControls }
            return super.touchesShouldCancel(in: view)
        }

        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.append("willBeginDragging") }
    }

    func makeScene(_ scroll: LoggingScrollView = LoggingScrollView()) -> (LoggingScrollView, Button) {
        scroll.frame = t.window.bounds
        scroll.contentSize = CGSize(width: 320, height: 2000)
        scroll.delegate = scroll
        let button = Button(type: .system)
        button.frame = CGRect(x: 60, y: 200, width: 200, height: 200)
        scroll.addSubview(button)
        for (event, name) in [(Control.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchCancel, "touchCancel")] {
            button.addAction(Action { [weak scroll] _ in scroll?.log.append(name) }, for: event)
        }
        t.window.addSubview(scroll)
        return (scroll, button)
    }

    func send(_ touch: Touch) { t.window.sendEvent(Event(touches: [touch], timestamp: t.now)) }

    /// A finger held on the button past the delay, then moved 60 points up, then lifted.
    func holdThenDrag(_ scroll: ScrollView) {
        let finger = Touch(at: CGPoint(x: 160, y: 300), in: t.window)
        send(finger)
        t.run(for: 0.2)
        for step in 1...6 {
            t.run(for: 1.0 / 60)
            finger.update(phase: .moved, location: CGPoint(x: 160, y: 300 - CGFloat(step) * 10))
            send(finger)
        }
        finger.update(phase: .ended)
        send(finger)
    }

    @Test func uikitsDefaults() {
        let scroll = ScrollView()
        #expect(scroll.touchesShouldCancel(in: Button(type: .system)) == false)
        #expect(scroll.touchesShouldCancel(in: Switch()) == false)
        #expect(scroll.touchesShouldCancel(in: View()) == true)
        #expect(scroll.touchesShouldCancel(in: Label(frame: .zero)) == true)
        let touch = Touch(at: .zero, in: t.window)
        #expect(scroll.touchesShouldBegin([touch], with: nil, in: View()) == true)
        #expect(scroll.canCancelContentTouches && scroll.delaysContentTouches)
    }

    /// A finger that scrolls within the 0.15 s delay: the button never hears of it, and neither
    /// question is asked (the content never started tracking).
    @Test func aQuickDragOnAButtonScrollsAndTheButtonNeverHears() {
        let (scroll, button) = makeScene()
        #expect(drag(button, from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 20), duration: 0.25))
        #expect(scroll.log == ["willBeginDragging"])
        #expect(scroll.contentOffset.y > 100)
        #expect(!button.isHighlighted)
    }

    /// UIKit's default for a control: the button held past the delay keeps its touch; the finger that
    /// then moves does not scroll, and the button still gets `touchUpInside` (inside its 70-pt
    /// tracking margin).
    @Test func aButtonHeldPastTheDelayKeepsItsTouchAndNothingScrolls() {
        let (scroll, _) = makeScene()
        holdThenDrag(scroll)
        #expect(scroll.log == ["shouldBegin Button 1", "touchDown", "shouldCancel Button", "touchUpInside"])
        #expect(scroll.contentOffset.y == 0)
        #expect(!scroll.isDragging && !scroll.isTracking)
    }

    /// The classic fix (a subclass that answers `true` for controls): the held button is cancelled
    /// when the finger starts scrolling.
    @Test func aSubclassThatCancelsControlsScrollsAndTheButtonIsCancelled() {
        let (scroll, button) = makeScene()
        scroll.cancelsControls = true
        holdThenDrag(scroll)
        #expect(Array(scroll.log.prefix(3)) == ["shouldBegin Button 1", "touchDown", "shouldCancel Button"])
        #expect(Set(scroll.log.dropFirst(3)) == ["willBeginDragging", "touchCancel"])
        #expect(!scroll.log.contains("touchUpInside"))
        #expect(!button.isHighlighted)
        // 60 points of finger travel; the pan began at the first move, 10 points (the threshold) from touch-down.
        #expect(scroll.contentOffset.y == 50)
    }

    /// A plain view in the content is cancelled by default (`touchesShouldCancel` is `true` for it).
    @Test func aPlainViewHeldPastTheDelayIsCancelledWhenScrollingStarts() {
        let scroll = LoggingScrollView()
        let (_, button) = makeScene(scroll)
        button.removeFromSuperview()
        let content = TouchLog(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        scroll.addSubview(content)
        holdThenDrag(scroll)
        #expect(scroll.log == ["shouldBegin TouchLog 1", "shouldCancel TouchLog", "willBeginDragging"])
        #expect(content.log == ["began", "cancelled"])
        #expect(scroll.contentOffset.y == 50)
    }

    /// `canCancelContentTouches = false`: once the content tracks the finger, the scroll view does not
    /// scroll however far it moves, and `touchesShouldCancel(in:)` is not asked.
    @Test func withoutCancellationAHeldButtonNeverScrolls() {
        let (scroll, _) = makeScene()
        scroll.cancelsControls = true              // not asked at all
        scroll.canCancelContentTouches = false
        holdThenDrag(scroll)
        #expect(scroll.log == ["shouldBegin Button 1", "touchDown", "touchUpInside"])
        #expect(scroll.contentOffset.y == 0)
    }

    /// …but a finger that scrolls before the content got it still scrolls.
    @Test func withoutCancellationAQuickDragStillScrolls() {
        let (scroll, button) = makeScene()
        scroll.canCancelContentTouches = false
        drag(button, from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 20), duration: 0.25)
        #expect(scroll.log == ["willBeginDragging"])
        #expect(scroll.contentOffset.y > 100)
    }

    /// Without the delay, `touchesShouldBegin` is asked at once, at touch-down.
    @Test func withoutTheDelayTheQuestionComesAtTouchDown() {
        let (scroll, _) = makeScene()
        scroll.delaysContentTouches = false
        let finger = Touch(at: CGPoint(x: 160, y: 300), in: t.window)
        send(finger)
        #expect(scroll.log == ["shouldBegin Button 1", "touchDown"])
        finger.update(phase: .ended)
        send(finger)
        #expect(scroll.log == ["shouldBegin Button 1", "touchDown", "touchUpInside"])
    }

    /// `touchesShouldBegin` answering `false` keeps the content from the touch for good — after the
    /// delay, at lift, and while scrolling; the scroll view still scrolls.
    @Test func refusingTheBeginningKeepsTheContentOut() {
        let (scroll, button) = makeScene()
        scroll.letsTouchesBegin = false
        let finger = Touch(at: CGPoint(x: 160, y: 300), in: t.window)
        send(finger)
        t.run(for: 0.5)
        finger.update(phase: .ended)
        send(finger)
        #expect(scroll.log == ["shouldBegin Button 1"])
        #expect(!button.isHighlighted)
        scroll.log.removeAll()
        holdThenDrag(scroll)
        #expect(scroll.log == ["shouldBegin Button 1", "willBeginDragging"])
        #expect(scroll.contentOffset.y == 50)
    }

    /// A tap that lifts within the delay: asked once, as the held touch is released at lift.
    @Test func aQuickTapIsAskedWhenItIsReleased() {
        let (scroll, button) = makeScene()
        #expect(tap(button))
        #expect(scroll.log == ["shouldBegin Button 1", "touchDown", "touchUpInside"])
    }
}

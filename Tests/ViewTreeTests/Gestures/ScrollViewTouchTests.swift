import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct ScrollViewTouchTests {
    let t = TestWorld()

    final class Recorder: ScrollViewDelegate {
        var log: [String] = []
        func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.append("willBeginDragging") }
        func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { log.append("didEndDragging \(decelerate)") }
    }

    func makeScrollView() -> (ScrollView, TouchLog) {
        let scroll = ScrollView(frame: t.window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        let content = TouchLog(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        scroll.addSubview(content)
        t.window.addSubview(scroll)
        return (scroll, content)
    }

    @Test func everyScrollViewHasAPanRecognizerWithUIKitsDefaults() {
        let (scroll, _) = makeScrollView()
        #expect(scroll.panGestureRecognizer.view === scroll)
        #expect(scroll.delaysContentTouches)
        #expect(scroll.canCancelContentTouches)
        #expect(ScrollView.contentTouchDelay == 0.15)
    }

    @Test func aDragScrollsByTheFingersTravelAfterTheHysteresis() {
        let (scroll, content) = makeScrollView()
        let recorder = Recorder()
        scroll.delegate = recorder
        scroll.bounces = false
        drag(scroll, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 1)
        // At release (before the fling): 200 points of travel; the pan began after the first frame that crossed 10 points.
        let offset = scroll.contentOffset.y
        #expect(offset > 185 && offset < 191, "offset \(offset)")
        #expect(recorder.log.first == "willBeginDragging")
        #expect(recorder.log.last == "didEndDragging true")
        // A finger that scrolls at once never reaches the content.
        #expect(content.log.isEmpty)
    }

    @Test func aFastDragFlings() {
        let (scroll, _) = makeScrollView()
        drag(scroll, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.2)
        let released = scroll.contentOffset.y
        #expect(scroll.isDecelerating)
        t.simulation.run(for: 3)
        #expect(scroll.contentOffset.y > released + 100)
    }

    @Test func aTapOnTheContentArrivesLateButWhole() {
        let (_, content) = makeScrollView()
        let finger = Touch(at: CGPoint(x: 100, y: 100), in: t.window)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        t.simulation.run(for: 0.1)
        #expect(content.log.isEmpty)                  // held back: it might scroll
        finger.update(phase: .ended)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(content.log == ["began", "ended"])     // lifted: delivered at once, in order
    }

    @Test func aStillFingerReachesTheContentAfterTheDelayAndIsCancelledWhenScrollingStarts() {
        let (scroll, content) = makeScrollView()
        let finger = Touch(at: CGPoint(x: 100, y: 300), in: t.window)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        t.simulation.run(for: 0.149)
        #expect(content.log.isEmpty)
        t.simulation.run(for: 0.002)
        #expect(content.log == ["began"])
        finger.update(phase: .moved, location: CGPoint(x: 100, y: 250))
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(content.log == ["began", "cancelled"])
        #expect(scroll.isDragging)
        finger.update(phase: .ended)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
    }

    /// Apple's `canCancelContentTouches`: "If the value of this property is false, the scroll view
    /// doesn't scroll regardless of finger movement once the content view starts tracking." (This
    /// test used to expect the content to scroll *and* keep its touch; UIKit does not do that.)
    @Test func withoutDelayOrCancellationTheContentKeepsItsTouchAndNothingScrolls() {
        let (scroll, content) = makeScrollView()
        scroll.delaysContentTouches = false
        scroll.canCancelContentTouches = false
        drag(scroll, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), duration: 0.2)
        #expect(content.log.first == "began")
        #expect(content.log.last == "ended")
        #expect(!content.log.contains("cancelled"))
        #expect(scroll.contentOffset.y == 0)
        #expect(!scroll.isTracking && !scroll.isDragging)
    }

    @Test func touchingAFlingStopsIt() {
        let (scroll, _) = makeScrollView()
        drag(scroll, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.2)
        t.simulation.run(for: 0.2)
        #expect(scroll.isDecelerating)
        let finger = Touch(at: CGPoint(x: 100, y: 100), in: t.window)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(!scroll.isDecelerating)
        #expect(scroll.isTracking)
        let caught = scroll.contentOffset
        t.simulation.run(for: 0.5)
        #expect(scroll.contentOffset == caught)
        finger.update(phase: .ended)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(!scroll.isTracking)
    }

    @Test func aDisabledScrollViewDoesNotScrollOrCancel() {
        let (scroll, content) = makeScrollView()
        scroll.isScrollEnabled = false
        scroll.delaysContentTouches = false
        drag(scroll, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), duration: 0.2)
        #expect(scroll.contentOffset.y == 0)
        #expect(content.log.last == "ended")
    }
}

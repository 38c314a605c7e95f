// The code of Docs/Touches.md, compiled and run: keep the two in step (each sample's imports are hoisted).
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

final class CounterController {
    var taps = 0
    func didTap(_ sender: TapGestureRecognizer) { taps += 1 }
}

@Test func tappingTheCardCountsOnce() {
    let t = TestWorld()
    let card = View(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
    card.accessibilityIdentifier = "card"
    t.window.addSubview(card)

    let controller = CounterController()
    card.addGestureRecognizer(TapGestureRecognizer(target: controller, action: CounterController.didTap))

    tap(t.window.firstView(withAccessibilityIdentifier: "card")!)   // down, 0.05 s, up
    #expect(controller.taps == 1)
}

@Test func aSingleTapWaitsUntilItCannotBeADoubleTap() {
    let t = TestWorld()
    let photo = View(frame: t.window.bounds)
    t.window.addSubview(photo)
    var log: [String] = []
    let single = TapGestureRecognizer { _ in log.append("single") }
    let double = TapGestureRecognizer { _ in log.append("double") }
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    photo.addGestureRecognizer(single)
    photo.addGestureRecognizer(double)

    tap(photo)
    #expect(log.isEmpty)                     // it could still become a double tap
    t.run(for: 0.4)                          // past the 0.35 s multi-tap interval
    #expect(log == ["single"])

    doubleTap(photo)
    t.run(for: 0.4)
    #expect(log == ["single", "double"])
}

@Test func aFlingScrollsFurtherThanTheFinger() {
    let t = TestWorld()
    let feed = ScrollView(frame: t.window.bounds)
    feed.contentSize = CGSize(width: 320, height: 5000)
    t.window.addSubview(feed)

    drag(feed, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.2)
    #expect(feed.isDecelerating)             // released at 1,500 pt/s
    t.run(for: 3)
    #expect(feed.contentOffset.y > 300)      // the fling carried it past the finger's 300 points
}

@Test func theReasonIsSpelledOut() {
    let t = TestWorld()
    let save = View(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    save.accessibilityIdentifier = "save"
    t.window.addSubview(save)
    let banner = View(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
    t.window.addSubview(banner)

    #expect(TouchCheck.reasonUntouchable(save)
            == "View \"save\" (10 10; 100 44) is covered by View (0 0; 320 80) at {60, 32} (window coordinates)")
}

final class ButtonFriendlyScrollView: ScrollView {
    override func touchesShouldCancel(in view: View) -> Bool {
        view is Button ? true : super.touchesShouldCancel(in: view)
    }
}

@Test func aHeldButtonGivesWayToScrolling() {
    let t = TestWorld()
    let list = ButtonFriendlyScrollView(frame: t.window.bounds)
    list.contentSize = CGSize(width: 320, height: 2000)
    let buy = Button(type: .system)
    buy.frame = CGRect(x: 20, y: 100, width: 280, height: 300)
    list.addSubview(buy)
    t.window.addSubview(list)
    var cancelled = false
    buy.addAction(Action { _ in cancelled = true }, for: .touchCancel)

    let finger = Touch(at: CGPoint(x: 160, y: 300), in: t.window)
    t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
    t.run(for: 0.2)                              // past the 0.15 s delay: the button has the finger
    #expect(buy.isHighlighted)
    finger.update(phase: .moved, location: CGPoint(x: 160, y: 250))
    t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
    #expect(cancelled && list.isDragging)        // a plain ScrollView would leave the button the finger
    finger.update(phase: .ended)
    t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
}

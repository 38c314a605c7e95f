import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// The touches issue's finger helpers (`tap`, `doubleTap`, `drag`) drive every control.
@Suite struct TapHelperTests {
    @Test func tapDrivesEveryControl() {
        let t = TestWorld(profile: .iOS7, windowSize: CGSize(width: 375, height: 667))
        let button = Button(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        let toggle = Switch(frame: CGRect(x: 20, y: 80, width: 0, height: 0))
        let segmented = SegmentedControl(items: ["A", "B"])
        segmented.frame = CGRect(x: 20, y: 130, width: 200, height: 29)
        let stepper = Stepper(frame: CGRect(x: 20, y: 180, width: 0, height: 0))
        let pages = PageControl(frame: CGRect(x: 20, y: 230, width: 200, height: 37))
        pages.numberOfPages = 3
        let field = TextField(frame: CGRect(x: 20, y: 280, width: 200, height: 30))
        for v in [button, toggle, segmented, stepper, pages, field] as [View] { t.window.addSubview(v) }
        var saved = 0
        button.addAction(Action { _ in saved += 1 }, for: .primaryActionTriggered)

        #expect(tap(button))
        #expect(saved == 1)
        #expect(tap(toggle) && toggle.isOn)
        #expect(tap(segmented, at: CGPoint(x: 150, y: 14)) && segmented.selectedSegmentIndex == 1)
        #expect(tap(stepper, at: CGPoint(x: 80, y: 14)) && stepper.value == 1)
        #expect(tap(pages, at: CGPoint(x: 190, y: 18)) && pages.currentPage == 1)
        #expect(tap(field) && field.isFirstResponder)
        #expect(type("ok", into: field) && field.text == "ok")
    }

    @Test func doubleTapSendsTouchDownRepeat() {
        let t = TestWorld()
        let button = Button(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        t.window.addSubview(button)
        let log = EventLog()
        log.record(button, EventLog.touchEvents)
        #expect(doubleTap(button))
        #expect(log.entries == ["down", "upInside", "primary", "down", "downRepeat", "upInside", "primary"])
    }

    @Test func dragMovesASliderAndEndsOutsideAButton() {
        let t = TestWorld()
        let slider = Slider(frame: CGRect(x: 0, y: 100, width: 228, height: 30))
        t.window.addSubview(slider)
        #expect(drag(slider, from: CGPoint(x: 14, y: 15), to: CGPoint(x: 214, y: 15)))
        #expect(slider.value == 1)

        let button = Button(type: .custom)
        button.frame = CGRect(x: 20, y: 300, width: 100, height: 44)
        t.window.addSubview(button)
        let log = EventLog()
        log.record(button, [(.touchUpInside, "upInside"), (.touchUpOutside, "upOutside")])
        #expect(drag(button, from: CGPoint(x: 50, y: 22), to: CGPoint(x: 50, y: 44 + 100)))
        #expect(log.entries == ["upOutside"])
    }
}

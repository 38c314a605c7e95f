import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct PresentationTests {
    @Test func aFullScreenPresentationBeforeIOS13MakesThePresenterDisappear() {
        let t = TestWorld(profile: .iOS7, device: .iPhoneSE)
        let log = ControllerEventLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        t.show(a)
        log.clear()
        var presented = false
        a.present(b, animated: true) { presented = true }
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.isBeingPresented)
        t.run(for: 0.4)                                        // 0.5 s: still sliding up
        #expect(!presented)
        t.run(for: 0.2)
        #expect(presented)
        #expect(log.withoutLayout == ["B.loadView", "B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                                      "B.viewDidAppear(true)", "A.viewDidDisappear(true)"])   // a modal's did-calls: presented first
        #expect(a.view.superview == nil)                        // full screen: the presenter's view leaves
        #expect(b.view.frame == t.window.bounds)
        log.clear()
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        t.waitForTransitions()
        #expect(dismissed)
        #expect(log.withoutLayout == ["B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                                      "A.viewDidAppear(true)", "B.viewDidDisappear(true)"])   // the presenter's first
        #expect(a.presentedViewController == nil)
        #expect(a.view.superview === t.window)
        #expect(b.view.superview == nil)
    }

    @Test func onIOS13AutomaticIsASheetAndThePresenterStays() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let log = ControllerEventLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        t.show(a)
        log.clear()
        a.present(b, animated: true)
        t.waitForTransitions()
        #expect(log.withoutLayout == ["B.loadView", "B.viewDidLoad", "B.viewWillAppear(true)", "B.viewDidAppear(true)"])
        #expect(a.view.window === t.window)
        // 44 + 10 from the top, in the window; the view itself is at the origin of the sheet's drop shadow view.
        #expect(b.view.convert(b.view.bounds, to: nil) == CGRect(x: 0, y: 54, width: 375, height: 758))
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 375, height: 758))
        let full = LoggingController("C", log: log)
        full.modalPresentationStyle = .fullScreen
        b.dismiss(animated: false)
        t.waitForTransitions()
        log.clear()
        a.present(full, animated: false)
        t.waitForTransitions()
        #expect(log.withoutLayout == ["C.loadView", "C.viewDidLoad", "A.viewWillDisappear(false)", "C.viewWillAppear(false)",
                                      "C.viewDidAppear(false)", "A.viewDidDisappear(false)"])
    }

    @Test func presentingTwiceIsRejected() {
        let t = TestWorld()
        let a = ViewController()
        t.show(a)
        a.present(ViewController(), animated: false)
        a.present(ViewController(), animated: false)
        t.waitForTransitions()
        #expect(t.simulation.diagnostics.filter { $0.code == .viewController }.count == 1)
        let offscreen = ViewController()
        offscreen.present(ViewController(), animated: false)
        #expect(offscreen.presentedViewController == nil)
    }

    @Test func anAlertsActionRunsItsHandlerAfterTheDismissal() {
        let t = TestWorld()
        let a = ViewController()
        t.show(a)
        let alert = AlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        var chosen: [String] = []
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { action in
            chosen.append(action.title ?? "")
        })
        a.present(alert, animated: true)
        t.waitForTransitions()
        #expect(a.view.window === t.window)                      // an alert leaves the presenter in place
        #expect(alert.view.frame.width == AlertController.width)
        let buttons = alert.view.subviews.compactMap { $0 as? AlertActionView }
        #expect(buttons.count == 2)
        buttons[1].performTap()
        #expect(chosen.isEmpty)                                  // not before the alert is gone
        t.waitForTransitions()
        #expect(chosen == ["Delete"])
        #expect(a.presentedViewController == nil)
        #expect(alert.view.window == nil)
    }
}

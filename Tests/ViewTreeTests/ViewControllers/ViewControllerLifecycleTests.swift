import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct ViewControllerLifecycleTests {
    @Test func theViewLoadsLazilyOnce() {
        let log = EventLog()
        let controller = LoggingController("A", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.entries.isEmpty)
        let view: View = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(log.entries == ["A.loadView", "A.viewDidLoad"])
        // The default view is the size of the screen (the profile's default device: 320 × 568).
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test func aRootControllerAppearsInUIKitsLaunchOrder() {
        let t = TestWorld(device: .iPhoneSE)
        let log = EventLog()
        let controller = LoggingController("A", log: log)
        t.window.rootViewController = controller
        // viewWillAppear at once, viewDidAppear after the first layout (the next run-loop turn).
        #expect(log.entries == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)"])
        t.waitForTransitions()
        #expect(log.entries == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)",
                                "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews", "A.viewDidAppear(false)"])
        #expect(controller.view.superview === t.window)
        #expect(controller.view.frame == t.window.bounds)
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test func aHiddenWindowInstallsItsRootOnMakeKeyAndVisible() {
        let world = Simulation()
        let window = Window(frame: world.screen.bounds, simulation: world)
        let log = EventLog()
        let controller = LoggingController("A", log: log)
        window.rootViewController = controller
        #expect(!controller.isViewLoaded)
        #expect(!window.isKeyWindow)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
        #expect(world.keyWindow === window)
        #expect(controller.view.superview === window)
        world.run(for: 0)
        #expect(log.withoutLayout == ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewDidAppear(false)"])
    }

    @Test func replacingTheRootMakesTheOldOneDisappear() {
        let t = TestWorld()
        let log = EventLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        t.show(a)
        log.clear()
        t.show(b)
        #expect(log.withoutLayout == ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)",
                                      "B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)", "B.viewDidAppear(false)"])
        #expect(a.view.superview == nil)
    }

    @Test func layoutCallbacksWrapTheViewsLayout() {
        let t = TestWorld()
        let log = EventLog()
        let controller = LoggingController("A", log: log)
        t.show(controller)
        log.clear()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(log.entries == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
    }

    @Test func aControllersViewsNextResponderIsTheController() {
        let t = TestWorld()
        let controller = ViewController()
        t.show(controller)
        #expect(controller.view.next === controller)
        #expect(controller.next === t.window)
        let sub = View(frame: .zero)
        controller.view.addSubview(sub)
        #expect(sub.next === controller.view)
    }

    @Test func aMemoryWarningReachesEveryController() {
        let t = TestWorld()
        let log = EventLog()
        let nav = NavigationController(rootViewController: LoggingController("root", log: log))
        t.show(nav)
        nav.pushViewController(LoggingController("second", log: log), animated: false)
        t.waitForTransitions()
        log.clear()
        t.simulation.simulateMemoryWarning()
        #expect(log.entries == ["root.didReceiveMemoryWarning", "second.didReceiveMemoryWarning"])
    }

    @Test func titleIsShownByTheNavigationItem() {
        let controller = ViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.displayedTitle == "Inbox")
        controller.navigationItem.title = "Mail"
        #expect(controller.navigationItem.displayedTitle == "Mail")
    }
}

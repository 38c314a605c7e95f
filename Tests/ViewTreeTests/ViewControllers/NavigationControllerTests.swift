import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct NavigationControllerTests {
    @Test func anAnimatedPushFollowsUIKitsOrderAndDuration() {
        let t = TestWorld()
        let log = ControllerEventLog()
        let a = LoggingController("A", log: log)
        let nav = NavigationController(rootViewController: a)
        t.show(nav)
        log.clear()
        let b = LoggingController("B", log: log)
        var completed = false
        nav.pushViewController(b, animated: true) { completed = true }
        #expect(nav.topViewController === b)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.isTransitioning)
        #expect(log.withoutLayout == ["B.willMove(toParent: parent)", "B.loadView", "B.viewDidLoad",
                                      "A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        t.run(for: 0.3)                                   // 0.35 s: still sliding
        #expect(!completed)
        #expect(a.view.superview != nil)
        t.run(for: 0.1)
        #expect(completed)
        #expect(!nav.isTransitioning)
        #expect(log.withoutLayout.suffix(3) == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: parent)"])
        #expect(a.view.superview == nil)
        #expect(b.view.frame == nav.view.bounds)
        #expect(b.navigationController === nav)
    }

    @Test func anAnimatedPopFollowsUIKitsOrder() {
        let t = TestWorld()
        let log = ControllerEventLog()
        let a = LoggingController("A", log: log), b = LoggingController("B", log: log)
        let nav = NavigationController(rootViewController: a)
        t.show(nav)
        nav.pushViewController(b, animated: false)
        t.waitForTransitions()
        log.clear()
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        #expect(nav.viewControllers.count == 1)
        t.waitForTransitions()
        #expect(log.withoutLayout == ["B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                                      "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)"])
        #expect(b.parent == nil)
        #expect(nav.popViewController(animated: true) == nil)       // never pops the root
    }

    @Test func popToRootPopsEverythingAboveTheRoot() {
        let t = TestWorld()
        let nav = NavigationController(rootViewController: ViewController())
        t.show(nav)
        let second = ViewController(), third = ViewController()
        nav.pushViewController(second, animated: false)
        nav.pushViewController(third, animated: false)
        t.waitForTransitions()
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped?.count == 2)
        t.waitForTransitions()
        #expect(nav.viewControllers.count == 1)
        #expect(second.parent == nil && third.parent == nil)
        #expect(nav.topViewController?.view.superview != nil)
    }

    @Test func theBarIs44PointsUnderTheStatusBarWithTheTitleAndItems() {
        let t = TestWorld(device: .iPhoneSE)
        let root = ViewController()
        root.title = "Inbox"
        var tapped = 0
        root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", primaryAction: Action { _ in tapped += 1 })
        let nav = NavigationController(rootViewController: root)
        t.show(nav)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(nav.navigationBar.titleLabel.text == "Inbox")
        let editView = root.navigationItem.rightBarButtonItem?.view
        #expect(editView?.isDescendant(of: nav.navigationBar) == true)   // in the bar's content view from iOS 11
        root.navigationItem.rightBarButtonItem?.performPrimaryAction()
        #expect(tapped == 1)
        // The child's view extends under the bar, which its safe area (iOS 11+) or top layout guide reports.
        #expect(root.view.frame == nav.view.bounds)
        #expect(root.topLayoutGuideLength == 64)
        let detail = ViewController()
        detail.title = "Message"
        nav.pushViewController(detail, animated: false)
        t.waitForTransitions()
        #expect(nav.navigationBar.titleLabel.text == "Message")
        #expect(nav.navigationBar.backButtonItem?.title == "Inbox")
        nav.navigationBar.backButtonItem?.performPrimaryAction()     // the back button pops
        t.waitForTransitions()
        #expect(nav.topViewController === root)
    }

    @Test func theBarCanBeHidden() {
        let t = TestWorld(profile: .iOS11, device: .iPhoneSE)
        let root = ViewController()
        let nav = NavigationController(rootViewController: root)
        t.show(nav)
        #expect(root.view.safeAreaInsets.top == 64)
        nav.isNavigationBarHidden = true
        #expect(nav.navigationBar.isHidden)
        #expect(root.view.safeAreaInsets.top == 20)
    }

    @Test func pushingTwiceOrDuringATransitionIsHandled() {
        let t = TestWorld()
        let nav = NavigationController(rootViewController: ViewController())
        t.show(nav)
        let b = ViewController(), c = ViewController()
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)                    // queued until the first ends
        nav.pushViewController(b, animated: true)                    // already in the stack
        t.waitForTransitions()
        #expect(nav.viewControllers.count == 3)
        #expect(nav.topViewController === c)
        #expect(t.simulation.diagnostics.contains { $0.code == .viewController })
    }

    @Test func theHierarchySnapshotShowsTheContainerViews() {
        let t = TestWorld(device: .iPhoneSE)
        let root = ViewController()
        root.title = "Root"
        let nav = NavigationController(rootViewController: root)
        t.show(nav)
        let snapshot = t.controllerSnapshot()
        #expect(snapshot.hasPrefix("<NavigationController c1>, state: appeared, view: <LayoutContainerView 0x"))
        #expect(snapshot.contains("   | <ViewController c2>, state: appeared"))
        #expect(snapshot.contains("<NavigationTransitionView: "))
        #expect(snapshot.contains("<ViewControllerWrapperView: "))
        #expect(snapshot.contains("<NavigationBar: 0x"))
        #expect(snapshot.contains("frame = (0 20; 320 44)"))
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// What the fuzzer's controller operations found (Docs/Reliability.md, bugs 22–27): each test is a shrunk reproduction,
/// written through the public API, and failed before its fix.
@Suite struct ControllerFuzzRegressionTests {
    /// Hears `didMove(toParent:)` and the appearance callbacks.
    final class Recording: ViewController {
        var didMoves: [ObjectIdentifier?] = []
        var appeared = 0
        override func didMove(toParent parent: ViewController?) {
            super.didMove(toParent: parent)
            didMoves.append(parent.map(ObjectIdentifier.init))
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            appeared += 1
        }
    }

    private func diagnosed(_ t: TestWorld, _ text: String) -> Bool {
        t.simulation.diagnostics.contains { $0.code == .viewController && $0.message.contains(text) }
    }

    // 22. A container made its own child.

    @Test func aNavigationControllerCannotBeInItsOwnStack() {
        let t = TestWorld()
        let nav = NavigationController()
        t.show(nav)
        nav.setViewControllers([nav], animated: true)
        #expect(nav.viewControllers.isEmpty)
        #expect(nav.parent == nil)
        #expect(diagnosed(t, "one of its ancestors"))
        let root = ViewController()
        nav.setViewControllers([root], animated: false)
        let tabs = TabBarController()
        tabs.viewControllers = [nav]
        nav.pushViewController(tabs, animated: false)             // its own ancestor
        #expect(nav.viewControllers.count == 1 && nav.viewControllers[0] === root)
        #expect(tabs.parent == nil)
    }

    @Test func aStackListsEachControllerOnceAndNoNavigationController() {
        let t = TestWorld()
        let a = ViewController(), b = ViewController()
        let nav = NavigationController(rootViewController: a)
        t.show(nav)
        nav.setViewControllers([a, b, a], animated: false)
        #expect(nav.viewControllers.count == 1 && nav.viewControllers[0] === a)
        #expect(diagnosed(t, "must be distinct"))
        nav.setViewControllers([a, NavigationController()], animated: false)
        #expect(nav.viewControllers.count == 1)
        #expect(b.parent == nil)
    }

    @Test func aTabBarControllerCannotBeItsOwnTabNorListATabTwice() {
        let t = TestWorld()
        let tabs = TabBarController(), other = TabBarController()
        let a = ViewController()
        t.show(tabs)
        tabs.viewControllers = [tabs, other]
        #expect(tabs.children.isEmpty)
        #expect(tabs.parent == nil && other.parent == nil)
        tabs.viewControllers = [a, a]
        #expect(tabs.children.isEmpty)
        #expect(diagnosed(t, "listed twice"))
    }

    // 23. A window's root view controller could be presented (two places at once).

    @Test func aWindowsRootCannotBePresented() {
        let t = TestWorld()
        let root = ViewController()
        t.show(root)
        let otherWindow = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: t.simulation)
        otherWindow.isHidden = false
        let presenter = ViewController()
        otherWindow.rootViewController = presenter
        t.simulation.run(for: 0.1)
        presenter.present(root, animated: false)
        t.simulation.run(for: 0.1)
        #expect(presenter.presentedViewController == nil)
        #expect(root.presentingViewController == nil)
        #expect(root.view.superview === t.window)
        #expect(diagnosed(t, "active controller"))
    }

    @Test func aPresenterCannotBePresentedByWhatItPresents() {
        let t = TestWorld(profile: .iOS7)
        let root = ViewController()
        t.show(root)
        let presented = ViewController()
        root.present(presented, animated: true)
        t.simulation.run(for: 1.2)                                // full screen: the root's view left the window
        presented.present(root, animated: true)
        t.simulation.run(for: 1)
        #expect(presented.presentedViewController == nil)
        #expect(root.presentingViewController == nil)
        #expect(root.presentedViewController === presented)
        #expect(diagnosed(t, "active controller"))
    }

    // 24. A presented controller could be pushed, added as a child or made a tab (two places at once).

    @Test func aPresentedControllerCannotBecomeAChild() {
        let t = TestWorld()
        let root = ViewController()
        t.show(root)
        let presented = ViewController()
        root.present(presented, animated: false)
        t.waitForTransitions()
        let nav = NavigationController(rootViewController: ViewController())
        nav.pushViewController(presented, animated: false)
        nav.setViewControllers([presented], animated: false)
        let tabs = TabBarController()
        tabs.viewControllers = [presented]
        ViewController().addChild(presented)
        #expect(presented.parent == nil)
        #expect(root.presentedViewController === presented)
        #expect(nav.viewControllers.count == 1 && tabs.children.isEmpty)
        #expect(diagnosed(t, "is presented"))
    }

    @Test func aPresentingControllerCannotBecomeAChildOfWhatItPresents() {
        let t = TestWorld()
        let root = ViewController()
        t.show(root)
        let presented = ViewController()
        root.present(presented, animated: true)
        presented.addChild(root)
        t.simulation.run(for: 2)
        #expect(root.parent == nil)
        #expect(presented.children.isEmpty)
        #expect(root.presentedViewController === presented)
        #expect(diagnosed(t, "presents"))
    }

    // 25. Containers taking a tab's controller left the tab bar controller inconsistent.

    @Test func theControllerOfAnotherTabBarControllersTabIsRefused() {
        let t = TestWorld()
        let shown = ViewController()
        let owner = TabBarController(tabs: [Tab(title: "a", image: nil, identifier: "a") { _ in shown }])
        t.show(owner)
        let thief = TabBarController()
        thief.viewControllers = [shown]
        #expect(shown.parent === owner)
        #expect(owner.selectedViewController === shown)
        #expect(thief.children.isEmpty)
        #expect(diagnosed(t, "tab \"a\""))
    }

    @Test func aSelectedTabTakenByAnotherContainerMovesTheSelection() {
        let t = TestWorld()
        let a = ViewController(), b = ViewController()
        let tabs = TabBarController()
        tabs.viewControllers = [a, b]
        t.show(tabs)
        #expect(tabs.selectedViewController === a)
        let other = ViewController()
        other.addChild(a)
        #expect(a.parent === other)
        #expect(tabs.selectedViewController === b)
        #expect(tabs.tabBar.items?.count == 1)
    }

    @Test func aTabProviderReturningAPresentedControllerIsRefused() {
        let t = TestWorld()
        let root = ViewController()
        t.show(root)
        let presented = Recording()
        root.present(presented, animated: false)
        t.waitForTransitions()
        let tabs = TabBarController()
        tabs.tabs = [Tab(title: "p", image: nil, identifier: "p") { _ in presented }]
        #expect(presented.parent == nil)
        #expect(tabs.children.isEmpty)
        #expect(presented.didMoves.isEmpty)
        #expect(diagnosed(t, "is presented"))
    }

    @Test func aTabBarControllerTakingAnotherParentsChildTakesItsView() {
        let t = TestWorld()
        let root = ViewController()
        t.show(root)
        let child = ViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let first = ViewController()
        let tabs = TabBarController()
        tabs.viewControllers = [first]
        tabs.loadViewIfNeeded()
        tabs.viewControllers = [first, child]
        #expect(child.parent === tabs)
        #expect(child.view.superview == nil)                     // not selected: off screen, not left in root's view
    }

    // 26. Containment callbacks out of balance in setViewControllers.

    @Test func reorderingAStackDoesNotRepeatDidMoveAndNewControllersHearIt() {
        let nav = NavigationController()                          // off screen: no transitions
        let c1 = Recording(), c2 = Recording()
        nav.pushViewController(c2, animated: true)
        nav.pushViewController(c1, animated: true)
        nav.setViewControllers([c1, c2], animated: true)
        let id = ObjectIdentifier(nav)
        #expect(c2.didMoves == [id])
        #expect(c1.didMoves == [id])
        let c3 = Recording(), c4 = Recording()
        nav.setViewControllers([c3, c4], animated: false)
        #expect(c3.didMoves == [id])
        #expect(c4.didMoves == [id])
        #expect(c1.didMoves == [id, nil] && c2.didMoves == [id, nil])
    }

    // 29. A presented controller covered by a full-screen presentation of its own kept its view on screen.

    @Test func aPresentedControllerCoveredByAFullScreenPresentationLeavesTheScreen() {
        let t = TestWorld(profile: .iOS7)
        let root = ViewController()
        t.show(root)
        let middle = ViewController(), top = ViewController()
        root.present(middle, animated: false)
        t.waitForTransitions()
        let home = middle.view.superview
        middle.present(top, animated: true)
        t.simulation.run(for: 1)
        #expect(!middle.isViewVisible)
        #expect(middle.view.window == nil)
        #expect(top.view.window === t.window)
        top.dismiss(animated: true)
        t.simulation.run(for: 1)
        #expect(middle.isViewVisible)
        #expect(middle.view.window === t.window)
        #expect(middle.view.superview === home)
        #expect(root.viewIfLoaded?.window == nil)
    }

    // 28. A controller popped and adopted by another container during the pop lost its new parent when the pop ended.

    @Test func aControllerAdoptedDuringItsPopKeepsItsNewParent() {
        let t = TestWorld()
        let popped = Recording()
        let nav = NavigationController(rootViewController: ViewController())
        t.show(nav)
        nav.pushViewController(popped, animated: false)
        t.waitForTransitions()
        nav.popViewController(animated: true)
        t.simulation.run(for: 0.1)                                // mid-pop
        let adopter = ViewController()                            // off screen
        adopter.addChild(popped)
        adopter.view.addSubview(popped.view)
        popped.didMove(toParent: adopter)
        t.simulation.run(for: 1)                                  // the pop ends
        #expect(popped.parent === adopter)
        #expect(adopter.children.contains { $0 === popped })
        #expect(popped.view.superview === adopter.view)
        #expect(popped.didMoves.last == ObjectIdentifier(adopter))
    }

    // 31. A controller popped and adopted on screen during the pop was left "disappeared" in a visible window.

    @Test func aControllerAdoptedOnScreenDuringItsPopAppearsThere() {
        let t = TestWorld()
        let popped = Recording()
        let holder = ViewController()
        t.show(holder)
        let nav = NavigationController(rootViewController: ViewController())
        holder.addChild(nav)
        holder.view.addSubview(nav.view)
        nav.didMove(toParent: holder)
        nav.pushViewController(popped, animated: false)
        t.waitForTransitions()
        let appearedBefore = popped.appeared
        nav.popViewController(animated: true)
        t.simulation.run(for: 0.1)                                // mid-pop
        holder.addChild(popped)                                   // adopted by an on-screen controller
        holder.view.addSubview(popped.view)
        popped.didMove(toParent: holder)
        t.simulation.run(for: 1)                                  // the pop ends
        #expect(popped.parent === holder && popped.view.window === t.window)
        #expect(popped.isViewVisible, "its view is in a visible window: it has appeared there")
        #expect(popped.appeared == appearedBefore + 1)
    }

    // 32. A presented controller whose presenter was released stayed on screen when a full-screen presentation
    // covered it.

    @Test func aCoveredPresentedControllerWhosePresenterIsGoneLeavesTheScreen() {
        let t = TestWorld(profile: .iOS8)
        var first: ViewController? = ViewController()
        t.window.rootViewController = first
        let sheet = Recording()
        first?.present(sheet, animated: true)
        t.simulation.run(for: 0.5)
        let nav = NavigationController()
        first = nil                                               // the root changes; the old root is released
        t.window.rootViewController = nav
        sheet.addChild(nav)
        sheet.view.addSubview(nav.view)
        nav.didMove(toParent: sheet)
        nav.present(NavigationController(), animated: false)      // full screen, over the sheet
        t.simulation.run(for: 1.8)
        #expect(!sheet.isViewVisible)
        #expect(sheet.view.window == nil, "a disappeared controller's view is off screen")
    }

    // 27. Views left behind or brought back in the wrong window.

    @Test func aChildPushedOntoAnOffscreenStackLeavesItsOldParentsView() {
        let t = TestWorld()
        let root = ViewController()
        t.show(root)
        let child = ViewController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let nav = NavigationController()
        nav.pushViewController(child, animated: true)
        t.simulation.run(for: 1)
        #expect(child.parent === nav)
        #expect(child.view.superview == nil)
        #expect(child.view.window == nil)
        t.show(nav)
        #expect(child.view.window === t.window)
    }

    @Test func dismissingAfterTheRootWasReplacedDoesNotBringTheOldRootBack() {
        let t = TestWorld(profile: .iOS7)
        let oldRoot = Recording()
        t.show(oldRoot)
        let presented = ViewController()
        oldRoot.present(presented, animated: true)
        t.simulation.run(for: 1)
        #expect(oldRoot.viewIfLoaded?.window == nil)             // covered by the full-screen presentation
        let newRoot = ViewController()
        t.window.rootViewController = newRoot
        presented.dismiss(animated: false)
        t.simulation.run(for: 1)
        #expect(oldRoot.presentedViewController == nil)
        #expect(oldRoot.viewIfLoaded?.window == nil)
        #expect(oldRoot.appeared == 1)
        #expect(!oldRoot.isViewVisible)
        #expect(newRoot.view.window === t.window)
    }

    /// Bug 111: an iOS 7 tab bar button laid itself out again and again under a category that rounds every frame (the
    /// fuzzer's `IntegralFrames`), until the pass gave up with a `.layoutLoop` diagnostic (episode 0x6687df857f849550 of
    /// the controllers fuzzer, 10 steps). Its layout sized the title with `sizeToFit()` and then placed it: two frames
    /// per pass, which the category rounded to widths that alternated, each change asking for the button's layout again.
    @Test func aTabBarButtonUnderAFrameRoundingCategoryLaysOutOnce() {
        let world = Simulation(profile: .iOS7)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 300), simulation: world)
        window.isHidden = false
        let root = ViewController()
        let split = SplitViewController(style: .doubleColumn)
        let tabs = TabBarController()
        world.install(Category("IntegralFrames", on: View.self).setFrame { _, f, callSuper in callSuper(f.integral) })
        split.setViewController(tabs, for: .primary)
        window.rootViewController = root
        let page = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        tabs.tabs = [Tab(title: "t23", image: nil, identifier: "t23") { _ in page }]
        root.addChild(split)
        root.view.addSubview(split.view)
        split.didMove(toParent: root)
        world.run(for: 1.0 / 60)
        #expect(!world.diagnostics.contains { $0.code == .layoutLoop }, "\(world.diagnostics.map(\.message))")
        let label = tabs.tabBar.subviews.compactMap { $0.subviews.last as? Label }.first
        #expect(label?.text == "t23")
        #expect(label.map { $0.frame == $0.frame.integral } == true, "the category's rounding is kept")
    }
}

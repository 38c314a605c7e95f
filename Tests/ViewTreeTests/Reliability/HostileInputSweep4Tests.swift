import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import ViewTreeFuzzing

/// The fourth sweep for hostile and re-entrant input (Reliability.md, bugs 79–83): view controllers re-entered from
/// their own callbacks, presentations re-entered while they run, keyframes out of range. Each test stopped the process
/// (a stack overflow), left the controllers inconsistent or accepted bad input silently without its fix. Every
/// hostile loop here is bounded by the test itself as well, so a regression fails (or overflows) instead of hanging.
@Suite struct HostileInputSweep4Tests {
    private func diagnosed(_ t: TestWorld, _ code: Diagnostic.Code, _ text: String) -> Int {
        t.simulation.diagnostics.filter { $0.code == code && $0.message.contains(text) }.count
    }

    // 79. A loadView that reads `view` before setting one.

    /// Reads its own `view` inside `loadView()` without having set one (UIKit calls `loadView` again, for ever).
    final class SelfViewLoader: ViewController {
        var loads = 0
        var didLoads = 0
        override func loadView() {
            loads += 1
            guard loads < 100_000 else { return }
            view.tag = 7
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            didLoads += 1
        }
    }

    @Test func aLoadViewThatReadsItsViewGetsTheDefaultViewInsteadOfRecursing() throws {
        let t = TestWorld()
        let controller = SelfViewLoader()
        t.show(controller)
        #expect(controller.loads == 1)
        #expect(controller.didLoads == 1, "viewDidLoad runs once, after the outer loadView")
        #expect(controller.view.tag == 7, "the outer loadView went on with the default view")
        #expect(controller.view.window === t.window)
        #expect(diagnosed(t, .viewController, "loadView() before loadView set one") == 1)
        try InvariantChecker.check([t.window])
    }

    // 80. addChild from inside the child's own willMove(toParent:).

    /// Adds itself to `thief` (or to the parent it is moving to, when `thief` is nil) from `willMove(toParent:)`.
    final class Grabbing: ViewController {
        weak var thief: ViewController?
        var clingy = false
        var willMoves = 0
        override func willMove(toParent parent: ViewController?) {
            super.willMove(toParent: parent)
            willMoves += 1
            guard willMoves < 100_000, let parent else { return }
            if clingy {
                parent.addChild(self)
            } else if let nav = thief as? NavigationController, parent !== nav {
                nav.pushViewController(self, animated: false)
            } else if let thief, parent !== thief {
                thief.addChild(self)
            }
        }
    }

    @Test func anAddChildFromInsideTheChildsWillMoveToAnotherParentIsRefused() throws {
        let t = TestWorld()
        let root = ViewController(), other = ViewController()
        t.show(root)
        let child = Grabbing()
        child.thief = other
        root.addChild(child)
        #expect(child.parent === root)
        #expect(root.children.count == 1 && root.children[0] === child)
        #expect(other.children.isEmpty, "the child is listed by one controller only")
        #expect(diagnosed(t, .viewController, "from inside its willMove(toParent:)") == 1)
    }

    @Test func anAddChildToTheSameParentFromInsideWillMoveDoesNotRecurse() {
        let t = TestWorld()
        let root = ViewController()
        t.show(root)
        let child = Grabbing()
        child.clingy = true
        root.addChild(child)
        #expect(child.willMoves == 1)
        #expect(root.children.count == 1 && child.parent === root)
        #expect(diagnosed(t, .viewController, "from inside its willMove(toParent:)") == 1)
    }

    @Test func aPushFromInsideWillMoveToAnotherParentPushesNothing() throws {
        let t = TestWorld()
        let root = ViewController()
        t.show(root)
        let top = ViewController()
        let nav = NavigationController(rootViewController: top)
        let otherWindow = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: t.simulation)
        otherWindow.rootViewController = nav
        otherWindow.isHidden = false
        let child = Grabbing()
        child.thief = nav
        root.addChild(child)
        t.run(for: 1)
        #expect(child.parent === root)
        #expect(nav.viewControllers.count == 1 && nav.topViewController === top, "no transition to a controller it does not hold")
        #expect(diagnosed(t, .viewController, "from inside its willMove(toParent:)") == 1)
        try InvariantChecker.check([t.window, otherWindow])
    }

    // 81. A page view controller's completion that sets the pages again without animation, for ever.

    @Test func aPageCompletionThatSetsThePagesAgainStopsAtABoundedDepth() throws {
        let t = TestWorld()
        let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        t.show(pager)
        var calls = 0
        var last: ViewController?
        func setAgain() {
            calls += 1
            guard calls < 100_000 else { return }
            let page = ViewController()
            last = page
            pager.setViewControllers([page], direction: .forward, animated: false) { _ in setAgain() }
        }
        setAgain()
        #expect(calls == PageViewController.maximumNestedPageChanges + 1)
        #expect(pager.viewControllers?.count == 1)
        #expect(pager.viewControllers?.first !== last, "the refused call's page was not set")
        #expect(diagnosed(t, .viewController, "maximumNestedPageChanges") == 1)
        t.run(for: 1)
        #expect(pager.children.count == 1)
        try InvariantChecker.check([t.window])
        // A short chain (one change from the completion of another) is ordinary and goes through.
        let next = ViewController()
        pager.setViewControllers([ViewController()], direction: .forward, animated: false) { _ in
            pager.setViewControllers([next], direction: .reverse, animated: false)
        }
        #expect(pager.viewControllers?.first === next)
    }

    // 82. A presentation from a controller whose own presentation (or dismissal) is in progress.

    /// Records its appearance callbacks; presents `toPresent` from `viewDidAppear` when given one.
    final class Logging: ViewController {
        var log: [String] = []
        var toPresent: ViewController?
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("didAppear")
            if let toPresent { self.toPresent = nil; present(toPresent, animated: false) }
        }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
    }

    @Test(arguments: [false, true])
    func aPresentationFromAControllerBeingPresentedIsIgnoredAsUIKitIgnoresIt(_ animated: Bool) throws {
        let t = TestWorld()
        let root = Logging()
        t.show(root)
        let a = Logging(), b = Logging()
        root.present(a, animated: animated)
        a.present(b, animated: animated)
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(diagnosed(t, .viewController, "while a presentation is in progress") == 1)
        t.run(for: 2)
        #expect(a.log == ["willAppear", "didAppear"], "the presenter's own presentation ends as usual")
        #expect(a.view.window === t.window)
        #expect(b.log.isEmpty)
        try InvariantChecker.check([t.window])
    }

    @Test func aPresentationFromViewDidAppearStillGoesThrough() throws {
        let t = TestWorld()
        let root = Logging()
        t.show(root)
        let a = Logging(), b = Logging()
        a.toPresent = b
        root.present(a, animated: true)
        t.run(for: 2)
        #expect(a.presentedViewController === b)
        #expect(b.log == ["willAppear", "didAppear"])
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aPresentationFromAControllerBeingDismissedIsIgnored() throws {
        let t = TestWorld()
        let root = Logging()
        t.show(root)
        let a = Logging(), b = Logging()
        root.present(a, animated: false)
        t.run(for: 1)
        root.dismiss(animated: true)
        a.present(b, animated: true)
        #expect(b.presentingViewController == nil)
        #expect(diagnosed(t, .viewController, "is being dismissed") == 1)
        t.run(for: 2)
        #expect(root.presentedViewController == nil)
        #expect(a.view.window == nil && b.log.isEmpty)
        try InvariantChecker.check([t.window])
    }

    // 83. Keyframes whose relative times are outside 0…1.

    @Test func keyframeRelativeTimesOutsideZeroToOneAreReportedAndClamped() throws {
        let t = TestWorld()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        var completions = 0
        View.animateKeyframes(withDuration: 1, delay: 0, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            View.addKeyframe(withRelativeStartTime: .nan, relativeDuration: .infinity) { view.center.x = 100 }
            View.addKeyframe(withRelativeStartTime: -3, relativeDuration: 7) { view.center.y = 100 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.75) { view.bounds.size.width = 50 }
        }, completion: { _ in completions += 1 })
        #expect(diagnosed(t, .animation, "relative times must be in 0…1") == 3)
        t.run(for: 2)
        #expect(completions == 1)
        #expect(view.alpha == 0.5 && view.center == CGPoint(x: 100, y: 100) && view.bounds.width == 50)
        try InvariantChecker.check([t.window])
    }
}

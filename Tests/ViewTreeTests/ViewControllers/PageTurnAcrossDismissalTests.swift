import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A page turn the user began when the page view controller left the screen (dismissed, removed) settles off
/// screen: no page appears in no window (fuzz seed 52 on ios7, 2026-12-06).
@Suite struct PageTurnAcrossDismissalTests {
    let t = TestWorld(profile: .iOS7)
    let log = ControllerEventLog()
    let root = ViewController()
    let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let a: LoggingController, b: LoggingController, inner: LoggingController
    let source: PagesSource

    init() {
        a = LoggingController("A", log: log)
        b = LoggingController("B", log: log)
        inner = LoggingController("B.child", log: log)
        b.addChild(inner)
        b.view.addSubview(inner.view)
        inner.didMove(toParent: b)
        source = PagesSource([a, b], log: log)
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([a], direction: .forward, animated: false)
        t.show(root)
        t.run(for: 0.1)
    }

    /// The user swipes forward fast and lets go: the turn to the next page begins, and the scroll decelerates.
    private func beginSwipeForward() {
        let w = pager.view.bounds.width, y = pager.view.bounds.midY
        drag(pager.view, from: CGPoint(x: w * 0.9, y: y), to: CGPoint(x: w * 0.1, y: y), duration: 0.15)
    }

    @Test func aTurnThatSettlesAfterANonAnimatedDismissalShowsNoPage() {
        root.present(pager, animated: false)
        t.run(for: 0.5)
        #expect(a.isViewVisible)
        beginSwipeForward()
        pager.dismiss(animated: false)
        t.run(for: 2)
        for page in [a, b, inner] {
            #expect(!(page.isViewVisible && page.view.window == nil),
                    "\(page.name) is \(page.isViewVisible ? "visible" : "not visible") in \(page.view.window == nil ? "no window" : "a window")")
        }
        #expect(!b.isViewVisible && !inner.isViewVisible)
    }

    @Test func aTurnThatSettlesAfterThePagerLeftItsWindowShowsNoPage() {
        root.addChild(pager)
        root.view.addSubview(pager.view)
        pager.view.frame = root.view.bounds
        pager.didMove(toParent: root)
        t.run(for: 0.5)
        #expect(a.isViewVisible)
        beginSwipeForward()
        pager.willMove(toParent: nil)
        pager.view.removeFromSuperview()
        pager.removeFromParent()
        t.run(for: 2)
        #expect(!a.isViewVisible && !b.isViewVisible && !inner.isViewVisible)
    }

    /// Fuzz seed 52 (ios7) as shrunk: a turn settles after the pager left its window, the pager is presented, the
    /// user swipes back and at once forward again (on the last page: the turn back falls back), and the pager is
    /// dismissed without animation while that turn settles. The last page used to come back (viewWillAppear,
    /// viewDidAppear) in no window when the turn fell back.
    @Test func aTurnThatFallsBackAfterANonAnimatedDismissalLeavesTheLastPageDisappeared() {
        final class Book: PageViewControllerDataSource {
            var pages: [ViewController] = []
            func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
                guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
                return pages[i - 1]
            }
            func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
                guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
                return pages[i + 1]
            }
        }
        let world = t.simulation
        let cw1 = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: world)
        cw1.isHidden = false
        let book = Book()
        let c0 = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        c0.dataSource = book
        let c6 = ViewController()
        let c8 = ViewController()
        cw1.rootViewController = c0
        let c10 = TabBarController()
        c8.addChild(c6); c8.view.addSubview(c6.view); c6.didMove(toParent: c8)
        let c12 = TabBarController()
        c0.setViewControllers([c12], direction: .reverse, animated: true)
        book.pages = [c12, c8]
        func swipe(_ forward: Bool) {
            let scrollView = c0.view.subviews.first { $0 is ScrollView } as! ScrollView
            let w = scrollView.bounds.width, y = scrollView.bounds.height / 2
            let (from, to) = (w * 0.9, w * 0.1)
            scrollView.drag(from: CGPoint(x: forward ? from : w - from, y: y), to: CGPoint(x: forward ? to : w - to, y: y), duration: 0.15)
        }
        swipe(true)
        cw1.rootViewController = c10
        t.run(for: 0.175)
        c10.present(c0, animated: false)
        t.run(for: 0.2833333333333333)
        t.run(for: 0.55)
        swipe(false)
        t.run(for: 0.016666666666666666)
        swipe(true)
        c0.dismiss(animated: false)
        t.run(for: 1.6666666666666667)
        for (name, c) in [("c0", c0), ("c6", c6), ("c8", c8), ("c12", c12)] {
            let onScreen = c.viewIfLoaded?.window.map { !$0.isHidden } ?? false
            #expect(c.isViewVisible == onScreen, "\(name) is \(c.isViewVisible ? "visible" : "not visible") while its view is \(onScreen ? "" : "not ")in a visible window")
        }
    }
}

/// A page that an animated `setViewControllers` was bringing in, taken by another container after the page view
/// controller was removed and freed mid-change, appears in its new container (ViewTreeFuzz seed 88 on ios13;
/// Reliability.md bug 52).
@Suite struct PageTakenFromAFreedPagerTests {
    @Test func aPageAdoptedAfterItsPagerWasFreedMidChangeAppearsInItsNewContainer() {
        let t = TestWorld()
        let home = ViewController()
        t.window.rootViewController = home
        t.run(for: 0.1)
        let page = ViewController()
        var pager: PageViewController? = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        weak let freed = pager
        home.addChild(pager!)
        home.view.addSubview(pager!.view)
        pager!.didMove(toParent: home)
        pager!.setViewControllers([page], direction: .reverse, animated: true)
        pager!.willMove(toParent: nil)
        pager!.view.removeFromSuperview()
        pager!.removeFromParent()
        pager = nil
        #expect(freed == nil)
        let other = ViewController()
        t.window.rootViewController = other
        other.addChild(page)
        other.view.addSubview(page.view)
        page.didMove(toParent: other)
        t.run(for: 2.2)
        #expect(page.view.window != nil)
        #expect(page.isViewVisible, "in a visible window, as a child of a controller that appeared, the page has appeared")
    }

    @Test func aPageTakenByAnotherContainerDuringTheChangeIsLeftToIt() {
        let t = TestWorld()
        let home = ViewController()
        t.window.rootViewController = home
        t.run(for: 0.1)
        let first = ViewController(), page = ViewController()
        let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        home.addChild(pager)
        home.view.addSubview(pager.view)
        pager.didMove(toParent: home)
        pager.setViewControllers([first], direction: .forward, animated: false)
        t.run(for: 0.1)
        var completed: Bool?
        pager.setViewControllers([page], direction: .forward, animated: true) { completed = $0 }
        let other = ViewController()
        home.addChild(other)
        home.view.addSubview(other.view)
        other.didMove(toParent: home)
        other.addChild(page)
        other.view.addSubview(page.view)
        page.didMove(toParent: other)
        t.run(for: 2)
        #expect(completed == false, "the change ends, unfinished, as its page leaves")
        #expect(page.parent === other && page.isViewVisible && page.view.window != nil)
    }
}

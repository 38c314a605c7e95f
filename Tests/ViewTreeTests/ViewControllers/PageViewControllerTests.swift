import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting

/// Pages in a list, logging what the page view controller asks and tells.
final class PagesSource: PageViewControllerDataSource, PageViewControllerDelegate {
    let pages: [ViewController]
    let log: ControllerEventLog
    var count = 0
    var index = 0
    init(_ pages: [ViewController], log: ControllerEventLog) {
        self.pages = pages
        self.log = log
    }
    private func name(_ controller: ViewController) -> String { (controller as? LoggingController)?.name ?? "?" }
    func pageViewController(_ pageViewController: PageViewController, viewControllerBefore viewController: ViewController) -> ViewController? {
        log.add("before(\(name(viewController)))")
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }
    func pageViewController(_ pageViewController: PageViewController, viewControllerAfter viewController: ViewController) -> ViewController? {
        log.add("after(\(name(viewController)))")
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
    func presentationCount(for pageViewController: PageViewController) -> Int { count }
    func presentationIndex(for pageViewController: PageViewController) -> Int { index }
    func pageViewController(_ pageViewController: PageViewController, willTransitionTo pendingViewControllers: [ViewController]) {
        log.add("willTransitionTo(\(pendingViewControllers.map(name)))")
    }
    func pageViewController(_ pageViewController: PageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [ViewController], transitionCompleted completed: Bool) {
        log.add("didFinishAnimating(\(finished), previous: \(previousViewControllers.map(name)), completed: \(completed))")
    }
}

@Suite struct PageViewControllerTests {
    let t = TestWorld()
    let log = ControllerEventLog()
    let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let a: LoggingController, b: LoggingController, c: LoggingController
    let source: PagesSource

    init() {
        a = LoggingController("A", log: log)
        b = LoggingController("B", log: log)
        c = LoggingController("C", log: log)
        source = PagesSource([a, b, c], log: log)
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([a], direction: .forward, animated: false)
        t.show(pager)
        t.run(for: 0.1)
        log.clear()
    }

    /// The user swipes from 90 % to 10 % of the width (`forward`) or back, fast enough to turn the page.
    func swipe(_ direction: PageViewController.NavigationDirection) {
        let w = pager.view.bounds.width, y = pager.view.bounds.midY
        let (from, to) = direction == .forward ? (w * 0.9, w * 0.1) : (w * 0.1, w * 0.9)
        drag(pager.view, from: CGPoint(x: from, y: y), to: CGPoint(x: to, y: y), duration: 0.15)
        t.run(for: 1)
    }

    private var callbacks: [String] { log.withoutLayout.filter { !$0.contains("loadView") && !$0.contains("viewDidLoad") } }

    @Test func theFirstPageFillsTheViewAsAChildWithoutAskingTheDataSource() {
        #expect(pager.viewControllers?.count == 1 && pager.viewControllers?.first === a)
        #expect(pager.children.count == 1 && pager.children.first === a && a.parent === pager)
        #expect(a.view.window === t.window)
        #expect(pager.view.convert(a.view.bounds, from: a.view) == pager.view.bounds)
        #expect(pager.spineLocation == .none && pager.gestureRecognizers.isEmpty && !pager.isDoubleSided)
        #expect(log.entries.isEmpty)                                       // nothing asked, nothing told
    }

    @Test func aSwipeAsksBothNeighboursThenTurnsInUIKitsOrder() {
        swipe(.forward)
        #expect(pager.viewControllers?.first === b && pager.children.count == 1 && pager.children.first === b)
        #expect(a.parent == nil && a.view.superview == nil && b.view.window === t.window)
        #expect(callbacks == [
            "after(A)", "before(A)",                                       // asked when the drag begins
            "willTransitionTo([\"B\"])", "B.willMove(toParent: parent)",
            "B.viewWillAppear(true)", "A.viewWillDisappear(true)",
            "B.viewDidAppear(true)", "A.viewDidDisappear(true)",
            "A.willMove(toParent: nil)", "A.didMove(toParent: nil)", "B.didMove(toParent: parent)",
            "didFinishAnimating(true, previous: [\"A\"], completed: true)",
            "after(B)",                                                    // the next page, at once
        ])
        #expect(pager.view.convert(b.view.bounds, from: b.view) == pager.view.bounds)
        log.clear()
        swipe(.reverse)                                                    // A is known: nothing asked
        #expect(pager.viewControllers?.first === a)
        #expect(callbacks.first == "willTransitionTo([\"A\"])")
        #expect(callbacks.last == "before(A)")
    }

    @Test func aShortSlowDragFallsBackWithTheCancelledOrder() {
        let w = pager.view.bounds.width, y = pager.view.bounds.midY
        drag(pager.view, from: CGPoint(x: w * 0.6, y: y), to: CGPoint(x: w * 0.45, y: y), duration: 1.0)
        t.run(for: 1)
        #expect(pager.viewControllers?.first === a && pager.children.count == 1 && b.parent == nil)
        #expect(callbacks == [
            "after(A)", "before(A)", "willTransitionTo([\"B\"])", "B.willMove(toParent: parent)",
            "B.viewWillAppear(true)", "A.viewWillDisappear(true)",
            "A.viewWillAppear(true)", "A.viewDidAppear(true)",
            "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
            "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
            "didFinishAnimating(true, previous: [\"A\"], completed: false)",
        ])
        #expect(pager.view.convert(a.view.bounds, from: a.view) == pager.view.bounds)
        log.clear()
        drag(pager.view, from: CGPoint(x: w * 0.6, y: y), to: CGPoint(x: w * 0.45, y: y), duration: 1.0)
        t.run(for: 1)
        #expect(callbacks.first == "willTransitionTo([\"B\"])")           // the neighbours were kept
    }

    @Test func theFirstPageCannotBeSwipedBackAndTheLastNotForward() {
        swipe(.reverse)
        #expect(pager.viewControllers?.first === a)
        #expect(callbacks == ["after(A)", "before(A)"])                   // no page before: no turn
        swipe(.forward)
        swipe(.forward)
        #expect(pager.viewControllers?.first === c)
        log.clear()
        swipe(.forward)
        #expect(pager.viewControllers?.first === c && callbacks.isEmpty)
    }

    @Test func settingPagesInCodeForgetsTheNeighboursAndTellsNoDelegate() {
        swipe(.forward)
        log.clear()
        var finished: [Bool] = []
        pager.setViewControllers([c], direction: .forward, animated: false) { finished.append($0) }
        #expect(finished == [true])                                        // before the call returns
        #expect(pager.viewControllers?.first === c && b.parent == nil && c.parent === pager)
        #expect(callbacks == ["B.willMove(toParent: nil)", "C.willMove(toParent: parent)",
                              "C.viewWillAppear(false)", "B.viewWillDisappear(false)",
                              "C.viewDidAppear(false)", "B.viewDidDisappear(false)",
                              "B.didMove(toParent: nil)", "C.didMove(toParent: parent)"])
        log.clear()
        swipe(.reverse)
        #expect(callbacks.prefix(2) == ["after(C)", "before(C)"])         // asked again
        #expect(pager.viewControllers?.first === b)
    }

    @Test func anAnimatedChangeCompletesAfterItsDurationOnTheClock() {
        var finished: [Bool] = []
        pager.setViewControllers([b], direction: .forward, animated: true) { finished.append($0) }
        #expect(pager.viewControllers?.first === b && finished.isEmpty)
        #expect(callbacks == ["A.willMove(toParent: nil)", "B.willMove(toParent: parent)",
                              "B.viewWillAppear(true)", "A.viewWillDisappear(true)"])
        t.run(for: ScrollView.scrollAnimationDuration + 0.05)
        #expect(finished == [true])
        #expect(callbacks.suffix(4) == ["B.viewDidAppear(true)", "A.viewDidDisappear(true)",
                                        "A.didMove(toParent: nil)", "B.didMove(toParent: parent)"])
    }

    @Test func anInterruptedAnimatedChangeCompletesWithFalse() {
        var finished: [String] = []
        pager.setViewControllers([b], direction: .forward, animated: true) { finished.append("b \($0)") }
        pager.setViewControllers([c], direction: .forward, animated: false) { finished.append("c \($0)") }
        #expect(finished == ["b false", "c true"])
        #expect(pager.children.count == 1 && pager.children.first === c)
    }

    @Test func theWrongNumberOfPagesIsRejectedAndThePagesStay() {
        pager.setViewControllers([b, c], direction: .forward, animated: false) { _ in Issue.record("no completion") }
        pager.setViewControllers(nil, direction: .forward, animated: false)
        pager.setViewControllers([pager], direction: .forward, animated: false)
        #expect(pager.viewControllers?.first === a && pager.children.count == 1)
        let messages = t.simulation.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("the number of view controllers provided (2) doesn't match the number required (1)") })
        #expect(messages.contains { $0.contains("provided (0)") })
        #expect(messages.contains { $0.contains("cannot show itself") })
    }

    @Test func thePageIndicatorShowsTheDataSourcesCountAndFollowsSwipes() {
        source.count = 3
        source.index = 0
        pager.setViewControllers([a], direction: .forward, animated: false)
        t.run(for: 0.1)
        let indicator = pager.view.subviews.compactMap { $0 as? PageControl }.first
        #expect(indicator?.numberOfPages == 3 && indicator?.currentPage == 0)
        let bounds = pager.view.bounds
        #expect(indicator?.frame == CGRect(x: 0, y: bounds.height - PageControl.height, width: bounds.width, height: PageControl.height))
        #expect(a.view.bounds.height == bounds.height - PageControl.height)
        swipe(.forward)
        #expect(indicator?.currentPage == 1)                               // not asked again after a swipe
    }

    @Test func interPageSpacingWidensTheScrollViewsSlots() {
        let spaced = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                        options: [.interPageSpacing: 12])
        spaced.setViewControllers([ViewController()], direction: .forward, animated: false)
        t.show(spaced)
        let scroll = spaced.view.subviews.compactMap { $0 as? ScrollView }.first
        #expect(scroll?.frame.width == spaced.view.bounds.width + 12)
        #expect(scroll?.contentOffset.x == spaced.view.bounds.width + 12)
        _ = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                               options: [.interPageSpacing: Double.nan])
        #expect(t.simulation.diagnostics.contains { $0.message.contains("interPageSpacing") })
    }

    @Test func pageCurlTakesTwoPagesWithAMidSpineAndHasItsRecognizers() {
        let book = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                      options: [.spineLocation: PageViewController.SpineLocation.mid.rawValue])
        #expect(book.spineLocation == .mid && book.isDoubleSided && book.gestureRecognizers.count == 2)
        book.setViewControllers([a], direction: .forward, animated: false)
        #expect(book.viewControllers?.isEmpty == true)                             // rejected: two are needed
        let left = ViewController(), right = ViewController()
        book.setViewControllers([left, right], direction: .forward, animated: false)
        t.show(book)
        let half = book.view.bounds.width / 2
        #expect(left.view.frame == CGRect(x: 0, y: 0, width: half, height: book.view.bounds.height))
        #expect(right.view.frame.minX == half)
        #expect(PageViewController().transitionStyle == .pageCurl && PageViewController().spineLocation == .min)
    }

    @Test func aDelegateSetOnTheInternalScrollViewDoesNotStopThePaging() {
        final class Watcher: ScrollViewDelegate { var scrolls = 0; func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 } }
        let watcher = Watcher()
        let scroll = pager.view.subviews.compactMap { $0 as? ScrollView }.first
        #expect(scroll?.description.contains("_UIQueuingScrollView") == true)
        scroll?.delegate = watcher                                         // as code that tracks the offset does
        swipe(.forward)
        #expect(pager.viewControllers?.first === b && watcher.scrolls > 0)
    }

    @Test func aVerticalPagerTurnsOnAnUpwardSwipe() {
        let vertical = PageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        let pages = PagesSource([ViewController(), ViewController()], log: log)
        vertical.dataSource = pages
        vertical.setViewControllers([pages.pages[0]], direction: .forward, animated: false)
        t.show(vertical)
        let h = vertical.view.bounds.height, x = vertical.view.bounds.midX
        drag(vertical.view, from: CGPoint(x: x, y: h * 0.9), to: CGPoint(x: x, y: h * 0.1), duration: 0.15)
        t.run(for: 1)
        #expect(vertical.viewControllers?.first === pages.pages[1])
        #expect(vertical.view.convert(pages.pages[1].view.bounds, from: pages.pages[1].view) == vertical.view.bounds)
    }

    @Test func aStoryboardsPageViewControllerSceneKeepsItsStyleAndOrientation() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="pgv-vc-001">
                <scenes>
                    <scene sceneID="pgv-sc-001">
                        <objects>
                            <pageViewController storyboardIdentifier="Pager" autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" id="pgv-vc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="crl-sc-001">
                        <objects>
                            <pageViewController storyboardIdentifier="Book" autoresizesArchivedViewToFullSize="NO" transitionStyle="pageCurl" navigationOrientation="horizontal" spineLocation="mid" id="crl-vc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = Storyboard(document: try InterfaceBuilderDocument(string: text))
        let pager = try #require(storyboard.instantiateInitialViewController() as? PageViewController)
        #expect(pager.transitionStyle == .scroll && pager.navigationOrientation == .vertical && pager.spineLocation == .none)
        let book = try #require(storyboard.instantiateViewController(withIdentifier: "Book") as? PageViewController)
        #expect(book.transitionStyle == .pageCurl && book.spineLocation == .mid && book.isDoubleSided)
        #expect(pager.storyboardLoadReport?.entries.isEmpty ?? true)
    }

    @Test func droppingThePagerFreesItsPages() {
        weak var weakPage: ViewController?
        weak var weakPager: PageViewController?
        do {
            let page = ViewController()
            let other = PageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
            other.setViewControllers([page], direction: .forward, animated: true) { _ in _ = other.viewControllers }
            other.loadViewIfNeeded()
            weakPage = page
            weakPager = other
        }
        t.run(for: 1)
        #expect(weakPager == nil && weakPage == nil)
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// What the gestures family's second surfaces found (`--gesture-surfaces-2`: split and page view controllers,
/// popovers, text fields and a root tab bar controller under fingers), kept as the user's code that reproduced it,
/// shrunk.
@Suite struct GestureSurface2FuzzRegressionTests {
    /// A controller that logs its appearance callbacks.
    final class Logged: ViewController {
        let name: String
        let log: Log
        final class Log { var lines: [String] = [] }
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("\(name) didDisappear") }
    }

    /// Bug 115: a root tab bar controller covered by a full-screen presentation that had begun (its selected tab told
    /// `viewWillDisappear`) was given new tabs: the selected tab left without ever hearing `viewDidDisappear`, and the
    /// removal selected, for a moment, the next old tab, which heard `viewWillAppear` and `viewWillDisappear` and no end.
    @Test func tabsReplacedWhileTheRootIsCoveredEndTheirDisappearance() {
        let world = Simulation(profile: .iOS13)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.isHidden = false
        let log = Logged.Log()
        let tabs = TabBarController()
        let first = Logged("t0", log), second = Logged("t1", log)
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        world.run(for: 0.1)
        let cover = Logged("cover", log)
        cover.modalPresentationStyle = .fullScreen
        tabs.present(cover, animated: false)
        log.lines = []
        tabs.viewControllers = [Logged("n0", log), Logged("n1", log)]
        world.run(for: 1)
        #expect(log.lines.filter { $0.hasPrefix("t0") } == ["t0 didDisappear"], "\(log.lines)")
        #expect(!log.lines.contains { $0.hasPrefix("t1") }, "a tab that leaves is never selected on the way: \(log.lines)")
        #expect(log.lines.contains("cover didAppear"), "\(log.lines)")
        withExtendedLifetime((world, window)) {}
    }

    final class Pages: PageViewControllerDataSource {
        var pages: [ViewController] = []
        func pageViewController(_ p: PageViewController, viewControllerBefore v: ViewController) -> ViewController? {
            guard let i = pages.firstIndex(where: { $0 === v }), i > 0 else { return nil }
            return pages[i - 1]
        }
        func pageViewController(_ p: PageViewController, viewControllerAfter v: ViewController) -> ViewController? {
            guard let i = pages.firstIndex(where: { $0 === v }), i + 1 < pages.count else { return nil }
            return pages[i + 1]
        }
    }

    /// Bug 116: a finger that caught a page view controller's scroll view between two pages (a tap while the paging
    /// motion ran) left it there for good: a tap drags nothing, so no paging followed, the turn to the next page never
    /// completed nor fell back, both pages stayed children and the shown page was left disappeared.
    @Test func aTapThatCatchesAPagingScrollViewBetweenPagesLetsItGoOnToAPage() {
        let world = Simulation(profile: .iOS13)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.isHidden = false
        let log = Logged.Log()
        let tabs = TabBarController()
        tabs.viewControllers = [Logged("w0", log)]
        window.rootViewController = tabs
        let page = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        let source = Pages()
        source.pages = (0..<3).map { Logged("q\($0)", log) }
        page.dataSource = source
        page.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        page.modalPresentationStyle = .fullScreen
        tabs.present(page, animated: true)
        func send(_ touch: Touch) { window.sendEvent(Event(touches: [touch], timestamp: world.now)) }
        // A short drag towards the next page, released; then a tap that catches the paging motion.
        let drag = Touch(at: CGPoint(x: 61, y: 262), in: window, timestamp: world.now)
        send(drag)
        drag.update(phase: .moved, location: CGPoint(x: 71, y: 257), timestamp: world.now); send(drag)
        drag.update(phase: .moved, location: CGPoint(x: 57, y: 221), timestamp: world.now); send(drag)
        drag.update(phase: .ended, timestamp: world.now); send(drag)
        let tap = Touch(at: CGPoint(x: 192, y: 384), in: window, timestamp: world.now)
        send(tap)
        tap.update(phase: .ended, timestamp: world.now); send(tap)
        world.run(for: 2)
        let scroll = page.view.subviews.first { $0 is ScrollView } as? ScrollView
        #expect(scroll.map { $0.contentOffset.x.truncatingRemainder(dividingBy: 320) == 0 } == true, "\(String(describing: scroll?.contentOffset))")
        #expect(page.children.count == 1, "the turn ended: one page is a child, not \(page.children.count)")
        #expect(source.pages[0].isViewVisible && source.pages[0].viewIfLoaded?.window === window, "\(log.lines)")
        #expect(!source.pages[1].isViewVisible, "\(log.lines)")
        withExtendedLifetime((world, window, source)) {}
    }
}

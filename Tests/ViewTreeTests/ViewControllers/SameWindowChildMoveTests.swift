import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// UIKit tells a controller about its view's place only when the view's window changes (`willMove(toWindow:)`, called
/// only if the window changes; Fidelity.md, "addSubview"). A controller that finished disappearing under a presenter
/// while its view stayed in the window, then was moved by `addChild` into a visible controller's view in the same
/// window, stays disappeared until its view leaves the window and comes back (fuzz seed 119 on ios10; Reliability.md).
@Suite struct SameWindowChildMoveTests {
    final class Logged: ViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("didDisappear") }
    }

    @Test func aDisappearedChildMovedWithinItsWindowHearsNothingUntilItsViewLeavesTheWindow() {
        let t = TestWorld(profile: .iOS7)
        let covered = ViewController(), split = SplitViewController(), tabs = TabBarController()
        t.window.rootViewController = TabBarController()
        t.window.rootViewController?.present(covered, animated: false)
        let page = ViewController(), navigation = NavigationController()
        let pages = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: PageViewController.SpineLocation.mid])
        covered.addChild(pages); covered.view.addSubview(pages.view); pages.didMove(toParent: covered)
        let moved = Logged()
        pages.setViewControllers([tabs, split], direction: .reverse, animated: true)
        let presented = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        navigation.pushViewController(moved, animated: true)
        presented.setViewControllers([page], direction: .forward, animated: true)
        split.viewControllers = [navigation]
        tabs.present(presented, animated: true)
        t.run(for: 1.0 / 60)
        #expect(moved.log == ["willAppear", "willDisappear", "didDisappear"])
        #expect(moved.view.window === t.window && page.isViewVisible)

        page.addChild(moved); page.view.addSubview(moved.view); moved.didMove(toParent: page)
        t.run(for: 2)
        #expect(moved.log == ["willAppear", "willDisappear", "didDisappear"], "the window did not change: no callback")
        #expect(moved.view.window === t.window && !moved.isViewVisible)

        moved.view.removeFromSuperview()
        page.view.addSubview(moved.view)
        t.run(for: 0.1)
        #expect(moved.log.suffix(2) == ["willAppear", "didAppear"], "back in the window: it appears")
        #expect(moved.isViewVisible)
    }
}

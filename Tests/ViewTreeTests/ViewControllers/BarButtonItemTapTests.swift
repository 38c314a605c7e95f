import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A touch on a bar button item's view sends the item's action on touch up inside, as UIKit's bar button (a
/// control) does: the back button pops, a plain item runs its primary action, a disabled one does nothing.
@Suite struct BarButtonItemTapTests {
    @Test func tappingTheBackButtonPops() throws {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let root = ViewController()
        let nav = NavigationController(rootViewController: root)
        t.window.rootViewController = nav
        t.window.layoutIfNeeded()
        nav.pushViewController(ViewController(), animated: false)
        t.window.layoutIfNeeded()
        // From iOS 11 the bar's buttons are in its `_UINavigationBarContentView` (NavigationBarContentDumpTests).
        let back = try #require(nav.navigationBar.backButtonItem?.view)
        #expect(tap(back))
        t.run(for: 1)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func tappingAnItemRunsItsActionOnlyWhenEnabledAndReleasedInside() throws {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let root = ViewController()
        let nav = NavigationController(rootViewController: root)
        var taps = 0
        let item = BarButtonItem(title: "Add", primaryAction: Action(title: "Add") { _ in taps += 1 })
        root.navigationItem.rightBarButtonItem = item
        t.window.rootViewController = nav
        t.window.layoutIfNeeded()
        let view = try #require(item.view)
        #expect(tap(view))
        #expect(taps == 1)
        // Lifted outside the item: no action.
        #expect(drag(view, from: CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: CGPoint(x: -200, y: 300), duration: 0.2))
        #expect(taps == 1)
        item.isEnabled = false
        #expect(tap(view))
        #expect(taps == 1)
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A collapsed split view controller's `viewControllers` holds one controller: the `.compact` column's when set, else
/// the primary (Apple's documentation of `UISplitViewController.viewControllers`).
@Suite struct CollapsedSplitViewControllersTests {
    @Test func aCollapsedClassicSplitListsItsPrimaryAlone() {
        let t = TestWorld(windowSize: CGSize(width: 375, height: 667))
        let list = ViewController(), detail = ViewController()
        let primary = NavigationController(rootViewController: list)
        let split = SplitViewController()
        split.viewControllers = [primary, NavigationController(rootViewController: detail)]
        #expect(split.viewControllers.count == 2, "expanded until shown")
        t.show(split)
        #expect(split.isCollapsed && split.viewControllers == [primary])
        // A secondary set while collapsed is kept for the expansion, not listed.
        split.setViewController(ViewController(), for: .secondary)
        #expect(split.isCollapsed && split.viewControllers == [primary])
    }

    @Test func aCollapsedColumnStyleSplitListsItsCompactColumnOrElseItsPrimary() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let split = SplitViewController(style: .doubleColumn)
        let sidebar = ViewController(), content = ViewController(), phone = ViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(content, for: .secondary)
        #expect(split.viewControllers.count == 2)
        t.show(split)
        t.run(for: 0.1)
        #expect(split.isCollapsed)
        #expect(split.viewControllers.count == 1 && split.viewControllers.first === sidebar.navigationController)
        split.setViewController(phone, for: .compact)
        #expect(split.viewControllers.count == 1 && split.viewControllers.first === phone)
        // Expanded again (a wide window), all the columns are listed, in column order.
        t.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        t.run(for: 0.1)
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.count == 2 && split.viewControllers.first === sidebar.navigationController)
        #expect(t.simulation.diagnostics.isEmpty, "\(t.simulation.diagnostics)")
    }
}

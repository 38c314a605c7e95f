// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// Navigation, tab bar and table behaviours as UIKitWeb's notes ("UINavigationController and
/// UITabBarController", "UITableView") and its `NavigationTests`, `NavigationPolishTests` and `EditingTests`
/// record them on an iOS 26 simulator; each test is ours, through the public API. Rows in Docs/Fidelity.md,
/// "Behaviours checked against UIKitWeb's notes and suite".
@Suite struct UIKitWebSuiteNavigationTests {
    final class Log: UINavigationControllerDelegate {
        var shown: [String] = []
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append((viewController.title ?? "?") + (animated ? "*" : ""))
        }
    }

    func screen(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    /// UIKitWeb's `pushSlidesAndPopReverses`: the model moves at once, the old screen stays in the hierarchy
    /// until the slide ends, then leaves; `didShow` comes at the end; a pop returns the popped controller.
    @Test func theOldScreenLeavesWhenTheSlideEndsAndTheDelegateHearsThen() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let root = screen("Root"), detail = screen("Detail")
        let navigation = UINavigationController(rootViewController: root)
        let log = Log()
        navigation.delegate = log
        t.show(navigation)
        log.shown = []
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail && navigation.navigationBar.items?.count == 2)
        t.run(for: 0.1)
        #expect(root.view.superview != nil && log.shown.isEmpty)
        t.run(for: 1)
        #expect(root.view.superview == nil && log.shown == ["Detail*"])
        let popped = navigation.popViewController(animated: true)
        #expect(popped === detail)
        t.run(for: 0.1)
        #expect(detail.view.superview != nil)
        t.run(for: 1)
        #expect(detail.view.superview == nil && navigation.topViewController === root && log.shown == ["Detail*", "Root*"])
        navigation.pushViewController(screen("Other"), animated: false)       // no slide: done in the next turn
        t.waitForTransitions()
        #expect(root.view.superview == nil && log.shown.last == "Other")
    }

    @Test func theInteractivePopRecognizerIsAScreenEdgePan() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let navigation = UINavigationController(rootViewController: screen("Root"))
        t.show(navigation)
        let recognizer = navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer
        #expect(recognizer?.edges == .left)
    }

    /// UIKitWeb's `pushedControllersHideTheTabBar`: `hidesBottomBarWhenPushed` on a pushed controller hides the
    /// tab bar while it or anything above it is on the stack.
    @Test func aPushedControllerThatHidesTheBottomBarHidesTheTabBarWhileItIsOnTheStack() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let navigation = UINavigationController(rootViewController: screen("Feed"))
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, screen("Other")]
        t.show(tabs)
        #expect(!tabs.tabBar.isHidden)
        let post = screen("Post")
        post.hidesBottomBarWhenPushed = true
        navigation.pushViewController(post, animated: false)
        t.waitForTransitions()
        #expect(tabs.tabBar.isHidden)
        navigation.pushViewController(screen("Reply"), animated: false)
        t.waitForTransitions()
        #expect(tabs.tabBar.isHidden)
        _ = navigation.popToRootViewController(animated: false)
        t.waitForTransitions()
        #expect(!tabs.tabBar.isHidden)
    }

    // MARK: Tables

    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var events: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            events.append("willSelect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect \(indexPath.row)") }
    }

    /// UIKitWeb's "UITableView" note: a tap selects a row through `willSelectRowAt` then `didSelectRowAt`; rows
    /// are editable by default (`canEditRowAt`) with the delete style (`editingStyleForRowAt`).
    @Test func aTapSelectsThroughWillSelectThenDidSelectAndRowsAreDeletableByDefault() {
        let t = TestWorld(profile: .iOS13)
        let table = UITableView(frame: t.window.bounds, style: .plain)
        let rows = Rows()
        table.dataSource = rows
        table.delegate = rows
        t.window.addSubview(table)
        table.layoutIfNeeded()
        guard let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) else {
            Issue.record("no cell for row 1")
            return
        }
        tap(cell)
        #expect(rows.events == ["willSelect 1", "didSelect 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(rows.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        #expect(rows.tableView(table, editingStyleForRowAt: IndexPath(row: 0, section: 0)) == .delete)
    }
}

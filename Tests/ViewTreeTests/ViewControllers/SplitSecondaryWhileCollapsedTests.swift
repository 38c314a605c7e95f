import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A classic split view controller given a secondary while collapsed keeps it when it expands (ViewTreeFuzz seed 62
/// on ios10; Reliability.md bug 51).
@Suite struct SplitSecondaryWhileCollapsedTests {
    @Test func aSecondarySetWhileCollapsedIsTheOneShownWhenTheSplitExpandsOffScreen() {
        let t = TestWorld(windowSize: CGSize(width: 375, height: 667))
        let list = ViewController(), pushed = ViewController(), detail = ViewController()
        let navigation = NavigationController(rootViewController: list)
        navigation.pushViewController(pushed, animated: false)
        let split = SplitViewController()
        t.window.rootViewController = split
        split.setViewController(navigation, for: .primary)
        #expect(split.isCollapsed, "a compact window collapses the split as its primary is set")
        t.window.rootViewController = NavigationController()
        split.setViewController(detail, for: .secondary)
        #expect(!split.isCollapsed, "off the window it expands")
        #expect(split.viewControllers.count == 2 && split.viewControllers.last === detail,
                "the secondary just set stays; nothing is separated from the primary to replace it")
        #expect(detail.parent === split)
        #expect(navigation.viewControllers.count == 2 && pushed.parent === navigation)
    }

    @Test func withNoSecondaryOfItsOwnTheExpandingSplitStillSeparatesOneFromThePrimary() {
        let t = TestWorld(windowSize: CGSize(width: 375, height: 667))
        let list = ViewController(), pushed = ViewController()
        let navigation = NavigationController(rootViewController: list)
        navigation.pushViewController(pushed, animated: false)
        let split = SplitViewController()
        t.window.rootViewController = split
        split.setViewController(navigation, for: .primary)
        #expect(split.isCollapsed)
        t.window.rootViewController = NavigationController()
        split.view.setNeedsLayout()
        split.view.layoutIfNeeded()
        #expect(!split.isCollapsed)
        #expect(split.viewControllers.count == 2 && split.viewControllers.last === pushed,
                "the primary's top controller comes back as the secondary (separateSecondaryViewController(for:))")
    }
}

/// A column-style split view controller given, for a column, a controller its column's navigation controller has
/// pushed above its root wraps it in a navigation controller of its own (ViewTreeFuzz seed 114 on ios13;
/// Reliability.md bug 53).
@Suite struct SplitColumnControllerPushedInItsNavigationTests {
    @Test func aControllerPushedInTheColumnsNavigationBecomesTheRootOfANewOne() {
        let split = SplitViewController(style: .doubleColumn)
        let root = ViewController(), pushed = ViewController()
        let navigation = NavigationController(rootViewController: root)
        split.viewControllers = [navigation]
        navigation.pushViewController(pushed, animated: false)
        split.setViewController(pushed, for: .primary)
        #expect(split.viewController(for: .primary) === pushed, "viewController(for:) answers the controller set")
        let wrapper = pushed.parent as? NavigationController
        #expect(wrapper != nil && wrapper !== navigation && wrapper?.viewControllers.first === pushed)
        #expect(wrapper?.parent === split)
        #expect(navigation.viewControllers.count == 1 && navigation.viewControllers.first === root)
    }

    @Test func aControllerThatIsTheColumnsNavigationRootKeepsIt() {
        let split = SplitViewController(style: .doubleColumn)
        let root = ViewController()
        split.setViewController(root, for: .primary)
        let navigation = root.parent as? NavigationController
        split.setViewController(root, for: .primary)
        #expect(root.parent === navigation && navigation?.parent === split)
        #expect(split.viewController(for: .primary) === root)
    }
}

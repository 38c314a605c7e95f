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

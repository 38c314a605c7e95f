import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`, the bars' `isTranslucent` and
/// `hidesBottomBarWhenPushed`: where a container puts its children's views (iOS 7+).
@Suite struct ExtendedLayoutTests {
    @Test func aTranslucentBarLetsTheViewStartAtTheTopOfTheScreen() {
        let t = TestWorld(profile: .iOS7, device: .iPhoneSE)
        let child = ViewController()
        t.show(NavigationController(rootViewController: child))
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(child.topLayoutGuideLength == 64)
    }

    @Test func withoutTheTopEdgeTheViewStartsBelowTheBar() {
        // Developers' Reveal dumps of iOS 7: `edgesForExtendedLayout = UIRectEdgeNone` puts the view at y = 64.
        let t = TestWorld(profile: .iOS7, device: .iPhoneSE)
        let child = ViewController()
        child.edgesForExtendedLayout = []
        t.show(NavigationController(rootViewController: child))
        #expect(child.view.frame == CGRect(x: 0, y: 64, width: 320, height: 504))
        #expect(child.topLayoutGuideLength == 0)
    }

    @Test func anOpaqueBarKeepsTheViewBelowItWhateverTheEdgesSay() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let child = ViewController()
        let navigation = NavigationController(rootViewController: child)
        navigation.navigationBar.isTranslucent = false
        t.show(navigation)
        // The bar ends at 44 (the notch) + 44: the view starts there and nothing covers its top.
        #expect(child.view.frame == CGRect(x: 0, y: 88, width: 375, height: 724))
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))

        child.extendedLayoutIncludesOpaqueBars = true
        t.window.layoutIfNeeded()
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(child.view.safeAreaInsets == EdgeInsets(top: 88, left: 0, bottom: 34, right: 0))

        navigation.navigationBar.isTranslucent = true
        child.extendedLayoutIncludesOpaqueBars = false
        t.window.layoutIfNeeded()
        #expect(child.view.frame.origin.y == 0)
        navigation.navigationBar.isTranslucent = false
        t.window.layoutIfNeeded()
        #expect(child.view.frame.origin.y == 88)
    }

    @Test func aTableBelowAnOpaqueBarGetsNoTopInset() {
        let t = TestWorld(profile: .iOS11, device: .iPhoneSE)
        let table = TableController()
        let navigation = NavigationController(rootViewController: table)
        navigation.navigationBar.isTranslucent = false
        t.show(navigation)
        #expect(table.view.frame == CGRect(x: 0, y: 64, width: 320, height: 504))
        #expect((table.view as! TableView).adjustedContentInset == .zero)
        #expect((table.view as! TableView).contentOffset == .zero)
    }

    @Test func hidingTheBarGivesTheViewTheWholeScreenAgain() {
        let t = TestWorld(profile: .iOS7, device: .iPhoneSE)
        let child = ViewController()
        child.edgesForExtendedLayout = []
        let navigation = NavigationController(rootViewController: child)
        t.show(navigation)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        navigation.setNavigationBarHidden(false, animated: false)
        #expect(child.view.frame == CGRect(x: 0, y: 64, width: 320, height: 504))
    }

    @Test func anOpaqueToolbarEndsTheViewAboveIt() {
        let t = TestWorld(profile: .iOS7, device: .iPhoneSE)
        let child = ViewController()
        let navigation = NavigationController(rootViewController: child)
        t.show(navigation)
        navigation.isToolbarHidden = false
        #expect(child.view.frame.height == 568)
        #expect(child.bottomLayoutGuideLength == 44)
        navigation.toolbar.isTranslucent = false
        t.window.layoutIfNeeded()
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 320, height: 524))
        #expect(child.bottomLayoutGuideLength == 0)
    }

    @Test func aPushedControllerGetsItsOwnFrame() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        t.show(navigation)
        let detail = ViewController()
        detail.edgesForExtendedLayout = []
        navigation.pushViewController(detail, animated: true)
        t.run(for: 1)
        #expect(detail.view.frame == CGRect(x: 0, y: 64, width: 320, height: 504))
        navigation.popViewController(animated: true)
        t.run(for: 1)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test func anOpaqueTabBarEndsTheTabsViewAboveIt() {
        // Developers' logs: with `tabBar.translucent = NO`, `CGRectGetMaxY(self.view.frame) == CGRectGetMinY(tabBar.frame)`.
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let first = ViewController()
        let tabs = TabBarController()
        tabs.viewControllers = [first, ViewController()]
        tabs.tabBar.isTranslucent = false
        t.show(tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 729, width: 375, height: 83))
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 375, height: 729))
        #expect(first.view.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        tabs.tabBar.isTranslucent = true
        t.window.layoutIfNeeded()
        #expect(first.view.frame.height == 812)
        #expect(first.view.safeAreaInsets.bottom == 83)
    }

    @Test func aNavigationChildWithoutEdgesStopsBetweenTheBarsOfATab() {
        // iOS 7, a navigation controller in a tab, `edgesForExtendedLayout = UIRectEdgeNone`: 568 − 64 − 49.
        let t = TestWorld(profile: .iOS7, device: .iPhoneSE)
        let child = ViewController()
        child.edgesForExtendedLayout = []
        let tabs = TabBarController()
        tabs.viewControllers = [NavigationController(rootViewController: child)]
        t.show(tabs)
        #expect(child.view.frame == CGRect(x: 0, y: 64, width: 320, height: 455))
        #expect(child.topLayoutGuideLength == 0)
        #expect(child.bottomLayoutGuideLength == 0)

        let extended = ViewController()
        (tabs.viewControllers?[0] as? NavigationController)?.pushViewController(extended, animated: false)
        t.run(for: 1)
        #expect(extended.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(extended.topLayoutGuideLength == 64)
        #expect(extended.bottomLayoutGuideLength == 49)
    }

    @Test func hidesBottomBarWhenPushedHidesTheTabBarUntilThatControllerIsPopped() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation, ViewController()]
        t.show(tabs)
        #expect(!tabs.tabBar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 83)

        let detail = ViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        t.run(for: 1)
        #expect(tabs.tabBar.isHidden)
        #expect(detail.view.safeAreaInsets.bottom == 34)

        // A controller pushed above it that does not ask keeps the bar hidden (the stack is looked through).
        let deeper = ViewController()
        navigation.pushViewController(deeper, animated: true)
        t.run(for: 1)
        #expect(tabs.tabBar.isHidden)
        #expect(deeper.view.safeAreaInsets.bottom == 34)

        navigation.popToRootViewController(animated: true)
        t.run(for: 1)
        #expect(!tabs.tabBar.isHidden)
        #expect(root.view.safeAreaInsets.bottom == 83)
    }

    @Test func aTabWhoseStackHidesTheBarHidesItWhenSelected() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let hiding = ViewController()
        hiding.hidesBottomBarWhenPushed = true
        let tabs = TabBarController()
        let plain = ViewController()
        tabs.viewControllers = [plain, NavigationController(rootViewController: hiding)]
        t.show(tabs)
        #expect(!tabs.tabBar.isHidden)
        tabs.selectedIndex = 1
        #expect(tabs.tabBar.isHidden)
        tabs.selectedIndex = 0
        #expect(!tabs.tabBar.isHidden)
    }

    @Test func aBarHiddenByHandStaysHiddenThroughPushesThatDoNotAsk() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let navigation = NavigationController(rootViewController: ViewController())
        let tabs = TabBarController()
        tabs.viewControllers = [navigation]
        t.show(tabs)
        tabs.tabBar.isHidden = true
        navigation.pushViewController(ViewController(), animated: false)
        t.run(for: 1)
        #expect(tabs.tabBar.isHidden)
    }

    @Test func iOS6IgnoresTheEdges() {
        let t = TestWorld(profile: .iOS6, device: .iPhoneSE)
        let child = ViewController()
        child.edgesForExtendedLayout = .all
        child.extendedLayoutIncludesOpaqueBars = true
        t.show(NavigationController(rootViewController: child))
        #expect(child.view.frame == CGRect(x: 0, y: 44, width: 320, height: 504))
    }

    /// A controller whose view is a table of 30 rows.
    final class TableController: ViewController {
        let source = RowsSource(rows: 30)
        override func loadView() {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            table.dataSource = source
            view = table
        }
    }
}

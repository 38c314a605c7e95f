import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting

/// Logs what the tab bar controller tells its delegate, and can refuse a tab.
final class TabsDelegate: TabBarControllerDelegate {
    var log: [String] = []
    var refused: ViewController?
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        log.append("shouldSelect \(viewController.title ?? "?")")
        return viewController !== refused
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.append("didSelect \(viewController.title ?? "?")")
    }
}

@Suite struct TabBarControllerTests {
    let t = TestWorld()
    let log = ControllerEventLog()
    let tabs = TabBarController()
    let a: LoggingController, b: LoggingController, c: LoggingController

    init() {
        a = LoggingController("A", log: log)
        b = LoggingController("B", log: log)
        c = LoggingController("C", log: log)
        for (controller, title) in [(a, "Home"), (b, "Search"), (c, "Profile")] { controller.title = title }
        tabs.viewControllers = [a, b, c]
        t.show(tabs)
        t.run(for: 0.1)
        log.clear()
    }

    @Test func theSelectedTabFillsTheContainerAboveTheBar() {
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(a.view.window === t.window && b.isViewLoaded == false)
        #expect(a.view.frame == tabs.view.bounds)
        let bounds = tabs.view.bounds
        let bottom = t.window.safeAreaInsets.bottom
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: bounds.height - 49 - bottom, width: bounds.width, height: 49 + bottom))
        #expect(a.view.safeAreaInsets.bottom == 49 + bottom)                // the children see the bar
        #expect(tabs.tabBar.buttons.map { $0.titleLabel.text } == ["Home", "Search", "Profile"])
        #expect(tabs.tabBar.selectedItem === a.tabBarItem && a.tabBarController === tabs)
    }

    @Test func aTapSwitchesTabsInUIKitsOrderThroughTheDelegate() {
        let delegate = TabsDelegate()
        tabs.delegate = delegate
        tap(tabs.tabBar.buttons[1])
        #expect(log.withoutLayout == ["B.loadView", "B.viewDidLoad", "B.viewWillAppear(false)",
                                      "A.viewWillDisappear(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        #expect(delegate.log == ["shouldSelect Search", "didSelect Search"])
        #expect(tabs.selectedViewController === b && a.view.superview == nil && b.view.window === t.window)
        #expect(tabs.tabBar.buttons[1].isSelected && !tabs.tabBar.buttons[0].isSelected)
        delegate.refused = c
        tap(tabs.tabBar.buttons[2])
        #expect(tabs.selectedViewController === b)                               // refused
        tabs.selectedIndex = 2                                                    // code: no delegate call
        #expect(tabs.selectedViewController === c && delegate.log.count == 3)
    }

    @Test func aTapOnTheSelectedNavigationTabPopsToItsRoot() {
        let root = ViewController()
        let nav = NavigationController(rootViewController: root)
        tabs.viewControllers = [nav, b]
        #expect(tabs.selectedViewController === nav)                             // A left: the first tab
        t.run(for: 0.1)
        nav.pushViewController(ViewController(), animated: false)
        t.run(for: 0.1)
        tap(tabs.tabBar.buttons[0])
        t.run(for: 1)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func itemsBadgesAndBadInput() {
        #expect(b.tabBarItem.title == "Search")
        b.tabBarItem.badgeValue = "3"
        #expect(tabs.tabBar.buttons[1].titleLabel.text == "Search (3)")
        c.tabBarItem = TabBarItem(tabBarSystemItem: .favorites, tag: 7)
        #expect(tabs.tabBar.buttons[2].titleLabel.text == "Favorites" && tabs.tabBar.items?[2].tag == 7)
        tabs.selectedIndex = 9
        #expect(tabs.selectedIndex == 0)
        #expect(t.simulation.diagnostics.last?.message.contains("selectedIndex 9") == true)
        tabs.selectedViewController = ViewController()
        #expect(tabs.selectedViewController === a)
        #expect(TabBarController().selectedIndex == NSNotFound && TabBarController().viewControllers == nil)
    }

    @Test func aStoryboardTabBarControllerGetsItsTabs() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="tbc">
                <scenes>
                    <scene sceneID="s0">
                        <objects>
                            <tabBarController id="tbc" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                                </tabBar>
                                <connections>
                                    <segue destination="one" kind="relationship" relationship="viewControllers" id="r1"/>
                                    <segue destination="two" kind="relationship" relationship="viewControllers" id="r2"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="one" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view>
                                <tabBarItem key="tabBarItem" title="Inbox" id="i1"/>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="two" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v2"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view>
                                <tabBarItem key="tabBarItem" systemItem="mostRecent" id="i2"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = Storyboard(document: try InterfaceBuilderDocument(string: text))
        let controller = try #require(storyboard.instantiateInitialViewController() as? TabBarController)
        // A system item's `title` stays nil, as UIKit's; its button shows the system title.
        #expect(controller.viewControllers?.map { $0.tabBarItem.title } == ["Inbox", nil])
        #expect(controller.tabBar.buttons.map { $0.titleLabel.text } == ["Inbox", "Most Recent"])
        #expect(controller.selectedIndex == 0)
    }

    @Test func aDroppedTabBarControllerFreesItsTabs() {
        weak var weakTabs: TabBarController?
        weak var weakChild: ViewController?
        do {
            let world = TestWorld()
            let controller = TabBarController()
            let child = ViewController()
            controller.viewControllers = [child, ViewController()]
            world.show(controller)
            world.run(for: 0.1)
            tap(controller.tabBar.buttons[1])
            weakTabs = controller
            weakChild = child
        }
        #expect(weakTabs == nil && weakChild == nil)
    }
}

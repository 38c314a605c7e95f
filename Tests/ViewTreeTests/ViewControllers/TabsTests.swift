import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// iOS 18's `UITab` API as apps write it: a tab bar controller made from tabs, whose providers make the
/// controllers, with groups, a search tab, selection by tab, and the tab-based delegate calls.
@Suite struct TabsTests {
    final class TabLog: TabBarControllerDelegate {
        var lines: [String] = []
        var refused: String?
        func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool {
            lines.append("shouldSelectTab \(tab.identifier)")
            return tab.identifier != refused
        }
        func tabBarController(_ tabBarController: TabBarController, didSelectTab tab: Tab, previousTab: Tab?) {
            lines.append("didSelectTab \(tab.identifier) from \(previousTab?.identifier ?? "nil")")
        }
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            lines.append("shouldSelect (legacy)")
            return true
        }
    }

    private func makeTabs() -> [Tab] {
        [
            Tab(title: "Home", image: Image(systemName: "house"), identifier: "home") { _ in ViewController() },
            Tab(title: "Inbox", image: nil, identifier: "inbox") { tab in
                let controller = ViewController()
                controller.title = "Inbox (\(tab.identifier))"
                return NavigationController(rootViewController: controller)
            },
            SearchTab { _ in ViewController() },
        ]
    }

    @Test func tabsBecomeTheTabBarsItemsAndChildren() {
        let t = TestWorld()
        let controller = TabBarController(tabs: makeTabs())
        t.show(controller)
        #expect(controller.tabs.map(\.identifier) == ["home", "inbox", SearchTab.searchTabIdentifier])
        #expect(controller.viewControllers?.count == 3)
        #expect(controller.tabBar.buttons.map { $0.titleLabel.text } == ["Home", "Inbox", "Search"])
        #expect(controller.selectedTab?.identifier == "home" && controller.selectedIndex == 0)
        #expect(controller.tab(forIdentifier: "inbox")?.viewController is NavigationController)
        #expect(controller.tab(forIdentifier: "inbox")?.tabBarController === controller)
        #expect(controller.tabs[0].isSelected && !controller.tabs[1].isSelected)
        #expect(controller.tabs[2].image != nil)                      // the system's magnifying glass
    }

    @Test func aTabsTitleAndBadgeFollowOnTheBar() {
        let t = TestWorld()
        let controller = TabBarController(tabs: makeTabs())
        t.show(controller)
        let inbox = controller.tabs[1]
        inbox.badgeValue = "3"
        inbox.title = "Mail"
        #expect(inbox.viewController?.tabBarItem.badgeValue == "3")
        #expect(inbox.viewController?.tabBarItem.title == "Mail")
        inbox.isHidden = true
        #expect(controller.viewControllers?.count == 2)
        #expect(controller.tabBar.buttons.map { $0.titleLabel.text } == ["Home", "Search"])
        #expect(!inbox.hasVisiblePlacement && controller.tabs[0].hasVisiblePlacement)
    }

    @Test func aTapAsksTheDelegateAboutTabs() {
        let t = TestWorld()
        let controller = TabBarController(tabs: makeTabs())
        let delegate = TabLog()
        controller.delegate = delegate
        t.show(controller)
        tap(controller.tabBar.buttons[1])
        #expect(controller.selectedTab?.identifier == "inbox")
        #expect(delegate.lines == ["shouldSelectTab inbox", "didSelectTab inbox from home"])
        delegate.lines = []
        delegate.refused = SearchTab.searchTabIdentifier
        tap(controller.tabBar.buttons[2])
        #expect(controller.selectedTab?.identifier == "inbox")
        #expect(delegate.lines == ["shouldSelectTab \(SearchTab.searchTabIdentifier)"])
    }

    @Test func selectingAGroupsChildShowsTheGroup() {
        let t = TestWorld()
        let recent = Tab(title: "Recent", image: nil, identifier: "recent") { _ in ViewController() }
        let starred = Tab(title: "Starred", image: nil, identifier: "starred") { _ in ViewController() }
        let library = TabGroup(title: "Library", image: nil, identifier: "library", children: [recent, starred])
        let home = Tab(title: "Home", image: nil, identifier: "home") { _ in ViewController() }
        let controller = TabBarController(tabs: [home, library])
        t.show(controller)
        #expect(controller.tabBar.buttons.map { $0.titleLabel.text } == ["Home", "Library"])
        #expect(starred.parent === library && starred.tabBarController === controller)
        controller.selectedTab = starred
        #expect(controller.selectedTab === starred && library.selectedChild === starred)
        #expect(controller.selectedViewController === starred.viewController)
        #expect(starred.isSelected && library.isSelected && !home.isSelected)
        #expect(controller.tab(forIdentifier: "recent") === recent)
    }

    @Test func badTabsAreRefusedAndTheTabsStay() {
        let t = TestWorld()
        let controller = TabBarController(tabs: makeTabs())
        t.show(controller)
        controller.tabs = [Tab(title: "A", image: nil, identifier: "same"), Tab(title: "B", image: nil, identifier: "same")]
        #expect(controller.tabs.count == 3)
        #expect(t.simulation.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("\"same\"") })
        controller.selectedTab = Tab(title: "Stranger", image: nil, identifier: "stranger")
        #expect(controller.selectedTab?.identifier == "home")
        #expect(t.simulation.diagnostics.contains { $0.message.contains("not one of the tab bar controller's tabs") })
        controller.viewControllers = [ViewController()]                 // controllers replace the tabs
        #expect(controller.tabs.isEmpty)
    }

    @Test func aProviderThatCapturesTheControllerMakesNoCycle() {
        weak var weakController: TabBarController?
        do {
            let t = TestWorld()
            let controller = TabBarController()
            controller.tabs = [Tab(title: "Home", image: nil, identifier: "home") { _ in
                let child = ViewController()
                child.title = controller.title                         // captures the tab bar controller
                return child
            }]
            t.show(controller)
            weakController = controller
        }
        #expect(weakController == nil)
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Hostile input to iOS 18's tabs (`Tab`, `TabGroup`, `TabBarController(tabs:)`): cycles of groups, tabs shared by
/// two groups or two tab bar controllers, providers returning a shared or a wrong controller, hidden selections.
/// Each is refused with a diagnostic (or handled as UIKit would) and leaves the controllers consistent.
@Suite struct TabHostileInputTests {
    private func tab(_ id: String) -> Tab { Tab(title: id, image: nil, identifier: id) { _ in ViewController() } }

    /// The tab bar controller's children are its visible root tabs' controllers, each once, each its child.
    private func expectConsistent(_ controller: TabBarController, sourceLocation: SourceLocation = #_sourceLocation) {
        let children = controller.children
        #expect(Set(children.map(ObjectIdentifier.init)).count == children.count, "a child twice", sourceLocation: sourceLocation)
        #expect(children.allSatisfy { $0.parent === controller && $0 !== controller }, sourceLocation: sourceLocation)
        #expect(controller.tabBar.items?.count ?? 0 == children.count, sourceLocation: sourceLocation)
        if let selected = controller.selectedTab { #expect(!selected.isHidden, sourceLocation: sourceLocation) }
    }

    @Test func aGroupCannotContainItself() {
        let t = TestWorld()
        let group = TabGroup(title: "G", image: nil, identifier: "g", children: [tab("a")])
        let controller = TabBarController(tabs: [group])
        t.show(controller)
        group.children = [group]
        #expect(group.children.map(\.identifier) == ["a"])
        #expect(t.simulation.diagnostics.contains { $0.message.contains("\"g\"") && $0.message.contains("cycle") })
        #expect(controller.tab(forIdentifier: "a") != nil)
        expectConsistent(controller)
    }

    @Test func aGroupCannotContainItsAncestor() {
        let inner = TabGroup(title: "In", image: nil, identifier: "in", children: [tab("a")])
        let outer = TabGroup(title: "Out", image: nil, identifier: "out", children: [inner])
        let t = TestWorld()
        let controller = TabBarController(tabs: [outer])
        t.show(controller)
        inner.children = [outer]
        #expect(inner.children.map(\.identifier) == ["a"])
        #expect(outer.parent == nil)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("cycle") })
        _ = controller.selectedTab                                  // no endless walk
        expectConsistent(controller)
    }

    @Test func aTabMovedToAnotherGroupLeavesTheFirst() {
        let a = tab("a")
        let first = TabGroup(title: "1", image: nil, identifier: "1", children: [a, tab("b")])
        let second = TabGroup(title: "2", image: nil, identifier: "2", children: [])
        second.children = [a]
        #expect(first.children.map(\.identifier) == ["b"])
        #expect(a.parent === second)
        let t = TestWorld()
        let controller = TabBarController(tabs: [first, second])    // "a" is in one group only: accepted
        t.show(controller)
        #expect(controller.tabs.count == 2)
        expectConsistent(controller)
    }

    @Test func aTabOfAnotherTabBarControllerIsRefused() {
        let t = TestWorld()
        let shared = tab("shared")
        let first = TabBarController(tabs: [shared, tab("x")])
        let second = TabBarController(tabs: [tab("y")])
        t.show(first)
        second.setTabs([shared], animated: false)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("\"shared\"") && $0.message.contains("another tab bar controller") })
        #expect(second.tabs.map(\.identifier) == ["y"])
        #expect(first.tabs.map(\.identifier) == ["shared", "x"] && shared.tabBarController === first)
        expectConsistent(first)
        expectConsistent(second)
    }

    @Test func aChildOfAGroupCannotAlsoBeARootTab() {
        let t = TestWorld()
        let child = tab("child")
        let group = TabGroup(title: "G", image: nil, identifier: "g", children: [child])
        let controller = TabBarController(tabs: [group])
        t.show(controller)
        let other = TabBarController(tabs: [tab("z")])
        other.setTabs([child], animated: false)
        #expect(other.tabs.map(\.identifier) == ["z"])
        #expect(child.parent === group && child.tabBarController === controller)
        expectConsistent(other)
    }

    @Test func aProviderReturningOneControllerForTwoTabsIsRefusedForTheSecond() {
        let t = TestWorld()
        let shared = ViewController()
        let controller = TabBarController(tabs: [
            Tab(title: "A", image: nil, identifier: "a") { _ in shared },
            Tab(title: "B", image: nil, identifier: "b") { _ in shared },
        ])
        t.show(controller)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("\"b\"") && $0.message.contains("already") })
        expectConsistent(controller)
    }

    @Test func aProviderReturningTheTabBarControllerItselfIsRefused() {
        let t = TestWorld()
        let controller = TabBarController(nibName: nil, bundle: nil)
        controller.setTabs([tab("a"), Tab(title: "Self", image: nil, identifier: "self") { [unowned controller] _ in controller }],
                           animated: false)
        t.show(controller)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("\"self\"") })
        #expect(controller.children.count == 1)
        expectConsistent(controller)
        t.run(for: 0.5)
    }

    @Test func aTabAddedToAGroupLaterGetsItsControllerAndItsProviderGoes() {
        weak var weakController: TabBarController?
        weak var weakLate: ViewController?
        do {
            let t = TestWorld()
            let group = TabGroup(title: "G", image: nil, identifier: "g", children: [tab("a")])
            let controller = TabBarController(tabs: [group, tab("b")])
            t.show(controller)
            let late = Tab(title: "Late", image: nil, identifier: "late") { _ in
                _ = controller.tabs                                       // captures the tab bar controller
                return ViewController()
            }
            group.children.append(late)
            #expect(late.viewController != nil)
            controller.selectedTab = late
            #expect(controller.selectedTab === late)
            #expect(controller.selectedViewController === group.displayedViewControllerForTests)
            weakController = controller
            weakLate = late.viewController
            expectConsistent(controller)
        }
        #expect(weakController == nil)
        #expect(weakLate == nil)
    }

    @Test func aGroupChildWithARepeatedIdentifierIsRefused() {
        let t = TestWorld()
        let group = TabGroup(title: "G", image: nil, identifier: "g", children: [tab("a")])
        let controller = TabBarController(tabs: [group, tab("b")])
        t.show(controller)
        group.children = [tab("a"), tab("b")]
        #expect(group.children.count == 1)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("\"b\"") })
        #expect(controller.tab(forIdentifier: "b")?.parent == nil)
        expectConsistent(controller)
    }

    @Test func hidingTheSelectedTabSelectsAVisibleOneAndHidingAllLeavesNone() {
        let t = TestWorld()
        let tabs = [tab("a"), tab("b"), tab("c")]
        let controller = TabBarController(tabs: tabs)
        t.show(controller)
        controller.selectedTab = tabs[1]
        tabs[1].isHidden = true
        #expect(controller.selectedTab.map { !$0.isHidden } ?? false)
        expectConsistent(controller)
        for tab in tabs { tab.isHidden = true }
        #expect(controller.selectedTab == nil && controller.children.isEmpty)
        controller.selectedTab = tabs[0]                              // hidden: refused
        #expect(t.simulation.diagnostics.contains { $0.message.contains("hidden") })
        tabs[2].isHidden = false
        #expect(controller.selectedTab === tabs[2])
        expectConsistent(controller)
        t.run(for: 0.5)
    }

    @Test func tabsMovedBetweenControllersAfterRemoval() {
        let t = TestWorld()
        let moving = tab("m")
        let first = TabBarController(tabs: [moving, tab("x")])
        let second = TabBarController(tabs: [tab("y")])
        t.show(first)
        first.setTabs([first.tabs[1]], animated: false)               // released by the first
        second.setTabs([moving, second.tabs[0]], animated: false)       // so the second may take it
        #expect(second.tabs.map(\.identifier) == ["m", "y"] && moving.tabBarController === second)
        #expect(moving.viewController?.parent === second)
        expectConsistent(first)
        expectConsistent(second)
    }
}

extension TabGroup {
    /// What the tab bar shows for the group (its own controller or its selected child's).
    var displayedViewControllerForTests: ViewController? { viewController ?? selectedChild?.viewController }
}

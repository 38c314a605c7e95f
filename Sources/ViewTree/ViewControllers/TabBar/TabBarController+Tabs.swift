import Foundation

// iOS 18's tabs: a tab bar controller built from `UITab`s instead of `viewControllers`. The bar shows a button per
// tab that is not hidden; a tab's controller is made the first time the tab is selected and becomes a child then.
// A user's tap asks the delegate `tabBarController(_:shouldSelectTab:)` and tells it
// `tabBarController(_:didSelectTab:previousTab:)`; code that sets `selectedTab` tells no one, as for `selectedIndex`.

extension TabBarController {
    /// `UITabBarController.Mode` (iOS 18): how the tabs show on an iPad.
    public enum Mode: Int, Sendable, Hashable {
        /// `.automatic`: the system's choice.
        case automatic = 0
        /// `.tabBar`: the tab bar only.
        case tabBar = 1
        /// `.tabSidebar`: the tab bar, which the user may turn into a sidebar.
        case tabSidebar = 2
    }

    /// `UITabBarController.MinimizeBehavior` (iOS 26): when the tab bar minimizes.
    public enum MinimizeBehavior: Int, Sendable, Hashable {
        /// `.automatic`: the system's choice.
        case automatic = 0
        /// `.never`.
        case never = 1
        /// `.onScrollDown`: while content scrolls down.
        case onScrollDown = 2
        /// `.onScrollUp`: while content scrolls up.
        case onScrollUp = 3
    }

    /// `tabs` (iOS 18): the tabs, in order; empty when the controller uses `viewControllers`. Setting it is
    /// `setTabs(_:animated: false)`.
    public var tabs: [Tab] {
        get { storedTabs }
        set { setTabs(newValue, animated: false) }
    }

    /// `setTabs(_:animated:)` (iOS 18): replaces the tabs (and any `viewControllers`). The selected tab stays selected
    /// when it is still a shown tab; else the first shown tab is. Tabs whose identifiers repeat are rejected with a
    /// diagnostic, and the tabs stay as they were.
    public func setTabs(_ tabs: [Tab], animated: Bool) {
        let identifiers = tabs.map(\.identifier)
        guard Set(identifiers).count == identifiers.count else {
            let repeated = Dictionary(grouping: identifiers, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            return report(.invalidValue, "setTabs: tab identifiers must be unique; \(repeated) repeat(s); the tabs stay")
        }
        let previous = selectedTab
        removeChildren { controller in !tabs.contains { $0 === controller.storedTab } }
        childList = childList.filter { controller in tabs.contains { $0 === controller.storedTab } }
        for old in storedTabs where !tabs.contains(where: { $0 === old }) { old.tabBarController = nil }
        storedTabs = tabs
        for tab in tabs { tab.tabBarController = self }
        if previous == nil || !shownTabs.contains(where: { $0 === previous }) { storedSelected = nil }
        rebuildTabBar()
        if selectedTab == nil, let first = shownTabs.first { select(first) }
    }

    /// `selectedTab` (iOS 18): the selected tab. Setting one that is not a shown tab of this controller is rejected
    /// with a diagnostic and the selection stays.
    public var selectedTab: Tab? {
        get {
            guard let tab = selectedViewController?.storedTab, storedTabs.contains(where: { $0 === tab }) else { return nil }
            return tab
        }
        set {
            guard let newValue else { return }
            guard shownTabs.contains(where: { $0 === newValue }) else {
                return report(.viewController, "selectedTab: the tab \"\(newValue.identifier)\" is not a shown tab of this tab bar controller; the selection stays")
            }
            select(newValue)
        }
    }

    /// `tab(forIdentifier:)` (iOS 18): the tab with `identifier`, or `nil`.
    public func tab(forIdentifier identifier: String) -> Tab? {
        storedTabs.first { $0.identifier == identifier }
    }

    /// The tabs with a button: those not hidden.
    var shownTabs: [Tab] { storedTabs.filter { !$0.isHidden } }

    /// Selects `tab`, making its controller (a child from then on) on first selection.
    func select(_ tab: Tab) {
        let controller = tab.resolvedViewController()
        if controller.storedParent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        selectController(controller)
    }

    /// A user's tap on `tab`'s button: asks the delegate, selects, tells it. A tap on the selected tab of a navigation
    /// controller pops it to its root.
    func userSelectTab(_ tab: Tab?) {
        guard let tab else { return }
        guard delegate?.tabBarController(self, shouldSelectTab: tab) ?? true else { return }
        let previous = selectedTab
        if tab === previous {
            (tab.viewController as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(tab)
        }
        delegate?.tabBarController(self, didSelectTab: tab, previousTab: previous)
    }

    /// A tab was hidden or shown: the bar follows, and a hidden selected tab gives way to the first shown one.
    func tabsDidChange() {
        rebuildTabBar()
        guard let selected = selectedViewController?.storedTab, selected.isHidden, let first = shownTabs.first else { return }
        select(first)
    }

    /// Leaves tab mode: the tabs forget this controller (their controllers stay children until replaced).
    func detachTabs() {
        guard !storedTabs.isEmpty else { return }
        for tab in storedTabs { tab.tabBarController = nil }
        storedTabs = []
    }
}

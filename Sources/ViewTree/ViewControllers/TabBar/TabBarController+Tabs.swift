import Foundation

// iOS 18's tabs on a tab bar controller: `init(tabs:)`, `tabs`, `setTabs(_:animated:)`, `selectedTab` and
// `tab(forIdentifier:)`. The visible root tabs' controllers become the tab bar controller's children, in order, so
// everything `viewControllers` does (selection, appearance callbacks, the bar) works the same for tabs.

extension TabBarController {
    /// `UITabBarController.Mode` (iOS 18): whether an iPad shows a tab bar, a sidebar, or lets the app decide.
    public enum Mode: Int, Sendable, Hashable {
        /// `.automatic`: the system's choice.
        case automatic = 0
        /// `.tabBar`: a tab bar only.
        case tabBar = 1
        /// `.tabSidebar`: a tab bar that can turn into a sidebar.
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

    /// `init(tabs:)` (iOS 18): a tab bar controller showing `tabs`.
    public convenience init(tabs: [Tab]) {
        self.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
    }

    /// `tabs` (iOS 18): the root tabs, in order; setting it is `setTabs(_:animated: false)`. Empty when the app gave
    /// `viewControllers` instead.
    public var tabs: [Tab] {
        get { tabStorage }
        set { setTabs(newValue, animated: false) }
    }

    /// `setTabs(_:animated:)` (iOS 18): replaces the tabs. Each tab's provider is called once, now; the visible
    /// root tabs' controllers become the children. Tabs whose identifiers repeat (at any depth), a tab of another
    /// tab bar controller (a tab belongs to one; set that controller's tabs without it first) and a child of a group
    /// given as a root tab are refused with a diagnostic, and the tabs stay as they were.
    public func setTabs(_ tabs: [Tab], animated: Bool) {
        var seen = Set<String>()
        var repeated: [String] = []
        for tab in Self.allTabs(in: tabs) where !seen.insert(tab.identifier).inserted { repeated.append(tab.identifier) }
        guard repeated.isEmpty else {
            return report(.invalidValue, "setTabs: the identifier(s) \(repeated.map { "\"\($0)\"" }.joined(separator: ", ")) name more than one tab (identifiers must be unique); the tabs stay as they were")
        }
        if let foreign = Self.allTabs(in: tabs).first(where: { $0.tabBarController.map { $0 !== self } ?? false }) {
            return report(.viewController, "setTabs: the tab \"\(foreign.identifier)\" belongs to another tab bar controller (a tab belongs to one; set that controller's tabs without it first); the tabs stay as they were")
        }
        if let child = tabs.first(where: { $0.parent != nil }), let group = child.parent {
            return report(.viewController, "setTabs: the tab \"\(child.identifier)\" is a child of group \"\(group.identifier)\" and cannot also be a root tab; the tabs stay as they were")
        }
        for tab in tabStorage where !tabs.contains(where: { $0 === tab }) { tab.storedTabBarController = nil }
        tabStorage = tabs
        for tab in tabs { tab.storedTabBarController = self }
        tabsDidChange()
    }

    /// `selectedTab` (iOS 18): the selected tab: a root tab, or the selected child of a root group that shows its
    /// children's controllers. Setting a tab of another controller (or none) is refused with a diagnostic.
    public var selectedTab: Tab? {
        get {
            guard let selected = selectedViewController,
                  let root = tabStorage.first(where: { $0.displayedViewController === selected }) else { return nil }
            var tab: Tab = root
            while let group = tab as? TabGroup, group.viewController == nil, let child = group.selectedChild { tab = child }
            return tab
        }
        set {
            guard let tab = newValue else { return }
            guard let root = rootTab(of: tab), tabStorage.contains(where: { $0 === root }) else {
                return report(.viewController, "selectedTab: the tab \"\(tab.identifier)\" is not one of the tab bar controller's tabs; the selection stays")
            }
            if let hidden = tab.selfAndAncestors.first(where: \.isHidden) {
                return report(.viewController, "selectedTab: the tab \"\(hidden.identifier)\" is hidden; the selection stays")
            }
            if tab !== root {
                var child = tab
                while let group = child.parent {
                    group.selectedChild = child
                    child = group
                }
                tabsDidChange()
            }
            if let controller = root.displayedViewController { selectController(controller) }
        }
    }

    /// `tab(forIdentifier:)` (iOS 18): the tab, at any depth, with that identifier.
    public func tab(forIdentifier identifier: String) -> Tab? {
        Self.allTabs(in: tabStorage).first { $0.identifier == identifier }
    }

    /// The tabs changed (added, hidden, shown, a group's selection): the children follow the visible root tabs.
    ///
    /// Every tab's provider that has not run yet runs first (a tab added to a group later gets its controller, and
    /// its provider, which may capture this controller, is let go).
    func tabsDidChange() {
        for tab in Self.allTabs(in: tabStorage) {
            if let problem = tab.resolveViewController(for: self) { report(.viewController, problem) }
        }
        let visible = tabStorage.filter { !$0.isHidden }
        replaceChildren(with: visible.compactMap(\.displayedViewController))
        for tab in visible { tab.syncTabBarItem() }
    }

    /// A user's tap on the tab showing `controller`: the delegate's `shouldSelectTab`, the selection, then
    /// `didSelectTab(_:previousTab:)`.
    func userSelectTab(showing controller: ViewController) {
        guard let tab = tabStorage.first(where: { $0.displayedViewController === controller }), tab.isEnabled else { return }
        let previous = selectedTab
        guard delegate?.tabBarController(self, shouldSelectTab: tab) ?? true else { return }
        if controller === selectedViewController {
            (controller as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            selectController(controller)
        }
        delegate?.tabBarController(self, didSelectTab: tab, previousTab: previous)
    }

    /// The root tab `tab` is under (itself when it is one).
    private func rootTab(of tab: Tab) -> Tab? {
        guard let root = tab.selfAndAncestors.last, root.storedTabBarController === self else { return nil }
        return root
    }

    /// Every tab, depth first.
    static func allTabs(in tabs: [Tab]) -> [Tab] {
        tabs.flatMap { tab -> [Tab] in
            guard let group = tab as? TabGroup else { return [tab] }
            return [tab] + allTabs(in: group.children)
        }
    }
}

import Foundation

/// A tab of a tab bar controller (iOS 18): ViewTree's `UITab`. Give a tab bar controller an array of them
/// (`TabBarController(tabs:)`, `tabs`); each tab's `viewControllerProvider` makes the controller it shows, and the
/// tab's title, image and badge become that controller's `tabBarItem`'s.
///
/// ViewTree calls a tab's provider once, when the tab joins a tab bar controller, and then lets the closure go
/// (UIKit calls it when the controller is first needed): a provider that captures the tab bar controller therefore
/// makes no reference cycle (Docs/Architecture.md).
open class Tab {
    /// `UITab.Placement`: where a tab may appear when the tab bar can show tabs in different places (iPadOS's tab
    /// bar and sidebar). Kept: ViewTree's tab bar is the phone's, which shows every visible root tab.
    public enum Placement: Int, Sendable, Hashable {
        /// `.automatic`: the system decides.
        case automatic = 0
        /// `.default`: shown by default, can be hidden.
        case `default` = 1
        /// `.optional`: hidden by default, can be added.
        case optional = 2
        /// `.movable`: shown, can be moved but not hidden.
        case movable = 3
        /// `.pinned`: pinned to the trailing end, can be neither moved nor hidden.
        case pinned = 4
        /// `.fixed`: at the leading end, can be neither moved nor hidden.
        case fixed = 5
        /// `.sidebarOnly`: only in the sidebar.
        case sidebarOnly = 6
    }

    /// `identifier`: unique among the tabs of a tab bar controller.
    public let identifier: String
    /// `title`.
    open var title: String { didSet { syncTabBarItem() } }
    /// `subtitle` (shown in a sidebar; kept).
    open var subtitle: String?
    /// `image`.
    open var image: Image? { didSet { syncTabBarItem() } }
    /// `badgeValue`.
    open var badgeValue: String? { didSet { syncTabBarItem() } }
    /// `isEnabled`: when `false` the tab cannot be selected by the user. Default `true`.
    open var isEnabled = true { didSet { syncTabBarItem() } }
    /// `isHidden`: a hidden root tab is not on the tab bar. Default `false`.
    open var isHidden = false { didSet { if isHidden != oldValue { tabBarController?.tabsDidChange() } } }
    /// `isHiddenByDefault` (kept). Default `false`.
    open var isHiddenByDefault = false
    /// `allowsHiding` (kept; no customization UI is simulated). Default `false`.
    open var allowsHiding = false
    /// `preferredPlacement`. Default `.automatic`.
    open var preferredPlacement = Placement.automatic
    /// `userInfo`: anything the app keeps with the tab.
    open var userInfo: Any?
    /// `accessibilityIdentifier`.
    open var accessibilityIdentifier: String?
    /// `parent`: the group the tab is in (weak: the group owns its children).
    public internal(set) weak var parent: TabGroup?
    /// `tabBarController`: the tab bar controller the tab belongs to (weak: it owns its tabs).
    public var tabBarController: TabBarController? { storedTabBarController ?? parent?.tabBarController }
    weak var storedTabBarController: TabBarController?
    /// `managingTabGroup`: ViewTree simulates no managing navigation controllers, so `nil`.
    public var managingTabGroup: TabGroup? { nil }

    /// The provider, until it has been called.
    private var viewControllerProvider: ((Tab) -> ViewController)?
    private var providedViewController: ViewController?

    /// `init(title:image:identifier:viewControllerProvider:)`.
    public init(title: String, image: Image?, identifier: String, viewControllerProvider: ((Tab) -> ViewController)? = nil) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
    }

    /// `viewController`: what the provider made (`nil` before the tab joined a tab bar controller, or without a
    /// provider).
    open var viewController: ViewController? { providedViewController }

    /// Calls the provider once and lets it go; the controller's `tabBarItem` shows the tab. A controller that
    /// `owner` cannot show for this tab — `owner` itself or one of its ancestors (a containment cycle), or
    /// another live tab's controller (one controller cannot be two tabs) — is refused: the tab then shows no
    /// controller, and the returned text says why, for the caller's diagnostic.
    func resolveViewController(for owner: TabBarController) -> String? {
        guard providedViewController == nil else { return nil }
        let provider = viewControllerProvider
        viewControllerProvider = nil
        let made: ViewController?
        if let provider {
            made = provider(self)
        } else {
            made = self is TabGroup ? nil : ViewController()       // a tab without a provider still shows a tab
        }
        guard let made else { return nil }
        if made === owner || owner.isDescendantController(of: made) {
            return "the provider of tab \"\(identifier)\" returned the tab bar controller or one of its ancestors (a controller cannot contain itself); the tab shows no controller"
        }
        if made.storedParent !== owner, let problem = owner.childProblem(made) {
            return "the provider of tab \"\(identifier)\" returned a controller that cannot be a tab: \(problem); the tab shows no controller"
        }
        if let other = made.storedTab, other !== self {
            return "the provider of tab \"\(identifier)\" returned the controller already shown by tab \"\(other.identifier)\" (one controller cannot be two tabs); the tab shows no controller"
        }
        providedViewController = made
        made.storedTab = self
        syncTabBarItem()
        return nil
    }

    /// `isSelected`: whether this is the tab bar controller's selected tab or the group's path to it.
    public var isSelected: Bool {
        guard let selected = tabBarController?.selectedTab else { return false }
        return selected.selfAndAncestors.contains { $0 === self }
    }

    /// This tab, then its group, that group's group, and so on up to a root tab (groups never form a cycle: a
    /// group refuses to contain its own ancestor).
    var selfAndAncestors: [Tab] {
        var lineage: [Tab] = [self]
        while let parent = lineage[lineage.count - 1].parent { lineage.append(parent) }
        return lineage
    }

    /// `hasVisiblePlacement`: whether the tab is shown on the tab bar (a visible root tab).
    public var hasVisiblePlacement: Bool {
        guard let controller = storedTabBarController, parent == nil, !isHidden else { return false }
        return controller.tabs.contains { $0 === self }
    }

    /// The controller the tab bar shows for this tab: its own.
    var displayedViewController: ViewController? { viewController }

    /// The tab's title, image, badge and enabled state on its controller's tab bar item.
    func syncTabBarItem() {
        guard let item = displayedViewController?.tabBarItem else { return }
        if item.title != title { item.title = title }
        item.image = image
        if item.badgeValue != badgeValue { item.badgeValue = badgeValue }
        item.isEnabled = isEnabled
    }
}

extension ViewController {
    /// `tab` (iOS 18): the tab whose provider made this controller, if any.
    public var tab: Tab? { storedTab }
}

/// `UISearchTab` (iOS 18): the system's search tab, titled "Search" with the `magnifyingglass` symbol.
open class SearchTab: Tab {
    /// The search tab's identifier (ours: UIKit's is private).
    public static let searchTabIdentifier = "com.apple.UIKit.searchTab"

    /// `init(viewControllerProvider:)`: the system's title and image.
    public init(viewControllerProvider: ((Tab) -> ViewController)? = nil) {
        super.init(title: "Search", image: Image(systemName: "magnifyingglass"), identifier: SearchTab.searchTabIdentifier,
                   viewControllerProvider: viewControllerProvider)
    }

    /// `automaticallyActivatesSearch` (iOS 18; kept). Default `false`.
    open var automaticallyActivatesSearch = false
}

/// `UITabGroup` (iOS 18): a tab that holds other tabs (a sidebar section on iPadOS). On ViewTree's tab bar a root
/// group is one tab, showing its own controller, or without one its selected child's.
open class TabGroup: Tab {
    /// `children`: the tabs of the group.
    ///
    /// A child taken from another group leaves that group (as a view re-parented leaves its old superview).
    /// Children that would make a cycle (the group itself or one of its ancestors), that are root tabs of a tab
    /// bar controller, or whose identifiers repeat among the tab bar controller's tabs are refused with a
    /// diagnostic, and the children stay as they were.
    open var children: [Tab] {
        didSet {
            if let problem = problemAdopting(children) {
                children = oldValue                          // assigned in its own didSet: no second call
                return TabGroup.report(problem, about: self)
            }
            for child in oldValue where !children.contains(where: { $0 === child }) { child.parent = nil }
            adopt(children)
            tabBarController?.tabsDidChange()
        }
    }
    /// `selectedChild`: the child last selected, or the `defaultChildIdentifier`'s, or the first — among the
    /// children that are not hidden (`nil` when all are). Setting a tab that is not a child is refused with a
    /// diagnostic.
    open var selectedChild: Tab? {
        get {
            let visible = children.filter { !$0.isHidden }
            let stored = storedSelectedChild.flatMap { child in visible.contains { $0 === child } ? child : nil }
            return stored ?? defaultChildIdentifier.flatMap { id in visible.first { $0.identifier == id } } ?? visible.first
        }
        set {
            if let newValue, !children.contains(where: { $0 === newValue }) {
                return TabGroup.report("selectedChild: the tab \"\(newValue.identifier)\" is not a child of group \"\(identifier)\"; the selection stays", about: self)
            }
            storedSelectedChild = newValue
        }
    }
    private weak var storedSelectedChild: Tab?
    /// `defaultChildIdentifier`: the child selected until another is.
    open var defaultChildIdentifier: String?
    /// `allowsReordering` (kept). Default `false`.
    open var allowsReordering = false
    /// `displayOrderIdentifiers`: the children's identifiers in display order.
    open var displayOrderIdentifiers: [String] { children.map(\.identifier) }

    /// `init(title:image:identifier:children:viewControllerProvider:)`.
    public init(title: String, image: Image?, identifier: String, children: [Tab],
                viewControllerProvider: ((Tab) -> ViewController)? = nil) {
        self.children = []
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        setChildren(children)
    }

    /// Sets `children` through its `didSet` (the same checks and re-parenting as later): an initializer's own
    /// assignment would not call it.
    private func setChildren(_ new: [Tab]) { children = new }

    /// Why the group cannot hold `candidates`, or `nil` when it can.
    private func problemAdopting(_ candidates: [Tab]) -> String? {
        let lineage = selfAndAncestors
        for child in candidates {
            if lineage.contains(where: { $0 === child }) {
                return "group \"\(identifier)\" cannot contain the tab \"\(child.identifier)\": it would be its own ancestor (a cycle); the children stay as they were"
            }
            if child.storedTabBarController != nil {
                return "group \"\(identifier)\" cannot contain the tab \"\(child.identifier)\": it is a root tab of a tab bar controller (set that controller's tabs without it first); the children stay as they were"
            }
        }
        guard let controller = tabBarController else { return nil }
        // The controller's tabs as they would be: the others (not this group's subtree, not the candidates'
        // subtrees, which may still hang in their old groups), then this group's new subtree.
        var seen: Set<String> = [identifier]
        var stack = controller.tabs
        while let tab = stack.popLast() {
            guard tab !== self, !candidates.contains(where: { $0 === tab }) else { continue }
            seen.insert(tab.identifier)
            if let group = tab as? TabGroup { stack.append(contentsOf: group.children) }
        }
        for tab in TabBarController.allTabs(in: candidates) where !seen.insert(tab.identifier).inserted {
            return "group \"\(identifier)\" cannot contain the tab \"\(tab.identifier)\": the identifier names another tab of its tab bar controller (identifiers must be unique); the children stay as they were"
        }
        return nil
    }

    /// Makes the group the parent of `new`, taking each out of the group it was in.
    private func adopt(_ new: [Tab]) {
        for child in new {
            if let previous = child.parent, previous !== self {
                previous.children.removeAll { $0 === child }
            }
            child.parent = self
        }
    }

    /// Records `message` about `group` in its tab bar controller's world, or the current one (standard error
    /// when there is none).
    static func report(_ message: String, about group: Tab) {
        let diagnostic = Diagnostic(code: .viewController, subject: String(describing: type(of: group)), message: message)
        if let controller = group.tabBarController {
            controller.report(.viewController, message)
        } else if let world = Simulation.current {
            world.report(diagnostic)
        } else {
            FileHandle.standardError.write(Data("ViewTree: \(diagnostic)\n".utf8))
        }
    }
    /// `tab(forIdentifier:)`: the child (at any depth) with that identifier.
    open func tab(forIdentifier identifier: String) -> Tab? {
        TabBarController.allTabs(in: children).first { $0.identifier == identifier }
    }

    override var displayedViewController: ViewController? { viewController ?? selectedChild?.displayedViewController }
}

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

    /// Calls the provider once and lets it go; the controller's `tabBarItem` shows the tab.
    func resolveViewController() {
        guard providedViewController == nil else { return }
        let provider = viewControllerProvider
        viewControllerProvider = nil
        if let provider {
            providedViewController = provider(self)
        } else if !(self is TabGroup) {
            providedViewController = ViewController()       // a tab without a provider still shows a tab
        }
        providedViewController?.storedTab = self
        syncTabBarItem()
    }

    /// `isSelected`: whether this is the tab bar controller's selected tab or the group's path to it.
    public var isSelected: Bool {
        guard let selected = tabBarController?.selectedTab else { return false }
        var tab: Tab? = selected
        while let current = tab {
            if current === self { return true }
            tab = current.parent
        }
        return false
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
    open var children: [Tab] {
        didSet {
            for child in oldValue where !children.contains(where: { $0 === child }) { child.parent = nil }
            for child in children { child.parent = self }
            tabBarController?.tabsDidChange()
        }
    }
    /// `selectedChild`: the child last selected, or the `defaultChildIdentifier`'s, or the first.
    open var selectedChild: Tab? {
        get { storedSelectedChild ?? defaultChildIdentifier.flatMap { id in children.first { $0.identifier == id } } ?? children.first }
        set { storedSelectedChild = newValue }
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
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        for child in children { child.parent = self }
    }

    /// `tab(forIdentifier:)`: the child (at any depth) with that identifier.
    open func tab(forIdentifier identifier: String) -> Tab? {
        for child in children {
            if child.identifier == identifier { return child }
            if let group = child as? TabGroup, let found = group.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    override var displayedViewController: ViewController? { viewController ?? selectedChild?.displayedViewController }
}

import Foundation

/// `UITab` (iOS 18): a tab of a tab bar controller's `tabs`, with its own title, image and badge, and a closure that
/// makes the controller shown when it is selected ("In the closure, return the view controller your app presents when
/// someone selects the tab": UITab documentation). ViewTree calls the closure once, the first time the tab is selected
/// (or made current by `tabs`/`selectedTab`), and keeps the controller; a tab with no closure shows a plain controller.
/// Tab groups (`UITabGroup`) and the iPad sidebar are not modelled.
open class Tab {
    /// `identifier`: unique among a tab bar controller's tabs.
    public let identifier: String
    /// `title`.
    open var title: String { didSet { item.title = title } }
    /// `image` (not drawn).
    open var image: Image? { didSet { item.image = image } }
    /// `subtitle`: shown in the sidebar only (kept: ViewTree has no sidebar). Default `nil`.
    open var subtitle: String?
    /// `badgeValue`. Default `nil`.
    open var badgeValue: String? { didSet { item.badgeValue = badgeValue } }
    /// `isHidden`: a hidden tab has no button in the bar; hiding the selected tab selects the first shown one.
    /// Default `false`.
    open var isHidden = false { didSet { if isHidden != oldValue { tabBarController?.tabsDidChange() } } }
    /// `isEnabled` (iOS 18.4): a disabled tab's button cannot be tapped. Default `true`.
    open var isEnabled = true { didSet { item.isEnabled = isEnabled } }
    /// `allowsHiding`: whether the user may hide it in the sidebar. Default `false`. Kept.
    open var allowsHiding = false
    /// `userInfo`: anything of yours. Default `nil`.
    open var userInfo: Any?
    /// `tabBarController`: the controller whose `tabs` contain it (weak).
    public internal(set) weak var tabBarController: TabBarController?
    /// `viewController`: the controller the tab shows, once made (`nil` before the tab was first selected).
    public private(set) var viewController: ViewController?
    /// `isSelected`: whether it is its tab bar controller's `selectedTab`.
    public var isSelected: Bool { tabBarController?.selectedTab === self }

    /// The item its button shows.
    let item: TabBarItem
    private let viewControllerProvider: ((Tab) -> ViewController)?

    /// `init(title:image:identifier:viewControllerProvider:)`.
    public init(title: String, image: Image?, identifier: String, viewControllerProvider: ((Tab) -> ViewController)? = nil) {
        self.identifier = identifier
        self.title = title
        self.image = image
        self.viewControllerProvider = viewControllerProvider
        item = TabBarItem(title: title, image: image, tag: 0)
    }

    /// The tab's controller, made on first use; it stands for the tab in the bar (`ViewController.tab`).
    func resolvedViewController() -> ViewController {
        if let viewController { return viewController }
        let made = viewControllerProvider?(self) ?? ViewController()
        made.storedTab = self
        made.storedTabBarItem = item
        viewController = made
        return made
    }
}

/// `UISearchTab` (iOS 18): a tab with the system's search title and image ("Creates a search tab with a system
/// localized title and image": UISearchTab.h): "Search" and the `magnifyingglass` symbol; its identifier is
/// `SearchTab.defaultIdentifier` (ours).
open class SearchTab: Tab {
    /// The search tab's identifier (ours: UIKit's is private).
    public static let defaultIdentifier = "com.apple.UIKit.searchTab"
    /// The search tab's English title.
    public static let defaultTitle = "Search"

    /// `init(viewControllerProvider:)`.
    public init(viewControllerProvider: ((Tab) -> ViewController)?) {
        super.init(title: SearchTab.defaultTitle, image: Image(systemName: "magnifyingglass"),
                   identifier: SearchTab.defaultIdentifier, viewControllerProvider: viewControllerProvider)
    }
}

extension ViewController {
    /// `tab` (iOS 18): the tab whose closure made this controller (weak); `nil` for one made otherwise.
    public var tab: Tab? { storedTab }
}

import Foundation

/// An item of a tab bar: ViewTree's `UITabBarItem`. A controller's `tabBarItem` is made on first read with
/// the controller's title, as UIKit's ("a tab bar item that displays the view controller's title"). Open, as
/// UIKit's: a subclass may override its properties (a badge drawn its own way).
open class TabBarItem {
    /// `UITabBarItem.SystemItem` (the ones whose title a test reads; English titles).
    public enum SystemItem: String, Sendable {
        case more = "More", favorites = "Favorites", featured = "Featured", topRated = "Top Rated"
        case recents = "Recents", contacts = "Contacts", history = "History", bookmarks = "Bookmarks"
        case search = "Search", downloads = "Downloads", mostRecent = "Most Recent", mostViewed = "Most Viewed"
    }

    /// The title under the image.
    open var title: String? { didSet { bar?.itemDidChange(self) } }
    /// The image (not drawn).
    open var image: Image?
    /// The image shown while selected (not drawn). Reading it without one set gives `image`, and setting `nil` returns
    /// to `image`; with no `image`, it reads `nil` (Xamarin's device-run `TabBarItemTest.Ctor_3b_Null`, iOS 7.1 on:
    /// "if not supplied Image is reused", and an item made with only a selected image has none;
    /// `SelectedImage_7a`/`_7b`: "null does a reset").
    open var selectedImage: Image? {
        get { image.map { storedSelectedImage ?? $0 } }
        set { storedSelectedImage = newValue }
    }
    var storedSelectedImage: Image?
    /// The system item this item was made as: its button shows the system title, while `title` stays `nil` as UIKit's
    /// (Xamarin's device-run `TabBarItemTest.Ctor_2`: `Title` and `Image` are null for `.bookmarks`).
    let systemItem: SystemItem?
    /// What the item's button shows: `title`, else the system item's title.
    var displayedTitle: String? { title ?? systemItem?.rawValue }
    /// `finishedSelectedImage` (iOS 5–7, deprecated): the selected image drawn as given. Default `nil`; set with
    /// `setFinishedSelectedImage(_:withFinishedUnselectedImage:)`. Stored (not drawn).
    public private(set) var finishedSelectedImage: Image?
    /// `finishedUnselectedImage` (iOS 5–7, deprecated): the unselected image drawn as given. Default `nil`. Stored.
    public private(set) var finishedUnselectedImage: Image?

    /// `setFinishedSelectedImage(_:withFinishedUnselectedImage:)` (iOS 5–7, deprecated): sets both finished images.
    open func setFinishedSelectedImage(_ selectedImage: Image?, withFinishedUnselectedImage unselectedImage: Image?) {
        finishedSelectedImage = selectedImage
        finishedUnselectedImage = unselectedImage
    }
    /// The badge text; `nil` shows none.
    open var badgeValue: String? { didSet { bar?.itemDidChange(self) } }
    /// The badge colour (stored only).
    open var badgeColor: Color?
    /// The tag. Default 0.
    open var tag: Int
    /// Whether a tap can select it. Default `true`.
    open var isEnabled = true
    /// `titlePositionAdjustment`: how far the title moves from its place; default zero. Stored (nothing is drawn).
    open var titlePositionAdjustment = Offset.zero
    /// `UIBarItem.imageInsets`: moves the image's edges; default zero. Stored (the image is not drawn).
    open var imageInsets = EdgeInsets.zero
    /// `standardAppearance` (iOS 15): the appearance this item uses instead of its bar's `standardAppearance`
    /// (its title colours follow it); default `nil`.
    open var standardAppearance: TabBarAppearance? { didSet { bar?.itemDidChange(self) } }
    /// `scrollEdgeAppearance` (iOS 15): the item's appearance at the scroll edge; default `nil`. Stored (ViewTree
    /// shows the standard appearance).
    open var scrollEdgeAppearance: TabBarAppearance?
    /// The bar showing the item (weak: the bar is the tab bar controller's).
    weak var bar: TabBar?
    /// `setTitleTextAttributes(_:for:)`'s attributes, by the state's raw value.
    var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// `setBadgeTextAttributes(_:for:)`'s attributes, by the state's raw value.
    var badgeTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// `setBadgeTextAttributes(_:for:)` (iOS 10): the badge's text attributes in a state (stored: badges are not
    /// drawn; `nil` removes the state's).
    open func setBadgeTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        badgeTextAttributesByState[state.rawValue] = attributes
    }

    /// `badgeTextAttributes(for:)` (iOS 10): what `setBadgeTextAttributes(_:for:)` set for the state, or `nil`.
    open func badgeTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        badgeTextAttributesByState[state.rawValue]
    }

    /// `UIBarItem.setTitleTextAttributes(_:for:)`: the title's attributes in a state (stored: the titles are
    /// not drawn; `nil` removes the state's).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        titleTextAttributesByState[state.rawValue] = attributes
    }

    /// `UIBarItem.titleTextAttributes(for:)`: what `setTitleTextAttributes(_:for:)` set for the state, or `nil`.
    open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }

    /// `init()`: an item with no title or image, tag 0 (set them afterwards).
    public convenience init() { self.init(title: nil, image: nil, tag: 0) }

    /// `init(title:image:tag:)`.
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        systemItem = nil
    }

    /// `init(title:image:selectedImage:)`.
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        storedSelectedImage = selectedImage
        tag = 0
        systemItem = nil
    }

    /// `init(tabBarSystemItem:tag:)`: the button shows the system item's title; `title` and `image` stay `nil`.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.tag = tag
    }
}

extension TabBarItem {
    /// Whether the item has an image of its own (`image`, a selected image or a finished unselected image) or is a
    /// system item: what `UINavigationController.tabBarItem` checks before it stands in its root's item.
    var hasImageOrSystemItem: Bool {
        image != nil || storedSelectedImage != nil || finishedUnselectedImage != nil || systemItem != nil
    }
}

extension ViewController {
    /// The item that stands for this controller in a tab bar controller's bar: made on first read with the
    /// controller's `title`. Setting it replaces it.
    ///
    /// A navigation controller whose own item has no image and is not a system item answers its root
    /// controller's item instead, when that one has an image or is a system item (`navigationUsesRootTabBarItem`):
    /// apps set the root's `tabBarItem` and then wrap the root, and the tab shows the root's title and image.
    public var tabBarItem: TabBarItem! {
        get {
            let own = ownTabBarItem
            if ViewController.navigationUsesRootTabBarItem, !own.hasImageOrSystemItem,
               let root = (self as? NavigationController)?.viewControllers.first {
                let rootItem: TabBarItem = root.tabBarItem
                if rootItem.hasImageOrSystemItem { return rootItem }
            }
            return own
        }
        set {
            storedTabBarItem = newValue
            tabBarController?.rebuildTabBar()
        }
    }

    /// The item made for (or set on) this controller itself, made on first read with its `title`.
    private var ownTabBarItem: TabBarItem {
        if let item = storedTabBarItem { return item }
        let item = TabBarItem(title: title, image: nil, tag: 0)
        storedTabBarItem = item
        return item
    }

    /// Whether a navigation controller's `tabBarItem` is its root controller's item when its own has no image and is
    /// not a system item and the root's has one or is one (`true`). Source: UIKitCore's
    /// `-[UINavigationController tabBarItem]` (iOS 26.1, decompiled in EthanArbuckle/iPhone18-3_26.1_23B85_Restore,
    /// `UINavigationController.mm`): it takes `super.tabBarItem`, keeps it when it has an `image`, `selectedImage` or
    /// `unselectedImage` or `isSystemItem`, and otherwise returns `bottomViewController.tabBarItem` when that one has
    /// an image or is a system item. Apps written for iOS 8–13 rely on it (KifuSF's `KFCTabBar` sets each root's item,
    /// then wraps the roots in navigation controllers).
    public static let navigationUsesRootTabBarItem = true

    /// The tab bar controller this controller is (or is inside) a tab of.
    public var tabBarController: TabBarController? { nearestAncestor(TabBarController.self) }
}

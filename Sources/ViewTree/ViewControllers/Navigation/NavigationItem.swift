import Foundation

/// What a controller shows in a navigation bar: ViewTree's `UINavigationItem` (`controller.navigationItem`).
public final class NavigationItem {
    /// The title; when `nil`, the bar shows the controller's `title`.
    public var title: String? { didSet { bar?.itemDidChange(self) } }
    /// `titleView`: a view the bar shows, centred, in place of the title (at its own size; ViewTree sizes it
    /// to fit when its frame is empty).
    public var titleView: View? { didSet { if oldValue !== titleView { oldValue?.removeFromSuperview() }; bar?.itemDidChange(self) } }
    /// `standardAppearance`: overrides the bar's while this item is on top; `nil` uses the bar's.
    public var standardAppearance: NavigationBarAppearance? { didSet { bar?.itemDidChange(self) } }
    /// `compactAppearance`: overrides the bar's in compact height.
    public var compactAppearance: NavigationBarAppearance? { didSet { bar?.itemDidChange(self) } }
    /// `scrollEdgeAppearance` (stored).
    public var scrollEdgeAppearance: NavigationBarAppearance?
    /// `compactScrollEdgeAppearance` (stored).
    public var compactScrollEdgeAppearance: NavigationBarAppearance?
    /// The button at the left (the back button's place).
    public var leftBarButtonItem: BarButtonItem? { didSet { bar?.itemDidChange(self) } }
    /// The button at the right.
    public var rightBarButtonItem: BarButtonItem? { didSet { bar?.itemDidChange(self) } }
    /// Whether the back button is hidden. Default `false`.
    public var hidesBackButton = false { didSet { bar?.itemDidChange(self) } }
    /// `leftItemsSupplementBackButton`: whether the left item is shown beside the back button (`true`) rather
    /// than in its place (`false`, the default; UIKit's documentation: "By default, the leftItemsSupplementBackButton
    /// property is false … the left items replace the back button"). Split view details set it with the
    /// display-mode button.
    public var leftItemsSupplementBackButton = false { didSet { bar?.itemDidChange(self) } }
    /// `leftBarButtonItems`: `leftBarButtonItem` first, then `additionalLeftItems` (the bar shows the first).
    public var leftBarButtonItems: [BarButtonItem]? {
        get { leftBarButtonItem.map { [$0] + additionalLeftItems } }
        set { additionalLeftItems = Array((newValue ?? []).dropFirst()); leftBarButtonItem = newValue?.first }
    }
    /// `rightBarButtonItems`: `rightBarButtonItem` first, then the others (the bar shows the first).
    public var rightBarButtonItems: [BarButtonItem]? {
        get { rightBarButtonItem.map { [$0] + additionalRightItems } }
        set { additionalRightItems = Array((newValue ?? []).dropFirst()); rightBarButtonItem = newValue?.first }
    }
    /// `setLeftBarButton(_:animated:)`: sets `leftBarButtonItem`. ViewTree's bar swaps items at once (UIKit
    /// cross-fades them over the bar's transition when `animated`).
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// `setRightBarButton(_:animated:)`: sets `rightBarButtonItem` (see `setLeftBarButton(_:animated:)`).
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// `setLeftBarButtonItems(_:animated:)`: sets `leftBarButtonItems` (see `setLeftBarButton(_:animated:)`).
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// `setRightBarButtonItems(_:animated:)`: sets `rightBarButtonItems` (see `setLeftBarButton(_:animated:)`).
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// `setHidesBackButton(_:animated:)`: sets `hidesBackButton` (see `setLeftBarButton(_:animated:)`).
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    private var additionalLeftItems: [BarButtonItem] = []
    private var additionalRightItems: [BarButtonItem] = []
    /// `largeTitleDisplayMode` (iOS 11); default `.automatic`: whether the bar, when it `prefersLargeTitles`, shows
    /// this item's title large while it is on top; `.automatic` does as the item below (the first item: large).
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { bar?.largeTitleStateDidChange() } }
    }
    /// How much of the large-title band this item showed last as its content scrolled (`nil`: all of it, as it has
    /// not scrolled under the bar yet). NavigationBar+LargeTitle.swift.
    var largeTitleBandHeight: CGFloat?
    /// `searchController` (iOS 11): the search controller whose bar the navigation bar shows. Stored: ViewTree's
    /// navigation bar does not lay the search bar out under itself.
    public var searchController: SearchController?
    /// `hidesSearchBarWhenScrolling` (iOS 11); default `true`. Stored.
    public var hidesSearchBarWhenScrolling = true
    /// `backButtonDisplayMode` (iOS 14): how the back button shows the previous title. Stored.
    public var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// `UINavigationItem.BackButtonDisplayMode` (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable { case `default` = 0, generic, minimal }

    /// `UINavigationItem.LargeTitleDisplayMode` (raw values are UIKit's).
    public enum LargeTitleDisplayMode: Int, Sendable, CaseIterable {
        case automatic = 0, always = 1, never = 2
    }
    /// The title the next controller's back button shows for this item (default: this item's title).
    public var backButtonTitle: String?
    /// `backAction` (iOS 16): what a tap on the back button does while this item is on top, in place of popping.
    /// A back button already shown keeps its look; on an item with nothing below it, setting one makes a back
    /// button with the action's title and image (UINavigationItem documentation). `nil` (the default) pops.
    public var backAction: Action? { didSet { bar?.itemDidChange(self) } }
    /// `backBarButtonItem`: the item the next controller's back button is made from while this item is below
    /// the top; its title wins over `backButtonTitle` and the item's title (UINavigationItem documentation:
    /// "When this property is nil, the navigation item uses the value in its title property").
    public var backBarButtonItem: BarButtonItem?

    /// The controller it belongs to (weak: the controller owns its item).
    weak var controller: ViewController?
    /// The bar showing it (weak).
    weak var bar: NavigationBar?

    /// Creates an item with a title.
    public init(title: String? = nil) { self.title = title }

    /// What the bar prints: the title (which the controller's `title` sets).
    public var displayedTitle: String? { title }
}

extension ViewController {
    /// The item a navigation bar shows for this controller, made on first use.
    public var navigationItem: NavigationItem {
        if let item = storedNavigationItem { return item }
        let item = NavigationItem()
        item.title = title
        item.controller = self
        storedNavigationItem = item
        return item
    }
}

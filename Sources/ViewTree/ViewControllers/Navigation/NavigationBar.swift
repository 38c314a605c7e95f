import Foundation

/// The bar at the top of a navigation controller: ViewTree's `UINavigationBar`, 44 pt tall, with the top
/// item's title in a `Label` and its bar button items as views (the back button, titled with the previous
/// item's title, when the stack is deeper than one and no left item is set).
open class NavigationBar: View {
    /// `UINavigationBar.appearance()`: the current world's proxy for this class. The properties set on it apply to each bar of
    /// the class as it enters a window, except those the bar set itself (`Bars/AppearanceProxy.swift`).
    open override class func appearance() -> NavigationBar { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies only to bars inside an instance of one of `containerTypes`
    /// (an ancestor view of that class, or a view controller whose view is an ancestor: a navigation controller's
    /// bar is a subview of the controller's view).
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> NavigationBar {
        NavigationBar.currentProxy(for: self, containers: containerTypes, make: { NavigationBar(frame: .zero) })
    }

    /// The height of a navigation bar on a phone upright: 44 pt (Apple's HIG "Navigation bars"; UIKit dumps:
    /// `<UINavigationBar: …; frame = (0 20; 375 44); …>`; Chameleon's `NavBarHeight = 44`).
    public static let height: CGFloat = 44
    /// The back button's title when the previous item has none: "Back" (UIKit's English default).
    public static let defaultBackButtonTitle = "Back"
    /// Space between a bar button and the bar's edge (ours; UIKit's layout margin there is 8 pt on small
    /// phones and 16/20 pt on larger ones).
    public static let edgeMargin: CGFloat = 8

    /// The items, bottom to top (the navigation controller's stack).
    private var storedItems: [NavigationItem] = []
    /// `items`: the items, bottom to top. Optional as UIKit declares it (so `navigationBar.items?.count` ports);
    /// ViewTree answers an empty array rather than `nil` for a bar without items. Setting it is
    /// `setItems(_:animated: false)`.
    public var items: [NavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top.
    public var topItem: NavigationItem? { storedItems.last }
    /// The item below the top one.
    public var backItem: NavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }

    /// The label that shows the top item's title.
    public let titleLabel = Label(frame: .zero)
    /// The back button shown for the previous item (when there is one and no left item).
    public private(set) var backButtonItem: BarButtonItem?
    /// Called when the back button is tapped (the navigation controller pops).
    var onBack: (() -> Void)?
    /// The title view and the items' views shown now (an iOS 11+ item's `_UIButtonBarStackView`, not its button).
    var shownItemViews: [View] = []
    /// Which of `shownItemViews` is the right item's; the others but the title view are on the left.
    var rightItemView: View?

    /// `prefersLargeTitles` (iOS 11); default `false`. On, the top item's title shows large below the bar's 44-pt
    /// content when its `largeTitleDisplayMode` says so: the bar is 52 pt taller (96 on a phone upright) until its
    /// content scrolls up (NavigationBar+LargeTitle.swift). Nothing changes in an iOS 6–10 profile.
    open var prefersLargeTitles = false {
        didSet {
            appearanceSetKeys.insert("prefersLargeTitles")
            guard prefersLargeTitles != oldValue else { return }
            installLargeTitleViewIfNeeded()
            largeTitleStateDidChange()
        }
    }

    // MARK: Appearance (iOS 13), see NavigationBar+Appearance.swift

    /// `standardAppearance`: the appearance of a bar at normal height (default: a new
    /// `NavigationBarAppearance`, configured with the default background).
    open var standardAppearance = NavigationBarAppearance() { didSet { appearanceDidChange("standardAppearance") } }
    /// `compactAppearance`: for a bar in a compact-height environment (a phone on its side); `nil` uses
    /// `standardAppearance`.
    open var compactAppearance: NavigationBarAppearance? { didSet { appearanceDidChange("compactAppearance") } }
    /// `scrollEdgeAppearance`: when the content is scrolled to its top edge (stored; ViewTree shows
    /// `standardAppearance`'s title attributes, which are usually the same).
    open var scrollEdgeAppearance: NavigationBarAppearance? { didSet { appearanceDidChange("scrollEdgeAppearance") } }
    /// `compactScrollEdgeAppearance` (iOS 15; stored).
    open var compactScrollEdgeAppearance: NavigationBarAppearance? { didSet { appearanceDidChange("compactScrollEdgeAppearance") } }
    /// `titleTextAttributes`, the pre-iOS 13 way: used when the shown appearance has no title attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidChange("titleTextAttributes") } }
    /// `largeTitleTextAttributes` (stored).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceSetKeys.insert("largeTitleTextAttributes") } }
    /// `barTintColor` (stored: nothing is drawn).
    open var barTintColor: Color? { didSet { appearanceSetKeys.insert("barTintColor") } }
    /// `shadowImage`: the hairline under the bar, the pre-iOS 13 way (with a background image; `UIImage()` hides it).
    /// Stored: nothing is drawn.
    open var shadowImage: Image? { didSet { appearanceSetKeys.insert("shadowImage") } }
    /// `backIndicatorImage` (stored).
    open var backIndicatorImage: Image?
    /// `backIndicatorTransitionMaskImage` (stored).
    open var backIndicatorTransitionMaskImage: Image?
    /// `setBackgroundImage(_:for:)`'s images, by bar position and metrics.
    var backgroundImages: [BarImageKey: Image] = [:]

    /// `setBackgroundImage(_:for:)`: the bar's background image for `barMetrics`, the pre-iOS 13 way (`UIImage()`
    /// with an empty `shadowImage` makes the bar look transparent). Stored: nothing is drawn.
    open func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// `setBackgroundImage(_:for:barMetrics:)`.
    open func setBackgroundImage(_ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics) {
        backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)] = backgroundImage
        appearanceSetKeys.insert("backgroundImage")
    }

    /// `backgroundImage(for:)`.
    open func backgroundImage(for barMetrics: BarMetrics) -> Image? { backgroundImage(for: .any, barMetrics: barMetrics) }

    /// `backgroundImage(for:barMetrics:)`.
    open func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
        backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)]
    }
    /// `barStyle`: the bar's look before iOS 13's appearances; default `.default`. A navigation controller's status
    /// bar follows it: `.black` gives light status-bar content (`NavigationController.preferredStatusBarStyle`).
    /// Nothing is drawn.
    open var barStyle: BarStyle = .default { didSet { appearanceSetKeys.insert("barStyle") } }
    /// `isTranslucent`; default `true` (UINavigationBar documentation). A navigation controller's children extend
    /// under an opaque bar only with `extendedLayoutIncludesOpaqueBars` (`ViewController.edgesForExtendedLayout`).
    open var isTranslucent = true {
        didSet {
            appearanceSetKeys.insert("isTranslucent")
            if isTranslucent != oldValue { superview?.setNeedsLayout() }
        }
    }
    /// The names of the appearance properties set on this bar (see `AppearanceProxy.swift`).
    var appearanceSetKeys: Set<String> = []
    /// The title label's font and colour before any title attributes styled it.
    var defaultTitleStyle: (font: Font, color: Color?)?

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    /// What every initializer sets: a bar is not opaque, follows its superview's width and shows its title.
    private func setUpBar() {
        isOpaque = false
        autoresizingMask = .flexibleWidth
        // UIKit's title label is not opaque: `<UILabel: …; frame = (0 3.5; 162.5 21.5); text = 'Root View
        // Controller'; opaque = NO; userInteractionEnabled = NO; …>` (iOS 8, in a UINavigationItemView).
        titleLabel.isOpaque = false
        installChrome(for: simulation?.profile ?? .default)
    }

    /// A bar made outside a world takes the world's background and back indicator when it joins one.
    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        if !hasChrome(of: simulation.profile) { installChrome(for: simulation.profile) }
    }

    /// No intrinsic width, `NavigationBar.height` high: a bar placed by constraints needs no height constraint
    /// (Xcode saves navigation bars pinned by their edges with no height and flags nothing: Pingy's
    /// `Main.storyboard`, Docs/InterfaceBuilder.md).
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: NavigationBar.height) }

    /// `setItems(_:animated:)`: replaces the items (no animation is simulated for the bar's own content). A bar
    /// that a navigation controller manages is refused with a diagnostic and keeps its items: UIKit raises "Cannot
    /// call setItems:animated: directly on a UINavigationBar managed by a controller".
    public func setItems(_ items: [NavigationItem]?, animated: Bool) {
        guard refuseIfManaged("setItems(_:animated:)") else { return }
        replaceItems(items ?? [])
    }

    /// `pushItem(_:animated:)`: puts `item` on top (refused on a bar a navigation controller manages, as UIKit).
    public func pushItem(_ item: NavigationItem, animated: Bool) {
        guard refuseIfManaged("pushItem(_:animated:)") else { return }
        replaceItems(storedItems + [item])
    }

    /// `popItem(animated:)`: takes the top item off and returns it; `nil` when there is none (refused on a bar a
    /// navigation controller manages, as UIKit).
    @discardableResult
    public func popItem(animated: Bool) -> NavigationItem? {
        guard refuseIfManaged("popItem(animated:)"), let top = storedItems.last else { return nil }
        replaceItems(Array(storedItems.dropLast()))
        return top
    }

    /// Whether the items may be changed directly (the bar has no navigation controller); reports why not.
    private func refuseIfManaged(_ asked: String) -> Bool {
        guard onBack != nil else { return true }
        reject(.viewController, "\(asked) on a navigation bar managed by a navigation controller; change the controller's stack instead (UIKit raises 'Cannot call \(asked) directly on a UINavigationBar managed by a controller'); the items are kept")
        return false
    }

    /// Replaces the items: the navigation controller's way, and the public methods' once allowed.
    func replaceItems(_ items: [NavigationItem]) {
        for item in storedItems where item.bar === self { item.bar = nil }
        storedItems = items
        for item in items { item.bar = self }
        rebuild()
        relayOutIfItsHeightChanged()   // a large title comes or goes with the top item
    }

    func itemDidChange(_ item: NavigationItem) { if item === topItem { rebuild() } }

    /// Shows the top item: its title centred, its left (or the back) button at the left, its right button at
    /// the right.
    func rebuild() {
        for v in shownItemViews { v.removeFromSuperview() }
        shownItemViews = []
        titleLabel.text = topItem?.displayedTitle
        applyTitleTextAttributes()
        titleLabel.isHidden = topItem?.titleView != nil
        titleLabel.sizeToFit()
        if let titleView = topItem?.titleView {
            contentHost.addSubview(titleView)
            shownItemViews.append(titleView)
        }
        let left = topItem?.leftBarButtonItem
        backButtonItem = nil
        var leftViews: [View] = []
        let shownItem = topItem
        let backAction = shownItem?.backAction
        if left == nil || topItem?.leftItemsSupplementBackButton == true, topItem?.hidesBackButton == false,
           backItem != nil || backAction != nil {
            // A back item names the button; with none, the top item's back action does (its title and image).
            let title = backItem.map { $0.backBarButtonItem?.title ?? $0.backButtonTitle ?? $0.displayedTitle ?? NavigationBar.defaultBackButtonTitle }
            let item = BarButtonItem(title: title ?? backAction?.title, image: backItem == nil ? backAction?.image : nil,
                                     primaryAction: Action(title: "Back") { [weak self, weak shownItem] back in
                                         if let custom = shownItem?.backAction { custom.perform(sender: back.sender) } else { self?.onBack?() }
                                     })
            backButtonItem = item
            leftViews.append(buttonView(for: item, isBack: true, leading: true))
        }
        if let left { leftViews.append(buttonView(for: left, isBack: false, leading: true)) }
        rightItemView = nil
        for view in leftViews { place(view, atLeft: true) }
        if let right = topItem?.rightBarButtonItem { rightItemView = place(buttonView(for: right, isBack: false, leading: false), atLeft: false) }
        layoutBarContent()
    }

    /// The shown appearance's button appearance for one of the bar's items (BarButtonItemAppearance.swift).
    func barButtonAppearance(for item: BarButtonItem) -> BarButtonItemAppearance {
        shownAppearance.barButtonAppearance(for: item, isBackButton: item === backButtonItem)
    }

    /// Places the items' views (each era's at its insets, `NavigationBar+Buttons.swift`: left ones one after another,
    /// the right one at the right edge), a title view centred, then the title, centred unless the left items push it
    /// aside (`NavigationBarTitleMetrics`), then the chrome.
    func layoutBarContent() {
        // The title and the items are in the top 44 pt; a large title's band is below them.
        let b = CGRect(origin: .zero, size: CGSize(width: bounds.width, height: contentHeight))
        var nextLeft: CGFloat?
        var leadingEnd: CGFloat?
        for v in shownItemViews {
            let size = v.frame.size
            if v === topItem?.titleView {
                // A title view keeps its size and is centred, as the title is.
                v.frame.origin = CGPoint(x: ((b.width - size.width) / 2).rounded(), y: ((b.height - size.height) / 2).rounded())
                continue
            }
            let placement = NavigationBar.placement(of: v)
            let atLeft = v !== rightItemView
            // Left items follow one another (the back button, then a supplementing left item), one margin apart.
            let x = atLeft ? (nextLeft ?? placement.inset) : b.width - placement.inset - size.width
            if atLeft {
                nextLeft = x + size.width + NavigationBar.edgeMargin
                leadingEnd = max(leadingEnd ?? x + size.width, x + size.width)
            }
            v.frame.origin = CGPoint(x: x, y: placement.top ?? ((b.height - size.height) / 2).rounded())
        }
        let t = titleLabel.frame.size
        placeTitle(at: CGRect(x: ((b.width - t.width) / 2).rounded(), y: ((b.height - t.height) / 2).rounded(),
                              width: t.width, height: t.height),
                   minX: leadingEnd.map { $0 + NavigationBarTitleMetrics.gapAfterLeadingItem })
        layoutLargeTitle()
        layoutChrome()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBarContent()
    }

    override func applyAppearanceProxies() {
        guard window != nil else { return }
        replayAppearanceProxies()
        applyViewAppearanceProxies()   // `UIView.appearance()`'s background and tint, where the bar's left them
    }

    override var libraryClassName: String { "NavigationBar" }

    /// iOS 7–10 (`PlatformProfile.navigationBarHasGestureRecognizers`).
    override var printsGestureRecognizers: Bool {
        ((simulation?.profile ?? .default).navigationBarHasGestureRecognizers) || super.printsGestureRecognizers
    }
}

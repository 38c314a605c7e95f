import Foundation

/// A bar of buttons: ViewTree's `UIToolbar`, 44 pt tall, showing its `items` from left to right. A `.fixedSpace`
/// item is a gap of its `width`; the `.flexibleSpace` items share what the other items leave of the bar's width,
/// equally; every other item is its button's view (or its `customView`) at its natural size, `width` when set.
/// A navigation controller shows one (`NavigationController.toolbar`) with the top controller's `toolbarItems`
/// while `isToolbarHidden` is `false`.
open class Toolbar: View {
    /// `UIToolbar.appearance()`: the current world's proxy; carries `barTintColor`, `isTranslucent` and the four
    /// appearances (each toolbar gets a copy, as UIKit's proxy copies them).
    open override class func appearance() -> Toolbar { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Toolbar {
        appearanceProxy(self, containers: containerTypes, make: { Toolbar(frame: .zero) }, properties: appearanceProperties)
    }

    /// The height of a toolbar on a phone upright: 44 pt (Apple's HIG "Toolbars"; UIKit dumps
    /// `<UIToolbar: …; frame = (0 623; 375 44); …>` on a 667-pt phone).
    public static let height: CGFloat = 44

    /// The items, left to right.
    open var items: [BarButtonItem]? {
        didSet { rebuildItems() }
    }
    /// `setItems(_:animated:)`: sets `items` (nothing animates).
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }
    /// `barTintColor`: the bar's background tint (stored; ViewTree draws no pixels).
    open var barTintColor: Color?
    /// `barStyle`: the bar's look before iOS 13's appearances. Default `.default`. Stored: nothing is drawn.
    open var barStyle: BarStyle = .default
    /// `setBackgroundImage(_:forToolbarPosition:barMetrics:)`'s images, by bar position and metrics.
    var backgroundImages: [BarImageKey: Image] = [:]

    /// `setBackgroundImage(_:forToolbarPosition:barMetrics:)`: the bar's background image, the pre-iOS 13 way. Stored:
    /// nothing is drawn; `nil` removes it.
    open func setBackgroundImage(_ backgroundImage: Image?, forToolbarPosition topOrBottom: BarPosition,
                                 barMetrics: BarMetrics) {
        backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)] = backgroundImage
    }

    /// `backgroundImage(forToolbarPosition:barMetrics:)`: the image set for exactly that position and metrics, `nil` by
    /// default (Xamarin's device-run `ToolbarTest.BackgroundImage`).
    open func backgroundImage(forToolbarPosition topOrBottom: BarPosition, barMetrics: BarMetrics) -> Image? {
        backgroundImages[BarImageKey(position: topOrBottom, metrics: barMetrics)]
    }
    /// `setShadowImage(_:forToolbarPosition:)`'s images, by bar position.
    var shadowImages: [BarPosition: Image] = [:]

    /// `setShadowImage(_:forToolbarPosition:)` (iOS 6): the hairline image for a toolbar at the top or the bottom,
    /// `nil` for the default hairline. Stored: nothing is drawn (UIKit shows it only over a custom background image,
    /// Apple's `setShadowImage(_:forToolbarPosition:)` page).
    open func setShadowImage(_ shadowImage: Image?, forToolbarPosition topOrBottom: BarPosition) {
        shadowImages[topOrBottom] = shadowImage
    }

    /// `shadowImage(forToolbarPosition:)`: the image set for exactly that position, `nil` by default (Apple's
    /// `shadowImage(forToolbarPosition:)` page: "The default value is `nil`").
    open func shadowImage(forToolbarPosition topOrBottom: BarPosition) -> Image? { shadowImages[topOrBottom] }
    /// `isTranslucent`. Default `true`. A navigation controller's children end above an opaque toolbar unless
    /// they set `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            superview?.setNeedsLayout()
            updateChrome()   // from iOS 11 the bar's opacity follows (Toolbar+Chrome.swift)
        }
    }

    // MARK: Appearance (iOS 13)

    /// `standardAppearance`: the appearance of a toolbar at normal height; a `ToolbarAppearance` configured with
    /// the default background until one is set.
    open var standardAppearance: ToolbarAppearance {
        get {
            if let storedStandardAppearance { return storedStandardAppearance }
            if let defaultStandardAppearance { return defaultStandardAppearance }
            let made = ToolbarAppearance()
            defaultStandardAppearance = made
            return made
        }
        set {
            storedStandardAppearance = newValue
            rebuildItems()   // the items take its button appearances
        }
    }
    /// `compactAppearance`: for a toolbar in a compact-height environment (a phone on its side); `nil` uses
    /// `standardAppearance`.
    open var compactAppearance: ToolbarAppearance? { didSet { rebuildItems() } }
    /// `scrollEdgeAppearance` (iOS 15): when the content's edge reaches the toolbar. Kept: ViewTree shows
    /// `shownAppearance`, which does not follow scrolling (as the navigation bar's does not).
    open var scrollEdgeAppearance: ToolbarAppearance?
    /// `compactScrollEdgeAppearance` (iOS 15). Kept, as `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: ToolbarAppearance?
    /// The appearance set on the toolbar (by code or by `UIToolbar.appearance()`), `nil` until then.
    var storedStandardAppearance: ToolbarAppearance?
    /// The default appearance, made when first read.
    private var defaultStandardAppearance: ToolbarAppearance?

    /// The appearance UIKit shows now: the compact one in a compact-height environment when one is set, else the
    /// standard one (UIToolbar documentation: `compactAppearance` is for "a toolbar of compact height").
    public var shownAppearance: ToolbarAppearance {
        if traitCollection.verticalSizeClass == .compact, let compactAppearance { return compactAppearance }
        return standardAppearance
    }

    /// The views of the items shown now, one per item (nil for the spaces), in order.
    private var itemViews: [View?] = []
    /// The items' views shown now (Toolbar+Chrome.swift moves them into the content view).
    var shownItemViews: [View] { itemViews.compactMap { $0 } }
    /// iOS 11+'s `_UIToolbarContentView`, once made (Toolbar+Chrome.swift).
    var toolbarContentView: View?
    /// How far the background reaches below the bar: the bottom safe area a navigation controller's toolbar covers
    /// (the home indicator's 34 pt), else 0 (Toolbar+Chrome.swift).
    var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }

    /// A toolbar of the given frame, with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init()`: a toolbar of zero size (UIKit code sets its frame or constraints later).
    public convenience init() { self.init(frame: .zero) }

    /// `initWithCoder:` (required by `View`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// No intrinsic width, `Toolbar.height` high: Auto Layout asks a toolbar for its position and width only
    /// (Xcode saves toolbars pinned by their edges with no height constraint and flags nothing: MemeMe's
    /// `Main.storyboard`, Docs/InterfaceBuilder.md).
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Toolbar.height) }

    /// The bar's height: its width as asked, 44 pt high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Toolbar.height) }

    /// The items' views, in a row (from iOS 11 in the content view, over the background: Toolbar+Chrome.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateChrome()
        layoutChrome()
        layoutItems()
    }

    /// A toolbar made outside a world takes the world's chrome when it joins one (Toolbar+Chrome.swift).
    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        updateChrome()
        setNeedsLayout()
    }

    private func rebuildItems() {
        for case let view? in itemViews where view.superview === itemHost { view.removeFromSuperview() }
        itemViews = []
        updateChrome()
        itemViews = (items ?? []).map { item in
            if item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace { return nil }
            let view = item.makeView()
            (view as? BarButtonItemView)?.applyBarAppearance(barButtonAppearance(for: item))
            itemHost.addSubview(view)
            return view
        }
        layoutItems()
    }

    /// The shown appearance's button appearance for one of the toolbar's items: the done one for `.done` items.
    func barButtonAppearance(for item: BarButtonItem) -> BarButtonItemAppearance {
        shownAppearance.itemButtonAppearance(for: item)
    }

    /// Places the item views left to right from the bar's edge margin, the flexible spaces sharing what is left.
    func layoutItems() {
        let items = items ?? []
        guard items.count == itemViews.count else { return }
        let margin = NavigationBar.edgeMargin
        func width(_ index: Int) -> CGFloat {
            let item = items[index]
            if item.systemItem == .fixedSpace { return max(0, item.width) }
            guard let view = itemViews[index] else { return 0 }
            return item.width > 0 ? item.width : view.frame.width
        }
        let flexibleCount = items.filter { $0.systemItem == .flexibleSpace }.count
        let fixedTotal = items.indices.reduce(CGFloat(0)) { $0 + width($1) }
        let gaps = CGFloat(max(0, items.count - 1)) * margin
        let flexible = flexibleCount > 0 ? max(0, bounds.width - 2 * margin - fixedTotal - gaps) / CGFloat(flexibleCount) : 0
        var x = margin
        let top = itemTopPadding
        for index in items.indices {
            let w = items[index].systemItem == .flexibleSpace ? flexible : width(index)
            if let view = itemViews[index] {
                let size = CGSize(width: w, height: view.frame.height)
                let frame = CGRect(x: x, y: top + ((bounds.height - top - size.height) / 2).rounded(), width: size.width,
                                   height: size.height)
                if view.frame != frame { view.frame = frame }
            }
            x += w + margin
        }
    }

    override var libraryClassName: String { "Toolbar" }
}

import Foundation

/// The bar of a tab bar controller: ViewTree's `UITabBar`. It shows one `TabBarButton` per item, side by side,
/// and tells its controller of taps. Its height is `TabBar.height` (49 pt) plus the bottom of the screen's safe
/// area (the home indicator's 34 pt on an iPhone X).
open class TabBar: View {
    /// `UITabBar.appearance()`: the current world's proxy for this class. The properties set on it apply to each bar of
    /// the class as it enters a window, except those the bar set itself (`Bars/AppearanceProxy.swift`).
    open override class func appearance() -> TabBar { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies only to bars inside an instance of one of `containerTypes`
    /// (an ancestor view of that class, or a view controller whose view is an ancestor: a navigation controller's
    /// bar is a subview of the controller's view).
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> TabBar {
        TabBar.currentProxy(for: self, containers: containerTypes, make: { TabBar(frame: .zero) })
    }

    /// 49 pt: UIKit's tab bar height on iPhone. Source: device dumps, e.g.
    /// `<UITabBar: 0x…; frame = (0 618; 375 49); autoresize = W+TM; …>` on a 667-pt iPhone (618 = 667 − 49), and
    /// `(0 729; 375 83)` on an iPhone X (49 + its 34-pt home-indicator inset).
    public static let height: CGFloat = 49

    /// The items, one per tab. Setting them is `setItems(_:animated: false)`: a selected item that is not among the
    /// new ones is no longer selected (Xamarin's device-run `TabBarTest.Items`: `Items = null` leaves `SelectedItem`
    /// null).
    public var items: [TabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }
    private var storedItems: [TabBarItem]?
    /// The selected item. Setting an item that is not one of `items` selects nothing and keeps the selection (Xamarin's
    /// device-run `TabBarTest.SelectedItem`: "setter did not work because 'item' is not in Items").
    public var selectedItem: TabBarItem? {
        get { storedSelectedItem }
        set {
            if let newValue, !(storedItems ?? []).contains(where: { $0 === newValue }) {
                return reject(.invalidValue, "selectedItem: the item is not one of the bar's items; the selection stays")
            }
            storedSelectedItem = newValue
        }
    }
    /// The selection as kept (a tab bar controller sets it directly, before or after the items).
    var storedSelectedItem: TabBarItem? { didSet { updateButtons() } }
    /// The buttons, in item order (UIKit's private `UITabBarButton`s).
    public private(set) var buttons: [TabBarButton] = []
    /// The controller that owns the bar and hears of taps (weak: it owns the bar).
    weak var controller: TabBarController?

    // MARK: Appearance (see TabBar+Appearance.swift)

    /// `standardAppearance` (iOS 13): default a new `TabBarAppearance`, configured with the default background.
    public var standardAppearance = TabBarAppearance() { didSet { appearanceDidChange("standardAppearance") } }
    /// `scrollEdgeAppearance` (iOS 15; stored: ViewTree shows `standardAppearance`).
    public var scrollEdgeAppearance: TabBarAppearance? { didSet { appearanceSetKeys.insert("scrollEdgeAppearance") } }
    /// `unselectedItemTintColor` (iOS 10): the colour of the tabs not selected; `nil` uses
    /// `TabBar.defaultUnselectedItemColor`.
    public var unselectedItemTintColor: Color? { didSet { appearanceDidChange("unselectedItemTintColor") } }
    /// `barTintColor` (stored: nothing is drawn).
    public var barTintColor: Color? { didSet { appearanceSetKeys.insert("barTintColor") } }
    /// `backgroundImage`, the pre-iOS 13 way to draw the bar (stored: nothing is drawn).
    public var backgroundImage: Image? { didSet { appearanceSetKeys.insert("backgroundImage") } }
    /// `shadowImage`: the line above the bar, used with a `backgroundImage` (stored).
    public var shadowImage: Image? { didSet { appearanceSetKeys.insert("shadowImage") } }
    /// `selectionIndicatorImage`: drawn behind the selected tab (stored).
    public var selectionIndicatorImage: Image? { didSet { appearanceSetKeys.insert("selectionIndicatorImage") } }
    /// `isTranslucent`; default `true` (UITabBar documentation). The tabs' views end above an opaque bar unless
    /// they set `extendedLayoutIncludesOpaqueBars`.
    public var isTranslucent = true {
        didSet {
            appearanceSetKeys.insert("isTranslucent")
            if isTranslucent != oldValue { superview?.setNeedsLayout() }
        }
    }
    /// The names of the appearance properties set on this bar (see `AppearanceProxy.swift`).
    var appearanceSetKeys: Set<String> = []
    /// The items `beginCustomizingItems(_:)` offered, while customizing (TabBar+Customizing.swift).
    var customizingItems: [TabBarItem]?
    /// `selectedImageTintColor` as kept by the profiles that keep it (TabBar+Customizing.swift).
    var storedSelectedImageTintColor: Color?
    /// iOS 7–9's hairline image view, the bar's last subview (TabBar+Chrome.swift).
    var hairline: ImageView?

    // MARK: Item positioning (see TabBar+ItemPositioning.swift)

    /// `itemPositioning` (iOS 7): how the items share the bar. Default `.automatic`.
    public var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// `itemWidth` (iOS 7): the items' width when they are centred; 0 (the default) is the system's width. A
    /// negative width becomes 0 (UITabBar documentation); one that is not finite is rejected.
    public var itemWidth: CGFloat = 0 { didSet { itemMetricDidChange(\.itemWidth, oldValue, "itemWidth") } }
    /// `itemSpacing` (iOS 7): the space between centred items; 0 (the default) is the system's spacing. A negative
    /// spacing becomes 0 (UITabBar documentation); one that is not finite is rejected.
    public var itemSpacing: CGFloat = 0 { didSet { itemMetricDidChange(\.itemSpacing, oldValue, "itemSpacing") } }
    /// `barStyle`: the bar's look before iOS 13's appearances. Default `.default`. Kept (nothing is drawn).
    public var barStyle: BarStyle = .default

    /// `init(frame:)`: an empty bar, `autoresize = W+TM`. Open, as UIKit's: an app may subclass it (a curved bar
    /// that draws its own shape).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        installBackground(for: simulation?.profile ?? .default)
    }

    /// A bar made outside a world takes the world's background when it joins one (TabBar+Chrome.swift).
    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        if !hasBackground(of: simulation.profile) { installBackground(for: simulation.profile) }
    }

    /// `initWithCoder:`: ViewTree decodes no bars from archives (`nil`).
    public required init?(coder: NSCoder) { nil }

    /// Replaces the items (no animation is simulated).
    public func setItems(_ items: [TabBarItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        storedItems = items
        for item in items ?? [] { item.bar = self }
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { TabBarButton(item: $0, bar: self) }
        for button in buttons { insertSubview(button, at: buttonInsertionIndex) }
        if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { storedSelectedItem = nil }
        setNeedsLayout()
        updateButtons()
    }

    func itemDidChange(_ item: TabBarItem) {
        buttons.first { $0.item === item }?.update(selected: item === selectedItem)
    }

    func updateButtons() {
        for button in buttons { button.update(selected: button.item === selectedItem) }
    }

    /// The buttons share the width equally, 2 pt from the edges and 4 pt apart, 48 pt high 1 pt down
    /// (`filledButtonFrames`); centred items (see `centeredItemFrames`) are `itemWidth` wide, `itemSpacing` apart, in
    /// the middle. The background fills the bar (`layoutBackground`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBackground()
        guard !buttons.isEmpty else { return }
        if let frames = centeredItemFrames() {
            for (button, frame) in zip(buttons, frames) { button.frame = frame }
            return
        }
        for (button, frame) in zip(buttons, filledButtonFrames(count: buttons.count)) { button.frame = frame }
    }

    func buttonTapped(_ button: TabBarButton) {
        guard let item = button.item, item.isEnabled, let index = buttons.firstIndex(where: { $0 === button }) else { return }
        controller?.userSelectTab(at: index)
    }

    override func applyAppearanceProxies() {
        guard window != nil else { return }
        replayAppearanceProxies()
        applyViewAppearanceProxies()   // `UIView.appearance()`'s background and tint, where the bar's left them
        updateButtons()
    }

    /// The selected tab's title follows the bar's tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateButtons()
    }

    override var libraryClassName: String { "TabBar" }

    /// From iOS 11 (`PlatformProfile.tabBarHasGestureRecognizers`).
    override var printsGestureRecognizers: Bool {
        ((simulation?.profile ?? .default).tabBarHasGestureRecognizers) || super.printsGestureRecognizers
    }
}

/// A tab's button in a `TabBar` (UIKit's `UITabBarButton`): a label with the item's title under its image (iOS 7+; a
/// vibrancy view first from iOS 13) and badge (iOS 7–10 a `_UIBadgeView`), TabBar+ButtonContent.swift. A tap
/// (finger down and up on it) selects the tab, through the controller's delegate.
public final class TabBarButton: View {
    /// The item shown (weak: the controller's child owns it).
    public private(set) weak var item: TabBarItem?
    /// The title label (UIKit's `UITabBarButtonLabel`).
    public let titleLabel: Label = TabBarButtonLabel(frame: .zero)
    /// Whether the button shows the selected tab.
    public private(set) var isSelected = false
    private weak var bar: TabBar?

    init(item: TabBarItem, bar: TabBar) {
        self.item = item
        self.bar = bar
        super.init(frame: .zero)
        isOpaque = false
        titleLabel.isOpaque = false   // as before labels became opaque by default; not attested in a dump
        addSubview(titleLabel)
        update(selected: false)
    }

    /// Never decoded: a private part of a tab bar.
    required init?(coder: NSCoder) { nil }

    func update(selected: Bool) {
        isSelected = selected
        if let bar { titleLabel.textColor = bar.titleColor(selected: selected, item: item) }
        updateStackedContent()
        setNeedsLayout()
    }

    /// The title sits under the image on iOS 7–10 and by iOS 11+'s rule from iOS 11, or fills the button on iOS 6
    /// (`TabBar+ButtonContent.swift`).
    public override func layoutSubviews() {
        super.layoutSubviews()
        switch contentKind() {
        case .stackedImageAndTitle:
            if let imageView = swappableImageView { layOutStacked(imageView) } else { titleLabel.frame = bounds }
        case .imageAndTitle:
            layOutModern()
        case .titleFillingButton:
            titleLabel.frame = bounds
        }
    }

    /// A button made outside a world takes the world's content (TabBar+ButtonContent.swift) when it joins one.
    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        updateStackedContent(for: simulation.profile)
        setNeedsLayout()
    }

    /// Lifting the finger inside the button selects its tab.
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        bar?.buttonTapped(self)
    }

    override var libraryClassName: String { "TabBarButton" }
}

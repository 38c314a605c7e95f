import Foundation

/// `UIBarAppearance` (iOS 13): the background and shadow shared by navigation bars, tab bars and toolbars.
/// A value-like object: a bar keeps the object it is given, and `copy()` makes an independent one. ViewTree
/// draws nothing, so the background and shadow are kept for code and tests to read; the title attributes of
/// a `NavigationBarAppearance` style the bar's title label.
open class BarAppearance {
    /// `backgroundColor`: composited over `backgroundEffect`.
    open var backgroundColor: Color?
    /// `backgroundEffect`: the blur behind the bar.
    open var backgroundEffect: BlurEffect?
    /// `backgroundImage`.
    open var backgroundImage: Image?
    /// `shadowColor`: the hairline under (a tab bar: above) the bar; `nil` for none.
    open var shadowColor: Color?
    /// `shadowImage`.
    open var shadowImage: Image?
    /// `idiom`: the device idiom the appearance targets.
    public let idiom: Device.Idiom

    /// `init()`: configured with `configureWithDefaultBackground()`, for the current world's device idiom
    /// (a phone's when no world is current).
    public required init() {
        idiom = Simulation.current?.screen.device.idiom ?? .phone
        configureWithDefaultBackground()
    }

    /// `init(idiom:)`.
    public required init(idiom: Device.Idiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// `init(barAppearance:)`: a copy of the shared properties of another appearance.
    public required init(barAppearance: BarAppearance) {
        idiom = barAppearance.idiom
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// `copy()`: an independent appearance with the same values.
    open func copy() -> Self { Self.init(barAppearance: self) }

    /// `configureWithDefaultBackground()`: the system's translucent material (`BlurEffect` style
    /// `.systemChromeMaterial`), no colour, the default hairline. Replaces any earlier background values.
    open func configureWithDefaultBackground() {
        backgroundEffect = BlurEffect(style: BarAppearance.defaultBackgroundEffectStyle)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = BarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// `configureWithOpaqueBackground()`: an opaque `systemBackground` colour, no blur, the default hairline.
    /// Replaces any earlier background values.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = BarAppearance.opaqueBackgroundColor
        backgroundImage = nil
        shadowColor = BarAppearance.defaultShadowColor
        shadowImage = nil
    }

    /// `configureWithTransparentBackground()`: "a transparent background and no shadow" (Apple's
    /// documentation). Replaces any earlier background values.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The blur of `configureWithDefaultBackground()`: `.systemChromeMaterial`, the material UIKit's bars show
    /// since iOS 13 (Apple's HIG, "Materials": "Chrome … for bars"; UIKit dumps of a bar's `_UIBarBackground`
    /// show a `UIVisualEffectView` with that material).
    public static let defaultBackgroundEffectStyle = BlurEffect.Style.systemChromeMaterial
    /// The hairline colour of the default and opaque configurations: black at 30 % opacity (the value
    /// `UIBarAppearance().shadowColor` prints on iOS 13–17, `UIExtendedGrayColorSpace 0 0.3`, as reported in
    /// public answers on restoring the default bar shadow).
    public static let defaultShadowColor = Color(white: 0, alpha: 0.3)
    /// The background of `configureWithOpaqueBackground()`: the dynamic `systemBackground`, white in the light
    /// appearance and black in the dark (Apple's documentation: "a set of opaque colors that are appropriate for the
    /// current theme"). `UIBarAppearance` is iOS 13 API, so no profile has a fixed one.
    public static let opaqueBackgroundColor = Color.systemBackground
}

/// `UINavigationBarAppearance`: a bar appearance with the title's text attributes.
open class NavigationBarAppearance: BarAppearance, ItemButtonAppearances {
    /// `titleTextAttributes`: the font (`.font`) and colour (`.foregroundColor`) of the bar's title label.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `largeTitleTextAttributes` (stored: ViewTree's bar shows no large title).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `backIndicatorImage`: the back button's chevron; the system's (`chevron.backward`) until
    /// `setBackIndicatorImage(_:transitionMaskImage:)` gives another. Kept: ViewTree draws no chevron.
    open var backIndicatorImage: Image { customBackIndicator?.image ?? NavigationBarAppearance.systemBackIndicatorImage }
    /// `backIndicatorTransitionMaskImage`: the mask the title slides under during a push (the chevron by default).
    open var backIndicatorTransitionMaskImage: Image { customBackIndicator?.mask ?? NavigationBarAppearance.systemBackIndicatorImage }
    private var customBackIndicator: (image: Image, mask: Image)?
    /// `setBackIndicatorImage(_:transitionMaskImage:)`: both images, or the system's when either is `nil` (UIKit
    /// requires both).
    open func setBackIndicatorImage(_ backIndicatorImage: Image?, transitionMaskImage backIndicatorTransitionMaskImage: Image?) {
        if let image = backIndicatorImage, let mask = backIndicatorTransitionMaskImage {
            customBackIndicator = (image, mask)
        } else {
            customBackIndicator = nil
        }
    }
    /// `buttonAppearance` (iOS 13): the look of the bar's plain-style items (BarButtonItemAppearance.swift).
    open var buttonAppearance = BarButtonItemAppearance(style: .plain)
    /// `doneButtonAppearance`: the look of `.done`-style items.
    open var doneButtonAppearance = BarButtonItemAppearance(style: .done)
    /// `backButtonAppearance`: the look of the back button. "Defaults are drawn from buttonAppearance when
    /// appropriate" (`UINavigationBarAppearance.h`): while it is left unset, the back button shows `buttonAppearance`.
    open var backButtonAppearance = BarButtonItemAppearance(style: .plain)

    /// The button appearance a bar item shows: the back button's (or the plain one, when it is unset), the done
    /// one for `.done` items, else the plain one.
    func barButtonAppearance(for item: BarButtonItem, isBackButton: Bool) -> BarButtonItemAppearance {
        if isBackButton { return backButtonAppearance.isSpecified ? backButtonAppearance : buttonAppearance }
        return itemButtonAppearance(for: item)
    }

    /// The system's back chevron, an SF Symbol ("chevron.backward", iOS 14).
    static var systemBackIndicatorImage: Image { Image(systemName: "chevron.backward") ?? Image(name: "chevron.backward", size: .zero) }

    public required init() { super.init() }
    public required init(idiom: Device.Idiom) { super.init(idiom: idiom) }
    /// `init(barAppearance:)`; the title attributes too when `barAppearance` is a navigation bar appearance.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? NavigationBarAppearance {
            titleTextAttributes = other.titleTextAttributes
            largeTitleTextAttributes = other.largeTitleTextAttributes
            customBackIndicator = other.customBackIndicator
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
            backButtonAppearance = other.backButtonAppearance.copy()
        }
    }
}

/// `UIToolbarAppearance` (iOS 13): a bar appearance for toolbars (`Toolbar.standardAppearance` and its compact and
/// scroll-edge siblings), with the look of its plain and done items.
open class ToolbarAppearance: BarAppearance, ItemButtonAppearances {
    /// `buttonAppearance` (iOS 13): the look of the toolbar's plain-style items (BarButtonItemAppearance.swift).
    open var buttonAppearance = BarButtonItemAppearance(style: .plain)
    /// `doneButtonAppearance`: the look of `.done`-style items.
    open var doneButtonAppearance = BarButtonItemAppearance(style: .done)

    public required init() { super.init() }
    public required init(idiom: Device.Idiom) { super.init(idiom: idiom) }
    /// `init(barAppearance:)`: a copy of the shared properties of another appearance, and of the button appearances
    /// when it is a toolbar appearance.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? ToolbarAppearance {
            buttonAppearance = other.buttonAppearance.copy()
            doneButtonAppearance = other.doneButtonAppearance.copy()
        }
    }
}

/// The two item looks `UINavigationBarAppearance` and `UIToolbarAppearance` share (UIKit declares them on each):
/// `buttonAppearance` for plain items, `doneButtonAppearance` for `.done` ones.
package protocol ItemButtonAppearances: AnyObject {
    var buttonAppearance: BarButtonItemAppearance { get }
    var doneButtonAppearance: BarButtonItemAppearance { get }
}

extension ItemButtonAppearances {
    /// The look an item shows by its style: the done appearance for `.done` items, else the plain one.
    package func itemButtonAppearance(for item: BarButtonItem) -> BarButtonItemAppearance {
        item.style == .done ? doneButtonAppearance : buttonAppearance
    }
}

/// `UITabBarItemStateAppearance`: how a tab bar item looks in one state.
public final class TabBarItemStateAppearance {
    /// `iconColor`.
    public var iconColor: Color?
    /// `titleTextAttributes`.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `badgeBackgroundColor`.
    public var badgeBackgroundColor: Color?
    /// `badgeTextAttributes`.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `titlePositionAdjustment`: how far the title moves from its place; default zero. Kept (nothing is drawn).
    public var titlePositionAdjustment = Offset.zero
    /// `badgePositionAdjustment`: how far the badge moves from its place; default zero. Kept.
    public var badgePositionAdjustment = Offset.zero
    init() {}

    /// Every value back to its default (`TabBarItemAppearance.configureWithDefault(for:)`).
    func reset() {
        iconColor = nil
        titleTextAttributes = [:]
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
        titlePositionAdjustment = .zero
        badgePositionAdjustment = .zero
    }

    init(copying other: TabBarItemStateAppearance) {
        iconColor = other.iconColor
        titleTextAttributes = other.titleTextAttributes
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        badgePositionAdjustment = other.badgePositionAdjustment
    }
}

/// `UITabBarItemAppearance`: how a tab bar item looks in each state.
public final class TabBarItemAppearance {
    /// `normal`.
    public let normal: TabBarItemStateAppearance
    /// `selected`.
    public let selected: TabBarItemStateAppearance
    /// `disabled`.
    public let disabled: TabBarItemStateAppearance
    /// `focused`.
    public let focused: TabBarItemStateAppearance

    /// `UITabBarItemAppearance.Style` (iOS 13), with UIKit's raw values: how an item lays out its title and icon.
    public enum Style: Int, Sendable, Hashable {
        /// `.stacked`: the title under the icon.
        case stacked = 0
        /// `.inline`: the title beside the icon (regular width).
        case inline = 1
        /// `.compactInline`: the title beside the icon (compact width).
        case compactInline = 2
    }

    /// `init()`: a stacked item's default appearance.
    public convenience init() { self.init(style: .stacked) }

    /// `init(style:)` (iOS 13): the default appearance of an item laid out in `style`. ViewTree's defaults are
    /// the same for the three styles (no colour, attribute or adjustment set).
    public init(style: Style) {
        normal = TabBarItemStateAppearance()
        selected = TabBarItemStateAppearance()
        disabled = TabBarItemStateAppearance()
        focused = TabBarItemStateAppearance()
    }

    /// `configureWithDefault(for:)` (iOS 13): every state back to the default appearance of `style`.
    public func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state.reset() }
    }

    init(copying other: TabBarItemAppearance) {
        normal = TabBarItemStateAppearance(copying: other.normal)
        selected = TabBarItemStateAppearance(copying: other.selected)
        disabled = TabBarItemStateAppearance(copying: other.disabled)
        focused = TabBarItemStateAppearance(copying: other.focused)
    }

    /// `copy()`.
    public func copy() -> TabBarItemAppearance { TabBarItemAppearance(copying: self) }
}

/// `UITabBarAppearance`: a bar appearance with the items' appearances.
open class TabBarAppearance: BarAppearance {
    /// `stackedLayoutAppearance`: items with the title under the icon (a phone upright).
    open var stackedLayoutAppearance = TabBarItemAppearance()
    /// `inlineLayoutAppearance`: title beside the icon (regular width).
    open var inlineLayoutAppearance = TabBarItemAppearance(style: .inline)
    /// `compactInlineLayoutAppearance`: title beside the icon (compact width, e.g. a phone on its side).
    open var compactInlineLayoutAppearance = TabBarItemAppearance(style: .compactInline)
    /// `selectionIndicatorTintColor`.
    open var selectionIndicatorTintColor: Color?
    /// `stackedItemPositioning` (iOS 13): how stacked items share the bar (`TabBar.ItemPositioning`). Default
    /// `.automatic`. Kept: the bar's own `itemPositioning` lays it out.
    open var stackedItemPositioning: TabBar.ItemPositioning = .automatic
    /// `stackedItemWidth` (iOS 13): centred stacked items' width; 0 (default) the system's; a negative width
    /// becomes 0 (UITabBarAppearance documentation). Kept.
    open var stackedItemWidth: CGFloat = 0 { didSet { if !(stackedItemWidth >= 0) { stackedItemWidth = 0 } } }
    /// `stackedItemSpacing` (iOS 13): the space between centred stacked items; 0 (default) the system's; a
    /// negative spacing becomes 0. Kept.
    open var stackedItemSpacing: CGFloat = 0 { didSet { if !(stackedItemSpacing >= 0) { stackedItemSpacing = 0 } } }

    public required init() { super.init() }
    public required init(idiom: Device.Idiom) { super.init(idiom: idiom) }
    /// `init(barAppearance:)`; the item appearances too when `barAppearance` is a tab bar appearance.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        if let other = barAppearance as? TabBarAppearance {
            stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
            inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
            compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
            selectionIndicatorTintColor = other.selectionIndicatorTintColor
            stackedItemPositioning = other.stackedItemPositioning
            stackedItemWidth = other.stackedItemWidth
            stackedItemSpacing = other.stackedItemSpacing
        }
    }
}

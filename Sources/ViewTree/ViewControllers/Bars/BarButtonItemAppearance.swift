import Foundation

/// `UIBarButtonItemStateAppearance` (iOS 13): how a bar button item looks in one state.
public final class BarButtonItemStateAppearance {
    /// `titleTextAttributes`: the title's font (`.font`) and colour (`.foregroundColor`); "If the font or color are
    /// unspecified, appropriate defaults are supplied" (`UIBarButtonItemAppearance.h`). Empty by default.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// `titlePositionAdjustment`: moves the title inside the item's view. Default zero.
    public var titlePositionAdjustment = Offset.zero
    /// `backgroundImage`: kept (ViewTree draws no bar button backgrounds, as `setBackgroundImage(_:for:…)`'s).
    public var backgroundImage: Image?
    /// `backgroundImagePositionAdjustment`: kept, as `backgroundImage`.
    public var backgroundImagePositionAdjustment = Offset.zero

    init() {}

    /// Back to the defaults (`configureWithDefault(for:)`).
    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        backgroundImage = nil
        backgroundImagePositionAdjustment = .zero
    }

    init(copying other: BarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }

    /// Whether anything was set (an unset highlighted, disabled or focused state is "synthesized from the normal
    /// state", `UIBarButtonItemAppearance.h`).
    var isSpecified: Bool {
        !titleTextAttributes.isEmpty || titlePositionAdjustment != .zero || backgroundImage != nil
            || backgroundImagePositionAdjustment != .zero
    }
}

/// `UIBarButtonItemAppearance` (iOS 13): the look of a bar's plain, done or back buttons in their four states, given
/// to a `NavigationBarAppearance` (`buttonAppearance`, `doneButtonAppearance`, `backButtonAppearance`) or a
/// `ToolbarAppearance` (`buttonAppearance`, `doneButtonAppearance`). The bar styles each item's title with the state's
/// attributes (the normal state's when the state was left unset) and moves it by `titlePositionAdjustment`, so a font
/// changes the item's width; an item's own `setTitleTextAttributes(_:for:)` wins over the appearance's (**ours**: Apple
/// does not say which wins).
public final class BarButtonItemAppearance {
    /// `normal`.
    public let normal: BarButtonItemStateAppearance
    /// `highlighted`: "If unspecified, then synthesized from the normal state."
    public let highlighted: BarButtonItemStateAppearance
    /// `disabled`: shown while the item's `isEnabled` is `false`; synthesized from `normal` when unset.
    public let disabled: BarButtonItemStateAppearance
    /// `focused`: kept (ViewTree has no focus engine).
    public let focused: BarButtonItemStateAppearance

    /// `init(style:)`: "an appearance with default values for the given style" (empty attributes, no offsets).
    public init(style: BarButtonItem.Style = .plain) {
        normal = BarButtonItemStateAppearance()
        highlighted = BarButtonItemStateAppearance()
        disabled = BarButtonItemStateAppearance()
        focused = BarButtonItemStateAppearance()
    }

    init(copying other: BarButtonItemAppearance) {
        normal = BarButtonItemStateAppearance(copying: other.normal)
        highlighted = BarButtonItemStateAppearance(copying: other.highlighted)
        disabled = BarButtonItemStateAppearance(copying: other.disabled)
        focused = BarButtonItemStateAppearance(copying: other.focused)
    }

    /// `copy()`: an independent appearance with the same values (bar appearances hold theirs by copy).
    public func copy() -> BarButtonItemAppearance { BarButtonItemAppearance(copying: self) }

    /// `configureWithDefault(for:)`: "Reset this appearance to that of a given style."
    public func configureWithDefault(for style: BarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.reset() }
    }

    /// Whether any state was set (an unset back button appearance falls back to the plain one).
    var isSpecified: Bool { [normal, highlighted, disabled, focused].contains { $0.isSpecified } }

    /// The state shown for an item enabled or not, or `normal` when that state was left unset.
    func shownState(enabled: Bool) -> BarButtonItemStateAppearance {
        enabled || !disabled.isSpecified ? normal : disabled
    }
}

extension BarButtonItemView {
    /// Styles the item with a bar's button appearance (`nil`: the label's defaults) and lays it out again.
    func applyBarAppearance(_ appearance: BarButtonItemAppearance?) {
        barAppearance = appearance
        isStyledByBar = true
        update()
    }

    /// The item's `style` changed while it is shown: its bar styles it again (a controller's `editButtonItem` turns
    /// `.done` while editing, and takes the done button appearance).
    func itemStyleDidChange() {
        guard let item else { return }
        if let bar = showingBar as? NavigationBar {
            applyBarAppearance(bar.barButtonAppearance(for: item))
        } else if let toolbar = showingBar as? Toolbar {
            applyBarAppearance(toolbar.barButtonAppearance(for: item))
        }
    }

    /// The bar showing this view: its superview, or the navigation bar around the `_UINavigationBarContentView` (and
    /// `_UIButtonBarStackView`) that hold a navigation bar's items from iOS 11 (NavigationBar+Content.swift,
    /// NavigationBar+Buttons.swift).
    private var showingBar: View? {
        var parent = superview
        while let container = parent, container is _UINavigationBarContentView || container is _UIButtonBarStackView {
            parent = container.superview
        }
        return parent
    }

    /// The title's font, colour and offset now: the appearance's state for the item's `isEnabled` (the normal state
    /// when that one is unset), under the item's own title attributes for the state. `nil` font and colour are the
    /// label's defaults (both are `null_resettable`).
    func barTitleStyle() -> (font: Font?, color: Color?, offset: Offset) {
        let enabled = item?.isEnabled ?? true
        let state = barAppearance?.shownState(enabled: enabled)
        var attributes = state?.titleTextAttributes ?? [:]
        if let own = item?.titleTextAttributes(for: enabled ? .normal : .disabled) {
            attributes.merge(own) { _, mine in mine }
        }
        var offset = state?.titlePositionAdjustment ?? .zero
        if !(abs(offset.horizontal) <= View.maximumCoordinate && abs(offset.vertical) <= View.maximumCoordinate) {
            reject(.invalidValue, "titlePositionAdjustment \(offset) of the bar's button appearance for \(item?.title ?? "an untitled item") is not a representable offset; the title is not moved")
            offset = .zero
        }
        return (attributes[.font] as? Font, attributes[.foregroundColor] as? Color, offset)
    }
}

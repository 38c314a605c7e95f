import Foundation

/// `UIBackgroundConfiguration` (iOS 14): how a cell's or header's background looks — a colour, a corner radius,
/// a stroke, insets, a custom view — for its state. A cell shows it in a system background view at the back
/// (`_UISystemBackgroundView`, kept the size of the cell less `backgroundInsets`); setting one clears the cell's
/// `backgroundColor`, `backgroundView` and selection background views, as UIKit's documentation says.
public struct BackgroundConfiguration {
    /// The list style a configuration was made for, which decides its colours per state.
    enum Style: Sendable { case plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter, clear }

    /// A view shown inside the background, filling it (below the colour's stroke). Default `nil`.
    public var customView: View?
    /// The background's corner radius. Default 0.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the cell's edges. Default zero.
    public var backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// Edges at which the cell's layout margins are added to `backgroundInsets` (kept; ViewTree adds none).
    public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
    /// The fill colour; `nil` is the cell's tint colour, as `resolvedBackgroundColor(for:)` answers. Once set,
    /// it is kept in every state (`updated(for:)` changes only the style's own colours).
    public var backgroundColor: Color? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            colorIsTheStyles = false
        }
    }
    private var storedBackgroundColor: Color?
    /// Whether `backgroundColor` is still the style's (for the state), not the user's.
    private var colorIsTheStyles = true
    /// `backgroundColorTransformer`: applied to the colour `resolvedBackgroundColor(for:)` answers (the tint when
    /// `backgroundColor` is `nil`), so to the colour the cell shows. Default `nil`.
    public var backgroundColorTransformer: ConfigurationColorTransformer?
    /// The stroke colour (`nil`: no stroke, or the tint colour with a width).
    public var strokeColor: Color?
    /// `strokeColorTransformer`: applied to the colour `resolvedStrokeColor(for:)` answers. Default `nil`.
    public var strokeColorTransformer: ConfigurationColorTransformer?
    /// The stroke's width. Default 0.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background (kept; drawn by no one). Default 0.
    public var strokeOutset: CGFloat = 0
    /// A visual effect under the colour (kept; ViewTree draws no blur).
    public var visualEffect: VisualEffect?
    /// An image shown in the background (kept; ViewTree draws no pixels).
    public var image: Image?
    /// How `image` fits. Default `.scaleToFill`.
    public var imageContentMode: View.ContentMode = .scaleToFill

    let style: Style

    init(style: Style, backgroundColor: Color?) {
        self.style = style
        storedBackgroundColor = backgroundColor
    }

    /// `listPlainCell()`: a plain list's row, `systemBackground`.
    public static func listPlainCell() -> BackgroundConfiguration { .init(style: .plainCell, backgroundColor: .systemBackground) }
    /// `listGroupedCell()`: a grouped list's row, `secondarySystemGroupedBackground`'s colour under UIKit's name for it
    /// (`Color.tableCellGroupedBackground`).
    public static func listGroupedCell() -> BackgroundConfiguration {
        .init(style: .groupedCell, backgroundColor: .tableCellGroupedBackground)
    }
    /// `listSidebarCell()`: a sidebar row, clear until selected.
    public static func listSidebarCell() -> BackgroundConfiguration { .init(style: .sidebarCell, backgroundColor: .clear) }
    /// `listAccompaniedSidebarCell()`: as `listSidebarCell()`.
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration { listSidebarCell() }
    /// `listPlainHeaderFooter()`: a plain list's header or footer, `systemBackground`.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        .init(style: .plainHeaderFooter, backgroundColor: .systemBackground)
    }
    /// `listGroupedHeaderFooter()`: a grouped list's header or footer, clear.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        .init(style: .groupedHeaderFooter, backgroundColor: .clear)
    }
    /// `listSidebarHeader()`: a sidebar's header, clear.
    public static func listSidebarHeader() -> BackgroundConfiguration { .init(style: .groupedHeaderFooter, backgroundColor: .clear) }
    /// `clear()`: no colour in any state.
    public static func clear() -> BackgroundConfiguration { .init(style: .clear, backgroundColor: .clear) }

    /// `updated(for:)`: the configuration for a state. A list row selected or highlighted takes the selection
    /// gray (`systemGray4`, UITableViewCell's selection colour in the light appearance), a sidebar row its tint
    /// (`backgroundColor` `nil`), and each its style's colour again otherwise; headers and `clear()` do not
    /// change, nor does a colour the code set. (The per-state colours are not documented: ViewTree's choice,
    /// from the look of iOS 14 lists.)
    public func updated(for state: ConfigurationState) -> BackgroundConfiguration {
        guard colorIsTheStyles else { return self }
        let cell = state as? CellConfigurationState
        let selected = cell.map { $0.isSelected || $0.isHighlighted } ?? false
        var copy = self
        switch style {
        case .plainCell: copy.storedBackgroundColor = selected ? .systemGray4 : .systemBackground
        case .groupedCell: copy.storedBackgroundColor = selected ? .systemGray4 : .tableCellGroupedBackground
        case .sidebarCell: copy.storedBackgroundColor = selected ? nil : .clear
        case .plainHeaderFooter, .groupedHeaderFooter, .clear: break
        }
        return copy
    }

    /// `resolvedBackgroundColor(for:)`: `backgroundColor`, or `tintColor` when it is `nil`, through
    /// `backgroundColorTransformer` when there is one (Apple: "the color transformer for resolving the background color").
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }
    /// `resolvedStrokeColor(for:)`: `strokeColor`, or `tintColor` when it is `nil`, through `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }
}

/// The view a background configuration shows (UIKit's `_UISystemBackgroundView`). Its colour is not its own: it fills a
/// plain view inside it (iOS 16+ device dumps: `<_UISystemBackgroundView: …; frame = (0 0; 268 44); layer = <CALayer:
/// …>; configuration = <UIBackgroundConfiguration: …>>` over `<UIView: …; frame = (0 0; 268 44); backgroundColor =
/// <UIDynamicSystemColor: …; name = tableCellGroupedBackgroundColor>; layer = …>`), and its line ends with the
/// configuration (`appendObjectSuffixFields`).
final class _UISystemBackgroundView: View {
    private weak var shownCustomView: View?
    /// The configuration shown, for the description.
    private var shownConfiguration: BackgroundConfiguration?
    /// The plain view that shows the colour, filling this one.
    let colorView = View(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(colorView)   // no autoresizing mask: the dumps print none; `layoutSubviews` keeps it filling
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if colorView.frame != bounds { colorView.frame = bounds }
    }

    /// Never decoded: a private part of a cell.
    required init?(coder: NSCoder) { nil }

    /// Shows `configuration` at `frame` for a cell whose tint is `tint`.
    func show(_ configuration: BackgroundConfiguration, tint: Color) {
        shownConfiguration = configuration
        colorView.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        if colorView.frame != bounds { colorView.frame = bounds }
        layer.cornerRadius = configuration.cornerRadius
        layer.borderWidth = configuration.strokeWidth
        layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
        clipsToBounds = configuration.cornerRadius > 0 || configuration.customView != nil
        if shownCustomView !== configuration.customView {
            shownCustomView?.removeFromSuperview()
            shownCustomView = configuration.customView
            if let custom = configuration.customView { addSubview(custom) }
        }
        if let custom = shownCustomView, custom.frame != bounds { custom.frame = bounds }
    }

    /// `; configuration = <BackgroundConfiguration: 0x…; Base Style = List Grouped Cell; backgroundColor = …>`, after
    /// the layer, as UIKit's line ends (`Base Style = List Grouped Header/Footer; backgroundColor =
    /// UIExtendedGrayColorSpace 0 0` for a grouped header's, in the same iOS 16 dump).
    override func appendObjectSuffixFields(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {
        guard let configuration = shownConfiguration else { return }
        line.append("; configuration = <BackgroundConfiguration: 0x")
        line.appendHex(numbering.transientID())
        line.append("; Base Style = ")
        line.appendString(configuration.style.baseStyleName)
        if let color = configuration.backgroundColor {
            line.append("; backgroundColor = ")
            line.appendString(color.description)
        }
        line.append(UInt8(ascii: ">"))
    }

    override var libraryClassName: String { "_UISystemBackgroundView" }
}

extension BackgroundConfiguration.Style {
    /// The preset's name as UIKit's description prints it: `List Grouped Cell` and `List Grouped Header/Footer` (iOS 16
    /// device dumps); the others by the same pattern (**ours**).
    var baseStyleName: String {
        switch self {
        case .plainCell: "List Plain Cell"
        case .groupedCell: "List Grouped Cell"
        case .sidebarCell: "List Sidebar Cell"
        case .plainHeaderFooter: "List Plain Header/Footer"
        case .groupedHeaderFooter: "List Grouped Header/Footer"
        case .clear: "Clear"
        }
    }
}

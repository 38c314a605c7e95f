import Foundation

// `UIButton.Configuration` (iOS 15): a button's content (title, subtitle, image) and look (style, colours,
// corner style, insets) in one value. ViewTree applies a configuration to the button's title, image, insets,
// colours and layer, so that layout, snapshots and `recursiveDescription` see the same button UIKit would lay
// out; `configurationUpdateHandler` runs before the next layout after a state change.
extension Button {
    /// `UIButton.Configuration`.
    public struct Configuration {
        /// The style a configuration was made with (`plain()`, `filled()`…): what its default colours follow.
        public enum Style: Sendable, Hashable { case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent }

        /// `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable, Hashable { case fixed = -1, dynamic = 0, small, medium, large, capsule }
        /// `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable, Hashable { case mini = 0, small, medium, large }
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable, Hashable { case automatic = 0, leading, center, trailing }
        /// `UIButton.Configuration.MacIdiomStyle`.
        public enum MacIdiomStyle: Int, Sendable, Hashable { case automatic = 0, bordered, borderless, borderlessTinted }
        /// `UIButton.Configuration.Indicator` (iOS 16): the indicator drawn on the button's trailing edge; raw
        /// values automatic 0, none 1, popup 2 (`UIButtonConfigurationIndicator`).
        public enum Indicator: Int, Sendable, Hashable {
            /// `.automatic`: a pop-up indicator when the button shows a single-selection menu as its primary action.
            case automatic = 0
            /// `.none`: no indicator.
            case none = 1
            /// `.popup`: a pop-up (chevron) indicator.
            case popup = 2
        }

        /// `titleLineBreakMode`'s and `subtitleLineBreakMode`'s default, `.byWordWrapping` (UIButton.Configuration
        /// documentation, iOS 15).
        public static let defaultLineBreakMode: LineBreakMode = .byWordWrapping

        /// `UIBackgroundConfiguration`'s part a button uses: its fill, stroke and corner radius.
        public struct Background {
            /// `backgroundColor`: the fill (`nil`: the style's, from `baseBackgroundColor`).
            public var backgroundColor: Color?
            /// `cornerRadius`: used with the `.fixed` corner style.
            public var cornerRadius: CGFloat = 0
            /// `strokeColor`.
            public var strokeColor: Color?
            /// `strokeWidth`.
            public var strokeWidth: CGFloat = 0
            /// `image`.
            public var image: Image?
            /// `customView`.
            public var customView: View?
            /// An empty background.
            public init() {}
            /// `UIBackgroundConfiguration.clear()`.
            public static func clear() -> Background { Background() }
        }

        /// The style.
        public let style: Style
        /// `title`: matches `attributedTitle`'s string (Apple: "This property matches the string value of the
        /// attributedTitle property"): setting `attributedTitle` sets it, and a different title replaces
        /// `attributedTitle` with the plain text (dropping its styling: **ours**, Apple does not say).
        public var title: String? {
            didSet {
                guard let attributedTitle, String(attributedTitle.characters) != title else { return }
                self.attributedTitle = title.map { AttributedString($0) }
            }
        }
        /// `attributedTitle`: the title with attributes (its string is what is shown; its first run's font and
        /// foreground colour style the title label; Apple: "the text and style attributes for the button's title
        /// label"). Setting one sets `title` to its string ("The configuration sets the title property to match").
        public var attributedTitle: AttributedString? {
            didSet { if let attributedTitle { title = String(attributedTitle.characters) } }
        }
        /// `subtitle`: a second line under the title (kept; ViewTree lays out the title only: the subtitle is
        /// in `Button.subtitleLabel`, which is not shown). Matches `attributedSubtitle`'s string, as `title` does.
        public var subtitle: String? {
            didSet {
                guard let attributedSubtitle, String(attributedSubtitle.characters) != subtitle else { return }
                self.attributedSubtitle = subtitle.map { AttributedString($0) }
            }
        }
        /// `attributedSubtitle`: the subtitle with attributes (its string is what `subtitleLabel` holds); setting
        /// one sets `subtitle` to its string.
        public var attributedSubtitle: AttributedString? {
            didSet { if let attributedSubtitle { subtitle = String(attributedSubtitle.characters) } }
        }
        /// `titleLineBreakMode` (iOS 15): how the title wraps or truncates; it becomes the title label's
        /// `lineBreakMode`. Default `.byWordWrapping` (`defaultLineBreakMode`).
        public var titleLineBreakMode: LineBreakMode = Configuration.defaultLineBreakMode
        /// `subtitleLineBreakMode` (iOS 15): the subtitle label's `lineBreakMode`. Default `.byWordWrapping`.
        public var subtitleLineBreakMode: LineBreakMode = Configuration.defaultLineBreakMode
        /// `indicator` (iOS 16): the trailing indicator's style. Default `.automatic`. Kept: ViewTree draws no
        /// indicator (it takes no room in the layout).
        public var indicator: Indicator = .automatic
        /// `titleTextAttributesTransformer` (iOS 15): changes the title's font and colour (see
        /// `ConfigurationTextAttributesTransformer`). Default `nil`.
        public var titleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        /// `subtitleTextAttributesTransformer` (iOS 15): kept (the subtitle is not laid out). Default `nil`.
        public var subtitleTextAttributesTransformer: ConfigurationTextAttributesTransformer?
        /// `image`.
        public var image: Image?
        /// `imagePadding`: the space between the image and the title. Default 0.
        public var imagePadding: CGFloat = 0
        /// `titlePadding`: the space between the title and the subtitle. Default 0.
        public var titlePadding: CGFloat = 0
        /// `imagePlacement`: the edge the image sits against, relative to the title; `.leading` by default.
        /// `.trailing`, `.top` and `.bottom` put it after, above or below the title, `imagePadding` apart
        /// (`Button.configuredImageArrangement`).
        public var imagePlacement: DirectionalRectEdge = .leading
        /// `titleAlignment`.
        public var titleAlignment: TitleAlignment = .automatic
        /// `baseForegroundColor`: the title and image colour (`nil`: the style's).
        public var baseForegroundColor: Color?
        /// `baseBackgroundColor`: the fill colour of filled and tinted styles (`nil`: the tint colour).
        public var baseBackgroundColor: Color?
        /// `background`.
        public var background = Background()
        /// `cornerStyle`. Default `.dynamic`.
        public var cornerStyle: CornerStyle = .dynamic
        /// `buttonSize`. Default `.medium`.
        public var buttonSize: Size = .medium
        /// `contentInsets`: `nil` until set, then the style's insets for `buttonSize` (see `defaultContentInsets`).
        public var contentInsets: DirectionalEdgeInsets {
            get { storedContentInsets ?? Configuration.defaultContentInsets(for: buttonSize) }
            set { storedContentInsets = newValue }
        }
        private var storedContentInsets: DirectionalEdgeInsets?
        /// `showsActivityIndicator`: the image is replaced by a spinning indicator (kept; no indicator is drawn).
        public var showsActivityIndicator = false
        /// `preferredSymbolConfigurationForImage`: applied to a symbol image.
        public var preferredSymbolConfigurationForImage: Image.SymbolConfiguration?
        /// `macIdiomStyle`.
        public var macIdiomStyle: MacIdiomStyle = .automatic

        init(style: Style) { self.style = style }

        /// `plain()`: no background; tinted title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// `tinted()`: a light fill of the tint colour; tinted title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// `gray()`: a gray fill; tinted title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// `filled()`: a fill of the tint colour; white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// `borderless()` (iOS 15): as `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// `bordered()` (iOS 15): as `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// `borderedTinted()` (iOS 15): as `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// `borderedProminent()` (iOS 15): as `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// `updated(for:)`: the configuration as the button's state shows it (ViewTree's colours do not change
        /// with the state, so this is the configuration itself).
        public func updated(for button: Button) -> Configuration { self }

        /// The title shown: `attributedTitle`'s characters when set, else `title`.
        public var displayedTitle: String? {
            if let attributedTitle { return String(attributedTitle.characters) }
            return title
        }

        /// The subtitle shown: `attributedSubtitle`'s characters when set, else `subtitle`.
        public var displayedSubtitle: String? {
            if let attributedSubtitle { return String(attributedSubtitle.characters) }
            return subtitle
        }

        /// The content insets of each button size. Ours, not from a published dump: 7 × 12 points at medium
        /// (the title's 6-point vertical padding of the older buttons plus a point, and a horizontal margin
        /// close to the HIG's 12-point minimum), 14 × 20 at large, 5 × 10 at small, 3 × 8 at mini.
        public static func defaultContentInsets(for size: Size) -> DirectionalEdgeInsets {
            switch size {
            case .mini: return DirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: return DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title's point size at each button size: 17 at medium and large (the body style, as UIKit's
        /// default button title), 15 at small (subheadline), 12 at mini (caption 1). Ours, from the text styles.
        public static func titlePointSize(for size: Size) -> CGFloat {
            switch size {
            case .mini: return 12
            case .small: return 15
            case .medium, .large: return Font.labelDefaultPointSize
            }
        }

        /// The corner radius of `.dynamic` at each size (ours: 6 at medium, as the iOS 15 filled button looks;
        /// 4 small, 3 mini, 8 large).
        public static func dynamicCornerRadius(for size: Size) -> CGFloat {
            switch size {
            case .mini: return 3
            case .small: return 4
            case .medium: return 6
            case .large: return 8
            }
        }
    }

    /// `UIButton(configuration:primaryAction:)` (iOS 15): a `.system` button showing `configuration`.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        configurationDidChange()  // observers do not run for a property set in the class's own initializer
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// `setNeedsUpdateConfiguration()`: runs `configurationUpdateHandler` (or `updateConfiguration()`) before the
    /// next layout.
    public func setNeedsUpdateConfiguration() {
        guard !isApplyingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// `updateConfiguration()`: calls `configurationUpdateHandler`, or updates `configuration` for the state.
    /// Overridable in UIKit; here, give a `configurationUpdateHandler`.
    public func updateConfiguration() {
        // Cleared after the update too: a handler that changes the state (`isSelected`) asks for another update,
        // which this one already is; leaving it pending would update again at every layout.
        defer { needsConfigurationUpdate = false }
        if let configurationUpdateHandler {
            configurationUpdateHandler(self)
        } else if let configuration {
            self.configuration = configuration.updated(for: self)
        }
    }

    /// Applies `configuration` to the title, image, insets, colours and layer.
    func configurationDidChange() {
        guard let configuration else { return }
        isApplyingConfiguration = true
        defer { isApplyingConfiguration = false }
        let hasTitle = !(configuration.displayedTitle ?? "").isEmpty
        var image = configuration.image
        if let symbol = configuration.preferredSymbolConfigurationForImage, let shown = image {
            image = shown.withConfiguration(symbol)
        }
        setTitle(configuration.displayedTitle, for: .normal)
        setImage(image, for: .normal)
        titleLabel?.font = Font.systemFont(ofSize: Configuration.titlePointSize(for: configuration.buttonSize))
        titleLabelStorage.lineBreakMode = configuration.titleLineBreakMode
        updateConfigurationSubtitle(configuration)
        let insets = configuration.contentInsets
        if !configuration.imagePadding.isFinite {
            reject(.nonFiniteGeometry, "configuration.imagePadding \(configuration.imagePadding) is NaN or infinite; the image and title are laid out with no padding")
        }
        if configuredImageArrangement != nil {
            // After, above or below the title: `Button+ImagePlacement` lays the parts out, padding included.
            contentEdgeInsets = EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
            titleEdgeInsets = .zero
        } else {
            // The padding between image and title: the title moves right by it and the content grows by it.
            let padding = (hasTitle && image != nil) ? configuredImagePadding : 0
            contentEdgeInsets = EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing + padding)
            titleEdgeInsets = EdgeInsets(top: 0, left: padding, bottom: 0, right: -padding)
        }
        let tint: Color = tintColor ?? Color(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        let foreground: Color
        let fill: Color?
        switch configuration.style {
        case .plain, .borderless:
            foreground = configuration.baseForegroundColor ?? tint
            fill = configuration.background.backgroundColor
        case .tinted, .borderedTinted:
            foreground = configuration.baseForegroundColor ?? tint
            fill = configuration.background.backgroundColor
                ?? (configuration.baseBackgroundColor ?? tint).withAlphaComponent(Button.tintedFillAlpha)
        case .gray, .bordered:
            foreground = configuration.baseForegroundColor ?? tint
            fill = configuration.background.backgroundColor ?? configuration.baseBackgroundColor ?? Button.grayFill
        case .filled, .borderedProminent:
            foreground = configuration.baseForegroundColor ?? Color(white: 1)
            fill = configuration.background.backgroundColor ?? configuration.baseBackgroundColor ?? tint
        }
        // An attributed title's own font and colour (its first run's, as the one title label shows one style) take
        // the configuration's place: they are the label's style (attributedTitle is "the text and style attributes
        // for the button's title label", Apple).
        var titleColor = foreground
        if let styled = configuration.attributedTitle, let run = styled.runs.first {
            if let font = run.font { titleLabel?.font = font }
            if let color = run.foregroundColor { titleColor = color }
        }
        setTitleColor(titleColor, for: .normal)
        if let transformer = configuration.titleTextAttributesTransformer {
            // The transformer gets the attributes the configuration would use, and what it returns wins.
            var incoming = AttributeContainer()
            incoming.font = titleLabel?.font
            incoming.foregroundColor = titleColor
            let outgoing = transformer(incoming)
            if let font = outgoing.font { titleLabel?.font = font }
            if let color = outgoing.foregroundColor { setTitleColor(color, for: .normal) }
        }
        backgroundColor = fill
        if let stroke = configuration.background.strokeColor, configuration.background.strokeWidth > 0 {
            layer.borderColor = stroke.cgColor
            layer.borderWidth = configuration.background.strokeWidth
        }
        applyConfigurationCornerStyle()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// `subtitleLabel` (iOS 15): the label holding the configuration's subtitle (`nil` without a configuration,
    /// as in UIKit). ViewTree lays out the title only: the label holds the subtitle's text and
    /// `subtitleLineBreakMode` but is not one of the button's subviews.
    public var subtitleLabel: Label? {
        guard let configuration else { return nil }
        if let label = subtitleLabelStorage { return label }
        let label = ButtonLabel(frame: .zero)
        subtitleLabelStorage = label
        updateConfigurationSubtitle(configuration)
        return label
    }

    /// Shows the configuration's subtitle and its line break mode in the subtitle label, once it was asked for.
    private func updateConfigurationSubtitle(_ configuration: Configuration) {
        guard let label = subtitleLabelStorage else { return }
        label.text = configuration.displayedSubtitle
        label.lineBreakMode = configuration.subtitleLineBreakMode
    }

    /// The corner radius the configuration's corner style gives at the button's current height.
    func applyConfigurationCornerStyle() {
        guard let configuration, backgroundColor != nil || configuration.background.strokeWidth > 0 else { return }
        let radius: CGFloat
        switch configuration.cornerStyle {
        case .fixed: radius = configuration.background.cornerRadius
        case .dynamic: radius = Configuration.dynamicCornerRadius(for: configuration.buttonSize)
        case .small: radius = Configuration.dynamicCornerRadius(for: .small)
        case .medium: radius = Configuration.dynamicCornerRadius(for: .medium)
        case .large: radius = Configuration.dynamicCornerRadius(for: .large)
        case .capsule: radius = bounds.height / 2
        }
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
    }

    /// The alpha of a tinted button's fill of its tint colour (ours: the iOS 15 tinted button's fill is a pale
    /// wash of the tint, about 15 %).
    public static let tintedFillAlpha: CGFloat = 0.15

    /// A gray button's fill (ours: the light-mode `tertiarySystemFill`, (118, 118, 128) at 12 %).
    public static let grayFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
}

/// `NSDirectionalRectEdge`: edges named by reading direction (NSGeometry.h values).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Edges from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge (1 << 0).
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (1 << 1).
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge (1 << 2).
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (1 << 3).
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

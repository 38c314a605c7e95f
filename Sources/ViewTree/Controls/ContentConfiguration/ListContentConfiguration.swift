import Foundation

/// `UIListContentConfiguration` (iOS 14): the text, secondary text and image of a list cell, header or footer,
/// with their styling. Its view (`ListContentView`) lays them out as the cell styles do: the image at the left,
/// the text beside it, the secondary text under it (`subtitleCell()`) or at the right (`valueCell()`).
public struct ListContentConfiguration: ContentConfiguration {
    /// `UIListContentConfiguration.TextProperties`.
    public struct TextProperties {
        /// `font`.
        public var font: Font
        /// `color`.
        public var color: Color
        /// `alignment` (`.natural` by default).
        public var alignment: TextAlignment = .natural
        /// `numberOfLines`; 0 (unlimited) by default.
        public var numberOfLines = 0
        /// `adjustsFontSizeToFitWidth`.
        public var adjustsFontSizeToFitWidth = false
        /// `adjustsFontForContentSizeCategory`: whether the label's font follows the world's text size
        /// (`Simulation.preferredContentSizeCategory`). True by default, as UIKit documents.
        public var adjustsFontForContentSizeCategory = true
        /// `transform`: how the text's case is changed when shown (`.uppercase` for a section header's style).
        public var transform: TextTransform = .none

        /// `resolvedColor()`: the colour the text is drawn in.
        public func resolvedColor() -> Color { color }

        /// Shows `text` (transformed) in `label` with these properties; hides the label when there is none.
        func show(_ text: String?, in label: Label) {
            label.text = text.map(transform.apply)
            label.isHidden = text == nil
            label.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
            label.font = font
            label.adjustFontToWindowCategory()          // a configuration made before the category changed
            label.textColor = color
            label.textAlignment = alignment
            label.numberOfLines = numberOfLines
        }

        /// `UIListContentConfiguration.TextProperties.TextTransform`.
        public enum TextTransform: Int, Sendable {
            /// `.none`.
            case none = 0
            /// `.uppercase`.
            case uppercase = 1
            /// `.lowercase`.
            case lowercase = 2
            /// `.capitalized`.
            case capitalized = 3

            /// `text` as shown.
            func apply(to text: String) -> String {
                switch self {
                case .none: text
                case .uppercase: text.uppercased()
                case .lowercase: text.lowercased()
                case .capitalized: text.capitalized
                }
            }
        }
    }

    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties {
        /// `tintColor`: `nil` uses the view's tint.
        public var tintColor: Color?
        /// `maximumSize`: `.zero` for none.
        public var maximumSize: CGSize = .zero
        /// `reservedLayoutSize`.
        public var reservedLayoutSize: CGSize = .zero
        /// `cornerRadius`.
        public var cornerRadius: CGFloat = 0
        /// `accessibilityIgnoresInvertColors` (stored).
        public var accessibilityIgnoresInvertColors = false
        /// `preferredSymbolConfiguration`: applied to a symbol image (stored).
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?

        /// `resolvedTintColor(for:)`: `tintColor`, or the given tint colour (the view's) when it is `nil`.
        public func resolvedTintColor(for tintColor: Color) -> Color { self.tintColor ?? tintColor }
    }

    /// Which preset the configuration came from: it decides where the secondary text goes.
    enum Layout { case cell, subtitle, value, header }

    /// `text`.
    public var text: String?
    /// `attributedText` (its string is shown).
    public var attributedText: NSAttributedString?
    /// `secondaryText`.
    public var secondaryText: String?
    /// `secondaryAttributedText`.
    public var secondaryAttributedText: NSAttributedString?
    /// `image`.
    public var image: Image?
    /// `textProperties`.
    public var textProperties: TextProperties
    /// `secondaryTextProperties`.
    public var secondaryTextProperties: TextProperties
    /// `imageProperties`.
    public var imageProperties = ImageProperties()
    /// `directionalLayoutMargins`: around the content.
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// `imageToTextPadding`.
    public var imageToTextPadding: CGFloat = ListContentConfiguration.defaultImageToTextPadding
    /// `textToSecondaryTextVerticalPadding`.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// `axesPreservingSuperviewLayoutMargins`: the axes along which the cell's layout margins are kept (stored: ViewTree
    /// lays the content out in `directionalLayoutMargins` alone). `.horizontal` for every preset, as UIKit's own
    /// configurations print it (`axesPreservingSuperviewLayoutMargins = [Horizontal]` for a list cell's and a grouped
    /// header's `defaultContentConfiguration()`, iOS 16+ devices). **Sources disagree**: Apple's documentation says
    /// "By default, the content view preserves the layout margins of its superview on both axes"; the dumps are chosen.
    public var axesPreservingSuperviewLayoutMargins: Axis = .horizontal
    /// `textToSecondaryTextHorizontalPadding`.
    public var textToSecondaryTextHorizontalPadding: CGFloat = ListContentConfiguration.defaultImageToTextPadding
    /// `prefersSideBySideTextAndSecondaryText`: the value cell's layout.
    public var prefersSideBySideTextAndSecondaryText: Bool
    let layout: Layout
    /// The preset's name as UIKit's description prints it (`Base Style = Cell`, `Base Style = Grouped Header`): see
    /// `ListContentConfiguration+Description.swift`.
    var baseStyleName: String
    /// Whether it is one of the header presets (`.header()`, `.groupedHeader()`, …): an `.automatic` outline
    /// disclosure on a cell showing it is a header's.
    var isHeaderStyle: Bool { layout == .header }

    init(layout: Layout, baseStyleName: String, textFont: Font, secondaryFont: Font, secondaryColor: Color,
         margins: DirectionalEdgeInsets) {
        self.layout = layout
        self.baseStyleName = baseStyleName
        textProperties = TextProperties(font: textFont, color: ListContentConfiguration.textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = layout == .value
    }

    /// The cells' margins: 11 pt above and below, 16 pt at the sides (ours: what a 44-pt row with a 17-pt
    /// body line measures in iOS 14 screenshots; UIKit derives them from the system minimum layout margins).
    public static let cellMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The padding between the image and the text: 16 pt (ours, from iOS 14 screenshots).
    public static let defaultImageToTextPadding: CGFloat = 16
    /// The text colour: `label`, black in the light style ViewTree draws.
    public static let textColor = Color.black
    /// The secondary text colour of value cells and headers: `secondaryLabel` (dynamic: (60, 60, 67) at 60 % in the
    /// light style, Apple's HIG system colours; dark in the dark one).
    public static let secondaryTextColor = Color.secondaryLabel

    /// `.cell()`: text (`body`), no secondary text by default, as `UITableViewCell.CellStyle.default`.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(layout: .cell, baseStyleName: "Cell", textFont: .preferredFont(forTextStyle: .body),
                                 secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: textColor,
                                 margins: cellMargins)
    }

    /// `.subtitleCell()`: the secondary text (`subheadline`) under the text, as `.subtitle`.
    public static func subtitleCell() -> ListContentConfiguration {
        ListContentConfiguration(layout: .subtitle, baseStyleName: "Subtitle Cell", textFont: .preferredFont(forTextStyle: .body),
                                 secondaryFont: .preferredFont(forTextStyle: .subheadline), secondaryColor: textColor,
                                 margins: cellMargins)
    }

    /// `.valueCell()`: the secondary text (`body`, `secondaryLabel`) at the right, as `.value1`.
    public static func valueCell() -> ListContentConfiguration {
        ListContentConfiguration(layout: .value, baseStyleName: "Value Cell", textFont: .preferredFont(forTextStyle: .body),
                                 secondaryFont: .preferredFont(forTextStyle: .body), secondaryColor: secondaryTextColor,
                                 margins: cellMargins)
    }

    /// `.sidebarCell()`: as `.cell()`.
    public static func sidebarCell() -> ListContentConfiguration { cell().named("Sidebar Cell") }

    /// `.sidebarSubtitleCell()`: as `.subtitleCell()`.
    public static func sidebarSubtitleCell() -> ListContentConfiguration { subtitleCell().named("Sidebar Subtitle Cell") }

    /// `.accompaniedSidebarCell()` (iOS 14): a sidebar cell beside a secondary column; as `.cell()`, as the other
    /// sidebar presets are.
    public static func accompaniedSidebarCell() -> ListContentConfiguration { cell().named("Accompanied Sidebar Cell") }

    /// `.accompaniedSidebarSubtitleCell()` (iOS 14): as `.subtitleCell()`.
    public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
        subtitleCell().named("Accompanied Sidebar Subtitle Cell")
    }

    /// `.header()`, `.plainHeader()`, `.groupedHeader()`: a `footnote`-sized `secondaryLabel` text (ours: the
    /// grouped table's section header style of iOS 13+).
    public static func header() -> ListContentConfiguration {
        var header = ListContentConfiguration(layout: .header, baseStyleName: "Header", textFont: .preferredFont(forTextStyle: .footnote),
                                              secondaryFont: .preferredFont(forTextStyle: .footnote),
                                              secondaryColor: secondaryTextColor,
                                              margins: DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
        header.textProperties.color = secondaryTextColor
        return header
    }

    /// `.plainHeader()`.
    public static func plainHeader() -> ListContentConfiguration { header().named("Plain Header") }
    /// `.groupedHeader()`.
    public static func groupedHeader() -> ListContentConfiguration { header().named("Grouped Header") }
    /// `.sidebarHeader()` (iOS 14): as `.header()`.
    public static func sidebarHeader() -> ListContentConfiguration { header().named("Sidebar Header") }

    /// `.prominentInsetGroupedHeader()` (iOS 15): a larger header over an inset-grouped section, in the text colour,
    /// not uppercased: `ListContentConfiguration.prominentHeaderTextStyle`.
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        prominentHeader(textStyle: prominentHeaderTextStyle).named("Prominent Inset Grouped Header")
    }

    /// `.extraProminentInsetGroupedHeader()` (iOS 15): larger still: `ListContentConfiguration.extraProminentHeaderTextStyle`.
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
        prominentHeader(textStyle: extraProminentHeaderTextStyle).named("Extra Prominent Inset Grouped Header")
    }

    /// The text style of `.prominentInsetGroupedHeader()`: `title2` (ours: Apple documents only "a prominent header";
    /// `title2` in `label` colour is what public re-implementations of the iOS 15 presets use).
    public static let prominentHeaderTextStyle = Font.TextStyle.title2
    /// The text style of `.extraProminentInsetGroupedHeader()`: `title1` (ours, as `prominentHeaderTextStyle`).
    public static let extraProminentHeaderTextStyle = Font.TextStyle.title1

    /// A header in `textStyle`, in the text colour (`label`), with the header's margins.
    private static func prominentHeader(textStyle: Font.TextStyle) -> ListContentConfiguration {
        var header = header()
        header.textProperties.font = .preferredFont(forTextStyle: textStyle)
        header.textProperties.color = textColor
        return header
    }

    /// `.footer()`, `.plainFooter()`, `.groupedFooter()`: as the header.
    public static func footer() -> ListContentConfiguration { header().named("Footer") }
    /// `.plainFooter()`.
    public static func plainFooter() -> ListContentConfiguration { header().named("Plain Footer") }
    /// `.groupedFooter()`.
    public static func groupedFooter() -> ListContentConfiguration { header().named("Grouped Footer") }

    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// `updated(for:)`: unchanged (the presets do not restyle for selection).
    public func updated(for state: ConfigurationState) -> ListContentConfiguration { self }

    /// The text shown: the attributed text's string, else `text`.
    var shownText: String? { attributedText?.string ?? text }
    /// The secondary text shown.
    var shownSecondaryText: String? { secondaryAttributedText?.string ?? secondaryText }
}

/// `UIListContentView`: shows a `ListContentConfiguration` with a label for each text and an image view.
open class ListContentView: View, ContentView {
    /// The label of `text`.
    public let textLabel = Label(frame: .zero)
    /// The label of `secondaryText`.
    public let secondaryTextLabel = Label(frame: .zero)
    /// The image view of `image`.
    public let imageView = ImageView(frame: .zero)
    private var guides: [ObjectIdentifier: LayoutGuide] = [:]

    /// `textLayoutGuide`: a guide on the text's label while there is text (`nil` otherwise), to align other
    /// content with the text (made on first use, its edges equal to the label's).
    public var textLayoutGuide: LayoutGuide? { listConfiguration.shownText == nil ? nil : guide(following: textLabel) }
    /// `secondaryTextLayoutGuide`: as `textLayoutGuide`, for the secondary text.
    public var secondaryTextLayoutGuide: LayoutGuide? {
        listConfiguration.shownSecondaryText == nil ? nil : guide(following: secondaryTextLabel)
    }
    /// `imageLayoutGuide`: as `textLayoutGuide`, for the image.
    public var imageLayoutGuide: LayoutGuide? { listConfiguration.image == nil ? nil : guide(following: imageView) }

    /// A guide of this view whose edges equal `view`'s, made once per view.
    private func guide(following view: View) -> LayoutGuide {
        if let made = guides[ObjectIdentifier(view)] { return made }
        let guide = LayoutGuide()
        addLayoutGuide(guide)
        LayoutConstraint.activate([guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                   guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                                   guide.topAnchor.constraint(equalTo: view.topAnchor),
                                   guide.bottomAnchor.constraint(equalTo: view.bottomAnchor)])
        guides[ObjectIdentifier(view)] = guide
        return guide
    }
    private var listConfiguration: ListContentConfiguration

    /// `init(configuration:)`.
    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Never decoded: made from a configuration.
    public required init?(coder: NSCoder) { nil }

    /// `configuration`: a `ListContentConfiguration` (another kind is ignored: `supports(_:)` says no).
    public var configuration: ContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    private func apply() {
        let c = listConfiguration
        c.textProperties.show(c.shownText, in: textLabel)
        c.secondaryTextProperties.show(c.shownSecondaryText, in: secondaryTextLabel)
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }


    /// The image size, capped by `maximumSize`.
    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let limit = listConfiguration.imageProperties.maximumSize
        if limit.width > 0 { size.width = min(size.width, limit.width) }
        if limit.height > 0 { size.height = min(size.height, limit.height) }
        return size
    }

    /// The height the content needs: the margins and the texts (stacked for a subtitle cell), at least the image.
    open override var intrinsicContentSize: CGSize {
        let c = listConfiguration, m = c.directionalLayoutMargins
        let text = c.shownText == nil ? 0 : textLabel.intrinsicContentSize.height
        let secondary = c.shownSecondaryText == nil ? 0 : secondaryTextLabel.intrinsicContentSize.height
        let texts = c.layout == .subtitle || (c.layout == .cell && !c.prefersSideBySideTextAndSecondaryText)
            ? text + secondary + (secondary > 0 && text > 0 ? c.textToSecondaryTextVerticalPadding : 0)
            : max(text, secondary)
        return CGSize(width: View.noIntrinsicMetric, height: (max(texts, imageSize.height) + m.top + m.bottom).rounded(.up))
    }

    /// The labels' fonts may have followed a new content size category: the height the content needs changes.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = listConfiguration, m = c.directionalLayoutMargins
        let content = CGRect(x: m.leading, y: m.top, width: max(0, bounds.width - m.leading - m.trailing),
                             height: max(0, bounds.height - m.top - m.bottom))
        var x = content.minX
        let image = imageSize
        if c.image != nil {
            imageView.frame = CGRect(x: x, y: (content.midY - image.height / 2).rounded(), width: image.width, height: image.height)
            x += image.width + c.imageToTextPadding
        }
        let width = max(0, content.maxX - x)
        let t = c.shownText == nil ? CGSize.zero : textLabel.intrinsicContentSize
        let s = c.shownSecondaryText == nil ? CGSize.zero : secondaryTextLabel.intrinsicContentSize
        if c.prefersSideBySideTextAndSecondaryText {
            let secondaryWidth = min(s.width, width)
            secondaryTextLabel.frame = CGRect(x: content.maxX - secondaryWidth, y: (content.midY - s.height / 2).rounded(),
                                              width: secondaryWidth, height: s.height)
            let textWidth = max(0, width - secondaryWidth - (secondaryWidth > 0 ? c.textToSecondaryTextHorizontalPadding : 0))
            textLabel.frame = CGRect(x: x, y: (content.midY - t.height / 2).rounded(), width: textWidth, height: t.height)
        } else {
            let gap = t.height > 0 && s.height > 0 ? c.textToSecondaryTextVerticalPadding : 0
            let top = (content.midY - (t.height + gap + s.height) / 2).rounded()
            textLabel.frame = CGRect(x: x, y: top, width: width, height: t.height)
            secondaryTextLabel.frame = CGRect(x: x, y: top + t.height + gap, width: width, height: s.height)
        }
    }

    override var libraryClassName: String { "ListContentView" }
}

/// `UIAxis`: horizontal, vertical or both.
public struct Axis: OptionSet, Hashable, Sendable {
    /// The raw bits (UIKit's).
    public let rawValue: UInt
    /// Creates axes from UIKit's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `.horizontal` (1 << 0).
    public static let horizontal = Axis(rawValue: 1 << 0)
    /// `.vertical` (1 << 1).
    public static let vertical = Axis(rawValue: 1 << 1)
    /// `.both`.
    public static let both: Axis = [.horizontal, .vertical]
}

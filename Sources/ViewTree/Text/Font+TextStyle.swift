import Foundation

// Dynamic Type: `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics`, at the default content size category
// ("Large"). ViewTree has no Settings app, so the category never changes: every text style has the size Apple's
// Human Interface Guidelines list for Large, and scaling a font or a value leaves it as it is.

extension Font {
    /// `UIFont.TextStyle`: a Dynamic Type text style, with UIKit's raw values (`UICTFontTextStyleBody`, …).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's constant name, e.g. `"UICTFontTextStyleBody"`.
        public let rawValue: String
        /// A text style from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `.largeTitle` (iOS 11).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// `.title1`.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// `.title2`.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// `.title3`.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// `.headline`.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// `.subheadline`.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// `.body`.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// `.callout`.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// `.footnote`.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// `.caption1`.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// `.caption2`.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size at the default content size category (Large), from Apple's Human Interface Guidelines'
        /// "Dynamic Type sizes" table for iOS (Large Title 34, Title 1 28, Title 2 22, Title 3 20, Headline 17
        /// semibold, Body 17, Callout 16, Subhead 15, Footnote 13, Caption 1 12, Caption 2 11; the same values
        /// iosfontsizes.com lists from `preferredFont(forTextStyle:)` on devices). A style UIKit does not define
        /// gets Body's size.
        public var defaultPointSize: CGFloat {
            TextStyle.defaultPointSizes[self] ?? TextStyle.defaultPointSizes[.body] ?? 17
        }

        /// Whether the style is semibold at the default category (Headline only, in the same table).
        public var isSemibold: Bool { self == .headline }

        static let defaultPointSizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
            .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
    }

    /// The name a semibold system font gets, as `systemFont(ofSize:weight: .semibold)` names it (UIKit's
    /// `UIFontWeightSemibold` is 0.3).
    static let semiboldSystemFontName = systemFontName + "-W0.3"

    /// `UIFont.preferredFont(forTextStyle:)`: the system font at the style's size for the default content size
    /// category (`TextStyle.defaultPointSize`).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(pointSize: style.defaultPointSize, name: style.isSemibold ? semiboldSystemFontName : systemFontName)
    }
}

/// `UIFontMetrics`: scales custom fonts and values with the user's text size. At ViewTree's fixed default content
/// size category (Large) the scale is 1, so a font or value comes back unchanged (capped by `maximumPointSize`).
public struct FontMetrics: Sendable {
    /// The text style whose scaling curve it follows.
    public let textStyle: Font.TextStyle

    /// `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// `UIFontMetrics.default`: Body's curve.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// `scaledFont(for:)`: the font at the current category's scale (1 at Large).
    public func scaledFont(for font: Font) -> Font { font }

    /// `scaledFont(for:maximumPointSize:)`: as `scaledFont(for:)`, no bigger than `maximumPointSize` (0: no cap).
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        guard maximumPointSize > 0, font.pointSize > maximumPointSize else { return font }
        return Font(pointSize: maximumPointSize, name: font.name)
    }

    /// `scaledValue(for:)`: the value at the current category's scale (1 at Large).
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

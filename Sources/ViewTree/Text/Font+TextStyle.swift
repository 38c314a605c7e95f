import Foundation

// Dynamic Type: `UIFont.preferredFont(forTextStyle:)`, sized for the content size category of the current world
// (`Simulation.preferredContentSizeCategory`, Large by default) or of a trait collection.

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

        /// The point size at the default content size category (Large): Large Title 34, Title 1 28, Title 2 22,
        /// Title 3 20, Headline 17 semibold, Body 17, Callout 16, Subhead 15, Footnote 13, Caption 1 12, Caption 2 11
        /// (`pointSizes`' Large column; the same values iosfontsizes.com lists from `preferredFont(forTextStyle:)`
        /// on devices).
        public var defaultPointSize: CGFloat { pointSize(for: .large) }

        /// The point size at `category`, from `pointSizes`. `unspecified` (or a category UIKit does not define)
        /// gets Large's size; a style UIKit does not define gets Body's sizes.
        public func pointSize(for category: ContentSizeCategory) -> CGFloat {
            let row = TextStyle.pointSizes[self] ?? TextStyle.pointSizes[.body] ?? []
            let column = category.sizeIndex ?? TextStyle.largeColumn
            return column < row.count ? row[column] : Font.labelDefaultPointSize
        }

        /// Whether the style is semibold (Headline only, in the table below).
        public var isSemibold: Bool { self == .headline }

        /// The point size of each text style at each content size category, in the order of
        /// `ContentSizeCategory.sizes`: xSmall, Small, Medium, Large (the default), xLarge, xxLarge, xxxLarge, AX1,
        /// AX2, AX3, AX4, AX5. Source: Apple's Human Interface Guidelines, Typography, "iOS Dynamic Type sizes"
        /// (the table in points; Headline is the semibold weight of Body's sizes).
        public static let pointSizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
        ]

        /// Large's column in `pointSizes`.
        static let largeColumn = 3
    }

    /// The name a semibold system font gets, as `systemFont(ofSize:weight: .semibold)` names it (UIKit's
    /// `UIFontWeightSemibold` is 0.3).
    static let semiboldSystemFontName = systemFontName + "-W0.3"

    /// `UIFont.preferredFont(forTextStyle:)`: the system font at the style's size for the current world's content
    /// size category (`Simulation.preferredContentSizeCategory`; Large when no world is current).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, at: ContentSizeCategory.ofCurrentWorld)
    }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: as `preferredFont(forTextStyle:)`, at the trait
    /// collection's `preferredContentSizeCategory` (the current world's when it is `.unspecified` or there are no
    /// traits).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?) -> Font {
        preferredFont(forTextStyle: style, at: ContentSizeCategory.of(traitCollection))
    }

    /// The style's font at `category`, remembering its style so that it can be made again at another category.
    static func preferredFont(forTextStyle style: TextStyle, at category: ContentSizeCategory) -> Font {
        Font(pointSize: style.pointSize(for: category), name: style.isSemibold ? semiboldSystemFontName : systemFontName,
             dynamicTypeSource: .textStyle(style))
    }
}

extension ContentSizeCategory {
    /// The current world's category (`Simulation.current`), Large when no world is current.
    static var ofCurrentWorld: ContentSizeCategory { Simulation.current?.preferredContentSizeCategory ?? .large }

    /// The category of `traitCollection`, or the current world's when it has none (`.unspecified`, or no traits).
    static func of(_ traitCollection: TraitCollection?) -> ContentSizeCategory {
        guard let category = traitCollection?.preferredContentSizeCategory, category != .unspecified else {
            return ofCurrentWorld
        }
        return category
    }
}

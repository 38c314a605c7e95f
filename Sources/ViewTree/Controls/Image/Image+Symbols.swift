import Foundation

// SF Symbols: `UIImage(systemName:)` and `UIImage.SymbolConfiguration` (iOS 13). The symbols' artwork is in the
// operating system, not in ViewTree; what UI logic sees of a symbol is that it exists, its name, that it is a
// template, and a size that follows its configuration.

extension Image {
    /// `UIImage.SymbolWeight` (UIImage.h values): the stroke weight of a symbol, matching the font weights.
    public enum SymbolWeight: Int, Sendable, Hashable, Codable {
        /// No weight given (the symbol takes the text's weight, regular by default).
        case unspecified = 0
        /// Ultra light.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular (the default).
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// `UIImage.SymbolScale` (UIImage.h values): a symbol's size relative to the text it goes with.
    public enum SymbolScale: Int, Sendable, Hashable, Codable {
        /// The context's scale (medium).
        case `default` = -1
        /// No scale given (medium).
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium (the default).
        case medium = 2
        /// Large.
        case large = 3

        /// The factor a symbol's size is multiplied by at this scale, relative to medium. An approximation (Apple
        /// publishes no ratio): small and large symbols are drawn about a fifth smaller and a quarter larger than
        /// medium ones in SF Symbols' own templates, which is what these factors encode.
        public var sizeFactor: CGFloat {
            switch self {
            case .small: return Image.symbolSmallScaleFactor
            case .large: return Image.symbolLargeScaleFactor
            case .default, .unspecified, .medium: return 1
            }
        }
    }

    /// How much smaller a `.small` symbol is than a medium one (0.8; see `SymbolScale.sizeFactor`).
    public static let symbolSmallScaleFactor: CGFloat = 0.8
    /// How much larger a `.large` symbol is than a medium one (1.25; see `SymbolScale.sizeFactor`).
    public static let symbolLargeScaleFactor: CGFloat = 1.25

    /// The point size of a symbol made with no configuration: 17, the body text style at the default content
    /// size: an unconfigured symbol image is sized for body text (Apple's "Configuring and displaying symbol
    /// images in your UI": symbols scale with the text style they accompany, body by default).
    public static let symbolDefaultPointSize: CGFloat = Font.labelDefaultPointSize

    /// `UIImage.Configuration`: in UIKit the superclass of `SymbolConfiguration`; here the symbol
    /// configuration itself, the only kind ViewTree's images take.
    public typealias Configuration = SymbolConfiguration

    /// `UIImage.SymbolConfiguration`: a symbol's point size (or text style), weight and scale.
    public struct SymbolConfiguration: Sendable, Hashable, Codable {
        /// The point size given, or 0 when none was (the text style's or the default size applies).
        public var pointSize: CGFloat
        /// The weight.
        public var weight: SymbolWeight
        /// The scale.
        public var scale: SymbolScale
        /// The text style given, by its raw value (`UIFont.TextStyle`), or `nil`.
        public var textStyleName: String?
        /// The colours of `init(paletteColors:)` (iOS 15), one per layer of the symbol, or `nil`.
        public var paletteColors: [Color]?
        /// The colour of `init(hierarchicalColor:)` (iOS 15), or `nil`.
        public var hierarchicalColor: Color?
        /// `preferringMulticolor()` (true), `preferringMonochrome()` (false), or neither (nil).
        private var multicolorPreference: Bool?
        /// Whether the configuration asks for the symbol's multicolour variant (`preferringMulticolor()`).
        public var prefersMulticolor: Bool { multicolorPreference == true }

        /// `SymbolConfiguration(pointSize:weight:scale:)`.
        public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .default) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyleName = nil
        }

        /// `SymbolConfiguration(weight:)`.
        public init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }

        /// `SymbolConfiguration(scale:)`.
        public init(scale: SymbolScale) { self.init(pointSize: 0, scale: scale) }

        /// `SymbolConfiguration(textStyle:scale:)`: sized as the text style's preferred font.
        public init(textStyle: Font.TextStyle, scale: SymbolScale = .default) {
            self.init(pointSize: 0, scale: scale)
            self.textStyleName = textStyle.rawValue
        }

        /// `SymbolConfiguration(font:scale:)`: sized as `font`.
        public init(font: Font, scale: SymbolScale = .default) {
            self.init(pointSize: font.pointSize, scale: scale)
        }

        /// `SymbolConfiguration(paletteColors:)` (iOS 15): the symbol's layers in these colours, in order.
        public init(paletteColors: [Color]) {
            self.init(pointSize: 0)
            self.paletteColors = paletteColors
        }

        /// `SymbolConfiguration(hierarchicalColor:)` (iOS 15): the symbol's layers in shades of one colour.
        public init(hierarchicalColor: Color) {
            self.init(pointSize: 0)
            self.hierarchicalColor = hierarchicalColor
        }

        /// `preferringMulticolor()` (iOS 15): the symbol's own colours, where it has a multicolour variant.
        public static func preferringMulticolor() -> SymbolConfiguration {
            var configuration = SymbolConfiguration(pointSize: 0)
            configuration.multicolorPreference = true
            return configuration
        }

        /// `preferringMonochrome()` (iOS 16): one colour, the tint.
        public static func preferringMonochrome() -> SymbolConfiguration {
            var configuration = SymbolConfiguration(pointSize: 0)
            configuration.multicolorPreference = false
            return configuration
        }

        /// `UIImage.SymbolConfiguration.unspecified`.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: 0) }

        /// `applying(_:)`: this configuration with what `other` specifies (its point size or text style, its
        /// weight and its scale, each where given).
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var result = self
            if other.pointSize > 0 || other.textStyleName != nil {
                result.pointSize = other.pointSize
                result.textStyleName = other.textStyleName
            }
            if other.weight != .unspecified { result.weight = other.weight }
            if other.scale != .default && other.scale != .unspecified { result.scale = other.scale }
            // A colour configuration replaces the one before it (UIKit keeps the last colour rendering asked).
            if other.paletteColors != nil || other.hierarchicalColor != nil || other.multicolorPreference != nil {
                result.paletteColors = other.paletteColors
                result.hierarchicalColor = other.hierarchicalColor
                result.multicolorPreference = other.multicolorPreference
            }
            return result
        }

        /// The point size this configuration draws at: the given size, else the text style's, else 17.
        public var effectivePointSize: CGFloat {
            if pointSize > 0 { return pointSize }
            if let textStyleName { return Font.preferredFont(forTextStyle: Font.TextStyle(rawValue: textStyleName)).pointSize }
            return Image.symbolDefaultPointSize
        }

        /// A symbol's size in points at this configuration: a square of the effective point size times the
        /// scale's factor, rounded to a third of a point (symbols are drawn at @3x). Real symbols differ in width
        /// (a chevron is wider than tall); ViewTree has no per-symbol metrics, so every symbol is square.
        public var symbolSize: CGSize {
            let side = ((effectivePointSize * scale.sizeFactor) * 3).rounded() / 3
            return CGSize(width: side, height: side)
        }
    }

    /// Whether `name` can name an SF Symbol: lowercase ASCII letters, digits and single dots between parts
    /// ("star.fill", "0.circle", "arrow.up.left.and.arrow.down.right"). UIKit returns `nil` for a name the
    /// system does not have; ViewTree has no list of the thousands of symbols, so it returns an image for any
    /// well-formed name and `nil` for the rest (an empty name, spaces, capitals, stray dots).
    public static func isWellFormedSymbolName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 128 else { return false }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }
        }
    }

    /// `UIImage(systemName:)`: the SF Symbol `name` at the default configuration (17 pt, medium), a template
    /// image; `nil` for a name that is not well formed (see `isWellFormedSymbolName(_:)`).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// `UIImage(systemName:withConfiguration:)`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard Image.isWellFormedSymbolName(name) else { return nil }
        let resolved = SymbolConfiguration.unspecified.applying(configuration)
        self.init(name: name, size: resolved.symbolSize, images: nil, duration: 0, renderingMode: .alwaysTemplate,
                  isSymbolImage: true, symbolConfiguration: resolved, tintColor: nil,
                  scale: Image.screenScale(in: Simulation.current))
    }

    /// `withConfiguration(_:)`: a symbol image at `configuration` applied to its own; any other image unchanged.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard isSymbolImage else { return self }
        let resolved = (symbolConfiguration ?? .unspecified).applying(configuration)
        return Image(name: name, size: resolved.symbolSize, images: nil, duration: 0, renderingMode: renderingMode,
                     isSymbolImage: true, symbolConfiguration: resolved, tintColor: tintColor,
                     alignmentRectInsets: alignmentRectInsets, flipsForRightToLeftLayoutDirection: flipsForRightToLeftLayoutDirection,
                     scale: scale)
    }

    /// `applyingSymbolConfiguration(_:)`: as `withConfiguration(_:)`, `nil` for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }
}

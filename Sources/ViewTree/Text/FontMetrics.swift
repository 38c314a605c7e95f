import Foundation

/// `UIFontMetrics`: scales custom fonts and values with the user's text size, along a text style's curve.
///
/// As UIKit documents, the scale at a category is the style's size there over its size at Large (the default):
/// Body's 19 pt at xLarge over its 17 pt scales a 20-pt custom font to 20 × 19 / 17. The scale is 1 at Large, so
/// nothing changes until the category does. The results are not rounded.
public struct FontMetrics: Sendable {
    /// The text style whose scaling curve it follows.
    public let textStyle: Font.TextStyle

    /// `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// `UIFontMetrics.default`: Body's curve.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// `scaledFont(for:)`: the font at the current world's category (`Simulation.preferredContentSizeCategory`).
    /// The result remembers the unscaled font, so a view that adjusts to the category scales it again when the
    /// category changes.
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, maximumPointSize: 0, at: .ofCurrentWorld)
    }

    /// `scaledFont(for:maximumPointSize:)`: as `scaledFont(for:)`, no bigger than `maximumPointSize` (0: no cap).
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize, at: .ofCurrentWorld)
    }

    /// `scaledFont(for:compatibleWith:)`: as `scaledFont(for:)`, at the trait collection's category (the current
    /// world's when it is `.unspecified` or there are no traits).
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        scaledFont(for: font, maximumPointSize: 0, at: .of(traitCollection))
    }

    /// `scaledFont(for:maximumPointSize:compatibleWith:)`.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize, at: .of(traitCollection))
    }

    /// `scaledValue(for:)`: the value at the current world's category's scale.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaled(value, at: .ofCurrentWorld) }

    /// `scaledValue(for:compatibleWith:)`: the value at the trait collection's category's scale (the current
    /// world's when it is `.unspecified` or there are no traits).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        scaled(value, at: .of(traitCollection))
    }

    /// `value` × the style's size at `category` ÷ its size at Large (multiplied first, so that a value that
    /// scales to a whole number gives it exactly).
    func scaled(_ value: CGFloat, at category: ContentSizeCategory) -> CGFloat {
        value * textStyle.pointSize(for: category) / textStyle.defaultPointSize
    }

    /// `font` scaled to `category`, capped at `maximumPointSize` when it is positive.
    func scaledFont(for font: Font, maximumPointSize: CGFloat, at category: ContentSizeCategory) -> Font {
        var size = scaled(font.pointSize, at: category)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return Font(pointSize: size, name: font.name,
                    dynamicTypeSource: .scaled(textStyle, basePointSize: font.pointSize, maximumPointSize: maximumPointSize))
    }
}

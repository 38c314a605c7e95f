import Foundation

#if !canImport(CoreGraphics)
/// `CGColor`, which Foundation on Linux lacks: the colour a layer's `borderColor`,
/// `backgroundColor` and `shadowColor` hold. Made from a `Color` (`color.cgColor`), so
/// `layer.borderColor = UIColor.red.cgColor` ports as `layer.borderColor = Color.red.cgColor`.
public struct CGColor: Equatable, Hashable, Sendable, Codable {
    /// The `Color` it was made from (components and colour space).
    public let color: Color

    /// Wraps a colour (a dynamic one resolved with `TraitCollection.current`: a `CGColor` has one appearance).
    public init(_ color: Color) { self.color = color.fixed }

    /// `CGColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.color = Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `CGColor(gray:alpha:)`.
    public init(gray: CGFloat, alpha: CGFloat) { self.color = Color(white: gray, alpha: alpha) }

    /// The components: `[white, alpha]` for a grey colour, `[alpha]` for a pattern colour (a pattern colour space
    /// has no colour components, only the opacity: `CGColor(patternSpace:pattern:components:)`), `[r, g, b, alpha]`
    /// otherwise.
    public var components: [CGFloat]? {
        switch color.space {
        case .gray: return [color.red, color.alpha]
        case .pattern: return [color.alpha]
        case .rgb: return [color.red, color.green, color.blue, color.alpha]
        }
    }

    /// The number of components (2 for grey, 1 for a pattern, 4 for RGB).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity.
    public var alpha: CGFloat { color.alpha }

    /// `copy(alpha:)`.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(color.withAlphaComponent(alpha))
    }
}
#endif

extension Color {
    /// `UIColor.cgColor`: the Core Graphics colour a layer stores. A dynamic colour's is its resolution with
    /// `TraitCollection.current` (Apple, "Supporting Dark Mode in Your Interface"): fixed, so a layer given it does not
    /// follow a later change of appearance.
    public var cgColor: CGColor { CGColor(fixed) }

    /// `UIColor(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        self.init(componentsOf: cgColor.color)
    }
}

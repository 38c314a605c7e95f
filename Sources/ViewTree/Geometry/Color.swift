import Foundation

/// `UIColor`: four components in 0…1, and the colour space UIKit would report for it (a colour made from a
/// white level prints as a grey colour).
///
/// A class, as `UIColor` is, so the extensions real code writes port unchanged:
/// `convenience init(hex: Int) { self.init(red: …, green: …, blue: …, alpha: 1) }` and
/// `class var brand: UIColor { … }`. Immutable (UIKit's colours are), so it is `Sendable`; two colours are
/// equal when their colour space and components are (`UIColor.isEqual(_:)`), whichever objects they are.
public final class Color: Hashable, Sendable, Codable {
    /// The colour space a colour was created in; it decides how the colour prints.
    public enum Space: String, Sendable, Codable {
        /// `UIColor(red:green:blue:alpha:)`: prints as `UIExtendedSRGBColorSpace r g b a`.
        case rgb
        /// `UIColor(white:alpha:)`: prints as `UIExtendedGrayColorSpace w a`.
        case gray
        /// `UIColor(patternImage:)`: a colour that tiles an image (`patternImage`); it has no red, green or blue.
        case pattern
    }

    /// Red component, 0…1.
    public let red: CGFloat
    /// Green component, 0…1.
    public let green: CGFloat
    /// Blue component, 0…1.
    public let blue: CGFloat
    /// Opacity, 0…1.
    public let alpha: CGFloat
    /// The colour space it was created in.
    public let space: Space
    /// The image a pattern colour tiles (`UIColor(patternImage:)`), `nil` for every other colour. Not UIKit API
    /// (UIKit keeps it private, `UIDynamicPatternColor._image`); ViewTree shows it so a test can tell patterns apart.
    public let patternImage: Image?

    /// Every initializer ends here: the components as given, in `space`.
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, space: Space, patternImage: Image? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.space = space
        self.patternImage = space == .pattern ? patternImage : nil
    }

    /// `UIColor(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, space: .rgb)
    }

    /// `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha, space: .gray)
    }

    /// `UIColor.isEqual(_:)`: the same colour space and components (two pattern colours: the same image, as
    /// `UIDynamicPatternColor.isEqual:` compares its image, and opacity).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.space == rhs.space && lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
            && lhs.alpha == rhs.alpha && lhs.patternImage == rhs.patternImage
    }

    /// `NSObject.isEqual(_:)`, as `UIColor` answers it: `true` for a colour equal to this one (`==`),
    /// `false` for anything else (a `CGColor`, `nil`, another type).
    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Color else { return false }
        return other == self
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(patternImage)
    }

    private enum CodingKeys: String, CodingKey { case red, green, blue, alpha, space, patternImage }

    /// Decodes the components and colour space `encode(to:)` wrote.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        red = try container.decode(CGFloat.self, forKey: .red)
        green = try container.decode(CGFloat.self, forKey: .green)
        blue = try container.decode(CGFloat.self, forKey: .blue)
        alpha = try container.decode(CGFloat.self, forKey: .alpha)
        space = try container.decode(Space.self, forKey: .space)
        let image = try container.decodeIfPresent(Image.self, forKey: .patternImage)
        patternImage = space == .pattern ? image : nil
    }

    /// Encodes the components and the colour space.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(alpha, forKey: .alpha)
        try container.encode(space, forKey: .space)
        try container.encodeIfPresent(patternImage, forKey: .patternImage)
    }

    /// `UIColor.clear`: white 0, alpha 0.
    public static let clear = Color(white: 0, alpha: 0)
    /// `UIColor.black`.
    public static let black = Color(white: 0)
    /// `UIColor.white`.
    public static let white = Color(white: 1)
    /// `UIColor.gray`: white 0.5.
    public static let gray = Color(white: 0.5)
    /// `UIColor.darkGray`: white 1/3.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// `UIColor.lightGray`: white 2/3.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// `UIColor.red`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// `UIColor.green`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// `UIColor.blue`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// `UIColor.yellow`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// `UIColor.orange`.
    public static let orange = Color(red: 1, green: 0.5, blue: 0)

    /// `withAlphaComponent(_:)`: the same colour with another opacity, in the same colour space.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha, space: space, patternImage: patternImage)
    }

    /// `getRed(_:green:blue:alpha:)`: the RGB components (a grey colour's white level in each); `true`, as
    /// UIKit returns for every colour convertible to RGB. A pattern colour is not: `false`, the pointees untouched.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard space != .pattern else { return false }
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// `getWhite(_:alpha:)`: the white level and opacity of a grey colour; `false` for an RGB colour, as UIKit
    /// returns for a colour not in a compatible (grey) colour space, leaving the pointees untouched.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard space == .gray else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// Linear interpolation between two colours, component by component (Core Animation
    /// interpolates `backgroundColor` in RGBA). A pattern colour has no components to blend: from the first
    /// moment the other colour shows (ours).
    public func interpolated(to other: Color, fraction: CGFloat) -> Color {
        if space == .pattern || other.space == .pattern { return fraction > 0 ? other : self }
        return Color(red: red + (other.red - red) * fraction,
              green: green + (other.green - green) * fraction,
              blue: blue + (other.blue - blue) * fraction,
              alpha: alpha + (other.alpha - alpha) * fraction,
              space: space == .gray && other.space == .gray ? .gray : .rgb)
    }
}

extension Color: CustomStringConvertible {
    /// As `UIColor.description` prints it on iOS 10 and later.
    public var description: String {
        switch space {
        case .gray:
            return "UIExtendedGrayColorSpace \(UIKitFormat.number(red)) \(UIKitFormat.number(alpha))"
        case .rgb:
            return "UIExtendedSRGBColorSpace \(UIKitFormat.number(red)) \(UIKitFormat.number(green)) "
                + "\(UIKitFormat.number(blue)) \(UIKitFormat.number(alpha))"
        case .pattern:
            return "<\(Color.patternColorClassName): \(Color.patternColorAddress) image = \(patternImage.map { "\($0)" } ?? "(null)")>"
        }
    }
}

// Drawing with a colour (`UIColor.set()`, `setFill()`, `setStroke()`), as `draw(_:)` overrides do. ViewTree
// has no graphics context and draws no pixels: these record nothing.
extension Color {
    /// `resolvedColor(with:)` (iOS 13): the colour for a trait collection. ViewTree's colours have one
    /// appearance (light; there is no dark mode), so it is the colour itself.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }

    /// `UIColor(dynamicProvider:)` (iOS 13): the colour `provider` gives for the light appearance, the one
    /// ViewTree shows (a light interface, `userInterfaceStyle` `.light`, resolves a dynamic colour so), asked
    /// once, now; the closure is not kept.
    public convenience init(dynamicProvider provider: @escaping (TraitCollection) -> Color) {
        let light = provider(TraitCollection(userInterfaceStyle: .light))
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, space: light.space,
                  patternImage: light.patternImage)
    }

    /// `set()`: the fill and stroke colour of the current context (none in ViewTree).
    public func set() {}
    /// `setFill()`: the fill colour of the current context (none in ViewTree).
    public func setFill() {}
    /// `setStroke()`: the stroke colour of the current context (none in ViewTree).
    public func setStroke() {}
}

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

    /// Red component, 0…1 (a dynamic colour's, resolved with `TraitCollection.current`, as UIKit resolves a dynamic
    /// colour whose components are read).
    public var red: CGFloat { fixed.storedRed }
    /// Green component, 0…1 (resolved as `red` is).
    public var green: CGFloat { fixed.storedGreen }
    /// Blue component, 0…1 (resolved as `red` is).
    public var blue: CGFloat { fixed.storedBlue }
    /// Opacity, 0…1 (resolved as `red` is).
    public var alpha: CGFloat { fixed.storedAlpha }
    /// The colour space it was created in (a dynamic colour's resolved colour's).
    public var space: Space { fixed.storedSpace }
    /// The image a pattern colour tiles (`UIColor(patternImage:)`), `nil` for every other colour. Not UIKit API
    /// (UIKit keeps it private, `UIDynamicPatternColor._image`); ViewTree shows it so a test can tell patterns apart.
    public var patternImage: Image? { fixed.storedPatternImage }

    // A fixed colour's own components; a dynamic colour has none (zeros): it resolves (`fixed`).
    let storedRed: CGFloat
    let storedGreen: CGFloat
    let storedBlue: CGFloat
    let storedAlpha: CGFloat
    let storedSpace: Space
    let storedPatternImage: Image?
    /// What a dynamic colour resolves with (`Color+Dynamic.swift`); `nil` for a fixed colour, the usual case, whose
    /// only cost is this reference (the object stays in glibc's 80-byte malloc block: 72 bytes, as 64 were).
    let dynamic: DynamicColor?

    /// Every initializer of a fixed colour ends here: the components as given, in `space`.
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, space: Space, patternImage: Image? = nil) {
        storedRed = red
        storedGreen = green
        storedBlue = blue
        storedAlpha = alpha
        storedSpace = space
        storedPatternImage = space == .pattern ? patternImage : nil
        dynamic = nil
    }

    /// A fixed colour with `color`'s components, colour space and pattern (a dynamic colour resolved once, with
    /// `TraitCollection.current`): what `UIColor(named:)`, `UIColor(resource:)` and `UIColor(cgColor:)` make.
    convenience init(componentsOf color: Color) {
        let fixed = color.fixed
        self.init(red: fixed.storedRed, green: fixed.storedGreen, blue: fixed.storedBlue, alpha: fixed.storedAlpha,
                  space: fixed.storedSpace, patternImage: fixed.storedPatternImage)
    }

    /// The HSB model of RGB components, as `getHue(_:saturation:brightness:alpha:)` answers it and
    /// `accessibilityName` names it: hue in 0..<1 (0 for a grey), saturation the range over the largest component (0
    /// for black), brightness the largest component.
    package static func hueSaturationBrightness(red r: CGFloat, green g: CGFloat,
                                                blue b: CGFloat) -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let high = max(r, g, b), low = min(r, g, b), range = high - low
        var h: CGFloat = 0
        if range > 0 {
            if high == r { h = (g - b) / range } else if high == g { h = 2 + (b - r) / range } else { h = 4 + (r - g) / range }
            h /= 6
            if h < 0 { h += 1 }
        }
        return (h, high > 0 ? range / high : 0, high)
    }

    /// A dynamic colour: no components of its own; `dynamic` resolves it.
    init(dynamic: DynamicColor) {
        storedRed = 0
        storedGreen = 0
        storedBlue = 0
        storedAlpha = 0
        storedSpace = .rgb
        storedPatternImage = nil
        self.dynamic = dynamic
    }

    /// The colour whose components reads see: itself when fixed, resolved with `TraitCollection.current` when
    /// dynamic.
    var fixed: Color { dynamic == nil ? self : resolvedColor(with: .current) }

    /// `UIColor(red:green:blue:alpha:)`.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, space: .rgb)
    }

    /// `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha, space: .gray)
    }

    /// `UIColor.isEqual(_:)`: the same colour space and components (two pattern colours: the same image, as
    /// `UIDynamicPatternColor.isEqual:` compares its image, and opacity). A dynamic colour equals only itself (and a
    /// colour made from the same dynamic one): it is not equal to what it resolves to.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        if lhs.dynamic != nil || rhs.dynamic != nil { return lhs.dynamic === rhs.dynamic }
        return lhs.storedSpace == rhs.storedSpace && lhs.storedRed == rhs.storedRed && lhs.storedGreen == rhs.storedGreen
            && lhs.storedBlue == rhs.storedBlue && lhs.storedAlpha == rhs.storedAlpha
            && lhs.storedPatternImage == rhs.storedPatternImage
    }

    /// `NSObject.isEqual(_:)`, as `UIColor` answers it: `true` for a colour equal to this one (`==`),
    /// `false` for anything else (a `CGColor`, `nil`, another type).
    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Color else { return false }
        return other == self
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        if let dynamic {
            hasher.combine(ObjectIdentifier(dynamic))
            return
        }
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
        storedRed = try container.decode(CGFloat.self, forKey: .red)
        storedGreen = try container.decode(CGFloat.self, forKey: .green)
        storedBlue = try container.decode(CGFloat.self, forKey: .blue)
        storedAlpha = try container.decode(CGFloat.self, forKey: .alpha)
        storedSpace = try container.decode(Space.self, forKey: .space)
        let image = try container.decodeIfPresent(Image.self, forKey: .patternImage)
        storedPatternImage = storedSpace == .pattern ? image : nil
        dynamic = nil
    }

    /// Encodes the components and the colour space (a dynamic colour's, resolved with `TraitCollection.current`: a
    /// closure cannot be encoded, and UIKit archives a dynamic colour's current appearance too).
    public func encode(to encoder: any Encoder) throws {
        if dynamic != nil { return try fixed.encode(to: encoder) }
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

    /// `withAlphaComponent(_:)`: the same colour with another opacity, in the same colour space. A dynamic colour
    /// gives a dynamic colour, whose every appearance has that opacity (UIKit's `UIDynamicModifiedColor`).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        if let dynamic { return Color(dynamic: DynamicColor(.alpha(alpha, of: dynamic))) }
        return Color(red: storedRed, green: storedGreen, blue: storedBlue, alpha: alpha, space: storedSpace,
                     patternImage: storedPatternImage)
    }

    /// `getRed(_:green:blue:alpha:)`: the RGB components (a grey colour's white level in each); `true`, as
    /// UIKit returns for every colour convertible to RGB. A pattern colour is not: `false`, the pointees untouched.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = fixed   // resolved once: a provider is asked once per call
        guard color.storedSpace != .pattern else { return false }
        red?.pointee = color.storedRed
        green?.pointee = color.storedGreen
        blue?.pointee = color.storedBlue
        alpha?.pointee = color.storedAlpha
        return true
    }

    /// `getWhite(_:alpha:)`: the white level and opacity of a grey colour; `false` for an RGB colour, as UIKit
    /// returns for a colour not in a compatible (grey) colour space, leaving the pointees untouched.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = fixed
        guard color.storedSpace == .gray else { return false }
        white?.pointee = color.storedRed
        alpha?.pointee = color.storedAlpha
        return true
    }

    /// Linear interpolation between two colours, component by component (Core Animation
    /// interpolates `backgroundColor` in RGBA). A pattern colour has no components to blend: from the first
    /// moment the other colour shows (ours).
    public func interpolated(to other: Color, fraction: CGFloat) -> Color {
        if dynamic != nil || other.dynamic != nil { return fixed.interpolated(to: other.fixed, fraction: fraction) }
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
        if let dynamic { return dynamic.description }
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
    /// `set()`: the fill and stroke colour of the current context (none in ViewTree).
    public func set() {}
    /// `setFill()`: the fill colour of the current context (none in ViewTree).
    public func setFill() {}
    /// `setStroke()`: the stroke colour of the current context (none in ViewTree).
    public func setStroke() {}
}

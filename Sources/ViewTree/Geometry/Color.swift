import Foundation

/// A small colour value standing in for `UIColor`: four components in 0…1, and the colour space
/// UIKit would report for it (a colour made from a white level prints as a grey colour).
public struct Color: Equatable, Hashable, Sendable, Codable {
    /// The colour space a colour was created in; it decides how the colour prints.
    public enum Space: String, Sendable, Codable {
        /// `UIColor(red:green:blue:alpha:)`: prints as `UIExtendedSRGBColorSpace r g b a`.
        case rgb
        /// `UIColor(white:alpha:)`: prints as `UIExtendedGrayColorSpace w a`.
        case gray
    }

    /// Red component, 0…1.
    public var red: CGFloat
    /// Green component, 0…1.
    public var green: CGFloat
    /// Blue component, 0…1.
    public var blue: CGFloat
    /// Opacity, 0…1.
    public var alpha: CGFloat
    /// The colour space it was created in.
    public var space: Space

    /// `UIColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.space = .rgb
    }

    /// `UIColor(white:alpha:)`.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.red = white
        self.green = white
        self.blue = white
        self.alpha = alpha
        self.space = .gray
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

    /// Linear interpolation between two colours, component by component (Core Animation
    /// interpolates `backgroundColor` in RGBA).
    public func interpolated(to other: Color, fraction: CGFloat) -> Color {
        var c = Color(red: red + (other.red - red) * fraction,
                      green: green + (other.green - green) * fraction,
                      blue: blue + (other.blue - blue) * fraction,
                      alpha: alpha + (other.alpha - alpha) * fraction)
        if space == .gray && other.space == .gray { c.space = .gray }
        return c
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

import Foundation
import ViewTree

/// `UIColor`: ViewTree's `Color` (sRGB components and alpha).
public typealias UIColor = Color
// `CGColor` and `UIColor.cgColor` come from ViewTree's layers (`Layers/CGColor.swift`).

extension Color {
    /// `UIColor(hue:saturation:brightness:alpha:)`: HSB components in 0…1, converted to RGB as UIKit
    /// does (hue wraps around; values outside 0…1 are clamped).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// `getHue(_:saturation:brightness:alpha:)`: the HSB components (hue 0…1, 0 for a grey), the inverse of
    /// `init(hue:saturation:brightness:alpha:)`; `true`, as UIKit returns for a colour convertible to RGB (a pattern
    /// colour is not: `false`, the pointees untouched).
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = resolvedColor(with: .current)   // a dynamic colour resolved once
        guard color.space != .pattern else { return false }
        let hsb = Color.hueSaturationBrightness(red: color.red, green: color.green, blue: color.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = color.alpha
        return true
    }

    /// `UIColor(displayP3Red:green:blue:alpha:)`: a Display P3 colour, converted to (extended) sRGB as Core Graphics
    /// does — decoded with the sRGB transfer curve both spaces share, taken through the P3-to-sRGB matrix of their
    /// primaries (D65 white), encoded again. A P3 primary outside sRGB gets components below 0 or above 1.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func decode(_ v: CGFloat) -> CGFloat {
            let a = abs(v), linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return v < 0 ? -linear : linear
        }
        func encode(_ v: CGFloat) -> CGFloat {
            let a = abs(v), curve = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return v < 0 ? -curve : curve
        }
        let (r, g, b) = (decode(red), decode(green), decode(blue))
        let m = Color.displayP3ToSRGB
        self.init(red: encode(m[0] * r + m[1] * g + m[2] * b), green: encode(m[3] * r + m[4] * g + m[5] * b),
                  blue: encode(m[6] * r + m[7] * g + m[8] * b), alpha: alpha)
    }

    /// The linear Display P3 → linear sRGB matrix (rows), from the two spaces' primaries and D65 white point
    /// (SMPTE EG 432-1 for P3, IEC 61966-2-1 for sRGB).
    static let displayP3ToSRGB: [CGFloat] = [1.2249401, -0.2249404, 0.0000003,
                                             -0.0420569, 1.0420571, -0.0000002,
                                             -0.0196376, -0.0786361, 1.0982735]

    /// `UIColor.darkText`: black, in the grey colour space (`UIExtendedGrayColorSpace 0 1`).
    public static let darkText = Color(white: 0, alpha: 1)
    /// `UIColor.lightText`: white at 60 % (`UIExtendedGrayColorSpace 1 0.6`).
    public static let lightText = Color(white: 1, alpha: 0.6)

    /// `UIColor.cyan`: RGB (0, 1, 1), as UIKit documents it.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// `UIColor.magenta`: RGB (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// `UIColor.purple`: RGB (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// `UIColor.brown`: RGB (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
    // The system colours (`systemBlue`, `systemMint`, …) are dynamic, in ViewTree: `Geometry/Color+SystemColors.swift`.
}

/// The type a `#colorLiteral(…)` makes when nothing else is asked for: `UIColor`, as in UIKit.
public typealias _ColorLiteralType = UIColor

extension UIColor {
    /// `UIColor(named:in:compatibleWith:)`: the colour registered under `name` in the current world
    /// (`Simulation.registerColor(named:_:)`), as `UIColor(named:)`. ViewTree has no bundles or appearance
    /// variants, so the bundle and traits choose nothing.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
}

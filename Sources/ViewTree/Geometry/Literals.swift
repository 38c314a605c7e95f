import Foundation

// Xcode's colour and image literals (`#colorLiteral(red:green:blue:alpha:)`, `#imageLiteral(resourceName:)`),
// which storyboard-era UIKit code is full of: UIColor and UIImage adopt the standard library's literal
// protocols, and UIKit names them the literals' default types (`_ColorLiteralType`, `_ImageLiteralType`;
// ViewTreeUIKit does the same).

extension Color: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`: an sRGB colour, as `UIColor(red:green:blue:alpha:)`.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Image: _ExpressibleByImageLiteral {
    /// `#imageLiteral(resourceName:)`: the image registered under that name in the current world
    /// (`Simulation.registerImage(named:size:)`). UIKit's literal traps when the app has no such image; ViewTree's
    /// gives an empty (0 × 0) image of that name instead, so a test that registers no images still runs.
    public convenience init(imageLiteralResourceName name: String) {
        let registered = Simulation.current?.image(named: name)
        self.init(name: name, size: registered?.size ?? .zero)
    }
}

extension CGColor: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)` where a `CGColor` is wanted (`layer.borderColor = #colorLiteral(…)`),
    /// as CoreGraphics' Swift overlay allows.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

import Foundation

/// `UIConfigurationColorTransformer` (iOS 14): a function from a colour to the colour a configuration shows, as
/// `UIBackgroundConfiguration.backgroundColorTransformer` and `strokeColorTransformer` use it:
///
///     background.backgroundColor = nil                                   // the cell's tint…
///     background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }   // …at 30 % opacity
///
/// The configuration applies it to the colour it resolves (`resolvedBackgroundColor(for:)`), so what a cell shows
/// is the transformed colour, as in UIKit.
public struct ConfigurationColorTransformer {
    /// `transform`: the closure.
    public let transform: (Color) -> Color

    /// `init(_:)`.
    public init(_ transform: @escaping (Color) -> Color) {
        self.transform = transform
    }

    /// `callAsFunction(_:)`: the colour `input` becomes.
    public func callAsFunction(_ input: Color) -> Color { transform(input) }

    /// `grayscale`: the colour's gray of the same luminance and alpha. The luminance weights are Rec. 709's
    /// (0.2126, 0.7152, 0.0722, the sRGB primaries'), **ours**: Apple documents only "a grayscale version of the
    /// color". A colour with no RGB components (a pattern) is returned unchanged.
    public static var grayscale: ConfigurationColorTransformer {
        ConfigurationColorTransformer { color in
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
            let luminance = grayscaleRedWeight * red + grayscaleGreenWeight * green + grayscaleBlueWeight * blue
            return Color(white: luminance, alpha: alpha)
        }
    }

    /// Rec. 709's luminance weights (ITU-R BT.709, the weights of sRGB's primaries), used by `grayscale`.
    static let grayscaleRedWeight: CGFloat = 0.2126
    static let grayscaleGreenWeight: CGFloat = 0.7152
    static let grayscaleBlueWeight: CGFloat = 0.0722
}

import Foundation
import ViewTree

/// `UIUserInterfaceSizeClass`: ViewTree's `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// `UIUserInterfaceStyle`: ViewTree's `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle
/// `UITraitCollection`: ViewTree's `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// `UITraitEnvironment`: ViewTree's `TraitEnvironment`.
public typealias UITraitEnvironment = TraitEnvironment

extension Font {
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: as `preferredFont(forTextStyle:)`; ViewTree's content
    /// size category is always the default (Large), so the traits change nothing.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> Font {
        preferredFont(forTextStyle: style)
    }
}

extension FontMetrics {
    /// `scaledFont(for:compatibleWith:)`: as `scaledFont(for:)` (the default category's scale, 1).
    public func scaledFont(for font: Font, compatibleWith traitCollection: UITraitCollection?) -> Font {
        scaledFont(for: font)
    }

    /// `scaledValue(for:compatibleWith:)`: as `scaledValue(for:)` (the default category's scale, 1).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaledValue(for: value)
    }
}

extension Image {
    /// `UIImage(named:in:compatibleWith:)`: the image registered under `name` in the current world
    /// (`Simulation.registerImage(named:size:)`), as `UIImage(named:)`. ViewTree has no bundles or asset
    /// variants, so the bundle and traits choose nothing.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }
}

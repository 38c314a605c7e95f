import Foundation
import ViewTree

/// `UIUserInterfaceSizeClass`: how much room a view has along an axis.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not known (the view is in no window).
    case unspecified = 0
    /// Little room: an iPhone's width, or its height in landscape.
    case compact = 1
    /// Plenty of room: an iPad, or an iPhone's height in portrait.
    case regular = 2
}

/// `UIUserInterfaceStyle`: light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// Before iOS 13, and for a view in no window.
    case unspecified = 0
    /// The light appearance (ViewTree has no dark one).
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// `UITraitCollection`: the size classes, appearance and scale a view is shown with.
public struct UITraitCollection: Sendable, Hashable {
    /// The horizontal size class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// Light or dark (`.unspecified` before iOS 13).
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// Points to pixels: the world's profile's screen scale, 0 in no window.
    public var displayScale: CGFloat

    /// Creates a trait collection.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                userInterfaceStyle: UIUserInterfaceStyle = .unspecified, displayScale: CGFloat = 0) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }

    /// The narrowest window that is regular horizontally: an iPad's 768-pt portrait width (iPhones,
    /// up to 428 pt wide in portrait and 926 pt in landscape, are compact except the Plus/Max phones in
    /// landscape, which this rule treats as compact too).
    public static let regularWidthMinimum: CGFloat = 768
    /// The shortest window that is regular vertically: iPhones in landscape (at most 428 pt high) are
    /// compact; every portrait iPhone (at least 480 pt high) and every iPad are regular.
    public static let regularHeightMinimum: CGFloat = 480
}

extension View {
    /// `traitCollection`: the size classes from the window's size (see `UITraitCollection`'s
    /// thresholds), `.light` appearance on an iOS 13+ profile (`.unspecified` before: profiles have no
    /// version number, and iOS 13 is the release whose indicators became private views, so that field
    /// tells the eras apart), and the profile's screen scale. A view in no window has `.unspecified`
    /// everything.
    public var traitCollection: UITraitCollection {
        guard let window, let world = simulation else { return UITraitCollection() }
        let size = window.bounds.size
        return UITraitCollection(
            horizontalSizeClass: size.width >= UITraitCollection.regularWidthMinimum ? .regular : .compact,
            verticalSizeClass: size.height >= UITraitCollection.regularHeightMinimum ? .regular : .compact,
            userInterfaceStyle: world.profile.indicatorKind == .privateView ? .light : .unspecified,
            displayScale: world.profile.screenScale)
    }
}

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

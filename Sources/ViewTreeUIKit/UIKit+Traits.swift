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
/// `UIContentSizeCategory`: ViewTree's `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// `UIContentSizeCategoryAdjusting`: ViewTree's `ContentSizeCategoryAdjusting`.
public typealias UIContentSizeCategoryAdjusting = ContentSizeCategoryAdjusting

extension Image {
    /// `UIImage(named:in:compatibleWith:)`: the image registered under `name` in the current world
    /// (`Simulation.registerImage(named:size:)`), as `UIImage(named:)`. ViewTree has no bundles or asset
    /// variants, so the bundle and traits choose nothing.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// `UIImage(named:in:with:)` (iOS 13): the image registered under `name`, as `UIImage(named:)`; the
    /// configuration applies to symbol images only (a registered image is none), as in UIKit.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Image.Configuration?) {
        self.init(named: name)
    }
}
/// `UITraitEnvironmentLayoutDirection`: ViewTree's `TraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection

/// `UITraitDefinition`: ViewTree's `TraitDefinition`.
public typealias UITraitDefinition = TraitDefinition
/// `UITrait`: ViewTree's `Trait`.
public typealias UITrait = Trait
/// `UITraitChangeRegistration`: ViewTree's `TraitChangeRegistration`.
public typealias UITraitChangeRegistration = TraitChangeRegistration
/// `UITraitUserInterfaceStyle`: ViewTree's `TraitUserInterfaceStyle`.
public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle
/// `UITraitHorizontalSizeClass`: ViewTree's `TraitHorizontalSizeClass`.
public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
/// `UITraitVerticalSizeClass`: ViewTree's `TraitVerticalSizeClass`.
public typealias UITraitVerticalSizeClass = TraitVerticalSizeClass
/// `UITraitDisplayScale`: ViewTree's `TraitDisplayScale`.
public typealias UITraitDisplayScale = TraitDisplayScale
/// `UITraitPreferredContentSizeCategory`: ViewTree's `TraitPreferredContentSizeCategory`.
public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory
/// `UITraitLayoutDirection`: ViewTree's `TraitLayoutDirection`.
public typealias UITraitLayoutDirection = TraitLayoutDirection
/// `UITraitUserInterfaceIdiom`: ViewTree's `TraitUserInterfaceIdiom`.
public typealias UITraitUserInterfaceIdiom = TraitUserInterfaceIdiom
/// `UITraitUserInterfaceLevel`: ViewTree's `TraitUserInterfaceLevel`.
public typealias UITraitUserInterfaceLevel = TraitUserInterfaceLevel
/// `UITraitAccessibilityContrast`: ViewTree's `TraitAccessibilityContrast`.
public typealias UITraitAccessibilityContrast = TraitAccessibilityContrast
/// `UITraitLegibilityWeight`: ViewTree's `TraitLegibilityWeight`.
public typealias UITraitLegibilityWeight = TraitLegibilityWeight
/// `UIUserInterfaceLevel`: ViewTree's `UserInterfaceLevel`.
public typealias UIUserInterfaceLevel = UserInterfaceLevel
/// `UIAccessibilityContrast`: ViewTree's `AccessibilityContrast`.
public typealias UIAccessibilityContrast = AccessibilityContrast
/// `UILegibilityWeight`: ViewTree's `LegibilityWeight`.
public typealias UILegibilityWeight = LegibilityWeight
/// `UIMutableTraits`: ViewTree's `MutableTraits`.
public typealias UIMutableTraits = MutableTraits
/// `UITraitOverrides`: ViewTree's `TraitOverrides`.
public typealias UITraitOverrides = TraitOverrides

/// `UITraitChangeObservable` (iOS 17): ViewTree's `TraitChangeObservable`.
public typealias UITraitChangeObservable = TraitChangeObservable

import Foundation

// The values of the system traits iOS 13 added beside the appearance, with UIKit's raw values (UIInterface.h,
// UITraitCollection.h). In a window of an iOS 13+ world they are `.base`, `.normal` and `.regular`: ViewTree models
// neither elevated content, nor the Increase Contrast or Bold Text settings; a trait override can set them.

/// `UIUserInterfaceLevel` (iOS 13): whether content sits at the base level or above it (a sheet, a popover).
public enum UserInterfaceLevel: Int, Sendable, Hashable {
    /// `.unspecified` (-1): before iOS 13, or in no window.
    case unspecified = -1
    /// `.base`: the window's main content.
    case base = 0
    /// `.elevated`: content above the base level.
    case elevated = 1
}

/// `UIAccessibilityContrast` (iOS 13): the Increase Contrast setting.
public enum AccessibilityContrast: Int, Sendable, Hashable {
    /// `.unspecified` (-1): before iOS 13, or in no window.
    case unspecified = -1
    /// `.normal`: Increase Contrast off.
    case normal = 0
    /// `.high`: Increase Contrast on.
    case high = 1
}

/// `UILegibilityWeight` (iOS 13): the Bold Text setting.
public enum LegibilityWeight: Int, Sendable, Hashable {
    /// `.unspecified` (-1): before iOS 13, or in no window.
    case unspecified = -1
    /// `.regular`: Bold Text off.
    case regular = 0
    /// `.bold`: Bold Text on.
    case bold = 1
}

import Foundation

/// `UIContentSizeCategory`: the user's preferred text size (Settings > Display & Brightness > Text Size, and the
/// larger accessibility sizes), with UIKit's raw values (`UICTContentSizeCategoryL`, …).
///
/// Categories compare in UIKit's order, from `extraSmall` to `accessibilityExtraExtraExtraLarge`.
/// `unspecified` (and any raw value UIKit does not define) compares below every size: UIKit's `<` on categories
/// (`UIContentSizeCategoryCompareToCategory`) ranks the unspecified category lowest, and a value it does not know
/// can only be treated as no size at all. Two such values compare by their raw values, so the order stays total.
public struct ContentSizeCategory: RawRepresentable, Sendable, Hashable, Comparable {
    /// UIKit's constant, e.g. `"UICTContentSizeCategoryL"`.
    public let rawValue: String
    /// A category from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `.unspecified`: no preference (a trait collection of a view in no window).
    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// `.extraSmall` ("xSmall" in the Human Interface Guidelines).
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// `.small`.
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// `.medium`.
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// `.large`: the default.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// `.extraLarge`.
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// `.extraExtraLarge`.
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// `.extraExtraExtraLarge`: the largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// `.accessibilityMedium` ("AX1").
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// `.accessibilityLarge` ("AX2").
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// `.accessibilityExtraLarge` ("AX3").
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// `.accessibilityExtraExtraLarge` ("AX4").
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// `.accessibilityExtraExtraExtraLarge` ("AX5"): the largest size.
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve sizes, smallest first: the columns of Apple's Dynamic Type table (`Font.TextStyle.pointSizes`).
    static let sizes: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in `sizes`; `nil` for `unspecified` and raw values UIKit does not define.
    var sizeIndex: Int? { ContentSizeCategory.sizes.firstIndex(of: self) }

    /// `isAccessibilityCategory` (`UIContentSizeCategoryIsAccessibilityCategory`): one of the five accessibility
    /// sizes (AX1 to AX5).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// UIKit's order (see the type's documentation).
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        let l = lhs.sizeIndex ?? -1, r = rhs.sizeIndex ?? -1
        return l != r ? l < r : lhs.rawValue < rhs.rawValue
    }

    /// `UIContentSizeCategory.didChangeNotification`: posted on the world's notification centre
    /// (`Simulation.notificationCenter`) after `Simulation.preferredContentSizeCategory` changes, with the new
    /// category under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// `UIContentSizeCategory.newValueUserInfoKey`: the key of the new category in the notification's `userInfo`
    /// (the value is a `ContentSizeCategory`).
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

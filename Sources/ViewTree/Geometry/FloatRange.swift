import Foundation

/// `UIFloatRange` (iOS 9): a range of `CGFloat` values, from `minimum` to `maximum`. As in UIKit's Swift overlay,
/// two ranges are equal (`==`) when their components are, so `.infinite == .infinite`; UIKit's C function
/// `UIFloatRangeIsEqualToRange`, which Swift hides, says an infinite range equals nothing, itself included
/// (xamarin-macios `tests/monotouch-test/UIKit/FloatRangeTest.cs`, `Equals`, run on devices).
public struct FloatRange: Hashable, Sendable, Codable {
    /// `minimum`.
    public var minimum: CGFloat
    /// `maximum`.
    public var maximum: CGFloat

    /// `init(minimum:maximum:)`.
    public init(minimum: CGFloat, maximum: CGFloat) { (self.minimum, self.maximum) = (minimum, maximum) }

    /// `init()`: zero.
    public init() { self.init(minimum: 0, maximum: 0) }

    /// `UIFloatRange.zero` (`UIFloatRangeZero`): 0 to 0.
    public static let zero = FloatRange()

    /// `UIFloatRange.infinite` (`UIFloatRangeInfinite`): −∞ to +∞.
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)

    /// `isInfinite` (`UIFloatRangeIsInfinite`): whether both ends are infinite.
    public var isInfinite: Bool { minimum.isInfinite && maximum.isInfinite }
}

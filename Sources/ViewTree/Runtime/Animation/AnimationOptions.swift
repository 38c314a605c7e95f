import Foundation

extension View {
    /// `UIView.AnimationOptions`, with UIKit's raw values.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bits, as UIKit defines them.
        public let rawValue: UInt
        /// Creates options from UIKit's raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// `UIViewAnimationOptionLayoutSubviews` (1 << 0).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// `UIViewAnimationOptionAllowUserInteraction` (1 << 1): hit testing is not blocked while animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// `UIViewAnimationOptionBeginFromCurrentState` (1 << 2). Since iOS 8 every UIView animation starts
        /// from the current presentation value (animations are additive), and so do ViewTree's; the
        /// option is accepted and recorded for code that sets it.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// `UIViewAnimationOptionCurveEaseInOut` (0 << 16), the default curve.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// `UIViewAnimationOptionCurveEaseIn` (1 << 16).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// `UIViewAnimationOptionCurveEaseOut` (2 << 16).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// `UIViewAnimationOptionCurveLinear` (3 << 16).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing curve the options select (bits 16–19, as in UIKit).
        public var timingCurve: TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInEaseOut
            }
        }
    }
}

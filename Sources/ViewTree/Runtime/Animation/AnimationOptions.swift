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
        /// `UIViewAnimationOptionRepeat` (1 << 3). Not modelled: the animation runs once (a test of a repeating
        /// animation sees its first cycle, and its completion).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// `UIViewAnimationOptionAutoreverse` (1 << 4). Not modelled: the animation runs forward only.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// `UIViewAnimationOptionOverrideInheritedDuration` (1 << 5). Accepted.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// `UIViewAnimationOptionOverrideInheritedCurve` (1 << 6). Accepted.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// `UIViewAnimationOptionAllowAnimatedContent` (1 << 7). Accepted.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `UIViewAnimationOptionShowHideTransitionViews` (1 << 8): `transition(from:to:…)` hides and shows
        /// instead of removing and adding.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// `UIViewAnimationOptionOverrideInheritedOptions` (1 << 9). Accepted.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// `UIViewAnimationOptionTransitionNone` (0 << 20).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// `UIViewAnimationOptionTransitionFlipFromLeft` (1 << 20).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// `UIViewAnimationOptionTransitionFlipFromRight` (2 << 20).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// `UIViewAnimationOptionTransitionCurlUp` (3 << 20).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// `UIViewAnimationOptionTransitionCurlDown` (4 << 20).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// `UIViewAnimationOptionTransitionCrossDissolve` (5 << 20).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// `UIViewAnimationOptionTransitionFlipFromTop` (6 << 20).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// `UIViewAnimationOptionTransitionFlipFromBottom` (7 << 20).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
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

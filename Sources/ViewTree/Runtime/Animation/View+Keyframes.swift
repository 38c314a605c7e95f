import Foundation

// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)` and
// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`. Each keyframe's changes animate over its part
// of the whole duration (linearly, UIKit's default `calculationModeLinear`), and changes made in the outer block
// outside any keyframe animate over the whole duration. ViewTree's animations are additive (iOS 8+), so a property
// changed in successive keyframes goes through each keyframe's value in turn, as in UIKit; the completion runs once,
// when the last keyframe ends. The calculation modes other than linear (discrete, paced, cubic) are accepted and
// run linearly.
extension View {
    /// `UIView.KeyframeAnimationOptions`, with UIKit's raw values (the view animation options' shared bits, and
    /// the calculation mode in bits 10–12).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from UIKit's raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `.layoutSubviews` (1 << 0).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// `.allowUserInteraction` (1 << 1).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// `.beginFromCurrentState` (1 << 2).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// `.repeat` (1 << 3): not modelled, as for `View.animate`.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// `.autoreverse` (1 << 4): not modelled.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// `.overrideInheritedDuration` (1 << 5).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// `.overrideInheritedOptions` (1 << 9).
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// `.calculationModeLinear` (0 << 10), the default.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// `.calculationModeDiscrete` (1 << 10).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// `.calculationModePaced` (2 << 10).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// `.calculationModeCubic` (3 << 10).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// `.calculationModeCubicPaced` (4 << 10).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        // The options shared with `AnimationOptions` keep their bits; the curve bits are left out (linear).
        let shared = AnimationOptions(rawValue: options.rawValue & 0x3FF).union(.curveLinear)
        animate(withDuration: duration, delay: delay, options: shared, curve: .linear, keyframes: true,
                animations: animations, completion: completion)
    }

    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: inside `animateKeyframes`, the block's
    /// changes animate from `frameStartTime` to `frameStartTime + frameDuration` of the whole duration (both
    /// fractions, clamped to 0…1). Outside one, UIKit does nothing sensible: ViewTree applies the changes without
    /// animation and reports a `.animation` diagnostic.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: () -> Void) {
        let context = ThreadContext.current
        guard let container = context.animationStack.last, container.isKeyframeContainer else {
            performWithoutAnimation(animations)
            Simulation.current?.report(Diagnostic(code: .animation, subject: "View.addKeyframe",
                                                  message: "addKeyframe called outside animateKeyframes; the changes were applied without animation"))
            return
        }
        let start = min(max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1)
        let length = min(max(frameDuration.isFinite ? frameDuration : 0, 0), 1 - start)
        // Apple's documentation: both values "must be in the range 0 to 1" (the duration within what is left after the
        // start). Outside it, or NaN, they are clamped as before, and now reported (bug 83).
        if start != frameStartTime || length != frameDuration {
            Simulation.current?.report(Diagnostic(code: .animation, subject: "View.addKeyframe",
                                                  message: "addKeyframe(withRelativeStartTime: \(frameStartTime), relativeDuration: \(frameDuration)): relative times must be in 0…1 (the duration within 1 − start); used \(start) and \(length)"))
        }
        let keyframe = AnimationTransaction(duration: container.duration * length,
                                            delay: container.delay + container.duration * start,
                                            options: container.options, group: container.group, curve: container.curve,
                                            recorder: container.recorder)
        context.animationStack.append(keyframe)
        animations()
        context.animationStack.removeLast()
    }
}

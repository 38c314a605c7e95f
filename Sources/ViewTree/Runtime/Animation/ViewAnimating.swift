import Foundation

/// `UIViewAnimating`: an object that runs view animations a test or a gesture can start, pause, scrub, reverse and
/// finish. `ViewPropertyAnimator` adopts it; a custom transition's animator hands one out from
/// `interruptibleAnimator(using:)`.
public protocol ViewAnimating: AnyObject {
    /// `state`: inactive, active or stopped.
    var state: ViewPropertyAnimator.State { get }
    /// `isRunning`: active and not paused.
    var isRunning: Bool { get }
    /// `isReversed`: whether the animations run back towards their start.
    var isReversed: Bool { get set }
    /// `fractionComplete`: how far the animations have got, 0…1 (set while paused to scrub).
    var fractionComplete: CGFloat { get set }
    /// `startAnimation()`.
    func startAnimation()
    /// `startAnimation(afterDelay:)`.
    func startAnimation(afterDelay delay: TimeInterval)
    /// `pauseAnimation()`.
    func pauseAnimation()
    /// `stopAnimation(_:)`: stops where the animations are; `true` skips the stopped state (no finishing).
    func stopAnimation(_ withoutFinishing: Bool)
    /// `finishAnimation(at:)`: ends a stopped animator at the start, the end or where it is.
    func finishAnimation(at finalPosition: ViewPropertyAnimator.Position)
}

/// `UIViewImplicitlyAnimating`: a `ViewAnimating` object that takes animation blocks and completions, and continues
/// with new timing. What `UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)` returns.
public protocol ViewImplicitlyAnimating: ViewAnimating {
    /// `addAnimations(_:)`.
    func addAnimations(_ animation: @escaping () -> Void)
    /// `addAnimations(_:delayFactor:)`.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// `addCompletion(_:)`.
    func addCompletion(_ completion: @escaping (ViewPropertyAnimator.Position) -> Void)
    /// `continueAnimation(withTimingParameters:durationFactor:)`.
    func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat)
}

extension ViewPropertyAnimator: ViewImplicitlyAnimating {}

import Foundation

/// `UIViewControllerInteractiveTransitioning`: an object that drives a transition's animator as the user's finger
/// moves (an edge swipe to pop, a swipe down to dismiss). Return one from the transitioning delegate's
/// `interactionControllerForPresentation(using:)` / `interactionControllerForDismissal(using:)` or the navigation
/// delegate's `navigationController(_:interactionControllerFor:)`.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// `startInteractiveTransition(_:)`: the transition begins; keep the context to update, finish or cancel it.
    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
    /// `completionSpeed`: how fast the rest runs after the user lets go; 1.
    var completionSpeed: CGFloat { get }
    /// `completionCurve`; `.easeInOut`.
    var completionCurve: View.AnimationCurve { get }
    /// `wantsInteractiveStart`: whether the transition starts interactively; `true`.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    /// 1.
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut`.
    public var completionCurve: View.AnimationCurve { .easeInOut }
    /// `true`.
    public var wantsInteractiveStart: Bool { true }
}

/// `UIPercentDrivenInteractiveTransition`: the interaction controller most code uses — a gesture handler calls
/// `update(_:)` as the finger moves, then `finish()` or `cancel()`.
///
/// **An animator with an interruptible animator** (`interruptibleAnimator(using:)`, iOS 10) is driven as UIKit drives
/// it (UIKitCore's `-[UIPercentDrivenInteractiveTransition _startInterruptibleTransition:]` and
/// `_continueInterruptibleTransitionFromPercentComplete:reversed:`, iOS 26.1, decompiled in
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore): `animateTransition(using:)` is not called; the interruptible animator,
/// with the coordinator's alongside animations added to it, is paused at the start, `update(_:)` sets its
/// `fractionComplete` (the views show the transition that far), `finish()` runs it on and `cancel()` sets `isReversed`
/// and runs it back — with `startAnimation()`, or with `continueAnimation(withTimingParameters:durationFactor:)` when a
/// `timingCurve` is set or `completionSpeed` is not 1. A reversed animator ends at `.start` with the views' start values
/// (the card back in place, the dimming back), and its completion calls `completeTransition(false)`.
///
/// **Any other animator** is not scrubbed: the views stay where they were while `update(_:)` is called (the fraction
/// is kept: `percentComplete`), and the animator's `animateTransition(using:)` runs when the user lets go — its own
/// animations take the time it gives them; the coordinator's alongside animations take the part of the duration
/// left (`finish()`) or done (`cancel()`), divided by `completionSpeed`. A cancelled context reports
/// `transitionWasCancelled`, so the animator ends with `completeTransition(false)` and the transition is undone, but
/// the views stay where its animations left them (UIKit reverses those too: Docs/Fidelity.md, thirtieth probe). So the
/// appearance callbacks, the completion or the undoing are UIKit's; the frames in between are not.
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// The transition in progress, held until the user lets go (nothing else holds it meanwhile).
    private var context: ViewControllerContextTransitioning?
    /// The interruptible animator driven, from the start until the user lets go.
    private var driven: ViewImplicitlyAnimating?

    /// `init()`.
    public init() {}

    /// `duration`: the animator's duration, once the transition started.
    open private(set) var duration: CGFloat = 0
    /// `percentComplete`: the last `update(_:)`, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    /// `completionSpeed`; 1. Values that are not positive and finite are treated as 1.
    open var completionSpeed: CGFloat = 1
    /// `completionCurve`; `.easeInOut`.
    open var completionCurve: View.AnimationCurve = .easeInOut
    /// `timingCurve` (iOS 10): the timing of what is left when the user lets go; `nil` (the default) uses
    /// `completionCurve`. Stored: ViewTree's frames in between are not scrubbed (see the type's notes).
    open var timingCurve: TimingCurveProvider?
    /// `wantsInteractiveStart`; `true`.
    open var wantsInteractiveStart = true

    /// Keeps the context; the animator waits for `finish()` or `cancel()`.
    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        let oneToOne = transitionContext as? OneToOneTransitionContext
        duration = CGFloat(oneToOne?.animatorDuration ?? 0)
        driven = oneToOne?.drivenAnimator
        // Initially interactive: the animator waits at the start for the finger.
        driven?.pauseAnimation()
    }

    /// `update(_:)`: how far the transition has got, clamped to 0…1 (NaN is ignored); an interruptible animator shows
    /// the views that far.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
        if let driven, driven.state == .active, !driven.isRunning { driven.fractionComplete = self.percentComplete }
    }

    /// `pause()`.
    open func pause() { context?.pauseInteractiveTransition() }

    /// `finish()`: the transition completes.
    open func finish() { letGo(cancelled: false) }

    /// `cancel()`: the transition is undone.
    open func cancel() { letGo(cancelled: true) }

    /// The user let go: the context learns whether the transition finished, then an interruptible animator runs on
    /// to its end or back to its start (UIKit's `_continueInterruptibleTransitionFromPercentComplete:reversed:`).
    private func letGo(cancelled: Bool) {
        guard let context else { return }
        self.context = nil
        (context as? OneToOneTransitionContext)?.speed = completionSpeed
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        guard let driven else { return }
        self.driven = nil
        driven.isReversed = cancelled
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        // A speed so small that its inverse overflows counts as 1, as a speed that is not positive does: an infinite
        // factor would leave the animator paused and the transition never ending.
        let factor = (1 / speed).isFinite ? 1 / speed : 1
        if timingCurve != nil || factor != 1 {
            // UIKit's factor, (1 − p) / speed or p / speed, multiplies the whole duration; ViewTree's
            // `continueAnimation` multiplies the time left, (1 − p) or p of it, so the same time is 1 / speed of it.
            driven.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
        } else {
            driven.startAnimation()
        }
    }
}

extension ViewController {
    /// Runs a custom animator, or hands it to an interaction controller that wants to start interactively.
    static func start(_ animator: ViewControllerAnimatedTransitioning, interaction: ViewControllerInteractiveTransitioning?,
                      context: OneToOneTransitionContext, duration: TimeInterval, coordinator: TransitionCoordinator) {
        context.hold(animator)
        guard let interaction, interaction.wantsInteractiveStart else {
            return run(animator, context: context, duration: duration, coordinator: coordinator)
        }
        context.beginInteractive(duration: duration) { [weak context] remaining in
            guard let context, let animator = context.animator else { return }
            let speed = context.speed.isFinite && context.speed > 0 ? Double(context.speed) : 1
            run(animator, context: context, duration: remaining / speed, coordinator: coordinator)
        }
        // A percent-driven interaction drives the animator's interruptible animator, when it has one, with the
        // alongside animations in it (they are reversed with it when the user cancels).
        if interaction is PercentDrivenInteractiveTransition {
            let interruptible = animator.interruptibleAnimator(using: context)
            if !(interruptible is NoInterruptibleAnimator) {
                interruptible.addAnimations { coordinator.runAlongsideAnimations() }
                context.drivenAnimator = interruptible
            }
        }
        interaction.startInteractiveTransition(context)
    }
}

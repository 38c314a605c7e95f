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
/// ViewTree does not scrub animations: the views stay where they were while `update(_:)` is called (the fraction
/// is kept: `percentComplete`), and the animator's `animateTransition(using:)` runs when the user lets go — its own
/// animations take the time it gives them; the coordinator's alongside animations take the part of the duration
/// left (`finish()`) or done (`cancel()`), divided by `completionSpeed`. A cancelled context reports
/// `transitionWasCancelled`, so the animator ends with `completeTransition(false)` and the transition is undone.
/// So the appearance callbacks, the completion or the undoing, and where the views end up are UIKit's; the frames
/// in between are not.
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// The transition in progress, held until the user lets go (nothing else holds it meanwhile).
    private var context: ViewControllerContextTransitioning?

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
        duration = CGFloat((transitionContext as? OneToOneTransitionContext)?.animatorDuration ?? 0)
    }

    /// `update(_:)`: how far the transition has got, clamped to 0…1 (NaN is ignored).
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// `pause()`.
    open func pause() { context?.pauseInteractiveTransition() }

    /// `finish()`: the transition completes.
    open func finish() {
        guard let context else { return }
        self.context = nil
        (context as? OneToOneTransitionContext)?.speed = completionSpeed
        context.finishInteractiveTransition()
    }

    /// `cancel()`: the transition is undone.
    open func cancel() {
        guard let context else { return }
        self.context = nil
        (context as? OneToOneTransitionContext)?.speed = completionSpeed
        context.cancelInteractiveTransition()
    }
}

extension ViewController {
    /// Runs a custom animator, or hands it to an interaction controller that wants to start interactively.
    static func start(_ animator: ViewControllerAnimatedTransitioning, interaction: ViewControllerInteractiveTransitioning?,
                      context: OneToOneTransitionContext, duration: TimeInterval, coordinator: TransitionCoordinator) {
        guard let interaction, interaction.wantsInteractiveStart else {
            return run(animator, context: context, duration: duration, coordinator: coordinator)
        }
        context.beginInteractive(duration: duration) { [weak context] remaining in
            guard let context else { return }
            let speed = context.speed.isFinite && context.speed > 0 ? Double(context.speed) : 1
            run(animator, context: context, duration: remaining / speed, coordinator: coordinator)
        }
        interaction.startInteractiveTransition(context)
    }
}

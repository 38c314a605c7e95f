import Foundation

/// What a controller is told about a transition in progress (a push, a pop, a presentation, a rotation):
/// ViewTree's `UIViewControllerTransitionCoordinator`. Animations added alongside run in the transition's
/// animation block; completions run when it ends, in the order they were added.
public final class TransitionCoordinator {
    /// The transition's duration in seconds (0 when not animated).
    public let transitionDuration: TimeInterval
    /// Whether the transition is animated.
    public var isAnimated: Bool { transitionDuration > 0 }
    /// Whether the transition was cancelled (never: interactive transitions are not simulated).
    public let isCancelled = false
    /// Whether the transition has ended.
    public private(set) var isCompleted = false
    /// `isInteractive`: whether a gesture drives the transition now; `false` (the transitions a coordinator
    /// reports in ViewTree — pushes, pops, presentations, size changes — run on their own).
    public let isInteractive = false
    /// `initiallyInteractive`: whether the transition started interactively; `false`.
    public let initiallyInteractive = false
    /// `isInterruptible`: whether the transition's animator can be interrupted; `false`.
    public let isInterruptible = false
    /// `percentComplete`: how far the transition has got: 0 until it ends, then 1 (UIKit reports the fraction of
    /// an interactive transition; a non-interactive one is at 0 while its animations run).
    public var percentComplete: CGFloat { isCompleted ? 1 : 0 }
    /// `completionVelocity`: 1 (UIKit's value for a transition no gesture finished).
    public let completionVelocity: CGFloat = 1
    /// `completionCurve`: `.easeInOut`, the curve of UIKit's own transitions.
    public let completionCurve: View.AnimationCurve = .easeInOut
    /// `targetTransform`: the rotation the transition applies; the identity (ViewTree rotates no interface).
    public let targetTransform: CGAffineTransform = .identity
    /// The handlers given to `notifyWhenInteractionChanges(_:)` (none is called: no transition here turns
    /// interactive or stops being so).
    private var interactionHandlers: [(TransitionCoordinatorContext) -> Void] = []

    /// `notifyWhenInteractionChanges(_:)` (iOS 10): `handler` runs when the user stops (or resumes) driving an
    /// interactive transition. Kept; never called, since the transitions a coordinator reports here are not
    /// interactive.
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    private var alongside: [(TransitionCoordinatorContext) -> Void] = []
    private var completions: [(TransitionCoordinatorContext) -> Void] = []

    init(duration: TimeInterval) { transitionDuration = duration }

    /// `animate(alongsideTransition:completion:)`: `animation` runs inside the transition's animation block
    /// (at once if the block already ran), `completion` after the transition; each is handed the transition's
    /// context, as UIKit's are (`UIViewControllerTransitionCoordinatorContext`: here the coordinator itself, whose
    /// protocol in UIKit inherits the context's). Returns `true`, as UIKit does when the transition is in progress.
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionCoordinatorContext) -> Void)?,
                        completion: ((TransitionCoordinatorContext) -> Void)? = nil) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion {
            if isCompleted { completion(self) } else { completions.append(completion) }
        }
        return !isCompleted
    }

    /// Runs the alongside animations (inside the transition's animation block).
    func runAlongsideAnimations() {
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    /// Ends the transition: runs the completions in order.
    func complete() {
        guard !isCompleted else { return }
        isCompleted = true
        runAlongsideAnimations()
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}

/// `UIViewControllerTransitionCoordinatorContext`: what the blocks of `animate(alongsideTransition:completion:)`
/// are handed (`isAnimated`, `transitionDuration`, `isCancelled`, `isCompleted`).
public typealias TransitionCoordinatorContext = TransitionCoordinator

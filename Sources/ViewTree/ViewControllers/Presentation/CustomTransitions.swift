import Foundation

/// `UITransitionContextViewControllerKey`: which controller of a transition (`.from`, `.to`).
public struct TransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `UITransitionContextFromViewControllerKey`.
    public static let from = TransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// `UITransitionContextToViewControllerKey`.
    public static let to = TransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// `UITransitionContextViewKey`: which view of a transition (`.from`, `.to`).
public struct TransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `UITransitionContextFromViewKey`.
    public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// `UITransitionContextToViewKey`.
    public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// `UIViewControllerAnimatedTransitioning`: an object that animates a presentation or dismissal.
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval
    /// Animates the transition, then calls `transitionContext.completeTransition(_:)`.
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    /// Called after `completeTransition(_:)`. Optional.
    func animationEnded(_ transitionCompleted: Bool)
    /// `interruptibleAnimator(using:)` (iOS 10): the animator of the whole transition, the same object for the
    /// transition's length. A `PercentDrivenInteractiveTransition` drives it instead of calling
    /// `animateTransition(using:)`: paused at the start, scrubbed by `update(_:)`, run on by `finish()` and reversed by
    /// `cancel()`, with the transition coordinator's alongside animations added to it. Optional: the default is no
    /// interruptible animator (ViewTree answers a stand-in that nothing drives).
    func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating
}

extension ViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
    /// No interruptible animator: a stand-in with no animations, which ViewTree never drives (UIKit's method is an
    /// optional one the animator does not implement).
    public func interruptibleAnimator(using transitionContext: ViewControllerContextTransitioning) -> ViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }
}

/// What the default `interruptibleAnimator(using:)` answers: the animator has none of its own.
final class NoInterruptibleAnimator: ViewPropertyAnimator {}

/// `UIViewControllerContextTransitioning`: what an animator is given.
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in: the animator adds the `.to` view to it.
    var containerView: View { get }
    /// Whether the transition is animated (always, when an animator is asked).
    var isAnimated: Bool { get }
    /// Whether the transition is interactive: an interaction controller drives it
    /// (`ViewControllerInteractiveTransitioning`).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (`completeTransition(false)`).
    var transitionWasCancelled: Bool { get }
    /// The presented controller's style.
    var presentationStyle: ModalPresentationStyle { get }
    /// The controller for `.from` or `.to`.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view for `.from` or `.to`, `nil` when UIKit gives none (the presenter's view of a presentation that
    /// does not cover it).
    func view(forKey key: TransitionContextViewKey) -> View?
    /// Where `vc`'s view is at the start (`.zero` when unknown, as UIKit).
    func initialFrame(for vc: ViewController) -> CGRect
    /// Where `vc`'s view must be at the end (`.zero` when unknown, as UIKit).
    func finalFrame(for vc: ViewController) -> CGRect
    /// Ends the transition: `true` when it completed, `false` when it was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// `updateInteractiveTransition(_:)`: how far the user has taken an interactive transition.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// `finishInteractiveTransition()`: the user finished it; the animator runs the rest.
    func finishInteractiveTransition()
    /// `cancelInteractiveTransition()`: the user cancelled it; `transitionWasCancelled` becomes `true` and the
    /// animator runs, to end with `completeTransition(false)`.
    func cancelInteractiveTransition()
    /// `pauseInteractiveTransition()`.
    func pauseInteractiveTransition()
    /// `targetTransform`: the rotation to apply to the views during the transition (a rotation's transition).
    var targetTransform: CGAffineTransform { get }
}

extension ViewControllerContextTransitioning {
    /// The identity: ViewTree's transitions rotate no interface.
    public var targetTransform: CGAffineTransform { .identity }
    /// Does nothing (a context that is not interactive).
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    /// Does nothing.
    public func finishInteractiveTransition() {}
    /// Does nothing.
    public func cancelInteractiveTransition() {}
    /// Does nothing.
    public func pauseInteractiveTransition() {}
}

/// `UIViewControllerTransitioningDelegate`: gives the animators of a controller's presentation and
/// dismissal. Every method is optional; `nil` means UIKit's own animation.
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`.
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    /// `interactionControllerForPresentation(using:)`: drives the presentation's animator interactively, or `nil`.
    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning?
    /// `interactionControllerForDismissal(using:)`: drives the dismissal's animator interactively (a swipe down),
    /// or `nil`.
    func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning?
    /// `presentationController(forPresented:presenting:source:)`: the custom presentation controller for a
    /// controller presented with `modalPresentationStyle = .custom` (asked for no other style, as in UIKit).
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    /// `nil`: the default animation.
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    /// `nil`: the default animation.
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    /// `nil`: not interactive.
    public func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { nil }
    /// `nil`: not interactive.
    public func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { nil }
    /// `nil`: the style's own presentation.
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
}

/// The context handed to a custom animator (UIKit's private `_UIViewControllerOneToOneTransitionContext`).
final class OneToOneTransitionContext: ViewControllerContextTransitioning {
    let containerView: View
    let isAnimated = true
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    /// How far an interactive transition has got (`updateInteractiveTransition(_:)`).
    private(set) var percentComplete: CGFloat = 0
    /// Runs the animator over the given time: set when an interaction controller starts the transition.
    private var runAnimator: ((TimeInterval) -> Void)?
    /// The animator's whole duration.
    private(set) var animatorDuration: TimeInterval = 0
    /// The interaction controller's `completionSpeed` when the user let go.
    var speed: CGFloat = 1
    /// The animator's interruptible animator while a `PercentDrivenInteractiveTransition` drives it (iOS 10): the
    /// interaction controller pauses, scrubs, continues or reverses it, and the animator is not run when the user lets
    /// go. Weak: the interaction controller holds it until the user lets go, then the world while it runs; its
    /// completion usually captures this context, so holding it here would be a cycle.
    weak var drivenAnimator: ViewImplicitlyAnimating?
    /// The app's animator of this transition. Weak: the container's world holds it until the transition completes
    /// (`Simulation.transitionAnimatorsInFlight`), because the property animator it usually keeps captures this context
    /// in its completion (`transitionContext.completeTransition(…)`), so a context holding it would be a cycle that
    /// outlives a dropped world.
    private(set) weak var animator: (any ViewControllerAnimatedTransitioning)?
    /// The animator, held here only when the container belongs to no world.
    private var animatorWithoutWorld: (any ViewControllerAnimatedTransitioning)?
    let presentationStyle: ModalPresentationStyle
    private weak var fromController: ViewController?
    private weak var toController: ViewController?
    private weak var fromView: View?
    private weak var toView: View?
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    private var onComplete: ((Bool) -> Void)?

    init(container: View, style: ModalPresentationStyle, from: ViewController, to: ViewController,
         fromView: View?, toView: View?, frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)],
         onComplete: @escaping (Bool) -> Void) {
        containerView = container
        presentationStyle = style
        fromController = from
        toController = to
        self.fromView = fromView
        self.toView = toView
        self.frames = frames
        self.onComplete = onComplete
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? fromController : key == .to ? toController : nil
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? fromView : key == .to ? toView : nil
    }

    func initialFrame(for vc: ViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }
    func finalFrame(for vc: ViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    /// The transition is `animator`'s: its world holds it until `completeTransition(_:)`, which then tells it
    /// `animationEnded(_:)`.
    func hold(_ animator: any ViewControllerAnimatedTransitioning) {
        self.animator = animator
        if let world = containerView.storedSimulation {
            world.transitionAnimatorsInFlight[ObjectIdentifier(self)] = animator
        } else {
            animatorWithoutWorld = animator
        }
    }

    /// Hands the transition to an interaction controller: the animator runs when it finishes or cancels.
    func beginInteractive(duration: TimeInterval, runAnimator: @escaping (TimeInterval) -> Void) {
        isInteractive = true
        animatorDuration = duration
        self.runAnimator = runAnimator
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive, percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }

    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() {}

    /// The user let go: the animator runs once, over the part of its time that is left (the part done, when
    /// cancelled), and ends the transition with `completeTransition(_:)`.
    private func endInteraction(cancelled: Bool) {
        guard let run = runAnimator else { return }
        runAnimator = nil
        if cancelled { transitionWasCancelled = true }
        // An interruptible animator is continued or reversed by its interaction controller, not run again.
        if drivenAnimator != nil { return }
        let part = cancelled ? percentComplete : 1 - percentComplete
        run(animatorDuration * Double(part))
    }

    /// Only the first call counts (UIKit ignores the others). Ends the transition, then tells the animator
    /// `animationEnded(_:)` and lets it go.
    func completeTransition(_ didComplete: Bool) {
        guard let finish = onComplete else { return }
        onComplete = nil
        drivenAnimator = nil
        transitionWasCancelled = !didComplete
        finish(didComplete)
        animator?.animationEnded(didComplete)
        animatorWithoutWorld = nil
        containerView.storedSimulation?.transitionAnimatorsInFlight[ObjectIdentifier(self)] = nil
    }
}

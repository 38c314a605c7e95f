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
}

extension ViewControllerAnimatedTransitioning {
    /// Does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// `UIViewControllerContextTransitioning`: what an animator is given.
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in: the animator adds the `.to` view to it.
    var containerView: View { get }
    /// Whether the transition is animated (always, when an animator is asked).
    var isAnimated: Bool { get }
    /// Whether the transition is interactive (never: interactive transitions are not simulated).
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
}

/// `UIViewControllerTransitioningDelegate`: gives the animators of a controller's presentation and
/// dismissal. Every method is optional; `nil` means UIKit's own animation.
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented`.
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
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
    /// `nil`: the style's own presentation.
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
}

/// The context handed to a custom animator (UIKit's private `_UIViewControllerOneToOneTransitionContext`).
final class OneToOneTransitionContext: ViewControllerContextTransitioning {
    let containerView: View
    let isAnimated = true
    let isInteractive = false
    private(set) var transitionWasCancelled = false
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

    /// Only the first call counts (UIKit ignores the others).
    func completeTransition(_ didComplete: Bool) {
        guard let finish = onComplete else { return }
        onComplete = nil
        transitionWasCancelled = !didComplete
        finish(didComplete)
    }
}

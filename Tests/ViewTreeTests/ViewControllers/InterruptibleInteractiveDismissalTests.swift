import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A slide-down dismissal written for iOS 10: one property animator for the whole transition, handed out by
/// `interruptibleAnimator(using:)`, whose completion ends the transition.
private final class InterruptibleSlideDown: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?
    var animateTransitionCalls = 0
    var onEnded: ((Bool) -> Void)?
    func animationEnded(_ transitionCompleted: Bool) { onEnded?(transitionCompleted) }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateTransitionCalls += 1
        interruptibleAnimator(using: transitionContext).startAnimation()
    }
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let view = transitionContext.view(forKey: .from)!
        let made = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
            view.transform = CGAffineTransform(translationX: 0, y: 400)
        }
        made.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        animator = made
        return made
    }
}

/// A presentation controller with a dimming view faded alongside the dismissal, as Apple's custom presentation guide
/// writes one; it logs how its transitions end.
private final class DimmingPresentation: UIPresentationController {
    let dimming = UIView()
    var ends: [String] = []
    override var shouldRemovePresentersView: Bool { removesPresenter }
    var removesPresenter = false
    override func presentationTransitionWillBegin() {
        containerView?.addSubview(dimming)
        dimming.alpha = 1
    }
    override func dismissalTransitionWillBegin() {
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        ends.append("dismissalTransitionDidEnd(\(completed))")
    }
}

private final class Transitions: NSObject, UIViewControllerTransitioningDelegate {
    let animator = InterruptibleSlideDown()
    var interactor: UIPercentDrivenInteractiveTransition?
    var presentation: DimmingPresentation?
    var removesPresenter = false
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let made = DimmingPresentation(presentedViewController: presented, presenting: presenting)
        made.removesPresenter = removesPresenter
        presentation = made
        return made
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor
    }
}

/// `UIPercentDrivenInteractiveTransition` with an animator that has an interruptible animator: UIKit drives that
/// animator (paused, scrubbed, continued or reversed) and never calls `animateTransition(using:)`.
@Suite struct InterruptibleInteractiveDismissalTests {
    let t = TestWorld(profile: .iOS13, device: .iPhone8)
    let log = ControllerEventLog()
    let home: LoggingController
    let card: LoggingController
    fileprivate let transitions = Transitions()

    init() {
        home = LoggingController("Home", log: log)
        card = LoggingController("Card", log: log)
    }

    private func present(removingPresenter: Bool = false) throws -> DimmingPresentation {
        transitions.removesPresenter = removingPresenter
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitions
        t.show(home)
        home.present(card, animated: false)
        t.run(for: 0.1)
        log.clear()
        transitions.interactor = UIPercentDrivenInteractiveTransition()
        return try #require(transitions.presentation)
    }

    @Test func theFingerScrubsTheInterruptibleAnimatorAndACancelPutsTheViewsBack() throws {
        let presentation = try present()
        let interactor = try #require(transitions.interactor)
        card.dismiss(animated: true)
        t.run(for: 0.5)                                               // the finger rests: nothing runs on its own
        #expect(transitions.animator.animateTransitionCalls == 0)
        #expect(card.isBeingDismissed && card.view.transform.ty == 400)    // the model value is the end at once
        interactor.update(0.25)
        // The views are shown a quarter of the way: the card 100 pt down, the dimming three quarters opaque.
        #expect(abs(card.view.presentation().transform3D.m42 - 100) < 0.001)
        #expect(abs(presentation.dimming.presentation().alpha - 0.75) < 0.001)
        interactor.cancel()
        t.run(for: 1)
        #expect(home.presentedViewController === card && !card.isBeingDismissed)
        #expect(card.view.transform == .identity && presentation.dimming.alpha == 1)
        #expect(presentation.ends == ["dismissalTransitionDidEnd(false)"])
        // The card heard it would disappear, then appeared again; it never disappeared.
        #expect(log.withoutLayout == ["Card.viewWillDisappear(true)", "Card.viewWillAppear(true)", "Card.viewDidAppear(true)"])
        #expect(t.simulation.diagnostics.isEmpty, "\(t.simulation.diagnostics)")
    }

    @Test func aFinishRunsTheAnimatorOnAndDismisses() throws {
        let presentation = try present()
        let interactor = try #require(transitions.interactor)
        card.dismiss(animated: true)
        interactor.update(0.5)
        interactor.finish()
        t.run(for: 0.1)
        #expect(home.presentedViewController === card)                // 0.2 s of the 0.4 left to run
        t.run(for: 0.2)
        #expect(home.presentedViewController == nil)
        #expect(presentation.ends == ["dismissalTransitionDidEnd(true)"])
        #expect(presentation.dimming.alpha == 0)
        #expect(log.withoutLayout == ["Card.viewWillDisappear(true)", "Card.viewDidDisappear(true)"])
        #expect(transitions.animator.animateTransitionCalls == 0)
    }

    @Test func aCompletionSpeedShortensWhatIsLeft() throws {
        _ = try present()
        let interactor = try #require(transitions.interactor)
        interactor.completionSpeed = 2
        card.dismiss(animated: true)
        interactor.update(0.5)
        interactor.cancel()
        t.run(for: 0.08)
        #expect(card.isBeingDismissed)                                 // 0.2 s back at speed 2: 0.1 s
        t.run(for: 0.05)
        #expect(!card.isBeingDismissed && card.view.transform == .identity)
    }

    /// A completion speed that is not a usable positive number (NaN, negative, so small its inverse overflows) runs
    /// what is left at speed 1: the transition still ends.
    @Test(arguments: [CGFloat.nan, -2, CGFloat.leastNonzeroMagnitude])
    func anUnusableCompletionSpeedStillEndsTheTransition(_ speed: CGFloat) throws {
        _ = try present()
        let interactor = try #require(transitions.interactor)
        interactor.completionSpeed = speed
        card.dismiss(animated: true)
        interactor.update(0.5)
        interactor.cancel()
        t.run(for: 0.25)
        #expect(!card.isBeingDismissed && card.view.transform == .identity && home.presentedViewController === card)
        #expect(t.simulation.diagnostics.isEmpty, "\(t.simulation.diagnostics)")
    }

    /// A presentation that took the presenter's view off screen: cancelled, the presenter's appearance is cancelled
    /// first (it disappears again), then the card's (UIKit's `transitionDidFinish:` order for a dismissal).
    @Test func aCancelledDismissalCancelsThePresentersAppearanceBeforeTheCards() throws {
        _ = try present(removingPresenter: true)
        let interactor = try #require(transitions.interactor)
        card.dismiss(animated: true)
        interactor.update(0.1)
        interactor.cancel()
        t.run(for: 1)
        #expect(log.withoutLayout == ["Card.viewWillDisappear(true)", "Home.viewWillAppear(true)",
                                      "Home.viewWillDisappear(true)", "Home.viewDidDisappear(true)",
                                      "Card.viewWillAppear(true)", "Card.viewDidAppear(true)"])
        #expect(home.viewIfLoaded?.window == nil && card.view.window != nil)
    }
}

/// Who holds a transition's animators: the app's animator object is held by the world until the transition completes
/// (and by the app if it keeps it), its interruptible animator by the interaction controller until the user lets go and
/// by the world while it runs — never by the transition context, which the property animator's completion captures
/// (`transitionContext.completeTransition(…)`, as every such animator is written): that would be a cycle, and a world
/// dropped mid-transition would leave the cycle, the card and its view behind.
@Suite struct TransitionAnimatorOwnershipTests {
    @Test(arguments: [false, true])
    func aWorldDroppedMidTransitionTakesItWithIt(interactive: Bool) {
        weak var world: Simulation?
        weak var card: UIViewController?
        weak var cardView: UIView?
        weak var animatorObject: InterruptibleSlideDown?
        do {
            let t = TestWorld(profile: .iOS13, device: .iPhone8)
            let home = UIViewController(), presented = UIViewController()
            let transitions = Transitions()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = transitions
            t.show(home)
            home.present(presented, animated: false)
            t.run(for: 0.1)
            if interactive { transitions.interactor = UIPercentDrivenInteractiveTransition() }
            presented.dismiss(animated: true)
            transitions.interactor?.update(0.3)
            t.run(for: 0.1)
            #expect(presented.isBeingDismissed, "still under way")
            #expect(transitions.animator.animateTransitionCalls == (interactive ? 0 : 1))
            (world, card, cardView, animatorObject) = (t.simulation, presented, presented.view, transitions.animator)
        }
        #expect(world == nil)
        #expect(card == nil)
        #expect(cardView == nil, "the property animator's blocks capture the card's view")
        #expect(animatorObject == nil, "the app's animator object holds the property animator whose completion captures the context")
    }

    /// An animator object nobody else keeps (made for each transition, as many apps write it) lives as long as its
    /// transition: the world holds it, and it hears `animationEnded(_:)`.
    @Test func aFreshAnimatorObjectLivesUntilItsTransitionEnds() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let home = UIViewController(), presented = UIViewController()
        let transitions = FreshAnimatorTransitions()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitions
        t.show(home)
        home.present(presented, animated: false)
        t.run(for: 0.1)
        presented.dismiss(animated: true)
        t.run(for: 0.1)
        #expect(presented.isBeingDismissed && transitions.made.count == 1)
        #expect(transitions.made.first?.object != nil, "held by the world while the transition runs")
        t.run(for: 1)
        #expect(home.presentedViewController == nil)
        #expect(transitions.ended == [true])
        #expect(transitions.made.first?.object == nil, "let go once the transition ended")
    }
}

/// Hands out a new animator for each dismissal and keeps only a weak reference to it.
private final class FreshAnimatorTransitions: NSObject, UIViewControllerTransitioningDelegate {
    struct Weak { weak var object: InterruptibleSlideDown? }
    var made: [Weak] = []
    var ended: [Bool] = []
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = InterruptibleSlideDown()
        animator.onEnded = { [weak self] in self?.ended.append($0) }
        made.append(Weak(object: animator))
        return animator
    }
}

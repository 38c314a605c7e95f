import Foundation

// Presentations and dismissals with a `transitioningDelegate`'s animator: the animator animates (in the
// container, with the context's views and frames) and calls `completeTransition(_:)`; the presentation ends
// then, or is undone when the animator cancels. Animations added alongside on the transition coordinator run in
// a block of the animator's duration started with it.
extension ViewController {
    /// The animator's duration, 0 when it is NaN, infinite or negative.
    static func customDuration(_ animator: ViewControllerAnimatedTransitioning) -> TimeInterval {
        let duration = animator.transitionDuration(using: nil)
        return duration.isFinite && duration > 0 ? duration : 0
    }

    /// Hands the transition to the animator.
    static func run(_ animator: ViewControllerAnimatedTransitioning, context: OneToOneTransitionContext,
                    duration: TimeInterval, coordinator: TransitionCoordinator) {
        View.animate(withDuration: duration, animations: { coordinator.runAlongsideAnimations() })
        animator.animateTransition(using: context)
    }

    /// A presentation the animator cancelled: the presented controller disappears again, a covered presenter
    /// reappears, and nothing is presented.
    static func undoPresentation(of presented: ViewController, by presenter: ViewController, container: View?,
                                 coversPresenter: Bool, coordinator: TransitionCoordinator) {
        presented.beginAppearanceTransition(false, animated: true)
        presented.endAppearanceTransition()
        if coversPresenter {
            presenter.beginAppearanceTransition(true, animated: true)
            presenter.endAppearanceTransition()
        }
        container?.removeFromSuperview()
        (container as? TransitionView)?.presentedController = nil
        presented.storedView?.removeFromSuperview()
        presented.presentationContainer = nil
        presenter.appearanceDrivenByContainer = false
        presented.appearanceDrivenByContainer = false
        presented.presentationPhase = .none
        presented.activeCoordinator = nil
        presenter.storedPresented = nil
        presented.storedPresenting = nil
        coordinator.complete()
    }

    /// A dismissal the animator cancelled: the presented controller stays and appears again; a covered presenter
    /// disappears again.
    static func undoDismissal(of presented: ViewController, by presenter: ViewController, coversPresenter: Bool,
                              coordinator: TransitionCoordinator) {
        presented.beginAppearanceTransition(true, animated: true)
        presented.endAppearanceTransition()
        if coversPresenter {
            presenter.beginAppearanceTransition(false, animated: true)
            presenter.endAppearanceTransition()
            presenter.storedView?.removeFromSuperview()
        }
        presented.appearanceDrivenByContainer = false
        presenter.appearanceDrivenByContainer = false
        presented.presentationPhase = .none
        presented.activeCoordinator = nil
        coordinator.complete()
    }
}

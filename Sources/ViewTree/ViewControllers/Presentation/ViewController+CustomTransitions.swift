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
        presented.customPresentation?.presentationTransitionDidEnd(false)
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
        presented.adaptedPresentation = nil
        presenter.appearanceDrivenByContainer = false
        presented.appearanceDrivenByContainer = false
        presented.presentationPhase = .none
        presented.activeCoordinator = nil
        presenter.storedPresented = nil
        presented.storedPresenting = nil
        coordinator.complete()
    }

    /// A dismissal the animator cancelled: a covered presenter disappears again, then the presented controller, which
    /// stays, appears again (it heard viewWillDisappear, never viewDidDisappear: now viewWillAppear and viewDidAppear).
    /// The order is UIKit's: `-[UIPresentationController transitionDidFinish:]` (iOS 26.1, decompiled in
    /// EthanArbuckle/iPhone18-3_26.1_23B85_Restore) ends or cancels the appearance of the presenting controller first
    /// and of the presented one second when dismissing (`cancelBeginAppearanceTransition` when not finished), after the
    /// presentation controller's `dismissalTransitionDidEnd(false)`.
    static func undoDismissal(of presented: ViewController, by presenter: ViewController, coversPresenter: Bool,
                              coordinator: TransitionCoordinator) {
        presented.customPresentation?.dismissalTransitionDidEnd(false)
        if coversPresenter {
            presenter.beginAppearanceTransition(false, animated: true)
            presenter.endAppearanceTransition()
            presenter.storedView?.removeFromSuperview()
        }
        presented.beginAppearanceTransition(true, animated: true)
        presented.endAppearanceTransition()
        presented.appearanceDrivenByContainer = false
        presenter.appearanceDrivenByContainer = false
        presented.presentationPhase = .none
        presented.activeCoordinator = nil
        coordinator.complete()
    }

    // MARK: Custom presentation controllers

    /// The presentation controller a transitioning delegate made to present this controller, if any.
    var customPresentation: PresentationController? {
        guard let controller = storedPresentationController, controller.managesCustomPresentation else { return nil }
        return controller
    }

    /// Asks the transitioning delegate for a presentation controller, for a `.custom` presentation only (as UIKit
    /// does), and keeps it as this controller's `presentationController`; a presentation in another style drops
    /// one an earlier presentation kept. One made for another controller is refused with a diagnostic.
    func adoptCustomPresentation(presenting: ViewController, source: ViewController) {
        if storedPresentationController?.managesCustomPresentation == true { storedPresentationController = nil }
        guard modalPresentationStyle == .custom,
              let made = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source) else { return }
        guard made.presentedStorage === self else {
            return report(.viewController, "present: the transitioning delegate's presentation controller presents another controller; the default presentation is used")
        }
        made.presentingStorage = presenting
        made.managesCustomPresentation = true
        storedPresentationController = made
    }

    /// The view a custom presentation controller presents in place of this controller's view (its `presentedView`
    /// overridden to return a wrapper), or `nil` when it presents the controller's view itself.
    var customPresentedWrapper: View? {
        guard let custom = customPresentation, let shown = custom.presentedView, shown !== storedView else { return nil }
        return shown
    }

    /// The custom presentation controller's frame for the presented view; the container's bounds when it
    /// answers a NaN, infinite or too large rectangle (rejected with a diagnostic).
    func customPresentedFrame(_ custom: PresentationController, in container: View) -> CGRect {
        let frame = custom.frameOfPresentedViewInContainerView
        guard frame.isWithin(View.maximumCoordinate) else {
            report(.nonFiniteGeometry, "frameOfPresentedViewInContainerView \(frame) is not a usable rectangle; the presented view fills the container")
            return container.bounds
        }
        return frame
    }
}

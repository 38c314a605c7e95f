import Foundation

// Modal presentation, as UIKit: a full-screen presentation calls the presenter's viewWillDisappear, the
// presented controller's viewWillAppear, animates (the presented view slides up from the bottom), then the
// presented's viewDidAppear, the presenter's viewDidDisappear (its view has left the window) and the completion.
// A dismissal mirrors it: the presented's viewWillDisappear, the presenter's viewWillAppear, then the presenter's
// viewDidAppear before the presented's viewDidDisappear — the "did" calls in the other order than a navigation
// push's (wangling.me, "The Inconsistent Order of View Transition Events", 2014). Source of the modal order: a device
// log of presentModalViewController / dismissModalViewController (kazzz.hatenablog.com, 2012-06-21), and WinObjC's
// functional tests, which pin the same order.
// A sheet (iOS 13+) or an over-full-screen presentation leaves the presenter alone (no callbacks), which is
// the iOS 13 change Apple described in WWDC 2019 "Modernizing Your UI for iOS 13".
extension ViewController {
    /// The controller this one presents (strong). While an adaptive delegate's replacement is shown in its place (a
    /// popover wrapped in a navigation controller on a phone), the controller that was presented, as asked.
    public var presentedViewController: ViewController? {
        guard let shown = storedPresented else { return nil }
        return shown.adaptedPresentation?.original ?? shown
    }

    /// The controller that presents this one (or one of this one's ancestors).
    public var presentingViewController: ViewController? {
        storedPresenting ?? storedParent?.presentingViewController
    }

    /// Whether this controller is being presented (between `present` and its `viewDidAppear`).
    public var isBeingPresented: Bool { presentationPhase == .presenting }

    /// Whether this controller is being dismissed.
    public var isBeingDismissed: Bool { presentationPhase == .dismissing }

    /// The coordinator of the transition this controller (or its container) takes part in, if any. A presenting
    /// controller takes part in the presentation and the dismissal of the controller it presents: while one runs,
    /// its `transitionCoordinator` is that transition's, as the presented controller's is (Apple's "Add custom views
    /// to a presentation" animates a dimming view alongside through `presentingViewController.transitionCoordinator`
    /// in `presentationTransitionWillBegin()`, and iossocket/XLPresentViewControllerDemo's
    /// `CustomPresentaionController.swift` does the same).
    public var transitionCoordinator: TransitionCoordinator? {
        activeCoordinator ?? storedPresented?.activeCoordinator ?? storedParent?.transitionCoordinator
    }

    /// The style the presentation of this controller uses on its world's profile.
    /// One of `.fullScreen`, `.pageSheet`, `.overFullScreen`, `.alert`.
    func resolvedPresentationStyle() -> ModalPresentationStyle {
        let sheet = simulation?.profile.automaticModalPresentationIsSheet ?? false
        let phone = simulation?.screen.device.idiom != .pad
        if let adapted = adaptedPresentation { return ViewController.shownStyle(adaptedTo: adapted.style) }
        switch modalPresentationStyle {
        case .automatic: return sheet && phone ? .pageSheet : .fullScreen
        case .none, .currentContext, .fullScreen: return .fullScreen
        case .formSheet, .popover, .pageSheet:
            // A phone adapts these; the adaptive delegate may choose (`.none`: keep the style, which ViewTree
            // shows as a sheet, as it shows a popover on a pad).
            if phone, let adapted = delegateAdaptedStyle, adapted != modalPresentationStyle {
                return ViewController.shownStyle(adaptedTo: adapted)
            }
            return sheet || !phone ? .pageSheet : .fullScreen
        case .custom, .overFullScreen, .overCurrentContext: return .overFullScreen
        case .alert: return .alert
        }
    }

    /// How ViewTree shows a presentation adapted to `adapted` (a popover, form sheet or page sheet on a phone).
    static func shownStyle(adaptedTo adapted: ModalPresentationStyle) -> ModalPresentationStyle {
        switch adapted {
        case .none, .formSheet, .popover, .pageSheet: return .pageSheet
        case .custom, .overFullScreen, .overCurrentContext: return .overFullScreen
        case .alert: return .alert
        case .automatic, .fullScreen, .currentContext: return .fullScreen
        }
    }

    /// How far below the safe area's top an iOS 13 sheet starts (ours, from screenshots: the presenter's
    /// card peeks out by about 10 pt).
    public static let sheetTopGap: CGFloat = 10

    func performPresent(_ presented: ViewController, animated: Bool, completion: (() -> Void)?) {
        // UIKit presents from the controller at the root of this one's containers (it defines the context).
        var presenter = self
        while let parent = presenter.storedParent { presenter = parent }
        if presenter.storedPresented != nil {
            report(.viewController, "present: \(presenter.libraryClassName) is already presenting a controller (UIKit: 'Attempt to present … which is already presenting')")
            return
        }
        // The presenter is itself being presented (before its viewDidAppear) or dismissed: UIKit logs "Attempt to present
        // … on … while a presentation is in progress" and ignores the call (ericberman/MyFlightbookiOS issue 370).
        // Accepted, the presenter never heard viewDidAppear and left the screen under the new one (bug 82).
        if presenter.presentationPhase == .dismissing
            || (presenter.presentationPhase == .presenting && presenter.appearState == .appearing) {
            report(.viewController, "present: \(presenter.libraryClassName) is being \(presenter.presentationPhase == .dismissing ? "dismissed" : "presented") (UIKit: 'Attempt to present \(presented.libraryClassName) on \(presenter.libraryClassName) while a presentation is in progress'); ignored")
            return
        }
        guard presented !== presenter, presented.storedPresenting == nil, presented.storedParent == nil else {
            report(.viewController, "present: the controller is already presented or has a parent")
            return
        }
        // Still being dismissed, by a presenter that has gone meanwhile (its window took another root and nothing kept
        // it): accepted, the dismissal's end took the new presentation's link back (ViewTreeFuzz seed 293; bug 95).
        guard presented.presentationPhase == .none else {
            report(.viewController, "present: \(presented.libraryClassName) is still being \(presented.presentationPhase == .dismissing ? "dismissed" : "presented") (UIKit: 'Attempt to present \(presented.libraryClassName) on \(presenter.libraryClassName) while a presentation is in progress'); ignored")
            return
        }
        if presented.isActiveRoot || presented.storedPresented != nil {
            report(.viewController, "present: \(presented.libraryClassName) is \(presented.storedPresented != nil ? "presenting a controller" : "a window's root view controller") (UIKit: 'Application tried to present modally an active controller'); nothing changes")
            return
        }
        guard let window = presenter.storedView?.window, let world = window.simulation, !window.isHidden else {
            report(.viewController, "present: the presenting controller's view is not in a visible window (UIKit: 'whose view is not in the window hierarchy')")
            return
        }
        guard presented.checkPopoverSource(in: world) else { return }
        // An adapting popover or sheet may be shown as another controller the adaptive delegate returns (UIKit asks
        // `presentationController(_:viewControllerForAdaptivePresentationStyle:)`).
        let (presented, adaptiveStyle) = presented.adaptivePresentationReplacement(presenter: presenter, in: world)
        presenter.storedPresented = presented
        presented.storedPresenting = presenter
        presented.knownSimulation = world
        presented.presentationPhase = .presenting
        presented.adoptCustomPresentation(presenting: presenter, source: self)
        let custom = presented.customPresentation
        let style = presented.resolvedPresentationStyle()
        let animate = animated
        let customAnimator = animate ? presented.transitioningDelegate?.animationController(forPresented: presented, presenting: presenter, source: self) : nil
        let duration = customAnimator.map { ViewController.customDuration($0) }
            ?? (animate ? (presented is AlertController ? AlertController.transitionDuration : world.profile.modalTransitionDuration) : 0)
        let coordinator = TransitionCoordinator(duration: duration)
        presented.activeCoordinator = coordinator
        if let adaptiveStyle { presented.announceAdaptivePresentation(adaptiveStyle, coordinator: coordinator) }

        let coversPresenter = style == .fullScreen || custom?.shouldRemovePresentersView == true
        presented.loadViewIfNeeded()
        presented.appearanceDrivenByContainer = true
        if coversPresenter {
            presenter.appearanceDrivenByContainer = true
            presenter.beginAppearanceTransition(false, animated: animate)
        }
        presented.beginAppearanceTransition(true, animated: animate)

        let container = TransitionView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        presented.presentationContainer = container
        container.presentedController = presented
        // From iOS 13, UIKit's own full-screen and sheet presentations put the view in a drop shadow view.
        let wrapsInDropShadow = (style == .fullScreen || style == .pageSheet) && custom == nil && customAnimator == nil
            && world.profile.presentationHasDropShadowView
        if style == .pageSheet || style == .alert {
            let dimming = DimmingView(frame: container.bounds)
            let color = Color(white: 0, alpha: style == .alert ? AlertController.dimmingAlpha : 0.4)
            if wrapsInDropShadow {
                dimming.placeAsSheetDimming(in: container.bounds, color: color)
            } else {
                dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                dimming.backgroundColor = color
            }
            container.addSubview(dimming)
        }
        if let custom {
            // UIKit's order: the container is in the window and empty when the presentation controller begins.
            window.addSubview(container)
            custom.presentationTransitionWillBegin()
        }
        let final = custom.map { presented.customPresentedFrame($0, in: container) } ?? presented.presentedFrame(style: style, in: window)
        let view: View = presented.view
        // A custom presentation controller whose `presentedView` is a view of its own (a card wrapping the presented
        // controller's view, as Simplenote's `SPCardPresentationController`) has placed both: its wrapper is what
        // the animator gets as the view `.to` and moves (UIKit's `viewForKey:` answers the presentation controller's
        // `presentedView`), and the controller's view stays where the presentation controller put it.
        let wrapper = presented.customPresentedWrapper
        if wrapper == nil {
            view.autoresizingMask = style == .alert ? [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin] : [.flexibleWidth, .flexibleHeight]
        }
        // What slides in: the view, or from iOS 13 the drop shadow view it is wrapped in.
        let mover: View
        if let wrapper {
            if wrapper.superview == nil { container.addSubview(wrapper) }
            mover = wrapper
        } else if wrapsInDropShadow {
            mover = DropShadowView.wrap(view, at: final, asSheet: style == .pageSheet, in: container)
        } else {
            view.frame = final
            container.addSubview(view)
            mover = view
        }
        if container.superview !== window { window.addSubview(container) }
        view.setNeedsLayout()
        view.safeAreaDidChange()
        window.layoutIfNeeded()

        let finish: (Bool) -> Void = { [weak presenter, weak presented] _ in
            guard let presenter, let presented else { return }
            if coversPresenter, let presenterView = presenter.storedView, let home = presenterView.superview {
                // The covered view leaves the screen: a root's from the window, a presented presenter's from its own
                // presentation's container (remembered, to put it back at the dismissal), also when the controller
                // that presented it is gone.
                if home === window {
                    presenterView.removeFromSuperview()
                } else if home.window === window {
                    presenter.coveredViewHome = home
                    presenterView.removeFromSuperview()
                }
            }
            presented.customPresentation?.presentationTransitionDidEnd(true)
            // The presented controller's viewDidAppear comes before the presenter's viewDidDisappear, unlike a push
            // (the order at the top of this file).
            presented.endAppearanceTransition()
            presenter.endAppearanceTransition()
            presenter.appearanceDrivenByContainer = false
            presented.appearanceDrivenByContainer = false
            presented.presentationPhase = .none
            presented.activeCoordinator = nil
            coordinator.complete()
            completion?()
        }
        guard animate else {
            world.runLoop.perform { finish(true) }
            return
        }
        if let customAnimator {
            let presenterFrame = presenter.storedView?.frame ?? .zero
            let context = OneToOneTransitionContext(
                container: container, style: presented.modalPresentationStyle, from: presenter, to: presented,
                fromView: coversPresenter ? presenter.storedView : nil, toView: mover,
                frames: [ObjectIdentifier(presenter): (presenterFrame, coversPresenter ? .zero : presenterFrame),
                         ObjectIdentifier(presented): (.zero, final)],
                onComplete: { [weak presenter, weak presented, weak container] didComplete in
                    if didComplete {
                        finish(true)
                    } else if let presenter, let presented {
                        ViewController.undoPresentation(of: presented, by: presenter, container: container,
                                                        coversPresenter: coversPresenter, coordinator: coordinator)
                    }
                })
            let interaction = presented.transitioningDelegate?.interactionControllerForPresentation(using: customAnimator)
            return ViewController.start(customAnimator, interaction: interaction, context: context, duration: duration,
                                        coordinator: coordinator)
        }
        if style == .alert {
            view.alpha = 0
            View.animate(withDuration: duration, delay: 0, options: [], animations: {
                view.alpha = 1
                coordinator.runAlongsideAnimations()
            }, completion: finish)
        } else {
            var start = final
            start.origin.y = window.bounds.height
            mover.frame = start
            View.animate(withDuration: duration, delay: 0, options: [], animations: {
                mover.frame = final
                coordinator.runAlongsideAnimations()
            }, completion: finish)
        }
    }

    func performDismiss(animated: Bool, completion: (() -> Void)?, mayWaitForPresentation: Bool = true) {
        // Dismissing a controller that presents nothing dismisses it from its presenter.
        guard let presented = presentedRoot else {
            completion?()
            return
        }
        if presented !== self, presented.storedPresented != nil {
            // Dismissing from below dismisses the whole chain above (UIKit dismisses the top one animated).
            presented.storedPresented?.dismiss(animated: false)
        }
        // Asked from the presented controller's viewDidAppear (its presentation's last callbacks are running):
        // accepted, as `present` is from there, and started once the presentation has ended — the presenter's
        // viewDidDisappear and the presentation's completion first — so that every controller's appearance
        // callbacks stay balanced (**ours**; see `ViewController.dismissesAfterPresentationEnds`).
        // It waits once: a presentation still running when the deferred request comes refuses it as below.
        if ViewController.dismissesAfterPresentationEnds, mayWaitForPresentation, presented.presentationPhase == .presenting, presented.appearState == .appeared,
           let world = presented.storedView?.window?.simulation {
            world.runLoop.perform { [weak self] in
                self?.performDismiss(animated: animated, completion: completion, mayWaitForPresentation: false)
            }
            return
        }
        guard let presenter = presented.storedPresenting, presented.presentationPhase == .none else {
            report(.viewController, "dismiss: the controller is being presented or dismissed already (UIKit: 'Attempt to dismiss from view controller \(libraryClassName) while a presentation or dismiss is in progress!')")
            return
        }
        guard let window = presented.storedView?.window ?? presenter.storedView?.window ?? presented.presentationContainer?.window else {
            (presented.presentationContainer as? TransitionView)?.presentedController = nil
            presenter.storedPresented = nil
            presented.storedPresenting = nil
            completion?()
            return
        }
        let world = window.simulation
        let style = presented.resolvedPresentationStyle()
        let custom = presented.customPresentation
        // A presenter whose view left the window while it presented (the window's root was replaced) does not come
        // back: its view is not put back into a window whose root it no longer is.
        let coversPresenter = (style == .fullScreen || custom?.shouldRemovePresentersView == true)
            && (presenter.storedView?.superview != nil || window.rootViewController === presenter
                || presenter.coveredViewHome?.window === window)
        let animate = animated && world != nil
        let customAnimator = animate && presented.storedView != nil ? presented.transitioningDelegate?.animationController(forDismissed: presented) : nil
        let duration = customAnimator.map { ViewController.customDuration($0) }
            ?? (animate ? (presented is AlertController ? AlertController.transitionDuration : world?.profile.modalTransitionDuration ?? 0) : 0)
        let coordinator = TransitionCoordinator(duration: duration)
        presented.activeCoordinator = coordinator
        presented.presentationPhase = .dismissing
        presented.appearanceDrivenByContainer = true
        presented.beginAppearanceTransition(false, animated: animate)
        if coversPresenter {
            presenter.appearanceDrivenByContainer = true
            if let presenterView = presenter.storedView, presenterView.superview == nil {
                if let home = presenter.coveredViewHome, home.window === window {
                    home.addSubview(presenterView)
                } else {
                    window.insertSubview(presenterView, at: 0)
                    presenterView.frame = presenter.frameForRootView(in: window)
                }
            }
            presenter.coveredViewHome = nil
            presenter.beginAppearanceTransition(true, animated: animate)
            window.layoutIfNeeded()
        }
        custom?.dismissalTransitionWillBegin()
        let finish: (Bool) -> Void = { [weak presenter, weak presented] _ in
            guard let presented else { return }
            presented.customPresentation?.dismissalTransitionDidEnd(true)
            presented.presentationContainer?.removeFromSuperview()
            (presented.presentationContainer as? TransitionView)?.presentedController = nil
            presented.presentationContainer = nil
            presented.storedView?.removeFromSuperview()
            // The relationship ends before the "did" calls: the presenter's viewDidAppear sees no presented controller
            // and the dismissed one's viewDidDisappear no presenting one, while `isBeingDismissed` is still true there
            // (`ViewController.dismissalEndsRelationshipBeforeDidCallbacks`).
            let endRelationship = {
                presenter?.storedPresented = nil
                presented.storedPresenting = nil
            }
            if ViewController.dismissalEndsRelationshipBeforeDidCallbacks { endRelationship() }
            // The presenter's viewDidAppear comes before the dismissed controller's viewDidDisappear (the order at the
            // top of this file).
            presenter?.endAppearanceTransition()
            presented.endAppearanceTransition()
            if !ViewController.dismissalEndsRelationshipBeforeDidCallbacks { endRelationship() }
            presented.appearanceDrivenByContainer = false
            presenter?.appearanceDrivenByContainer = false
            // A presenter whose view left the window meanwhile (the window's root replaced during the dismissal) ended
            // an appearance it cannot have: it follows where its view is.
            if coversPresenter { presenter?.followWindowPresence() }
            // A replacement shown for an adapted presentation is itself again once dismissed.
            presented.adaptedPresentation = nil
            presented.presentationPhase = .none
            presented.activeCoordinator = nil
            coordinator.complete()
            completion?()
        }
        guard animate, let view = presented.storedView else {
            if let world { world.runLoop.perform { finish(true) } } else { finish(true) }
            return
        }
        if let customAnimator {
            let presenterFrame = presenter.storedView?.frame ?? .zero
            let context = OneToOneTransitionContext(
                container: presented.presentationContainer ?? window, style: presented.modalPresentationStyle,
                from: presented, to: presenter, fromView: presented.customPresentedWrapper ?? view,
                toView: coversPresenter ? presenter.storedView : nil,
                frames: [ObjectIdentifier(presented): (view.frame, .zero),
                         ObjectIdentifier(presenter): (presenterFrame, presenterFrame)],
                onComplete: { [weak presenter, weak presented] didComplete in
                    if didComplete {
                        finish(true)
                    } else if let presenter, let presented {
                        ViewController.undoDismissal(of: presented, by: presenter, coversPresenter: coversPresenter,
                                                     coordinator: coordinator)
                    }
                })
            let interaction = presented.transitioningDelegate?.interactionControllerForDismissal(using: customAnimator)
            return ViewController.start(customAnimator, interaction: interaction, context: context, duration: duration,
                                        coordinator: coordinator)
        }
        View.animate(withDuration: duration, delay: 0, options: [], animations: {
            if style == .alert {
                view.alpha = 0
            } else {
                // The drop shadow view slides out with the view in it (iOS 13+).
                let mover = DropShadowView.mover(for: view)
                var end = mover.frame
                end.origin.y = window.bounds.height
                mover.frame = end
            }
            coordinator.runAlongsideAnimations()
        }, completion: finish)
    }

    /// Whether a `dismiss` asked from the presented controller's own `viewDidAppear(_:)` is accepted and starts once
    /// the presentation has ended (`true`). The order is then the presentation's (presenter viewWillDisappear,
    /// presented viewWillAppear, presented viewDidAppear, presenter viewDidDisappear, the present completion) followed
    /// by the dismissal's (presented viewWillDisappear, presenter viewWillAppear, presenter viewDidAppear, presented
    /// viewDidDisappear, the dismiss completion). UIKit refuses a dismissal while a
    /// presentation is in progress ("Attempt to dismiss from view controller … while a presentation or dismiss is in
    /// progress!"), and accepts `present` from `viewDidAppear`; that a dismissal from there is accepted too, and
    /// waits for the presentation's last callbacks, is **ours** (no device log of this case was found).
    public static let dismissesAfterPresentationEnds = true

    /// Whether, at the end of a dismissal, the presented/presenting relationship is gone before the presenter's
    /// `viewDidAppear(_:)` and the dismissed controller's `viewDidDisappear(_:)`, where `isBeingDismissed` is still
    /// `true` (`true`). WinObjC's functional tests, written against iOS, pin it
    /// (`UIViewControllerTests.mm`: `viewDidAppear:` expects `presentedViewController == nil`; a dismissed modal's
    /// `viewDidDisappear:` expects `presentingViewController == nil` and `isBeingDismissed`), and WinObjC issue 2114
    /// ("the ref platform where e.g. presentingViewController should be nil on viewDidDisappear: of the modal").
    public static let dismissalEndsRelationshipBeforeDidCallbacks = true

    /// Whether this controller is the root view controller of a window of its world (it is active: UIKit refuses to
    /// present it).
    var isActiveRoot: Bool {
        guard let window = storedView?.window ?? (storedView?.superview as? Window) else { return false }
        return window.rootViewController === self
    }

    /// What `dismiss` from this controller dismisses: what it presents, else itself when it is presented, else the same
    /// for its parent, and so up. A child of a presented container (the root of a presented navigation controller)
    /// dismisses that container, as its `presentingViewController` is the container's presenter (UIViewController
    /// documentation of `dismiss(animated:completion:)` and `presentingViewController`; the `c.DismissViewController`
    /// of Xamarin's device-run `ViewControllerTest.NonModal`).
    var presentedRoot: ViewController? {
        storedPresented ?? (storedPresenting != nil ? self : storedParent?.presentedRoot)
    }

    /// Where the presented view goes in the window.
    func presentedFrame(style: ModalPresentationStyle, in window: Window) -> CGRect {
        let b = window.bounds
        switch style {
        case .pageSheet:
            let top = window.safeAreaInsets.top + ViewController.sheetTopGap
            let large = b.height - top
            let height = storedSheet?.shownHeight(maximum: large, windowHeight: b.height, traits: window.traitCollection) ?? large
            return CGRect(x: 0, y: b.height - height, width: b.width, height: height)
        case .alert:
            let size = (self as? AlertController)?.alertSize ?? CGSize(width: AlertController.width, height: 100)
            return CGRect(x: ((b.width - size.width) / 2).rounded(), y: ((b.height - size.height) / 2).rounded(),
                          width: size.width, height: size.height)
        default:
            return b
        }
    }
}

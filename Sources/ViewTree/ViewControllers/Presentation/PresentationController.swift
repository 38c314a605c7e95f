import Foundation

/// ViewTree's `UIPresentationController`: what manages one presented controller — the base of
/// `PopoverPresentationController` and `SheetPresentationController` — and the place its adaptive delegate sits
/// (`presentationController?.delegate = self`, the iOS 13 way to hear that the user swiped a sheet down).
///
/// A controller's `presentationController` is made on first use, for its `modalPresentationStyle` (a popover's
/// or a sheet's when it is one), so the delegate can be set before `present(_:animated:completion:)`, as UIKit
/// code does. A test swipes a sheet down with `ViewController.swipeDownToDismiss()`.
///
/// **Custom presentation.** A controller presented with `modalPresentationStyle = .custom` whose
/// `transitioningDelegate` returns a subclass from `presentationController(forPresented:presenting:source:)` is
/// presented by it, in UIKit's order: `presentationTransitionWillBegin()` (the container exists, the presented
/// view is not in it yet: add a dimming view here, animate alongside on the coordinator), the presented view at
/// `frameOfPresentedViewInContainerView`, the animation (the delegate's animator's, or the default slide up),
/// `presentationTransitionDidEnd(_:)`; dismissal likewise with `dismissalTransitionWillBegin()` and
/// `dismissalTransitionDidEnd(_:)`; each layout of the container is wrapped in `containerViewWillLayoutSubviews()`
/// and `containerViewDidLayoutSubviews()`. The presenter's view stays unless `shouldRemovePresentersView`.
open class PresentationController: TraitEnvironment {
    /// The presented controller, held weakly: the controller owns its presentation controller.
    weak var presentedStorage: ViewController?
    /// The presenter handed to `init(presentedViewController:presenting:)`, until the presentation names one.
    weak var presentingStorage: ViewController?
    /// Set for a presentation controller a transitioning delegate made: it presents its controller.
    var managesCustomPresentation = false
    /// What `presentedViewController` returns once the presented controller is gone (never while it is
    /// presented), and `presentingViewController` while there is no presenter (UIKit's is an unowned
    /// reference there, which Swift code reading it would crash on).
    private lazy var detachedPlaceholder = ViewController()

    /// `presentedViewController`: the controller this one presents. Non-optional, as in UIKit. (Once that
    /// controller is gone — only a presentation controller kept by a test outlives it — this is an empty
    /// controller with no view in any window.)
    public var presentedViewController: ViewController { presentedStorage ?? detachedPlaceholder }
    /// `delegate`: told about adaptation and about a user's attempts to dismiss (weak, as in UIKit).
    public weak var delegate: AdaptivePresentationControllerDelegate?

    init(presentedViewController: ViewController) {
        self.presentedStorage = presentedViewController
    }

    /// `init(presentedViewController:presenting:)`: the designated initializer a custom presentation controller
    /// calls (return it from `ViewControllerTransitioningDelegate.presentationController(forPresented:presenting:source:)`).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedStorage = presentedViewController
        self.presentingStorage = presentingViewController
    }

    /// `presentingViewController`: the presenter, while presented (or the one named at initialization).
    /// Non-optional, as in UIKit, so `presentingViewController.view` ports unchanged; with no presenter yet
    /// (or once it is gone) it is an empty controller with no view in any window, as `presentedViewController`.
    public var presentingViewController: ViewController { presenter ?? detachedPlaceholder }
    /// The presenter, when there is one.
    var presenter: ViewController? { presentedStorage?.presentingViewController ?? presentingStorage }
    /// `presentationStyle`: the style asked for (`modalPresentationStyle`).
    open var presentationStyle: ModalPresentationStyle { presentedStorage?.modalPresentationStyle ?? .none }
    /// `containerView`: the view the presented controller's view is shown in, while presented.
    public var containerView: View? { presentedStorage?.presentationContainer }
    /// `presentedView`: the view that is presented: the presented controller's view, once loaded. Override it to
    /// present a wrapper around that view.
    open var presentedView: View? { presentedStorage?.viewIfLoaded }

    // MARK: Custom presentation (override these in a subclass)

    /// `frameOfPresentedViewInContainerView`: where the presented view goes in the container; the container's
    /// bounds by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    /// `shouldRemovePresentersView`: whether the presenter's view leaves the window once presented; `false`.
    open var shouldRemovePresentersView: Bool { false }
    /// `shouldPresentInFullscreen`; `true`. Stored for code that reads it.
    open var shouldPresentInFullscreen: Bool { true }
    /// `presentationTransitionWillBegin()`: the presentation is about to animate; the container exists.
    open func presentationTransitionWillBegin() {}
    /// `presentationTransitionDidEnd(_:)`: the presentation ended (`false`: the animator cancelled it).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// `dismissalTransitionWillBegin()`: the dismissal is about to animate.
    open func dismissalTransitionWillBegin() {}
    /// `dismissalTransitionDidEnd(_:)`: the dismissal ended (`false`: the animator cancelled it).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// `containerViewWillLayoutSubviews()`: the container is about to lay out (set the presented view's frame here).
    open func containerViewWillLayoutSubviews() {}
    /// `containerViewDidLayoutSubviews()`: the container laid out.
    open func containerViewDidLayoutSubviews() {}

    // MARK: UIContentContainer

    /// `preferredContentSize`: the presented controller's.
    open var preferredContentSize: CGSize { presentedStorage?.preferredContentSize ?? .zero }
    /// `preferredContentSizeDidChange(forChildContentContainer:)`: does nothing until overridden.
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {}
    /// `size(forChildContentContainer:withParentContainerSize:)`: the parent's size, as UIKit's default.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// `viewWillTransition(to:with:)`: the container is about to change size (a rotation); does nothing until
    /// overridden.
    open func viewWillTransition(to size: CGSize, with coordinator: TransitionCoordinator) {}
    /// `willTransition(to:with:)`: the container's traits are about to change (a rotation across a size class,
    /// before the presented controller hears it); does nothing until overridden.
    open func willTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {}

    /// `adaptivePresentationStyle`: the style to adapt to in a horizontally compact environment; `.fullScreen`, as
    /// UIKit's default. Override it in a custom presentation controller; ViewTree's adaptation asks the delegate
    /// (`AdaptivePresentationControllerDelegate`), not this.
    open var adaptivePresentationStyle: ModalPresentationStyle { .fullScreen }

    /// `adaptivePresentationStyle(for:)`: the style for a trait collection; the default returns
    /// `adaptivePresentationStyle`.
    open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle { adaptivePresentationStyle }

    /// `traitCollection` (`UITraitEnvironment`): the traits of the presented controller.
    open var traitCollection: TraitCollection { presentedStorage?.traitCollection ?? TraitCollection() }

    /// `traitCollectionDidChange(_:)` (`UITraitEnvironment`): a custom presentation controller hears that its
    /// window's traits changed just before the controller it presents does; does nothing, override it (call
    /// super) to re-lay out a dimming view or a card.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// `overrideTraitCollection` (iOS 8): traits the presented controller and its views report instead of the
    /// inherited ones (those it specifies). Delivered as a trait override's (`traitOverrides`).
    public var overrideTraitCollection: TraitCollection? {
        get { overrideTraitCollectionStorage }
        set {
            recordingTraitChange { overrideTraitCollectionStorage = newValue }
        }
    }
    private var overrideTraitCollectionStorage: TraitCollection?
    /// `traitOverrides` as set (Screen/TraitOverrides.swift).
    var traitOverrideStorage: TraitOverrides?
    /// `registerForTraitChanges` registrations (Screen/TraitChangeRegistration.swift).
    var traitRegistrations: [TraitRegistration] = []
}

/// `UIAdaptivePresentationControllerDelegate`. Every method is optional.
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// `adaptivePresentationStyle(for:)`: the style to adapt to where the style asked for does not fit (a popover
    /// or a sheet on a phone): `.none` keeps the style asked for (a popover stays a popover). The default,
    /// `.automatic`, is ViewTree's "no opinion": the usual adaptation.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
    /// `adaptivePresentationStyle(for:traitCollection:)`; the default asks `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: PresentationController,
                                   traitCollection: TraitCollection) -> ModalPresentationStyle
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`: the controller to show in place of the
    /// presented one when the presentation adapts to `style` (a navigation controller wrapping it, say); `nil` (the
    /// default) shows the presented controller itself (Presentation/AdaptivePresentation.swift).
    func presentationController(_ controller: PresentationController,
                                viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController?
    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` (iOS 8.3): the presentation is
    /// about to be shown adapted to `style`, with the transition's coordinator.
    func presentationController(_ presentationController: PresentationController,
                                willPresentWithAdaptiveStyle style: ModalPresentationStyle,
                                transitionCoordinator: TransitionCoordinator?)
    /// `presentationControllerShouldDismiss(_:)` (iOS 13): whether a swipe down may dismiss the sheet. Default `true`.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// `presentationControllerWillDismiss(_:)` (iOS 13): the user's swipe is dismissing the sheet.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// `presentationControllerDidDismiss(_:)` (iOS 13): the sheet the user swiped down is gone (not called for a
    /// dismissal in code, as UIKit documents).
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// `presentationControllerDidAttemptToDismiss(_:)` (iOS 13): the user tried to swipe down a sheet that may not
    /// be dismissed (`isModalInPresentation`, or the delegate refused).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// `.automatic`: no opinion (ViewTree's sentinel; see the requirement).
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .automatic }
    /// Asks `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(for controller: PresentationController,
                                          traitCollection: TraitCollection) -> ModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// `nil`: the presented controller is shown itself.
    public func presentationController(_ controller: PresentationController,
                                       viewControllerForAdaptivePresentationStyle style: ModalPresentationStyle) -> ViewController? { nil }
    /// Does nothing.
    public func presentationController(_ presentationController: PresentationController,
                                       willPresentWithAdaptiveStyle style: ModalPresentationStyle,
                                       transitionCoordinator: TransitionCoordinator?) {}
    /// Allows it.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
}

/// `UIPopoverPresentationControllerDelegate`: a popover's delegate, an adaptive delegate with the popover's own
/// callbacks (all optional in UIKit: each has a default here).
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// `prepareForPopoverPresentation(_:)`: before the popover shows (the source may still be set here).
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
    /// `popoverPresentationControllerShouldDismissPopover(_:)` (deprecated in iOS 13): whether a tap outside may
    /// dismiss it. Default `true`.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool
    /// `popoverPresentationControllerDidDismissPopover(_:)` (deprecated in iOS 13).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
    /// `true`.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController) {}
}

extension ViewController {
    /// `presentationController`: the controller's presentation controller, made on first use for its style — its
    /// `popoverPresentationController` or `sheetPresentationController` when it has one, a plain one otherwise.
    public var presentationController: PresentationController? {
        if let popover = popoverPresentationController { return popover }
        if let sheet = sheetPresentationController { return sheet }
        if let existing = storedPresentationController { return existing }
        let made = PresentationController(presentedViewController: self)
        storedPresentationController = made
        return made
    }

    /// The presentation controller whose adaptive delegate decides how this controller adapts: its popover's, its
    /// sheet's, or its plain one's, whichever was made.
    var adaptingPresentationController: PresentationController? {
        storedPopover ?? storedSheet ?? storedPresentationController
    }

    /// The delegate's adapted style for this controller, when it has an opinion (`.automatic` is none).
    var delegateAdaptedStyle: ModalPresentationStyle? {
        guard let controller = adaptingPresentationController, let delegate = controller.delegate else { return nil }
        let style = delegate.adaptivePresentationStyle(for: controller, traitCollection: traitCollection)
        return style == .automatic ? nil : style
    }

    /// A user's swipe down on a sheet (iOS 13): a controller presented as a sheet that may be dismissed
    /// (neither it nor a controller it contains has `isModalInPresentation`, and the delegate's
    /// `presentationControllerShouldDismiss(_:)` agrees) is dismissed, animated, between
    /// `presentationControllerWillDismiss(_:)` and `presentationControllerDidDismiss(_:)`; otherwise the delegate
    /// hears `presentationControllerDidAttemptToDismiss(_:)`. A controller that is not shown as a sheet (full
    /// screen, an alert) cannot be swiped down, nor a sheet whose presentation or dismissal is still running (UIKit
    /// takes no touches then): rejected with a diagnostic. Returns whether the dismissal began.
    @discardableResult
    public func swipeDownToDismiss() -> Bool {
        let presented = presentingViewController != nil ? self : (presentedViewController ?? self)
        guard presented.presentingViewController != nil, presented.resolvedPresentationStyle() == .pageSheet else {
            report(.viewController, "swipeDownToDismiss: the controller is not presented as a sheet; a full-screen presentation or an alert cannot be swiped down")
            return false
        }
        // UIKit takes no touches while a presentation or dismissal runs (bug 113: the swipe used to tell the delegate
        // `presentationControllerWillDismiss` and answer true, and the dismissal it asked for was then refused).
        guard presented.presentationPhase == .none else {
            report(.viewController, "swipeDownToDismiss: the sheet is being \(presented.isBeingPresented ? "presented" : "dismissed"); UIKit takes no touches until the transition ends, so nothing happens")
            return false
        }
        let controller = presented.presentationController
        let delegate = controller?.delegate
        if presented.containsModalInPresentation || !(controller.map { delegate?.presentationControllerShouldDismiss($0) ?? true } ?? true) {
            if let controller { delegate?.presentationControllerDidAttemptToDismiss(controller) }
            return false
        }
        if let controller { delegate?.presentationControllerWillDismiss(controller) }
        presented.dismiss(animated: true) { [weak controller] in
            if let controller { controller.delegate?.presentationControllerDidDismiss(controller) }
        }
        return true
    }

    /// Whether this controller or one it contains (the top of a presented navigation controller, say) is modal
    /// in presentation.
    var containsModalInPresentation: Bool {
        isModalInPresentation || children.contains { $0.containsModalInPresentation }
    }
}

extension PresentationController: ContentContainer {}

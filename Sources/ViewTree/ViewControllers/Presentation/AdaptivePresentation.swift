import Foundation

// An adapted presentation shown as another controller. When a popover, form sheet or page sheet adapts on a phone
// (a compact width) and the presentation controller's delegate chose a style for it
// (`adaptivePresentationStyle(for:traitCollection:)`, not `.none`), UIKit asks the same delegate
// `presentationController(_:viewControllerForAdaptivePresentationStyle:)` for "the view controller to display in place
// of the existing presented view controller" (Apple's documentation of that method) — typically a navigation controller
// wrapping the presented one, so that its bar shows the Done button the popover did not need (raywenderlich.com's
// `SettingsTableViewController`, Apple's CustomTransitions sample, `AAPLAdaptivePresentationSecondViewController.m`) —
// and then `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)` (iOS 8.3). The replacement
// is what is shown, in the adapted style, and what appears and disappears; the presenter's `presentedViewController`
// still names the controller it presented (**ours**: no source states which one it names; the presentation controller's
// `presentedViewController` is that controller in UIKit too). A `nil` answer, or the presented controller itself, keeps
// it. A replacement UIKit could not present (already presented, with a parent, a window's root) is refused with a
// diagnostic and the controller asked for is shown.

/// What a replacement controller of an adapted presentation remembers while it is presented.
struct AdaptedPresentation {
    /// The style the delegate adapted the presentation to.
    let style: ModalPresentationStyle
    /// The controller that was presented (the replacement's content, typically its root). Weak: the replacement holds
    /// it as its child, and the presenter must not keep it alive past the presentation through this link.
    weak var original: ViewController?
}

extension ViewController {
    /// The controller to present in place of this one, and the adapted style it is shown in: this controller and `nil`
    /// when it does not adapt or its delegate gives no usable replacement.
    func adaptivePresentationReplacement(presenter: ViewController, in world: Simulation) -> (ViewController, ModalPresentationStyle?) {
        guard world.screen.device.idiom != .pad,
              [.popover, .formSheet, .pageSheet].contains(modalPresentationStyle),
              let style = adaptedStyleWhilePresented(by: presenter), style != .none, style != modalPresentationStyle,
              let controller = adaptingPresentationController,
              let delegate = controller.delegate else { return (self, nil) }
        guard let replacement = delegate.presentationController(controller, viewControllerForAdaptivePresentationStyle: style),
              replacement !== self else { return (self, style) }
        guard replacement !== presenter, replacement.storedPresenting == nil, replacement.storedParent == nil,
              replacement.storedPresented == nil, replacement.presentationPhase == .none, !replacement.isActiveRoot else {
            report(.viewController, "present: the adaptive delegate's presentationController(_:viewControllerForAdaptivePresentationStyle:) returned \(replacement.libraryClassName), which is presented, presenting, a child or a window's root; \(libraryClassName) is shown instead")
            return (self, style)
        }
        replacement.adaptedPresentation = AdaptedPresentation(style: style, original: self)
        return (replacement, style)
    }

    /// The delegate's adapted style, asked with the traits this controller has while `presenter` presents it (its
    /// presenter's): the relationship is made for the question and undone after it, so that the delegate may still
    /// wrap the controller in a container (a controller being presented cannot become a child).
    private func adaptedStyleWhilePresented(by presenter: ViewController) -> ModalPresentationStyle? {
        guard storedPresenting == nil, presentationPhase == .none else { return delegateAdaptedStyle }
        storedPresenting = presenter
        presentationPhase = .presenting
        defer {
            storedPresenting = nil
            presentationPhase = .none
        }
        return delegateAdaptedStyle
    }

    /// `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`: the delegate of the presentation
    /// controller that adapted hears the style before the transition animates. `self` is the controller shown.
    func announceAdaptivePresentation(_ style: ModalPresentationStyle, coordinator: TransitionCoordinator) {
        let asked = adaptedPresentation?.original ?? self
        guard let controller = asked.adaptingPresentationController else { return }
        controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: style, transitionCoordinator: coordinator)
    }
}

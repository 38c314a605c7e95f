import Foundation

/// The recognizer behind `NavigationController.barHideOnTapGestureRecognizer`: a single tap on the navigation
/// controller's view that hides the bars when they show and shows them when they are hidden, while
/// `hidesBarsOnTap` is true. It acts only on "an otherwise unhandled tap in the content area" (UINavigationController
/// documentation): a tap that lands on a control or on one of the bars fails it, and the control or bar handles
/// the tap as if the recognizer were not there.
final class BarHideOnTapGestureRecognizer: TapGestureRecognizer {
    /// The controller whose bars it toggles (weak: the controller's view owns the recognizer while the flag is on,
    /// and the controller owns it).
    weak var navigationController: NavigationController?

    /// Fails over a control (a button keeps its tap: "otherwise unhandled") and over the navigation bar or the
    /// toolbar (the tap is "in the content area"), checked at the view the touch went to.
    override func libraryShouldBegin() -> Bool {
        guard let navigation = navigationController, let touched = trackedTouches.first?.view else { return true }
        return !navigation.handlesTapItself(touched)
    }

    /// Neither prevents nor is prevented by the content's own recognizers (ours: the documentation asks an app that
    /// ties its recognizer to this one to let "both recognize their gestures simultaneously").
    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Toggles the bars, animated, from the navigation bar's hidden state ("hidden or shown, depending on the
    /// hidden state of the navigationBar", UINavigationController.h).
    func tapped() {
        guard state == .ended, let navigation = navigationController, navigation.hidesBarsOnTap else { return }
        navigation.setBarsHiddenByGesture(!navigation.isNavigationBarHidden)
    }
}

extension NavigationController {
    /// Makes the tap recognizer, not cancelling the touches of the views it watches (ours: a tap on plain content
    /// that toggles the bars leaves the content's own touch handling alone, as the swipe's does).
    func makeBarHideOnTapRecognizer() -> TapGestureRecognizer {
        let recognizer = BarHideOnTapGestureRecognizer()
        recognizer.navigationController = self
        recognizer.cancelsTouchesInView = false
        recognizer.addAction { ($0 as? BarHideOnTapGestureRecognizer)?.tapped() }
        return recognizer
    }

    /// Puts the tap recognizer (once made) on `container` while `hidesBarsOnTap` is true and takes it off when it is
    /// false, enabling it to match ("inactive unless the hidesBarsOnTap property is true"). Making it on first use
    /// of the flag keeps a controller that never sets it from carrying a recognizer.
    func updateBarHideOnTapRecognizer(on container: View?) {
        let recognizer = hidesBarsOnTap ? barHideOnTapGestureRecognizer : storedBarHideOnTapRecognizer
        guard let recognizer else { return }
        recognizer.isEnabled = hidesBarsOnTap
        if hidesBarsOnTap, let container, recognizer.view !== container {
            container.addGestureRecognizer(recognizer)
        } else if !hidesBarsOnTap, let attached = recognizer.view {
            attached.removeGestureRecognizer(recognizer)
        }
    }

    /// Whether a tap on `view` is the view's own to handle: it is (or is inside) a control, the navigation bar or
    /// the toolbar.
    func handlesTapItself(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current, candidate !== viewIfLoaded {
            if candidate is Control || candidate === navigationBar || candidate === toolbarStorage { return true }
            current = candidate.superview
        }
        return false
    }
}

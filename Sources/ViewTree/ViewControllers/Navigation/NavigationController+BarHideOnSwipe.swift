import Foundation

/// The recognizer behind `NavigationController.barHideOnSwipeGestureRecognizer`: a vertical pan on the navigation
/// controller's view that hides the bars when it goes up and shows them when it goes down, while
/// `hidesBarsOnSwipe` is true. It watches beside the content's own recognizers (a table's pan keeps scrolling) and
/// leaves the touches to the views under the finger.
final class BarHideOnSwipeGestureRecognizer: PanGestureRecognizer {
    /// The controller whose bars it hides (weak: the controller's view owns the recognizer).
    weak var navigationController: NavigationController?

    /// A swipe hides or shows the bars when it has moved this far vertically, more than sideways, by the time the
    /// finger lifts (ours: UIKit's rule is private; a pan recognizes after `PanGestureRecognizer.hysteresis`, so a
    /// swipe that recognized has moved at least that far).
    static let minimumTravel: CGFloat = PanGestureRecognizer.hysteresis

    /// Neither prevents nor is prevented: UIKit's bar-hiding pan recognizes alongside a scroll view's pan (the
    /// bars go away while a table scrolls, in every app that sets `hidesBarsOnSwipe`).
    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Hides (upward) or shows (downward) the navigation bar, and the toolbar when the top controller gives it
    /// items, animated, when the swipe ends.
    func swipeChanged() {
        guard state == .ended, let navigation = navigationController, navigation.hidesBarsOnSwipe,
              let view = navigation.viewIfLoaded else { return }
        let moved = translation(in: view)
        guard abs(moved.y) >= Self.minimumTravel, abs(moved.y) > abs(moved.x) else { return }
        navigation.setBarsHiddenByGesture(moved.y < 0)
    }
}

extension NavigationController {
    /// What both bar-hiding gestures do (`hidesBarsOnSwipe`, `hidesBarsOnTap`): hides or shows the navigation bar,
    /// animated, and the toolbar with it only when the top controller gives it items ("If the toolbar does not have
    /// any items, it remains visible even after a swipe", `hidesBarsOnSwipe` documentation; "The toolbar will only
    /// be shown if it has items to display", `hidesBarsOnTap` in UINavigationController.h).
    func setBarsHiddenByGesture(_ hide: Bool) {
        setNavigationBarHidden(hide, animated: true)
        if topViewController?.toolbarItems?.isEmpty == false {
            setToolbarHidden(hide, animated: true)
        }
    }

    /// Makes the bar-hiding recognizer: disabled until `hidesBarsOnSwipe` is set, added to the controller's view
    /// when it loads (`installBarHideRecognizer(on:)`), not cancelling the touches of the views it watches
    /// (ours: the buttons of a content view keep working under a swipe that did not move the bars).
    func makeBarHideRecognizer() -> PanGestureRecognizer {
        let recognizer = BarHideOnSwipeGestureRecognizer()
        recognizer.navigationController = self
        recognizer.cancelsTouchesInView = false
        recognizer.addAction { ($0 as? BarHideOnSwipeGestureRecognizer)?.swipeChanged() }
        return recognizer
    }

    /// Adds the bar-hiding recognizer to the controller's view (`loadView`, or when it is made after).
    func installBarHideRecognizer(on container: View) {
        let recognizer = barHideOnSwipeGestureRecognizer
        if recognizer.view !== container { container.addGestureRecognizer(recognizer) }
    }
}

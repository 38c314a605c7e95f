import Foundation

/// The recognizer behind `NavigationController.interactivePopGestureRecognizer`: a pan from the left edge of the
/// screen that may begin only while there is a controller to go back to and no transition runs.
final class InteractivePopGestureRecognizer: ScreenEdgePanGestureRecognizer {
    /// The controller it pops (weak: the controller's view owns the recognizer).
    weak var navigationController: NavigationController?

    /// A swipe back completes when the finger is lifted past this fraction of the view's width… (ours: UIKit
    /// completes a slow swipe back past about half the width, as developers measure it; the exact rule is private).
    static let completionFraction: CGFloat = 0.5
    /// …or when it is lifted while moving right faster than this, in points per second (ours, as above).
    static let completionVelocity: CGFloat = 500

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if storedState == .possible, let navigation = navigationController,
           navigation.viewControllers.count < 2 || navigation.isTransitioning {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    /// Pops the top controller, animated, when the swipe ends far or fast enough.
    func swipeChanged() {
        guard state == .ended, let navigation = navigationController, let view = navigation.viewIfLoaded else { return }
        let distance = translation(in: view).x, speed = velocity(in: view).x
        if distance > view.bounds.width * Self.completionFraction || speed > Self.completionVelocity {
            navigation.popViewController(animated: true)
        }
    }
}

extension NavigationController {
    /// `interactivePopGestureRecognizer`: the swipe from the left edge of the screen that goes back. It begins only
    /// while a controller can be popped and no transition runs; lifted past half the view's width (or while moving
    /// right faster than 500 pt/s) it pops the top controller, animated — the frames of the swipe itself are not
    /// simulated. Set its `isEnabled` to `false` or give it a delegate, as UIKit code does. `nil` until the view
    /// loads (reading it loads the view, as in UIKit, whose recognizer lives on the controller's view).
    public var interactivePopGestureRecognizer: GestureRecognizer? {
        loadViewIfNeeded()
        return storedPopRecognizer
    }

    /// Makes the recognizer and adds it to the controller's view (`loadView`).
    func installInteractivePopRecognizer(on container: View) {
        let recognizer = InteractivePopGestureRecognizer()
        recognizer.edges = .left
        recognizer.navigationController = self
        recognizer.addAction { ($0 as? InteractivePopGestureRecognizer)?.swipeChanged() }
        container.addGestureRecognizer(recognizer)
        storedPopRecognizer = recognizer
    }
}

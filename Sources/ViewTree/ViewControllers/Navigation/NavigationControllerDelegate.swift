import Foundation

/// Hears of a navigation controller's transitions: ViewTree's `UINavigationControllerDelegate`.
/// Every method has an empty default.
public protocol NavigationControllerDelegate: AnyObject {
    /// Before the top controller's view is shown (after the appearance callbacks began).
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// After the transition, once `viewDidAppear(_:)` ran.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
    /// The animator of an animated push or pop, or `nil` for the default slide. Asked before `willShow` (the
    /// transition's duration, which its coordinator reports, is the animator's).
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationController.Operation,
                              from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller that drives that animator (an edge swipe of your own), or `nil`.
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning?
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
    /// `nil`: the default slide.
    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationController.Operation,
                                     from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    /// `nil`: not interactive.
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? { nil }
}

extension NavigationController {
    /// `UINavigationController.Operation`, with UIKit's raw values.
    public enum Operation: Int, Sendable {
        case none = 0, push = 1, pop = 2
    }
}

import Foundation

/// Hears of a navigation controller's transitions: ViewTree's `UINavigationControllerDelegate`.
/// Both methods have empty defaults.
public protocol NavigationControllerDelegate: AnyObject {
    /// Before the top controller's view is shown (after the appearance callbacks began).
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// After the transition, once `viewDidAppear(_:)` ran.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}

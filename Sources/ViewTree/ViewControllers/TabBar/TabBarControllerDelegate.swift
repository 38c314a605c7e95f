import Foundation

/// `UITabBarControllerDelegate`: hears of the user's taps on tabs. Every method is optional. Neither is called
/// when code changes the selection (Apple's documentation: "only in response to user taps in the tab bar").
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may become selected. Default `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected the tab of `viewController` (also when it was selected already).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// `true`.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}

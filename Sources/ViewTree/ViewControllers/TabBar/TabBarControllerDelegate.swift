import Foundation

/// `UITabBarControllerDelegate`: hears of the user's taps on tabs. Every method is optional. Neither is called
/// when code changes the selection (Apple's documentation: "only in response to user taps in the tab bar").
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may become selected. Default `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected the tab of `viewController` (also when it was selected already).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// `tabBarController(_:shouldSelectTab:)` (iOS 18): whether the user may select `tab` (a controller with `tabs`).
    /// Default `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool
    /// `tabBarController(_:didSelectTab:previousTab:)` (iOS 18): the user selected `tab` (also when it was selected
    /// already); `previousTab` was selected before.
    func tabBarController(_ tabBarController: TabBarController, didSelectTab selectedTab: Tab, previousTab: Tab?)
}

extension TabBarControllerDelegate {
    /// `true`.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    /// `true`.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelectTab selectedTab: Tab, previousTab: Tab?) {}
}

import Foundation

/// `UITabBarControllerDelegate`: hears of the user's taps on tabs. Every method is optional. Neither is called
/// when code changes the selection (Apple's documentation: "only in response to user taps in the tab bar").
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may become selected. Default `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected the tab of `viewController` (also when it was selected already).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// iOS 18: whether the user's tap may select `tab` (asked instead of `shouldSelect` when the controller has
    /// `tabs`). Default `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool
    /// iOS 18: the user selected `tab` (also when it was selected already); `previousTab` was selected before.
    func tabBarController(_ tabBarController: TabBarController, didSelectTab tab: Tab, previousTab: Tab?)
    /// iOS 18: tabs were hidden or shown by the user's customization (not simulated: never called).
    func tabBarController(_ tabBarController: TabBarController, visibilityDidChangeFor tabs: [Tab])
    /// iOS 18: the user reordered a group's children (not simulated: never called).
    func tabBarController(_ tabBarController: TabBarController, displayOrderDidChangeFor group: TabGroup)
    /// iOS 18: the user began editing the tabs (not simulated: never called).
    func tabBarControllerWillBeginEditing(_ tabBarController: TabBarController)
    /// iOS 18: the user finished editing the tabs (not simulated: never called).
    func tabBarControllerDidEndEditing(_ tabBarController: TabBarController)
}

extension TabBarControllerDelegate {
    /// `true`.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    /// `true`.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelectTab tab: Tab) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelectTab tab: Tab, previousTab: Tab?) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, visibilityDidChangeFor tabs: [Tab]) {}
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, displayOrderDidChangeFor group: TabGroup) {}
    /// Does nothing.
    public func tabBarControllerWillBeginEditing(_ tabBarController: TabBarController) {}
    /// Does nothing.
    public func tabBarControllerDidEndEditing(_ tabBarController: TabBarController) {}
}

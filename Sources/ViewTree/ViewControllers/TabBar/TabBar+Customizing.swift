import Foundation

// The tab bar's customizing sheet and its pre-iOS 7 selected-image tint, as Xamarin's device-run suite
// (xamarin-macios tests/monotouch-test/UIKit/TabBarTest.cs) records them. ViewTree shows no customizing sheet.

extension TabBar {
    /// `isCustomizing`: whether `beginCustomizingItems(_:)` started customizing that has not ended. Default `false`.
    public var isCustomizing: Bool { customizingItems.map { !$0.isEmpty } ?? false }

    /// `beginCustomizingItems(_:)`: starts letting the user rearrange `items` (ViewTree shows no sheet; the items are
    /// kept). An empty list customizes nothing (Xamarin's device-run `TabBarTest.Customizing`: after
    /// `BeginCustomizingItems (null)` the bar is not customizing).
    public func beginCustomizingItems(_ items: [TabBarItem]) {
        customizingItems = items.isEmpty ? nil : items
    }

    /// `endCustomizing(animated:)`: ends customizing. Returns whether the bar is still customizing, which it no longer
    /// is: `false` (Xamarin's device-run `TabBarTest.Customizing`: `EndCustomizing (false)` is false after a begin).
    @discardableResult
    public func endCustomizing(animated: Bool) -> Bool {
        customizingItems = nil
        return isCustomizing
    }

    /// `selectedImageTintColor` (deprecated in iOS 8): the tint of the selected tab's image. `nil` by default; a colour
    /// set is kept only where the profile keeps it (`PlatformProfile.tabBarKeepsSelectedImageTintColor`: before iOS
    /// 7.1), else it still reads `nil`.
    public var selectedImageTintColor: Color? {
        get { storedSelectedImageTintColor }
        set {
            let profile = (simulation ?? Simulation.current)?.profile ?? .default
            guard newValue == nil || profile.tabBarKeepsSelectedImageTintColor else { return }
            storedSelectedImageTintColor = newValue
        }
    }
}

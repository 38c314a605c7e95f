import Foundation

/// How a navigation bar shows a large title (iOS 11+, `PlatformProfile.navigationBarLargeTitle`): the band the
/// `_UINavigationBarLargeTitleView` adds under the 44-pt content, its title's font, and when it shows.
public struct NavigationBarLargeTitleMetrics: Sendable, Equatable, Hashable {
    /// How much taller the bar is while the large title is fully shown: 52 pt, so 96 pt on a phone upright.
    /// Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (measured on iOS 11): "iOS 11's
    /// large titles add 52 points to the navigation bar height, giving a total of 96 points without a status bar";
    /// an iOS 13+ table under a large title on a 414 × 896 phone prints `contentOffset: {0, -140}; contentSize: {414,
    /// 291}; adjustedContentInset: {140, 0, 34, 0}` (44 for the status bar + 96; a
    /// `UITableViewAlertForLayoutOutsideViewHierarchy` message, a Journal app, 2019+; the same 140 in a flag list's
    /// exception); Xcode saves such bars at `(0, 44, 414, 96)` and `(0, 44, 375, 96)` (`InterfaceBuilderLoader
    /// .largeTitleNavigationBarHeight`). No dump attests a different figure for iOS 13+.
    public var height: CGFloat
    /// The large title's point size: 34, the Large Title text style at the default (Large) content size (Apple HIG
    /// "Typography"; `Font.TextStyle.largeTitle`), bold: the HIG's "big, bold text of a large title" (Navigation
    /// bars).
    public var titleFontSize: CGFloat
    /// Above this height the large-title view is opaque (alpha 1), at or below it transparent (alpha 0), as it
    /// collapses: a 2021 note measuring `_UINavigationBarLargeTitleView` by key-value observation ("当 height > 16 时，
    /// alpha = 1，视图处于可见状态", when its height is over 16 its alpha is 1 and it is visible). The cross-fade
    /// UIKit animates around that point is **not modelled**.
    public var visibleAboveHeight: CGFloat

    /// iOS 11 and later (no era attests other numbers).
    public static let iOS11 = NavigationBarLargeTitleMetrics(height: 52, titleFontSize: 34, visibleAboveHeight: 16)
}

import Foundation

/// Where iOS 7–10 put a tab bar item's badge (`TabBarButtonContentKind.stackedImageAndTitle`): a `_UIBadgeView`, the
/// tab button's last subview, overlapping the image's top-right corner. Two dumps: `<UITabBarSwappableImageView:
/// 0x7fa2d97883a0; frame = (33 6; 24 24); …>` then `<_UIBadgeView: 0x7fa2d9777390; frame = (52 2; 18 18);
/// userInteractionEnabled = NO; …>` (a 2016 note on tab bar animations), and `<_UIBadgeView: 0x78fbb710; frame = (36 2;
/// 18 18); userInteractionEnabled = NO; …>` beside `<_UIBadgeView: 0x790b8230; frame = (36 2; 24 18); …>` for a
/// two-character value (Youxin's log, 2016-10-21, after `UITabBarSwappableImageView` and `UITabBarButtonLabel`).
public enum TabBarBadgeMetrics {
    /// The badge's top in the button: 2 pt (both dumps).
    public static let top: CGFloat = 2
    /// The badge's height: 18 pt (both dumps).
    public static let height: CGFloat = 18
    /// A one-character badge's width: 18 pt, a circle (both dumps).
    public static let minimumWidth: CGFloat = 18
    /// How much wider each further character makes it: 6 pt (`(36 2; 24 18)` for two characters). Attested for one
    /// and two characters only; longer values follow the same step (**ours**).
    public static let widthPerExtraCharacter: CGFloat = 6
    /// How far the badge's left edge is inside the image's right edge: 5 pt (`(52 2; …)` beside an image ending at
    /// 33 + 24 = 57).
    public static let imageOverlap: CGFloat = 5

    /// The badge's width for `value`.
    static func width(for value: String) -> CGFloat {
        minimumWidth + widthPerExtraCharacter * CGFloat(max(0, value.count - 1))
    }
}

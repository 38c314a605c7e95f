import Foundation

/// Which view a navigation bar puts behind its content, as its first subview, and what its hairline is
/// (`PlatformProfile.navigationBarBackground`). Each kind extends 20 pt (the status bar's height, 44–47 pt under a
/// notch) above a navigation controller's bar and holds the hairline just below the bar, one pixel high.
public enum NavigationBarBackgroundKind: String, Sendable, Equatable, Hashable {
    /// iOS 6: `UINavigationBarBackground` (printed `NavigationBarBackground`, without the `UI` as ViewTree's other
    /// classes), the bar's bounds, not opaque, with no hairline view and no autoresizing: `<UINavigationBarBackground:
    /// 0x89b0cb0; frame = (0 0; 320 44); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x89b0d40>>`, the
    /// bar's first subview, its `UINavigationItemView` next (oleb.net, "Remote View Controllers in iOS 6", 2012, a
    /// mail compose sheet's bar at `(0 20; 320 44)`). The bar does not reach under the status bar in that era.
    case legacyNavigationBarBackground
    /// iOS 7–9: `_UINavigationBarBackground`, not opaque and following the bar's width, its hairline a
    /// `UIImageView`: `<_UINavigationBarBackground: 0x8d59af0; frame = (0 -20; 320 64); opaque = NO; autoresize =
    /// W; userInteractionEnabled = NO; …>` over `<UIImageView: 0x8d67cc0; frame = (0 64; 320 0.5);
    /// userInteractionEnabled = NO; …>` (iOS 7, a 2014 note on empty back buttons);
    /// `<_UINavigationBarBackground: …; frame = (0 -20; 320 64); opaque = NO; autoresize = W; userInteractionEnabled
    /// = NO; …>` and `<UIImageView: …; frame = (0 64; 320 0.5); opaque = NO; …>` (a 2015–2016 login screen).
    case navigationBarBackground
    /// iOS 10–12: `_UIBarBackground` (a plain view), printing neither `opaque = NO` nor `autoresize`, its hairline
    /// a `UIImageView`: `<_UIBarBackground: 0x151d0cf00; frame = (0 -20; 375 64); userInteractionEnabled = NO; …>`
    /// (iOS 10, 2016-12-02, a note on hiding the hairline), `<_UIBarBackground: 0x7f98a1e8fc00; frame = (0 -20;
    /// 375 64); userInteractionEnabled = NO; …>` (iOS 11), `<UIImageView: 0x7f81cfe0a2c0; frame = (0 44; 375 0.5);
    /// userInteractionEnabled = NO; …>` in it (2018).
    case barBackground
    /// iOS 13+: `_UIBarBackground` with a private `_UIBarBackgroundShadowView` for the hairline:
    /// `<_UIBarBackground: 0x7fb45740af90; frame = (0 -47; 428 91); userInteractionEnabled = NO; …>` and
    /// `<_UIBarBackgroundShadowView: 0x7fb45700fb60; frame = (0 91; 428 0.333333); layer = <CALayer: …>>`
    /// (a 428 × 926 simulator).
    case barBackgroundShadowView
}

/// Where a navigation bar's `_UINavigationBarBackIndicatorView` (the back chevron, its last subview) sits, in
/// the bar's coordinates (`PlatformProfile.navigationBarBackIndicator`).
public struct NavigationBarBackIndicatorMetrics: Sendable, Equatable, Hashable {
    /// The indicator's frame in the bar.
    public var x, y, width, height: CGFloat

    /// iOS 7: `<_UINavigationBarBackIndicatorView: 0x8d87560; frame = (8 12; 12.5 20.5); opaque = NO;
    /// userInteractionEnabled = NO; …>` (a 2014 note on empty back buttons, a 320-pt simulator).
    public static let iOS7 = NavigationBarBackIndicatorMetrics(x: 8, y: 12, width: 12.5, height: 20.5)
    /// iOS 8–10: `<_UINavigationBarBackIndicatorView: 0x14602cab0; frame = (8 11.5; 13 21); alpha = 0; opaque =
    /// NO; userInteractionEnabled = NO; …>` (a 64-bit device, 320 pt), the same frame on iOS 9 and 10 (2016-12-02,
    /// 320 and 375 pt).
    public static let iOS8 = NavigationBarBackIndicatorMetrics(x: 8, y: 11.5, width: 13, height: 21)

    /// The frame as a rectangle.
    var frame: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

/// What holds a navigation bar's title and bar buttons (`PlatformProfile.navigationBarContent`), as device dumps
/// print the bar's subviews after its background.
public enum NavigationBarContentKind: String, Sendable, Equatable, Hashable {
    /// iOS 6–10: the title label in a `UINavigationItemView` (`NavigationItemViewMetrics`), the bar buttons the
    /// bar's own subviews after it: `<_UINavigationBarBackground: …>`, `<UINavigationItemView: 0x7f8d29436220; frame
    /// = (79 8; 162.5 27); opaque = NO; userInteractionEnabled = NO; …>` holding `<UILabel: …; frame = (0 3.5; 162.5
    /// 21.5); text = 'Root View Controller'; opaque = NO; userInteractionEnabled = NO; …>`, then
    /// `<_UINavigationBarBackIndicatorView: …>` (iOS 8, BKNavigationBarCleanColor, 2015); `<UINavigationItemView:
    /// 0x151df50c0; frame = (153 8; 69.5 27); …>` then the items' `<UIButton: …>`s (iOS 10, 2016-12-02);
    /// `<UINavigationItemView: 0x89b11d0; frame = (93 8; 133 27); opaque = NO; userInteractionEnabled = NO; …>` (iOS 6).
    case itemView
    /// iOS 11–12: `<_UINavigationBarLargeTitleView: 0x7f98a1e41a40; frame = (0 0; 0 0); clipsToBounds = YES; hidden =
    /// YES; …>`, `<_UINavigationBarContentView: 0x7f98a1e417a0; frame = (0 0; 375 44); …>` (holding the title and the
    /// buttons), `<_UINavigationBarModernPromptView: 0x7f98a1e423f0; frame = (0 0; 0 0); alpha = 0; hidden = YES; …>`
    /// after the `_UIBarBackground` (an iOS 11 PDF reader's note, 375 pt; the same three in a 2019 log).
    case contentViewWithLargeTitleAndPrompt
    /// iOS 13+: the content view alone after the background: `<_UINavigationBarContentView: 0x7fb457415480; frame =
    /// (0 0; 428 44); layer = …> layout=0x7fb45741ac30` (a 428 × 926 simulator, iOS 15+).
    case contentView
}

/// Where iOS 6–10's `UINavigationItemView` holds the title (`NavigationBarContentKind.itemView`).
public enum NavigationItemViewMetrics {
    /// The item view's top in the bar: 8 pt, and its height: 27 pt, in every dump: `(79 8; 162.5 27)`,
    /// `(125.5 8; 69.5 27)`, `(126 8; 68 27)`, `(116.5 8; 87.5 27)` (iOS 7–8, 320 pt), `(153 8; 69.5 27)` (iOS 10,
    /// 375 pt), `(93 8; 133 27)` (iOS 6). It is as wide as the title, centred in the bar to the pixel (320 − 162.5 =
    /// 157.5, half 78.75, printed 79; 320 − 69.5 = 250.5, half 125.25, printed 125.5).
    public static let top: CGFloat = 8
    /// The item view's height (see `top`).
    public static let height: CGFloat = 27
    /// Space between the title label's bottom and the item view's: 2 pt (`(0 3.5; 162.5 21.5)`, iOS 8, and `(0 3; 163
    /// 22)`, iOS 7, both end at 25 of 27). An iOS 7.0 title in a custom font, `(0 3; 87.5 23)`, ends at 26 (set aside).
    public static let titleBottomInset: CGFloat = 2
}

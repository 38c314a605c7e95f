import Foundation

/// Which view a navigation bar puts behind its content, as its first subview, and what its hairline is
/// (`PlatformProfile.navigationBarBackground`). Each kind extends 20 pt (the status bar's height, 44–47 pt under a
/// notch) above a navigation controller's bar and holds the hairline just below the bar, one pixel high.
public enum NavigationBarBackgroundKind: String, Sendable, Equatable, Hashable {
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

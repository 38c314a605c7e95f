import Foundation

/// What a tab bar puts behind its buttons (`PlatformProfile.tabBarBackground`).
public enum TabBarBackgroundKind: String, Sendable, Equatable, Hashable {
    /// iOS 7–9: `<_UITabBarBackgroundView: 0x1657bae0; frame = (0 0; 320 49); autoresize = W; userInteractionEnabled
    /// = NO; …>` first and the hairline `<UIImageView: 0x165a3c30; frame = (0 -0.5; 320 0.5); autoresize = W;
    /// userInteractionEnabled = NO; …>` last (iOS 7, a Frida walkthrough on an iPhone 4S); the same pair at 375 pt in
    /// a tab-animation sample. One 320-pt simulator's background also prints `opaque = NO` (set aside: two of three
    /// print none).
    case tabBarBackgroundView
    /// iOS 10+: `<_UIBarBackground: 0x7f8af3d0bdd0; frame = (0 0; 414 49); userInteractionEnabled = NO; …>` first (a
    /// 414-pt phone), `<_UIBarBackground: 0x7fb291f16480; frame = (0 0; 390 83); userInteractionEnabled = NO; …>`
    /// (a 390 × 844 phone, the home indicator's 34 pt included); no hairline among the bar's subviews.
    case barBackground
}

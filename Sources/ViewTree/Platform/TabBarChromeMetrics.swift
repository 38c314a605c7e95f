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

/// What a tab bar button shows its item in (`PlatformProfile.tabBarButtonContent`).
public enum TabBarButtonContentKind: String, Sendable, Equatable, Hashable {
    /// ViewTree's own: the title (with the badge value) in a label filling the button, no image view (iOS 6, whose
    /// tab buttons no dump shows).
    case titleFillingButton
    /// iOS 7–10: a `UITabBarSwappableImageView` (printed `TabBarSwappableImageView`) above a `UITabBarButtonLabel`
    /// (printed `TabBarButtonLabel`), both centred across the button (`TabBarButtonMetrics`).
    case stackedImageAndTitle
    /// iOS 11+: the same two views (the image view only while the item has an image, as UIKitCore's
    /// `-[UITabBarButton initWithImage:…]` makes it), both centred across the button with their left edges floored to
    /// the pixel, the title `TabBarButtonMetrics.iOS11TitleTop` down (`TabBarButtonMetrics`).
    case imageAndTitle
}

/// Where iOS 7–10 put a tab bar button's image and title (`TabBarButtonContentKind.stackedImageAndTitle`), in the
/// button's coordinates: `<UITabBarButton: 0x1666ae20; frame = (2 1; 76 48); opaque = NO; …>` over
/// `<UITabBarSwappableImageView: 0x165945c0; frame = (23 3; 30 30); opaque = NO; userInteractionEnabled = NO; …>` and
/// `<UITabBarButtonLabel: 0x1667b0f0; frame = (21.5 35; 33 12); text = 'Level 1'; opaque = NO; userInteractionEnabled
/// = NO; …>` (iOS 7, a Frida walkthrough, an iPhone 4S); `<UITabBarSwappableImageView: 0x7fd7ebc52760; frame = (32
/// 5.5; 25 25); opaque = NO; userInteractionEnabled = NO; tintColor = …; …>` and `<UITabBarButtonLabel: 0x7fd7ebc4f360;
/// frame = (29.5 35; 30 12); text = '购物车'; opaque = NO; userInteractionEnabled = NO; …>` (a 375-pt simulator of iOS
/// 8–9, a tab-animation sample's comment, in an 89-pt button).
public enum TabBarButtonMetrics {
    /// The image's centre, 18 pt down (3 + 30 / 2 and 5.5 + 25 / 2); it is centred across the button to the pixel
    /// ((76 − 30) / 2 = 23; (89 − 25) / 2 = 32).
    public static let imageCenterY: CGFloat = 18
    /// The title's top: 35 pt, centred across the button to the pixel ((76 − 33) / 2 = 21.5; (89 − 30) / 2 = 29.5).
    public static let titleTop: CGFloat = 35
    /// The title's font size: 10 pt (its label 12 pt high in both dumps, the line height of a 10-pt system font).
    public static let titleFontSize: CGFloat = 10
    /// iOS 11+: the title's top, 34.5 pt, 0.5 pt higher than iOS 7–10's `titleTop`: `<UITabBarSwappableImageView:
    /// 0x7fda0200eaa0; frame = (174.5 4; 21 28); opaque = NO; userInteractionEnabled = NO; …>` over
    /// `<UITabBarButtonLabel: 0x7fda02401f50; frame = (158 34.5; 54.5 12); text = 'Downloads'; opaque = NO;
    /// userInteractionEnabled = NO; …>` in a 371 × 48 button (iOS 13+, a 375-pt 2x phone, a chisel `pviews` note): the
    /// image's centre 18 pt down as before (`imageCenterY`: 4 + 28 / 2), the label 12 pt high (10 pt) and centred
    /// across with its left edge floored to the pixel ((371 − 54.5) / 2 = 158.25 → 158; UIKitCore's
    /// `_ios_layoutSubviews` floors with `UIFloorToViewScale`). **Sources disagree**: a 2019 Lottie sample on 3x
    /// phones, whose items set `imageInsets` (−1.5, 0, 1.5, 0) and two-character Chinese titles 13.33 pt high, prints
    /// `(38.6667 29.3333; 22.6667 13.3333)` under a 31-pt image at `(34.3333 0.166667; 31 31)` in a 100-pt button,
    /// and `(38.6667 29.6667; …)` under a 21-pt one at `(38 7.33333; 24 21)`: the same horizontal rule
    /// ((100 − 22.6667) / 2, (100 − 31) / 2 = 34.5 → 34.3333, (100 − 24) / 2), other tops. The profile follows the
    /// Latin, inset-free dump.
    public static let iOS11TitleTop: CGFloat = 34.5
}

import Foundation

/// Which views show a navigation bar's button items, per era (`PlatformProfile.navigationBarButtons`), as device dumps
/// print them (Docs/Fidelity.md, "Device dumps, a further probe"). A custom view (`BarButtonItem.customView`) is shown
/// as it is in every era.
public enum NavigationBarButtonKind: String, Sendable, Equatable, Hashable {
    /// ViewTree's own `BarButtonItemView`, 44 pt high, 8 pt each side of its title (iOS 6: its `UINavigationButton`
    /// is bordered, `(5 7; 60 30)` over a `UIImageView` background and a `UIButtonLabel` `(10 7; 40 15)`, **not
    /// modelled**).
    case barButtonItemView
    /// iOS 7–10: each item a `UINavigationButton` (printed `NavigationButton`), a bar's own subview, holding its
    /// title in a `UIButtonLabel`; the back item a `UINavigationItemButtonView` (printed `NavigationItemButtonView`)
    /// holding a `UILabel` (`NavigationButtonMetrics`).
    case navigationButton
    /// iOS 11+: each item a `_UIButtonBarButton` in a `_UIButtonBarStackView` in the bar's content view, its title a
    /// `UIButtonLabel` in a `_UIModernBarButton`; the back item a `_UIButtonBarButton` of its own in the content view,
    /// first, holding the chevron's `_UIModernBarButton` and a `_UIBackButtonContainerView` around the title's
    /// (`ButtonBarButtonMetrics`).
    case buttonBarButton
}

/// Where iOS 7–10 put a bar's `UINavigationButton`s and its back item's `UINavigationItemButtonView`
/// (`NavigationBarButtonKind.navigationButton`), in the bar's coordinates.
public enum NavigationButtonMetrics {
    /// A button's height: 30 pt. `<UINavigationButton: 0x1a29d2e0; frame = (278 7; 34 30); opaque = NO; …>` over
    /// `<UIButtonLabel: 0x1a36f0e0; frame = (0 5; 34 20.5); text = '取消'; opaque = NO; userInteractionEnabled = NO;
    /// …>` (iOS 8, a 320-pt photo picker's bar, 32-bit: as wide as its title, 8 pt from the bar's right edge, 7 pt
    /// down); `<UINavigationButton: 0x10d1671d0; frame = (5 6; 44 30); opaque = NO; …>` over `<UIImageView: …;
    /// frame = (11 4; 22 22); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; …>` and `(271 6; 44 30)`
    /// (iOS 7, image items, 320 pt).
    public static let height: CGFloat = 30
    /// A titled button's top in the bar: 7 pt (`(278 7; 34 30)`, iOS 8), the title centred in it to the pixel
    /// (`(0 5; 34 20.5)`: (30 − 20.5) / 2 = 4.75, 5 on a 2x screen). The button is as wide as its title.
    public static let titleTop: CGFloat = 7
    /// A titled button's distance from the bar's edge: 8 pt (278 + 34 = 320 − 8, iOS 8).
    public static let titleEdgeInset: CGFloat = 8
    /// An image item's top: 6 pt (`(5 6; 44 30)`, `(271 6; 44 30)`, iOS 7).
    public static let imageTop: CGFloat = 6
    /// An image item's distance from the bar's edge: 5 pt (`(5 6; 44 30)`, 271 + 44 = 320 − 5, iOS 7).
    public static let imageEdgeInset: CGFloat = 5
    /// Space each side of an image item's image: 11 pt (`(11 4; 22 22)` in a 44-pt button, iOS 7; `(11 5.5; 17 19)`
    /// in a 39-pt one, a 2016 log).
    public static let imagePadding: CGFloat = 11
    /// The back item's view: `(8 6; …; 30)`: `<UINavigationItemButtonView: 0x1a4640f0; frame = (8 6; 53 30); opaque
    /// = NO; userInteractionEnabled = NO; …>` over `<UILabel: 0x1a45cc50; frame = (19 5.5; 34 21.5); text = '照片';
    /// opaque = NO; userInteractionEnabled = NO; …>` (iOS 8, the photo picker); `<UINavigationItemButtonView:
    /// 0x8ab6c80; frame = (8 6; 110 30); …>` over a 91-pt label (iOS 7, a 2014 note on empty back buttons, the label
    /// moved by the app). Its left edge: 8 pt.
    public static let backButtonLeft: CGFloat = 8
    /// The back item's view's top: 6 pt (see `backButtonLeft`).
    public static let backButtonTop: CGFloat = 6
    /// Where the back item's title starts in its view: 19 pt, after the chevron (`(19 5.5; 34 21.5)` in a 53-pt
    /// view, iOS 8; 110 = 19 + 91, iOS 7). The view is 19 pt wider than its title.
    public static let backTitleLeft: CGFloat = 19
}

/// Where iOS 11+ put a bar's `_UIButtonBarStackView`s and `_UIButtonBarButton`s (`NavigationBarButtonKind.buttonBarButton`).
public enum ButtonBarButtonMetrics {
    /// A stack view's distance from the bar's edge: 8 pt; it is as wide as its button and 44 pt high:
    /// `<_UIButtonBarStackView: 0x107df1d90; frame = (8 6; 46 44); …> buttonBar=0x283fbc5a0` and `(307 6; 60 44)` in
    /// a 375 × 56 bar (iOS 13+, a Cycript session's login screen: 307 + 60 = 375 − 8); `(285 0; 97 44)` in a 390 × 44
    /// bar (iOS 13+, two image items: 285 + 97 = 390 − 8); `(240 0; 127 44)` (iOS 11, 375 pt).
    public static let stackEdgeInset: CGFloat = 8
    /// Space on a titled button's outer side: 8 pt, none on its inner side: `<_UIButtonBarButton: 0x107de7110; frame =
    /// (0 0; 46 44); …>` over `<_UIModernBarButton: 0x107ef1fd0; frame = (8 11; 38 21.5); opaque = NO;
    /// userInteractionEnabled = NO; …>` (a left item), `<_UIButtonBarButton: 0x107d2b8b0; frame = (0 0; 60 44); …>`
    /// over `<_UIModernBarButton: 0x107db1ef0; frame = (0 11; 52 21.5); …>` over `<UIButtonLabel: 0x107d37c60; frame
    /// = (0 1; 52 20.5); text = '下一步'; opaque = NO; userInteractionEnabled = NO; …>` (a right item); the same
    /// session. ViewTree's `_UIModernBarButton` is as wide as the title (the left one's 38 against its 35-pt label is
    /// not followed).
    public static let titleOuterPadding: CGFloat = 8
    /// The `_UIModernBarButton`'s top in its button: 11 pt (see `titleOuterPadding`), the title 1 pt down in it
    /// (`(0 1; 52 20.5)` in `(0 11; 52 21.5)`).
    public static let titleTop: CGFloat = 11
    /// The title's top in its `_UIModernBarButton`: 1 pt (see `titleTop`).
    public static let titleTopInModernButton: CGFloat = 1
    /// Space each side of an image item's image: 11 pt, 8 on the bar's edge side: `<_UIButtonBarButton: …; frame = (0 0;
    /// 46 44); …>` over `<_UIModernBarButton: …; frame = (11 9.66667; 24 24); …>`, then `(54 0; 43 44)` over `(11
    /// 9.66667; 24 24)` (iOS 13+, two right image items). The image is centred vertically (**ours**: the dump's 9.67
    /// against a centred 10 is not followed).
    public static let imagePadding: CGFloat = 11
    /// Where the back button's title starts: 27 pt (**ours**: iOS 7–10's, `NavigationButtonMetrics.backButtonLeft` +
    /// `backTitleLeft`). The back `_UIButtonBarButton` itself is attested at the content view's left edge, 44 high:
    /// `<_UIButtonBarButton: 0x7fadc963b760; frame = (0 0; 69 44); …>` holding `_UIModernBarButton` (the chevron,
    /// with a `UIImageView`) and `_UIBackButtonContainerView` → `_UIModernBarButton 'Back'` → `UIButtonLabel 'Back'`
    /// (iOS 12, a 414-pt Auto Layout trace, the back button before the title label in the content view); `(0 0; 69
    /// 44)` again in a 2019 note.
    public static let backTitleLeft: CGFloat = 27
}

/// How a wide left or back item pushes a navigation bar's title aside.
public enum NavigationBarTitleMetrics {
    /// The title starts at least 6 pt after the right edge of the left items' views (else it is centred): iOS 7's
    /// `<UINavigationItemView: 0x8ab6400; frame = (124 8; 163 27); …>` beside `<UINavigationItemButtonView: 0x8ab6c80;
    /// frame = (8 6; 110 30); …>` (8 + 110 + 6 = 124; centred it would be at 78.5; a 2014 note on empty back
    /// buttons); iOS 12's content view's `LeadingBarGuide` at x 75, beside a back `_UIButtonBarButton` `(0 0; 69 44)`
    /// (69 + 6, a 414-pt Auto Layout trace, its `TitleView` guide `{{75, 0}, {327, 44}}`).
    public static let gapAfterLeadingItem: CGFloat = 6
}

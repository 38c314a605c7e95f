import Foundation

/// What holds a toolbar's items, per era (`PlatformProfile.toolbarContent`), and what lies behind them.
public enum ToolbarContentKind: String, Sendable, Equatable, Hashable {
    /// iOS 6–10: the items' views are the toolbar's own subviews (no dump of an iOS 6–10 toolbar's insides was found:
    /// ViewTree's `BarButtonItemView`s, as before).
    case itemViews
    /// iOS 11+: a `_UIBarBackground` first (not touchable) and a `_UIToolbarContentView` filling the toolbar, holding
    /// the items' views. The hierarchy `UIToolbar -> _UIToolbarContentView -> _UIButtonBarStackView` (onmyway133's
    /// "How to fix UIToolbar Auto Layout issues", 2019) and `H:[_UIButtonBarStackView:0x12ec95310]-(16)-| (active,
    /// names: '|':_UIToolbarContentView:0x12ec196a0 )` (a 2021 constraint log) name the containers; UIKitCore's
    /// `-[_UIToolbarVisualProviderModernIOS updateBarBackground]` inserts the `_UIBarBackground` at index 0 and
    /// `_updateContentView` gives the content view the toolbar's bounds. The content view takes touches: an app's
    /// subview added to the toolbar before it is covered and gets no taps (iOS 11's known break: "iOS 11以后，UIToolbar
    /// 顶部覆盖一层_UIToolbarContentView会导致添加到UIToolbar的子控件无法响应事件", and code that turns the content view's
    /// `userInteractionEnabled` off in `layoutSubviews` "适配iOS11中UIToolbar无法点击问题"). The stack view and the
    /// `_UIButtonBarButton`s inside are **not modelled**: no dump prints their frames (the items stay ViewTree's
    /// `BarButtonItemView`s, laid out as before).
    case contentView
}

/// A toolbar's height and padding at the bottom of a screen with a home indicator (`PlatformProfile.toolbarHeightOverHomeIndicator`).
public enum ToolbarMetrics {
    /// 49 pt instead of 44 for a toolbar at the bottom whose background extends below it (over the home indicator),
    /// not a mini bar: UIKitCore's `-[_UIToolbarVisualProviderModernIOS defaultSizeForOrientation:]` (`barPosition ==
    /// UIBarPositionBottom && _UIBackgroundExtensionForBar(toolbar) > 0.0 && !isMinibar` → 49.0, else 44.0; 32.0 in a
    /// compact-height landscape), in two decompilations of recent UIKitCore; the legacy provider returns 44 (32). No
    /// device dump of a 49-pt toolbar was found; **sources disagree** for iOS 11: a 2017 iPhone X note prints
    /// `UIToolbar: 0x7f89c7c0b9e0; frame = (0 730; 375 48);` ("ToolBar高度不变，只是向上偏移了34像素"), so the iOS 11–12
    /// profile keeps 44.
    public static let heightOverHomeIndicator: CGFloat = 49
    /// The content view's top padding in such a bar: 5 pt (`-[_UIToolbarVisualProviderModernIOS contentViewMargins]`:
    /// top 5.0 for the same condition, else 0), so the items are centred in the 44 pt under it.
    public static let topPaddingOverHomeIndicator: CGFloat = 5
}

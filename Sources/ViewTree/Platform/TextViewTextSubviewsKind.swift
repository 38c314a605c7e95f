import Foundation

/// Which private views a text view (`UITextView`) draws its text in, per era, as device dumps print them
/// (`PlatformProfile.textViewTextSubviews`; the views are in `Controls/TextView/TextView+PrivateSubviews.swift`).
public enum TextViewTextSubviewsKind: String, Sendable, Equatable, Hashable {
    /// iOS 6: none (UIKit's text view of that era drew through a web document view; no dump of one was found).
    case none
    /// iOS 7–10 (TextKit 1: the class is in iOS 7's and iOS 8's runtime headers, `_UITextContainerView.h`; the earliest
    /// dump found is iOS 9–10): a `_UITextContainerView` as the first subview, as large as the content, on a
    /// `_UITextTiledLayer`; its container is `FLT_MAX` high. `<<_UITextContainerView: 0x165b7a30; frame = (0 0; 240
    /// 33); layer = <_UITextTiledLayer: 0x165b7d20>> minSize = {0, 0}, maxSize = {3.4028235e+38, 3.4028235e+38},
    /// textContainer = <NSTextContainer: 0x165b55f0 size = (240.000000,340282346638528859811704183484516925440.000000);
    /// widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x1665a330; lineBreakMode = 0>` in a 240 ×
    /// 128 text view whose `contentSize` is `{240, 33}`, before its two indicators (a 32-bit iOS 9–10 device: `contentSize`
    /// printed, no `adjustedContentInset`, 2.5-pt indicators; a 2017 CTF write-up); `(0 0; 200 36)` on a `_UITextTiledLayer` with the same `FLT_MAX` height under a 200 × 34 text view of
    /// `contentSize: {200, 36}` (a 2017 WeChat-plugin note, no `adjustedContentInset`: iOS 10).
    case tiledContainerView
    /// iOS 11–12: as `tiledContainerView`, on a `__UITextTiledLayer`, its container unlimited in height (`inf`):
    /// `<<_UITextContainerView: 0x105318060; frame = (0 0; 343 317); layer = <__UITextTiledLayer: 0x1c40c42f0>> minSize
    /// = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}, textContainer = <NSTextContainer:
    /// 0x1c0105fa0 size = (343.000000,inf); …>` in a 343 × 427 text view of `contentSize: {343, 317}`, before its
    /// two indicators (MonkeyDev's wiki, an iOS 11 device).
    case doubleUnderscoreTiledContainerView
    /// iOS 16+ (TextKit 2): an empty `_UITextLayoutView`, then the `_UITextContainerView` (clear background) holding
    /// an empty `_UITextLayoutCanvasView` (clear background) that holds one empty plain view: `<_UITextLayoutView:
    /// 0x12dd0ba00; frame = (0 0; 0 0); layer = <CALayer: …>>`, `<<_UITextContainerView: 0x12dd0b440; frame = (0 0;
    /// 40 30); backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <CALayer: …>> minSize = {0, 0}, maxSize =
    /// {1.7976931348623157e+308, 1.7976931348623157e+308}, textContainer = <NSTextContainer: 0x600003518210 size =
    /// (40.000000,inf); widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x1e5cbb9d0;
    /// lineBreakMode = 0>`, `<_UITextLayoutCanvasView: 0x12dd0b680; frame = (0 0; 0 0); backgroundColor =
    /// UIExtendedGrayColorSpace 0 0; layer = …>`, `<UIView: 0x13250a680; frame = (0 0; 0 0); layer = …>` (Sentry's
    /// redaction tests, "iOS 26 & 18", a 40 × 40 text view made in code). iOS 17 prints the plain view between the
    /// layout view and the container view instead, with nothing in the canvas; iOS 16 a `_UITextLayoutFragmentView`
    /// `(0 8; 10 14); opaque = NO` in the canvas: the iOS 13+ profile follows the latest, iOS 18 and 26.
    case textLayoutCanvas

    /// Whether a text view of this kind has a `_UITextContainerView`.
    var hasContainerView: Bool { self != .none }
}

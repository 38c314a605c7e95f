import Foundation

/// Everything that changed across iOS versions and matters to ViewTree, in one value.
///
/// A world is created for a profile (`Simulation(profile:)`); views never test a version number,
/// they read the profile. Every number here imitates UIKit and says where it comes from; the
/// table in `Docs/Fidelity.md` lists them all.
public struct PlatformProfile: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// What the scroll indicators are.
    public enum IndicatorKind: String, Sendable, Equatable, Hashable {
        /// iOS 6–12: each indicator is a `UIImageView` (so an image-view category reaches it).
        case imageView
        /// iOS 13+: each indicator is a private `_UIScrollViewScrollIndicator` (a plain view with a
        /// child fill view), so an image-view category no longer reaches it.
        case privateView
    }

    /// A short identifier: `ios6`, `ios7`, `ios8`, `ios10`, `ios11`, `ios13`.
    public var identifier: String
    /// A human name, e.g. "iOS 11–12".
    public var name: String
    /// What the indicators are.
    public var indicatorKind: IndicatorKind
    /// Indicator thickness in points.
    public var indicatorThickness: CGFloat
    /// Gap between an indicator and the scroll view's edges, in points.
    public var indicatorEdgeInset: CGFloat
    /// Shortest an indicator gets while the content is within its bounds, in points.
    public var indicatorMinimumLength: CGFloat
    /// Shortest an indicator gets while the content is pulled beyond an edge, in points.
    public var indicatorCompressedMinimumLength: CGFloat
    /// Screen scale: indicator frames are rounded to device pixels (1 / scale).
    public var screenScale: CGFloat
    /// How long the indicators take to fade in when they appear, in seconds.
    public var indicatorFadeInDuration: TimeInterval
    /// How long after a flash the fade-out starts, in seconds.
    public var flashHoldDuration: TimeInterval
    /// How long after scrolling stops (end of a drag without deceleration, end of deceleration) the
    /// fade-out starts, in seconds.
    public var scrollEndHideDelay: TimeInterval
    /// How long the indicators take to fade out, in seconds.
    public var indicatorFadeOutDuration: TimeInterval
    /// Seed claim A7 (2), first reading: the fade-out after a flash writes the indicator's `_alpha`
    /// directly, skipping `setAlpha:` and so any category that replaced it. Off in every built-in
    /// profile: with it, every flash ends hidden whatever the app does, so the article's fix could not
    /// work — but the article reports that it does (see `windowMoveHidesIndicatorsDirectly`). Kept so
    /// a test can show that reading, and for custom profiles.
    public var fadeOutBypassesAlphaSetter: Bool
    /// iOS 8 (seed claim A7 (2), the reading the article's fix implies): when a scroll view is about
    /// to move to a window, UIScrollView hides its indicators by writing `_alpha = 0` directly,
    /// skipping `setAlpha:`, so a category cannot keep an indicator shown by an earlier flash; the
    /// owner's `didMoveToWindow` (which runs after) re-flashes to restore it.
    public var windowMoveHidesIndicatorsDirectly: Bool
    /// iOS 8 (seed claim A7): a text view's `contentSize` stays (0, 0) until set by hand.
    public var textViewContentSizeStaysZero: Bool
    /// The controls' sizes and the keyboard of this era (see `ControlMetrics`). Defaults to iOS 7–12's.
    public var controls: ControlMetrics = .iOS7
    /// Where a table view cell puts its accessory and how much it leaves its content view (see
    /// `CellAccessoryMetrics`). Defaults to iOS 6–10's.
    public var cellAccessories: CellAccessoryMetrics = .iOS7
    /// The device a world of this profile gets as its `screen` unless a test gives another: a phone of the
    /// era (iOS 6–12: the 320 × 568 @2x iPhone 5/SE; iOS 13: the 375 × 812 @3x iPhone X-class phone that
    /// matches `screenScale` 3).
    public var defaultDevice: Device = .iPhoneSE

    /// How the system keeps content clear of the status bar and container bars.
    public enum SafeAreaModel: String, Sendable, Equatable, Hashable {
        /// iOS 6: the status bar is outside the app's content; a window's root view starts below it
        /// (`UIScreen.applicationFrame`) and nothing is adjusted.
        case statusBarOutside
        /// iOS 7–10: views extend under the bars; a controller reports them in `topLayoutGuide` /
        /// `bottomLayoutGuide` and, with `automaticallyAdjustsScrollViewInsets`, sets its scroll view's
        /// `contentInset` to their lengths.
        case layoutGuides
        /// iOS 11+: every view has `safeAreaInsets`; a scroll view adds them to its `contentInset` per its
        /// `contentInsetAdjustmentBehavior` (`adjustedContentInset`); `contentInset` is left alone.
        case safeArea
    }
    /// The safe-area model (iOS 6; iOS 7–10; iOS 11+). The iOS 7 and iOS 8 profiles use the layout guides;
    /// `iOS11` and `iOS13` the safe area.
    public var safeAreaModel: SafeAreaModel = .layoutGuides
    /// How long a navigation controller's animated push or pop takes, in seconds.
    public var navigationTransitionDuration: TimeInterval = 0.35
    /// How long an animated modal presentation or dismissal takes, in seconds.
    public var modalTransitionDuration: TimeInterval = 0.5
    /// iOS 13+: `modalPresentationStyle = .automatic` presents a page sheet on a phone (the presenter stays
    /// in the window, behind); before, full screen.
    public var automaticModalPresentationIsSheet = false
    /// Whether a full-screen presentation or a page sheet puts the presented view in a `UIDropShadowView` inside its
    /// `UITransitionView`: iOS 13 and later (`<UITransitionView: …; frame = (0 0; 414 896); autoresize = W+H; …>`
    /// `| <UIDropShadowView: …; frame = (0 0; 414 896); autoresize = W+H; …>` `| | <UILayoutContainerView: …>`, in
    /// dumps from iOS 13 to iOS 26; a sheet's: `<UIDropShadowView: …; frame = (0 40; 375 627); gestureRecognizers =
    /// …>` holding `<_UIRoundedRectShadowView: …; frame = (-150 -150; 675 927); alpha = 0; opaque = NO; autoresize =
    /// W+H; userInteractionEnabled = NO; …>` and `<UIView: …; frame = (0 0; 375 627); clipsToBounds = YES; autoresize =
    /// W+H; …>` with the presented view in it); before, the view is the transition view's own subview.
    public var presentationHasDropShadowView = false
    /// Whether `UIAlertView` and `UIActionSheet` are built on `UIAlertController` (iOS 8 and later): an action sheet's
    /// `actionSheetStyle` then starts `.default`, `.automatic` before (Xamarin's device-run
    /// `tests/monotouch-test/UIKit/ActionSheetTest.cs`, `CheckDefault`: "CheckSystemVersion (iOS, 8, 0) ?
    /// UIActionSheetStyle.Default : UIActionSheetStyle.Automatic"). Both show as alert controllers on every profile
    /// (`LegacyAlertPresentation`).
    public var legacyAlertsAreAlertControllers = true

    /// Length of an indicator that UIKit has not laid out yet (the "idle stub" every fresh scroll
    /// view has, at its bottom-right corner), in points. 7 in every era: iOS 6
    /// `<UIImageView: …; frame = (313 453; 7 7); alpha = 0; … autoresize = TM; …>` in a 320 × 460
    /// scroll view (bhapca.blogspot.com, 2012); iOS 7–12 `(313 565.5; 7 2.5) … autoresize = TM` in a
    /// 320 × 568 collection view (ComponentKit docs, "Debugging"); iOS 13+ `(290 435; 7 3) …
    /// autoresize = TM` and `(294 431; 3 7) … autoresize = LM` in a 300 × 441 scroll view.
    public var indicatorIdleLength: CGFloat
    /// Gap between an idle stub and the corner: 0 up to iOS 12 (`(313 565.5; 7 2.5)`: 320 − 7,
    /// 568 − 2.5, although shown indicators keep 3 pt away), 3 on iOS 13+ (`(290 435; 7 3)`).
    public var indicatorIdleEdgeInset: CGFloat
    /// iOS 6–8: an indicator laid out while its axis does not overflow is as long as the content
    /// (plus insets) and sits at the far end: iOS 7 `(316.5 352; 3.5 64)` in a 480-pt table at
    /// offset −64 with no rows (64 pt of inset), and `(0 412.5; 320 3.5)` for the 320-pt-wide
    /// content; iOS 8 `(316.5 524; 3.5 44)` in a 568-pt table of one 44-pt row. From iOS 10 it spans
    /// the whole track: iOS 13 `(309.5 3; 3 48.5)` in a 315.5 × 54.5 text view whose content is
    /// 315.5 × 54.5.
    public var nonOverflowingIndicatorSpansContent: Bool
    /// Whether a scroll view's description prints `contentSize: {…}` after `contentOffset`: from
    /// iOS 8 (`…; contentOffset: {0, -20}; contentSize: {320, 478}>`, an iOS 8 table, 2015); an
    /// iOS 7 table prints `…; layer = <CALayer: 0x8d2e3d0>; contentOffset: {0, -64}>` (2014).
    public var printsContentSize: Bool
    /// Whether a scroll view's description prints `adjustedContentInset: {…}`: from iOS 11, which
    /// introduced the property (`…; contentSize: {375, 524.5}; adjustedContentInset: {56, 0, 0, 0}`).
    public var printsAdjustedContentInset: Bool
    /// The left inset of a cell's built-in labels and of its separator, and the labels' right
    /// inset: 15 pt on iOS 7–10 (`<UITableViewLabel: …; frame = (15 0; 290 43.5); …>` and
    /// `<_UITableViewCellSeparatorView: …; frame = (15 43.5; 305 0.5); …>` in a 320-pt cell), 16 pt
    /// from iOS 11 (`(16 0; 288 43.5)` in a 320-pt cell; `(16 19; 66.5 20.5)` on iOS 13).
    public var tableCellMargin: CGFloat
    /// Whether a cell's content view is opaque (prints no `opaque = NO`): not on iOS 6–7
    /// (`<UITableViewCellContentView: …; frame = (0 0; 287 43.5); opaque = NO; …>`, iOS 7, 2014),
    /// yes from iOS 8 (`<UITableViewCellContentView: …; frame = (0 0; 320 43.5); gestureRecognizers
    /// = …>`, 2015; `(0 0; 375 60); gestureRecognizers = …` on iOS 13).
    public var cellContentViewIsOpaque: Bool
    /// iOS 7–12: a cell in a table with separators has a content view 0.5 pt shorter than the cell,
    /// above its `_UITableViewCellSeparatorView` (`(0 0; 320 43.5)` over `(15 43.5; 305 0.5)` in a
    /// 44-pt cell). iOS 13+: the content view keeps the whole height and the separator lies over it
    /// (`<UITableViewCellContentView: …; frame = (0 0; 375 60); …>` beside
    /// `<_UITableViewCellSeparatorView: …; frame = (0 59.5; 375 0.5); …>` in a 60-pt cell).
    public var cellContentViewLeavesRoomForSeparator: Bool
    /// iOS 11+: the visible cells are in the table's subviews bottom row first (backmost), top row
    /// last: an iOS 14 table lists `<TestCell: …; frame = (0 90; 390 90); …>` before
    /// `<TestCell: …; frame = (0 0; 390 90); …>`. Before iOS 11, top row first.
    public var tableCellsBottomRowFirst: Bool
    /// Where a table puts its cells: iOS 7–10 in a private `UITableViewWrapperView` at the back of the
    /// table (after the `backgroundView`, before the table header view), iOS 6 and iOS 11+ in the table
    /// itself. Sources: iOS 8–10 dumps (`<UITableViewWrapperView: …; frame = (0 0; 320 504);
    /// gestureRecognizers = <NSArray: …>; layer = …; contentOffset: {0, 0}; contentSize: {320, 504}>`
    /// under a 320 × 568 table at `contentOffset: {0, -64}`, its cells inside at content coordinates,
    /// `(0 369; 320 65)`), an iOS 7 dump (`<UITableViewWrapperView: …; frame = (0 0; 320 480); autoresize =
    /// W+H; layer = …>`: a plain view, no scroll fields) and cycript walks of the responder chain
    /// (`cell.nextResponder` is the wrapper, the wrapper's is the table). iOS 11–26 dumps have cells as
    /// the table's direct subviews.
    public var tableCellWrapper: TableCellWrapper = .none
    /// Whether a cell holds its content view and accessory in a private `UITableViewCellScrollView` (iOS 7
    /// only): `<UITableViewCell: …> | <UITableViewCellScrollView: …; frame = (0 0; 320 44); clipsToBounds =
    /// YES; autoresize = W+H; gestureRecognizers = …; contentOffset: {0, 0}> | | <UITableViewCellContentView:
    /// …>` (iOS 7, 2014); iOS 6 logs print `cell.contentView.superview` as the cell itself, and iOS 8 removed
    /// the view (code of the time tested `[self.superview isKindOfClass:NSClassFromString(@"UITableViewCellScrollView")]`
    /// with the comment "iOS 7 superview is a UITableViewCellScrollView iOS 8 is UITableViewCell").
    public var cellHasScrollView = false
    /// Height of a section header or footer with a title (or a view) whose height the delegate does
    /// not give: 22 pt up to iOS 10, 28 pt from iOS 11 (UIKit's `sectionHeaderHeight` defaults;
    /// not read from a dump — an assumption, see Docs/Fidelity.md).
    public var tableSectionHeaderHeight: CGFloat
    /// iOS 13+: a horizontal indicator of a scroll view that reaches the screen's bottom corners is
    /// kept clear of the display's rounded corners: its track starts and ends
    /// `displayCornerRadius − indicatorEdgeInset` from the sides instead of `indicatorEdgeInset`.
    /// Source: a full-screen table on a 390-pt iPhone 12 (corner radius 47.33, iOS 14+):
    /// `<_UIScrollViewScrollIndicator: …; frame = (44.3333 791; 301 3); alpha = 0; autoresize = TM; …>`.
    /// (The dump's length is a third of a point shorter than the symmetric rule gives; see
    /// Docs/Fidelity.md.) The device comes from the world's `screen`.
    public var indicatorsAvoidDisplayCorners = false
    /// iOS 13+: a scroll view is made without indicators; each missing one (of an axis whose
    /// `shows…ScrollIndicator` is on) is made, horizontal first, as the last subview, at an idle stub frame,
    /// when UIKit runs `_adjustScrollerIndicators:alwaysShowingThem:`: the offset really changes, a drag
    /// ends, the system part of the insets (safe area) changes, the indicators flash or show, a
    /// `shows…ScrollIndicator` flag turns on — and by the first layout pass, which is where the dumps see
    /// them (the call inside `layoutSubviews` is not identified; ViewTree makes them there). Turning a flag
    /// off removes that axis's indicator only. Sources: decompiled UIKitCore `UIScrollView` (iOS 26.1):
    /// `if (!self->_horizontalScrollIndicator && -[UIScrollView _effectiveShowsHorizontalScrollIndicator])
    /// { CreateScrollIndicator(self, 0); … }` at the top of `_adjustScrollerIndicators:alwaysShowingThem:`,
    /// called from `setContentOffset:`, `_endPanNormal:`, `_flashScrollIndicatorsForAxes:…` and
    /// `_adjustScrollIndicatorsIfNeeded:forceRebuild:` (from `_setShows…ScrollIndicator:`), not from
    /// `initWithFrame:` or `setContentSize:`; never laid out, none: Sentry's iOS 16–26 redaction dumps (a
    /// 40 × 40 `UITextView` made in code ends with its `_UITextContainerView`; a `PDFScrollView` has no
    /// subview); laid out, both, hidden: RxStudy's `ContentScrollView` (2023) lists, inside its own
    /// `layoutSubviews` after `super`, its content then `(333.667 806; 7 3); alpha = 0; autoresize = TM` and
    /// `(369 770.667; 3 7); alpha = 0; autoresize = LM`; an iOS 15 Cycript dump has both under text views
    /// that cannot scroll. Earlier profiles make both with the scroll view (iOS 6–12 dumps list two image
    /// views under scroll views that were never scrolled).
    public var scrollIndicatorsCreatedLazily = false
    /// iOS 13+ (as UIKit 26.1 does it): where a scroll view keeps its indicators among its subviews.
    /// - Every `_adjustScrollerIndicators:alwaysShowingThem:` (a real offset change, a flash, a drag's start and
    ///   end, new indicator insets or system insets, a `shows…` flag turning on; for ViewTree also the layout pass
    ///   that makes them) ends with the horizontal indicator at the front and the vertical one just below it:
    ///   `if (self->_horizontalScrollIndicator) { [self bringSubviewToFront:…]; if (v68) [self insertSubview:v68
    ///   belowSubview:self->_horizontalScrollIndicator]; } else if (self->_verticalScrollIndicator) { [self
    ///   bringSubviewToFront:…]; }`, whether or not they show.
    /// - `setContentSize:` from `{0, 0}` brings the existing vertical, then horizontal indicator to the front.
    /// - Plain `addSubview(_:)` is not overridden (UIScrollView's method list has no `addSubview:` nor
    ///   `_addSubview:positioned:relativeTo:`): app content goes on top, above the indicators, until the next
    ///   adjustment. A FluentLayout contributor, 2019: "iOS 13 now includes a indicator view as the first child in
    ///   View.Subviews".
    /// - Tables and collection views add their cells, headers and footers with `_addContentSubview:atBack:NO`:
    ///   `_addSubview:positioned:-3 relativeTo:` the vertical indicator (the horizontal one if there is no
    ///   vertical), else on top (`ScrollView.addContentSubview`).
    ///
    /// Sources: decompiled UIKitCore `UIScrollView.mm` of iOS 26.1 (both stored versions of
    /// `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`): `_adjustScrollerIndicators:alwaysShowingThem:`,
    /// `setContentSize:`, `_addContentSubview:atBack:`. Dumps that agree: Sentry's redaction tests (recent
    /// simulators) list a SwiftUI `List`'s collection view as cells, `(294 431; 3 7); … autoresize = LM`, then
    /// `(290 435; 7 3); … autoresize = TM`, and a `WKScrollView` as content, `(34 30; 3 7)`, `(30 34; 7 3)`; a
    /// 390-pt iPhone 12 table (iOS 14+) ends with cells, `(384 490.333; 3 261.667)`, `(44.3333 791; 301 3)`.
    /// Dumps of iOS 15–17 disagree (sources disagree by era; ViewTree follows 26.1): a storyboard scroll view,
    /// RxStudy's `ContentScrollView` and an iOS 15 onboarding table keep the creation order (horizontal, then
    /// vertical), the table with its header views between them. Earlier profiles keep ViewTree's older rule:
    /// every `addSubview(_:)` goes below the lower indicator, and showing brings both to the front, horizontal
    /// first.
    public var scrollIndicatorsReorderedWhenAdjusted = false
    /// Whether a second `View.animate` of a property that is still animating adds to the first
    /// (both run to their end, the presentation value is the model value plus what each one still
    /// adds, and both completions get `finished == true`) instead of replacing it (the first one's
    /// completion gets `false`). iOS 8 made UIKit's block animations additive: WWDC 2014 session
    /// 236, "Building Interruptible and Responsive Interactions". Earlier profiles replace.
    public var usesAdditiveAnimations = false
    /// Whether a touch that catches a decelerating scroll view tells its delegate
    /// `scrollViewDidEndDecelerating(_:)` (at touch-down, `isTracking` already true) instead of stopping the
    /// content silently. iOS 13+: a Stack Overflow answer to "How to detect when a UIScrollView has finished
    /// scrolling" (question 993280): "in some earlier versions of iOS (like iOS 9, 10) scrollViewDidEndDecelerating
    /// will not be triggered if the scrollView is suddenly stopped by touching … in the current version (iOS 13)
    /// [it] will be triggered for sure", hence its `!scrollView.isTracking` check; UIKitWeb's `ScrollTests`
    /// (iOS 26 simulator) expect the call too. Earlier profiles stop silently (iOS 11–12 unattested, grouped
    /// with iOS 9–10).
    public var caughtDecelerationEndsDecelerating = false
    /// Whether a bounds animation is listed as two layer animations, `bounds.origin` and
    /// `bounds.size` (iOS 8+), or as one, `bounds` (iOS 6–7). Sources: `animations = {
    /// transform=<CABasicAnimation: …>; position=<CABasicAnimation: …>; bounds=<CABasicAnimation: …>; }`
    /// on an iOS 5–6 iPad rotating (768 × 1004 under the status bar); `animations = {
    /// position=<CABasicAnimation: …>; bounds.origin=<CABasicAnimation: …>; bounds.size=<CABasicAnimation: …>; }`
    /// on iOS 10 (2017) and later. iOS 7 is not attested; it is grouped with iOS 6, as the split
    /// came with the additive animations of iOS 8 (`usesAdditiveAnimations`).
    public var splitsBoundsAnimationKeys = true
    /// Whether a window's description prints `gestureRecognizers = <NSArray: …>`: UIWindow has its
    /// own recognizers from iOS 7 (`<UIWindow: 0x16e82190; frame = (0 0; 320 568); gestureRecognizers
    /// = <NSArray: 0x16e80ac0>; layer = <UIWindowLayer: 0x16e63ce0>>`; iOS 13–17 windows print it too,
    /// hidden ones included), not before (`<UIWindow: 0x9626a90; frame = (0 0; 768 1024); layer =
    /// <UIWindowLayer: 0x9626b80>>`, iOS 5–6). Only once the window has been shown: a `UIWindow` subclass
    /// made and never shown prints `hidden = YES; userInteractionEnabled = NO; layer = …` with none,
    /// beside shown-then-hidden windows that print them (one dump of an app's windows). ViewTree makes
    /// no such recognizers; only the description shows them.
    public var windowHasSystemGestureRecognizers = true
    /// Whether a text field prints `gestureRecognizers = <NSArray: …>` (its text interaction's
    /// recognizers): from iOS 7. Sources disagree for iOS 7–8: a device dump prints `<UITextField:
    /// 0x16e8fbd0; frame = (8 141; 304 30); text = ''; clipsToBounds = YES; opaque = NO; autoresize =
    /// RM+BM; gestureRecognizers = <NSArray: 0x16e94550>; …>`, a 2014 simulator log the same line
    /// without it; every dump from iOS 9 on has it, none from iOS 5 does.
    public var textFieldHasGestureRecognizers = true
    /// Whether a navigation bar prints `gestureRecognizers = <NSArray: …>`: iOS 7–10 (`<UINavigationBar:
    /// 0x8d24940; frame = (0 20; 320 44); opaque = NO; autoresize = W; gestureRecognizers = <NSArray:
    /// 0x8d294b0>; …>`), not iOS 5–6 (`<UINavigationBar: 0x89b04f0; frame = (0 20; 320 44); autoresize
    /// = W; layer = …>`) nor from iOS 12–13 on (`<UINavigationBar: …; frame = (0 47; 428 44); opaque =
    /// NO; autoresize = W; layer = …>`, iOS 15). No iOS 11 line was found; the iOS 11 profile follows
    /// iOS 12.
    public var navigationBarHasGestureRecognizers = false
    /// The view behind a navigation bar's content, its first subview, and the hairline in it
    /// (`NavigationBarBackgroundKind`): `UINavigationBarBackground` with no hairline view on iOS 6,
    /// `_UINavigationBarBackground` on iOS 7–9, `_UIBarBackground` from
    /// iOS 10 (a 2016 note printing both on one app: "iOS10只是把_UINavigationBarBackground…改为了_UIBarBackground"),
    /// its hairline a private `_UIBarBackgroundShadowView` from iOS 13. Docs/Fidelity.md, "Device dumps, a
    /// further probe".
    public var navigationBarBackground: NavigationBarBackgroundKind = .barBackground
    /// Where a navigation bar's `_UINavigationBarBackIndicatorView` sits (its last subview), or `nil` when the
    /// bar has none of its own (from iOS 11 the indicator is inside `_UINavigationBarContentView`, **not
    /// modelled**). iOS 7: `(8 12; 12.5 20.5)`; iOS 8–10: `(8 11.5; 13 21)`. iOS 6: none (its dump ends with the
    /// bar's buttons, where iOS 7–10 print the indicator last even without a back button, at alpha 0).
    public var navigationBarBackIndicator: NavigationBarBackIndicatorMetrics?
    /// What holds a navigation bar's title and bar buttons (`NavigationBarContentKind`): on iOS 6–10 the title
    /// label sits in a `UINavigationItemView` and the buttons are the bar's own subviews; on iOS 11–12 a
    /// `_UINavigationBarContentView` holds them all, between a hidden `_UINavigationBarLargeTitleView` and a hidden
    /// `_UINavigationBarModernPromptView`; from iOS 13 (dumps of iOS 15+) the content view alone. Docs/Fidelity.md,
    /// "Device dumps, a further probe".
    public var navigationBarContent: NavigationBarContentKind = .contentViewWithLargeTitleAndPrompt
    /// How a navigation bar shows a large title (`NavigationBarLargeTitleMetrics`), or `nil` before iOS 11, which has
    /// none (`prefersLargeTitles` arrived in iOS 11): 52 pt more bar (96 on a phone upright), a 34-pt bold title in the
    /// `_UINavigationBarLargeTitleView` under the content view, collapsing as the content scrolls. Docs/Fidelity.md,
    /// "Device dumps, a further probe".
    public var navigationBarLargeTitle: NavigationBarLargeTitleMetrics? = .iOS11
    /// Which views show a navigation bar's button items (`NavigationBarButtonKind`): on iOS 7–10 a
    /// `UINavigationButton` each and a `UINavigationItemButtonView` for the back item, the bar's own subviews; from
    /// iOS 11 a `_UIButtonBarButton` each, a left or right item's in a `_UIButtonBarStackView`. iOS 6 keeps
    /// ViewTree's `BarButtonItemView` (its bordered `UINavigationButton` is **not modelled**). Docs/Fidelity.md,
    /// "Device dumps, a further probe".
    public var navigationBarButtons: NavigationBarButtonKind = .buttonBarButton
    /// Whether a navigation bar's `_UIButtonBarButton` prints `gestureRecognizers`: from iOS 13 (`<_UIButtonBarButton:
    /// 0x107de7110; frame = (0 0; 46 44); tintColor = …; gestureRecognizers = <NSArray: 0x280f2a3a0>; …>`, a 2020s
    /// Cycript session; the same in a 390-pt dump), not on iOS 11–12 (`<_UIButtonBarButton: 0x7fa741717270; frame = (0
    /// 0; 58 44); layer = …>`, `<_UIButtonBarButton: 0x7fcd3752bb10; frame = (0 0; 49 44); tintColor = …; layer = …>`).
    /// **Sources disagree** on iOS 13.0–13.2: `<_UIButtonBarButton: 0x7f97e5c20c60; frame = (0 3; 93.5 44); tintColor =
    /// …; layer = …>` (PSPDFKit's 2019 log, an iPad) prints none; the profile follows the later dumps.
    public var barButtonHasGestureRecognizers = false
    /// What a tab bar puts behind its buttons (`TabBarBackgroundKind`): `_UITabBarBackgroundView` with a
    /// `UIImageView` hairline as the bar's last subview on iOS 7–9, `_UIBarBackground` from iOS 10.
    public var tabBarBackground: TabBarBackgroundKind = .barBackground
    /// What a tab bar button shows its item in (`TabBarButtonContentKind`): iOS 7–10's `UITabBarSwappableImageView` over
    /// a `UITabBarButtonLabel`, centred; from iOS 11 the same two views placed by iOS 11+'s rule (an image view only
    /// while the item has an image); on iOS 6 ViewTree's title filling the button (**not modelled**: no dump).
    /// Docs/Fidelity.md, "Device dumps, a further probe" and "Tab bars and toolbars from iOS 11".
    public var tabBarButtonContent: TabBarButtonContentKind = .imageAndTitle
    /// Whether each tab bar button holds a `UIVisualEffectView` (a vibrancy effect) first, filling the button and
    /// not touchable: from iOS 13 (`<UIVisualEffectView: 0x7f80b9c178b0; frame = (0 0; 100 48);
    /// userInteractionEnabled = NO; …> clientRequestedContentView effect=<UIVibrancyEffect: …>
    /// style=UIBlurEffectStyleSystemChromeMaterial vibrancyStyle=UIVibrancyEffectStyleFill` before the image view and
    /// the label, a 2019 Lottie sample's `po`; a `_UIVisualEffectContentView` `(0 0; 371 48); autoresize = W+H` in a
    /// 371-pt button in a chisel `pviews` note; `UIBlurEffectStyleSystemChromeMaterial` is an iOS 13 style). UIKit's
    /// `UITabBarButton` inserts it at index 0 with the button's bounds and `userInteractionEnabled` off
    /// (`_updateVibrancyEffectView`, a UIKitCore decompilation). No iOS 11–12 dump shows one.
    public var tabBarButtonHasVibrancyView = false
    /// What holds a toolbar's items (`ToolbarContentKind`): the toolbar itself on iOS 6–10, a `_UIToolbarContentView`
    /// over a `_UIBarBackground` from iOS 11. Docs/Fidelity.md, "Tab bars and toolbars from iOS 11".
    public var toolbarContent: ToolbarContentKind = .contentView
    /// A toolbar's height at the bottom of a screen with a home indicator (its background reaching below it), or
    /// `nil` for `Toolbar.height` (44) everywhere: 49 on the iOS 13+ profile (`ToolbarMetrics.heightOverHomeIndicator`,
    /// from UIKitCore's code; no dump), 44 on iOS 11–12 (a 2017 iPhone X note prints 48: sources disagree).
    public var toolbarHeightOverHomeIndicator: CGFloat?
    /// Whether a table view's description ends with `; dataSource: <…>` (or `dataSource: (null)`) and
    /// a collection view's with `; layout: <…>; dataSource: <…>`: from iOS 13 (`…; adjustedContentInset:
    /// {0, 0, 0, 0}; dataSource: <App.MyList: 0x11dd67520>>`, CoreStore issue 360 "with iOS 13";
    /// every `UITableViewAlertForLayoutOutsideViewHierarchy` message, an iOS 13 warning, carries it).
    /// iOS 11–12 lines end at `adjustedContentInset` (`…; adjustedContentInset: {88, 0, 34, 0}>`,
    /// iPhone X). Before iOS 13 a collection view's description is followed by ` collection view
    /// layout: <UICollectionViewFlowLayout: 0x7ae60ab0>` after its closing `>`.
    public var printsDataSourceInDescriptions = false
    /// Whether a text field's description prints `placeholder = …; borderStyle = …` (and, without a
    /// border, `background = <_UITextFieldNoBackgroundProvider: …>`) before its layer: iOS 16–26 dumps
    /// do (`text = ''; opaque = NO; placeholder = Edit Me; borderStyle = None; background = …; layer =
    /// <CALayer: …>>`); iOS 5–9 dumps print none of them (`text = ''; clipsToBounds = YES; opaque = NO;
    /// autoresize = RM+BM; gestureRecognizers = …; layer = …>`). iOS 10–15 are not attested: the
    /// iOS 13 profile prints them, the earlier ones do not.
    public var textFieldPrintsStyleFields = false
    /// Whether a new text field clips to its bounds: iOS 5–9 dumps print `<UITextField: …; text = '';
    /// clipsToBounds = YES; opaque = NO; …>` for fields made in code or in a nib; iOS 16–26 dumps print
    /// no `clipsToBounds`. Grouped as `textFieldPrintsStyleFields`: true before the iOS 13 profile.
    public var textFieldClipsToBounds = true
    /// Whether a text field draws its text in a private `_UITextLayoutCanvasView` (with one `_UITextLayoutFragmentView`
    /// for its line) over its placeholder label: `<_UITextLayoutCanvasView: …; frame = (0 0; 30 30); …>` then
    /// `<_UITextLayoutFragmentView: …; frame = (0 5; 0 21); opaque = NO; …>` under a field made in code (Sentry's tests,
    /// iOS 16–26 simulators). Code that finds the canvas by class name has `_UITextFieldCanvasView` on iOS 13–14 and
    /// `_UITextFieldContentView` on iOS 12; no dump attests those, so only the iOS 13+ profile (which follows iOS 15+) has
    /// one. See `_UITextLayoutCanvasView`.
    public var textFieldDrawsInTextLayoutCanvas = false
    /// Whether a text field's placeholder label (`UITextFieldLabel`) is one line high, centred on whole pixels in
    /// `placeholderRect(forBounds:)` (`frame = (0 5; 30 20.3333)` in a 30-pt field, iOS 16–26; `(0 1; 245 20.5)` in a 22-pt
    /// one), rather than spanning that rectangle (`(48 0; 193 32)` in a 32-pt field and `(31 0; 257 42.5)` in a 43-pt one,
    /// iOS 10–12 devices). iOS 13–15 are not attested: the iOS 13+ profile follows the later dumps.
    public var textFieldPlaceholderLabelIsOneLineHigh = false
    /// Which private views a text view draws its text in (`TextViewTextSubviewsKind`): a `_UITextContainerView` as large
    /// as the content on a `_UITextTiledLayer` (iOS 7–10) or `__UITextTiledLayer` (iOS 11–12); from iOS 16 (TextKit 2)
    /// an empty `_UITextLayoutView` before it and an empty `_UITextLayoutCanvasView` in it. iOS 13–15 put a
    /// `_UITextViewCanvasView` in the container view instead (`<_UITextViewCanvasView: 0x102e20e60; frame = (0 0; 315.5
    /// 54.5); userInteractionEnabled = NO; layer = <_UITextTiledLayer: …>>`, an iOS 15 device), **not modelled**: the
    /// iOS 13+ profile follows iOS 16+. iOS 6: none.
    public var textViewTextSubviews: TextViewTextSubviewsKind = .doubleUnderscoreTiledContainerView
    /// Whether an editing text field hosts its text in a private `UIFieldEditor` (printed `FieldEditor`), a scroll view in
    /// the editing rectangle above the placeholder label, holding a `_UIFieldEditorContentView` and its
    /// `UITextSelectionView`, gone when editing ends: `<UIFieldEditor: 0x104bbc000; frame = (31 0; 257 43); text = '';
    /// clipsToBounds = YES; opaque = NO; …; contentSize: {257, 43}>` (an iOS 10 device), `(28 2; 204 24)` in a search
    /// field (iOS 8–9). The iOS 13+ profile follows iOS 15+'s TextKit 2 fields, whose text is in the canvas
    /// (`textFieldDrawsInTextLayoutCanvas`); no dump of an editing one was found, so it has none. iOS 6: none (no dump).
    public var textFieldHostsTextInFieldEditor = true
    /// Whether a text field sizes its `leftView` and `rightView` by asking them for `systemLayoutSizeFitting(_:)` (their
    /// constraints and intrinsic size decide; a view with neither keeps its frame's size), rather than by their frames.
    /// iOS 13 beta 5's release notes: "Prior to iOS 13, UITextField assumed that the frames of its leftView and rightView
    /// were correctly set when assigned and would never change. Starting in iOS 13, the implementation of
    /// leftViewRect(forBounds:) and rightViewRect(forBounds:) now ask the view for its systemLayoutSizeFitting(_:). To
    /// achieve the previous behavior … add explicit sizing constraints on the view, wrap it in a plain UIView, or subclass
    /// the view and implement systemLayoutSizeFitting(_:)" (51787798; quoted in material-components-ios#8492, whose right
    /// view covered the whole field on iOS 13).
    public var textFieldOverlaysSizeByFitting = false
    /// Whether a view's description prints `backgroundColor = …` when it has one: iOS 13+ dumps do
    /// (`<UIView: …; autoresize = W+H; backgroundColor = <UIDynamicSystemColor: …; name =
    /// systemBackgroundColor>; layer = …>`, `<UICollectionView: …; gestureRecognizers = …; backgroundColor
    /// = …; layer = …; …; dataSource: …>` on a 414 × 808 device); earlier ones never do, whatever the
    /// colour: a table given `[UIColor grayColor]` in code prints `<UITableView: …; clipsToBounds = YES;
    /// gestureRecognizers = …; layer = …; contentOffset: {0, -88}; contentSize: {187.5, 970};
    /// adjustedContentInset: {88, 0, 34, 0}>` (iOS 11–12, iPhone X, a public Chinese note on
    /// `contentInsetAdjustmentBehavior`); a storyboard's white root view `<UIView: 0x16e935f0; frame = (0 0;
    /// 320 568); autoresize = W+H; layer = …>` (iOS 7, Cycript); a label given `clearColor` `<UILabel:
    /// 0x9c5c3b0; …; text = 'Leaf arrangement'; clipsToBounds = YES; userInteractionEnabled = NO; layer =
    /// …>` (iOS 6, FieldResearchTool, 2013). See "Device dumps, a further probe" in Docs/Fidelity.md.
    public var printsBackgroundColor = false
    /// Whether a new label (and UIKit's own labels: `UITableViewLabel`, `UIButtonLabel`) clips to its
    /// bounds: iOS 6 (`<UILabel: 0x9c5c3b0; frame = (51 2; 153 22); text = 'Leaf arrangement';
    /// clipsToBounds = YES; userInteractionEnabled = NO; layer = <CALayer: …>>` and `<UITableViewLabel:
    /// 0x9c5c5e0; …; clipsToBounds = YES; …>`, FieldResearchTool's 2013 simulator log; `<UIButtonLabel:
    /// 0x89b20e0; frame = (10 7; 40 15); text = 'Cancel'; clipsToBounds = YES; opaque = NO; …>`); from iOS 7
    /// labels print none (`<UILabel: 0x16e8f840; frame = (0 40; 82 20.5); text = 'i am groot!'; hidden = YES;
    /// opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; layer = <_UILabelLayer: …>>`).
    public var labelClipsToBounds = false
    /// Whether a button's image view (the one showing `image`, not the background image's) clips to its bounds:
    /// iOS 6 (`<UIImageView: 0x177e18d0; frame = (21 13; 6 11); clipsToBounds = YES; opaque = NO; userInteractionEnabled
    /// = NO; …>` beside `<UIButtonLabel: …; text = '前一天'; clipsToBounds = YES; …>` in a custom button, chisel issue 44,
    /// 2014) and iOS 7 (`<UIImageView: …; frame = (11 4; 22 22); clipsToBounds = YES; opaque = NO; userInteractionEnabled =
    /// NO; …>` in a `UINavigationButton`); the background image view of an iOS 6 rounded-rect button does not clip
    /// (`<UIImageView: 0x76929d0; frame = (1 1; 61 43); opaque = NO; userInteractionEnabled = NO; …> - (null)`, 2013).
    /// No later dump of a button's image view was found: the later profiles keep UIView's default.
    public var buttonImageViewClipsToBounds = false
    /// Whether a stack view's layer is a `CATransformLayer` (printed `TransformLayer`): iOS 9–13
    /// (`<UIStackView: 0x7fadcb044f10; frame = (0 0; 0 0); layer = <CATransformLayer: 0x6000035dd700>>` in
    /// an iOS 11+ Auto Layout trace; `<UIStackView: 0x104ec8f70; frame = (56 0; 287 88); opaque = NO;
    /// autoresize = RM+BM; layer = <CATransformLayer: 0x1d443a620>>`, an iOS 11–12 device in a public
    /// LLDB cheat sheet); a plain `CALayer` from iOS 14, when stack views began to draw a background
    /// (`<UIStackView: 0x107ea34c0; frame = (16 0; 343 119); layer = <CALayer: 0x280129ae0>>`, an iOS 16+
    /// Settings dump). iOS 13 itself still had the transform layer; the iOS 13+ profile follows iOS 14+,
    /// the bulk of its dumps. No UIStackView before iOS 9: the older profiles keep its first layer.
    public var stackViewLayerIsTransformLayer = true
    /// Whether an image view's description is followed by ` - ` and its image's name (`(null)` when
    /// it has none): iOS 5–11 dumps (`…; layer = <CALayer: 0x7486bb0>> - 2StarsSmall.png`, iOS 6;
    /// `<UIImageView: 0x8f1bfe0; frame = (0 412.5; 320 3.5); alpha = 0; …; layer = <CALayer: 0x8f33c30>>
    /// - (null)`, iOS 7; `<UIImageView: 0x7fe1da7a1d10; frame = (0 0; 375 667); userInteractionEnabled =
    /// NO; layer = <CALayer: 0x608000620700>> - (null)` in a UIVisualEffectView warning, iOS 11); iOS 16
    /// dumps end at the layer (`<UIImageView: 0x107d96650; frame = (0 0; 40 40); opaque = NO;
    /// userInteractionEnabled = NO; layer = <CALayer: 0x2801edce0>>`). iOS 12–15 are not attested: the
    /// iOS 11–12 profile prints it, the iOS 13 profile does not.
    public var imageViewPrintsImageName = true
    /// Whether a label's layer prints as `_UILabelLayer` (labels and their UIKit subclasses:
    /// `UIButtonLabel`, `UITableViewLabel`, `UITextFieldLabel`): from iOS 7 (`<UILabel: 0x16e8f840;
    /// frame = (0 40; 82 20.5); text = 'i am groot!'; …; layer = <_UILabelLayer: 0x16e8f920>>`, a
    /// 32-bit iOS 7 device, to iOS 16–26 lines); iOS 5–6 labels print `layer = <CALayer: …>`
    /// (`<UIButtonLabel: 0x7692480; frame = (12 12; 39 19); text = 'show'; …; layer = <CALayer: 0x7692520>>`).
    public var labelLayerIsPrivate = true
    /// Whether a scroll view's `contentOffset`, `contentSize` and `adjustedContentInset` print every
    /// digit (`%.17g`, as `NSStringFromCGSize` prints a 64-bit `CGFloat`): `contentSize: {393,
    /// 103.33333333333333}`, `contentSize: {375, 6868.3333352406862}`, `contentOffset: {68, 0}; contentSize:
    /// {472.16666666666663, 40}` (iOS 13+ dumps), while the frame keeps `%g` (`frame = (0 157.667; 393
    /// 611.333)` on the same line). A 32-bit `CGFloat` prints six digits, as `%g` does: iOS 6 and the
    /// iOS 7 profile (whose dumps are 32-bit devices) keep `%g`; 64-bit from the iOS 8 profile on.
    public var printsFullPrecisionScrollGeometry = true
    /// Whether a tab bar prints `gestureRecognizers = <NSArray: …>`: from iOS 11 (`<UITabBar: …; frame =
    /// (0 618; 375 49); autoresize = W+TM; gestureRecognizers = <NSArray: 0x60000082b690>; …>`), not
    /// on iOS 7–8 (`<UITabBar: 0x16675a60; frame = (0 431; 320 49); autoresize = W+TM; layer = …>`).
    /// iOS 9–10 are not attested and follow iOS 8.
    public var tabBarHasGestureRecognizers = true
    /// Whether `UITabBar.selectedImageTintColor` keeps a colour set: before iOS 7.1 only (Xamarin's device-run
    /// `TabBarTest.SelectedImageTintColor`: "before 7.1 the tintColor would have been accepted"; from 7.1 it reads
    /// `nil` after being set). The iOS 7 profile stands for iOS 7.1 here; only the iOS 6 profile keeps it.
    public var tabBarKeepsSelectedImageTintColor = false
    /// Whether a text field that is not editing reports a selected range (the caret at the end of its text): from
    /// iOS 11 (Xamarin's device-run `TextFieldTest.EmptySelection`: `SelectedTextRange` not null from Xcode 9, null
    /// before).
    public var textFieldReportsSelectionWhenNotEditing = true
    /// Whether a text field's `typingAttributes` are an empty dictionary (kept when set) rather than `nil` (and kept
    /// `nil` when set while the field has no selection): empty in the iOS 13+ profile, which follows iOS 15 and later
    /// (Xamarin's device-run `TextFieldTest.EmptySelection`: null before Xcode 11, empty from Xcode 13; iOS 13.4–14
    /// returned attributes).
    public var textFieldTypingAttributesAreEmptyByDefault = false
    /// Whether UIKit's own defaults are the dynamic system colours (iOS 13 and later): a label's `textColor` is
    /// `UIColor.label` (UILabel documentation: "The default value for this property is the system's label color") and a
    /// nib's `systemColor="…"` loads as the named system colour. (A table view's default background is not among them
    /// yet: devices print private colour names that differ between iOS versions; Fidelity.md, "Dark appearance, part 2".) Before iOS 13 the defaults are fixed colours (black text), and
    /// a nib's system colour is the fallback its `<resources>` list (the components ibtool archives for releases without
    /// the named colours). Docs/Fidelity.md, "Dark appearance, part 2".
    public var usesDynamicSystemColors = false
    /// `UILabel.textAlignment`'s default: `.natural` from iOS 9, `.left` before (Apple's `UILabel`
    /// documentation: "In iOS 9 and later, the default value of this property is
    /// `NSTextAlignment.natural`; prior to iOS 9, the default value is `NSTextAlignment.left`").
    public var labelDefaultTextAlignment: TextAlignment = .natural
    /// `UITableView.estimatedRowHeight`'s default: `automaticDimension` from iOS 11, 0 (no estimates)
    /// before (UITableView documentation: "The default value is automaticDimension"; WWDC 2017 session
    /// 201, "What's New in Cocoa Touch": self-sizing is on by default in iOS 11).
    public var tableEstimatedRowHeight: CGFloat = -1
    /// The top and bottom `layoutMargins` of a table view cell's content view, whose sides then take
    /// the cell margin (`tableCellMargin`; 20 pt on screens 414 pt wide or wider, as a controller's
    /// root view): 11 pt from iOS 11 (Xcode 12's canvas, which runs UIKit: home-assistant's
    /// `ClientEvents.storyboard`, iPhone 8, saves a stack pinned to the content view's top and leading
    /// margins at (16, 11); the content view's margins stay put as the text size grows, the cell's
    /// do not: rdar://42808310). nil before iOS 11: UIView's default 8 pt on every side (rdar://28600418,
    /// iOS 10: "(8,8,8,8) margins are used during table cell height calculation").
    public var cellContentViewVerticalMargin: CGFloat? = nil
    /// Whether an app can set a view controller's root view's layout margins (iOS 11 and later, within
    /// `systemMinimumLayoutMargins`). Before iOS 11 the system kept them at 0 above and below and 16 or 20 pt at
    /// the sides whatever was set: "before iOS 11 you could not change the layout margins of this view … For iOS 10
    /// and earlier this had no effect" (useyourloaf.com, "Changing Root View Layout Margins", 2017); Apple's
    /// `directionalLayoutMargins` documentation of the time: "If the view is a view controller's root view, the
    /// system sets and manages the margins … You cannot change these margins."
    public var rootViewMarginsAreSettable = true
    /// The cell margin (see `tableCellMargin`) on a device with 20-pt system margins (an iPad, or a
    /// phone at least 414 pt wide upright: `View.wideScreenMinimumWidth`): 20 pt from iOS 8, when
    /// cells took their margins from the system's layout margins (MIT-Mobile-for-iOS issue #719, iOS 8,
    /// January 2015: "Cell separator insets … iPhone 6+ [20]"; Stack Overflow 29349917: "iPad on 8 – 20
    /// points", "iPad on 7 – 15 points"). nil on iOS 6–7, which have no layout margins: the cell margin
    /// is `tableCellMargin` on every device. (The MIT report also gives an iPad 15 pt; an iPhone-only
    /// app run on an iPad lays out as a 320-pt iPhone, which would explain it; the Stack Overflow
    /// figures are for iPad apps, and agree with the system margins.)
    public var wideScreenTableCellMargin: CGFloat? = 20
    /// Whether a `.custom` button with no title colour set reports its default white from `titleColor(for:)`: from
    /// iOS 7; iOS 6 returns `nil` (the title still shows white). Source: xamarin-macios
    /// `tests/monotouch-test/UIKit/ButtonTest.cs`, `NullAllowed` (run on devices; `Is.EqualTo (UIColor.White)` from
    /// iOS 7, `IsNull` before).
    public var customButtonReportsDefaultTitleColor = true

    /// `identifier (name)`.
    public var description: String { "\(identifier) (\(name))" }

    /// iOS 11–12 (the numbers of the former lumped "iOS 7–12" profile): image-view indicators
    /// 2.5 pt thick, 3 pt from the edges, and `adjustedContentInset` in descriptions. Sources: real
    /// `recursiveDescription` dumps, e.g. a 355 × 200 scroll view on iOS 11 printing
    /// `<UIImageView: …; frame = (349.5 3; 2.5 194); alpha = 0; opaque = NO; autoresize = LM; …>` and
    /// `(3 194.5; 349 2.5) … autoresize = TM`; the minimum length 37 pt and timing from
    /// JTSScrollIndicator (a replica "identical to the native iOS 7 indicator") and Chameleon's
    /// `UIScroller` (fade in 0.33 s, fade-out timer at 1.5 s, fade out 0.33 s); the compressed length
    /// 7 pt from a dump of an over-pulled table (`frame = (313 565.5; 7 2.5) … autoresize = TM`).
    public static let iOS11 = PlatformProfile(
        identifier: "ios11", name: "iOS 11–12", indicatorKind: .imageView,
        indicatorThickness: 2.5, indicatorEdgeInset: 3, indicatorMinimumLength: 37,
        indicatorCompressedMinimumLength: 7, screenScale: 2,
        indicatorFadeInDuration: 0.33, flashHoldDuration: 1.5, scrollEndHideDelay: 0.5,
        indicatorFadeOutDuration: 0.33,
        fadeOutBypassesAlphaSetter: false, windowMoveHidesIndicatorsDirectly: false,
        textViewContentSizeStaysZero: false,
        indicatorIdleLength: 7, indicatorIdleEdgeInset: 0, nonOverflowingIndicatorSpansContent: false,
        printsContentSize: true, printsAdjustedContentInset: true, tableCellMargin: 16,
        cellContentViewIsOpaque: true, cellContentViewLeavesRoomForSeparator: true,
        tableCellsBottomRowFirst: true, tableSectionHeaderHeight: 28)
        .with {
            $0.safeAreaModel = .safeArea
            $0.usesAdditiveAnimations = true   // iOS 8+
            $0.cellContentViewVerticalMargin = 11
            $0.cellAccessories = .iOS11
        }

    /// iOS 9–10: the 2.5-pt indicators 3 pt from the edges already, but no `adjustedContentInset`
    /// (iOS 11), 15-pt cell margins and cells top row first. Source: a 320 × 568 collection view
    /// printing `contentOffset: {0, 315}; contentSize: {320, 5951}>` (no adjustedContentInset) with
    /// `<UIImageView: …; frame = (314.5 413.5; 2.5 47); alpha = 0; opaque = NO; autoresize = LM; …>`
    /// (ComponentKit docs, "Debugging"). Where iOS 9 falls is not certain: an October 2015 device dump
    /// (iOS 8 or 9) still shows 3.5-pt indicators; it is documented in Docs/Fidelity.md.
    public static let iOS10: PlatformProfile = {
        var p = iOS11
        p.identifier = "ios10"
        p.name = "iOS 9–10"
        p.printsAdjustedContentInset = false
        p.safeAreaModel = .layoutGuides
        p.tableCellMargin = 15
        p.tableCellsBottomRowFirst = false
        p.tableSectionHeaderHeight = 22
        p.tableEstimatedRowHeight = 0   // estimates on by default from iOS 11
        p.navigationBarHasGestureRecognizers = true
        p.tabBarHasGestureRecognizers = false
        p.navigationBarBackIndicator = .iOS8
        p.navigationBarContent = .itemView   // `_UINavigationBarContentView` from iOS 11
        p.navigationBarButtons = .navigationButton   // `_UIButtonBarButton` from iOS 11
        p.navigationBarLargeTitle = nil   // large titles from iOS 11
        p.tabBarButtonContent = .stackedImageAndTitle   // iOS 11+ place them by another rule
        p.toolbarContent = .itemViews   // `_UIToolbarContentView` from iOS 11
        p.cellContentViewVerticalMargin = nil
        p.rootViewMarginsAreSettable = false
        p.cellAccessories = .iOS7
        p.tableCellWrapper = .scrollView
        p.textFieldReportsSelectionWhenNotEditing = false   // from iOS 11
        p.textViewTextSubviews = .tiledContainerView   // `__UITextTiledLayer` and an unlimited container from iOS 11
        return p
    }()

    /// iOS 7: image-view indicators 3.5 pt thick and flush with the edges, descriptions without
    /// `contentSize`, content views not opaque. Source: an iOS 7 table (2014, 320 × 480) printing
    /// `<UIImageView: …; frame = (0 412.5; 320 3.5); alpha = 0; opaque = NO; autoresize = TM; …>` and
    /// `<UIImageView: …; frame = (316.5 352; 3.5 64); alpha = 0; opaque = NO; autoresize = LM; …>`,
    /// and `<UITableView: …; contentOffset: {0, -64}>`.
    public static let iOS7: PlatformProfile = {
        var p = iOS10
        p.identifier = "ios7"
        p.name = "iOS 7"
        p.indicatorThickness = 3.5
        p.indicatorEdgeInset = 0
        p.usesAdditiveAnimations = false   // additive from iOS 8
        p.labelDefaultTextAlignment = .left   // `.natural` from iOS 9
        p.nonOverflowingIndicatorSpansContent = true
        p.printsContentSize = false
        p.cellContentViewIsOpaque = false
        p.splitsBoundsAnimationKeys = false
        p.navigationBarHasGestureRecognizers = true
        p.printsFullPrecisionScrollGeometry = false
        p.navigationBarBackground = .navigationBarBackground   // `_UIBarBackground` from iOS 10
        p.navigationBarBackIndicator = .iOS7
        p.tabBarBackground = .tabBarBackgroundView   // `_UIBarBackground` from iOS 10
        p.wideScreenTableCellMargin = nil   // no layout margins before iOS 8
        p.tableCellWrapper = .plainView
        p.cellHasScrollView = true
        p.legacyAlertsAreAlertControllers = false   // UIAlertController arrived in iOS 8
        p.buttonImageViewClipsToBounds = true   // iOS 6–7 dumps; none later
        return p
    }()

    /// iOS 8: iOS 7's 3.5-pt indicators (`(0 564.5; 320 3.5)` and `(316.5 524; 3.5 44)` in a
    /// 320 × 568 table, 2015), `contentSize` in descriptions, opaque content views, plus the two
    /// quirks of seed claim A7: a text view's `contentSize` stays (0, 0) until set by hand, and moving
    /// to a window writes the indicators' `_alpha` to 0 directly.
    public static let iOS8: PlatformProfile = {
        var p = iOS7
        p.identifier = "ios8"
        p.name = "iOS 8"
        p.printsContentSize = true
        p.cellContentViewIsOpaque = true
        p.splitsBoundsAnimationKeys = true
        p.printsFullPrecisionScrollGeometry = true
        p.windowMoveHidesIndicatorsDirectly = true
        p.textViewContentSizeStaysZero = true
        p.controls = .iOS8
        p.usesAdditiveAnimations = true
        p.wideScreenTableCellMargin = 20
        p.tableCellWrapper = .scrollView
        p.cellHasScrollView = false   // gone in iOS 8
        p.legacyAlertsAreAlertControllers = true
        p.navigationBarBackIndicator = .iOS8
        return p
    }()

    /// iOS 6: image-view indicators 7 pt thick, flush with the edge (dump of an iOS 6 table:
    /// `<UIImageView: …; frame = (313 448; 7 7); alpha = 0; opaque = NO; autoresize = LM; …>` in a
    /// 320-pt-wide view). Minimum length, descriptions and table internals as iOS 7 (not measured on
    /// iOS 6; documented as an assumption).
    public static let iOS6: PlatformProfile = {
        var p = iOS7
        p.identifier = "ios6"
        p.name = "iOS 6"
        p.indicatorThickness = 7
        p.indicatorEdgeInset = 0
        p.indicatorCompressedMinimumLength = 7
        p.controls = .iOS6
        p.navigationBarBackground = .legacyNavigationBarBackground   // `UINavigationBarBackground`, no hairline view
        p.navigationBarBackIndicator = nil                          // no chevron view before iOS 7
        p.navigationBarButtons = .barButtonItemView                 // iOS 6's bordered buttons are not modelled
        p.tabBarButtonContent = .titleFillingButton                 // no iOS 6 dump of a tab button's insides
        p.safeAreaModel = .statusBarOutside
        p.windowHasSystemGestureRecognizers = false
        p.labelLayerIsPrivate = false
        p.labelClipsToBounds = true
        p.textFieldHasGestureRecognizers = false
        p.navigationBarHasGestureRecognizers = false
        p.tableCellWrapper = .none   // UITableViewWrapperView came with iOS 7
        p.customButtonReportsDefaultTitleColor = false
        p.cellHasScrollView = false
        p.tabBarKeepsSelectedImageTintColor = true   // not from iOS 7.1
        p.textViewTextSubviews = .none   // TextKit (and `_UITextContainerView`) came with iOS 7
        p.textFieldHostsTextInFieldEditor = false   // no iOS 6 dump of an editing field
        return p
    }()

    /// iOS 13 and later: private indicator views (`_UIScrollViewScrollIndicator`) 3 pt thick,
    /// 3 pt from the edges, 7 pt minimum length, with a child fill view — the change that made image-view
    /// categories stop reaching the indicators on real devices. Idle stubs keep 3 pt from the corner;
    /// content views keep the cell's whole height.
    public static let iOS13: PlatformProfile = {
        var p = iOS11
        p.identifier = "ios13"
        p.name = "iOS 13+"
        p.usesAdditiveAnimations = true
        p.caughtDecelerationEndsDecelerating = true
        p.indicatorKind = .privateView
        p.indicatorThickness = 3
        p.indicatorEdgeInset = 3
        p.indicatorMinimumLength = 7
        p.indicatorCompressedMinimumLength = 7
        p.indicatorIdleEdgeInset = 3
        p.indicatorsAvoidDisplayCorners = true
        p.scrollIndicatorsCreatedLazily = true
        p.scrollIndicatorsReorderedWhenAdjusted = true
        p.cellContentViewLeavesRoomForSeparator = false
        p.screenScale = 3
        p.controls = .iOS13
        p.defaultDevice = .iPhoneX
        p.safeAreaModel = .safeArea
        p.automaticModalPresentationIsSheet = true
        p.presentationHasDropShadowView = true
        p.printsDataSourceInDescriptions = true
        p.textFieldPrintsStyleFields = true
        p.textFieldClipsToBounds = false
        p.textFieldDrawsInTextLayoutCanvas = true
        p.textFieldPlaceholderLabelIsOneLineHigh = true
        p.textViewTextSubviews = .textLayoutCanvas
        p.textFieldHostsTextInFieldEditor = false
        p.textFieldOverlaysSizeByFitting = true
        p.imageViewPrintsImageName = false
        p.printsBackgroundColor = true
        p.stackViewLayerIsTransformLayer = false
        p.cellAccessories = .iOS13
        p.textFieldTypingAttributesAreEmptyByDefault = true
        p.usesDynamicSystemColors = true
        p.navigationBarBackground = .barBackgroundShadowView
        p.navigationBarContent = .contentView
        p.barButtonHasGestureRecognizers = true
        p.tabBarButtonHasVibrancyView = true
        p.toolbarHeightOverHomeIndicator = ToolbarMetrics.heightOverHomeIndicator
        return p
    }()

    /// A copy changed by `change` (for building the built-in profiles).
    func with(_ change: (inout PlatformProfile) -> Void) -> PlatformProfile {
        var copy = self
        change(&copy)
        return copy
    }

    /// The default profile: iOS 11–12 (the numbers the default had when `ios7` stood for iOS 7–12).
    public static let `default` = iOS11

    /// Every built-in profile, oldest first.
    public static let all: [PlatformProfile] = [iOS6, iOS7, iOS8, iOS10, iOS11, iOS13]

    /// The built-in profile with this identifier (`ios6`, `ios7`, `ios8`, `ios10`, `ios11`,
    /// `ios13`), if any. Aliases name the release inside an era: `ios9` is `ios10`, `ios12` is
    /// `ios11`, `ios14` and later are `ios13`.
    public static func named(_ identifier: String) -> PlatformProfile? {
        let wanted = identifier.lowercased()
        if let exact = all.first(where: { $0.identifier == wanted }) { return exact }
        switch wanted {
        case "ios9": return iOS10
        case "ios12": return iOS11
        case "ios14", "ios15", "ios16", "ios17", "ios18": return iOS13
        default: return nil
        }
    }
}

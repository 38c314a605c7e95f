import Foundation

/// The sizes of UIKit's controls and of the keyboard in one iOS era: a field of `PlatformProfile`
/// (`profile.controls`). Every number cites its source here and in `Docs/Fidelity.md` (controls).
/// Where a number was not found in a published dump or measurement, the doc comment says so.
public struct ControlMetrics: Sendable, Equatable, Hashable {
    /// `UISwitch`'s fixed size: it ignores the frame size it is given.
    public var switchSize: CGSize
    /// `UISwitch.alignmentRectInsets`: how far its frame reaches beyond the rectangle Auto Layout places, the
    /// rectangle `intrinsicContentSize` measures. Default zero.
    public var switchAlignmentRectInsets: EdgeInsets = .zero
    /// `UISlider.intrinsicContentSize.height` (its width has no intrinsic value).
    public var sliderHeight: CGFloat
    /// Whether a slider's frame always takes `sliderHeight` (only the origin and width of a new frame are used): iOS 5–6
    /// (rob mayoff's 2012 answer on rotating a slider: `UISlider *slider = [[UISlider alloc] initWithFrame:CGRectMake(80,
    /// 100, 40, 10)]` prints `<UISlider: 0x6c22ad0; frame = (80 100; 40 23); opaque = NO; layer = <CALayer: …>; value:
    /// 0.000000>`, "the (untransformed) UISlider ignores the height you request and uses a frame height of 23"); later
    /// sliders keep the height given (`<UISlider: …; frame = (10 10; 80 20); …; value: 0.000000>`, iOS 26).
    public var sliderHeightIsFixed = false
    /// `UISlider.alignmentRectInsets` (the thumb's shadow reaches beyond the rectangle Auto Layout places). Default zero.
    public var sliderAlignmentRectInsets: EdgeInsets = .zero
    /// The diameter of `UISlider`'s thumb, in points: the track the thumb's centre travels is the
    /// bounds inset by half of it on each side.
    public var sliderThumbDiameter: CGFloat
    /// `UISegmentedControl`'s intrinsic height.
    public var segmentedControlHeight: CGFloat
    /// `UIStepper`'s fixed size.
    public var stepperSize: CGSize
    /// `UIProgressView`'s intrinsic height (default style).
    public var progressViewHeight: CGFloat
    /// `UITextField` with `borderStyle = .roundedRect`: its intrinsic height (with a font whose line fits; see
    /// `roundedRectTextFieldGrowsWithFont`).
    public var roundedRectTextFieldHeight: CGFloat
    /// Whether a rounded-rect field grows with a font whose line is taller than the field leaves for it. From
    /// iOS 13, UIKit's `_UITextFieldPaddedMetricsProvider` (the rounded-rect style's `systemStyleMetricsProvider`:
    /// padding 7 × 2, `minimumIntrinsicHeight` 30) answers `intrinsicSizeForContentSize:` with
    /// `max(contentHeight, 30) + 2 + 2` for programs linked against a current SDK (`dyld_program_sdk_at_least`),
    /// so 34 for every usual font and more for a large one (decompiled UIKitCore listings in public repositories;
    /// .NET MAUI's `Bugzilla59925` UI test: "Entry control has a minimum vertical height … Font size increases
    /// don't affect height until exceeding this threshold"). Before, the height was fixed: Xamarin.Forms PR #987
    /// (2017) works around "the fact the UITextField always returns 30 as fitting size for RoundedRect
    /// BorderStyle". Default `false`.
    public var roundedRectTextFieldGrowsWithFont = false
    /// The software keyboard's height in portrait, by screen width: the entry with the largest
    /// `minimumWidth` not above the window's width is used.
    public var keyboardHeights: [KeyboardHeight]
    /// How long the keyboard takes to slide in or out (`keyboardAnimationDurationUserInfoKey`).
    public var keyboardAnimationDuration: TimeInterval
    /// The keyboard's animation curve (`keyboardAnimationCurveUserInfoKey`): 7, a private curve.
    public var keyboardAnimationCurve: Int
    /// `UISearchBar`'s height after `sizeToFit()`: 44 through iOS 10; 56 from iOS 11, when the search bar grew
    /// with the large-title navigation bars (widely reported at the time, e.g. "UISearchBar height 56 in iOS 11"
    /// threads; Chameleon's iOS 4-era search bar is 44 too).
    public var searchBarHeight: CGFloat = 44

    /// One row of `keyboardHeights`.
    public struct KeyboardHeight: Sendable, Equatable, Hashable {
        /// The smallest window width this height applies to.
        public var minimumWidth: CGFloat
        /// The keyboard's height.
        public var height: CGFloat
        /// Creates a row.
        public init(minimumWidth: CGFloat, height: CGFloat) {
            self.minimumWidth = minimumWidth
            self.height = height
        }
    }

    /// The keyboard's height for a window `width` points wide.
    public func keyboardHeight(forWidth width: CGFloat) -> CGFloat {
        let sorted = keyboardHeights.sorted { $0.minimumWidth < $1.minimumWidth }
        return sorted.last { $0.minimumWidth <= width }?.height ?? sorted.first?.height ?? 216
    }

    /// iOS 7–12.
    ///
    /// - `switchSize` 51 × 31: dumps on iOS 7 through iOS 26 (`<UISwitch: …; frame = (254 6; 51 31)>`;
    ///   `UISwitch(frame: (10, 40, 80, 30))` prints `frame = (10 40; 51 31)` on iOS 16–26), and
    ///   `UISwitch.h`: "This class enforces a size appropriate for the control. The frame size is ignored."
    /// - `sliderHeight` 30: a published `slider.intrinsicContentSize // (w -1 h 30)`; another report
    ///   measured 34 on iOS 8.1 (a frame, not the intrinsic size). Only the height is intrinsic.
    /// - `switchAlignmentRectInsets` right 2 and `sliderAlignmentRectInsets` 2 left and right, 1 below: Interface
    ///   Builder, which lays out with UIKit's own classes, saves a switch pinned 20 pt from the trailing edge of a
    ///   320-pt cell, with no width constraint, at x = 251 (51-pt frame, 49-pt alignment rectangle: Reusable's
    ///   `MyXIBSwitchCell.xib`, Xcode 7) and a switch with a 49-pt width constraint 51 wide; a slider pinned 20 pt
    ///   from an edge at x = 18 and 31 pt tall for its 30-pt intrinsic height (Charts' `BarChartViewController.xib`;
    ///   storyboards of every Xcode since 6). The same files fix the switch's intrinsic width at 49.
    /// - `sliderThumbDiameter` 28: ours (the iOS 7 thumb is drawn about 28 pt wide; not measured).
    /// - `segmentedControlHeight` 29: a dump `<UISegmentedControl: …; frame = (8 7; 584 29)>` (2015) and
    ///   code of the time defaulting segmented-control heights to 29.
    /// - `stepperSize` 94 × 29: ours, the size Interface Builder gives a stepper on iOS 7–12 (not found
    ///   in a dump).
    /// - `progressViewHeight` 2: ours, the iOS 7 bar's height as widely reported (not found in a dump).
    /// - `roundedRectTextFieldHeight` 30, whatever the font: Xamarin.Forms PR #987 (2017: "UITextField always
    ///   returns 30 as fitting size for RoundedRect BorderStyle"), Interface Builder's rounded-rect field on
    ///   iOS 7–12 (whose height it kept "locked on 30", FahimF/FloatLabelFields#8).
    /// - keyboard 216 pt on every width, 0.25 s, curve 7: `UIKeyboardFrameEndUserInfoKey = NSRect:
    ///   {{0, 352}, {320, 216}}, UIKeyboardAnimationDurationUserInfoKey = 0.25,
    ///   UIKeyboardAnimationCurveUserInfoKey = 7` (logged keyboard notifications, iOS 7).
    public static let iOS7 = ControlMetrics(
        switchSize: CGSize(width: 51, height: 31), switchAlignmentRectInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
        sliderHeight: 30, sliderAlignmentRectInsets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2), sliderThumbDiameter: 28,
        segmentedControlHeight: 29, stepperSize: CGSize(width: 94, height: 29), progressViewHeight: 2,
        roundedRectTextFieldHeight: 30,
        keyboardHeights: [KeyboardHeight(minimumWidth: 0, height: 216)],
        keyboardAnimationDuration: 0.25, keyboardAnimationCurve: 7)

    /// iOS 8–12: iOS 7's controls; the keyboard gained the QuickType bar. 253 pt on a 320-pt-wide
    /// screen (`UIKeyboardFrameEndUserInfoKey = NSRect: {{0, 315}, {320, 253}}`, logged), 261 pt on a
    /// 375-pt-wide one (`{{0, 406}, {375, 261}}`, logged with `UIKeyboardIsLocalUserInfoKey`, so iOS 9+).
    public static let iOS8: ControlMetrics = {
        var m = iOS7
        m.keyboardHeights = [KeyboardHeight(minimumWidth: 0, height: 253), KeyboardHeight(minimumWidth: 375, height: 261)]
        return m
    }()

    /// iOS 6: `UISwitch` 79 × 27 (re-implementation: GranadaLayout's `UISwitch+GRXLayout` returns
    /// `CGSizeMake(79, 27)` before iOS 7, `51 × 31` after); `UISlider` 23 high (an iOS 5/6 dump: a slider
    /// made 10 pt high prints `frame = (80 100; 40 23)`); segmented control 44 (the large plain and
    /// bordered styles; ours, not found in a dump); stepper 94 × 27 and progress bar 9 (ours, as widely
    /// reported, not found in a dump); keyboard 216 (as iOS 7). No alignment insets for the switch and the slider:
    /// none found for the iOS 6 controls (their frames in iOS 6 dumps are the sizes above).
    public static let iOS6: ControlMetrics = {
        var m = iOS7
        m.switchSize = CGSize(width: 79, height: 27)
        m.switchAlignmentRectInsets = .zero
        m.sliderHeight = 23
        m.sliderHeightIsFixed = true
        m.sliderAlignmentRectInsets = .zero
        m.sliderThumbDiameter = 23
        m.segmentedControlHeight = 44
        m.stepperSize = CGSize(width: 94, height: 27)
        m.progressViewHeight = 9
        m.roundedRectTextFieldHeight = 31
        return m
    }()

    /// iOS 13 and later: the segmented control is 32 high (code of the iOS 13+ era defines
    /// `UISegmentedControl.defaultHeight` as 32; another library says 28, so the sources disagree:
    /// 32 is the one that matches the iOS 13 redesign's taller capsule), the stepper 94 × 32 and the
    /// progress bar 4 (ours, as widely reported), the rounded-rect text field 34 and taller for a large font
    /// (UIKit's padded metrics: `max(line, 30) + 2 · 2`, see `roundedRectTextFieldGrowsWithFont`); the switch
    /// stays 51 × 31 (dumps on iOS 16–26) and the keyboard as iOS 8–12.
    public static let iOS13: ControlMetrics = {
        var m = iOS8
        m.segmentedControlHeight = 32
        m.stepperSize = CGSize(width: 94, height: 32)
        m.progressViewHeight = 4
        m.roundedRectTextFieldHeight = 34
        m.roundedRectTextFieldGrowsWithFont = true
        m.searchBarHeight = 56
        return m
    }()
}

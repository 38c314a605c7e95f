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

    /// A short identifier: `ios6`, `ios7`, `ios8`, `ios13`.
    public var identifier: String
    /// A human name, e.g. "iOS 7–12".
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
    /// Whether a second `View.animate` of a property that is still animating adds to the first
    /// (both run to their end, the presentation value is the model value plus what each one still
    /// adds, and both completions get `finished == true`) instead of replacing it (the first one's
    /// completion gets `false`). iOS 8 made UIKit's block animations additive: WWDC 2014 session
    /// 236, "Building Interruptible and Responsive Interactions". Earlier profiles replace.
    public var usesAdditiveAnimations = false

    /// `identifier (name)`.
    public var description: String { "\(identifier) (\(name))" }

    /// iOS 7–12, the default: image-view indicators 2.5 pt thick, 3 pt from the edges.
    /// Sources: real `recursiveDescription` dumps, e.g. a 355 × 200 scroll view on iOS 11 printing
    /// `<UIImageView: …; frame = (349.5 3; 2.5 194); alpha = 0; opaque = NO; autoresize = LM; …>` and
    /// `(3 194.5; 349 2.5) … autoresize = TM`; the minimum length 37 pt and timing from
    /// JTSScrollIndicator (a replica "identical to the native iOS 7 indicator") and Chameleon's
    /// `UIScroller` (fade in 0.33 s, fade-out timer at 1.5 s, fade out 0.33 s); the compressed length
    /// 7 pt from a dump of an over-pulled table (`frame = (313 565.5; 7 2.5) … autoresize = TM`).
    public static let iOS7 = PlatformProfile(
        identifier: "ios7", name: "iOS 7–12", indicatorKind: .imageView,
        indicatorThickness: 2.5, indicatorEdgeInset: 3, indicatorMinimumLength: 37,
        indicatorCompressedMinimumLength: 7, screenScale: 2,
        indicatorFadeInDuration: 0.33, flashHoldDuration: 1.5, scrollEndHideDelay: 0.5,
        indicatorFadeOutDuration: 0.33,
        fadeOutBypassesAlphaSetter: false, windowMoveHidesIndicatorsDirectly: false,
        textViewContentSizeStaysZero: false)

    /// iOS 8: iOS 7–12 plus the two quirks of seed claim A7: a text view's `contentSize` stays (0, 0)
    /// until set by hand, and moving to a window writes the indicators' `_alpha` to 0 directly.
    public static let iOS8: PlatformProfile = {
        var p = iOS7
        p.identifier = "ios8"
        p.name = "iOS 8"
        p.windowMoveHidesIndicatorsDirectly = true
        p.textViewContentSizeStaysZero = true
        p.usesAdditiveAnimations = true
        return p
    }()

    /// iOS 6: image-view indicators 7 pt thick, flush with the edge (dump of an iOS 6 table:
    /// `<UIImageView: …; frame = (313 448; 7 7); alpha = 0; opaque = NO; autoresize = LM; …>` in a
    /// 320-pt-wide view). Minimum length as iOS 7 (not measured on iOS 6; documented as an assumption).
    public static let iOS6: PlatformProfile = {
        var p = iOS7
        p.identifier = "ios6"
        p.name = "iOS 6"
        p.indicatorThickness = 7
        p.indicatorEdgeInset = 0
        p.indicatorCompressedMinimumLength = 7
        return p
    }()

    /// iOS 13 and later: private indicator views (`_UIScrollViewScrollIndicator`) 3 pt thick,
    /// 3 pt from the edges, 7 pt minimum length, with a child fill view — the change that made image-view
    /// categories stop reaching the indicators on real devices.
    public static let iOS13: PlatformProfile = {
        var p = iOS7
        p.identifier = "ios13"
        p.name = "iOS 13+"
        p.usesAdditiveAnimations = true
        p.indicatorKind = .privateView
        p.indicatorThickness = 3
        p.indicatorEdgeInset = 3
        p.indicatorMinimumLength = 7
        p.indicatorCompressedMinimumLength = 7
        p.screenScale = 3
        return p
    }()

    /// The default profile.
    public static let `default` = iOS7

    /// Every built-in profile, oldest first.
    public static let all: [PlatformProfile] = [iOS6, iOS7, iOS8, iOS13]

    /// The built-in profile with this identifier (`ios6`, `ios7`, `ios8`, `ios13`), if any.
    public static func named(_ identifier: String) -> PlatformProfile? {
        all.first { $0.identifier == identifier.lowercased() }
    }
}

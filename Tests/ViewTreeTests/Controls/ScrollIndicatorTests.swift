import Foundation
import Testing
import ViewTree

/// The scroll indicators: where they are, what they are, and when they show.
///
/// Expected frames are worked out by hand from UIKit's rules on the default (iOS 7–12) profile:
/// 2.5 pt thick, 3 pt from the edges, at least 37 pt long (7 pt while over-pulled), the length the
/// visible fraction of the track, positions proportional to the offset, rounded to half points.
@Suite struct ScrollIndicatorTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        var size = CGSize(width: 320, height: 480)
        var content = CGSize(width: 320, height: 1000)
        var offset = CGPoint.zero
        var vertical: CGRect?
        var horizontal: CGRect?
        var description: String { name }
    }

    @Test(arguments: [
        // Track 480 − 6 = 474; length 474 × 480/1000 = 227.52 → 227.5; x = 320 − 3 − 2.5.
        Case(name: "top", vertical: xywh(314.5, 3, 2.5, 227.5)),
        // Halfway (260 of 520): y = 260 + 3 + 0.5 × (474 − 227.52) = 386.24 → 386.
        Case(name: "middle", offset: CGPoint(x: 0, y: 260), vertical: xywh(314.5, 386, 2.5, 227.5)),
        // At the end: y = 520 + 3 + 246.48 = 769.48 → 769.5.
        Case(name: "bottom", offset: CGPoint(x: 0, y: 520), vertical: xywh(314.5, 769.5, 2.5, 227.5)),
        // iPhone 8 size: x = 375 − 5.5; 661 × 667/2000 = 220.44 → 220.5.
        Case(name: "375 × 667", size: CGSize(width: 375, height: 667), content: CGSize(width: 375, height: 2000),
             vertical: xywh(369.5, 3, 2.5, 220.5)),
        // 474 × 480/100000 = 2.3 is below the 37-pt minimum.
        Case(name: "minimum length", content: CGSize(width: 320, height: 100_000), vertical: xywh(314.5, 3, 2.5, 37)),
        Case(name: "minimum length at the end", content: CGSize(width: 320, height: 100_000),
             offset: CGPoint(x: 0, y: 99_520), vertical: xywh(314.5, 99_960, 2.5, 37)),
        // Content that fits fills the track: an iOS 11 dump of a 355 × 200 view printed exactly these.
        Case(name: "content fits (iOS 11 dump)", size: CGSize(width: 355, height: 200), content: CGSize(width: 355, height: 200),
             vertical: xywh(349.5, 3, 2.5, 194), horizontal: xywh(3, 194.5, 349, 2.5)),
        // Horizontal only: track 320 − 6 = 314, length 314 × 0.32 = 100.48 → 100.5, y = 480 − 5.5.
        Case(name: "horizontal only", content: CGSize(width: 1000, height: 480), horizontal: xywh(3, 474.5, 100.5, 2.5)),
        // Both axes scroll: the horizontal track leaves the 2.5-pt corner, 311.5 × 0.32 = 99.68 → 99.5.
        Case(name: "both axes, corner room", content: CGSize(width: 1000, height: 1000),
             vertical: xywh(314.5, 3, 2.5, 227.5), horizontal: xywh(3, 474.5, 99.5, 2.5)),
        // At the right end: x = 680 + 3 + (311.5 − 99.68) = 894.82 → 895.
        Case(name: "both axes, right end", content: CGSize(width: 1000, height: 1000), offset: CGPoint(x: 680, y: 0),
             horizontal: xywh(895, 474.5, 99.5, 2.5)),
        // Pulled 100 beyond the top: 227.52 − 100 = 127.52 → 127.5, pinned to the top of the track.
        Case(name: "pulled down 100", offset: CGPoint(x: 0, y: -100), vertical: xywh(314.5, -97, 2.5, 127.5)),
        // Pulled 300: the length stops at the 7-pt floor.
        Case(name: "pulled down 300", offset: CGPoint(x: 0, y: -300), vertical: xywh(314.5, -297, 2.5, 7)),
        // Pushed 100 beyond the bottom: pinned to the end of the track, 1097 − 127.52 = 969.48 → 969.5.
        Case(name: "pushed up 100", offset: CGPoint(x: 0, y: 620), vertical: xywh(314.5, 969.5, 2.5, 127.5)),
        // Horizontal, pulled 50 beyond the left edge: 99.68 − 50 = 49.68 → 49.5.
        Case(name: "pulled right 50", content: CGSize(width: 1000, height: 1000), offset: CGPoint(x: -50, y: 0),
             horizontal: xywh(-47, 474.5, 49.5, 2.5)),
    ])
    func geometry(_ c: Case) {
        let scene = ScrollScene(frame: CGRect(origin: .zero, size: c.size), contentSize: c.content)
        // UIKit lays the indicators out when it shows them; a flash shows them (and keeps them
        // following the offset while visible).
        scene.scroll.flashScrollIndicators()
        scene.scroll.contentOffset = c.offset
        if let v = c.vertical { #expect(scene.vertical.frame == v) }
        if let h = c.horizontal { #expect(scene.horizontal.frame == h) }
    }

    @Test func contentInsetsCountAsContent() {
        let scene = ScrollScene()
        scene.scroll.contentInset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        scene.scroll.flashScrollIndicators()
        scene.scroll.contentOffset = CGPoint(x: 0, y: -64)
        // 474 × 480/1064 = 213.83 → 214, at the top of the track.
        #expect(scene.vertical.frame == xywh(314.5, -61, 2.5, 214))
    }

    @Test func indicatorInsetsShrinkTheTrack() {
        let scene = ScrollScene()
        scene.scroll.flashScrollIndicators()
        scene.scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 5)
        // x = 320 − 5 − 3 − 2.5; track 13…477 = 464; 464 × 0.48 = 222.72 → 222.5.
        #expect(scene.vertical.frame == xywh(309.5, 13, 2.5, 222.5))
    }

    @Test func otherProfiles() {
        // iOS 13+: 3 pt thick, screen scale 3: 227.52 → 683/3.
        let modern = ScrollScene(profile: .iOS13)
        modern.scroll.flashScrollIndicators()
        #expect(modern.vertical.frame == CGRect(x: 314, y: 3, width: 3, height: 683.0 / 3))
        // iOS 6: 7 pt thick, flush with the edge, as the dump `(313 448; 7 7)` of a 320-wide table shows.
        let old = ScrollScene(profile: .iOS6)
        old.scroll.flashScrollIndicators()
        #expect(old.vertical.frame == xywh(313, 0, 7, 230.5))
    }

    @Test func framesFollowOffsetBoundsAndContentSize() {
        let scene = ScrollScene()
        scene.scroll.flashScrollIndicators()
        scene.scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        // Track 234; 234 × 240/1000 = 56.16 → 56.
        #expect(scene.vertical.frame == xywh(314.5, 3, 2.5, 56))
        #expect(scene.horizontal.frame == xywh(3, 234.5, 314, 2.5))
        scene.scroll.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        #expect(scene.vertical.frame == xywh(194.5, 3, 2.5, 227.5))
        scene.scroll.contentSize = CGSize(width: 200, height: 2000)
        // 474 × 0.24 = 113.76 → 114.
        #expect(scene.vertical.frame == xywh(194.5, 3, 2.5, 114))
        scene.scroll.contentOffset = CGPoint(x: 0, y: 1520)
        #expect(scene.vertical.frame == xywh(194.5, 1520 + 477 - 114, 2.5, 114))
    }

    // MARK: What the indicators are

    @Test func indicatorsAreTheLastSubviewsHorizontalThenVertical() {
        let scene = ScrollScene()
        for i in 0..<3 { scene.scroll.addSubview(View(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 320, height: 100))) }
        #expect(scene.scroll.subviews.count == 5)
        #expect(scene.scroll.subviews.suffix(2) == [scene.horizontal, scene.vertical])
        // Re-adding a content view only reorders it below the indicators.
        scene.scroll.addSubview(scene.scroll.subviews[0])
        #expect(scene.scroll.subviews.suffix(2) == [scene.horizontal, scene.vertical])
        // Content inserted at the very end goes back under them when they show.
        scene.scroll.insertSubview(View(frame: .zero), at: scene.scroll.subviews.count)
        scene.scroll.flashScrollIndicators()
        #expect(scene.scroll.subviews.suffix(2) == [scene.horizontal, scene.vertical])
    }

    @Test(arguments: PlatformProfile.all)
    func masksAndFlags(profile: PlatformProfile) {
        let scene = ScrollScene(profile: profile)
        #expect(scene.vertical.autoresizingMask == .flexibleLeftMargin)
        #expect(scene.horizontal.autoresizingMask == .flexibleTopMargin)
        for indicator in [scene.vertical, scene.horizontal] {
            #expect(indicator.alpha == 0 && !indicator.isHidden)
            // Image views (iOS 6–12) are neither opaque nor interactive; iOS 13's private view
            // prints neither flag (issue 13, item 3).
            #expect(indicator.isOpaque == (profile.indicatorKind == .privateView))
            #expect(indicator.isUserInteractionEnabled == (profile.indicatorKind == .privateView))
        }
        if profile.indicatorKind == .imageView {
            #expect(withoutAddresses(scene.vertical.description).hasSuffix("alpha = 0; opaque = NO; autoresize = LM; userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)"))
            #expect(withoutAddresses(scene.horizontal.description).hasSuffix("alpha = 0; opaque = NO; autoresize = TM; userInteractionEnabled = NO; layer = <Layer: 0x…>> - (null)"))
        } else {
            #expect(withoutAddresses(scene.vertical.description).hasSuffix("alpha = 0; autoresize = LM; layer = <Layer: 0x…>>"))
            #expect(withoutAddresses(scene.horizontal.description).hasSuffix("alpha = 0; autoresize = TM; layer = <Layer: 0x…>>"))
        }
    }

    @Test func indicatorsExistOnlyWhenShown() {
        let scene = ScrollScene()
        scene.scroll.showsVerticalScrollIndicator = false
        #expect(scene.scroll.verticalScrollIndicatorView == nil)
        #expect(scene.scroll.subviews == [scene.horizontal])
        scene.scroll.showsHorizontalScrollIndicator = false
        #expect(scene.scroll.horizontalScrollIndicatorView == nil && scene.scroll.subviews.isEmpty)
        scene.scroll.flashScrollIndicators()
        scene.run(0.1)
        #expect(scene.scroll.subviews.isEmpty)
        scene.scroll.showsVerticalScrollIndicator = true
        // A new indicator is an idle 7-pt stub in the corner until UIKit shows it.
        #expect(scene.scroll.subviews == [scene.vertical] && scene.vertical.frame == xywh(317.5, 473, 2.5, 7))
    }

    // MARK: Flash

    /// (time, model alpha, presentation alpha) after a flash at 0, default profile: fade in over 0.33 s
    /// (ease in-out), hold until 1.5 s, fade out over 0.33 s.
    @Test func flashTimeline() {
        let scene = ScrollScene()
        let v = scene.vertical
        let curve = TimingCurve.easeInEaseOut
        scene.scroll.flashScrollIndicators()
        #expect(v.alpha == 1 && v.presentation().alpha == 0, "t = 0: the model is 1 at once, nothing on screen yet")
        scene.world.run(until: 0.1)
        #expect(abs(v.presentation().alpha - CGFloat(curve.progress(atFraction: 0.1 / 0.33))) < 1e-6)
        scene.world.run(until: 0.33)
        // The last frame before 0.33 s is at 19/60 s.
        #expect(abs(v.presentation().alpha - CGFloat(curve.progress(atFraction: (19.0 / 60) / 0.33))) < 1e-6)
        scene.world.run(until: 1.4)
        #expect(v.alpha == 1 && v.presentation().alpha == 1)
        scene.world.run(until: 1.5)
        #expect(v.alpha == 0 && v.presentation().alpha == 1, "t = 1.5: the fade-out starts")
        scene.world.run(until: 1.6)
        #expect(abs(v.presentation().alpha - CGFloat(1 - curve.progress(atFraction: 0.1 / 0.33))) < 1e-6)
        scene.world.run(until: 1.9)
        #expect(v.alpha == 0 && v.presentation().alpha == 0)
        scene.world.run(until: 5)
        #expect(v.alpha == 0 && v.presentation().alpha == 0 && !v.hasRunningAnimations)
    }

    @Test func aSecondFlashRestartsTheHold() {
        let scene = ScrollScene()
        scene.scroll.flashScrollIndicators()
        scene.world.run(until: 1.0)
        scene.scroll.flashScrollIndicators()
        scene.world.run(until: 2.4)
        #expect(scene.vertical.alpha == 1 && scene.vertical.presentation().alpha == 1)
        scene.world.run(until: 2.5)
        #expect(scene.vertical.alpha == 0)
        scene.world.run(until: 2.9)
        #expect(scene.vertical.presentation().alpha == 0)
    }

    @Test(arguments: [
        (CGSize(width: 320, height: 1000), false, true),
        (CGSize(width: 1000, height: 480), true, false),
        (CGSize(width: 1000, height: 1000), true, true),
        (CGSize(width: 320, height: 480), false, false),
    ])
    func onlyScrollableAxesFlash(content: CGSize, horizontal: Bool, vertical: Bool) {
        let scene = ScrollScene(contentSize: content)
        scene.scroll.flashScrollIndicators()
        scene.run(0.5)
        #expect(scene.horizontal.presentation().alpha == (horizontal ? 1 : 0))
        #expect(scene.vertical.presentation().alpha == (vertical ? 1 : 0))
    }

    // MARK: Seed claims

    /// A1: indicators show only while the user scrolls, and for a moment after a flash.
    @Test func seedA1_indicatorsAppearOnlyWhileTrackingOrAfterFlash() {
        let scene = ScrollScene()
        let v = scene.vertical
        #expect(v.alpha == 0, "idle")
        scene.scroll.contentOffset = CGPoint(x: 0, y: 100)
        scene.run(0.5)
        #expect(v.alpha == 0, "moving the content in code does not show them")
        scene.scroll.beginPan(at: CGPoint(x: 160, y: 300))
        #expect(v.alpha == 0, "a touch alone does not either")
        scene.scroll.movePan(to: CGPoint(x: 160, y: 250))
        #expect(scene.scroll.isTracking && scene.scroll.isDragging && v.alpha == 1)
        scene.run(3)
        #expect(v.alpha == 1 && v.presentation().alpha == 1, "still held: they stay")
        scene.scroll.endPan(velocity: .zero)
        scene.run(0.4)
        #expect(v.alpha == 1, "they linger a moment after the finger lifts")
        scene.run(0.5)
        #expect(v.alpha == 0 && v.presentation().alpha == 0)
        scene.scroll.flashScrollIndicators()
        scene.run(1)
        #expect(v.alpha == 1)
        scene.run(1)
        #expect(v.alpha == 0 && v.presentation().alpha == 0)
    }

    /// A2: the vertical indicator is an image view; hidden means alpha 0, not `isHidden`.
    @Test func seedA2_verticalIndicatorIsAnImageViewWithAlphaZeroWhenHidden() {
        let scene = ScrollScene()
        #expect(scene.vertical is ImageView && scene.horizontal is ImageView)
        #expect(scene.vertical.superview === scene.scroll)
        #expect(scene.vertical.alpha == 0 && !scene.vertical.isHidden)
        scene.scroll.flashScrollIndicators()
        scene.run(3)
        #expect(scene.vertical.alpha == 0 && !scene.vertical.isHidden, "hidden again by alpha")
        // Since iOS 13 they are private views, which is why image-view categories stopped reaching them.
        let modern = ScrollScene(profile: .iOS13)
        modern.scroll.flashScrollIndicators()
        #expect(!(modern.vertical is ImageView))
        #expect(withoutAddresses(modern.vertical.description).hasPrefix("<_UIScrollViewScrollIndicator: 0x…;"))
    }

    /// A text-view-like scroll view subclass (the seed's MRATextView is one).
    final class NotesTextView: ScrollView {}

    /// B1: the only knobs are the style and whether each indicator shows; table views and text views
    /// have them because they are scroll views.
    @Test func seedB1_onlyStyleAndVisibilityAreConfigurable() throws {
        #expect([ScrollIndicatorStyle.default, .black, .white].map(\.rawValue) == [0, 1, 2], "UIKit's raw values")
        let scene = ScrollScene()
        scene.scroll.flashScrollIndicators()
        var images: [String] = []
        for style in [ScrollIndicatorStyle.black, .white, .default] {
            scene.scroll.indicatorStyle = style
            let image = try #require(scene.vertical as? ImageView)
            images.append(image.image?.name ?? "")
            // The style changes the look only: the thickness, place and order stay UIKit's (a new
            // indicator starts as the idle stub; a flash lays it out).
            scene.scroll.flashScrollIndicators()
            #expect(scene.vertical.frame == xywh(314.5, 3, 2.5, 227.5))
            #expect(scene.scroll.subviews.suffix(2) == [scene.horizontal, scene.vertical])
        }
        #expect(Set(images).count == 3, "each style has its own image")
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let text = NotesTextView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for scroller in [table, text] as [ScrollView] {
            scroller.indicatorStyle = .white
            scroller.showsHorizontalScrollIndicator = false
            #expect(scroller.verticalScrollIndicatorView != nil && scroller.horizontalScrollIndicatorView == nil)
            #expect(scroller.indicatorStyle == .white)
        }
    }

    /// B2: a flash shows the indicator for about 1.5 s; typical use is after `reloadData` when the
    /// content is taller than the table.
    @Test func seedB2_flashShowsForAboutOnePointFiveSeconds() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let table = TableView(frame: window.bounds)
        window.addSubview(table)
        let rows = NumberedRows([30])
        table.dataSource = rows
        table.reloadData()
        if table.contentSize.height > table.frame.size.height { table.flashScrollIndicators() }
        let v = table.verticalScrollIndicatorView!
        var shown: [TimeInterval] = []
        for step in 1...300 {
            world.run(until: Double(step) / 100)
            if v.presentation().alpha > 0.5 { shown.append(world.now) }
        }
        let visibleFor = (shown.last ?? 0) - (shown.first ?? 0)
        #expect(abs(visibleFor - 1.5) < 0.1, "on screen (more than half opaque) for \(visibleFor) s")
        #expect(v.alpha == 0)
    }

    /// B3: showing and hiding both fade, and both go through the image view's `setAlpha:`, where a
    /// category sees them.
    @Test func seedB3_showAndHideBothFadeThroughSetAlpha() {
        let scene = ScrollScene()
        var log: [CGFloat] = []
        let vertical = scene.vertical
        scene.world.install(Category("AlphaLog", on: ImageView.self).setAlpha { imageView, alpha, callSuper in
            if imageView === vertical { log.append(alpha) }
            callSuper(alpha)
        })
        scene.scroll.flashScrollIndicators()
        #expect(log == [1])
        scene.world.run(until: 0.1)
        #expect(vertical.presentation().alpha > 0 && vertical.presentation().alpha < 1, "fading in")
        scene.world.run(until: 1.6)
        #expect(log == [1, 0])
        #expect(vertical.presentation().alpha > 0 && vertical.presentation().alpha < 1, "fading out")
        scene.world.run(until: 3)
        // A drag shows and hides them the same way.
        scene.scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.2, releaseVelocity: .zero)
        scene.world.run(until: 4)
        #expect(log == [1, 0, 1, 0])
        #expect(vertical.alpha == 0)
    }
}

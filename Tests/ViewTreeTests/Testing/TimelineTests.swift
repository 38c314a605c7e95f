import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// The `.timeline` strategy: the vertical indicator's alpha over 0–3 s after a flash on iOS 7–12
/// (fade in 0.33 s, hold until 1.5 s, fade out 0.33 s, both ease-in-ease-out).
@Suite struct TimelineTests {
    let tmp = TemporaryDirectory()

    static func flashingScroll(profile: PlatformProfile = .iOS7) -> Scenario<ScrollView> {
        Scenario(profile: profile, windowSize: CGSize(width: 320, height: 240), setUp: { window -> ScrollView in
            let scroll = ScrollView(frame: window.bounds)
            scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
            scroll.contentSize = CGSize(width: 320, height: 960)
            window.addSubview(scroll)
            return scroll
        }, action: { $0.flashScrollIndicators() })
    }

    static func indicatorAlpha() -> Snapshotting<Scenario<ScrollView>> { .timeline(duration: 3, every: 0.1, probes: [
        .alpha(of: { $0.verticalScrollIndicatorView }),
        .presentationAlpha(of: { $0.verticalScrollIndicatorView }),
    ]) }

    @Test func indicatorAlphaAfterAFlash() {
        // 0.1913 at 0.1 s is CA's ease-in-ease-out (0.42, 0, 0.58, 1) at 0.1 / 0.33 of the fade-in; the
        // fade-out mirrors it from 1.5 s. The model alpha jumps at once, as UIKit's does.
        #expect(Self.indicatorAlpha().snapshot(Self.flashingScroll()) == """
            t    | alpha(ImageView:0x7) | presentation.alpha(ImageView:0x7)
            -----+----------------------+----------------------------------
            0.00 | 1                    | 0
            0.10 | 1                    | 0.1913
            0.20 | 1                    | 0.6778
            0.30 | 1                    | 0.9838
            0.40 | 1                    | 1
            0.50 | 1                    | 1
            0.60 | 1                    | 1
            0.70 | 1                    | 1
            0.80 | 1                    | 1
            0.90 | 1                    | 1
            1.00 | 1                    | 1
            1.10 | 1                    | 1
            1.20 | 1                    | 1
            1.30 | 1                    | 1
            1.40 | 1                    | 1
            1.50 | 0                    | 1
            1.60 | 0                    | 0.8087
            1.70 | 0                    | 0.3222
            1.80 | 0                    | 0.0162
            1.90 | 0                    | 0
            2.00 | 0                    | 0
            2.10 | 0                    | 0
            2.20 | 0                    | 0
            2.30 | 0                    | 0
            2.40 | 0                    | 0
            2.50 | 0                    | 0
            2.60 | 0                    | 0
            2.70 | 0                    | 0
            2.80 | 0                    | 0
            2.90 | 0                    | 0
            3.00 | 0                    | 0

            """)
    }

    @Test func theSameScenarioGivesTheSameBytes() {
        #expect(Self.indicatorAlpha().snapshot(Self.flashingScroll()) == Self.indicatorAlpha().snapshot(Self.flashingScroll()))
    }

    @Test func timesAreRelativeToTheStartAndTitlesCanBeGiven() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 240))
        let scroll = ScrollView(frame: t.window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
        scroll.contentSize = CGSize(width: 320, height: 960)
        t.window.addSubview(scroll)
        t.run(until: 10)
        let strategy: Snapshotting<Scenario<ScrollView>> = .timeline(duration: 0.5, every: 0.25, probes: [
            .alpha(of: { $0.verticalScrollIndicatorView }, title: "indicator"),
            .frame(of: { $0.verticalScrollIndicatorView }),
            .isHidden(of: { $0.verticalScrollIndicatorView }),
            .contentOffset(of: { $0 }),
            .alpha(of: { $0.horizontalScrollIndicatorView }),
            TimelineProbe("now") { String(format: "%.2f", $0.simulation?.now ?? -1) },
        ])
        let text = strategy.snapshot(Scenario(world: t.simulation, root: scroll) { $0.setContentOffset(CGPoint(x: 0, y: 100), animated: true) })
        // The clock ran from 10 to 10.5 while the animated scroll (0.33 s, ease-in-ease-out) arrived;
        // the indicator moved with the content, the horizontal one never showed (nothing to scroll).
        #expect(text == """
            t    | indicator | frame(ImageView:0x7)    | hidden(ImageView:0x7) | contentOffset(ScrollView:0x3) | alpha(ImageView:0x5) | now
            -----+-----------+-------------------------+-----------------------+-------------------------------+----------------------+------
            0.00 | 1         | (314.5 3; 2.5 58.5)     | NO                    | {0, 0}                        | 0                    | 10.00
            0.25 | 1         | (314.5 112.5; 2.5 58.5) | NO                    | {0, 87.8739}                  | 0                    | 10.25
            0.50 | 1         | (314.5 127.5; 2.5 58.5) | NO                    | {0, 100}                      | 0                    | 10.50

            """)
    }

    @Test func aProbeOfAMissingViewPrintsADash() {
        let strategy: Snapshotting<Scenario<ScrollView>> = .timeline(duration: 0, every: 1, probes: [.alpha(of: { _ in nil })])
        let t = TestWorld()
        let scroll = ScrollView(frame: t.window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
        t.window.addSubview(scroll)
        #expect(strategy.snapshot(Scenario(world: t.simulation, root: scroll)) == "t    | alpha(nil)\n-----+-----------\n0.00 | -\n")
    }

    @Test func aBadIntervalSaysSo() {
        let strategy: Snapshotting<Scenario<ScrollView>> = .timeline(duration: 1, every: 0, probes: [])
        #expect(strategy.snapshot(Self.flashingScroll()).hasPrefix("invalid timeline: duration 1.0, every 0.0"))
    }

    @Test func aTimelineIsASnapshotLikeAnyOther() throws {
        let session = SnapshotSession(snapshotDirectory: tmp.path("refs"), artifactsDirectory: tmp.path("artifacts"), environment: [:])
        let recorded = try #require(session.verifySnapshot(of: Self.flashingScroll(), as: Self.indicatorAlpha(), named: "flash"))
        #expect(recorded.reason == .recordedNewReference)
        #expect(session.verifySnapshot(of: Self.flashingScroll(), as: Self.indicatorAlpha(), named: "flash") == nil)
        // iOS 6 has the same timing: the same timeline. A different hold would show up as a diff.
        #expect(session.verifySnapshot(of: Self.flashingScroll(profile: .iOS6), as: Self.indicatorAlpha(), named: "flash") == nil)
        var slow = PlatformProfile.iOS7
        slow.flashHoldDuration = 2
        let mismatch = try #require(session.verifySnapshot(of: Self.flashingScroll(profile: slow), as: Self.indicatorAlpha(), named: "flash"))
        #expect(mismatch.reason == .mismatch)
        #expect(mismatch.diff?.contains("-1.50 | 0                    | 1\n") == true)
        #expect(mismatch.diff?.contains("+1.50 | 1                    | 1\n") == true)
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// One test body across platform profiles: as a parameterized Swift Testing test (each issue names
/// its argument) and with `forEachProfile` (each failure names the profile).
@Suite struct ProfileRunTests {
    /// The flash behaves the same on every profile: visible soon after, hidden after hold + fade-out.
    @Test(arguments: PlatformProfile.all)
    func aFlashShowsThenHidesTheIndicator(profile: PlatformProfile) {
        let t = TestWorld(profile: profile)
        let scroll = ScrollView(frame: t.window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        t.window.addSubview(scroll)
        scroll.flashScrollIndicators()
        expectIndicatorVisible(scroll, at: profile.indicatorFadeInDuration)
        expectIndicatorHidden(scroll, at: profile.flashHoldDuration + profile.indicatorFadeOutDuration + 0.01)
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func forEachProfileRunsEveryProfileWithAFreshWorld() {
        var seen: [String] = []
        var worlds: [Simulation] = []
        forEachProfile { world in
            seen.append(world.profile.identifier)
            worlds.append(world.simulation)
            #expect(world.window.isKeyWindow && world.now == 0)
            #expect(world.window.bounds.size == TestWorld.defaultWindowSize)
        }
        #expect(seen == ["ios6", "ios7", "ios8", "ios10", "ios11", "ios13"])
        #expect(Set(worlds.map(ObjectIdentifier.init)).count == 6)
    }

    @Test func forEachProfileTakesAListAndAWindowSize() {
        var sizes: [CGSize] = []
        forEachProfile([.iOS13], windowSize: CGSize(width: 100, height: 50)) { sizes.append($0.window.bounds.size) }
        #expect(sizes == [CGSize(width: 100, height: 50)])
    }

    @Test func failuresInsideAreLabelledWithTheProfile() {
        withKnownIssue {
            forEachProfile([.iOS11, .iOS13]) { world in
                let scroll = ScrollView(frame: world.window.bounds)
                scroll.contentInsetAdjustmentBehavior = .never
                scroll.contentSize = CGSize(width: 320, height: 2000)
                world.window.addSubview(scroll)
                scroll.flashScrollIndicators()
                // iOS 11's indicator: 2.5 pt thick, 3 pt from the edges, 474 × 480 / 2000 pt long (to half
                // points); iOS 13's is 3 pt thick and rounded to thirds.
                let indicator = scroll.verticalScrollIndicatorView!
                expectFrame(indicator, equals: CGRect(x: 314.5, y: 3, width: 2.5, height: 114))
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("[ios13] expected the frame of _UIScrollViewScrollIndicator:0x") }
        }
    }

    struct Boom: Error {}

    @Test func aThrownErrorIsRecordedWithTheProfileAndTheOthersStillRun() {
        var ran: [String] = []
        withKnownIssue {
            forEachProfile([.iOS6, .iOS8, .iOS13]) { world in
                ran.append(world.profile.identifier)
                if world.profile == .iOS8 { throw Boom() }
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "[ios8] the body threw ViewTreeTests.ProfileRunTests.Boom()" }
        }
        #expect(ran == ["ios6", "ios8", "ios13"])
    }

    @Test func snapshotNamesPerProfile() {
        #expect(TestWorld(profile: .iOS13).snapshotName() == "ios13")
        #expect(TestWorld(profile: .iOS6).snapshotName("scroll") == "scroll-ios6")
    }

    @Test func withWorldGivesAFreshWorldAndReturnsTheBodysValue() {
        let (profile, visible) = withWorld(profile: .iOS8, windowSize: CGSize(width: 200, height: 100)) { world, window in
            (world.profile, window.isKeyWindow && !window.isHidden && window.bounds.width == 200)
        }
        #expect(profile == .iOS8 && visible)
    }
}

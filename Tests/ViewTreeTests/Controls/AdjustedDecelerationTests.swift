import Foundation
import Testing
import ViewTree

/// A fling whose target the delegate (or a collection view layout) moved ahead of the release keeps its velocity and
/// decelerates with the factor that ends exactly on the target (UIScrollView's `_adjustedDecelerationFactor`).
@Suite struct AdjustedDecelerationTests {
    @Test func theAdjustedRateCarriesTheReleaseExactlyToTheTarget() throws {
        let rate = try #require(ScrollPhysics.decelerationRate(toTravel: 200, initialVelocity: 1000))
        #expect(abs(rate.rawValue - 200.0 / 201.0) < 1e-12)
        #expect(abs(ScrollPhysics.project(velocity: 1000, decelerationRate: rate) - 200) < 1e-9)
        let backwards = try #require(ScrollPhysics.decelerationRate(toTravel: -50, initialVelocity: -3000))
        #expect(abs(ScrollPhysics.project(velocity: -3000, decelerationRate: backwards) + 50) < 1e-9)
        // No adjusted rate for a target behind the release, no velocity, no distance, non-finite input, or a rate the
        // physics cannot use (a slow release far from its target).
        #expect(ScrollPhysics.decelerationRate(toTravel: -200, initialVelocity: 1000) == nil)
        #expect(ScrollPhysics.decelerationRate(toTravel: 200, initialVelocity: 0) == nil)
        #expect(ScrollPhysics.decelerationRate(toTravel: 0, initialVelocity: 1000) == nil)
        #expect(ScrollPhysics.decelerationRate(toTravel: .nan, initialVelocity: 1000) == nil)
        #expect(ScrollPhysics.decelerationRate(toTravel: 200, initialVelocity: .infinity) == nil)
        #expect(ScrollPhysics.decelerationRate(toTravel: 5000, initialVelocity: 100) == nil)
    }

    /// UPCarouselFlowLayout's rate of 5 is one UIKit's physics cannot use; a target moved ahead of the release still
    /// ends the fling on it, at the release velocity, in the time the adjusted factor gives.
    @Test func aRateOfFiveStillComesToRestOnAMovedTarget() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 5000))
        scene.scroll.decelerationRate = DecelerationRate(5)
        let log = ScrollEventLog()
        log.retarget = { _ in CGPoint(x: 0, y: 400) }
        scene.scroll.delegate = log
        scene.fling(by: CGPoint(x: 0, y: -50), velocity: CGPoint(x: 0, y: -1500))
        #expect(scene.scroll.isDecelerating)
        let rate = DecelerationRate(rawValue: 350 / 351.5)
        let duration = ScrollPhysics.decelerationDuration(initialVelocity: 1500, decelerationRate: rate)
        var offsets: [CGFloat] = []
        for _ in 0..<Int(duration * 60 + 2) {
            scene.run(1.0 / 60)
            offsets.append(scene.scroll.contentOffset.y)
        }
        #expect(scene.scroll.contentOffset.y == 400 && !scene.scroll.isDecelerating)
        #expect(offsets.allSatisfy { $0 <= 400 } && zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        // The first frame moves at about the release speed (1500 pt/s × 1/60 s = 25 pt), not at the 35 pt/s a rate
        // clamped to 0.9999 would need to travel 350 pt.
        #expect((offsets.first ?? 0) > 60)
        #expect(log.events.last == "didEndDecelerating")
    }

    /// A target moved behind the release (the finger flicked one way, the delegate chose the other) keeps the old way:
    /// the velocity whose travel at the scroll view's rate ends on it.
    @Test func aTargetBehindTheReleaseStillEndsThere() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 5000))
        let log = ScrollEventLog()
        log.retarget = { _ in CGPoint(x: 0, y: 20) }
        scene.scroll.delegate = log
        scene.fling(by: CGPoint(x: 0, y: -50), velocity: CGPoint(x: 0, y: -800))
        scene.run(5)
        #expect(scene.scroll.contentOffset.y == 20)
    }
}

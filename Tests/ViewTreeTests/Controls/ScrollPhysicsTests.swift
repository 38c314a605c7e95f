import Foundation
import Testing
import ViewTree

/// Expected values were computed independently in Python from the same formulas.
@Suite struct ScrollPhysicsTests {
    // MARK: Deceleration

    @Test func decelerationRates() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate(rawValue: 1.5).effectiveRawValue == DecelerationRate.maximumEffectiveRawValue)
        #expect(DecelerationRate(rawValue: -1).effectiveRawValue == 0)
        #expect(DecelerationRate(rawValue: .nan).effectiveRawValue == 0.998)
    }

    struct Fling: Sendable, CustomStringConvertible {
        let velocity: CGFloat
        let rate: DecelerationRate
        let travel: CGFloat
        var description: String { "\(velocity) pt/s at \(rate.rawValue) → \(travel) pt" }
    }

    /// A 1000 pt/s (1 pt/ms) fling travels 0.998/0.002 = 499 pt at .normal and 0.99/0.01 = 99 pt
    /// at .fast; travel is linear in velocity and keeps its sign.
    @Test(arguments: [
        Fling(velocity: 1000, rate: .normal, travel: 499),
        Fling(velocity: 1000, rate: .fast, travel: 99),
        Fling(velocity: -1000, rate: .normal, travel: -499),
        Fling(velocity: 2500, rate: .fast, travel: 247.5),
        Fling(velocity: 0, rate: .normal, travel: 0),
    ])
    func projectedTravel(_ fling: Fling) {
        let travel = ScrollPhysics.project(velocity: fling.velocity, decelerationRate: fling.rate)
        #expect(abs(travel - fling.travel) < 1e-9, "got \(travel)")
        // The animated offset ends there too.
        let duration = ScrollPhysics.decelerationDuration(initialVelocity: fling.velocity, decelerationRate: fling.rate)
        let end = ScrollPhysics.decelerationDisplacement(initialVelocity: fling.velocity, decelerationRate: fling.rate,
                                                         elapsed: duration)
        #expect(abs(end - fling.travel) < 1e-9)
    }

    @Test func flingsWithin1ptOfTheCheckNumbers() {
        // The brief's check numbers, via the motion itself rather than the projection: after
        // 60 s the fling has long stopped.
        let normal = ScrollPhysics.decelerationDisplacement(initialVelocity: 1000, elapsed: 60)
        let fast = ScrollPhysics.decelerationDisplacement(initialVelocity: 1000, decelerationRate: .fast, elapsed: 60)
        #expect(abs(normal - 499) < 1)
        #expect(abs(fast - 99) < 1)
    }

    @Test func projectOnBothAxes() {
        let travel = ScrollPhysics.project(velocity: CGPoint(x: 1000, y: -2000))
        #expect(abs(travel.x - 499) < 1e-9)
        #expect(abs(travel.y + 998) < 1e-9)
    }

    @Test func initialVelocityInvertsProjection() {
        #expect(abs(ScrollPhysics.initialVelocity(toTravel: 499) - 1000) < 1e-9)
        #expect(abs(ScrollPhysics.initialVelocity(toTravel: -99, decelerationRate: .fast) + 1000) < 1e-9)
    }

    @Test func displacementAndVelocityOverTime() {
        // 1000 pt/s after 100 ms: 0.998 × (1 − 0.998^100) / 0.002 = 90.5352 pt.
        let after100ms = ScrollPhysics.decelerationDisplacement(initialVelocity: 1000, elapsed: 0.1)
        #expect(abs(after100ms - 90.535164) < 1e-5)
        // Velocity after 500 ms: 1000 × 0.998^500 = 367.511 pt/s.
        let velocity = ScrollPhysics.decelerationVelocity(initialVelocity: 1000, elapsed: 0.5)
        #expect(abs(velocity - 367.511255) < 1e-5)
        #expect(ScrollPhysics.decelerationDisplacement(initialVelocity: 1000, elapsed: 0) == 0)
        #expect(ScrollPhysics.decelerationDisplacement(initialVelocity: 1000, elapsed: -1) == 0)
        #expect(ScrollPhysics.decelerationVelocity(initialVelocity: 1000, elapsed: 0) == 1000)
        #expect(ScrollPhysics.decelerationVelocity(initialVelocity: 1000, elapsed: 10) == 0)
    }

    @Test func displacementIsMonotonicAndBounded() {
        var previous: CGFloat = 0
        for step in 0...400 {
            let value = ScrollPhysics.decelerationDisplacement(initialVelocity: 1500, elapsed: Double(step) * 0.01)
            #expect(value >= previous)
            #expect(value <= ScrollPhysics.project(velocity: 1500) + 1e-9)
            previous = value
        }
    }

    @Test func durationUntilTheStopSpeed() {
        // ln(1/1000) / ln(0.998) ms = 3450.42 ms; at .fast ln(1/1000) / ln(0.99) = 687.32 ms.
        #expect(abs(ScrollPhysics.decelerationDuration(initialVelocity: 1000) - 3.450423) < 1e-6)
        #expect(abs(ScrollPhysics.decelerationDuration(initialVelocity: -1000, decelerationRate: .fast) - 0.687316) < 1e-6)
        #expect(ScrollPhysics.decelerationDuration(initialVelocity: 0.5) == 0)
        #expect(ScrollPhysics.decelerationDuration(initialVelocity: .nan) == 0)
        // At the end the speed is the stop speed.
        let duration = ScrollPhysics.decelerationDuration(initialVelocity: 1000)
        let speed = 1000 * pow(0.998, CGFloat(duration) * 1000)
        #expect(abs(speed - ScrollPhysics.decelerationStopSpeed) < 1e-9)
    }

    @Test func timeToTravelADistance() {
        // 1000 pt/s reaches 200 pt after ln(1 − 200 × 0.002 / 0.998) / ln(0.998) = 255.825 ms.
        let time = ScrollPhysics.decelerationTime(toTravel: 200, initialVelocity: 1000)
        #expect(abs((time ?? -1) - 0.255825) < 1e-6)
        if let time {
            let there = ScrollPhysics.decelerationDisplacement(initialVelocity: 1000, elapsed: time)
            #expect(abs(there - 200) < 1e-6)
        }
        #expect(ScrollPhysics.decelerationTime(toTravel: 600, initialVelocity: 1000) == nil)
        #expect(ScrollPhysics.decelerationTime(toTravel: -10, initialVelocity: 1000) == nil)
        #expect(ScrollPhysics.decelerationTime(toTravel: 0, initialVelocity: 1000) == 0)
    }

    @Test func targetContentOffsetIsClamped() {
        let minimum = CGPoint(x: 0, y: -64)
        let maximum = CGPoint(x: 0, y: 1000)
        let inside = ScrollPhysics.targetContentOffset(from: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 1000),
                                                       minimum: minimum, maximum: maximum)
        #expect(abs(inside.y - 599) < 1e-9)
        let beyond = ScrollPhysics.targetContentOffset(from: CGPoint(x: 0, y: 800), velocity: CGPoint(x: 0, y: 1000),
                                                       minimum: minimum, maximum: maximum)
        #expect(beyond.y == 1000)
        let above = ScrollPhysics.targetContentOffset(from: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 300, y: -1000),
                                                      decelerationRate: .fast, minimum: minimum, maximum: maximum)
        #expect(above.x == 0)
        #expect(abs(above.y - 1) < 1e-9)
        // Content smaller than the view: the maximum counts as the minimum.
        let small = ScrollPhysics.targetContentOffset(from: .zero, velocity: CGPoint(x: 0, y: 5000),
                                                      minimum: CGPoint(x: 0, y: -20), maximum: CGPoint(x: 0, y: -300))
        #expect(small.y == -20)
    }

    // MARK: Rubber banding

    struct Stretch: Sendable, CustomStringConvertible {
        let distance: CGFloat
        let dimension: CGFloat
        let shown: CGFloat
        var description: String { "\(distance) in \(dimension) → \(shown)" }
    }

    @Test(arguments: [
        Stretch(distance: 0, dimension: 500, shown: 0),
        Stretch(distance: 100, dimension: 500, shown: 49.549550),
        Stretch(distance: 500, dimension: 500, shown: 177.419355),  // 0.3548 × L
        Stretch(distance: 844, dimension: 844, shown: 299.483871),  // 0.3548 × L
        Stretch(distance: -100, dimension: 500, shown: -49.549550),
        Stretch(distance: 1e12, dimension: 500, shown: 500),
        Stretch(distance: .infinity, dimension: 500, shown: 500),
        Stretch(distance: 50, dimension: 0, shown: 0),
    ])
    func rubberBand(_ stretch: Stretch) {
        let shown = ScrollPhysics.rubberBandDistance(stretch.distance, dimension: stretch.dimension)
        #expect(abs(shown - stretch.shown) < 1e-5, "got \(shown)")
    }

    @Test func rubberBandAtOneDimensionIs0_3548() {
        let ratio = ScrollPhysics.rubberBandDistance(320, dimension: 320) / 320
        #expect(abs(ratio - 0.3548) < 1e-4)
        #expect(abs(ratio - (1 - 1 / 1.55)) < 1e-12)
    }

    @Test func rubberBandStartsAtCoefficientSlope() {
        // For small drags the content moves c = 0.55 times as far as the finger.
        let shown = ScrollPhysics.rubberBandDistance(0.01, dimension: 800)
        #expect(abs(shown / 0.01 - 0.55) < 1e-5)
    }

    @Test(arguments: [0.0, 1.0, 37.5, 200.0, 499.0, -120.0])
    func rubberBandInverseRoundTrips(_ shown: CGFloat) {
        let finger = ScrollPhysics.rubberBandInverse(shown, dimension: 500)
        #expect(abs(ScrollPhysics.rubberBandDistance(finger, dimension: 500) - shown) < 1e-6)
    }

    @Test func rubberBandInverseValues() {
        // 50 pt shown in 500: 50 × 500 / (0.55 × 450) = 101.0101 pt of drag.
        #expect(abs(ScrollPhysics.rubberBandInverse(50, dimension: 500) - 101.010101) < 1e-5)
        #expect(ScrollPhysics.rubberBandInverse(500, dimension: 500) == .infinity)
        #expect(ScrollPhysics.rubberBandInverse(-600, dimension: 500) == -.infinity)
    }

    @Test func rubberBandedOffsets() {
        // Inside the range nothing changes.
        #expect(ScrollPhysics.rubberBandedOffset(300, minimum: 0, maximum: 1000, dimension: 500) == 300)
        // 100 pt above the top: −49.55 shown.
        let top = ScrollPhysics.rubberBandedOffset(-100, minimum: 0, maximum: 1000, dimension: 500)
        #expect(abs(top + 49.549550) < 1e-5)
        // 100 pt past the bottom.
        let bottom = ScrollPhysics.rubberBandedOffset(1100, minimum: 0, maximum: 1000, dimension: 500)
        #expect(abs(bottom - 1049.549550) < 1e-5)
        // Round trip.
        let back = ScrollPhysics.unrubberBandedOffset(bottom, minimum: 0, maximum: 1000, dimension: 500)
        #expect(abs(back - 1100) < 1e-6)
        #expect(ScrollPhysics.unrubberBandedOffset(450, minimum: 0, maximum: 1000, dimension: 500) == 450)
        // Content shorter than the view: both edges are the minimum.
        let short = ScrollPhysics.rubberBandedOffset(100, minimum: 0, maximum: -200, dimension: 500)
        #expect(abs(short - 49.549550) < 1e-5)
    }

    // MARK: Bounce

    @Test func bounceFollowsACriticallyDampedSpring() {
        // From 100 pt past the edge at rest: x(t) = (100 + 1000 t) e^(−10 t).
        let at100ms = ScrollPhysics.bounceDisplacement(initialDisplacement: 100, initialVelocity: 0, elapsed: 0.1)
        #expect(abs(at100ms - 200 * exp(-1)) < 1e-9)  // 73.576
        #expect(ScrollPhysics.bounceDisplacement(initialDisplacement: 100, initialVelocity: 0, elapsed: 0) == 100)
        // It never overshoots when released at rest.
        for step in 0...300 {
            let x = ScrollPhysics.bounceDisplacement(initialDisplacement: -80, initialVelocity: 0, elapsed: Double(step) * 0.01)
            #expect(x <= 0)
        }
        // Velocity: x′(t) = (v₀ − ω (v₀ + ω x₀) t) e^(−ωt).
        let velocity = ScrollPhysics.bounceVelocity(initialDisplacement: 100, initialVelocity: 0, elapsed: 0.1)
        #expect(abs(velocity - (-1000 * exp(-1))) < 1e-9)
    }

    struct Bounce: Sendable, CustomStringConvertible {
        let displacement: CGFloat
        let velocity: CGFloat
        let scale: CGFloat
        let duration: Double
        var description: String { "\(displacement) pt, \(velocity) pt/s, @\(scale)x → \(duration) s" }
    }

    @Test(arguments: [
        Bounce(displacement: 100, velocity: 0, scale: 2, duration: 0.821197),
        Bounce(displacement: 100, velocity: 0, scale: 3, duration: 0.866549),
        Bounce(displacement: 50, velocity: 0, scale: 2, duration: 0.743013),
        Bounce(displacement: 0.1, velocity: 0, scale: 2, duration: 0),
        // Thrown back at the edge: x(t) = (1 − 2t) e^(−10t) is within 0.25 pt after 0.113 s and
        // its overshoot (−0.0005 pt at 0.6 s) never leaves that band again.
        Bounce(displacement: 1, velocity: -12, scale: 2, duration: 0.113009),
    ])
    func bounceDurations(_ bounce: Bounce) {
        let duration = ScrollPhysics.bounceDuration(initialDisplacement: bounce.displacement,
                                                    initialVelocity: bounce.velocity, scale: bounce.scale)
        #expect(abs(duration - bounce.duration) < 1e-5, "got \(duration)")
    }

    @Test(arguments: [
        (CGFloat(-120), CGFloat(0)), (CGFloat(60), CGFloat(800)), (CGFloat(-30), CGFloat(-2000)),
        (CGFloat(0), CGFloat(1500)), (CGFloat(40), CGFloat(-3000)),
    ])
    func bounceEndsAtTheEdgeAndStaysClose(_ displacement: CGFloat, _ velocity: CGFloat) {
        let edge: CGFloat = 500
        let scale: CGFloat = 2
        let duration = ScrollPhysics.bounceDuration(initialDisplacement: displacement, initialVelocity: velocity, scale: scale)
        #expect(duration > 0 && duration < 3)
        let end = ScrollPhysics.bounceOffset(from: edge + displacement, toEdge: edge, initialVelocity: velocity,
                                             elapsed: duration, scale: scale)
        #expect(end == edge)
        #expect(ScrollPhysics.bounceOffset(from: edge + displacement, toEdge: edge, initialVelocity: velocity,
                                           elapsed: 60, scale: scale) == edge)
        // Just before the end it is still (barely) away; after it, within half a pixel forever.
        let before = ScrollPhysics.bounceDisplacement(initialDisplacement: displacement, initialVelocity: velocity,
                                                      elapsed: duration - 0.01)
        #expect(abs(before) >= ScrollPhysics.bounceRestPixels / scale)
        for step in 0...200 {
            let later = ScrollPhysics.bounceDisplacement(initialDisplacement: displacement, initialVelocity: velocity,
                                                         elapsed: duration + Double(step) * 0.01)
            #expect(abs(later) < ScrollPhysics.bounceRestPixels / scale + 1e-9)
        }
    }

    @Test func bounceStartsWhereItIsReleased() {
        let start = ScrollPhysics.bounceOffset(from: -75, toEdge: 0, initialVelocity: 0, elapsed: 0, scale: 2)
        #expect(start == -75)
    }

    // MARK: Paging

    struct Page: Sendable, CustomStringConvertible {
        let offset: CGFloat
        let velocity: CGFloat
        let page: Int
        var description: String { "release at \(offset), \(velocity) pt/s → page \(page)" }
    }

    /// Pages 320 pt wide.
    @Test(arguments: [
        Page(offset: 100, velocity: 0, page: 0),      // less than half: back
        Page(offset: 159, velocity: 0, page: 0),
        Page(offset: 160, velocity: 0, page: 1),      // half: next
        Page(offset: 250, velocity: 0, page: 1),
        Page(offset: 40, velocity: 400, page: 1),     // flick forward from barely moved
        Page(offset: 40, velocity: 299, page: 0),     // not quite a flick
        Page(offset: 300, velocity: -400, page: 0),   // flick back
        Page(offset: 320, velocity: 5000, page: 2),   // one page at most
        Page(offset: 330, velocity: -5000, page: 1),  // back to the page it left
        Page(offset: 320, velocity: -5000, page: 0),
        Page(offset: 640, velocity: 0, page: 2),
        Page(offset: 700, velocity: -300, page: 2),   // exactly the flick speed
        Page(offset: 700, velocity: -299, page: 2),
        Page(offset: 560, velocity: -300, page: 1),
    ])
    func pagingTarget(_ page: Page) {
        #expect(ScrollPhysics.pagingTargetPage(releaseOffset: page.offset, velocity: page.velocity, pageLength: 320) == page.page)
    }

    @Test func pagingTargetOffsetIsClamped() {
        // 3.5 pages of content in a 320 pt view: offsets 0…800.
        #expect(ScrollPhysics.pagingTargetOffset(releaseOffset: 700, velocity: 1000, pageLength: 320,
                                                 minimum: 0, maximum: 800) == 800)
        #expect(ScrollPhysics.pagingTargetOffset(releaseOffset: 500, velocity: 0, pageLength: 320,
                                                 minimum: 0, maximum: 800) == 640)
        #expect(ScrollPhysics.pagingTargetOffset(releaseOffset: -40, velocity: -1000, pageLength: 320,
                                                 minimum: 0, maximum: 800) == 0)
        #expect(ScrollPhysics.pagingTargetOffset(releaseOffset: 10, velocity: 0, pageLength: 0,
                                                 minimum: 0, maximum: 800) == 10)
    }
}

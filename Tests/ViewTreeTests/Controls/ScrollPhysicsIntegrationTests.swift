import Foundation
import Testing
import ViewTree

/// Touch scrolling end to end on the virtual clock: the pan, rubber banding, deceleration, the
/// bounce, paging and the delegate's view of it. Expected numbers come from UIKit's published or
/// reverse-engineered formulas, written out here independently of `ScrollPhysics`.
@Suite struct ScrollPhysicsIntegrationTests {
    /// The iOS 6+ rubber band: a finger `d` past the edge shows (1 − 1/(d·0.55/L + 1))·L.
    func rubberBand(_ d: CGFloat, _ dimension: CGFloat) -> CGFloat {
        (1 - 1 / (d * 0.55 / dimension + 1)) * dimension
    }

    // MARK: The pan

    @Test func trackingAndDraggingFlags() {
        let scene = ScrollScene()
        let scroll = scene.scroll
        #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
        scroll.beginPan(at: CGPoint(x: 160, y: 300))
        #expect(scroll.isTracking && !scroll.isDragging, "touching is not dragging yet")
        scroll.movePan(to: CGPoint(x: 160, y: 290))
        #expect(scroll.isTracking && scroll.isDragging)
        scroll.endPan(velocity: CGPoint(x: 0, y: -500))
        #expect(!scroll.isTracking && !scroll.isDragging && scroll.isDecelerating)
        scene.run(5)
        #expect(!scroll.isDecelerating)
    }

    @Test func contentFollowsTheFinger() {
        let scene = ScrollScene(contentSize: CGSize(width: 1000, height: 1000))
        scene.scroll.beginPan(at: CGPoint(x: 200, y: 300))
        scene.scroll.movePan(to: CGPoint(x: 150, y: 180))
        #expect(scene.scroll.contentOffset == CGPoint(x: 50, y: 120))
        scene.scroll.movePan(to: CGPoint(x: 190, y: 250))
        #expect(scene.scroll.contentOffset == CGPoint(x: 10, y: 50))
    }

    @Test(arguments: [20.0, 100, 480, 2000])
    func rubberBandPastTheTop(distance: Double) {
        let scene = ScrollScene()
        scene.scroll.beginPan(at: CGPoint(x: 160, y: 100))
        scene.scroll.movePan(to: CGPoint(x: 160, y: 100 + distance))
        let expected = -rubberBand(distance, 480)
        #expect(abs(scene.scroll.contentOffset.y - expected) < 1e-9, "\(scene.scroll.contentOffset.y) vs \(expected)")
        // It moves less than 0.55 × the finger, and never a whole view height.
        #expect(-scene.scroll.contentOffset.y < 0.55 * distance && -scene.scroll.contentOffset.y < 480)
    }

    @Test func rubberBandPastTheBottomAndSideways() {
        let scene = ScrollScene(contentSize: CGSize(width: 1000, height: 1000))
        scene.scroll.contentOffset = CGPoint(x: 680, y: 520)
        scene.scroll.beginPan(at: CGPoint(x: 160, y: 400))
        scene.scroll.movePan(to: CGPoint(x: 60, y: 300))
        #expect(abs(scene.scroll.contentOffset.y - (520 + rubberBand(100, 480))) < 1e-9)
        #expect(abs(scene.scroll.contentOffset.x - (680 + rubberBand(100, 320))) < 1e-9)
    }

    @Test func withoutBouncingTheEdgesStop() {
        let scene = ScrollScene()
        scene.scroll.bounces = false
        scene.scroll.beginPan(at: CGPoint(x: 160, y: 100))
        scene.scroll.movePan(to: CGPoint(x: 160, y: 300))
        #expect(scene.scroll.contentOffset == .zero)
    }

    @Test func aDisabledScrollViewDoesNotMove() {
        let scene = ScrollScene()
        let log = ScrollEventLog()
        scene.scroll.delegate = log
        scene.scroll.isScrollEnabled = false
        scene.fling(by: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -1000))
        scene.run(2)
        #expect(scene.scroll.contentOffset == .zero && log.events.isEmpty)
    }

    // MARK: Deceleration

    struct Fling: Sendable, CustomStringConvertible {
        let rate: DecelerationRate
        let velocity: CGFloat
        let travel: CGFloat
        var description: String { "\(velocity) pt/s at \(rate.rawValue)" }
    }

    /// A release at v pt/s travels (v/1000)·r/(1 − r): 499 pt for 1000 pt/s at 0.998, 99 pt at 0.99.
    @Test(arguments: [
        Fling(rate: .normal, velocity: 1000, travel: 499),
        Fling(rate: .fast, velocity: 1000, travel: 99),
        Fling(rate: .normal, velocity: -2000, travel: -998),
        Fling(rate: .fast, velocity: 3000, travel: 297),
    ])
    func flingTravel(_ fling: Fling) {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 20_000))
        scene.scroll.contentOffset.y = 5000
        scene.scroll.decelerationRate = fling.rate
        let log = ScrollEventLog()
        scene.scroll.delegate = log
        // The finger moves against the content: a content velocity v is a finger velocity −v.
        scene.fling(by: CGPoint(x: 0, y: -1), velocity: CGPoint(x: 0, y: -fling.velocity))
        let release = scene.scroll.contentOffset.y
        #expect(abs((log.proposedTarget?.y ?? 0) - (release + fling.travel)) < 1e-6, "targetContentOffset")
        #expect(log.velocity == CGPoint(x: 0, y: fling.velocity / 1000), "the delegate gets points per millisecond")
        scene.run(0.25)
        let early = scene.scroll.contentOffset.y - release
        #expect(abs(early) > 0 && abs(early) < abs(fling.travel), "still on its way after 0.25 s")
        scene.run(10)
        #expect(abs(scene.scroll.contentOffset.y - release - fling.travel) < 1, "travelled \(scene.scroll.contentOffset.y - release)")
        #expect(!scene.scroll.isDecelerating && log.events.last == "didEndDecelerating")
    }

    @Test func theDelegateOrderIsUIKits() {
        let scene = ScrollScene()
        let log = ScrollEventLog()
        scene.scroll.delegate = log
        scene.scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), duration: 0.2)
        scene.run(4)
        #expect(log.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                               "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // A drag that ends at rest does not decelerate.
        log.events.removeAll()
        scene.scroll.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 350), duration: 0.2, releaseVelocity: .zero)
        scene.run(1)
        #expect(log.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    struct Retarget: Sendable, CustomStringConvertible {
        let rate: DecelerationRate
        let velocity: CGFloat
        let proposed: CGFloat
        let target: CGFloat
        var description: String { "\(velocity) pt/s at \(rate.rawValue): \(proposed) → \(target)" }
    }

    /// The delegate moves the proposed target (release at 50 + the fling's travel) nearer or
    /// farther: the content decelerates onto the new target (UIKit decelerates towards
    /// a changed target, it does not spring there: rdar://18746849 describes its deceleration curve),
    /// so it never passes it and never turns back.
    @Test(arguments: [
        Retarget(rate: .normal, velocity: 1500, proposed: 50 + 748.5, target: 800),
        Retarget(rate: .normal, velocity: 1500, proposed: 50 + 748.5, target: 700),
        Retarget(rate: .fast, velocity: 1000, proposed: 50 + 99, target: 95),
        Retarget(rate: .fast, velocity: 3000, proposed: 50 + 297, target: 280),
    ])
    func aDelegateCanChangeWhereDecelerationEnds(_ c: Retarget) {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 5000))
        scene.scroll.decelerationRate = c.rate
        let log = ScrollEventLog()
        log.retarget = { _ in CGPoint(x: 0, y: c.target) }
        scene.scroll.delegate = log
        scene.fling(by: CGPoint(x: 0, y: -50), velocity: CGPoint(x: 0, y: -c.velocity))
        #expect(abs((log.proposedTarget?.y ?? 0) - c.proposed) < 1e-6)
        var offsets: [CGFloat] = [50]
        for _ in 0..<400 {
            scene.run(1.0 / 60)
            offsets.append(scene.scroll.contentOffset.y)
        }
        #expect(scene.scroll.contentOffset.y == c.target)
        #expect(offsets.max()! <= c.target, "it never passes the new target (max \(offsets.max()!))")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "and never turns back")
        #expect(log.events.suffix(3) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    // MARK: Bounce

    @Test func releasedBeyondTheEdgeItBouncesBack() {
        let scene = ScrollScene()
        let log = ScrollEventLog()
        scene.scroll.delegate = log
        scene.scroll.beginPan(at: CGPoint(x: 160, y: 100))
        scene.scroll.movePan(to: CGPoint(x: 160, y: 300))
        let pulled = scene.scroll.contentOffset.y
        #expect(pulled < -50)
        scene.scroll.endPan(velocity: .zero)
        #expect(log.events.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"], "the bounce is a deceleration")
        var offsets: [CGFloat] = []
        for _ in 0..<120 {
            scene.run(1.0 / 60)
            offsets.append(scene.scroll.contentOffset.y)
        }
        #expect(offsets.allSatisfy { $0 <= 0 }, "critically damped: it never overshoots the edge")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(scene.scroll.contentOffset.y == 0)
        #expect(log.events.last == "didEndDecelerating")
    }

    @Test func aFlingPastTheEdgeBouncesOffIt() {
        let scene = ScrollScene()
        scene.scroll.contentOffset.y = 400
        scene.fling(by: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -3000))
        var beyond: CGFloat = 0
        for _ in 0..<300 {
            scene.run(1.0 / 60)
            beyond = max(beyond, scene.scroll.contentOffset.y - 520)
        }
        #expect(beyond > 10, "it went past the end (by \(beyond))")
        #expect(scene.scroll.contentOffset.y == 520, "and came back to rest exactly at the end")
        #expect(!scene.scroll.isDecelerating)
    }

    @Test func catchingABounceDoesNotJump() {
        let scene = ScrollScene()
        scene.scroll.beginPan(at: CGPoint(x: 160, y: 100))
        scene.scroll.movePan(to: CGPoint(x: 160, y: 400))
        scene.scroll.endPan(velocity: .zero)
        scene.run(0.05)
        let caught = scene.scroll.contentOffset.y
        #expect(caught < -20)
        scene.scroll.beginPan(at: CGPoint(x: 160, y: 200))
        scene.scroll.movePan(to: CGPoint(x: 160, y: 200))
        #expect(abs(scene.scroll.contentOffset.y - caught) < 1e-9, "the content stays under the finger")
        scene.scroll.movePan(to: CGPoint(x: 160, y: 190))
        #expect(scene.scroll.contentOffset.y > caught, "and follows it from there")
    }

    @Test func aTapThatStopsAFlingLetsTheIndicatorsHide() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 10_000))
        scene.fling(by: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -2000))
        scene.run(0.3)
        #expect(scene.scroll.isDecelerating && scene.vertical.alpha == 1)
        scene.scroll.beginPan(at: CGPoint(x: 160, y: 240))
        #expect(!scene.scroll.isDecelerating)
        let stopped = scene.scroll.contentOffset
        scene.scroll.endPan(velocity: .zero)
        scene.run(2)
        #expect(scene.scroll.contentOffset == stopped)
        #expect(scene.vertical.alpha == 0, "the indicators fade as after any scroll")
    }

    // MARK: Paging

    struct Page: Sendable, CustomStringConvertible {
        let drag: CGFloat
        let velocity: CGFloat
        let page: Int
        var description: String { "drag \(drag) at \(velocity) pt/s → page \(page)" }
    }

    /// Three 320-pt pages: a slow release settles on the nearest page, a flick (≥ 300 pt/s) turns one
    /// page in its direction.
    @Test(arguments: [
        Page(drag: 100, velocity: 0, page: 0),
        Page(drag: 200, velocity: 0, page: 1),
        Page(drag: 50, velocity: 1000, page: 1),
        Page(drag: 50, velocity: 200, page: 0),
        Page(drag: 600, velocity: 0, page: 2),
        Page(drag: 350, velocity: 5000, page: 2),
    ])
    func pagingSnapsToPages(_ page: Page) {
        let scene = ScrollScene(contentSize: CGSize(width: 960, height: 480))
        scene.scroll.isPagingEnabled = true
        scene.fling(from: CGPoint(x: 310, y: 240), by: CGPoint(x: -page.drag, y: 0), velocity: CGPoint(x: -page.velocity, y: 0))
        scene.run(3)
        #expect(scene.scroll.contentOffset == CGPoint(x: CGFloat(page.page) * 320, y: 0))
        #expect(!scene.scroll.isDecelerating)
    }
}

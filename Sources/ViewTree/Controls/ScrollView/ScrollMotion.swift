import Foundation

/// Content moving on its own after the finger lifted (deceleration, bounce, paging snap) or during an
/// animated `setContentOffset`: one per scroll view at a time, advanced on every display frame.
final class ScrollMotion: FrameClient {
    /// How one axis moves.
    enum AxisMotion {
        /// Stays where it is.
        case still(CGFloat)
        /// Decelerates from `start` with `velocity` (pt/s) and rests at `end` (start + the velocity's
        /// projected travel, given exactly so the fling ends where `targetContentOffset` said); bounces
        /// off the edge between `lower` and `upper` that it reaches first, if any. `rate`, when given, replaces the
        /// scroll view's rate (the adjusted factor of a fling whose target was moved, `ScrollPhysics.decelerationRate(toTravel:initialVelocity:)`).
        case decelerate(start: CGFloat, velocity: CGFloat, end: CGFloat, lower: CGFloat, upper: CGFloat, bounces: Bool,
                        rate: DecelerationRate? = nil)
        /// Springs from `start` back to `edge` (a bounce, or a paging snap) with `velocity` (pt/s).
        case spring(start: CGFloat, edge: CGFloat, velocity: CGFloat)
        /// Eases from `start` to `end` over `duration` (an animated `setContentOffset`).
        case ease(start: CGFloat, end: CGFloat, duration: TimeInterval)
    }

    enum Kind { case deceleration, scrollAnimation, scrollToTop }

    weak var scrollView: ScrollView?
    let kind: Kind
    let startTime: TimeInterval
    let x: AxisMotion
    let y: AxisMotion
    let rate: DecelerationRate
    let scale: CGFloat
    var cancelled = false

    init(scrollView: ScrollView, kind: Kind, startTime: TimeInterval, x: AxisMotion, y: AxisMotion) {
        self.scrollView = scrollView
        self.kind = kind
        self.startTime = startTime
        self.x = x
        self.y = y
        self.rate = scrollView.decelerationRate
        self.scale = scrollView.indicatorScale
    }

    /// The offset on one axis after `t` seconds, and whether that axis has come to rest.
    private func position(_ motion: AxisMotion, _ t: TimeInterval) -> (CGFloat, Bool) {
        switch motion {
        case .still(let v):
            return (v, true)
        case let .ease(start, end, duration):
            guard t < duration else { return (end, true) }
            let p = TimingCurve.easeInEaseOut.progress(atFraction: t / duration)
            return (start + (end - start) * CGFloat(p), false)
        case let .spring(start, edge, velocity):
            let value = ScrollPhysics.bounceOffset(from: start, toEdge: edge, initialVelocity: velocity, elapsed: t, scale: scale)
            return (value, value == edge)
        case let .decelerate(start, velocity, end, lower, upper, bounces, adjustedRate):
            let rate = adjustedRate ?? rate
            let duration = ScrollPhysics.decelerationDuration(initialVelocity: velocity, decelerationRate: rate)
            let travelled = t >= duration ? end
                : start + ScrollPhysics.decelerationDisplacement(initialVelocity: velocity, decelerationRate: rate, elapsed: t)
            let edge = velocity < 0 ? lower : upper
            let crosses = velocity < 0 ? travelled < lower : travelled > upper
            guard crosses, let hit = ScrollPhysics.decelerationTime(toTravel: edge - start, initialVelocity: velocity,
                                                                    decelerationRate: rate), t > hit else {
                return (travelled, t >= duration)
            }
            guard bounces else { return (edge, true) }
            // It reached the edge with speed left: from there it springs back to the edge.
            let speed = ScrollPhysics.decelerationVelocity(initialVelocity: velocity, decelerationRate: rate, elapsed: hit)
            let value = ScrollPhysics.bounceOffset(from: edge, toEdge: edge, initialVelocity: speed, elapsed: t - hit, scale: scale)
            return (value, value == edge && t - hit > 0.05)
        }
    }

    func frameDidTick(at time: Double) -> Bool {
        guard !cancelled, let scrollView else { return false }
        let t = time - startTime
        let (px, doneX) = position(x, t)
        let (py, doneY) = position(y, t)
        scrollView.contentOffset = CGPoint(x: px, y: py)
        if doneX && doneY {
            cancelled = true
            scrollView.motionDidEnd(self)
            return false
        }
        return true
    }
}

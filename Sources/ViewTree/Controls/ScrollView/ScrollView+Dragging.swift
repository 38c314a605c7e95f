import Foundation

// Scrolling by touch, simulated: a pan gesture that begins, moves and ends with a velocity, then
// deceleration, bounce or paging, with UIKit's delegate order:
//   willBeginDragging → didScroll … → willEndDragging(velocity, target) → didEndDragging(willDecelerate)
//   → willBeginDecelerating → didScroll … → didEndDecelerating
extension ScrollView {
    /// How long an animated `setContentOffset` takes (Chameleon's `UIScrollView` uses 0.33 s;
    /// iOS's is close to it).
    public static let scrollAnimationDuration: TimeInterval = 0.33

    /// Whether a fling whose target the delegate or the collection view layout moved ahead of the release (within the
    /// content) keeps its release velocity and decelerates with the factor that ends exactly on the target (`true`),
    /// rather than with `decelerationRate` and the velocity that does. Source: UIScrollView's instance variables
    /// `_adjustedDecelerationTarget` and `_adjustedDecelerationFactor` beside `_decelerationFactor` (class dumps of
    /// UIKit, iOS 5–12); apps that set a rate UIKit's physics cannot use (UPCarouselFlowLayout's
    /// `UIScrollView.DecelerationRate(5.0)`) still come to rest on the item their layout picks on devices.
    public static let adjustsDecelerationFactorForMovedTarget = true

    /// A finger touches the content at `point` (any fixed coordinate space: only differences count).
    /// Touching stops a running deceleration, as in UIKit; on iOS 13+ the delegate then hears
    /// `scrollViewDidEndDecelerating` at once, with `isTracking` already true
    /// (`PlatformProfile.caughtDecelerationEndsDecelerating`). A NaN or infinite point is rejected with a
    /// `.nonFiniteGeometry` diagnostic and no pan begins.
    public func beginPan(at point: CGPoint) {
        guard rejectsNonFiniteTouch(point, "beginPan(at:)") == false else { return }
        let caught = scrollMotion?.kind == .deceleration
        if caught { stopMotion() }
        isTracking = true
        if caught, (simulation?.profile ?? indicatorProfile).caughtDecelerationEndsDecelerating {
            delegate?.scrollViewDidEndDecelerating(self)
        }
        // The pan works in finger distance: content caught beyond an edge (in a bounce) is shown
        // rubber-banded, so the finger-driven offset it stands for is the inverse of the rubber band;
        // starting from the shown offset would make the content jump on the first move.
        var start = contentOffset
        if bounces {
            let lo = minimumContentOffset, hi = maximumContentOffset
            start.x = ScrollPhysics.unrubberBandedOffset(start.x, minimum: lo.x, maximum: hi.x, dimension: bounds.width)
            start.y = ScrollPhysics.unrubberBandedOffset(start.y, minimum: lo.y, maximum: hi.y, dimension: bounds.height)
        }
        panState = PanState(startPoint: point, startOffset: start)
    }

    /// The finger moved to `point`: the content follows it, rubber-banding beyond the edges.
    /// A NaN or infinite point is rejected with a `.nonFiniteGeometry` diagnostic; nothing moves.
    public func movePan(to point: CGPoint) {
        guard rejectsNonFiniteTouch(point, "movePan(to:)") == false else { return }
        guard isScrollEnabled, isTracking, let pan = panState else { return }
        if !isDragging {
            draggingWillBegin()
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            dismissKeyboardAsDragBegins()
            showIndicators()
        }
        let lo = minimumContentOffset, hi = maximumContentOffset
        var offset = contentOffset
        if isDirectionalLockEnabled, panState?.lock == nil, point != pan.startPoint {
            panState?.lock = ScrollView.directionalLock(forMovement: CGPoint(x: point.x - pan.startPoint.x, y: point.y - pan.startPoint.y))
        }
        let lock = isDirectionalLockEnabled ? panState?.lock : nil
        if canScrollHorizontally, lock != .vertical {
            let raw = pan.startOffset.x - (point.x - pan.startPoint.x)
            offset.x = bounces ? ScrollPhysics.rubberBandedOffset(raw, minimum: lo.x, maximum: hi.x, dimension: bounds.width)
                               : min(max(raw, lo.x), hi.x)
        }
        if canScrollVertically, lock != .horizontal {
            let raw = pan.startOffset.y - (point.y - pan.startPoint.y)
            offset.y = bounces ? ScrollPhysics.rubberBandedOffset(raw, minimum: lo.y, maximum: hi.y, dimension: bounds.height)
                               : min(max(raw, lo.y), hi.y)
        }
        contentOffset = offset
    }

    /// The finger lifted, moving at `velocity` (points per second, finger direction).
    public func endPan(velocity: CGPoint) {
        guard isTracking else { return }
        isTracking = false
        let lock = isDirectionalLockEnabled ? panState?.lock : nil
        panState = nil
        guard isDragging else {
            // A touch that only stopped a fling: a paging scroll view caught between two pages goes on to the nearest
            // one (bug 116); the indicators it left showing hide as after any scroll.
            if settleOnNearestPage() { return }
            if scrollableIndicators.contains(where: { $0.alpha > 0 }) {
                scheduleIndicatorHide(after: indicatorProfile.scrollEndHideDelay)
            }
            return
        }
        // A pull far enough starts a refresh first, so the content springs back to rest under the control.
        pullToRefreshControl?.scrollViewDidEndDragging()
        // The content moves against the finger.
        let v = CGPoint(x: canScrollHorizontally && lock != .vertical && velocity.x.isFinite ? -velocity.x : 0,
                        y: canScrollVertically && lock != .horizontal && velocity.y.isFinite ? -velocity.y : 0)
        let lo = minimumContentOffset, hi = maximumContentOffset
        let start = contentOffset
        var target: CGPoint
        if isPagingEnabled {
            target = CGPoint(
                x: ScrollPhysics.pagingTargetOffset(releaseOffset: start.x, velocity: v.x, pageLength: bounds.width, minimum: lo.x, maximum: hi.x),
                y: ScrollPhysics.pagingTargetOffset(releaseOffset: start.y, velocity: v.y, pageLength: bounds.height, minimum: lo.y, maximum: hi.y))
        } else {
            target = ScrollPhysics.targetContentOffset(from: start, velocity: v, decelerationRate: decelerationRate,
                                                       minimum: lo, maximum: hi)
        }
        let natural = target
        target = adjustedTargetContentOffset(target, velocity: v)
        // UIKit's signature: the target through a pointer (`.pointee`), valid for the call only.
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000),
                                                targetContentOffset: pointer)
        }
        isDragging = false
        let x = axisMotion(start: start.x, velocity: v.x, target: target.x, natural: natural.x, lo: lo.x, hi: hi.x)
        let y = axisMotion(start: start.y, velocity: v.y, target: target.y, natural: natural.y, lo: lo.y, hi: hi.y)
        let still: Bool = {
            if case .still = x, case .still = y { return true }
            return false
        }()
        delegate?.scrollViewDidEndDragging(self, willDecelerate: !still)
        guard !still else {
            adjustIndicators()   // iOS 13+ `_endPanNormal:` without deceleration
            scheduleIndicatorHide(after: indicatorProfile.scrollEndHideDelay)
            scrollDidComeToRest()
            return
        }
        guard let world = simulation else {
            // No clock: the content comes to rest at once.
            contentOffset = clampedOffset(target)
            scheduleIndicatorHide(after: indicatorProfile.scrollEndHideDelay)
            scrollDidComeToRest()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(ScrollMotion(scrollView: self, kind: .deceleration, startTime: world.now, x: x, y: y), in: world)
    }

    /// A paging scroll view stops on multiples of its bounds (Apple's documentation of `isPagingEnabled`: "the scroll
    /// view stops on multiples of the scroll view's bounds when the user scrolls"): when a touch caught its paging motion
    /// between two pages and lifted without dragging, the content decelerates onto the nearest page, with
    /// `scrollViewWillBeginDecelerating` and `scrollViewDidEndDecelerating`, and comes to rest there (a page view
    /// controller's turn then completes or falls back). `false` when there is nothing to do.
    func settleOnNearestPage() -> Bool {
        guard isPagingEnabled else { return false }
        let lo = minimumContentOffset, hi = maximumContentOffset, start = contentOffset
        let target = CGPoint(
            x: ScrollPhysics.pagingTargetOffset(releaseOffset: start.x, velocity: 0, pageLength: bounds.width, minimum: lo.x, maximum: hi.x),
            y: ScrollPhysics.pagingTargetOffset(releaseOffset: start.y, velocity: 0, pageLength: bounds.height, minimum: lo.y, maximum: hi.y))
        guard target != start, target.x.isFinite, target.y.isFinite else { return false }
        guard let world = simulation else {
            contentOffset = target
            scrollDidComeToRest()
            return true
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(ScrollMotion(scrollView: self, kind: .deceleration, startTime: world.now,
                                 x: axisMotion(start: start.x, velocity: 0, target: target.x, natural: target.x, lo: lo.x, hi: hi.x),
                                 y: axisMotion(start: start.y, velocity: 0, target: target.y, natural: target.y, lo: lo.y, hi: hi.y)), in: world)
        return true
    }

    /// Records a diagnostic and returns `true` when a touch point is not finite, or beyond
    /// `View.maximumCoordinate` (the difference of two such points could overflow).
    func rejectsNonFiniteTouch(_ point: CGPoint, _ call: String) -> Bool {
        guard !point.isWithin(View.maximumCoordinate) else { return false }
        reject(.nonFiniteGeometry, "\(call) with the point \(UIKitFormat.point(point)), which has a NaN or infinite component or one beyond ±\(UIKitFormat.number(View.maximumCoordinate)) (View.maximumCoordinate); the touch is ignored")
        return true
    }

    private func axisMotion(start: CGFloat, velocity: CGFloat, target: CGFloat, natural: CGFloat,
                            lo: CGFloat, hi: CGFloat) -> ScrollMotion.AxisMotion {
        if start < lo { return .spring(start: start, edge: lo, velocity: velocity) }
        if start > hi { return .spring(start: start, edge: hi, velocity: velocity) }
        if isPagingEnabled {
            return target == start && velocity == 0 ? .still(start) : .spring(start: start, edge: target, velocity: velocity)
        }
        if target != natural {
            // The delegate (or a collection view's layout) moved the target. Released towards it, UIKit keeps the
            // release velocity and decelerates with the factor whose travel is exactly the distance (the
            // `_adjustedDecelerationTarget` and `_adjustedDecelerationFactor` UIScrollView keeps), whatever
            // `decelerationRate` says — UPCarouselFlowLayout's rate of 5 included.
            if ScrollView.adjustsDecelerationFactorForMovedTarget, target >= lo, target <= hi,
               let rate = ScrollPhysics.decelerationRate(toTravel: target - start, initialVelocity: velocity) {
                return .decelerate(start: start, velocity: velocity, end: target, lower: lo, upper: hi, bounces: bounces, rate: rate)
            }
            // Otherwise UIKit decelerates onto it (rdar://18746849 describes the
            // deceleration curve it then follows), it does not spring there: a spring released fast
            // towards a near target passes it and turns back. So decelerate with the velocity whose
            // projected travel is exactly the distance to the target.
            let adjusted = ScrollPhysics.initialVelocity(toTravel: target - start, decelerationRate: decelerationRate)
            guard ScrollPhysics.decelerationDuration(initialVelocity: adjusted, decelerationRate: decelerationRate) > 0 else {
                // Less than about half a point away: one frame gets there.
                return target == start ? .still(start) : .ease(start: start, end: target, duration: 0)
            }
            return .decelerate(start: start, velocity: adjusted, end: target, lower: lo, upper: hi, bounces: bounces)
        }
        guard velocity != 0, ScrollPhysics.decelerationDuration(initialVelocity: velocity, decelerationRate: decelerationRate) > 0 else {
            return .still(start)
        }
        let end = start + ScrollPhysics.project(velocity: velocity, decelerationRate: decelerationRate)
        return .decelerate(start: start, velocity: velocity, end: end, lower: lo, upper: hi, bounces: bounces)
    }

    /// The drag API's path without touches, for a scroll view in no window (see
    /// ScrollView+FingerDrag.swift): the pan primitives, one move per display frame in a world, at
    /// once in none.
    func directDrag(from start: CGPoint, to end: CGPoint, duration d: TimeInterval, releaseVelocity velocity: CGPoint) {
        beginPan(at: start)
        guard let world = simulation, d > 0 else {
            movePan(to: end)
            endPan(velocity: velocity)
            return
        }
        let began = world.now
        let frame = 1.0 / Double(max(1, world.framesPerSecond))
        // The block must not capture `world`: the world's run loop holds the timer, and the
        // timer its block, so that would be a cycle keeping the world alive until the drag ends.
        // The scroll view keeps its world for life, so the block finds the world through it.
        world.runLoop.scheduledTimer(withTimeInterval: frame, repeats: true) { [weak self] timer in
            guard let self, let world = self.simulation else { return timer.invalidate() }
            let t = min(1, (world.now - began) / d)
            self.movePan(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            if t >= 1 {
                timer.invalidate()
                self.endPan(velocity: velocity)
            }
        }
    }

    // MARK: Motions

    func startScrollAnimation(to offset: CGPoint, in world: Simulation, kind: ScrollMotion.Kind = .scrollAnimation) {
        let from = contentOffset
        let duration = ScrollView.scrollAnimationDuration
        showIndicators()
        startMotion(ScrollMotion(scrollView: self, kind: kind, startTime: world.now,
                           x: .ease(start: from.x, end: offset.x, duration: duration),
                           y: .ease(start: from.y, end: offset.y, duration: duration)), in: world)
    }

    private func startMotion(_ motion: ScrollMotion, in world: Simulation) {
        stopMotion()
        scrollMotion = motion
        world.runLoop.addFrameClient(motion)
    }

    /// Stops the running motion, if any. A stopped deceleration is over: `isDecelerating` turns false
    /// (without `scrollViewDidEndDecelerating`: the content did not come to rest by itself).
    func stopMotion() {
        guard let motion = scrollMotion else { return }
        motion.cancelled = true
        scrollMotion = nil
        if motion.kind == .deceleration { isDecelerating = false }
    }

    func motionDidEnd(_ motion: ScrollMotion) {
        guard scrollMotion === motion else { return }
        scrollMotion = nil
        switch motion.kind {
        case .deceleration:
            isDecelerating = false
            adjustIndicators()   // iOS 13+ `_stopScrollDecelerationNotify:` (before the delegate hears)
            delegate?.scrollViewDidEndDecelerating(self)
        case .scrollAnimation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop:
            delegate?.scrollViewDidScrollToTop(self)
        }
        scheduleIndicatorHide(after: indicatorProfile.scrollEndHideDelay)
        scrollDidComeToRest()
    }
}

/// Where a pan started.
struct PanState {
    let startPoint: CGPoint
    let startOffset: CGPoint
    /// With `isDirectionalLockEnabled`: the drag's direction, decided by its first movement (`.free` for a
    /// diagonal one); `nil` until the finger has moved.
    var lock: DirectionalLock?
}

/// The axis a directionally locked drag keeps to.
enum DirectionalLock {
    case horizontal, vertical, free
}

extension ScrollView {
    /// How close to an axis a drag's first movement must be for `isDirectionalLockEnabled` to lock it there:
    /// 22.5°, half of the 45° between an axis and the diagonal, so the eight compass directions split evenly
    /// between "horizontal", "vertical" and "diagonal". **Ours**: UIKit documents "one general direction" and
    /// a diagonal drag staying free, not the angle.
    public static let directionalLockAngle: CGFloat = .pi / 8

    /// The lock a first movement of the finger gives.
    static func directionalLock(forMovement d: CGPoint) -> DirectionalLock {
        let limit = tan(directionalLockAngle)
        if abs(d.y) <= abs(d.x) * limit { return .horizontal }
        if abs(d.x) <= abs(d.y) * limit { return .vertical }
        return .free
    }
}

import Foundation

/// How quickly a scroll view slows down after the finger lifts, as
/// `UIScrollView.DecelerationRate`: the fraction of its velocity the content keeps after each
/// millisecond.
public struct DecelerationRate: RawRepresentable, Sendable, Hashable {
    /// The fraction of the velocity kept per millisecond.
    public let rawValue: CGFloat

    /// Wraps a raw rate. Any value is stored, as UIKit stores it; the physics uses
    /// `effectiveRawValue`.
    public init(rawValue: CGFloat) {
        self.rawValue = rawValue
    }

    /// `init(_:)`: the same, unlabelled, as Swift imports UIKit's `UIScrollViewDecelerationRate` (an extensible
    /// `NS_TYPED_EXTENSIBLE_ENUM`, which gets both initialisers; UPCarouselFlowLayout writes
    /// `UIScrollView.DecelerationRate(5.0)`).
    public init(_ rawValue: CGFloat) {
        self.init(rawValue: rawValue)
    }

    /// 0.998: the default. Source: the value of `UIScrollView.DecelerationRate.normal.rawValue`
    /// (`UIScrollViewDecelerationRateNormal`), printed on devices and copied by every public
    /// re-implementation (UIKit-cross-platform, XNScrollView, React Native's "normal").
    public static let normal = DecelerationRate(rawValue: 0.998)

    /// 0.99: the rate of `UIScrollView.DecelerationRate.fast` (`UIScrollViewDecelerationRateFast`),
    /// same sources as `normal`.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The largest rate the physics accepts: a rate of 1 or more would never stop, and UIKit's
    /// behaviour for such values is not documented. 0.9999 still travels 9999 ms × v.
    public static let maximumEffectiveRawValue: CGFloat = 0.9999

    /// `rawValue` clamped to [0, `maximumEffectiveRawValue`]; NaN counts as `normal`.
    public var effectiveRawValue: CGFloat {
        if rawValue.isNaN { return DecelerationRate.normal.rawValue }
        return min(max(rawValue, 0), DecelerationRate.maximumEffectiveRawValue)
    }
}

/// The numbers and formulas of UIScrollView's feel: deceleration after a fling, rubber banding
/// past an edge while dragging, the bounce back to the edge, and paging.
///
/// Everything here is a pure function of its arguments. Units, unless a name says otherwise:
/// offsets and distances in points, velocities in points per **second** (what
/// `UIPanGestureRecognizer.velocity(in:)` reports; note that
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` hands its delegate points
/// per *millisecond*), times in seconds. Velocities are of the content offset (positive when
/// the offset grows, i.e. the finger moves up or left).
public enum ScrollPhysics {
    /// Milliseconds in a second: UIKit's deceleration rate is defined per millisecond.
    public static let millisecondsPerSecond: CGFloat = 1000

    // MARK: - Deceleration

    /// 1 pt/s (0.001 pt/ms): below this speed deceleration is over.
    ///
    /// Sources: XNScrollView (Grant Paul's reverse-engineered UIScrollView) stops its decay when
    /// the velocity falls to 0.001 pt/ms (`kXNDecayTimingFunctionDefaultSensitivity`), and Ilya
    /// Lobanov's "How UIScrollView works" (Yandex, 2020) stops when the remaining distance is
    /// 0.5 pt, which at the normal rate is the same speed: 0.5 pt × (−ln 0.998) per ms ≈ 0.001
    /// pt/ms. At that speed less than half a point of travel remains.
    public static let decelerationStopSpeed: CGFloat = 1

    /// Where a fling ends, relative to where it starts: the formula Apple gave in WWDC 2018
    /// session 803 "Designing Fluid Interfaces": (v / 1000) × rate / (1 − rate).
    ///
    /// It is the sum of the per-millisecond steps v·rate + v·rate² + … of UIKit's deceleration:
    /// a 1000 pt/s fling travels 499 pt at `.normal` and 99 pt at `.fast`.
    public static func project(velocity: CGFloat, decelerationRate: DecelerationRate = .normal) -> CGFloat {
        guard velocity.isFinite else { return 0 }
        let rate = decelerationRate.effectiveRawValue
        return (velocity / millisecondsPerSecond) * rate / (1 - rate)
    }

    /// `project(velocity:decelerationRate:)` on both axes.
    public static func project(velocity: CGPoint, decelerationRate: DecelerationRate = .normal) -> CGPoint {
        CGPoint(x: project(velocity: velocity.x, decelerationRate: decelerationRate),
                y: project(velocity: velocity.y, decelerationRate: decelerationRate))
    }

    /// The velocity a fling needs to travel `distance`: the inverse of `project`. This is what a
    /// scroll view decelerates with when its delegate moves `targetContentOffset`.
    public static func initialVelocity(toTravel distance: CGFloat, decelerationRate: DecelerationRate = .normal) -> CGFloat {
        let rate = decelerationRate.effectiveRawValue
        guard distance.isFinite, rate > 0 else { return 0 }
        return distance * (1 - rate) / rate * millisecondsPerSecond
    }

    /// The deceleration rate with which a fling released at `initialVelocity` (pt/s) travels exactly `distance`:
    /// d / (d + v/1000), the inverse of `project` in the rate. What a scroll view decelerates with when its delegate or
    /// its collection view layout moved the target ahead of the release (UIScrollView keeps an
    /// `_adjustedDecelerationTarget` and an `_adjustedDecelerationFactor` beside its `_decelerationFactor`: class-dumped
    /// ivars, iOS 5 on). `nil` when the velocity is zero or not finite, when the distance is zero or points the other way,
    /// or when the rate would not be below `DecelerationRate.maximumEffectiveRawValue` (a slow release far from its
    /// target), where the rate is left as it is.
    public static func decelerationRate(toTravel distance: CGFloat, initialVelocity: CGFloat) -> DecelerationRate? {
        guard distance.isFinite, initialVelocity.isFinite, distance != 0, initialVelocity != 0,
              (distance > 0) == (initialVelocity > 0) else { return nil }
        let perMillisecond = abs(initialVelocity) / millisecondsPerSecond
        let rate = abs(distance) / (abs(distance) + perMillisecond)
        guard rate > 0, rate < DecelerationRate.maximumEffectiveRawValue else { return nil }
        return DecelerationRate(rawValue: rate)
    }

    /// How long a fling decelerates: until its speed falls below `decelerationStopSpeed`.
    /// 0 for a release slower than that. A 1000 pt/s fling lasts ≈ 3.45 s at `.normal` and
    /// ≈ 0.69 s at `.fast`.
    public static func decelerationDuration(initialVelocity: CGFloat, decelerationRate: DecelerationRate = .normal) -> TimeInterval {
        let speed = abs(initialVelocity)
        let rate = decelerationRate.effectiveRawValue
        guard speed.isFinite, speed > decelerationStopSpeed, rate > 0 else { return 0 }
        // speed × rate^t = stop  ⇒  t = ln(stop / speed) / ln(rate) milliseconds.
        let milliseconds = log(decelerationStopSpeed / speed) / log(rate)
        return TimeInterval(milliseconds / millisecondsPerSecond)
    }

    /// How far a fling has carried the content after `elapsed` seconds.
    ///
    /// Velocity is multiplied by the rate once per millisecond, so after t ms the content has
    /// moved v·rate·(1 − rateᵗ)/(1 − rate), with t continuous. Once `decelerationDuration` has
    /// passed the result is exactly `project(velocity:decelerationRate:)` (the last half point
    /// is snapped, so that the fling ends where `targetContentOffset` said it would).
    public static func decelerationDisplacement(initialVelocity: CGFloat, decelerationRate: DecelerationRate = .normal,
                                                elapsed: TimeInterval) -> CGFloat {
        guard initialVelocity.isFinite, elapsed > 0 else { return 0 }
        if elapsed >= decelerationDuration(initialVelocity: initialVelocity, decelerationRate: decelerationRate) {
            return project(velocity: initialVelocity, decelerationRate: decelerationRate)
        }
        let rate = decelerationRate.effectiveRawValue
        let milliseconds = CGFloat(elapsed) * millisecondsPerSecond
        let perMillisecond = initialVelocity / millisecondsPerSecond
        return perMillisecond * rate * (1 - pow(rate, milliseconds)) / (1 - rate)
    }

    /// The velocity (pt/s) of a fling after `elapsed` seconds: v·rateᵗ with t in ms, and 0 once
    /// `decelerationDuration` has passed.
    public static func decelerationVelocity(initialVelocity: CGFloat, decelerationRate: DecelerationRate = .normal,
                                            elapsed: TimeInterval) -> CGFloat {
        guard initialVelocity.isFinite else { return 0 }
        if elapsed <= 0 { return initialVelocity }
        if elapsed >= decelerationDuration(initialVelocity: initialVelocity, decelerationRate: decelerationRate) {
            return 0
        }
        let rate = decelerationRate.effectiveRawValue
        return initialVelocity * pow(rate, CGFloat(elapsed) * millisecondsPerSecond)
    }

    /// When a fling has carried the content `distance` (e.g. to the edge it will bounce off),
    /// or nil if it never gets that far (or `distance` is the other way).
    public static func decelerationTime(toTravel distance: CGFloat, initialVelocity: CGFloat,
                                        decelerationRate: DecelerationRate = .normal) -> TimeInterval? {
        guard distance.isFinite, initialVelocity.isFinite else { return nil }
        if distance == 0 { return 0 }
        guard initialVelocity != 0, (distance > 0) == (initialVelocity > 0) else { return nil }
        let rate = decelerationRate.effectiveRawValue
        guard rate > 0 else { return nil }
        let total = project(velocity: initialVelocity, decelerationRate: decelerationRate)
        guard abs(distance) < abs(total) else { return nil }
        // v·r·(1 − rᵗ)/(1 − r) = d  ⇒  rᵗ = 1 − d(1 − r)/(v·r).
        let perMillisecond = initialVelocity / millisecondsPerSecond
        let power = 1 - distance * (1 - rate) / (perMillisecond * rate)
        let time = TimeInterval(log(power) / log(rate) / millisecondsPerSecond)
        let duration = decelerationDuration(initialVelocity: initialVelocity, decelerationRate: decelerationRate)
        return min(time, duration)
    }

    /// Where a fling released at `offset` with `velocity` will come to rest, clamped to the
    /// scrollable range: the `targetContentOffset` that
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` proposes ("the expected
    /// offset when the scrolling action decelerates to a stop"). `minimum`/`maximum` are the
    /// smallest and largest content offsets (−adjustedContentInset.top/left and
    /// contentSize − bounds + adjustedContentInset.bottom/right); a maximum below the minimum
    /// counts as the minimum (content smaller than the view).
    public static func targetContentOffset(from offset: CGPoint, velocity: CGPoint,
                                           decelerationRate: DecelerationRate = .normal,
                                           minimum: CGPoint, maximum: CGPoint) -> CGPoint {
        let travel = project(velocity: velocity, decelerationRate: decelerationRate)
        return CGPoint(
            x: clamp(offset.x + travel.x, minimum.x, maximum.x),
            y: clamp(offset.y + travel.y, minimum.y, maximum.y)
        )
    }

    // MARK: - Rubber banding

    /// 0.55: how strongly content resists being dragged past an edge.
    ///
    /// Source: the iOS 6+ rubber-band formula as reverse engineered by Grant Paul
    /// (XNScrollView, `kXNScrollViewElasticConstant = 0.55`), used since by Ilya Lobanov's
    /// ScrollMechanics and most public re-implementations.
    public static let rubberBandCoefficient: CGFloat = 0.55

    /// How far the content visibly moves past an edge when the finger has dragged `distance`
    /// past it: (1 − 1 / (distance × c / dimension + 1)) × dimension.
    ///
    /// `dimension` is the scroll view's size on that axis. The result grows like c × distance at
    /// first and never reaches `dimension`: dragging a whole screen past the edge shows
    /// (1 − 1/1.55) ≈ 0.3548 of it. Negative distances give the mirror image; a dimension of 0 or
    /// less (or anything non-finite) gives 0.
    public static func rubberBandDistance(_ distance: CGFloat, dimension: CGFloat,
                                          coefficient: CGFloat = rubberBandCoefficient) -> CGFloat {
        guard dimension > 0, dimension.isFinite, coefficient > 0, !distance.isNaN else { return 0 }
        if distance.isInfinite { return distance > 0 ? dimension : -dimension }
        let magnitude = (1 - 1 / (abs(distance) * coefficient / dimension + 1)) * dimension
        return distance < 0 ? -magnitude : magnitude
    }

    /// The finger distance that shows the content `shown` past an edge: the inverse of
    /// `rubberBandDistance`, shown × dimension / (c × (dimension − shown)). Needed when a drag
    /// starts while the content is already past an edge. `shown` at or beyond `dimension` needs
    /// an infinite drag.
    public static func rubberBandInverse(_ shown: CGFloat, dimension: CGFloat,
                                         coefficient: CGFloat = rubberBandCoefficient) -> CGFloat {
        guard dimension > 0, dimension.isFinite, coefficient > 0, !shown.isNaN else { return 0 }
        let magnitude = abs(shown)
        if magnitude >= dimension { return shown > 0 ? .infinity : -.infinity }
        let distance = magnitude * dimension / (coefficient * (dimension - magnitude))
        return shown < 0 ? -distance : distance
    }

    /// The content offset shown for a finger-driven `offset`: unchanged inside
    /// [`minimum`, `maximum`], rubber-banded past either edge.
    public static func rubberBandedOffset(_ offset: CGFloat, minimum: CGFloat, maximum: CGFloat,
                                          dimension: CGFloat) -> CGFloat {
        let upper = max(minimum, maximum)
        if offset < minimum {
            return minimum + rubberBandDistance(offset - minimum, dimension: dimension)
        }
        if offset > upper {
            return upper + rubberBandDistance(offset - upper, dimension: dimension)
        }
        return offset
    }

    /// The finger-driven offset that shows `shownOffset`: the inverse of `rubberBandedOffset`.
    public static func unrubberBandedOffset(_ shownOffset: CGFloat, minimum: CGFloat, maximum: CGFloat,
                                            dimension: CGFloat) -> CGFloat {
        let upper = max(minimum, maximum)
        if shownOffset < minimum {
            return minimum + rubberBandInverse(shownOffset - minimum, dimension: dimension)
        }
        if shownOffset > upper {
            return upper + rubberBandInverse(shownOffset - upper, dimension: dimension)
        }
        return shownOffset
    }

    // MARK: - Bounce

    /// 10 rad/s: the natural angular frequency of the spring that pulls content back to the edge.
    ///
    /// The bounce is a critically damped spring (damping ratio 1: it returns without
    /// overshooting, as on iOS). Source: Ilya Lobanov, "How UIScrollView works" (2020) and his
    /// ScrollMechanics code, fitted to UIScrollView: mass 1, stiffness 100, damping ratio 1, so
    /// ω = √(100 / 1) = 10. ktiays' independent fit (ThatScrollView, ListViewKit) uses a
    /// response of 0.575 s, i.e. ω = 2π / 0.575 ≈ 10.9, within 10 %.
    public static let bounceAngularFrequency: CGFloat = 10

    /// 0.5 pixel: the bounce is over once the content stays within half a device pixel of the
    /// edge (Lobanov: threshold 0.5 / UIScreen.main.scale points).
    public static let bounceRestPixels: CGFloat = 0.5

    /// The distance of the content from its resting edge `elapsed` seconds into a bounce that
    /// started `initialDisplacement` from it (offset − edge) moving at `initialVelocity` (pt/s):
    /// x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ωt).
    public static func bounceDisplacement(initialDisplacement: CGFloat, initialVelocity: CGFloat,
                                          elapsed: TimeInterval) -> CGFloat {
        guard initialDisplacement.isFinite, initialVelocity.isFinite else { return 0 }
        let t = CGFloat(max(elapsed, 0))
        let omega = bounceAngularFrequency
        return (initialDisplacement + (initialVelocity + omega * initialDisplacement) * t) * exp(-omega * t)
    }

    /// The velocity (pt/s) of the content `elapsed` seconds into a bounce:
    /// x′(t) = (v₀ − ω·(v₀ + ω·x₀)·t)·e^(−ωt).
    public static func bounceVelocity(initialDisplacement: CGFloat, initialVelocity: CGFloat,
                                      elapsed: TimeInterval) -> CGFloat {
        guard initialDisplacement.isFinite, initialVelocity.isFinite else { return 0 }
        let t = CGFloat(max(elapsed, 0))
        let omega = bounceAngularFrequency
        return (initialVelocity - omega * (initialVelocity + omega * initialDisplacement) * t) * exp(-omega * t)
    }

    /// How long a bounce lasts: the time after which the content stays within
    /// `bounceRestPixels` of the edge, at `scale` device pixels per point. A bounce released
    /// 100 pt past the edge at rest lasts ≈ 0.82 s at scale 2.
    public static func bounceDuration(initialDisplacement: CGFloat, initialVelocity: CGFloat,
                                      scale: CGFloat) -> TimeInterval {
        guard initialDisplacement.isFinite, initialVelocity.isFinite else { return 0 }
        let threshold = bounceRestPixels / ((scale.isFinite && scale > 0) ? scale : 1)
        let x0 = initialDisplacement
        let omega = bounceAngularFrequency
        let b = initialVelocity + omega * x0
        func distance(_ t: CGFloat) -> CGFloat { abs((x0 + b * t) * exp(-omega * t)) }

        // x′(t) = (v₀ − ω·b·t)·e^(−ωt) changes sign at most once, at t* = v₀ / (ω·b): x(t) is
        // monotonic on [0, t*] and on [t*, ∞), and tends to 0 on the latter.
        var turn: CGFloat = 0
        if b != 0 {
            let candidate = initialVelocity / (omega * b)
            if candidate > 0 { turn = candidate }
        }
        if distance(turn) >= threshold {
            // The last time |x| = threshold is on the decaying branch after `turn`.
            var high = turn + 1 / omega
            while distance(high) >= threshold { high += (high - turn) }
            return TimeInterval(bisect(low: turn, high: high) { distance($0) >= threshold })
        }
        // Within the threshold from `turn` on; before it x is monotonic, so it was outside the
        // threshold (if ever) only up to one crossing.
        if abs(x0) < threshold { return 0 }
        return TimeInterval(bisect(low: 0, high: turn) { distance($0) >= threshold })
    }

    /// The content offset `elapsed` seconds into a bounce from `offset` back to `edge`, started
    /// at `initialVelocity` (pt/s). Exactly `edge` once `bounceDuration` has passed, so a
    /// bounce always ends on the edge.
    public static func bounceOffset(from offset: CGFloat, toEdge edge: CGFloat, initialVelocity: CGFloat,
                                    elapsed: TimeInterval, scale: CGFloat) -> CGFloat {
        let displacement = offset - edge
        let duration = bounceDuration(initialDisplacement: displacement, initialVelocity: initialVelocity, scale: scale)
        if elapsed >= duration { return edge }
        return edge + bounceDisplacement(initialDisplacement: displacement, initialVelocity: initialVelocity,
                                         elapsed: elapsed)
    }

    // MARK: - Paging

    /// 300 pt/s: with `isPagingEnabled`, a release faster than this turns the page in the
    /// direction of the fling even if less than half of the next page is showing.
    ///
    /// Source: a public Stack Overflow answer ("Apple uses velocity of 300 to detect flicking in
    /// ScrollView", question 49361860) measured with `scrollViewWillBeginDecelerating`. Not
    /// documented by Apple; treat as approximate.
    public static let pagingFlickVelocity: CGFloat = 300

    /// The page a paging scroll view settles on, for a release at `offset` with `velocity`, with
    /// pages `pageLength` apart starting at offset 0 (the page length is the scroll view's
    /// bounds size on that axis).
    ///
    /// A fling at least `pagingFlickVelocity` fast moves to the next page in its direction
    /// (one page at most, as UIKit does); a slower release settles on the nearest page (the page
    /// turns once more than half of it shows). The result is not clamped to the content; see
    /// `pagingTargetOffset`.
    public static func pagingTargetPage(releaseOffset offset: CGFloat, velocity: CGFloat, pageLength: CGFloat) -> Int {
        guard pageLength > 0, pageLength.isFinite, offset.isFinite else { return 0 }
        let position = offset / pageLength
        let page: CGFloat
        if velocity >= pagingFlickVelocity {
            page = position.rounded(.down) + 1
        } else if velocity <= -pagingFlickVelocity {
            page = position.rounded(.up) - 1
        } else {
            page = position.rounded(.toNearestOrAwayFromZero)
        }
        let limit = CGFloat(Int.max / 2)
        return Int(min(max(page, -limit), limit))
    }

    /// The content offset a paging scroll view settles on: the offset of
    /// `pagingTargetPage(releaseOffset:velocity:pageLength:)`, clamped to
    /// [`minimum`, `maximum`] (so the last page of content that is not a whole number of pages
    /// long ends at the maximum offset, as in UIKit).
    public static func pagingTargetOffset(releaseOffset offset: CGFloat, velocity: CGFloat, pageLength: CGFloat,
                                          minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        guard pageLength > 0, pageLength.isFinite else { return clamp(offset, minimum, maximum) }
        let page = pagingTargetPage(releaseOffset: offset, velocity: velocity, pageLength: pageLength)
        return clamp(CGFloat(page) * pageLength, minimum, maximum)
    }

    // MARK: - Helpers

    /// `value` clamped to [`minimum`, max(`minimum`, `maximum`)].
    static func clamp(_ value: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
        let upper = max(minimum, maximum)
        if value.isNaN { return minimum }
        return min(max(value, minimum), upper)
    }

    /// The boundary where `isOutside` stops being true, for a predicate that holds on
    /// [low, boundary) and not after it; 60 halvings reach Double precision.
    private static func bisect(low: CGFloat, high: CGFloat, isOutside: (CGFloat) -> Bool) -> CGFloat {
        var low = low
        var high = high
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if isOutside(middle) { low = middle } else { high = middle }
        }
        return high
    }
}

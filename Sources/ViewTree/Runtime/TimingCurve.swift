/// A timing curve: maps the elapsed fraction of an animation's duration to the fraction of the
/// change that has been applied, exactly like `CAMediaTimingFunction`.
///
/// The curve is the cubic Bézier from (0, 0) to (1, 1) whose two inner control points are
/// (`c1x`, `c1y`) and (`c2x`, `c2y`). To evaluate it at a time fraction `t`, the curve parameter
/// `s` with x(s) = t is solved for (Newton's method, falling back to bisection), and y(s) is the
/// progress. This is the same construction Core Animation documents for
/// `CAMediaTimingFunction(controlPoints:::: )` and WebKit uses for CSS `cubic-bezier()`.
///
/// The x coordinates of the control points are clamped to [0, 1] so that x(s) is monotonic and
/// every time fraction has exactly one progress value (Core Animation and CSS both require x in
/// [0, 1]). The y coordinates are free, so a curve may overshoot (progress above 1 or below 0).
public struct TimingCurve: Sendable, Equatable {
    /// x of the first control point, in [0, 1].
    public let c1x: Double
    /// y of the first control point.
    public let c1y: Double
    /// x of the second control point, in [0, 1].
    public let c2x: Double
    /// y of the second control point.
    public let c2y: Double
    /// A spring in place of the Bézier (`View.animate(withDuration:delay:usingSpringWithDamping:…)`),
    /// sampled at the elapsed time; `nil` for a Bézier curve.
    let spring: TimedSpring?

    /// Creates a curve from its two inner control points, in the order
    /// `CAMediaTimingFunction(controlPoints: c1x, c1y, c2x, c2y)` takes them.
    ///
    /// x values outside [0, 1] (or NaN) are clamped into that range; NaN y values become 0 and
    /// 1 respectively, so that the curve stays finite whatever it is given.
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = TimingCurve.clampUnit(c1x)
        self.c1y = c1y.isFinite ? c1y : 0
        self.c2x = TimingCurve.clampUnit(c2x)
        self.c2y = c2y.isFinite ? c2y : 1
        self.spring = nil
    }

    /// A spring curve over `duration` seconds (the control points are the linear curve's).
    init(spring: SpringCurve, duration: Double) {
        (c1x, c1y, c2x, c2y) = (0, 0, 1, 1)
        self.spring = TimedSpring(curve: spring, duration: duration)
    }

    // MARK: - Named curves

    /// Constant speed: control points (0, 0) and (1, 1), so progress equals the time fraction.
    /// Source: `CAMediaTimingFunctionName.linear` (Apple: "linear pacing").
    public static let linear = TimingCurve(controlPoints: 0, 0, 1, 1)

    /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
    /// Source: what `CAMediaTimingFunction(name: .easeIn).getControlPoint(at:values:)` returns
    /// on iOS, as reported publicly (see Docs/Fidelity.md); the same numbers as CSS
    /// `ease-in` in WebKit. Used by `UIView.AnimationOptions.curveEaseIn`.
    public static let easeIn = TimingCurve(controlPoints: 0.42, 0, 1, 1)

    /// Starts quickly, then slows down: control points (0, 0) and (0.58, 1).
    /// Source: what `CAMediaTimingFunction(name: .easeOut)` reports as its control points on
    /// iOS (see Docs/Fidelity.md); CSS `ease-out` in WebKit. Used by
    /// `UIView.AnimationOptions.curveEaseOut`.
    public static let easeOut = TimingCurve(controlPoints: 0, 0, 0.58, 1)

    /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
    /// Source: what `CAMediaTimingFunction(name: .easeInEaseOut)` reports as its control points
    /// on iOS (see Docs/Fidelity.md); CSS `ease-in-out` in WebKit. This is the curve of
    /// `UIView.AnimationOptions.curveEaseInOut`, UIView's default animation curve.
    public static let easeInEaseOut = TimingCurve(controlPoints: 0.42, 0, 0.58, 1)

    /// Core Animation's default curve: control points (0.25, 0.1) and (0.25, 1).
    /// Source: what `CAMediaTimingFunction(name: .default)` reports as its control points on iOS
    /// (see Docs/Fidelity.md); the same numbers as CSS `ease`. CAMediaTimingFunction.h
    /// calls it "the curve used by implicit animations created by Core Animation".
    public static let `default` = TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1)

    // MARK: - Evaluation

    /// The precision the solver guarantees: progress is within this of the exact value of the
    /// curve (in practice far closer). The one exception is a curve whose x slope is exactly 0
    /// inside (0, 1), such as control points (1, 0, 0, 1) at t = 0.5: there Double rounding of
    /// x(s) alone limits s, and so progress, to about 1e-5. Not a UIKit number: 1e-7 of a change is invisible at any
    /// size a view can have, and 1e-7 of a 1000 s animation is 0.1 ms.
    public static let solverPrecision: Double = 1e-7

    /// The fraction of the change applied at time fraction `t` of the duration.
    ///
    /// `t` is clamped to [0, 1] (NaN counts as 0), so before the start the result is 0 and after
    /// the end it is 1, like a layer animation with `fillMode = .both`.
    public func progress(atFraction t: Double) -> Double {
        // `!(t > 0)` also catches NaN.
        if !(t > 0) { return 0 }
        if t >= 1 { return 1 }
        if let spring { return spring.curve.position(at: t * spring.duration) }
        let s = parameter(forX: t)
        return TimingCurve.bezier(s, c1y, c2y)
    }

    /// Solves x(s) = `x` for the curve parameter s in [0, 1].
    private func parameter(forX x: Double) -> Double {
        // Newton's method converges in a handful of steps wherever the slope of x(s) is not near
        // zero; it starts from s = x, which is exact for the linear curve. It stops on the size
        // of its step in s, not on |x(s) − x|: where x(s) is nearly flat a tiny error in x is a
        // large one in s (and so in y).
        var s = x
        for _ in 0..<8 {
            let error = TimingCurve.bezier(s, c1x, c2x) - x
            if abs(error) < TimingCurve.solverPrecision * 1e-5 { return s }
            let slope = TimingCurve.bezierSlope(s, c1x, c2x)
            if abs(slope) < 1e-3 { break }
            let step = error / slope
            s -= step
            if s < 0 || s > 1 { break }
            if abs(step) < TimingCurve.solverPrecision * 1e-3 { return s }
        }
        // Bisection always converges because x(s) is monotonic for control x in [0, 1]. It runs
        // on the parameter interval rather than stopping at `solverPrecision` in x: Newton only
        // gives up where x(s) is nearly flat, and there a small error in x is a large error in s
        // (and so in y). 50 halvings of [0, 1] bound the error in s by 1e-15.
        var low = 0.0
        var high = 1.0
        for _ in 0..<50 {
            let middle = (low + high) / 2
            if TimingCurve.bezier(middle, c1x, c2x) < x { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// One coordinate of the Bézier with end points 0 and 1 and inner control values `p1`, `p2`,
    /// in Horner form: 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    /// d/ds of `bezier(s, p1, p2)`.
    private static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    private static func clampUnit(_ value: Double) -> Double {
        if !(value > 0) { return 0 }
        return min(value, 1)
    }
}

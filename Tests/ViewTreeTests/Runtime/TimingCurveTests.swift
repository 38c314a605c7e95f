import Testing
import ViewTree

/// Expected values were computed independently (bisection to 1e-15 on the same Bézier in Python)
/// and are given to 6 decimals.
@Suite struct TimingCurveTests {
    struct Vector: Sendable, CustomStringConvertible {
        let name: String
        let curve: TimingCurve
        let t: Double
        let expected: Double
        var description: String { "\(name)(\(t)) = \(expected)" }
    }

    static let vectors: [Vector] = [
        Vector(name: "linear", curve: .linear, t: 0.25, expected: 0.25),
        Vector(name: "linear", curve: .linear, t: 0.9, expected: 0.9),
        Vector(name: "easeIn", curve: .easeIn, t: 0.1, expected: 0.017027),
        Vector(name: "easeIn", curve: .easeIn, t: 0.5, expected: 0.315357),
        Vector(name: "easeIn", curve: .easeIn, t: 0.9, expected: 0.839428),
        Vector(name: "easeOut", curve: .easeOut, t: 0.1, expected: 0.160572),
        Vector(name: "easeOut", curve: .easeOut, t: 0.5, expected: 0.684643),
        Vector(name: "easeOut", curve: .easeOut, t: 0.9, expected: 0.982973),
        Vector(name: "easeInEaseOut", curve: .easeInEaseOut, t: 0.25, expected: 0.129162),
        Vector(name: "easeInEaseOut", curve: .easeInEaseOut, t: 0.5, expected: 0.5),
        Vector(name: "easeInEaseOut", curve: .easeInEaseOut, t: 0.75, expected: 0.870838),
        Vector(name: "default", curve: .default, t: 0.25, expected: 0.408511),
        Vector(name: "default", curve: .default, t: 0.5, expected: 0.802403),
        Vector(name: "default", curve: .default, t: 0.9, expected: 0.994316),
    ]

    @Test(arguments: vectors)
    func knownValues(_ vector: Vector) {
        let value = vector.curve.progress(atFraction: vector.t)
        #expect(abs(value - vector.expected) < 1e-6, "\(vector): got \(value)")
    }

    static let allCurves: [TimingCurve] = [
        .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
        TimingCurve(controlPoints: 0.9, 0, 0.1, 1),
        TimingCurve(controlPoints: 0, 1, 1, 0),
    ]

    @Test(arguments: allCurves)
    func endpointsAreExact(_ curve: TimingCurve) {
        #expect(curve.progress(atFraction: 0) == 0)
        #expect(curve.progress(atFraction: 1) == 1)
    }

    @Test(arguments: allCurves)
    func outOfRangeTimeIsClamped(_ curve: TimingCurve) {
        #expect(curve.progress(atFraction: -0.5) == 0)
        #expect(curve.progress(atFraction: 3) == 1)
        #expect(curve.progress(atFraction: .nan) == 0)
        #expect(curve.progress(atFraction: .infinity) == 1)
        #expect(curve.progress(atFraction: -.infinity) == 0)
    }

    /// Every named curve has y control values in [0, 1], so progress never decreases.
    @Test(arguments: [TimingCurve.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func namedCurvesAreMonotonic(_ curve: TimingCurve) {
        var previous = 0.0
        for step in 0...1000 {
            let value = curve.progress(atFraction: Double(step) / 1000)
            #expect(value >= previous - 1e-12, "decreased at step \(step)")
            #expect(value >= 0 && value <= 1)
            previous = value
        }
    }

    /// easeIn and easeOut are point reflections of each other through (0.5, 0.5).
    @Test(arguments: [0.05, 0.2, 0.33, 0.5, 0.61, 0.8, 0.97])
    func easeInMirrorsEaseOut(_ t: Double) {
        let easeIn = TimingCurve.easeIn.progress(atFraction: t)
        let easeOut = TimingCurve.easeOut.progress(atFraction: 1 - t)
        #expect(abs(easeIn + easeOut - 1) < 1e-6)
    }

    @Test func solverIsPreciseOnASteepCurve() {
        // x barely moves around s = 0.5 for this curve, which defeats Newton's method and makes
        // the bisection fallback do the work. y(s) = s here only by symmetry at t = 0.5.
        let curve = TimingCurve(controlPoints: 1, 0, 0, 1)
        #expect(abs(curve.progress(atFraction: 0.5) - 0.5) < 1e-6)
        #expect(curve.progress(atFraction: 0.49) < 0.5)
        #expect(curve.progress(atFraction: 0.51) > 0.5)
        // Near the flat spot x(s) − 0.5 ≈ 4(s − 0.5)³, so a solver that stopped at
        // |x(s) − t| < 1e-7 could be off by ~3e-3 in s. Independent solve (python, bisection to
        // 1e-15): s = 0.500630, progress = 0.500945 at t = 0.5 + 1e-9.
        #expect(abs(curve.progress(atFraction: 0.500000001) - 0.500945) < 1e-5)
    }

    /// A slow reference: bisection on the parameter to the limit of Double.
    static func referenceProgress(_ curve: TimingCurve, _ t: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if bezier(middle, curve.c1x, curve.c2x) < t { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, curve.c1y, curve.c2y)
    }

    /// (The pathological curve (1, 0, 0, 1), whose x slope is exactly 0 at s = 0.5, is left out:
    /// there Double rounding of x(s) alone moves s by ~3e-6; `solverIsPreciseOnASteepCurve`
    /// covers it with a looser bound.)
    @Test(arguments: allCurves)
    func matchesReferenceTo1e7Everywhere(_ curve: TimingCurve) {
        for step in 1..<2000 {
            let t = Double(step) / 2000
            let value = curve.progress(atFraction: t)
            let reference = Self.referenceProgress(curve, t)
            #expect(abs(value - reference) < TimingCurve.solverPrecision, "t = \(t)")
        }
    }

    @Test func controlPointXIsClampedAndYIsFree() {
        let curve = TimingCurve(controlPoints: -1, 3, 1.5, -1)
        #expect(curve.c1x == 0)
        #expect(curve.c2x == 1)
        #expect(curve.c1y == 3)
        #expect(curve.c2y == -1)
        // Overshooting y: the curve rises above 1 early on.
        #expect(curve.progress(atFraction: 0.2) > 1)
    }

    @Test func equatableComparesControlPoints() {
        #expect(TimingCurve(controlPoints: 0.42, 0, 0.58, 1) == .easeInEaseOut)
        #expect(TimingCurve.easeIn != .easeOut)
    }
}

/// An incremental Cassowary linear-constraint solver, modelled on kiwi (the C++ solver behind
/// kiwisolver), that ViewTree's Auto Layout simulation runs on.
///
/// Everything lives in this namespace (`Cassowary.Solver`, `Cassowary.Variable`,
/// `Cassowary.Expression`, `Cassowary.Constraint`, `Cassowary.Strength`, …) so the names cannot
/// clash with Foundation's or with the UIKit-like types ViewTree builds on top.
///
/// The data structures are named after the mathematics they implement: a `Row` is one equation of
/// the simplex tableau, a `Symbol` one of its columns, and the `Solver` keeps the tableau optimal
/// with respect to an objective built from the strengths of the optional constraints.
/// Unlike kiwi, rows are sparse sorted arrays with a column index, and rows of external (user)
/// variables may refer to other external variables instead of being fully substituted, so that long
/// chains of views (`top[i] == top[i-1] + height[i-1] + 8`) stay linear instead of filling in.
public enum Cassowary {
    /// Magnitudes below this are treated as exactly zero, as in kiwi: coefficients that cancel to
    /// rounding noise are dropped so they cannot become spurious pivots.
    static let epsilon: Double = 1.0e-8

    /// Coefficients below this (in magnitude) are rounding residue when met as a pivot candidate.
    /// Dividing a row by such a coefficient multiplies the residue into the whole tableau, so the
    /// ratio tests drop these cells (treating them as the zeros they stand for) instead. Layout
    /// coefficients are O(1) (±1, 0.5, aspect ratios), far above this.
    static let pivotTolerance: Double = 1.0e-7

    /// Whether `value` is indistinguishable from zero at the solver's tolerance.
    @inline(__always)
    static func nearZero(_ value: Double) -> Bool {
        value < epsilon && value > -epsilon
    }
}

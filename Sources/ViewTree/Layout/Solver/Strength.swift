import Foundation

extension Cassowary {
    /// Constraint strengths, as in kiwi: a strength is a `Double`.
    ///
    /// In a `.weighted` solver (kiwi's rule) optional constraints add `strength × error` to the
    /// objective the simplex minimises, so a stronger constraint wins a conflict against weaker
    /// ones as long as its strength outweighs theirs in total. In a `.lexicographic` solver (the
    /// Auto Layout engine's) only the order of strengths matters: each is a level of its own,
    /// minimised before every lower one. `required` is special in both: those constraints are hard
    /// rows that are never violated, whatever the weights.
    public enum Strength {
        /// Hard constraint: 1,001,001,000 (`create(1000, 1000, 1000)`).
        public static let required: Double = create(1000, 1000, 1000)
        /// 1,000,000 (`create(1, 0, 0)`).
        public static let strong: Double = create(1, 0, 0)
        /// 1,000 (`create(0, 1, 0)`).
        public static let medium: Double = create(0, 1, 0)
        /// 1 (`create(0, 0, 1)`).
        public static let weak: Double = create(0, 0, 1)

        /// kiwi's symbolic strength `a·10⁶ + b·10³ + c`, each part clamped to 0...1000, times `weight`.
        public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Double {
            var result = 0.0
            result += max(0, min(1000, a * weight)) * 1_000_000
            result += max(0, min(1000, b * weight)) * 1000
            result += max(0, min(1000, c * weight))
            return result
        }

        /// Clamps to `0...required`, as kiwi does; anything at or above `required` is required.
        public static func clip(_ value: Double) -> Double {
            max(0, min(required, value))
        }

        /// Maps a UIKit priority (1...1000, 1000 = required) to a strength.
        ///
        /// 1000 (and above) maps to `required`. Below that the mapping is exponential,
        /// `10^(9·p/1000)`: priority 1 → ≈1.02, 250 → ≈178, 500 → ≈31,623, 750 → ≈5.6·10⁶,
        /// 999 → ≈9.8·10⁸, all below `required` and within nine decades so that the objective keeps
        /// every weight representable at kiwi's 1e-8 tolerance.
        ///
        /// Why exponential: what matters in a conflict is the ratio of strengths, and here that
        /// ratio depends only on the gap between priorities: a constraint at priority `p + Δ`
        /// outweighs up to `10^(0.009·Δ)` constraints at priority `p` with errors of the same size.
        /// So 750 beats 31,600 constraints at 250, 1000-vs-999 is hard anyway, and a gap of 100
        /// outweighs 7 lower constraints.
        ///
        /// In a `.weighted` solver a `Double` cannot make every step dominant: priorities one apart
        /// differ by only 2%, so 751 beats one 750 but not two. That is why the Auto Layout engine
        /// solves with `PriorityOrder.lexicographic`, where this mapping only has to keep the
        /// priorities' order (it does: it is strictly increasing) and every step dominates, as in
        /// UIKit. Non-finite or < 1 priorities clamp to 1.
        public static func fromPriority(_ priority: Float) -> Double {
            if priority >= 1000 { return required }
            let p = priority.isNaN ? 1 : Double(max(1, priority))
            return pow(10, 9 * p / 1000)
        }
    }
}

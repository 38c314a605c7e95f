extension Cassowary {
    /// How a solver weighs optional constraints of different strengths against each other.
    public enum PriorityOrder: Sendable {
        /// kiwi's rule: the objective is `Σ strength × error`, one number, so enough weaker
        /// constraints (or one far larger error) can outweigh a stronger one.
        case weighted
        /// The Cassowary paper's rule, and UIKit's: each distinct strength is a level of its own,
        /// and a level is minimised before any lower one is looked at, so no number of weaker
        /// constraints outweighs a stronger one. Within a level every error weighs 1 (errors at one
        /// strength add up). Apple's `NSLayoutConstraint.priority` documentation: "Higher priority
        /// constraints are satisfied before lower priority constraints."
        case lexicographic
    }

    /// One level's share of a symbol's reduced cost in a lexicographic objective: the level is the
    /// strength of the constraints whose errors it sums.
    struct LevelCost: Sendable, Equatable {
        var level: Double
        var value: Double
    }
}

// The lexicographic objective: for each symbol, its reduced cost as a short list of (level, value)
// pairs, highest level first, with no value within `epsilon` of zero. A symbol's cost is negative
// when its first pair is. Storage is proportional to the non-zero costs, not to levels × symbols, so a
// system with thousands of distinct priorities costs what one with two does.
extension Cassowary.Tableau {
    typealias LevelCost = Cassowary.LevelCost

    /// Whether `costs` (highest level first, no near-zero values) is lexicographically negative.
    @inline(__always)
    static func isNegative(_ costs: [LevelCost]) -> Bool {
        guard let first = costs.first else { return false }
        return first.value < 0
    }

    /// Adds `value` at `level` to the reduced cost of `id`; marks it a candidate when the sum
    /// becomes negative.
    mutating func addToLevelObjective(_ id: SymbolID, level: Double, _ value: Double) {
        addToLevelObjective(id, [LevelCost(level: level, value: value)], times: 1)
    }

    /// Adds `factor × costs` (highest level first) to the reduced cost of `id` in one merge of the
    /// two ordered lists, so a cost spanning many levels is added in time linear in its length.
    mutating func addToLevelObjective(_ id: SymbolID, _ costs: [LevelCost], times factor: Double) {
        let s = Int(id)
        let old = levelObjective[s]
        var merged: [LevelCost] = []
        merged.reserveCapacity(old.count + costs.count)
        var i = 0
        var j = 0
        while i < old.count || j < costs.count {
            if j == costs.count || (i < old.count && old[i].level > costs[j].level) {
                merged.append(old[i])
                i += 1
            } else if i == old.count || costs[j].level > old[i].level {
                let value = costs[j].value * factor
                if !Cassowary.nearZero(value) { merged.append(LevelCost(level: costs[j].level, value: value)) }
                j += 1
            } else {
                let value = old[i].value + costs[j].value * factor
                if !Cassowary.nearZero(value) { merged.append(LevelCost(level: old[i].level, value: value)) }
                i += 1
                j += 1
            }
        }
        levelObjective[s] = merged
        if Self.isNegative(merged) { candidates.push(id) }
    }

    /// Adds `costs × row` to the objective (every level of `costs` times every cell).
    mutating func addToLevelObjective(_ row: Row, times costs: [LevelCost]) {
        for cell in row.cells { addToLevelObjective(cell.id, costs, times: cell.coefficient) }
    }

    /// The reduced cost of non-basic `id` recomputed from its column, per level, highest first:
    /// 1 at its own level (if it is an error) plus its coefficient in each basic error row
    /// containing it, at that row's level. Each level also carries the magnitude of its summed terms, so a
    /// caller can tell a genuine zero (terms that cancel) from a small preference.
    func freshLevelCosts(of id: SymbolID) -> [(level: Double, value: Double, magnitude: Double)] {
        var terms: [(level: Double, value: Double)] = []
        // An error symbol's level is its `weights` entry; within its level it weighs 1.
        let s = Int(id)
        if weights[s] != 0 { terms.append((weights[s], 1)) }
        for key in columns[s] where kinds[Int(key)] == .error && weights[Int(key)] != 0 {
            terms.append((weights[Int(key)], rows[Int(key)].coefficient(of: id)))
        }
        // Sorted (stably, by the column's order within a level) so every level sums in one order.
        terms.sort { $0.level > $1.level }
        var costs: [(level: Double, value: Double, magnitude: Double)] = []
        for term in terms {
            if let last = costs.last, last.level == term.level {
                costs[costs.count - 1].value += term.value
                costs[costs.count - 1].magnitude += abs(term.value)
            } else {
                costs.append((term.level, term.value, abs(term.value)))
            }
        }
        return costs
    }

    /// The fresh reduced cost of `id` with every level that is only rounding residue (below
    /// `relativeTolerance` of the terms cancelling in it, or `epsilon`) dropped.
    func significantLevelCosts(of id: SymbolID, relativeTolerance: Double) -> [LevelCost] {
        freshLevelCosts(of: id).compactMap { cost in
            abs(cost.value) > max(Cassowary.epsilon, relativeTolerance * cost.magnitude)
                ? LevelCost(level: cost.level, value: cost.value) : nil
        }
    }

    /// Recomputes the lexicographic objective from the error symbols' levels (`weights`) and the
    /// rows (see `refreshObjective`).
    mutating func refreshLevelObjective() {
        for i in levelObjective.indices where !levelObjective[i].isEmpty { levelObjective[i] = [] }
        for s in weights.indices where weights[s] != 0 {
            let cost = [LevelCost(level: weights[s], value: 1)]
            if isBasic[s] {
                let row = rows[s]
                addToLevelObjective(row, times: cost)
            } else {
                addToLevelObjective(SymbolID(s), cost, times: 1)
            }
        }
    }

    /// Whether `a / divisorA` is lexicographically smaller than `b / divisorB` (divisors > 0):
    /// the dual simplex's ratio test over cost vectors.
    ///
    /// Two ratios within rounding of each other at a level (1e-9 relative) tie there and the
    /// next level decides: an exact comparison would let a one-ulp difference at a high level pick
    /// the entering symbol whose pivot leaves another symbol's high-level cost at rounding residue,
    /// which is then dropped and exposes that symbol's negative cost at a lower level.
    static func ratio(_ a: [LevelCost], _ divisorA: Double, isLessThan b: [LevelCost], _ divisorB: Double) -> Bool {
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            let level: Double
            var x = 0.0
            var y = 0.0
            if j == b.count || (i < a.count && a[i].level > b[j].level) {
                level = a[i].level
            } else {
                level = b[j].level
            }
            if i < a.count && a[i].level == level {
                x = a[i].value / divisorA
                i += 1
            }
            if j < b.count && b[j].level == level {
                y = b[j].value / divisorB
                j += 1
            }
            if abs(x - y) > 1e-9 * (abs(x) + abs(y)) + 1e-12 { return x < y }
        }
        return false
    }
}

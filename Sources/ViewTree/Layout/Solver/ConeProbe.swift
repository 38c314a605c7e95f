extension Cassowary {
    /// A tiny dense simplex that answers one question for the ambiguity query: at a degenerate
    /// vertex, can some combination of zero-cost parameters move without making a tight row
    /// negative, and change the variable while doing so?
    ///
    /// Formally: is there `d ≥ 0` with `rows·d ≥ 0` (each tight restricted row stays ≥ 0) and
    /// `objective·d > 0`? The set of such `d` is a cone, so the LP adds `Σd ≤ 1` to stay bounded
    /// and maximises `objective·d` from `d = 0`, which is feasible. Bland's rule guarantees
    /// termination at these all-zero (maximally degenerate) starting points. The systems are the
    /// few rows and columns around one variable, so a dense tableau is the simplest fit.
    enum ConeProbe {
        /// Whether a direction `d ≥ 0` with `rows·d ≥ 0` and `objective·d > 0` exists.
        /// `rows` are dense over the same columns as `objective`.
        static func hasIncreasingDirection(rows: [[Double]], objective: [Double]) -> Bool {
            let n = objective.count
            let m = rows.count + 1  // the tight rows, then the normalisation Σd ≤ 1
            let width = n + m + 1  // structural columns, one slack per row, right-hand side
            let rhs = width - 1
            var table = [Double](repeating: 0, count: m * width)
            for (k, row) in rows.enumerated() {
                for j in 0..<n { table[k * width + j] = -row[j] }  // -rows·d + t = 0
                table[k * width + n + k] = 1
            }
            let last = m - 1
            for j in 0..<n { table[last * width + j] = 1 }
            table[last * width + n + last] = 1
            table[last * width + rhs] = 1
            var basis = (0..<m).map { n + $0 }
            var profit = [Double](repeating: 0, count: n + m)
            for j in 0..<n { profit[j] = objective[j] }
            var value = 0.0
            let tiny = 1e-12
            for _ in 0..<10_000 {
                guard let entering = profit.firstIndex(where: { $0 > tiny }) else { break }
                var leaving = -1
                var bestRatio = Double.greatestFiniteMagnitude
                for k in 0..<m {
                    let a = table[k * width + entering]
                    guard a > tiny else { continue }
                    let ratio = table[k * width + rhs] / a
                    if ratio < bestRatio || (ratio == bestRatio && basis[k] < basis[leaving]) {
                        bestRatio = ratio
                        leaving = k
                    }
                }
                guard leaving >= 0 else { return true }  // unbounded cannot happen; be safe
                let pivot = table[leaving * width + entering]
                for j in 0..<width { table[leaving * width + j] /= pivot }
                for k in 0..<m where k != leaving {
                    let factor = table[k * width + entering]
                    guard factor != 0 else { continue }
                    for j in 0..<width { table[k * width + j] -= factor * table[leaving * width + j] }
                }
                let factor = profit[entering]
                for j in 0..<(n + m) { profit[j] -= factor * table[leaving * width + j] }
                value += factor * table[leaving * width + rhs]
                basis[leaving] = entering
            }
            return value > 1e-9
        }
    }
}

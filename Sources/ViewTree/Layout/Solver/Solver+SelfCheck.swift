extension Cassowary.Solver {
    // Self-checks for tests: they recompute from scratch what the solver maintains incrementally.

    /// Every broken tableau invariant, as text; empty when the solver is consistent. For tests.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        let t = tableau
        let count = t.symbolCount
        for s in 0..<count where t.isBasic[s] {
            let row = t.rows[s]
            var previous: Int32 = -1
            for cell in row.cells {
                let c = Int(cell.id)
                if cell.id <= previous { problems.append("row \(s) not sorted") }
                previous = cell.id
                if Cassowary.nearZero(cell.coefficient) { problems.append("row \(s) has ~0 cell \(c)") }
                if c == s { problems.append("row \(s) contains its basic symbol") }
                if t.isBasic[c] && t.kinds[c] != .external { problems.append("row \(s) contains basic \(c)") }
                if t.kinds[s] != .external && t.kinds[c] == .external {
                    problems.append("restricted row \(s) contains external \(c)")
                }
                let p = Int(cell.position)
                if p < 0 || p >= t.columns[c].count || t.columns[c][p] != Int32(s) {
                    problems.append("row \(s) cell \(c) has a bad column position")
                }
            }
            if t.kinds[s] != .external && t.rows[s].constant < -Cassowary.epsilon {
                problems.append("restricted row \(s) infeasible: \(t.rows[s].constant)")
            }
            // A pinned row (a redundant required equality's basic dummy) says that equality is a combination of the
            // others: only dummies, at zero. Anything else in it, and nothing holds the dummy at zero (bug 109).
            if t.kinds[s] == .dummy {
                if !Cassowary.nearZero(row.constant) { problems.append("pinned row \(s) has constant \(row.constant)") }
                for cell in row.cells where t.kinds[Int(cell.id)] != .dummy {
                    problems.append("pinned row \(s) contains non-dummy \(cell.id)")
                }
            }
        }
        // Objective coefficients are sums of strength-weighted terms: judge them relative to the
        // largest weight, as their rounding residue scales with it.
        let weightScale = t.isLexicographic ? 2 : 1 + (t.weights.max() ?? 0)
        if !t.isLexicographic && !t.levelObjective.isEmpty { problems.append("weighted tableau has level costs") }
        for s in 0..<count {
            for key in t.columns[s] where !t.isBasic[Int(key)] || t.rows[Int(key)].index(of: Int32(s)) == nil {
                problems.append("column \(s) lists row \(key) that lacks it")
            }
            let coefficient = t.objective[s]
            if coefficient != 0 && t.isBasic[s] { problems.append("objective has basic \(s)") }
            if coefficient != 0 && t.kinds[s] == .external { problems.append("objective has external \(s)") }
            if coefficient < -1e-9 * weightScale && t.kinds[s] != .dummy {
                problems.append("not optimal: \(s) = \(coefficient)")
            }
            let costs = t.isLexicographic ? t.levelObjective[s] : []
            if !costs.isEmpty && t.isBasic[s] { problems.append("level objective has basic \(s)") }
            if !costs.isEmpty && t.kinds[s] == .external { problems.append("level objective has external \(s)") }
            if costs.contains(where: { Cassowary.nearZero($0.value) }) { problems.append("level objective of \(s) keeps a ~0 value") }
            if zip(costs, costs.dropFirst()).contains(where: { $0.level <= $1.level }) {
                problems.append("level objective of \(s) is not ordered highest level first")
            }
            if let first = costs.first, first.value < -1e-9 * weightScale, t.kinds[s] != .dummy {
                problems.append("not optimal: \(s) = \(first.value) at level \(first.level)")
            }
        }
        // References: acyclic, and closedness as recorded.
        var state = [UInt8](repeating: 0, count: count)  // 0 new, 1 on stack, 2 done
        var closed = [Bool](repeating: false, count: count)
        for root in 0..<count where t.kinds[root] == .external && t.isBasic[root] && state[root] == 0 {
            var stack: [(Int, Int)] = [(root, 0)]
            state[root] = 1
            while let (u, next) = stack.last {
                let cells = t.rows[u].cells
                var i = next
                var pushed = false
                while i < cells.count {
                    let c = Int(cells[i].id)
                    i += 1
                    guard t.kinds[c] == .external && t.isBasic[c] else { continue }
                    if state[c] == 1 { problems.append("reference cycle through \(c)") }
                    if state[c] == 0 {
                        state[c] = 1
                        stack[stack.count - 1].1 = i
                        stack.append((c, 0))
                        pushed = true
                        break
                    }
                }
                if pushed { continue }
                stack.removeLast()
                state[u] = 2
                closed[u] = cells.allSatisfy { cell in
                    let c = Int(cell.id)
                    return t.kinds[c] != .external || (t.isBasic[c] && closed[c])
                }
                if closed[u] != t.isClosed[u] { problems.append("closedness of \(u) is stale (actual \(closed[u]))") }
            }
        }
        for s in 0..<count where t.kinds[s] == .error {
            // The strength: the weight of a weighted tableau's error, the level of a lexicographic one's.
            let expected = owners[Int32(s)]?.strength ?? 0
            if t.weights[s] != expected { problems.append("weight of \(s) is \(t.weights[s]), expected \(expected)") }
        }
        problems += representationViolations()
        return problems
    }

    /// Checks that the tableau still *means* the constraints: every live constraint's row
    /// (terms, constant and its marker symbols, as created), rewritten with the tableau's rows,
    /// must vanish identically; and the objective must equal `Σ strength × error symbol` of the
    /// live optional constraints rewritten the same way.
    private func representationViolations() -> [String] {
        var problems: [String] = []
        var t = tableau
        /// Rewrites `row` in non-basic symbols: references, then basic restricted symbols.
        func rewrite(_ row: Cassowary.Row) -> Cassowary.Row {
            var row = row
            t.expand(&row, all: true)
            var result = Cassowary.Row(constant: row.constant)
            for cell in row.cells {
                if t.isBasic[Int(cell.id)] {
                    result.add(t.rows[Int(cell.id)], times: cell.coefficient)
                } else {
                    result.insert(cell.id, cell.coefficient)
                }
            }
            return result
        }
        var objective = Cassowary.Row()
        var levelObjectives: [Double: Cassowary.Row] = [:]
        for tag in tags.values.sorted(by: { $0.marker < $1.marker }) {
            let constraint = tag.constraint
            var row = Cassowary.Row(constant: constraint.expression.constant)
            if tag.isEdit, let variable = constraint.expression.terms.first?.variable,
                let info = edits[ObjectIdentifier(variable)]
            {
                row.constant -= info.constant  // the suggestion moves the edit's right-hand side
            }
            var scale = abs(row.constant)
            for term in constraint.expression.terms where !Cassowary.nearZero(term.coefficient) {
                guard let symbol = symbolOfVariable[ObjectIdentifier(term.variable)] else { continue }
                row.insert(symbol, term.coefficient)
                scale += abs(term.coefficient)
            }
            switch constraint.relation {
            case .lessThanOrEqual, .greaterThanOrEqual:
                let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
                row.insert(tag.marker, sign)
                if tag.other >= 0 { row.insert(tag.other, -sign) }
            case .equal:
                if tag.other >= 0 {
                    row.insert(tag.marker, -1)
                    row.insert(tag.other, 1)
                } else {
                    row.insert(tag.marker, 1)
                }
            }
            let residual = rewrite(row)
            let size = residual.cells.map { abs($0.coefficient) }.max() ?? 0
            // Rounding drift accumulates over hundreds of pivots (as in kiwi); a lost constraint
            // shows up as whole units.
            if abs(residual.constant) > 1e-5 * (1 + scale) || size > 1e-6 * (1 + scale) {
                problems.append("tableau lost \(constraint): residual \(residual.constant), \(residual.cells.map { ($0.id, $0.coefficient) }.prefix(4))")
            }
            if !constraint.isRequired {
                let weight = t.objectiveWeight(ofStrength: constraint.strength)
                var share = Cassowary.Row()
                for symbol in [tag.marker, tag.other] where t.kinds[Int(symbol)] == .error {
                    if t.isBasic[Int(symbol)] {
                        share.add(t.rows[Int(symbol)], times: weight)
                    } else {
                        share.insert(symbol, weight)
                    }
                }
                if t.isLexicographic {
                    levelObjectives[constraint.strength, default: Cassowary.Row()].add(share, times: 1)
                } else {
                    objective.add(share, times: 1)
                }
            }
        }
        let weightScale = t.isLexicographic ? 2 : 1 + (t.weights.max() ?? 0)
        for s in 0..<t.symbolCount {
            let expected = objective.coefficient(of: Int32(s))
            if abs(expected - t.objective[s]) > 1e-6 * (weightScale + abs(expected)) {
                problems.append("objective coefficient of \(s) is \(t.objective[s]), expected \(expected)")
            }
            // Every stored level cost must be expected (the expected ones are checked below).
            for cost in t.isLexicographic ? t.levelObjective[s] : [] {
                let expected = levelObjectives[cost.level]?.coefficient(of: Int32(s)) ?? 0
                if abs(expected - cost.value) > 1e-6 * (weightScale + abs(expected)) {
                    problems.append("objective coefficient of \(s) at level \(cost.level) is \(cost.value), expected \(expected)")
                }
            }
        }
        for (level, row) in levelObjectives.sorted(by: { $0.key > $1.key }) {
            for cell in row.cells {
                let actual = t.levelObjective[Int(cell.id)].first(where: { $0.level == level })?.value ?? 0
                if abs(cell.coefficient - actual) > 1e-6 * (weightScale + abs(cell.coefficient)) {
                    problems.append("objective coefficient of \(cell.id) at level \(level) is \(actual), expected \(cell.coefficient)")
                }
            }
        }
        return problems
    }
}

extension Cassowary.Solver {
    /// A textual dump of the whole tableau (rows, objective), for tests that check that a failed
    /// call left the solver exactly as it was.
    func tableauFingerprint() -> String {
        let t = tableau
        var text = "symbols \(t.symbolCount)\n"
        for s in 0..<t.symbolCount where t.isBasic[s] {
            text += "\(s) = \(t.rows[s].constant.bitPattern)"
            for cell in t.rows[s].cells { text += " \(cell.id):\(cell.coefficient.bitPattern)" }
            text += "\n"
        }
        for s in 0..<t.symbolCount where t.objective[s] != 0 { text += "obj \(s):\(t.objective[s].bitPattern)\n" }
        for s in 0..<t.levelObjective.count {
            for cost in t.levelObjective[s] { text += "obj \(s)@\(cost.level.bitPattern):\(cost.value.bitPattern)\n" }
        }
        return text
    }
}

extension Cassowary {
    /// The simplex tableau: rows keyed by their basic symbol, a column index, and the objective.
    ///
    /// Storage is struct-of-arrays indexed by symbol id, so inner loops touch only integers and
    /// doubles (no reference counting) and a snapshot is a cheap copy-on-write value.
    ///
    /// Invariants (checked by `Solver.invariantViolations()` in tests):
    /// - `rows[s]` is meaningful only when `isBasic[s]`; a row never contains a basic *restricted*
    ///   symbol, and a restricted row (slack/error/dummy basic) never contains an external one.
    /// - A row of a basic external variable may *refer* to other basic externals instead of
    ///   having them substituted ("lazy" rows). The references form an acyclic graph. This is what
    ///   keeps chains linear: kiwi substitutes `top[i-1]` into `top[i]`, so row `i` holds `O(i)`
    ///   symbols; here it holds `top[i-1]` itself. External rows never take part in the simplex
    ///   (they are unrestricted), so they are only expanded when something needs their content
    ///   in terms of parameters (a new restricted row, or an analysis query).
    /// - `columns[s]` lists every row whose cells contain `s`, and each such cell records its
    ///   index there (`Cell.position`), so cells can leave a column in O(1).
    /// - `isClosed[x]` (for a basic external `x`) says that the full expansion of `x` contains no
    ///   non-basic external symbol; new rows may keep references to closed rows unexpanded.
    /// - The objective is dense (`objective[s]`), contains only non-basic restricted symbols, and
    ///   every symbol with a negative coefficient is in `candidates`.
    struct Tableau: Sendable {
        /// Kind of every symbol.
        var kinds: [SymbolKind] = []
        /// Whether the symbol is basic (owns a row).
        var isBasic: [Bool] = []
        /// Row of each basic symbol (`Row.empty` otherwise).
        var rows: [Row] = []
        /// For each symbol, the keys of the rows containing it (unordered).
        var columns: [[SymbolID]] = []
        /// For basic externals: whether the full expansion is free of non-basic externals.
        var isClosed: [Bool] = []
        /// Dense objective coefficients (zero for basic or absent symbols).
        var objective: [Double] = []
        /// The strength of each live error symbol's constraint (zero for other symbols). In a
        /// weighted tableau it is the error's weight, and the objective is `Σ weights[e] × e`; in a
        /// lexicographic one it is the error's level, where it weighs 1. Either way the objective
        /// can be recomputed exactly from it.
        var weights: [Double] = []
        /// Pivots since the objective was last recomputed from `weights`.
        var pivotsSinceRefresh = 0
        /// Whether the objective is lexicographic (`PriorityOrder.lexicographic`): then it lives in
        /// `levelObjective`, and `objective` stays all zero.
        var isLexicographic = false
        /// The lexicographic objective: each symbol's reduced cost per level, highest level first,
        /// no value within `epsilon` of zero (empty for basic or absent symbols). Empty, with no
        /// entry per symbol, in a weighted tableau.
        var levelObjective: [[Cassowary.LevelCost]] = []

        /// The objective's constant (its current value).
        var objectiveConstant = 0.0
        /// Symbols whose objective coefficient may be negative (lazily cleaned).
        var candidates = SymbolHeap()
        /// Rows that went negative during the dual simplex.
        var infeasible: [SymbolID] = []
        /// Whether substitutions should record infeasible rows (only during the dual simplex).
        var collectsInfeasible = false
        /// The phase-one objective while a row is added with an artificial variable.
        var artificial: Row?
        /// Scratch: dense accumulator for expansions (all zero between uses).
        var accumulator: [Double] = []
        /// Bumped whenever the reference graph of external rows may have changed, which makes
        /// `program` stale.
        var structureVersion = 0
        /// The cached evaluation order for `updateVariables` (see `EvaluationProgram`).
        var program = EvaluationProgram()
        /// Scratch: visit marks compared against `epoch`.
        var stamps: [UInt32] = []
        /// Scratch: the current mark.
        var epoch: UInt32 = 0

        /// An empty tableau whose objective follows `order`.
        init(order: Cassowary.PriorityOrder = .weighted) {
            isLexicographic = order == .lexicographic
        }

        /// Number of symbols ever created (ids are `0..<symbolCount`).
        var symbolCount: Int { kinds.count }

        // MARK: Symbols

        /// Creates a symbol with the next id.
        mutating func makeSymbol(_ kind: SymbolKind) -> SymbolID {
            let id = SymbolID(kinds.count)
            kinds.append(kind)
            isBasic.append(false)
            rows.append(.empty)
            columns.append([])
            isClosed.append(false)
            objective.append(0)
            weights.append(0)
            if isLexicographic { levelObjective.append([]) }
            accumulator.append(0)
            stamps.append(0)
            return id
        }

        /// Forgets the symbols created since `count`; they must appear nowhere.
        mutating func truncateSymbols(to count: Int) {
            let extra = kinds.count - count
            guard extra > 0 else { return }
            kinds.removeLast(extra)
            isBasic.removeLast(extra)
            rows.removeLast(extra)
            columns.removeLast(extra)
            isClosed.removeLast(extra)
            objective.removeLast(extra)
            weights.removeLast(extra)
            if isLexicographic { levelObjective.removeLast(extra) }
            accumulator.removeLast(extra)
            stamps.removeLast(extra)
        }

        /// A fresh visit mark for `stamps`.
        mutating func nextEpoch() -> UInt32 {
            if epoch == UInt32.max {
                for i in stamps.indices { stamps[i] = 0 }
                epoch = 0
            }
            epoch += 1
            return epoch
        }

        /// Whether `id` is a basic external, i.e. a reference when it appears in a row.
        @inline(__always)
        func isReference(_ id: SymbolID) -> Bool {
            let i = Int(id)
            return kinds[i] == .external && isBasic[i]
        }

        // MARK: Rows and columns

        /// Puts `row` into the tableau as the row of `key`, registering its cells in the columns.
        mutating func attach(_ key: SymbolID, _ row: Row) {
            var row = row
            for i in row.cells.indices {
                let id = Int(row.cells[i].id)
                row.cells[i].position = Int32(columns[id].count)
                columns[id].append(key)
            }
            rows[Int(key)] = row
            isBasic[Int(key)] = true
        }

        /// Takes the row of `key` out of the tableau (and out of the columns); `key` becomes
        /// non-basic.
        mutating func detach(_ key: SymbolID) -> Row {
            let row = rows[Int(key)]
            rows[Int(key)] = .empty
            isBasic[Int(key)] = false
            for cell in row.cells { removeFromColumn(cell.id, at: cell.position) }
            return row
        }

        /// Removes entry `position` of `columns[id]` by moving the last entry into its place and
        /// fixing that row's recorded position: O(log row length) instead of a linear search.
        mutating func removeFromColumn(_ id: SymbolID, at position: Int32) {
            let s = Int(id)
            let last = columns[s].count - 1
            let p = Int(position)
            if p != last {
                let moved = columns[s][last]
                columns[s][p] = moved
                if let i = rows[Int(moved)].index(of: id) {
                    rows[Int(moved)].cells[i].position = position
                }
            }
            columns[s].removeLast()
        }

        /// Adds `factor × source` to the tableau row `key`, except for the cell of `dropping`
        /// (whose column the caller manages). Keeps the columns in step.
        mutating func merge(into key: SymbolID, _ source: Row, times factor: Double, dropping: SymbolID) {
            let k = Int(key)
            let old = rows[k].cells
            var merged: [Cell] = []
            merged.reserveCapacity(old.count + source.cells.count)
            var cancelled: [Cell] = []
            var hasNew = false
            var i = 0
            var j = 0
            let src = source.cells
            while i < old.count || j < src.count {
                if j == src.count || (i < old.count && old[i].id < src[j].id) {
                    if old[i].id != dropping { merged.append(old[i]) }
                    i += 1
                } else if i == old.count || src[j].id < old[i].id {
                    let value = src[j].coefficient * factor
                    if !nearZero(value) {
                        merged.append(Cell(src[j].id, value))
                        hasNew = true
                    }
                    j += 1
                } else {
                    let value = old[i].coefficient + src[j].coefficient * factor
                    if old[i].id == dropping {
                        // Cannot happen (a source row never contains the symbol it defines).
                    } else if nearZero(value) {
                        cancelled.append(old[i])
                    } else {
                        var cell = old[i]
                        cell.coefficient = value
                        merged.append(cell)
                    }
                    i += 1
                    j += 1
                }
            }
            rows[k].cells = merged
            rows[k].constant += source.constant * factor
            if hasNew {
                for index in rows[k].cells.indices where rows[k].cells[index].position < 0 {
                    let id = Int(rows[k].cells[index].id)
                    let position = Int32(columns[id].count)
                    columns[id].append(key)
                    rows[k].cells[index].position = position
                }
            }
            for cell in cancelled { removeFromColumn(cell.id, at: cell.position) }
        }

        /// Replaces `symbol` by `row` (the right-hand side of its new definition) everywhere:
        /// in the rows of its column only (thanks to the column index), in the objective and in
        /// the artificial objective. Afterwards no row contains `symbol`.
        mutating func substitute(_ symbol: SymbolID, _ row: Row) {
            var holders = columns[Int(symbol)]
            columns[Int(symbol)] = []
            // Process rows in id order so the outcome never depends on the column's history.
            if holders.count > 1 { holders.sort() }
            for key in holders {
                let k = Int(key)
                guard let i = rows[k].index(of: symbol) else { continue }
                let factor = rows[k].cells[i].coefficient
                merge(into: key, row, times: factor, dropping: symbol)
                if collectsInfeasible && kinds[k] != .external && rows[k].constant < 0 {
                    infeasible.append(key)
                }
            }
            if isLexicographic {
                let costs = levelObjective[Int(symbol)]
                if !costs.isEmpty {
                    levelObjective[Int(symbol)] = []
                    addToLevelObjective(row, times: costs)
                }
            } else {
                let factor = objective[Int(symbol)]
                if factor != 0 {
                    objective[Int(symbol)] = 0
                    addToObjective(row, times: factor)
                }
            }
            if artificial != nil {
                artificial!.substitute(symbol, with: row)
            }
        }

        /// Makes `entering` basic in place of `leaving` (a simplex pivot).
        mutating func pivot(entering: SymbolID, leaving: SymbolID) {
            pivotsSinceRefresh += 1
            var row = detach(leaving)
            row.solve(leaving: leaving, entering: entering)
            substitute(entering, row)
            attach(entering, row)
        }

        // MARK: Objective

        /// The weight of an error of a constraint of `strength` within its level: the strength itself
        /// in a weighted tableau (one level for all), 1 in a lexicographic one (a level per strength).
        func objectiveWeight(ofStrength strength: Double) -> Double {
            isLexicographic ? 1 : strength
        }

        /// Creates the error symbol of an optional constraint of `strength` (its `weights` entry).
        mutating func makeErrorSymbol(strength: Double) -> SymbolID {
            let id = makeSymbol(.error)
            weights[Int(id)] = strength
            addToObjective(id, objectiveWeight(ofStrength: strength), level: strength)
            return id
        }

        /// Clears the objective coefficient of `id` (every level of it).
        mutating func clearObjective(of id: SymbolID) {
            objective[Int(id)] = 0
            if isLexicographic && !levelObjective[Int(id)].isEmpty { levelObjective[Int(id)] = [] }
        }

        /// Adds `value` to the objective coefficient of `id` at `level` (which a weighted tableau
        /// ignores).
        mutating func addToObjective(_ id: SymbolID, _ value: Double, level: Double) {
            if isLexicographic {
                addToLevelObjective(id, level: level, value)
            } else {
                addToObjective(id, value)
            }
        }

        /// Adds `factor × row` to the objective at `level` (which a weighted tableau ignores).
        mutating func addToObjective(_ row: Row, times factor: Double, level: Double) {
            if isLexicographic {
                addToLevelObjective(row, times: [Cassowary.LevelCost(level: level, value: factor)])
            } else {
                addToObjective(row, times: factor)
            }
        }

        /// The reduced cost of non-basic `id` recomputed from its column rather than read from the
        /// incrementally updated objective: its own weight plus `weight × coefficient` for each basic
        /// error row containing it. Also returns the magnitude of the summed terms, so callers can
        /// tell a genuine zero (terms that cancel) from a small preference.
        func freshReducedCost(of id: SymbolID) -> (value: Double, magnitude: Double) {
            var value = weights[Int(id)]
            var magnitude = abs(value)
            for key in columns[Int(id)] where kinds[Int(key)] == .error && weights[Int(key)] != 0 {
                let term = weights[Int(key)] * rows[Int(key)].coefficient(of: id)
                value += term
                magnitude += abs(term)
            }
            return (value, magnitude)
        }

        /// Recomputes the objective from `weights` and the rows. Each pivot adds a multiple of a row
        /// into it, and with strengths spanning 1…10⁹ the rounding residue of strong terms can swamp
        /// weak coefficients; refreshing every so many pivots (amortised O(1) per pivot) keeps that
        /// drift bounded.
        mutating func refreshObjective() {
            pivotsSinceRefresh = 0
            if isLexicographic {
                candidates = SymbolHeap()
                refreshLevelObjective()
                return
            }
            for i in objective.indices { objective[i] = 0 }
            objectiveConstant = 0
            candidates = SymbolHeap()
            for s in weights.indices where weights[s] != 0 {
                if isBasic[s] {
                    let row = rows[s]
                    addToObjective(row, times: weights[s])
                } else {
                    addToObjective(SymbolID(s), weights[s])
                }
            }
        }

        /// Refreshes the objective once enough pivots have accumulated (see `refreshObjective`).
        mutating func refreshObjectiveIfDue() {
            if pivotsSinceRefresh > max(64, symbolCount / 4) { refreshObjective() }
        }

        /// Adds `value` to the objective coefficient of `id` (kiwi's `insert(symbol)`).
        mutating func addToObjective(_ id: SymbolID, _ value: Double) {
            let s = Int(id)
            var sum = objective[s] + value
            if nearZero(sum) { sum = 0 }
            objective[s] = sum
            if sum < 0 { candidates.push(id) }
        }

        /// Adds `factor × row` to the objective.
        mutating func addToObjective(_ row: Row, times factor: Double) {
            objectiveConstant += row.constant * factor
            for cell in row.cells { addToObjective(cell.id, cell.coefficient * factor) }
        }
    }
}

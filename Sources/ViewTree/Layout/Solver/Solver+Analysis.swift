extension Cassowary.Solver {
    typealias SymbolID = Cassowary.SymbolID

    // MARK: Ambiguity

    /// Whether the solved system leaves `variable` free to take other values at the same cost.
    ///
    /// The rule, read off the optimal tableau:
    /// - A variable the solver has never seen (no constraint mentions it) is ambiguous.
    /// - A *non-basic* external variable is always ambiguous. External symbols are unrestricted
    ///   and never appear in the objective or in a restricted row, so moving one only moves other
    ///   external variables: nothing is violated and nothing costs more. (There is no "unless":
    ///   an edit variable or any constraint that determines it would have made it basic.)
    /// - A *basic* external variable is determined by the full expansion of its row in terms of
    ///   non-basic symbols. It is ambiguous exactly when some move of those symbols that keeps
    ///   every constraint and the optimal cost changes it. Only these symbols can move at no cost:
    ///   - non-basic externals (unrestricted, cost-free): a non-zero coefficient → ambiguous;
    ///   - slack and error symbols whose reduced cost (objective coefficient) is zero: they may
    ///     grow from zero as long as no restricted row goes negative. This is what ties between
    ///     optional constraints of equal strength and inequalities with room to spare produce.
    ///
    ///   "Zero" is judged on the reduced cost recomputed from the symbol's column, relative to
    ///   the strengths that cancel in it (below 1e-8 of their magnitude): a tie between strong
    ///   constraints cancels 10⁶-sized terms, whose rounding residue is far above kiwi's absolute
    ///   1e-8. The price, in a `.weighted` solver: preferences smaller than 1e-8 of the competing
    ///   strengths (priority 1 against priority 999 pairs) count as ties. A `.lexicographic` solver
    ///   judges each level on its own (its weights are 1), so any priority's preference counts.
    ///
    ///   Pinned, never moving: dummy symbols (required equalities) and slack/error symbols with a
    ///   positive reduced cost (moving them raises the objective, so every optimum has them at 0).
    ///   A zero-cost symbol with a non-zero coefficient that can grow on its own (no *tight*
    ///   restricted row, one at zero, has a negative coefficient for it) makes the variable
    ///   ambiguous. When all of them are blocked by tight rows (a degenerate vertex, e.g.
    ///   `x >= 4` and `x <= 4`), a small exact LP over the tight rows decides whether a
    ///   combination of them can move the variable (`ConeProbe`; components of more than 256
    ///   tight rows or symbols are not probed and count as determined).
    ///
    /// Coefficients are summed through the references before testing, so a free symbol that
    /// cancels out (`width = right - left`, both depending on the same free `left`) does not make
    /// the variable ambiguous. Results are cached per tableau state, so asking about every
    /// variable of a layout is linear in the common (non-degenerate) case.
    public func isAmbiguous(_ variable: Cassowary.Variable) -> Bool {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)] else { return true }
        guard tableau.isBasic[Int(symbol)] else { return true }
        let projection = movableProjection(of: symbol)
        if projection.isEmpty { return false }
        var blocked: [Cassowary.Cell] = []
        for cell in projection {
            let kind = tableau.kinds[Int(cell.id)]
            if kind == .external || !isBlocked(cell.id) { return true }
            blocked.append(cell)
        }
        return degenerateMoveExists(blocked)
    }

    /// The constraints whose marker or error symbols appear in the full expansion of the row of
    /// `variable`, in the order they were added (edit-variable constraints excluded).
    ///
    /// These are the constraints the current value of `variable` is derived from (active
    /// inequalities included, inactive ones not). A non-basic or unknown variable is determined by
    /// nothing, so the result is empty.
    public func constraints(affecting variable: Cassowary.Variable) -> [Cassowary.Constraint] {
        guard let symbol = symbolOfVariable[ObjectIdentifier(variable)],
            tableau.isBasic[Int(symbol)]
        else { return [] }
        let row = tableau.fullExpansion(of: symbol)
        var found: [(marker: SymbolID, constraint: Cassowary.Constraint)] = []
        var seen = Set<ObjectIdentifier>()
        for cell in row.cells {
            guard let constraint = owners[cell.id],
                let tag = tags[ObjectIdentifier(constraint)], !tag.isEdit,
                seen.insert(ObjectIdentifier(constraint)).inserted
            else { continue }
            found.append((tag.marker, constraint))
        }
        return found.sorted { $0.marker < $1.marker }.map(\.constraint)
    }

    /// Grows the per-symbol caches to the symbol count.
    private func reserveCaches() {
        let count = tableau.symbolCount
        if freeCache.count < count {
            let extra = count - freeCache.count
            freeCache.append(contentsOf: repeatElement(-1, count: extra))
            projectionCache.append(contentsOf: repeatElement(-1, count: extra))
            projections.append(contentsOf: repeatElement([], count: extra))
        }
    }

    /// Whether `symbol` can move at no cost: a non-basic external, or a non-basic slack/error
    /// symbol with a zero objective coefficient. Cached per generation: `freeCache[s]` is
    /// `2·generation + (movable ? 1 : 0)` once computed.
    private func isMovable(_ symbol: SymbolID) -> Bool {
        let s = Int(symbol)
        if freeCache[s] >= 0 && freeCache[s] >> 1 == generation { return freeCache[s] & 1 == 1 }
        let movable: Bool
        if tableau.isBasic[s] {
            movable = false
        } else {
            switch tableau.kinds[s] {
            case .external: movable = true
            case .dummy: movable = false
            case .slack, .error:
                if tableau.isLexicographic {
                    movable = tableau.significantLevelCosts(of: symbol, relativeTolerance: 1e-8).isEmpty
                } else {
                    let cost = tableau.freshReducedCost(of: symbol)
                    movable = abs(cost.value) <= max(Cassowary.epsilon, 1e-8 * cost.magnitude)
                }
            }
        }
        freeCache[s] = 2 * generation + (movable ? 1 : 0)
        return movable
    }

    /// Whether growing zero-cost `symbol` alone would make a tight restricted row negative.
    private func isBlocked(_ symbol: SymbolID) -> Bool {
        for key in tableau.columns[Int(symbol)] {
            let k = Int(key)
            guard tableau.kinds[k] != .external else { continue }
            if isTight(key) && tableau.rows[k].coefficient(of: symbol) < 0 { return true }
        }
        return false
    }

    /// A restricted row at zero (a basic dummy row always is: it must stay zero).
    private func isTight(_ key: SymbolID) -> Bool {
        tableau.kinds[Int(key)] == .dummy || tableau.rows[Int(key)].constant <= Cassowary.epsilon
    }

    /// Decides the degenerate case exactly: gathers the zero-cost symbols linked to `start`
    /// through tight restricted rows, and asks `ConeProbe` whether a non-negative combination of
    /// them keeps those rows non-negative while moving the variable up, or down.
    private func degenerateMoveExists(_ start: [Cassowary.Cell]) -> Bool {
        var columnIndex: [SymbolID: Int] = [:]
        var symbols: [SymbolID] = []
        var rowKeys: [SymbolID] = []
        var seenRows = Set<SymbolID>()
        for cell in start where columnIndex[cell.id] == nil {
            columnIndex[cell.id] = symbols.count
            symbols.append(cell.id)
        }
        var next = 0
        while next < symbols.count {
            // The dense probe is for the handful of tight rows around one variable; a degenerate
            // component this large is not a layout's, and blocked symbols are then taken at their
            // word (reported as determined) rather than paying a cubic LP.
            if symbols.count > 256 || rowKeys.count > 256 { return false }
            let symbol = symbols[next]
            next += 1
            for key in tableau.columns[Int(symbol)] where tableau.kinds[Int(key)] != .external {
                guard isTight(key), seenRows.insert(key).inserted else { continue }
                rowKeys.append(key)
                for cell in tableau.rows[Int(key)].cells
                where isMovable(cell.id) && columnIndex[cell.id] == nil {
                    columnIndex[cell.id] = symbols.count
                    symbols.append(cell.id)
                }
            }
        }
        rowKeys.sort()  // deterministic order of the LP rows
        var rows: [[Double]] = []
        for key in rowKeys {
            var dense = [Double](repeating: 0, count: symbols.count)
            for cell in tableau.rows[Int(key)].cells {
                if let j = columnIndex[cell.id] { dense[j] = cell.coefficient }
            }
            rows.append(dense)
            if tableau.kinds[Int(key)] == .dummy { rows.append(dense.map { -$0 }) }  // = 0
        }
        var objective = [Double](repeating: 0, count: symbols.count)
        for cell in start { objective[columnIndex[cell.id]!] = cell.coefficient }
        return Cassowary.ConeProbe.hasIncreasingDirection(rows: rows, objective: objective)
            || Cassowary.ConeProbe.hasIncreasingDirection(rows: rows, objective: objective.map { -$0 })
    }

    /// The full expansion of basic external `root` restricted to movable symbols (sorted,
    /// non-zero cells), memoised for every reference visited on the way.
    private func movableProjection(of root: SymbolID) -> [Cassowary.Cell] {
        reserveCaches()
        if projectionCache[Int(root)] == generation { return projections[Int(root)] }
        var stack: [(node: SymbolID, next: Int)] = [(root, 0)]
        while let top = stack.last {
            let u = Int(top.node)
            var next = top.next
            var pushed = false
            let cells = tableau.rows[u].cells
            while next < cells.count {
                let child = cells[next].id
                next += 1
                if tableau.isReference(child) && projectionCache[Int(child)] != generation {
                    stack[stack.count - 1].next = next
                    stack.append((child, 0))
                    pushed = true
                    break
                }
            }
            if pushed { continue }
            stack.removeLast()
            guard projectionCache[u] != generation else { continue }
            var sum = Cassowary.Row()
            for cell in cells {
                if tableau.isReference(cell.id) {
                    let child = projections[Int(cell.id)]
                    if !child.isEmpty {
                        sum.add(Cassowary.Row(cells: child), times: cell.coefficient)
                    }
                } else if isMovable(cell.id) {
                    sum.insert(cell.id, cell.coefficient)
                }
            }
            projections[u] = sum.cells
            projectionCache[u] = generation
        }
        return projections[Int(root)]
    }
}

extension Cassowary.Tableau {
    typealias InternalSolverError = Cassowary.InternalSolverError

    // MARK: Adding a row

    /// Adds the row of a new constraint (`0 = constant + Σ cells`, markers included) and
    /// re-optimises. Returns nil on success; on failure (the constraint is required and
    /// infeasible) returns the marker symbols that certify the conflict, and the tableau is exactly
    /// as before the call (except for symbols the caller created, which it truncates).
    ///
    /// The subject (the symbol the row is solved for) is chosen as in kiwi, with one shortcut
    /// that keeps chains linear:
    /// 1. A *fresh* external: non-basic and in no row. Its coefficient in the fully expanded row
    ///    is its direct one, so the row can be stored lazily, references unexpanded.
    /// 2. Else expand references to *open* rows (the only ones that can hide a non-basic
    ///    external) and take the lowest-id non-basic external: kiwi's choice.
    /// 3. Else the row is restricted: expand it fully, make its constant non-negative, and use
    ///    the marker (or the other error symbol) when its coefficient is negative, a redundant
    ///    all-dummy row's marker, or, as a last resort, an artificial variable (phase one).
    mutating func insertRow(
        _ newRow: Row, marker: SymbolID, other: SymbolID
    ) throws(InternalSolverError) -> [SymbolID]? {
        var row = newRow
        if let subject = freshExternal(in: row) {
            insertExternalRow(row, subject: subject)
            try optimize()
            return nil
        }
        expand(&row, all: false)
        if let subject = row.cells.first(where: {
            kinds[Int($0.id)] == .external && !isBasic[Int($0.id)]
        })?.id {
            insertExternalRow(row, subject: subject)
            try optimize()
            return nil
        }
        expand(&row, all: true)
        if row.constant < 0 { row.reverseSign() }
        var subject = restrictedSubject(row, marker: marker, other: other)
        if subject == nil && row.cells.allSatisfy({ kinds[Int($0.id)] == .dummy }) {
            // Only pinned symbols: a redundant constraint if the constant is zero, else a
            // contradiction of required equalities, named by their dummies.
            if !Cassowary.nearZero(row.constant) { return row.cells.map(\.id) }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            attach(subject, row)
        } else if let conflicts = try addWithArtificialVariable(row) {
            return conflicts
        }
        try optimize()
        return nil
    }

    /// The lowest-id external in `row` that is non-basic and appears in no tableau row.
    func freshExternal(in row: Row) -> SymbolID? {
        for cell in row.cells {
            let i = Int(cell.id)
            if kinds[i] == .external && !isBasic[i] && columns[i].isEmpty { return cell.id }
        }
        return nil
    }

    /// Solves `row` for external `subject` and stores it lazily. Rows that contained `subject`
    /// now refer to it instead of being substituted (external rows are not part of the simplex,
    /// so nothing else needs to change), and may have become closed.
    mutating func insertExternalRow(_ newRow: Row, subject: SymbolID) {
        var row = newRow
        row.solve(for: subject)
        attach(subject, row)
        structureVersion &+= 1
        let s = Int(subject)
        isClosed[s] = computeClosed(subject)
        if isClosed[s] && !columns[s].isEmpty { propagateClosed(from: columns[s]) }
    }

    /// kiwi's `chooseSubject` for a restricted row: the marker or the other error symbol, when it
    /// is pivotable and its coefficient is negative (so solving keeps it ≥ 0).
    func restrictedSubject(_ row: Row, marker: SymbolID, other: SymbolID) -> SymbolID? {
        if kinds[Int(marker)].isPivotable && row.coefficient(of: marker) < 0 { return marker }
        if other >= 0 && kinds[Int(other)].isPivotable && row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one: adds `row` with an artificial slack and minimises it. Returns nil on success;
    /// on failure restores the tableau and returns the required markers (slacks and dummies) in
    /// the final phase-one objective: their non-zero reduced costs are the multipliers of a
    /// Farkas certificate, so those constraints together with the new one are infeasible.
    mutating func addWithArtificialVariable(_ row: Row) throws(InternalSolverError) -> [SymbolID]? {
        // Copy-on-write snapshot: costs a copy of the touched arrays, only on this rare path.
        let saved = self
        let art = makeSymbol(.slack)
        attach(art, row)
        artificial = row
        do {
            try optimizeArtificial()
        } catch {
            self = saved
            throw error
        }
        let phaseOne = artificial ?? Row()
        artificial = nil
        if !Cassowary.nearZero(phaseOne.constant) {
            let markers = phaseOne.cells.filter {
                $0.id != art && (kinds[Int($0.id)] == .slack || kinds[Int($0.id)] == .dummy)
            }.map(\.id)
            self = saved
            return markers
        }
        if isBasic[Int(art)] {
            var artRow = detach(art)
            if !artRow.cells.isEmpty {
                guard let entering = artRow.cells.first(where: { kinds[Int($0.id)].isPivotable })?.id
                else {
                    self = saved
                    return []
                }
                artRow.solve(leaving: art, entering: entering)
                substitute(entering, artRow)
                attach(entering, artRow)
            }
        }
        // The artificial variable is zero now: drop it from every row.
        let holders = columns[Int(art)]
        columns[Int(art)] = []
        for key in holders {
            if let i = rows[Int(key)].index(of: art) { rows[Int(key)].cells.remove(at: i) }
        }
        clearObjective(of: art)
        return nil
    }

    // MARK: Primal simplex

    /// Minimises the objective: Bland's rule (lowest-id entering symbol with a negative reduced
    /// cost, lowest-id leaving row among ratio ties), so it terminates and is deterministic.
    ///
    /// The objective (a weighted sum of non-negative errors) is bounded below, so a negative
    /// reduced cost that no row bounds can only be rounding residue: it is cleared, not obeyed.
    mutating func optimize() throws(InternalSolverError) {
        refreshObjectiveIfDue()
        while let entering = nextEntering() {
            guard let leaving = leavingRow(for: entering) else {
                clearObjective(of: entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The lowest-id non-basic, non-dummy symbol with a negative objective coefficient.
    ///
    /// Before a symbol is trusted as entering, its reduced cost is recomputed from its column: a
    /// coefficient that is only drift (a tie between strong constraints, say, off by 10⁻⁷) is
    /// corrected instead of driving a pointless, error-amplifying pivot.
    mutating func nextEntering() -> SymbolID? {
        if isLexicographic { return nextLexicographicEntering() }
        while let id = candidates.first {
            let i = Int(id)
            if i < kinds.count && !isBasic[i] && kinds[i] != .dummy && objective[i] < 0 {
                let fresh = freshReducedCost(of: id)
                if fresh.value < -max(Cassowary.epsilon, 1e-9 * fresh.magnitude) {
                    objective[i] = fresh.value
                    return id
                }
                objective[i] = fresh.value < 0 ? 0 : fresh.value
            }
            candidates.removeFirst()
        }
        return nil
    }

    /// `nextEntering` for a lexicographic objective: the lowest-id symbol whose cost, recomputed
    /// from its column level by level (residue dropped), is negative at its highest level.
    mutating func nextLexicographicEntering() -> SymbolID? {
        while let id = candidates.first {
            let i = Int(id)
            if i < kinds.count && !isBasic[i] && kinds[i] != .dummy && Self.isNegative(levelObjective[i]) {
                let fresh = significantLevelCosts(of: id, relativeTolerance: 1e-9)
                levelObjective[i] = fresh
                if Self.isNegative(fresh) { return id }
            }
            candidates.removeFirst()
        }
        return nil
    }

    /// Phase one: minimises the artificial objective the same way.
    mutating func optimizeArtificial() throws(InternalSolverError) {
        while true {
            guard let phaseOne = artificial,
                let entering = phaseOne.cells.first(where: {
                    $0.coefficient <= -Cassowary.pivotTolerance && kinds[Int($0.id)] != .dummy
                })?.id
            else { return }
            guard let leaving = leavingRow(for: entering) else {
                // Bounded below by zero too: the negative coefficient is rounding residue.
                artificial?.remove(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The ratio test: among restricted rows where `entering` has a negative coefficient, the one
    /// that reaches zero first as `entering` grows; lowest id on ties. Only the rows in the column
    /// of `entering` are looked at. Restricted cells within `pivotTolerance` of zero are rounding
    /// residue: they are removed (so the pivot leaves those rows alone) rather than pivoted on.
    ///
    /// Harris's two-pass rule picks among the rows that (nearly) tie for the smallest ratio the
    /// one with the largest pivot element, so the division amplifies as little rounding as
    /// possible; exact ties then go to the lowest id.
    mutating func leavingRow(for entering: SymbolID) -> SymbolID? {
        flushResidue(of: entering)
        // Pass 1: the largest step any row allows when its constant is relaxed by a hair.
        var limit = Double.greatestFiniteMagnitude
        for key in columns[Int(entering)] where kinds[Int(key)] != .external {
            let coefficient = rows[Int(key)].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            // A constant a rounding error below zero means zero: a negative ratio would move the
            // entering symbol backwards and undo the optimisation.
            let relaxed = (max(0, rows[Int(key)].constant) + Cassowary.epsilon) / -coefficient
            limit = min(limit, relaxed)
        }
        guard limit < Double.greatestFiniteMagnitude else { return nil }
        // Pass 2: within that step, the largest pivot element.
        var best: SymbolID = -1
        var bestPivot = 0.0
        for key in columns[Int(entering)] where kinds[Int(key)] != .external {
            let coefficient = rows[Int(key)].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = max(0, rows[Int(key)].constant) / -coefficient
            guard ratio <= limit else { continue }
            if -coefficient > bestPivot || (-coefficient == bestPivot && key < best) {
                bestPivot = -coefficient
                best = key
            }
        }
        return best >= 0 ? best : nil
    }

    /// Removes the cells of `symbol` whose coefficient is within `pivotTolerance` of zero from
    /// the restricted rows (see `pivotTolerance`).
    mutating func flushResidue(of symbol: SymbolID) {
        // Residue is small relative to the entries it was cancelled from, which live in the same
        // column: judge it against the column's largest entry too.
        var largest = 0.0
        for key in columns[Int(symbol)] where kinds[Int(key)] != .external {
            largest = max(largest, abs(rows[Int(key)].coefficient(of: symbol)))
        }
        let tolerance = max(Cassowary.pivotTolerance, min(1e-6 * largest, 1e-6))
        var residue: [(key: SymbolID, position: Int32)] = []
        for key in columns[Int(symbol)] where kinds[Int(key)] != .external {
            guard let i = rows[Int(key)].index(of: symbol) else { continue }
            let cell = rows[Int(key)].cells[i]
            if abs(cell.coefficient) < tolerance { residue.append((key, cell.position)) }
        }
        guard !residue.isEmpty else { return }
        // The objective holds `weight × row` for weighted (error) rows: keep it in step.
        if isLexicographic {
            if !isBasic[Int(symbol)] {
                for entry in residue where weights[Int(entry.key)] != 0 {
                    let change = -rows[Int(entry.key)].coefficient(of: symbol)
                    addToLevelObjective(symbol, level: weights[Int(entry.key)], change)
                }
            }
        } else {
            var objectiveChange = 0.0
            for entry in residue where weights[Int(entry.key)] != 0 {
                objectiveChange -= weights[Int(entry.key)] * rows[Int(entry.key)].coefficient(of: symbol)
            }
            if objectiveChange != 0 && !isBasic[Int(symbol)] { addToObjective(symbol, objectiveChange) }
        }
        // Remove from the rows first, then from the column from its end backwards, so each
        // recorded position is still valid when its turn comes.
        for entry in residue { rows[Int(entry.key)].remove(symbol) }
        for entry in residue.sorted(by: { $0.position > $1.position }) {
            removeFromColumn(symbol, at: entry.position)
        }
    }

    // MARK: Dual simplex (edit variables)

    /// Changes the constant of an edit constraint by `delta` and restores feasibility with the
    /// dual simplex, which keeps the objective optimal throughout (kiwi's `suggestValue`).
    mutating func suggest(delta: Double, marker: SymbolID, other: SymbolID) throws(InternalSolverError) {
        let m = Int(marker)
        let o = Int(other)
        if isBasic[m] {
            rows[m].constant -= delta
            if rows[m].constant < 0 { infeasible.append(marker) }
        } else if isBasic[o] {
            rows[o].constant += delta
            if rows[o].constant < 0 { infeasible.append(other) }
        } else {
            var holders = columns[m]
            if holders.count > 1 { holders.sort() }
            for key in holders {
                let k = Int(key)
                let coefficient = rows[k].coefficient(of: marker)
                rows[k].constant += delta * coefficient
                if kinds[k] != .external && rows[k].constant < 0 { infeasible.append(key) }
            }
        }
        try dualOptimize()
    }

    /// Pivots negative restricted rows back to feasibility, choosing the entering symbol with the
    /// smallest ratio of objective coefficient to row coefficient (lowest id on ties).
    mutating func dualOptimize() throws(InternalSolverError) {
        refreshObjectiveIfDue()
        collectsInfeasible = true
        defer {
            collectsInfeasible = false
            infeasible.removeAll()
        }
        while let leaving = infeasible.popLast() {
            let l = Int(leaving)
            guard isBasic[l], kinds[l] != .external else { continue }
            let constant = rows[l].constant
            guard constant < 0, !Cassowary.nearZero(constant) else { continue }
            var entering: SymbolID = -1
            if isLexicographic {
                var bestCoefficient = 0.0
                for cell in rows[l].cells
                where cell.coefficient >= Cassowary.pivotTolerance && kinds[Int(cell.id)] != .dummy {
                    if entering < 0
                        || Self.ratio(levelObjective[Int(cell.id)], cell.coefficient,
                                      isLessThan: levelObjective[Int(entering)], bestCoefficient)
                    {
                        bestCoefficient = cell.coefficient
                        entering = cell.id
                    }
                }
            } else {
                var bestRatio = Double.greatestFiniteMagnitude
                for cell in rows[l].cells
                where cell.coefficient >= Cassowary.pivotTolerance && kinds[Int(cell.id)] != .dummy {
                    let ratio = objective[Int(cell.id)] / cell.coefficient
                    if ratio < bestRatio {
                        bestRatio = ratio
                        entering = cell.id
                    }
                }
            }
            guard entering >= 0 else { throw InternalSolverError(message: "dual optimize failed") }
            pivot(entering: entering, leaving: leaving)
        }
        // In exact arithmetic the dual simplex ends optimal. With many levels a cost can still
        // come out a rounding residue above zero at a high level and be dropped, exposing a
        // negative lower level; the primal simplex takes such a symbol (only those are
        // candidates, so an optimal tableau costs one look at an empty heap).
        if isLexicographic {
            collectsInfeasible = false
            try optimize()
        }
    }

    // MARK: Removing a row

    /// Removes the constraint whose symbols are `marker` / `other`, then re-optimises
    /// (kiwi's `removeConstraint`).
    mutating func removeRow(marker: SymbolID, other: SymbolID) throws(InternalSolverError) {
        // Take the errors out of the objective *before* pivoting, or the substitutions would
        // carry their weight into other symbols.
        if kinds[Int(marker)] == .error { removeMarkerEffects(marker) }
        if other >= 0 && kinds[Int(other)] == .error { removeMarkerEffects(other) }
        if isBasic[Int(marker)] {
            _ = detach(marker)
        } else if let leaving = markerLeavingRow(marker) {
            // Pivot the marker into the basis, then drop its row: the constraint's equation is gone.
            let holders = columns[Int(marker)]
            var row = detach(leaving)
            row.solve(leaving: leaving, entering: marker)
            substitute(marker, row)
            if kinds[Int(leaving)] == .external {
                structureVersion &+= 1
                // The variable is free now: rows mentioning it are open, and so is every row
                // referring to them (cheap when they already were). The rows that received the
                // marker's definition changed in other ways too and are re-judged one by one.
                propagateOpen(from: columns[Int(leaving)])
                reexamineClosedness(holders)
            }
        }
        // The constraint's symbols are dead now. In exact arithmetic the other error symbol has
        // left every row too: it only ever occurs in a fixed ratio with the marker, so the
        // substitution cancels it (kiwi relies on that). In floating point it survives as
        // residue of ~1e-8…1e-6 in the rows that cancelled it, where it is free, costless and
        // ready to be pivoted on: a division by noise that wrecks the tableau. Purge it.
        for symbol in [marker, other] where symbol >= 0 && !isBasic[Int(symbol)] {
            purge(symbol)
        }
        try optimize()
    }

    /// Deletes every occurrence of dead non-basic `symbol` (rows, column, objective, weight).
    mutating func purge(_ symbol: SymbolID) {
        let s = Int(symbol)
        let holders = columns[s]
        columns[s] = []
        for key in holders { rows[Int(key)].remove(symbol) }
        clearObjective(of: symbol)
        weights[s] = 0
    }

    /// Removes `weight × marker` from the objective (at the marker's level), expressed in
    /// non-basic symbols.
    mutating func removeMarkerEffects(_ marker: SymbolID) {
        let m = Int(marker)
        let strength = weights[m]
        let weight = objectiveWeight(ofStrength: strength)
        weights[m] = 0
        if isBasic[m] {
            let row = rows[m]
            addToObjective(row, times: -weight, level: strength)
        } else {
            addToObjective(marker, -weight, level: strength)
        }
    }

    /// kiwi's `getMarkerLeavingRow`, with one rule first: a pinned row (a basic dummy, the marker
    /// of a redundant required equality) holding the marker. Then the restricted row with the
    /// smallest ratio where the marker has a negative coefficient, else the smallest ratio where
    /// it is positive, else an external row. For the last case the row must have the marker in
    /// its *full* expansion with the coefficient we see; a row none of whose references reaches
    /// another row containing the marker qualifies, and we walk down the reference graph until we
    /// find one.
    ///
    /// Why pinned rows first: such a row says that its constraint's equation is a combination of
    /// the others', the removed one's among them. Pivoting the marker out through it makes the
    /// redundant constraint take the removed one's place, exactly the system a fresh solver
    /// builds; its constant is zero, so no other row's constant moves and feasibility holds.
    /// kiwi's order can pick a slack or error row instead (a negative coefficient beats the
    /// pinned row's positive one), which writes restricted symbols into the pinned row: from
    /// then on nothing forces its dummy to zero, and the redundant constraint silently stops
    /// holding — a label lost both of its two equal required heights when one was deactivated
    /// (bug 109), and a later constant change found the pinned row broken and could not be undone
    /// (bug 108).
    mutating func markerLeavingRow(_ marker: SymbolID) -> SymbolID? {
        flushResidue(of: marker)
        var pinned: SymbolID = -1
        for key in columns[Int(marker)] where kinds[Int(key)] == .dummy
            && rows[Int(key)].coefficient(of: marker) != 0 && (pinned < 0 || key < pinned) {
            pinned = key
        }
        if pinned >= 0 { return pinned }
        var first: SymbolID = -1
        var firstRatio = Double.greatestFiniteMagnitude
        var second: SymbolID = -1
        var secondRatio = Double.greatestFiniteMagnitude
        var externals: [SymbolID] = []
        for key in columns[Int(marker)] {
            let k = Int(key)
            let coefficient = rows[k].coefficient(of: marker)
            if coefficient == 0 { continue }
            if kinds[k] == .external {
                externals.append(key)
            } else if coefficient < 0 {
                let ratio = -rows[k].constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && key < first) {
                    firstRatio = ratio
                    first = key
                }
            } else {
                let ratio = rows[k].constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && key < second) {
                    secondRatio = ratio
                    second = key
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        guard !externals.isEmpty else { return nil }
        externals.sort()
        var current = externals[0]
        if externals.count > 1 {
            while let deeper = reachableMember(from: current, in: externals) { current = deeper }
        }
        return current
    }
}

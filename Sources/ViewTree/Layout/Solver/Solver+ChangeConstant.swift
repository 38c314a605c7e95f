extension Cassowary.Solver {
    /// Changes the constant of a constraint already in the solver without re-adding it: the classic
    /// Cassowary constant update. `replacement` must have the same terms, relation and strength as
    /// `constraint` and may differ only in its expression's constant; it takes `constraint`'s place
    /// (a later `removeConstraint` or `changeConstant` names `replacement`).
    ///
    /// In the tableau every row is a combination of the original rows, and a constraint's marker
    /// symbol appears in each row exactly as often as that row contains the constraint's original
    /// row. So moving the constant by `d` is the same as shifting the marker by `d / c` (its original
    /// coefficient `c`): each row holding the marker moves its constant by its marker coefficient
    /// times that shift, as `suggestValue` does for an edit variable, and the dual simplex restores
    /// feasibility where a restricted row went negative. Costs the rows that hold the marker plus the
    /// pivots needed, not a rebuild.
    ///
    /// Each shifted row constant is rounded at the magnitude of the values it holds, so a huge
    /// constant that is later changed back does not give back the small values it was added to
    /// (3.4e302 + 44 is 3.4e302). The change is still made, and `magnitudeWatermark` records the
    /// new constant: when `changesInPlaceAreExact` is false a caller that needs exact values builds
    /// a new solver (the layout engine does).
    ///
    /// - Throws: `UnknownConstraint` if `constraint` is not in the solver (or is an edit);
    ///   `NonFiniteValue` for a non-finite constant; `IncompatibleReplacement` when `replacement`
    ///   differs in more than its constant; `UnsatisfiableConstraint` (with no conflict list) when a
    ///   required constraint cannot take the new constant together with the other required
    ///   constraints. On `UnsatisfiableConstraint` the solver keeps the old constant (and an optimal
    ///   solution for it, possibly in another basis). `InternalSolverError` when the old constant could not be
    ///   restored after such a failure: the solver is then unusable and must be replaced (the layout engine rebuilds).
    public func changeConstant(of constraint: Cassowary.Constraint, to replacement: Cassowary.Constraint) throws {
        let key = ObjectIdentifier(constraint)
        guard let tag = tags[key], !tag.isEdit else { throw Cassowary.UnknownConstraint(constraint: constraint) }
        guard replacement.expression.constant.isFinite else {
            throw Cassowary.NonFiniteValue(message: "constant of \(replacement)")
        }
        guard sameShape(constraint, replacement) else {
            throw Cassowary.IncompatibleReplacement(constraint: constraint, replacement: replacement)
        }
        noteMagnitude(abs(replacement.expression.constant))
        let difference = replacement.expression.constant - constraint.expression.constant
        // Re-key the constraint first: whatever happens next, the tag names one live object.
        let moved = Tag(constraint: replacement, marker: tag.marker, other: tag.other, isEdit: false)
        tags[key] = nil
        tags[ObjectIdentifier(replacement)] = moved
        owners[tag.marker] = replacement
        if tag.other >= 0 { owners[tag.other] = replacement }
        guard difference != 0 else { return }
        let shift = difference / markerCoefficient(of: constraint)
        generation += 1
        if tableau.shiftMarker(by: shift, marker: tag.marker, other: tag.other) {
            return
        }
        // Infeasible: put the old constant back (the dual simplex from the basis it reached finds
        // the old optimum again) and report the replacement as unsatisfiable.
        tags[ObjectIdentifier(replacement)] = nil
        tags[key] = tag
        owners[tag.marker] = constraint
        if tag.other >= 0 { owners[tag.other] = constraint }
        generation += 1
        if !tableau.shiftMarker(by: -shift, marker: tag.marker, other: tag.other, restoring: true) {
            // The dual simplex found no way back to the old constant from the basis the failed change reached. This
            // trapped (an assertion) until the ninth hostile-input sweep (bug 108: the layouts family moved a target,
            // changing several required constants in one pass, and a debug build stopped); the layout engine, which
            // takes any error of the in-place path as "rebuild", now builds a new solver, as it does for a conflict.
            throw Cassowary.InternalSolverError(message: "restoring a constant change failed: the rows no longer hold the old optimum; this solver must be replaced")
        }
        throw Cassowary.UnsatisfiableConstraint(constraint: replacement, conflicts: [])
    }

    /// The coefficient the constraint's marker got in its original row (see `insert`).
    private func markerCoefficient(of constraint: Cassowary.Constraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.isRequired ? 1 : -1
        }
    }

    /// Same terms (variables and coefficients, in order), relation and strength.
    private func sameShape(_ a: Cassowary.Constraint, _ b: Cassowary.Constraint) -> Bool {
        guard a.relation == b.relation, a.strength == b.strength,
              a.expression.terms.count == b.expression.terms.count else { return false }
        for (x, y) in zip(a.expression.terms, b.expression.terms)
        where x.variable !== y.variable || x.coefficient != y.coefficient {
            return false
        }
        return true
    }
}

extension Cassowary {
    /// `changeConstant(of:to:)` was given a replacement that differs in more than its constant.
    public struct IncompatibleReplacement: Error, CustomStringConvertible {
        /// The constraint in the solver.
        public let constraint: Constraint
        /// The replacement offered.
        public let replacement: Constraint
        /// Human-readable explanation.
        public var description: String { "replacement \(replacement) differs from \(constraint) in more than its constant" }
    }
}

extension Cassowary.Tableau {
    /// Shifts the marker of a constraint by `shift` (see `Solver.changeConstant`) and restores
    /// feasibility with the dual simplex. Returns false when the required constraints cannot all
    /// hold any more: a pinned (all-dummy) row left zero, or the dual simplex found no entering
    /// symbol. With `restoring`, every restricted row is re-examined (a failed attempt may have left
    /// rows negative that the shift back does not touch).
    mutating func shiftMarker(by shift: Double, marker: SymbolID, other: SymbolID, restoring: Bool = false) -> Bool {
        let m = Int(marker)
        var pinnedRowBroke = false
        if isBasic[m] {
            rows[m].constant -= shift
            if kinds[m] == .dummy {
                pinnedRowBroke = !Cassowary.nearZero(rows[m].constant)
            } else if rows[m].constant < 0 {
                infeasible.append(marker)
            }
        } else if other >= 0 && isBasic[Int(other)] {
            rows[Int(other)].constant += shift
            if rows[Int(other)].constant < 0 { infeasible.append(other) }
        } else {
            var holders = columns[m]
            if holders.count > 1 { holders.sort() }
            for key in holders {
                let k = Int(key)
                let coefficient = rows[k].coefficient(of: marker)
                rows[k].constant += shift * coefficient
                switch kinds[k] {
                case .external: break
                case .dummy: if !Cassowary.nearZero(rows[k].constant) { pinnedRowBroke = true }
                default: if rows[k].constant < 0 { infeasible.append(key) }
                }
            }
        }
        if restoring {
            infeasible.removeAll()
            for s in 0..<symbolCount where isBasic[s] && kinds[s] != .external && kinds[s] != .dummy && rows[s].constant < 0 {
                infeasible.append(SymbolID(s))
            }
        }
        if pinnedRowBroke {
            infeasible.removeAll()
            return false
        }
        do {
            try dualOptimize()
            return true
        } catch {
            return false
        }
    }
}

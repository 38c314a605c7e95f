import Foundation

// The full rebuild: every active constraint of every owner, in the owners' order, into a new solver.
// Its order decides which constraint a conflict breaks, so the incremental path defers to it
// whenever a conflict is in play.
extension LayoutEngine {
    /// Rebuilds and solves; returns whether there is a system (false when no constraint is active).
    func rebuildFromScratch() -> Bool {
        needsRebuild = false
        incrementalChurn = 0
        rebuildCount += 1
        forgetTouched()
        owners.removeAll { $0.object == nil || $0.object?.storedSimulation !== world }
        ownerIDs = Set(owners.map(\.id))
        let active = owners.flatMap { $0.object?.extras?.constraints ?? [] }
        clearSystem()
        guard !active.isEmpty || fittingRoot != nil else { return false }
        let solver = Cassowary.Solver(priorityOrder: .lexicographic)
        self.solver = solver

        // Expressions first: they decide which views take part.
        var rows: [(LayoutConstraint, Cassowary.Constraint, [Int32], [ObjectIdentifier])] = []
        rows.reserveCapacity(active.count)
        for constraint in active {
            constraint.isBroken = false
            guard let made = makeSolverConstraint(for: constraint) else {
                constraint.isBroken = true
                brokenCount += 1
                continue
            }
            rows.append((constraint, made.row, made.boxes, made.contents))
        }

        // A view being measured takes part even when no constraint names it (its intrinsic size).
        if let root = fittingRoot { _ = box(for: root) }

        // Every user row plus the boxes' own rows (at most two per axis), over four variables a box.
        solver.reserveCapacity(constraints: rows.count + 4 * boxOrder.count, variables: 4 * boxOrder.count)

        // The views' own constraints: frames of autoresizing views, intrinsic sizes of the others.
        for box in boxOrder {
            if let view = box.item as? View { try? addOwnConstraints(of: view, box, to: solver, throwing: false) }
        }

        records.reserveCapacity(rows.count)
        for (constraint, row, boxIDs, contentIDs) in rows {
            do {
                try solver.addConstraint(row)
                records[ObjectIdentifier(constraint)] = Record(constraint: constraint, solverConstraint: row, constant: constraint.constant,
                                                               priority: constraint.priority,
                                                               boxReferences: boxIDs, contentReferences: contentIDs)
                retain(boxes: boxIDs, contents: contentIDs)
            } catch let error as Cassowary.UnsatisfiableConstraint {
                brokenCount += 1
                reportConflict(breaking: constraint, conflicts: error.conflicts)
            } catch {
                brokenCount += 1
                constraint.isBroken = true
            }
        }
        solver.updateVariables()
        return true
    }

    /// Forgets the system: no solver, no boxes (their views told), no records.
    func clearSystem() {
        solver = nil
        usesBaselines = false
        usesAlignmentInsets = false
        labelBoxes = []
        for box in boxOrder {
            box.isLive = false
            (box.item as? View)?.inLayoutEngine = false
        }
        placements = [:]
        voidPlacements()
        joinedBoxes = []
        boxOrder = []
        boxes = [:]
        contentBoxes = [:]
        boxSlots = []
        slotStates = []
        systemGeneration &+= 1
        records = [:]
        brokenCount = 0
    }

    func forgetTouched() {
        touchedConstraints.removeAll()
        touchedConstraintIDs.removeAll()
        touchedViews.removeAll()
        touchedViewIDs.removeAll()
    }
}

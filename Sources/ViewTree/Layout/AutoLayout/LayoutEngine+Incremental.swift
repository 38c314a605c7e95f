import Foundation

// The incremental path: the changes noted since the last solve, applied to the solver in place.
extension LayoutEngine {
    /// Something the in-place path cannot do: the caller rebuilds.
    struct NeedsRebuild: Error {}

    /// Applies the noted changes in place and re-solves. Returns `nil` when they cannot be applied
    /// in place (the caller rebuilds; the solver may be half-changed and is thrown away), else
    /// whether a system remains.
    ///
    /// Huge values are never changed in place: once a constant (or coefficient) beyond
    /// `Cassowary.Solver.exactInPlaceMagnitude` (about 4.3e9 pt) has been in the solver — before
    /// this change, or brought in by it — the in-place result could carry its rounding (a constant
    /// of 3.4e302 put back to 44 cancelled the chain below it), so the system is rebuilt, exactly as
    /// a fresh layout of the same constraints. Ordinary layouts never come near it.
    func applyChangesInPlace() -> Bool? {
        guard let solver, solver.changesInPlaceAreExact else { return nil }
        let constraints = touchedConstraints
        let views = touchedViews
        forgetTouched()
        do {
            // Removals first, so that a swap (deactivate one, activate its replacement) never sees
            // both at once.
            for constraint in constraints where !isActiveHere(constraint) {
                let id = ObjectIdentifier(constraint)
                guard let record = records[id] else { continue }
                try removeRecord(id, record, from: solver)
            }
            for entry in views {
                if let view = entry.object { try refreshOwnConstraints(of: view, in: solver) }
            }
            for constraint in constraints where isActiveHere(constraint) {
                try reconcile(constraint, in: solver)
            }
        } catch {
            return nil
        }
        // A huge value came in with this change: the rebuild computes it exactly.
        guard solver.changesInPlaceAreExact else { return nil }
        compactBoxOrder()
        if records.isEmpty {
            clearSystem()   // as a rebuild with nothing active
            return false
        }
        solver.updateVariables()
        return true
    }

    /// An active constraint: add its row, or bring the row up to date.
    private func reconcile(_ constraint: LayoutConstraint, in solver: Cassowary.Solver) throws {
        let id = ObjectIdentifier(constraint)
        guard let record = records[id] else {
            try add(constraint, in: solver)
            return
        }
        if record.priority != constraint.priority {
            // Optional to optional (required ↔ optional is refused by the setter, as in UIKit):
            // the strength is part of the row, so the new row goes in, then the old one out.
            try add(constraint, in: solver, replacing: record)
        } else if record.constant != constraint.constant {
            let boxesBefore = boxOrder.count
            guard let made = makeSolverConstraint(for: constraint), boxOrder.count == boxesBefore,
                  made.boxes == record.boxReferences, made.contents == record.contentReferences else {
                throw NeedsRebuild()
            }
            try solver.changeConstant(of: record.solverConstraint, to: made.row)
            records[id]?.solverConstraint = made.row
            records[id]?.constant = constraint.constant
        }
    }

    /// Adds the row of `constraint` (and the own rows of views that join the system with it); with
    /// `old`, then takes out the row it replaces.
    private func add(_ constraint: LayoutConstraint, in solver: Cassowary.Solver, replacing old: Record? = nil) throws {
        let boxesBefore = boxOrder.count
        guard let made = makeSolverConstraint(for: constraint) else { throw NeedsRebuild() }
        for box in boxOrder[boxesBefore...] {
            joinedBoxes.append(box)
            if let view = box.item as? View { try addOwnConstraints(of: view, box, to: solver, throwing: true) }
        }
        // A required row that does not fit throws: the rebuild decides which constraint breaks.
        try solver.addConstraint(made.row)
        incrementalChurn += 1
        constraint.isBroken = false
        retain(boxes: made.boxes, contents: made.contents)
        let id = ObjectIdentifier(constraint)
        if let old { try removeRecord(id, old, from: solver) }
        records[id] = Record(constraint: constraint, solverConstraint: made.row, constant: constraint.constant, priority: constraint.priority,
                             boxReferences: made.boxes, contentReferences: made.contents)
    }

    /// Takes a user constraint's row out, and the boxes no other row mentions any more.
    private func removeRecord(_ id: ObjectIdentifier, _ record: Record, from solver: Cassowary.Solver) throws {
        try solver.removeConstraint(record.solverConstraint)
        incrementalChurn += 1
        records[id] = nil
        for contentID in record.contentReferences {
            guard var content = contentBoxes[contentID] else { continue }
            content.references -= 1
            if content.references > 0 {
                contentBoxes[contentID] = content
            } else {
                contentBoxes[contentID] = nil
            }
        }
        for slot in record.boxReferences {
            guard let box = boxSlots[Int(slot)] else { continue }
            box.references -= 1
            guard box.references == 0 else { continue }
            try removeOwnConstraints(of: box, from: solver)
            boxes[box.id] = nil
            box.isLive = false
            slotStates[box.slot].isLive = false
            boxSlots[box.slot] = nil
            (box.item as? View)?.inLayoutEngine = false
        }
    }

    /// Drops released boxes from the order (once per solve rather than once per box).
    private func compactBoxOrder() {
        guard boxOrder.count != boxes.count else { return }
        boxOrder.removeAll { $0.references == 0 && boxes[$0.id] !== $0 }
    }
}

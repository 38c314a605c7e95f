import Foundation

// Ambiguity queries and conflict reports. Strings are made here only, when a report is printed.
extension LayoutEngine {
    func isAmbiguous(_ view: View, axis: LayoutConstraintAxis) -> Bool {
        updateIfNeeded()
        if view.translatesAutoresizingMaskIntoConstraints { return false }
        guard let solver, let box = boxes[ObjectIdentifier(view)] else { return true }
        return axis == .horizontal
            ? solver.isAmbiguous(box.x) || solver.isAmbiguous(box.w)
            : solver.isAmbiguous(box.y) || solver.isAmbiguous(box.h)
    }

    /// Which parts of `view`'s layout along `axis` are free (Interface Builder's "X position" and
    /// "width"). When the size is free, the position counts as fixed if the near edge, the far edge or
    /// the centre is fixed (a view centred with no width needs only a width).
    func ambiguousParts(of view: View, axis: LayoutConstraintAxis) -> (position: Bool, size: Bool) {
        updateIfNeeded()
        if view.translatesAutoresizingMaskIntoConstraints { return (false, false) }
        guard let solver, let box = boxes[ObjectIdentifier(view)] else { return (true, true) }
        let (origin, size) = axis == .horizontal ? (box.x, box.w) : (box.y, box.h)
        let sizeIsFree = solver.isAmbiguous(size)
        guard solver.isAmbiguous(origin) else { return (false, sizeIsFree) }
        guard sizeIsFree else { return (true, false) }
        for fraction in [1.0, 0.5] where !solver.isAmbiguous(Cassowary.Expression(origin) + Cassowary.Expression(size) * fraction) {
            return (false, true)
        }
        return (true, true)
    }

    func isContentAmbiguous(_ scrollView: ScrollView, axis: LayoutConstraintAxis) -> Bool {
        updateIfNeeded()
        guard let solver, let content = contentBoxes[ObjectIdentifier(scrollView)] else { return false }
        return solver.isAmbiguous(axis == .horizontal ? content.w : content.h)
    }

    func constraintsAffecting(_ view: View, axis: LayoutConstraintAxis) -> [LayoutConstraint] {
        updateIfNeeded()
        guard let solver, let box = boxes[ObjectIdentifier(view)] else { return [] }
        let variables = axis == .horizontal ? [box.x, box.w] : [box.y, box.h]
        var seen = Set<ObjectIdentifier>()
        var result: [LayoutConstraint] = []
        for variable in variables {
            for c in solver.constraints(affecting: variable) {
                guard let user = userConstraint(behind: c), seen.insert(ObjectIdentifier(user)).inserted else { continue }
                result.append(user)
            }
        }
        return result
    }

    /// The user constraint whose row is `c`, if any (`userConstraintsBySolverConstraint`).
    func userConstraint(behind c: Cassowary.Constraint) -> LayoutConstraint? {
        if userConstraintsBySolverConstraint == nil {
            var map: [ObjectIdentifier: LayoutConstraint] = [:]
            map.reserveCapacity(records.count)
            for record in records.values { map[ObjectIdentifier(record.solverConstraint)] = record.constraint }
            userConstraintsBySolverConstraint = map
        }
        return userConstraintsBySolverConstraint?[ObjectIdentifier(c)]
    }

    func reportConflict(breaking constraint: LayoutConstraint, conflicts: [Cassowary.Constraint]) {
        constraint.isBroken = true
        // A rebuild solves the whole system again; the same broken constraint is reported once,
        // until it is deactivated or changed (as UIKit logs a conflict when it arises, not at each layout).
        guard !constraint.conflictReported else { return }
        constraint.conflictReported = true
        var lines = conflicts.map { c -> String in
            if let user = userConstraint(behind: c) { return "    \"\(user.description)\"" }
            return "    \"<\(ownConstraintText(for: c) ?? c.label)>\""
        }
        lines.append("    \"\(constraint.description)\"")
        let message = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
            \(lines.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint 
            \(constraint.description)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """
        conflictLog.append(message)
        world?.report(Diagnostic(code: .unsatisfiableConstraints,
                                subject: constraint.firstItem?.layoutDebugName ?? "constraint", message: message))
    }
}

extension Cassowary {
    /// `addConstraint` was given a constraint that is already in the solver.
    public struct DuplicateConstraint: Error, CustomStringConvertible {
        /// The constraint passed twice.
        public let constraint: Constraint
        /// Human-readable explanation.
        public var description: String { "duplicate constraint: \(constraint)" }
    }

    /// A required constraint cannot be satisfied together with the required constraints already in
    /// the solver. The solver is left exactly as it was before the call.
    public struct UnsatisfiableConstraint: Error, CustomStringConvertible {
        /// The constraint that was being added.
        public let constraint: Constraint
        /// Required constraints already in the solver that, together with `constraint`, cannot all
        /// hold; in the order they were added. The set is sound (these constraints really are
        /// jointly infeasible with `constraint`: they carry the non-zero multipliers of the
        /// infeasibility certificate) but not necessarily minimal. May be empty when `constraint`
        /// is infeasible on its own (e.g. `0 == 5`).
        public let conflicts: [Constraint]
        /// The UIKit-style listing: the new constraint, then the ones it conflicts with.
        public var description: String {
            var text = "unable to simultaneously satisfy constraints:\n  adding: \(constraint)"
            for other in conflicts { text += "\n  conflicts with: \(other)" }
            return text
        }
    }

    /// `removeConstraint` was given a constraint that is not in the solver.
    public struct UnknownConstraint: Error, CustomStringConvertible {
        /// The constraint that was not found.
        public let constraint: Constraint
        /// Human-readable explanation.
        public var description: String { "unknown constraint: \(constraint)" }
    }

    /// `addEditVariable` was given a variable that is already an edit variable.
    public struct DuplicateEditVariable: Error, CustomStringConvertible {
        /// The variable.
        public let variable: Variable
        /// Human-readable explanation.
        public var description: String { "duplicate edit variable: \(variable)" }
    }

    /// `suggestValue` / `removeEditVariable` was given a variable that is not an edit variable.
    public struct UnknownEditVariable: Error, CustomStringConvertible {
        /// The variable.
        public let variable: Variable
        /// Human-readable explanation.
        public var description: String { "unknown edit variable: \(variable)" }
    }

    /// An edit variable was requested with `Strength.required`; edits must be optional, or a
    /// suggestion could make the system infeasible.
    public struct BadRequiredStrength: Error, CustomStringConvertible {
        /// The variable.
        public let variable: Variable
        /// Human-readable explanation.
        public var description: String { "edit variable \(variable) cannot have required strength" }
    }

    /// A coefficient, constant, strength or suggested value was NaN or infinite; it was rejected
    /// because a single NaN would poison every row it reaches.
    public struct NonFiniteValue: Error, CustomStringConvertible {
        /// What was rejected.
        public let message: String
        /// Human-readable explanation.
        public var description: String { "non-finite value: \(message)" }
    }

    /// The solver found its own tableau inconsistent (an unbounded objective or a failed dual
    /// step). This indicates a bug in the solver, not in the caller's constraints.
    public struct InternalSolverError: Error, CustomStringConvertible {
        /// What went wrong.
        public let message: String
        /// Human-readable explanation.
        public var description: String { "internal solver error: \(message)" }
    }
}

import Foundation

extension Cassowary.Solver {
    /// Whether the solved system leaves `expression` free (see `isAmbiguous(_:)` for a variable).
    ///
    /// A probe variable is tied to the expression by a required equality, asked about, and removed:
    /// a required equality that only defines a new variable changes no other value, so the solution
    /// (and the variables' last updated values) are the same afterwards.
    public func isAmbiguous(_ expression: Cassowary.Expression) -> Bool {
        let probe = Cassowary.Variable("probe")
        let tie = Cassowary.Constraint(Cassowary.Expression(probe), .equal, expression, label: "probe")
        guard (try? addConstraint(tie)) != nil else { return true }
        defer { try? removeConstraint(tie) }
        return isAmbiguous(probe)
    }
}

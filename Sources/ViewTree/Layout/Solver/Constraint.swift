extension Cassowary {
    /// How the expression of a constraint compares with zero.
    public enum Relation: Sendable, CustomStringConvertible {
        /// `expression <= 0`
        case lessThanOrEqual
        /// `expression == 0`
        case equal
        /// `expression >= 0`
        case greaterThanOrEqual

        /// `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A linear relation `expression (<=|==|>=) 0` with a strength.
    ///
    /// A constraint is an immutable object with identity: the solver keys its bookkeeping on the
    /// object, so the same constraint can be removed later and two equal-looking constraints are
    /// distinct. It is `Sendable` so that errors can carry it.
    public final class Constraint: Sendable, CustomStringConvertible {
        /// The left side minus the right side, with like terms combined (`Expression.reduced()`).
        public let expression: Expression
        /// How `expression` compares with zero.
        public let relation: Relation
        /// The strength, clipped to `0...Strength.required`; `Strength.required` means hard.
        public let strength: Double
        /// Free text for diagnostics (ViewTree puts the UIKit-style description here).
        public let label: String

        /// Creates `expression relation 0`.
        public init(
            _ expression: Expression, _ relation: Relation,
            strength: Double = Strength.required, label: String = ""
        ) {
            self.expression = expression.reduced()
            self.relation = relation
            self.strength = Strength.clip(strength)
            self.label = label
        }

        /// Creates `lhs relation rhs` (stored as `lhs - rhs relation 0`).
        public convenience init(
            _ lhs: Expression, _ relation: Relation, _ rhs: Expression,
            strength: Double = Strength.required, label: String = ""
        ) {
            self.init(lhs - rhs, relation, strength: strength, label: label)
        }

        /// Creates `lhs relation rhs` for a variable on the left.
        public convenience init(
            _ lhs: Variable, _ relation: Relation, _ rhs: Expression,
            strength: Double = Strength.required, label: String = ""
        ) {
            self.init(Expression(lhs) - rhs, relation, strength: strength, label: label)
        }

        /// Creates `lhs relation rhs` for a variable on the right.
        public convenience init(
            _ lhs: Expression, _ relation: Relation, _ rhs: Variable,
            strength: Double = Strength.required, label: String = ""
        ) {
            self.init(lhs - Expression(rhs), relation, strength: strength, label: label)
        }

        /// Creates `lhs relation rhs` for two variables.
        public convenience init(
            _ lhs: Variable, _ relation: Relation, _ rhs: Variable,
            strength: Double = Strength.required, label: String = ""
        ) {
            self.init(Expression(lhs) - Expression(rhs), relation, strength: strength, label: label)
        }

        /// Creates `lhs relation constant`.
        public convenience init(
            _ lhs: Expression, _ relation: Relation, _ rhs: Double,
            strength: Double = Strength.required, label: String = ""
        ) {
            self.init(lhs - rhs, relation, strength: strength, label: label)
        }

        /// Creates `variable relation constant`.
        public convenience init(
            _ lhs: Variable, _ relation: Relation, _ rhs: Double,
            strength: Double = Strength.required, label: String = ""
        ) {
            self.init(Expression(lhs) - rhs, relation, strength: strength, label: label)
        }

        /// Whether the strength is `Strength.required` (a hard constraint).
        public var isRequired: Bool { strength >= Strength.required }

        /// The label if there is one, else `expression relation 0 | strength`.
        public var description: String {
            if !label.isEmpty { return label }
            let strengthText = isRequired ? "required" : "\(strength)"
            return "\(expression) \(relation) 0 | \(strengthText)"
        }
    }
}

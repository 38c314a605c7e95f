extension Cassowary {
    /// `coefficient × variable`.
    public struct Term: Sendable, CustomStringConvertible {
        /// The variable.
        public var variable: Variable
        /// Its multiplier.
        public var coefficient: Double

        /// Creates `coefficient × variable`.
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }

        /// `2.0*x`, or just `x` for a unit coefficient.
        public var description: String {
            coefficient == 1 ? "\(variable)" : "\(coefficient)*\(variable)"
        }
    }

    /// A linear expression `Σ coefficient·variable + constant`.
    ///
    /// Terms keep the order in which they were written (a variable may appear several times until
    /// `reduced()` combines it), so that everything derived from an expression is deterministic.
    public struct Expression: Sendable, CustomStringConvertible {
        /// The terms, in the order written.
        public var terms: [Term]
        /// The constant part.
        public var constant: Double

        /// Creates `Σ terms + constant`.
        public init(terms: [Term] = [], constant: Double = 0) {
            self.terms = terms
            self.constant = constant
        }

        /// Creates the expression `variable`.
        public init(_ variable: Variable) {
            self.init(terms: [Term(variable)])
        }

        /// Creates the expression `term`.
        public init(_ term: Term) {
            self.init(terms: [term])
        }

        /// The same expression with each variable appearing once (coefficients summed, in order of
        /// first appearance) and zero coefficients dropped.
        ///
        /// Combining goes through an index keyed by object identity used only for lookups, never
        /// iterated, so the result does not depend on hash order.
        public func reduced() -> Expression {
            var combined: [Term] = []
            combined.reserveCapacity(terms.count)
            if terms.count <= 8 {
                outer: for term in terms {
                    for i in combined.indices where combined[i].variable === term.variable {
                        combined[i].coefficient += term.coefficient
                        continue outer
                    }
                    combined.append(term)
                }
            } else {
                var slot: [ObjectIdentifier: Int] = [:]
                for term in terms {
                    let key = ObjectIdentifier(term.variable)
                    if let i = slot[key] {
                        combined[i].coefficient += term.coefficient
                    } else {
                        slot[key] = combined.count
                        combined.append(term)
                    }
                }
            }
            return Expression(terms: combined.filter { $0.coefficient != 0 }, constant: constant)
        }

        /// Whether every coefficient and the constant are finite numbers.
        public var isFinite: Bool {
            constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
        }

        /// `x + 2.0*y - 8.0` style text.
        public var description: String {
            var text = terms.map(\.description).joined(separator: " + ")
            if constant != 0 || text.isEmpty {
                if text.isEmpty { text = "\(constant)" } else {
                    text += constant < 0 ? " - \(-constant)" : " + \(constant)"
                }
            }
            return text
        }

        // MARK: Arithmetic (sugar for tests and hand-written systems).

        /// Sum.
        public static func + (lhs: Expression, rhs: Expression) -> Expression {
            Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
        }

        /// Difference.
        public static func - (lhs: Expression, rhs: Expression) -> Expression {
            lhs + (-rhs)
        }

        /// Negation.
        public static prefix func - (operand: Expression) -> Expression {
            operand * -1
        }

        /// Adds a constant.
        public static func + (lhs: Expression, rhs: Double) -> Expression {
            Expression(terms: lhs.terms, constant: lhs.constant + rhs)
        }

        /// Subtracts a constant.
        public static func - (lhs: Expression, rhs: Double) -> Expression {
            lhs + -rhs
        }

        /// Scales every term and the constant.
        public static func * (lhs: Expression, rhs: Double) -> Expression {
            Expression(
                terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
                constant: lhs.constant * rhs)
        }

        /// Scales every term and the constant.
        public static func * (lhs: Double, rhs: Expression) -> Expression {
            rhs * lhs
        }

        /// Divides every term and the constant.
        public static func / (lhs: Expression, rhs: Double) -> Expression {
            lhs * (1.0 / rhs)
        }

        /// Adds a variable.
        public static func + (lhs: Expression, rhs: Variable) -> Expression {
            lhs + Expression(rhs)
        }

        /// Subtracts a variable.
        public static func - (lhs: Expression, rhs: Variable) -> Expression {
            lhs - Expression(rhs)
        }
    }
}

extension Cassowary.Variable {
    /// `lhs + rhs` as an expression.
    public static func + (lhs: Cassowary.Variable, rhs: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression(lhs) + Cassowary.Expression(rhs)
    }

    /// `lhs - rhs` as an expression.
    public static func - (lhs: Cassowary.Variable, rhs: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression(lhs) - Cassowary.Expression(rhs)
    }

    /// `lhs + constant`.
    public static func + (lhs: Cassowary.Variable, rhs: Double) -> Cassowary.Expression {
        Cassowary.Expression(lhs) + rhs
    }

    /// `lhs - constant`.
    public static func - (lhs: Cassowary.Variable, rhs: Double) -> Cassowary.Expression {
        Cassowary.Expression(lhs) - rhs
    }

    /// `coefficient × variable`.
    public static func * (lhs: Double, rhs: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression(Cassowary.Term(rhs, lhs))
    }

    /// `variable × coefficient`.
    public static func * (lhs: Cassowary.Variable, rhs: Double) -> Cassowary.Expression {
        Cassowary.Expression(Cassowary.Term(lhs, rhs))
    }

    /// `variable + expression`.
    public static func + (lhs: Cassowary.Variable, rhs: Cassowary.Expression) -> Cassowary.Expression {
        Cassowary.Expression(lhs) + rhs
    }

    /// `variable - expression`.
    public static func - (lhs: Cassowary.Variable, rhs: Cassowary.Expression) -> Cassowary.Expression {
        Cassowary.Expression(lhs) - rhs
    }

    /// `-variable`.
    public static prefix func - (operand: Cassowary.Variable) -> Cassowary.Expression {
        Cassowary.Expression(Cassowary.Term(operand, -1))
    }
}

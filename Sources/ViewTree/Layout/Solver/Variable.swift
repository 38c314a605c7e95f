import Synchronization

extension Cassowary {
    /// An unknown of the system, e.g. the `minX` of a view.
    ///
    /// A variable has identity (two variables with the same name are different unknowns) and
    /// carries the value the solver last wrote into it with `Solver.updateVariables()`; kiwi works
    /// the same way. The value sits in an atomic so that variables, and the constraints and errors
    /// that mention them, are `Sendable` without any unchecked escape hatch; relaxed atomic loads
    /// and stores cost the same as plain ones.
    public final class Variable: Sendable, CustomStringConvertible {
        /// A name for diagnostics only; it plays no part in solving.
        public let name: String
        /// A number its owner chooses (-1 by default) to find what the variable belongs to without
        /// hashing it (the Auto Layout engine's box slot and component); it plays no part in solving.
        public let tag: Int
        private let bits = Atomic<UInt64>(0)

        /// Creates a variable whose value is 0 until a solver updates it.
        public init(_ name: String = "", tag: Int = -1) {
            self.name = name
            self.tag = tag
        }

        /// The value written by the last `Solver.updateVariables()` (0 before that).
        public var value: Double {
            Double(bitPattern: bits.load(ordering: .relaxed))
        }

        /// Written by the solver only, so the value always reflects a solution.
        func setValue(_ newValue: Double) {
            bits.store(newValue.bitPattern, ordering: .relaxed)
        }

        /// The name, or `v@address` (for debugging only) for anonymous variables.
        public var description: String {
            name.isEmpty ? "v@" + String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16) : name
        }
    }
}

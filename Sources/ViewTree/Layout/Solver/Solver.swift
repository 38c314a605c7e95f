extension Cassowary {
    /// An incremental Cassowary solver: add and remove constraints, edit variables, read values.
    ///
    /// Usage mirrors kiwi:
    /// ```swift
    /// let solver = Cassowary.Solver()
    /// try solver.addConstraint(Cassowary.Constraint(width, .equal, 300))
    /// try solver.addEditVariable(height, strength: Cassowary.Strength.strong)
    /// try solver.suggestValue(height, 44)
    /// solver.updateVariables()
    /// print(width.value, height.value)
    /// ```
    /// The tableau is kept optimal after every call; `updateVariables()` copies the solution into
    /// the variables. All choices are deterministic: the same calls in the same order give the
    /// same values and the same orders, in every process.
    ///
    /// Not `Sendable`: a solver is mutable state owned by one layout engine.
    public final class Solver {
        /// Where a constraint lives in the tableau.
        struct Tag {
            let constraint: Constraint
            /// Slack (inequality), dummy (required equality) or positive error (optional equality).
            let marker: SymbolID
            /// The second error symbol of an optional constraint, else -1.
            let other: SymbolID
            /// Whether the solver created this constraint for an edit variable.
            let isEdit: Bool
        }

        /// An edit variable: its constraint and the value last suggested.
        struct EditInfo {
            let constraint: Constraint
            var constant: Double
        }

        // The solver's tables carry no runtime exclusivity checks: its methods never call out
        // while they change them, and the checks were about a tenth of building a system (issue
        // #21, `perf record` of the first layout).
        @exclusivity(unchecked) var tableau: Tableau
        /// How optional constraints of different strengths weigh against each other.
        public let priorityOrder: PriorityOrder
        @exclusivity(unchecked) var symbolOfVariable: [ObjectIdentifier: SymbolID] = [:]
        /// Every variable the solver has seen, in the order first seen (kept alive so identities
        /// stay unique).
        @exclusivity(unchecked) var variables: [Variable] = []
        @exclusivity(unchecked) var variableSymbols: [SymbolID] = []
        /// `variables[i].tag`, flat: a caller maps `changedVariableIndices` to its owners without
        /// touching each variable object.
        @exclusivity(unchecked) var variableTags: [Int] = []
        /// Constraints by identity. Looked up only, never iterated in hash order.
        @exclusivity(unchecked) var tags: [ObjectIdentifier: Tag] = [:]
        /// Constraint owning each marker / error symbol.
        @exclusivity(unchecked) var owners: [SymbolID: Constraint] = [:]
        @exclusivity(unchecked) var edits: [ObjectIdentifier: EditInfo] = [:]
        /// Bumped by every change of the tableau; analysis caches are valid for one generation.
        @exclusivity(unchecked) var generation = 0
        @exclusivity(unchecked) var freeCache: [Int] = []
        @exclusivity(unchecked) var projectionCache: [Int] = []
        @exclusivity(unchecked) var projections: [[Cell]] = []

        /// The largest magnitude of any constant or coefficient that has been in the tableau since
        /// the solver was created: every constraint's (old and new constants of `changeConstant`
        /// included) and every suggested value. It never goes down (only a new solver starts
        /// again), because a value that left the tableau leaves its rounding behind in the rows it
        /// passed through.
        @exclusivity(unchecked) public internal(set) var magnitudeWatermark = 0.0

        /// Above this magnitude (2^32, about 4.3e9) an in-place change is no longer exact enough to
        /// stand for a rebuild: each update rounds at about 2^-52 of the largest value it meets,
        /// 2^-20 pt here, so a value of that size that is later taken out again (a constant of
        /// 3.4e302 put back to 44) can cancel the small values of the rows it passed through.
        public static let exactInPlaceMagnitude = 4_294_967_296.0

        /// Whether every value that has been in the tableau is within `exactInPlaceMagnitude`, so
        /// that `changeConstant`, `removeConstraint` and further additions in place give what a
        /// fresh solver of the same constraints gives (up to rounding far below a device pixel).
        /// When false, a caller that needs exact results builds a new solver instead.
        public var changesInPlaceAreExact: Bool { magnitudeWatermark <= Self.exactInPlaceMagnitude }

        /// Raises the watermark to `magnitude` (an absolute value).
        @inline(__always)
        func noteMagnitude(_ magnitude: Double) {
            if magnitude > magnitudeWatermark { magnitudeWatermark = magnitude }
        }

        /// Creates an empty solver. `.weighted` (the default) is kiwi's rule; ViewTree's Auto Layout
        /// engine uses `.lexicographic`, UIKit's.
        public init(priorityOrder: PriorityOrder = .weighted) {
            self.priorityOrder = priorityOrder
            tableau = Tableau(order: priorityOrder)
        }

        /// Makes room for about `constraints` constraints over `variables` variables, so that a
        /// system built in one go does not grow its tables step by step (a hint only).
        public func reserveCapacity(constraints: Int, variables count: Int) {
            symbolOfVariable.reserveCapacity(count)
            variables.reserveCapacity(count)
            variableSymbols.reserveCapacity(count)
            variableTags.reserveCapacity(count)
            tags.reserveCapacity(constraints)
            owners.reserveCapacity(2 * constraints)
        }

        // MARK: Constraints

        /// Adds a constraint and re-optimises.
        ///
        /// - Throws: `DuplicateConstraint` if it is already present; `NonFiniteValue` for NaN or
        ///   infinite numbers; `UnsatisfiableConstraint` (with the conflicting required
        ///   constraints) if it is required and cannot hold together with the required constraints
        ///   present, in which case the solver is left exactly as before.
        public func addConstraint(_ constraint: Constraint) throws {
            guard tags[ObjectIdentifier(constraint)] == nil else {
                throw DuplicateConstraint(constraint: constraint)
            }
            guard constraint.expression.isFinite, !constraint.strength.isNaN else {
                throw NonFiniteValue(message: "constraint \(constraint)")
            }
            try insert(constraint, isEdit: false)
        }

        /// Removes a constraint and re-optimises, restoring the solution it displaced.
        ///
        /// - Throws: `UnknownConstraint` if it is not in the solver.
        public func removeConstraint(_ constraint: Constraint) throws {
            guard let tag = tags[ObjectIdentifier(constraint)], !tag.isEdit else {
                throw UnknownConstraint(constraint: constraint)
            }
            try remove(tag)
        }

        /// Whether the constraint has been added (and not removed).
        public func hasConstraint(_ constraint: Constraint) -> Bool {
            guard let tag = tags[ObjectIdentifier(constraint)] else { return false }
            return !tag.isEdit
        }

        /// The constraints added with `addConstraint`, in the order they were added.
        public var constraints: [Constraint] {
            tags.values.filter { !$0.isEdit }.sorted { $0.marker < $1.marker }.map(\.constraint)
        }

        // MARK: Edit variables

        /// Makes `variable` an edit variable: a constraint `variable == suggestion` of the given
        /// (optional) strength, whose right-hand side `suggestValue` changes cheaply.
        ///
        /// The suggestion starts at 0, as in kiwi.
        /// - Throws: `DuplicateEditVariable`, `BadRequiredStrength` (edits must be optional),
        ///   `NonFiniteValue` for a NaN strength.
        public func addEditVariable(_ variable: Variable, strength: Double) throws {
            let key = ObjectIdentifier(variable)
            guard edits[key] == nil else { throw DuplicateEditVariable(variable: variable) }
            guard !strength.isNaN else { throw NonFiniteValue(message: "edit strength for \(variable)") }
            let clipped = Strength.clip(strength)
            guard clipped < Strength.required else { throw BadRequiredStrength(variable: variable) }
            let constraint = Constraint(
                Expression(variable), .equal, strength: clipped, label: "edit(\(variable))")
            try insert(constraint, isEdit: true)
            edits[key] = EditInfo(constraint: constraint, constant: 0)
        }

        /// Stops editing `variable` (its edit constraint is removed).
        ///
        /// - Throws: `UnknownEditVariable`.
        public func removeEditVariable(_ variable: Variable) throws {
            let key = ObjectIdentifier(variable)
            guard let info = edits[key], let tag = tags[ObjectIdentifier(info.constraint)] else {
                throw UnknownEditVariable(variable: variable)
            }
            try remove(tag)
            edits[key] = nil
        }

        /// Whether `variable` is an edit variable.
        public func hasEditVariable(_ variable: Variable) -> Bool {
            edits[ObjectIdentifier(variable)] != nil
        }

        /// Suggests a value for an edit variable; the solution is re-optimised with the dual
        /// simplex, touching only the rows that contain the edit's error symbols.
        ///
        /// - Throws: `UnknownEditVariable`; `NonFiniteValue` for NaN or infinite values.
        public func suggestValue(_ variable: Variable, _ value: Double) throws {
            let key = ObjectIdentifier(variable)
            guard var info = edits[key], let tag = tags[ObjectIdentifier(info.constraint)] else {
                throw UnknownEditVariable(variable: variable)
            }
            guard value.isFinite else { throw NonFiniteValue(message: "suggested \(value) for \(variable)") }
            noteMagnitude(abs(value))
            let delta = value - info.constant
            info.constant = value
            edits[key] = info
            generation += 1
            try tableau.suggest(delta: delta, marker: tag.marker, other: tag.other)
        }

        // MARK: Values

        /// Writes the current solution into every variable the solver knows (`variable.value`).
        /// Variables that no constraint determines get 0 (or whatever the free parameters give).
        ///
        /// After the first call, and as long as only edit suggestions happened in between, this is
        /// one sweep over a cached evaluation order that writes only the values that changed.
        public func updateVariables() {
            let rebuilt = tableau.prepareProgram(variableSymbols: variableSymbols)
            if rebuilt {
                // Non-basic variables are free parameters at zero; basic ones come next.
                for i in variables.indices where !tableau.isBasic[Int(variableSymbols[i])] {
                    variables[i].setValue(0)
                }
            }
            wroteAllVariables = rebuilt
            tableau.runProgram(variables, writeAll: rebuilt, changed: &changedVariableIndices, values: &changedVariableValues,
                               changedCount: &changedVariableCount)
        }

        /// Whether the last `updateVariables()` wrote every variable (then `changedVariableCount`
        /// is 0); otherwise the first `changedVariableCount` entries of `changedVariableIndices` list,
        /// by index in `variables`, the variables whose value it changed, so that a caller can look
        /// at those only.
        @exclusivity(unchecked) var wroteAllVariables = true
        @exclusivity(unchecked) var changedVariableIndices: [Int32] = []
        /// The new value of each variable in `changedVariableIndices` (same order): a caller reads
        /// the changes without touching the variable objects.
        @exclusivity(unchecked) var changedVariableValues: [Double] = []
        /// How many entries of `changedVariableIndices` and `changedVariableValues` the last
        /// `updateVariables()` wrote (the arrays are longer: they keep one entry per evaluated node).
        @exclusivity(unchecked) var changedVariableCount = 0

        /// Forgets every constraint and edit variable (variables keep their last values).
        public func reset() {
            tableau = Tableau(order: priorityOrder)
            symbolOfVariable = [:]
            variables = []
            variableSymbols = []
            variableTags = []
            tags = [:]
            owners = [:]
            edits = [:]
            generation += 1
            freeCache = []
            projectionCache = []
            projections = []
        }

        // MARK: Internals

        /// The external symbol of `variable`, created on first use.
        func symbol(for variable: Variable) -> SymbolID {
            let key = ObjectIdentifier(variable)
            if let symbol = symbolOfVariable[key] { return symbol }
            let symbol = tableau.makeSymbol(.external)
            symbolOfVariable[key] = symbol
            variables.append(variable)
            variableSymbols.append(symbol)
            variableTags.append(variable.tag)
            return symbol
        }

        /// Builds the row of `constraint` (kiwi's `createRow`) and hands it to the tableau.
        func insert(_ constraint: Constraint, isEdit: Bool) throws {
            let symbolsBefore = tableau.symbolCount
            let variablesBefore = variables.count
            var cells: [Cell] = []
            cells.reserveCapacity(constraint.expression.terms.count + 2)
            noteMagnitude(abs(constraint.expression.constant))
            for term in constraint.expression.terms where !nearZero(term.coefficient) {
                noteMagnitude(abs(term.coefficient))
                cells.append(Cell(symbol(for: term.variable), term.coefficient))
            }
            if cells.count > 1 { cells.sort { $0.id < $1.id } }
            var row = Row(constant: constraint.expression.constant, cells: cells)

            // Markers: new symbols have the largest ids, so appending keeps the cells sorted.
            let strength = constraint.strength
            let isRequired = strength >= Strength.required
            var marker: SymbolID = -1
            var other: SymbolID = -1
            switch constraint.relation {
            case .lessThanOrEqual, .greaterThanOrEqual:
                let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
                marker = tableau.makeSymbol(.slack)
                row.cells.append(Cell(marker, sign))
                if !isRequired {
                    other = tableau.makeErrorSymbol(strength: strength)
                    row.cells.append(Cell(other, -sign))
                }
            case .equal:
                if isRequired {
                    marker = tableau.makeSymbol(.dummy)
                    row.cells.append(Cell(marker, 1))
                } else {
                    marker = tableau.makeErrorSymbol(strength: strength)
                    other = tableau.makeErrorSymbol(strength: strength)
                    row.cells.append(Cell(marker, -1))
                    row.cells.append(Cell(other, 1))
                }
            }

            generation += 1
            if let conflictSymbols = try tableau.insertRow(row, marker: marker, other: other) {
                // Only required constraints fail, and the tableau has been restored; forget the
                // symbols (and, defensively, variables) this call created.
                for variable in variables[variablesBefore...] {
                    symbolOfVariable[ObjectIdentifier(variable)] = nil
                }
                variables.removeSubrange(variablesBefore...)
                variableSymbols.removeSubrange(variablesBefore...)
                variableTags.removeSubrange(variablesBefore...)
                tableau.truncateSymbols(to: symbolsBefore)
                throw UnsatisfiableConstraint(
                    constraint: constraint, conflicts: requiredConstraints(owning: conflictSymbols))
            }
            tags[ObjectIdentifier(constraint)] = Tag(
                constraint: constraint, marker: marker, other: other, isEdit: isEdit)
            owners[marker] = constraint
            if other >= 0 { owners[other] = constraint }
        }

        /// Takes a constraint out (kiwi's `removeConstraint`).
        func remove(_ tag: Tag) throws {
            tags[ObjectIdentifier(tag.constraint)] = nil
            owners[tag.marker] = nil
            if tag.other >= 0 { owners[tag.other] = nil }
            generation += 1
            try tableau.removeRow(marker: tag.marker, other: tag.other)
        }

        /// The distinct required, user-added constraints owning `symbols`, in the order added.
        func requiredConstraints(owning symbols: [SymbolID]) -> [Constraint] {
            var found: [(marker: SymbolID, constraint: Constraint)] = []
            var seen = Set<ObjectIdentifier>()
            for symbol in symbols {
                guard let constraint = owners[symbol], constraint.isRequired,
                    let tag = tags[ObjectIdentifier(constraint)], !tag.isEdit,
                    seen.insert(ObjectIdentifier(constraint)).inserted
                else { continue }
                found.append((tag.marker, constraint))
            }
            return found.sorted { $0.marker < $1.marker }.map(\.constraint)
        }
    }
}

extension Cassowary {
    /// A column of the tableau, named by an integer assigned in creation order.
    ///
    /// Plain integers (rather than objects) keep the inner loops free of reference counting, and
    /// creation-order ids give every tie-break a deterministic answer: the lowest id wins, which is
    /// also Bland's anti-cycling rule for the simplex method. Never a hash order.
    typealias SymbolID = Int32

    /// What a tableau symbol stands for; the kind decides how the simplex may move it.
    enum SymbolKind: UInt8, Sendable {
        /// A user variable: unrestricted in sign, never in the objective.
        case external
        /// The slack of an inequality (`expr + slack == 0`, slack ≥ 0): it may enter the basis.
        case slack
        /// One side of the violation of an optional constraint (≥ 0, weighted in the objective).
        case error
        /// The marker of a required equality: pinned at zero, it never enters the basis; it only
        /// records which rows were derived from that constraint so it can be removed later.
        case dummy

        /// Restricted symbols must stay ≥ 0 (or, for dummies, = 0); external ones are free.
        var isRestricted: Bool { self != .external }

        /// Whether the simplex may pivot this symbol into the basis.
        var isPivotable: Bool { self == .slack || self == .error }
    }

    /// A min-heap of symbol ids: the symbols whose objective coefficient became negative.
    ///
    /// The primal simplex needs "the lowest-id symbol with a negative reduced cost"; scanning a
    /// dense objective for it would make every optimisation linear in the size of the system.
    /// Entries may be stale (the coefficient changed since); the reader re-checks them.
    struct SymbolHeap: Sendable {
        private(set) var items: [SymbolID] = []

        /// The smallest id, if any.
        var first: SymbolID? { items.first }

        /// Adds `id` (duplicates are allowed and harmless).
        mutating func push(_ id: SymbolID) {
            items.append(id)
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) >> 1
                if items[parent] <= items[child] { break }
                items.swapAt(parent, child)
                child = parent
            }
        }

        /// Removes the smallest id.
        mutating func removeFirst() {
            let last = items.removeLast()
            guard !items.isEmpty else { return }
            items[0] = last
            var parent = 0
            let count = items.count
            while true {
                let left = 2 * parent + 1
                if left >= count { break }
                var smallest = left
                if left + 1 < count && items[left + 1] < items[left] { smallest = left + 1 }
                if items[parent] <= items[smallest] { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
    }
}

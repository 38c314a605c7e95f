extension Cassowary {
    /// One non-zero entry of a sparse row: a symbol, its coefficient, and where this row sits in
    /// that symbol's column (so the column entry can be removed in O(1) when the cell goes away).
    struct Cell: Sendable {
        /// The symbol this coefficient multiplies.
        var id: SymbolID
        /// Index of the owning row in `columns[id]`; -1 while the row is not in the tableau.
        var position: Int32
        /// The coefficient; never within `epsilon` of zero.
        var coefficient: Double

        init(_ id: SymbolID, _ coefficient: Double, position: Int32 = -1) {
            self.id = id
            self.position = position
            self.coefficient = coefficient
        }
    }

    /// One equation of the tableau, `basic = constant + Σ coefficient·symbol` once solved
    /// (or `0 = constant + Σ …` while being built).
    ///
    /// Cells are a small array sorted by symbol id: merging two rows is a linear two-pointer walk,
    /// lookups are binary searches, and iteration order is deterministic, unlike a Dictionary's.
    struct Row: Sendable {
        /// The constant term: the value of the basic symbol when every parameter is zero.
        var constant: Double
        /// The non-zero coefficients, sorted by `id`, no duplicates.
        var cells: [Cell]

        init(constant: Double = 0, cells: [Cell] = []) {
            self.constant = constant
            self.cells = cells
        }

        /// The row with no terms, used for non-basic slots of the row table.
        static let empty = Row()

        /// Index of the cell for `id`, found by binary search.
        func index(of id: SymbolID) -> Int? {
            var low = 0
            var high = cells.count
            while low < high {
                let mid = (low + high) >> 1
                let found = cells[mid].id
                if found < id {
                    low = mid + 1
                } else if found > id {
                    high = mid
                } else {
                    return mid
                }
            }
            return nil
        }

        /// The index at which a cell for `id` is, or would be inserted.
        func insertionIndex(of id: SymbolID) -> Int {
            var low = 0
            var high = cells.count
            while low < high {
                let mid = (low + high) >> 1
                if cells[mid].id < id { low = mid + 1 } else { high = mid }
            }
            return low
        }

        /// The coefficient of `id`, zero when absent.
        func coefficient(of id: SymbolID) -> Double {
            guard let i = index(of: id) else { return 0 }
            return cells[i].coefficient
        }

        /// Adds `coefficient·id`, dropping the cell if the sum cancels (kiwi's `insert(symbol)`).
        /// Only for rows that are not in the tableau: no column bookkeeping happens here.
        mutating func insert(_ id: SymbolID, _ coefficient: Double) {
            let i = insertionIndex(of: id)
            if i < cells.count && cells[i].id == id {
                let sum = cells[i].coefficient + coefficient
                if nearZero(sum) { cells.remove(at: i) } else { cells[i].coefficient = sum }
            } else if !nearZero(coefficient) {
                cells.insert(Cell(id, coefficient), at: i)
            }
        }

        /// Removes the cell for `id`, if any (no column bookkeeping).
        mutating func remove(_ id: SymbolID) {
            if let i = index(of: id) { cells.remove(at: i) }
        }

        /// Negates the equation `0 = constant + Σ…`; used so that a new row's constant is ≥ 0.
        mutating func reverseSign() {
            constant = -constant
            for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
        }

        /// Turns `0 = constant + a·subject + rest` into `subject = -constant/a - rest/a`.
        mutating func solve(for subject: SymbolID) {
            guard let i = index(of: subject) else { return }
            let factor = -1.0 / cells[i].coefficient
            cells.remove(at: i)
            constant *= factor
            var dropsTiny = false
            for k in cells.indices {
                cells[k].coefficient *= factor
                if nearZero(cells[k].coefficient) { dropsTiny = true }
            }
            // Scaling can shrink a coefficient to rounding noise; drop it like every other
            // operation does, or it could be picked as a (meaningless) pivot.
            if dropsTiny { cells.removeAll { nearZero($0.coefficient) } }
        }

        /// Turns `leaving = constant + a·entering + rest` into `entering = …` (a pivot).
        mutating func solve(leaving: SymbolID, entering: SymbolID) {
            insert(leaving, -1.0)
            solve(for: entering)
        }

        /// Adds `factor × other` by merging the sorted cells (no column bookkeeping; cells that
        /// survive keep their column position, new cells get -1).
        mutating func add(_ other: Row, times factor: Double) {
            constant += other.constant * factor
            guard !other.cells.isEmpty else { return }
            var merged: [Cell] = []
            merged.reserveCapacity(cells.count + other.cells.count)
            var i = 0
            var j = 0
            while i < cells.count || j < other.cells.count {
                if j == other.cells.count || (i < cells.count && cells[i].id < other.cells[j].id) {
                    merged.append(cells[i])
                    i += 1
                } else if i == cells.count || other.cells[j].id < cells[i].id {
                    let value = other.cells[j].coefficient * factor
                    if !nearZero(value) { merged.append(Cell(other.cells[j].id, value)) }
                    j += 1
                } else {
                    let value = cells[i].coefficient + other.cells[j].coefficient * factor
                    if !nearZero(value) {
                        merged.append(Cell(cells[i].id, value, position: cells[i].position))
                    }
                    i += 1
                    j += 1
                }
            }
            cells = merged
        }

        /// Replaces `symbol` by the right-hand side of `row` (no column bookkeeping).
        mutating func substitute(_ symbol: SymbolID, with row: Row) {
            guard let i = index(of: symbol) else { return }
            let factor = cells[i].coefficient
            cells.remove(at: i)
            add(row, times: factor)
        }
    }
}

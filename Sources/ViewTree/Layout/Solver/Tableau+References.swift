extension Cassowary.Tableau {
    typealias SymbolID = Cassowary.SymbolID
    typealias Row = Cassowary.Row
    typealias Cell = Cassowary.Cell

    // MARK: Closedness of external rows

    /// Whether the row of basic external `key` only refers to closed rows and contains no
    /// non-basic external (so its full expansion has no non-basic external either).
    func computeClosed(_ key: SymbolID) -> Bool {
        for cell in rows[Int(key)].cells {
            let i = Int(cell.id)
            if kinds[i] == .external && (!isBasic[i] || !isClosed[i]) { return false }
        }
        return true
    }

    /// Re-examines `seeds` (rows that may have just become closed) and, transitively, the rows
    /// referring to any row that did. Each row flips at most once, so this is linear in the
    /// number of rows that change.
    mutating func propagateClosed(from seeds: [SymbolID]) {
        var work = seeds
        while let key = work.popLast() {
            let k = Int(key)
            guard kinds[k] == .external, isBasic[k], !isClosed[k], computeClosed(key) else { continue }
            isClosed[k] = true
            work.append(contentsOf: columns[k])
        }
    }

    /// Marks `seeds` (rows that now contain a non-basic external, or refer to an open row) open,
    /// and every row referring to them, transitively.
    mutating func propagateOpen(from seeds: [SymbolID]) {
        var work = seeds
        while let key = work.popLast() {
            let k = Int(key)
            guard kinds[k] == .external, isBasic[k], isClosed[k] else { continue }
            isClosed[k] = false
            work.append(contentsOf: columns[k])
        }
    }

    /// Re-judges rows whose content changed, propagating any flip to the rows referring to
    /// them. A row judged against a reference whose flag is still stale is fixed later, when
    /// that reference flips and its referrers are re-examined; the reference graph is acyclic, so
    /// this settles on the exact answer, and it costs nothing beyond `keys` when nothing flips.
    mutating func reexamineClosedness(_ keys: [SymbolID]) {
        for key in keys.sorted() {
            let k = Int(key)
            guard kinds[k] == .external, isBasic[k] else { continue }
            let closed = computeClosed(key)
            if closed && !isClosed[k] {
                propagateClosed(from: [key])
            } else if !closed && isClosed[k] {
                propagateOpen(from: [key])
            }
        }
    }

    // MARK: Expansion

    /// Replaces references in `row` by the rows they name, recursively, until no reference to
    /// expand is left: all of them when `all` is true, else only references to open rows (closed
    /// ones cannot hide a non-basic external, so they may stay).
    ///
    /// Each referenced row is expanded once, with its total coefficient: references are visited
    /// in topological order (a depth-first post-order, reversed), so diamonds in the reference
    /// graph (`right = left + width`, `centerX = left + width/2`) cost nothing extra. Linear in the
    /// size of the part of the reference graph that is reached.
    mutating func expand(_ row: inout Row, all: Bool) {
        var hasRoot = false
        for cell in row.cells where isReference(cell.id) && (all || !isClosed[Int(cell.id)]) {
            hasRoot = true
            break
        }
        guard hasRoot else { return }

        // 1. Post-order of the references reached (iterative: chains may be 10⁴ deep).
        let visited = nextEpoch()
        var order: [SymbolID] = []
        var stack: [(node: SymbolID, next: Int)] = []
        for root in row.cells {
            let r = Int(root.id)
            guard isReference(root.id), all || !isClosed[r], stamps[r] != visited else { continue }
            stamps[r] = visited
            stack.append((root.id, 0))
            while let top = stack.last {
                let u = Int(top.node)
                var next = top.next
                var pushed = false
                let count = rows[u].cells.count
                while next < count {
                    let child = rows[u].cells[next].id
                    next += 1
                    let c = Int(child)
                    if isReference(child) && (all || !isClosed[c]) && stamps[c] != visited {
                        stamps[c] = visited
                        stack[stack.count - 1].next = next
                        stack.append((child, 0))
                        pushed = true
                        break
                    }
                }
                if !pushed {
                    stack.removeLast()
                    order.append(top.node)
                }
            }
        }

        // 2. Accumulate, parents before children.
        let touchedMark = nextEpoch()
        var touched: [SymbolID] = []
        var constant = row.constant
        for cell in row.cells {
            let i = Int(cell.id)
            accumulator[i] += cell.coefficient
            if stamps[i] != touchedMark {
                stamps[i] = touchedMark
                touched.append(cell.id)
            }
        }
        for node in order.reversed() {
            let u = Int(node)
            let factor = accumulator[u]
            accumulator[u] = 0
            if Cassowary.nearZero(factor) { continue }
            constant += factor * rows[u].constant
            for cell in rows[u].cells {
                let i = Int(cell.id)
                accumulator[i] += factor * cell.coefficient
                if stamps[i] != touchedMark {
                    stamps[i] = touchedMark
                    touched.append(cell.id)
                }
            }
        }

        // 3. Collect the surviving cells, sorted; leave the accumulator zeroed.
        var cells: [Cell] = []
        cells.reserveCapacity(touched.count)
        for id in touched {
            let i = Int(id)
            let value = accumulator[i]
            accumulator[i] = 0
            if !Cassowary.nearZero(value) { cells.append(Cell(id, value)) }
        }
        cells.sort { $0.id < $1.id }
        row = Row(constant: constant, cells: cells)
    }

    /// The full expansion of basic external `key` in terms of non-basic symbols only.
    mutating func fullExpansion(of key: SymbolID) -> Row {
        var row = Row(constant: 0, cells: [Cell(key, 1)])
        expand(&row, all: true)
        return row
    }

    // MARK: Reachability

    /// Some member of `targets` (other than `start`) reachable from row `start` through
    /// references, or nil. Used to find a row whose full coefficient for a marker is its direct one.
    mutating func reachableMember(from start: SymbolID, in targets: [SymbolID]) -> SymbolID? {
        let targetMark = nextEpoch()
        for t in targets { stamps[Int(t)] = targetMark }
        let visited = nextEpoch()
        var stack: [SymbolID] = [start]
        stamps[Int(start)] = visited
        while let u = stack.popLast() {
            for cell in rows[Int(u)].cells where isReference(cell.id) {
                let c = Int(cell.id)
                if stamps[c] == targetMark { return cell.id }
                if stamps[c] != visited {
                    stamps[c] = visited
                    stack.append(cell.id)
                }
            }
        }
        return nil
    }
}

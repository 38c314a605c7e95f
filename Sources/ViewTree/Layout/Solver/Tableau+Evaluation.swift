extension Cassowary {
    /// The values of the basic external variables as a straight-line program: every basic
    /// external in an order where the rows it refers to come first, with its references
    /// pre-resolved to positions in that order.
    ///
    /// A value is `row constant + Σ coefficient × value(reference)` (every other symbol in an
    /// external row is a non-basic parameter, i.e. zero). Edits change constants but never the
    /// reference graph (the dual simplex only substitutes restricted rows, which hold no
    /// externals), so after the first `updateVariables()` each edit costs one linear sweep over
    /// flat arrays, writing only the variables whose value changed.
    struct EvaluationProgram: Sendable {
        /// The `Tableau.structureVersion` this program was built for; -1 when never built.
        var version = -1
        /// Basic external symbols, references before referrers.
        var nodes: [SymbolID] = []
        /// `references[start[i]..<start[i + 1]]` are node `i`'s references.
        var start: [Int32] = [0]
        /// Positions (in `nodes`) of the referenced rows.
        var references: [Int32] = []
        /// The matching coefficients.
        var coefficients: [Double] = []
        /// Index of each node's `Variable` in the solver's variable list, -1 if none.
        var variableIndex: [Int32] = []
        /// The value each node had at the last evaluation.
        var values: [Double] = []
    }
}

extension Cassowary.Tableau {
    /// Rebuilds `program` if the reference graph changed since it was built; returns whether it
    /// did. `variableSymbols[i]` is the symbol of variable `i`.
    mutating func prepareProgram(variableSymbols: [SymbolID]) -> Bool {
        guard program.version != structureVersion else { return false }
        var program = Cassowary.EvaluationProgram()
        program.version = structureVersion
        // Post-order depth-first walk: a row is emitted after every row it refers to.
        let visited = nextEpoch()
        var stack: [(node: SymbolID, next: Int)] = []
        for root in 0..<symbolCount where kinds[root] == .external && isBasic[root] {
            guard stamps[root] != visited else { continue }
            stamps[root] = visited
            stack.append((SymbolID(root), 0))
            while let top = stack.last {
                let u = Int(top.node)
                var next = top.next
                var pushed = false
                let count = rows[u].cells.count
                while next < count {
                    let child = rows[u].cells[next].id
                    next += 1
                    if isReference(child) && stamps[Int(child)] != visited {
                        stamps[Int(child)] = visited
                        stack[stack.count - 1].next = next
                        stack.append((child, 0))
                        pushed = true
                        break
                    }
                }
                if !pushed {
                    stack.removeLast()
                    program.nodes.append(top.node)
                }
            }
        }
        var position = [Int32](repeating: -1, count: symbolCount)
        for (i, node) in program.nodes.enumerated() { position[Int(node)] = Int32(i) }
        var variableOf = [Int32](repeating: -1, count: symbolCount)
        for (i, symbol) in variableSymbols.enumerated() { variableOf[Int(symbol)] = Int32(i) }
        program.start.reserveCapacity(program.nodes.count + 1)
        program.variableIndex.reserveCapacity(program.nodes.count)
        for node in program.nodes {
            for cell in rows[Int(node)].cells where isReference(cell.id) {
                program.references.append(position[Int(cell.id)])
                program.coefficients.append(cell.coefficient)
            }
            program.start.append(Int32(program.references.count))
            program.variableIndex.append(variableOf[Int(node)])
        }
        program.values = [Double](repeating: .nan, count: program.nodes.count)
        self.program = program
        return true
    }

    /// Evaluates `program` and writes every value that changed (or all, when `writeAll`) into
    /// its variable. Flat arrays and unchecked buffers: this is the inner loop of every edit.
    /// `changed` and `changedValues` list the variables written (by index) and their new values,
    /// unless `writeAll`: their first `changedCount` entries. (They are kept one entry per node
    /// and written by position, so that the loop appends nothing: two uniqueness and capacity
    /// checks per changed value were a tenth of the sweep.)
    mutating func runProgram(_ variables: [Cassowary.Variable], writeAll: Bool, changed: inout [Int32],
                             values changedValues: inout [Double], changedCount: inout Int) {
        var values = program.values
        program.values = []  // keep `values` uniquely referenced: no copy on write
        let program = self.program
        let rows = self.rows
        let nodeCount = program.nodes.count
        if changed.count < nodeCount { changed = [Int32](repeating: 0, count: nodeCount) }
        if changedValues.count < nodeCount { changedValues = [Double](repeating: 0, count: nodeCount) }
        var count = 0
        changed.withUnsafeMutableBufferPointer { changed in
        changedValues.withUnsafeMutableBufferPointer { changedValues in
        values.withUnsafeMutableBufferPointer { values in
            program.nodes.withUnsafeBufferPointer { nodes in
                program.start.withUnsafeBufferPointer { start in
                    program.references.withUnsafeBufferPointer { references in
                        program.coefficients.withUnsafeBufferPointer { coefficients in
                            program.variableIndex.withUnsafeBufferPointer { variableIndex in
                                rows.withUnsafeBufferPointer { rows in
                                    // (Every buffer has `nodes.count` entries or more, `start` one more:
                                    // the program is built so, and `changed` was sized above.)
                                    precondition(values.count >= nodes.count && start.count > nodes.count
                                                 && variableIndex.count >= nodes.count && changed.count >= nodes.count
                                                 && changedValues.count >= nodes.count)
                                    // The sweep, with `writeAll` a constant in each of the two loops below
                                    // (a test and a branch per node less: every change sweeps every node).
                                    @inline(__always)
                                    func sweep(_ writeAll: Bool) {
                                        for i in 0..<nodes.count {
                                            var value = rows[Int(nodes[i])].constant
                                            var k = Int(start[i])
                                            let end = Int(start[i + 1])
                                            while k < end {
                                                value += coefficients[k] * values[Int(references[k])]
                                                k += 1
                                            }
                                            if writeAll || value != values[i] {
                                                values[i] = value
                                                let v = Int(variableIndex[i])
                                                if v >= 0 {
                                                    variables[v].setValue(value)
                                                    if !writeAll {
                                                        changed[count] = Int32(v)
                                                        changedValues[count] = value
                                                        count += 1
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    if writeAll { sweep(true) } else { sweep(false) }
                                }
                            }
                        }
                    }
                }
            }
        }
        }
        }
        changedCount = count
        self.program.values = values
    }
}

import Foundation
import ViewTree

/// The same system as `Benchmarks/kiwi_bench.py`, with ViewTree's Cassowary solver.
func solverStack(_ n: Int, edits: Int = 100) -> (build: Double, perEdit: Double, lastTop: Double) {
    typealias C = Cassowary
    var tops: [C.Variable] = []
    var heights: [C.Variable] = []
    let solver = C.Solver()
    let build = measure {
        for i in 0..<n {
            let left = C.Variable("left\(i)"), width = C.Variable("width\(i)")
            let top = C.Variable("top\(i)"), height = C.Variable("height\(i)")
            try? solver.addConstraint(C.Constraint(C.Expression(left), .equal, C.Expression(terms: [], constant: 16)))
            try? solver.addConstraint(C.Constraint(C.Expression(width), .equal, C.Expression(terms: [], constant: 300)))
            try? solver.addConstraint(C.Constraint(C.Expression(height), .greaterThanOrEqual, C.Expression(terms: [], constant: 20)))
            try? solver.addConstraint(C.Constraint(C.Expression(height), .equal, C.Expression(terms: [], constant: 44),
                                                   strength: C.Strength.strong))
            if i == 0 {
                try? solver.addConstraint(C.Constraint(C.Expression(top), .equal, C.Expression(terms: [], constant: 0)))
            } else {
                try? solver.addConstraint(C.Constraint(C.Expression(top), .equal,
                                                       C.Expression(tops[i - 1]) + heights[i - 1] + 8))
            }
            tops.append(top)
            heights.append(height)
        }
        solver.updateVariables()
    }
    try? solver.addEditVariable(heights[0], strength: C.Strength.strong)
    let editTime = measure {
        for k in 0..<edits {
            try? solver.suggestValue(heights[0], Double(44 + k))
            solver.updateVariables()
        }
    }
    return (build, editTime / Double(edits), tops[n - 1].value)
}

let solverBenchmarkGroup = BenchmarkGroup(name: "solver", summary: "Cassowary: N-view vertical stack, build+solve and 100 edits (compare: python3 Benchmarks/kiwi_bench.py)") {
    // Only ViewTree's side is measured here: a comparison prints what it measured in the same run, so
    // kiwisolver's figures come from `python3 Benchmarks/kiwi_bench.py` run beside it, never typed in.
    print(row(["N", "build+solve ms", "µs per edit"], widths: [7, 15, 12]))
    for n in [100, 1000, 10000] {
        let r = solverStack(n)
        print(row([String(n), fmt(r.build / 1e6, 2), fmt(r.perEdit / 1e3, 1)], widths: [7, 15, 12]))
    }
}

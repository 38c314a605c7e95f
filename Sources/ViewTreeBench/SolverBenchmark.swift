import ViewTree

/// The Cassowary solver on a vertical stack of N views (the same system as
/// `Benchmarks/kiwi_bench.py`, so the figures compare directly with kiwisolver).
///
/// Per view: `left == 16`, `width == 300`, `height >= 20` (required), `height == 44` (strong),
/// `top[0] == 0`, `top[i] == top[i-1] + height[i-1] + 8` (required). Measured: building and
/// solving the system (constraints added one by one, then `updateVariables()`), and 100 edits of
/// the first view's height (edit variable, strong; suggest 44 + k, then `updateVariables()`).
/// `@MainActor` because `BenchmarkGroup` holds a non-Sendable closure and `main.swift` runs there.
@MainActor
let solverBenchmarkGroup = BenchmarkGroup(
    name: "solver",
    summary: "Cassowary: stack of N views, build+solve and 100 edits (compare Benchmarks/kiwi_bench.py)",
    run: runSolverBenchmark)

/// Variables of one view in the stack.
private struct StackedView {
    let left = Cassowary.Variable("left")
    let width = Cassowary.Variable("width")
    let top = Cassowary.Variable("top")
    let height = Cassowary.Variable("height")
}

/// Adds the stack's constraints for `views` to `solver`.
private func buildStack(_ solver: Cassowary.Solver, _ views: [StackedView]) throws {
    for (i, view) in views.enumerated() {
        try solver.addConstraint(Cassowary.Constraint(view.left, .equal, 16))
        try solver.addConstraint(Cassowary.Constraint(view.width, .equal, 300))
        try solver.addConstraint(Cassowary.Constraint(view.height, .greaterThanOrEqual, 20))
        try solver.addConstraint(
            Cassowary.Constraint(view.height, .equal, 44, strength: Cassowary.Strength.strong))
        if i == 0 {
            try solver.addConstraint(Cassowary.Constraint(view.top, .equal, 0))
        } else {
            let previous = views[i - 1]
            try solver.addConstraint(
                Cassowary.Constraint(view.top, .equal, previous.top + previous.height + 8))
        }
    }
}

private func runSolverBenchmark() {
    let widths = [7, 16, 10, 14]
    print(row(["N", "build+solve ms", "µs/edit", "last bottom"], widths: widths))
    for count in [100, 1000, 10_000] {
        // Best of a few runs for the small sizes, as the Python script does.
        let runs = count <= 1000 ? 5 : 2
        var best = Double.infinity
        var bestEdit = Double.infinity
        var bottom = 0.0
        for _ in 0..<runs {
            let views = (0..<count).map { _ in StackedView() }
            let solver = Cassowary.Solver()
            let build = measure {
                do { try buildStack(solver, views) } catch { fatalError("\(error)") }
                solver.updateVariables()
            }
            precondition(views[count - 1].top.value == Double(count - 1) * 52, "wrong solution")
            do { try solver.addEditVariable(views[0].height, strength: Cassowary.Strength.strong) } catch {
                fatalError("\(error)")
            }
            let edits = measure {
                for k in 0..<100 {
                    do { try solver.suggestValue(views[0].height, 44 + Double(k)) } catch { fatalError("\(error)") }
                    solver.updateVariables()
                }
            }
            best = min(best, build)
            bestEdit = min(bestEdit, edits)
            bottom = views[count - 1].top.value + views[count - 1].height.value
        }
        print(row([
            "\(count)", fmt(best / 1e6, 2), fmt(bestEdit / 100 / 1e3, 1), fmt(bottom, 1),
        ], widths: widths))
    }
}

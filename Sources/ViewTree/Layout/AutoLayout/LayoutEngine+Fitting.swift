import Foundation

// `systemLayoutSizeFitting`: the size a view's own constraints and its subviews' give it, solved in an
// engine of its own, so that the world's system, its placements and every frame stay as they were
// (UIKit: "This method does not actually change the size of the view").
extension LayoutEngine {
    /// The size the constraints of `root`'s subtree give `root` when its width and height are pulled
    /// towards `target` at the given priorities; `root`'s own frame does not pin it.
    static func fittingSize(of root: View, target: CGSize, horizontal: LayoutPriority,
                            vertical: LayoutPriority) -> CGSize {
        let world = root.storedSimulation
        // The subtree's constraint holders. A constraint is held by its items' nearest common
        // ancestor, so these name only views of the subtree (and the root's guides).
        let subtree = root.subtreeViews()
        let holders = subtree.filter { !($0.extras?.constraints.isEmpty ?? true) }
        return inScratchEngine(of: world, holders: holders, views: subtree) { engine in
            engine.fittingRoot = root
            return fittingSize(of: root, in: engine, target: target, horizontal: horizontal, vertical: vertical)
        }
    }

    /// Runs `body` on a new engine of `world` holding the constraints of `holders`, so that the world's own
    /// engine, its placements and every frame stay as they were; what a solve writes on `views` (the views
    /// the new engine can reach) and on the holders' constraints belongs to the world's engine, and is put
    /// back afterwards.
    static func inScratchEngine<Result>(of world: Simulation?, holders: [View], views: [View],
                                        _ body: (LayoutEngine) -> Result) -> Result {
        let engine = LayoutEngine(world: world)
        for holder in holders { engine.addOwner(holder) }
        let wasInEngine = views.map(\.inLayoutEngine)
        let labels = views.compactMap { $0 as? Label }
        let wrapWidths = labels.map(\.automaticWrapWidth)
        let constraints = engine.owners.flatMap { $0.object?.extras?.constraints ?? [] }
        let constraintFlags = constraints.map { ($0.isBroken, $0.conflictReported) }
        defer {
            for (view, flag) in zip(views, wasInEngine) { view.inLayoutEngine = flag }
            for (label, width) in zip(labels, wrapWidths) { label.automaticWrapWidth = width }
            for (constraint, flags) in zip(constraints, constraintFlags) {
                constraint.isBroken = flags.0
                constraint.conflictReported = flags.1
            }
        }
        return body(engine)
    }

    private static func fittingSize(of root: View, in engine: LayoutEngine, target: CGSize, horizontal: LayoutPriority,
                                    vertical: LayoutPriority) -> CGSize {
        let world = root.storedSimulation
        let scale = engine.screenScale
        var size = CGSize.zero
        // Solved again while multi-line labels take the widths the last solve gave them, as the world's
        // engine does (`LayoutEngine+LabelWrapping.swift`).
        for pass in 0...maximumWrapPasses {
            _ = engine.rebuildFromScratch()
            guard let solver = engine.solver, let box = engine.boxes[ObjectIdentifier(root)] else { return .zero }
            let pulls = [(box.w, target.width, horizontal, "width"), (box.h, target.height, vertical, "height")]
            for (variable, value, priority, name) in pulls {
                guard let value = fittingTarget(value, name, of: root, in: pass == 0 ? world : nil) else { continue }
                let row = Cassowary.Constraint(Cassowary.Expression(variable), .equal,
                                               Cassowary.Expression(terms: [], constant: Double(value)),
                                               strength: Cassowary.Strength.fromPriority(priority.rawValue))
                // A required target the subtree's required constraints contradict yields to them.
                try? solver.addConstraint(row)
            }
            solver.updateVariables()
            size = CGSize(width: max(0, engine.pixel(box.w.value, scale)), height: max(0, engine.pixel(box.h.value, scale)))
            guard pass < maximumWrapPasses, engine.wrapLabelsAtSolvedWidths() else { break }
        }
        return size
    }

    /// A target dimension the solver can take: beyond `±View.maximumCoordinate` (infinity, or the
    /// `greatestFiniteMagnitude` real code passes for "as large as it likes") it is clamped there; NaN
    /// is no target at all, with an `.invalidValue` diagnostic.
    private static func fittingTarget(_ value: CGFloat, _ name: String, of view: View, in world: Simulation?) -> CGFloat? {
        if value.isNaN {
            world?.report(Diagnostic(code: .invalidValue, subject: view.diagnosticName,
                                     message: "systemLayoutSizeFitting was given a NaN target \(name); the \(name) is left to the constraints"))
            return nil
        }
        return min(max(value, -View.maximumCoordinate), View.maximumCoordinate)
    }
}

import Foundation

// `exerciseAmbiguityInLayout()`: another frame that an ambiguous view's constraints allow, found in an engine
// of its own, so that the world's system (and with it `hasAmbiguousLayout`) stays as it was.
extension LayoutEngine {
    /// The strength of the exercise's pull: below every priority a constraint can have (priority 1 is a
    /// strength of about 1.02, `Cassowary.Strength.fromPriority`), so the pull moves the view only along the
    /// directions every constraint leaves free, and never changes which constraint wins a conflict.
    static let ambiguityExerciseStrength = 0.5

    /// The frame `view` takes when its ambiguity is exercised, or `nil` when it has none (placed by its
    /// autoresizing mask, outside the system, or determined on both axes).
    ///
    /// From the system's own answer (the frame a rebuild gives the view), each free part is pushed by
    /// `View.ambiguityExerciseDistance`; a view that stands anywhere else (exercised before) goes back to that
    /// answer.
    func exercisedFrame(of view: View) -> CGRect? {
        updateIfNeeded()
        guard !view.translatesAutoresizingMaskIntoConstraints, let solver,
              let box = boxes[ObjectIdentifier(view)] else { return nil }
        let free = box.frameVariables.map { solver.isAmbiguous($0) }
        guard free.contains(true) else { return nil }
        let holders = owners.compactMap(\.object)
        let views = boxOrder.compactMap { $0.item as? View }
        let current = view.frame
        return LayoutEngine.inScratchEngine(of: world, holders: holders, views: views) { scratch in
            guard scratch.rebuildFromScratch(), let solver = scratch.solver,
                  let box = scratch.boxes[ObjectIdentifier(view)] else { return nil }
            let scale = scratch.screenScale
            let natural = scratch.solvedFrame(box, scale)
            guard current == natural else { return natural }
            let distance = Double(View.ambiguityExerciseDistance)
            for (variable, isFree) in zip(box.frameVariables, free) where isFree {
                let pull = Cassowary.Constraint(Cassowary.Expression(variable), .equal,
                                                Cassowary.Expression(terms: [], constant: variable.value + distance),
                                                strength: LayoutEngine.ambiguityExerciseStrength)
                try? solver.addConstraint(pull)
            }
            solver.updateVariables()
            return scratch.solvedFrame(box, scale)
        }
    }
}

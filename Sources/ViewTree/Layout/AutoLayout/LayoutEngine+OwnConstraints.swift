import Foundation

/// What a view's own constraints are made from: its frame (autoresizing), or its intrinsic size and
/// the hugging and resistance priorities on each axis.
enum OwnConstraintSpec: Equatable {
    case none
    case autoresizing(CGRect)
    /// UIKit's `_UITemporaryLayoutWidth` and `_UITemporaryLayoutHeight` (`LayoutEngine.holdsRootSize`): the size of a
    /// view out of autoresizing that has no superview, held at its frame's while the views under it are laid out.
    case temporarySize(CGSize)
    /// Sizes on the axes that have one; priorities: hugging and resistance, horizontal then vertical.
    case intrinsic(width: CGFloat?, height: CGFloat?, priorities: [LayoutPriority])
}

/// A view's own rows in the solver and the spec they were made from.
struct OwnConstraints {
    var spec: OwnConstraintSpec = .none
    var rows: [Cassowary.Constraint] = []
}

extension LayoutEngine {
    /// Whether a view out of autoresizing with no superview keeps its frame's size while the views under it are
    /// laid out: UIKit adds required `_UITemporaryLayoutWidth` and `_UITemporaryLayoutHeight` constraints equal to the
    /// frame's size to such a root (logged by apps among unsatisfiable constraints: "'_UITemporaryLayoutWidth'
    /// H:[DMXKit.DipSwitchAssembly(400)]", Stack Overflow question 30969353; "'_UITemporaryLayoutWidth'
    /// Mocha.CategoryHeaderBar.width == 0", jakehao.com/uitemporarylayoutwidth). Cartography's `DimensionSpec`
    /// (@0843b5cf) and `AlignSpec` (@23ccb558), run on simulators, rely on it: in a 400 × 400 root out of autoresizing,
    /// a subview as wide as the root is 400, twice as wide 800. Before, the root's size was free in the system and
    /// solved to 0. A view being measured (`fittingRoot`) is not held, as UIKit does not hold it either; nor is a root
    /// no `layoutIfNeeded()` laid out (`ViewExtras.laidOutAsRoot`): a button sized by a width constraint, out of its
    /// text field for a moment, met a temporary width of its 30-pt frame and lost its 40 (probe 31's password eye).
    static let holdsRootSize = true
}

extension View {
    /// Whether the engine holds this view at its frame's size (`LayoutEngine.holdsRootSize`): out of autoresizing (the
    /// caller has checked), with no superview, and laid out as a root (`ViewExtras.laidOutAsRoot`).
    var isHeldAtItsFrameSizeAsLayoutRoot: Bool {
        LayoutEngine.holdsRootSize && storedSuperview == nil && extras?.laidOutAsRoot == true
    }
}

extension LayoutEngine {
    /// The spec of `view`'s own constraints now.
    func ownConstraintSpec(of view: View) -> OwnConstraintSpec {
        // A view being measured is not pinned to its frame (UIKit leaves out its autoresizing
        // constraints when it computes a fitting size).
        if view.translatesAutoresizingMaskIntoConstraints && view !== fittingRoot { return .autoresizing(view.frame) }
        if view.isHeldAtItsFrameSizeAsLayoutRoot && view !== fittingRoot {
            return .temporarySize(view.frame.size)
        }
        // An override's NaN, infinite or enormous intrinsic size is no size at all (as noIntrinsicMetric).
        let intrinsic = view.extras?.placeholderIntrinsicContentSize ?? view.intrinsicContentSize
        func usable(_ size: CGFloat) -> CGFloat? { size >= 0 && size.isWithin(View.maximumCoordinate) ? size : nil }
        var width = usable(intrinsic.width), height = usable(intrinsic.height)
        guard width != nil || height != nil else { return .none }
        // An intrinsic size is the alignment rectangle's; the rows size the frame around it.
        let a = view.layoutAlignmentInsets
        if a != .zero {
            width = width.map { max(0, $0 + a.left + a.right) }
            height = height.map { max(0, $0 + a.top + a.bottom) }
        }
        return .intrinsic(width: width, height: height, priorities: [
            view.contentHuggingPriority(for: .horizontal), view.contentCompressionResistancePriority(for: .horizontal),
            view.contentHuggingPriority(for: .vertical), view.contentCompressionResistancePriority(for: .vertical),
        ])
    }

    private func autoresizingRow(_ variable: Cassowary.Variable, _ value: CGFloat) -> Cassowary.Constraint {
        Cassowary.Constraint(Cassowary.Expression(variable), .equal, Cassowary.Expression(terms: [], constant: Double(value)))
    }

    private func intrinsicRows(_ variable: Cassowary.Variable, _ size: CGFloat, hugging: LayoutPriority,
                               resistance: LayoutPriority) -> (Cassowary.Constraint, Cassowary.Constraint) {
        let target = Cassowary.Expression(terms: [], constant: Double(size))
        return (Cassowary.Constraint(Cassowary.Expression(variable), .lessThanOrEqual, target,
                                     strength: Cassowary.Strength.fromPriority(hugging.rawValue)),
                Cassowary.Constraint(Cassowary.Expression(variable), .greaterThanOrEqual, target,
                                     strength: Cassowary.Strength.fromPriority(resistance.rawValue)))
    }

    /// Adds `view`'s own rows. A rebuild ignores a row the solver refuses (as it always did: they
    /// involve only the view's own variables, which no earlier row constrains); in place, a refusal
    /// means the rebuild must decide.
    func addOwnConstraints(of view: View, _ box: Box, to solver: Cassowary.Solver, throwing: Bool) throws {
        incrementalChurn += throwing ? 1 : 0
        let spec = ownConstraintSpec(of: view)
        box.own = OwnConstraints(spec: spec, rows: [])
        var made: [Cassowary.Constraint] = []
        switch spec {
        case .none:
            return
        case .autoresizing(let f):
            for (variable, value) in [(box.x, f.minX), (box.y, f.minY), (box.w, f.width), (box.h, f.height)] {
                made.append(autoresizingRow(variable, value))
            }
        case .temporarySize(let size):
            made.append(autoresizingRow(box.w, size.width))
            made.append(autoresizingRow(box.h, size.height))
        case .intrinsic(let width, let height, let p):
            if let width {
                let (hug, resist) = intrinsicRows(box.w, width, hugging: p[0], resistance: p[1])
                made.append(hug)
                made.append(resist)
            }
            if let height {
                let (hug, resist) = intrinsicRows(box.h, height, hugging: p[2], resistance: p[3])
                made.append(hug)
                made.append(resist)
            }
        }
        for row in made {
            if throwing {
                try solver.addConstraint(row)
            } else if (try? solver.addConstraint(row)) == nil {
                continue
            }
            box.own.rows.append(row)
        }
    }

    /// Takes `box`'s own rows out of the solver.
    func removeOwnConstraints(of box: Box, from solver: Cassowary.Solver) throws {
        for row in box.own.rows {
            try solver.removeConstraint(row)
        }
        box.own = OwnConstraints()
    }

    /// In place: brings `view`'s own rows up to date. A frame or an intrinsic size that changed only
    /// in value is a constant update of the rows concerned; anything else replaces the rows.
    func refreshOwnConstraints(of view: View, in solver: Cassowary.Solver) throws {
        guard let box = boxes[ObjectIdentifier(view)], box.item === view else { return }
        let spec = ownConstraintSpec(of: view)
        guard spec != box.own.spec else { return }
        switch (box.own.spec, spec) {
        case (.autoresizing(let old), .autoresizing(let new)) where box.own.rows.count == 4:
            let variables = box.frameVariables
            let before = [old.minX, old.minY, old.width, old.height]
            let after = [new.minX, new.minY, new.width, new.height]
            for i in 0..<4 where before[i] != after[i] {
                let replacement = autoresizingRow(variables[i], after[i])
                try replaceConstant(of: box, at: i, with: replacement, in: solver)
            }
            box.own.spec = spec
        case (.intrinsic(let w0, let h0, let p0), .intrinsic(let w1, let h1, let p1))
            where p0 == p1 && (w0 == nil) == (w1 == nil) && (h0 == nil) == (h1 == nil)
                && box.own.rows.count == (w1 == nil ? 0 : 2) + (h1 == nil ? 0 : 2):
            var index = 0
            for (variable, old, new, hugging, resistance) in [(box.w, w0, w1, p1[0], p1[1]), (box.h, h0, h1, p1[2], p1[3])] {
                guard let old, let new else { continue }
                if old != new {
                    let (hug, resist) = intrinsicRows(variable, new, hugging: hugging, resistance: resistance)
                    try replaceConstant(of: box, at: index, with: hug, in: solver)
                    try replaceConstant(of: box, at: index + 1, with: resist, in: solver)
                }
                index += 2
            }
            box.own.spec = spec
        default:
            try removeOwnConstraints(of: box, from: solver)
            try addOwnConstraints(of: view, box, to: solver, throwing: true)
            incrementalChurn += 1
        }
    }

    private func replaceConstant(of box: Box, at index: Int, with replacement: Cassowary.Constraint,
                                 in solver: Cassowary.Solver) throws {
        try solver.changeConstant(of: box.own.rows[index], to: replacement)
        box.own.rows[index] = replacement
    }

    /// The text a conflict report prints for an own row (made only then): "autoresizing
    /// View:0x3.minX == 10", "View:0x3 hugging", "View:0x3 compression resistance".
    func ownConstraintText(for row: Cassowary.Constraint) -> String? {
        for box in boxOrder {
            guard let index = box.own.rows.firstIndex(where: { $0 === row }) else { continue }
            let name = (box.item as? LayoutItem)?.layoutDebugName ?? "nil"
            switch box.own.spec {
            case .autoresizing(let f):
                let (label, value) = [("minX", f.minX), ("minY", f.minY), ("width", f.width), ("height", f.height)][index]
                return "autoresizing \(name).\(label) == \(UIKitFormat.number(value))"
            case .temporarySize(let size):
                let (label, value) = [("Width", size.width), ("Height", size.height)][index]
                return "'_UITemporaryLayout\(label)' \(name).\(label.lowercased()) == \(UIKitFormat.number(value))"
            case .intrinsic:
                return index % 2 == 0 ? "\(name) hugging" : "\(name) compression resistance"
            case .none:
                return nil
            }
        }
        return nil
    }
}

import Foundation

/// One world's Auto Layout engine: turns the active constraints of its views into a Cassowary system,
/// solves it, and hands frames (and scroll views' content sizes) to the layout pass.
///
/// Variables: each view that takes part has `minX`, `minY`, `width`, `height` in its superview's
/// coordinate space; a scroll view whose content is constrained also has a content width and height.
/// A constraint is written in the space of its items' nearest common ancestor: a descendant's edge is
/// its origin plus the origins of the views between it and the ancestor. As in UIKit, constraints
/// between a scroll view's edges and its descendants attach to the *content area* (so they decide
/// `contentSize`), while its width, height and centres are its frame's. A view whose
/// `translatesAutoresizingMaskIntoConstraints` is true is pinned to its current frame by required
/// constraints (UIKit's autoresizing-mask constraints); a view with an intrinsic size gets hugging
/// (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) at its priorities.
///
/// The system is rebuilt from scratch when anything changed (simple and always right); the solver is
/// incremental, and the benchmark measures it directly.
final class LayoutEngine {
    /// The owning world: weak, as every back-reference (see Docs/Architecture.md).
    weak var world: Simulation?
    /// The views that hold constraints: weak, so a removed view with active constraints is freed
    /// as soon as the test drops it (its constraints go with it).
    private var owners: [WeakObject<View>] = []
    private var ownerIDs: Set<ObjectIdentifier> = []
    private var pendingConstraintUpdates: [View] = []
    private var dirty = true

    private struct Box {
        let x: Cassowary.Variable
        let y: Cassowary.Variable
        let w: Cassowary.Variable
        let h: Cassowary.Variable
    }

    private var solver: Cassowary.Solver?
    private var boxes: [ObjectIdentifier: Box] = [:]
    private var boxOrder: [WeakObject<AnyObject>] = []
    private var contentBoxes: [ObjectIdentifier: (w: Cassowary.Variable, h: Cassowary.Variable)] = [:]
    private var userConstraints: [ObjectIdentifier: LayoutConstraint] = [:]

    /// UIKit's "Unable to simultaneously satisfy constraints" messages, oldest first.
    private(set) var conflictLog: [String] = []

    init(world: Simulation) { self.world = world }

    // MARK: Bookkeeping

    /// `view` holds constraints.
    func register(_ view: View) {
        let id = ObjectIdentifier(view)
        if ownerIDs.insert(id).inserted { owners.append(WeakObject(view)) }
        invalidate()
    }

    /// Solve again at the next layout pass.
    func invalidate() {
        dirty = true
        world?.noteLayoutRequested()
    }

    func noteNeedsUpdateConstraints(_ view: View) {
        if !pendingConstraintUpdates.contains(where: { $0 === view }) { pendingConstraintUpdates.append(view) }
    }

    /// UIKit updates constraints bottom-up (subviews before their superviews).
    func runPendingConstraintUpdates() {
        var rounds = 0
        while !pendingConstraintUpdates.isEmpty && rounds < 16 {
            rounds += 1
            let batch = pendingConstraintUpdates.sorted { depth($0) > depth($1) }
            pendingConstraintUpdates.removeAll()
            for view in batch where view.extras?.needsUpdateConstraints == true {
                view.extras?.needsUpdateConstraints = false
                if let controller = view.extras?.viewControllerForNext as? ViewController {
                    controller.updateViewConstraints()   // UIKit: a controller's view asks its controller
                } else {
                    view.updateConstraints()
                }
            }
        }
    }

    private func depth(_ view: View) -> Int {
        var d = 0
        var v = view.superview
        while let current = v { d += 1; v = current.superview }
        return d
    }

    /// Before a layout pass: run `updateConstraints`, solve if needed, and mark the superviews whose
    /// subviews must move.
    func prepareLayoutPass() {
        runPendingConstraintUpdates()
        updateIfNeeded()
    }

    // MARK: Solving

    func updateIfNeeded() {
        guard dirty else { return }
        dirty = false
        owners.removeAll { $0.object == nil || $0.object?.storedSimulation !== world }
        ownerIDs = Set(owners.map(\.id))
        let active = owners.flatMap { $0.object?.extras?.constraints ?? [] }
        guard !active.isEmpty else {
            solver = nil
            boxes = [:]
            boxOrder = []
            contentBoxes = [:]
            return
        }
        rebuild(with: active)
        markMovedViews()
    }

    private func rebuild(with active: [LayoutConstraint]) {
        let solver = Cassowary.Solver()
        self.solver = solver
        boxes = [:]
        boxOrder = []
        contentBoxes = [:]
        userConstraints = [:]

        // Expressions first: they decide which views take part.
        var equations: [(LayoutConstraint, Cassowary.Expression, Cassowary.Expression)] = []
        for constraint in active {
            constraint.isBroken = false
            guard let first = constraint.firstItem, let firstView = first.layoutOwningView,
                  let container = LayoutConstraint.commonAncestor(firstView, constraint.secondItem?.layoutOwningView) else {
                constraint.isBroken = true
                continue
            }
            let lhs = expression(first, constraint.firstAttribute, in: container)
            var rhs = Cassowary.Expression(terms: [], constant: Double(constraint.constant))
            if let second = constraint.secondItem {
                rhs = expression(second, constraint.secondAttribute, in: container) * Double(constraint.multiplier)
                    + Double(constraint.constant)
            }
            equations.append((constraint, lhs, rhs))
        }

        // The views' own constraints: frames of autoresizing views, intrinsic sizes of the others.
        var index = 0
        while index < boxOrder.count {
            if let view = boxOrder[index].object as? View, let box = boxes[ObjectIdentifier(view)] {
                addOwnConstraints(of: view, box, to: solver)
            }
            index += 1
        }

        for (constraint, lhs, rhs) in equations {
            let solverConstraint = Cassowary.Constraint(lhs, relation(constraint.relation), rhs,
                                                        strength: Cassowary.Strength.fromPriority(constraint.priority.rawValue),
                                                        label: constraint.equationDescription)
            do {
                try solver.addConstraint(solverConstraint)
                userConstraints[ObjectIdentifier(solverConstraint)] = constraint
            } catch let error as Cassowary.UnsatisfiableConstraint {
                reportConflict(breaking: constraint, conflicts: error.conflicts)
            } catch {
                constraint.isBroken = true
            }
        }
        solver.updateVariables()
    }

    private func relation(_ r: LayoutRelation) -> Cassowary.Relation {
        switch r {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    private func addOwnConstraints(of view: View, _ box: Box, to solver: Cassowary.Solver) {
        if view.translatesAutoresizingMaskIntoConstraints {
            let f = view.frame
            let name = view.layoutDebugName
            for (variable, value, label) in [(box.x, f.minX, "minX"), (box.y, f.minY, "minY"),
                                             (box.w, f.width, "width"), (box.h, f.height, "height")] {
                let c = Cassowary.Constraint(Cassowary.Expression(variable), .equal,
                                             Cassowary.Expression(terms: [], constant: Double(value)),
                                             label: "autoresizing \(name).\(label) == \(UIKitFormat.number(value))")
                try? solver.addConstraint(c)
            }
            return
        }
        let intrinsic = view.intrinsicContentSize
        for (axis, variable, size) in [(LayoutConstraintAxis.horizontal, box.w, intrinsic.width),
                                       (.vertical, box.h, intrinsic.height)] where size >= 0 {
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            let target = Cassowary.Expression(terms: [], constant: Double(size))
            try? solver.addConstraint(Cassowary.Constraint(Cassowary.Expression(variable), .lessThanOrEqual, target,
                                                           strength: Cassowary.Strength.fromPriority(hugging.rawValue),
                                                           label: "\(view.layoutDebugName) hugging"))
            try? solver.addConstraint(Cassowary.Constraint(Cassowary.Expression(variable), .greaterThanOrEqual, target,
                                                           strength: Cassowary.Strength.fromPriority(resistance.rawValue),
                                                           label: "\(view.layoutDebugName) compression resistance"))
        }
    }

    // MARK: Expressions

    private func box(for item: AnyObject, name: String) -> Box {
        let id = ObjectIdentifier(item)
        if let box = boxes[id] { return box }
        let box = Box(x: Cassowary.Variable("\(name).minX"), y: Cassowary.Variable("\(name).minY"),
                      w: Cassowary.Variable("\(name).width"), h: Cassowary.Variable("\(name).height"))
        boxes[id] = box
        boxOrder.append(WeakObject(item))
        return box
    }

    private func box(for view: View) -> Box { box(for: view, name: view.layoutDebugName) }

    private func contentBox(for scrollView: ScrollView) -> (w: Cassowary.Variable, h: Cassowary.Variable) {
        let id = ObjectIdentifier(scrollView)
        if let content = contentBoxes[id] { return content }
        let name = scrollView.layoutDebugName
        let content = (w: Cassowary.Variable("\(name).contentWidth"), h: Cassowary.Variable("\(name).contentHeight"))
        contentBoxes[id] = content
        _ = box(for: scrollView)
        return content
    }

    /// The origin of `view`'s frame in `container`'s coordinate space (container is an ancestor).
    private func origin(of view: View, in container: View) -> (Cassowary.Expression, Cassowary.Expression) {
        var x = Cassowary.Expression(terms: [], constant: 0)
        var y = Cassowary.Expression(terms: [], constant: 0)
        var current: View? = view
        while let v = current, v !== container {
            let b = box(for: v)
            x = x + b.x
            y = y + b.y
            current = v.superview
        }
        return (x, y)
    }

    /// A rectangle as expressions: origin and size.
    private struct RectExpr {
        var x: Cassowary.Expression
        var y: Cassowary.Expression
        var w: Cassowary.Expression
        var h: Cassowary.Expression
    }

    private func value(of attribute: LayoutAttribute, _ r: RectExpr) -> Cassowary.Expression {
        switch attribute {
        case .left, .leading: r.x
        case .right, .trailing: r.x + r.w
        case .centerX: r.x + r.w * 0.5
        case .width: r.w
        case .top: r.y
        case .bottom: r.y + r.h
        case .centerY: r.y + r.h * 0.5
        case .height: r.h
        case .notAnAttribute: Cassowary.Expression(terms: [], constant: 0)
        }
    }

    private func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, in container: View) -> Cassowary.Expression {
        let zero = Cassowary.Expression(terms: [], constant: 0)
        if let view = item as? View {
            let b = box(for: view)
            if view === container {
                // Seen from inside: edges of a scroll view attach to its content area; sizes and centres
                // are the frame's.
                if let scroll = view as? ScrollView, [.left, .leading, .right, .trailing, .top, .bottom].contains(attribute) {
                    let content = contentBox(for: scroll)
                    return value(of: attribute, RectExpr(x: zero, y: zero, w: Cassowary.Expression(content.w),
                                                         h: Cassowary.Expression(content.h)))
                }
                return value(of: attribute, RectExpr(x: zero, y: zero, w: Cassowary.Expression(b.w), h: Cassowary.Expression(b.h)))
            }
            let (x, y) = origin(of: view, in: container)
            return value(of: attribute, RectExpr(x: x, y: y, w: Cassowary.Expression(b.w), h: Cassowary.Expression(b.h)))
        }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return zero }
        var rect: RectExpr
        switch guide.kind {
        case .scrollFrame:
            let b = box(for: owner)
            rect = RectExpr(x: zero, y: zero, w: Cassowary.Expression(b.w), h: Cassowary.Expression(b.h))
        case .scrollContent:
            if let scroll = owner as? ScrollView {
                let content = contentBox(for: scroll)
                rect = RectExpr(x: zero, y: zero, w: Cassowary.Expression(content.w), h: Cassowary.Expression(content.h))
            } else {
                rect = RectExpr(x: zero, y: zero, w: zero, h: zero)
            }
        case .custom:
            let b = box(for: guide, name: guide.layoutDebugName)
            rect = RectExpr(x: Cassowary.Expression(b.x), y: Cassowary.Expression(b.y),
                            w: Cassowary.Expression(b.w), h: Cassowary.Expression(b.h))        case .derived(let kind):
            // The guide's insets from the owner's edges now; the engine solves again when they change
            // (`View.safeAreaDidChange`).
            let b = box(for: owner)
            let i = kind.insets(in: owner)
            rect = RectExpr(x: Cassowary.Expression(terms: [], constant: Double(i.left)),
                            y: Cassowary.Expression(terms: [], constant: Double(i.top)),
                            w: Cassowary.Expression(b.w) - Double(i.left + i.right),
                            h: Cassowary.Expression(b.h) - Double(i.top + i.bottom))
        }
        if owner !== container {
            let (x, y) = origin(of: owner, in: container)
            rect.x = rect.x + x
            rect.y = rect.y + y
        }
        return value(of: attribute, rect)
    }

    // MARK: Results

    private func pixel(_ v: Double) -> CGFloat {
        let scale = Double(world?.profile.screenScale ?? PlatformProfile.default.screenScale)
        return CGFloat((v * scale).rounded() / scale)
    }

    private func solvedFrame(_ box: Box) -> CGRect {
        CGRect(x: pixel(box.x.value), y: pixel(box.y.value), width: max(0, pixel(box.w.value)), height: max(0, pixel(box.h.value)))
    }

    private func markMovedViews() {
        for item in boxOrder {
            guard let view = item.object as? View, let box = boxes[ObjectIdentifier(view)] else { continue }
            if !view.translatesAutoresizingMaskIntoConstraints, solvedFrame(box) != view.frame {
                view.superview?.setNeedsLayout()
            }
            if let scroll = view as? ScrollView, let content = contentBoxes[ObjectIdentifier(scroll)] {
                let size = CGSize(width: max(0, pixel(content.w.value)), height: max(0, pixel(content.h.value)))
                if size != scroll.contentSize { scroll.setNeedsLayout() }
            }
        }
    }

    /// Part of `layoutSubviews`: frames for the subviews Auto Layout places, and the content size.
    func applySolution(toSubviewsOf view: View) {
        guard solver != nil else { return }
        if let scroll = view as? ScrollView, let content = contentBoxes[ObjectIdentifier(scroll)] {
            scroll.contentSize = CGSize(width: max(0, pixel(content.w.value)), height: max(0, pixel(content.h.value)))
        }
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let box = boxes[ObjectIdentifier(subview)] else { continue }
            let target = solvedFrame(box)
            if subview.frame != target { subview.frame = target }
        }
    }

    /// A custom guide's frame in its owner's coordinates.
    func frame(of guide: LayoutGuide) -> CGRect {
        updateIfNeeded()
        guard let box = boxes[ObjectIdentifier(guide)] else { return .zero }
        return solvedFrame(box)
    }

    // MARK: Diagnostics

    func isAmbiguous(_ view: View, axis: LayoutConstraintAxis) -> Bool {
        updateIfNeeded()
        if view.translatesAutoresizingMaskIntoConstraints { return false }
        guard let solver, let box = boxes[ObjectIdentifier(view)] else { return true }
        return axis == .horizontal
            ? solver.isAmbiguous(box.x) || solver.isAmbiguous(box.w)
            : solver.isAmbiguous(box.y) || solver.isAmbiguous(box.h)
    }

    func isContentAmbiguous(_ scrollView: ScrollView, axis: LayoutConstraintAxis) -> Bool {
        updateIfNeeded()
        guard let solver, let content = contentBoxes[ObjectIdentifier(scrollView)] else { return false }
        return solver.isAmbiguous(axis == .horizontal ? content.w : content.h)
    }

    func constraintsAffecting(_ view: View, axis: LayoutConstraintAxis) -> [LayoutConstraint] {
        updateIfNeeded()
        guard let solver, let box = boxes[ObjectIdentifier(view)] else { return [] }
        let variables = axis == .horizontal ? [box.x, box.w] : [box.y, box.h]
        var seen = Set<ObjectIdentifier>()
        var result: [LayoutConstraint] = []
        for variable in variables {
            for c in solver.constraints(affecting: variable) {
                guard let user = userConstraints[ObjectIdentifier(c)], seen.insert(ObjectIdentifier(user)).inserted else { continue }
                result.append(user)
            }
        }
        return result
    }

    private func reportConflict(breaking constraint: LayoutConstraint, conflicts: [Cassowary.Constraint]) {
        constraint.isBroken = true
        var lines = conflicts.map { c -> String in
            if let user = userConstraints[ObjectIdentifier(c)] { return "    \"\(user.description)\"" }
            return "    \"<\(c.label)>\""
        }
        lines.append("    \"\(constraint.description)\"")
        let message = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
            \(lines.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint 
            \(constraint.description)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """
        conflictLog.append(message)
        world?.report(Diagnostic(code: .unsatisfiableConstraints,
                                subject: constraint.firstItem?.layoutDebugName ?? "constraint", message: message))
    }
}

/// A weak reference with the identity it had, for the engine's lists of views: an entry whose
/// object is gone is dropped at the next solve.
struct WeakObject<Object: AnyObject> {
    weak var object: Object?
    let id: ObjectIdentifier

    init(_ object: Object) {
        self.object = object
        id = ObjectIdentifier(object)
    }
}

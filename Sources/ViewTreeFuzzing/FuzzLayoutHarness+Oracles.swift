import Foundation
import ViewTree

// The layouts family's oracles: the required constraints hold on the laid-out frames, the stacks' arrangement rules,
// and the differential comparison with a fresh world.
extension FuzzLayouts {
    /// The nearest view that is or contains both.
    static func commonAncestor(_ a: View, _ b: View?) -> View? {
        guard let b else { return a }
        var x: View? = a
        while let v = x {
            if b === v || b.isDescendant(of: v) { return v }
            x = v.superview
        }
        return nil
    }

    /// `item`'s rectangle in `ancestor`'s coordinates, read through the public API.
    static func rect(of item: LayoutItem, in ancestor: View) -> CGRect? {
        if let view = item as? View { return view === ancestor ? view.bounds : view.convert(view.bounds, to: ancestor) }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return nil }
        return owner.convert(guide.layoutFrame, to: ancestor)
    }

    /// The value of `attribute` of `item` in `ancestor`'s coordinates (a label's baselines from its font).
    static func value(_ attribute: LayoutAttribute, of item: LayoutItem, in ancestor: View) -> Double? {
        guard let r = rect(of: item, in: ancestor) else { return nil }
        if let label = item as? Label, attribute == .firstBaseline || attribute == .lastBaseline {
            return attribute == .firstBaseline ? Double(r.minY + label.font.ascender) : Double(r.maxY + label.font.descender)
        }
        return FuzzLayoutTarget.value(attribute, of: r, label: false)
    }

    /// How far `c` is from holding on the current frames (0 when it holds), and the rounding it may be off by.
    static func residual(_ c: LayoutConstraint, scale: Double) -> (miss: Double, tolerance: Double)? {
        guard let first = c.firstItem, let firstView = first.layoutOwningView else { return nil }
        let secondView = c.secondItem?.layoutOwningView
        if c.secondItem != nil && secondView == nil { return nil }
        guard let ancestor = commonAncestor(firstView, secondView) else { return nil }
        // A length the engine solved negative is shown as an empty frame (which moves its edges): what the frames say
        // of such a view, or of a view inside one, is not the solution. Only views that are not fixed get one.
        for start in [firstView, secondView].compactMap({ $0 }) {
            var v: View? = start
            while let current = v, current !== ancestor {
                if current.frame.width == 0 || current.frame.height == 0 { return nil }
                v = current.superview
            }
        }
        guard let left = value(c.firstAttribute, of: first, in: ancestor) else { return nil }
        var right = Double(c.constant)
        var tolerance = FuzzLayoutTarget.roundingError(c.firstAttribute, scale: scale)
        if let second = c.secondItem {
            guard let v = value(c.secondAttribute, of: second, in: ancestor) else { return nil }
            right += Double(c.multiplier) * v
            tolerance += abs(Double(c.multiplier)) * FuzzLayoutTarget.roundingError(c.secondAttribute, scale: scale)
        }
        tolerance += 1e-9 * (abs(left) + abs(right))
        let miss: Double
        switch c.relation {
        case .equal: miss = abs(left - right)
        case .greaterThanOrEqual: miss = max(0, right - left)
        case .lessThanOrEqual: miss = max(0, left - right)
        }
        return (miss, tolerance)
    }

    /// Whether `spec` (with its constraint's current constant) holds in the harness's target.
    func holdsInTarget(_ spec: FuzzAnchoredSpec, constant: Double) -> Bool {
        guard let a = targets[spec.first] else { return false }
        let left = FuzzLayoutTarget.value(spec.firstAttribute, of: a, label: views[spec.first] is Label)
        var right = constant
        if let second = spec.second {
            guard let b = FuzzLayoutTarget.rect(second, targets: targets) else { return false }
            let label: Bool = if case let .view(id) = second { views[id] is Label } else { false }
            right += spec.multiplier * FuzzLayoutTarget.value(spec.secondAttribute, of: b, label: label)
        }
        switch spec.relation {
        case .equal: return abs(left - right) <= 1e-9 * (1 + abs(left))
        case .greaterThanOrEqual: return left >= right - 1e-9 * (1 + abs(left))
        case .lessThanOrEqual: return left <= right + 1e-9 * (1 + abs(left))
        }
    }

    /// The family's active required constraints (none of whose items was freed).
    var activeRequired: [(Int, LayoutConstraint)] {
        constraints.keys.sorted().compactMap { id in
            guard let c = constraints[id], c.isActive, c.priority == .required, specs[id] != nil else { return nil }
            return (id, c)
        }
    }

    /// After a layout pass: when every active required constraint is true of the target (so the system is
    /// satisfiable), each must hold on the frames, none be broken, and no conflict naming a family view be reported.
    func checkRequired(world: Simulation) {
        guard problem == nil, let window else { return }
        let fresh = world.diagnostics[min(diagnosticsMark, world.diagnostics.count)...]
        diagnosticsMark = world.diagnostics.count
        let required = activeRequired
        guard required.allSatisfy({ holdsInTarget(specs[$0.0]!, constant: Double($0.1.constant)) }) else { return }
        let scale = Double(window.screen.scale)
        for (id, c) in required {
            if c.isBroken { problem = "k\(id) (\(c.equationDescription)) was broken, though the required constraints are satisfiable (they hold in the target)"; return }
            guard let r = FuzzLayouts.residual(c, scale: scale) else { continue }
            equationsChecked += 1
            if r.miss > r.tolerance {
                problem = "k\(id) (\(c.equationDescription)) does not hold after layoutIfNeeded(): it misses by \(r.miss) pt (rounding allows \(r.tolerance)); frames: \(frameSnapshot(window).filter { $0.name.hasPrefix("l") }.map { "\($0.name) \($0.frame)" }.joined(separator: ", "))"
                return
            }
        }
        let names = Set(views.values.map(\.layoutDebugName) + [container?.layoutDebugName].compactMap { $0 })
        if let conflict = fresh.first(where: { $0.code == .unsatisfiableConstraints && names.contains($0.subject) }) {
            problem = "a conflict was reported though the required constraints are satisfiable (they hold in the target): \(conflict)"
        }
    }

    /// Each stack's arranged views are subviews, listed once; where none of its constraints is broken and nothing in it is
    /// ambiguous, a hidden
    /// arranged view has no length along the axis and, for `.fill`, `.fillEqually` and `.equalSpacing` with every
    /// spacing at least 0, the visible ones follow each other along the axis without overlapping.
    func checkStacks(scale: Double) {
        guard problem == nil else { return }
        for id in stacks.keys.sorted() {
            let stack = stacks[id]!
            let list = stack.arrangedSubviews
            if let stray = list.first(where: { $0.superview !== stack }) {
                problem = "s\(id) arranges \(name(of: stray)), which is not its subview"; return
            }
            if Set(list.map(ObjectIdentifier.init)).count != list.count { problem = "s\(id) arranges a view twice"; return }
            guard !stack.constraints.contains(where: \.isBroken), !list.contains(where: { $0.constraints.contains(where: \.isBroken) }),
                  list.allSatisfy({ $0.frame.liesWithin(1e6) }), stack.frame.liesWithin(1e6) else { continue }
            let horizontal = stack.axis == .horizontal
            func span(_ r: CGRect) -> (Double, Double) { horizontal ? (Double(r.minX), Double(r.maxX)) : (Double(r.minY), Double(r.maxY)) }
            let tolerance = 1 / scale + 1e-6
            // A hidden view's length is fixed at 0 however free its place is.
            for view in list where view.isHidden {
                let (lo, hi) = span(view.frame)
                if hi - lo > tolerance { problem = "s\(id)'s hidden arranged \(name(of: view)) is \(hi - lo) pt long along the axis (\(view.frame)); a hidden arranged view collapses to 0"; return }
            }
            // Content that fits: nothing ambiguous (an empty nested stack has no width, and may be solved negative), and no
            // visible view shown empty (its optional sizes may have lost to another's: solved negative, shown empty).
            guard !stack.hasAmbiguousLayout, !list.contains(where: \.hasAmbiguousLayout),
                  !list.contains(where: { !$0.isHidden && ($0.frame.width == 0 || $0.frame.height == 0) }) else { continue }
            let spacings = [Double(stack.spacing)] + list.map { Double(stack.customSpacing(after: $0)) }.filter { $0 != Double(StackView.spacingUseDefault) }
            guard [.fill, .fillEqually, .equalSpacing].contains(stack.distribution), spacings.allSatisfy({ $0 >= 0 }) else { continue }
            let visible = list.filter { !$0.isHidden }
            for (a, b) in zip(visible, visible.dropFirst()) {
                let (_, end) = span(a.frame), (start, _) = span(b.frame)
                if start < end - tolerance {
                    problem = "s\(id) (distribution \(stack.distribution), spacing \(stack.spacing)) overlaps \(name(of: a)) \(a.frame) and \(name(of: b)) \(b.frame) along its axis"; return
                }
            }
        }
    }

    func name(of view: View) -> String {
        if let id = arranged.first(where: { $0.value === view })?.key { return "a\(id)" }
        if let id = stacks.first(where: { $0.value === view })?.key { return "s\(id)" }
        return String(describing: type(of: view))
    }
}

extension CGRect {
    /// Every edge within ±`limit`.
    func liesWithin(_ limit: CGFloat) -> Bool {
        minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite && abs(minX) <= limit && abs(maxX) <= limit && abs(minY) <= limit && abs(maxY) <= limit
    }
}

import Foundation
import ViewTree

/// The hidden target layout the layouts family draws its constraints from, and the arithmetic both the generator and
/// the harness use on it: every view's frame in the container's coordinates, the attribute values of views, the
/// container and its guides there, and whether a constraint holds.
public enum FuzzLayoutTarget {
    /// The container's frame in the family's window: 50 pt and more from every edge, so that its safe area is its
    /// bounds on every profile.
    public static let containerFrame = CGRect(x: 20, y: 60, width: 280, height: 360)
    /// The container's layout margins, set by the harness (so the margins guide's frame is known).
    public static let containerMargins = EdgeInsets(top: 12, left: 10, bottom: 14, right: 16)
    /// The font of the family's labels (a `Label`'s default), whose ascender and descender place their baselines.
    static var labelFont: Font { Font.systemFont(ofSize: Font.labelDefaultPointSize) }

    /// The rectangle of `item` in the container's coordinates (`nil`: a view with no target).
    static func rect(_ item: FuzzLayoutItem, targets: [Int: CGRect]) -> CGRect? {
        let bounds = CGRect(origin: .zero, size: containerFrame.size)
        switch item {
        case .container, .safeArea: return bounds
        case .margins:
            let m = containerMargins
            return CGRect(x: m.left, y: m.top, width: bounds.width - m.left - m.right, height: bounds.height - m.top - m.bottom)
        case let .view(id): return targets[id]
        }
    }

    /// The value of `attribute` of a rectangle (left-to-right; a label's baselines from its font).
    static func value(_ attribute: LayoutAttribute, of r: CGRect, label: Bool) -> Double {
        switch attribute {
        case .left, .leading: Double(r.minX)
        case .right, .trailing: Double(r.maxX)
        case .top: Double(r.minY)
        case .bottom: Double(r.maxY)
        case .width: Double(r.width)
        case .height: Double(r.height)
        case .centerX: Double(r.midX)
        case .centerY: Double(r.midY)
        case .firstBaseline: Double(r.minY) + (label ? Double(labelFont.ascender) : 0)
        case .lastBaseline: Double(r.maxY) + (label ? Double(labelFont.descender) : 0)
        default: .nan
        }
    }

    /// How far the value of `attribute` may be from the exact one once frames are rounded to the pixel grid: half a
    /// pixel for an edge, a centre or a baseline, a pixel for a length (two edges).
    static func roundingError(_ attribute: LayoutAttribute, scale: Double) -> Double {
        attribute == .width || attribute == .height ? 1 / scale : 0.5 / scale
    }

    static func isDimension(_ a: LayoutAttribute) -> Bool { a == .width || a == .height }
    static func isHorizontal(_ a: LayoutAttribute) -> Bool { [.left, .right, .leading, .trailing, .centerX, .width].contains(a) }
}

extension FuzzLayoutStep {
    /// What the generator remembers of the family: the hidden target (views' frames in the container's coordinates),
    /// the constraints it drew (required ones are recomputed when the target moves), which axes of which views its pins
    /// fix, and the stacks' arrangement as it sent it.
    struct Generation {
        struct Drawn {
            var spec: FuzzAnchoredSpec
            /// How far an inequality holds inside its bound in the target (0 for an equality).
            var slack: Double
            var alive = true
            var pin: LayoutConstraintAxis?
        }
        var targets: [Int: CGRect] = [:]
        var parents: [Int: Int] = [:]
        var labels: Set<Int> = []
        var viewsMade = 0
        var drawn: [Int: Drawn] = [:]
        var constraintsMade = 0
        /// (view, axis == .horizontal) the generator pinned, and that no step unpinned since.
        var pinned: Set<[Int]> = []
        /// Views queued to be pinned: each `make` is followed by its four pins.
        var pending: [FuzzAnchoredSpec] = []
        var pendingPins: [LayoutConstraintAxis] = []
        var stacksMade = 0
        var arrangedMade = 0
        var arrangement: [Int: [Int]] = [:]
        var stackOf: [Int: Int] = [:]

        var live: [Int] { targets.keys.sorted() }
        func isPinned(_ view: Int, _ axis: LayoutConstraintAxis) -> Bool { pinned.contains([view, axis == .horizontal ? 1 : 0]) }

        /// The container-coordinate rectangle of an item, and whether it is a label.
        func rect(_ item: FuzzLayoutItem) -> CGRect? { FuzzLayoutTarget.rect(item, targets: targets) }
        func isLabel(_ item: FuzzLayoutItem?) -> Bool { if case let .view(id)? = item { labels.contains(id) } else { false } }

        /// Whether an item lies directly in the container (its values there are those of the items' common ancestor,
        /// so a location may be multiplied).
        func atTop(_ item: FuzzLayoutItem) -> Bool { if case let .view(id) = item { parents[id] == nil } else { true } }

        /// The constant that makes `spec` hold in the target with `slack` to spare (`nil`: an item has no target).
        func constant(for spec: FuzzAnchoredSpec, slack: Double) -> Double? {
            guard let a = targets[spec.first] else { return nil }
            let left = FuzzLayoutTarget.value(spec.firstAttribute, of: a, label: labels.contains(spec.first))
            var right = 0.0
            if let second = spec.second {
                guard let b = rect(second) else { return nil }
                right = spec.multiplier * FuzzLayoutTarget.value(spec.secondAttribute, of: b, label: isLabel(second))
            }
            let exact = left - right
            switch spec.relation {
            case .equal: return exact
            case .greaterThanOrEqual: return exact - slack
            case .lessThanOrEqual: return exact + slack
            }
        }
    }

    /// A random step of the family. Views come with four pins (two per axis, drawn from the target against items
    /// already pinned); then constraints of every kind (required ones hold in the target, optional ones anything),
    /// target moves, activations, removals, text and priority changes, bad values, layout passes, differential
    /// checks, and the stacks' steps.
    static func random(_ rng: inout SplitMix64, _ g: inout Generation, hostile: Double) -> FuzzOperation {
        func step(_ s: FuzzLayoutStep) -> FuzzOperation { .layout(s) }
        // Pins of the last view made come first, one a step.
        if !g.pending.isEmpty {
            let spec = g.pending.removeFirst(), axis = g.pendingPins.removeFirst()
            return step(draw(spec, pin: axis, &g))
        }
        let bad = rng.chance(hostile)
        let live = g.live
        if live.count < 2 || (live.count < 8 && rng.chance(0.05)) {
            return step(makeView(&rng, &g))
        }
        switch rng.int(in: 0...99) {
        case 0...13:
            // An extra required constraint, true in the target, or an optional one of any kind.
            let required = rng.chance(0.6)
            var spec = randomSpec(&rng, g, required: required)
            let slack = spec.relation == .equal ? 0 : Double(rng.int(in: 0...20))
            if required {
                guard let c = g.constant(for: spec, slack: slack) else { return .run(0) }
                spec.constant = c
            } else {
                spec.constant = (g.constant(for: spec, slack: 0) ?? 0) + Double(rng.int(in: -60...60))
                let any = Float(rng.int(in: 1...999))
                spec.priority = rng.pick([1, 49, 250, 251, 500, 749, 750, 999, any])
                if bad { spec.constant = rng.pick([1e300, -1e300, 1e7, 3e6]) }
            }
            return step(draw(spec, pin: nil, &g, slack: slack))
        case 14...23:
            // The target moves: one view, and every required constraint naming it follows.
            let v = rng.pick(live)
            let old = g.targets[v]!
            let frame = randomFrame(&rng, parent: g.parents[v].flatMap { g.targets[$0] })
            g.targets[v] = rng.chance(0.5) ? frame : CGRect(x: frame.minX, y: frame.minY, width: old.width, height: old.height)
            var changes: [FuzzConstantChange] = []
            for id in g.drawn.keys.sorted() {
                let d = g.drawn[id]!
                guard d.alive, d.spec.priority >= 1000, d.spec.first == v || d.spec.second == .view(v) else { continue }
                guard let c = g.constant(for: d.spec, slack: d.slack) else { continue }
                g.drawn[id]!.spec.constant = c
                changes.append(FuzzConstantChange(id: id, constant: c))
            }
            return step(.retarget(view: v, changes: changes))
        case 24...31:
            guard g.constraintsMade > 0 else { return step(.layout) }
            let id = rng.int(in: 0...(g.constraintsMade - 1))
            guard let d = g.drawn[id] else { return step(.setActive(id: id, rng.chance(0.5))) }
            let on = rng.chance(0.5)
            if !on, let axis = d.pin { g.pinned.remove([d.spec.first, axis == .horizontal ? 1 : 0]) }
            return step(.setActive(id: id, on))
        case 32...36:
            guard g.constraintsMade > 0 else { return step(.layout) }
            let id = rng.int(in: 0...(g.constraintsMade - 1))
            if bad || g.drawn[id].map({ $0.spec.priority >= 1000 }) ?? true {
                return rng.chance(0.5) ? step(.setConstant(id: id, rng.pick([.nan, .infinity, -.infinity])))
                                       : step(.setPriority(id: id, rng.pick([0, 1001, .nan, -1, .infinity])))
            }
            return rng.chance(0.6) ? step(.setConstant(id: id, Double(rng.int(in: -100...300))))
                                   : step(.setPriority(id: id, Float(rng.int(in: 1...999))))
        case 37...39:
            // A view leaves (with its subtree); it is made again later.
            let v = rng.pick(live)
            var gone: Set<Int> = [v]
            var grew = true
            while grew {
                grew = false
                for (child, parent) in g.parents where gone.contains(parent) && !gone.contains(child) { gone.insert(child); grew = true }
            }
            for id in gone { g.targets[id] = nil; g.parents[id] = nil; g.pinned = g.pinned.filter { $0[0] != id } }
            for id in g.drawn.keys where gone.contains(g.drawn[id]!.spec.first) || g.drawn[id]!.spec.second.map({ if case let .view(s) = $0 { gone.contains(s) } else { false } }) ?? false {
                g.drawn[id]!.alive = false
            }
            return step(.removeView(id: v))
        case 40...45:
            let v = rng.pick(live)
            return step(.setText(id: v, rng.chance(0.2) ? nil : rng.pick(["", "A", "Hello", "Wider text here", "two\nlines", "é̀ß", String(repeating: "W", count: 40)])))
        case 46...50:
            let v = rng.pick(live)
            let priority: Float = bad ? rng.pick([.nan, 1001, -5, .infinity]) : Float(rng.pick([1, 249, 250, 251, 749, 750, 751, 999]))
            return step(.hugging(id: v, axis: rng.chance(0.5) ? .horizontal : .vertical, compression: rng.chance(0.5), priority: priority))
        case 51...53:
            g.constraintsMade += 1
            return step(.foreign(id: g.constraintsMade - 1, view: rng.pick(live), kind: rng.int(in: 0...3)))
        case 54...55:
            // A view of the target re-pinned (after a deactivation or a removal of its pins).
            let v = rng.pick(live)
            queuePins(v, &rng, &g)
            return step(draw(g.pending.removeFirst(), pin: g.pendingPins.removeFirst(), &g))
        case 56...69:
            return step(.layout)
        case 70...73:
            return step(.verify)
        default:
            return step(stackStep(&rng, &g, bad: bad))
        }
    }

    /// A view with a target frame inside its parent's (or the container's), and its pins queued.
    private static func makeView(_ rng: inout SplitMix64, _ g: inout Generation) -> FuzzLayoutStep {
        let id = g.viewsMade
        g.viewsMade += 1
        let parent = !g.live.isEmpty && rng.chance(0.3) ? rng.pick(g.live) : nil
        let text: String? = rng.chance(0.4) ? rng.pick(["Title", "A longer label", "x"]) : nil
        g.targets[id] = randomFrame(&rng, parent: parent.flatMap { g.targets[$0] })
        g.parents[id] = parent
        if text != nil { g.labels.insert(id) }
        queuePins(id, &rng, &g)
        return .makeView(id: id, parent: parent, text: text)
    }

    /// A frame with whole-point edges inside `parent` (or the container), in the container's coordinates.
    private static func randomFrame(_ rng: inout SplitMix64, parent: CGRect?) -> CGRect {
        let room = parent ?? CGRect(origin: .zero, size: FuzzLayoutTarget.containerFrame.size)
        let w = Double(rng.int(in: 1...max(1, Int(room.width)))), h = Double(rng.int(in: 1...max(1, Int(room.height))))
        let x = Double(room.minX) + Double(rng.int(in: 0...max(0, Int(room.width - w))))
        let y = Double(room.minY) + Double(rng.int(in: 0...max(0, Int(room.height - h))))
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// Queues four required equalities that fix `v`'s frame: per axis a location against an item already pinned on
    /// that axis, and a length (a constant, or a multiple of a pinned item's).
    private static func queuePins(_ v: Int, _ rng: inout SplitMix64, _ g: inout Generation) {
        for axis in [LayoutConstraintAxis.horizontal, .vertical] {
            let h = axis == .horizontal
            let anchors: [FuzzLayoutItem] = [.container, .margins, .safeArea]
                + g.live.filter { $0 != v && g.isPinned($0, axis) && !isInside($0, v, g) }.map { .view($0) }
            let second = rng.chance(0.5) ? rng.pick(Array(anchors.prefix(3))) : rng.pick(anchors)
            let absolute = h && rng.chance(0.2)
            var locations: [LayoutAttribute] = h ? (absolute ? [.left, .right, .centerX] : [.leading, .trailing, .centerX]) : [.top, .bottom, .centerY]
            if !h, g.labels.contains(v) { locations += [.firstBaseline, .lastBaseline] }
            let firstAttribute = rng.pick(locations)
            var secondLocations: [LayoutAttribute] = h ? (absolute ? [.left, .right, .centerX] : [.leading, .trailing, .centerX]) : [.top, .bottom, .centerY]
            if !h, g.isLabel(second) { secondLocations.append(.firstBaseline) }
            let multiplier = g.atTop(.view(v)) && g.atTop(second) && rng.chance(0.2) ? rng.pick([0.5, 2.0]) : 1
            g.pending.append(FuzzAnchoredSpec(first: v, firstAttribute: firstAttribute, relation: .equal, second: second,
                                            secondAttribute: rng.pick(secondLocations), multiplier: multiplier, constant: 0, priority: 1000))
            let length: LayoutAttribute = h ? .width : .height
            let sized: FuzzLayoutItem? = rng.chance(0.5) ? nil : rng.pick(anchors)
            g.pending.append(FuzzAnchoredSpec(first: v, firstAttribute: length, relation: .equal, second: sized, secondAttribute: sized == nil ? .notAnAttribute : length,
                                            multiplier: sized == nil ? 1 : rng.pick([1, 0.5, 2, 0.25]), constant: 0, priority: 1000))
            g.pendingPins += [axis, axis]
        }
    }

    /// Whether `a` is `v` or inside it (a pin must not lean on a view that moves with the one it pins).
    private static func isInside(_ a: Int, _ v: Int, _ g: Generation) -> Bool {
        var x: Int? = a
        while let c = x { if c == v { return true }; x = g.parents[c] }
        return false
    }

    /// Draws a new constraint of `spec` (its constant computed from the target for a required one).
    private static func draw(_ spec: FuzzAnchoredSpec, pin: LayoutConstraintAxis?, _ g: inout Generation, slack: Double = 0) -> FuzzLayoutStep {
        var spec = spec
        if spec.priority >= 1000, let c = g.constant(for: spec, slack: slack) { spec.constant = c }
        let id = g.constraintsMade
        g.constraintsMade += 1
        g.drawn[id] = Generation.Drawn(spec: spec, slack: slack, pin: pin)
        if let pin, g.drawn[id - 1]?.pin == pin, g.drawn[id - 1]?.spec.first == spec.first { g.pinned.insert([spec.first, pin == .horizontal ? 1 : 0]) }
        return .constrain(id: id, spec, pin: pin)
    }

    /// A constraint of any kind between live items: a location against one of the same axis (multiplied only between
    /// items directly in the container), or a length against a constant or any item's length.
    private static func randomSpec(_ rng: inout SplitMix64, _ g: Generation, required: Bool) -> FuzzAnchoredSpec {
        let live = g.live
        let v = rng.pick(live)
        let items: [FuzzLayoutItem] = [.container, .margins, .safeArea] + live.filter { $0 != v }.map { .view($0) }
        let relation: LayoutRelation = rng.chance(0.5) ? .equal : rng.pick([.greaterThanOrEqual, .lessThanOrEqual])
        if rng.chance(0.4) {
            let a: LayoutAttribute = rng.pick([.width, .height])
            let second: FuzzLayoutItem? = rng.chance(0.3) ? nil : rng.pick(items)
            return FuzzAnchoredSpec(first: v, firstAttribute: a, relation: relation, second: second,
                                  secondAttribute: second == nil ? .notAnAttribute : rng.pick([.width, .height]),
                                  multiplier: second == nil ? 1 : rng.pick([1, 1, 0.5, 2, 1.5]), constant: 0, priority: 1000)
        }
        let second = rng.pick(items)
        let h = rng.chance(0.5)
        var attributes: [LayoutAttribute] = h ? [.leading, .trailing, .centerX] : [.top, .bottom, .centerY]
        if h && rng.chance(0.2) { attributes = [.left, .right, .centerX] }
        var firsts = attributes, seconds = attributes
        if !h, g.labels.contains(v) { firsts += [.firstBaseline, .lastBaseline] }
        if !h, g.isLabel(second) { seconds += [.firstBaseline, .lastBaseline] }
        let multiplier = g.atTop(.view(v)) && g.atTop(second) && rng.chance(0.2) ? rng.pick([0.5, 2.0]) : 1
        return FuzzAnchoredSpec(first: v, firstAttribute: rng.pick(firsts), relation: relation, second: second,
                              secondAttribute: rng.pick(seconds), multiplier: multiplier, constant: 0, priority: 1000)
    }

    /// A stack step: stacks (nested now and then), arranged views made, moved, removed and hidden, the stacks'
    /// properties (bad spacings, custom spacing after a view not arranged, out-of-range indexes on purpose).
    private static func stackStep(_ rng: inout SplitMix64, _ g: inout Generation, bad: Bool) -> FuzzLayoutStep {
        if g.stacksMade == 0 || (g.stacksMade < 5 && rng.chance(0.05)) {
            let id = g.stacksMade
            g.stacksMade += 1
            let parent = id > 0 && rng.chance(0.3) ? rng.int(in: 0...(id - 1)) : nil
            if let parent { g.arrangement[parent, default: []].append(-1 - id) }
            return .makeStack(id: id, parent: parent, axis: rng.chance(0.5) ? .horizontal : .vertical,
                              distribution: rng.int(in: 0...4), alignment: rng.int(in: 0...5), spacing: rng.pick([0, 4, 8, 20]))
        }
        let stack = rng.int(in: 0...(g.stacksMade - 1))
        let count = g.arrangement[stack]?.count ?? 0
        func index() -> Int { bad ? rng.pick([-1, count + 2, Int.max, Int.min]) : rng.int(in: 0...count) }
        switch rng.int(in: 0...99) {
        case 0...24:
            let id = g.arrangedMade
            g.arrangedMade += 1
            let i = index()
            if i >= 0 && i <= count { g.arrangement[stack, default: []].insert(id, at: i); g.stackOf[id] = stack }
            let text: String? = rng.chance(0.5) ? rng.pick(["One", "Two words", "A", "Longer label text"]) : nil
            return .arrange(id: id, stack: stack, index: i, text: text,
                            size: CGSize(width: Double(rng.int(in: 1...80)), height: Double(rng.int(in: 1...60))))
        case 25...34:
            guard g.arrangedMade > 0 else { return .layout }
            let view = rng.int(in: 0...(g.arrangedMade - 1))
            let i = index()
            if i >= 0 && i <= count, let from = g.stackOf[view] {
                g.arrangement[from]?.removeAll { $0 == view }
                g.arrangement[stack, default: []].insert(view, at: min(i, g.arrangement[stack]?.count ?? 0))
                g.stackOf[view] = stack
            }
            return .move(view: view, stack: stack, index: i)
        case 35...41:
            guard g.arrangedMade > 0 else { return .layout }
            let view = rng.int(in: 0...(g.arrangedMade - 1))
            let from = rng.chance(0.3)
            if let s = g.stackOf[view], s == stack || from { g.arrangement[s]?.removeAll { $0 == view }; g.stackOf[view] = nil }
            return .unarrange(view: view, stack: g.stackOf[view] ?? stack, fromSuperview: from)
        case 42...61:
            guard g.arrangedMade > 0 else { return .layout }
            return .hide(view: rng.int(in: 0...(g.arrangedMade - 1)), rng.chance(0.5), rng.pick(FuzzHideMode.allCases))
        default:
            let change: FuzzStackChange
            switch rng.int(in: 0...5) {
            case 0: change = .axis(rng.chance(0.5) ? .horizontal : .vertical)
            case 1: change = .distribution(rng.int(in: 0...4))
            case 2: change = .alignment(rng.int(in: 0...5))
            case 3: change = .spacing(bad ? rng.pick([.nan, .infinity, -.infinity, 1e300]) : rng.pick([0, 2, 8, 16, -6, -0.0, 1e12]))
            case 4: change = .marginsRelative(rng.chance(0.5))
            default:
                let after = g.arrangedMade > 0 ? rng.int(in: 0...(g.arrangedMade - 1)) : 0
                change = .customSpacing(bad ? rng.pick([.nan, .infinity, -1e300]) : rng.pick([0, 4, 12, -3, Double(Float.greatestFiniteMagnitude)]), after: after)
            }
            return .stack(id: stack, change)
        }
    }
}

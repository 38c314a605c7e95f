import Foundation
import ViewTree

/// A stack view of the layouts family: hides the views it was asked to from its own `layoutSubviews` (re-entrant: a
/// hide changes the arrangement while the pass runs).
final class FuzzReentrantStack: StackView {
    var pendingHides: [(View, Bool)] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        let pending = pendingHides
        pendingHides = []
        for (view, hidden) in pending { view.isHidden = hidden }
    }
}

/// The layouts family's objects and oracles (`FuzzLayoutStep`): a container of views `lN` positioned by constraints
/// `kN` drawn from a hidden target (the required ones hold there), a second container of stack views `sN` with arranged
/// views `aN`, and the views and worlds the refused constraints name.
///
/// Oracles, after every `layout` step: every active required constraint of the family holds on the frames, read through
/// the public API (`firstItem`, `firstAttribute`, `multiplier`, `constant`…) in its items' common ancestor, within the
/// pixel grid's rounding, and none is broken or reported unsatisfiable — whenever the constraints the harness holds
/// are all true of its target (a shrunk sequence may have lost a target move); a refused step leaves every frame as it
/// was; each stack's arranged views are subviews, listed once, a hidden one has no length along the axis and, for the
/// fill, fill-equally and equal-spacing distributions with spacings of at least 0, visible ones do not overlap along the
/// axis. After every `verify` step, the same final views, constraints and stacks built in a fresh world and laid out
/// once give the same frames to every view whose frame the required pins fix, and to every stack and arranged view
/// that neither world finds ambiguous or broken (FuzzLayoutHarness+Rebuild.swift).
final class FuzzLayouts {
    var window: Window?
    var container: View?
    var stacksContainer: View?
    /// A hidden window of the same world, and a view in a window of another world (the refused constraints' items).
    private var otherWindowView: View?
    private var otherWorldView: View?
    private var otherWorld: Simulation?
    var views: [Int: View] = [:]
    var weakViews: [Int: WeakView] = [:]
    var parents: [Int: Int] = [:]
    var targets: [Int: CGRect] = [:]
    var constraints: [Int: LayoutConstraint] = [:]
    var specs: [Int: FuzzAnchoredSpec] = [:]
    /// The pins each view got, per axis (`true`: horizontal).
    var pins: [Int: [Bool: [Int]]] = [:]
    var stacks: [Int: FuzzReentrantStack] = [:]
    var stackPins: [Int: [LayoutConstraint]] = [:]
    var arranged: [Int: View] = [:]
    /// A fixed-size arranged view's own width and height constraints.
    var sizeConstraints: [Int: [LayoutConstraint]] = [:]
    var problem: String?
    /// A category that rewrites frames (`integral`) was installed in the world: frames are not the engine's, so the
    /// oracles that read them (and the fresh world, which has no category) are skipped.
    var framesRewritten = false
    /// How many of the world's diagnostics the last layout check saw.
    var diagnosticsMark = 0
    /// A layout step ran.
    private(set) var used = false
    /// Constraint equations checked on laid-out frames, and frames compared with a fresh world.
    var equationsChecked = 0
    var framesCompared = 0

    /// The family's window, for the session's tree checks.
    var checkedWindow: Window? { window }

    /// Whether `step` can run: what it names exists (a shrunk sequence may have lost its making).
    func canRun(_ step: FuzzLayoutStep) -> Bool {
        func isView(_ item: FuzzLayoutItem?) -> Bool { if case let .view(id)? = item { views[id] != nil } else { true } }
        switch step {
        case let .makeView(id, parent, _): return weakViews[id] == nil && parent.map { views[$0] != nil } ?? true
        case let .constrain(id, spec, _): return constraints[id] == nil && views[spec.first] != nil && isView(spec.second)
        case let .retarget(view, _): return views[view] != nil
        case let .setActive(id, _), let .setConstant(id, _), let .setPriority(id, _): return constraints[id] != nil
        case let .removeView(id), let .setText(id, _), let .hugging(id, _, _, _): return views[id] != nil
        case let .foreign(id, view, _): return constraints[id] == nil && views[view] != nil
        case .layout, .verify: return true
        case let .makeStack(id, parent, _, _, _, _): return stacks[id] == nil && parent.map { stacks[$0] != nil } ?? true
        case let .arrange(id, stack, _, _, _): return arranged[id] == nil && stacks[stack] != nil
        case let .move(view, stack, _), let .unarrange(view, stack, _): return arranged[view] != nil && stacks[stack] != nil
        case let .hide(view, _, _): return arranged[view] != nil
        case let .stack(id, change):
            if case let .customSpacing(_, after) = change, arranged[after] == nil { return false }
            return stacks[id] != nil
        }
    }

    /// Whether `c` names an item that was freed while another is alive (so activating it must be refused).
    private func halfFreed(_ c: LayoutConstraint, _ spec: FuzzAnchoredSpec?) -> Bool {
        // Another second item (the container, a guide) outlives the episode; with no second item nothing is left to report.
        guard case .view? = spec?.second else { return false }
        let secondWasView = true
        let firstGone = c.firstItem == nil, secondGone = secondWasView && c.secondItem == nil
        return firstGone != secondGone
    }

    /// What `step` may and must report. Refused on purpose (required): a non-finite constant, a priority outside
    /// (0, 1000], a constraint to another window's or world's view or with a freed item, a spacing that is not finite,
    /// custom spacing after a view not arranged, an arranged index out of range.
    func prepare(_ step: FuzzLayoutStep) -> FuzzExpectation {
        var e = FuzzExpectation()
        e.allowed = [.invalidValue, .indexOutOfRange, .notASubview, .unsatisfiableConstraints]
        switch step {
        case let .setConstant(id, value) where !value.isFinite:
            if constraints[id]?.firstItem != nil { e.expect(.invalidValue, required: true) }
        case let .setPriority(id, value) where !(value > 0 && value <= 1000):
            if constraints[id]?.firstItem != nil { e.expect(.invalidValue, required: true) }
        case let .hugging(_, _, _, value) where !(value > 0 && value <= 1000):
            e.expect(.invalidValue, required: true)
        case let .setActive(id, true):
            if let c = constraints[id], !c.isActive, halfFreed(c, specs[id]) { e.expect(.invalidValue, required: true) }
        case .foreign:
            e.expect(.invalidValue, required: true)
        case let .stack(id, .spacing(s)) where !s.isFinite:
            if stacks[id] != nil { e.expect(.invalidValue, required: true) }
        case let .stack(id, .customSpacing(s, after)):
            guard let stack = stacks[id], let view = arranged[after] else { break }
            if !stack.arrangedSubviews.contains(where: { $0 === view }) { e.expect(.notASubview, required: true) }
            else if !s.isFinite && s != StackView.spacingUseDefault { e.expect(.invalidValue, required: true) }
        case let .arrange(_, stack, index, _, _), let .move(_, stack, index):
            if let s = stacks[stack], index < 0 || index > s.arrangedSubviews.count { e.expect(.indexOutOfRange, required: true) }
        default: break
        }
        return e
    }

    /// Whether the step is bad input that must leave every frame as it was.
    private func isRefusal(_ step: FuzzLayoutStep) -> Bool {
        switch step {
        case let .setConstant(_, v): return !v.isFinite
        case let .setPriority(_, v): return !(v > 0 && v <= 1000)
        case let .hugging(_, _, _, v): return !(v > 0 && v <= 1000)
        case let .setActive(id, true): return constraints[id].map { !$0.isActive && halfFreed($0, specs[id]) } ?? false
        case .foreign: return true
        default: return false
        }
    }

    private func setUp(_ world: Simulation) -> Window {
        if let window { return window }
        let window = Window.fuzzFamilyWindow(in: world)
        let container = View(frame: FuzzLayoutTarget.containerFrame)
        container.layoutMargins = FuzzLayoutTarget.containerMargins
        let stacksContainer = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(stacksContainer)
        window.addSubview(container)
        let other = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        let otherView = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        other.addSubview(otherView)
        let otherWorld = Simulation(profile: world.profile)
        let farWindow = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: otherWorld)
        let farView = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        farWindow.addSubview(farView)
        // Views made from now on join the newest world: the episode's again.
        world.makeCurrent()
        self.window = window
        self.container = container
        self.stacksContainer = stacksContainer
        otherWindowView = otherView
        otherWorldView = farView
        self.otherWorld = otherWorld
        return window
    }

    func perform(_ step: FuzzLayoutStep, world: Simulation) {
        used = true
        let window = setUp(world)
        guard let container else { return }
        let refusal = isRefusal(step)
        let before = refusal ? frameSnapshot(window) : []
        let constraintBefore: (CGFloat, LayoutPriority, Bool)? = {
            switch step {
            case let .setConstant(id, _), let .setPriority(id, _), let .setActive(id, _):
                return constraints[id].map { ($0.constant, $0.priority, $0.isActive) }
            default: return nil
            }
        }()
        switch step {
        case let .makeView(id, parent, text):
            let view = Self.labelOrView(text)
            view.translatesAutoresizingMaskIntoConstraints = false
            (parent.flatMap { views[$0] } ?? container).addSubview(view)
            views[id] = view
            weakViews[id] = WeakView(view: view)
            parents[id] = parent
        case let .constrain(id, spec, pin):
            guard let c = make(spec) else { return }
            c.priority = LayoutPriority(spec.priority)
            c.isActive = true
            constraints[id] = c
            specs[id] = spec
            if let pin { pins[spec.first, default: [:]][pin == .horizontal, default: []].append(id) }
            if pin != nil { learnTarget(spec.first) }
        case let .retarget(view, changes):
            for change in changes { constraints[change.id]?.constant = CGFloat(change.constant) }
            for change in changes { specs[change.id]?.constant = change.constant }
            learnTarget(view)
        case let .setActive(id, value): constraints[id]?.isActive = value
        case let .setConstant(id, value): constraints[id]?.constant = CGFloat(value)
        case let .setPriority(id, value): constraints[id]?.priority = LayoutPriority(value)
        case let .removeView(id):
            guard let view = views[id] else { return }
            view.removeFromSuperview()
            for (other, v) in views where v === view || v.isDescendant(of: view) { views[other] = nil; targets[other] = nil }
        case let .setText(id, text):
            if let text, let label = views[id] as? Label { label.text = text } else { views[id]?.invalidateIntrinsicContentSize() }
        case let .hugging(id, axis, compression, priority):
            if compression { views[id]?.setContentCompressionResistancePriority(LayoutPriority(priority), for: axis) }
            else { views[id]?.setContentHuggingPriority(LayoutPriority(priority), for: axis) }
        case let .foreign(id, viewID, kind):
            guard let view = views[viewID] else { return }
            let c: LayoutConstraint
            switch kind {
            case 0: c = view.leadingAnchor.constraint(equalTo: otherWindowView!.leadingAnchor)
            case 1: c = view.leadingAnchor.constraint(equalTo: otherWorldView!.leadingAnchor)
            default:
                var freed: View? = View()
                c = kind == 2 ? freed!.leadingAnchor.constraint(equalTo: view.leadingAnchor) : view.leadingAnchor.constraint(equalTo: freed!.leadingAnchor)
                freed = nil
            }
            c.isActive = true
            if c.isActive { problem = "k\(id) (\(c.equationDescription)) was activated, though its items share no ancestor or one was freed" }
            c.isActive = false
        case .layout:
            window.layoutIfNeeded()
            window.layoutIfNeeded()  // a hide made from a stack's layoutSubviews changes its constraints for the next pass
            guard !framesRewritten else { break }
            checkRequired(world: world)
            checkStacks(scale: Double(window.screen.scale))
        case .verify:
            window.layoutIfNeeded()
            window.layoutIfNeeded()  // a hide made from a stack's layoutSubviews asks for one more pass
            if !framesRewritten { compareWithFreshWorld(world: world) }
        case let .makeStack(id, parent, axis, distribution, alignment, spacing):
            let stack = FuzzReentrantStack()
            stack.axis = axis
            stack.distribution = StackView.Distribution(rawValue: distribution)!
            stack.alignment = StackView.Alignment(rawValue: alignment)!
            stack.spacing = CGFloat(spacing)
            if let parent, let p = stacks[parent] {
                p.addArrangedSubview(stack)
            } else if let stacksContainer {
                stack.translatesAutoresizingMaskIntoConstraints = false
                stacksContainer.addSubview(stack)
                let pinsMade = FuzzLayouts.stackPinConstraints(stack, in: stacksContainer, id: id)
                LayoutConstraint.activate(pinsMade)
                stackPins[id] = pinsMade
            }
            stacks[id] = stack
        case let .arrange(id, stack, index, text, size):
            let view = Self.labelOrView(text)
            if text == nil {
                let own = FuzzLayouts.sizeConstraints(view, size)
                LayoutConstraint.activate(own)
                sizeConstraints[id] = own
            }
            arranged[id] = view
            stacks[stack]?.insertArrangedSubview(view, at: index)
        case let .move(view, stack, index):
            guard let v = arranged[view] else { return }
            stacks[stack]?.insertArrangedSubview(v, at: index)
        case let .unarrange(view, stack, fromSuperview):
            guard let v = arranged[view] else { return }
            if fromSuperview { v.removeFromSuperview() } else { stacks[stack]?.removeArrangedSubview(v) }
        case let .hide(view, hidden, mode):
            guard let v = arranged[view] else { return }
            switch mode {
            case .plain: v.isHidden = hidden
            case .animated: View.animate(withDuration: 0.3, animations: { v.isHidden = hidden })
            case .fromLayout:
                if let stack = v.superview as? FuzzReentrantStack { stack.pendingHides.append((v, hidden)); stack.setNeedsLayout() }
                else { v.isHidden = hidden }
            }
        case let .stack(id, change):
            guard let stack = stacks[id] else { return }
            switch change {
            case let .axis(a): stack.axis = a
            case let .distribution(d): stack.distribution = StackView.Distribution(rawValue: d)!
            case let .alignment(a): stack.alignment = StackView.Alignment(rawValue: a)!
            case let .spacing(s): stack.spacing = CGFloat(s)
            case let .marginsRelative(m): stack.isLayoutMarginsRelativeArrangement = m
            case let .customSpacing(s, after): if let v = arranged[after] { stack.setCustomSpacing(CGFloat(s), after: v) }
            }
        }
        if refusal {
            if let old = constraintBefore, let id = FuzzLayouts.constraintID(step), let c = constraints[id],
               c.constant != old.0 || c.priority != old.1 || c.isActive != old.2 {
                let (constant, priority, active) = old
                problem = problem ?? "the refused \(step.swiftLine) changed k\(id): constant \(c.constant), priority \(c.priority.rawValue), active \(c.isActive) (were \(constant), \(priority.rawValue), \(active))"
            }
            let after = frameSnapshot(window)
            if after != before, problem == nil {
                let changed = zip(before, after).first { $0 != $1 }
                problem = "the refused \(step.swiftLine) changed the layout: \(changed.map { "\($0.0.name) was \($0.0.frame), is \($0.1.frame)" } ?? "views came or went")"
            }
        }
    }

    /// A label showing `text`, or a plain view when there is none.
    static func labelOrView(_ text: String?) -> View {
        guard let text else { return View() }
        let label = Label()
        label.text = text
        return label
    }

    static func constraintID(_ step: FuzzLayoutStep) -> Int? {
        switch step {
        case let .setConstant(id, _), let .setPriority(id, _), let .setActive(id, _): id
        default: nil
        }
    }

    /// A top-level stack's pins: its leading and top edges at a place of its own in the stacks' container.
    static func stackPinConstraints(_ stack: View, in container: View, id: Int) -> [LayoutConstraint] {
        [stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: CGFloat(10 + 30 * (id % 4))),
         stack.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(10 + 90 * id))]
    }

    /// A fixed-size arranged view's width and height, at 999 (so that a stack that must resize it may).
    static func sizeConstraints(_ view: View, _ size: CGSize) -> [LayoutConstraint] {
        let w = view.widthAnchor.constraint(equalToConstant: size.width), h = view.heightAnchor.constraint(equalToConstant: size.height)
        w.priority = LayoutPriority(999)
        h.priority = LayoutPriority(999)
        return [w, h]
    }

    /// The real item a spec's second side names.
    func item(_ item: FuzzLayoutItem?, in container: View, views: [Int: View]) -> LayoutItem? {
        switch item {
        case nil: nil
        case .container?: container
        case .margins?: container.layoutMarginsGuide
        case .safeArea?: container.safeAreaLayoutGuide
        case let .view(id)?: views[id]
        }
    }

    private func make(_ spec: FuzzAnchoredSpec) -> LayoutConstraint? {
        guard let container, let first = views[spec.first] else { return nil }
        let second = item(spec.second, in: container, views: views)
        if spec.second != nil && second == nil { return nil }
        return LayoutConstraint(item: first, attribute: spec.firstAttribute, relatedBy: spec.relation, toItem: second,
                                attribute: spec.secondAttribute, multiplier: CGFloat(spec.multiplier), constant: CGFloat(spec.constant))
    }

    /// Learns `view`'s target from its last pins: the frame for which they hold (the generator sends the constants that
    /// hold in its target, so the harness solves them back, per axis, for the view's length and then its position).
    func learnTarget(_ view: Int) {
        for horizontal in [true, false] {
            guard let ids = pins[view]?[horizontal], ids.count >= 2 else { continue }
            let pair = ids.suffix(2).compactMap { specs[$0] }
            guard let location = pair.first(where: { !FuzzLayoutTarget.isDimension($0.firstAttribute) }),
                  let length = pair.first(where: { FuzzLayoutTarget.isDimension($0.firstAttribute) }),
                  let size = holdingValue(length), let position = holdingValue(location) else { continue }
            var r = targets[view] ?? .zero
            // `position` is the attribute's value; the edge follows from the attribute and the length.
            let unit = horizontal ? CGRect(x: 0, y: 0, width: size, height: 0) : CGRect(x: 0, y: 0, width: 0, height: size)
            let offset = FuzzLayoutTarget.value(location.firstAttribute, of: unit, label: views[view] is Label)
            if horizontal { r.origin.x = position - offset; r.size.width = size } else { r.origin.y = position - offset; r.size.height = size }
            targets[view] = r
        }
    }

    /// The value `spec`'s first attribute has when the equality holds (`nil`: its second item has no target).
    private func holdingValue(_ spec: FuzzAnchoredSpec) -> Double? {
        var right = 0.0
        if let second = spec.second {
            guard let r = FuzzLayoutTarget.rect(second, targets: targets) else { return nil }
            let label: Bool = if case let .view(id) = second { views[id] is Label } else { false }
            right = spec.multiplier * FuzzLayoutTarget.value(spec.secondAttribute, of: r, label: label)
        }
        return right + spec.constant
    }

    /// Every family view's and stack view's frame, in a fixed order.
    func frameSnapshot(_ window: Window) -> [NamedFrame] {
        views.keys.sorted().map { NamedFrame(name: "l\($0)", frame: views[$0]!.frame) }
            + stacks.keys.sorted().map { NamedFrame(name: "s\($0)", frame: stacks[$0]!.frame) }
            + arranged.keys.sorted().map { NamedFrame(name: "a\($0)", frame: arranged[$0]!.frame) }
    }

    struct NamedFrame: Equatable {
        let name: String
        let frame: CGRect
        static func == (a: NamedFrame, b: NamedFrame) -> Bool {
            a.name == b.name && a.frame.origin.x.bitPattern == b.frame.origin.x.bitPattern && a.frame.origin.y.bitPattern == b.frame.origin.y.bitPattern
                && a.frame.size.width.bitPattern == b.frame.size.width.bitPattern && a.frame.size.height.bitPattern == b.frame.size.height.bitPattern
        }
    }

    func check(world: Simulation) throws(FuzzFailure) {
        guard used else { return }
        if let problem { throw FuzzFailure(invariant: "layout", message: problem) }
    }

    /// Drops every object; `nil` when each was freed with the world, else which was not.
    func tearDown() -> String? {
        let weakStacks = stacks.mapValues { WeakView(view: $0) }
        let weakArranged = arranged.mapValues { WeakView(view: $0) }
        views = [:]; constraints = [:]; stacks = [:]; arranged = [:]; sizeConstraints = [:]; stackPins = [:]
        window = nil; container = nil; stacksContainer = nil; otherWindowView = nil; otherWorldView = nil; otherWorld = nil
        if let id = weakViews.keys.sorted().first(where: { weakViews[$0]?.view != nil }) { return "layout view l\(id) is still alive after every reference to it and the world was dropped" }
        if let id = weakStacks.keys.sorted().first(where: { weakStacks[$0]?.view != nil }) { return "stack view s\(id) is still alive after every reference to it and the world was dropped" }
        if let id = weakArranged.keys.sorted().first(where: { weakArranged[$0]?.view != nil }) { return "arranged view a\(id) is still alive after every reference to it and the world was dropped" }
        return nil
    }
}

import Foundation
import ViewTree

/// Why an episode failed: which invariant, at which step, and what was seen.
public struct FuzzFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// A stable name of the invariant (`"parent-link"`, `"window"`, `"diagnostics"`, …): a shrink
    /// keeps only sequences that break the same one.
    public let invariant: String
    /// What was expected and what was found.
    public let message: String
    /// The index of the operation after which it was found (`ops.count` for the teardown).
    public var step: Int

    /// Creates a failure.
    public init(invariant: String, message: String, step: Int = -1) {
        self.invariant = invariant
        self.message = message
        self.step = step
    }

    /// `[invariant] after step N: message`.
    public var description: String { "[\(invariant)] after step \(step): \(message)" }
}

/// What fuzzing did: operations, views checked, diagnostics recorded on purpose.
public struct FuzzStatistics: Sendable, Equatable {
    /// Operations run.
    public var operations = 0
    /// Operations skipped (their view did not exist: only in shrunk sequences).
    public var skipped = 0
    /// Sum over steps of the number of fuzzer-made views alive (each was checked after the step).
    public var viewsChecked = 0
    /// The most views alive at once.
    public var largestTree = 0
    /// Diagnostics recorded (every one expected).
    public var diagnostics = 0
    /// Gesture recognizer actions the gestures family heard (so a campaign shows its recognizers recognized).
    public var gestureActions = 0
    /// What the gestures family's surface checks compared (`--gesture-surfaces`): slider and stepper values, selected
    /// collection items, settled presented controllers.
    public var gestureSurfaceChecks = FuzzSurfaceCounts()
    /// Required constraint equations the layouts family checked on laid-out frames.
    public var layoutEquationsChecked = 0
    /// Frames the layouts family compared with the same state laid out once in a fresh world.
    public var layoutFramesCompared = 0

    /// Creates empty statistics.
    public init() {}

    /// Adds `other` (the largest tree is the larger one).
    public mutating func add(_ other: FuzzStatistics) {
        operations += other.operations
        skipped += other.skipped
        viewsChecked += other.viewsChecked
        largestTree = max(largestTree, other.largestTree)
        diagnostics += other.diagnostics
        gestureActions += other.gestureActions
        gestureSurfaceChecks.add(other.gestureSurfaceChecks)
        layoutEquationsChecked += other.layoutEquationsChecked
        layoutFramesCompared += other.layoutFramesCompared
    }
}

/// Counts the completions of the `View.animate` calls an episode made: each must run exactly once.
final class CompletionLedger {
    private(set) var opened = 0
    private(set) var calls: [Int] = []

    func open() -> Int {
        opened += 1
        calls.append(0)
        return opened - 1
    }

    func complete(_ id: Int) { calls[id] += 1 }

    /// The first animation whose completion ran more than once, if any.
    var overcompleted: Int? { calls.firstIndex { $0 > 1 } }
    /// The first animation whose completion never ran, if any.
    var pending: Int? { calls.firstIndex { $0 == 0 } }
}

/// A weak reference to a view (to see that released views are freed). A class, so that reading
/// one out of an array does not copy (and re-register) the weak reference.
final class WeakView {
    weak var view: View?
    init(view: View? = nil) { self.view = view }
}

/// One episode running against ViewTree: a world with two windows, the views the operations make,
/// the model beside them, and the invariant checks after every step.
///
/// The session holds each view it made until a `.release` step drops it (it keeps a weak
/// reference, to check the view is freed exactly when the model says it must be).
public final class FuzzSession {
    /// The world.
    public private(set) var world: Simulation?
    /// The two windows.
    private var windows: [Window] = []
    private var strong: [View?] = []
    private var weak: [WeakView] = []
    /// The model the real tree is checked against.
    public private(set) var model: TreeModel
    private var installed: [Int: InstalledCategory] = [:]
    /// The constraints `FuzzConstraintStep.make` made, by id.
    private var constraintObjects: [Int: LayoutConstraint] = [:]
    /// The controllers and their windows.
    private let controllers = ControllerHarness()
    /// The legacy alert views and action sheets, by id.
    private let alerts = FuzzLegacyAlerts()
    /// The stack views, lists and menus of the collections family.
    private let collections = FuzzCollections()
    /// The text views and text fields of the texts family.
    private let texts = FuzzTexts()
    /// The views, recognizers and fingers of the gestures family.
    private let gestures = FuzzGestures()
    /// The constraint views and stack views of the layouts family.
    private let layouts = FuzzLayouts()
    private let ledger = CompletionLedger()
    private var lastNow: Double = 0
    private var diagnosticsSeen = 0
    /// The operations applied so far (for error messages).
    public private(set) var stepsRun = 0
    /// What the episode did so far.
    public private(set) var statistics = FuzzStatistics()

    /// A fresh world of `profile` with two visible windows (320 × 480 and 200 × 300).
    public init(profile: PlatformProfile) {
        let world = Simulation(profile: profile)
        self.world = world
        model = TreeModel(profile: profile)
        let main = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let second = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 300), simulation: world)
        main.makeKeyAndVisible()
        second.isHidden = false
        windows = [main, second]
        strong = [main, second]
        weak = [WeakView(view: main), WeakView(view: second)]
    }

    private func view(_ h: FuzzHandle) -> View? { h < strong.count ? strong[h] : nil }

    /// The view a handle names, while the session holds it (for tests that look at, or tamper
    /// with, the real tree behind the model's back).
    public func view(for handle: FuzzHandle) -> View? { view(handle) }

    private func scrollView(_ h: FuzzHandle) -> ScrollView? { view(h) as? ScrollView }

    private func store(_ v: View, at h: FuzzHandle) {
        if h >= strong.count {
            strong.append(contentsOf: repeatElement(nil, count: h - strong.count + 1))
            for _ in weak.count...h { weak.append(WeakView()) }
        }
        strong[h] = v
        weak[h] = WeakView(view: v)
    }

    /// What the real scroll view says, for the model rules that depend on it.
    private func scrollState(_ h: FuzzHandle) -> FuzzScrollState? {
        guard let s = scrollView(h) else { return nil }
        let scrollable = (s.horizontalScrollIndicatorView?.superview === s && s.canScrollHorizontally)
            || (s.verticalScrollIndicatorView?.superview === s && s.canScrollVertically)
        return FuzzScrollState(scrollable: scrollable, tracking: s.isTracking, dragging: s.isDragging)
    }

    // MARK: Steps

    /// Applies one operation to the model and to ViewTree, then checks every invariant.
    public func step(_ op: FuzzOperation) throws(FuzzFailure) {
        // The handles a discard drops, taken before the model forgets the subtree.
        let discarded: [FuzzHandle] = if case let .discard(h) = op, model.isHeld(h) { model.subtree(of: h) } else { [] }
        var expectation = model.apply(op, scrollState: scrollState)
        if !discarded.isEmpty, !expectation.skipped {
            view(discarded[0])!.removeFromSuperview()
            for h in discarded { strong[h] = nil }
        }
        var prediction: ControllerHarness.Prediction?
        if case let .controller(c) = op, !expectation.skipped, let world {
            prediction = controllers.prepare(c, world: world)
            expectation = prediction!.expectation
        }
        if case let .alert(step) = op, !expectation.skipped {
            if !alerts.canRun(step) { expectation.skipped = true }
            if alerts.mustRefuse(step) { expectation.expect(.viewController, required: true) }
        }
        if case let .collection(step) = op, !expectation.skipped {
            if collections.canRun(step) { expectation = collections.prepare(step) } else { expectation.skipped = true }
        }
        if case let .text(step) = op, !expectation.skipped {
            if texts.canRun(step) { expectation = texts.prepare(step) } else { expectation.skipped = true }
        }
        if case let .gesture(step) = op, !expectation.skipped {
            if gestures.canRun(step) { expectation = gestures.prepare(step) } else { expectation.skipped = true }
        }
        if case let .layout(step) = op, !expectation.skipped {
            if layouts.canRun(step) { expectation = layouts.prepare(step) } else { expectation.skipped = true }
        }
        if expectation.skipped { statistics.skipped += 1 } else { perform(op) }
        statistics.operations += 1
        do throws(FuzzFailure) {
            if let prediction {
                if let before = prediction.unchanged {
                    let after = controllers.relations()
                    if after != before {
                        throw FuzzFailure(invariant: "controller-refusal", message: "a refused call changed the controllers:\nbefore:\n\(before)\nafter:\n\(after)")
                    }
                }
                if let message = prediction.after?() { throw FuzzFailure(invariant: "controller-result", message: message) }
            }
            try check(after: op, expectation)
        } catch {
            var failure = error
            failure.step = stepsRun
            throw failure
        }
        stepsRun += 1
    }

    /// The applier: the ViewTree calls an operation stands for. The model has already checked that
    /// every handle it names is held.
    private func perform(_ op: FuzzOperation) {
        guard let world else { return }
        switch op {
        case let .make(h, kind, frame):
            store(kind.make(frame: frame), at: h)
        case let .makeTree(first, count, shape, seed):
            for item in TreeRecipe(first: first, count: count, shape: shape, seed: seed).items {
                let v = item.kind.make(frame: item.frame)
                store(v, at: item.handle)
                if let p = item.parent { view(p)!.addSubview(v) }
            }
        case let .add(p, c): view(p)!.addSubview(view(c)!)
        case let .insert(p, c, i): view(p)!.insertSubview(view(c)!, at: i)
        case let .insertAbove(p, c, s): view(p)!.insertSubview(view(c)!, aboveSubview: view(s)!)
        case let .insertBelow(p, c, s): view(p)!.insertSubview(view(c)!, belowSubview: view(s)!)
        case let .remove(h): view(h)!.removeFromSuperview()
        case let .bringToFront(p, c): view(p)!.bringSubviewToFront(view(c)!)
        case let .sendToBack(p, c): view(p)!.sendSubviewToBack(view(c)!)
        case let .exchange(p, i, j): view(p)!.exchangeSubview(at: i, withSubviewAt: j)
        case let .setFrame(h, r): view(h)!.frame = r
        case let .setBounds(h, r): view(h)!.bounds = r
        case let .setCenter(h, p): view(h)!.center = p
        case let .setAlpha(h, a): view(h)!.alpha = a
        case let .setHidden(h, v): view(h)!.isHidden = v
        case let .setTag(h, t): view(h)!.tag = t
        case let .setAutoresizingMask(h, m): view(h)!.autoresizingMask = AutoresizingMask(rawValue: m)
        case let .setContentSize(h, s): scrollView(h)!.contentSize = s
        case let .setContentOffset(h, p, animated): scrollView(h)!.setContentOffset(p, animated: animated)
        case let .beginPan(h, p): scrollView(h)!.beginPan(at: p)
        case let .movePan(h, p): scrollView(h)!.movePan(to: p)
        case let .endPan(h, v): scrollView(h)!.endPan(velocity: v)
        case let .drag(h, from, to, d): scrollView(h)!.drag(from: from, to: to, duration: d)
        case let .flash(h): scrollView(h)!.flashScrollIndicators()
        case let .traits(h, change): change.apply(to: view(h)!)
        case let .animate(duration, delay, changes):
            let targets = changes.compactMap { change in view(change.handle).map { (change, $0) } }
            let id = ledger.open()
            View.animate(withDuration: duration, delay: delay, options: [], animations: {
                for (change, v) in targets {
                    switch change {
                    case let .alpha(_, a): v.alpha = a
                    case let .frame(_, r): v.frame = r
                    case let .center(_, p): v.center = p
                    case let .hidden(_, hidden): v.isHidden = hidden
                    }
                }
            }, completion: { [ledger] _ in ledger.complete(id) })
        case let .installCategory(id, kind):
            installed[id] = kind.install(in: world)
        case let .removeCategory(id):
            installed[id]?.remove()
        case let .run(d):
            world.run(for: d)
        case .snapshot:
            break  // done by the checker, which compares two snapshots
        case let .release(h):
            strong[h] = nil
        case .discard:
            break  // done in `step`, with the handles the model listed before it changed
        case let .controller(c):
            controllers.perform(c, world: world)
        case let .constraint(step):
            perform(step)
        case let .alert(step):
            alerts.perform(step, window: windows[0])
        case let .collection(step):
            collections.perform(step, world: world)
        case let .text(step):
            texts.perform(step, world: world)
        case let .gesture(step):
            gestures.perform(step, world: world)
        case let .layout(step):
            layouts.framesRewritten = model.frameCategoryEverInstalled
            layouts.perform(step, world: world)
        }
    }

    /// An Auto Layout step (the model has checked that its views are held and its constraint made).
    private func perform(_ step: FuzzConstraintStep) {
        switch step {
        case let .make(id, first, second, kind, constant, priority):
            let constraint = kind.make(view(first)!, second.map { view($0)! }, constant: CGFloat(constant))
            constraint.priority = LayoutPriority(priority)
            constraint.isActive = true
            constraintObjects[id] = constraint
        case let .setConstant(id, value): constraintObjects[id]?.constant = CGFloat(value)
        case let .setPriority(id, value): constraintObjects[id]?.priority = LayoutPriority(value)
        case let .setActive(id, value): constraintObjects[id]?.isActive = value
        case let .translates(h, value): view(h)!.translatesAutoresizingMaskIntoConstraints = value
        case let .layout(h): view(h)!.layoutIfNeeded()
        case let .exercise(h): view(h)!.exerciseAmbiguityInLayout()
        }
    }

    // MARK: Teardown

    /// Ends the episode: optionally runs the clock until every animation has finished (and checks
    /// that each completion ran exactly once), then drops every reference and checks that every
    /// view and the world itself were freed.
    public func tearDown(drain: Bool) throws(FuzzFailure) {
        let step = stepsRun
        if drain, let world {
            world.run(for: 10)
            if let i = ledger.pending {
                throw FuzzFailure(invariant: "completion-once", message: "the completion of animate call #\(i) never ran, 10 s after the last step", step: step)
            }
            if let i = ledger.overcompleted {
                throw FuzzFailure(invariant: "completion-once", message: "the completion of animate call #\(i) ran \(ledger.calls[i]) times", step: step)
            }
        }
        weak let worldRef = world
        world = nil
        windows = []
        strong = []
        installed = [:]
        constraintObjects = [:]
        if let alive = alerts.tearDown() {
            throw FuzzFailure(invariant: "leak", message: alive, step: step)
        }
        if let alive = collections.tearDown() {
            throw FuzzFailure(invariant: "leak", message: alive, step: step)
        }
        if let alive = texts.tearDown() {
            throw FuzzFailure(invariant: "leak", message: alive, step: step)
        }
        if let alive = gestures.tearDown() {
            throw FuzzFailure(invariant: "leak", message: alive, step: step)
        }
        if let alive = layouts.tearDown() {
            throw FuzzFailure(invariant: "leak", message: alive, step: step)
        }
        if let alive = controllers.tearDown() {
            throw FuzzFailure(invariant: "leak", message: alive, step: step)
        }
        if let alive = weak.indices.first(where: { weak[$0].view != nil }) {
            throw FuzzFailure(invariant: "leak", message: "\(FuzzOperation.name(alive)) (\(weak[alive].view.map { String(describing: type(of: $0)) } ?? "?")) is still alive after every reference to the tree and the world was dropped", step: step)
        }
        if worldRef != nil {
            throw FuzzFailure(invariant: "leak", message: "the Simulation is still alive after every view and window was released (drained: \(drain))", step: step)
        }
    }
}

// MARK: - The invariant checker

extension FuzzSession {
    /// Checks every invariant after `op`; throws the first one broken.
    func check(after op: FuzzOperation, _ expectation: FuzzExpectation) throws(FuzzFailure) {
        guard let world else { return }
        // Time.
        let now = world.now
        guard now >= lastNow else { throw FuzzFailure(invariant: "time", message: "virtual time went back from \(lastNow) to \(now)") }
        guard now == model.now else { throw FuzzFailure(invariant: "time", message: "now is \(now), the model says \(model.now)") }
        lastNow = now
        // Diagnostics: only the expected codes, and every required one.
        let diagnostics = world.diagnostics
        let fresh = diagnostics[diagnosticsSeen...]
        diagnosticsSeen = diagnostics.count
        statistics.diagnostics += fresh.count
        // Operations a navigation controller queued during a transition run later, and may report then.
        var allowed = expectation.allowed
        if controllers.used || alerts.used || gestures.navigates { allowed.insert(.viewController) }
        // Which constraint a conflict breaks, and at which pass, is the solver's choice (the model does not solve).
        if model.constraints.requiredEverActive { allowed.insert(.unsatisfiableConstraints) }
        // A stack view of the collections family whose arranged views cannot fill it (all hidden, or spaced 1e12 apart)
        // breaks a constraint at the next layout pass, which may be any later step's (UIKit logs `UISV-hiding` conflicts
        // the same way).
        if collections.used { allowed.insert(.unsatisfiableConstraints) }
        for d in fresh where !allowed.contains(d.code) {
            throw FuzzFailure(invariant: "diagnostics", message: "unexpected diagnostic \(d) (allowed: \(allowed.map(\.rawValue).sorted()))")
        }
        for code in expectation.required where !fresh.contains(where: { $0.code == code }) {
            throw FuzzFailure(invariant: "diagnostics", message: "expected a .\(code.rawValue) diagnostic, got \(fresh.map(\.description))")
        }
        if let i = ledger.overcompleted {
            throw FuzzFailure(invariant: "completion-once", message: "the completion of animate call #\(i) ran \(ledger.calls[i]) times")
        }
        try checkTree(world, runLoopRan: expectation.indicatorsMayComeToFront)
        try checkConstraints()
        try controllers.check(world: world)
        try alerts.check(world: world)
        try collections.check(world: world)
        if let window = collections.checkedWindow { try InvariantChecker.check([window], frameCategoryInstalled: model.frameCategoryEverInstalled) }
        try texts.check(world: world)
        if let window = texts.checkedWindow { try InvariantChecker.check([window], frameCategoryInstalled: model.frameCategoryEverInstalled) }
        try gestures.check(world: world)
        // The gestures family adds views into its scroll views, which iOS 13+ puts above the indicators until the next
        // adjustment (`scrollIndicatorsReorderedWhenAdjusted`); the family does not follow adjustments, so there the
        // indicators' place is not judged (its other scroll-view invariants are).
        if let window = gestures.checkedWindow {
            try InvariantChecker.check([window], indicatorsMustBeLast: !world.profile.scrollIndicatorsReorderedWhenAdjusted,
                                       frameCategoryInstalled: model.frameCategoryEverInstalled)
        }
        statistics.gestureActions = gestures.actionsHeard
        statistics.gestureSurfaceChecks = gestures.surfaceCounts
        try layouts.check(world: world)
        if let window = layouts.checkedWindow { try InvariantChecker.check([window], frameCategoryInstalled: model.frameCategoryEverInstalled) }
        statistics.layoutEquationsChecked = layouts.equationsChecked
        statistics.layoutFramesCompared = layouts.framesCompared
        statistics.viewsChecked += model.aliveCount
        statistics.largestTree = max(statistics.largestTree, model.aliveCount)
        if case .snapshot = op {
            for root in model.roots { if let v = weak[root].view { try InvariantChecker.checkSnapshots(of: v) } }
        }
    }

    /// Every constraint is active exactly when the model says, held by the view the model says.
    private func checkConstraints() throws(FuzzFailure) {
        // In id order, so that the same run reports the same broken constraint.
        for (id, entry) in model.constraints.entries.sorted(by: { $0.key < $1.key }) {
            guard let real = constraintObjects[id] else { continue }
            guard real.isActive == entry.isActive else {
                throw FuzzFailure(invariant: "constraints", message: "c\(id) (\(real.equationDescription)) is \(real.isActive ? "active" : "inactive"), the model says \(entry.isActive ? "active, held by \(FuzzOperation.name(entry.holder!))" : "inactive")")
            }
            if let holder = entry.holder, let holderView = weak[holder].view, !holderView.constraints.contains(where: { $0 === real }) {
                throw FuzzFailure(invariant: "constraints", message: "c\(id) (\(real.equationDescription)) is not held by \(FuzzOperation.name(holder)), the items' nearest common ancestor")
            }
        }
    }

    /// The real view a model child stands for.
    private func real(_ child: TreeModel.Child, in owner: View) -> View? {
        switch child {
        case .view(let h): return weak[h].view
        case .horizontalIndicator: return (owner as? ScrollView)?.horizontalScrollIndicatorView
        case .verticalIndicator: return (owner as? ScrollView)?.verticalScrollIndicatorView
        }
    }

    /// The structural walk: every model root against the real tree, view by view.
    private func checkTree(_ world: Simulation, runLoopRan: Bool) throws(FuzzFailure) {
        // Each view is matched to its own model node (and the model is a forest), so uniqueness needs
        // no visited set here; the library's own subtrees (indicators) get one.
        var noVisitedSet: Set<ObjectIdentifier>? = nil
        var visited: Set<ObjectIdentifier>? = []
        let checker = InvariantChecker(frameCategoryInstalled: model.frameCategoryEverInstalled)
        let frameSlack = 2.0 / Double(world.framesPerSecond)
        for root in model.roots {
            guard let rootView = weak[root].view else {
                throw FuzzFailure(invariant: "alive", message: "\(FuzzOperation.name(root)) was freed but the model says it is held or in a tree")
            }
            guard rootView.superview == nil else {
                throw FuzzFailure(invariant: "parent-link", message: "\(FuzzOperation.name(root)) has a superview; the model says it is a root")
            }
            let window = rootView as? Window
            var stack: [FuzzHandle] = [root]
            while let h = stack.popLast() {
                let node = model.node(h)!
                guard let v = weak[h].view else {
                    throw FuzzFailure(invariant: "alive", message: "\(FuzzOperation.name(h)) was freed but is still in a tree or held")
                }
                let animating = v.hasRunningAnimations
                try checker.checkView(v, name: FuzzOperation.name(h), window: window, world: node.inWorld ? world : nil,
                                      visited: &noVisitedSet, isAnimating: animating)
                // Model properties.
                guard Double(v.alpha) == node.alpha, v.isHidden == node.hidden else {
                    throw FuzzFailure(invariant: "property", message: "\(FuzzOperation.name(h)): alpha \(v.alpha) / hidden \(v.isHidden), the model says \(node.alpha) / \(node.hidden)")
                }
                guard v.tag == node.tag, v.autoresizingMask.rawValue == node.mask else {
                    throw FuzzFailure(invariant: "property", message: "\(FuzzOperation.name(h)): tag \(v.tag) / mask \(v.autoresizingMask.rawValue), the model says \(node.tag) / \(node.mask)")
                }
                // Animations end: a view whose last animation is over shows its model values.
                if node.inWorld && world.now > node.animationEnd + frameSlack {
                    if animating {
                        throw FuzzFailure(invariant: "animation", message: "\(FuzzOperation.name(h)) is animating at t=\(world.now), but no animation of it can run past t=\(node.animationEnd)")
                    }
                }
                // Subviews: exactly the model's, in the model's order.
                let realChildren = v.subviews
                if let s = v as? ScrollView {
                    model.adoptIndicatorsMade(h, horizontal: s.horizontalScrollIndicatorView?.superview === s,
                                              vertical: s.verticalScrollIndicatorView?.superview === s)
                }
                var expected = model.node(h)!.children
                if !matches(expected, realChildren, in: v), node.kind == .scrollView, runLoopRan || model.reordersIndicators {
                    // A drag that began moving during the run brought the indicators to the front; in an iOS 13+
                    // world, any adjustment of them did (an offset change, a layout pass that made them, new insets).
                    let realOrder = realChildren.map { c -> TreeModel.Child in
                        if let s = v as? ScrollView {
                            if c === s.horizontalScrollIndicatorView { return .horizontalIndicator }
                            if c === s.verticalScrollIndicatorView { return .verticalIndicator }
                        }
                        return .view(weak.firstIndex { $0.view === c } ?? -1)
                    }
                    if model.adoptIndicatorsBroughtToFront(h, realOrder: realOrder) { expected = model.node(h)!.children }
                }
                // Each real subview with the model child it stands for (nil: one the control made itself).
                let pairs: [(TreeModel.Child?, View)]
                if node.kind.modelsAllSubviews {
                    guard matches(expected, realChildren, in: v) else {
                        throw FuzzFailure(invariant: "subviews", message: "\(FuzzOperation.name(h)).subviews are \(describe(realChildren)), the model says \(expected.map(describe))")
                    }
                    pairs = zip(expected, realChildren).map { ($0, $1) }
                } else {
                    // The model's subviews must appear in the model's order among the control's own.
                    var next = 0
                    pairs = realChildren.map { child -> (TreeModel.Child?, View) in
                        guard next < expected.count, real(expected[next], in: v) === child else { return (nil, child) }
                        next += 1
                        return (expected[next - 1], child)
                    }
                    guard next == expected.count else {
                        throw FuzzFailure(invariant: "subviews", message: "\(FuzzOperation.name(h)).subviews are \(describe(realChildren)), which do not contain the model's \(expected.map(describe)) in order")
                    }
                }
                if let s = v as? ScrollView {
                    try checker.checkScrollView(s, name: FuzzOperation.name(h), indicatorsMustBeLast: !node.indicatorsDisturbed)
                }
                for (child, view) in pairs.reversed() {
                    guard case .view(let c)? = child else {
                        // An indicator, or a subview the control made: generic checks only.
                        try checkLibrarySubtree(view, window: window, inWorld: node.inWorld, world: world, visited: &visited)
                        continue
                    }
                    guard model.node(c)?.parent == h else {
                        throw FuzzFailure(invariant: "model", message: "model child \(c) of \(h) does not name it as parent")
                    }
                    stack.append(c)
                }
            }
        }
        // Views the model says were freed by this step must be gone.
        for h in model.takeFreed() where h < weak.count {
            if let v = weak[h].view {
                throw FuzzFailure(invariant: "leak", message: "\(FuzzOperation.name(h)) (\(type(of: v))) should have been freed: nothing holds it (superview \(v.superview.map { describe([$0]) } ?? "nil"))")
            }
        }
    }

    /// A library-made subtree (an indicator, with its fill view on iOS 13): generic checks only.
    private func checkLibrarySubtree(_ root: View, window: Window?, inWorld: Bool, world: Simulation,
                                     visited: inout Set<ObjectIdentifier>?) throws(FuzzFailure) {
        let checker = InvariantChecker()
        var stack = [root]
        while let v = stack.popLast() {
            try checker.checkView(v, name: describe([v]), window: window, world: inWorld ? world : nil, visited: &visited)
            stack.append(contentsOf: v.subviews)
        }
    }

    private func matches(_ expected: [TreeModel.Child], _ realChildren: [View], in v: View) -> Bool {
        guard expected.count == realChildren.count else { return false }
        for (i, child) in expected.enumerated() where real(child, in: v) !== realChildren[i] { return false }
        return true
    }

    private func describe(_ child: TreeModel.Child) -> String {
        switch child {
        case .view(let h): FuzzOperation.name(h)
        case .horizontalIndicator: "h-indicator"
        case .verticalIndicator: "v-indicator"
        }
    }

    private func describe(_ views: [View]) -> String {
        "[" + views.map { v in
            if let i = weak.firstIndex(where: { $0.view === v }) { return FuzzOperation.name(i) }
            return String(describing: type(of: v))
        }.joined(separator: ", ") + "]"
    }
}

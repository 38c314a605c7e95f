import Foundation
import ViewTree

/// What the model expects an operation to record in `Simulation.diagnostics`.
public struct FuzzExpectation: Sendable, Equatable {
    /// The operation named a view that does not exist (made by a step a shrink removed, or
    /// released); it is not performed.
    public var skipped = false
    /// Codes the operation may record.
    public var allowed: Set<Diagnostic.Code> = []
    /// Codes the operation must record (at least once each).
    public var required: Set<Diagnostic.Code> = []
    /// The run loop ran: scroll indicators may have been brought to the front of their scroll
    /// view by a drag that began moving during the run.
    public var indicatorsMayComeToFront = false

    /// Creates an expectation of no diagnostics.
    public init() {}

    static let skip: FuzzExpectation = { var e = FuzzExpectation(); e.skipped = true; return e }()

    /// Allows `code`, and requires it when `must` is true.
    mutating func expect(_ code: Diagnostic.Code, required must: Bool) {
        allowed.insert(code)
        if must { required.insert(code) }
    }
}

/// What the real scroll view says about itself, for the few model rules that depend on state the
/// model does not track (whether the content can scroll, whether a finger is down).
public struct FuzzScrollState: Sendable, Equatable {
    /// Some indicator's axis can scroll (so showing the indicators brings them to the front).
    public var scrollable: Bool
    /// `isTracking`.
    public var tracking: Bool
    /// `isDragging`.
    public var dragging: Bool

    /// Creates a state.
    public init(scrollable: Bool, tracking: Bool, dragging: Bool) {
        self.scrollable = scrollable
        self.tracking = tracking
        self.dragging = dragging
    }
}

/// The fuzzer's reference model of a view tree: which view is whose subview, in which order, in
/// which window and world, alive or freed, and the plain properties (alpha, hidden, tag, mask) —
/// computed from UIKit's documented rules, independently of ViewTree's implementation.
///
/// The generator runs the model alone to choose operations (so an episode is a pure function of
/// its seed); the session runs it beside the real tree and the checker compares them after every
/// step.
public struct TreeModel {
    /// Whether setting a view's frame or bounds to `r` may make autoresizing take one of its subviews past the
    /// coordinate limit: a coordinate or size of at least `hugeAutoresizingInput` (the fuzzer's 1e300).
    static func mayOverflowAutoresizing(_ r: CGRect) -> Bool {
        [r.origin.x, r.origin.y, r.size.width, r.size.height].contains { Swift.abs($0) >= hugeAutoresizingInput }
    }

    /// See `mayOverflowAutoresizing(_:)`: far beyond any real size, well below `View.maximumCoordinate` (1.7e302).
    static let hugeAutoresizingInput: CGFloat = 1e200

    /// An entry in a model view's subview list.
    public enum Child: Hashable, Sendable {
        /// A view made by the fuzzer.
        case view(FuzzHandle)
        /// The scroll view's horizontal indicator.
        case horizontalIndicator
        /// The scroll view's vertical indicator.
        case verticalIndicator
    }

    /// One view of the model.
    public struct Node: Sendable {
        /// Its class.
        public let kind: FuzzViewKind
        /// Still allocated (held by the fuzzer, or by a superview that is alive).
        public var alive = true
        /// The fuzzer still holds it (it may be used by operations).
        public var held = true
        /// Its superview.
        public var parent: FuzzHandle?
        /// Its subviews, back to front.
        public var children: [Child] = []
        /// It has joined the episode's world.
        public var inWorld = false
        /// Model alpha.
        public var alpha: Double = 1
        /// Model `isHidden`.
        public var hidden = false
        /// Model tag.
        public var tag = 0
        /// Model autoresizing mask.
        public var mask: UInt = 0
        /// The latest virtual time at which an animation this model started on the view can end.
        public var animationEnd: Double = -.infinity
        /// A reordering call (insert at an index, bring to front, exchange, insert next to an
        /// indicator) left content above this scroll view's indicators.
        public var indicatorsDisturbed = false

        init(kind: FuzzViewKind) {
            self.kind = kind
            if kind == .scrollView { children = [.horizontalIndicator, .verticalIndicator] }
        }
    }

    /// The nodes, by handle (`nil`: never made).
    public private(set) var nodes: [Node?] = []
    /// Whether joining the world rebuilds a scroll view's indicators (the world's profile uses
    /// another kind of indicator than the default one a scroll view is made with, or makes them lazily).
    public let rebuildsIndicatorsOnJoin: Bool
    /// Whether the world's scroll views make their indicators lazily (iOS 13+,
    /// `PlatformProfile.scrollIndicatorsCreatedLazily`): none on joining, then made at moments the model does
    /// not follow one by one (layout passes, offset changes, drags, flashes); `adoptIndicatorsMade` takes
    /// them from the real tree.
    public let makesIndicatorsLazily: Bool
    /// Whether the world's scroll views reorder their indicators whenever UIKit adjusts them (iOS 13+,
    /// `PlatformProfile.scrollIndicatorsReorderedWhenAdjusted`): at any step (an offset change, a layout pass
    /// that makes them, a flash, new insets…) the present indicators may move to the front, the vertical one just
    /// below the horizontal one (`adoptIndicatorsBroughtToFront`); `addSubview` puts content on top of them.
    public let reordersIndicators: Bool
    /// The world's virtual time.
    public private(set) var now: Double = 0
    /// Installed categories by id, and whether each is still installed.
    public private(set) var categories: [Int: (kind: FuzzCategory, installed: Bool)] = [:]
    /// Some category that rewrites frames (and so may reach the indicators) was installed at some time.
    public private(set) var frameCategoryEverInstalled = false
    /// Held handles (the fuzzer may use them), for quick random choice.
    public private(set) var held = IndexedSet()
    /// Held scroll views.
    public private(set) var heldScrollViews = IndexedSet()
    /// Alive views (held or not), counted.
    public private(set) var aliveCount = 0
    /// The controllers (`FuzzOperation.controller`): a separate namespace, in windows of their own.
    public private(set) var controllers = ControllerModel()
    /// The constraints (`FuzzOperation.constraint`), by id.
    public private(set) var constraints = FuzzConstraintModel()
    /// Views freed since the last `takeFreed()`.
    private var freed: [FuzzHandle] = []

    /// The views the model freed since the last call (for the checker: each must be gone).
    public mutating func takeFreed() -> [FuzzHandle] {
        defer { freed = [] }
        return freed
    }

    /// A model with the episode's two windows (handles 0 and 1) in a world of `profile`.
    public init(profile: PlatformProfile) {
        // Only a change of indicator kind (image views ↔ iOS 13's private views) makes new indicators;
        // otherwise the scroll view keeps its indicator views (and their order) and takes the numbers.
        makesIndicatorsLazily = profile.scrollIndicatorsCreatedLazily
        reordersIndicators = profile.scrollIndicatorsReorderedWhenAdjusted
        rebuildsIndicatorsOnJoin = profile.indicatorKind != PlatformProfile.default.indicatorKind
            || makesIndicatorsLazily != PlatformProfile.default.scrollIndicatorsCreatedLazily
        for h in 0..<2 {
            var window = Node(kind: .window)
            window.inWorld = true
            install(window, at: h)
        }
    }

    // MARK: Queries

    /// The node of `h`, if it was made and is alive.
    public func node(_ h: FuzzHandle) -> Node? {
        guard h >= 0, h < nodes.count, let n = nodes[h], n.alive else { return nil }
        return n
    }

    /// Whether the fuzzer holds `h` (it exists and may be used).
    public func isHeld(_ h: FuzzHandle) -> Bool { node(h)?.held ?? false }

    /// Whether `a` is `b` or below it.
    public func isDescendant(_ a: FuzzHandle, of b: FuzzHandle) -> Bool {
        var current: FuzzHandle? = a
        while let c = current {
            if c == b { return true }
            current = nodes[c]?.parent
        }
        return false
    }

    /// The root of `h`'s tree.
    public func root(of h: FuzzHandle) -> FuzzHandle {
        var r = h
        while let p = nodes[r]?.parent { r = p }
        return r
    }

    /// The handles of every alive view with no superview (the windows first).
    public var roots: [FuzzHandle] {
        var result: [FuzzHandle] = []
        for h in nodes.indices { if let n = nodes[h], n.alive, n.parent == nil { result.append(h) } }
        return result
    }

    /// The first handle no node has used yet.
    public var nextFreeHandle: FuzzHandle { nodes.count }

    // MARK: Applying operations

    /// Applies `op` to the model and says which diagnostics the real tree may and must record.
    /// `scrollState` reports the real scroll view's state (the generator passes `nil` and the model
    /// assumes a scrollable view with no finger down).
    public mutating func apply(_ op: FuzzOperation,
                               scrollState: (FuzzHandle) -> FuzzScrollState? = { _ in nil }) -> FuzzExpectation {
        // Bad input to a view in no world is written to standard error (there is no world to record
        // it in). The generator never sends it; a shrunk sequence may, and then skips the step.
        if reportsToStandardError(op) { return .skip }
        var e = FuzzExpectation()
        switch op {
        case let .make(h, kind, _):
            guard isFree(h), kind != .window else { return .skip }
            install(Node(kind: kind), at: h)
        case let .makeTree(first, count, shape, seed):
            guard count >= 1, (first..<(first + count)).allSatisfy(isFree) else { return .skip }
            for item in TreeRecipe(first: first, count: count, shape: shape, seed: seed).items {
                install(Node(kind: item.kind), at: item.handle)
                if let p = item.parent { _ = add(item.handle, to: p) }
            }
        case let .add(p, c):
            guard isHeld(p), isHeld(c), nodes[c]!.kind != .window else { return .skip }
            e = add(c, to: p)
        case let .insert(p, c, i):
            guard isHeld(p), isHeld(c), nodes[c]!.kind != .window else { return .skip }
            e = attach(c, to: p, .index(i))
            noteReorder(p)
        case let .insertAbove(p, c, s), let .insertBelow(p, c, s):
            guard isHeld(p), isHeld(c), isHeld(s), nodes[c]!.kind != .window else { return .skip }
            // A sibling that is not a subview: the view is still added, at the front
            // (`View.insertBelowNonSiblingGoesToFront`).
            let above: Bool = if case .insertAbove = op { true } else { false }
            e = attach(c, to: p, above ? .above(.view(s)) : .below(.view(s)))
            noteReorder(p)
        case let .remove(h):
            guard isHeld(h) else { return .skip }
            detach(h)
        case let .bringToFront(p, c), let .sendToBack(p, c):
            guard isHeld(p), isHeld(c) else { return .skip }
            guard nodes[c]!.parent == p else {
                e.expect(.notASubview, required: nodes[p]!.inWorld)
                return e
            }
            let i = nodes[p]!.children.firstIndex(of: .view(c))!
            nodes[p]!.children.remove(at: i)
            if case .bringToFront = op { nodes[p]!.children.append(.view(c)) } else { nodes[p]!.children.insert(.view(c), at: 0) }
            noteReorder(p)
        case let .exchange(p, i, j):
            guard isHeld(p) else { return .skip }
            let count = nodes[p]!.children.count
            guard i >= 0, j >= 0, i < count, j < count else {
                e.expect(.indexOutOfRange, required: nodes[p]!.inWorld)
                return e
            }
            nodes[p]!.children.swapAt(i, j)
            noteReorder(p)
        case let .setFrame(h, r), let .setBounds(h, r):
            guard isHeld(h) else { return .skip }
            if !r.isFiniteRect {
                e.expect(.nonFiniteGeometry, required: nodes[h]!.inWorld)
            } else if TreeModel.mayOverflowAutoresizing(r) {
                // A finite size this large can autoresize a subview past `View.maximumCoordinate` (a subview much
                // larger than its old superview grows by the same factor: 1e12 tall in 480, the superview made 1e300
                // tall, gives 2e309); that subview's change is refused, its frame kept (Reliability.md, seed 224).
                e.expect(.nonFiniteGeometry, required: false)
            }
        case let .setCenter(h, p):
            guard isHeld(h) else { return .skip }
            if !p.isFinitePoint { e.expect(.nonFiniteGeometry, required: nodes[h]!.inWorld) }
        case let .setAlpha(h, a):
            guard isHeld(h) else { return .skip }
            setAlpha(h, a, &e)
        case let .setHidden(h, v):
            guard isHeld(h) else { return .skip }
            nodes[h]!.hidden = v
        case let .setTag(h, t):
            guard isHeld(h) else { return .skip }
            nodes[h]!.tag = t
        case let .setAutoresizingMask(h, m):
            guard isHeld(h) else { return .skip }
            nodes[h]!.mask = m
        case let .setContentSize(h, s):
            guard isHeldScrollView(h) else { return .skip }
            if !s.isFiniteSize { e.expect(.nonFiniteGeometry, required: nodes[h]!.inWorld) }
        case let .setContentOffset(h, p, animated):
            guard isHeldScrollView(h) else { return .skip }
            guard p.isFinitePoint else {
                // Rejected before anything happens (the indicators are not shown).
                e.expect(.nonFiniteGeometry, required: nodes[h]!.inWorld)
                return e
            }
            if animated && nodes[h]!.inWorld, scrollState(h)?.scrollable ?? true { showIndicators(h) }
        case let .beginPan(h, p):
            guard isHeldScrollView(h) else { return .skip }
            if !p.isFinitePoint { e.expect(.nonFiniteGeometry, required: nodes[h]!.inWorld) }
        case let .movePan(h, p):
            guard isHeldScrollView(h) else { return .skip }
            guard p.isFinitePoint else {
                e.expect(.nonFiniteGeometry, required: nodes[h]!.inWorld)
                return e
            }
            let state = scrollState(h) ?? FuzzScrollState(scrollable: true, tracking: true, dragging: false)
            if state.tracking && !state.dragging && state.scrollable { showIndicators(h) }
        case let .endPan(h, _):
            guard isHeldScrollView(h) else { return .skip }
        case let .drag(h, from, to, duration):
            guard isHeldScrollView(h) else { return .skip }
            guard from.isFinitePoint && to.isFinitePoint else {
                e.expect(.nonFiniteGeometry, required: nodes[h]!.inWorld)
                return e
            }
            if dragIsRefused(h) {
                // No finger may touch it (ScrollView+FingerDrag.swift): rejected, nothing shown.
                e.expect(.invalidValue, required: true)
                return e
            }
            let synchronous = !nodes[h]!.inWorld || !(duration.isFinite && duration > 0)
            let state = scrollState(h) ?? FuzzScrollState(scrollable: true, tracking: false, dragging: false)
            if synchronous && !state.dragging && state.scrollable { showIndicators(h) }
        case let .flash(h):
            guard isHeldScrollView(h) else { return .skip }
            if scrollState(h)?.scrollable ?? true { showIndicators(h) }
        case let .animate(duration, delay, changes):
            let d = duration.isFinite && duration > 0 ? duration : 0
            let wait = delay.isFinite && delay > 0 ? delay : 0
            if !(duration.isFinite && duration >= 0) || !(delay.isFinite && delay >= 0) {
                e.expect(.animation, required: false)
            }
            for change in changes where isHeld(change.handle) {
                let h = change.handle
                let animates = d > 0 && nodes[h]!.inWorld
                switch change {
                case let .alpha(_, a):
                    setAlpha(h, a, &e)
                    if animates { nodes[h]!.animationEnd = max(nodes[h]!.animationEnd, now + wait + d) }
                case let .frame(_, r):
                    if !r.isFiniteRect { e.expect(.nonFiniteGeometry, required: nodes[h]!.inWorld) }
                    // A size change autoresizes the subviews inside the block: they animate too.
                    if animates { markAnimating(subtreeOf: h, until: now + wait + d) }
                case let .center(_, p):
                    if !p.isFinitePoint { e.expect(.nonFiniteGeometry, required: nodes[h]!.inWorld) }
                    if animates { nodes[h]!.animationEnd = max(nodes[h]!.animationEnd, now + wait + d) }
                case let .hidden(_, v):
                    nodes[h]!.hidden = v
                }
            }
        case let .installCategory(id, kind):
            guard categories[id] == nil else { return .skip }
            categories[id] = (kind, true)
            if kind == .integralFrames || kind == .integralImageFrames { frameCategoryEverInstalled = true }
        case let .removeCategory(id):
            guard let entry = categories[id] else { return .skip }
            if entry.installed {
                categories[id] = (entry.kind, false)
            } else {
                e.expect(.category, required: true)
            }
        case let .run(d):
            guard d.isFinite, d >= 0, now + d <= VirtualRunLoop.maximumTime else {
                e.expect(.runLoop, required: true)
                return e
            }
            now += d
            e.indicatorsMayComeToFront = true
        case .snapshot:
            break
        case let .traits(h, change):
            // Traits change nothing the model tracks; a bad display scale is refused with `.invalidValue`.
            guard isHeld(h) else { return .skip }
            if change.isHostile { e.expect(.invalidValue, required: nodes[h]!.inWorld) }
        case let .release(h):
            guard isHeld(h), nodes[h]!.kind != .window else { return .skip }
            unhold(h)
            collectGarbage()
        case let .discard(h):
            guard isHeld(h), nodes[h]!.kind != .window else { return .skip }
            detach(h)
            var stack = [h]
            while let v = stack.popLast() {
                if nodes[v]!.held { unhold(v) }
                for case .view(let c) in nodes[v]!.children { stack.append(c) }
            }
            collectGarbage()
        case let .controller(op):
            // What a controller step must do is decided by the session from the state before it (`ControllerHarness`).
            guard controllers.apply(op) else { return .skip }
        case let .constraint(step):
            var model = constraints
            guard let expectation = model.apply(step, in: self) else { return .skip }
            constraints = model
            e = expectation
        case .alert:
            // A show of an alert that shows is refused; the session knows which (`FuzzLegacyAlerts.mustRefuse`).
            e.expect(.viewController, required: false)
        case .collection:
            break  // the session asks the family (`FuzzCollections.prepare`)
        case .text:
            break  // the session asks the family (`FuzzTexts.prepare`)
        case .gesture:
            break  // the session asks the family (`FuzzGestures.prepare`)
        case .layout:
            break  // the session asks the family (`FuzzLayouts.prepare`)
        }
        return e
    }

    /// Whether `op` is bad input (a diagnostic is due) aimed at a view in no world.
    public func reportsToStandardError(_ op: FuzzOperation) -> Bool {
        func worldless(_ h: FuzzHandle) -> Bool { !(node(h)?.inWorld ?? true) }
        func cycle(_ p: FuzzHandle, _ c: FuzzHandle) -> Bool { node(p) != nil && node(c) != nil && isDescendant(p, of: c) }
        switch op {
        case let .add(p, c), let .insert(p, c, _):
            return worldless(p) && cycle(p, c)
        case let .insertAbove(p, c, s), let .insertBelow(p, c, s):
            _ = s
            return worldless(p) && cycle(p, c)
        case let .bringToFront(p, c), let .sendToBack(p, c):
            return worldless(p) && node(c).map { $0.parent != p } ?? false
        case let .exchange(p, i, j):
            guard let n = node(p) else { return false }
            return worldless(p) && !(i >= 0 && j >= 0 && i < n.children.count && j < n.children.count)
        case let .setFrame(h, r), let .setBounds(h, r):
            return worldless(h) && !r.isFiniteRect
        case let .setCenter(h, p), let .setContentOffset(h, p, _), let .movePan(h, p), let .beginPan(h, p):
            return worldless(h) && !p.isFinitePoint
        case let .drag(h, from, to, _):
            return worldless(h) && !(from.isFinitePoint && to.isFinitePoint)
        case let .setAlpha(h, a):
            return worldless(h) && a.isNaN
        case let .setContentSize(h, s):
            return worldless(h) && !s.isFiniteSize
        case let .animate(_, _, changes):
            return changes.contains { change in
                guard worldless(change.handle) else { return false }
                switch change {
                case let .alpha(_, a): return a.isNaN
                case let .frame(_, r): return !r.isFiniteRect
                case let .center(_, p): return !p.isFinitePoint
                case .hidden: return false
                }
            }
        case let .constraint(step):
            return constraints.reportsToStandardError(step, in: self)
        default:
            return false
        }
    }

    /// Adopts the real order of a scroll view's subviews when it differs from the model only by the
    /// indicators having come to the front in the world's order (`indicatorsBroughtToFront`): after the run
    /// loop ran (a drag that began moving during the run showed them), or, where UIKit reorders them at every
    /// adjustment (`reordersIndicators`), after any step. Returns `false` when the real order is anything else.
    public mutating func adoptIndicatorsBroughtToFront(_ h: FuzzHandle, realOrder: [Child]) -> Bool {
        guard let n = node(h), n.kind == .scrollView, realOrder != n.children else { return true }
        let moved = TreeModel.indicatorsBroughtToFront(n.children, reordering: reordersIndicators)
        guard moved == realOrder else { return false }
        nodes[h]!.children = moved
        nodes[h]!.indicatorsDisturbed = false
        return true
    }

    /// In a world whose scroll views make their indicators lazily: takes the indicators the real scroll view
    /// `h` made since the model last looked (`horizontal`, `vertical`: it has one as a subview), as UIKit
    /// makes them: the last subviews, horizontal first.
    public mutating func adoptIndicatorsMade(_ h: FuzzHandle, horizontal: Bool, vertical: Bool) {
        guard makesIndicatorsLazily, let n = node(h), n.kind == .scrollView, n.inWorld else { return }
        if horizontal && !n.children.contains(.horizontalIndicator) { nodes[h]!.children.append(.horizontalIndicator) }
        if vertical && !n.children.contains(.verticalIndicator) { nodes[h]!.children.append(.verticalIndicator) }
    }

    /// Whether a category of `kind` is installed now.
    public func isInstalled(_ kind: FuzzCategory) -> Bool {
        categories.values.contains { $0.kind == kind && $0.installed }
    }

    /// The ids of the categories installed now, and of those removed.
    public var categoryIDs: (installed: [Int], removed: [Int]) {
        let sorted = categories.sorted { $0.key < $1.key }
        return (sorted.filter { $0.value.installed }.map(\.key), sorted.filter { !$0.value.installed }.map(\.key))
    }

    // MARK: Rules

    private mutating func unhold(_ h: FuzzHandle) {
        nodes[h]!.held = false
        held.remove(h)
        heldScrollViews.remove(h)
    }

    /// The handles of `h`'s subtree (including `h`), parents first.
    public func subtree(of h: FuzzHandle) -> [FuzzHandle] {
        var result: [FuzzHandle] = []
        var stack = [h]
        while let v = stack.popLast() {
            result.append(v)
            for case .view(let c) in nodes[v]!.children.reversed() { stack.append(c) }
        }
        return result
    }

    private func isFree(_ h: FuzzHandle) -> Bool { h >= 2 && (h >= nodes.count || nodes[h] == nil) }

    private func isHeldScrollView(_ h: FuzzHandle) -> Bool { isHeld(h) && nodes[h]!.kind == .scrollView }

    private mutating func install(_ node: Node, at h: FuzzHandle) {
        if h >= nodes.count { nodes.append(contentsOf: repeatElement(nil, count: h - nodes.count + 1)) }
        // The episode's world is current while it runs: a view belongs to it from its creation.
        var node = node
        node.inWorld = true
        // A scroll view made in a world that makes indicators lazily has none yet (`adoptIndicatorsMade`).
        if makesIndicatorsLazily { node.children.removeAll { $0 == .horizontalIndicator || $0 == .verticalIndicator } }
        nodes[h] = node
        aliveCount += 1
        if node.kind != .window {
            held.insert(h)
            if node.kind == .scrollView { heldScrollViews.insert(h) }
        }
    }

    /// Where an inserted view goes (UIKit's `insertSubview` family).
    enum Position {
        case front
        case index(Int)
        case above(Child)
        case below(Child)
    }

    /// `addSubview`: in iOS 6–12 worlds a scroll view puts new content just below its lowest indicator
    /// (`ScrollView.addSubview`), so the indicators stay above everything added that way even when
    /// content was inserted above them by index; any other view, and any view of a world whose scroll views
    /// reorder their indicators when UIKit adjusts them (UIScrollView does not override `addSubview:`), at the front.
    private mutating func add(_ c: FuzzHandle, to p: FuzzHandle) -> FuzzExpectation {
        let parent = nodes[p]!
        guard parent.kind == .scrollView else { return attach(c, to: p, .front) }
        guard !reordersIndicators else {
            let e = attach(c, to: p, .front)
            noteReorder(p)
            return e
        }
        guard let lowest = parent.children.first(where: { $0 == .horizontalIndicator || $0 == .verticalIndicator }) else {
            return attach(c, to: p, .front)
        }
        return attach(c, to: p, .below(lowest))
    }

    /// The heart of `addSubview`/`insertSubview`: rejects cycles, reorders a view already there
    /// (no callbacks), or moves it from its old superview; the moved tree adopts the world.
    private mutating func attach(_ c: FuzzHandle, to p: FuzzHandle, _ position: Position) -> FuzzExpectation {
        var e = FuzzExpectation()
        if c == p || isDescendant(p, of: c) {
            e.expect(.hierarchyCycle, required: nodes[p]!.inWorld)
            return e
        }
        if nodes[c]!.parent == p {
            removeChild(.view(c), from: p)
            place(c, in: p, position)
            return e
        }
        if let old = nodes[c]!.parent {
            dropConstraints(on: c, leaving: old)
            removeChild(.view(c), from: old)
        }
        nodes[c]!.parent = p
        place(c, in: p, position)
        if nodes[p]!.inWorld && !nodes[c]!.inWorld {
            joinWorld(c)
        } else if !nodes[p]!.inWorld && nodes[c]!.inWorld {
            joinWorld(root(of: p))
        }
        return e
    }

    private mutating func place(_ c: FuzzHandle, in p: FuzzHandle, _ position: Position) {
        let count = nodes[p]!.children.count
        switch position {
        case .front:
            nodes[p]!.children.append(.view(c))
        case .index(let i):
            nodes[p]!.children.insert(.view(c), at: min(max(i, 0), count))
        case .above(let sibling), .below(let sibling):
            guard sibling != .view(c), let i = nodes[p]!.children.firstIndex(of: sibling) else {
                // Not a sibling: at the front (`View.insertBelowNonSiblingGoesToFront`).
                if case .below = position, !View.insertBelowNonSiblingGoesToFront {
                    nodes[p]!.children.insert(.view(c), at: 0)
                } else {
                    nodes[p]!.children.append(.view(c))
                }
                return
            }
            let at: Int = if case .above = position { i + 1 } else { i }
            nodes[p]!.children.insert(.view(c), at: at)
        }
    }

    /// `v` leaves `parent`: UIKit's rule for the constraints (`FuzzConstraintModel.viewLeaves`).
    private mutating func dropConstraints(on v: FuzzHandle, leaving parent: FuzzHandle) {
        guard !constraints.entries.isEmpty else { return }
        var model = constraints
        model.viewLeaves(v, parent: parent, in: self)
        constraints = model
    }

    private mutating func removeChild(_ child: Child, from p: FuzzHandle) {
        if let i = nodes[p]!.children.firstIndex(of: child) { nodes[p]!.children.remove(at: i) }
    }

    private mutating func detach(_ h: FuzzHandle) {
        guard let p = nodes[h]!.parent else { return }
        dropConstraints(on: h, leaving: p)
        removeChild(.view(h), from: p)
        nodes[h]!.parent = nil
    }

    /// Every view of `root`'s tree joins the world; a scroll view made for the default profile
    /// rebuilds its indicators for the world's profile (new ones, at the front).
    private mutating func joinWorld(_ root: FuzzHandle) {
        var stack = [root]
        while let h = stack.popLast() {
            if !nodes[h]!.inWorld {
                nodes[h]!.inWorld = true
                if nodes[h]!.kind == .scrollView && rebuildsIndicatorsOnJoin {
                    nodes[h]!.children.removeAll { $0 == .horizontalIndicator || $0 == .verticalIndicator }
                    if !makesIndicatorsLazily { nodes[h]!.children.append(contentsOf: [.horizontalIndicator, .verticalIndicator]) }
                    nodes[h]!.indicatorsDisturbed = false
                }
            }
            for case .view(let c) in nodes[h]!.children { stack.append(c) }
        }
    }

    /// `showIndicators()` of a scroll view whose content can scroll: both indicators to the front.
    /// Whether `drag` refuses scroll view `h`: it is in a window, and it or an ancestor (below the
    /// window) is hidden, or has alpha below 0.01, or is an image view (user interaction off by default).
    private func dragIsRefused(_ h: FuzzHandle) -> Bool {
        var chain: [Node] = []
        var current: FuzzHandle? = h
        while let c = current, let node = nodes[c] {
            chain.append(node)
            current = node.parent
        }
        guard chain.last?.kind == .window else { return false }
        return chain.contains { ($0.kind != .window && $0.hidden) || $0.alpha < Double(View.hitTestMinimumAlpha) || $0.kind == .imageView }
    }

    private mutating func showIndicators(_ h: FuzzHandle) {
        nodes[h]!.children = TreeModel.indicatorsBroughtToFront(nodes[h]!.children, reordering: reordersIndicators)
        nodes[h]!.indicatorsDisturbed = false
    }

    /// After a call that may put content above a scroll view's indicators (an explicit reordering call; in a
    /// world that reorders them when UIKit adjusts them, `addSubview` too), notes whether content now sits
    /// above them.
    private mutating func noteReorder(_ p: FuzzHandle) {
        guard nodes[p]!.kind == .scrollView else { return }
        nodes[p]!.indicatorsDisturbed = !TreeModel.indicatorsAreLast(nodes[p]!.children, reordering: reordersIndicators)
    }

    /// The present indicators in the order a scroll view brings them to the front: horizontal then vertical in
    /// iOS 6–12 worlds (`showIndicators()`); vertical just below horizontal where UIKit reorders them at every
    /// adjustment (`reordering`, iOS 13+: `bringSubviewToFront:` of the horizontal one, then
    /// `insertSubview:belowSubview:` of the vertical one).
    static func frontOrder(of children: [Child], reordering: Bool) -> [Child] {
        let order: [Child] = reordering ? [.verticalIndicator, .horizontalIndicator] : [.horizontalIndicator, .verticalIndicator]
        return order.filter(children.contains)
    }

    /// `children` with the present indicators moved to the front (`frontOrder`), everything else in its order.
    static func indicatorsBroughtToFront(_ children: [Child], reordering: Bool) -> [Child] {
        children.filter { $0 != .horizontalIndicator && $0 != .verticalIndicator } + frontOrder(of: children, reordering: reordering)
    }

    /// Whether the present indicators are the last subviews, in the order a scroll view brings them to the front
    /// (`frontOrder`).
    public static func indicatorsAreLast(_ children: [Child], reordering: Bool) -> Bool {
        let expected = frontOrder(of: children, reordering: reordering)
        return Array(children.suffix(expected.count)) == expected
    }

    /// Alpha through the categories the model knows: a re-entrant scroll-view category is stopped
    /// with a `.category` diagnostic, the refusing image-view category keeps the value, NaN is
    /// rejected, anything else is clamped to 0…1. Categories act only in a world.
    private mutating func setAlpha(_ h: FuzzHandle, _ value: Double, _ e: inout FuzzExpectation) {
        let n = nodes[h]!
        if n.inWorld && n.kind == .scrollView && isInstalled(.reentrantAlpha) {
            e.expect(.category, required: true)
        } else if n.inWorld && n.kind.isImageView && isInstalled(.refuseAlphaZero) && value <= 0 {
            return
        }
        guard !value.isNaN else {
            e.expect(.invalidValue, required: n.inWorld)
            return
        }
        // Clamped, and kept at layer-opacity precision (`View.alphaHasLayerOpacityPrecision`).
        nodes[h]!.alpha = Double(Float(min(max(value, 0), 1)))
    }

    private mutating func markAnimating(subtreeOf h: FuzzHandle, until end: Double) {
        var stack = [h]
        while let v = stack.popLast() {
            nodes[v]!.animationEnd = max(nodes[v]!.animationEnd, end)
            for case .view(let c) in nodes[v]!.children { stack.append(c) }
        }
    }

    /// After the fuzzer released a view: every view no longer reachable from a window or a held
    /// view is freed; its surviving (held) subviews become roots.
    private mutating func collectGarbage() {
        var reachable = [Bool](repeating: false, count: nodes.count)
        var stack: [FuzzHandle] = []
        for h in nodes.indices {
            if let n = nodes[h], n.alive, n.held || n.kind == .window { stack.append(h) }
        }
        while let h = stack.popLast() {
            guard !reachable[h] else { continue }
            reachable[h] = true
            for case .view(let c) in nodes[h]!.children { stack.append(c) }
        }
        for h in nodes.indices {
            guard let n = nodes[h], n.alive, !reachable[h] else { continue }
            for case .view(let c) in n.children where reachable[c] { nodes[c]!.parent = nil }
            nodes[h]!.alive = false
            freed.append(h)
            nodes[h]!.children = []
            nodes[h]!.parent = nil
            aliveCount -= 1
        }
        if !freed.isEmpty { constraints.viewsFreed(Set(freed)) }
    }
}

/// A set of small integers with O(1) insert, remove and random choice.
public struct IndexedSet: Sendable {
    /// The members, in no particular order.
    public private(set) var members: [Int] = []
    private var position: [Int: Int] = [:]

    /// Creates an empty set.
    public init() {}

    /// How many members.
    public var count: Int { members.count }
    /// Whether there are none.
    public var isEmpty: Bool { members.isEmpty }

    /// Adds `x`.
    public mutating func insert(_ x: Int) {
        guard position[x] == nil else { return }
        position[x] = members.count
        members.append(x)
    }

    /// Removes `x` if present.
    public mutating func remove(_ x: Int) {
        guard let i = position.removeValue(forKey: x) else { return }
        let last = members.removeLast()
        if i < members.count {
            members[i] = last
            position[last] = i
        }
    }

    /// Whether `x` is a member.
    public func contains(_ x: Int) -> Bool { position[x] != nil }
}

/// The views of a `makeTree` step, derived from its seed alone (the generator, the model and the
/// session all compute the same list).
struct TreeRecipe {
    struct Item {
        let handle: FuzzHandle
        let kind: FuzzViewKind
        let frame: CGRect
        let parent: FuzzHandle?
    }

    let items: [Item]

    init(first: FuzzHandle, count: Int, shape: FuzzTreeShape, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var items: [Item] = []
        items.reserveCapacity(count)
        let totalWeight = FuzzViewKind.generated.reduce(0) { $0 + $1.weight }
        for k in 0..<count {
            var roll = rng.int(in: 0...(totalWeight - 1))
            var kind = FuzzViewKind.view
            for (candidate, weight) in FuzzViewKind.generated {
                if roll < weight { kind = candidate; break }
                roll -= weight
            }
            let frame = CGRect(x: Double(rng.int(in: 0...200)) / 2, y: Double(rng.int(in: 0...200)) / 2,
                               width: Double(rng.int(in: 0...300)) / 2, height: Double(rng.int(in: 0...300)) / 2)
            let parent: FuzzHandle?
            switch (shape, k) {
            case (_, 0): parent = nil
            case (.wide, _): parent = first
            case (.deep, _): parent = first + k - 1
            case (.random, _): parent = first + rng.int(in: 0...(k - 1))
            }
            items.append(Item(handle: first + k, kind: kind, frame: frame, parent: parent))
        }
        self.items = items
    }
}

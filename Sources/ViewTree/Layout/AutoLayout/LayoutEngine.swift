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
/// constraints (UIKit's autoresizing-mask constraints), and a root out of autoresizing keeps its frame's size
/// (UIKit's temporary width and height, `holdsRootSize`); a view with an intrinsic size gets hugging
/// (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) at its priorities.
///
/// **Incremental.** The system is kept between solves and changed in place
/// (`LayoutEngine+Incremental.swift`): a constraint's new constant is a solver constant update, an
/// activation or deactivation adds or removes one row (and the rows of views that join or leave the
/// system), a priority change between optional priorities replaces one row, and an intrinsic size,
/// a hugging or resistance priority, `translatesAutoresizingMaskIntoConstraints` or the frame of an
/// autoresizing view refreshes that view's own rows. The system is rebuilt from scratch
/// (`LayoutEngine+Rebuild.swift`) only where the incremental path cannot tell what changed or must
/// decide a conflict: the first solve, a view that joins the world with constraints, a hierarchy
/// change or deallocation of a view in the system, a safe area, margin or layout-guide change
/// (derived guides are baked into expressions), any change while a constraint is broken, any change
/// that would break one (the rebuild picks the broken constraint in its canonical order, exactly as
/// before), after enough churn to compact the solver's dead symbols, and while a constant or
/// coefficient beyond `Cassowary.Solver.exactInPlaceMagnitude` (2^32 pt) is or has been in the
/// system (in-place rounding at that size could show; a rebuild without it returns to the in-place
/// path).
final class LayoutEngine {
    /// The owning world: weak, as every back-reference (see Docs/Architecture.md).
    weak var world: Simulation?
    /// The views that hold constraints: weak, so a removed view with active constraints is freed
    /// as soon as the test drops it (its constraints go with it).
    @exclusivity(unchecked) var owners: [WeakObject<View>] = []
    @exclusivity(unchecked) var ownerIDs: Set<ObjectIdentifier> = []
    var pendingConstraintUpdates: [View] = []
    var updateLoopGuard = ConstraintUpdateLoopGuard()
    /// Something changed: solve at the next layout pass.
    @exclusivity(unchecked) var dirty = true
    /// The next solve must rebuild the system from scratch.
    @exclusivity(unchecked) var needsRebuild = true
    /// A test switch: rebuild at every solve (the reference the incremental path is checked against).
    var rebuildsOnEveryChange = false

    /// A view's or custom guide's variables in the system, and the view's own constraints.
    final class Box {
        /// The view or guide (weak: the engine never keeps an item alive).
        weak var item: AnyObject?
        let id: ObjectIdentifier
        /// Its index in `LayoutEngine.boxSlots`, and the tag of its variables.
        let slot: Int
        let x: Cassowary.Variable
        let y: Cassowary.Variable
        let w: Cassowary.Variable
        let h: Cassowary.Variable
        // The fields below, as the engine's own tables, are never changed through an `inout` that
        // spans a call back into user code: no runtime exclusivity checks (with the solver's, they
        // were about a tenth of a first layout's samples, `perf record`).
        /// How many times the expressions of the constraints in the system mention the box.
        @exclusivity(unchecked) var references = 0
        /// The view's autoresizing or intrinsic-size constraints, and what they were made from.
        var own = OwnConstraints()
        /// Whether the box is the one `boxes` holds for its item (false once it left the system).
        /// (`SlotState.isLive` mirrors it for the marking, which reads no box.)
        @exclusivity(unchecked) var isLive = true
        /// The alignment insets the view's rows were made with (`View.layoutAlignmentInsets` when the box was made).
        @exclusivity(unchecked) var layoutInsets = EdgeInsets.zero
        /// The variables of the frame, in `SlotState`'s component order: x, y, width, height.
        var frameVariables: [Cassowary.Variable] { [x, y, w, h] }

        init(_ item: AnyObject, slot: Int) {
            self.item = item
            id = ObjectIdentifier(item)
            self.slot = slot
            x = Cassowary.Variable(tag: SlotState.tag(slot, SlotState.xComponent))
            y = Cassowary.Variable(tag: SlotState.tag(slot, SlotState.yComponent))
            w = Cassowary.Variable(tag: SlotState.tag(slot, SlotState.widthComponent))
            h = Cassowary.Variable(tag: SlotState.tag(slot, SlotState.heightComponent))
        }
    }

    /// A scroll view's content-size variables (tagged with the scroll view's box slot).
    struct ContentBox {
        let w: Cassowary.Variable
        let h: Cassowary.Variable
        var references = 0

        init(slot: Int) {
            w = Cassowary.Variable(tag: SlotState.tag(slot, SlotState.contentComponent))
            h = Cassowary.Variable(tag: SlotState.tag(slot, SlotState.contentComponent))
        }
    }

    /// A user constraint in the solver: its row and what it was made from.
    struct Record {
        let constraint: LayoutConstraint
        var solverConstraint: Cassowary.Constraint
        var constant: CGFloat
        var priority: LayoutPriority
        /// The boxes (by slot) and content boxes its expression mentions (one entry per mention).
        var boxReferences: [Int32]
        var contentReferences: [ObjectIdentifier]
    }

    // As the box's fields above, the engine's tables that each solve, marking and placement use
    // carry no runtime exclusivity checks.
    @exclusivity(unchecked) var solver: Cassowary.Solver?
    @exclusivity(unchecked) var boxes: [ObjectIdentifier: Box] = [:]
    /// The boxes in the order they joined the system (views first seen first).
    @exclusivity(unchecked) var boxOrder: [Box] = []
    @exclusivity(unchecked) var contentBoxes: [ObjectIdentifier: ContentBox] = [:]
    /// The boxes by slot (nil once released): a variable's tag is its box's slot (a scroll view's,
    /// for content variables), so after an in-place solve only the boxes whose variables changed
    /// are looked at, without hashing.
    @exclusivity(unchecked) var boxSlots: [Box?] = []
    /// What the marking and the placement know of each box, by slot (`SlotState`): flat, so that
    /// after an in-place solve they touch neither box nor variable objects.
    @exclusivity(unchecked) var slotStates: [SlotState] = []
    /// The screen scale the slots' `solvedFrameCache` pixels were rounded at (`solvedFrameOfMarking`);
    /// a marking at another scale makes every slot's components stale first.
    @exclusivity(unchecked) var pixelCacheScale = 0.0
    /// Bumped whenever the system is cleared (and the slots start again from 0).
    @exclusivity(unchecked) var systemGeneration = 0
    /// Scratch: the slots an in-place marking visits, each once (its first entries: the marking
    /// knows how many). It only grows, and is written by position: no append, so no uniqueness and
    /// capacity check, per visited box.
    @exclusivity(unchecked) var visitedSlots: [Int32] = []
    /// Scratch for `markPlacedSlots`: the boxes it puts on the current placement's pending list,
    /// appended to the list in one go (as large as `visitedSlots`).
    @exclusivity(unchecked) var pendingScratch: [Int32] = []
    /// Scratch mark for visiting each changed box once.
    @exclusivity(unchecked) var visitMark = 0
    /// The solver rows of the user constraints in the system, by user constraint.
    @exclusivity(unchecked) var records: [ObjectIdentifier: Record] = [:] {
        didSet { userConstraintsBySolverConstraint = nil }
    }
    /// The user constraint behind each solver constraint, made from `records` when a diagnostic or
    /// `constraintsAffectingLayout` asks (not kept up to date on every row: one hash insert per
    /// constraint less in a first layout).
    @exclusivity(unchecked) var userConstraintsBySolverConstraint: [ObjectIdentifier: LayoutConstraint]?
    /// While an expression is built: the boxes and content boxes it mentions.
    @exclusivity(unchecked) var boxCollector: [Int32] = []
    @exclusivity(unchecked) var contentCollector: [ObjectIdentifier] = []
    /// While an expression is built: its terms (`makeSolverConstraint`).
    @exclusivity(unchecked) var termScratch: [Cassowary.Term] = []
    /// Changes since the last solve, applied in place by the incremental path.
    @exclusivity(unchecked) var touchedConstraints: [LayoutConstraint] = []
    @exclusivity(unchecked) var touchedConstraintIDs: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) var touchedViews: [WeakObject<View>] = []
    @exclusivity(unchecked) var touchedViewIDs: Set<ObjectIdentifier> = []
    /// Constraints broken at the last solve (then every change rebuilds).
    @exclusivity(unchecked) var brokenCount = 0
    /// Rows added in place since the last rebuild (the solver never reuses a dead symbol; past a
    /// bound the next solve rebuilds to compact it).
    @exclusivity(unchecked) var incrementalChurn = 0

    /// Per superview (by identity): the subviews the engine places there that may not show the
    /// solution; `layoutSubviews` places those alone (`LayoutEngine+Placement.swift`).
    @exclusivity(unchecked) var placements: [ObjectIdentifier: Placement] = [:]
    /// Bumped whenever a placed frame may no longer show the solution for a reason the pending
    /// lists do not record: every placement made before is void.
    @exclusivity(unchecked) var placementEpoch = 0
    /// Gives each placement its own number (a box's `pendingSerial` names the one it is pending in).
    @exclusivity(unchecked) var placementSerial = 0
    /// A frame of a view in the system was set from outside the engine, or refused the engine's: the
    /// next solve compares every box with its frame, as a rebuild does.
    @exclusivity(unchecked) var placedFramesUntrusted = false
    /// Boxes that joined the system in place since the last solve (their variables are new: the
    /// solver reports no change for a value that starts where it ends).
    @exclusivity(unchecked) var joinedBoxes: [Box] = []
    /// The superview placement last looked up while marking (consecutive boxes share a superview).
    @exclusivity(unchecked) var markingPlacementKey: ObjectIdentifier?
    @exclusivity(unchecked) var markingPlacement: Placement?
    /// Counts markings (a placement asks its superview for layout once per marking).
    @exclusivity(unchecked) var markingSerial = 0

    /// How many solves rebuilt the system and how many changed it in place (for tests and the
    /// benchmark's sanity, never for behaviour).
    @exclusivity(unchecked) var rebuildCount = 0
    @exclusivity(unchecked) var inPlaceCount = 0
    /// How many `layoutSubviews` walked every subview, and how many subviews were placed from a
    /// pending list (tests only, as above).
    @exclusivity(unchecked) var fullPlacementWalks = 0
    @exclusivity(unchecked) var pendingPlacementCount = 0

    /// UIKit's "Unable to simultaneously satisfy constraints" messages, oldest first.
    var conflictLog: [String] = []

    /// The boxes of labels in the system, for wrapping multi-line labels at their solved width
    /// (`LayoutEngine+LabelWrapping.swift`).
    @exclusivity(unchecked) var labelBoxes: [Box] = []

    /// Whether an expression in the system reads a baseline: baselines move with a view's font and text,
    /// which the incremental path only sees as an intrinsic-size change, so such a change rebuilds.
    @exclusivity(unchecked) var usesBaselines = false

    /// Whether an expression in the system reads a view's alignment insets (`View+AlignmentRect.swift`): they are
    /// baked into its rows, and an override may change them whenever the view's content changes (which it tells the
    /// engine through `invalidateIntrinsicContentSize()`), so such a change rebuilds.
    @exclusivity(unchecked) var usesAlignmentInsets = false

    /// In an engine made for `systemLayoutSizeFitting` (`LayoutEngine+Fitting.swift`), the view being
    /// measured: its own frame does not pin it, and it takes part even when no constraint names it.
    weak var fittingRoot: View?

    /// An engine for `world`; nil only for a fitting computation of a view of no world.
    init(world: Simulation?) { self.world = world }

    // MARK: Bookkeeping

    /// `view` holds constraints it brought into the world: rebuild.
    func register(_ view: View) {
        addOwner(view)
        invalidate()
    }

    /// Whether a view of the world holds a constraint: every view that holds one is among the owners.
    var hasHolder: Bool { owners.contains { $0.object?.extras?.constraints.isEmpty == false } }

    func addOwner(_ view: View) {
        let id = ObjectIdentifier(view)
        if ownerIDs.insert(id).inserted { owners.append(WeakObject(view)) }
    }

    /// A view that may have held constraints was freed. Its identifier leaves `ownerIDs` at once (its entry in `owners`
    /// goes at the next rebuild): a view made later at the same address has the same `ObjectIdentifier`, and was not
    /// added as an owner while the freed one's stayed — the constraints it held took no part in layout (bug 105, found
    /// by the layouts family: a label's required height ignored after a freed label's place was reused).
    func ownerWentAway(_ id: ObjectIdentifier) {
        ownerIDs.remove(id)
    }

    /// Something the incremental path does not model changed: rebuild at the next layout pass.
    func invalidate() {
        voidPlacements()
        needsRebuild = true
        dirty = true
        world?.noteLayoutRequested()
    }

    /// A view in the system moved in the hierarchy or went away: the next solve (whenever something
    /// asks for one) rebuilds. No layout request, as before: a hierarchy change alone never re-solved.
    func noteStructureChanged() {
        needsRebuild = true
        voidPlacements()
    }

    /// A constraint was activated, deactivated, or changed its constant or priority.
    func noteConstraintChanged(_ constraint: LayoutConstraint) {
        // When the next solve rebuilds anyway (it forgets the list), the change need not be listed:
        // only a rebuild clears `needsRebuild` and makes a solver.
        if !(needsRebuild || solver == nil),
           touchedConstraintIDs.insert(ObjectIdentifier(constraint)).inserted { touchedConstraints.append(constraint) }
        dirty = true
        world?.noteLayoutRequested()
    }

    /// A view's own constraints (autoresizing frame, intrinsic size and its priorities,
    /// `translatesAutoresizingMaskIntoConstraints`) may have changed.
    ///
    /// A view outside the system (no active constraint names it) changes nothing to solve: it joins only when a constraint
    /// naming it is activated, which asks for the solve that reads its own constraints then. Without this, each label
    /// given text in a newly shown list cell made the cell's layout solve again (48 solves where 1 was needed for 200
    /// plain list cells: `ViewsOutsideTheSystemTests`). A pending rebuild still runs, as before.
    func noteOwnConstraintsChanged(_ view: View) {
        guard view.inLayoutEngine || needsRebuild else { return }
        voidPlacements()   // (say) a view no longer pinned to its frame joins the placed ones
        if usesBaselines { needsRebuild = true }   // a baseline offset is baked into its rows
        // Alignment insets are baked into rows too: insets other than those the view's rows were made with
        // (`Box.layoutInsets`) need the rows remade.
        let insets = view.layoutAlignmentInsets
        if usesAlignmentInsets || insets != .zero, let box = boxes[ObjectIdentifier(view)], box.layoutInsets != insets {
            needsRebuild = true
        }
        if touchedViewIDs.insert(ObjectIdentifier(view)).inserted { touchedViews.append(WeakObject(view)) }
        dirty = true
        world?.noteLayoutRequested()
    }

    func noteNeedsUpdateConstraints(_ view: View) {
        if !pendingConstraintUpdates.contains(where: { $0 === view }) { pendingConstraintUpdates.append(view) }
    }

    /// UIKit updates constraints bottom-up (subviews before their superviews).
    ///
    /// Bounded like the layout loop: at most `Simulation.maximumConstraintUpdatesPerInstant` rounds
    /// at one virtual instant; past that (an `updateConstraints()` that always asks again) one
    /// `.layoutLoop` diagnostic, and one round per display frame until the requests stop.
    func runPendingConstraintUpdates() {
        var rounds = 0
        while !pendingConstraintUpdates.isEmpty && rounds < 16 {
            guard let world else { return }
            guard updateLoopGuard.admitRound(at: world.runLoop.now) else {
                reportConstraintUpdateLoopOnce(in: world)
                deferConstraintUpdatesToNextFrame(in: world)
                return
            }
            rounds += 1
            let batch = pendingConstraintUpdates.sorted { depth($0) > depth($1) }
            pendingConstraintUpdates.removeAll()
            let context = ThreadContext.current
            for view in batch where view.extras?.needsUpdateConstraints == true {
                view.extras?.needsUpdateConstraints = false
                if let controller = view.extras?.viewControllerForNext as? ViewController {
                    // UIKit: a controller's view asks its controller
                    context.withCurrentTraits(of: controller) { controller.updateViewConstraints() }
                } else {
                    context.withCurrentTraits(of: view) { view.updateConstraints() }
                }
            }
        }
        if pendingConstraintUpdates.isEmpty { updateLoopGuard.loopEnded() }
    }

    private func reportConstraintUpdateLoopOnce(in world: Simulation) {
        guard updateLoopGuard.markReported() else { return }
        let names = pendingConstraintUpdates.prefix(3).map(\.diagnosticName)
        world.report(Diagnostic(code: .layoutLoop, subject: names.first ?? "Simulation",
                                message: "updateConstraints() asked for another constraint update in each of \(Simulation.maximumConstraintUpdatesPerInstant) rounds at t=\(world.runLoop.now) (still asking: \(names.joined(separator: ", "))); further rounds run once per display frame until it stops"))
    }

    /// Asks for a layout pass at the next display frame, once, so the pending updates run then.
    private func deferConstraintUpdatesToNextFrame(in world: Simulation) {
        guard !updateLoopGuard.frameRequested else { return }
        updateLoopGuard.frameRequested = true
        let loop = world.runLoop
        loop.scheduledTimer(withTimeInterval: 1 / Double(loop.framesPerSecond), repeats: false) { [weak self] (_: VirtualTimer) in
            guard let self else { return }
            updateLoopGuard.frameRequested = false
            self.world?.noteLayoutRequested()  // the engine's weak reference, not the parameter
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

    /// Solves if anything changed, then again while multi-line labels take new wrap widths (at most
    /// `maximumWrapPasses` more times).
    func updateIfNeeded() {
        guard dirty else { return }
        solveOnce()
        var passes = 0
        while passes < LayoutEngine.maximumWrapPasses, wrapLabelsAtSolvedWidths() {
            passes += 1
            solveOnce()
        }
    }

    /// Solves if anything changed: in place where the changes allow it, else from scratch.
    private func solveOnce() {
        guard dirty else { return }
        dirty = false
        let solved: Bool
        // Only a pure constraint change can look at the changed variables alone: a touched view
        // (say one no longer pinned to a frame it was given by hand) may differ from an unchanged
        // solution.
        // Likewise after a frame in the system was set from outside.
        let changedOnly = touchedViews.isEmpty && !placedFramesUntrusted
        if needsRebuild || rebuildsOnEveryChange || solver == nil || brokenCount > 0 || churnIsDue {
            solved = rebuildFromScratch()
        } else if let inPlace = applyChangesInPlace() {
            inPlaceCount += 1
            if inPlace && changedOnly {
                markMovedViewsAfterInPlaceSolve()
                return
            }
            solved = inPlace
        } else {
            solved = rebuildFromScratch()
        }
        if solved { markMovedViews() }
    }

    /// Whether `constraint` is active in this world (held by one of the engine's live owners).
    func isActiveHere(_ constraint: LayoutConstraint) -> Bool {
        guard let owner = constraint.owner, ownerIDs.contains(ObjectIdentifier(owner)) else { return false }
        return owner.storedSimulation === world
    }

    private var churnIsDue: Bool {
        incrementalChurn > max(4096, 2 * (records.count + boxOrder.count))
    }

    func relation(_ r: LayoutRelation) -> Cassowary.Relation {
        switch r {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
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

import Foundation

// Adding, inserting, reordering and removing subviews, with UIKit's callbacks in UIKit's order:
//
//   add:    [old superview's willRemoveSubview] → willMove(toSuperview:) → willMove(toWindow:) on the
//           subtree, parents first (only when the window changes) → the move → didMoveToWindow() on the
//           subtree → didMoveToSuperview() → the new superview's didAddSubview(_:)
//   remove: the superview's willRemoveSubview(_:) → the same sequence with nil.
//
// Callbacks may change the tree; after the "will" callbacks every precondition is checked again, so a
// callback that removes or re-adds the view cannot leave a half-done move behind.
extension View {
    /// Where an inserted view goes.
    enum InsertPosition {
        case front
        case index(Int)
        case above(View)
        case below(View)
    }

    func performAddSubview(_ view: View) { attach(view, at: .front) }

    func performInsert(_ view: View, at index: Int) { attach(view, at: .index(index)) }

    /// Where `insertSubview(_:belowSubview:)` puts the view when the sibling is not a subview:
    /// `true`, at the front (as `addSubview(_:)` does, and as `insertSubview(_:aboveSubview:)` does in
    /// the same case). Source: UIKit-cross-platform's `UIViewSubviewTests.testInsertSubviewAboveNonExistentSibling`
    /// (`insertSubview(v3, belowSubview: notASubview)` gives `[v1, v2, v3]`, layers likewise), a suite
    /// its authors check against UIKit on iOS (flowkey/UIKit-cross-platform PR 309: "passes here and on
    /// iOS"); Chameleon does the same. AppKit documents the back for `NSWindowBelow` with a nil or
    /// foreign sibling (`addSubview(_:positioned:relativeTo:)`), which an earlier version followed.
    public static let insertBelowNonSiblingGoesToFront = true

    /// Whether a view inserted above a sibling also goes above the free sublayers that sat directly
    /// above the sibling's layer (`true`): UIKit inserts the view's layer directly above the sibling's
    /// (`insertSublayer(_:above:)`), so `[v1.layer, free]` plus `insertSubview(v2, aboveSubview: v1)`
    /// gives `[v1.layer, v2.layer, free]`. Source: UIKit-cross-platform's
    /// `UIViewSubviewTests.testInsertSubviewAboveWithLayerInBetween`, checked on iOS (see above).
    public static let insertAboveGoesDirectlyAboveSiblingLayer = true

    /// Whether `insertSubview(_:at:)` counts the index among the superview layer's `sublayers` (`true`), as UIKit
    /// does: it inserts the view's layer with `insertSublayer(_:at:)`, so where free layers (added with
    /// `addSublayer`) sit below the index the view lands lower in `subviews` than asked — with sublayers
    /// `[aa, ab, a, ba, bb, bc, bd, d, ea, eb, ec]` (`a`, `d` views' layers), `insertSubview(c, at: 1)` gives sublayers
    /// `[aa, c, ab, a, …]` and subviews `[c, a, d]`. With no free sublayer the two indices are the same. Sources:
    /// TextureGroup/Texture `Tests/ASDisplayNodeTests.mm`, `testAppleBugInsertSubview` (run on iOS; it fails, by
    /// design, the day "Apple has fixed insertSubview:atIndex:"), and Stack Overflow question 53624534 (an extra
    /// highlight `CALayer` made `insertSubview(subviews[2], at: 1)` put the view at index 0).
    public static let insertAtIndexCountsSublayers = true

    /// `insertSubview(_:aboveSubview:)` / `(_:belowSubview:)`. A sibling that is not a subview still
    /// adds the view, at the front (`View.insertBelowNonSiblingGoesToFront`). See `Docs/Fidelity.md`.
    func performInsert(_ view: View, relativeTo sibling: View, above: Bool) {
        attach(view, at: above ? .above(sibling) : .below(sibling))
    }

    func performBringToFront(_ view: View) {
        guard view.isSubview(of: self) else {
            reject(.notASubview, "bringSubviewToFront: \(view.diagnosticName) is not a subview; nothing changed")
            return
        }
        subviewList.remove(view)
        subviewList.append(view)
    }

    func performSendToBack(_ view: View) {
        guard view.isSubview(of: self) else {
            reject(.notASubview, "sendSubviewToBack: \(view.diagnosticName) is not a subview; nothing changed")
            return
        }
        subviewList.remove(view)
        subviewList.insert(view, at: 0)
    }

    func performExchange(_ i: Int, _ j: Int) {
        let n = subviewList.count
        guard i >= 0, j >= 0, i < n, j < n else {
            reject(.indexOutOfRange, "exchangeSubview(at: \(i), withSubviewAt: \(j)) with \(n) subviews; nothing changed")
            return
        }
        guard i != j else { return }
        subviewList.swapAt(i, j)
    }

    func performRemoveFromSuperview() {
        guard let parent = storedSuperview else { return }
        guard let context = enterHierarchyChange("removeFromSuperview()", of: self) else { return }
        defer { context.hierarchyChangeDepth -= 1 }
        parent.willRemoveSubview(self)
        guard isSubview(of: parent) else { return } // the callback moved it already
        willMove(toSuperview: nil)
        // A "will" callback that moved the view elsewhere has the last word: the removal stops.
        guard isSubview(of: parent) else { return }
        let hadWindow = storedWindow != nil
        if hadWindow { notifySubtreeWillMove(toWindow: nil) }
        guard isSubview(of: parent) else { return }
        removeConstraintsReferencingSubtree(leaving: parent)
        parent.subviewList.remove(self)
        superviewLink = nil
        if inLayoutEngine { storedSimulation?.layoutEngineStorage?.noteStructureChanged() }
        parent.setNeedsLayout()
        // Its own window is now nil (a window's stays itself); its subviews learn it through links.
        if subviewLinksAreStale { setWindowOnSubtree(simulation: nil) }
        if hadWindow { notifySubtreeDidMoveToWindow() }
        didMoveToSuperview()
    }

    /// The heart of `addSubview` and the `insertSubview` family.
    func attach(_ child: View, at position: InsertPosition) {
        guard validateAttach(child) else { return }
        let oldLink = child.superviewLink
        if let oldLink, oldLink === subviewList.link {
            // Already ours: UIKit only reorders, with no callbacks.
            if case .index(let i) = position, placesIndexAmongSublayers {
                storedLayer?.insertLayer(ofSubview: child, atSublayerIndex: i)
                return
            }
            subviewList.remove(child)
            place(child, at: position)
            return
        }
        // The link this view's subviews hold (made with the first one), and the window they are in;
        // this view keeps it for life, so it is used without a reference of its own.
        let link = subviewList.unretainedLink(owner: self, windowLink: ownWindowLink)
        // The box the link came with, for `addSubview`'s append below (see `unretainedStorage()`).
        let storage = subviewList.unretainedStorage()
        // Windows are compared by their links, without loading either window (issue #21); a
        // link whose window is gone compares as no window, as the window reads nil.
        var childWindowLink = child.ownWindowLink?.ifAlive
        // A plain `View` leaf that has no superview and is no controller's view hears the "will"
        // callbacks below through `View`'s own methods, which do nothing (and no category replaces
        // them): no code runs before the move, so nothing needs checking again (issue #21: each
        // re-check loaded the child's weak references once more).
        let oldSuperview = oldLink?.view
        var quietLeaf = oldSuperview == nil && child.isQuietLeaf
        // A quiet leaf runs no app code during its move, so it cannot re-enter: only the others are counted.
        let context = quietLeaf ? nil : enterHierarchyChange("addSubview(_:) / insertSubview", of: child)
        if !quietLeaf, context == nil { return }
        defer { context?.hierarchyChangeDepth -= 1 }
        if !quietLeaf {
            oldSuperview?.willRemoveSubview(child)
            child.willMove(toSuperview: self)
            let newWindowLink = link._withUnsafeGuaranteedRef { $0.windowLink?.ifAlive }
            if childWindowLink !== newWindowLink { child.notifySubtreeWillMove(toWindow: newWindowLink?.window) }
            // The callbacks ran user code: check again before touching the tree.
            guard validateAttach(child) else { return }
            if let current = child.storedSuperview {
                // Moved from another superview: as removed from it first (`addSubview(_:)`: "this method removes the
                // previous superview before making the receiver its new superview").
                child.removeConstraintsReferencingSubtree(leaving: current)
                current.subviewList.remove(child)
                current.setNeedsLayout()
            }
            childWindowLink = child.ownWindowLink?.ifAlive
        }
        child.superviewLink = link.takeUnretainedValue()
        if child.inLayoutEngine { child.storedSimulation?.layoutEngineStorage?.noteStructureChanged() }
        if case .front = position, let storage {
            storage._withUnsafeGuaranteedRef { $0.append(child) }
        } else {
            place(child, at: position)
        }
        // (Read after the callbacks: one of them may have moved this view to another window.)
        let windowChanged = !link._withUnsafeGuaranteedRef { WindowLink.sameWindow(childWindowLink, $0.windowLink) }
        // Worlds compared by their links (one per world), without loading either world.
        if child.worldLink !== worldLink {
            // Joining a world calls other views' `didJoinSimulation` (and what it sets): the
            // quiet path below is kept for a leaf already in this view's world.
            quietLeaf = false
            adoptWorld(of: child)
            child.setWindowOnSubtree(simulation: storedSimulation)
        } else if child.subviewLinksAreStale {
            // A leaf has nothing to update: its window is read through the link it now holds.
            child.setWindowOnSubtree(simulation: storedSimulation)
        }
        if quietLeaf {
            // Still a plain leaf with no controller (no code ran since it was asked, and it joined
            // no world): of `notifySubtreeDidMoveToWindow` and `didMoveToSuperview` only a category
            // replacing `didMoveToWindow` or a `UIView.appearance()` proxy can do anything (`View`'s own
            // methods do nothing, it is no scroll view, and no controller hears of the move), so nothing
            // else is called (issue #21).
            // (No local holds the world link: it would be a retain and a release per view.)
            if windowChanged, child.worldLink?.replaces(.didMoveToWindow) == true || child.worldLink?.hasViewAppearanceProxies == true {
                child.notifySubtreeDidMoveToWindow()
            }
        } else {
            if windowChanged { child.notifySubtreeDidMoveToWindow() }
            child.didMoveToSuperview()
        }
        didAddSubview(child)
        if subviewList.holds(child, atSlot: child.slotInSuperview) {
            // Still ours (the callbacks may have moved it): `child.setNeedsLayout()` would walk up
            // through its weak superview reference to this view, which the next line marks anyway.
            child.needsLayoutFlag = true
            child.subtreeNeedsLayoutFlag = true
        } else {
            child.setNeedsLayout()
        }
        setNeedsLayout()
    }

    /// Whether `insertSubview(_:at:)` must count among sublayers here: this view's layer holds free sublayers.
    private var placesIndexAmongSublayers: Bool {
        View.insertAtIndexCountsSublayers && !(storedLayer?.freeSublayers.isEmpty ?? true)
    }

    private func place(_ child: View, at position: InsertPosition) {
        switch position {
        case .front:
            subviewList.append(child)
        case .index(let i):
            if placesIndexAmongSublayers {
                storedLayer?.insertLayer(ofSubview: child, atSublayerIndex: i)
                return
            }
            // UIKit clamps an index past the end to the end (NSMutableArray would throw; UIView does not).
            let clamped = min(max(i, 0), subviewList.count)
            if clamped == subviewList.count { subviewList.append(child) } else { subviewList.insert(child, at: clamped) }
        case .above(let sibling), .below(let sibling):
            guard sibling.isSubview(of: self), sibling !== child else {
                // Not a sibling: at the front (or, without the UIKit rule, below all of them for `below`).
                if case .below = position, !View.insertBelowNonSiblingGoesToFront, !subviewList.isEmpty {
                    subviewList.insert(child, at: 0)
                } else {
                    subviewList.append(child)
                }
                return
            }
            var i = subviewList.index(of: sibling)
            if case .above = position { i += 1 }
            if i == subviewList.count { subviewList.append(child) } else { subviewList.insert(child, at: i) }
            if case .above = position, View.insertAboveGoesDirectlyAboveSiblingLayer {
                storedLayer?.moveFreeSublayers(aboveViewLayerOf: sibling, toAbove: child)
            }
        }
    }

    /// Rejects self-adoption, cycles and cross-world moves, recording why.
    private func validateAttach(_ child: View) -> Bool {
        if child === self {
            reject(.hierarchyCycle, "cannot add a view as a subview of itself; the hierarchy is unchanged")
            return false
        }
        if !child.subviewList.isEmpty && wouldMakeCycle(adding: child) {
            reject(.hierarchyCycle, "cannot add \(child.diagnosticName), an ancestor of this view, as its subview: that would make a cycle; the hierarchy is unchanged")
            return false
        }
        if let mine = worldLink, let theirs = child.worldLink, mine !== theirs, mine.world != nil, theirs.world != nil {
            reject(.worldMismatch, "cannot add \(child.diagnosticName), which belongs to another Simulation; views of two worlds never mix")
            return false
        }
        return true
    }

    /// Whether `child` is an ancestor of this view. Two walks advance in lockstep — up from this
    /// view, and through `child`'s subtree — and the first to finish answers, so the check costs
    /// the smaller of this view's depth and `child`'s subtree: building a million-deep chain top
    /// down (each new view carrying a few subviews of its own) stays linear, and so does hanging a
    /// deep chain under a shallow parent.
    private func wouldMakeCycle(adding child: View) -> Bool {
        var up: View? = storedSuperview
        var down: [View] = child.subviewList.currentArray()
        while true {
            guard let u = up else { return false }        // reached the root: child is not above
            if u === child { return true }
            guard let d = down.popLast() else { return false } // child's subtree has no self in it
            if d === self { return true }
            down.append(contentsOf: d.subviewList.currentArray())
            up = u.storedSuperview
        }
    }

    /// The superview, while it exists (through its link's weak reference: see `SuperviewLink`).
    var storedSuperview: View? { superviewLink?.view }

    /// Whether `view` is this view's superview: the two links compared, nothing loaded or counted.
    @inline(__always)
    func isSubview(of view: View) -> Bool {
        guard let link = superviewLink else { return false }
        return link === view.subviewList.link
    }

    /// The link of the window this view is in: a window's own; else its superview's subviews' (kept
    /// current by `setWindowOnSubtree`); nil with no superview. (Its window may be gone: see `storedWindow`.)
    var ownWindowLink: WindowLink? {
        // `isWindowKind` is set by `Window` only, so the cast cannot fail.
        isWindowKind ? unsafeDowncast(self, to: Window.self).windowLink : superviewLink?.windowLink
    }

    /// The window this view is in (itself for a window), while that window exists.
    var storedWindow: Window? {
        guard let link = ownWindowLink, link.isAlive else { return nil }
        return link.window
    }

    /// Whether this view's subviews hold another window than the one it is in now (it moved): then
    /// `setWindowOnSubtree` brings its subtree's links up to date.
    var subviewLinksAreStale: Bool {
        guard let link = subviewList.link else { return false }
        return link.windowLink !== ownWindowLink
    }

    /// Whether the view is an instance of `View` itself, not of a subclass: its overridable
    /// methods are `View`'s own (categories aside, which the callers still ask).
    @inline(__always)
    var isPlainView: Bool { ObjectIdentifier(type(of: self)) == ObjectIdentifier(View.self) }

    /// How deep subview moves may nest inside the callbacks of other moves (`willMove(toWindow:)`,
    /// `didMoveToWindow()`, `didMoveToSuperview()`, `willRemoveSubview(_:)`, …) before a move is refused.
    /// **Ours**: UIKit calls them synchronously with no bound, so a `didMoveToWindow` that removes its view
    /// when it joins a window and adds it back when it leaves recurses until the stack overflows; 100 is
    /// `maximumLayoutRepeats`, the bound of ViewTree's other feedback loops, and far deeper than callbacks that
    /// build a tree as it joins a window go.
    public static let maximumNestedHierarchyChanges = maximumLayoutRepeats

    /// Counts one more nested move on this thread and returns the context to count it back down with; `nil`,
    /// with an `.invalidValue` diagnostic and nothing changed, when moves are already
    /// `maximumNestedHierarchyChanges` deep.
    func enterHierarchyChange(_ call: String, of view: View) -> ThreadContext? {
        let context = ThreadContext.current
        guard context.hierarchyChangeDepth < View.maximumNestedHierarchyChanges else {
            reject(.invalidValue, "\(call) of \(view.diagnosticName) called from the callbacks of other subview moves \(View.maximumNestedHierarchyChanges) levels deep (View.maximumNestedHierarchyChanges: a didMoveToWindow that moves its view again?); refused, nothing changed, instead of recursing until the stack overflows")
            return nil
        }
        context.hierarchyChangeDepth += 1
        return context
    }

    /// A plain `View` (see `isPlainView`) with no subviews and no view controller: moving it into a
    /// tree calls only `View`'s own `willMove(toSuperview:)` and `willMove(toWindow:)`, which do nothing.
    var isQuietLeaf: Bool {
        guard isPlainView, subviewList.isEmpty else { return false }
        guard let extras else { return true }
        return extras.viewControllerForNext == nil
    }


    /// A view in no world that receives a subview from a world joins it, with its whole tree.
    private func adoptWorld(of child: View) {
        // One link: one world (alive in both or in neither), so nothing to adopt. Asked first, so
        // that the usual case loads neither world (each load of a weakly referenced object is
        // two atomic operations on its side table; issue #21).
        if let link = worldLink, link === child.worldLink { return }
        guard storedSimulation == nil, let world = child.storedSimulation else { return }
        var root = self
        while let up = root.storedSuperview { root = up }
        root.setWindowOnSubtree(simulation: world)
    }

    /// Brings the window links of this subtree up to date after this view moved (each parent's
    /// subviews hold the window their parent is now in; a leaf stores none), and adopts
    /// `simulation` where a view has no world.
    ///
    /// `didJoinSimulation` runs for the views that joined only once the whole subtree is in the world
    /// (parents first), so that what a view does on joining — a scroll view re-placing its indicators
    /// for the world's profile — goes through the world's categories and animator.
    func setWindowOnSubtree(simulation: Simulation?) {
        if subviewList.isEmpty {
            subviewList.link?.windowLink = ownWindowLink
            if joinWorldIfNone(simulation), let simulation { didJoinSimulation(simulation) }
            return
        }
        var joined: [View] = []
        // Parents first, back to front: views that join a world get their ids in that order, and
        // each view's own window link (its superview's, already brought up to date) is current
        // when its subviews' is set. A nested `Window` is its own subtree's window.
        var stack: [View] = [self]
        while let v = stack.popLast() {
            if v.joinWorldIfNone(simulation) { joined.append(v) }
            guard let link = v.subviewList.link else { continue }
            link.windowLink = v.ownWindowLink
            for child in v.subviewList.currentArray().reversed() { stack.append(child) }
        }
        guard let simulation else { return }
        for v in joined {
            v.didJoinSimulation(simulation)
            v.queueDisplayRequestedBeforeJoining(simulation)
        }
    }

    /// Adopts `simulation` when the view has no world; returns whether it joined it.
    private func joinWorldIfNone(_ simulation: Simulation?) -> Bool {
        guard let simulation else { return false }
        // Already in this (live) world: decided from the link, without loading the world.
        if let link = worldLink, link === simulation.link { return false }
        guard storedSimulation == nil else { return false }
        storedSimulation = simulation
        simulation.assignSnapshotID(self)
        if let extras, !extras.constraints.isEmpty { simulation.layoutEngine.register(self) }
        return true
    }

}

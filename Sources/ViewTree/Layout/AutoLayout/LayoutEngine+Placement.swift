import Foundation

// Placing the solution: a superview's `layoutSubviews` sets the frames of the subviews Auto Layout
// places. UIKit's pass gives every such subview its engine frame; after a small change most of them
// already show it, so the engine remembers, per superview, which subviews may not, and places those
// alone. Whatever it cannot prove falls back to the walk over every subview.
//
// The promise a placement keeps: every subview of its superview that the engine places (in the
// system, not pinned to its frame, with a live box) shows its solved frame, except the boxes on the
// pending list. It is made by a full walk that found every frame equal to its solution afterwards,
// and kept by the marking after each solve (which lists each box whose solved frame differs from
// its frame). It is void (`voidPlacements`) when anything else may break it: a frame set from
// outside the engine (a setter, autoresizing, a transform or anchor point, an animation), a frame
// the engine set that did not take (refused, or changed by a category), a hierarchy change or
// deallocation of a view in the system, a rebuild, a view's own constraints changing (it may stop
// or start being pinned to its frame), or the superview itself going (a new object could reuse
// its identifier).
extension LayoutEngine {
    /// One superview's promise (see above).
    final class Placement {
        /// The superview (weak, as every back-reference; also tells a reused identifier apart).
        weak var superview: View?
        /// `LayoutEngine.placementEpoch` when it was made: void once the epoch moved on.
        let epoch: Int
        let serial: Int
        /// The slots of subviews whose frame may differ from their solution, each once.
        @exclusivity(unchecked) var pending: [Int32] = []
        /// `LayoutEngine.markingSerial` of the marking that last asked the superview for layout.
        @exclusivity(unchecked) var markedAt = 0

        init(superview: View, epoch: Int, serial: Int) {
            self.superview = superview
            self.epoch = epoch
            self.serial = serial
        }
    }

    /// Every placement made so far is void: the next `layoutSubviews` of each superview walks all
    /// its subviews.
    func voidPlacements() {
        placementEpoch &+= 1
        markingPlacementKey = nil
        markingPlacement = nil
    }

    /// A frame of a view the engine places was set from outside it: no placement holds, and the next
    /// solve compares every box with its frame (as a rebuild does), so the superview is laid out
    /// again exactly when a full rebuild would lay it out.
    func noteFrameSetFromOutside() {
        voidPlacements()
        placedFramesUntrusted = true
    }

    private func startMarking() {
        markingPlacementKey = nil
        markingPlacement = nil
        markingSerial &+= 1
    }

    /// The placement of the superview `key`, looked up once for a run of boxes that share it.
    private func markingPlacement(for key: ObjectIdentifier) -> Placement? {
        if key == markingPlacementKey { return markingPlacement }
        let placement = placements[key]
        markingPlacementKey = key
        markingPlacement = placement
        return placement
    }

    /// The box in `slot` has a solved frame that differs from its view's frame: it goes on its
    /// superview's pending list.
    func notePending(_ slot: Int, in superview: View) {
        guard let placement = markingPlacement(for: ObjectIdentifier(superview)), placement.epoch == placementEpoch else { return }
        appendPending(slot, to: placement)
    }

    private func appendPending(_ slot: Int, to placement: Placement) {
        guard slotStates[slot].pendingSerial != placement.serial else { return }
        slotStates[slot].pendingSerial = placement.serial
        placement.pending.append(Int32(slot))
    }

    /// The marking of a box the engine placed, while nothing void its placement since: the solution
    /// is compared with the frame the engine left, without loading the box, the view or its
    /// superview. Returns false when that cannot be known (the caller looks at the view).
    @inline(__always)
    func markPlacedSlot(_ slot: Int, _ scale: Double) -> Bool {
        let state = slotStates[slot]
        guard state.placedEpoch == placementEpoch, state.isLive, !state.isScrollView, let key = state.placedIn,
              let placement = markingPlacement(for: key), placement.epoch == placementEpoch else { return false }
        guard !solvedFrameOfMarking(slot, scale).sameFrame(as: state.placedFrame) else { return true }
        if placement.markedAt != markingSerial {
            guard let superview = placement.superview else { return false }
            placement.markedAt = markingSerial
            superview.setNeedsLayout()
        }
        appendPending(slot, to: placement)
        return true
    }

    /// `markPlacedSlot` for the visited slots from `start` up to `end`, in one borrow of the slot
    /// states, as long as each is decided from the flat state alone and its superview was already
    /// asked for layout in this marking; returns the index of the first slot it left (to
    /// `markPlacedSlot`, or to the view), or `end`.
    ///
    /// Nothing in here calls out of the engine (no view, no user code): the slot states, the list
    /// of visited slots and `pendingScratch` are not touched by anything else while it runs. The
    /// boxes it puts on a placement's pending list are gathered in `pendingScratch` (written by
    /// position) and appended to the list in one go when the run of boxes of that superview ends.
    func markPlacedSlots(from start: Int, to end: Int, _ scale: Double) -> Int {
        if scale.bitPattern != pixelCacheScale.bitPattern { forgetPixelCache(scale) }
        let epoch = placementEpoch
        let serial = markingSerial
        var placementKey: ObjectIdentifier?
        var placement: Placement?
        var placementSerial = 0
        var k = start
        let visited = visitedSlots
        precondition(end <= visited.count && end - start <= pendingScratch.count)
        slotStates.withUnsafeMutableBufferPointer { states in
        pendingScratch.withUnsafeMutableBufferPointer { scratch in
            var gathered = 0
            defer { if let placement, gathered > 0 { placement.pending.append(contentsOf: scratch[0..<gathered]) } }
            while k < end {
                let slot = Int(visited[k])
                precondition(slot >= 0 && slot < states.count)
                guard states[slot].placedEpoch == epoch, states[slot].isLive, !states[slot].isScrollView,
                      let key = states[slot].placedIn else { return }
                if key != placementKey {
                    if let placement, gathered > 0 { placement.pending.append(contentsOf: scratch[0..<gathered]) }
                    gathered = 0
                    placement = nil
                    guard let found = markingPlacement(for: key), found.epoch == epoch, found.markedAt == serial else {
                        placementKey = nil
                        return
                    }
                    placementKey = key
                    placement = found
                    placementSerial = found.serial
                }
                // `solvedFrameOfMarking`, on the borrowed states.
                let frame = refreshSolvedFrame(&states[slot], scale, serial)
                k += 1
                guard !frame.sameFrame(as: states[slot].placedFrame) else { continue }
                // `appendPending`, into the scratch (at most one entry per visited slot).
                if states[slot].pendingSerial != placementSerial {
                    states[slot].pendingSerial = placementSerial
                    scratch[gathered] = Int32(slot)
                    gathered += 1
                }
            }
        }
        }
        return k
    }

    /// The solved frame of the box in `slot` (from the values the marking just stored), kept for
    /// the placement that follows.
    ///
    /// Only the axes with a component written since the last such frame (at the same scale) are
    /// rounded again: an axis's pixels are a function of its origin's and length's values and the
    /// scale alone, so the other axis's are those of `solvedFrame(slot:)` as they stand.
    func solvedFrameOfMarking(_ slot: Int, _ scale: Double) -> CGRect {
        // (Asked once per marking by `startMarking(_:)`; again here, for a nested pass that
        // marked at another scale meanwhile.)
        if scale.bitPattern != pixelCacheScale.bitPattern { forgetPixelCache(scale) }
        let serial = markingSerial
        return slotStates.withUnsafeMutableBufferPointer { states in
            // (No user code runs in here: the buffer is not held across any call out.)
            precondition(slot >= 0 && slot < states.count)
            return refreshSolvedFrame(&states[slot], scale, serial)
        }
    }

    /// `solvedFrameOfMarking` on one slot's state (the batch marking's borrowed states too): the axes
    /// with a component written since the cached frame rounded again, the frame cached at `serial`.
    @inline(__always)
    func refreshSolvedFrame(_ state: inout SlotState, _ scale: Double, _ serial: Int) -> CGRect {
        // (A length's pixels are its edges' difference: a moved origin changes it too. A slot with
        // every component stale has both axes rounded afresh, as `solvedFrame(of:_:)` does.)
        var frame = state.solvedFrameCache
        if state.staleComponents & SlotState.horizontalComponents != 0 {
            frame.origin.x = pixel(state.x, scale)
            frame.size.width = pixelSpan(state.x, state.w, scale)
        }
        if state.staleComponents & SlotState.verticalComponents != 0 {
            frame.origin.y = pixel(state.y, scale)
            frame.size.height = pixelSpan(state.y, state.h, scale)
        }
        state.solvedFrameCache = frame
        state.solvedAt = serial
        state.staleComponents = 0
        return frame
    }

    /// Starts a marking at the screen scale `scale`: if it is not the one the kept pixels were
    /// rounded at (a new profile), every kept pixel is stale.
    func startMarking(_ scale: Double) {
        startMarking()
        if scale.bitPattern != pixelCacheScale.bitPattern { forgetPixelCache(scale) }
    }

    @inline(never)
    private func forgetPixelCache(_ scale: Double) {
        pixelCacheScale = scale
        for slot in slotStates.indices { slotStates[slot].staleComponents = SlotState.allComponents }
    }

    /// The solved frame of `box`: the marking's, when it looked at the box after the last solve.
    private func solvedFrameToPlace(_ box: Box, _ scale: Double) -> CGRect {
        let state = slotStates[box.slot]
        return state.solvedAt == markingSerial ? state.solvedFrameCache : solvedFrame(box, scale)
    }

    /// What every frame setter of one `placeSubviews` call shares, asked once for the call: the
    /// superview's world link (a subview the engine places shares it; one that does not takes the
    /// setter's own path), what the link named as placed when the call began (restored after each
    /// setter), and whether an animation block is open on this thread (see `View+LayoutPlacement`).
    /// (`plainType` is `View`'s own class, as `View.isPlainView` compares: asked once, not per view.)
    struct PlacementContext {
        let link: WorldLink?
        let outer: ObjectIdentifier?
        let animationBlockOpen: Bool
        let plainType = ObjectIdentifier(View.self)

        init(_ superview: View) {
            link = superview.worldLink
            outer = link?.viewPlacedByLayoutEngine
            animationBlockOpen = ThreadContext.isAnimationBlockOpen
        }
    }

    /// `layoutSubviews`' part: the pending subviews when the superview's placement holds, else
    /// every subview (which makes a new placement when every frame took).
    func placeSubviews(of view: View, _ scale: Double) {
        let key = ObjectIdentifier(view)
        var epoch = placementEpoch
        var exact = true
        if let placement = placements[key], placement.epoch == epoch, placement.superview !== view {
            // A new view at the address of a released superview: the stamps that name that address
            // (of subviews that outlived it) must not be read as this view's.
            voidPlacements()
            epoch = placementEpoch
        }
        if let placement = placements[key], placement.epoch == epoch {
            // (Nothing pending, as when a subview's new size asked the superview for layout once
            // more: nothing to ask either.)
            guard !placement.pending.isEmpty else { return }
            let context = PlacementContext(view)
            let link = context.link
            // Taken out (a nested pass may add to the list meanwhile) and put back empty afterwards,
            // so the list keeps its capacity without being copied.
            var pending: [Int32] = []
            swap(&pending, &placement.pending)
            defer {
                pending.removeAll(keepingCapacity: true)
                if placement.pending.isEmpty { swap(&pending, &placement.pending) }
            }
            let system = systemGeneration
            // The subviews as they are now: a stamped box's view is found at the index it was
            // placed at (checked by identity), without loading the box's weak reference.
            let subviews = view.subviews
            var k = 0
            while k < pending.count {
                // A nested pass that rebuilt the system made every listed box stale (as the boxes
                // of the old system all are): the slots now name other boxes.
                guard systemGeneration == system else { break }
                // Runs of plain subviews that only move, in one borrow of the slot states; the entry
                // it stops at takes the path below, in its place in the order.
                if let link, !context.animationBlockOpen, placementEpoch == epoch {
                    k = movePlainSubviews(pending, from: k, of: key, epoch: epoch, subviews, link, context, exact: &exact)
                    guard k < pending.count else { break }
                }
                let slot = Int(pending[k])
                k += 1
                let state = slotStates[slot]
                guard state.isLive else { continue }
                slotStates[slot].pendingSerial = 0
                // A box placed since the last void: still in the system (it is live), still not pinned
                // to its frame (a change would have voided), and its frame is the one it was given.
                let stamped = state.placedEpoch == epoch && state.placedIn == key
                let target = state.solvedAt == markingSerial ? state.solvedFrameCache
                    : boxSlots[slot].map { solvedFrame($0, scale) } ?? solvedFrame(slot: slot, scale)
                let index = state.placedIndex
                if stamped, placementEpoch == epoch, index >= 0, index < subviews.count {
                    let subview = subviews[index]
                    if ObjectIdentifier(subview) == state.id {
                        // (While the epoch holds, no view in the system went or moved, so the view with
                        // the box's identifier is the box's view.)
                        pendingPlacementCount += 1
                        if !place(subview, slot, in: key, target, knownFrame: state.placedFrame, index: index, link, context) {
                            exact = false
                        }
                        continue
                    }
                }
                guard let box = boxSlots[slot], let subview = box.item as? View else { continue }
                guard stamped || (subview.inLayoutEngine && !subview.translatesAutoresizingMaskIntoConstraints) else { continue }
                pendingPlacementCount += 1
                if !place(subview, slot, in: key, target, knownFrame: stamped ? state.placedFrame : nil, index: -1, link, context) {
                    exact = false
                }
            }
            if !exact { noteFrameSetFromOutside() }
            return
        }
        // (A leaf, as every view the engine places usually is, asks nothing.)
        let subviews = view.subviews
        guard !subviews.isEmpty else { return }
        let context = PlacementContext(view)
        let link = context.link
        var placedAny = false
        for (index, subview) in subviews.enumerated() where subview.inLayoutEngine && !subview.translatesAutoresizingMaskIntoConstraints {
            guard let box = boxes[ObjectIdentifier(subview)] else { continue }
            placedAny = true
            if !place(subview, box.slot, in: key, solvedFrameToPlace(box, scale), index: index, link, context) { exact = false }
        }
        // A view with no subview the engine places needs no placement (a leaf, a container of
        // frame-placed views): the next walk finds nothing again.
        guard placedAny else { return }
        fullPlacementWalks += 1
        if !exact {
            placements[key] = nil
            noteFrameSetFromOutside()
        } else if placementEpoch == epoch && !rebuildsOnEveryChange {
            // Nothing moved a frame behind the walk's back (a category or a `frame` override would
            // have voided the epoch): from now on only the pending subviews are placed. (The
            // reference mode always walks every subview, as the engine did before placements.)
            placementSerial &+= 1
            placements[key] = Placement(superview: view, epoch: epoch, serial: placementSerial)
        }
    }

    /// `placeSubviews`' loop over the pending list from `start` on, for the entries that are a
    /// stamped subview, a plain `View` of the superview's world (no category replacing `setFrame`
    /// there, no animation block open, the placement's epoch current: the caller's checks) whose
    /// frame the marking computed and which only moves (`View.moveForLayoutEngine(to:_:)`): what
    /// the loop and `place` do for each, in one borrow of the slot states. Returns the index of
    /// the first entry it left (to the loop), or the end.
    ///
    /// Nothing in here calls out of the engine (no setter, no hook, no user code), so nothing else
    /// touches the slot states meanwhile, and each view is read from the subviews (which keep it
    /// alive) without being retained (a side-tabled view's slow-path retain and release, issue #21).
    private func movePlainSubviews(_ pending: [Int32], from start: Int, of key: ObjectIdentifier, epoch: Int,
                                   _ subviews: [View], _ link: WorldLink, _ context: PlacementContext,
                                   exact: inout Bool) -> Int {
        guard !link.replaces(.setFrame) else { return start }
        let serial = markingSerial
        var placed = 0
        var allTook = true
        var k = start
        slotStates.withUnsafeMutableBufferPointer { states in
            while k < pending.count {
                let slot = Int(pending[k])
                precondition(slot >= 0 && slot < states.count)
                guard states[slot].isLive else {
                    k += 1
                    continue
                }
                let index = states[slot].placedIndex
                let target = states[slot].solvedFrameCache
                guard states[slot].placedEpoch == epoch, states[slot].placedIn == key, states[slot].solvedAt == serial,
                      index >= 0, index < subviews.count, !states[slot].placedFrame.sameFrame(as: target) else { return }
                let subview = subviews[index]
                guard ObjectIdentifier(subview) == states[slot].id, ObjectIdentifier(type(of: subview)) == context.plainType,
                      subview.worldLink === link, subview.moveForLayoutEngine(to: target, link) else { return }
                states[slot].pendingSerial = 0
                placed += 1
                if subview.frameForLayoutEngine.sameFrame(as: target) {
                    states[slot].stamp(in: key, epoch: epoch, frame: target, index: index)
                } else {
                    allTook = false
                }
                k += 1
            }
        }
        pendingPlacementCount += placed
        if !allTook { exact = false }
        return k
    }

    /// Gives `subview` (of the superview `key`) its solved frame; returns whether its frame is that
    /// frame afterwards, and if so stamps the box with where it was placed.
    private func place(_ subview: View, _ slot: Int, in key: ObjectIdentifier, _ target: CGRect,
                       knownFrame: CGRect? = nil, index: Int, _ sharedLink: WorldLink?, _ context: PlacementContext) -> Bool {
        let epoch = placementEpoch
        let system = systemGeneration
        // A `View` (no subclass: no `frame` override) in the superview's world, with no category
        // replacing `setFrame` there: what its `frame` setter would run, without the dynamic call and
        // the per-view questions, and its getter read directly (`View+LayoutPlacement`).
        var plain = false
        if let sharedLink, ObjectIdentifier(type(of: subview)) == context.plainType, !sharedLink.replaces(.setFrame),
           subview.worldLink === sharedLink {
            plain = true
        }
        if !(knownFrame ?? (plain ? subview.frameForLayoutEngine : subview.frame)).sameFrame(as: target) {
            // Tell the view's geometry hook that this change is the engine's own (without loading
            // the world); a nested placement (a `frame` override that lays out) restores the outer one.
            if plain, let sharedLink {
                sharedLink.viewPlacedByLayoutEngine = ObjectIdentifier(subview)
                subview.setFrameForLayoutEngine(target, animationBlockOpen: context.animationBlockOpen)
                sharedLink.viewPlacedByLayoutEngine = context.outer
                guard subview.frameForLayoutEngine.sameFrame(as: target) else { return false }
            } else {
                let link = subview.worldLink
                let outer = link?.viewPlacedByLayoutEngine
                link?.viewPlacedByLayoutEngine = ObjectIdentifier(subview)
                subview.frame = target
                link?.viewPlacedByLayoutEngine = outer
                guard subview.frame.sameFrame(as: target) else { return false }
            }
        }
        // (A nested pass that rebuilt the system left the slot to another box: nothing to stamp.)
        guard systemGeneration == system else { return true }
        slotStates[slot].stamp(in: key, epoch: epoch, frame: target, index: index)
        return true
    }
}

extension View {
    /// From `applyGeometry`, for a view in the Auto Layout system whose center or bounds changed
    /// (`frameMoved`: the center or the size, not only `bounds.origin`, as a scroll step).
    @inline(__always)
    func noteGeometryChangeToLayoutEngine(frameMoved: Bool) {
        // The engine placing this very view: not news. (It places no view pinned to its frame, and
        // a view that became pinned meanwhile told the engine when it did.) Asked first, so that the
        // engine's own frame setters do not load the view's extras (a cache miss per view when a
        // change moves them all), and inline (a call per placed view less).
        let placing = worldLink?.viewPlacedByLayoutEngine == ObjectIdentifier(self)
        if placing { return }
        noteOutsideGeometryChangeToLayoutEngine(frameMoved: frameMoved)
    }

    /// The rest of `noteGeometryChangeToLayoutEngine`, out of line.
    @inline(never)
    private func noteOutsideGeometryChangeToLayoutEngine(frameMoved: Bool) {
        if translatesAutoresizingMaskIntoConstraints || isHeldAtItsFrameSizeAsLayoutRoot {
            // Its frame is read as autoresizing constraints (or, a root's, as its held size): solve again.
            storedSimulation?.layoutEngineStorage?.noteOwnConstraintsChanged(self)
        } else if frameMoved {
            storedSimulation?.layoutEngineStorage?.noteFrameSetFromOutside()
        }
    }

    /// The layer's anchor point or transform changed (the frame moves with them): as a frame set
    /// from outside, or, for a view pinned to its frame, new autoresizing constraints (a rebuild
    /// reads the frame afresh, so the in-place path must too).
    func layerGeometryDidChange() {
        if inLayoutEngine { noteGeometryChangeToLayoutEngine(frameMoved: true) }
        geometryDidChange()
    }
}

extension CGRect {
    /// Equal numbers, component by component: for the engine's frames (finite, sizes not negative)
    /// the same answer as `==`, which Foundation on Linux computes on standardized copies.
    @inline(__always)
    func sameFrame(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }
}

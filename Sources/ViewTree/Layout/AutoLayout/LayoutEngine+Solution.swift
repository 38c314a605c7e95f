import Foundation

// Reading the solution: frames for the layout pass, content sizes, guide frames.
extension LayoutEngine {
    /// The world's screen scale, read once per use of the solution.
    var screenScale: Double {
        Double(world?.pixelScale ?? PlatformProfile.default.screenScale)
    }

    @inline(__always)
    func pixel(_ v: Double, _ scale: Double) -> CGFloat {
        CGFloat((v * scale).rounded() / scale)
    }

    /// The pixel-rounded length of a span from `origin`, `length` long: its two edges rounded,
    /// the length their difference (never negative).
    ///
    /// UIKit reads the engine's solution as edges (`-[UIView _forceLayoutEngineSolutionInRationalEdges]`,
    /// on for every app linked on the iOS 8 SDK or later in UIKitCore of iOS 26), and Xcode's canvas
    /// saves such frames: yatatsu's `AlphaView.xib` (Xcode 6.1, 1×) splits 357 pt between two views
    /// of equal height, saved 179 and 178 tall (the edges 0, 178.5 → 179, 357). Rounding the origin
    /// and the length apart would make both 179, the lower one past its superview's bottom.
    @inline(__always)
    func pixelSpan(_ origin: Double, _ length: Double, _ scale: Double) -> CGFloat {
        max(0, CGFloat((((origin + length) * scale).rounded() - (origin * scale).rounded()) / scale))
    }

    func solvedFrame(_ box: Box, _ scale: Double) -> CGRect {
        CGRect(x: pixel(box.x.value, scale), y: pixel(box.y.value, scale),
               width: pixelSpan(box.x.value, box.w.value, scale), height: pixelSpan(box.y.value, box.h.value, scale))
    }

    /// The same frame from the values the marking keeps for the slot (`SlotState`).
    func solvedFrame(slot: Int, _ scale: Double) -> CGRect {
        solvedFrame(of: slotStates[slot], scale)
    }

    @inline(__always)
    func solvedFrame(of state: SlotState, _ scale: Double) -> CGRect {
        CGRect(x: pixel(state.x, scale), y: pixel(state.y, scale),
               width: pixelSpan(state.x, state.w, scale), height: pixelSpan(state.y, state.h, scale))
    }

    private func solvedSize(_ content: ContentBox, _ scale: Double) -> CGSize {
        CGSize(width: max(0, pixel(content.w.value, scale)), height: max(0, pixel(content.h.value, scale)))
    }

    /// After a solve that may have changed any value: every box is compared with its frame.
    func markMovedViews() {
        let scale = screenScale
        placedFramesUntrusted = false
        joinedBoxes.removeAll(keepingCapacity: true)
        startMarking(scale)
        let system = systemGeneration
        for box in boxOrder {
            // A view's `frame` getter (user code) that made a nested pass rebuild the system: that
            // pass marked the new system; the slots of this one are gone.
            guard systemGeneration == system else { return }
            loadSlotValues(of: box)
            markIfMoved(box, scale)
        }
    }

    /// After an in-place solve of constraint changes: only the boxes whose variables changed, and
    /// those that joined the system, can have moved (the others kept the solution they had, which
    /// their frames already show).
    func markMovedViewsAfterInPlaceSolve() {
        guard let solver, !solver.wroteAllVariables else {
            markMovedViews()
            return
        }
        let scale = screenScale
        startMarking(scale)
        visitMark &+= 1
        let mark = visitMark
        let system = systemGeneration
        for box in joinedBoxes where systemGeneration == system && slotStates[box.slot].mark != mark {
            slotStates[box.slot].mark = mark
            loadSlotValues(of: box)
            markIfMoved(box, scale)
        }
        joinedBoxes.removeAll(keepingCapacity: true)
        // First every changed value into its slot (a box's components may come apart in the list),
        // then each changed box once, in the order of its first change (the order the pending
        // lists, and so the frame setters, follow).
        let tags = solver.variableTags
        let indices = solver.changedVariableIndices
        let values = solver.changedVariableValues
        let componentCount = SlotState.componentCount
        let changedCount = min(solver.changedVariableCount, indices.count, values.count)
        // (At most one visited box per changed value.)
        if visitedSlots.count < changedCount { visitedSlots = [Int32](repeating: 0, count: changedCount) }
        var count = 0
        // (Nothing changed: no borrow, which would copy the empty arrays.)
        if changedCount > 0 {
            slotStates.withUnsafeMutableBufferPointer { states in
                visitedSlots.withUnsafeMutableBufferPointer { visited in
                    for k in 0..<changedCount {
                        let tag = tags[Int(indices[k])]
                        guard tag >= 0 else { continue }
                        let slot = tag / componentCount
                        guard slot < states.count, states[slot].isLive else { continue }
                        states[slot].setComponent(tag % componentCount, values[k])
                        if states[slot].mark != mark {
                            states[slot].mark = mark
                            visited[count] = Int32(slot)
                            count += 1
                        }
                    }
                }
            }
        }
        if pendingScratch.count < count { pendingScratch = [Int32](repeating: 0, count: visitedSlots.count) }
        // Runs of boxes the flat state decides are marked in one batch (`markPlacedSlots`); a box
        // it stops at (its superview to be asked for layout, or its view to be read) is marked
        // here, in its place in the order.
        var k = 0
        while k < count {
            guard systemGeneration == system else { return }   // (as in `markMovedViews`)
            k = markPlacedSlots(from: k, to: count, scale)
            guard k < count else { break }
            let slot = Int(visitedSlots[k])
            k += 1
            if markPlacedSlot(slot, scale) { continue }
            guard let box = boxSlots[slot] else { continue }
            markByView(box, scale)
        }
    }

    private func markIfMoved(_ box: Box, _ scale: Double) {
        if markPlacedSlot(box.slot, scale) { return }
        markByView(box, scale)
    }

    /// The marking of a box whose placement cannot be trusted: its view's frame is compared.
    private func markByView(_ box: Box, _ scale: Double) {
        guard let view = box.item as? View else { return }
        let system = systemGeneration
        if !view.translatesAutoresizingMaskIntoConstraints, !solvedFrameOfMarking(box.slot, scale).sameFrame(as: view.frame), let superview = view.superview {
            superview.setNeedsLayout()
            // (`frame` may be an override that ran a nested pass: a rebuild left the slot to another box.)
            if systemGeneration == system { notePending(box.slot, in: superview) }
        }
        if let scroll = view as? ScrollView, let content = contentBoxes[box.id] {
            if solvedSize(content, scale) != scroll.contentSize { scroll.setNeedsLayout() }
        }
    }

    /// Part of `layoutSubviews`: frames for the subviews Auto Layout places, and the content size.
    func applySolution(toSubviewsOf view: View) {
        guard solver != nil else { return }
        let scale = screenScale
        if let scroll = view as? ScrollView, let content = contentBoxes[ObjectIdentifier(scroll)] {
            let size = solvedSize(content, scale)
            scroll.contentSize = CGSize(width: size.width + 0, height: size.height + 0)  // + 0: no "-0" in descriptions
        }
        placeSubviews(of: view, scale)
    }

    /// A custom guide's frame in its owner's coordinates.
    func frame(of guide: LayoutGuide) -> CGRect {
        updateIfNeeded()
        guard let box = boxes[ObjectIdentifier(guide)] else { return .zero }
        return solvedFrame(box, screenScale)
    }
}

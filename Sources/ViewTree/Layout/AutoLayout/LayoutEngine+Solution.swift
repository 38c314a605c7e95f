import Foundation

// Reading the solution: frames for the layout pass, content sizes, guide frames.
extension LayoutEngine {
    /// The world's screen scale, read once per use of the solution.
    private var screenScale: Double {
        Double(world?.profile.screenScale ?? PlatformProfile.default.screenScale)
    }

    private func pixel(_ v: Double, _ scale: Double) -> CGFloat {
        CGFloat((v * scale).rounded() / scale)
    }

    func solvedFrame(_ box: Box, _ scale: Double) -> CGRect {
        CGRect(x: pixel(box.x.value, scale), y: pixel(box.y.value, scale),
               width: max(0, pixel(box.w.value, scale)), height: max(0, pixel(box.h.value, scale)))
    }

    private func solvedSize(_ content: ContentBox, _ scale: Double) -> CGSize {
        CGSize(width: max(0, pixel(content.w.value, scale)), height: max(0, pixel(content.h.value, scale)))
    }

    /// After a solve that may have changed any value: every box is compared with its frame.
    func markMovedViews() {
        let scale = screenScale
        placedFramesUntrusted = false
        joinedBoxes.removeAll(keepingCapacity: true)
        startMarking()
        for box in boxOrder { markIfMoved(box, scale) }
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
        startMarking()
        visitMark &+= 1
        for box in joinedBoxes where box.mark != visitMark {
            box.mark = visitMark
            markIfMoved(box, scale)
        }
        joinedBoxes.removeAll(keepingCapacity: true)
        let tags = solver.variableTags
        for index in solver.changedVariableIndices {
            let slot = tags[Int(index)]
            guard slot >= 0, slot < boxSlots.count, let box = boxSlots[slot], box.mark != visitMark else { continue }
            box.mark = visitMark
            markIfMoved(box, scale)
        }
    }

    private func markIfMoved(_ box: Box, _ scale: Double) {
        if markPlacedBox(box, scale) { return }
        guard let view = box.item as? View else { return }
        if !view.translatesAutoresizingMaskIntoConstraints, !solvedFrameOfMarking(box, scale).sameFrame(as: view.frame), let superview = view.superview {
            superview.setNeedsLayout()
            notePending(box, in: superview)
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

import Foundation

// Building a user constraint's row: boxes for the views and guides it mentions, and the expression
// of each side in the space of the items' nearest common ancestor.
extension LayoutEngine {
    /// The solver constraint for `constraint` as the system stands, with the boxes and content
    /// boxes its expression mentions (which the caller retains once the row is in the solver);
    /// `nil` when the constraint cannot be expressed (an item is gone, or no common ancestor).
    func makeSolverConstraint(for constraint: LayoutConstraint)
        -> (row: Cassowary.Constraint, boxes: [Int32], contents: [ObjectIdentifier])? {
        // A second item freed while the constraint was active (a custom guide) leaves nothing to express.
        guard constraint.freedItemReason == nil, let first = constraint.firstItem, let firstView = first.layoutOwningView,
              var container = LayoutConstraint.commonAncestor(firstView, constraint.secondItem?.layoutOwningView) else {
            return nil
        }
        let offsets = constraint.offsets
        if offsets != nil {
            // An offset dimension's row also mentions the anchors its distances run from.
            guard let shared = constraint.commonAncestorWithOrigins(container) else { return nil }
            container = shared
        }
        boxCollector.removeAll(keepingCapacity: true)
        contentCollector.removeAll(keepingCapacity: true)
        termScratch.removeAll(keepingCapacity: true)
        // `lhs - rhs` with `rhs = second * multiplier + constant`, written term by term into one
        // buffer: the same terms in the same order, with the same arithmetic on every coefficient and
        // constant, as the expression algebra (`+`, `*`, unary `-`) gives, without its intermediate
        // arrays (about a fifth of a first layout went to building expressions).
        var lhsConstant = appendTerms(first, constraint.firstAttribute, in: container, multiplier: nil)
        if let origin = offsets?.firstOrigin {
            // `− origin`: its terms with coefficient −1 (`appendTerm` negates a multiplier), its constant subtracted.
            lhsConstant -= appendTerms(origin, offsets!.firstOriginAttribute, in: container, multiplier: 1)
        }
        let rhsConstant: Double
        if let second = constraint.secondItem {
            let multiplier = Double(constraint.multiplier)
            var secondConstant = appendTerms(second, constraint.secondAttribute, in: container, multiplier: multiplier)
            if let origin = offsets?.secondOrigin {
                // `− multiplier × origin` on the right: `+ multiplier × origin` in `lhs − rhs`.
                secondConstant -= appendTerms(origin, offsets!.secondOriginAttribute, in: container, multiplier: -multiplier)
            }
            rhsConstant = secondConstant * multiplier + Double(constraint.constant)
        } else {
            rhsConstant = Double(constraint.constant)
        }
        // No label: a conflict report names user constraints by their own description
        // (`userConstraint(behind:)`), made only when it is printed.
        let row = Cassowary.Constraint(Cassowary.Expression(terms: termScratch, constant: lhsConstant + rhsConstant * -1),
                                       relation(constraint.relation),
                                       strength: Cassowary.Strength.fromPriority(constraint.priority.rawValue))
        return (row, boxCollector, contentCollector)
    }

    /// Counts the mentions of a row that entered the solver.
    func retain(boxes slots: [Int32], contents: [ObjectIdentifier]) {
        for slot in slots { boxSlots[Int(slot)]?.references += 1 }
        for id in contents { contentBoxes[id]?.references += 1 }
    }

    // MARK: Boxes

    func box(for item: AnyObject) -> Box {
        let id = ObjectIdentifier(item)
        if let box = boxes[id] {
            boxCollector.append(Int32(box.slot))
            return box
        }
        boxCollector.append(Int32(boxSlots.count))
        let box = Box(item, slot: boxSlots.count)
        boxes[id] = box
        boxOrder.append(box)
        boxSlots.append(box)
        slotStates.append(SlotState(id: id, isScrollView: item is ScrollView))
        if item is Label { labelBoxes.append(box) }
        // A view the engine places by its frame (autoresizing) is told, so that a later change of that
        // frame asks for a new solution.
        if let view = item as? View {
            view.inLayoutEngine = true
            // What the rows are made with (a box lives until the next rebuild, which makes them all again): read
            // once here, not at each mention of the view.
            let insets = view.reportingLayoutInsets
            if insets != .zero {
                box.layoutInsets = insets
                usesAlignmentInsets = true
            }
        }
        return box
    }

    func contentBox(for scrollView: ScrollView) -> ContentBox {
        let id = ObjectIdentifier(scrollView)
        contentCollector.append(id)
        let scrollBox = box(for: scrollView)
        if let content = contentBoxes[id] { return content }
        let content = ContentBox(slot: scrollBox.slot)
        contentBoxes[id] = content
        return content
    }

    /// Which parts of a rectangle an attribute reads: its origin on one axis (`x` or `y`) and/or its
    /// size on that axis times `sizeFactor` (1, or 0.5 for a centre).
    private struct AttributeParts {
        var vertical = false
        var origin = false
        var size = false
        var sizeFactor = 1.0

        init(_ attribute: LayoutAttribute) {
            switch attribute {
            case .left, .leading: origin = true
            case .right, .trailing: origin = true; size = true
            case .centerX: origin = true; size = true; sizeFactor = 0.5
            case .width: size = true
            case .top: vertical = true; origin = true
            case .bottom: vertical = true; origin = true; size = true
            case .centerY: vertical = true; origin = true; size = true; sizeFactor = 0.5
            case .height: vertical = true; size = true
            // Margins and baselines are rewritten before they get here (`appendTerms`).
            case .notAnAttribute, .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
                 .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins: break
            }
        }
    }

    /// Appends the terms of `attribute` of `item` (in the space of `container`, an ancestor) to
    /// `termScratch`, each coefficient as the right-hand side of a constraint makes it when
    /// `multiplier` is given (`(c × multiplier) × -1`), and returns the attribute's constant.
    ///
    /// The boxes are made (and collected) in the order the expression algebra made them: the item's,
    /// then those on the way up to `container`. Terms come origin first (the item's own, then its
    /// ancestors'), then size; constants add as `x + 0` did.
    ///
    /// A view's attributes are those of its alignment rectangle (`View+AlignmentRect.swift`): its
    /// `alignmentRectInsets` come in as constants, unless `alignment` is false (a baseline, measured from
    /// the frame).
    private func appendTerms(_ item: LayoutItem, _ attribute: LayoutAttribute, in container: View,
                             multiplier: Double?, alignment: Bool = true) -> Double {
        if let edge = attribute.withoutMargin {
            // A view's margin attribute is that edge of its layout-margins guide (a guide has no margins).
            let marginItem: LayoutItem = (item as? View)?.layoutMarginsGuide ?? item
            return appendTerms(marginItem, edge, in: container, multiplier: multiplier)
        }
        if let mirrored = attribute.mirroredForRightToLeft, container.effectiveUserInterfaceLayoutDirection == .rightToLeft {
            // Right to left, leading is the right edge and trailing the left one, measured leftwards: the
            // mirrored edge's terms and constant, negated (`LayoutAttribute.mirroredForRightToLeft`).
            let start = termScratch.count
            let constant = appendTerms(item, mirrored, in: container, multiplier: multiplier, alignment: alignment)
            for index in start..<termScratch.count { termScratch[index].coefficient = -termScratch[index].coefficient }
            return -constant
        }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            usesBaselines = true
            let (edge, offset) = LayoutEngine.baseline(of: item, first: attribute == .firstBaseline)
            return appendTerms(item, edge, in: container, multiplier: multiplier, alignment: false) + Double(offset)
        }
        let parts = AttributeParts(attribute)
        var originConstant = 0.0
        var sizeConstant = 0.0
        var sizeVariable: Cassowary.Variable?
        var walkFrom: View?
        if let view = item as? View {
            let b = box(for: view)
            var ofAlignmentRect = alignment
            if view === container {
                if let scroll = view as? ScrollView, [.left, .leading, .right, .trailing, .top, .bottom].contains(attribute) {
                    // The edges of the scrollable content, which no alignment inset moves.
                    let content = contentBox(for: scroll)
                    sizeVariable = parts.vertical ? content.h : content.w
                    ofAlignmentRect = false
                } else {
                    sizeVariable = parts.vertical ? b.h : b.w
                }
            } else {
                sizeVariable = parts.vertical ? b.h : b.w
                walkFrom = view
            }
            if ofAlignmentRect {
                let i = b.layoutInsets
                if i != .zero {
                    originConstant = parts.vertical ? Double(i.top) : Double(i.left)
                    sizeConstant = -(parts.vertical ? Double(i.top + i.bottom) : Double(i.left + i.right))
                }
            }
        } else {
            guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return 0 }
            switch guide.kind {
            case .scrollFrame:
                let b = box(for: owner)
                sizeVariable = parts.vertical ? b.h : b.w
            case .scrollContent:
                if let scroll = owner as? ScrollView {
                    let content = contentBox(for: scroll)
                    sizeVariable = parts.vertical ? content.h : content.w
                }
            case .custom:
                let b = box(for: guide)
                if parts.origin { appendTerm(parts.vertical ? b.y : b.x, 1, multiplier) }
                sizeVariable = parts.vertical ? b.h : b.w
            case .derived(let kind):
                // The guide's insets from the owner's edges now; the engine rebuilds when they change
                // (`View.safeAreaDidChange`).
                let b = box(for: owner)
                let i = kind.insets(in: owner)
                originConstant = parts.vertical ? Double(i.top) : Double(i.left)
                sizeConstant = 0 + -(parts.vertical ? Double(i.top + i.bottom) : Double(i.left + i.right))
                sizeVariable = parts.vertical ? b.h : b.w
            }
            if owner !== container {
                walkFrom = owner
                originConstant = originConstant + 0
            }
        }
        if let start = walkFrom {
            var current: View? = start
            while let v = current, v !== container {
                let b = box(for: v)
                if parts.origin { appendTerm(parts.vertical ? b.y : b.x, 1, multiplier) }
                current = v.superview
            }
        }
        if parts.size, let sizeVariable { appendTerm(sizeVariable, 1 * parts.sizeFactor, multiplier) }
        switch (parts.origin, parts.size) {
        case (true, true): return parts.sizeFactor == 1 ? originConstant + sizeConstant : originConstant + sizeConstant * parts.sizeFactor
        case (true, false): return originConstant
        case (false, true): return sizeConstant
        case (false, false): return 0
        }
    }

    @inline(__always)
    private func appendTerm(_ variable: Cassowary.Variable, _ coefficient: Double, _ multiplier: Double?) {
        termScratch.append(Cassowary.Term(variable, multiplier.map { coefficient * $0 * -1 } ?? coefficient))
    }
}

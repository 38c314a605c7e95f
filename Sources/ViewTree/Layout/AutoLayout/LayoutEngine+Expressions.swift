import Foundation

// Building a user constraint's row: boxes for the views and guides it mentions, and the expression
// of each side in the space of the items' nearest common ancestor.
extension LayoutEngine {
    /// The solver constraint for `constraint` as the system stands, with the boxes and content
    /// boxes its expression mentions (which the caller retains once the row is in the solver);
    /// `nil` when the constraint cannot be expressed (an item is gone, or no common ancestor).
    func makeSolverConstraint(for constraint: LayoutConstraint)
        -> (row: Cassowary.Constraint, boxes: [ObjectIdentifier], contents: [ObjectIdentifier])? {
        guard let first = constraint.firstItem, let firstView = first.layoutOwningView,
              let container = LayoutConstraint.commonAncestor(firstView, constraint.secondItem?.layoutOwningView) else {
            return nil
        }
        boxCollector.removeAll(keepingCapacity: true)
        contentCollector.removeAll(keepingCapacity: true)
        let lhs = expression(first, constraint.firstAttribute, in: container)
        var rhs = Cassowary.Expression(terms: [], constant: Double(constraint.constant))
        if let second = constraint.secondItem {
            rhs = expression(second, constraint.secondAttribute, in: container) * Double(constraint.multiplier)
                + Double(constraint.constant)
        }
        // No label: a conflict report names user constraints by their own description
        // (`userConstraints`), made only when it is printed.
        let row = Cassowary.Constraint(lhs, relation(constraint.relation), rhs,
                                       strength: Cassowary.Strength.fromPriority(constraint.priority.rawValue))
        return (row, boxCollector, contentCollector)
    }

    /// Counts the mentions of a row that entered the solver.
    func retain(boxes ids: [ObjectIdentifier], contents: [ObjectIdentifier]) {
        for id in ids { boxes[id]?.references += 1 }
        for id in contents { contentBoxes[id]?.references += 1 }
    }

    // MARK: Boxes

    func box(for item: AnyObject) -> Box {
        let id = ObjectIdentifier(item)
        boxCollector.append(id)
        if let box = boxes[id] { return box }
        let box = Box(item, slot: boxSlots.count)
        boxes[id] = box
        boxOrder.append(box)
        boxSlots.append(box)
        // A view the engine places by its frame (autoresizing) is told, so that a later change of that
        // frame asks for a new solution.
        (item as? View)?.inLayoutEngine = true
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

    /// The origin of `view`'s frame in `container`'s coordinate space (container is an ancestor).
    private func origin(of view: View, in container: View) -> (Cassowary.Expression, Cassowary.Expression) {
        var x = Cassowary.Expression(terms: [], constant: 0)
        var y = Cassowary.Expression(terms: [], constant: 0)
        var current: View? = view
        while let v = current, v !== container {
            let b = box(for: v)
            x = x + b.x
            y = y + b.y
            current = v.superview
        }
        return (x, y)
    }

    /// A rectangle as expressions: origin and size.
    private struct RectExpr {
        var x: Cassowary.Expression
        var y: Cassowary.Expression
        var w: Cassowary.Expression
        var h: Cassowary.Expression
    }

    private func value(of attribute: LayoutAttribute, _ r: RectExpr) -> Cassowary.Expression {
        switch attribute {
        case .left, .leading: r.x
        case .right, .trailing: r.x + r.w
        case .centerX: r.x + r.w * 0.5
        case .width: r.w
        case .top: r.y
        case .bottom: r.y + r.h
        case .centerY: r.y + r.h * 0.5
        case .height: r.h
        case .notAnAttribute: Cassowary.Expression(terms: [], constant: 0)
        }
    }

    private func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, in container: View) -> Cassowary.Expression {
        let zero = Cassowary.Expression(terms: [], constant: 0)
        if let view = item as? View {
            let b = box(for: view)
            if view === container {
                // Seen from inside: edges of a scroll view attach to its content area; sizes and centres
                // are the frame's.
                if let scroll = view as? ScrollView, [.left, .leading, .right, .trailing, .top, .bottom].contains(attribute) {
                    let content = contentBox(for: scroll)
                    return value(of: attribute, RectExpr(x: zero, y: zero, w: Cassowary.Expression(content.w),
                                                         h: Cassowary.Expression(content.h)))
                }
                return value(of: attribute, RectExpr(x: zero, y: zero, w: Cassowary.Expression(b.w), h: Cassowary.Expression(b.h)))
            }
            let (x, y) = origin(of: view, in: container)
            return value(of: attribute, RectExpr(x: x, y: y, w: Cassowary.Expression(b.w), h: Cassowary.Expression(b.h)))
        }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return zero }
        var rect: RectExpr
        switch guide.kind {
        case .scrollFrame:
            let b = box(for: owner)
            rect = RectExpr(x: zero, y: zero, w: Cassowary.Expression(b.w), h: Cassowary.Expression(b.h))
        case .scrollContent:
            if let scroll = owner as? ScrollView {
                let content = contentBox(for: scroll)
                rect = RectExpr(x: zero, y: zero, w: Cassowary.Expression(content.w), h: Cassowary.Expression(content.h))
            } else {
                rect = RectExpr(x: zero, y: zero, w: zero, h: zero)
            }
        case .custom:
            let b = box(for: guide)
            rect = RectExpr(x: Cassowary.Expression(b.x), y: Cassowary.Expression(b.y),
                            w: Cassowary.Expression(b.w), h: Cassowary.Expression(b.h))
        case .derived(let kind):
            // The guide's insets from the owner's edges now; the engine rebuilds when they change
            // (`View.safeAreaDidChange`).
            let b = box(for: owner)
            let i = kind.insets(in: owner)
            rect = RectExpr(x: Cassowary.Expression(terms: [], constant: Double(i.left)),
                            y: Cassowary.Expression(terms: [], constant: Double(i.top)),
                            w: Cassowary.Expression(b.w) - Double(i.left + i.right),
                            h: Cassowary.Expression(b.h) - Double(i.top + i.bottom))
        }
        if owner !== container {
            let (x, y) = origin(of: owner, in: container)
            rect.x = rect.x + x
            rect.y = rect.y + y
        }
        return value(of: attribute, rect)
    }
}

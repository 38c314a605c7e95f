import Foundation

// Turning a parsed visual format into constraints, as UIKit writes them: a view's size predicates as
// `view.width REL constant` (or `== other.width`), a space between two views as
// `next.leading REL previous.trailing + space`, a space from the superview's first edge as
// `view.leading REL superview.leading + space`, to its last edge as
// `superview.trailing REL view.trailing + space`, and an `alignAll…` option as `next.attr == previous.attr`
// for each pair of neighbouring views.
extension VisualFormat {
    func constraints(options: LayoutConstraint.FormatOptions) throws(VisualFormatError) -> [LayoutConstraint] {
        let (start, end, mirrored) = edges(options)
        let size: LayoutAttribute = isVertical ? .height : .width
        var made: [LayoutConstraint] = []

        for (item, predicates) in views {
            for p in predicates {
                let constraint = LayoutConstraint(item: item, attribute: size, relatedBy: p.relation, toItem: p.view,
                                                  attribute: p.view == nil ? .notAnAttribute : size,
                                                  multiplier: 1, constant: p.view == nil ? p.constant : 0)
                constraint.priority = p.priority
                made.append(constraint)
            }
        }
        if let joint = leadingConnection, let first = views.first?.item {
            let superview = try superviewOf(first)
            for p in spaces(joint, toSuperview: true) {
                made.append(space(first, start, p, superview, start, mirrored))
            }
        }
        for (k, joint) in connections.enumerated() {
            let previous = views[k].item, next = views[k + 1].item
            for p in spaces(joint, toSuperview: false) {
                made.append(space(next, start, p, previous, end, mirrored))
            }
        }
        if let joint = trailingConnection, let last = views.last?.item {
            let superview = try superviewOf(last)
            for p in spaces(joint, toSuperview: true) {
                made.append(space(superview, end, p, last, end, mirrored))
            }
        }
        made += try alignments(options)
        return made
    }

    /// The first and last edge along the format's axis, in its direction, and whether the direction
    /// runs against the coordinates (right to left).
    private func edges(_ options: LayoutConstraint.FormatOptions) -> (LayoutAttribute, LayoutAttribute, Bool) {
        if isVertical { return (.top, .bottom, false) }
        switch options.rawValue & LayoutConstraint.FormatOptions.directionMask.rawValue {
        case LayoutConstraint.FormatOptions.directionLeftToRight.rawValue: return (.left, .right, false)
        case LayoutConstraint.FormatOptions.directionRightToLeft.rawValue: return (.right, .left, true)
        default: return (.leading, .trailing, false)
        }
    }

    /// `first.firstAttribute REL second.secondAttribute + space`, at the predicate's priority. Against the
    /// coordinates (right to left) the two sides swap: the space is measured from the later item back.
    private func space(_ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ p: VisualFormatPredicate,
                       _ second: LayoutItem, _ secondAttribute: LayoutAttribute, _ mirrored: Bool) -> LayoutConstraint {
        let constraint = mirrored
            ? LayoutConstraint(item: second, attribute: secondAttribute, relatedBy: p.relation, toItem: first,
                               attribute: firstAttribute, multiplier: 1, constant: p.constant)
            : LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: p.relation, toItem: second,
                               attribute: secondAttribute, multiplier: 1, constant: p.constant)
        constraint.priority = p.priority
        return constraint
    }

    /// The predicates a connection stands for: flush is one `== 0`; `-` one `==` the standard space (8
    /// between views, 20 to the superview's edge); otherwise the connection's own.
    private func spaces(_ joint: VisualFormatConnection, toSuperview: Bool) -> [VisualFormatPredicate] {
        switch joint {
        case .flush:
            return [VisualFormatPredicate()]
        case .standard:
            var p = VisualFormatPredicate()
            p.constant = toSuperview ? LayoutConstraint.standardSuperviewSpacing : LayoutConstraint.standardSiblingSpacing
            return [p]
        case .predicates(let predicates):
            return predicates
        }
    }

    /// What `|` beside `item` stands for: a view's superview, or the view that owns a layout guide.
    private func superviewOf(_ item: LayoutItem) throws(VisualFormatError) -> View {
        guard let view = item.layoutOwningView, let superview = item is View ? view.superview : view else {
            throw VisualFormatError(message: "Unable to interpret '|' character, because the related view doesn't have a superview", position: nil)
        }
        return superview
    }

    /// The `alignAll…` options: each neighbouring pair of views shares the edge or centre, which must
    /// lie across the format's axis.
    private func alignments(_ options: LayoutConstraint.FormatOptions) throws(VisualFormatError) -> [LayoutConstraint] {
        let mask = options.rawValue & LayoutConstraint.FormatOptions.alignmentMask.rawValue
        guard mask != 0, views.count > 1 else { return [] }
        // The baselines too (`alignAllLastBaseline`, UIKit's `alignAllBaseline`: a device makes one spacing and one
        // baseline constraint for `[button0]-20-[button1]`, xamarin-macios
        // `tests/monotouch-test/UIKit/LayoutConstraintTest.cs`, `FromVisualFormat_NullMetrics`).
        let attributes: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY,
                                             .lastBaseline, .firstBaseline]
            .filter { mask & (1 << UInt($0.rawValue)) != 0 }
        for attribute in attributes where attribute.axis == (isVertical ? .vertical : .horizontal) {
            let edge = isVertical ? "vertical" : "horizontal"
            throw VisualFormatError(message: "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).", position: nil)
        }
        var made: [LayoutConstraint] = []
        for k in 1..<views.count {
            for attribute in attributes {
                made.append(LayoutConstraint(item: views[k].item, attribute: attribute, relatedBy: .equal, toItem: views[k - 1].item,
                                             attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }
}

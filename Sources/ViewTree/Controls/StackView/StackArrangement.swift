import Foundation

/// The constraints of one stack view's arrangement, named with UIKit's identifiers (as they appear in
/// UIKit's "Unable to simultaneously satisfy constraints" logs):
///
/// - `UISV-canvas-connection`: the first visible view's leading (top) edge to the stack's, the last
///   one's trailing (bottom) edge to the stack's, and across the axis the first view to the stack;
/// - `UISV-spacing`: each visible view to the next (`==` for the fill distributions, `>=` for the
///   equal ones);
/// - `UISV-alignment`: every view's cross-axis edges (or centre) to the first view's;
/// - `UISV-spanning-boundary`: for a non-fill alignment, each view stays inside the stack across the axis;
/// - `UISV-spanning-fit` (priority 51 with several views, 49 with one): the stack hugs its tallest view across the
///   axis, its own length pulled to nothing against the boundaries (`crossAxisFit`): no view is pulled towards it;
/// - `UISV-alignment-spanner` (a guide): with a horizontal baseline alignment, spans the views and sets the
///   stack's bottom (top for `.lastBaseline`), while the first view's top (bottom) is only inside the stack's;
/// - `UISV-spacing-fit` (priority 49): with an equal distribution, each gap hugs `spacing`, so a stack that
///   nothing stretches is as long as its views and minimum gaps (Xcode saves such stacks at that length);
/// - `UISV-hiding`: a hidden view's length along the axis is 0;
/// - `UISV-fill-equally`, `UISV-fill-proportionally` (priority 999), `UISV-distributing` (the gap or
///   centre-distance guides of the equal distributions, equal to the first).
struct StackArrangement {
    let stack: StackView

    /// The priority of the fit constraint that makes a stack hug its content across the axis: below
    /// `fittingSizeLevel`, so any other wish wins.
    static let spanningFitPriority = LayoutPriority(49)
    /// How a stack with a non-fill alignment hugs its views across the axis: UIKit pins the stack's cross edges to an
    /// "alignment spanner" that the views' `UISV-spanning-boundary` inequalities keep around them and whose own length
    /// is 0 at priority 51 (`UISV-spanning-fit`), or, with one view, pulls the stack's own length to 0 at 49
    /// (`UISV-canvas-fit`); each view's cross length only gets a priority-25 pull to 0 (`UISV-ambiguity-suppression`).
    /// Nothing pulls a view towards the stack's length (kean, "Let's Build UIStackView", the constraints UIKit made for
    /// each alignment, dumped from `UIStackView`; kean's Arranged, `AlignedLayoutArrangement`). ViewTree keeps one
    /// fit on the stack's own length, at the spanner's `alignmentSpannerFitPriority` with several views and at
    /// `spanningFitPriority` with one (the spanner itself and the suppression are not modelled). Its per-view fit
    /// (`stack == view` at 49) pulled a view whose length is itself soft at 49 towards the stack, a tie:
    /// Lidalu/UIStackViewDemo-SB's `Main.storyboard` (Xcode 7.3, unmarked) centres a horizontal equal-spacing row of two
    /// buttons in a 414-pt equal-spacing column and saves it 163 wide, its buttons 10 pt apart (the minimum gap), 30 tall
    /// (theirs); the tie left the gap, so the row's width and the second button's x, ambiguous, and at 49 the row's own
    /// height tied with the column's gaps.
    static let crossAxisFit = "UISV-spanning-fit"
    /// The priority of the proportional lengths (UIKit's are just below required, so a conflict
    /// breaks them rather than the canvas connections).
    static let fillProportionallyPriority = LayoutPriority(999)
    /// The priority at which a baseline-aligned stack's spanning guide hugs its views: 51, above the stack's own fit
    /// (`spanningFitPriority`), as kean's Arranged has UIKit's (`spanningAlignmentPriority`, 51 with visible items).
    static let alignmentSpannerFitPriority = LayoutPriority(51)

    /// The intrinsic size a proportional distribution shares the stack's length by: the one the layout engine
    /// uses for the view's own constraints, that is Interface Builder's "Intrinsic Size: Placeholder"
    /// (`placeholderIntrinsicContentSize`) when set, else `intrinsicContentSize`. UIKit's
    /// `UIStackView.Distribution.fillProportionally` resizes the views "proportionally based on their intrinsic
    /// content size along the stack view's axis" (Apple's documentation), and the canvas measures with the
    /// placeholder: simplenote's `SnackbarView.xib` (Xcode 12.0, iPhone 11, unmarked) saves a 374-pt
    /// fill-proportionally stack's label and button 224.5 and 149.5 wide, the sizes the checker gives them as
    /// placeholders; with their own intrinsic sizes ViewTree shared the stack 193 : 181.
    static func effectiveIntrinsicSize(of view: View) -> CGSize {
        view.placeholderIntrinsicContentSize ?? view.intrinsicContentSize
    }

    private var horizontal: Bool { stack.axis == .horizontal }
    private var leadingEdge: LayoutAttribute { horizontal ? .leading : .top }
    private var trailingEdge: LayoutAttribute { horizontal ? .trailing : .bottom }
    private var length: LayoutAttribute { horizontal ? .width : .height }
    private var crossLeading: LayoutAttribute { horizontal ? .top : .leading }
    private var crossTrailing: LayoutAttribute { horizontal ? .bottom : .trailing }
    private var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }
    private var crossLength: LayoutAttribute { horizontal ? .height : .width }
    private var center: LayoutAttribute { horizontal ? .centerX : .centerY }

    /// The insets of the arrangement inside the stack: the stack's layout margins (8 pt by default) when the
    /// arrangement is margins-relative, else none. (Leading/trailing in left-to-right order.)
    private func inset(_ attribute: LayoutAttribute) -> CGFloat {
        guard stack.isLayoutMarginsRelativeArrangement else { return 0 }
        let m = stack.layoutMargins
        switch attribute {
        case .leading, .left: return m.left
        case .trailing, .right: return m.right
        case .top: return m.top
        case .bottom: return m.bottom
        default: return 0
        }
    }

    /// How far the centre of the margins lies from the centre of the stack's bounds across the axis (toward the
    /// trailing edge when positive): half the difference of the cross-axis insets, so 6 pt for a horizontal stack whose
    /// margins are 20 pt on top and 8 pt below. kharrison/CodeExamples' `AdaptType` storyboard (Xcode 10.1, iPhone 8,
    /// no markers) saves such a center-aligned stack 59 pt tall around a 31-pt switch at y = 20, which only the
    /// margins' centre gives (centred on its bounds the stack would be 20 + 31 + 20 = 71 pt tall).
    private var crossMarginsCenterOffset: CGFloat { (inset(crossLeading) - inset(crossTrailing)) / 2 }

    private func make(_ id: String, _ a: LayoutItem, _ aAttr: LayoutAttribute, _ relation: LayoutRelation,
                      _ b: LayoutItem?, _ bAttr: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: LayoutPriority = .required) -> LayoutConstraint {
        // A spacing or margin beyond the engine's limit is brought within it here, where the stack made the constant
        // (UIKit's engine does the same to every constant; the stack's `spacing` keeps what was set).
        let c = LayoutConstraint(item: a, attribute: aAttr, relatedBy: relation, toItem: b, attribute: bAttr,
                                 multiplier: multiplier, constant: constant.isFinite ? LayoutConstraint.limitedConstant(constant) : constant)
        c.identifier = id
        c.priority = priority
        return c
    }

    func constraints(gapGuides: inout [LayoutGuide]) -> [LayoutConstraint] {
        let views = stack.arrangedSubviews
        guard !views.isEmpty else { return [] }
        var result: [LayoutConstraint] = []
        let visible = views.filter { !$0.isHidden }

        // Along the axis.
        for view in views where view.isHidden {
            result.append(make("UISV-hiding", view, length, .equal, nil, .notAnAttribute))
        }
        if let first = visible.first, let last = visible.last {
            result.append(make("UISV-canvas-connection", stack, leadingEdge, .equal, first, leadingEdge, constant: -inset(leadingEdge)))
            result.append(make("UISV-canvas-connection", last, trailingEdge, .equal, stack, trailingEdge, constant: -inset(trailingEdge)))
            let equalGaps = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
            for (prev, next) in zip(visible, visible.dropFirst()) {
                result.append(make("UISV-spacing", next, leadingEdge, equalGaps ? .greaterThanOrEqual : .equal,
                                   prev, trailingEdge, constant: stack.spacing(after: prev)))
                // The equal distributions' gaps are minimums; left free, the stack hugs its views at them.
                if equalGaps {
                    result.append(make("UISV-spacing-fit", next, leadingEdge, .equal, prev, trailingEdge,
                                       constant: stack.spacing(after: prev), priority: StackArrangement.spanningFitPriority))
                }
            }
            result += distributionConstraints(visible, gapGuides: &gapGuides)
        } else {
            // Everything hidden: the stack collapses along the axis.
            result.append(make("UISV-hiding", stack, length, .equal, nil, .notAnAttribute))
        }

        // Across the axis.
        let anchor = visible.first ?? views[0]
        for view in views where view !== anchor {
            switch stack.alignment {
            case .fill:
                result.append(make("UISV-alignment", anchor, crossLeading, .equal, view, crossLeading))
                result.append(make("UISV-alignment", anchor, crossTrailing, .equal, view, crossTrailing))
            // Baselines align a horizontal stack's views by their text (UIKit: "only valid for horizontal
            // stacks"); in a vertical stack they mean the leading or trailing edge.
            case .firstBaseline where horizontal:
                result.append(make("UISV-alignment", anchor, .firstBaseline, .equal, view, .firstBaseline))
            case .lastBaseline where horizontal:
                result.append(make("UISV-alignment", anchor, .lastBaseline, .equal, view, .lastBaseline))
            case .leading, .firstBaseline:
                result.append(make("UISV-alignment", anchor, crossLeading, .equal, view, crossLeading))
            case .center:
                result.append(make("UISV-alignment", anchor, crossCenter, .equal, view, crossCenter))
            case .trailing, .lastBaseline:
                result.append(make("UISV-alignment", anchor, crossTrailing, .equal, view, crossTrailing))
            }
        }
        switch stack.alignment {
        case .fill:
            result.append(make("UISV-canvas-connection", stack, crossLeading, .equal, anchor, crossLeading, constant: -inset(crossLeading)))
            result.append(make("UISV-canvas-connection", anchor, crossTrailing, .equal, stack, crossTrailing, constant: -inset(crossTrailing)))
        case .firstBaseline where horizontal, .lastBaseline where horizontal:
            result += baselineCanvasConnections(visible.isEmpty ? [anchor] : visible, anchor: anchor, guides: &gapGuides)
        case .leading, .firstBaseline:
            result.append(make("UISV-canvas-connection", stack, crossLeading, .equal, anchor, crossLeading, constant: -inset(crossLeading)))
        case .center:
            // The centre of the canvas: the margins' centre when the arrangement is margins-relative (UIKit: "the stack
            // view will layout its arranged views relative to its layout margins"), the bounds' centre otherwise.
            result.append(make("UISV-canvas-connection", stack, crossCenter, .equal, anchor, crossCenter,
                               constant: -crossMarginsCenterOffset))
        case .trailing, .lastBaseline:
            result.append(make("UISV-canvas-connection", anchor, crossTrailing, .equal, stack, crossTrailing, constant: -inset(crossTrailing)))
        }
        // A baseline-aligned horizontal stack holds its views through its spanner instead (`baselineCanvasConnections`).
        let baselineAligned = horizontal && (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline)
        if stack.alignment != .fill && !baselineAligned {
            for view in views {
                result.append(make("UISV-spanning-boundary", view, crossLeading, .greaterThanOrEqual, stack, crossLeading, constant: inset(crossLeading)))
                result.append(make("UISV-spanning-boundary", view, crossTrailing, .lessThanOrEqual, stack, crossTrailing, constant: -inset(crossTrailing)))
            }
            // The stack hugs its widest view across the axis through its own length, not by pulling each view
            // towards it (`crossAxisFit`).
            result.append(make(StackArrangement.crossAxisFit, stack, crossLength, .equal, nil, .notAnAttribute,
                               constant: inset(crossLeading) + inset(crossTrailing),
                               priority: views.count > 1 ? StackArrangement.alignmentSpannerFitPriority : StackArrangement.spanningFitPriority))
        }
        return result
    }

    /// A horizontal baseline-aligned stack's ties across the axis, as UIKit makes them: the first view's top only
    /// at or below the stack's top (`.firstBaseline`; its bottom at or above the stack's bottom for `.lastBaseline`),
    /// and the opposite edge of the stack equal to that of a guide spanning every view, which hugs them at
    /// `alignmentSpannerFitPriority`. A stack taller than its views so keeps them at its bottom (its top for
    /// `.lastBaseline`). Use Your Loaf's view-debugger dump of such a stack ("UISV-canvas-connection: stackView.top
    /// <= label.top @ 1000", "Stack View Baseline Alignment Issue", open radar 32291130) and kean's Arranged, a
    /// UIStackView rebuilt from UIKit's constraints (`AlignedLayoutArrangement`: the first item's top `<=` the
    /// canvas's for first baselines, the canvas's bottom `==` an "alignment-spanner" spanning the items, that spanner's
    /// height 0 at priority 51); nRF Toolbox's `LogTableViewCell.xib` (Xcode 11.3: two 16.5-pt labels in a 59-pt
    /// first-baseline stack saved at y = 42.5).
    private func baselineCanvasConnections(_ views: [View], anchor: View, guides: inout [LayoutGuide]) -> [LayoutConstraint] {
        let first = stack.alignment == .firstBaseline
        var result = [first
            ? make("UISV-canvas-connection", stack, .top, .lessThanOrEqual, anchor, .top, constant: -inset(.top))
            : make("UISV-canvas-connection", anchor, .bottom, .lessThanOrEqual, stack, .bottom, constant: -inset(.bottom))]
        guard views.count > 1 else {
            result.append(first
                ? make("UISV-canvas-connection", anchor, .bottom, .equal, stack, .bottom, constant: -inset(.bottom))
                : make("UISV-canvas-connection", stack, .top, .equal, anchor, .top, constant: -inset(.top)))
            result.append(make("UISV-canvas-fit", stack, .height, .equal, nil, .notAnAttribute, priority: StackArrangement.spanningFitPriority))
            return result
        }
        let spanner = LayoutGuide()
        spanner.identifier = "UISV-alignment-spanner"
        stack.addLayoutGuide(spanner)
        guides.append(spanner)
        for view in views {
            result.append(make("UISV-spanning-boundary", spanner, .top, .lessThanOrEqual, view, .top))
            result.append(make("UISV-spanning-boundary", view, .bottom, .lessThanOrEqual, spanner, .bottom))
        }
        result.append(make("UISV-spanning-fit", spanner, .height, .equal, nil, .notAnAttribute, priority: StackArrangement.alignmentSpannerFitPriority))
        // The spanner has no size along the axis: pin it to the stack's leading edge, 0 wide.
        result.append(make("UISV-spanner-placement", spanner, .leading, .equal, stack, .leading))
        result.append(make("UISV-spanner-placement", spanner, .width, .equal, nil, .notAnAttribute))
        result.append(first
            ? make("UISV-canvas-connection", spanner, .bottom, .equal, stack, .bottom, constant: -inset(.bottom))
            : make("UISV-canvas-connection", stack, .top, .equal, spanner, .top, constant: -inset(.top)))
        // Left free, the stack is as short as those ties allow: a view reaching further above the first view's top
        // (below its bottom) than the first one sticks out of the stack, as open radar 32291130 reports.
        result.append(make("UISV-canvas-fit", stack, .height, .equal, nil, .notAnAttribute, priority: StackArrangement.spanningFitPriority))
        return result
    }

    private func distributionConstraints(_ visible: [View], gapGuides: inout [LayoutGuide]) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                result.append(make("UISV-fill-equally", view, length, .equal, visible[0], length))
            }
        case .fillProportionally:
            let natural = visible.map { view -> CGFloat in
                // The size the layout engine gives the view (`effectiveIntrinsicSize`): Interface Builder's placeholder
                // when there is one, as on the canvas.
                let size = StackArrangement.effectiveIntrinsicSize(of: view)
                let value = horizontal ? size.width : size.height
                return value > 0 ? value : 0
            }
            let total = natural.reduce(0, +)
            guard total > 0, total.isFinite else { break }
            let spacingTotal = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + stack.spacing(after: $1.0) }
            let insets = inset(leadingEdge) + inset(trailingEdge)
            for (view, value) in zip(visible, natural) where value > 0 {
                let share = value / total
                result.append(make("UISV-fill-proportionally", view, length, .equal, stack, length, multiplier: share,
                                   constant: -share * (spacingTotal + insets), priority: StackArrangement.fillProportionallyPriority))
            }
        case .equalSpacing, .equalCentering:
            let centering = stack.distribution == .equalCentering
            var first: LayoutGuide?
            for (prev, next) in zip(visible, visible.dropFirst()) {
                let guide = LayoutGuide()
                guide.identifier = centering ? "UISV-distributing-center-guide" : "UISV-distributing-gap-guide"
                stack.addLayoutGuide(guide)
                gapGuides.append(guide)
                result.append(make("UISV-distributing-edge", guide, leadingEdge, .equal, prev, centering ? center : trailingEdge))
                result.append(make("UISV-distributing-edge", next, centering ? center : leadingEdge, .equal, guide, trailingEdge))
                // The guide has no other size along the cross axis: pin it to the stack.
                result.append(make("UISV-distributing-edge", guide, crossLeading, .equal, stack, crossLeading))
                result.append(make("UISV-distributing-edge", guide, crossLength, .equal, nil, .notAnAttribute))
                if let first {
                    result.append(make("UISV-distributing", guide, length, .equal, first, length))
                } else {
                    first = guide
                }
            }
        }
        return result
    }
}

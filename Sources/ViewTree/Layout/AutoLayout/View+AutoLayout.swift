import Foundation

// The view side of Auto Layout, with UIKit's names.
extension View {
    var layoutExtras: ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    /// Whether the view's frame (and autoresizing mask) becomes constraints. `true` for views made in
    /// code, as in UIKit; set it to `false` for views you position with constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { extras?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutExtras.translatesAutoresizingMaskIntoConstraints = newValue
            storedSimulation?.layoutEngine.noteOwnConstraintsChanged(self)
        }
    }

    /// The constraints this view holds (those activated with it as the nearest common ancestor).
    public var constraints: [LayoutConstraint] { extras?.constraints ?? [] }

    /// Holds and activates a constraint (UIKit's older API; prefer `isActive`). A constraint whose items are not
    /// this view or its descendants is held all the same, as UIKit holds it, and reported with UIKit's log
    /// message ("The view hierarchy is not prepared for the constraint"); it takes part in layout once a common
    /// ancestor exists (WinObjC's `NSLayoutConstraint.mm` `AddConstraints` expects such a constraint to be left
    /// out: its own model).
    public func addConstraint(_ constraint: LayoutConstraint) {
        if constraint.owner == nil, !constraint.isMalformed,
           !LayoutConstraint.isPrepared(constraint.firstItem, in: self) || !LayoutConstraint.isPrepared(constraint.secondItem, in: self)
            || !constraint.originViews.allSatisfy({ $0 === self || $0.isDescendant(of: self) }) {
            reject(.invalidValue, "The view hierarchy is not prepared for the constraint: \(constraint.equationDescription)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.")
        }
        hold(constraint, naming: constraint.firstItem?.layoutOwningView, constraint.secondItem?.layoutOwningView)
    }

    /// Holds and activates a constraint (`addConstraint(_:)`, and activation, which holds it in the items'
    /// nearest common ancestor, so needs no check). `first` and `second` are the owning views of its items, which
    /// both callers have already loaded.
    func hold(_ constraint: LayoutConstraint, naming first: View?, _ second: View?) {
        guard constraint.owner == nil else { return }
        guard !constraint.isMalformed else {
            reject(.invalidValue, "\(constraint.equationDescription): cannot add a constraint that was refused when it was made: \(constraint.refusalReason ?? ""); it stays inactive")
            return
        }
        if let reason = constraint.freedItemReason {
            reject(.invalidValue, "\(constraint.equationDescription): cannot add a constraint whose \(reason); it stays inactive")
            return
        }
        constraint.owner = self
        constraint.conflictReported = false
        first?.mayBeNamedByConstraint = true
        second?.mayBeNamedByConstraint = true
        if constraint.offsets != nil { for origin in constraint.originViews { origin.mayBeNamedByConstraint = true } }
        layoutExtras.constraints.append(constraint)
        storedSimulation?.layoutEngine.addOwner(self)
        constraintDidChange(constraint)
    }

    /// Holds and activates several constraints.
    public func addConstraints(_ constraints: [LayoutConstraint]) { for c in constraints { addConstraint(c) } }

    /// Deactivates a constraint this view holds.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.owner === self, let extras else { return }
        extras.constraints.removeAll { $0 === constraint }
        constraint.owner = nil
        constraint.isBroken = false
        constraint.conflictReported = false
        constraintDidChange(constraint)
    }

    /// Deactivates several constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) { for c in constraints { removeConstraint(c) } }

    /// One of this view's constraints was activated, deactivated or changed: the engine applies
    /// that change (in place where it can) at the next layout pass.
    func constraintDidChange(_ constraint: LayoutConstraint) {
        storedSimulation?.layoutEngine.noteConstraintChanged(constraint)
        setNeedsLayout()
    }

    /// The layout guides added to this view.
    public var layoutGuides: [LayoutGuide] { extras?.layoutGuides ?? [] }

    /// Adds a layout guide (its frame is found by the constraints that use it).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView = self
        layoutExtras.layoutGuides.append(guide)
    }

    /// Removes a layout guide.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        extras?.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        storedSimulation?.layoutEngine.invalidate()
    }

    /// How strongly the view resists growing beyond its intrinsic size (default 250).
    public func contentHuggingPriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        extras?.contentHugging[axis.rawValue] ?? .defaultLow
    }

    /// Sets the content hugging priority for an axis.
    /// A NaN priority, or one outside (0, 1000], is refused with `.invalidValue` and the old one kept
    /// (`acceptsContentPriority`).
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        guard acceptsContentPriority(priority, "content hugging", axis, keeping: contentHuggingPriority(for: axis)) else { return }
        layoutExtras.contentHugging[axis.rawValue] = priority
        storedSimulation?.layoutEngine.noteOwnConstraintsChanged(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        extras?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    /// Sets the compression resistance priority for an axis.
    /// A NaN priority, or one outside (0, 1000], is refused with `.invalidValue` and the old one kept
    /// (`acceptsContentPriority`).
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        guard acceptsContentPriority(priority, "compression resistance", axis, keeping: contentCompressionResistancePriority(for: axis)) else { return }
        layoutExtras.compressionResistance[axis.rawValue] = priority
        storedSimulation?.layoutEngine.noteOwnConstraintsChanged(self)
    }

    /// Whether `priority` may be a content hugging or compression resistance priority: these become the priorities of
    /// the view's intrinsic-size constraints, so they take what a constraint's priority takes
    /// (`LayoutConstraint.acceptablePriorities`, UIKit's assertion "Priorities must be greater than 0 and less or equal
    /// to NSLayoutPriorityRequired"). Before the ninth hostile-input sweep (bug 107) any value was kept, and an infinite
    /// hugging priority outweighed the required constraints: a label's required width and height were broken.
    private func acceptsContentPriority(_ priority: LayoutPriority, _ kind: String, _ axis: LayoutConstraintAxis,
                                        keeping current: LayoutPriority) -> Bool {
        guard !LayoutConstraint.acceptablePriorities.contains(priority.rawValue) else { return true }
        reject(.invalidValue, "\(kind) priority \(priority.rawValue) for the \(axis == .horizontal ? "horizontal" : "vertical") axis refused: \(LayoutConstraint.priorityRangeMessage(priority.rawValue)); it stays \(current.rawValue)")
        return false
    }

    /// The intrinsic size changed: solve again at the next layout pass.
    public func invalidateIntrinsicContentSize() {
        storedSimulation?.layoutEngine.noteOwnConstraintsChanged(self)
        superview?.setNeedsLayout()
    }

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        layoutExtras.needsUpdateConstraints = true
        storedSimulation?.layoutEngine.noteNeedsUpdateConstraints(self)
        setNeedsLayout()
    }

    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { extras?.needsUpdateConstraints ?? false }

    /// Runs pending `updateConstraints()` calls now (in this view's world).
    public func updateConstraintsIfNeeded() {
        if let world = storedSimulation {
            world.layoutEngine.runPendingConstraintUpdates()
        } else if extras?.needsUpdateConstraints == true {
            extras?.needsUpdateConstraints = false
            updateConstraints()
        }
    }

    /// Whether Auto Layout cannot determine this view's frame uniquely (UIKit's debugging API).
    public var hasAmbiguousLayout: Bool {
        hasAmbiguousLayout(along: .horizontal) || hasAmbiguousLayout(along: .vertical)
    }

    /// Whether the position or size along `axis` is ambiguous.
    public func hasAmbiguousLayout(along axis: LayoutConstraintAxis) -> Bool {
        storedSimulation?.layoutEngine.isAmbiguous(self, axis: axis) ?? false
    }

    /// The constraints that take part in deciding this view's frame along `axis`.
    public func constraintsAffectingLayout(for axis: LayoutConstraintAxis) -> [LayoutConstraint] {
        storedSimulation?.layoutEngine.constraintsAffecting(self, axis: axis) ?? []
    }
}

extension ScrollView {
    /// The scroll view's frame, in its own coordinates: constraints to it attach to the visible area.
    public var frameLayoutGuide: LayoutGuide {
        if let guide = layoutExtras.frameLayoutGuide { return guide }
        let guide = LayoutGuide(kind: .scrollFrame, owner: self, identifier: "UIScrollView-frameLayoutGuide")
        layoutExtras.frameLayoutGuide = guide
        return guide
    }

    /// The content area: constraints to it decide `contentSize`.
    public var contentLayoutGuide: LayoutGuide {
        if let guide = layoutExtras.contentLayoutGuide { return guide }
        let guide = LayoutGuide(kind: .scrollContent, owner: self, identifier: "UIScrollView-contentLayoutGuide")
        layoutExtras.contentLayoutGuide = guide
        return guide
    }

    /// Whether the constraints leave the scrollable content size ambiguous along `axis` (Interface
    /// Builder's "has ambiguous scrollable content width/height").
    public func hasAmbiguousContentSize(along axis: LayoutConstraintAxis) -> Bool {
        simulation?.layoutEngine.isContentAmbiguous(self, axis: axis) ?? false
    }
}

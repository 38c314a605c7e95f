import Foundation

// What leaving a superview does to constraints, as UIKit: "Calling this method removes any constraints that refer to
// the view you are removing, or that refer to any view in the subtree of the view you are removing" (Apple's
// documentation of `removeFromSuperview()`). Those are the constraints the old superview and its ancestors hold; the
// ones the subtree holds itself (a view's own width, its subviews' constraints to each other) go with it and stay
// active, so a view removed and added again keeps its inner layout (rdelmar's check on iOS, Stack Overflow 18617991:
// "those constraints that pertained to the removed subview are gone"; FLKAutoLayout PR 4: "Some experimentation shows
// that … they are automatically removed").
extension View {
    /// Deactivates the constraints that `parent` and its ancestors hold and that name this view, a view below it, or a
    /// layout guide of one of them: this view is leaving `parent` (removed, or moved to another superview).
    ///
    /// The walk up is skipped when it cannot find anything, so that tearing a deep tree down view by view stays
    /// linear (issue #21; a 20,000-deep chain removed leaf first took 14.6 s in a debug build with the walk on every
    /// removal, 0.02 s without): a leaf that no constraint ever named, or a view of a world where no view holds a
    /// constraint.
    func removeConstraintsReferencingSubtree(leaving parent: View) {
        if subviewList.isEmpty && !mayBeNamedByConstraint { return }
        if let world = parent.storedSimulation, !(world.layoutEngineStorage?.hasHolder ?? false) { return }
        var holder: View? = parent
        while let current = holder {
            if let held = current.extras?.constraints, !held.isEmpty {
                for constraint in held where constraint.names(subtreeOf: self) { current.removeConstraint(constraint) }
            }
            holder = current.storedSuperview
        }
    }
}

extension LayoutConstraint {
    /// Whether one of the constraint's items is `root`, a view below it, or a layout guide of one of them
    /// (`isDescendant(of:)` counts the view itself, as UIKit's does).
    func names(subtreeOf root: View) -> Bool {
        firstItem?.layoutOwningView?.isDescendant(of: root) == true || secondItem?.layoutOwningView?.isDescendant(of: root) == true
            || (offsets != nil && originViews.contains { $0.isDescendant(of: root) })
    }
}

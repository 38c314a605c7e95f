import Foundation

// UIKit's hit-testing rules: hidden views, views with user interaction disabled and views with
// alpha < 0.01 are skipped; a point on the far edge is outside; subviews are asked front to back;
// the model values (not the animated presentation) decide.
extension View {
    /// UIKit ignores views whose alpha is below this in hit testing (UIView documentation for `hitTest`).
    /// Compared at the precision alpha is kept at (`View.alphaHasLayerOpacityPrecision`): an alpha of
    /// 0.01, kept as the `Float` nearest 0.01, is still hit, as the common advice to "set alpha to 0.01
    /// to keep a view touchable" relies on.
    public static let hitTestMinimumAlpha: CGFloat = CGFloat(Float(0.01))

    /// Nested `hitTest` calls deeper than this continue iteratively (not through overrides) so a very
    /// deep tree cannot overflow the stack.
    static let maximumHitTestRecursion = 256

    var isHitTestable: Bool {
        isUserInteractionEnabled && !isHidden && alpha >= View.hitTestMinimumAlpha
    }

    func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard isHitTestable, self.point(inside: point, with: event) else { return nil }
        let context = ThreadContext.current
        if context.hitTestDepth >= View.maximumHitTestRecursion {
            return View.iterativeHitTest(from: self, point: point, event: event)
        }
        // Only the outermost call checks that the answer is still in the tree (see View+HitTestGuard):
        // checking at every level would cost the depth at each level of a deep detached tree.
        let isOutermost = context.hitTestDepth == 0
        context.hitTestDepth += 1
        defer { context.hitTestDepth -= 1 }
        // The slots themselves (a copy-on-write snapshot, holes skipped) rather than `currentArray()`,
        // which builds a new array whenever the subviews changed since `subviews` was last read.
        for case let subview? in subviewList.slots.reversed() {
            // An override called earlier in the walk may have moved this one away: skip it.
            guard subview.isSubview(of: self) else { continue }
            let local = subview.convertFromSuperview(point)
            if let hit = subview.hitTest(local, with: event) {
                if !isOutermost || (hit === subview && subview.isSubview(of: self)) || acceptsHit(hit, from: subview) {
                    return hit
                }
                // The answer left the tree; the subview that gave it contains the point, if still ours.
                if subview.isSubview(of: self) { return subview }
            }
        }
        return self
    }

    /// The same rules without calling overrides, for the depths where recursion must stop.
    private static func iterativeHitTest(from start: View, point: CGPoint, event: Event?) -> View? {
        var current = start
        var p = point
        descending: while true {
            for case let subview? in current.subviewList.slots.reversed() {
                let local = subview.convertFromSuperview(p)
                if subview.isHitTestable && subview.point(inside: local, with: event) {
                    current = subview
                    p = local
                    continue descending
                }
            }
            return current
        }
    }
}

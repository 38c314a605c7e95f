import Foundation

// Alignment rectangles: Auto Layout places a view's alignment rectangle, not its frame ("The constraint-based
// layout system uses alignment rectangles to align views, rather than their frame. This allows custom views to be
// aligned based on the location of their content while still having a frame that encompasses any ornamentation
// they need to draw around their content, such as shadows or reflections", Apple's documentation of
// `frame(forAlignmentRect:)`).
//
// ViewTree's engine keeps solving for frames and reads each view's `alignmentRectInsets` as constants: a view's
// leading edge is `frame.minX + insets.left`, its width `frame.width - insets.left - insets.right`, and so on, for
// the view as a constraint's item and as the superview its subviews are pinned to (zacwe.st, "Alignment rects in
// Auto Layout views": "the layoutMarginGuide and direct leading, trailing, etc., anchors are automatically inset").
// An intrinsic content size is the alignment rectangle's size. The frame the engine sets is therefore the
// alignment rectangle outset by the insets, as `frame(forAlignmentRect:)` gives.
//
// Limits (ours): the engine reads `alignmentRectInsets`; an override of `alignmentRect(forFrame:)` and
// `frame(forAlignmentRect:)` that no set of insets describes (Apple: "custom views that require arbitrary
// transformations") is answered by those methods when called, but not followed by the engine, which solves
// linear rows. Baselines stay measured from the frame.
extension View {
    /// UIKit's default `alignmentRect(forFrame:)`: the frame inset by `alignmentRectInsets`.
    func defaultAlignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// UIKit's default `frame(forAlignmentRect:)`: the rectangle outset by `alignmentRectInsets`.
    func defaultFrame(forAlignmentRect rect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return rect.inset(by: EdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }

    /// The insets the layout engine uses: `alignmentRectInsets`, or zero when an override returns a NaN, infinite or
    /// enormous inset (beyond `View.maximumCoordinate`), which no frame could hold (ours: UIKit documents no such
    /// case). Silent: the engine reports such insets once, when the view joins its system (`reportingLayoutInsets`).
    var layoutAlignmentInsets: EdgeInsets { View.usableLayoutInsets(alignmentRectInsets) ?? .zero }

    /// `layoutAlignmentInsets`, with an `.invalidValue` diagnostic when the view's insets are unusable.
    var reportingLayoutInsets: EdgeInsets {
        let insets = alignmentRectInsets
        guard let usable = View.usableLayoutInsets(insets) else {
            reject(.invalidValue, "alignmentRectInsets \(insets) is not a usable inset; Auto Layout uses the frame as the alignment rectangle")
            return .zero
        }
        return usable
    }

    /// `insets` when every one is finite and within `View.maximumCoordinate`, else `nil`.
    private static func usableLayoutInsets(_ insets: EdgeInsets) -> EdgeInsets? {
        if insets == .zero { return .zero }
        let limit = View.maximumCoordinate
        guard insets.top.isWithin(limit), insets.left.isWithin(limit), insets.bottom.isWithin(limit),
              insets.right.isWithin(limit) else { return nil }
        return insets
    }
}

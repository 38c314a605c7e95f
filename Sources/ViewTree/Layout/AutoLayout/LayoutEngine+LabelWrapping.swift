import Foundation

// Multi-line labels with an automatic `preferredMaxLayoutWidth` (0, the default since iOS 8) wrap at the
// width Auto Layout gives them. UIKit gets there with a second pass: the first solve uses the label's
// one-line size, the label then wraps its text at the width it was given, and the constraints are solved
// again with the taller size (Apple's documentation of `preferredMaxLayoutWidth`: "If the value is 0, the
// label uses its current width"; WWDC 2014 session 226, "What's New in Table and Collection Views",
// self-sizing cells with multi-line labels).
extension LayoutEngine {
    /// Extra solves one layout pass may make while wrap widths change: the first change wraps a label at
    /// its width, a second can follow when that height moved another label's width; past that the
    /// widths are left as they are (a constraint cycle between widths and heights could go on forever).
    static let maximumWrapPasses = 2

    /// Gives each multi-line label placed by the engine with an automatic `preferredMaxLayoutWidth` the
    /// width the last solve gave it, device-pixel rounded; returns whether any changed, which marks their
    /// own constraints for the next solve.
    func wrapLabelsAtSolvedWidths() -> Bool {
        guard !labelBoxes.isEmpty else { return false }
        let scale = screenScale
        var changed = false
        for box in labelBoxes where box.isLive {
            guard let label = box.item as? Label, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
                  !label.translatesAutoresizingMaskIntoConstraints || label === fittingRoot else { continue }
            let width = pixelSpan(box.x.value, box.w.value, scale)   // (its frame's width: edges rounded)
            guard width != label.automaticWrapWidth, width.isFinite else { continue }
            label.automaticWrapWidth = width
            changed = true
            if fittingRoot == nil {
                noteOwnConstraintsChanged(label)
            } else {
                dirty = true
            }
        }
        return changed
    }
}

import Foundation

extension View {
    /// `drawHierarchy(in:afterScreenUpdates:)`: renders the view and its subviews, as they are on screen, into the
    /// current graphics context (`UIGraphicsBeginImageContextWithOptions`, a `UIGraphicsImageRenderer`'s block),
    /// scaled into `rect`. ViewTree renders no pixels: the context gets nothing and the image stays blank, as every
    /// image ViewTree makes is (Porting.md, "What UIKit has that ViewTree lacks").
    ///
    /// With `afterScreenUpdates`, the changes made so far are committed first, as UIKit waits for the next screen
    /// update: the pending layout of the view's window (or of the view, when it is in none) is done, and the
    /// world's pending `draw(_:)` calls run. Returns whether a snapshot was made: `false` (and a diagnostic)
    /// for a rectangle with a NaN or infinite component, and `false` when no graphics context is current, since
    /// there is nothing to render into (**ours**: UIKit documents `false` for "missing image data", and renders into
    /// no context at all without one).
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard rect.isFiniteRect else {
            reject(.nonFiniteGeometry, "drawHierarchy(in: \(UIKitFormat.rect(rect))) has a NaN or infinite rectangle; nothing is drawn")
            return false
        }
        if afterUpdates {
            (window ?? self).layoutIfNeeded()
            storedSimulation?.displayPendingViews()
        }
        return GraphicsContextStack.current != nil
    }
}

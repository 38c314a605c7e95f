import Foundation

// A `hitTest(_:with:)` override may change the tree while the walk is in it (remove itself, a
// sibling, an ancestor). The answer it gives must still be a view of the tree being tested:
// redirecting to another view of the same window is a common UIKit technique and is kept, but a view
// that left the tree meanwhile is not an answer. It is dropped with a `.notASubview` diagnostic; the
// subview that gave it is the answer if it is still in the tree (it contains the point), otherwise
// the walk goes on with the next subview. The outermost `hitTest` call checks, once per answer.
extension View {
    /// Whether `hit` (what `subview.hitTest` answered) is in the same tree as this view.
    func acceptsHit(_ hit: View, from subview: View) -> Bool {
        if let mine = storedWindow, hit.storedWindow === mine { return true }
        if hit.rootView === rootView { return true }
        reject(.notASubview, "hitTest(_:with:) of \(subview.diagnosticName) answered \(hit.diagnosticName), which is no longer in this tree (the tree changed during hit testing); the answer is ignored")
        return false
    }

    /// The top of this view's tree.
    var rootView: View {
        var root = self
        while let up = root.storedSuperview { root = up }
        return root
    }
}

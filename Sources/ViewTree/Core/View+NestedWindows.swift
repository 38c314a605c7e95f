import Foundation

// A window added into a view (UIKit allows it) stays the window of its own subtree: `UIView.window`
// is the nearest `UIWindow` among the view and its ancestors. Moving such a window, or a view that
// contains one, changes the `window` of the views above it only, so only those are told.
extension View {
    /// The views of this subtree whose `window` follows this view's: the subtree, parents first,
    /// less every nested `Window` with its subtree (and nothing at all when this view is a window:
    /// its subtree's window is itself, wherever it goes).
    func windowFollowingViews() -> [View] {
        guard !(self is Window) else { return [] }
        var result: [View] = []
        var stack: [View] = [self]
        while let v = stack.popLast() {
            result.append(v)
            for child in v.subviewList.currentArray().reversed() where !(child is Window) { stack.append(child) }
        }
        return result
    }
}

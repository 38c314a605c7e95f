import Foundation

// A delegate that scrolls or zooms its scroll view from inside `scrollViewDidScroll` / `scrollViewDidZoom`.
// UIKit tells the delegate synchronously from the setter (`setContentOffset` is `bounds.origin`, and "also
// invokes scrollViewDidScroll": jonathonstaff.com, "A Quick Commentary on UIScrollView"), so one level of
// re-entry is ordinary (WWDC 2011 session 104's infinite scrolling re-centres the offset as it scrolls); a
// delegate that moves it to a new value every time recurses until the stack overflows, on a device too.
extension ScrollView {
    /// How deep `scrollViewDidScroll` / `scrollViewDidZoom` may re-enter themselves (a delegate that changes the
    /// offset or the zoom from inside them) before the delegate is no longer told. **Ours**: UIKit has no
    /// bound (it recurses until the stack overflows); 32 is the bound categories use for a replacement that
    /// re-enters its setter (`CategoryRegistry.maximumReentrancy`), far deeper than a re-centring delegate goes.
    public static let maximumNestedScrollCallbacks = 32

    /// Tells the delegate with `tell`, unless its callbacks are already `maximumNestedScrollCallbacks` deep on
    /// this thread: then the change stays (the offset or zoom the delegate set) and it is not told, with an
    /// `.invalidValue` diagnostic naming the callback.
    func tellDelegateReentrantly(_ callback: String, _ tell: (ScrollViewDelegate) -> Void) {
        guard let delegate else { return }
        let context = ThreadContext.current
        guard context.scrollCallbackDepth < ScrollView.maximumNestedScrollCallbacks else {
            reject(.invalidValue, "\(callback) changed the scroll view again from inside \(callback) \(ScrollView.maximumNestedScrollCallbacks) levels deep (ScrollView.maximumNestedScrollCallbacks); the change stays (offset \(UIKitFormat.point(contentOffset)), zoom \(zoomScale)) and the delegate is not told of it, instead of recursing until the stack overflows")
            return
        }
        context.scrollCallbackDepth += 1
        defer { context.scrollCallbackDepth -= 1 }
        tell(delegate)
    }
}

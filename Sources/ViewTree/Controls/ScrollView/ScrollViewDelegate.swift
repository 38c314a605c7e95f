import Foundation

/// `UIScrollViewDelegate`: every method is optional (has a default that does nothing).
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted; `velocity` is in points per millisecond (as UIKit gives it); the delegate
    /// may change where deceleration ends by setting `targetContentOffset.pointee`. The pointer, as
    /// in UIKit's signature (so a UIKit implementation is this requirement's, not an unrelated method),
    /// is valid during the call only.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Deceleration begins.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// Deceleration (or the bounce back) ended.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset` / `scrollRectToVisible` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// `scrollViewShouldScrollToTop(_:)`: whether a tap on the status bar scrolls this view to its top. Default `true`.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// `scrollViewDidScrollToTop(_:)`: the scroll to the top a status-bar tap started ended.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// `viewForZooming(in:)`: the view that zooming scales; `nil` (the default) disables zooming.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// `scrollViewDidZoom(_:)`: the zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// `scrollViewWillBeginZooming(_:with:)`.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
    /// `scrollViewDidChangeAdjustedContentInset(_:)` (iOS 11): `adjustedContentInset` changed, because
    /// `contentInset`, the safe area or `contentInsetAdjustmentBehavior` changed; called only when the value
    /// differs, from `ScrollView.adjustedContentInsetDidChange()` (see there).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Allows it.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// `nil`: no zooming.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}

/// `UIScrollView.IndicatorStyle`.
public enum ScrollIndicatorStyle: Int, Sendable, Equatable {
    /// Black with a white border (iOS 7–12), adapting on iOS 13+.
    case `default`
    /// Black.
    case black
    /// White.
    case white

    /// The indicator's image name / fill colour for the style.
    var imageName: String {
        switch self {
        case .default: "indicator-default"
        case .black: "indicator-black"
        case .white: "indicator-white"
        }
    }

    var fillColor: Color {
        switch self {
        case .default: Color(white: 0, alpha: 0.35)
        case .black: Color(white: 0, alpha: 0.5)
        case .white: Color(white: 1, alpha: 0.5)
        }
    }
}

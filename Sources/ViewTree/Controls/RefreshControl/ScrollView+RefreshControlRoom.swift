import Foundation

// The room a refreshing `RefreshControl` takes above the content, so the content rests under the spinner while
// the control refreshes and returns when it ends (UIKitWeb's `RefreshControlTests`, iOS 26; the iOS 7 reports of
// `UIRefreshControl` adjusting the scroll view's `contentInset` while it refreshes).
extension ScrollView {
    /// iOS 11+: the refreshing control's height, part of `adjustedContentInset` (`contentInset` is left alone);
    /// 0 when no control refreshes, and in the iOS 6–10 profiles, where the control grows `contentInset` itself.
    var refreshingControlInset: CGFloat {
        guard let control = pullToRefreshControl, control.isRefreshing, control.superview === self else { return 0 }
        guard (simulation?.profile ?? .default).safeAreaModel == .safeArea else { return 0 }
        return control.bounds.height
    }

    /// `control` started or stopped refreshing, or left the scroll view (`attached` false). iOS 6–10: the
    /// control's height goes onto `contentInset.top` and comes off when it ends. iOS 11+: `adjustedContentInset`
    /// follows `refreshingControlInset`. When the room goes, content resting above the new top (not held by a
    /// finger) moves to it at once (ours: UIKit animates it back). Starting does not scroll: a refresh begun from
    /// code shows no spinner until the content is pulled (UIKitWeb: "it does not scroll either").
    func refreshControlRoomDidChange(_ control: RefreshControl, attached: Bool = true) {
        let wanted = attached && control.isRefreshing ? control.bounds.height : 0
        if (simulation?.profile ?? .default).safeAreaModel == .safeArea {
            contentGeometryDidChange()
            reportAdjustedContentInsetChange()
        } else if wanted != control.insetGivenByScrollView {
            let change = wanted - control.insetGivenByScrollView
            control.insetGivenByScrollView = wanted
            contentInset.top += change
        }
        if wanted == 0, !isTracking, scrollMotion == nil, contentOffset.y < minimumContentOffset.y {
            contentOffset.y = minimumContentOffset.y
        }
    }

    /// The refresh control a pull drives: `refreshControl`, or else the last `RefreshControl` added as a subview
    /// (`RefreshControl.didMoveToSuperview()`). UIKit's `refreshControl` does not report a subview control, and
    /// neither does this scroll view's.
    var pullToRefreshControl: RefreshControl? {
        if let refreshControl { return refreshControl }
        guard let control = extras?.scrollRecognizers?.subviewRefreshControl, control.superview === self else { return nil }
        return control
    }
}

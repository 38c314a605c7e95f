import Foundation

extension ViewController {
    /// Insets added to the safe area of the controller's view (iOS 11+), for chrome of your own.
    /// Non-finite values are rejected.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set {
            guard newValue.isFinite else {
                return report(.nonFiniteGeometry, "additionalSafeAreaInsets \(newValue) has a NaN or infinite inset; kept \(storedAdditionalSafeAreaInsets)")
            }
            storedAdditionalSafeAreaInsets = newValue
            storedView?.safeAreaDidChange()
        }
    }

    /// iOS 7–10: the height covered at the top of the view (status bar, navigation bar): `topLayoutGuide`'s length.
    public var topLayoutGuideLength: CGFloat {
        guard let view = storedView, let window = view.window, let world = window.simulation,
              world.profile.safeAreaModel != .statusBarOutside else { return 0 }
        let top = view.convert(view.bounds.origin, to: window).y
        let statusBar = max(0, world.screen.statusBarHeight - top)
        return max(statusBar, containerOverlayInsets.top)
    }

    /// iOS 7–10: the height covered at the bottom (a tab bar or toolbar): `bottomLayoutGuide`'s length.
    public var bottomLayoutGuideLength: CGFloat { containerOverlayInsets.bottom }

    /// `topLayoutGuide` (iOS 7–10): a guide from the top of the view down to the bottom of the bars over it.
    public var topLayoutGuide: LayoutGuide { view.derivedGuide(.topLayoutSupport) }

    /// `bottomLayoutGuide` (iOS 7–10): a guide from the top of the bars at the bottom to the view's bottom.
    public var bottomLayoutGuide: LayoutGuide { view.derivedGuide(.bottomLayoutSupport) }

    /// iOS 7–10: whether the controller sets its scroll view's `contentInset` (and indicator insets) to the
    /// layout guides' lengths. Default `true`. The scroll view is the root view, or the root view's first
    /// subview (UIKit's documented rule: "the scroll view … is the root view or the first subview").
    public var automaticallyAdjustsScrollViewInsets: Bool {
        get { adjustsScrollViewInsets }
        set { adjustsScrollViewInsets = newValue; updateLegacyScrollViewInsets() }
    }

    /// The iOS 7–10 adjustment: replaces the inset applied last by the new one, so that the app's own part of
    /// `contentInset` is kept; a scroll view resting at its top keeps resting there.
    func updateLegacyScrollViewInsets() {
        guard let view = storedView, let world = view.simulation, world.profile.safeAreaModel == .layoutGuides else { return }
        let scroll = (view as? ScrollView) ?? (view.subviews.first as? ScrollView)
        guard let scroll else { return }
        let target = adjustsScrollViewInsets && view.window != nil
            ? EdgeInsets(top: topLayoutGuideLength, left: 0, bottom: bottomLayoutGuideLength, right: 0) : .zero
        let applied = legacyAppliedInsets
        guard target != applied else { return }
        let wasAtTop = scroll.contentOffset.y == scroll.minimumContentOffset.y
        var inset = scroll.contentInset
        inset.top += target.top - applied.top
        inset.bottom += target.bottom - applied.bottom
        legacyAppliedInsets = target
        scroll.contentInset = inset
        var indicators = scroll.scrollIndicatorInsets
        indicators.top += target.top - applied.top
        indicators.bottom += target.bottom - applied.bottom
        scroll.scrollIndicatorInsets = indicators
        if wasAtTop { scroll.contentOffset = CGPoint(x: scroll.contentOffset.x, y: scroll.minimumContentOffset.y + 0) }
    }

    /// The navigation controller this controller is (or is inside) the stack of.
    public var navigationController: NavigationController? { nearestAncestor(NavigationController.self) }
}

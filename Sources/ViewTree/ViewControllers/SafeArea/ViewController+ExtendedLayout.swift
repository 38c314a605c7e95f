import Foundation

// Which bars a child's view extends under (iOS 7+): UIKit lays a container's child out under a bar only when
// the child's `edgesForExtendedLayout` names that edge and the bar is translucent, or the child's
// `extendedLayoutIncludesOpaqueBars` is set. Otherwise the view starts below the navigation bar
// (`frame.minY == navigationBar.frame.maxY`: 64, or 88 on notched iPhones) or ends above the toolbar or tab bar
// (`frame.maxY == tabBar.frame.minY`). Sources: Apple's documentation of `edgesForExtendedLayout` ("extended
// under … bars") and `extendedLayoutIncludesOpaqueBars` ("by default, the view does not extend under opaque
// bars"); developers' device logs (a translucent bar gives the view an origin of (0, 0), an opaque one
// (0, 64), whatever `edgesForExtendedLayout` says; Reveal shows y = 64 with `UIRectEdgeNone`). Docs/Fidelity.md.
extension ViewController {
    /// Whether this controller's view extends under a bar on `edge` whose `isTranslucent` is `barIsTranslucent`.
    func extendsLayout(under edge: RectEdge, barIsTranslucent: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (barIsTranslucent || extendedLayoutIncludesOpaqueBars)
    }

    /// `edgesForExtendedLayout` or `extendedLayoutIncludesOpaqueBars` changed: the container lays the view out
    /// again at its next layout pass.
    func extendedLayoutDidChange() {
        storedParent?.storedView?.setNeedsLayout()
    }

    /// Where a bar covers the bottom of a child's view, as the child's container sees it: the tab bar of the
    /// tab bar controller this navigation controller is a tab of (UIKit: "the tab bar controller makes further
    /// adjustments to the size of the displayed navigation content so that it doesn't overlap the tab bar"),
    /// in `view`'s coordinates, with its translucency; nil when there is none or it is hidden.
    func enclosingTabBarTop(in view: View) -> (top: CGFloat, translucent: Bool)? {
        guard let tabs = storedParent as? TabBarController, tabs.isViewLoaded, !tabs.tabBar.isHidden,
              tabs.tabBar.superview != nil else { return nil }
        let top = view.convert(CGPoint(x: 0, y: tabs.tabBar.frame.minY), from: tabs.tabBar.superview).y
        guard top.isFinite else { return nil }
        return (top, tabs.tabBar.isTranslucent)
    }
}

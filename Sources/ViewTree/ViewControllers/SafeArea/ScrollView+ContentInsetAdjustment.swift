import Foundation

/// `UIScrollView.ContentInsetAdjustmentBehavior` (iOS 11+): which safe-area insets a scroll view adds to its
/// `contentInset` to make `adjustedContentInset`.
public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
    /// `scrollableAxes`, except that the vertical insets are always added when the scroll view is the view of
    /// a controller shown by a navigation (or tab bar) controller.
    case automatic
    /// The insets of the axes the content scrolls on (taller or wider than the bounds, or always bouncing).
    case scrollableAxes
    /// No safe area is added.
    case never
    /// Every safe-area inset is added.
    case always
}

extension ScrollView {
    /// Recomputes `adjustedContentInset` from the safe area. A scroll view resting at its top (or left) keeps
    /// resting there: the offset follows the new inset, which is how a table under the status bar comes out at
    /// `contentOffset: {0, -20}` with `adjustedContentInset: {20, 0, 0, 0}` (iOS 12 dumps).
    func updateSafeAreaContentInsetAdjustment() {
        let model = simulation?.profile.safeAreaModel ?? .layoutGuides
        var adjustment = EdgeInsets.zero
        if model == .safeArea, window != nil {
            var vertical = false, horizontal = false
            switch contentInsetAdjustmentBehavior {
            case .never: break
            case .always: vertical = true; horizontal = true
            case .scrollableAxes, .automatic:
                vertical = contentSize.height > bounds.height || alwaysBounceVertical
                horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
                if contentInsetAdjustmentBehavior == .automatic, isContentOfBarController { vertical = true }
            }
            // The safe area walks up to the window: asked only when an axis takes it.
            if vertical || horizontal {
                let safe = safeAreaInsets
                if vertical { adjustment.top = safe.top; adjustment.bottom = safe.bottom }
                if horizontal { adjustment.left = safe.left; adjustment.right = safe.right }
            }
        }
        guard adjustment != safeAreaAdjustment else { return }
        let oldMinimum = minimumContentOffset
        let offset = contentOffset
        safeAreaAdjustment = adjustment
        var newOffset = offset
        // `+ 0` turns the -0 of a zero inset into 0, as UIKit prints `{0, -20}`.
        if offset.y == oldMinimum.y { newOffset.y = minimumContentOffset.y + 0 }
        if offset.x == oldMinimum.x { newOffset.x = minimumContentOffset.x + 0 }
        contentGeometryDidChange()
        if newOffset != offset { contentOffset = newOffset }
    }

    /// The scroll view is the root view of a controller inside a navigation controller.
    var isContentOfBarController: Bool {
        guard let controller = ViewController.owning(self) else { return false }
        return controller.navigationController != nil
    }
}

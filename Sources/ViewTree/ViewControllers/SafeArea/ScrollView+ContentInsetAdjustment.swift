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
        reportAdjustedContentInsetChange()
        // iOS 13+: a new system inset adjusts the indicators, making the missing ones
        // (`_updateForChangedEdgesConvertingSafeAreaTo…` calls `_updateForChangedScrollIndicatorRelatedInsets`).
        adjustIndicators()
    }

    /// How deeply `adjustedContentInsetDidChange()` calls may nest (a delegate that sets `contentInset` from
    /// `scrollViewDidChangeAdjustedContentInset` is told again, inside its own call, as in UIKit): past it the
    /// change is rejected with an `.invalidValue` diagnostic instead of told, so a delegate that always changes
    /// the insets cannot hang a test. Ours (UIKit would recurse until the stack overflows).
    public static let maximumAdjustedContentInsetReportDepth = 8

    /// Calls `adjustedContentInsetDidChange()` when `adjustedContentInset` differs from the value last reported:
    /// after `contentInset` is set, and after the safe-area part changes (a new safe area, scrollable axes or
    /// `contentInsetAdjustmentBehavior`). Only in profiles with the iOS 11 safe-area model, which introduced
    /// the property and the callback (`PlatformProfile.SafeAreaModel.safeArea`).
    func reportAdjustedContentInsetChange() {
        let current = adjustedContentInset
        guard current != reportedAdjustedContentInset else { return }
        reportedAdjustedContentInset = current
        guard (simulation?.profile ?? .default).safeAreaModel == .safeArea else { return }
        guard adjustedContentInsetReportDepth < Self.maximumAdjustedContentInsetReportDepth else {
            reject(.invalidValue, "adjustedContentInset changed to \(UIKitFormat.insets(current)) inside \(Self.maximumAdjustedContentInsetReportDepth) nested scrollViewDidChangeAdjustedContentInset calls; this change is not reported (the delegate keeps changing the insets)")
            return
        }
        adjustedContentInsetReportDepth += 1
        defer { adjustedContentInsetReportDepth -= 1 }
        adjustedContentInsetDidChange()
    }

    /// The scroll view is the root view of a controller inside a navigation controller.
    var isContentOfBarController: Bool {
        guard let controller = ViewController.owning(self) else { return false }
        return controller.navigationController != nil
    }
}

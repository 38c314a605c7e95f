import Foundation

/// UIKit's `_UIReplicantView`: the view `snapshotView(afterScreenUpdates:)` returns, which shows the snapshotted
/// view's rendering without being it (it has no subviews).
final class _UIReplicantView: View {
    override var libraryClassName: String { "_UIReplicantView" }
}

extension View {
    /// `snapshotView(afterScreenUpdates:)`: a new view the size of this one's bounds, at the origin, that in UIKit
    /// shows how this view looks now (a `_UIReplicantView`; code places it over the original for a transition).
    /// ViewTree renders no pixels, so it is an empty view of that size. With `afterScreenUpdates`, the pending
    /// layout of this view's window is done first, as UIKit commits it before rendering.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        if afterUpdates { (window ?? self).layoutIfNeeded() }
        return _UIReplicantView(frame: CGRect(origin: .zero, size: bounds.size))
    }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: as `snapshotView(afterScreenUpdates:)`, of
    /// the part `rect` (in this view's coordinates): a view of `rect`'s size. The cap insets are kept by no one.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: EdgeInsets) -> View? {
        guard rect.isFiniteRect else {
            reject(.nonFiniteGeometry, "resizableSnapshotView(from: \(rect)) has a NaN or infinite rectangle; no snapshot")
            return nil
        }
        if afterUpdates { (window ?? self).layoutIfNeeded() }
        return _UIReplicantView(frame: CGRect(origin: .zero, size: rect.standardized.size))
    }
}

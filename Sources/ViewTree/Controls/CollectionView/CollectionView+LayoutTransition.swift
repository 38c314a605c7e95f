import Foundation

extension CollectionView {
    /// How long an animated `setCollectionViewLayout(_:animated:completion:)` takes: 0.3 s (**ours**: UIKit publishes
    /// no duration for a layout change; 0.3 s is its standard view animation).
    public static let layoutChangeDuration: TimeInterval = 0.3

    /// `setCollectionViewLayout(_:animated:)`: as `setCollectionViewLayout(_:animated:completion:)` with no completion.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// `setCollectionViewLayout(_:animated:completion:)`: makes `layout` the collection view's layout — the two
    /// layouts hear `prepareForTransition(to:)` and `prepareForTransition(from:)`, the cells move to the new layout's
    /// places (animated over `layoutChangeDuration` when `animated` and in a window), then the new layout hears
    /// `finalizeLayoutTransition()` and `completion` runs (at once when not animated).
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        if let owner = layout.ownerOtherThan(self) {
            reject(.invalidValue, "setCollectionViewLayout: " + CollectionViewLayout.sharedLayoutMessage(layout, owner: owner))
            completion?(false)
            return
        }
        let old = collectionViewLayout
        if old !== layout {
            old.prepareForTransition(to: layout)
            layout.prepareForTransition(from: old)
        }
        let change = {
            self.collectionViewLayout = layout
            self.layoutIfNeeded()
        }
        guard animated, window != nil else {
            change()
            layout.finalizeLayoutTransition()
            completion?(true)
            return
        }
        View.animate(withDuration: Self.layoutChangeDuration, animations: change) { finished in
            layout.finalizeLayoutTransition()
            completion?(finished)
        }
    }
}

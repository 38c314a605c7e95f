import Foundation

/// An interactive movement in progress: the item picked up, where it would land, and whether the movement is
/// ending (its data source is being told).
struct InteractiveMovement {
    let source: TableIndexPath
    var target: TableIndexPath
    var isEnding = false
}

// Interactive movement (iOS 9), as UICollectionView's, driven by the app's own gesture handler (Apple's documentation
// of each method): `beginInteractiveMovementForItem(at:)` asks the data source's `canMoveItemAt`;
// `updateInteractiveMovementTargetPosition(_:)` finds the item under the point and "reports the change to the
// collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:) method of its delegate", which may choose
// another index path; `endInteractiveMovement()` calls the data source's `moveItemAt` "if the position of the item
// changed" and moves the item's cell (the batch-update machinery, so selection and cells follow);
// `cancelInteractiveMovement()` puts everything back. Not simulated: the cells making room while the finger moves
// and the moving cell following the finger (the layout is shown at rest until the movement ends); the target under
// a point is the item the resting layout has there.
extension CollectionView {
    /// `beginInteractiveMovementForItem(at:)`: picks up an item for an interactive movement; `false` when the data
    /// source's `canMoveItemAt` refuses. Rejected with a diagnostic (and `false`): an item the collection view does
    /// not have, a movement already in progress.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: TableIndexPath) -> Bool {
        guard interactiveMovement == nil else {
            reject(.invalidValue, "beginInteractiveMovementForItem(at: \(indexPath)) while the movement of \(interactiveMovement!.source) is in progress; end or cancel it first")
            return false
        }
        guard isItem(indexPath) else {
            reject(.indexOutOfRange, "beginInteractiveMovementForItem(at: \(indexPath)): there is no such item; nothing moves")
            return false
        }
        guard let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        interactiveMovement = InteractiveMovement(source: indexPath, target: indexPath)
        return true
    }

    /// `updateInteractiveMovementTargetPosition(_:)`: the finger is at `targetPosition` (the collection view's
    /// coordinates). Over an item other than the current target, the delegate's `targetIndexPathForMoveFromItemAt`
    /// is asked, and its answer becomes the target; over empty space the target stays. Rejected with a diagnostic:
    /// no movement in progress, a non-finite point, an answer that names no place for the item (the target stays).
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = activeMovement(call: "updateInteractiveMovementTargetPosition(\(UIKitFormat.point(targetPosition)))") else { return }
        guard targetPosition.isFinitePoint else {
            reject(.nonFiniteGeometry, "updateInteractiveMovementTargetPosition(\(UIKitFormat.point(targetPosition))): the point is not finite; the target stays \(movement.target)")
            return
        }
        guard let proposed = indexPathForItem(at: targetPosition), proposed != movement.target else { return }
        let answer = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: movement.source, toProposedIndexPath: proposed) ?? proposed
        guard interactiveMovement?.source == movement.source else { return }   // the delegate ended the movement
        guard isDestination(answer, from: movement.source) else {
            reject(.indexOutOfRange, "collectionView(_:targetIndexPathForMoveFromItemAt: \(movement.source), toProposedIndexPath: \(proposed)) returned \(answer), which is no place for the item; the target stays \(movement.target)")
            return
        }
        movement.target = answer
        interactiveMovement = movement
    }

    /// `endInteractiveMovement()`: drops the item at its target: the data source's `moveItemAt` (only when the target
    /// differs from where the item was), then the item's cell moves. Rejected with a diagnostic when no movement is in
    /// progress, or when called from that `moveItemAt`.
    public func endInteractiveMovement() {
        guard var movement = activeMovement(call: "endInteractiveMovement()") else { return }
        movement.isEnding = true
        interactiveMovement = movement
        defer { interactiveMovement = nil }
        guard movement.target != movement.source, let dataSource else { return }
        dataSource.collectionView(self, moveItemAt: movement.source, to: movement.target)
        guard self.dataSource === dataSource else { return }
        moveItem(at: movement.source, to: movement.target)
    }

    /// `cancelInteractiveMovement()`: puts the item back; nothing is told. Rejected with a diagnostic when no movement
    /// is in progress, or when called from the data source's `moveItemAt`.
    public func cancelInteractiveMovement() {
        guard activeMovement(call: "cancelInteractiveMovement()") != nil else { return }
        interactiveMovement = nil
    }

    /// The movement in progress, or `nil` with a diagnostic.
    private func activeMovement(call: String) -> InteractiveMovement? {
        guard let movement = interactiveMovement else {
            reject(.invalidValue, "\(call) with no interactive movement in progress (beginInteractiveMovementForItem(at:) first); ignored")
            return nil
        }
        guard !movement.isEnding else {
            reject(.invalidValue, "\(call) called while the movement of \(movement.source) ends (from the data source's moveItemAt); ignored")
            return nil
        }
        return movement
    }

    private func isItem(_ indexPath: TableIndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// Whether the item at `source` can go to `destination` (counted after the move: in its own section the item's
    /// places are its section's items; in another section, one more).
    private func isDestination(_ destination: TableIndexPath, from source: TableIndexPath) -> Bool {
        guard destination.count == 2, destination.section >= 0, destination.section < numberOfSections, destination.item >= 0 else { return false }
        let count = numberOfItems(inSection: destination.section)
        return destination.item < (destination.section == source.section ? count : count + 1)
    }
}

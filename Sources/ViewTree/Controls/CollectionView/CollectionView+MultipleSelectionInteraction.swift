import Foundation

// The two-finger pan that selects several items (iOS 13), as TableView+MultipleSelectionInteraction.swift does for
// rows. Apple's documentation of `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)`: the system "calls this
// method before it sets isEditing to true"; "Collection views that scroll in both directions won't recognize the
// gesture or call this method"; "If you don't implement this method, the system uses the value of
// allowsMultipleSelectionDuringEditing" (the protocol's default here).
extension CollectionView {
    /// What a user's two-finger pan from one item to another does, ViewTree's stand-in for the pan. Nothing happens
    /// (`false`) when the content is larger than the collection view both across and down (it scrolls both ways) or
    /// when the delegate's `shouldBeginMultipleSelectionInteractionAt` says no for the first item. Otherwise the
    /// collection view enters editing mode (`isEditing = true`) unless it is editing, the delegate hears
    /// `didBeginMultipleSelectionInteractionAt`, each item from `start` through `end` (in either direction, across
    /// sections) that is not yet selected is selected (`shouldSelectItemAt`, `didSelectItemAt`; no highlight), and
    /// then `collectionViewDidEndMultipleSelectionInteraction(_:)`.
    /// Items already selected stay selected (**ours**, as for tables). An item the collection view does not have is
    /// rejected with a diagnostic, nothing sent.
    @discardableResult
    public func panWithTwoFingers(fromItemAt start: TableIndexPath, to end: TableIndexPath) -> Bool {
        let items = allItemIndexPaths()
        guard let first = items.firstIndex(of: start), let last = items.firstIndex(of: end) else {
            reject(.indexOutOfRange, "panWithTwoFingers(fromItemAt: \(start), to: \(end)): the collection view has no such item (\(numberOfSections) section(s), \(items.count) item(s)); nothing happened")
            return false
        }
        let scrollsBothWays = contentSize.width > bounds.width && contentSize.height > bounds.height
        guard !scrollsBothWays,
              collectionDelegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: start)
                ?? allowsMultipleSelectionDuringEditing else { return false }
        if !isEditing { isEditing = true }
        collectionDelegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: start)
        let crossed = first <= last ? Array(items[first...last]) : Array(items[last...first].reversed())
        for item in crossed where !(indexPathsForSelectedItems ?? []).contains(item) {
            panSelect(item)
        }
        collectionDelegate?.collectionViewDidEndMultipleSelectionInteraction(self)
        return true
    }

    /// The pan crossing an item: `shouldSelectItemAt`, then (others deselected unless several may be selected in
    /// editing mode) the selection and `didSelectItemAt`. Unlike a tap in editing mode it does not need
    /// `allowsSelectionDuringEditing`: Apple's sample sets only `allowsMultipleSelectionDuringEditing` and selects.
    private func panSelect(_ item: TableIndexPath) {
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: item) ?? true else { return }
        if !allowsMultipleSelectionDuringEditing {
            for old in indexPathsForSelectedItems ?? [] where old != item {
                deselectItem(at: old, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        addToSelection(item)
        collectionDelegate?.collectionView(self, didSelectItemAt: item)
    }

    /// Every item's index path, section by section.
    private func allItemIndexPaths() -> [TableIndexPath] {
        (0..<numberOfSections).flatMap { section in
            (0..<numberOfItems(inSection: section)).map { TableIndexPath(item: $0, section: section) }
        }
    }
}

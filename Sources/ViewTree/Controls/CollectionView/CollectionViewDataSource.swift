import Foundation

/// `UICollectionViewDataSource`.
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections; default 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell
    /// A header or footer, from `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: TableIndexPath) -> CollectionReusableView
    /// `canMoveItemAt` (iOS 9): whether `beginInteractiveMovementForItem(at:)` may move the item. Default `true`:
    /// UIKit's answer when the data source implements `moveItemAt` ("If you don't implement this method, but you do
    /// implement the collectionView(_:moveItemAt:to:) method, the collection view assumes that items can be
    /// moved", Apple's documentation), which ViewTree cannot see.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: TableIndexPath) -> Bool
    /// `moveItemAt` (iOS 9): the user's interactive movement ended with the item at `destinationIndexPath`: update the
    /// data ("When interactions with an item end, the collection view calls this method if the position of the item
    /// changed", Apple's documentation). The collection view shows the move when this returns. Default: nothing.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath)
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// A plain reusable view, which the collection view refuses (it was not dequeued) and does not show: UIKit raises for
    /// a kind the data source does not provide (CollectionView+SupplementaryRequest.swift).
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: TableIndexPath) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
    /// `true`.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: TableIndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {}
}

/// `UICollectionViewDelegate` (a scroll view delegate too).
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// An item was selected by a tap (or `selectItem`'s caller chose to tell).
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath)
    /// An item was deselected.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: TableIndexPath)
    /// A cell is about to appear.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: TableIndexPath)
    /// A cell went off screen.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: TableIndexPath)
    /// `willDisplaySupplementaryView`: a header, footer or other supplementary view is about to appear (a "load
    /// more" footer coming on screen, say).
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: TableIndexPath)
    /// `didEndDisplayingSupplementaryView`: a supplementary view went off screen.
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: TableIndexPath)
    /// `shouldHighlightItemAt`: whether a touch highlights the item; `false` also prevents its selection. Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: TableIndexPath) -> Bool
    /// `didHighlightItemAt`: the touch went down on the item (its cell is highlighted).
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: TableIndexPath)
    /// `didUnhighlightItemAt`: the touch ended (its cell is no longer highlighted).
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: TableIndexPath)
    /// `shouldSelectItemAt`: whether the tap selects the item. Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: TableIndexPath) -> Bool
    /// `shouldDeselectItemAt`: whether a tap on a selected item deselects it (multiple selection). Default `true`.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: TableIndexPath) -> Bool
    /// `shouldBeginMultipleSelectionInteractionAt` (iOS 13): whether a two-finger pan that starts on this item selects
    /// the items it crosses (CollectionView+MultipleSelectionInteraction.swift). Default: the collection view's
    /// `allowsMultipleSelectionDuringEditing` ("If you don't implement this method, the system uses the value of
    /// allowsMultipleSelectionDuringEditing").
    func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool
    /// `didBeginMultipleSelectionInteractionAt` (iOS 13): the two-finger pan began on this item; the collection view
    /// is editing.
    func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath)
    /// `collectionViewDidEndMultipleSelectionInteraction(_:)` (iOS 13): the fingers lifted.
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView)
    /// `targetIndexPathForMoveFromItemAt` (iOS 9–15): during an interactive movement of the item at `originalIndexPath`,
    /// the item would go to `proposedIndexPath`; return it, or another index path. Default: the proposed one ("If you
    /// do not implement this method, the collection view uses the index path in the proposedIndexPath parameter",
    /// Apple's documentation).
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: TableIndexPath,
                        toProposedIndexPath proposedIndexPath: TableIndexPath) -> TableIndexPath

    /// `contextMenuConfigurationForItemAt` (iOS 13): the context menu of a press and hold at `point` (in the
    /// collection view's coordinates) on the item at `indexPath`. Default `nil`: no menu.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: TableIndexPath,
                        point: CGPoint) -> ContextMenuConfiguration?
    /// `willDisplayContextMenu` (iOS 14): an item's context menu is about to show.
    func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?)
    /// `willEndContextMenuInteraction` (iOS 14): an item's context menu is about to go.
    func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?)
    /// `willPerformPreviewActionForMenuWith` (iOS 13): the user tapped the menu's preview.
    func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionCommitAnimating)
    /// `previewForHighlightingContextMenuWithConfiguration` (iOS 13): the view the menu lifts out. Default `nil`: the
    /// item's cell. Not asked: ViewTree draws no preview.
    func collectionView(_ collectionView: CollectionView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// `previewForDismissingContextMenuWithConfiguration` (iOS 13): where the preview goes back to. Not asked.
    func collectionView(_ collectionView: CollectionView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: TableIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: TableIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: TableIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                               forElementKind elementKind: String, at indexPath: TableIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: TableIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: TableIndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: TableIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: TableIndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: TableIndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: TableIndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool {
        collectionView.allowsMultipleSelectionDuringEditing
    }
    public func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) {}
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: TableIndexPath,
                               toProposedIndexPath proposedIndexPath: TableIndexPath) -> TableIndexPath { proposedIndexPath }
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: TableIndexPath,
                               point: CGPoint) -> ContextMenuConfiguration? { nil }
    public func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                               animator: ContextMenuInteractionAnimating?) {}
    public func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                               animator: ContextMenuInteractionAnimating?) {}
    public func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                               animator: ContextMenuInteractionCommitAnimating) {}
    public func collectionView(_ collectionView: CollectionView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    public func collectionView(_ collectionView: CollectionView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
}

/// `UICollectionViewDelegateFlowLayout`: per-item sizes and per-section insets and spacings.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of one item; default: the layout's `itemSize`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: TableIndexPath) -> CGSize
    /// The inset of a section; default: the layout's `sectionInset`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets
    /// The spacing between lines of a section; default: `minimumLineSpacing`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The spacing between items of a line; default: `minimumInteritemSpacing`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The header size of a section; default: `headerReferenceSize`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The footer size of a section; default: `footerReferenceSize`.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: TableIndexPath) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.itemSize ?? CollectionViewFlowLayout.defaultItemSize
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        (layout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (layout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? CollectionViewFlowLayout.defaultSpacing
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (layout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? CollectionViewFlowLayout.defaultSpacing
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

import Foundation

/// `UITableViewDataSource`: what a table view shows. Only the number of sections is optional
/// (default 1).
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has. Default 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows a section has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row: dequeue one (`dequeueReusableCell(withIdentifier:)`) or make one, and
    /// configure it. The table view sets its frame and adds it.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell
    /// The title of a section's header (default `nil`: none). A title gives the section a header of
    /// the table's `sectionHeaderHeight` (or the delegate's height): a `TableViewHeaderFooterView`.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer (default `nil`: none).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row can be edited (enter editing mode, be swiped to delete). Default `true`: "If this
    /// method is not implemented, all rows are assumed to be editable" (Apple's documentation).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool
    /// The user confirmed a deletion or an insertion of a row: change the data, then tell the table
    /// (`deleteRows(at:with:)`, `insertRows(at:with:)`). Default: nothing.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: TableIndexPath)
    /// Whether a row shows a reordering control while editing (`TableView.dragReorderControl(forRowAt:to:)` plays
    /// the user's drag). Default `false` (UIKit's default is `true` when the data source implements `moveRowAt`,
    /// which ViewTree cannot see: a port that reorders implements this too).
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool
    /// The user dropped a dragged row at `destinationIndexPath` (the delegate's retargeted destination; the
    /// source itself when dropped where it was): update the data. The table shows the move when this returns.
    /// Default: nothing.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath)
    /// `sectionIndexTitles(for:)`: the titles of the index beside the rows (`["A", "B", …]`; `TableView.indexSearch`
    /// for the magnifying glass). Asked at each reload; the table keeps the answer in `sectionIndexTitles`.
    /// Default `nil`: no index.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// `sectionForSectionIndexTitle`: the section to scroll to when the user touches the index title at `index`
    /// (`TableView.tapSectionIndexTitle(at:)`). Default `index`, the section of the same number. `NSNotFound`
    /// (or -1) scrolls nowhere, for a data source that scrolled the table itself.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TableViewDataSource {
    /// One section, as UIKit assumes when the method is not implemented.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// `true`.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: TableIndexPath) {}
    /// `false`.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {}
    /// `nil`: no index.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// `index`.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

/// `UITableViewDelegate`: a scroll view delegate (set it as the table's `delegate`) that can also
/// give row heights and hear when cells appear and disappear. Every method is optional.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of a row. Default: the table's `rowHeight`. Asked for every row by `reloadData()`
    /// (as UIKit does when no estimated height is set), so it should be cheap.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat
    /// The estimated height of a self-sizing row (one whose height is `TableView.automaticDimension`),
    /// until its cell is shown and measured. Default: the table's `estimatedRowHeight`; a value that is
    /// not a positive height means 44.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: TableIndexPath) -> CGFloat
    /// A cell is about to be shown for a row: it has its frame and is in the table.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath)
    /// A cell left the visible rows (scrolled out, or reloaded) and went to the reuse pool.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath)
    /// A section header's height. Default `TableView.automaticDimension`: the table's
    /// `sectionHeaderHeight` when the section has a title or a view, else 0.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height (as for headers, with `sectionFooterHeight`).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for a section's header. Default `nil`: a `TableViewHeaderFooterView` showing the
    /// title, if there is one. The table sets its frame (as wide as the table) and adds it.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view for a section's footer.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// `willDisplayHeaderView`: a section's header view is about to be shown: it has its frame and is in the
    /// table (code styles the default header here: `(view as? UITableViewHeaderFooterView)?.textLabel?.textColor`).
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// `willDisplayFooterView`: as for headers.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// `didEndDisplayingHeaderView`: a section's header view left the table (scrolled out, or the table reloaded).
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// `didEndDisplayingFooterView`: as for headers.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)

    // Selection, in the order a tap sends them (TableView+Selection.swift): shouldHighlight,
    // didHighlight (touch down), didUnhighlight, willSelect, willDeselect / didDeselect of the row
    // that was selected (single selection), didSelect (touch up).

    /// Whether a touched row highlights. Default `true`. `false` also keeps the tap from selecting it.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool
    /// A row was highlighted by a finger (its cell's `setHighlighted(true, …)` was called).
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath)
    /// A row's highlight was removed (the finger lifted, moved off or was cancelled).
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath)
    /// The user is about to select a row: return it, another row to select instead, or `nil` to
    /// select nothing. Default: the row.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath?
    /// The user selected a row (the selection and the cell are updated already).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath)
    /// The user's action is about to deselect a row: return it, another row, or `nil` to keep it
    /// selected. Default: the row.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath?
    /// The user's action deselected a row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath)
    /// `accessoryButtonTappedForRowWith`: the user tapped a row's detail button (`TableView.tapAccessoryButton`).
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: TableIndexPath)
    /// `shouldBeginMultipleSelectionInteractionAt` (iOS 13): whether a two-finger pan that starts on this row selects
    /// the rows it crosses (TableView+MultipleSelectionInteraction.swift). Default: the table's
    /// `allowsMultipleSelectionDuringEditing`.
    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool
    /// `didBeginMultipleSelectionInteractionAt` (iOS 13): the two-finger pan began on this row; the table is editing.
    func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath)
    /// `tableViewDidEndMultipleSelectionInteraction(_:)` (iOS 13): the fingers lifted.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView)

    // Editing (TableView+Editing.swift).

    /// The control an editable row shows while the table edits. Default `.delete`.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> TableViewCell.EditingStyle
    /// Whether an editing row's content view moves aside for the editing control (with the cell's own
    /// `shouldIndentWhileEditing`). Default `true`; a row whose editing style is `.none` still indents unless this
    /// says no (Apple's *Table View Programming Guide*: return NO "to prevent the cell from being indented").
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool
    /// The title of the Delete button a swipe shows. Default "Delete" (not drawn).
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String?
    /// A swipe began showing a row's Delete button (the table's `isEditing` is about to be `true`).
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: TableIndexPath)
    /// The swipe's editing ended (`isEditing` is `false` again).
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: TableIndexPath?)
    /// The buttons a swipe from the leading edge reveals (iOS 11). Default `nil`: none.
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration?
    /// The buttons a swipe from the trailing edge reveals (iOS 11). Default `nil`: the Delete button of a row whose
    /// editing style is `.delete`; a configuration with no actions prevents the swipe.
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration?
    /// `tableView(_:editActionsForRowAt:)` (iOS 8–12 style): the row actions a swipe from the trailing edge reveals
    /// when the trailing swipe configuration is `nil`. Default `nil`: the Delete button.
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: TableIndexPath) -> [TableViewRowAction]?

    /// `targetIndexPathForMoveFromRowAt`: while the user drags row `sourceIndexPath` by its reordering control, the
    /// destination under it is `proposedDestinationIndexPath`; return it, or another destination ("the delegate may
    /// reject the current destination for the dragged row and specify an alternative one", Apple's *Table View
    /// Programming Guide*, "Managing the Reordering of Rows"). Asked each time the row is over a new destination.
    /// Default: the proposed destination.
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: TableIndexPath) -> TableIndexPath

    /// `indentationLevelForRowAt`: the indentation level of a row's cell, asked after `cellForRowAt` and before
    /// `willDisplay`; the table sets the cell's `indentationLevel` to it. Default: the level the cell already has
    /// (UIKit leaves the cell alone when the method is not implemented).
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: TableIndexPath) -> Int

    /// `contextMenuConfigurationForRowAt` (iOS 13): the context menu of a press and hold at `point` (in the table's
    /// coordinates) on the row at `indexPath`. Default `nil`: no menu.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: TableIndexPath, point: CGPoint) -> ContextMenuConfiguration?
    /// `willDisplayContextMenu` (iOS 14): a row's context menu is about to show.
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                   animator: ContextMenuInteractionAnimating?)
    /// `willEndContextMenuInteraction` (iOS 14): a row's context menu is about to go.
    func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                   animator: ContextMenuInteractionAnimating?)
    /// `willPerformPreviewActionForMenuWith` (iOS 13): the user tapped the menu's preview.
    func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                   animator: ContextMenuInteractionCommitAnimating)
    /// `previewForHighlightingContextMenuWithConfiguration` (iOS 13): the view the menu lifts out. Default `nil`: the
    /// row's cell. Not asked: ViewTree draws no preview.
    func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// `previewForDismissingContextMenuWithConfiguration` (iOS 13): where the preview goes back to. Not asked.
    func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: TableIndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}
    /// `TableView.automaticDimension`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { TableView.automaticDimension }
    /// `TableView.automaticDimension`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { TableView.automaticDimension }
    /// `nil`.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// `nil`.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    /// `true`, as UIKit assumes when the method is not implemented.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath) {}
    /// The row itself.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
    /// The row itself.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath) {}
    /// `.delete`.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> TableViewCell.EditingStyle { .delete }
    /// "Delete".
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String? { "Delete" }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: TableIndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: TableIndexPath?) {}
    /// `nil`.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? { nil }
    /// `nil` (the default Delete button).
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? { nil }
    /// `nil` (the default Delete button).
    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: TableIndexPath) -> [TableViewRowAction]? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: TableIndexPath) {}
    /// The table's `allowsMultipleSelectionDuringEditing` (`false` unless set).
    public func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool {
        tableView.allowsMultipleSelectionDuringEditing
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) {}
    /// Does nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
    /// The proposed destination.
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: TableIndexPath) -> TableIndexPath {
        proposedDestinationIndexPath
    }
    /// Indents.
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: TableIndexPath,
                          point: CGPoint) -> ContextMenuConfiguration? { nil }
    public func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                          animator: ContextMenuInteractionAnimating?) {}
    public func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                          animator: ContextMenuInteractionAnimating?) {}
    public func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                          animator: ContextMenuInteractionCommitAnimating) {}
    public func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    public func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// The level the cell being shown already has.
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: TableIndexPath) -> Int {
        tableView.indentationLevelOfCellBeingPrepared
    }
}


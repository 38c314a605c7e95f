import Foundation

/// `UITableViewController`: a controller whose view is a table, and the table's data source and delegate.
///
/// As Apple's documentation describes it:
/// - without a nib, `loadView()` makes a table of the controller's style, the size of the screen, with
///   autoresize `W+H`, whose data source and delegate are the controller;
/// - the first `viewWillAppear(_:)` reloads the table's data, and every one clears the selection when
///   `clearsSelectionOnViewWillAppear` (default `true`);
/// - `viewDidAppear(_:)` flashes the table's scroll indicators.
///
/// Subclasses override the data source and delegate methods (`override func tableView(_:numberOfRowsInSection:)`),
/// as in UIKit: every one is declared here, with UIKit's default (1 section, 0 rows).
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style of the table `loadView()` makes.
    public private(set) var style: TableView.Style = .plain

    /// Whether `viewWillAppear(_:)` deselects the selected rows. Default `true`, as UIKit's.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether the first `viewWillAppear(_:)` has reloaded the table.
    private var hasReloadedOnFirstAppearance = false

    /// `init(style:)`: a controller whose table will have `style`.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(nibName:bundle:)`: a plain table (ViewTree loads no nib from a bundle).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// `initWithCoder:`: a plain table, as a storyboard's table view controller scene before its view loads.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The table: the controller's view (loaded on first read). `nil` when an override of `loadView()`
    /// set a view that is not a table.
    open var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Makes the table (or takes the one of the controller's scene) and becomes its data source and
    /// delegate where it has none.
    open override func loadView() {
        if let loaded = nibLoader?.loadView(for: self) {
            if let table = loaded as? TableView { adopt(table) }
            view = loaded
            return
        }
        let table = TableView(frame: defaultViewFrame, style: style)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        adopt(table)
        view = table
    }

    /// A table from a nib keeps the data source and delegate its file connected (ours: UIKit's outlets
    /// do that; a table with none gets the controller).
    private func adopt(_ table: TableView) {
        if table.dataSource == nil { table.dataSource = self }
        if table.delegate == nil { table.delegate = self }
    }

    private var storedTableView: TableView? { isViewLoaded ? view as? TableView : nil }

    /// Reloads the table the first time, and clears the selection if `clearsSelectionOnViewWillAppear`.
    /// Overrides call super, as in UIKit.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = storedTableView else { return }
        if !hasReloadedOnFirstAppearance {
            hasReloadedOnFirstAppearance = true
            table.reloadData()
        }
        if clearsSelectionOnViewWillAppear, let selected = table.indexPathsForSelectedRows {
            for indexPath in selected { table.deselectRow(at: indexPath, animated: animated) }
        }
    }

    /// Flashes the table's scroll indicators. Overrides call super, as in UIKit.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        storedTableView?.flashScrollIndicators()
    }

    // MARK: UITableViewDataSource (UIKit's defaults, for subclasses to override)
    //
    // A static table from a storyboard (`tableView.staticSections`) is served from its sections, as UIKit's
    // table view controller serves static cells; otherwise: one section, no rows.

    /// The static table's sections, or one.
    open func numberOfSections(in tableView: TableView) -> Int { tableView.staticSections?.count ?? 1 }
    /// The static section's rows, or none.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        staticSection(section, of: tableView)?.cells.count ?? 0
    }
    /// The static cell, or a plain cell (only asked for when a subclass gives rows without overriding this).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        guard let cells = staticSection(indexPath.section, of: tableView)?.cells, cells.indices.contains(indexPath.row) else {
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cells[indexPath.row]
    }
    /// The static section's header title, or none.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        staticSection(section, of: tableView)?.headerTitle
    }
    /// The static section's footer title, or none.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        staticSection(section, of: tableView)?.footerTitle
    }

    private func staticSection(_ section: Int, of tableView: TableView) -> StaticTableSection? {
        guard let sections = tableView.staticSections, sections.indices.contains(section) else { return nil }
        return sections[section]
    }
    /// `true`.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: TableIndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: TableIndexPath) {}
    /// `false`.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath) {}
    /// `nil`: no index.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// `index`.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    // MARK: UITableViewDelegate

    /// The table's `estimatedRowHeight` (the estimate of a self-sizing row until its cell is measured).
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: TableIndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    /// The static cell's height from its file, else the table's `rowHeight`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat {
        if let heights = staticSection(indexPath.section, of: tableView)?.rowHeights, heights.indices.contains(indexPath.row),
           heights[indexPath.row] >= 0 {
            return heights[indexPath.row]
        }
        return tableView.rowHeight
    }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}
    /// `TableView.automaticDimension`.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { TableView.automaticDimension }
    /// `TableView.automaticDimension`.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { TableView.automaticDimension }
    /// `nil`.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// `nil`.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    /// `true`.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath) {}
    /// The row itself.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {}
    /// The row itself.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: TableIndexPath) {}
    /// The table's `allowsMultipleSelectionDuringEditing`.
    open func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) -> Bool {
        tableView.allowsMultipleSelectionDuringEditing
    }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: TableIndexPath) {}
    /// Does nothing.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
    /// `.delete`.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: TableIndexPath) -> TableViewCell.EditingStyle { .delete }
    /// `nil`: no menu.
    open func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: TableIndexPath,
                        point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionAnimating?) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                        animator: ContextMenuInteractionCommitAnimating) {}
    /// `nil`: the row's cell.
    open func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// `nil`: the row's cell.
    open func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// `true`.
    open func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: TableIndexPath) -> Bool { true }
    /// "Delete".
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String? { "Delete" }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: TableIndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: TableIndexPath?) {}
    /// `nil`.
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? { nil }
    /// `nil` (the default Delete button).
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: TableIndexPath) -> SwipeActionsConfiguration? { nil }
    /// `nil` (the default Delete button).
    open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: TableIndexPath) -> [TableViewRowAction]? { nil }
    /// The proposed destination.
    open func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: TableIndexPath) -> TableIndexPath {
        proposedDestinationIndexPath
    }
    /// The level the cell being shown already has (UIKit leaves the cell alone when the method is not overridden).
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: TableIndexPath) -> Int {
        tableView.indentationLevelOfCellBeingPrepared
    }

    /// Enters or leaves editing mode, and the table with it (so the `editButtonItem` toggles the table),
    /// as Apple's documentation says of `UITableViewController`. Overrides call super.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    /// `refreshControl` (iOS 6): the table view's pull-to-refresh control (`tableView.refreshControl`), as
    /// UIKit's controller forwards it.
    open var refreshControl: RefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Leaves the target as it is.
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Allows it.
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}

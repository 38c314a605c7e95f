import Foundation

/// A scroll view that shows rows of cells: ViewTree's `UITableView`, in the plain or grouped style,
/// with a table header and footer view and section headers and footers (titles or views; sticky in
/// the plain style).
///
/// It scrolls because it is a `ScrollView` (seed claim C1): its content is as wide as the table and
/// as tall as all its rows, and only the rows that overlap the bounds have cells, laid out as
/// subviews below the scroll indicators. As the content offset changes, cells of rows that scrolled
/// out go to a reuse pool per `reuseIdentifier` and come back from
/// `dequeueReusableCell(withIdentifier:)`, so scrolling a long table end to end creates about a
/// screenful of cells (`createdCellCount`). Row heights come from the delegate
/// (`TableViewDelegate.tableView(_:heightForRowAt:)`, set as the scroll view's `delegate`) or
/// `rowHeight`, and are asked for every row by `reloadData()`.
open class TableView: ScrollView {
    /// `UITableView.appearance()`: the current world's proxy; carries `separatorColor`.
    open override class func appearance() -> TableView { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> TableView {
        appearanceProxy(self, containers: containerTypes, make: { TableView(frame: .zero) }, properties: appearanceProperties)
    }

    /// 44 pt: UITableView's standard row height, used when neither `rowHeight` nor the delegate
    /// says otherwise. Source: UIKit's default (`rowHeight` documentation before iOS 11, "the
    /// standard value"), and every dump of a default table, e.g.
    /// `<UITableViewCell: 0x…; frame = (0 44; 320 44); text = 'Example2'; autoresize = W; …>`.
    public static let defaultRowHeight: CGFloat = 44

    /// How many times one change of the bounds may lay out the cells again because a data source
    /// or delegate callback scrolled the table meanwhile, before ViewTree leaves the rest for the
    /// next layout pass (a callback that always scrolls must not hang a test).
    static let maximumCellUpdatePasses = 8

    /// The most rows (and sections) a table loads: a data source that reports more is rejected with
    /// an `.invalidValue` diagnostic and the table keeps its previous data. Not a UIKit number (UIKit
    /// tries to allocate and crashes); ten million rows already cost 160 MB of row geometry.
    public static let maximumRowCount = 10_000_000

    /// `UITableView.Style`.
    public enum Style: Int, Sendable, Equatable {
        /// Rows run edge to edge; section headers and footers float over the rows (sticky).
        case plain
        /// Sections are separate groups; headers and footers scroll with the rows.
        case grouped
        /// iOS 13's inset grouped style: grouped sections (headers scroll, no sticky headers, no separators below
        /// the last row), which UIKit also insets by the layout margins with rounded corners. ViewTree lays it out
        /// as `.grouped`: the cells span the table's width (the inset is not modelled; Docs/Tables.md).
        case insetGrouped
    }

    /// The style the table was made with (`init(frame:style:)`).
    public let style: Style

    /// Where `scrollToRow(at:at:animated:)` puts the row (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable, Equatable {
        /// The least scrolling that makes the row visible.
        case none
        /// The row at the top of the bounds.
        case top
        /// The row in the middle of the bounds.
        case middle
        /// The row at the bottom of the bounds.
        case bottom
    }

    /// The data source (weak, as in UIKit). Setting it reloads the data at the next layout pass.
    public weak var dataSource: TableViewDataSource? {
        didSet { if dataSource !== oldValue { setNeedsReload() } }
    }

    /// `estimatedSectionHeaderHeight`, `estimatedSectionFooterHeight`: as `estimatedRowHeight`, the profile's default
    /// (`automaticDimension` from iOS 11, 0 before) until set; kept (headers and footers are asked their real
    /// heights). A value that is not finite is ignored.
    open var estimatedSectionHeaderHeight: CGFloat {
        get { storedEstimatedHeaderFooter.header ?? (simulation?.profile ?? .default).tableEstimatedRowHeight }
        set { if newValue.isFinite { storedEstimatedHeaderFooter.header = newValue } }
    }
    /// See `estimatedSectionHeaderHeight`.
    open var estimatedSectionFooterHeight: CGFloat {
        get { storedEstimatedHeaderFooter.footer ?? (simulation?.profile ?? .default).tableEstimatedRowHeight }
        set { if newValue.isFinite { storedEstimatedHeaderFooter.footer = newValue } }
    }
    private var storedEstimatedHeaderFooter: (header: CGFloat?, footer: CGFloat?) = (nil, nil)

    /// `UITableView.SelfSizingInvalidation` (iOS 16), with UIKit's raw values.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// Cells do not resize themselves.
        case disabled = 0
        /// A cell resizes when `invalidateIntrinsicContentSize()` is called on it or its content view.
        case enabled = 1
        /// Also when its Auto Layout changes.
        case enabledIncludingConstraints = 2
    }
    /// `selfSizingInvalidation` (iOS 16). Default `.enabled`. Kept: ViewTree asks rows their heights on each reload.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// `estimatedRowHeight`: the profile's default (`automaticDimension` from iOS 11, 0 before) until set.
    /// Stored only: ViewTree asks every row its real height, so estimates change no frame. A NaN or
    /// infinite value is rejected.
    open var estimatedRowHeight: CGFloat {
        get { storedEstimatedRowHeight ?? (simulation?.profile ?? .default).tableEstimatedRowHeight }
        set {
            guard newValue.isFinite else {
                return reject(.invalidValue, "estimatedRowHeight \(newValue) is not finite; it stays \(UIKitFormat.number(estimatedRowHeight))")
            }
            storedEstimatedRowHeight = newValue
        }
    }
    private var storedEstimatedRowHeight: CGFloat?

    /// `separatorInset`: the cell margin on the left until set (15 pt before iOS 11, 16 from it; 20 from
    /// iOS 8 on an iPad or a phone 414 pt wide or wider: `PlatformProfile.wideScreenTableCellMargin`).
    /// Stored only: the separators keep the cell margin.
    open var separatorInset: EdgeInsets {
        get { storedSeparatorInset ?? EdgeInsets(top: 0, left: tableCellMargin, bottom: 0, right: 0) }
        set { storedSeparatorInset = newValue }
    }
    private var storedSeparatorInset: EdgeInsets?

    /// The height of every row whose height the delegate does not give. Default 44;
    /// `TableView.automaticDimension` makes rows self-sizing (each cell measured with
    /// `systemLayoutSizeFitting` when it is shown; `estimatedRowHeight` until then). Another negative
    /// or non-finite value is rejected (it stays as it was); a change reloads at the next layout pass.
    open var rowHeight: CGFloat = TableView.defaultRowHeight {
        didSet {
            guard rowHeight.isFinite, rowHeight >= 0 || rowHeight == TableView.automaticDimension else {
                reject(.invalidValue, "rowHeight \(rowHeight) must be finite and not negative; it stays \(UIKitFormat.number(oldValue))")
                rowHeight = oldValue
                return
            }
            if rowHeight != oldValue { setNeedsReload() }
        }
    }

    /// How many distinct cells the table has received from its data source: the cells made rather
    /// than dequeued. Scrolling with reuse keeps it near the number of rows that fit on screen.
    public internal(set) var createdCellCount = 0

    // Internal machinery (see TableView+Cells.swift).
    var rowGeometry = TableRowGeometry()
    /// The flat rows that have cells, and their cells in the same order.
    var visibleRowRange: Range<Int> = 0..<0
    /// `dragDelegate` (iOS 11): what a drag from a row lifts (TableView+DragAndDrop.swift). Weak, as UIKit's.
    public weak var dragDelegate: TableViewDragDelegate?
    /// `dropDelegate` (iOS 11): takes drops (TableView+DragAndDrop.swift). Weak, as UIKit's.
    public weak var dropDelegate: TableViewDropDelegate?
    /// Whether drags are enabled here and whether one is under way.
    var dragAndDrop = ListDragAndDropState()
    /// `prefetchDataSource` (iOS 10): hears of rows coming soon (TableView+Prefetching.swift). Weak, as UIKit's.
    public weak var prefetchDataSource: TableViewDataSourcePrefetching?
    /// `isPrefetchingEnabled` (iOS 15): whether `prefetchDataSource` is told. Default `true`.
    open var isPrefetchingEnabled = true
    /// The rows told to `prefetchDataSource` and neither shown nor cancelled since.
    var prefetchLedger = PrefetchLedger()
    /// A prefetching call is running (the source may change the table meanwhile).
    var isPrefetching = false
    /// The content last scrolled towards the top (prefetching looks above the shown rows then).
    var prefetchScrollsUp = false
    var visibleCellList: [TableViewCell] = []
    var reusePool: [String: [TableViewCell]] = [:]
    var registeredCellClasses: [String: TableViewCell.Type] = [:]
    var registeredCellFactories: [String: () -> TableViewCell] = [:]
    var registeredHeaderFooterClasses: [String: TableViewHeaderFooterView.Type] = [:]
    /// Makers of header and footer views registered by identifier (a nib's view).
    var registeredHeaderFooterFactories: [String: () -> TableViewHeaderFooterView] = [:]
    /// Every header or footer view made for an identifier; one that is in no superview is free for reuse.
    var headerFooterPool: [String: [TableViewHeaderFooterView]] = [:]
    var needsReload = false
    var hasLoadedData = false
    var isUpdatingCells = false
    var cellUpdatePending = false
    /// A self-sizing row was measured at a new height during this cell update (`TableView+SelfSizing.swift`).
    var measuredRowsMoved = false
    /// Whether the zero-height warning for self-sizing cells was given (UIKit gives it once).
    var reportedCollapsedCell = false
    var isLoadingRowGeometry = false
    /// How many times the table took new rows from its data source (a reload, or an applied batch update), and
    /// whether a drag of a reordering control is being handled (TableView+Reordering.swift).
    var dataGeneration = 0
    var isHandlingReorderDrag = false
    /// The section index's titles, and whether a touch on one is being handled (TableView+SectionIndex.swift).
    public internal(set) var sectionIndexTitles: [String]?
    /// `sectionIndexColor` (iOS 6): the colour of the index titles; `nil` (the default) is the tint colour.
    /// Stored: ViewTree draws no index.
    open var sectionIndexColor: Color?
    /// `sectionIndexBackgroundColor` (iOS 7): the index's background while it is not touched; `nil` (the default)
    /// is the system's. Stored: ViewTree draws no index.
    open var sectionIndexBackgroundColor: Color?
    /// `sectionIndexTrackingBackgroundColor` (iOS 6): the index's background while it is touched; `nil` (the
    /// default) is the system's. Stored: ViewTree draws no index.
    open var sectionIndexTrackingBackgroundColor: Color?
    var isHandlingSectionIndexTouch = false
    /// `sectionIndexMinimumDisplayRowCount` (iOS 2): the number of rows from which the table shows its section index;
    /// 0 by default (always shown). A table with fewer rows shows none: `sectionIndexTitles` is `nil`
    /// (TableView+SectionIndex.swift). Apple's documentation: "The number of table rows at which to display the index
    /// list on the right edge of the table."
    open var sectionIndexMinimumDisplayRowCount: Int = 0 {
        didSet { if hasLoadedData, sectionIndexMinimumDisplayRowCount != oldValue { loadSectionIndexTitles() } }
    }
    /// The cell whose `indentationLevel` the delegate is being asked for (TableView+Indentation.swift).
    weak var cellAwaitingIndentationLevel: TableViewCell?
    /// The section header and footer views shown, by section.
    var visibleHeaderViews: [Int: View] = [:]
    var visibleFooterViews: [Int: View] = [:]
    /// The separators drawn below the last row of a plain table (see `TableView+Separators.swift`).
    var extraSeparators: [View] = []
    /// The `UITableViewWrapperView` the cells are in (iOS 7–10 profiles; TableViewWrapperView.swift), else `nil`.
    var cellWrapperView: TableViewWrapperView?
    /// The selected rows (see `TableView+Selection.swift`).
    var selectedRowSet: Set<TableIndexPath> = []
    /// The finger on a row, and the cell it highlighted (`nil` once it moved off or was refused).
    weak var rowTouch: Touch?
    weak var rowTouchCell: TableViewCell?
    var isSendingSelectionCallbacks = false
    /// A `reloadData()` deferred to the next layout pass still clears the selection.
    var pendingReloadClearsSelection = false
    /// The open `beginUpdates()` groups, and what they recorded (see `TableView+BatchUpdates.swift`).
    var batchDepth = 0
    var recordedBatch = BatchUpdates()
    var isCommittingBatch = false
    /// The shown cell `reconfigureRows(at:)` is asking the data source for again (TableView+Reconfigure.swift).
    var reconfiguration: CellReconfiguration<TableViewCell>?

    /// Whether the user can select rows by tapping them. Default `true`, as UIKit's.
    /// `selectRow(at:animated:scrollPosition:)` selects rows either way.
    open var allowsSelection = true

    /// Whether the user can select more than one row: a tap on a selected row deselects it, a tap on
    /// another adds it. Default `false`, as UIKit's.
    open var allowsMultipleSelection = false

    // MARK: Editing (the rules are in TableView+Editing.swift)

    var storedIsEditing = false
    /// The row whose Delete button a swipe shows (the table is editing, its cells are not).
    var swipeEditingRow: TableIndexPath?

    /// Whether the table is in editing mode. Default `false`. Setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: the shown cells of editable rows (`tableView(_:canEditRowAt:)`)
    /// enter it too, with the delegate's editing style. The controls are not drawn.
    open func setEditing(_ editing: Bool, animated: Bool) {
        performSetEditing(editing, animated: animated)
    }

    /// Whether a tap selects a row while the table is editing. Default `false`, as UIKit's.
    open var allowsSelectionDuringEditing = false

    /// Whether the user can select several rows while editing. Default `false`, as UIKit's.
    open var allowsMultipleSelectionDuringEditing = false

    /// `allowsFocus` (iOS 15): whether cells can take the keyboard focus. Default `false` (**ours**: Apple lets "the
    /// system" choose by platform). Kept: ViewTree has no focus engine, so it changes nothing (Docs/Porting.md).
    open var allowsFocus = false
    /// `allowsFocusDuringEditing` (iOS 15): `allowsFocus` in editing mode. Default `false` (**ours**); kept.
    open var allowsFocusDuringEditing = false
    /// `selectionFollowsFocus` (iOS 14): whether a focused cell is selected. Default `false` (**ours**); kept.
    open var selectionFollowsFocus = false

    /// `initWithFrame:`: an empty plain table; it loads its data when it has a data source and is
    /// laid out, or when `reloadData()` is called.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// `contextMenuInteraction` (iOS 14): the interaction that shows the rows' context menus, whose configurations
    /// come from the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`; made when the table joins a
    /// world (TableView+ContextMenus.swift). A test shows a row's menu with a press and hold, or with
    /// `contextMenuInteraction?.presentMenu(at:)`.
    public internal(set) var contextMenuInteraction: ContextMenuInteraction?
    /// Answers `contextMenuInteraction` through the delegate.
    var rowContextMenus: RowContextMenus<TableView>?

    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        installRowContextMenusIfNeeded()
        installCellWrapperIfNeeded(profile: simulation.profile)
    }

    /// `initWithFrame:style:`: an empty table of the given style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        if let simulation {   // made in a world: no join follows
            installRowContextMenusIfNeeded()
            installCellWrapperIfNeeded(profile: simulation.profile)
        }
    }

    /// `initWithCoder:` (required by `View`): an empty plain table at the coder's frame.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        if let simulation {
            installRowContextMenusIfNeeded()
            installCellWrapperIfNeeded(profile: simulation.profile)
        }
    }

    /// `separatorColor`; default `defaultSeparatorColor`. Stored: ViewTree draws no separators.
    open var separatorColor: Color? = TableView.defaultSeparatorColor
    /// The default `separatorColor`: #C8C7CC, RGB (200, 199, 204), the iOS 7 separator grey designers' resources
    /// and developers' posts give. iOS 13's default is the dynamic `UIColor.separator` (not modelled: ViewTree's
    /// colours have one appearance), so this value is ours there.
    public static let defaultSeparatorColor = Color(red: 200 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    /// `separatorEffect`; default `nil`. Stored.
    open var separatorEffect: VisualEffect?

    /// The separators' style; `.none` also gives the cells' content views the whole height.
    open var separatorStyle: TableViewCell.SeparatorStyle = .singleLine {
        didSet { if separatorStyle != oldValue { setNeedsReload() } }
    }

    /// A view above the rows (its height is kept; its width follows the table). Setting it
    /// reloads at the next layout pass.
    open var tableHeaderView: View? {
        didSet { replaceAccessoryView(old: oldValue, new: tableHeaderView) }
    }

    /// A view below the rows. A plain table with a footer view draws no extra separators below
    /// its last row (the well-known way to hide them).
    open var tableFooterView: View? {
        didSet { replaceAccessoryView(old: oldValue, new: tableFooterView) }
    }

    /// The height of a section header that has a title or a view and whose height the delegate
    /// does not give. Default: the profile's `tableSectionHeaderHeight`.
    open var sectionHeaderHeight: CGFloat = -1 {
        didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } }
    }

    /// The height of a section footer that has a title or a view and whose height the delegate does
    /// not give. Default: the profile's `tableSectionFooterHeight`.
    open var sectionFooterHeight: CGFloat = -1 {
        didSet { if sectionFooterHeight != oldValue { setNeedsReload() } }
    }

    override var libraryClassName: String { "TableView" }

    /// `; dataSource: <…>` (or `(null)`) after the scroll view's fields, from iOS 13
    /// (`PlatformProfile.printsDataSourceInDescriptions`).
    override func appendObjectSuffixFields(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {
        guard (simulation?.profile ?? .default).printsDataSourceInDescriptions else { return }
        line.append("; dataSource: ")
        View.appendObjectReference(dataSource, to: &line, numbering: &numbering)
    }

    // MARK: Data

    /// Asks the data source for the sections and rows again (and the delegate for every row's
    /// height), sets `contentSize` to the table's width × the sum of the row heights, sends every
    /// shown cell to the reuse pool and asks the data source for the cells of the rows now visible.
    /// It also clears the selection, as UIKit's does.
    open func reloadData() {
        reload(clearingSelection: true)
    }

    /// `reloadData()`; a reload the table does itself (a new data source, row height, header)
    /// keeps the selected rows that still exist.
    func reload(clearingSelection: Bool) {
        guard !isLoadingRowGeometry else {
            // Called from numberOfSections / numberOfRowsInSection / heightForRowAt: the reload in
            // progress reads the data source anyway; a nested one would recurse without end.
            reject(.invalidValue, "reloadData() called from a data source or delegate callback while the table is asking for its rows and heights; ignored (the reload in progress reads the new data)")
            return
        }
        // The rows told to the prefetching source are forgotten: after a reload they are told again.
        prefetchLedger.reset()
        guard !isUpdatingCells else {
            // Called from a data source callback in the middle of a cell update: do it afterwards.
            if clearingSelection { pendingReloadClearsSelection = true }
            setNeedsReload()
            return
        }
        // Inside an update group the reload reads the data source as it is: what the group recorded
        // so far is part of it (Apple: "you should not call reloadData within the group").
        if batchDepth > 0 { recordedBatch = BatchUpdates() }
        needsReload = false
        let clearsSelection = clearingSelection || pendingReloadClearsSelection
        pendingReloadClearsSelection = false
        guard let geometry = loadRowGeometry() else { return }
        install(reloaded: geometry, clearingSelection: clearsSelection)
    }

    /// Shows freshly loaded rows: every shown cell goes to the pool, the visible rows get cells.
    func install(reloaded geometry: TableRowGeometry, clearingSelection clearsSelection: Bool) {
        needsReload = false
        hasLoadedData = true
        dataGeneration &+= 1
        retireAllCells()
        retireSectionViews()
        rowGeometry = geometry
        loadSectionIndexTitles()
        keepSelectedRowsThatExist(clearing: clearsSelection)
        contentSize = CGSize(width: bounds.width, height: rowGeometry.contentHeight)
        placeAccessoryViews()
        updateVisibleCells()
    }

    /// The sections of an Interface Builder static table (`dataMode="static"`), which ViewTreeInterfaceBuilder
    /// sets and a `TableViewController` serves from its data source methods, as UIKit's table view controller
    /// serves a storyboard's static cells (`super.tableView(_:cellForRowAt:)` returns them). `nil` for a
    /// dynamic table.
    public var staticSections: [StaticTableSection]? {
        didSet { setNeedsReload() }
    }

    // MARK: Batch updates (the rules are in TableView+BatchUpdates.swift)

    /// `UITableView.RowAnimation`: how inserted, deleted and reloaded rows would animate. ViewTree
    /// shows the end state at once whatever the animation (row animations are not simulated).
    public enum RowAnimation: Int, Sendable, Equatable {
        /// The rows fade in or out.
        case fade = 0
        /// Inserted rows slide in from the right; deleted ones slide out to the right.
        case right = 1
        /// Inserted rows slide in from the left; deleted ones slide out to the left.
        case left = 2
        /// From or to the top.
        case top = 3
        /// From or to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// The cell keeps the centre of the space it occupies.
        case middle = 6
        /// The table chooses (UIKit's value 100).
        case automatic = 100
    }

    /// Opens a group of inserts, deletes, reloads and moves that `endUpdates()` applies together.
    /// Groups nest; the outermost `endUpdates()` applies them. A table that has not loaded its rows
    /// yet loads them now, as UIKit does: those are the counts "before the update".
    open func beginUpdates() { performBeginUpdates() }

    /// Closes the group `beginUpdates()` opened; the outermost one asks the data source for the new
    /// counts (and the delegate for every row's height), checks them against the recorded changes
    /// as UIKit does, and moves the kept cells to their new rows, asking only for the cells of new
    /// and reloaded rows. A count that does not add up is reported with UIKit's exception text and
    /// the table reloads instead (UIKit raises `NSInternalInconsistencyException`).
    /// `beginUpdates()` + `endUpdates()` with nothing between re-reads the heights, keeping the cells.
    open func endUpdates() { _ = performEndUpdates() }

    /// Applies the inserts, deletes, reloads and moves `updates` makes as one group, then calls
    /// `completion` on the next run-loop turn (row animations are not simulated, so they are over):
    /// `true`, or `false` when the update was refused and the table reloaded instead.
    /// `performBatchUpdates(_:completion:)` called with a closure: UIKit marks the updates block
    /// `NS_NOESCAPE`, so it is non-escaping, and a block that uses `self` implicitly compiles as it does on
    /// iOS. It runs the optional-block version above (which a subclass may override) with the block.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { block in performBatchUpdates(Optional(block), completion: completion) }
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatch(updates, completion: completion)
    }

    /// Inserts rows at these index paths (counted after the update).
    open func insertRows(at indexPaths: [TableIndexPath], with animation: RowAnimation) {
        record(rows: indexPaths, .insert, call: "insertRows(at:with:)")
    }

    /// Deletes the rows at these index paths (counted before the update).
    open func deleteRows(at indexPaths: [TableIndexPath], with animation: RowAnimation) {
        record(rows: indexPaths, .delete, call: "deleteRows(at:with:)")
    }

    /// Replaces the cells of these rows (counted before the update) with new ones from the data
    /// source: a deletion and an insertion at the same place, as in UIKit; the rows are deselected.
    open func reloadRows(at indexPaths: [TableIndexPath], with animation: RowAnimation) {
        record(rows: indexPaths, .reload, call: "reloadRows(at:with:)")
    }

    /// `reconfigureRows(at:)` (iOS 15): updates the shown cells of these rows in place. The data source's
    /// `tableView(_:cellForRowAt:)` is asked again for each row that has a shown cell (top to bottom), and
    /// `dequeueReusableCell(withIdentifier:for:)` with the cell's identifier returns that very cell; the row's
    /// height is measured again when it is self-sizing (`automaticDimension`). Rows not shown are not asked.
    ///
    /// Inside `beginUpdates()`/`endUpdates()` or `performBatchUpdates` the rows name the rows before the update,
    /// as reloads do, and are reconfigured once the update is applied (rows it deletes or reloads are not).
    /// Rejected with a diagnostic, the table unchanged: an index path that is not a row's, a row out of range,
    /// and a call made while the table asks its data source for rows or cells (from `cellForRowAt`, say).
    open func reconfigureRows(at indexPaths: [TableIndexPath]) {
        performReconfigure(of: indexPaths)
    }

    /// Moves a row (its cell goes with it) from `indexPath` (before) to `newIndexPath` (after).
    open func moveRow(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        recordMove(of: indexPath, to: newIndexPath)
    }

    /// Inserts sections at these indexes (counted after the update).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(sections: sections, .insert, call: "insertSections(_:with:)")
    }

    /// Deletes the sections at these indexes (counted before the update), with their rows.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(sections: sections, .delete, call: "deleteSections(_:with:)")
    }

    /// Replaces every row of these sections with new cells from the data source.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(sections: sections, .reload, call: "reloadSections(_:with:)")
    }

    /// Moves a section with its rows from `section` (before) to `newSection` (after).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordMove(ofSection: section, to: newSection)
    }

    // MARK: Reuse

    /// Registers a cell class for an identifier: `dequeueReusableCell(withIdentifier:)` makes one
    /// (with `init(style: .default, reuseIdentifier:)`) when the pool for that identifier is empty.
    /// `nil` unregisters.
    open func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registeredCellClasses[identifier] = cellClass
        registeredCellFactories[identifier] = nil
    }

    /// Registers a maker of cells for an identifier, used as a registered class is: what
    /// `register(_ nib:forCellReuseIdentifier:)` (the Interface Builder module's `UINib` registration) does
    /// with the nib's cell. It replaces a class registered for the identifier, and a class replaces it;
    /// `nil` unregisters.
    public func registerCellFactory(_ factory: (() -> TableViewCell)?, forCellReuseIdentifier identifier: String) {
        registeredCellFactories[identifier] = factory
        registeredCellClasses[identifier] = nil
    }

    /// A cell from the reuse pool for `identifier` (after its `prepareForReuse()`), else a new cell
    /// of the class registered for it, else `nil`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            cell.setNeedsUpdateConfiguration()
            return cell
        }
        // A class and a factory never stand for the same identifier (each registration clears the other), so
        // the common case, a registered class, is looked up first and alone.
        if let cellClass = registeredCellClasses[identifier] {
            return cellClass.init(registeredStyle: .default, reuseIdentifier: identifier)
        }
        return registeredCellFactories[identifier]?()
    }

    /// A cell from the pool or of the registered class. UIKit raises an exception when no class is
    /// registered for `identifier`; ViewTree records an `.invalidValue` diagnostic and returns a
    /// plain `TableViewCell` with that identifier.
    ///
    /// While `reconfigureRows(at:)` asks for a shown row's cell again, the dequeue for that row with the cell's
    /// identifier returns that cell as it is (no `prepareForReuse()`).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: TableIndexPath) -> TableViewCell {
        if let shown = reconfiguration?.handBack(forIdentifier: identifier, at: indexPath, report: { reject(.invalidValue, $0) }) {
            return shown
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        reject(.invalidValue, "dequeueReusableCell(withIdentifier: \"\(identifier)\", for: \(indexPath)) with no class registered for the identifier (UIKit raises an exception); returned a new TableViewCell")
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)`: `dequeueReusableHeaderFooterView(withIdentifier:)` makes
    /// views of this class (with `init(reuseIdentifier:)`) for the identifier. `nil` unregisters.
    open func register(_ aClass: TableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = aClass
        registeredHeaderFooterFactories[identifier] = nil
    }

    /// Registers a maker of header and footer views for `identifier`, used as a registered class is: what
    /// `register(_ nib:forHeaderFooterViewReuseIdentifier:)` (the Interface Builder module's `UINib` registration)
    /// does with the nib's view. It replaces a class registered for the identifier, and a class replaces it; `nil`
    /// unregisters.
    public func registerHeaderFooterViewFactory(_ factory: (() -> TableViewHeaderFooterView)?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterFactories[identifier] = factory
        registeredHeaderFooterClasses[identifier] = nil
    }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`: a header or footer view made earlier for `identifier`
    /// that the table does not show now (after its `prepareForReuse()`), else a new one of the registered class,
    /// else `nil` (UIKit returns nil for an unregistered identifier).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let free = headerFooterPool[identifier]?.first(where: { $0.superview == nil }) {
            free.prepareForReuse()
            return free
        }
        let made: TableViewHeaderFooterView
        if let viewClass = registeredHeaderFooterClasses[identifier] {
            made = viewClass.init(registeredReuseIdentifier: identifier)
        } else if let factory = registeredHeaderFooterFactories[identifier] {
            made = factory()
            made.reuseIdentifier = identifier
        } else {
            return nil
        }
        headerFooterPool[identifier, default: []].append(made)
        return made
    }

    /// `sectionHeaderTopPadding` (iOS 15): the padding above each section header. Stored: ViewTree's tables add
    /// none (UIKit's default, `automaticDimension`, adds some in plain tables on iOS 15 and later).
    open var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension

    /// `fillerRowHeight` (iOS 15): the height of the empty rows a plain table shows below its last row; 0 shows none,
    /// `automaticDimension` rows as tall as the last one. Default 0, "the default in iOS 15 and later" (Apple's
    /// documentation; earlier systems showed them at the automatic height). Kept: ViewTree's tables draw no
    /// filler rows.
    open var fillerRowHeight: CGFloat = 0

    /// `cellLayoutMarginsFollowReadableWidth`: whether cells' margins follow the readable content guide.
    /// Default `false` (UIKit's since iOS 12). Stored: ViewTree's cells keep the table's margins.
    open var cellLayoutMarginsFollowReadableWidth = false

    // MARK: Scrolling

    /// Scrolls so that a row is at `position` (clamped to the scrollable range). An index path with
    /// no row is rejected (`.indexOutOfRange`) in UIKit's words, NSRangeException "row (12) beyond bounds (12) for
    /// section (0)." or "section (26) beyond bounds (25)." (zendesk/zendesk_sdk_chat_ios issue 79, puls/objc-TimesSquare
    /// issue 50), and nothing scrolls.
    open func scrollToRow(at indexPath: TableIndexPath, at position: ScrollPosition, animated: Bool) {
        if indexPath.count == 2, indexPath.row == NSNotFound, indexPath.section >= 0, indexPath.section < rowGeometry.sectionCount {
            // "NSNotFound is a valid row index for scrolling to a section with zero rows" (Apple's documentation of
            // scrollToRow(at:at:animated:)): the section (header, rows, footer) goes where a row would.
            return scroll(to: rowGeometry.rect(ofSection: indexPath.section, width: bounds.width), at: position, animated: animated)
        }
        guard let flat = rowGeometry.flatRow(indexPath) else {
            let why = if indexPath.count != 2 {
                "a table's index path has exactly 2 indexes (section, row), this one has \(indexPath.count)"
            } else if let rows = rowGeometry.numberOfRows(inSection: indexPath.section) {
                "row (\(indexPath.row)) beyond bounds (\(rows)) for section (\(indexPath.section))."
            } else {
                "section (\(indexPath.section)) beyond bounds (\(rowGeometry.sectionCount))."
            }
            reject(.indexOutOfRange, "scrollToRow(at: \(indexPath)): \(why) (UIKit raises NSRangeException); nothing scrolled")
            return
        }
        scroll(to: rowGeometry.rect(ofFlatRow: flat, width: bounds.width), at: position, animated: animated)
    }

    /// Scrolls a row's (or section's) rect to `position`, within the content.
    private func scroll(to rect: CGRect, at position: ScrollPosition, animated: Bool) {
        var target = contentOffset
        switch position {
        case .none: return scrollRectToVisible(rect, animated: animated)
        case .top: target.y = rect.minY
        case .middle: target.y = rect.midY - bounds.height / 2
        case .bottom: target.y = rect.maxY - bounds.height
        }
        let clamped = clampedOffset(target)
        if clamped != contentOffset { setContentOffset(clamped, animated: animated) }
    }

    // MARK: Selection (the rules are in TableView+Selection.swift)

    /// Selects a row without asking or telling the delegate, as UIKit's (`nil` clears the
    /// selection), then scrolls it to `scrollPosition` (`.none`: no scrolling, as UIKit's). In single
    /// selection the previous row is deselected. An index path with no row, or without exactly two
    /// indexes, is rejected with a diagnostic and the selection stays.
    open func selectRow(at indexPath: TableIndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        performSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row without asking or telling the delegate, as UIKit's. An index path with no
    /// row is rejected with a diagnostic; one that is not selected does nothing.
    open func deselectRow(at indexPath: TableIndexPath, animated: Bool) {
        performDeselectRow(at: indexPath, animated: animated)
    }

    /// A finger down on a shown cell highlights its row (after the scroll view's content-touch
    /// delay, as in UIKit); other touches go up the responder chain.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if !beginRowTouch(touches) { super.touchesBegan(touches, with: event) }
    }

    /// A finger that moves off its cell removes the highlight (the tap then selects nothing).
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if !moveRowTouch(touches) { super.touchesMoved(touches, with: event) }
    }

    /// Lifting the finger on the highlighted cell unhighlights and selects its row.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if !endRowTouch(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A cancelled touch (scrolling began) removes the highlight and selects nothing.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if !cancelRowTouch(touches) { super.touchesCancelled(touches, with: event) }
    }

    // MARK: Hooks

    /// `backgroundView`: a view behind every cell, header and footer, kept at the table's visible bounds
    /// (it does not scroll; ScrollView+BackgroundView.swift). Default `nil`.
    open var backgroundView: View? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    /// Reloads if the data source or row height changed, else updates the visible cells.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeCellWrapper()
        if needsReload { reload(clearingSelection: false) } else { updateVisibleCells() }
        placeBackgroundView(backgroundView)
    }

    override func subviewsDidAutoresize() {
        super.subviewsDidAutoresize()
        placeCellWrapper()
    }

    override func contentGeometryDidChange() {
        super.contentGeometryDidChange()
        placeCellWrapper()   // the insets may have changed
    }

    override func boundsDidChange(from old: CGRect) {
        if bounds.minY != old.minY { prefetchScrollsUp = bounds.minY < old.minY }
        // The content stays as wide as the table (UITableView's contentSize follows its width).
        if hasLoadedData, bounds.width != old.width, contentSize.width != bounds.width {
            contentSize.width = bounds.width
        }
        if bounds.size != old.size { placeCellWrapper() }
        // Cells first, so that `scrollViewDidScroll` sees the cells of the new offset.
        updateVisibleCells()
        placeBackgroundView(backgroundView)
        super.boundsDidChange(from: old)
    }
}

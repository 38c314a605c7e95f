import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A cell that logs the table's calls to its state setters.
final class LoggingCell: TableViewCell {
    var log: ((String) -> Void)?
    var rowName = ""

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        log?("cell \(rowName) selected \(selected)")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        log?("cell \(rowName) highlighted \(highlighted)")
    }
}

/// Rows `r0`, `r1`, … in one section (or several), with a delegate that logs every selection
/// callback and can answer them differently.
final class SelectionLog: TableViewDataSource, TableViewDelegate {
    var rows: [Int]
    var log: [String] = []
    var logsCells = true
    var willSelect: (TableIndexPath) -> TableIndexPath? = { $0 }
    var willDeselect: (TableIndexPath) -> TableIndexPath? = { $0 }
    var shouldHighlight: (TableIndexPath) -> Bool = { _ in true }
    var onDidSelect: (TableView, TableIndexPath) -> Void = { _, _ in }

    init(_ rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = (tableView.dequeueReusableCell(withIdentifier: "row") as? LoggingCell)
            ?? LoggingCell(style: .default, reuseIdentifier: "row")
        cell.rowName = name(indexPath)
        cell.text = cell.rowName
        cell.log = logsCells ? { [weak self] in self?.log.append($0) } : nil
        return cell
    }

    func name(_ p: TableIndexPath) -> String { p.section == 0 ? "r\(p.row)" : "s\(p.section)r\(p.row)" }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool {
        log.append("shouldHighlight \(name(indexPath))")
        return shouldHighlight(indexPath)
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: TableIndexPath) { log.append("didHighlight \(name(indexPath))") }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: TableIndexPath) { log.append("didUnhighlight \(name(indexPath))") }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
        log.append("willSelect \(name(indexPath))")
        return willSelect(indexPath)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        log.append("didSelect \(name(indexPath))")
        onDidSelect(tableView, indexPath)
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
        log.append("willDeselect \(name(indexPath))")
        return willDeselect(indexPath)
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: TableIndexPath) { log.append("didDeselect \(name(indexPath))") }
}

@Suite struct TableViewSelectionTests {
    let t = TestWorld()
    let table: TableView
    let rows: SelectionLog

    init() {
        table = TableView(frame: t.window.bounds)
        table.contentInsetAdjustmentBehavior = .never
        t.window.addSubview(table)
        rows = SelectionLog([100])
        table.dataSource = rows
        table.delegate = rows
        table.reloadData()
    }

    func path(_ row: Int, _ section: Int = 0) -> TableIndexPath { TableIndexPath(row: row, section: section) }
    func cell(_ row: Int, _ section: Int = 0) -> TableViewCell { table.cellForRow(at: path(row, section))! }

    /// Taps a row's cell with a finger through the window (`ViewTreeTesting.tap`).
    func tapRow(_ row: Int, _ section: Int = 0) {
        rows.log = []
        tap(cell(row, section))
    }

    // MARK: Defaults

    @Test func defaultsAreUIKits() {
        #expect(table.allowsSelection && !table.allowsMultipleSelection)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.indexPathsForSelectedRows == nil, "nil, not empty, as UIKit")
        let fresh = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(!fresh.isSelected && !fresh.isHighlighted)
        #expect(fresh.selectionStyle == .default && TableViewCell.SelectionStyle.default.rawValue == 3)
        #expect(TableViewCell.SelectionStyle.blue.rawValue == 1 && TableViewCell.SelectionStyle.gray.rawValue == 2)
    }

    // MARK: A tap

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        tapRow(2)
        #expect(rows.log == [
            "shouldHighlight r2", "cell r2 highlighted true", "didHighlight r2",
            "cell r2 highlighted false", "didUnhighlight r2",
            "willSelect r2", "cell r2 selected true", "didSelect r2",
        ])
        #expect(table.indexPathForSelectedRow == path(2))
        #expect(cell(2).isSelected && !cell(2).isHighlighted)
    }

    @Test func aSecondTapDeselectsThePreviousRowAfterWillSelect() {
        tapRow(2)
        tapRow(5)
        #expect(rows.log == [
            "shouldHighlight r5", "cell r5 highlighted true", "didHighlight r5",
            "cell r5 highlighted false", "didUnhighlight r5",
            "willSelect r5", "willDeselect r2", "cell r2 selected false", "didDeselect r2",
            "cell r5 selected true", "didSelect r5",
        ])
        #expect(table.indexPathsForSelectedRows == [path(5)])
        #expect(!cell(2).isSelected && cell(5).isSelected)
    }

    @Test func tappingTheSelectedRowAgainSelectsItAgain() {
        tapRow(2)
        tapRow(2)
        #expect(rows.log.suffix(2) == ["willSelect r2", "didSelect r2"], "no deselection, didSelect again")
        #expect(table.indexPathsForSelectedRows == [path(2)])
    }

    @Test func theHighlightWaitsForTheContentTouchDelay() {
        let finger = Touch(at: t.window.convert(CGPoint(x: 160, y: 22), from: table), in: t.window)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(!cell(0).isHighlighted, "held back by delaysContentTouches")
        t.run(for: 0.1)
        #expect(!cell(0).isHighlighted)
        t.run(for: 0.1)
        #expect(cell(0).isHighlighted, "past the 0.15 s delay")
        #expect(rows.log.last == "didHighlight r0")
        finger.update(phase: .ended)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(!cell(0).isHighlighted && cell(0).isSelected)
    }

    @Test func withoutTheDelayTheRowHighlightsAtOnce() {
        table.delaysContentTouches = false
        let finger = Touch(at: t.window.convert(CGPoint(x: 160, y: 66), from: table), in: t.window)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(cell(1).isHighlighted)
        finger.update(phase: .ended)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(table.indexPathForSelectedRow == path(1))
    }

    // MARK: willSelect and shouldHighlight

    @Test func willSelectReturningNilCancels() {
        rows.willSelect = { _ in nil }
        tapRow(3)
        #expect(rows.log.suffix(2) == ["didUnhighlight r3", "willSelect r3"])
        #expect(table.indexPathsForSelectedRows == nil && !cell(3).isSelected)
    }

    @Test func willSelectRedirectsToAnotherRow() {
        rows.willSelect = { $0.row == 3 ? TableIndexPath(row: 7, section: 0) : $0 }
        tapRow(3)
        #expect(rows.log.suffix(3) == ["willSelect r3", "cell r7 selected true", "didSelect r7"])
        #expect(table.indexPathsForSelectedRows == [path(7)])
        #expect(!cell(3).isSelected && cell(7).isSelected)
    }

    @Test func shouldHighlightFalseNeitherHighlightsNorSelects() {
        rows.shouldHighlight = { _ in false }
        tapRow(1)
        #expect(rows.log == ["shouldHighlight r1"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func allowsSelectionFalseIgnoresTaps() {
        table.allowsSelection = false
        tapRow(1)
        #expect(rows.log.isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == path(1), "programmatic selection still works")
    }

    // MARK: Multiple selection

    @Test func multipleSelectionAddsAndTogglesRows() {
        table.allowsMultipleSelection = true
        tapRow(4)
        tapRow(1)
        #expect(!rows.log.contains { $0.hasPrefix("willDeselect") }, "adding a row deselects nothing")
        #expect(table.indexPathsForSelectedRows == [path(1), path(4)])
        #expect(table.indexPathForSelectedRow == path(1), "the lowest index path")
        tapRow(4)
        #expect(rows.log.suffix(4) == ["didUnhighlight r4", "willDeselect r4", "cell r4 selected false", "didDeselect r4"])
        #expect(table.indexPathsForSelectedRows == [path(1)])
    }

    @Test func willDeselectReturningNilKeepsTheRowInMultipleSelection() {
        table.allowsMultipleSelection = true
        tapRow(4)
        rows.willDeselect = { _ in nil }
        tapRow(4)
        #expect(rows.log.last == "willDeselect r4")
        #expect(table.indexPathsForSelectedRows == [path(4)])
    }

    // MARK: Scrolling

    @Test func aDragThatScrollsCancelsTheHighlightAndSelectsNothing() {
        let start = t.window.convert(CGPoint(x: 160, y: 200), from: table)
        let finger = Touch(at: start, in: t.window)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        t.run(for: 0.2)                                  // the row under the finger is highlighted
        let row = table.indexPathForRow(at: CGPoint(x: 160, y: 200))!
        #expect(cell(row.row).isHighlighted)
        rows.log = []
        for step in 1...5 {
            t.run(for: 1.0 / 60)
            finger.update(phase: .moved, location: CGPoint(x: start.x, y: start.y - CGFloat(step) * 20))
            t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        }
        #expect(table.isDragging)
        #expect(rows.log == ["cell r\(row.row) highlighted false", "didUnhighlight r\(row.row)"])
        finger.update(phase: .ended)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        t.run(for: 3)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(!rows.log.contains { $0.contains("Select") })
    }

    @Test func aQuickDragSelectsNothingAndHighlightsNothing() {
        rows.log = []
        drag(table, from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100), duration: 0.1)
        t.run(for: 3)
        #expect(table.contentOffset.y > 0)
        #expect(rows.log.filter { !$0.hasPrefix("cell") }.isEmpty, "the touch never reached the content: \(rows.log)")
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func aFingerThatMovesOffItsCellSelectsNothing() {
        table.isScrollEnabled = false
        let start = t.window.convert(CGPoint(x: 160, y: 22), from: table)
        let finger = Touch(at: start, in: t.window)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        t.run(for: 0.2)
        #expect(cell(0).isHighlighted)
        finger.update(phase: .moved, location: CGPoint(x: start.x, y: start.y + 100))
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(!cell(0).isHighlighted && rows.log.last == "didUnhighlight r0")
        finger.update(phase: .ended)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aFingerWhoseRowScrolledAwayDoesNotBlockTheNextTap() {
        let finger = Touch(at: t.window.convert(CGPoint(x: 160, y: 22), from: table), in: t.window)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        t.run(for: 0.2)
        let touched = cell(0)
        #expect(touched.isHighlighted)
        table.setContentOffset(CGPoint(x: 0, y: 44 * 40), animated: false)   // row 0 leaves: its cell is reused
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
        finger.update(phase: .ended)
        t.window.sendEvent(Event(touches: [finger], timestamp: t.now))
        #expect(table.indexPathForSelectedRow == nil)
        tapRow(45)
        #expect(table.indexPathForSelectedRow == path(45))
    }

    // MARK: Programmatic selection

    @Test func selectAndDeselectRowTellTheDelegateNothing() {
        rows.log = []
        table.selectRow(at: path(3), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == path(3) && cell(3).isSelected)
        table.selectRow(at: path(6), animated: true, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [path(6)] && !cell(3).isSelected, "single selection replaces")
        table.deselectRow(at: path(6), animated: true)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(rows.log == ["cell r3 selected true", "cell r3 selected false", "cell r6 selected true", "cell r6 selected false"])
    }

    @Test func selectRowScrollsOnlyWhenAsked() {
        table.selectRow(at: path(50), animated: false, scrollPosition: .none)
        #expect(table.contentOffset.y == 0)
        table.selectRow(at: path(50), animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == 2200, "row 50 at the top")
        #expect(cell(50).isSelected, "the cell shown after the scroll is selected")
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil, "nil clears the selection")
    }

    // MARK: Reload and reuse

    @Test func reloadDataClearsTheSelection() {
        tapRow(2)
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test func rowsThatNoLongerExistAreNeverReported() {
        table.allowsMultipleSelection = true
        table.selectRow(at: path(2), animated: false, scrollPosition: .none)
        table.selectRow(at: path(40), animated: false, scrollPosition: .none)
        rows.rows = [10]
        table.rowHeight = 40                             // the table's own reload at the next layout
        table.layoutIfNeeded()
        #expect(table.indexPathsForSelectedRows == [path(2)], "row 40 is gone; row 2 is kept")
    }

    @Test func aReusedCellShowsItsNewRowsState() {
        rows.logsCells = false
        table.selectRow(at: path(1), animated: false, scrollPosition: .none)
        let selectedCell = cell(1)
        table.setContentOffset(CGPoint(x: 0, y: 44 * 30), animated: false)
        #expect(table.cellForRow(at: path(1)) == nil)
        #expect(table.visibleCells.contains { $0 === selectedCell }, "the selected row's cell was reused")
        #expect(table.visibleCells.allSatisfy { !$0.isSelected }, "for a row that is not selected")
        table.setContentOffset(.zero, animated: false)
        #expect(cell(1).isSelected, "row 1 is still selected when it comes back")
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
    }

    // MARK: Hostile input

    @Test func badIndexPathsAreRejected() {
        table.selectRow(at: path(2), animated: false, scrollPosition: .none)
        let before = t.simulation.diagnostics.count
        table.selectRow(at: path(100), animated: false, scrollPosition: .none)
        #expect(t.simulation.diagnostics.last?.code == .indexOutOfRange)
        table.selectRow(at: path(0, 3), animated: false, scrollPosition: .top)
        table.selectRow(at: path(-1), animated: false, scrollPosition: .none)
        table.selectRow(at: TableIndexPath(indexes: [0, 1, 2]), animated: false, scrollPosition: .none)
        #expect(t.simulation.diagnostics.last?.code == .invalidValue)
        table.selectRow(at: TableIndexPath(indexes: []), animated: false, scrollPosition: .none)
        table.deselectRow(at: TableIndexPath(indexes: [0]), animated: false)
        table.deselectRow(at: path(Int.max), animated: false)
        #expect(t.simulation.diagnostics.count == before + 7)
        #expect(table.indexPathsForSelectedRows == [path(2)], "the selection stays")
        #expect(table.contentOffset.y == 0)
    }

    @Test func aWillSelectThatReturnsABadPathSelectsNothing() {
        rows.willSelect = { _ in TableIndexPath(row: 5000, section: 0) }
        tapRow(1)
        #expect(t.simulation.diagnostics.last?.code == .indexOutOfRange)
        rows.willSelect = { _ in TableIndexPath(indexes: [0, 1, 1]) }
        tapRow(1)
        #expect(t.simulation.diagnostics.last?.code == .invalidValue)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func aDelegateThatReloadsOrDeselectsInDidSelectIsSafe() {
        rows.onDidSelect = { table, indexPath in
            table.deselectRow(at: indexPath, animated: true)
            table.reloadData()
            table.selectRow(at: TableIndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        }
        tapRow(3)
        #expect(rows.log.filter { $0 == "didSelect r3" }.count == 1, "no recursion")
        #expect(table.indexPathsForSelectedRows == [path(0)])
        #expect(cell(0).isSelected && !cell(3).isSelected)
    }

    @Test func aWillSelectThatReloadsToFewerRowsSelectsNothing() {
        rows.willSelect = { [weak rows, weak table] p in
            rows?.rows = [2]
            table?.reloadData()
            return p
        }
        tapRow(5)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(t.simulation.diagnostics.last?.code == .indexOutOfRange)
    }

    // MARK: Leaks

    @Test func tableCellsAndDelegateAreFreed() {
        weak var weakTable: TableView?
        weak var weakCell: TableViewCell?
        weak var weakDelegate: SelectionLog?
        do {
            let world = TestWorld()
            let table = TableView(frame: world.window.bounds)
            let rows = SelectionLog([20])
            rows.onDidSelect = { table, _ in table.reloadData() }   // a closure that uses the table
            table.dataSource = rows
            table.delegate = rows
            world.window.addSubview(table)
            table.reloadData()
            tap(table.cellForRow(at: TableIndexPath(row: 1, section: 0))!)
            table.selectRow(at: TableIndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            weakTable = table
            weakCell = table.visibleCells.first
            weakDelegate = rows
            table.removeFromSuperview()
        }
        #expect(weakTable == nil)
        #expect(weakCell == nil)
        #expect(weakDelegate == nil)
    }
}

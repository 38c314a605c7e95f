// `UITableView.reconfigureRows(at:)` (iOS 15): the data source is asked again for shown rows, and its dequeue hands
// back the cell the row already shows: same instance, no `prepareForReuse()`, no `willDisplay`.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A cell that counts its `prepareForReuse()` calls.
final class CountingReuseCell: TableViewCell {
    var reusePreparations = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reusePreparations += 1
    }
}

/// A registered-class data source over strings, logging what the table asks and tells.
final class ReconfigureSource: TableViewDataSource, TableViewDelegate {
    var items: [String]
    var log: [String] = []
    var identifier: (TableIndexPath) -> String = { _ in "row" }
    var onCellForRow: (TableView, TableIndexPath) -> Void = { _, _ in }
    var returnFreshCell = false
    var automaticHeights = false

    init(_ items: [String]) { self.items = items }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        log.append("cellForRowAt \(indexPath.row)")
        onCellForRow(tableView, indexPath)
        if returnFreshCell { return CountingReuseCell(style: .default, reuseIdentifier: "row") }
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier(indexPath), for: indexPath)
        cell.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat {
        automaticHeights ? TableView.automaticDimension : 44
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        log.append("willDisplay \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        log.append("didEndDisplaying \(indexPath.row)")
    }
}

@Suite struct TableViewReconfigureTests {
    let t = TestWorld()
    let table: TableView
    let source: ReconfigureSource

    /// A 320 × 220 table of 20 rows: rows 0–4 are shown.
    init() {
        table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        table.contentInsetAdjustmentBehavior = .never
        table.register(CountingReuseCell.self, forCellReuseIdentifier: "row")
        table.register(TableViewCell.self, forCellReuseIdentifier: "other")
        t.window.addSubview(table)
        source = ReconfigureSource((0..<20).map { "a\($0)" })
        table.dataSource = source
        table.delegate = source
        t.run(for: 0.1)
        source.log = []
    }

    func cell(_ row: Int) -> TableViewCell? { table.cellForRow(at: IndexPath(row: row, section: 0)) }

    @Test func aShownRowIsAskedAgainAndKeepsItsCellWithoutPreparingItForReuse() throws {
        let before = try #require(cell(1) as? CountingReuseCell)
        let created = table.createdCellCount
        source.items[1] = "changed"
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        #expect(source.log == ["cellForRowAt 1"], "asked once, and no willDisplay / didEndDisplaying")
        #expect(cell(1) === before && before.text == "changed")
        #expect(before.reusePreparations == 0)
        #expect(table.createdCellCount == created)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func rowsNotShownAreNotAsked() {
        table.reconfigureRows(at: [IndexPath(row: 12, section: 0), IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 0)])
        #expect(source.log == ["cellForRowAt 0", "cellForRowAt 3"], "in index-path order; row 12 has no cell")
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aReloadInsteadReplacesTheCell() {
        let before = cell(1)
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(cell(1) !== before, "the contrast: a reload dequeues another cell")
    }

    @Test func theSelectionStays() {
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(cell(2)?.isSelected == true)
    }

    @Test func anIndexPathOutOfRangeIsRejectedAndNothingIsAsked() {
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 20, section: 0)])
        #expect(source.log.isEmpty)
        let diagnostic = t.simulation.diagnostics.last
        #expect(diagnostic?.code == .indexOutOfRange)
        #expect(diagnostic?.message.contains("attempt to reconfigure row 20 in section 0, which only contains 20 rows") == true)
        table.reconfigureRows(at: [IndexPath(row: 0, section: 1)])
        #expect(t.simulation.diagnostics.last?.message.contains("but there are only 1 sections") == true)
        table.reconfigureRows(at: [IndexPath(indexes: [0])])
        #expect(t.simulation.diagnostics.last?.code == .invalidValue)
        #expect(source.log.isEmpty)
    }

    @Test func aDifferentReuseIdentifierIsReportedWithUIKitsReasonAndTheShownCellStays() {
        let before = cell(1)
        source.identifier = { _ in "other" }
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        #expect(cell(1) === before)
        let messages = t.simulation.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains(CellReconfigurationTextProbe.uikitReason) })
        #expect(messages.contains { $0.contains("returned another cell than the one shown") })
        #expect(table.visibleCells.count == 5)
    }

    @Test func anotherCellReturnedIsRefusedAndTheShownCellStays() {
        let before = cell(3)
        source.returnFreshCell = true
        table.reconfigureRows(at: [IndexPath(row: 3, section: 0)])
        #expect(cell(3) === before)
        #expect(t.simulation.diagnostics.last?.message.contains("returned another cell than the one shown") == true)
        #expect(table.visibleCells.count == 5 && table.visibleCells.allSatisfy { $0.superview != nil })
    }

    @Test func aReentrantCallFromCellForRowIsRejectedAndTheTableStaysWhole() {
        var nested = 0
        source.onCellForRow = { table, _ in
            nested += 1
            if nested < 5 { table.reconfigureRows(at: [IndexPath(row: 0, section: 0)]) }
            table.reloadData()
        }
        let before = table.visibleCells
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        #expect(nested == 1)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("reconfigureRows(at:) called while the table is asking its data source") })
        let sameCells = table.visibleCells.elementsEqual(before, by: ===)
        #expect(table.visibleCells.count == 5 && sameCells, "the reload waits for the layout pass")
        source.onCellForRow = { _, _ in }
        t.run(for: 0.1)
        #expect(table.visibleCells.count == 5)
        #expect(table.visibleCells.map { $0.text ?? "" } == ["a0", "a1", "a2", "a3", "a4"])
    }

    @Test func insideABatchTheRowsNameThoseBeforeTheUpdateAndAreReconfiguredAfterIt() {
        let a2 = cell(2)
        source.items.remove(at: 0)                   // a1 a2 a3 …
        source.items[1] = "a2 changed"
        table.performBatchUpdates({
            table.reconfigureRows(at: [IndexPath(row: 2, section: 0)])           // a2, before the update
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
            #expect(source.log.isEmpty, "nothing is asked before the update is applied")
        })
        #expect(cell(1) === a2 && a2?.text == "a2 changed")
        #expect(source.log.filter { $0 == "cellForRowAt 1" }.count == 1)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aDeletedRowIsNotReconfigured() {
        source.items.remove(at: 2)
        table.performBatchUpdates({
            table.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        })
        #expect(source.log == ["cellForRowAt 4", "willDisplay 4", "didEndDisplaying 2"], "only the row that came into view")
    }

    @Test func aSelfSizingRowIsMeasuredAgain() throws {
        let world = Simulation(profile: .iOS13)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let table = TableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        let source = HandBackSource(notes: NotesSource(["Short", "Short", "Short"]))
        table.dataSource = source
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 60
        window.layoutIfNeeded()
        let shortHeight = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell)
        source.notes.notes[1] = String(repeating: "A note long enough to wrap over several lines. ", count: 5)
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        #expect(second.body.text == source.notes.notes[1])
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(tall > shortHeight * 2, "measured again: \(tall) after \(shortHeight)")
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == shortHeight + tall, "the rows below moved")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === second && second.frame.height == tall)
        #expect(table.contentSize.height == 2 * shortHeight + tall)
    }

    @Test func aFixedHeightRowKeepsItsHeightAndTheDelegateIsNotAskedAgain() {
        let height = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        source.items[1] = String(repeating: "long ", count: 100)
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == height)
    }
}

/// UIKit's reason, spelled out here so the test fails if the library's text drifts from it.
enum CellReconfigurationTextProbe {
    static let uikitReason = "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item, which is not allowed"
}

/// A data source whose cells come from `dequeueReusableCell(withIdentifier:for:)` of NoteCell's identifier, so a
/// reconfigure hands the shown cell back.
final class HandBackSource: TableViewDataSource {
    let notes: NotesSource
    init(notes: NotesSource) { self.notes = notes }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.notes.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        (cell as? NoteCell)?.body.text = notes.notes[indexPath.row]
        return cell
    }
}

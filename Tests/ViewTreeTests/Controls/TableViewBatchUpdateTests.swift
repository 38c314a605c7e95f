import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A data source over arrays of strings (one per section) that logs what the table asks and tells.
final class ItemsSource: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var log: [String] = []
    var heights: [String: CGFloat] = [:]
    var onCellForRow: (TableView, TableIndexPath) -> Void = { _, _ in }

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        log.append("cellForRowAt \(indexPath.section)-\(indexPath.row)")
        onCellForRow(tableView, indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "item") ?? TableViewCell(style: .default, reuseIdentifier: "item")
        cell.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat {
        heights[sections[indexPath.section][indexPath.row]] ?? 44
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        log.append("willDisplay \(indexPath.section)-\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        log.append("didEndDisplaying \(indexPath.section)-\(indexPath.row)")
    }
}

@Suite struct TableViewBatchUpdateTests {
    let t = TestWorld()
    let table: TableView
    let source: ItemsSource

    /// A 320 × 220 table: five 44-point rows are visible.
    init() {
        table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        table.contentInsetAdjustmentBehavior = .never
        t.window.addSubview(table)
        source = ItemsSource([(0..<20).map { "a\($0)" }])
        table.dataSource = source
        table.delegate = source
        t.run(for: 0.1)
        source.log = []
    }

    /// The texts of the shown cells, top to bottom.
    var shownTexts: [String] {
        table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { $0.text ?? "" }
    }

    func cell(_ row: Int, _ section: Int = 0) -> TableViewCell? {
        table.cellForRow(at: IndexPath(row: row, section: section))
    }

    @Test func insertingARowAsksOnlyForItsCellAndKeepsTheOthers() {
        let firstCell = cell(0)
        source.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(source.log == ["cellForRowAt 0-0", "willDisplay 0-0", "didEndDisplaying 0-5"])
        #expect(shownTexts == ["new", "a0", "a1", "a2", "a3"])
        #expect(cell(1) === firstCell && firstCell?.frame.minY == 44)
        #expect(table.numberOfRows(inSection: 0) == 21 && table.contentSize.height == 21 * 44)
    }

    @Test func deletingARowSendsItsCellToThePoolAndShiftsTheRest() {
        let third = cell(3)
        source.sections[0].remove(at: 2)
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        // The row that comes into view may reuse the deleted row's cell only after it left: the
        // new cell is asked for first, then the deleted row's cell goes to the pool.
        #expect(source.log == ["cellForRowAt 0-4", "willDisplay 0-4", "didEndDisplaying 0-2"])
        #expect(shownTexts == ["a0", "a1", "a3", "a4", "a5"])
        #expect(cell(2) === third)
    }

    @Test func deletionsUseOldIndexesAndInsertionsNewOnesWhateverTheOrder() {
        source.sections[0].remove(at: 0)                 // a1 a2 a3 …
        source.sections[0].insert("x", at: 3)            // a1 a2 a3 x a4 …
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)   // after the update
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)   // before it
        })
        #expect(shownTexts == ["a1", "a2", "a3", "x", "a4"])
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func reloadingARowReplacesItsCellAndDeselectsIt() {
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        let old = cell(1)
        let made = table.createdCellCount
        source.sections[0][1] = "changed"
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(source.log == ["cellForRowAt 0-1", "willDisplay 0-1", "didEndDisplaying 0-1"])
        #expect(cell(1) !== old && cell(1)?.text == "changed")
        // Every visible row had a cell and the pool was empty: the reload made a cell.
        #expect(table.createdCellCount == made + 1)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test func theSelectionFollowsItsRows() {
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        source.sections[0].insert(contentsOf: ["p", "q"], at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)], with: .top)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(cell(4)?.isSelected == true && cell(2)?.isSelected == false)
        source.sections[0].remove(at: 4)
        table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func movingARowMovesItsCell() {
        let first = cell(0)
        let item = source.sections[0].remove(at: 0)
        source.sections[0].insert(item, at: 3)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(cell(3) === first)
        #expect(shownTexts == ["a1", "a2", "a3", "a0", "a4"])
        #expect(!source.log.contains { $0.hasPrefix("cellForRowAt") })
    }

    @Test func aCountThatDoesNotAddUpIsReportedWithUIKitsMessageAndTheTableReloads() {
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)   // the data did not change
        let message = t.simulation.diagnostics.last?.message ?? ""
        #expect(message.contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (20) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."))
        #expect(message.contains("NSInternalInconsistencyException"))
        #expect(table.numberOfRows(inSection: 0) == 20 && shownTexts == ["a0", "a1", "a2", "a3", "a4"])
    }

    @Test func indexesOutsideTheRowsAreReportedAsUIKitDoes() {
        source.sections[0].removeLast()
        table.deleteRows(at: [IndexPath(row: 99, section: 0)], with: .automatic)
        #expect(t.simulation.diagnostics.last?.message.contains("attempt to delete row 99 from section 0 which only contains 20 rows before the update") == true)
        source.sections[0] += ["b", "c"]                        // 21 rows now
        table.insertRows(at: [IndexPath(row: 100, section: 0)], with: .automatic)
        #expect(t.simulation.diagnostics.last?.message.contains("attempt to insert row 100 into section 0, but there are only 21 rows in section 0 after the update") == true)
        #expect(table.numberOfRows(inSection: 0) == 21)
    }

    @Test func deletingAndInsertingTheSameRowInOneGroupIsAReplacement() {
        source.sections[0][0] = "fresh"
        table.beginUpdates()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.endUpdates()
        #expect(t.simulation.diagnostics.isEmpty)
        #expect(shownTexts.first == "fresh")
    }

    @Test func sectionsAreInsertedAndDeletedWithTheirRows() {
        source.sections.insert(["s0", "s1"], at: 0)
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        #expect(t.simulation.diagnostics.isEmpty)
        #expect(table.numberOfSections == 2 && shownTexts == ["s0", "s1", "a0", "a1", "a2"])
        let a0 = cell(0, 1)
        #expect(a0?.text == "a0")
        source.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
        #expect(cell(0) === a0)
        table.deleteSections(IndexSet(integer: 0), with: .automatic)       // the data source still has it
        #expect(t.simulation.diagnostics.last?.message.contains("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).") == true)
    }

    @Test func aTableThatNeverLoadedReadsItsCountsBeforeTheUpdateFromTheChangedDataSource() {
        let fresh = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        t.window.addSubview(fresh)
        let items = ItemsSource([["a"]])
        fresh.dataSource = items
        items.sections[0].append("b")                          // before the first layout
        fresh.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(t.simulation.diagnostics.last?.message.contains("after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)") == true)
        #expect(fresh.numberOfRows(inSection: 0) == 2)
    }

    @Test func anEmptyGroupReReadsTheHeightsAndKeepsTheCells() {
        let second = cell(1)
        source.heights["a0"] = 100
        table.beginUpdates()
        table.endUpdates()
        #expect(!source.log.contains { $0.hasPrefix("cellForRowAt 0-1") })
        #expect(cell(1) === second && second?.frame.minY == 100)
        #expect(cell(0)?.frame.height == 100 && cell(0)?.contentView.frame.height ?? 0 > 99)
    }

    @Test func groupsNestAndTheCompletionRunsOnTheNextTurn() {
        var finished: [Bool] = []
        table.performBatchUpdates({
            source.sections[0].append("z")
            table.beginUpdates()
            table.insertRows(at: [IndexPath(row: 20, section: 0)], with: .bottom)
            table.endUpdates()
            #expect(table.numberOfRows(inSection: 0) == 20)      // not applied before the outermost end
        }, completion: { finished.append($0) })
        #expect(table.numberOfRows(inSection: 0) == 21)
        #expect(finished.isEmpty)
        t.run(for: 0.05)
        #expect(finished == [true])
        table.performBatchUpdates({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
                                  completion: { finished.append($0) })
        t.run(for: 0.05)
        #expect(finished == [true, false])                        // refused: the data source kept its row
    }

    @Test func reloadDataInsideAGroupReplacesWhatTheGroupRecorded() {
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        source.sections[0] = ["only"]
        table.reloadData()
        table.endUpdates()
        #expect(t.simulation.diagnostics.isEmpty)
        #expect(shownTexts == ["only"])
    }

    @Test func badCallsAreRejectedAndLeaveTheTableAsItWas() {
        table.endUpdates()
        #expect(t.simulation.diagnostics.last?.message.contains("endUpdates() without a matching beginUpdates()") == true)
        table.insertRows(at: [IndexPath(row: -1, section: 0)], with: .automatic)
        #expect(t.simulation.diagnostics.last?.message.contains("is not a row's index path") == true)
        table.deleteRows(at: [IndexPath(indexes: [0, 1, 2])], with: .automatic)
        #expect(t.simulation.diagnostics.last?.message.contains("exactly 2 indexes") == true)
        table.moveSection(-1, toSection: 0)
        #expect(t.simulation.diagnostics.last?.message.contains("cannot be negative") == true)
        #expect(shownTexts == ["a0", "a1", "a2", "a3", "a4"] && table.numberOfRows(inSection: 0) == 20)
    }

    @Test func anUpdateFromInsideCellForRowIsRefusedWithoutRecursing() {
        var calls = 0
        source.onCellForRow = { table, _ in
            calls += 1
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        table.setContentOffset(CGPoint(x: 0, y: 44), animated: false)   // one row comes in
        #expect(calls == 1)
        #expect(t.simulation.diagnostics.last?.message.contains("called from a data source or delegate callback") == true)
        source.onCellForRow = { _, _ in }
        t.run(for: 0.1)
        #expect(table.numberOfRows(inSection: 0) == 20)
    }

    /// Seeded random batches (deletions, insertions, reloads and moves together) against a model
    /// of UIKit's rule: the rows that stay keep their order and fill the places no insertion or
    /// move took. After each batch the shown cells show the model's rows, and every row that was
    /// shown and stays shown kept its cell.
    @Test(arguments: [UInt64(1), 2, 3])
    func randomBatchesMatchTheModel(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(1, n)))
        }
        var fresh = 0
        for round in 0..<60 {
            let old = source.sections[0]
            var deleted = Set<Int>(), reloaded = Set<Int>()
            var moves: [(Int, Int)] = []
            for _ in 0..<next(4) where !old.isEmpty { deleted.insert(next(old.count)) }
            for _ in 0..<next(3) where !old.isEmpty { let r = next(old.count); if !deleted.contains(r) { reloaded.insert(r) } }
            let insertCount = next(4)
            if next(3) == 0, !old.isEmpty {
                let from = next(old.count)
                if !deleted.contains(from), !reloaded.contains(from) { moves.append((from, -1)) }
            }
            let newCount = old.count - deleted.count + insertCount
            var inserted = Set<Int>()
            while inserted.count < min(insertCount, newCount) { inserted.insert(next(newCount)) }
            for i in moves.indices {
                let free = (0..<newCount).filter { !inserted.contains($0) && !moves.map(\.1).contains($0) }
                moves[i].1 = free[next(free.count)]
            }
            // The model: fill the new array as UIKit's rule says.
            var new = [String?](repeating: nil, count: newCount)
            for i in inserted { fresh += 1; new[i] = "n\(fresh)" }
            for (from, to) in moves { new[to] = old[from] }
            var stay = old.indices.filter { !deleted.contains($0) && !moves.map(\.0).contains($0) }.makeIterator()
            for i in new.indices where new[i] == nil {
                guard let o = stay.next() else { break }
                new[i] = reloaded.contains(o) ? old[o] + "'" : old[o]
            }
            let before = Dictionary(uniqueKeysWithValues: table.visibleCells.map { ($0.text ?? "", ObjectIdentifier($0)) })
            source.sections[0] = new.map { $0! }
            table.performBatchUpdates({
                table.deleteRows(at: deleted.map { IndexPath(row: $0, section: 0) }, with: .automatic)
                table.reloadRows(at: reloaded.map { IndexPath(row: $0, section: 0) }, with: .automatic)
                table.insertRows(at: inserted.map { IndexPath(row: $0, section: 0) }, with: .automatic)
                for (from, to) in moves { table.moveRow(at: IndexPath(row: from, section: 0), to: IndexPath(row: to, section: 0)) }
            })
            #expect(t.simulation.diagnostics.isEmpty, "round \(round)")
            let top = Int(table.contentOffset.y / 44)
            let expected = Array(source.sections[0].dropFirst(top).prefix(5))
            #expect(shownTexts == expected, "round \(round): deleted \(deleted.sorted()), reloaded \(reloaded.sorted()), inserted \(inserted.sorted()), moves \(moves)")
            for cell in table.visibleCells {
                if let id = before[cell.text ?? ""] { #expect(ObjectIdentifier(cell) == id, "round \(round): \(cell.text ?? "") lost its cell") }
            }
            if next(4) == 0 {
                let maxY = max(0, table.contentSize.height - table.bounds.height)
                table.setContentOffset(CGPoint(x: 0, y: min(maxY, CGFloat(next(8)) * 44)), animated: false)
            }
            if source.sections[0].count < 8 { source.sections[0] += ["m\(round)a", "m\(round)b", "m\(round)c"]; table.reloadData() }
        }
    }

    @Test func theTableLetsNoCellOrWorldOutliveIt() {
        weak var weakTable: TableView?
        weak var weakCell: TableViewCell?
        do {
            let world = TestWorld()
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
            world.window.addSubview(table)
            let items = ItemsSource([["a", "b"]])
            table.dataSource = items
            world.run(for: 0.1)
            items.sections[0].insert("c", at: 0)
            table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
                                      completion: { _ in _ = table.visibleCells })
            weakTable = table
            weakCell = table.visibleCells.first
        }
        #expect(weakTable == nil && weakCell == nil)
    }
}

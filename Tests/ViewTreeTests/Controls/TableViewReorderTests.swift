import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Two sections of items; the first item is pinned (it cannot move); with `confined`, the delegate keeps a row in
/// its own section, as Apple's Listing 8-3 does.
private final class ReorderController: TableViewController {
    var items = [["a0", "a1", "a2", "a3", "a4"], ["b0", "b1", "b2"]]
    var log: [String] = []
    var confined = true
    var ignoresMoves = false
    var answer: ((IndexPath) -> IndexPath)?

    override func numberOfSections(in tableView: TableView) -> Int { items.count }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items[section].count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "i") ?? TableViewCell(style: .default, reuseIdentifier: "i")
        cell.textLabel?.text = items[indexPath.section][indexPath.row]
        return cell
    }
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        indexPath != IndexPath(row: 0, section: 0)
    }
    override func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                            toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        log.append("target \(path(sourceIndexPath)) over \(path(proposedDestinationIndexPath))")
        if let answer { return answer(proposedDestinationIndexPath) }
        guard confined, proposedDestinationIndexPath.section != sourceIndexPath.section else { return proposedDestinationIndexPath }
        let last = items[sourceIndexPath.section].count - 1
        return IndexPath(row: proposedDestinationIndexPath.section > sourceIndexPath.section ? last : 0, section: sourceIndexPath.section)
    }
    override func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(path(sourceIndexPath)) to \(path(destinationIndexPath))")
        guard !ignoresMoves else { return }
        let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        items[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
    func path(_ p: IndexPath) -> String { "\(p.section).\(p.row)" }
}

@Suite struct TableViewReorderTests {
    let t = TestWorld()
    fileprivate let controller = ReorderController()

    init() {
        t.show(controller)
        controller.setEditing(true, animated: false)
    }

    var table: TableView { controller.tableView }
    func shownTexts(_ section: Int) -> [String?] {
        (0..<table.numberOfRows(inSection: section)).map { table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text }
    }

    @Test func aDragAsksTheDelegateAtEachRowThenTheDataSourceAndTheCellFollows() throws {
        let moving = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let landed = table.dragReorderControl(forRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(landed == IndexPath(row: 3, section: 0))
        #expect(controller.log == ["target 0.1 over 0.2", "target 0.1 over 0.3", "move 0.1 to 0.3"])
        #expect(controller.items[0] == ["a0", "a2", "a3", "a1", "a4"])
        #expect(shownTexts(0) == ["a0", "a2", "a3", "a1", "a4"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === moving)
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func theDelegateRetargetsAndTheDataSourceGetsTheRetargetedPath() {
        let landed = table.dragReorderControl(forRowAt: IndexPath(row: 3, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(landed == IndexPath(row: 4, section: 0))
        #expect(controller.log == ["target 0.3 over 0.4", "target 0.3 over 1.0", "target 0.3 over 1.1", "move 0.3 to 0.4"])
        #expect(controller.items == [["a0", "a1", "a2", "a4", "a3"], ["b0", "b1", "b2"]])
        #expect(shownTexts(0) == ["a0", "a1", "a2", "a4", "a3"] && shownTexts(1) == ["b0", "b1", "b2"])
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func aRowCanMoveUpIntoAnotherSection() {
        controller.confined = false
        let landed = table.dragReorderControl(forRowAt: IndexPath(row: 0, section: 1), to: IndexPath(row: 4, section: 0))
        #expect(landed == IndexPath(row: 4, section: 0))
        #expect(controller.log == ["target 1.0 over 0.5", "target 1.0 over 0.4", "move 1.0 to 0.4"])
        #expect(shownTexts(0) == ["a0", "a1", "a2", "a3", "b0", "a4"] && shownTexts(1) == ["b1", "b2"])
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func droppedInPlaceTheDataSourceIsToldAndNothingMoves() {
        let landed = table.dragReorderControl(forRowAt: IndexPath(row: 2, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(landed == IndexPath(row: 2, section: 0))
        #expect(controller.log == ["move 0.2 to 0.2"])
        #expect(shownTexts(0) == ["a0", "a1", "a2", "a3", "a4"])
    }

    @Test func nothingHappensOutsideEditingModeOrForAPinnedRow() {
        #expect(table.dragReorderControl(forRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) == nil)
        controller.setEditing(false, animated: false)
        #expect(table.dragReorderControl(forRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0)) == nil)
        #expect(controller.log.isEmpty)
        #expect(controller.items[0] == ["a0", "a1", "a2", "a3", "a4"])
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func badPathsAndBadAnswersAreRejected() {
        #expect(table.dragReorderControl(forRowAt: IndexPath(row: 9, section: 0), to: IndexPath(row: 0, section: 0)) == nil)
        #expect(t.simulation.diagnostics.last?.message.contains("the table has no such row") == true)
        // In its own section a row has 5 destinations (0–4); in another, one more than its rows.
        #expect(table.dragReorderControl(forRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 5, section: 0)) == nil)
        #expect(t.simulation.diagnostics.last?.message.contains("rows 0 to 4 of section 0") == true)
        #expect(table.dragReorderControl(forRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 2)) == nil)
        #expect(t.simulation.diagnostics.map(\.code) == [.indexOutOfRange, .indexOutOfRange, .indexOutOfRange])
        #expect(controller.log.isEmpty)
        // An answer the table cannot have keeps the previous destination.
        controller.answer = { $0.row == 3 ? IndexPath(row: 7, section: 0) : $0 }
        let landed = table.dragReorderControl(forRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(landed == IndexPath(row: 2, section: 0))
        #expect(t.simulation.diagnostics.last?.message.contains("returned [0, 7]") == true)
        #expect(controller.items[0] == ["a0", "a2", "a1", "a3", "a4"] && shownTexts(0) == ["a0", "a2", "a1", "a3", "a4"])
    }

    @Test func aDataSourceThatKeepsItsItemsAcrossSectionsIsReported() {
        controller.confined = false
        controller.ignoresMoves = true
        table.dragReorderControl(forRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
        #expect(t.simulation.diagnostics.last?.message.contains("Invalid update") == true)
        // The table reloaded from the data as it is.
        #expect(shownTexts(0) == ["a0", "a1", "a2", "a3", "a4"] && shownTexts(1) == ["b0", "b1", "b2"])
    }

    @Test func aDragStartedFromTheCallbacksOfAnotherIsRejected() {
        let table = self.table
        controller.answer = { proposed in
            table.dragReorderControl(forRowAt: IndexPath(row: 3, section: 0), to: IndexPath(row: 4, section: 0))
            return proposed
        }
        let landed = table.dragReorderControl(forRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(landed == IndexPath(row: 2, section: 0))
        #expect(t.simulation.diagnostics.count == 1)
        #expect(t.simulation.diagnostics.last?.message.contains("handles another drag") == true)
        #expect(controller.log == ["target 0.1 over 0.2", "move 0.1 to 0.2"])
    }
}

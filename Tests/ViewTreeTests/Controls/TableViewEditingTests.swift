import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A to-do list controller that lets every row but the first be edited, and logs the editing calls.
final class TodoController: TableViewController {
    var items = (0..<20).map { "t\($0)" }
    var log: [String] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "todo") ?? TableViewCell(style: .default, reuseIdentifier: "todo")
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        log.append("canEdit \(indexPath.row)")
        return indexPath.row != 0
    }
    override func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        log.append("editingStyle \(indexPath.row)")
        return indexPath.row == 2 ? .insert : .delete
    }
    override func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.row)")
    }
    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle) \(indexPath.row) editing \(tableView.isEditing)")
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
    override func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath?.row ?? -1) editing \(tableView.isEditing)")
    }
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.row)")
    }
}

@Suite struct TableViewEditingTests {
    let t = TestWorld()
    let controller = TodoController()

    init() {
        t.show(controller)
        t.run(for: 0.1)
        controller.log = []
    }

    func cell(_ row: Int) -> TableViewCell? { controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)) }

    @Test func editingModeReachesTheEditableRowsWithTheirStyles() {
        controller.tableView.setEditing(true, animated: true)
        #expect(controller.tableView.isEditing)
        #expect(cell(0)?.isEditing == false && cell(0)?.editingStyle == TableViewCell.EditingStyle.none)
        #expect(cell(1)?.isEditing == true && cell(1)?.editingStyle == .delete)
        #expect(cell(2)?.editingStyle == .insert)
        // A row scrolled in later takes the same state.
        controller.tableView.setContentOffset(CGPoint(x: 0, y: 44 * 12), animated: false)
        #expect(cell(15)?.isEditing == true)
        controller.tableView.isEditing = false
        #expect(cell(15)?.isEditing == false && cell(15)?.editingStyle == TableViewCell.EditingStyle.none)
    }

    @Test func aTapSelectsWhileEditingOnlyWhenAllowed() {
        controller.tableView.setEditing(true, animated: false)
        tap(cell(3)!)
        t.run(for: 0.1)
        #expect(!controller.log.contains("didSelect 3"))
        controller.tableView.allowsSelectionDuringEditing = true
        tap(cell(3)!)
        t.run(for: 0.1)
        #expect(controller.log.contains("didSelect 3"))
    }

    @Test func aSwipeToDeleteSendsUIKitsOrder() {
        let deleted = controller.tableView.swipeToDelete(rowAt: IndexPath(row: 4, section: 0))
        #expect(deleted)
        #expect(controller.log == ["canEdit 4", "editingStyle 4", "willBeginEditing 4", "commit delete 4 editing true",
                                   "didEndEditing 4 editing false"])
        #expect(controller.items.count == 19 && cell(4)?.textLabel?.text == "t5")
        #expect(!controller.tableView.isEditing && cell(5)?.isEditing == false)
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func aSwipeDoesNothingOnARowThatCannotBeDeleted() {
        #expect(!controller.tableView.swipeToDelete(rowAt: IndexPath(row: 0, section: 0)))   // not editable
        #expect(!controller.tableView.swipeToDelete(rowAt: IndexPath(row: 2, section: 0)))   // .insert
        controller.tableView.setEditing(true, animated: false)
        #expect(!controller.tableView.swipeToDelete(rowAt: IndexPath(row: 5, section: 0)))   // editing mode
        #expect(!controller.log.contains { $0.hasPrefix("commit") })
        #expect(!controller.tableView.swipeToDelete(rowAt: IndexPath(row: 99, section: 0)))
        #expect(t.simulation.diagnostics.last?.message.contains("swipeToDelete(rowAt:") == true)
        #expect(controller.items.count == 20)
    }

    @Test func theEditButtonTogglesTheControllerAndItsTable() {
        let button = controller.editButtonItem
        #expect(button === controller.editButtonItem)
        #expect(button.title == "Edit" && button.style == .plain)
        button.performPrimaryAction()
        #expect(controller.isEditing && controller.tableView.isEditing)
        #expect(button.title == "Done" && button.style == .done)
        button.performPrimaryAction()
        #expect(!controller.isEditing && !controller.tableView.isEditing && button.title == "Edit")
    }

    @Test func theEditButtonDoesNotKeepItsControllerAlive() {
        weak var weakController: ViewController?
        var button: BarButtonItem?
        do {
            let c = ViewController()
            button = c.editButtonItem
            weakController = c
        }
        #expect(weakController == nil)
        button?.performPrimaryAction()                         // the controller is gone: nothing happens
        #expect(button?.title == "Edit")
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A mail list: trailing Archive (normal) and Delete (destructive) actions on odd rows, a leading Flag on every
/// row, no trailing configuration on even rows (the default Delete), and none at all on row 0.
final class MailController: TableViewController {
    var items = (0..<12).map { "m\($0)" }
    var log: [String] = []
    /// The completion of the last action whose handler kept it for later.
    var pendingCompletion: ((Bool) -> Void)?

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "mail") ?? TableViewCell(style: .default, reuseIdentifier: "mail")
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(indexPath.row) editing \(tableView.isEditing)")
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    override func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.row)")
    }
    override func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath?.row ?? -1) editing \(tableView.isEditing)")
    }
    override func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        let flag = ContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            self?.log.append("flag \(indexPath.row)")
            self?.pendingCompletion = completion      // completes later, as after an animation
        }
        flag.backgroundColor = .orange
        return SwipeActionsConfiguration(actions: [flag])
    }
    override func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        if indexPath.row == 0 { return SwipeActionsConfiguration(actions: []) }
        guard indexPath.row % 2 == 1 else { return nil }
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, view, completion in
            guard let self else { return completion(false) }
            self.log.append("delete \(indexPath.row) from \(type(of: view)) editing \(tableView.isEditing)")
            self.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        let archive = ContextualAction(style: .normal, title: "Archive") { [weak self] _, _, completion in
            self?.log.append("archive \(indexPath.row)")
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete, archive])
    }
}

@Suite struct TableViewSwipeActionTests {
    let t = TestWorld()
    let controller = MailController()

    init() {
        t.show(controller)
        t.run(for: 0.1)
        controller.log = []
    }

    var table: TableView { controller.tableView }

    @Test func theDelegatesTrailingActionsRunInUIKitsOrderAndCloseOnCompletion() {
        let configuration = table.swipeActionsConfiguration(forRowAt: IndexPath(row: 3, section: 0), edge: .trailing)
        #expect(configuration?.actions.map(\.title) == ["Delete", "Archive"])
        #expect(configuration?.actions.first?.backgroundColor == ContextualAction.destructiveBackgroundColor)
        #expect(configuration?.actions.last?.backgroundColor == ContextualAction.normalBackgroundColor)
        #expect(configuration?.performsFirstActionWithFullSwipe == true)
        #expect(table.performSwipeAction(at: 0, forRowAt: IndexPath(row: 3, section: 0)))
        #expect(controller.log == ["willBeginEditing 3", "delete 3 from TableViewCell editing true", "didEndEditing 3 editing false"])
        #expect(controller.items.count == 11 && !controller.items.contains("m3") && table.numberOfRows(inSection: 0) == 11)
        controller.log = []
        #expect(table.performSwipeAction(at: 1, forRowAt: IndexPath(row: 5, section: 0)))
        #expect(controller.log == ["willBeginEditing 5", "archive 5", "didEndEditing 5 editing false"])
        #expect(!table.performSwipeAction(at: 2, forRowAt: IndexPath(row: 5, section: 0)))  // no third button
    }

    @Test func withoutATrailingConfigurationTheDefaultDeleteButtonCommitsTheDeletion() {
        let configuration = table.swipeActionsConfiguration(forRowAt: IndexPath(row: 2, section: 0), edge: .trailing)
        #expect(configuration?.actions.map(\.title) == ["Delete"] && configuration?.actions.first?.style == .destructive)
        #expect(table.performSwipeAction(forRowAt: IndexPath(row: 2, section: 0)))
        #expect(controller.log == ["willBeginEditing 2", "commit 2 editing true", "didEndEditing 2 editing false"])
        #expect(controller.items.count == 11 && !controller.items.contains("m2"))
        controller.log = []
        // swipeToDelete is the default button's swipe; a row with actions of its own has no Delete button to tap.
        #expect(table.swipeToDelete(rowAt: IndexPath(row: 2, section: 0)))
        #expect(!table.swipeToDelete(rowAt: IndexPath(row: 1, section: 0)))
    }

    @Test func anEmptyConfigurationPreventsTheSwipeAndEditingModeToo() {
        #expect(table.swipeActionsConfiguration(forRowAt: IndexPath(row: 0, section: 0), edge: .trailing) == nil)
        #expect(!table.performSwipeAction(forRowAt: IndexPath(row: 0, section: 0)))
        table.setEditing(true, animated: false)
        #expect(table.swipeActionsConfiguration(forRowAt: IndexPath(row: 3, section: 0), edge: .trailing) == nil)
        table.setEditing(false, animated: false)
        #expect(controller.log.isEmpty)
        #expect(!table.performSwipeAction(forRowAt: IndexPath(row: 40, section: 0)))
        #expect(t.simulation.diagnostics.last?.message.contains("performSwipeAction(at: 0, forRowAt: [0, 40])") == true)
    }

    @Test func aLeadingActionThatCompletesLaterKeepsTheSwipeOpenUntilThen() {
        #expect(table.swipeActionsConfiguration(forRowAt: IndexPath(row: 4, section: 0), edge: .leading)?.actions.first?.backgroundColor == .orange)
        #expect(table.performSwipeAction(forRowAt: IndexPath(row: 4, section: 0), edge: .leading))
        #expect(controller.log == ["willBeginEditing 4", "flag 4"])
        #expect(table.isEditing)                                             // the swipe is still open
        controller.pendingCompletion?(true)
        #expect(!table.isEditing)
        #expect(controller.log.last == "didEndEditing 4 editing false")
        controller.pendingCompletion?(true)                                  // a second call changes nothing
        #expect(controller.log.count == 3)
    }
}

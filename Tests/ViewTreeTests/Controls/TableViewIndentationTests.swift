import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A table controller whose data source gives row 1's cell indentation level 2 itself, and which logs the
/// calls that prepare a cell.
private class OutlineController: TableViewController {
    var log: [String] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log.append("cellForRow \(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = "row \(indexPath.row)"
        cell.indentationLevel = indexPath.row == 1 ? 2 : 0
        return cell
    }
    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.row) level \(cell.indentationLevel)")
    }
}

/// The same controller with a delegate that indents each row by its number (and row 3 by a negative level).
private final class IndentingController: OutlineController {
    override func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        log.append("indentationLevel \(indexPath.row)")
        return indexPath.row == 3 ? -1 : indexPath.row
    }
}

@Suite struct TableViewIndentationTests {
    func cell(_ row: Int, of controller: TableViewController) -> TableViewCell? {
        controller.tableView.cellForRow(at: IndexPath(row: row, section: 0))
    }

    @Test func theDelegatesLevelIsSetBetweenCellForRowAndWillDisplay() {
        let t = TestWorld()
        let controller = IndentingController()
        t.show(controller)
        #expect(Array(controller.log.prefix(3)) == ["cellForRow 0", "indentationLevel 0", "willDisplay 0 level 0"])
        #expect(controller.log.contains("willDisplay 2 level 2"))
        // The delegate's answer replaces the level the data source gave (row 1: 2 → 1).
        #expect(cell(1, of: controller)?.indentationLevel == 1)
        #expect(cell(2, of: controller)?.indentationLevel == 2)
    }

    @Test func withoutTheDelegateMethodTheCellKeepsItsLevel() {
        let t = TestWorld()
        let controller = OutlineController()
        t.show(controller)
        #expect(cell(1, of: controller)?.indentationLevel == 2)
        #expect(cell(0, of: controller)?.indentationLevel == 0)
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func theBuiltInLabelMovesByLevelTimesWidthAndTheContentViewStays() throws {
        let t = TestWorld()
        let controller = IndentingController()
        t.show(controller)
        let margin = t.profile.tableCellMargin
        let two = try #require(cell(2, of: controller))
        #expect(TableViewCell.defaultIndentationWidth == 10 && two.indentationWidth == 10)
        #expect(two.textLabel?.frame.minX == margin + 2 * 10)
        #expect(two.contentView.frame.minX == 0 && two.contentView.frame.width == two.bounds.width)
        #expect(cell(0, of: controller)?.textLabel?.frame.minX == margin)
        two.indentationWidth = 25
        two.layoutIfNeeded()
        #expect(two.textLabel?.frame.minX == margin + 50)
    }

    @Test func aNegativeLevelIsRejected() throws {
        let t = TestWorld()
        let controller = IndentingController()
        t.show(controller)
        #expect(cell(3, of: controller)?.indentationLevel == 0)
        let diagnostic = try #require(t.simulation.diagnostics.first { $0.message.contains("indentationLevelForRowAt") })
        #expect(diagnostic.code == .invalidValue)
        let plain = TableViewCell(style: .default, reuseIdentifier: nil)
        plain.indentationLevel = -4
        plain.indentationWidth = -.infinity
        #expect(plain.indentationLevel == 0 && plain.indentationWidth == 10)
    }
}

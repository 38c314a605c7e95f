import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A contacts-like list: sections B, D and Z of ten rows each, an A–Z index with a search glass and "#", and
/// the mapping of Benedict Cohen's example (a letter without a section jumps to the section before it).
private final class ContactsController: TableViewController {
    let sections = ["B", "D", "Z"]
    var log: [String] = []
    var indexTitles: [String]? = [TableView.indexSearch, "A", "B", "C", "D", "E", "Z", "#"]

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? TableViewCell(style: .default, reuseIdentifier: "c")
        cell.textLabel?.text = "\(sections[indexPath.section]) \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section] }
    override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        log.append("sectionIndexTitles")
        return indexTitles
    }
    override func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        log.append("sectionFor \(title) \(index)")
        if title == TableView.indexSearch {
            tableView.setContentOffset(CGPoint(x: 0, y: -tableView.adjustedContentInset.top), animated: false)
            return NSNotFound
        }
        if title == "#" { return sections.count - 1 }
        return sections.lastIndex { $0 <= title } ?? 0
    }
}

/// Only the titles: each title jumps to the section of its own number.
private final class TitlesOnly: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 4 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 12 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "c") ?? TableViewCell(style: .default, reuseIdentifier: "c")
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { ["1", "2", "3", "4"] }
}

@Suite struct TableViewSectionIndexTests {
    /// The content offset that puts a section's header at the top of the visible area.
    func headerTop(_ section: Int, of table: TableView, headerHeight: CGFloat) -> CGFloat {
        table.rectForRow(at: IndexPath(row: 0, section: section)).minY - headerHeight - table.adjustedContentInset.top
    }

    @Test func theTitlesAreAskedAtEachReload() {
        let t = TestWorld()
        let controller = ContactsController()
        t.show(controller)
        #expect(controller.tableView.sectionIndexTitles == [TableView.indexSearch, "A", "B", "C", "D", "E", "Z", "#"])
        let asked = controller.log.filter { $0 == "sectionIndexTitles" }.count
        #expect(asked >= 1)
        controller.indexTitles = nil
        controller.tableView.reloadData()
        #expect(controller.tableView.sectionIndexTitles == nil)
        #expect(controller.log.filter { $0 == "sectionIndexTitles" }.count == asked + 1)
    }

    @Test func touchingATitleScrollsToTheSectionTheDataSourceNames() {
        let t = TestWorld()
        let controller = ContactsController()
        t.show(controller)
        let table = controller.tableView!
        let header = t.profile.tableSectionHeaderHeight
        table.tapSectionIndexTitle(at: 4)                         // "D": section 1
        #expect(controller.log.last == "sectionFor D 4")
        #expect(table.contentOffset.y == headerTop(1, of: table, headerHeight: header))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) != nil)
        table.tapSectionIndexTitle(at: 1)                         // "A": before "B", section 0
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        table.tapSectionIndexTitle(at: 7)                         // "#": the last section
        #expect(table.contentOffset.y == headerTop(2, of: table, headerHeight: header))
        table.contentInset.bottom = -200                          // less content below: as far as the content goes
        table.tapSectionIndexTitle(at: 6)
        #expect(table.contentOffset.y == table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
        table.contentInset.bottom = 0
        table.tapSectionIndexTitle(at: 0)                         // the glass: the data source scrolls to the top itself
        #expect(controller.log.last == "sectionFor {search} 0")
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func withoutTheMappingATitleJumpsToTheSectionOfItsNumber() {
        let t = TestWorld()
        let source = TitlesOnly()
        let table = TableView(frame: t.window.bounds)
        table.dataSource = source
        t.window.addSubview(table)
        table.layoutIfNeeded()
        table.tapSectionIndexTitle(at: 2)
        #expect(table.contentOffset.y == table.rectForRow(at: IndexPath(row: 0, section: 2)).minY)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 2))
    }

    @Test func badTouchesAreRejected() {
        let t = TestWorld()
        let controller = ContactsController()
        t.show(controller)
        let table = controller.tableView!
        table.tapSectionIndexTitle(at: 8)
        #expect(t.simulation.diagnostics.last?.code == .indexOutOfRange)
        #expect(t.simulation.diagnostics.last?.message.contains("the index has 8 title(s)") == true)
        table.tapSectionIndexTitle(at: -1)
        #expect(t.simulation.diagnostics.count == 2)
        #expect(!controller.log.contains { $0.hasPrefix("sectionFor") })
        controller.indexTitles = []
        table.reloadData()
        table.tapSectionIndexTitle(at: 0)
        #expect(t.simulation.diagnostics.last?.message.contains("shows no section index") == true)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
    }

    @Test func anAnswerOutsideTheSectionsScrollsNowhere() {
        final class Wrong: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
                TableViewCell(style: .default, reuseIdentifier: nil)
            }
            func sectionIndexTitles(for tableView: TableView) -> [String]? { ["X"] }
            func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
                tableView.tapSectionIndexTitle(at: 0)                 // re-entrant: rejected
                return 5
            }
        }
        let t = TestWorld()
        let source = Wrong()
        let table = TableView(frame: t.window.bounds)
        table.dataSource = source
        t.window.addSubview(table)
        table.layoutIfNeeded()
        table.tapSectionIndexTitle(at: 0)
        #expect(t.simulation.diagnostics.map(\.code) == [.invalidValue, .indexOutOfRange])
        #expect(t.simulation.diagnostics.first?.message.contains("handles another touch") == true)
        #expect(t.simulation.diagnostics.last?.message.contains("returned section 5") == true)
        #expect(table.contentOffset == .zero)
    }

    /// `sectionIndexMinimumDisplayRowCount`: 0 by default; a table with fewer rows (30 here) shows no index, and the
    /// index comes back when the count allows it.
    @Test func fewerRowsThanTheMinimumShowNoIndex() {
        let t = TestWorld()
        let controller = ContactsController()
        t.show(controller)
        let table: TableView = controller.tableView
        #expect(table.sectionIndexMinimumDisplayRowCount == 0)
        table.sectionIndexMinimumDisplayRowCount = 31
        #expect(table.sectionIndexTitles == nil)
        table.tapSectionIndexTitle(at: 1)
        #expect(t.simulation.diagnostics.last?.message.contains("sectionIndexMinimumDisplayRowCount") == true)
        table.sectionIndexMinimumDisplayRowCount = 30
        #expect(table.sectionIndexTitles?.count == 8)
        table.sectionIndexMinimumDisplayRowCount = -5
        table.reloadData()
        #expect(table.sectionIndexTitles?.count == 8, "a negative count is no minimum")
    }
}

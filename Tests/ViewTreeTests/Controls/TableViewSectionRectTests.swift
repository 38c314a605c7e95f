import Foundation
import Testing
import ViewTree

/// `rect(forSection:)`, `rectForHeader(inSection:)`, `rectForFooter(inSection:)`, and `scrollToRow` with `NSNotFound` as
/// the row ("NSNotFound is a valid row index for scrolling to a section with zero rows", Apple's documentation).
/// In `TableViewTests` (its table in a window, 320 × 480), with sections of 3, 0 and 20 rows of 44 pt.
extension TableViewTests {
    func loadThreeSections() { load(NumberedRows([3, 0, 20])) }

    @Test func aSectionsRectHoldsItsRows() {
        loadThreeSections()
        #expect(table.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 132))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 132, width: 320, height: 0))
        #expect(table.rect(forSection: 2) == CGRect(x: 0, y: 132, width: 320, height: 880))
        // A plain table without titles has no headers or footers: zero high, at the section's ends.
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 132, width: 320, height: 0))
        #expect(table.rectForFooter(inSection: 2) == CGRect(x: 0, y: 1012, width: 320, height: 0))
    }

    /// "request for rect of invalid section (%ld)" (`-[UITableViewRowData rectForSection:]`).
    @Test(arguments: [-1, 3, Int.max])
    func aSectionTheTableDoesNotHaveIsZeroAndReported(section: Int) {
        loadThreeSections()
        #expect(table.rect(forSection: section) == .zero)
        #expect(world.diagnostics.last?.code == .indexOutOfRange)
        #expect(world.diagnostics.last?.message.contains("request for rect of invalid section (\(section))") == true)
        #expect(table.rectForHeader(inSection: section) == .zero)
        #expect(table.rectForFooter(inSection: section) == .zero)
    }

    @Test func notFoundAsTheRowScrollsToTheSection() {
        loadThreeSections()
        table.scrollToRow(at: TableIndexPath(row: NSNotFound, section: 2), at: .top, animated: false)
        #expect(table.contentOffset.y == 132)
        table.scrollToRow(at: TableIndexPath(row: NSNotFound, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 0)
        // The section with zero rows, the documented case.
        let before = world.diagnostics.count
        table.scrollToRow(at: TableIndexPath(row: NSNotFound, section: 1), at: .top, animated: false)
        #expect(table.contentOffset.y == 132)
        #expect(world.diagnostics.count == before)
    }

    @Test func notFoundInASectionTheTableDoesNotHaveIsRefused() {
        loadThreeSections()
        table.scrollToRow(at: TableIndexPath(row: NSNotFound, section: 7), at: .top, animated: false)
        #expect(table.contentOffset.y == 0)
        #expect(world.diagnostics.last?.code == .indexOutOfRange)
    }
}

import Foundation
import Testing
import ViewTree

/// `rect(forSection:)`, `rectForHeader(inSection:)`, `rectForFooter(inSection:)`, and `scrollToRow` with `NSNotFound` as
/// the row ("NSNotFound is a valid row index for scrolling to a section with zero rows", Apple's documentation).
@Suite struct TableViewSectionRectTests {
    let world = Simulation()
    let kept = TableTestObjects()
    let window: Window
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        table.contentInsetAdjustmentBehavior = .never
        window.addSubview(table)
        let source = NumberedRows([3, 0, 20])
        kept.objects.append(source)
        table.dataSource = source
        table.reloadData()
    }

    @Test func aSectionsRectHoldsItsRows() {
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
        #expect(table.rect(forSection: section) == .zero)
        #expect(world.diagnostics.last?.code == .indexOutOfRange)
        #expect(world.diagnostics.last?.message.contains("request for rect of invalid section (\(section))") == true)
        #expect(table.rectForHeader(inSection: section) == .zero)
        #expect(table.rectForFooter(inSection: section) == .zero)
    }

    @Test func notFoundAsTheRowScrollsToTheSection() {
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
        table.scrollToRow(at: TableIndexPath(row: NSNotFound, section: 7), at: .top, animated: false)
        #expect(table.contentOffset.y == 0)
        #expect(world.diagnostics.last?.code == .indexOutOfRange)
    }
}

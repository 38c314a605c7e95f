import Foundation
import Testing
import ViewTree

/// A data source whose counts and callbacks a test sets freely.
private final class HostileRows: TableViewDataSource, TableViewDelegate {
    var sections = 1
    var rows: (Int) -> Int = { _ in 10 }
    var onRows: ((TableView) -> Void)?
    var onHeight: ((TableView) -> Void)?
    var cell: ((TableView, TableIndexPath) -> TableViewCell)?
    var reloadsFromRows = 0

    func numberOfSections(in tableView: TableView) -> Int { sections }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        onRows?(tableView)
        return rows(section)
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat {
        onHeight?(tableView)
        return 44
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        if let cell { return cell(tableView, indexPath) }
        let made = TableViewCell(style: .default, reuseIdentifier: nil)
        made.text = "\(indexPath.row)"
        return made
    }
}

/// Issue 12's table items: each hostile data source is rejected with a specific diagnostic, the
/// table keeps its previous state, and nothing crashes, hangs or overflows the stack.
@Suite struct TableHostileInputTests {
    let world = Simulation()
    let window: Window
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    private let source = HostileRows()

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        window.addSubview(table)
        table.dataSource = source
        table.delegate = source
        table.reloadData()
    }

    func invalid() -> [Diagnostic] { world.diagnostics.filter { $0.code == .invalidValue } }

    /// The state a rejected reload must leave alone.
    func expectTenRowsKept() {
        #expect(table.numberOfSections == 1 && table.numberOfRows(inSection: 0) == 10)
        #expect(table.contentSize == CGSize(width: 320, height: 440))
        #expect(table.visibleCells.map(\.text) == (0..<10).map { "\($0)" })
        #expect(table.visibleCells.allSatisfy { $0.superview === table })
    }

    @Test func numberOfRowsReturningIntMaxIsRejected() {
        source.rows = { _ in Int.max }
        table.reloadData()
        expectTenRowsKept()
        #expect(invalid().count == 1)
        #expect(invalid().first?.message.contains("returned \(Int.max)") == true)
    }

    @Test func twoSectionsOfHalfIntMaxPlusOneDoNotOverflow() {
        source.sections = 2
        source.rows = { _ in Int.max / 2 + 1 }
        table.reloadData()
        expectTenRowsKept()
        #expect(invalid().count == 1)
        #expect(invalid().first?.message.contains("numberOfRowsInSection: 0") == true, "the first section alone is already too many")
        // Two sections that each fit but together pass the limit: rejected at the second.
        source.rows = { _ in TableView.maximumRowCount / 2 + 1 }
        table.reloadData()
        expectTenRowsKept()
        #expect(invalid().last?.message.contains("numberOfRowsInSection: 1") == true)
    }

    @Test func numberOfSectionsReturningIntMaxIsRejected() {
        source.sections = Int.max
        table.reloadData()
        expectTenRowsKept()
        #expect(invalid().count == 1 && invalid()[0].message.contains("numberOfSections(in:) returned \(Int.max)"))
    }

    @Test func reloadDataFromNumberOfRowsDoesNotRecurse() {
        var calls = 0
        source.onRows = { tableView in
            calls += 1
            tableView.reloadData()
        }
        source.rows = { _ in 3 }
        table.reloadData()
        #expect(calls == 1, "the nested reload was refused, not run")
        #expect(table.numberOfRows(inSection: 0) == 3 && table.visibleCells.count == 3)
        #expect(invalid().count == 1 && invalid()[0].message.hasPrefix("reloadData() called from a data source"))
        world.run(for: 0.1)
        #expect(calls == 1, "and not deferred into a reload loop either")
    }

    @Test func reloadDataFromHeightForRowDoesNotRecurse() {
        var calls = 0
        source.onHeight = { tableView in
            calls += 1
            tableView.reloadData()
        }
        table.reloadData()
        #expect(calls == 10, "one height per row, once")
        #expect(table.contentSize.height == 440 && table.visibleCells.count == 10)
        #expect(invalid().count == 10)
    }

    @Test func aCellThatAnotherTableShowsIsNotStolen() throws {
        let other = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(other)
        let thief = HostileRows()
        thief.rows = { _ in 2 }
        thief.cell = { [table] _, _ in table.visibleCells[0] }
        other.dataSource = thief
        other.reloadData()
        // The first table still shows its cell, in place.
        expectTenRowsKept()
        #expect(other.visibleCells.count == 2)
        #expect(other.visibleCells.allSatisfy { $0.superview === other && !table.visibleCells.contains($0) })
        #expect(invalid().count == 2)
        #expect(invalid()[0].message.contains("a cell that another table"))
    }

    @Test func oneCellForEveryRowShowsFreshCells() {
        let shared = TableViewCell(style: .default, reuseIdentifier: nil)
        source.cell = { _, _ in shared }
        source.rows = { _ in 4 }
        table.reloadData()
        #expect(table.visibleCells.count == 4)
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == 4)
        #expect(table.visibleCells.allSatisfy { $0.superview === table })
        #expect(invalid().count == 3, "rows 1, 2 and 3")
    }

    @Test func aTableInsideItsOwnCellIsNotListedWithThatCell() {
        let host = TableViewCell(style: .default, reuseIdentifier: nil)
        source.rows = { _ in 2 }
        source.cell = { _, indexPath in indexPath.row == 0 ? host : TableViewCell(style: .default, reuseIdentifier: nil) }
        table.reloadData()
        // The table goes into its own cell's content view: a cycle the core refuses.
        host.contentView.addSubview(table)
        #expect(table.superview === window)
        // A fresh load whose cell holds the table.
        let nested = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let outer = TableViewCell(style: .default, reuseIdentifier: nil)
        outer.contentView.addSubview(nested)
        window.addSubview(outer)
        let cycle = HostileRows()
        cycle.rows = { _ in 1 }
        cycle.cell = { _, _ in outer }
        nested.dataSource = cycle
        nested.reloadData()
        #expect(nested.visibleCells.count == 1)
        #expect(nested.visibleCells.allSatisfy { $0.superview === nested })
        #expect(nested.visibleCells.first !== outer)
        #expect(invalid().contains { $0.message.contains("contains the table itself") })
    }
}

// Self-sizing table rows: `rowHeight = TableView.automaticDimension` measures each shown cell's content
// view with Auto Layout (a multi-line label wrapping at the cell's width), and the rows after it move.
import Foundation
import Testing
import ViewTree

/// A cell with a multi-line label pinned inside its content view, 11 pt above and below.
final class NoteCell: TableViewCell {
    let body = Label(frame: .zero)

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: body.trailingAnchor, constant: 16),
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            contentView.bottomAnchor.constraint(equalTo: body.bottomAnchor, constant: 11),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

final class NotesSource: TableViewDataSource {
    var notes: [String]
    var cellsWithoutConstraints = false
    init(_ notes: [String]) { self.notes = notes }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        if cellsWithoutConstraints { return TableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = NoteCell(style: .default, reuseIdentifier: nil)
        cell.body.text = notes[indexPath.row]
        return cell
    }
}

@Suite struct TableViewSelfSizingTests {
    let world = Simulation(profile: .iOS13)
    let window: Window
    let table: TableView
    let long = String(repeating: "A note long enough to wrap over several lines. ", count: 5)

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        table = TableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
    }

    func bodyHeight(_ text: String, width: CGFloat) -> CGFloat {
        let probe = Label(frame: .zero)
        probe.text = text
        probe.numberOfLines = 0
        probe.preferredMaxLayoutWidth = width
        return probe.intrinsicContentSize.height
    }

    @Test func rowsTakeTheHeightOfTheirCellsContent() {
        let source = NotesSource(["Short", long, "Short again"])
        table.dataSource = source
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 60
        window.layoutIfNeeded()
        // The room the era keeps below the content view for the separator (none from iOS 11 here).
        let first = table.visibleCells[0]
        let room = first.frame.height - first.contentView.frame.height
        let short = bodyHeight("Short", width: 288) + 22 + room
        let tall = bodyHeight(long, width: 288) + 22 + room
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
        let rows = (0..<3).map { table.rectForRow(at: TableIndexPath(row: $0, section: 0)) }
        #expect(near(rows[0].height, short))
        #expect(near(rows[1].minY, short) && near(rows[1].height, tall))
        #expect(near(rows[2].minY, short + tall))
        #expect(near(table.contentSize.height, 2 * short + tall))
        let cells = table.visibleCells
        #expect(cells.count == 3)
        #expect(near(cells[1].frame.height, tall))
        #expect(tall > 3 * Font.systemFont(ofSize: Font.labelDefaultPointSize).lineHeight, "the body wraps at the cell's width")
    }

    @Test func rowsNotYetShownKeepTheirEstimate() {
        let source = NotesSource(Array(repeating: "Short", count: 200))
        table.dataSource = source
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 100
        window.layoutIfNeeded()
        let last = table.rectForRow(at: TableIndexPath(row: 199, section: 0))
        #expect(last.height == 100, "far below the screen: still the estimate")
        #expect(table.rectForRow(at: TableIndexPath(row: 0, section: 0)).height < 100)
    }

    @Test func cellsWithoutConstraintsGetTheStandardHeightAndOneWarning() {
        let source = NotesSource(["a", "b"])
        source.cellsWithoutConstraints = true
        table.dataSource = source
        table.rowHeight = TableView.automaticDimension
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: TableIndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(world.diagnostics.filter { $0.message == TableView.collapsedCellMessage }.count == 1)
    }

    @Test func otherNegativeRowHeightsAreStillRejected() {
        table.rowHeight = -5
        #expect(table.rowHeight == 44)
        table.rowHeight = TableView.automaticDimension
        #expect(table.rowHeight == TableView.automaticDimension)
    }

    @Test func aControllersEstimateIsUsedUntilTheRowIsShown() {
        final class Estimating: TableViewController {
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
                let cell = NoteCell(style: .default, reuseIdentifier: nil)
                cell.body.text = "Row \(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat {
                TableView.automaticDimension
            }
            override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: TableIndexPath) -> CGFloat {
                indexPath.row == 98 ? .nan : 77
            }
        }
        let controller = Estimating(style: .plain)
        window.rootViewController = controller
        window.layoutIfNeeded()
        let table = controller.tableView!
        #expect(table.rectForRow(at: TableIndexPath(row: 97, section: 0)).height == 77)
        #expect(table.rectForRow(at: TableIndexPath(row: 98, section: 0)).height == 44, "a NaN estimate stands for the standard height")
        #expect(table.rectForRow(at: TableIndexPath(row: 0, section: 0)).height < 77, "shown rows are measured")
    }
}


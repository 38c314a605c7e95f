import Foundation
import Testing
import ViewTree

/// Titles, a header view and a footer view: the table makes header/footer views, separators and
/// built-in labels.
private final class SectionedRows: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? TableViewCell(style: .subtitle, reuseIdentifier: "c")
        cell.textLabel?.text = "\(indexPath)"
        cell.detailTextLabel?.text = "detail"
        cell.imageView?.image = Image(name: "icon", size: CGSize(width: 20, height: 20))
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        let footer = TableViewHeaderFooterView(reuseIdentifier: nil)
        footer.text = "footer"
        return footer
    }
}

/// The table's new objects (issue 13: header/footer views, separators, labels, accessory views)
/// go away with the world that showed them.
@Suite struct TableLeakTests {
    @Test func aSectionedTableWithLabelsHeadersAndSeparatorsIsReleased() {
        weak var weakTable: TableView?
        weak var weakHeader: View?
        weak var weakCell: TableViewCell?
        weak var weakLabel: Label?
        weak var weakWorld: Simulation?
        do {
            let world = Simulation(profile: .iOS11)
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            window.makeKeyAndVisible()
            let source = SectionedRows()
            let table = TableView(frame: window.bounds, style: .plain)
            table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
            window.addSubview(table)
            table.dataSource = source
            table.delegate = source
            table.reloadData()
            table.contentOffset = CGPoint(x: 0, y: 100)
            table.flashScrollIndicators()
            world.run(until: 0.5)
            weakTable = table
            weakHeader = table.subviews.first { $0 is TableViewHeaderFooterView }
            weakCell = table.visibleCells.first
            weakLabel = table.visibleCells.first?.detailTextLabel
            weakWorld = world
            #expect(weakHeader != nil && weakCell != nil && weakLabel != nil)
            window.isHidden = true
        }
        #expect(weakWorld == nil)
        #expect(weakTable == nil && weakHeader == nil && weakCell == nil && weakLabel == nil)
    }
}

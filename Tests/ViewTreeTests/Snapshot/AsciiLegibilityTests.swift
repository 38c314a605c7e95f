import Foundation
import Testing
import ViewTree

/// The ASCII picture stays legible (issue 22): no outline hides a label, cells and labels show their
/// text, and a subview on the edge of a clipping superview stays visible.
@Suite struct AsciiLegibilityTests {
    let world = Simulation()

    @Test func aSubviewOnItsSuperviewsTopEdgeDoesNotHideItsLabel() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100), simulation: world)
        window.addSubview(View(frame: CGRect(x: 0, y: 0, width: 200, height: 60)))
        #expect(window.asciiRendering(columns: 20, rows: 5) == """
        +Window>View-------+
        |                  |
        +------------------+
        |                  |
        +------------------+

        """)
    }

    @Test func aViewExactlyOnItsSuperviewIsNamedAfterIt() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100), simulation: world)
        let container = View(frame: CGRect(x: 20, y: 20, width: 160, height: 60))
        container.addSubview(Label(frame: container.bounds))
        window.addSubview(container)
        (container.subviews[0] as? Label)?.text = "Title\nsecond line"
        #expect(window.asciiRendering(columns: 20, rows: 5) == """
        +Window------------+
        | +View>Label "Ti+ |
        | |              | |
        | +--------------+ |
        +------------------+

        """)
    }

    @Test func cellsShowTheirTextAndTheirEdgesStayInsideTheClippingTable() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 176), simulation: world)
        let table = TableView(frame: window.bounds)
        table.showsVerticalScrollIndicator = false
        let rows = Rows()
        table.dataSource = rows
        window.addSubview(table)
        table.reloadData()
        window.layoutIfNeeded()
        #expect(window.asciiRendering(columns: 30, rows: 8) == """
        +Window>TableView------------+
        |+TableViewCell "Row 0"-----+|
        |+TableViewCell "Row 1"-----+|
        |+--------------------------+|
        |+TableViewCell "Row 2"-----+|
        |+--------------------------+|
        |+TableViewCell "Row 3"-----+|
        +----------------------------+

        """)
    }

    @Test func aScreenWideImageViewInAScrollViewIsDrawnInsideIt() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100), simulation: world)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 20, width: 200, height: 60))
        scroll.contentSize = CGSize(width: 600, height: 60)
        scroll.addSubview(ImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 60)))
        window.addSubview(scroll)
        #expect(window.asciiRendering(columns: 20, rows: 10) == """
        +Window------------+
        |                  |
        +ScrollView--------+
        |+ImageView-------+|
        ||                ||
        ||                ||
        |+----------------+|
        +------------------+
        |                  |
        +------------------+

        """)
    }

    final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.text = "Row \(indexPath.row)"
            return cell
        }
    }
}

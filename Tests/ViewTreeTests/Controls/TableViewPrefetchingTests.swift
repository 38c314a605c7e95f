// A table tells its prefetching source of the rows within a screen beyond the shown ones, in the direction of
// scrolling, once each, and cancels those left far behind.
import Foundation
import Testing
import ViewTree

private final class Feed: TableViewDataSource, TableViewDataSourcePrefetching {
    var count = 100
    var told: [[Int]] = []
    var cancelled: [[Int]] = []
    var growsWhenNearTheEnd = false
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [TableIndexPath]) {
        told.append(indexPaths.map(\.row))
        guard growsWhenNearTheEnd, let last = indexPaths.last, last.row >= count - 5 else { return }
        let start = count
        count += 20
        tableView.insertRows(at: (start..<count).map { TableIndexPath(row: $0, section: 0) }, with: .none)
    }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [TableIndexPath]) {
        cancelled.append(indexPaths.map(\.row))
    }
}

@Suite struct TableViewPrefetchingTests {
    private func table(_ feed: Feed) -> (Window, TableView) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 440), simulation: Simulation())
        let table = TableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.dataSource = feed
        table.prefetchDataSource = feed
        window.addSubview(table)
        table.layoutIfNeeded()
        return (window, table)
    }

    @Test func theNextScreenOfRowsIsToldOnceInTheScrollDirection() {
        let feed = Feed()
        let (window, table) = table(feed)
        #expect(feed.told == [Array(10..<20)])
        table.contentOffset = CGPoint(x: 0, y: 440)
        #expect(feed.told.last == Array(20..<30))
        table.contentOffset = CGPoint(x: 0, y: 0)
        #expect(feed.told.count == 2 && feed.cancelled.isEmpty, "nothing above row 0, and rows 20-29 are still near")
        table.contentOffset = CGPoint(x: 0, y: 2200)
        #expect(feed.cancelled == [Array(20..<30)])
        #expect(feed.told.last == Array(60..<70))
        table.contentOffset = CGPoint(x: 0, y: 1760)
        #expect(feed.told.last == Array(30..<40), "scrolling up looks above the shown rows")
        table.isPrefetchingEnabled = false
        table.contentOffset = CGPoint(x: 0, y: 880)
        #expect(feed.told.last == Array(30..<40))
        withExtendedLifetime(window) {}
    }

    @Test func aSourceThatAddsRowsWhileToldIsNotToldAgainInsideItsOwnCall() {
        let feed = Feed()
        feed.count = 15
        feed.growsWhenNearTheEnd = true
        let (window, table) = table(feed)
        #expect(feed.told.first == Array(10..<15) && feed.count == 35)
        #expect(table.numberOfRows(inSection: 0) == 35)
        table.contentOffset = CGPoint(x: 0, y: 440)
        #expect(feed.told.last == Array(20..<30))
        withExtendedLifetime(window) {}
    }
}

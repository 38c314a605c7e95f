import Foundation

/// `UITableViewDataSource`: what a table view shows. Only the number of sections is optional
/// (default 1).
public protocol TableViewDataSource: AnyObject {
    /// How many sections the table has. Default 1.
    func numberOfSections(in tableView: TableView) -> Int
    /// How many rows a section has.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row: dequeue one (`dequeueReusableCell(withIdentifier:)`) or make one, and
    /// configure it. The table view sets its frame and adds it.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell
}

extension TableViewDataSource {
    /// One section, as UIKit assumes when the method is not implemented.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// `UITableViewDelegate`: a scroll view delegate (set it as the table's `delegate`) that can also
/// give row heights and hear when cells appear and disappear. Every method is optional.
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of a row. Default: the table's `rowHeight`. Asked for every row by `reloadData()`
    /// (as UIKit does when no estimated height is set), so it should be cheap.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat
    /// A cell is about to be shown for a row: it has its frame and is in the table.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath)
    /// A cell left the visible rows (scrolled out, or reloaded) and went to the reuse pool.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath)
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {}
}

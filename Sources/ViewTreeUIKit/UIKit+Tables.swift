import Foundation
import ViewTree

/// `UITableView`: ViewTree's `TableView`.
public typealias UITableView = TableView
/// `UITableViewCell`: ViewTree's `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// `UITableViewDataSource`: ViewTree's `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDelegate`: ViewTree's `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate

/// `IndexPath`, as UIKit code uses it: ViewTree's `TableIndexPath` (`row`, `section`, `item`,
/// `init(row:section:)`, `init(item:section:)`).
///
/// Foundation's `IndexPath` exists on Linux but has no `row` or `section` (UIKit adds them), and table
/// views and their data sources speak `TableIndexPath`. This alias shadows Foundation's type in files
/// that import ViewTreeUIKit, so `cellForRowAt indexPath: IndexPath` satisfies `UITableViewDataSource`.
/// Foundation's own type stays reachable as `Foundation.IndexPath`.
public typealias IndexPath = TableIndexPath

extension TableIndexPath {
    /// `item`: the row, under the name collection views use (`IndexPath.item` is `row` in UIKit).
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// `IndexPath(item:section:)`: the same address as `init(row:section:)`.
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }
}

/// `UITableViewHeaderFooterView`: ViewTree's `TableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// `UITableViewStyle`: the Swift 3 name of `UITableView.Style`.
public typealias UITableViewStyle = TableView.Style
/// `UITableViewCellStyle`: the Swift 3 name of `UITableViewCell.CellStyle`.
public typealias UITableViewCellStyle = TableViewCell.CellStyle

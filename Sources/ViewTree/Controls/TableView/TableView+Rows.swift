import Foundation

// Questions about rows and cells, answered from the row geometry and the visible cells (nothing
// here asks the data source).
extension TableView {
    /// The number of sections, as of the last reload.
    public var numberOfSections: Int { rowGeometry.sectionCount }

    /// The number of rows in a section, as of the last reload (0 for a section that does not exist).
    public func numberOfRows(inSection section: Int) -> Int {
        rowGeometry.numberOfRows(inSection: section) ?? 0
    }

    /// The rect of a row in the table's (content) coordinates: the table's width, the row's height.
    /// For an index path with no row, `.zero` and an `.indexOutOfRange` diagnostic (UIKit raises).
    public func rectForRow(at indexPath: TableIndexPath) -> CGRect {
        guard let flat = rowGeometry.flatRow(indexPath) else {
            reject(.indexOutOfRange, "rectForRow(at: \(indexPath)): the table has no such row; returned (0 0; 0 0)")
            return .zero
        }
        return rowGeometry.rect(ofFlatRow: flat, width: bounds.width)
    }

    /// `rect(forSection:)`: a section's rect (its header, rows and footer) in the table's (content) coordinates, the
    /// table's width. For a section the table does not have, `.zero` and an `.indexOutOfRange` diagnostic in UIKit's
    /// words: "request for rect of invalid section (%ld)" (`-[UITableViewRowData rectForSection:]`, decompiled UIKitCore).
    public func rect(forSection section: Int) -> CGRect {
        sectionRect(section, "rect(forSection:)") { rowGeometry.rect(ofSection: section, width: bounds.width) }
    }

    /// `rectForHeader(inSection:)`: a section header's rect (zero high when the section has no header), as
    /// `rect(forSection:)` for a section the table does not have.
    public func rectForHeader(inSection section: Int) -> CGRect {
        sectionRect(section, "rectForHeader(inSection:)") { rowGeometry.rect(ofSection: section, footer: false, width: bounds.width) }
    }

    /// `rectForFooter(inSection:)`: a section footer's rect (zero high when the section has no footer), as
    /// `rect(forSection:)` for a section the table does not have.
    public func rectForFooter(inSection section: Int) -> CGRect {
        sectionRect(section, "rectForFooter(inSection:)") { rowGeometry.rect(ofSection: section, footer: true, width: bounds.width) }
    }

    private func sectionRect(_ section: Int, _ call: String, _ rect: () -> CGRect) -> CGRect {
        guard section >= 0, section < rowGeometry.sectionCount else {
            reject(.indexOutOfRange, "\(call) \(section): request for rect of invalid section (\(section)) (UIKit raises); returned (0 0; 0 0)")
            return .zero
        }
        return rect()
    }

    /// The cell shown for a row, or `nil` when the row is not visible (or does not exist).
    public func cellForRow(at indexPath: TableIndexPath) -> TableViewCell? {
        guard let flat = rowGeometry.flatRow(indexPath), visibleRowRange.contains(flat),
              flat - visibleRowRange.lowerBound < visibleCellList.count else { return nil }
        return visibleCellList[flat - visibleRowRange.lowerBound]
    }

    /// The cells shown, top to bottom.
    public var visibleCells: [TableViewCell] { visibleCellList }

    /// The index paths of the rows shown, top to bottom (empty, never `nil`; optional as in UIKit).
    public var indexPathsForVisibleRows: [TableIndexPath]? {
        visibleRowRange.map { rowGeometry.indexPath(ofFlatRow: $0) }
    }

    /// The index path of a shown cell, or `nil`.
    public func indexPath(for cell: TableViewCell) -> TableIndexPath? {
        let row = cell.displayedRow
        guard visibleRowRange.contains(row), visibleCellList[row - visibleRowRange.lowerBound] === cell else { return nil }
        return rowGeometry.indexPath(ofFlatRow: row)
    }

    /// The index path of the row under a point in the table's (content) coordinates, or `nil`.
    public func indexPathForRow(at point: CGPoint) -> TableIndexPath? {
        guard let flat = rowGeometry.row(containingY: point.y) else { return nil }
        return rowGeometry.indexPath(ofFlatRow: flat)
    }
}

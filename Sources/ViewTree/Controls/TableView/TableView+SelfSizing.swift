import Foundation

// Self-sizing rows (`rowHeight` or `tableView(_:heightForRowAt:)` = `automaticDimension`, iOS 8): a row
// is estimated until its cell is shown, then the cell is measured with Auto Layout and the row takes that
// height, moving the rows after it and the content's end (WWDC 2014 session 226, "What's New in Table and
// Collection Views"; Apple's documentation of `UITableView.automaticDimension`).
extension TableView {
    /// The height a self-sizing row has before its cell is measured: the delegate's
    /// `estimatedHeightForRowAt` (by default `estimatedRowHeight`) when it is a height, else the standard
    /// 44 points.
    func automaticRowEstimate(at indexPath: TableIndexPath, delegate tableDelegate: TableViewDelegate?) -> CGFloat {
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return estimate > 0 && estimate.isFinite && estimate <= View.maximumCoordinate ? estimate : TableView.defaultRowHeight
    }

    /// UIKit's console message when a self-sizing cell's constraints give its content view no height.
    public static let collapsedCellMessage = "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead."

    /// Measures a shown self-sizing cell at the table's width and gives its row that height.
    func fitRow(_ row: Int, to cell: TableViewCell) {
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        var height = fitted
        if fitted <= cell.separatorRoom {
            if !reportedCollapsedCell {
                reportedCollapsedCell = true
                reject(.invalidValue, TableView.collapsedCellMessage)
            }
            height = TableView.defaultRowHeight
        }
        let current = rowGeometry.rect(ofFlatRow: row, width: bounds.width)
        guard height != current.height else { return }
        rowGeometry.setHeight(height, ofFlatRow: row)
        contentSize = CGSize(width: bounds.width, height: rowGeometry.contentHeight)
        View.performWithoutAnimation { cell.frame = rowGeometry.rect(ofFlatRow: row, width: bounds.width) }
        cell.layOutCellInternals()
        measuredRowsMoved = true
    }

    /// Puts every shown cell at its row's rect again (after a row above it changed height).
    func reframeVisibleCells() {
        View.performWithoutAnimation {
            for (i, cell) in visibleCellList.enumerated() {
                let frame = rowGeometry.rect(ofFlatRow: visibleRowRange.lowerBound + i, width: bounds.width)
                if cell.frame != frame { cell.frame = frame }
            }
        }
    }
}

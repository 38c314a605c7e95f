import Foundation

// The lines a plain table draws below its last row, as if empty rows of `rowHeight` followed
// (iOS 7 dump of an empty table: `<_UITableViewCellSeparatorView: …; frame = (15 43.5; 305 0.5);
// autoresize = W; …>`, `(15 87.5; 305 0.5)`, … every 44 pt, direct subviews of the table). A grouped
// table, a table with a `tableFooterView` or without separators draws none.
extension TableView {
    /// At most this many extra separators are drawn (a tiny `rowHeight` in a tall table must not
    /// make millions of views). Not a UIKit number.
    static let maximumExtraSeparators = 256
    /// 2^53: the largest line index whose neighbours are distinct `CGFloat`s.
    static let largestExactLineIndex = CGFloat(1 << 53)

    /// Places the extra separators for the visible band.
    func updateExtraSeparators() {
        var wanted: [CGRect] = []
        if style == .plain, separatorStyle == .singleLine, tableFooterView == nil, hasLoadedData, rowHeight > 0 {
            let margin = tableCellMargin
            let start = rowGeometry.rowsEnd
            let visible = bounds
            // The first line at or after the top of the bounds. Beyond 2^53 lines (rows of 1e300 pt), neighbouring
            // lines are no longer distinct numbers: none is drawn, rather than stepping through lines that never move.
            let first = ((visible.minY - start) / rowHeight).rounded(.down)
            if first < TableView.largestExactLineIndex {
                var k = Swift.max(1, Int(saturating: first))
                // A line is appended on nearly every step, so twice the limit of steps is never the limit that stops it.
                for _ in 0..<(2 * TableView.maximumExtraSeparators) {
                    if wanted.count == TableView.maximumExtraSeparators { break }
                    let y = start + CGFloat(k) * rowHeight - TableViewCell.separatorHeight
                    if y >= visible.maxY || !y.isFinite { break }
                    if y + TableViewCell.separatorHeight > visible.minY {
                        wanted.append(CGRect(x: margin, y: y, width: max(0, bounds.width - margin), height: TableViewCell.separatorHeight))
                    }
                    k += 1
                }
            }
        }
        while extraSeparators.count > wanted.count {
            extraSeparators.removeLast().removeFromSuperview()
        }
        for (i, frame) in wanted.enumerated() {
            let line: View
            if i < extraSeparators.count {
                line = extraSeparators[i]
            } else {
                line = _UITableViewCellSeparatorView(frame: .zero)
                line.autoresizingMask = .flexibleWidth
                extraSeparators.append(line)
            }
            View.performWithoutAnimation { if line.frame != frame { line.frame = frame } }
            if line.superview !== self { addContentSubview(line) }
        }
    }
}

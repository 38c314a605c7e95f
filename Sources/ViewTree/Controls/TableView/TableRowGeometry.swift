import Foundation

/// Where the rows of a table are: pure geometry, no views.
///
/// Rows are numbered across sections ("flat" rows); `sectionStarts[s]` is the flat row where section
/// `s` begins and `offsets[i]` the y of flat row `i` in content coordinates, each with one extra
/// entry at the end (the row count, the content height), so a row's height is
/// `offsets[i + 1] - offsets[i]`. Finding the rows of a rect or a point is a binary search: a frame
/// of a 100,000-row table costs a few dozen comparisons.
struct TableRowGeometry {
    private(set) var sectionStarts: [Int] = [0]
    private(set) var offsets: [CGFloat] = [0]

    init() {}

    /// Builds the geometry from the rows per section and a height for each row.
    init(rowsPerSection: [Int], height: (TableIndexPath) -> CGFloat) {
        let total = rowsPerSection.reduce(0, +)
        sectionStarts.reserveCapacity(rowsPerSection.count + 1)
        offsets.reserveCapacity(total + 1)
        var y: CGFloat = 0
        for (section, rows) in rowsPerSection.enumerated() {
            for row in 0..<rows {
                y += height(TableIndexPath(row: row, section: section))
                offsets.append(y)
            }
            sectionStarts.append(sectionStarts[sectionStarts.count - 1] + rows)
        }
    }

    var sectionCount: Int { sectionStarts.count - 1 }
    var rowCount: Int { offsets.count - 1 }
    var contentHeight: CGFloat { offsets[offsets.count - 1] }

    func numberOfRows(inSection section: Int) -> Int? {
        guard section >= 0, section < sectionCount else { return nil }
        return sectionStarts[section + 1] - sectionStarts[section]
    }

    /// The flat row of an index path, or nil when there is no such row.
    func flatRow(_ indexPath: TableIndexPath) -> Int? {
        guard let rows = numberOfRows(inSection: indexPath.section), indexPath.row >= 0, indexPath.row < rows else {
            return nil
        }
        return sectionStarts[indexPath.section] + indexPath.row
    }

    /// The index path of a flat row (which must exist). Empty sections are skipped: the section is
    /// the last one that starts at or before the row.
    func indexPath(ofFlatRow flat: Int) -> TableIndexPath {
        var low = 0, high = sectionCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= flat { low = middle } else { high = middle - 1 }
        }
        return TableIndexPath(row: flat - sectionStarts[low], section: low)
    }

    /// The rect of a flat row, `width` wide.
    func rect(ofFlatRow flat: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: offsets[flat], width: width, height: offsets[flat + 1] - offsets[flat])
    }

    /// The flat rows that overlap the band from `minY` to `maxY` (content coordinates): those that
    /// end below `minY` and start above `maxY` (a zero-height row counts when it lies strictly inside).
    func rows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard rowCount > 0, maxY > minY else { return 0..<0 }
        // The first row whose bottom is below minY.
        let first = firstIndex(in: 1...rowCount) { offsets[$0] > minY } - 1
        // The first row whose top is at or below maxY: rows from there on start too low.
        let end = firstIndex(in: 0...rowCount) { offsets[$0] >= maxY }
        let upper = min(end, rowCount)
        return first < upper ? first..<upper : 0..<0
    }

    /// The flat row that contains `y` (its top edge included, its bottom excluded), if any.
    func row(containingY y: CGFloat) -> Int? {
        guard rowCount > 0, y >= 0, y < contentHeight else { return nil }
        return firstIndex(in: 1...rowCount) { offsets[$0] > y } - 1
    }

    /// The first index of `range` where `predicate` holds (it must be false, then true), or
    /// `range.upperBound + 1` when it never holds.
    private func firstIndex(in range: ClosedRange<Int>, where predicate: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound + 1
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

import Foundation

/// The heights around the rows: the table header and footer views, and each section's header and
/// footer (0 where there is none).
struct TableSectionLayout: Equatable {
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0
    var headerHeights: [CGFloat] = []
    var footerHeights: [CGFloat] = []

    func header(_ section: Int) -> CGFloat { section < headerHeights.count ? headerHeights[section] : 0 }
    func footer(_ section: Int) -> CGFloat { section < footerHeights.count ? footerHeights[section] : 0 }
}

/// Where the rows of a table are: pure geometry, no views.
///
/// Rows are numbered across sections ("flat" rows); `sectionStarts[s]` is the flat row where section
/// `s` begins (with one extra entry at the end: the row count). `rowTops[i]` and `rowBottoms[i]` are
/// the top and bottom of flat row `i` in content coordinates: both grow with `i`, and a section's
/// header and footer (and the table header) are the gaps between them. Finding the rows of a rect
/// or a point is a binary search: a frame of a 100,000-row table costs a few dozen comparisons.
struct TableRowGeometry {
    private(set) var sectionStarts: [Int] = [0]
    private(set) var rowTops: [CGFloat] = []
    private(set) var rowBottoms: [CGFloat] = []
    /// The top of each section's header, and the top of its footer.
    private(set) var sectionHeaderTops: [CGFloat] = []
    private(set) var sectionFooterTops: [CGFloat] = []
    private(set) var layout = TableSectionLayout()
    private(set) var contentHeight: CGFloat = 0
    /// The flat rows whose height is `TableView.automaticDimension`: estimated until their cell is
    /// measured (`setHeight(_:ofFlatRow:)`).
    var automaticRows: Set<Int> = []
    /// How many rows the last build or `setHeight(_:ofFlatRow:)` cut short because they would have ended beyond
    /// `View.maximumCoordinate` (where the sum of heights overflows to infinity); 0 normally.
    private(set) var clippedRows = 0

    init() {}

    /// Builds the geometry from the rows per section, the heights around them and a height for
    /// each row.
    init(rowsPerSection: [Int], layout: TableSectionLayout = TableSectionLayout(), height: (TableIndexPath) -> CGFloat) {
        self.layout = layout
        let total = rowsPerSection.reduce(0, +)
        sectionStarts.reserveCapacity(rowsPerSection.count + 1)
        rowTops.reserveCapacity(total)
        rowBottoms.reserveCapacity(total)
        // Every edge stays within `View.maximumCoordinate`: heights near `greatestFiniteMagnitude` (finite, so
        // accepted one by one) would otherwise add up to infinity, and every rect and the content size after
        // them would not be finite. A row that would end beyond the limit ends at it (`clippedRows`).
        let limit = View.maximumCoordinate
        var y = min(layout.tableHeaderHeight, limit)
        for (section, rows) in rowsPerSection.enumerated() {
            sectionHeaderTops.append(y)
            y = min(y + layout.header(section), limit)
            for row in 0..<rows {
                rowTops.append(y)
                let next = y + height(TableIndexPath(row: row, section: section))
                if next > limit { clippedRows += 1 }
                y = min(next, limit)
                rowBottoms.append(y)
            }
            sectionFooterTops.append(y)
            y = min(y + layout.footer(section), limit)
            sectionStarts.append(sectionStarts[sectionStarts.count - 1] + rows)
        }
        contentHeight = min(y + layout.tableFooterHeight, limit)
    }

    /// Gives flat row `row` a new height: the rows, section headers and footers after it move by the
    /// difference, and so does the content's end.
    mutating func setHeight(_ height: CGFloat, ofFlatRow row: Int) {
        guard row >= 0, row < rowCount else { return }
        var delta = height - (rowBottoms[row] - rowTops[row])
        if delta > View.maximumCoordinate - contentHeight {
            // The rows after it would end beyond the limit (see `init`): it grows only as far as the limit.
            delta = View.maximumCoordinate - contentHeight
            clippedRows += 1
        }
        guard delta != 0 else { return }
        rowBottoms[row] += delta
        for i in (row + 1)..<rowCount {
            rowTops[i] += delta
            rowBottoms[i] += delta
        }
        let section = indexPath(ofFlatRow: row).section
        sectionFooterTops[section] += delta
        for s in (section + 1)..<sectionCount {
            sectionHeaderTops[s] += delta
            sectionFooterTops[s] += delta
        }
        contentHeight += delta
    }

    /// The same rows with the heights of some flat rows replaced (`heights[row]`), in one pass over the rows
    /// (`setHeight(_:ofFlatRow:)` per row would move every later row each time); the automatic rows stay.
    func replacingHeights(_ heights: [Int: CGFloat]) -> TableRowGeometry {
        guard !heights.isEmpty else { return self }
        let counts = (0..<sectionCount).map { sectionStarts[$0 + 1] - sectionStarts[$0] }
        var rebuilt = TableRowGeometry(rowsPerSection: counts, layout: layout) { path in
            let flat = sectionStarts[path.section] + path.row
            return heights[flat] ?? (rowBottoms[flat] - rowTops[flat])
        }
        rebuilt.automaticRows = automaticRows
        return rebuilt
    }

    var sectionCount: Int { sectionStarts.count - 1 }
    var rowCount: Int { rowTops.count }
    /// Where the rows end (the top of the table footer view).
    var rowsEnd: CGFloat { contentHeight - layout.tableFooterHeight }

    func numberOfRows(inSection section: Int) -> Int? {
        guard section >= 0, section < sectionCount else { return nil }
        return sectionStarts[section + 1] - sectionStarts[section]
    }

    /// The flat row of an index path, or nil when there is no such row.
    func flatRow(_ indexPath: TableIndexPath) -> Int? {
        // Exactly two indexes, as UIKit requires of a table's index paths (it raises otherwise).
        guard indexPath.count == 2, let rows = numberOfRows(inSection: indexPath.section), indexPath.row >= 0, indexPath.row < rows else {
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
        CGRect(x: 0, y: rowTops[flat], width: width, height: rowBottoms[flat] - rowTops[flat])
    }

    /// The rect of a section's header (`footer == false`) or footer, `width` wide.
    func rect(ofSection section: Int, footer: Bool, width: CGFloat) -> CGRect {
        let y = footer ? sectionFooterTops[section] : sectionHeaderTops[section]
        return CGRect(x: 0, y: y, width: width, height: footer ? layout.footer(section) : layout.header(section))
    }

    /// The rect of a whole section (header, rows and footer), `width` wide.
    func rect(ofSection section: Int, width: CGFloat) -> CGRect {
        let top = sectionHeaderTops[section]
        return CGRect(x: 0, y: top, width: width, height: sectionFooterTops[section] + layout.footer(section) - top)
    }

    /// The flat rows that overlap the band from `minY` to `maxY` (content coordinates): those that
    /// end below `minY` and start above `maxY` (a zero-height row counts when it lies strictly inside).
    func rows(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard rowCount > 0, maxY > minY else { return 0..<0 }
        let first = firstIndex(count: rowCount) { rowBottoms[$0] > minY }
        let end = firstIndex(count: rowCount) { rowTops[$0] >= maxY }
        return first < end ? first..<end : 0..<0
    }

    /// The flat row that contains `y` (its top edge included, its bottom excluded), if any.
    func row(containingY y: CGFloat) -> Int? {
        guard rowCount > 0 else { return nil }
        let i = firstIndex(count: rowCount) { rowBottoms[$0] > y }
        guard i < rowCount, rowTops[i] <= y else { return nil }
        return i
    }

    /// The first index in `0..<count` where `predicate` holds (it must be false, then true), or
    /// `count` when it never holds.
    private func firstIndex(count: Int, where predicate: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension TableRowGeometry {
    /// The sections that overlap the band from `minY` to `maxY` (header to footer, content coordinates).
    func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        let count = sectionCount
        guard count > 0, maxY > minY else { return 0..<0 }
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if sectionFooterTops[middle] + layout.footer(middle) > minY { high = middle } else { low = middle + 1 }
        }
        let first = low
        low = first; high = count
        while low < high {
            let middle = (low + high) / 2
            if sectionHeaderTops[middle] >= maxY { high = middle } else { low = middle + 1 }
        }
        return first < low ? first..<low : 0..<0
    }
}

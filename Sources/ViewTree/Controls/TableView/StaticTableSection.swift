import Foundation

/// A section of an Interface Builder static table: its cells, each with the height the file gives it, and
/// its header and footer titles.
public struct StaticTableSection {
    /// The header title (`headerTitle` in the file), or `nil`.
    public var headerTitle: String?
    /// The footer title (`footerTitle`), or `nil`.
    public var footerTitle: String?
    /// The cells, in row order. The table shows these very cells: they are not dequeued or reused.
    public var cells: [TableViewCell]
    /// Each row's height (the cell's height in the file); a negative one uses the table's `rowHeight`.
    public var rowHeights: [CGFloat]

    /// A section of `cells` with their heights (missing ones use the table's `rowHeight`).
    public init(headerTitle: String? = nil, footerTitle: String? = nil, cells: [TableViewCell], rowHeights: [CGFloat] = []) {
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.rowHeights = rowHeights
    }
}

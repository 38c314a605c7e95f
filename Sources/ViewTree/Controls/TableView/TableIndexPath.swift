import Foundation

/// A row's address in a table view: `IndexPath(row:section:)` as UIKit extends it.
///
/// On Linux, Foundation's `IndexPath` exists but has no `row`/`section` (UIKit adds them), and a
/// library must not add them to Foundation's type (code that also imports UIKit would see two),
/// so ViewTree has its own small value. It orders by section, then row, as `NSIndexPath.compare`.
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The row within the section.
    public var row: Int

    /// `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.row = row
        self.section = section
    }

    /// `IndexPath(item:section:)`: a collection view's item (the same value as a row).
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The item within the section (collection views' name for `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// Section first, then row.
    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `[section, row]`, as Foundation prints an `IndexPath`.
    public var description: String { "[\(section), \(row)]" }
}

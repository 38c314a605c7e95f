import Foundation

/// A row's or item's address in a table or collection view: Foundation's `IndexPath`, with the
/// `section`, `row` and `item` that UIKit adds to it (`NSIndexPath+UIKitAdditions`).
///
/// Earlier ViewTree had a struct of its own here, so that no library added members to Foundation's
/// type; but then a file importing both Foundation and ViewTree's UIKit names saw two `IndexPath`s, and
/// real UIKit files often import both. On Apple platforms UIKit's own extension is used instead.
public typealias TableIndexPath = IndexPath

#if !canImport(UIKit)
extension IndexPath {
    /// What `section`, `row` and `item` read when the path lacks that index: an address no table has,
    /// so the table's range checks reject it with a diagnostic (UIKit traps: a table's index paths
    /// must hold exactly two indexes).
    public static let missingIndex = NSNotFound

    /// `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// `IndexPath(item:section:)`: a collection view's item (the same value as a row).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index (`IndexPath.missingIndex` when the path is empty).
    public var section: Int {
        get { count > 0 ? self[0] : IndexPath.missingIndex }
        set { setIndex(0, to: newValue) }
    }

    /// The row within the section: the second index (`IndexPath.missingIndex` when the path has fewer).
    public var row: Int {
        get { count > 1 ? self[1] : IndexPath.missingIndex }
        set { setIndex(1, to: newValue) }
    }

    /// The item within the section (collection views' name for `row`).
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    private mutating func setIndex(_ position: Int, to value: Int) {
        while count <= position { append(0) }
        self[position] = value
    }
}
#endif

import Foundation

/// `UICollectionViewLayoutAttributes`: where one element (a cell or a supplementary view) goes.
open class CollectionViewLayoutAttributes {
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        /// A cell.
        case cell
        /// A header, footer or other supplementary view.
        case supplementaryView
        /// A decoration view (not shown by ViewTree's collection view).
        case decorationView
    }

    /// The element's index path.
    public var indexPath: TableIndexPath
    /// Whether it is a cell or a supplementary view.
    public let representedElementCategory: ElementCategory
    /// The supplementary kind (`elementKindSectionHeader`, …); `nil` for a cell.
    public let representedElementKind: String?
    /// The frame in the collection view's content coordinates.
    public var frame: CGRect
    /// The frame's centre.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's alpha. Default 1.
    public var alpha: CGFloat = 1
    /// Whether the element is hidden. Default `false`.
    public var isHidden = false
    /// The stacking order (higher in front). Default 0.
    public var zIndex = 0

    /// `init(forCellWith:)`.
    public init(forCellWith indexPath: TableIndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
    }

    /// `init(forSupplementaryViewOfKind:with:)`.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: TableIndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        frame = .zero
    }
}

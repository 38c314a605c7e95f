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
    /// `transform`: applied to the element's view. Default the identity.
    public var transform: CGAffineTransform = .identity
    /// `bounds`: the frame's size at the origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// Whether a self-sizing view may choose its width (`false`: the width is the layout's, measured at
    /// `.required`); a compositional layout's item with a fixed width and an estimated height measures its
    /// height at that width, as UIKit's list cells do. A flow layout's self-sizing items choose both.
    var sizesWidth = true
    /// Whether a self-sizing view may choose its height (see `sizesWidth`).
    var sizesHeight = true

    /// `copy()` (NSCopying): a new attributes object with the same values. A subclass with values of its own
    /// overrides it, as UIKit subclasses override `copy(with:)`.
    open func copy() -> Any {
        let copy: CollectionViewLayoutAttributes
        if let kind = representedElementKind {
            copy = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        } else {
            copy = CollectionViewLayoutAttributes(forCellWith: indexPath)
        }
        copy.frame = frame
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.zIndex = zIndex
        copy.transform = transform
        copy.sizesWidth = sizesWidth
        copy.sizesHeight = sizesHeight
        return copy
    }

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

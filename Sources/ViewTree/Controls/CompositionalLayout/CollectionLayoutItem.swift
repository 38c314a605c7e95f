import Foundation

/// `NSCollectionLayoutItem` (iOS 13): one cell's size in its group, the space kept around it, and the supplementary
/// items attached to it.
///
/// `contentInsets` shrink the cell inside the item's layout size, after the item is positioned (Apple's diagram: 2 pt
/// of insets on each edge of a 20 × 20 item make a 16 × 16 cell, "The group remains the same size"); they are
/// ignored along an axis whose dimension is estimated ("The value of this property is ignored for any axis that
/// uses an estimated value for its dimension").
open class CollectionLayoutItem {
    /// `layoutSize`.
    public let layoutSize: CollectionLayoutSize
    /// `contentInsets`: taken off the cell's frame inside the item's size. Default zero.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// `edgeSpacing`: space outside the item's edges within its group. Default `nil`.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// `supplementaryItems`: badges and the like (kept; ViewTree lays out only a section's boundary items).
    public let supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// `init(layoutSize:)`.
    public convenience init(layoutSize: CollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// `init(layoutSize:supplementaryItems:)`.
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// `NSRectAlignment` (iOS 13): where a supplementary item sits on its container.
public enum RectAlignment: Int, Sendable {
    /// `.none`.
    case none = 0
    /// `.top`.
    case top
    /// `.topLeading`.
    case topLeading
    /// `.leading`.
    case leading
    /// `.bottomLeading`.
    case bottomLeading
    /// `.bottom`.
    case bottom
    /// `.bottomTrailing`.
    case bottomTrailing
    /// `.trailing`.
    case trailing
    /// `.topTrailing`.
    case topTrailing
}

/// `NSCollectionLayoutSupplementaryItem` (iOS 13): a supplementary view of an element kind attached to an item.
open class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// `elementKind`: the kind the collection view's data source is asked a view for.
    public let elementKind: String
    /// `zIndex`. Default 1 (kept).
    public var zIndex = 1

    /// Creates a supplementary item (the designated initializer of the boundary item calls it).
    public init(layoutSize: CollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// `NSCollectionLayoutBoundarySupplementaryItem` (iOS 13): a header or footer along a section's (or the whole
/// layout's) edge. A section's items aligned to the top (`.top`, `.topLeading`, `.topTrailing`) come before its
/// groups, the bottom ones after them (`.leading`/`.trailing` for a horizontally scrolling layout), spanning the
/// section's width less its `contentInsets` while `supplementariesFollowContentInsets` (the default), else the
/// collection view's width.
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// `alignment`.
    public let alignment: RectAlignment
    /// `offset`: the absolute offset it was made with (kept).
    public let offset: CGPoint
    /// `extendsBoundary`: whether it takes room in the section (default `true`; ViewTree always gives it room).
    public var extendsBoundary = true
    /// `pinToVisibleBounds`: a sticky header (kept; ViewTree does not pin it while scrolling).
    public var pinToVisibleBounds = false

    /// `init(layoutSize:elementKind:alignment:)`.
    public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// `init(layoutSize:elementKind:alignment:absoluteOffset:)`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// Whether it comes before the section's groups along the scroll axis (vertical: a top alignment).
    func isLeadingBoundary(vertical: Bool) -> Bool {
        vertical ? [.top, .topLeading, .topTrailing].contains(alignment)
                 : [.leading, .topLeading, .bottomLeading].contains(alignment)
    }

    /// Whether it comes after the section's groups.
    func isTrailingBoundary(vertical: Bool) -> Bool {
        vertical ? [.bottom, .bottomLeading, .bottomTrailing].contains(alignment)
                 : [.trailing, .topTrailing, .bottomTrailing].contains(alignment)
    }
}

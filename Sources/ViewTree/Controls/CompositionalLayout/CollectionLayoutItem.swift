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
    /// `supplementaryItems`: badges and the like, placed on each of the item's cells by their anchors.
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

    /// `containerAnchor`: where on its item the supplementary item is attached (`nil` for a boundary item).
    public let containerAnchor: CollectionLayoutAnchor?
    /// `itemAnchor`: the point of the supplementary item put at the container anchor (`nil`: the same edges as the
    /// container anchor, so the item sits inside that corner before the anchor's offset).
    public let itemAnchor: CollectionLayoutAnchor?

    /// Creates a supplementary item (the designated initializer of the boundary item calls it).
    public init(layoutSize: CollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = nil
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// `init(layoutSize:elementKind:containerAnchor:)`: a badge or the like, attached to each cell of its item.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// `init(layoutSize:elementKind:containerAnchor:itemAnchor:)`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
                itemAnchor: CollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame of this item attached to `container` (a cell's frame), at `size`.
    func anchoredFrame(in container: CGRect, size: CGSize) -> CGRect {
        guard let containerAnchor else { return CGRect(origin: container.origin, size: size) }
        let own = itemAnchor ?? CollectionLayoutAnchor(edges: containerAnchor.edges)
        let target = containerAnchor.point(in: container, offsetFor: size)
        let unplaced = CGRect(origin: .zero, size: size)
        let at = own.point(in: unplaced, offsetFor: size)
        return CGRect(x: target.x - at.x, y: target.y - at.y, width: size.width, height: size.height)
    }
}

/// `NSCollectionLayoutAnchor`: a point on a rectangle's edges (a corner, an edge's middle, or the centre), moved
/// by an absolute offset or one in fractions of the anchored item's size.
public final class CollectionLayoutAnchor {
    /// `edges`: the edges the point lies on (none: the centre; one: that edge's middle; two: a corner).
    public let edges: DirectionalRectEdge
    /// `offset`: the absolute offset, in points (zero when the offset is fractional).
    public let offset: CGPoint
    /// `isAbsoluteOffset`, `isFractionalOffset`.
    public let isFractionalOffset: Bool
    /// See `isFractionalOffset`.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }
    private let fraction: CGPoint

    /// `init(edges:)`.
    public convenience init(edges: DirectionalRectEdge) { self.init(edges: edges, absoluteOffset: .zero) }

    /// `init(edges:absoluteOffset:)`.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        fraction = .zero
        isFractionalOffset = false
    }

    /// `init(edges:fractionalOffset:)`: the offset in fractions of the anchored item's width and height (Apple's
    /// badge sample: `[.top, .trailing]` with (0.3, -0.3) puts a badge's corner 30 % of its size outside the cell's).
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = .zero
        fraction = fractionalOffset
        isFractionalOffset = true
    }

    /// Whether the offset (points, or fractions of the anchored item's size) is within ±`limit` on both axes: NaN,
    /// infinite and larger offsets are not (the layout reports them and places the item without its offset).
    func hasUsableOffset(within limit: CGFloat) -> Bool { givenOffset.isWithin(limit) }

    /// The offset as it was given: in points, or in fractions.
    var givenOffset: CGPoint { isFractionalOffset ? fraction : offset }

    /// The anchor's point on `rect` (left-to-right), offset for an anchored item of `size`; an offset that is not
    /// usable (`hasUsableOffset(within: CollectionViewCompositionalLayout.maximumLength)`) counts as none.
    func point(in rect: CGRect, offsetFor size: CGSize) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        guard hasUsableOffset(within: CollectionViewCompositionalLayout.maximumLength) else { return CGPoint(x: x, y: y) }
        let given = givenOffset
        let scale = isFractionalOffset ? size : CGSize(width: 1, height: 1)
        return CGPoint(x: x + given.x * scale.width, y: y + given.y * scale.height)
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

import Foundation

/// `NSCollectionLayoutDimension` (iOS 13): one side of an item's, group's or supplementary item's size, as a
/// fraction of its container's width or height, a number of points, or an estimate the cell's own size replaces.
///
/// A fraction is of the *containing* group's size once the group's `contentInsets` are taken off (for a section's
/// group: the collection view's width or height less the section's `contentInsets`), per Apple's documentation
/// ("computed as a fraction of the width of the containing group"; `NSCollectionLayoutContainer.effectiveContentSize`,
/// "the size of the container after content insets are applied").
public final class CollectionLayoutDimension: CustomStringConvertible {
    /// How the length is given.
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// `dimension`: the fraction, the points, or the estimate.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// `fractionalWidth(_:)`: a fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    /// `fractionalHeight(_:)`: a fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    /// `absolute(_:)`: a length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// `estimated(_:)`: a first guess; the shown cell's preferred length replaces it ("The final size of the
    /// dimension is determined when the content is rendered").
    public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension { .init(.estimated, estimatedDimension) }

    /// `isFractionalWidth`.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// `isFractionalHeight`.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// `isAbsolute`.
    public var isAbsolute: Bool { kind == .absolute }
    /// `isEstimated`.
    public var isEstimated: Bool { kind == .estimated }

    public var description: String {
        switch kind {
        case .fractionalWidth: return "fractionalWidth(\(dimension))"
        case .fractionalHeight: return "fractionalHeight(\(dimension))"
        case .absolute: return "absolute(\(dimension))"
        case .estimated: return "estimated(\(dimension))"
        }
    }
}

/// `NSCollectionLayoutSize` (iOS 13): a width dimension and a height dimension.
public final class CollectionLayoutSize: CustomStringConvertible {
    /// `widthDimension`.
    public let widthDimension: CollectionLayoutDimension
    /// `heightDimension`.
    public let heightDimension: CollectionLayoutDimension

    /// `init(widthDimension:heightDimension:)`.
    public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    public var description: String { "{\(widthDimension), \(heightDimension)}" }
}

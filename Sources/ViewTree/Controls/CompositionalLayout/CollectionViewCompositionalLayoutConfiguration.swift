import Foundation

/// `UICollectionViewCompositionalLayoutConfiguration` (iOS 13): what applies to a compositional layout's sections
/// as a whole.
public final class CollectionViewCompositionalLayoutConfiguration {
    /// `scrollDirection`: the direction sections follow each other. Default vertical.
    public var scrollDirection = CollectionViewFlowLayout.ScrollDirection.vertical
    /// `interSectionSpacing`: between sections. Default 0.
    public var interSectionSpacing: CGFloat = 0
    /// `boundarySupplementaryItems`: headers and footers of the whole layout (kept; ViewTree does not lay them out).
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// `contentInsetsReference` (iOS 14): what the sections' `contentInsets` are measured from, for the sections
    /// whose own reference is `.automatic`. Default `.automatic` (Apple's documentation). Kept, as the section's
    /// own: ViewTree measures insets from the collection view's edges.
    public var contentInsetsReference: ContentInsetsReference = .automatic

    /// `init()`: UIKit's defaults.
    public init() {}
}

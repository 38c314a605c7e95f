import Foundation

/// `UICollectionViewLayout`: the abstract layout a collection view asks where its elements go.
/// Subclass it and override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)` (and, for headers and footers,
/// `layoutAttributesForSupplementaryView(ofKind:at:)`), as in UIKit.
open class CollectionViewLayout {
    /// The collection view using this layout (weak: the collection view owns its layout).
    public internal(set) weak var collectionView: CollectionView?
    var isPrepared = false

    /// The decoration view classes registered by kind (kept: `CollectionView` shows no decoration views).
    public private(set) var decorationViewClasses: [String: CollectionReusableView.Type] = [:]

    /// Creates a layout.
    public init() {}

    /// `register(_:forDecorationViewOfKind:)`: the class of a kind's decoration views (`nil` unregisters). Kept;
    /// ViewTree shows no decoration views.
    open func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    /// Called before the layout is asked anything after an invalidation; compute and cache here.
    open func prepare() {}

    /// The size of the whole content (the collection view's `contentSize`). Default `.zero`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: TableIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: TableIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll, a resize) needs a new layout.
    /// Default `false`, as UIKit's (a flow layout answers `true` only when the size changes).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: where a fling that ends with
    /// `velocity` (points per second) comes to rest; the default keeps the proposed offset. Override it to snap
    /// to items (the collection view keeps the answer within its content).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// `targetContentOffset(forProposedContentOffset:)`: the offset to show after a layout change; the default
    /// keeps the proposed one.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// Marks the layout as needing `prepare()` again, and the collection view as needing layout.
    open func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }

    /// Self-sizing: asks a newly shown view for its preferred attributes when its element sizes itself in this
    /// layout, keeps the size, and returns whether it differs from the one the element was laid out at (then
    /// the collection view lays out again). The base layout has no self-sizing elements.
    func recordPreferredSize(of view: CollectionReusableView, for attributes: CollectionViewLayoutAttributes) -> Bool { false }

    /// Forgets the sizes self-sizing views preferred (on `reloadData()` and a change of the collection
    /// view's width).
    func forgetMeasuredSizes() {}

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard !isPrepared else { return }
        isPrepared = true
        prepare()
    }
}

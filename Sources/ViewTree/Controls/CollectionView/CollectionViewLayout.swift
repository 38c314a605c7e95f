import Foundation

/// `UICollectionViewLayout`: the abstract layout a collection view asks where its elements go.
/// Subclass it and override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)` (and, for headers and footers,
/// `layoutAttributesForSupplementaryView(ofKind:at:)`), as in UIKit.
open class CollectionViewLayout {
    /// The collection view using this layout (weak: the collection view owns its layout).
    public internal(set) weak var collectionView: CollectionView?
    var isPrepared = false
    /// Whether `prepare()` is running (a query from inside it, after an `invalidateLayout()` there, must not
    /// prepare again: that recursed until the stack overflowed).
    private var isPreparing = false

    /// What makes each kind's decoration views (CollectionViewLayout+DecorationViews.swift).
    var decorationRegistrations: [String: DecorationRegistration] = [:]

    /// Creates a layout.
    public init() {}

    /// `init?(coder:)`: a layout unarchived from a storyboard or nib (UICollectionViewLayout adopts `NSCoding`, so a
    /// subclass that adds a designated initializer writes `required init?(coder:)` and calls this, as in UIKit). A
    /// layout keeps nothing from a coder: it starts with its defaults.
    public required init?(coder: NSCoder) {}

    /// `awakeFromNib()`, which UIKit declares on `NSObject` (so a flow layout subclass overrides it to set its
    /// `scrollDirection` when a storyboard makes it). The default does nothing. ViewTree's loader calls it on
    /// each layout of a custom class it makes (`InterfaceBuilderRegistry.registerCollectionViewLayout`), before the
    /// views' `awakeFromNib()`.
    open func awakeFromNib() {}

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

    /// Marks the layout as needing `prepare()` again, and the collection view as needing layout: UIKit's
    /// `invalidateLayout()`, which invalidates everything through `invalidateLayout(with:)`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// `invalidateLayout(with:)`: invalidates what `context` says (ViewTree prepares the whole layout again in
    /// any case) and moves the collection view's content by the context's `contentOffsetAdjustment`. A subclass
    /// that overrides it calls super.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        isPrepared = false
        guard let collectionView else { return }
        let adjustment = context.contentOffsetAdjustment
        if adjustment != .zero, adjustment.x.isFinite, adjustment.y.isFinite {
            let offset = collectionView.contentOffset
            collectionView.contentOffset = CGPoint(x: offset.x + adjustment.x, y: offset.y + adjustment.y)
        }
        collectionView.setNeedsLayout()
    }

    /// `invalidationContextClass`: the class of the contexts this layout makes (`invalidationContext(forBoundsChange:)`);
    /// a subclass with its own context class returns it.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// `invalidationContext(forBoundsChange:)`: the context `invalidateLayout(with:)` gets when
    /// `shouldInvalidateLayout(forBoundsChange:)` answered `true`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: whether a self-sizing cell's
    /// preferred size needs a new layout. Default `false` (the flow and compositional layouts keep the size).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool { false }

    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// A context of `invalidationContextClass` (a plain one when that class is not a context class).
    func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
        (type(of: self).invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type ?? CollectionViewLayoutInvalidationContext.self).init()
    }

    // MARK: Attributes of the layout's own class

    /// `layoutAttributesClass`: the class of the attributes this layout makes; a subclass with attributes of its own
    /// returns their class, and the flow and compositional layouts then make instances of it.
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    /// Attributes of `layoutAttributesClass` for a cell.
    func makeAttributes(forCellWith indexPath: TableIndexPath) -> CollectionViewLayoutAttributes {
        let made = attributesClass.init()
        made.indexPath = indexPath
        return made
    }

    /// Attributes of `layoutAttributesClass` for a supplementary view.
    func makeAttributes(forSupplementaryViewOfKind kind: String, with indexPath: TableIndexPath) -> CollectionViewLayoutAttributes {
        let made = attributesClass.init()
        made.indexPath = indexPath
        made.representedElementCategory = .supplementaryView
        made.representedElementKind = kind
        return made
    }

    /// `layoutAttributesClass` as a class of attributes (the base class when it is not one).
    var attributesClass: CollectionViewLayoutAttributes.Type {
        type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type ?? CollectionViewLayoutAttributes.self
    }

    // MARK: Decoration views, updates, transitions

    /// `layoutAttributesForDecorationView(ofKind:at:)`: the attributes of one decoration view. Default `nil`; a
    /// compositional layout answers for its sections' decoration items.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: TableIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// `prepare(forCollectionViewUpdates:)`: before a batch update animates, with what it changes (deletions,
    /// insertions, reloads, moves). Default: nothing.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// `finalizeCollectionViewUpdates()`: inside the batch update's animation block, after the views were placed.
    open func finalizeCollectionViewUpdates() {}

    /// `indexPathsToInsertForSupplementaryView(ofKind:)`: supplementary views a batch update adds beyond those of
    /// inserted sections; none by default. Asked by no ViewTree collection view (its updates place supplementary
    /// views from the layout's attributes).
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [TableIndexPath] { [] }
    /// `indexPathsToDeleteForSupplementaryView(ofKind:)`: as above, for removals; none by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [TableIndexPath] { [] }
    /// `indexPathsToInsertForDecorationView(ofKind:)`: none by default (decoration views follow the attributes).
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [TableIndexPath] { [] }
    /// `indexPathsToDeleteForDecorationView(ofKind:)`: none by default.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [TableIndexPath] { [] }

    /// `initialLayoutAttributesForAppearingItem(at:)`: where an inserted item's cell starts its animation in;
    /// `nil` (the default) starts it at its final place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: TableIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// `finalLayoutAttributesForDisappearingItem(at:)`: where a deleted item's cell animates to before it goes;
    /// `nil` (the default) removes it at once.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: TableIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`. Default `nil`.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                     at elementIndexPath: TableIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`. Default `nil`.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: TableIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// `initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)`. Default `nil`.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                  at decorationIndexPath: TableIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// `finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)`. Default `nil`.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: TableIndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// `prepare(forAnimatedBoundsChange:)`, `finalizeAnimatedBoundsChange()`: hooks around an animated bounds
    /// change. Default: nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// See `prepare(forAnimatedBoundsChange:)`.
    open func finalizeAnimatedBoundsChange() {}

    /// `prepareForTransition(to:)`, `prepareForTransition(from:)`, `finalizeLayoutTransition()`: hooks around a
    /// change of layout (`setCollectionViewLayout(_:animated:completion:)`). Default: nothing.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}
    /// See `prepareForTransition(to:)`.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}
    /// See `prepareForTransition(to:)`.
    open func finalizeLayoutTransition() {}

    /// `flipsHorizontallyInOppositeLayoutDirection`: whether the layout mirrors itself in right-to-left
    /// layouts. Default `false`. Read by no ViewTree layout (they lay out left to right).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// `developmentLayoutDirection`: the direction the layout was written for. Default `.leftToRight`.
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Self-sizing: asks a newly shown view for its preferred attributes when its element sizes itself in this
    /// layout, keeps the size, and returns whether it differs from the one the element was laid out at (then
    /// the collection view lays out again). The base layout has no self-sizing elements.
    func recordPreferredSize(of view: CollectionReusableView, for attributes: CollectionViewLayoutAttributes) -> Bool { false }

    /// Forgets the sizes self-sizing views preferred (on `reloadData()` and a change of the collection
    /// view's width).
    func forgetMeasuredSizes() {}

    /// Runs `prepare()` if the layout was invalidated.
    ///
    /// Not from inside `prepare()` itself: a layout invalidated there (a compositional section's
    /// `visibleItemsInvalidationHandler`, or a subclass's `prepare()`, calling `invalidateLayout()`) and asked again
    /// answers with the pass being prepared, with a `.layoutLoop` diagnostic, and prepares again at the next query
    /// after it (the collection view's next layout pass).
    func prepareIfNeeded() {
        guard !isPrepared else { return }
        guard !isPreparing else {
            collectionView?.reject(.layoutLoop, "\(type(of: self)) was invalidated and asked again from inside its own prepare() (a visibleItemsInvalidationHandler or prepare() that calls invalidateLayout()); the pass being prepared answers, the next query prepares again")
            return
        }
        isPrepared = true
        isPreparing = true
        defer { isPreparing = false }
        prepare()
    }
}

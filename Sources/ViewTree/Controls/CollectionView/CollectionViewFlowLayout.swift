import Foundation

/// `UICollectionViewFlowLayout`: items in lines (rows when scrolling vertically, columns when
/// scrolling horizontally), with optional headers and footers per section.
///
/// The rules, as UIKit's flow layout applies them: a line takes items while they fit in the width
/// inside the section inset with at least `minimumInteritemSpacing` between them; the leftover space of
/// a line with several items is shared equally between its gaps (the line is justified, the last one
/// too when every item of the section has one size), a line with one item centres it — except the last line
/// of a section whose items differ in size, which keeps `minimumInteritemSpacing` from the leading inset; the items of a line are centred across it on the line's
/// tallest item; lines are `minimumLineSpacing` apart; a header and a footer span the section's width
/// with their reference height. Defaults: item 50 × 50, spacings 10, insets and reference sizes zero,
/// vertical scrolling. The delegate's `UICollectionViewDelegateFlowLayout` methods win over the
/// properties, per item or section.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Rows of items, scrolling up and down (the default).
        case vertical
        /// Columns of items, scrolling sideways.
        case horizontal
    }

    /// UIKit's default `itemSize`, 50 × 50 (UICollectionViewFlowLayout documentation).
    public static let defaultItemSize = CGSize(width: 50, height: 50)
    /// UIKit's default `minimumLineSpacing` and `minimumInteritemSpacing`, 10 (documentation).
    public static let defaultSpacing: CGFloat = 10
    /// `UICollectionViewFlowLayout.automaticSize` (iOS 10): self-sizing cells, as any non-zero
    /// `estimatedItemSize` (items are laid out at `itemSize`, or the delegate's size, until measured).
    public static let automaticSize = CGSize(width: CGFloat(Float.greatestFiniteMagnitude), height: CGFloat(Float.greatestFiniteMagnitude))

    /// The size of every item (unless the delegate says otherwise). Default 50 × 50.
    open var itemSize = CollectionViewFlowLayout.defaultItemSize { didSet { invalidateLayout() } }
    /// Estimated sizes of self-sizing items; `.zero` (the default) turns self-sizing off.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }

    /// Self-sizing items' sizes, as their cells preferred them when shown (kept until `reloadData()` or a
    /// change of the collection view's width).
    var measuredItemSizes: [TableIndexPath: CGSize] = [:]
    /// A flow layout's contexts are `CollectionViewFlowLayoutInvalidationContext`s, as UIKit's.
    open override class var invalidationContextClass: AnyClass { CollectionViewFlowLayoutInvalidationContext.self }

    /// `sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds` (iOS 9): sticky headers and footers.
    /// Default `false`. Kept: ViewTree's flow layout leaves them where their sections put them.
    open var sectionHeadersPinToVisibleBounds = false
    /// See `sectionHeadersPinToVisibleBounds`.
    open var sectionFootersPinToVisibleBounds = false
    /// The space between lines. Default 10.
    open var minimumLineSpacing = CollectionViewFlowLayout.defaultSpacing { didSet { invalidateLayout() } }
    /// The least space between the items of a line. Default 10.
    open var minimumInteritemSpacing = CollectionViewFlowLayout.defaultSpacing { didSet { invalidateLayout() } }
    /// The inset of every section. Default zero.
    open var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11), with UIKit's raw values.
    public enum SectionInsetReference: Int, Sendable {
        /// Section insets count from the content inset (the default).
        case fromContentInset = 0
        /// From the safe area: the collection view's safe-area insets across the scroll direction are added.
        case fromSafeArea = 1
        /// From the layout margins: the collection view's margins across the scroll direction are added.
        case fromLayoutMargins = 2
    }
    /// `sectionInsetReference` (iOS 11); default `.fromContentInset`. Along the scroll direction the safe area is
    /// already in the adjusted content inset, so only the two sides across it are added.
    open var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }

    /// A section's inset counted from `sectionInsetReference`.
    private func referenced(_ inset: EdgeInsets, in cv: CollectionView, vertical: Bool) -> EdgeInsets {
        let extra: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return inset
        case .fromSafeArea: extra = cv.safeAreaInsets
        case .fromLayoutMargins: extra = cv.layoutMargins
        }
        var result = inset
        if vertical {
            result.left += extra.left
            result.right += extra.right
        } else {
            result.top += extra.top
            result.bottom += extra.bottom
        }
        return result
    }
    /// The scroll direction. Default vertical.
    open var scrollDirection = ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// The header size (only the height counts when scrolling vertically, the width sideways).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The footer size (as the header's).
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    /// Every element, in layout order, indexed by index path and by main-axis position.
    private var index = LayoutElementIndex(vertical: true)
    private var contentSize = CGSize.zero

    /// Creates a flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// `init?(coder:)`: a flow layout with UIKit's defaults (ViewTree's nibs give a collection view's flow layout its
    /// sizes from the `<collectionViewFlowLayout>` element, not through a coder).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    private func validSize(_ size: CGSize) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return .zero }
        return size
    }

    private func validLength(_ value: CGFloat) -> CGFloat { value.isFinite && value >= 0 ? value : 0 }

    open override func prepare() {
        index = LayoutElementIndex(vertical: scrollDirection == .vertical)
        contentSize = .zero
        guard let cv = collectionView else { return }
        let vertical = scrollDirection == .vertical
        let flow = cv.delegate as? any CollectionViewDelegateFlowLayout
        let crossExtent = vertical ? cv.bounds.width : cv.bounds.height
        // (main, cross) → a frame: main runs along the scroll direction.
        func frame(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                     : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        var main: CGFloat = 0
        // The delegate is asked, per section, for its inset, line spacing, interitem spacing, header and footer sizes,
        // then each item's size, once each per pass: PSTCollectionView's order (`getSizingInfos`); no device log of
        // UIKit's own was found (Fidelity.md).
        for section in 0..<cv.numberOfSections {
            let inset = referenced(flow?.collectionView(cv, layout: self, insetForSectionAt: section) ?? sectionInset,
                                   in: cv, vertical: vertical)
            let lineSpacing = validLength(flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing)
            let itemSpacing = validLength(flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing)
            let header = validSize(flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize)
            let footer = validSize(flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
            let sectionPath = TableIndexPath(item: 0, section: section)
            let headerLength = vertical ? header.height : header.width
            if headerLength > 0 {
                let a = makeAttributes(forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, with: sectionPath)
                a.frame = frame(main: main, cross: 0, mainLength: headerLength, crossLength: crossExtent)
                index.append(a)
                main += headerLength
            }
            let (mainBefore, mainAfter) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let (crossBefore, crossAfter) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            main += mainBefore
            let available = max(crossExtent - crossBefore - crossAfter, 0)
            let count = cv.numberOfItems(inSection: section)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            let selfSizing = estimatedItemSize != .zero
            let estimate = selfSizing && estimatedItemSize != CollectionViewFlowLayout.automaticSize ? estimatedItemSize : itemSize
            let uniform = flow == nil ? validSize(estimate) : nil
            for item in 0..<count {
                let path = TableIndexPath(item: item, section: section)
                if selfSizing, let measured = measuredItemSizes[path] {
                    sizes.append(validSize(measured))
                } else {
                    sizes.append(uniform ?? validSize(flow!.collectionView(cv, layout: self, sizeForItemAt: path)))
                }
            }
            let mixedSizes = sizes.contains { $0 != sizes[0] }
            var start = 0
            var firstLine = true
            while start < count {
                // Fill a line.
                var end = start + 1
                var used = vertical ? sizes[start].width : sizes[start].height
                while end < count {
                    let next = vertical ? sizes[end].width : sizes[end].height
                    guard used + itemSpacing + next <= available + 1e-9 else { break }
                    used += itemSpacing + next
                    end += 1
                }
                if !firstLine { main += lineSpacing }
                firstLine = false
                let n = end - start
                let lineLength = sizes[start..<end].map { vertical ? $0.height : $0.width }.max() ?? 0
                var gap = n > 1 ? itemSpacing + max(available - used, 0) / CGFloat(n - 1) : 0
                var cross = crossBefore + (n == 1 ? max(available - used, 0) / 2 : 0)
                // The last line of a section of mixed sizes is left-aligned (UIKit's last-row alignment since
                // iOS 6: steipete's rdar://20825965; UIKitWeb's iOS 26 `uikit/collection/sized`).
                if end == count, mixedSizes { gap = itemSpacing; cross = crossBefore }
                for item in start..<end {
                    let s = sizes[item]
                    let (itemMain, itemCross) = vertical ? (s.height, s.width) : (s.width, s.height)
                    let a = makeAttributes(forCellWith: TableIndexPath(item: item, section: section))
                    a.frame = frame(main: main + (lineLength - itemMain) / 2, cross: cross, mainLength: itemMain, crossLength: itemCross)
                    index.append(a)
                    cross += itemCross + gap
                }
                main += lineLength
                start = end
            }
            main += mainAfter
            let footerLength = vertical ? footer.height : footer.width
            if footerLength > 0 {
                let a = makeAttributes(forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, with: sectionPath)
                a.frame = frame(main: main, cross: 0, mainLength: footerLength, crossLength: crossExtent)
                index.append(a)
                main += footerLength
            }
        }
        contentSize = vertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent)
        index.finish()
    }

    /// Self-sizing items (an `estimatedItemSize`): the cell's preferred size is kept for its item.
    override func recordPreferredSize(of view: CollectionReusableView, for attributes: CollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, attributes.representedElementCategory == .cell else { return false }
        guard let preferred = usablePreferredSize(of: view, for: attributes) else { return false }
        let known = measuredItemSizes[attributes.indexPath]
        measuredItemSizes[attributes.indexPath] = preferred
        return preferred != (known ?? attributes.size)
    }

    override func forgetMeasuredSizes() { measuredItemSizes = [:] }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        let elements = index.elements(in: rect)
        return handsOutCopies ? elements.map(handedOut) : elements
    }

    open override func layoutAttributesForItem(at indexPath: TableIndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return index.item(at: indexPath).map(handedOut)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: TableIndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return index.supplementary(ofKind: elementKind, at: indexPath).map(handedOut)
    }

    /// Whether the attributes this layout hands out are copies of the ones it keeps: for a subclass, yes, so a
    /// subclass that changes what `super` returns in place (`attr.frame = attr.frame.insetBy(dx: 10, dy: 10)` in
    /// `layoutAttributesForElements(in:)`) changes them once per query, as its cells show on a device, and not again
    /// at every later query. UIKit hands out its cached objects but checks them against the values it computes and
    /// logs "UICollectionViewFlowLayout has cached frame mismatch for index path … This is likely occurring because
    /// the flow layout subclass … is modifying attributes returned by UICollectionViewFlowLayout without copying them"
    /// (quoted in KTCenterFlowLayout issue 13 and algal/ALGReversedFlowLayout pull request 3), with "no seemingly
    /// visible effect" (philippeauriach/fullyhorizontalcollectionview pull request 4). The plain flow layout changes
    /// nothing and hands out its own (no copy per query).
    private var handsOutCopies: Bool { type(of: self) != CollectionViewFlowLayout.self }

    private func handedOut(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard handsOutCopies else { return attributes }
        return (attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes
    }
}

//
//  CarouselFlowLayout.swift
//
//  Thirtieth probe. Rewritten member for member from TheLADbibleGroup/UPCarouselFlowLayout
//  `UPCarouselFlowLayout/UPCarouselFlowLayout.swift` (commit 50fa72addf0e9089128e12b0b9f06441a3946300), a fork of
//  Paul Ulric's UPCarouselFlowLayout (iOS 8.1+, Swift 4.2 names; same types, members, calls, labels, overrides and
//  control flow; names of locals and comments our own): a `UICollectionViewFlowLayout` subclass that keeps a
//  `LayoutState` to redo its set-up in `prepare()` only when the size or direction changes, sets
//  `decelerationRate` to `UIScrollView.DecelerationRate(5.0)`, centres the items with `sectionInset`, copies the
//  super attributes with `NSArray(array:copyItems: true) as? [UICollectionViewLayoutAttributes]` before scaling and
//  fading the side items (`alpha`, `transform3D = CATransform3DScale(…)`, `zIndex`), answers
//  `shouldInvalidateLayout(forBoundsChange:)` with `true`, and snaps the nearest item to the centre in
//  `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
//  No porting edit.
//

import UIKit


public enum UPCarouselFlowLayoutSpacingMode {
    case fixed(spacing: CGFloat)
    case overlap(visibleOffset: CGFloat)
}


open class UPCarouselFlowLayout: UICollectionViewFlowLayout {

    fileprivate struct LayoutState {
        var size: CGSize
        var direction: UICollectionView.ScrollDirection
        func isEqual(_ otherState: LayoutState) -> Bool {
            return self.size.equalTo(otherState.size) && self.direction == otherState.direction
        }
    }

    @IBInspectable open var sideItemScale: CGFloat = 0.6
    @IBInspectable open var sideItemAlpha: CGFloat = 0.6
    @IBInspectable open var sideItemShift: CGFloat = 0.0
    open var spacingMode = UPCarouselFlowLayoutSpacingMode.fixed(spacing: 40)

    fileprivate var state = LayoutState(size: CGSize.zero, direction: .horizontal)


    override open func prepare() {
        super.prepare()
        let now = LayoutState(size: self.collectionView!.bounds.size, direction: self.scrollDirection)

        if !self.state.isEqual(now) {
            self.setupCollectionView()
            self.updateLayout()
            self.state = now
        }
    }

    fileprivate func setupCollectionView() {
        guard let collectionView = self.collectionView else { return }
        if collectionView.decelerationRate != UIScrollView.DecelerationRate(5.0) {
            collectionView.decelerationRate = UIScrollView.DecelerationRate(5.0)
        }
    }

    fileprivate func updateLayout() {
        guard let collectionView = self.collectionView else { return }

        let viewSize = collectionView.bounds.size
        let horizontal = (self.scrollDirection == .horizontal)

        // Centre the item in both directions.
        let yInset = (viewSize.height - self.itemSize.height) / 2
        let xInset = (viewSize.width - self.itemSize.width) / 2
        self.sectionInset = UIEdgeInsets.init(top: yInset, left: xInset, bottom: yInset, right: xInset)

        let side = horizontal ? self.itemSize.width : self.itemSize.height
        let shrunkBy =  (side - side*self.sideItemScale) / 2
        switch self.spacingMode {
        case .fixed(let spacing):
            self.minimumLineSpacing = spacing - shrunkBy
        case .overlap(let visibleOffset):
            let overlap = visibleOffset + shrunkBy
            let inset = horizontal ? xInset : yInset
            self.minimumLineSpacing = inset - overlap
        }
    }

    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let fromSuper = super.layoutAttributesForElements(in: rect),
            let copies = NSArray(array: fromSuper, copyItems: true) as? [UICollectionViewLayoutAttributes]
            else { return nil }
        return copies.map({ self.transformLayoutAttributes($0) })
    }

    fileprivate func transformLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = self.collectionView else { return attributes }
        let horizontal = (self.scrollDirection == .horizontal)

        let middle = horizontal ? collectionView.frame.size.width/2 : collectionView.frame.size.height/2
        let offset = horizontal ? collectionView.contentOffset.x : collectionView.contentOffset.y
        let itemMiddle = (horizontal ? attributes.center.x : attributes.center.y) - offset

        // 1 at the centre, 0 an item (plus spacing) away or further.
        let reach = (horizontal ? self.itemSize.width : self.itemSize.height) + self.minimumLineSpacing
        let distance = min(abs(middle - itemMiddle), reach)
        let ratio = (reach - distance)/reach

        let alpha = ratio * (1 - self.sideItemAlpha) + self.sideItemAlpha
        let scale = ratio * (1 - self.sideItemScale) + self.sideItemScale
        let shift = (1 - ratio) * self.sideItemShift
        attributes.alpha = alpha
        attributes.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
        attributes.zIndex = Int(alpha * 10)

        if horizontal {
            attributes.center.y = attributes.center.y + shift
        } else {
            attributes.center.x = attributes.center.x + shift
        }

        return attributes
    }

    override open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView , !collectionView.isPagingEnabled,
            let visible = self.layoutAttributesForElements(in: collectionView.bounds)
            else { return super.targetContentOffset(forProposedContentOffset: proposedContentOffset) }

        let horizontal = (self.scrollDirection == .horizontal)

        let half = (horizontal ? collectionView.bounds.size.width : collectionView.bounds.size.height) / 2
        let proposedMiddle = (horizontal ? proposedContentOffset.x : proposedContentOffset.y) + half

        var target: CGPoint
        if horizontal {
            let nearest = visible.sorted { abs($0.center.x - proposedMiddle) < abs($1.center.x - proposedMiddle) }.first ?? UICollectionViewLayoutAttributes()
            target = CGPoint(x: floor(nearest.center.x - half), y: proposedContentOffset.y)
        }
        else {
            let nearest = visible.sorted { abs($0.center.y - proposedMiddle) < abs($1.center.y - proposedMiddle) }.first ?? UICollectionViewLayoutAttributes()
            target = CGPoint(x: proposedContentOffset.x, y: floor(nearest.center.y - half))
        }

        return target
    }
}

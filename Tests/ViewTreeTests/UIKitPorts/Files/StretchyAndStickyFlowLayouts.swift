//
//  StretchyAndStickyFlowLayouts.swift
//
//  Thirty-second probe. Rewritten member for member from ten public files of `UICollectionViewFlowLayout`
//  subclasses that move headers and cells as the collection view scrolls (same types, members, calls, labels,
//  overrides and control flow; names of locals and comments our own):
//  - dkw5877/CollectionViewLayouts `CollectionFlowLayout/Layouts/FlowLayouts/StretchyHeaderLayout.swift` (commit
//    1807eb1f1de610fd4a1da0ae47a7026eff49f045): `shouldInvalidateLayout(forBoundsChange:)` true, and while the
//    content is pulled down (`contentOffset.y < 0`) every section header stretched from the offset to its bottom;
//    `sectionInset` set in `override init()`;
//  - the same repository's `…/FlowLayouts/StickyHeadersLayout.swift`: headers kept in view by hand (iOS 8's way,
//    before `sectionHeadersPinToVisibleBounds`), adding a missing header's attributes with
//    `layoutAttributesForSupplementaryView(ofKind:at:)`, clamping each header between its section's first and last
//    item with `layoutAttributesForItem(at:)`, `zIndex = 99`. Its comment warns that it "crashes if count of items in
//    section exceeds the number of sections": it asks for the last item at `IndexPath(item: 0, section: lastItem)`;
//  - the same repository's `…/FlowLayouts/SlantedlLayout.swift`: a global `degreesToRadians(degrees:)`,
//    `contentInset` set in `prepare()`, every frame inset and rotated −14° through `attributes.transform`;
//  - the same repository's `…/FlowLayouts/FeaturedCellLayout.swift`: a cache of attributes built in `prepare()`
//    from `contentOffset` (the featured item 280 pt tall, the next one growing as it is dragged up),
//    `collectionViewContentSize`, `layoutAttributesForElements(in:)` filtered by `intersects(_:)`, and
//    `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` snapping to 180-pt steps;
//  - the same repository's `…/Delegates/StickyHeadersLayoutDelegate.swift` and `StretchyHeadersLayoutDelegate.swift`:
//    `NSObject` flow-layout delegates that force-cast the layout and size items and headers from the collection
//    view's frame;
//  - the same repository's `Custom Views/BasicHeaderView.swift`: a header coloured `UIColor(named:)`;
//  - denpef/GoodMeals `src/Source/Utils/StretchyHeaderLayout.swift` (commit
//    1713c14249900659426f67ffc102e795e6ebe986): section 0's header only, stretched to `collectionView.frame.width`;
//  - zenThread/PeerisApp `FirebasePhotosDemo/viewcontroller/layouts/stretchLayout.swift` (commit
//    4ba36bb91cc981d982f9d3ebcf2a66451f498a8c): `super.layoutAttributesForElements(in:) as!` an array, `fabs`, and
//    the stretched height from `headerReferenceSize`;
//  - ishraqe/ios-projects `streachy-header-collectionview/streachy-header-collectionview/views/StreachyCell.swift`
//    (commit a7e09e976a5e1c8a4c61908ab9105adf561e884b): a cell whose image and labels are pinned to the cell's own
//    anchors (not its content view's).
//  Porting edits only: the three `StretchyHeaderLayout`s are renamed per source, as they share this file.
//

import UIKit

// MARK: - dkw5877/CollectionViewLayouts

class StretchyHeaderLayout: UICollectionViewFlowLayout {

    let padding: CGFloat = 16

    override init() {
        super.init()
        sectionInset = .init(top: padding, left: padding, bottom: padding, right: padding)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView else { return nil }
        let layoutAttributes = super.layoutAttributesForElements(in: rect)

        let contentOffset = collectionView.contentOffset

        if contentOffset.y < 0 {
            layoutAttributes?.forEach({ (attribute) in
                if attribute.representedElementKind == UICollectionView.elementKindSectionHeader {
                    let height = attribute.frame.height - contentOffset.y
                    attribute.frame = CGRect(x: 0, y: contentOffset.y, width: attribute.frame.width, height: height)
                }
            })
        }

        return layoutAttributes
    }
}

// Sticky headers became an option in iOS 9 (`sectionHeadersPinToVisibleBounds = true`); this is the hand-made way.
class StickyHeadersLayout: UICollectionViewFlowLayout {

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {

        guard let collectionView = collectionView else { return nil }
        guard var layoutAttributes = super.layoutAttributesForElements(in: rect) else { return nil }

        // The sections that have a cell in the rectangle.
        var headersNeedingLayout = IndexSet()
        for attribute in layoutAttributes {
            if attribute.representedElementCategory == .cell {
                headersNeedingLayout.insert(attribute.indexPath.section)
            }
        }

        // Less the ones whose header is there already.
        for attributes in layoutAttributes {
            if let elementKind = attributes.representedElementKind {
                if elementKind == UICollectionView.elementKindSectionHeader {
                    headersNeedingLayout.remove(attributes.indexPath.section)
                }
            }
        }

        // The missing headers' attributes.
        for (index, _) in headersNeedingLayout.enumerated() {
            let indexPath = IndexPath(item: 0, section: index)
            let attribtues = self.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: indexPath)
            layoutAttributes.append(attribtues!)
        }

        // Each header between its section's first and last item.
        for attributes in layoutAttributes {
            if let elementKind = attributes.representedElementKind {
                if elementKind == UICollectionView.elementKindSectionHeader {

                    let section = attributes.indexPath.section
                    if let attributesForFirstItemInSection = layoutAttributesForItem(at: IndexPath(item: 0, section: section)) {

                        let lastItem = collectionView.numberOfItems(inSection: section) - 1
                        let indexPath = IndexPath(item: 0, section: lastItem)

                        if let attributesForLastItemInSection = layoutAttributesForItem(at: indexPath) {
                            var frame = attributes.frame
                            let offset = collectionView.contentOffset.y

                            // Never higher than one header above the section's first item.
                            let minY = attributesForFirstItemInSection.frame.minY - frame.height

                            // Never lower than one header above the section's last item's bottom.
                            let maxY = attributesForLastItemInSection.frame.maxY - frame.height

                            // Otherwise at the top of the visible content.
                            let y = min(max(offset, minY), maxY)
                            frame.origin.y = y
                            attributes.frame = frame
                            attributes.zIndex = 99
                        }
                    }
                }
            }
        }
        return layoutAttributes
    }
}

func degreesToRadians(degrees: Double) -> CGFloat {
    return CGFloat(Double.pi * (degrees / 180))
}

class SlantedlLayout: UICollectionViewFlowLayout {

    override func prepare() {
        super.prepare()
        collectionView?.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 50, right: 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let layoutAttributes = super.layoutAttributesForElements(in: rect) else { return nil }

        for attributes in layoutAttributes {

            // Inset before turning, so the whole cell shows.
            attributes.frame = attributes.frame.insetBy(dx: 12, dy: 0)
            // 14° counter-clockwise.
            attributes.transform = .init(rotationAngle: degreesToRadians(degrees: -14))
        }

        return layoutAttributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}

class FeaturedCellLayout: UICollectionViewFlowLayout {

    struct LayoutConstants {
        struct Cell {
            static let standardHeight: CGFloat = 100
            static let featuredHeight: CGFloat = 280
        }
    }

    let dragOffset: CGFloat = 180
    var cache = [UICollectionViewLayoutAttributes]()

    var featuredItemIndex: Int {
        get {
            return max(0, Int(collectionView!.contentOffset.y / dragOffset))
        }
    }

    var nextItemPercentageOffset: CGFloat {
        get {
            return (collectionView!.contentOffset.y / dragOffset) - CGFloat(featuredItemIndex)
        }
    }

    var width: CGFloat {
        get {
            return collectionView!.bounds.width
        }
    }

    var height: CGFloat {
        get {
            return collectionView!.bounds.height
        }
    }

    var numberOfItems: Int {
        get {
            return collectionView!.numberOfItems(inSection: 0)
        }
    }

    override var collectionViewContentSize: CGSize {
        let contentHeight = (CGFloat(numberOfItems) * dragOffset) + (height - dragOffset)
        return .init(width: width, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        cache.removeAll(keepingCapacity: false)

        let standardHeight = LayoutConstants.Cell.standardHeight
        let featuredHeight = LayoutConstants.Cell.featuredHeight

        var frame = CGRect.zero
        var y: CGFloat = 0

        for item in 0..<numberOfItems {
            let indexPath = IndexPath(item: item, section: 0)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.zIndex = item
            var height = standardHeight

            if indexPath.item == featuredItemIndex {
                let yOffset = standardHeight * nextItemPercentageOffset
                y = collectionView!.contentOffset.y - yOffset
                height = featuredHeight
            } else if indexPath.item == (featuredItemIndex + 1) &&
                indexPath.item != numberOfItems {
                let maxY = y + standardHeight
                height = standardHeight + max((featuredHeight - standardHeight) * nextItemPercentageOffset, 0)
                y = maxY - height
            }

            frame = CGRect(x: 0, y: y, width: width, height: height)
            attributes.frame = frame
            cache.append(attributes)
            y = frame.maxY
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var layoutAttributes = [UICollectionViewLayoutAttributes]()

        for attributes in cache {
            if attributes.frame.intersects(rect) {
                layoutAttributes.append(attributes)
            }
        }

        return layoutAttributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let itemIndex = round(proposedContentOffset.y / dragOffset)
        let yOffset = itemIndex * dragOffset
        return .init(x: 0, y: yOffset)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}

class StickyHeadersLayoutDelegate: NSObject, UICollectionViewDelegateFlowLayout {

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let layout = collectionViewLayout as! StickyHeadersLayout
        let insets: CGFloat = layout.sectionInset.left + layout.sectionInset.right
        let width = collectionView.frame.size.width
        return CGSize(width: width - insets, height: 60)

    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        let size = collectionView.frame.size
        return CGSize(width: size.width, height: 40.0)
    }
}

class StretchyHeadersLayoutDelegate: NSObject, UICollectionViewDelegateFlowLayout {

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let layout = collectionViewLayout as! StretchyHeaderLayout
        let insets: CGFloat = layout.sectionInset.left + layout.sectionInset.right
        let width = collectionView.frame.size.width
        return CGSize(width: width - insets, height: 60)

    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        let size = collectionView.frame.size
        return CGSize(width: size.width, height: size.height * 0.40)
    }

}

class BasicHeaderView: UICollectionReusableView {

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(named: "darkGreen")
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

}

// MARK: - denpef/GoodMeals

final class GoodMealsStretchyHeaderLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let layoutAttributes = super.layoutAttributesForElements(in: rect)

        layoutAttributes?.forEach { attributes in
            if attributes.representedElementKind == UICollectionView.elementKindSectionHeader &&
                attributes.indexPath.section == 0 {
                guard let collectionView = collectionView else {
                    return
                }

                let contentOffsetY = collectionView.contentOffset.y

                if contentOffsetY > 0 {
                    return
                }

                attributes.frame = CGRect(x: 0,
                                          y: contentOffsetY,
                                          width: collectionView.frame.width,
                                          height: attributes.frame.height - contentOffsetY)
            }
        }
        return layoutAttributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}

// MARK: - zenThread/PeerisApp

class stretchLayout: UICollectionViewFlowLayout {

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let layoutAttributes = super.layoutAttributesForElements(in: rect) as! [UICollectionViewLayoutAttributes]
        let offset = collectionView!.contentOffset
        if (offset.y < 0) {
            let deltaY = fabs(offset.y)
            for attributes in layoutAttributes {
                if let elementKind = attributes.representedElementKind {
                    if elementKind == UICollectionView.elementKindSectionHeader {
                        var frame = attributes.frame
                        frame.size.height = max(0, headerReferenceSize.height + deltaY)
                        frame.origin.y = frame.minY - deltaY
                        attributes.frame = frame
                    }
                }
            }

        }
        return layoutAttributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}

// MARK: - ishraqe/ios-projects

class StreachyCell: UICollectionViewCell {

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupview()
    }

    let bgImage: UIImageView = {
        let image = UIImageView()
        image.clipsToBounds = true
        image.contentMode = .scaleAspectFill
        image.layer.cornerRadius = 5

        return image
    }()

    let MainLabel: UILabel = {
        let label = UILabel()
        label.text = "hello"
        label.textColor = .white

        return label
    }()

    let DescLabel: UILabel = {
        let label = UILabel()
        label.text = "This is the description of the view"
        label.textColor = .white

        return label
    }()

    func setupview() {
        addSubview(bgImage)
        addSubview(MainLabel)
        addSubview(DescLabel)

        bgImage.translatesAutoresizingMaskIntoConstraints = false
        bgImage.topAnchor.constraint(equalTo: topAnchor, constant: 0).isActive = true
        bgImage.leftAnchor.constraint(equalTo: leftAnchor, constant: 0).isActive = true
        bgImage.rightAnchor.constraint(equalTo: rightAnchor, constant: 0).isActive = true
        bgImage.bottomAnchor.constraint(equalTo: bottomAnchor, constant: 0).isActive = true

        MainLabel.translatesAutoresizingMaskIntoConstraints = false
        MainLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 8).isActive = true
        MainLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true

        DescLabel.translatesAutoresizingMaskIntoConstraints = false
        DescLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 8).isActive = true
        DescLabel.topAnchor.constraint(equalTo: MainLabel.bottomAnchor, constant: 8).isActive = true
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

}

//
//  FlowLayoutSubclasses.swift
//
//  Twenty-second probe. Three public `UICollectionViewFlowLayout` subclasses, kept member for member:
//  - OrWest/iOS-lessons `Project13/Project13/FlowLayout.swift` (commit 388be1571bebe84dd4f5ad50c0ec2ffb2f5a4057):
//    every cell's frame inset by 10 pt in `layoutAttributesForElements(in:)` (supplementary views left alone through
//    `representedElementKind`), and appearing items grown from a point at the origin;
//  - raxityo/InvertedCollectionViewDemo `TestApp/TestApp/CustomCollectionViewFlowLayout.swift` (commit 1c289353…):
//    every attribute's `transform.d = -1`, the upside-down half of an inverted chat list;
//  - visi2/Testgit `check/JumpAvoidingFlowLayout.swift` (commit a0302a69…): `targetContentOffset(forProposedContentOffset:)`
//    pinned to zero on an axis whose content fits.
//  No porting edit.
//
import UIKit

class FlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        if let attributes = super.layoutAttributesForElements(in: rect) {
            for attr in attributes {
                if attr.representedElementKind == nil {
                    attr.frame = attr.frame.insetBy(dx: 10, dy: 10)
                }
            }
            return attributes
        } else {
            return nil
        }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) else {
            return nil
        }

        attributes.alpha = 0.0
        attributes.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
        attributes.center = .zero
        return attributes
    }
}

class CustomCollectionViewFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else {
            return nil
        }
        attributes.forEach {
            $0.alpha = 1
            $0.transform.d = -1
        }
        return attributes
    }
}

class JumpAvoidingFlowLayout: UICollectionViewFlowLayout {

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else {
            return proposedContentOffset
        }

        let targetX: CGFloat = {
            let totalWidth = collectionViewContentSize.width + collectionView.contentInset.left

            if totalWidth > collectionView.bounds.size.width {
                return proposedContentOffset.x
            }

            return 0
        }()

        let targetY: CGFloat = {
            let totalHeight = collectionViewContentSize.height + collectionView.contentInset.right

            if totalHeight > collectionView.bounds.size.height {
                return proposedContentOffset.y
            }

            return 0
        }()

        return CGPoint(x: targetX, y: targetY)
    }

}

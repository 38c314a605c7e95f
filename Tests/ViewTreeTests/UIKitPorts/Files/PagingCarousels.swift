//
//  PagingCarousels.swift
//
//  Twentieth probe. Adapted (rewritten, keeping the UIKit members they use) from three public files that make a
//  horizontal scroll view stop on page boundaries narrower than its width by rewriting `targetContentOffset` in
//  `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`:
//  - APUtils/APExtensions `APExtensions/Classes/Core/_Protocols/ScrollViewCustomPageSize.swift` (commit
//    195bce3a9625fd065e78585713f99677bab8f2df): a `UIScrollViewDelegate` protocol whose extension computes the target
//    offset from `contentOffset`, the velocity (× 60), `contentInset` and `contentSize`, snapping to the last partial page;
//  - atfelix/CourseTracker `CourseTracker/CourseTracker/AddAthleticsViewController+UIScrollView.swift` (commit
//    346d64a9674e912b31fbf384981678dd5d44cd31): rounds the proposed offset to a flow layout's `itemSize.width +
//    minimumLineSpacing`, assigning `targetContentOffset.pointee` (the controller itself, empty in the repository, is
//    given a collection view here);
//  - minjiLee68/BulletinBoardService `CollectionStyle/CollectionViewCenterCGRect.swift` (commit
//    ce888e40e9297976e4b0acb5b4b02a09d8875800): the same step chosen by the velocity's sign (`ceil`, `floor`, `round`).
//  No porting edit.
//
import UIKit

/// Protocol that simplifies custom page size configuration for UIScrollView.
/// - note: Set `.decelerationRate` to `UIScrollViewDecelerationRateFast` for a fancy scrolling animation.
public protocol ScrollViewCustomHorizontalPageSize: UIScrollViewDelegate {
    /// Custom page size
    var pageSize: CGFloat { get }

    /// Helper method to get current page fraction
    func getCurrentPage(scrollView: UIScrollView) -> CGFloat

    /// Helper method to get targetContentOffset. Usage:
    ///
    ///     func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
    ///         targetContentOffset.pointee.x = getTargetContentOffset(scrollView: scrollView, velocity: velocity)
    ///     }
    func getTargetContentOffset(scrollView: UIScrollView, velocity: CGPoint) -> CGFloat

    /// Must be implemented. See `getTargetContentOffset` for more info.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
}

public extension ScrollViewCustomHorizontalPageSize {
    func getCurrentPage(scrollView: UIScrollView) -> CGFloat {
        return (scrollView.contentOffset.x + scrollView.contentInset.left) / pageSize
    }

    func getTargetContentOffset(scrollView: UIScrollView, velocity: CGPoint) -> CGFloat {
        let targetX: CGFloat = scrollView.contentOffset.x + velocity.x * 60.0

        var targetIndex = (targetX + scrollView.contentInset.left) / pageSize
        let maxOffsetX = scrollView.contentSize.width - scrollView.bounds.width + scrollView.contentInset.right
        let maxIndex = (maxOffsetX + scrollView.contentInset.left) / pageSize
        if velocity.x > 0 {
            targetIndex = ceil(targetIndex)
        } else if velocity.x < 0 {
            targetIndex = floor(targetIndex)
        } else {
            let (maxFloorIndex, lastInterval) = modf(maxIndex)
            if targetIndex > maxFloorIndex {
                if targetIndex >= lastInterval / 2 + maxFloorIndex {
                    targetIndex = maxIndex
                } else {
                    targetIndex = maxFloorIndex
                }
            } else {
                targetIndex = round(targetIndex)
            }
        }

        if targetIndex < 0 {
            targetIndex = 0
        }

        var offsetX = targetIndex * pageSize - scrollView.contentInset.left
        offsetX = min(offsetX, maxOffsetX)

        return offsetX
    }
}

class AddAthleticsViewController: UIViewController {

    //MARK: Properties

    let layout = UICollectionViewFlowLayout()
    lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)

    //MARK: ViewDidLoad
    override func viewDidLoad() {
        super.viewDidLoad()

        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 280, height: 180)
        layout.minimumLineSpacing = 16
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        collectionView.decelerationRate = .fast
        collectionView.delegate = self
        view.addSubview(collectionView)
    }
}

extension AddAthleticsViewController: UIScrollViewDelegate {

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {

        guard
            let collectionView = scrollView as? UICollectionView,
            let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else {
                return }

        let cellWidthIncludingSpacing = layout.itemSize.width + layout.minimumLineSpacing
        let index = (targetContentOffset.pointee.x + scrollView.contentInset.left) / cellWidthIncludingSpacing

        targetContentOffset.pointee = CGPoint(x: round(index) * cellWidthIncludingSpacing - scrollView.contentInset.left, y: -scrollView.contentInset.top)
    }
}

class CollectionViewCenterCGRect {
    static func collectionViewCenter(collectionView: UICollectionView, scrollView: UIScrollView, velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }

        let cellWidthIncludingSpacing = layout.itemSize.width + layout.minimumLineSpacing

        let estimatedIndex = scrollView.contentOffset.x / cellWidthIncludingSpacing
        let index: Int
        if velocity.x > 0 {
            index = Int(ceil(estimatedIndex))
        } else if velocity.x < 0 {
            index = Int(floor(estimatedIndex))
        } else {
            index = Int(round(estimatedIndex))
        }
        targetContentOffset.pointee = CGPoint(x: CGFloat(index) * cellWidthIncludingSpacing, y: 0)
    }
}

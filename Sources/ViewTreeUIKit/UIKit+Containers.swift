import Foundation
import ViewTree

// `UIStackView.Distribution` and `.Alignment`, `UICollectionView.ScrollPosition` and
// `UICollectionView.elementKindSectionHeader`/`Footer` are ViewTree's own nested names.

/// `UIStackView`: ViewTree's `StackView` (its `axis` is an `NSLayoutConstraint.Axis`, as in UIKit).
public typealias UIStackView = StackView
/// `UICollectionView`: ViewTree's `CollectionView`.
public typealias UICollectionView = CollectionView
/// `UICollectionViewCell`: ViewTree's `CollectionViewCell`.
public typealias UICollectionViewCell = CollectionViewCell
/// `UICollectionReusableView`: ViewTree's `CollectionReusableView`.
public typealias UICollectionReusableView = CollectionReusableView
/// `UICollectionViewLayout`: ViewTree's `CollectionViewLayout`.
public typealias UICollectionViewLayout = CollectionViewLayout
/// `UICollectionViewFlowLayout`: ViewTree's `CollectionViewFlowLayout`.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// `UICollectionViewLayoutAttributes`: ViewTree's `CollectionViewLayoutAttributes`.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// `UICollectionViewDataSource`: ViewTree's `CollectionViewDataSource`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// `UICollectionViewDelegate`: ViewTree's `CollectionViewDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// `UICollectionViewDelegateFlowLayout`: ViewTree's `CollectionViewDelegateFlowLayout`.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout

extension CollectionView {
    /// `UICollectionView.ScrollDirection`: ViewTree's `CollectionViewFlowLayout.ScrollDirection` (UIKit
    /// nests it in the collection view; ViewTree in the flow layout, its only user).
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
}

/// `UICollectionView.ScrollDirection`'s Swift 3 name.
public typealias UICollectionViewScrollDirection = CollectionViewFlowLayout.ScrollDirection
/// `UIStackViewDistribution`: the Swift 3 name of `UIStackView.Distribution`.
public typealias UIStackViewDistribution = StackView.Distribution
/// `UIStackViewAlignment`: the Swift 3 name of `UIStackView.Alignment`.
public typealias UIStackViewAlignment = StackView.Alignment
/// `UILayoutConstraintAxis`: the Swift 3 name of `NSLayoutConstraint.Axis`.
public typealias UILayoutConstraintAxis = LayoutConstraintAxis

/// `UIBarMetrics`: ViewTree's `BarMetrics`.
public typealias UIBarMetrics = BarMetrics
/// `UIBarPosition`: ViewTree's `BarPosition`.
public typealias UIBarPosition = BarPosition

import Foundation
import ViewTree

// Compositional layouts (iOS 13), list layouts (iOS 14) and cell registrations. `UICollectionView.CellRegistration`
// and `.SupplementaryRegistration` are ViewTree's own nested names.

/// `UICollectionViewCompositionalLayout`: ViewTree's `CollectionViewCompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// `UICollectionViewCompositionalLayoutConfiguration`: ViewTree's `CollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// `UICollectionViewCompositionalLayoutSectionProvider`: ViewTree's `CollectionViewCompositionalLayout.SectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayout.SectionProvider
/// `NSCollectionLayoutDimension`: ViewTree's `CollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// `NSCollectionLayoutSize`: ViewTree's `CollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// `NSCollectionLayoutSpacing`: ViewTree's `CollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// `NSCollectionLayoutEdgeSpacing`: ViewTree's `CollectionLayoutEdgeSpacing`.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// `NSCollectionLayoutItem`: ViewTree's `CollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// `NSCollectionLayoutGroup`: ViewTree's `CollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// `NSCollectionLayoutSection`: ViewTree's `CollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17): ViewTree's
/// `CollectionLayoutSectionOrthogonalScrollingProperties`.
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties = CollectionLayoutSectionOrthogonalScrollingProperties
/// `NSCollectionLayoutSupplementaryItem`: ViewTree's `CollectionLayoutSupplementaryItem`.
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
/// `NSCollectionLayoutBoundarySupplementaryItem`: ViewTree's `CollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// `NSCollectionLayoutDecorationItem`: ViewTree's `CollectionLayoutDecorationItem`.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// `NSCollectionLayoutVisibleItem`: ViewTree's `CollectionLayoutVisibleItem`.
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: ViewTree's `CollectionLayoutSection.VisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = CollectionLayoutSection.VisibleItemsInvalidationHandler
/// `NSCollectionLayoutEnvironment`: ViewTree's `CollectionLayoutEnvironment`.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// `NSCollectionLayoutContainer`: ViewTree's `CollectionLayoutContainer`.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// `NSRectAlignment`: ViewTree's `RectAlignment`.
public typealias NSRectAlignment = RectAlignment
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: ViewTree's `CollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
/// `UICollectionLayoutListConfiguration`: ViewTree's `CollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// `UICollectionViewListCell`: ViewTree's `CollectionViewListCell`.
public typealias UICollectionViewListCell = CollectionViewListCell
/// `UICellAccessory`: ViewTree's `CellAccessory`.
public typealias UICellAccessory = CellAccessory

/// `NSCollectionLayoutAnchor`: ViewTree's `CollectionLayoutAnchor`.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
/// `UIContentInsetsReference`: ViewTree's `ContentInsetsReference`.
public typealias UIContentInsetsReference = ContentInsetsReference
/// `UIListSeparatorConfiguration` (iOS 14.5): ViewTree's `ListSeparatorConfiguration`.
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration

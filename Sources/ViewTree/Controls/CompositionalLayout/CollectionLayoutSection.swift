import Foundation

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (iOS 13): whether a section's groups run across the
/// layout's scroll direction (a row of cards in a vertical list) instead of along it.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// `.none`: groups follow each other along the scroll direction (the default).
    case none = 0
    /// `.continuous`.
    case continuous
    /// `.continuousGroupLeadingBoundary`.
    case continuousGroupLeadingBoundary
    /// `.paging`.
    case paging
    /// `.groupPaging`.
    case groupPaging
    /// `.groupPagingCentered`.
    case groupPagingCentered
}

/// `NSCollectionLayoutSection` (iOS 13): one section's group, repeated for as many items as the section has,
/// with its insets, spacing and headers.
///
/// Groups follow each other along the layout's scroll direction `interGroupSpacing` apart; with an
/// `orthogonalScrollingBehavior` other than `.none` they follow each other across it, in one line as long as
/// the section's tallest group (UIKit puts them in a scroll view of their own; ViewTree lays them out in the
/// collection view's content, where the ones past the edge are simply off screen).
public final class CollectionLayoutSection {
    /// `group`: repeated until the section's items run out.
    public let group: CollectionLayoutGroup
    /// `contentInsets`: around the section's groups. Default zero.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// `interGroupSpacing`: between groups. Default 0.
    public var interGroupSpacing: CGFloat = 0
    /// `contentInsetsReference` (iOS 14): what `contentInsets` are measured from. Default `.automatic`. Kept: ViewTree
    /// measures them from the collection view's edges.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// `orthogonalScrollingBehavior`. Default `.none`.
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// `orthogonalScrollingProperties` (iOS 17): the bounce and deceleration of an orthogonally scrolling section.
    /// Read-only, as UIKit's: change the object's properties.
    public let orthogonalScrollingProperties = CollectionLayoutSectionOrthogonalScrollingProperties()
    /// `boundarySupplementaryItems`: headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// `supplementariesFollowContentInsets`: whether headers and footers are inset with the groups. Default `true`.
    public var supplementariesFollowContentInsets = true
    /// `decorationItems`: views behind the section, such as its background (`CollectionLayoutDecorationItem`).
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: told an orthogonal section's visible items, the
    /// section's scroll offset and the environment.
    public typealias VisibleItemsInvalidationHandler = ([any CollectionLayoutVisibleItem], CGPoint, any CollectionLayoutEnvironment) -> Void
    /// `visibleItemsInvalidationHandler`: for a section with an `orthogonalScrollingBehavior`, called at every layout
    /// pass with the section's cells in the visible bounds and an offset of zero (ViewTree's orthogonal sections do
    /// not scroll); what it sets on the items (alpha, transform, …) is shown.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    /// Space before the section's leading boundary items (a list's `headerTopPadding`; 0 for a section made by hand).
    var spaceBeforeBoundaryItems: CGFloat = 0
    /// Whether a list section styles its first item as a header (`headerMode = .firstItemInSection`): an
    /// `.automatic` outline disclosure on that item is then a header's.
    var firstItemIsHeader = false
    /// A list section's appearance (`list(using:layoutEnvironment:)`), `nil` for a section made by hand: its cells
    /// take their default content configuration and indentation width from it.
    var listAppearance: CollectionLayoutListConfiguration.Appearance?

    /// `init(group:)`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17): how an orthogonally scrolling section bounces
/// and decelerates. Kept for code and tests to read: ViewTree's orthogonal sections do not scroll (see
/// `CollectionLayoutSection`).
public final class CollectionLayoutSectionOrthogonalScrollingProperties {
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce` (UICollectionViewCompositionalLayout.h values).
    public enum Bounce: Int, Sendable, Hashable {
        /// As the collection view bounces (0).
        case automatic = 0
        /// Always bounces past the content's edges (1).
        case always = 1
        /// Never bounces (2).
        case never = 2
    }

    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate`: a scroll view's rate, or
    /// `.automatic` for the collection view's own.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The rate (as `DecelerationRate.rawValue`), or `automaticRawValue`.
        public let rawValue: CGFloat
        /// A rate of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `.automatic`: the collection view's `decelerationRate`.
        public static let automatic = DecelerationRate(rawValue: automaticRawValue)
        /// `.normal`: a scroll view's normal rate (0.998).
        public static let normal = DecelerationRate(rawValue: ViewTree.DecelerationRate.normal.rawValue)
        /// `.fast`: a scroll view's fast rate (0.99).
        public static let fast = DecelerationRate(rawValue: ViewTree.DecelerationRate.fast.rawValue)
        /// The raw value of `.automatic`, which UIKit does not document: 0 (ours), a rate no scroll view uses.
        public static let automaticRawValue: CGFloat = 0

        /// The scroll view rate this stands for in a collection view whose own rate is `collectionViewRate`.
        public func resolved(collectionViewRate: ViewTree.DecelerationRate) -> ViewTree.DecelerationRate {
            self == .automatic ? collectionViewRate : ViewTree.DecelerationRate(rawValue: rawValue)
        }
    }

    /// `bounce`: default `.automatic`.
    public var bounce = Bounce.automatic
    /// `decelerationRate`: default `.automatic`.
    public var decelerationRate = DecelerationRate.automatic

    /// `init()`: UIKit's defaults.
    public init() {}
}

/// `UIContentInsetsReference` (iOS 14), with UIKit's raw values.
public enum ContentInsetsReference: Int, Sendable, Hashable {
    /// The system chooses (the safe area for lists, else none).
    case automatic = 0
    /// The collection view's edges.
    case none = 1
    /// The safe area.
    case safeArea = 2
    /// The layout margins.
    case layoutMargins = 3
    /// The readable content guide.
    case readableContent = 4
}

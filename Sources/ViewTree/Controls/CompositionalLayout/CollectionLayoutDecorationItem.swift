import Foundation

/// `NSCollectionLayoutDecorationItem` (iOS 13): a view behind a section, such as its background, of a kind registered
/// with the layout (`register(_:forDecorationViewOfKind:)`). It covers the whole section (headers, footers and the
/// section's `contentInsets` included, the container's width across) less its own `contentInsets`; the collection
/// view shows it behind the section's cells.
public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// `elementKind`.
    public let elementKind: String
    /// `zIndex`: the decoration view's attributes' `zIndex`. Default 0, behind the items (whose default is 1); a
    /// higher one puts the decoration in front of them.
    public var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// `background(elementKind:)`: a view the size of its section.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// `NSCollectionLayoutVisibleItem` (iOS 13): an element of an orthogonally scrolling section as its
/// `visibleItemsInvalidationHandler` sees it; what the handler sets (alpha, transform, …) is shown. ViewTree's are
/// the elements' layout attributes.
public protocol CollectionLayoutVisibleItem: AnyObject {
    /// `frame`.
    var frame: CGRect { get }
    /// `bounds`.
    var bounds: CGRect { get }
    /// `center`.
    var center: CGPoint { get set }
    /// `alpha`.
    var alpha: CGFloat { get set }
    /// `zIndex`.
    var zIndex: Int { get set }
    /// `isHidden`.
    var isHidden: Bool { get set }
    /// `transform`.
    var transform: CGAffineTransform { get set }
    /// `indexPath`.
    var indexPath: IndexPath { get }
    /// `representedElementCategory`.
    var representedElementCategory: CollectionViewLayoutAttributes.ElementCategory { get }
    /// `representedElementKind`.
    var representedElementKind: String? { get }
}

extension CollectionViewLayoutAttributes: CollectionLayoutVisibleItem {}

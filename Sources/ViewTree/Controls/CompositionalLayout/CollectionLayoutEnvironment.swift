import Foundation

/// `NSCollectionLayoutContainer` (iOS 13): the size a section is laid out in.
public protocol CollectionLayoutContainer: AnyObject {
    /// `contentSize`: the size before the content insets.
    var contentSize: CGSize { get }
    /// `effectiveContentSize`: the size after the content insets ("The size of the container after content insets
    /// are applied").
    var effectiveContentSize: CGSize { get }
    /// `contentInsets`.
    var contentInsets: DirectionalEdgeInsets { get }
    /// `effectiveContentInsets`.
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment` (iOS 13): what a section provider is told about where the section goes.
public protocol CollectionLayoutEnvironment: AnyObject {
    /// `container`: the collection view's bounds size, with no content insets (as measured on UIKit).
    var container: any CollectionLayoutContainer { get }
    /// `traitCollection`: the collection view's traits.
    var traitCollection: TraitCollection { get }
}

/// The container a compositional layout passes: the collection view's bounds size (its insets are zero, as UIKit's
/// were measured to be).
final class CompositionalLayoutContainer: CollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: DirectionalEdgeInsets
    var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }
}

/// The environment a compositional layout passes to its section provider.
final class CompositionalLayoutEnvironment: CollectionLayoutEnvironment {
    let container: any CollectionLayoutContainer
    let traitCollection: TraitCollection

    init(container: any CollectionLayoutContainer, traitCollection: TraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
    }
}

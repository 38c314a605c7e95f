import Foundation

/// `NSCollectionLayoutGroup` (iOS 13): items along a horizontal or vertical line, itself an item (groups nest).
///
/// How a group takes its items (Apple's documentation; the notes of a backport that measured Mac Catalyst's UIKit on
/// 182 layouts; IBPCollectionViewCompositionalLayout, whose group enumerates its subitems cyclically):
/// - `horizontal(layoutSize:subitems:)` / `vertical(…)`: the subitems in turn, again from the first, as many as fit
///   along the group's length less its `contentInsets`, "decided against the size less the spacing between the
///   items": n items fit when, their fractions taken of the length less n − 1 spacings, they and the spacings do.
///   A group whose first item does not fit lays out nothing; one estimated along its own axis holds one run of its
///   subitems.
/// - `horizontal(layoutSize:subitem:count:)` (deprecated in iOS 16): `count` "equally sized items", the group's
///   length less the spacing shared between them ("the group keeps the same number of items and automatically
///   resizes them to add the extra specified spacing").
/// - `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): the subitem `count` times at its own size ("It's
///   your responsibility to ensure that the group's layoutSize can fit count repetitions").
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// The line a group's items are on.
    enum Axis { case horizontal, vertical }
    /// How the items are chosen.
    enum Repetition { case cycling, equalSplit(Int), repeating(Int) }

    let axis: Axis
    let repetition: Repetition
    /// `subitems`.
    public let subitems: [CollectionLayoutItem]
    /// `interItemSpacing`: between the items. Default `nil` (no space).
    public var interItemSpacing: CollectionLayoutSpacing?

    init(layoutSize: CollectionLayoutSize, axis: Axis, subitems: [CollectionLayoutItem], repetition: Repetition) {
        self.axis = axis
        self.subitems = subitems
        self.repetition = repetition
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// `horizontal(layoutSize:subitems:)`.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, repetition: .cycling)
    }

    /// `horizontal(layoutSize:subitem:count:)`: `count` equal items across the group's width.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repetition: .equalSplit(count))
    }

    /// `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): the subitem `count` times, at its own size.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repetition: .repeating(count))
    }

    /// `vertical(layoutSize:subitems:)`.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, repetition: .cycling)
    }

    /// `vertical(layoutSize:subitem:count:)`: `count` equal items down the group's height.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repetition: .equalSplit(count))
    }

    /// `vertical(layoutSize:repeatingSubitem:count:)` (iOS 16).
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repetition: .repeating(count))
    }
}

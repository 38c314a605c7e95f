import Foundation

/// `NSCollectionLayoutSpacing` (iOS 13): the space between a group's items, or at an item's edge. Fixed spacing is
/// exactly its points; flexible spacing is at least its points and grows to share the room left in the group
/// ("Use flexible spacing to provide a minimum amount of space that can grow as more space becomes available …
/// items are respaced evenly in the additional space", NSCollectionLayoutSpacing documentation).
public final class CollectionLayoutSpacing: CustomStringConvertible {
    /// `spacing`: the points (the minimum, for flexible spacing).
    public let spacing: CGFloat
    /// `isFlexible`.
    public let isFlexible: Bool
    /// `isFixed`.
    public var isFixed: Bool { !isFlexible }

    init(spacing: CGFloat, isFlexible: Bool) {
        self.spacing = spacing
        self.isFlexible = isFlexible
    }

    /// `fixed(_:)`: exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing { .init(spacing: fixedSpacing, isFlexible: false) }
    /// `flexible(_:)`: at least `flexibleSpacing` points, more when the group has room left.
    public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing { .init(spacing: flexibleSpacing, isFlexible: true) }

    public var description: String { isFlexible ? "flexible(\(spacing))" : "fixed(\(spacing))" }
}

/// `NSCollectionLayoutEdgeSpacing` (iOS 13): space outside an item's edges inside its group, applied before the
/// item's `contentInsets` (NSCollectionLayoutItem documentation: "Content insets are applied after applying
/// edgeSpacing"). ViewTree treats a flexible edge spacing as its minimum (fixed).
public final class CollectionLayoutEdgeSpacing {
    /// `leading`.
    public let leading: CollectionLayoutSpacing?
    /// `top`.
    public let top: CollectionLayoutSpacing?
    /// `trailing`.
    public let trailing: CollectionLayoutSpacing?
    /// `bottom`.
    public let bottom: CollectionLayoutSpacing?

    /// `init(leading:top:trailing:bottom:)`.
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
                bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

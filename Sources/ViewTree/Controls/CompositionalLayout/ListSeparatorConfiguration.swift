import Foundation

/// `UIListSeparatorConfiguration` (iOS 14.5): how a list section's separators look, section-wide through
/// `CollectionLayoutListConfiguration.separatorConfiguration` or per item through `itemSeparatorHandler`.
/// Kept: ViewTree draws no separators in lists; `separatorConfiguration(forItemAt:)` gives what an item would use.
public struct ListSeparatorConfiguration: Equatable {
    /// `UIListSeparatorConfiguration.Visibility`, with UIKit's raw values (`UIListSeparatorVisibility`).
    public enum Visibility: Int, Sendable {
        /// `.automatic`: the list decides (the default).
        case automatic = 0
        /// `.visible`.
        case visible = 1
        /// `.hidden`.
        case hidden = 2
    }

    /// `automaticInsets`: an edge with this value is replaced by the list's own inset ("Use the values from the edges
    /// in this constant to indicate … that the value for that edge should be replaced with an appropriate inset",
    /// `UIListSeparatorConfiguration.h`). Ours: the constant's numbers are not published; ViewTree uses
    /// `.greatestFiniteMagnitude` on every edge, which no real inset equals.
    public static let automaticInsets = DirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                              bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    /// `topSeparatorVisibility`. Default `.automatic`.
    public var topSeparatorVisibility = Visibility.automatic
    /// `bottomSeparatorVisibility`. Default `.automatic`.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// `topSeparatorInsets`. Default `automaticInsets` (UIKit's documentation).
    public var topSeparatorInsets = ListSeparatorConfiguration.automaticInsets
    /// `bottomSeparatorInsets`. Default `automaticInsets`.
    public var bottomSeparatorInsets = ListSeparatorConfiguration.automaticInsets
    /// `color`. Default `TableView.defaultSeparatorColor` (UIKit's is the dynamic `UIColor.separator`).
    public var color: Color = TableView.defaultSeparatorColor
    /// `multipleSelectionColor`: the separators' colour between selected items in multiple selection. Default as `color`.
    public var multipleSelectionColor: Color = TableView.defaultSeparatorColor
    /// `visualEffect` (iOS 15). Default `nil`.
    public var visualEffect: VisualEffect?

    /// `init(listAppearance:)`: the defaults for a list of that appearance (the same for every appearance here).
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {}

    public static func == (lhs: ListSeparatorConfiguration, rhs: ListSeparatorConfiguration) -> Bool {
        lhs.topSeparatorVisibility == rhs.topSeparatorVisibility && lhs.bottomSeparatorVisibility == rhs.bottomSeparatorVisibility
            && lhs.topSeparatorInsets == rhs.topSeparatorInsets && lhs.bottomSeparatorInsets == rhs.bottomSeparatorInsets
            && lhs.color == rhs.color && lhs.multipleSelectionColor == rhs.multipleSelectionColor && lhs.visualEffect === rhs.visualEffect
    }
}

extension CollectionLayoutListConfiguration {
    /// `ItemSeparatorHandler` (iOS 14.5): an item's separators from the section-wide configuration.
    public typealias ItemSeparatorHandler = (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration

    /// The separators the item at `indexPath` would have: `itemSeparatorHandler`'s answer for
    /// `separatorConfiguration`, or `separatorConfiguration` itself; with `showsSeparators` off, both hidden.
    /// Ours: UIKit resolves this when it lays the list out and offers no query.
    public func separatorConfiguration(forItemAt indexPath: IndexPath) -> ListSeparatorConfiguration {
        var configuration = itemSeparatorHandler?(indexPath, separatorConfiguration) ?? separatorConfiguration
        if !showsSeparators {
            configuration.topSeparatorVisibility = .hidden
            configuration.bottomSeparatorVisibility = .hidden
        }
        return configuration
    }
}

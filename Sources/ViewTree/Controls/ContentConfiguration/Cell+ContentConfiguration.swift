import Foundation

extension TableViewCell {
    /// `contentConfiguration` (iOS 14): the configuration's view fills the content view (see
    /// `ContentConfigurationHost`); setting another configuration of the same kind updates that view, `nil`
    /// removes it.
    public var contentConfiguration: ContentConfiguration? {
        get { contentConfigurationHost?.configuration }
        set { ContentConfigurationHost.apply(newValue, to: &contentConfigurationHost, in: contentView) }
    }

    /// `defaultContentConfiguration()`: the list configuration for the cell's style, empty (`.cell()` for
    /// `.default`, `.subtitleCell()` for `.subtitle`, `.valueCell()` for `.value1` and `.value2`).
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }
}

extension CollectionViewCell {
    /// `contentConfiguration` (iOS 14), as a table view cell's.
    public var contentConfiguration: ContentConfiguration? {
        get { contentConfigurationHost?.configuration }
        set { ContentConfigurationHost.apply(newValue, to: &contentConfigurationHost, in: contentView) }
    }

    /// `defaultContentConfiguration()` (`UICollectionViewListCell`'s): `.cell()`, or the list's header preset on a
    /// list cell the list styles as its header (`CollectionViewListCell.listDefaultContentConfiguration`).
    public func defaultContentConfiguration() -> ListContentConfiguration {
        (self as? CollectionViewListCell)?.listDefaultContentConfiguration ?? .cell()
    }
}

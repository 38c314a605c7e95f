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

    /// `configurationState`: the cell's selection, highlight and editing state, with its traits.
    public var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }
}

extension CollectionViewCell {
    /// `contentConfiguration` (iOS 14), as a table view cell's.
    public var contentConfiguration: ContentConfiguration? {
        get { contentConfigurationHost?.configuration }
        set { ContentConfigurationHost.apply(newValue, to: &contentConfigurationHost, in: contentView) }
    }

    /// `defaultContentConfiguration()` (`UICollectionViewListCell`'s): `.cell()`.
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// `configurationState`: the cell's selection and highlight, editing while its collection view is, with its traits.
    public var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = (superview as? CollectionView)?.isEditing ?? false
        return state
    }
}

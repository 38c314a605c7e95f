import Foundation

/// `UICollectionLayoutListConfiguration` (iOS 14): a table-like list made with a compositional layout, one
/// full-width row per item.
///
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` makes the section: items as wide as the section and
/// `estimatedRowHeight` (44 pt) high until their cells are measured (self-sizing rows), one per group; `.grouped`
/// and `.insetGrouped` sections have `groupedSectionSpacing` above them, `.insetGrouped` (and `.sidebar`) are inset
/// from the sides; with `headerMode = .supplementary` (or `footerMode`) a header (footer) of kind
/// `UICollectionView.elementKindSectionHeader` (`…Footer`) spans the section, `estimatedHeaderHeight` high until
/// measured.
public struct CollectionLayoutListConfiguration {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        /// `.plain`: edge to edge, no space between sections.
        case plain
        /// `.grouped`: edge to edge, sections apart.
        case grouped
        /// `.insetGrouped`: sections apart and inset from the sides.
        case insetGrouped
        /// `.sidebar` (iPad): laid out as `.insetGrouped`.
        case sidebar
        /// `.sidebarPlain`: laid out as `.plain`.
        case sidebarPlain
    }

    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable {
        /// `.none`: no headers (the default).
        case none
        /// `.supplementary`: a supplementary header view per section.
        case supplementary
        /// `.firstItemInSection`: the first item is the header (laid out as a row).
        case firstItemInSection
    }

    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable {
        /// `.none`: no footers (the default).
        case none
        /// `.supplementary`: a supplementary footer view per section.
        case supplementary
    }

    /// `SwipeActionsConfigurationProvider`: the swipe actions of the row at an index path (kept).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> SwipeActionsConfiguration?

    /// A row's height until its cell is measured: 44 pt, UIKit's standard row height (`UITableView`'s default
    /// `rowHeight`; a list cell's 11-pt margins around a 22-pt body line, `ListContentConfiguration.cellMargins`).
    public static let estimatedRowHeight: CGFloat = TableView.defaultRowHeight
    /// A supplementary header's or footer's height until its view is measured: 44 pt (ours: UIKit publishes no
    /// estimate; a measured header replaces it).
    public static let estimatedHeaderHeight: CGFloat = 44
    /// The space above each section of a grouped or inset-grouped list: 35 pt (ours: the gap commonly seen above
    /// an untitled grouped table section since iOS 13; no published number).
    public static let groupedSectionSpacing: CGFloat = 35

    /// `appearance`.
    public var appearance: Appearance
    /// `showsSeparators`. Default `true` (kept; ViewTree draws no separators in lists).
    public var showsSeparators = true
    /// `separatorConfiguration` (iOS 14.5): the section's separators (`ListSeparatorConfiguration`). Kept.
    public var separatorConfiguration: ListSeparatorConfiguration
    /// `itemSeparatorHandler` (iOS 14.5): changes one item's separators (see `separatorConfiguration(forItemAt:)`).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// `headerMode`. Default `.none`.
    public var headerMode = HeaderMode.none
    /// `footerMode`. Default `.none`.
    public var footerMode = FooterMode.none
    /// `headerTopPadding` (iOS 15): space above each header; `nil` (the default) for the appearance's own.
    public var headerTopPadding: CGFloat?
    /// `backgroundColor`: `nil` (the default) for the appearance's.
    public var backgroundColor: Color?
    /// `leadingSwipeActionsConfigurationProvider` (kept).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// `trailingSwipeActionsConfigurationProvider` (kept).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// `init(appearance:)`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The side inset of an inset-grouped list: the collection view's side layout margins in UIKit; ViewTree uses
    /// a root view's (16 pt in a compact width, 20 pt in a regular one, `View.compactRootViewSideMargin`).
    static func sideInset(for traits: TraitCollection) -> CGFloat {
        traits.horizontalSizeClass == .regular ? View.regularRootViewSideMargin : View.compactRootViewSideMargin
    }
}

extension CollectionLayoutSection {
    /// `list(using:layoutEnvironment:)` (iOS 14): a list section (see `CollectionLayoutListConfiguration`).
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: any CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                       heightDimension: .estimated(CollectionLayoutListConfiguration.estimatedRowHeight))
        let group = CollectionLayoutGroup.vertical(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)])
        let section = CollectionLayoutSection(group: group)
        // Grouped lists keep `groupedSectionSpacing` above each section: above its header when it has one
        // (`headerTopPadding` replaces it there), else above its first row.
        let spacing: CGFloat
        var side: CGFloat = 0
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            spacing = 0
        case .grouped:
            spacing = CollectionLayoutListConfiguration.groupedSectionSpacing
        case .insetGrouped, .sidebar:
            spacing = CollectionLayoutListConfiguration.groupedSectionSpacing
            side = CollectionLayoutListConfiguration.sideInset(for: layoutEnvironment.traitCollection)
        }
        let hasHeader = configuration.headerMode == .supplementary
        section.firstItemIsHeader = configuration.headerMode == .firstItemInSection
        section.listAppearance = configuration.appearance
        section.contentInsets = DirectionalEdgeInsets(top: hasHeader ? 0 : spacing, leading: side, bottom: 0, trailing: side)
        if hasHeader { section.spaceBeforeBoundaryItems = configuration.headerTopPadding ?? spacing }
        let boundary = CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                            heightDimension: .estimated(CollectionLayoutListConfiguration.estimatedHeaderHeight))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundary, elementKind: CollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: boundary, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// `list(using:)` (iOS 14): a layout whose every section is `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }
}

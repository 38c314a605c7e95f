import Foundation

// A list cell's outline disclosure (`UICellAccessory.outlineDisclosure`, iOS 14), as UIKit's Style documentation says
// a tap works it: a `.header`-style disclosure makes a tap anywhere on the cell toggle the item's expansion, and the
// cell is then not selectable; a `.cell`-style one toggles only when its chevron is tapped, and a tap on the cell
// selects the item. `.automatic` is the header style when "the cell's configuration is as a section header": a list
// section whose first item is its header (`headerMode = .firstItemInSection`), or a cell showing a header list
// configuration. The toggle is the accessory's `actionHandler` when it has one, else the diffable data source
// expanding or collapsing the item in its section snapshot and applying it.
extension CollectionView {
    /// The outline disclosure shown on the cell of `indexPath` (a shown list cell's, displayed in the current
    /// editing state), with whether it acts as a header's.
    func shownOutlineDisclosure(forItemAt indexPath: TableIndexPath) -> (accessory: CellAccessory, isHeader: Bool)? {
        guard let cell = cellForItem(at: indexPath) as? CollectionViewListCell,
              let accessory = cell.accessories.first(where: { $0.kind == .outlineDisclosure }),
              accessory.outlineDisclosureOptions?.isHidden != true else { return nil }
        switch accessory.displayed {
        case .always: break
        case .whenEditing: guard isEditing else { return nil }
        case .whenNotEditing: guard !isEditing else { return nil }
        }
        let isHeader: Bool
        switch accessory.outlineDisclosureOptions?.style ?? .automatic {
        case .header: isHeader = true
        case .cell: isHeader = false
        case .automatic:
            let headerSections = (collectionViewLayout as? CollectionViewCompositionalLayout)?.firstItemHeaderSections ?? []
            let showsHeaderConfiguration = (cell.contentConfiguration as? ListContentConfiguration)?.isHeaderStyle ?? false
            isHeader = (indexPath.item == 0 && headerSections.contains(indexPath.section)) || showsHeaderConfiguration
        }
        return (accessory, isHeader)
    }

    /// What a tap on the item's outline disclosure does: its `actionHandler`, else the data source's toggle.
    func performOutlineDisclosureAction(_ accessory: CellAccessory, forItemAt indexPath: TableIndexPath) {
        if let handler = accessory.actionHandler {
            handler()
        } else if let toggling = dataSource as? OutlineExpansionToggling {
            toggling.toggleExpansion(ofItemAt: indexPath)
        }
    }

    /// Taps the outline disclosure (the chevron) of the cell at `indexPath`, as a finger on it would: the
    /// accessory's `actionHandler`, or the item expanded or collapsed in its section snapshot — whatever the
    /// disclosure's style (a tap on a `.cell`-style row selects instead; use `tap(_:)` for that). No outline
    /// disclosure shown there: reported (`.invalidValue`), nothing happens. Returns whether one was tapped.
    @discardableResult
    public func tapOutlineDisclosure(forItemAt indexPath: TableIndexPath) -> Bool {
        guard let (accessory, _) = shownOutlineDisclosure(forItemAt: indexPath) else {
            reject(.invalidValue, "tapOutlineDisclosure(forItemAt: \(indexPath)): no outline disclosure is shown on a list cell there")
            return false
        }
        performOutlineDisclosureAction(accessory, forItemAt: indexPath)
        return true
    }
}

/// A data source that can expand or collapse an item of an outline (the diffable data source's section snapshots).
protocol OutlineExpansionToggling: AnyObject {
    /// Expands the item at `indexPath` if it is collapsed, collapses it otherwise, and shows the result.
    func toggleExpansion(ofItemAt indexPath: IndexPath)
    /// The item's level in its outline (0 for a root, or outside an outline).
    func appliedOutlineLevel(ofItemAt indexPath: IndexPath) -> Int
}

extension CollectionView {
    /// Tells a list cell dequeued for `indexPath` what UIKit's layout attributes and section snapshot tell it: its
    /// list section's appearance, whether the section styles it as its header (the first item under
    /// `headerMode = .firstItemInSection`), and its item's outline level (its default indentation level).
    func giveListContext(to cell: CollectionViewListCell, at indexPath: TableIndexPath) {
        let layout = collectionViewLayout as? CollectionViewCompositionalLayout
        let appearance = layout?.listAppearances[indexPath.section]
        let isHeader = indexPath.item == 0 && (layout?.firstItemHeaderSections.contains(indexPath.section) ?? false)
        if cell.listAppearance != appearance || cell.isStyledAsListHeader != isHeader {
            cell.listAppearance = appearance
            cell.isStyledAsListHeader = isHeader
            cell.setNeedsLayout()
        }
        cell.defaultIndentationLevel = (dataSource as? OutlineExpansionToggling)?.appliedOutlineLevel(ofItemAt: indexPath) ?? 0
    }
}

extension CollectionViewDiffableDataSource: OutlineExpansionToggling {
    func toggleExpansion(ofItemAt indexPath: IndexPath) {
        guard let section = sectionIdentifier(for: indexPath.section), let item = itemIdentifier(for: indexPath) else { return }
        var outline = snapshot(for: section)
        if outline.isExpanded(item) {
            outline.collapse([item])
        } else {
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }
}

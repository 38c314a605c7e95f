import Foundation

// The section index, as UITableView's: the data source's `sectionIndexTitles(for:)` lists the titles shown down
// the table's trailing side ("supplies an array of strings which are displayed as the index"), and
// `tableView(_:sectionForSectionIndexTitle:at:)` says which section a touched title jumps to ("used to tell the
// table view which section to jump to when an index is selected"): Benedict Cohen, "How to use
// UILocalizedIndexedCollation to add a localized index to a UITableView" (2011), and Apple's documentation of
// both methods. Without the second method a title jumps to the section of its own number (a common data source
// leaves it out for that reason). ViewTree draws no index: `sectionIndexTitles` holds what it would show, and
// `tapSectionIndexTitle(at:)` plays the user's touch.
extension TableView {
    /// UIKit's `UITableView.indexSearch` (`UITableViewIndexSearch`): an index title shown as a magnifying glass.
    /// Its value, `"{search}"`: "The table view substitutes the string {search} with the search icon" (Benedict
    /// Cohen, as above).
    public static let indexSearch = "{search}"

    /// Asks the data source for the index titles (at each reload); none are shown while the table has fewer rows than
    /// `sectionIndexMinimumDisplayRowCount`.
    func loadSectionIndexTitles() {
        let titles = dataSource?.sectionIndexTitles(for: self)
        let enoughRows = rowGeometry.rowTops.count >= sectionIndexMinimumDisplayRowCount
        sectionIndexTitles = titles?.isEmpty == true || !enoughRows ? nil : titles
    }

    /// A touch on the index title at `index`: the data source's `tableView(_:sectionForSectionIndexTitle:at:)`,
    /// then the table scrolls, without animation, so that the section's top (its header) is at the top of the
    /// visible area, below the adjusted content inset, as far as the content allows. A section of `NSNotFound`
    /// or -1 scrolls nowhere (the data source scrolled itself, as for `TableView.indexSearch`). Rejected with a
    /// diagnostic, with nothing asked: a table with no index, an index outside the titles, a touch made from
    /// inside the data source's answer; an answer naming a section the table does not have scrolls nowhere,
    /// with a diagnostic.
    public func tapSectionIndexTitle(at index: Int) {
        loadRowsIfNeeded()
        guard !isHandlingSectionIndexTouch else {
            reject(.invalidValue, "tapSectionIndexTitle(at: \(index)) called while the table handles another touch on its index; ignored")
            return
        }
        guard let titles = sectionIndexTitles, let dataSource else {
            reject(.invalidValue, "tapSectionIndexTitle(at: \(index)): the table shows no section index (sectionIndexTitles(for:) returned nil or no titles at the last reload, or the table has fewer rows than sectionIndexMinimumDisplayRowCount); nothing touched")
            return
        }
        guard titles.indices.contains(index) else {
            reject(.indexOutOfRange, "tapSectionIndexTitle(at: \(index)): the index has \(titles.count) title(s); nothing touched")
            return
        }
        isHandlingSectionIndexTouch = true
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        isHandlingSectionIndexTouch = false
        guard section != NSNotFound, section != -1 else { return }
        guard section >= 0, section < rowGeometry.sectionCount else {
            reject(.indexOutOfRange, "tableView(_:sectionForSectionIndexTitle: \"\(titles[index])\", at: \(index)) returned section \(section); the table has \(rowGeometry.sectionCount); nothing scrolled")
            return
        }
        let top = rowGeometry.rect(ofSection: section, width: bounds.width).minY
        let target = clampedOffset(CGPoint(x: contentOffset.x, y: top - adjustedContentInset.top))
        if target != contentOffset { setContentOffset(target, animated: false) }
    }
}

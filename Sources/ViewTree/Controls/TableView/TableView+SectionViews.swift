import Foundation

// Finding the header and footer views the table shows (`headerView(forSection:)`, `footerView(forSection:)`).
extension TableView {
    /// `headerView(forSection:)`: the header view the table shows for `section`, or `nil` when the section's header
    /// is not on screen (scrolled out, or not laid out yet: as `cellForRow(at:)`, this asks no layout), when the
    /// section has no header, or when there is no such section (UIKit returns `nil` there too; it does not raise).
    /// Also `nil` for a header the delegate made as a plain `UIView`: UIKit declares the result a
    /// `UITableViewHeaderFooterView`, which a titled header, a dequeued one and a registered class's are.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        visibleHeaderViews[section] as? TableViewHeaderFooterView
    }

    /// `footerView(forSection:)`: as `headerView(forSection:)`, for the section's footer.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        visibleFooterViews[section] as? TableViewHeaderFooterView
    }
}

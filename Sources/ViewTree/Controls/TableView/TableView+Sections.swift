import Foundation

// Section headers and footers, the table header and footer views: their heights go into the row
// geometry at a reload; the views of the sections on screen are made (or asked from the delegate),
// placed (sticky in the plain style) and added above the cells each time the visible band changes.
extension TableView {
    /// UIKit's `UITableView.automaticDimension`: "the table decides" (for section header and
    /// footer heights: `sectionHeaderHeight` when the section has a title or a view, else 0).
    /// UIKit's value is -1 (`UITableViewAutomaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The height of a titled section header or footer: `sectionHeaderHeight` when set (≥ 0),
    /// else the profile's `tableSectionHeaderHeight`.
    var effectiveSectionHeaderHeight: CGFloat {
        sectionHeaderHeight >= 0 ? sectionHeaderHeight : (simulation?.profile ?? .default).tableSectionHeaderHeight
    }

    var effectiveSectionFooterHeight: CGFloat {
        sectionFooterHeight >= 0 ? sectionFooterHeight : (simulation?.profile ?? .default).tableSectionHeaderHeight
    }

    /// Asks for the heights around the rows of `sections` sections.
    func sectionLayout(sections: Int) -> TableSectionLayout {
        var layout = TableSectionLayout()
        layout.tableHeaderHeight = accessoryHeight(tableHeaderView)
        layout.tableFooterHeight = accessoryHeight(tableFooterView)
        guard let dataSource else { return layout }
        let tableDelegate = delegate as? TableViewDelegate
        layout.headerHeights.reserveCapacity(sections)
        layout.footerHeights.reserveCapacity(sections)
        var bad: (String, CGFloat)?
        for section in 0..<sections {
            func height(_ asked: CGFloat?, title: String?, view: () -> View?, standard: CGFloat, what: String) -> CGFloat {
                if let asked, asked != TableView.automaticDimension {
                    guard asked.isFinite, asked >= 0 else {
                        if bad == nil { bad = ("\(what) of section \(section)", asked) }
                        return 0
                    }
                    return asked
                }
                return title != nil || view() != nil ? standard : 0
            }
            layout.headerHeights.append(height(
                tableDelegate?.tableView(self, heightForHeaderInSection: section),
                title: dataSource.tableView(self, titleForHeaderInSection: section),
                view: { tableDelegate?.tableView(self, viewForHeaderInSection: section) },
                standard: effectiveSectionHeaderHeight, what: "heightForHeaderInSection"))
            layout.footerHeights.append(height(
                tableDelegate?.tableView(self, heightForFooterInSection: section),
                title: dataSource.tableView(self, titleForFooterInSection: section),
                view: { tableDelegate?.tableView(self, viewForFooterInSection: section) },
                standard: effectiveSectionFooterHeight, what: "heightForFooterInSection"))
        }
        if let (what, value) = bad {
            reject(.invalidValue, "tableView(_:\(what)) returned \(value): heights must be finite and not negative (or TableView.automaticDimension); treated as 0")
        }
        return layout
    }

    private func accessoryHeight(_ view: View?) -> CGFloat {
        guard let view, view.superview === self else { return 0 }
        let h = view.frame.height
        return h.isFinite && h > 0 ? h : 0
    }

    /// A new table header or footer view: the old one leaves, the new one joins (at the back),
    /// and the rows move at the next layout pass.
    func replaceAccessoryView(old: View?, new: View?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new {
            if new === self || isDescendant(of: new) {
                reject(.hierarchyCycle, "a table cannot be its own header or footer view (or inside it); ignored")
            } else {
                // At the back, but in front of the cells' wrapper view (iOS 7–10), as in UIKit's dumps.
                let wrapperIndex = cellContainer === self ? nil : subviews.firstIndex { $0 === cellWrapperView }
                insertSubview(new, at: wrapperIndex.map { $0 + 1 } ?? 0)
            }
        }
        placeAccessoryViews()
        setNeedsReload()
    }

    /// Puts the table header view above the rows and the footer view below them, as wide as the table.
    func placeAccessoryViews() {
        let width = bounds.width
        View.performWithoutAnimation {
            if let header = tableHeaderView, header.superview === self {
                let f = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
                if header.frame != f { header.frame = f }
            }
            if let footer = tableFooterView, footer.superview === self {
                let f = CGRect(x: 0, y: rowGeometry.rowsEnd, width: width, height: footer.frame.height)
                if footer.frame != f { footer.frame = f }
            }
        }
    }

    /// Removes every section header and footer view (before a reload).
    func retireSectionViews() {
        let headers = visibleHeaderViews.sorted(by: { $0.key < $1.key }), footers = visibleFooterViews.sorted(by: { $0.key < $1.key })
        let tableDelegate = delegate as? TableViewDelegate
        visibleHeaderViews = [:]
        visibleFooterViews = [:]
        for (section, view) in headers { retireSectionView(view, section, footer: false, delegate: tableDelegate) }
        for (section, view) in footers { retireSectionView(view, section, footer: true, delegate: tableDelegate) }
    }

    /// Shows the headers and footers of the sections in the visible band, where they go.
    func updateSectionViews() {
        guard rowGeometry.sectionCount > 0 else { return }
        let visible = bounds
        let sections = rowGeometry.sections(from: visible.minY, to: visible.maxY)
        let tableDelegate = delegate as? TableViewDelegate
        updateSectionViews(footer: false, in: sections, delegate: tableDelegate)
        updateSectionViews(footer: true, in: sections, delegate: tableDelegate)
    }

    private func updateSectionViews(footer: Bool, in sections: Range<Int>, delegate tableDelegate: TableViewDelegate?) {
        var shown = footer ? visibleFooterViews : visibleHeaderViews
        for (section, view) in shown where !sections.contains(section) || rowGeometry.layout.height(section, footer: footer) == 0 {
            shown[section] = nil
            retireSectionView(view, section, footer: footer, delegate: tableDelegate)
        }
        let width = bounds.width
        let top = bounds.minY + adjustedContentInset.top
        let bottom = bounds.maxY - adjustedContentInset.bottom
        for section in sections {
            let h = rowGeometry.layout.height(section, footer: footer)
            guard h > 0 else { continue }
            var frame = rowGeometry.rect(ofSection: section, footer: footer, width: width)
            if style == .plain {
                // Sticky: a header stays at the top while its section is on screen, pushed up by
                // the section's end; a footer stays at the bottom, pushed down by its header.
                let whole = rowGeometry.rect(ofSection: section, width: width)
                if footer {
                    frame.origin.y = max(min(frame.minY, bottom - h), whole.minY + rowGeometry.layout.header(section))
                } else {
                    frame.origin.y = min(max(frame.minY, top), whole.maxY - h)
                }
            }
            guard frame.maxY > bounds.minY, frame.minY < bounds.maxY else {
                // Scrolled out (a grouped header above the bounds, a footer below them).
                if let view = shown[section] {
                    shown[section] = nil
                    retireSectionView(view, section, footer: footer, delegate: tableDelegate)
                }
                continue
            }
            let appearing = shown[section] == nil
            let view = shown[section] ?? makeSectionView(section, footer: footer, delegate: tableDelegate)
            guard view !== self, !isDescendant(of: view) else {
                reject(.hierarchyCycle, "the \(footer ? "footer" : "header") view of section \(section) contains the table; not shown")
                continue
            }
            shown[section] = view
            View.performWithoutAnimation {
                if view.autoresizingMask != .flexibleWidth { view.autoresizingMask = .flexibleWidth }
                if view.frame != frame { view.frame = frame }
            }
            addContentSubview(view)   // above the cells, below the indicators (re-adding only reorders)
            if appearing {
                if footer {
                    tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                } else {
                    tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                }
            }
        }
        if footer { visibleFooterViews = shown } else { visibleHeaderViews = shown }
    }

    /// Takes a section's header or footer view out of the table (when it is still here) and tells the delegate
    /// it ended displaying.
    private func retireSectionView(_ view: View, _ section: Int, footer: Bool, delegate tableDelegate: TableViewDelegate?) {
        if view.superview === self { view.removeFromSuperview() }
        if footer {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        }
    }

    private func makeSectionView(_ section: Int, footer: Bool, delegate tableDelegate: TableViewDelegate?) -> View {
        let provided = footer ? tableDelegate?.tableView(self, viewForFooterInSection: section)
            : tableDelegate?.tableView(self, viewForHeaderInSection: section)
        if let provided { return provided }
        let view = TableViewHeaderFooterView(reuseIdentifier: nil)
        view.text = footer ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section)
        return view
    }
}

extension TableSectionLayout {
    func height(_ section: Int, footer: Bool) -> CGFloat { footer ? self.footer(section) : header(section) }
}

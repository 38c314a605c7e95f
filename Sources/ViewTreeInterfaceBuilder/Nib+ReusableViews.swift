import Foundation
import ViewTree

// `register(_ nib:…)` for the reusable views of tables and collection views: each new view is the nib's first
// top-level view of the kind the registration makes. A nib without one is reported when a view is made, and a plain
// view of the kind is used (UIKit fails then).

extension Nib {
    /// The first top-level view of type `T` a new instance of this nib holds; else `fallback()`, after reporting
    /// that the nib registered for `registration` has no `what` at its top level.
    func firstTopLevelView<T: View>(_ type: T.Type, what: String, registration: String, subject: String,
                                    fallback: () -> T) -> T {
        if let view = instantiate(withOwner: nil).lazy.compactMap({ $0 as? T }).first { return view }
        Storyboard.report("the nib registered for \(registration) has no \(what) at its top level; a plain UI\(T.self) is used", subject: subject)
        return fallback()
    }
}

extension TableView {
    /// `register(_:forCellReuseIdentifier:)` with a nib: a new cell is the nib's first top-level
    /// `TableViewCell`. A nib without one, or whose cell's `reuseIdentifier` is not `identifier` (UIKit raises
    /// "cell reuse identifier in nib (X) does not match the identifier used to register the nib (Y)"), is
    /// reported when a cell is made; a plain cell with the identifier is used for the first.
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return registerCellFactory(nil, forCellReuseIdentifier: identifier) }
        registerCellFactory({
            let cell = nib.firstTopLevelView(TableViewCell.self, what: "table view cell", registration: "'\(identifier)'", subject: "UITableView") {
                TableViewCell(style: .default, reuseIdentifier: identifier)
            }
            if cell.reuseIdentifier != identifier {
                Storyboard.report("cell reuse identifier in nib (\(cell.reuseIdentifier ?? "nil")) does not match the identifier used to register the nib (\(identifier))", subject: "UITableView")
            }
            return cell
        }, forCellReuseIdentifier: identifier)
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib: a new header or footer view is the nib's first
    /// top-level `TableViewHeaderFooterView` (a view whose custom class is one), with `identifier` as its reuse
    /// identifier.
    public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { return registerHeaderFooterViewFactory(nil, forHeaderFooterViewReuseIdentifier: identifier) }
        registerHeaderFooterViewFactory({
            nib.firstTopLevelView(TableViewHeaderFooterView.self, what: "table view header-footer view",
                                  registration: "header-footer views with identifier '\(identifier)'", subject: "UITableView") {
                TableViewHeaderFooterView(reuseIdentifier: identifier)
            }
        }, forHeaderFooterViewReuseIdentifier: identifier)
    }
}

extension CollectionView {
    /// `register(_:forCellWithReuseIdentifier:)` with a nib: a new cell is the nib's first top-level
    /// `CollectionViewCell`, with `identifier` as its reuse identifier.
    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return registerCellFactory(nil, forCellWithReuseIdentifier: identifier) }
        registerCellFactory({
            nib.firstTopLevelView(CollectionViewCell.self, what: "collection view cell", registration: "'\(identifier)'",
                                  subject: "UICollectionView") { CollectionViewCell(frame: .zero) }
        }, forCellWithReuseIdentifier: identifier)
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib: a new view is the nib's first
    /// top-level `CollectionReusableView`, with `identifier` as its reuse identifier.
    public func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        guard let nib else { return registerSupplementaryViewFactory(nil, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) }
        registerSupplementaryViewFactory({
            nib.firstTopLevelView(CollectionReusableView.self, what: "collection reusable view",
                                  registration: "supplementary views of kind '\(kind)' with identifier '\(identifier)'",
                                  subject: "UICollectionView") { CollectionReusableView(frame: .zero) }
        }, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
}

extension CollectionViewLayout {
    /// `register(_:forDecorationViewOfKind:)` with a nib: a new decoration view of `elementKind` is the nib's first
    /// top-level `CollectionReusableView`.
    public func register(_ nib: Nib?, forDecorationViewOfKind elementKind: String) {
        guard let nib else { return registerDecorationViewFactory(nil, forDecorationViewOfKind: elementKind) }
        registerDecorationViewFactory({
            nib.firstTopLevelView(CollectionReusableView.self, what: "collection reusable view",
                                  registration: "decoration views of kind '\(elementKind)'",
                                  subject: "UICollectionViewLayout") { CollectionReusableView(frame: .zero) }
        }, forDecorationViewOfKind: elementKind)
    }
}

import Foundation

// `register` with the class as `AnyClass?`, as UIKit declares it (`registerClass:forCellWithReuseIdentifier:` takes
// `Class`), so `register(Header.superclass(), …)` or a class kept in an `AnyClass` variable ports unchanged. The
// typed overloads stay the ones `register(MyCell.self, …)` picks; a class of the wrong kind is rejected with a
// diagnostic (UIKit would fail when it makes the view).

extension CollectionView {
    /// `register(_:forCellWithReuseIdentifier:)` with any class: a `UICollectionViewCell` subclass registers, `nil`
    /// unregisters, another class is rejected.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return registerCellFactory(nil, forCellWithReuseIdentifier: identifier) }
        guard let cell = cellClass as? CollectionViewCell.Type else {
            return reject(.invalidValue, "register(_:forCellWithReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a UICollectionViewCell subclass; nothing registered")
        }
        register(cell, forCellWithReuseIdentifier: identifier)
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with any class: a `UICollectionReusableView`
    /// subclass registers; another class (or `nil`, which ViewTree cannot unregister here) is rejected.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        guard let view = viewClass as? CollectionReusableView.Type else {
            return reject(.invalidValue, "register(_:forSupplementaryViewOfKind: \"\(kind)\", withReuseIdentifier: \"\(identifier)\"): \(viewClass.map { "\($0)" } ?? "nil") is not a UICollectionReusableView subclass; nothing registered")
        }
        register(view, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
}

extension TableView {
    /// `register(_:forCellReuseIdentifier:)` with any class: a `UITableViewCell` subclass registers, `nil`
    /// unregisters, another class is rejected.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else { return register(TableViewCell.Type?.none, forCellReuseIdentifier: identifier) }
        guard let cell = cellClass as? TableViewCell.Type else {
            return reject(.invalidValue, "register(_:forCellReuseIdentifier: \"\(identifier)\"): \(cellClass) is not a UITableViewCell subclass; nothing registered")
        }
        register(cell, forCellReuseIdentifier: identifier)
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with any class: a `UITableViewHeaderFooterView` subclass
    /// registers, `nil` unregisters, another class is rejected.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { return register(TableViewHeaderFooterView.Type?.none, forHeaderFooterViewReuseIdentifier: identifier) }
        guard let view = aClass as? TableViewHeaderFooterView.Type else {
            return reject(.invalidValue, "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): \(aClass) is not a UITableViewHeaderFooterView subclass; nothing registered")
        }
        register(view, forHeaderFooterViewReuseIdentifier: identifier)
    }
}

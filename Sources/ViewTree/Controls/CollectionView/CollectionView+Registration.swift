import Foundation

/// A registration's token (what a registration value is known by) and the reuse identifier a collection view
/// gave it. The token is held weakly: a registration that is gone cannot be confused with a new one made at its
/// address.
struct RegistrationIdentifier {
    weak var token: RegistrationToken?
    let identifier: String
}

/// The identity of one `CellRegistration` or `SupplementaryRegistration` (its copies share it).
final class RegistrationToken {}

extension CollectionView {
    /// `UICollectionView.CellRegistration` (iOS 14): how to make and configure the cell of an item. The collection
    /// view registers the cell class the first time the registration is used, under a reuse identifier of its own.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// `Handler`: configures a dequeued cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let token = RegistrationToken()

        /// `init(handler:)`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// `UICollectionView.SupplementaryRegistration` (iOS 14): how to make and configure a header, footer or other
    /// supplementary view of one element kind.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// `Handler`: configures a dequeued view for its kind and index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// `elementKind`.
        public let elementKind: String
        let handler: Handler
        let token = RegistrationToken()

        /// `init(elementKind:handler:)`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// The reuse identifier of a registration on this collection view, and whether it is new here.
    private func identifier(for token: RegistrationToken, prefix: String) -> (String, isNew: Bool) {
        let key = ObjectIdentifier(token)
        if let known = registrationIdentifiers[key], known.token === token { return (known.identifier, false) }
        registrationIdentifiers = registrationIdentifiers.filter { $0.value.token != nil }
        registrationsMade += 1
        let identifier = "\(prefix)-\(registrationsMade)"
        registrationIdentifiers[key] = RegistrationIdentifier(token: token, identifier: identifier)
        return (identifier, true)
    }

    /// `dequeueConfiguredReusableCell(using:for:item:)` (iOS 14): a reused or new cell of the registration's class,
    /// configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        let (identifier, isNew) = identifier(for: registration.token, prefix: "CellRegistration<\(Cell.self)>")
        if isNew { register(Cell.self, forCellWithReuseIdentifier: identifier) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        let cell: Cell
        if let typed = dequeued as? Cell {
            cell = typed
        } else {
            // Only a class registered by hand under the registration's identifier gets here.
            reject(.invalidValue, "dequeueConfiguredReusableCell(using:for:item:): the cell dequeued for \(identifier) is a \(type(of: dequeued)), not a \(Cell.self); a new one is made")
            cell = Cell(registeredFrame: .zero)
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// `dequeueConfiguredReusableSupplementary(using:for:)` (iOS 14): a reused or new view of the registration's
    /// class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let (identifier, isNew) = identifier(for: registration.token, prefix: "SupplementaryRegistration<\(Supplementary.self)>")
        if isNew { register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: identifier) }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: identifier, for: indexPath)
        let view: Supplementary
        if let typed = dequeued as? Supplementary {
            view = typed
        } else {
            reject(.invalidValue, "dequeueConfiguredReusableSupplementary(using:for:): the view dequeued for \(identifier) is a \(type(of: dequeued)), not a \(Supplementary.self); a new one is made")
            view = Supplementary(registeredFrame: .zero)
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

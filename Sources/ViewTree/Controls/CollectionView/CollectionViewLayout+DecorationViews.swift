import Foundation

/// How a layout makes one kind of decoration view: a registered class, a maker (a nib's view, through the Interface
/// Builder module), or a class that is not a reusable view (kept to be reported when a view of the kind is needed).
enum DecorationRegistration {
    case viewClass(CollectionReusableView.Type)
    case factory(() -> CollectionReusableView)
    case notAReusableView(String)
}

extension CollectionViewLayout {
    /// `register(_:forDecorationViewOfKind:)`: the class of a kind's decoration views, made with `init(frame:)` when
    /// the collection view first shows a decoration element of the kind (`nil` unregisters). UIKit declares the
    /// class as `AnyClass?`; one that is not a `UICollectionReusableView` is reported when a view of the kind is
    /// needed (UIKit fails then too).
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationRegistrations[elementKind] = nil
            return
        }
        if let reusable = viewClass as? CollectionReusableView.Type {
            decorationRegistrations[elementKind] = .viewClass(reusable)
        } else {
            decorationRegistrations[elementKind] = .notAReusableView("\(viewClass)")
        }
    }

    /// Registers a maker of a kind's decoration views, used as a registered class is: what
    /// `register(_ nib:forDecorationViewOfKind:)` (the Interface Builder module's `UINib` registration) does with the
    /// nib's view. It replaces a class registered for the kind, and a class replaces it; `nil` unregisters.
    public func registerDecorationViewFactory(_ factory: (() -> CollectionReusableView)?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations[elementKind] = factory.map { .factory($0) }
    }

    /// The decoration view classes registered by kind.
    public var decorationViewClasses: [String: CollectionReusableView.Type] {
        decorationRegistrations.compactMapValues {
            if case .viewClass(let type) = $0 { return type }
            return nil
        }
    }

    /// A new decoration view of `kind`, or `nil` when nothing usable is registered for it.
    func makeDecorationView(ofKind kind: String) -> CollectionReusableView? {
        switch decorationRegistrations[kind] {
        case .viewClass(let type): return type.init(registeredFrame: .zero)
        case .factory(let make): return make()
        case .notAReusableView, nil: return nil
        }
    }

    /// Why no decoration view of `kind` can be made (nothing registered, or a class of the wrong kind).
    func decorationRegistrationProblem(ofKind kind: String) -> String {
        if case .notAReusableView(let name) = decorationRegistrations[kind] {
            return "the class registered for it, \(name), is not a UICollectionReusableView subclass"
        }
        return "no class or nib is registered for that kind with register(_:forDecorationViewOfKind:)"
    }
}

extension CollectionViewLayout {
    /// The collection view other than `view` that this layout lays out now (it is that view's layout), if any.
    func ownerOtherThan(_ view: CollectionView?) -> CollectionView? {
        guard let owner = collectionView, owner !== view, owner.collectionViewLayout === self else { return nil }
        return owner
    }

    /// Why a layout of another collection view was refused.
    static func sharedLayoutMessage(_ layout: CollectionViewLayout, owner: CollectionView) -> String {
        "the \(type(of: layout)) is the layout of another collection view, \(owner.diagnosticName) (a layout lays out one collection view; UIKit's behaviour is undefined); refused, the layout stays"
    }
}

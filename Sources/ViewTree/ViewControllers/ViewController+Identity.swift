/// View controllers compare by identity, as `NSObject`'s default `isEqual:` and `hash` do, so
/// `navigationController.viewControllers.firstIndex(of: self)` and sets of controllers work as in UIKit.
extension ViewController: Hashable {
    /// Identity.
    public static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Bar button items compare by identity, as `NSObject`'s default `isEqual:` does.
extension BarButtonItem: Hashable {
    /// Identity.
    public static func == (lhs: BarButtonItem, rhs: BarButtonItem) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

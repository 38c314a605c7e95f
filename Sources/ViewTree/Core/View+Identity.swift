/// Views compare by identity, as `NSObject`'s default `isEqual:` and `hash` do, so arrays of views
/// can be compared and views used in sets.
extension View: Hashable {
    /// Identity.
    public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

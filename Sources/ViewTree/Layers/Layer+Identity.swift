/// Layers compare by identity, as `CALayer` (an `NSObject`) does with `isEqual:` and `hash`, so
/// `layer.sublayers == [a.layer, b.layer]`, `sublayers?.contains(layer)` and sets of layers work as
/// they do in UIKit code.
extension Layer: Hashable {
    /// Identity.
    public static func == (lhs: Layer, rhs: Layer) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `NSObject.isEqual(_:)`: identity.
    public func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
}

/// Animations compare by identity, as `CAAnimation` (an `NSObject`) does: the copy a layer keeps
/// (`add(_:forKey:)` copies) is not equal to the animation that was added.
extension Animation: Hashable {
    /// Identity.
    public static func == (lhs: Animation, rhs: Animation) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `NSObject.isEqual(_:)`: identity.
    public func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
}

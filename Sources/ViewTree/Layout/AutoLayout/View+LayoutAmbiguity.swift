import Foundation

/// Which parts of a view's layout along one axis its constraints leave free: Interface Builder's
/// "Need constraints for: X position, width".
public struct LayoutAmbiguity: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: Int
    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The position along the axis (X or Y) is free.
    public static let position = LayoutAmbiguity(rawValue: 1)
    /// The size along the axis (width or height) is free.
    public static let size = LayoutAmbiguity(rawValue: 2)
}

extension View {
    /// The parts of the view's frame along `axis` that Auto Layout cannot determine: empty when the
    /// axis is determined (or the view is placed by its autoresizing mask). When only the size is free
    /// and the view's leading edge, trailing edge or centre is fixed, only `.size` is returned, as
    /// Interface Builder asks only for a width for a view centred in its container.
    public func layoutAmbiguity(along axis: LayoutConstraintAxis) -> LayoutAmbiguity {
        guard let engine = simulation?.layoutEngine else { return [] }
        let parts = engine.ambiguousParts(of: self, axis: axis)
        var result: LayoutAmbiguity = []
        if parts.position { result.insert(.position) }
        if parts.size { result.insert(.size) }
        return result
    }

    /// Interface Builder's "Intrinsic Size: Placeholder": a design-time intrinsic content size that the
    /// layout engine uses in place of `intrinsicContentSize` (a component of -1 means no intrinsic size
    /// on that axis). `nil` (the default) uses the view's own. The Interface Builder checker sets it
    /// where Xcode measures what ViewTree cannot (text in Apple's fonts, images in the asset catalog).
    public var placeholderIntrinsicContentSize: CGSize? {
        get { extras?.placeholderIntrinsicContentSize }
        set {
            guard newValue != placeholderIntrinsicContentSize else { return }
            layoutExtras.placeholderIntrinsicContentSize = newValue
            invalidateIntrinsicContentSize()
        }
    }
}

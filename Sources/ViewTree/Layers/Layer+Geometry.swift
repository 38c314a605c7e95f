import Foundation

/// `CAAction`: what a layer runs for a key (an implicit animation). `NSNull` is one (it does nothing: the way
/// UIKit code turns a key's implicit animation off); so is every `Animation`.
public protocol LayerAction {
    /// `run(forKey:object:arguments:)`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: LayerAction {
    /// Does nothing, as `NSNull`'s `CAAction` conformance.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension Animation: LayerAction {
    /// Adds a copy of the animation to the layer `anObject` under `event`, as `CAAnimation` does.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? Layer)?.add(self, forKey: event)
    }
}

// Converting points and rectangles between layers. Core Animation applies each layer's transform; ViewTree's
// layer conversions use positions and bounds only (a transformed layer converts as if untransformed: view
// conversions, `View.convert`, do apply transforms).
extension Layer {
    /// A point in the superlayer's coordinates, in this layer's.
    func convertFromSuperlayer(_ p: CGPoint) -> CGPoint {
        let frame = self.frame, bounds = self.bounds
        return CGPoint(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
    }

    /// Where this layer's coordinate origin is in its root layer's coordinates, and that root.
    private func originInRoot() -> (origin: CGPoint, root: Layer) {
        var origin = CGPoint.zero
        var layer = self
        while let parent = layer.superlayer {
            let frame = layer.frame, bounds = layer.bounds
            origin.x += frame.minX - bounds.minX
            origin.y += frame.minY - bounds.minY
            layer = parent
        }
        return (origin, layer)
    }

    /// `convert(_:from:)`: `p`, in `l`'s coordinates (the root's when `nil`), in this layer's. Layers of two
    /// different trees convert as if their roots coincided.
    public func convert(_ p: CGPoint, from l: Layer?) -> CGPoint {
        let mine = originInRoot().origin
        let theirs = l?.originInRoot().origin ?? .zero
        return CGPoint(x: p.x + theirs.x - mine.x, y: p.y + theirs.y - mine.y)
    }

    /// `convert(_:to:)`: `p`, in this layer's coordinates, in `l`'s.
    public func convert(_ p: CGPoint, to l: Layer?) -> CGPoint {
        if let l { return l.convert(p, from: self) }
        let origin = originInRoot().origin
        return CGPoint(x: p.x + origin.x, y: p.y + origin.y)
    }

    /// `convert(_:from:)` for a rectangle.
    public func convert(_ r: CGRect, from l: Layer?) -> CGRect { CGRect(origin: convert(r.origin, from: l), size: r.size) }

    /// `convert(_:to:)` for a rectangle.
    public func convert(_ r: CGRect, to l: Layer?) -> CGRect { CGRect(origin: convert(r.origin, to: l), size: r.size) }
}

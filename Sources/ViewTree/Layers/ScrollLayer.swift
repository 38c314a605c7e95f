import Foundation

/// `CAScrollLayer`: a layer that shows part of its sublayers, scrolled by changing its `bounds.origin`
/// (`scroll(to:)`), on the axes `scrollMode` allows. It draws no scroll indicators and takes no touches (CAScrollLayer
/// documentation: "Typically used with a CATiledLayer").
open class ScrollLayer: Layer {
    /// `CAScrollLayerScrollMode`: the axes a scroll layer scrolls on.
    public struct ScrollMode: RawRepresentable, Hashable, Sendable {
        /// The name Core Animation uses (`kCAScrollBoth` is `"both"`…).
        public let rawValue: String
        /// A mode from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `.none` (`kCAScrollNone`): no scrolling.
        public static let none = ScrollMode(rawValue: "none")
        /// `.vertically` (`kCAScrollVertically`).
        public static let vertically = ScrollMode(rawValue: "vertically")
        /// `.horizontally` (`kCAScrollHorizontally`).
        public static let horizontally = ScrollMode(rawValue: "horizontally")
        /// `.both` (`kCAScrollBoth`), the default.
        public static let both = ScrollMode(rawValue: "both")
    }

    /// `scrollMode`: the axes `scroll(to:)` may move. Default `.both` (CAScrollLayer documentation).
    public var scrollMode: ScrollMode = .both

    override class var subclassProperties: [LayerSubclassProperty] {
        [.copied("scrollMode", \ScrollLayer.scrollMode)]
    }

    /// `scroll(to:)` with a point: the bounds' origin becomes `point` on the axes `scrollMode` allows. A point
    /// that is not finite is rejected with a diagnostic; nothing moves.
    open func scroll(to point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else {
            return reject(.nonFiniteGeometry, "scroll(to: \(UIKitFormat.point(point))): the point is not finite; the layer stays at \(UIKitFormat.point(bounds.origin))")
        }
        var origin = bounds.origin
        if scrollMode == .both || scrollMode == .horizontally { origin.x = point.x }
        if scrollMode == .both || scrollMode == .vertically { origin.y = point.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// `scroll(to:)` with a rectangle: scrolls as little as shows `rect` (in the layer's coordinates): an edge
    /// outside the bounds is brought to the nearest edge, the leading one when the rectangle is larger than the
    /// bounds. A rectangle that is not finite is rejected with a diagnostic; nothing moves.
    open func scroll(to rect: CGRect) {
        guard rect.isFiniteRect else {
            return reject(.nonFiniteGeometry, "scroll(to: \(UIKitFormat.rect(rect))): the rectangle is not finite; the layer stays at \(UIKitFormat.point(bounds.origin))")
        }
        let r = rect.standardized, visible = bounds
        func axis(_ minR: CGFloat, _ maxR: CGFloat, _ minV: CGFloat, _ length: CGFloat) -> CGFloat {
            if maxR - minR > length || minR < minV { return minR }
            if maxR > minV + length { return maxR - length }
            return minV
        }
        scroll(to: CGPoint(x: axis(r.minX, r.maxX, visible.minX, visible.width),
                           y: axis(r.minY, r.maxY, visible.minY, visible.height)))
    }
}

/// `CATransformLayer`: a layer that only groups its sublayers in one 3D space (their `zPosition`s and transforms are
/// not flattened into it). Core Animation draws none of its own content (background, border, contents) and its
/// `hitTest(_:)` looks at its sublayers only; ViewTree renders no pixels, so it is a plain layer that code can make
/// and fill (CATransformLayer documentation).
open class TransformLayer: Layer {}

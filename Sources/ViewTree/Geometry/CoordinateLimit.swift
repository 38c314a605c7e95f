import Foundation

// Predicates for the coordinate limit (`View.maximumCoordinate`): a finite value can still overflow
// to infinity once it is added to another (an edge is an origin plus a size, a center is an origin
// plus half a size, an interpolation is a difference). Values within the limit never do.
extension CGFloat {
    /// True when the value is finite and its magnitude is at most `limit`.
    @inline(__always)
    func isWithin(_ limit: CGFloat) -> Bool { Swift.abs(self) <= limit }
}

extension CGRect {
    /// True when the origin, the size and the far edges (`origin + size`) are all within `±limit`
    /// (NaN and infinities are not).
    @inline(__always)
    func isWithin(_ limit: CGFloat) -> Bool {
        origin.x.isWithin(limit) && origin.y.isWithin(limit) && size.width.isWithin(limit)
            && size.height.isWithin(limit) && (origin.x + size.width).isWithin(limit)
            && (origin.y + size.height).isWithin(limit)
    }
}

extension CGPoint {
    /// True when both coordinates are within `±limit` (NaN and infinities are not).
    @inline(__always)
    func isWithin(_ limit: CGFloat) -> Bool { x.isWithin(limit) && y.isWithin(limit) }
}

extension CGSize {
    /// True when both dimensions are within `±limit` (NaN and infinities are not).
    @inline(__always)
    func isWithin(_ limit: CGFloat) -> Bool { width.isWithin(limit) && height.isWithin(limit) }
}

extension EdgeInsets {
    /// True when every side is within `±limit` (NaN and infinities are not).
    func isWithin(_ limit: CGFloat) -> Bool {
        top.isWithin(limit) && left.isWithin(limit) && bottom.isWithin(limit) && right.isWithin(limit)
    }
}

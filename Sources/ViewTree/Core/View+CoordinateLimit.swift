import Foundation

// The coordinate limit: what keeps finite input from becoming infinite geometry.
//
// A `Double` overflows to infinity past `greatestFiniteMagnitude` (≈ 1.8e308), and geometry is sums:
// a frame's far edge is `x + width`, its center `x + width / 2`, an animation's step `from + (to −
// from) × t`, a point converted up a chain of superviews a sum of their origins. So a frame at
// x = 1e308 has a finite origin and an infinite center. ViewTree rejects (with a
// `.nonFiniteGeometry` diagnostic, keeping the previous state) any geometry with a coordinate, a
// size or an edge beyond `±View.maximumCoordinate`; within it, a sum of up to 2^20 such values stays
// finite, which covers every derived value the library computes.
extension View {
    /// The largest magnitude a coordinate, size or edge of a view's frame, bounds or center may have:
    /// `greatestFiniteMagnitude / 2^20`, about 1.7e302 points. Beyond it a setter is rejected with a
    /// `.nonFiniteGeometry` diagnostic; the same limit applies to a scroll view's `contentSize`,
    /// `contentInset` and indicator insets, and to a text view's `textContainerInset`.
    public static let maximumCoordinate: CGFloat = coordinateLimit

    /// `maximumCoordinate` as a constant expression: the setters ask it on every call, and a
    /// stored `static let` is read through its lazy-initialisation check each time.
    @inline(__always)
    static var coordinateLimit: CGFloat { .greatestFiniteMagnitude / 1_048_576 }

    /// Whether a view with this center and bounds has every coordinate, size and edge (of its frame
    /// and of its bounds) within `±maximumCoordinate`.
    @inline(__always)
    static func isRepresentable(center: CGPoint, bounds: CGRect) -> Bool {
        let limit = coordinateLimit
        guard center.isWithin(limit), bounds.isWithin(limit) else { return false }
        let halfWidth = bounds.size.width / 2, halfHeight = bounds.size.height / 2
        return (center.x - halfWidth).isWithin(limit) && (center.x + halfWidth).isWithin(limit)
            && (center.y - halfHeight).isWithin(limit) && (center.y + halfHeight).isWithin(limit)
    }

    /// Rejects a geometry change that would leave the limit; returns whether it was rejected.
    @inline(__always)
    func rejectIfUnrepresentable(center: CGPoint, bounds: CGRect, asked: @autoclosure () -> String) -> Bool {
        guard !View.isRepresentable(center: center, bounds: bounds) else { return false }
        rejectUnrepresentable(asked())
        return true
    }

    /// The rejection itself, out of line: the setters' common path only compares.
    @inline(never)
    private func rejectUnrepresentable(_ asked: String) {
        reject(.nonFiniteGeometry, "\(asked) would put a coordinate or an edge beyond ±\(UIKitFormat.number(View.maximumCoordinate)) (View.maximumCoordinate), where geometry arithmetic overflows to infinity; the frame stays \(UIKitFormat.rect(currentFrame)), the bounds \(UIKitFormat.rect(storedBounds))")
    }
}

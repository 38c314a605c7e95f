import Foundation

// Foundation's `CGRect`/`CGPoint`/`CGSize` operators and `standardized`/`midX`/`midY` are not
// inlinable on Linux: every use on the setter path was an out-of-line call into libFoundation
// (and `CGRect ==` standardizes both sides first). These are the same formulas, written out so the
// compiler can inline them. They give bit-identical results to swift-corelibs-foundation's
// (`ExactGeometryTests` checks them against Foundation, signed zeros and negative sizes included),
// for finite rectangles, which is all the setters store.
extension CGRect {
    /// `standardized` for a finite rectangle: x + min(w, 0), y + min(h, 0), |w|, |h| (Foundation's
    /// `minX`, `minY`, `width`, `height`).
    @inline(__always)
    var finiteStandardized: CGRect {
        CGRect(x: origin.x + Swift.min(size.width, 0), y: origin.y + Swift.min(size.height, 0),
               width: Swift.abs(size.width), height: Swift.abs(size.height))
    }

    /// Foundation's `midX`, `(minX + maxX) * 0.5`, for a finite rectangle.
    @inline(__always)
    var finiteMidX: CGFloat {
        ((origin.x + Swift.min(size.width, 0)) + (origin.x + Swift.max(size.width, 0))) * 0.5
    }

    /// Foundation's `midY`, `(minY + maxY) * 0.5`, for a finite rectangle.
    @inline(__always)
    var finiteMidY: CGFloat {
        ((origin.y + Swift.min(size.height, 0)) + (origin.y + Swift.max(size.height, 0))) * 0.5
    }

    /// Foundation's `==` for two finite rectangles whose sizes are not negative (stored bounds):
    /// standardizing such a rectangle changes no component's value, so comparing components
    /// (where -0 == 0, as in Foundation) gives the same answer.
    @inline(__always)
    func sameAs(nonNegativeFinite other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }
}

extension CGPoint {
    /// Foundation's `==`, component by component.
    @inline(__always)
    func sameAs(_ other: CGPoint) -> Bool { x == other.x && y == other.y }
}

extension CGSize {
    /// Foundation's `==`, component by component.
    @inline(__always)
    func sameAs(_ other: CGSize) -> Bool { width == other.width && height == other.height }
}

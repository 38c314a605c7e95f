import Foundation

#if !canImport(CoreGraphics)
/// A minimal `CGPath` (Foundation on Linux has none), for `ShapeLayer.path` and
/// `Layer.shadowPath`: the shapes UIKit code most often builds, kept as values with their bounding
/// box. ViewTree does not draw, so a path is only stored, compared and measured.
public struct CGPath: Equatable, Hashable, Sendable {
    /// What the path is.
    public enum Shape: Equatable, Hashable, Sendable {
        /// `CGPath(rect:transform:)`.
        case rect(CGRect)
        /// `CGPath(ellipseIn:transform:)`.
        case ellipse(CGRect)
        /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
        case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
        /// A free-form path (a `BezierPath` built with `move(to:)`, `addLine(to:)`, curves and arcs).
        case elements([CGPathElement])
    }

    /// The shape, in the path's own coordinates (any transform already applied to its rect).
    public let shape: Shape

    /// `CGPath(rect:transform:)`.
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        shape = .rect(transform.map { rect.applying($0.pointee) } ?? rect)
    }

    /// `CGPath(ellipseIn:transform:)`.
    public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        shape = .ellipse(transform.map { rect.applying($0.pointee) } ?? rect)
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                transform: UnsafePointer<CGAffineTransform>?) {
        shape = .roundedRect(transform.map { rect.applying($0.pointee) } ?? rect,
                             cornerWidth: cornerWidth, cornerHeight: cornerHeight)
    }

    /// A free-form path of `elements`.
    public init(elements: [CGPathElement]) {
        shape = .elements(elements)
    }

    /// `boundingBox`: the smallest rectangle holding every point of the path, control points included
    /// (as CoreGraphics' `boundingBox`, unlike its `boundingBoxOfPath`); `.null` for an empty path.
    public var boundingBox: CGRect {
        switch shape {
        case .rect(let r), .ellipse(let r), .roundedRect(let r, _, _): return r.standardized
        case .elements(let elements):
            let points = elements.flatMap(\.points)
            guard let first = points.first else { return .null }
            var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
            for p in points.dropFirst() {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    /// `isEmpty`: the path has no elements.
    public var isEmpty: Bool {
        if case .elements(let elements) = shape { return elements.isEmpty }
        return false
    }
}

/// One element of a free-form path (CoreGraphics' `CGPathElement`, as a Swift value).
public enum CGPathElement: Equatable, Hashable, Sendable {
    /// Starts a new subpath at the point.
    case moveToPoint(CGPoint)
    /// A straight line to the point.
    case addLineToPoint(CGPoint)
    /// A quadratic curve to the point, with one control point.
    case addQuadCurveToPoint(CGPoint, control: CGPoint)
    /// A cubic curve to the point, with two control points.
    case addCurveToPoint(CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath.
    case closeSubpath

    /// The points it holds, control points included.
    var points: [CGPoint] {
        switch self {
        case .moveToPoint(let p), .addLineToPoint(let p): [p]
        case .addQuadCurveToPoint(let p, let c): [c, p]
        case .addCurveToPoint(let p, let c1, let c2): [c1, c2, p]
        case .closeSubpath: []
        }
    }
}
#endif

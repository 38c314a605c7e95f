import Foundation

#if !canImport(CoreGraphics)
/// `CGPath`: an immutable path, as CoreGraphics' (Foundation on Linux has none), for
/// `ShapeLayer.path`, `Layer.shadowPath`, `BezierPath.cgPath` and code that asks a path questions.
/// `CGMutablePath` is its mutable subclass, as in CoreGraphics. ViewTree does not draw, so a path is
/// kept, compared, measured and asked whether it holds a point, never filled.
///
/// Two paths are equal when they hold the same elements (CoreGraphics' `CGPathEqualToPath`, which
/// Swift's `==` on `CGPath` calls): `CGPath(rect: r, transform: nil)` equals a mutable path after
/// `addRect(r)`. A path is a class, so it is not `Sendable` (CoreGraphics' is a CF type).
public class CGPath: Hashable {
    /// What the path is.
    public enum Shape: Equatable, Hashable, Sendable {
        /// `CGPath(rect:transform:)`.
        case rect(CGRect)
        /// `CGPath(ellipseIn:transform:)`.
        case ellipse(CGRect)
        /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
        case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
        /// A free-form path (built with `move(to:)`, `addLine(to:)`, curves and arcs).
        case elements([Element])

        /// The shape's elements, a primitive spelled out as CoreGraphics spells it.
        var elements: [Element] {
            switch self {
            case .rect(let r): PathGeometry.rect(r)
            case .ellipse(let r): PathGeometry.ellipse(in: r)
            case .roundedRect(let r, let w, let h):
                PathGeometry.roundedRect(r, topLeft: CGSize(width: w, height: h), topRight: CGSize(width: w, height: h),
                                         bottomRight: CGSize(width: w, height: h), bottomLeft: CGSize(width: w, height: h))
            case .elements(let list): list
            }
        }
    }

    /// One element of a path, as a Swift value (CoreGraphics' `CGPathElement` with its points;
    /// `applyWithBlock(_:)` hands out that C form).
    public enum Element: Equatable, Hashable, Sendable {
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

        /// The points it holds, control points included, in CoreGraphics' order (controls first).
        var points: [CGPoint] {
            switch self {
            case .moveToPoint(let p), .addLineToPoint(let p): [p]
            case .addQuadCurveToPoint(let p, let c): [c, p]
            case .addCurveToPoint(let p, let c1, let c2): [c1, c2, p]
            case .closeSubpath: []
            }
        }

        /// Its `CGPathElementType`.
        var type: CGPathElementType {
            switch self {
            case .moveToPoint: .moveToPoint
            case .addLineToPoint: .addLineToPoint
            case .addQuadCurveToPoint: .addQuadCurveToPoint
            case .addCurveToPoint: .addCurveToPoint
            case .closeSubpath: .closeSubpath
            }
        }
    }

    /// The shape, in the path's own coordinates (a shape made with a transform is kept as elements).
    public internal(set) var shape: Shape

    init(shape: Shape) { self.shape = shape }

    /// `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(shape: CGPath.primitive(.rect(rect), elements: PathGeometry.rect(rect), transform: transform?.pointee))
    }

    /// `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(shape: CGPath.primitive(.ellipse(rect), elements: PathGeometry.ellipse(in: rect), transform: transform?.pointee))
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`. CoreGraphics stops the process
    /// for a corner wider than half the rectangle or a negative one; ViewTree limits each to what
    /// fits (zero for a negative or non-finite one).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let corner = CGPath.fittingCorner(CGSize(width: cornerWidth, height: cornerHeight), in: rect)
        self.init(shape: CGPath.primitive(.roundedRect(rect, cornerWidth: corner.width, cornerHeight: corner.height),
                                          elements: PathGeometry.roundedRect(rect, topLeft: corner, topRight: corner,
                                                                             bottomRight: corner, bottomLeft: corner),
                                          transform: transform?.pointee))
    }

    /// A free-form path of `elements`.
    public convenience init(elements: [Element]) {
        self.init(shape: .elements(elements))
    }

    /// The primitive, or its elements moved by `transform` when there is one.
    private static func primitive(_ shape: Shape, elements: [Element], transform: CGAffineTransform?) -> Shape {
        guard let transform, transform != .identity else { return shape }
        return .elements(elements.map { $0.applying(transform) })
    }

    /// A corner as `CGPathAddRoundedRect` accepts it: at most half of each side, never negative.
    static func fittingCorner(_ corner: CGSize, in rect: CGRect) -> CGSize {
        let r = rect.standardized
        func fit(_ v: CGFloat, _ side: CGFloat) -> CGFloat { v.isFinite && v > 0 ? min(v, side / 2) : 0 }
        return CGSize(width: fit(corner.width, r.width), height: fit(corner.height, r.height))
    }

    /// The path's elements, a primitive shape spelled out as CoreGraphics spells it.
    public var elements: [Element] { shape.elements }

    // MARK: Equality (CGPathEqualToPath)

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.shape == rhs.shape || lhs.elements == rhs.elements
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    // MARK: Questions

    /// `boundingBox`: the smallest rectangle holding every point of the path, control points included
    /// (as CoreGraphics' `boundingBox`, unlike its `boundingBoxOfPath`); `.null` for an empty path.
    public var boundingBox: CGRect {
        switch shape {
        case .rect(let r), .ellipse(let r), .roundedRect(let r, _, _): r.standardized
        case .elements(let list): PathGeometry.bounds(of: list.flatMap(\.points))
        }
    }

    /// `boundingBoxOfPath`: the smallest rectangle holding every point the path passes through,
    /// control points left out where no curve reaches them; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        switch shape {
        case .rect(let r), .ellipse(let r), .roundedRect(let r, _, _): r.standardized
        case .elements(let list): PathGeometry.tightBounds(of: list)
        }
    }

    /// `isEmpty`: the path has no elements.
    public var isEmpty: Bool {
        if case .elements(let list) = shape { return list.isEmpty }
        return false
    }

    /// `currentPoint`: where the next segment starts (`.zero` for an empty path, as CoreGraphics).
    public var currentPoint: CGPoint { PathGeometry.currentPoint(of: elements) ?? .zero }

    /// `isRect(_:)`: whether the path is one axis-aligned rectangle (a move, three or four lines
    /// along the axes and a close), and which.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var list = elements
        guard list.count >= 5, case .moveToPoint(let start) = list.first else { return false }
        if case .closeSubpath = list.last { list.removeLast() } else { return false }
        var corners = [start]
        for element in list.dropFirst() {
            guard case .addLineToPoint(let p) = element else { return false }
            corners.append(p)
        }
        if corners.count == 5, corners[4] == start { corners.removeLast() }
        guard corners.count == 4 else { return false }
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            guard a.x == b.x || a.y == b.y else { return false }
        }
        let found = PathGeometry.bounds(of: corners)
        guard found.width > 0, found.height > 0, Set(corners).count == 4 else { return false }
        rect?.pointee = found
        return true
    }

    /// `contains(_:using:transform:)`: whether filling the path (moved by `transform`) with `rule`
    /// would paint `point`. Curves are measured as `PathGeometry.flatteningSegmentsPerCurve`
    /// straight pieces each.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let list = transform == .identity ? elements : elements.map { $0.applying(transform) }
        return PathGeometry.contains(point, in: list, evenOdd: rule == .evenOdd)
    }

    // MARK: Copies

    /// `copy()`: an immutable path with the same elements (itself, when it is immutable already).
    public func copy() -> CGPath? { type(of: self) == CGPath.self ? self : CGPath(shape: shape) }

    /// `copy(using:)`: an immutable copy with every point moved by the transform.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee, t != .identity else { return copy() }
        return CGPath(shape: .elements(elements.map { $0.applying(t) }))
    }

    /// `mutableCopy()`: a mutable path with the same elements.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(shape: shape) }

    /// `mutableCopy(using:)`: a mutable copy with every point moved by the transform.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee, t != .identity else { return mutableCopy() }
        return CGMutablePath(shape: .elements(elements.map { $0.applying(t) }))
    }

    // MARK: Walking the elements

    /// `applyWithBlock(_:)`: calls `block` with each element in CoreGraphics' C form, its points
    /// valid only during the call (as CoreGraphics documents).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        points.initialize(repeating: .zero, count: 3)
        defer { points.deallocate() }
        for element in elements {
            for (i, p) in element.points.enumerated() { points[i] = p }
            var c = CGPathElement(type: element.type, points: points)
            withUnsafePointer(to: &c) { block($0) }
        }
    }
}

/// `CGPathElementType`, with CoreGraphics' raw values.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// `CGPathElement`: one element as `applyWithBlock(_:)` hands it out: its type and its points (one
/// for a move or a line, two for a quadratic curve, three for a cubic one, control points first).
public struct CGPathElement {
    /// What the element is.
    public var type: CGPathElementType
    /// Its points, valid only during the call that handed the element out.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of `type` with `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
#endif

import Foundation

#if !canImport(CoreGraphics)
/// `CGMutablePath`: a path built element by element, CoreGraphics' mutable subclass of `CGPath`, so
/// `let path = CGMutablePath(); path.move(to: a); path.addLine(to: b); shapeLayer.path = path` ports
/// unchanged. Every method takes CoreGraphics' `transform` (default `.identity`), applied to the
/// points it adds.
///
/// Bad input changes nothing: a non-finite point, radius or angle is ignored (CoreGraphics logs
/// "invalid numeric value" and draws nothing sensible), and a line or curve with no current point is
/// ignored, as CoreGraphics ignores it ("no current point").
public class CGMutablePath: CGPath {
    /// Where the next segment starts, kept as elements are added (so adding one does not walk the path).
    private var cursor = PathGeometry.Cursor()

    /// `CGMutablePath()`: an empty path.
    public init() { super.init(shape: .elements([])) }

    override init(shape: Shape) {
        super.init(shape: shape)
        for element in elements { cursor.advance(over: element) }
    }

    /// Whether the path has a point to continue from.
    private var hasCurrentPoint: Bool { cursor.current != nil }

    /// Appends `new` to the elements (a primitive this path was copied from spelled out first), in place: the
    /// shape lets go of its array while it grows, so a path built point by point is not copied at every point.
    private func append(_ new: [Element]) {
        var list = elements
        shape = .elements([])
        list += new
        shape = .elements(list)
        for element in new { cursor.advance(over: element) }
    }

    private func add(_ new: [Element], _ transform: CGAffineTransform) {
        guard new.allSatisfy(\.isFinite), transform.isFiniteTransform else { return }
        append(transform == .identity ? new : new.map { $0.applying(transform) })
    }

    private func continueWith(_ element: Element, _ transform: CGAffineTransform) {
        guard hasCurrentPoint else { return }
        add([element], transform)
    }

    /// `move(to:transform:)`: starts a new subpath.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        add([.moveToPoint(point)], transform)
    }

    /// `addLine(to:transform:)`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        continueWith(.addLineToPoint(point), transform)
    }

    /// `addLines(between:transform:)`: a move to the first point, lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        add([.moveToPoint(first)] + points.dropFirst().map { .addLineToPoint($0) }, transform)
    }

    /// `addQuadCurve(to:control:transform:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        continueWith(.addQuadCurveToPoint(end, control: control), transform)
    }

    /// `addCurve(to:control1:control2:transform:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        continueWith(.addCurveToPoint(end, control1: control1, control2: control2), transform)
    }

    /// `closeSubpath()`: closes the current subpath (nothing when there is none).
    public func closeSubpath() {
        guard hasCurrentPoint else { return }
        append([.closeSubpath])
    }

    /// `addRect(_:transform:)`: a closed subpath, as `CGPath(rect:transform:)` spells it.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isFiniteRect else { return }
        add(PathGeometry.rect(rect), transform)
    }

    /// `addRects(_:transform:)`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// `addEllipse(in:transform:)`: a closed subpath of four curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard rect.isFiniteRect else { return }
        add(PathGeometry.ellipse(in: rect), transform)
    }

    /// `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`: corners limited to what fits (see
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        guard rect.isFiniteRect else { return }
        let c = CGPath.fittingCorner(CGSize(width: cornerWidth, height: cornerHeight), in: rect)
        add(PathGeometry.roundedRect(rect, topLeft: c, topRight: c, bottomRight: c, bottomLeft: c), transform)
    }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`: a line from the current
    /// point to the arc's start (a move when there is none), then the arc. `clockwise` is
    /// CoreGraphics' (y up): `true` runs towards smaller angles, which UIKit's flipped screen shows
    /// counterclockwise, the opposite of `UIBezierPath`'s `clockwise`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard startAngle.isFinite, endAngle.isFinite else { return }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle,
                       delta: PathGeometry.sweep(from: startAngle, to: endAngle, increasing: !clockwise), transform: transform)
    }

    /// `addRelativeArc(center:radius:startAngle:delta:transform:)`: an arc of `delta` radians
    /// (positive: towards larger angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard radius.isFinite, radius >= 0, startAngle.isFinite, delta.isFinite else { return }
        add(PathGeometry.arc(center: center, radius: radius, startAngle: startAngle, sweep: delta, after: cursor.current), transform)
    }

    /// `addArc(tangent1End:tangent2End:radius:transform:)`: a line from the current point towards
    /// `tangent1End`, then the arc of `radius` tangent to both lines (the current point to
    /// `tangent1End`, and `tangent1End` to `tangent2End`); a line to `tangent1End` when the three points
    /// are on one line or the radius is zero. Nothing without a current point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard radius.isFinite, radius >= 0, transform.isFiniteTransform,
              [tangent1End, tangent2End].allSatisfy({ $0.x.isFinite && $0.y.isFinite }),
              let current = cursor.current else { return }
        // Worked out in the coordinates the tangent points are given in, then moved by `transform`
        // (an arc under a stretching transform is an elliptical arc, as CoreGraphics draws it).
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0 else { return }
        let p0 = current.applying(transform.inverted()), t1 = tangent1End, t2 = tangent2End
        func unit(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
            let length = (x * x + y * y).squareRoot()
            return length > 0 ? CGPoint(x: x / length, y: y / length) : nil
        }
        if radius > 0, let u1 = unit(p0.x - t1.x, p0.y - t1.y), let u2 = unit(t2.x - t1.x, t2.y - t1.y),
           let bisector = unit(u1.x + u2.x, u1.y + u2.y) {
            let angle = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))   // between the two lines at tangent1End
            if angle > 1e-12, angle < .pi - 1e-12 {
                let distance = radius / tan(angle / 2)
                let start = CGPoint(x: t1.x + u1.x * distance, y: t1.y + u1.y * distance)
                let end = CGPoint(x: t1.x + u2.x * distance, y: t1.y + u2.y * distance)
                let toCenter = radius / sin(angle / 2)
                let center = CGPoint(x: t1.x + bisector.x * toCenter, y: t1.y + bisector.y * toCenter)
                let a0 = atan2(start.y - center.y, start.x - center.x), a1 = atan2(end.y - center.y, end.x - center.x)
                var sweep = a1 - a0
                if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
                let arc = PathGeometry.arc(center: center, radius: radius, startAngle: a0, sweep: sweep, after: p0)
                append(arc.map { $0.applying(transform) })
                return
            }
        }
        append([.addLineToPoint(t1.applying(transform))])
    }

    /// `addPath(_:transform:)`: the other path's elements, moved by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        add(path.elements, transform)
    }
}

#endif

import Foundation

/// The corners of a rectangle (`UIRectCorner`), for `BezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates the set from its raw value (UIKit's bit values: 1, 2, 4, 8).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four corners (`~0` in UIKit).
    public static let allCorners = RectCorner(rawValue: ~0)
}

#if !canImport(CoreGraphics)
/// A path built in code: ViewTree's `UIBezierPath`. It is kept as `CGPath` elements (rectangles, ovals and
/// uniformly rounded rectangles as the `CGPath` shapes of the same name), so `cgPath` and `bounds` answer as
/// UIKit's do; nothing is stroked or filled (ViewTree draws no pixels). Arcs are stored as cubic Bézier
/// segments of at most a quarter turn, as CoreGraphics stores them.
open class BezierPath {
    private var elements: [CGPathElement] = []
    /// The shape while the path is still one whole primitive (`init(rect:)`, `init(ovalIn:)`, ...).
    private var primitive: CGPath?

    /// The stroke width (UIKit's default 1). Stored only.
    open var lineWidth: CGFloat = 1
    /// `lineCapStyle`; default `.butt` (UIBezierPath documentation). Stored only.
    open var lineCapStyle: CGLineCap = .butt
    /// `lineJoinStyle`; default `.miter`. Stored only.
    open var lineJoinStyle: CGLineJoin = .miter
    /// `miterLimit`; default 10. Stored only.
    open var miterLimit: CGFloat = 10
    /// `flatness`; default 0.6. Stored only.
    open var flatness: CGFloat = 0.6
    /// `usesEvenOddFillRule`; default `false`. Stored only.
    open var usesEvenOddFillRule = false
    /// The dash pattern `setLineDash(_:count:phase:)` set (`nil`: a solid line).
    public private(set) var lineDash: (pattern: [CGFloat], phase: CGFloat)?

    /// `setLineDash(_:count:phase:)`: the first `count` lengths of `pattern` (none: a solid line). Stored only.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { lineDash = nil; return }
        lineDash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// `UIBezierPath()`: an empty path.
    public init() {}

    /// `UIBezierPath(rect:)`.
    public convenience init(rect: CGRect) {
        self.init()
        primitive = CGPath(rect: rect, transform: nil)
    }

    /// `UIBezierPath(ovalIn:)`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        primitive = CGPath(ellipseIn: rect, transform: nil)
    }

    /// `UIBezierPath(roundedRect:cornerRadius:)`. UIKit limits the radius to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = BezierPath.clampedRadius(cornerRadius, in: rect)
        primitive = CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil)
    }

    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: the chosen corners rounded with the radii
    /// (each limited to half the rectangle's side), the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = BezierPath.clampedRadius(cornerRadii.width, in: r), ry = BezierPath.clampedRadius(cornerRadii.height, in: r)
        func radii(_ corner: RectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = radii(.topLeft), (trx, try_) = radii(.topRight)
        let (brx, bry) = radii(.bottomRight), (blx, bly) = radii(.bottomLeft)
        move(to: CGPoint(x: r.minX + tlx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - trx, y: r.minY))
        addCorner(to: CGPoint(x: r.maxX, y: r.minY + try_), corner: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - bry))
        addCorner(to: CGPoint(x: r.maxX - brx, y: r.maxY), corner: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + blx, y: r.maxY))
        addCorner(to: CGPoint(x: r.minX, y: r.maxY - bly), corner: CGPoint(x: r.minX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.minY + tly))
        addCorner(to: CGPoint(x: r.minX + tlx, y: r.minY), corner: CGPoint(x: r.minX, y: r.minY))
        close()
    }

    /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// `UIBezierPath(cgPath:)`.
    public convenience init(cgPath: CGPath) {
        self.init()
        if case .elements(let list) = cgPath.shape { elements = list } else { primitive = cgPath }
    }

    /// `cgPath`: the path as a `CGPath`.
    open var cgPath: CGPath { primitive ?? CGPath(elements: elements) }

    /// `bounds`: the path's bounding box, control points included (UIKit's `bounds` is `CGPathGetBoundingBox`).
    open var bounds: CGRect { cgPath.boundingBox }

    /// `isEmpty`: no elements.
    open var isEmpty: Bool { primitive == nil && elements.isEmpty }

    /// `currentPoint`: where the next segment starts (`.zero` for an empty path).
    open var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in expandedElements {
            switch element {
            case .moveToPoint(let p): start = p; current = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(let p, _), .addCurveToPoint(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// `move(to:)`: starts a new subpath. A non-finite point is ignored (UIKit's CoreGraphics logs and ignores it).
    open func move(to point: CGPoint) { append(.moveToPoint(point), points: [point]) }

    /// `addLine(to:)`.
    open func addLine(to point: CGPoint) { append(.addLineToPoint(point), points: [point]) }

    /// `addQuadCurve(to:controlPoint:)`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        append(.addQuadCurveToPoint(endPoint, control: controlPoint), points: [endPoint, controlPoint])
    }

    /// `addCurve(to:controlPoint1:controlPoint2:)`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        append(.addCurveToPoint(endPoint, control1: controlPoint1, control2: controlPoint2), points: [endPoint, controlPoint1, controlPoint2])
    }

    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: a line from the current point to the arc's
    /// start when the path has one, then the arc (angles in radians, clockwise in UIKit's flipped coordinates
    /// meaning increasing angle). A non-finite or negative radius or angle is ignored.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        let twoPi = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep > twoPi { sweep = twoPi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        }
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let start = point(startAngle)
        if expandedElements.isEmpty { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        // The standard cubic approximation of a circular arc: control points at 4/3·tan(θ/4) of the radius.
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = CGPoint(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            addCurve(to: p3, controlPoint1: c1, controlPoint2: c2)
            angle = next
        }
    }

    /// `fill()`: ViewTree draws no pixels, so filling draws nothing (the path keeps its elements). Called
    /// from a `draw(_:)` override, as UIKit code does.
    open func fill() {}

    /// `stroke()`: draws nothing, as `fill()`.
    open func stroke() {}

    /// `addClip()`: would intersect the current context's clipping area with the path; ViewTree draws no
    /// pixels, so it changes nothing (a `draw(_:)` override that clips to a rounded rect runs as written).
    open func addClip() {}

    /// `close()`: closes the current subpath.
    open func close() { makeFreeForm(); elements.append(.closeSubpath) }

    /// `removeAllPoints()`.
    open func removeAllPoints() { primitive = nil; elements = [] }

    /// `append(_:)`: adds the other path's elements.
    open func append(_ bezierPath: BezierPath) {
        makeFreeForm()
        elements += bezierPath.expandedElements
    }

    /// `apply(_:)`: transforms every point.
    open func apply(_ transform: CGAffineTransform) {
        makeFreeForm()
        elements = elements.map { element in
            switch element {
            case .moveToPoint(let p): .moveToPoint(p.applying(transform))
            case .addLineToPoint(let p): .addLineToPoint(p.applying(transform))
            case .addQuadCurveToPoint(let p, let c): .addQuadCurveToPoint(p.applying(transform), control: c.applying(transform))
            case .addCurveToPoint(let p, let c1, let c2):
                .addCurveToPoint(p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
    }

    // MARK: Building

    private func append(_ element: CGPathElement, points: [CGPoint]) {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        makeFreeForm()
        elements.append(element)
    }

    /// A rounded corner from the current point to `end`, bulging towards `corner` (a quarter ellipse).
    private func addCorner(to end: CGPoint, corner: CGPoint) {
        let start = currentPoint
        guard start != end else { return }
        let k: CGFloat = 4 / 3 * (CGFloat(2).squareRoot() - 1)  // 4/3·tan(π/8): a quarter turn
        let c1 = CGPoint(x: start.x + (corner.x - start.x) * k, y: start.y + (corner.y - start.y) * k)
        let c2 = CGPoint(x: end.x + (corner.x - end.x) * k, y: end.y + (corner.y - end.y) * k)
        addCurve(to: end, controlPoint1: c1, controlPoint2: c2)
    }

    /// The elements, with a primitive shape spelled out as moves, lines and curves.
    private var expandedElements: [CGPathElement] {
        guard let primitive else { return elements }
        let expanded = BezierPath()
        switch primitive.shape {
        case .rect(let r):
            let r = r.standardized
            expanded.move(to: CGPoint(x: r.minX, y: r.minY))
            expanded.addLine(to: CGPoint(x: r.maxX, y: r.minY))
            expanded.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
            expanded.addLine(to: CGPoint(x: r.minX, y: r.maxY))
            expanded.close()
        case .ellipse(let r):
            let r = r.standardized
            // A unit circle, scaled to the rectangle and moved to its centre.
            expanded.addArc(withCenter: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            expanded.close()
            expanded.apply(CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY))
        case .roundedRect(let r, let w, let h):
            let rounded = BezierPath(roundedRect: r, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: w, height: h))
            return rounded.elements
        case .elements(let list):
            return list
        }
        return expanded.elements
    }

    private func makeFreeForm() {
        guard primitive != nil else { return }
        elements = expandedElements
        primitive = nil
    }

    private static func clampedRadius(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
        guard radius.isFinite, radius > 0 else { return 0 }
        let r = rect.standardized
        return min(radius, min(r.width, r.height) / 2)
    }
}
#endif

/// `CGLineCap`, with Core Graphics' raw values.
public enum CGLineCap: Int32, Sendable {
    /// `.butt` (the default).
    case butt = 0
    /// `.round`.
    case round = 1
    /// `.square`.
    case square = 2
}

/// `CGLineJoin`, with Core Graphics' raw values.
public enum CGLineJoin: Int32, Sendable {
    /// `.miter` (the default).
    case miter = 0
    /// `.round`.
    case round = 1
    /// `.bevel`.
    case bevel = 2
}

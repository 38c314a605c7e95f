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
open class BezierPath: NSCopying {
    private var elements: [CGPath.Element] = []
    /// The shape while the path is still one whole primitive (`init(rect:)`, `init(ovalIn:)`, ...).
    private var primitive: CGPath.Shape?

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

    /// `copy()` (`NSCopying`): a deep copy, with the same elements and drawing properties, that later changes
    /// to either path leave the other alone.
    open func copy() -> Any { copy(with: nil) }

    /// `copy(with:)`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = BezierPath()
        copy.elements = elements
        copy.primitive = primitive
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.lineDash = lineDash
        return copy
    }

    /// `UIBezierPath(rect:)`.
    public convenience init(rect: CGRect) {
        self.init()
        primitive = .rect(rect)
    }

    /// `UIBezierPath(ovalIn:)`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        primitive = .ellipse(rect)
    }

    /// `UIBezierPath(roundedRect:cornerRadius:)`. UIKit limits the radius to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = BezierPath.clampedRadius(cornerRadius, in: rect)
        primitive = .roundedRect(rect, cornerWidth: r, cornerHeight: r)
    }

    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: the chosen corners rounded with the radii
    /// (each limited to half the rectangle's side), the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = BezierPath.clampedRadius(cornerRadii.width, in: r), ry = BezierPath.clampedRadius(cornerRadii.height, in: r)
        func radii(_ corner: RectCorner) -> CGSize { corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        elements = PathGeometry.roundedRect(r, topLeft: radii(.topLeft), topRight: radii(.topRight),
                                            bottomRight: radii(.bottomRight), bottomLeft: radii(.bottomLeft))
    }

    /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// `UIBezierPath(cgPath:)`.
    public convenience init(cgPath: CGPath) {
        self.init()
        if case .elements(let list) = cgPath.shape { elements = list } else { primitive = cgPath.shape }
    }

    /// `cgPath`: the path as a `CGPath`.
    open var cgPath: CGPath { CGPath(shape: primitive ?? .elements(elements)) }

    /// `bounds`: the path's bounding box, control points included (UIKit's `bounds` is `CGPathGetBoundingBox`).
    open var bounds: CGRect { cgPath.boundingBox }

    /// `isEmpty`: no elements.
    open var isEmpty: Bool { primitive == nil && elements.isEmpty }

    /// `currentPoint`: where the next segment starts (`.zero` for an empty path).
    open var currentPoint: CGPoint { PathGeometry.currentPoint(of: expandedElements) ?? .zero }

    /// `move(to:)`: starts a new subpath. A non-finite point is ignored (UIKit's CoreGraphics logs and ignores it).
    open func move(to point: CGPoint) { append(.moveToPoint(point)) }

    /// `addLine(to:)`.
    open func addLine(to point: CGPoint) { append(.addLineToPoint(point)) }

    /// `addQuadCurve(to:controlPoint:)`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        append(.addQuadCurveToPoint(endPoint, control: controlPoint))
    }

    /// `addCurve(to:controlPoint1:controlPoint2:)`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        append(.addCurveToPoint(endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: a line from the current point to the arc's
    /// start when the path has one, then the arc (angles in radians, clockwise in UIKit's flipped coordinates
    /// meaning increasing angle). A non-finite or negative radius or angle is ignored.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, increasing: clockwise)
        let expanded = expandedElements
        let current: CGPoint? = expanded.isEmpty ? nil : PathGeometry.currentPoint(of: expanded) ?? .zero
        makeFreeForm()
        elements += PathGeometry.arc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, after: current)
    }

    /// `fill()`: ViewTree draws no pixels, so filling draws nothing (the path keeps its elements). Called
    /// from a `draw(_:)` override, as UIKit code does.
    open func fill() {}

    /// `stroke()`: draws nothing, as `fill()`.
    open func stroke() {}

    /// `fill(with:alpha:)`: draws nothing, as `fill()`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {}

    /// `stroke(with:alpha:)`: draws nothing, as `fill()`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {}

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
        elements = elements.map { $0.applying(transform) }
    }

    /// `contains(_:)`: whether filling the path would paint `point`, with the even-odd rule when
    /// `usesEvenOddFillRule` is set, else the non-zero winding rule (UIBezierPath documentation); every subpath
    /// counts as closed, as a fill closes it. A non-finite point is outside.
    open func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// `reversing()`: a new path with the same shape traced the other way: each subpath starts where it ended and
    /// runs its segments backwards (a curve's control points swapped), closed when it was closed. The drawing
    /// properties are copied.
    open func reversing() -> BezierPath {
        guard let reversed = copy() as? BezierPath else { return BezierPath() }
        reversed.primitive = nil
        reversed.elements = PathGeometry.reversed(expandedElements)
        return reversed
    }

    // MARK: Building

    private func append(_ element: CGPath.Element) {
        guard element.isFinite else { return }
        makeFreeForm()
        elements.append(element)
    }

    /// The elements, with a primitive shape spelled out as moves, lines and curves.
    private var expandedElements: [CGPath.Element] {
        guard let primitive else { return elements }
        return primitive.elements
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

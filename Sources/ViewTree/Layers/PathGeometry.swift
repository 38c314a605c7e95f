import Foundation

#if !canImport(CoreGraphics)
/// The arithmetic `CGPath`, `CGMutablePath` and `BezierPath` share: shapes spelled out as moves,
/// lines and cubic curves in the order CoreGraphics spells them, arcs as curves, and the questions
/// asked of a finished path (its tight bounds, whether it holds a point).
enum PathGeometry {
    /// `k` of the cubic approximation of a quarter circle: 4/3·tan(π/8). CoreGraphics and every
    /// re-implementation use it (Chameleon and UIKit-cross-platform build ovals from it too).
    static let quarterTurnControlRatio: CGFloat = 4 / 3 * (CGFloat(2).squareRoot() - 1)

    /// How many straight pieces one curve becomes when a path is asked whether it holds a point or
    /// how tightly it is bounded. Fixed, so every answer is the same on every run.
    static let flatteningSegmentsPerCurve = 32

    /// `CGPathAddRect`: a move to the minimum corner, three lines clockwise on screen, a close.
    static func rect(_ rect: CGRect) -> [CGPath.Element] {
        let r = rect.standardized
        return [.moveToPoint(CGPoint(x: r.minX, y: r.minY)), .addLineToPoint(CGPoint(x: r.maxX, y: r.minY)),
                .addLineToPoint(CGPoint(x: r.maxX, y: r.maxY)), .addLineToPoint(CGPoint(x: r.minX, y: r.maxY)),
                .closeSubpath]
    }

    /// `CGPathAddEllipseInRect`: a move to the middle of the right edge, four quarter curves of
    /// increasing angle (clockwise on UIKit's flipped screen), a close.
    static func ellipse(in rect: CGRect) -> [CGPath.Element] {
        let r = rect.standardized
        var unit = arc(center: .zero, radius: 1, startAngle: 0, sweep: 2 * .pi, after: nil)
        unit.append(.closeSubpath)
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
        return unit.map { $0.applying(scale) }
    }

    /// A rectangle with each corner rounded by its own radii (zero: square), clockwise on screen from
    /// the end of the top-left corner, each corner a quarter ellipse; the radii are taken as given.
    static func roundedRect(_ rect: CGRect, topLeft tl: CGSize, topRight tr: CGSize,
                            bottomRight br: CGSize, bottomLeft bl: CGSize) -> [CGPath.Element] {
        let r = rect.standardized
        var elements: [CGPath.Element] = []
        var current = CGPoint(x: r.minX + tl.width, y: r.minY)
        elements.append(.moveToPoint(current))
        func line(_ p: CGPoint) { elements.append(.addLineToPoint(p)); current = p }
        func corner(to end: CGPoint, at cornerPoint: CGPoint) {
            guard current != end else { return }
            let k = quarterTurnControlRatio
            let c1 = CGPoint(x: current.x + (cornerPoint.x - current.x) * k, y: current.y + (cornerPoint.y - current.y) * k)
            let c2 = CGPoint(x: end.x + (cornerPoint.x - end.x) * k, y: end.y + (cornerPoint.y - end.y) * k)
            elements.append(.addCurveToPoint(end, control1: c1, control2: c2))
            current = end
        }
        line(CGPoint(x: r.maxX - tr.width, y: r.minY))
        corner(to: CGPoint(x: r.maxX, y: r.minY + tr.height), at: CGPoint(x: r.maxX, y: r.minY))
        line(CGPoint(x: r.maxX, y: r.maxY - br.height))
        corner(to: CGPoint(x: r.maxX - br.width, y: r.maxY), at: CGPoint(x: r.maxX, y: r.maxY))
        line(CGPoint(x: r.minX + bl.width, y: r.maxY))
        corner(to: CGPoint(x: r.minX, y: r.maxY - bl.height), at: CGPoint(x: r.minX, y: r.maxY))
        line(CGPoint(x: r.minX, y: r.minY + tl.height))
        corner(to: CGPoint(x: r.minX + tl.width, y: r.minY), at: CGPoint(x: r.minX, y: r.minY))
        elements.append(.closeSubpath)
        return elements
    }

    /// A circular arc of `sweep` radians (positive: increasing angle) as cubic curves of at most a
    /// quarter turn each, as CoreGraphics stores arcs, preceded by a move to its start when the path
    /// has no current point (`after` nil) or else a line to it.
    /// At most this many full turns of one arc are kept (a longer sweep is cut to it). Not a Core Graphics number
    /// (ours): it only bounds the curves an arc of 1e300 radians would otherwise need.
    static let maximumArcTurns: CGFloat = 16
    /// At most this many dashes (pattern lengths, painted or not) are cut from one path by
    /// `copy(dashingWithPhase:lengths:transform:)`; a finer pattern draws the path solid. Not a Core Graphics number
    /// (ours): it bounds the work of a pattern of 1-pt dashes along a path of 1e300 pt.
    static let maximumDashes = 1 << 16
    /// `maximumArcTurns` in radians.
    static let maximumArcSweep = 2 * CGFloat.pi * maximumArcTurns

    static func arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, after current: CGPoint?) -> [CGPath.Element] {
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        let start = point(startAngle)
        var elements: [CGPath.Element] = [current == nil ? .moveToPoint(start) : .addLineToPoint(start)]
        // More turns than `maximumArcTurns` add nothing a test can see and would make one curve per quarter turn
        // (1e300 radians: more curves than memory holds); the sweep keeps its direction.
        let sweep = Swift.min(Swift.max(sweep, -maximumArcSweep), maximumArcSweep)
        let segments = Swift.max(1, Int(saturating: (abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        // The standard cubic approximation of a circular arc: control points at 4/3·tan(θ/4) of the radius.
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
            let c2 = CGPoint(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
            elements.append(.addCurveToPoint(p3, control1: c1, control2: c2))
            angle = next
        }
        return elements
    }

    /// The sweep from `startAngle` to `endAngle` in the direction asked (`increasing`: the angle
    /// grows), at most one full turn: UIBezierPath's `clockwise` and CGPath's `!clockwise`.
    static func sweep(from startAngle: CGFloat, to endAngle: CGFloat, increasing: Bool) -> CGFloat {
        let twoPi = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if increasing {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep > twoPi { sweep = twoPi }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep < -twoPi { sweep = -twoPi }
        }
        return sweep
    }

    /// Where a path's next segment starts, element by element: the last end point, or the start of the subpath
    /// after a close (`current` nil: no element yet).
    struct Cursor {
        var current: CGPoint?
        var subpathStart: CGPoint?

        mutating func advance(over element: CGPath.Element) {
            switch element {
            case .moveToPoint(let p): subpathStart = p; current = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(let p, _), .addCurveToPoint(let p, _, _): current = p
            case .closeSubpath: current = subpathStart
            }
        }
    }

    /// The point the next segment starts from: the last end point, or the start of the subpath
    /// after a close; nil for a path with no elements.
    static func currentPoint(of elements: [CGPath.Element]) -> CGPoint? {
        var cursor = Cursor()
        for element in elements { cursor.advance(over: element) }
        return cursor.current
    }

    /// The point at `t` of the quadratic curve from `p0` through control `c` to `p1`.
    static func quadraticPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    /// The point at `t` of the cubic curve from `p0` through controls `c1`, `c2` to `p1`.
    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// The path as its subpaths' points, curves cut into `flatteningSegmentsPerCurve` lines, each with whether
    /// it was closed. A segment with no move before it starts at the current point (after a close, its
    /// subpath's start), as CoreGraphics draws it.
    static func subpaths(of elements: [CGPath.Element]) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var points: [CGPoint] = []
        var cursor = Cursor()
        for element in elements {
            let from = cursor.current ?? .zero
            cursor.advance(over: element)
            switch element {
            case .moveToPoint(let p):
                if !points.isEmpty { result.append((points, false)) }
                points = [p]
            case .closeSubpath:
                if !points.isEmpty { result.append((points, true)) }
                points = []
            case .addLineToPoint(let p):
                if points.isEmpty { points = [from] }
                points.append(p)
            case .addQuadCurveToPoint(let p, let c):
                if points.isEmpty { points = [from] }
                for i in 1...flatteningSegmentsPerCurve {
                    points.append(quadraticPoint(from, c, p, at: CGFloat(i) / CGFloat(flatteningSegmentsPerCurve)))
                }
            case .addCurveToPoint(let p, let c1, let c2):
                if points.isEmpty { points = [from] }
                for i in 1...flatteningSegmentsPerCurve {
                    points.append(cubicPoint(from, c1, c2, p, at: CGFloat(i) / CGFloat(flatteningSegmentsPerCurve)))
                }
            }
        }
        if !points.isEmpty { result.append((points, false)) }
        return result
    }

    /// The elements traced backwards, subpath by subpath (the subpaths keep their order): each starts at its last
    /// point and runs its segments from last to first, a curve with its control points swapped; a closed subpath
    /// stays closed. An empty subpath (a lone move) stays a lone move.
    static func reversed(_ elements: [CGPath.Element]) -> [CGPath.Element] {
        var result: [CGPath.Element] = []
        // The subpath being read: its start and its segments, each with the point it starts from.
        var start: CGPoint?
        var segments: [(from: CGPoint, element: CGPath.Element)] = []
        var current = CGPoint.zero
        var closed = false
        func flush() {
            guard let first = start else { return }
            result.append(.moveToPoint(current))
            for (from, element) in segments.reversed() {
                switch element {
                case .addLineToPoint: result.append(.addLineToPoint(from))
                case .addQuadCurveToPoint(_, let c): result.append(.addQuadCurveToPoint(from, control: c))
                case .addCurveToPoint(_, let c1, let c2): result.append(.addCurveToPoint(from, control1: c2, control2: c1))
                case .moveToPoint, .closeSubpath: break
                }
            }
            if closed { result.append(.closeSubpath) }
            start = nil
            segments = []
            closed = false
            current = first
        }
        for element in elements {
            switch element {
            case .moveToPoint(let p):
                flush()
                start = p
                current = p
            case .addLineToPoint(let p), .addQuadCurveToPoint(let p, _), .addCurveToPoint(let p, _, _):
                if start == nil { start = current }
                if closed {
                    // A segment after a close starts a new subpath at the closed one's start.
                    let from = start ?? current
                    flush()
                    start = from
                    current = from
                }
                segments.append((current, element))
                current = p
            case .closeSubpath:
                if start != nil { closed = true }
            }
        }
        flush()
        return result
    }

    /// Whether `point` is inside the path filled with `rule`; every subpath counts as closed, as
    /// CoreGraphics fills it.
    static func contains(_ point: CGPoint, in elements: [CGPath.Element], evenOdd: Bool) -> Bool {
        var winding = 0
        for (polygon, _) in subpaths(of: elements) where polygon.count > 2 {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                // Half-open in y, so a vertex shared by two edges is crossed once.
                if (a.y <= point.y) != (b.y <= point.y) {
                    let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                    if x > point.x { winding += b.y > a.y ? 1 : -1 }
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// `boundingBoxOfPath`: the smallest rectangle holding every point the path passes through, its
    /// curves' extremes found exactly (control points that bulge no curve are left out); `.null`
    /// for an empty path.
    static func tightBounds(of elements: [CGPath.Element]) -> CGRect {
        var points: [CGPoint] = []
        var cursor = Cursor()
        for element in elements {
            let from = cursor.current ?? .zero
            cursor.advance(over: element)
            switch element {
            case .moveToPoint(let p): points.append(p)
            case .addLineToPoint(let p): points += [from, p]
            case .addQuadCurveToPoint(let p, let c):
                points += [from, p] + quadraticExtremes(from, c, p).map { quadraticPoint(from, c, p, at: $0) }
            case .addCurveToPoint(let p, let c1, let c2):
                points += [from, p] + cubicExtremes(from, c1, c2, p).map { cubicPoint(from, c1, c2, p, at: $0) }
            case .closeSubpath: break
            }
        }
        return bounds(of: points)
    }

    /// The smallest rectangle holding `points`; `.null` when there are none.
    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The parameters in (0, 1) where a quadratic curve turns in x or in y.
    private static func quadraticExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, d in
            let denominator = a - 2 * b + d
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// The parameters in (0, 1) where a cubic curve turns in x or in y (the roots of its derivative).
    private static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var roots: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // B'(t)/3 = a·t² + b·t + c
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            if a == 0 {
                if b != 0 { roots.append(-c / b) }
                continue
            }
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { continue }
            let root = discriminant.squareRoot()
            roots.append((-b + root) / (2 * a))
            roots.append((-b - root) / (2 * a))
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

extension CGPath.Element {
    /// The element with every point it holds moved by `transform`.
    func applying(_ t: CGAffineTransform) -> CGPath.Element {
        switch self {
        case .moveToPoint(let p): .moveToPoint(p.applying(t))
        case .addLineToPoint(let p): .addLineToPoint(p.applying(t))
        case .addQuadCurveToPoint(let p, let c): .addQuadCurveToPoint(p.applying(t), control: c.applying(t))
        case .addCurveToPoint(let p, let c1, let c2):
            .addCurveToPoint(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }

    /// Whether every point it holds is finite.
    var isFinite: Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
}
#endif

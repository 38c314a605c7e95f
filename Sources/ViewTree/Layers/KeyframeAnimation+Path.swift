import Foundation

// A keyframe animation along a path (`CAKeyframeAnimation.path`) and paced keyframes. As Core Animation documents:
// "Each point in the path, except for moveto points, defines a single keyframe segment for the purpose of timing and
// interpolation": with `.linear` (and `.discrete`, `.cubic`) each segment of the path takes an equal share of the
// duration (or the span between its `keyTimes`, one per vertex), shaped by its `timingFunctions`, and a curve is
// followed by its parameter; with `.paced` (and `.cubicPaced`) the layer moves at an even speed, by arc length, and
// `keyTimes` and `timingFunctions` are ignored. A move inside the path jumps; a close goes back to the subpath's
// start. Curves are measured as `PathGeometry.flatteningSegmentsPerCurve` straight pieces.
extension KeyframeAnimation {
    /// `.paced` or `.cubicPaced`.
    var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    /// The point on `path` at `fraction` (0…1) of the animation; `nil` for a path with no segment.
    func point(on path: CGPath, atFraction fraction: CGFloat) -> CGPoint? {
        let segments = KeyframeAnimation.segments(of: path.elements)
        guard !segments.isEmpty else { return nil }
        if isPaced {
            let lengths = segments.map(KeyframeAnimation.length(of:))
            let total = lengths.reduce(0, +)
            guard total > 0 else { return segments[0].from }
            var distance = fraction * total
            for (segment, length) in zip(segments, lengths) {
                if distance <= length, length > 0 { return KeyframeAnimation.point(on: segment, atDistance: distance) }
                distance -= length
            }
            return segments[segments.count - 1].end
        }
        // One keyframe per vertex: the first segment's start, then each segment's end.
        let count = segments.count
        var times = (keyTimes ?? []).map { CGFloat($0.doubleValue) }
        if times.count != count + 1 { times = (0...count).map { CGFloat($0) / CGFloat(count) } }
        var i = 0
        while i < count - 1 && fraction >= times[i + 1] { i += 1 }
        if calculationMode == .discrete { return fraction >= times[i + 1] ? segments[i].end : segments[i].from }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (fraction - times[i]) / span : 1
        if let functions = timingFunctions, i < functions.count {
            local = CGFloat(functions[i].curve.progress(atFraction: Double(local)))
        }
        return KeyframeAnimation.point(on: segments[i], at: min(max(local, 0), 1))
    }

    /// One segment of a path: where it starts, and the element that draws it (a close is a line back).
    struct PathSegment {
        let from: CGPoint
        let element: CGPath.Element
        var end: CGPoint { KeyframeAnimation.point(on: self, at: 1) }
    }

    /// The path's segments: every element but the moves.
    static func segments(of elements: [CGPath.Element]) -> [PathSegment] {
        var cursor = PathGeometry.Cursor()
        var segments: [PathSegment] = []
        for element in elements {
            let from = cursor.current ?? .zero
            switch element {
            case .moveToPoint: break
            case .closeSubpath: segments.append(PathSegment(from: from, element: .addLineToPoint(cursor.subpathStart ?? from)))
            default: segments.append(PathSegment(from: from, element: element))
            }
            cursor.advance(over: element)
        }
        return segments
    }

    /// The point at parameter `t` (0…1) of a segment.
    static func point(on segment: PathSegment, at t: CGFloat) -> CGPoint {
        let a = segment.from
        switch segment.element {
        case .addLineToPoint(let b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        case .addQuadCurveToPoint(let b, let c): return PathGeometry.quadraticPoint(a, c, b, at: t)
        case .addCurveToPoint(let b, let c1, let c2): return PathGeometry.cubicPoint(a, c1, c2, b, at: t)
        case .moveToPoint(let b): return b
        case .closeSubpath: return a
        }
    }

    /// A segment as straight pieces (one for a line, `flatteningSegmentsPerCurve` for a curve).
    private static func polyline(of segment: PathSegment) -> [CGPoint] {
        if case .addLineToPoint(let b) = segment.element { return [segment.from, b] }
        let n = PathGeometry.flatteningSegmentsPerCurve
        return (0...n).map { point(on: segment, at: CGFloat($0) / CGFloat(n)) }
    }

    /// A segment's length, along its straight pieces.
    static func length(of segment: PathSegment) -> CGFloat {
        let points = polyline(of: segment)
        return zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }

    /// The point `distance` along a segment (measured along its straight pieces).
    static func point(on segment: PathSegment, atDistance distance: CGFloat) -> CGPoint {
        var left = distance
        let points = polyline(of: segment)
        for (a, b) in zip(points, points.dropFirst()) {
            let piece = hypot(b.x - a.x, b.y - a.y)
            if left <= piece, piece > 0 {
                let t = left / piece
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            left -= piece
        }
        return points[points.count - 1]
    }

    /// Key times spacing numbers or points by the distance between them (`.paced`); `nil` for other kinds of
    /// values, or when they do not move (those keep the even spacing).
    static func pacedTimes(of frames: [LayerValue]) -> [CGFloat]? {
        var distances: [CGFloat] = []
        for (a, b) in zip(frames, frames.dropFirst()) {
            switch (a, b) {
            case let (.scalar(x), .scalar(y)): distances.append(abs(y - x))
            case let (.point(p), .point(q)): distances.append(hypot(q.x - p.x, q.y - p.y))
            default: return nil
            }
        }
        let total = distances.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        var times: [CGFloat] = [0]
        for d in distances { times.append(times[times.count - 1] + d / total) }
        return times
    }
}

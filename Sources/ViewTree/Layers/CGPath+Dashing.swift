import Foundation

#if !canImport(CoreGraphics)
extension CGPath {
    /// `copy(dashingWithPhase:lengths:transform:)`: the dashes a dashed stroke of the path draws, each as an open
    /// subpath along the path (what `CAShapeLayer.lineDashPattern` shows, as a path to stroke or hit-test).
    ///
    /// The pattern alternates painted and unpainted `lengths`, starting `phase` points into it, and runs on along
    /// each subpath (a closed subpath includes its closing line); it starts again at each subpath, as CoreGraphics'
    /// does. Curves are cut into `PathGeometry.flatteningSegmentsPerCurve` lines first, so a dash along a curve comes
    /// back as lines (CoreGraphics keeps curve pieces; the points lie on the same curve). A pattern that is empty,
    /// has a negative or non-finite length, or adds up to zero gives the path unchanged (transformed), as
    /// CoreGraphics draws such a dash as a solid line, and so does a pattern that would cut the path into more
    /// than `PathGeometry.maximumDashes` dashes (ours); a non-finite phase counts as 0. A zero length paints a dot
    /// (a subpath of one point, which a round cap shows); where a path ends exactly as a gap ends, no dot is added.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), total > 0, total.isFinite else {
            let copy = CGMutablePath()
            copy.addPath(self, transform: transform)
            return copy
        }
        // An odd number of lengths is repeated (`[5]` is 5 on, 5 off), as CoreGraphics and SVG read it.
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let subpaths = PathGeometry.subpaths(of: elements).filter { $0.points.count > 1 || $0.closed }
        // Lengths tiny against the path, or a path too long to measure, would cut it into more dashes than
        // `PathGeometry.maximumDashes` (a hang: lengths of 1 along a line of 1e300 pt never reach its end, as
        // 1 added to 2^53 is 2^53): such a path is drawn solid, as a degenerate pattern is.
        let pathLength = subpaths.reduce(CGFloat(0)) { sum, subpath in
            let line = subpath.closed ? subpath.points + subpath.points.prefix(1) : subpath.points
            return zip(line, line.dropFirst()).reduce(sum) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        let dashCount = pathLength / total * CGFloat(pattern.count)
        guard dashCount.isFinite, dashCount <= CGFloat(PathGeometry.maximumDashes) else {
            let copy = CGMutablePath()
            copy.addPath(self, transform: transform)
            return copy
        }
        let dashes = CGMutablePath()
        // Where in the pattern a subpath starts: `phase` points in, wrapped into one period.
        var start = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        if start < 0 { start += total }
        for (points, closed) in subpaths {
            var line = points
            if closed, let first = points.first { line.append(first) }
            var dash = PatternCursor(lengths: pattern, offset: start)
            var current: [CGPoint] = []
            if dash.isPainted, let first = line.first { current = [first] }
            for (a, b) in zip(line, line.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                // The direction first, then the distance: exact for lines along an axis.
                let ux = length > 0 ? (b.x - a.x) / length : 0, uy = length > 0 ? (b.y - a.y) / length : 0
                var travelled: CGFloat = 0
                while length - travelled > dash.remaining {
                    travelled += dash.remaining
                    let p = CGPoint(x: a.x + ux * travelled, y: a.y + uy * travelled)
                    if dash.isPainted {
                        current.append(p)
                        add(current, to: dashes, transform: transform)
                        current = []
                    } else {
                        current = [p]
                    }
                    dash.advance()
                }
                dash.remaining -= length - travelled
                if dash.isPainted { current.append(b) }
            }
            if dash.isPainted { add(current, to: dashes, transform: transform) }
        }
        return dashes
    }

    /// Adds one dash (its points, in order) as an open subpath; a dash of no length is still a subpath (a round
    /// cap shows a dot there).
    private func add(_ points: [CGPoint], to path: CGMutablePath, transform: CGAffineTransform) {
        guard let first = points.first else { return }
        path.move(to: first, transform: transform)
        var last = first, drewLine = false
        for p in points.dropFirst() where p != last {
            path.addLine(to: p, transform: transform)
            last = p
            drewLine = true
        }
        if !drewLine { path.addLine(to: first, transform: transform) }
    }
}

/// Where a walk along a path is in a dash pattern: which length, and how much of it is left.
private struct PatternCursor {
    let lengths: [CGFloat]
    var index = 0
    var remaining: CGFloat

    /// At `offset` points into the pattern (0 ≤ offset < its total).
    init(lengths: [CGFloat], offset: CGFloat) {
        self.lengths = lengths
        var left = offset
        var i = 0
        // (At offset 0 the first length starts, even a zero one: a dot at the subpath's start.)
        while left > 0, left >= lengths[i] {
            left -= lengths[i]
            i = (i + 1) % lengths.count
        }
        index = i
        remaining = lengths[i] - left
    }

    /// Even lengths are painted, odd ones are gaps.
    var isPainted: Bool { index % 2 == 0 }

    mutating func advance() {
        index = (index + 1) % lengths.count
        remaining = lengths[index]
    }
}
#endif

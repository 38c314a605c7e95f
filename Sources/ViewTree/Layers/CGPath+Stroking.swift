import Foundation

#if !canImport(CoreGraphics)
extension CGPath {
    /// `copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: the area a stroke of the path covers, as a
    /// path to fill — what drawing apps build to hit-test a line (`stroked.contains(tap)`). It is made of one
    /// rectangle per straight piece (curves cut into `PathGeometry.flatteningSegmentsPerCurve` pieces), all turning
    /// the same way so the winding rule fills their union, with round caps and joins as circles, square caps as the
    /// pieces lengthened by half the width, and bevel and miter joins both as the bevel's triangles (a miter's point
    /// is left out: the area is at most `lineWidth / 2 · (1/sin(θ/2) − 1)` smaller at a sharp corner). A width that
    /// is not positive and finite gives an empty path.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let outline = CGMutablePath()
        guard lineWidth.isFinite, lineWidth > 0 else { return outline }
        let h = lineWidth / 2
        for (points, closed) in PathGeometry.subpaths(of: elements) {
            var pieces = Array(zip(points, points.dropFirst())).filter { $0.0 != $0.1 }
            if closed, let first = points.first, let last = points.last, first != last { pieces.append((last, first)) }
            guard !pieces.isEmpty else {
                // A lone point: only a round or square cap shows.
                if let p = points.first, lineCap != .butt {
                    lineCap == .round ? outline.addEllipse(in: CGRect(x: p.x - h, y: p.y - h, width: lineWidth, height: lineWidth))
                                      : outline.addRect(CGRect(x: p.x - h, y: p.y - h, width: lineWidth, height: lineWidth))
                }
                continue
            }
            for (i, piece) in pieces.enumerated() {
                var (a, b) = piece
                let length = hypot(b.x - a.x, b.y - a.y)
                let ux = (b.x - a.x) / length, uy = (b.y - a.y) / length
                if !closed && lineCap == .square {
                    if i == 0 { a = CGPoint(x: a.x - ux * h, y: a.y - uy * h) }
                    if i == pieces.count - 1 { b = CGPoint(x: b.x + ux * h, y: b.y + uy * h) }
                }
                let nx = -uy * h, ny = ux * h
                PathGeometry.addPositive([CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
                                          CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny)], to: outline)
            }
            // Joins between consecutive pieces (and, for a closed subpath, between the last and the first).
            let joints = closed ? pieces.indices.map { ($0, ($0 + 1) % pieces.count) } : Array(zip(pieces.indices, pieces.indices.dropFirst()))
            for (i, j) in joints {
                let p = pieces[i].1
                if lineJoin == .round {
                    outline.addEllipse(in: CGRect(x: p.x - h, y: p.y - h, width: lineWidth, height: lineWidth))
                    continue
                }
                let n1 = PathGeometry.normal(pieces[i].0, pieces[i].1, h), n2 = PathGeometry.normal(pieces[j].0, pieces[j].1, h)
                for side: CGFloat in [1, -1] {
                    PathGeometry.addPositive([p, CGPoint(x: p.x + side * n1.x, y: p.y + side * n1.y),
                                              CGPoint(x: p.x + side * n2.x, y: p.y + side * n2.y)], to: outline)
                }
            }
            if !closed && lineCap == .round, let first = pieces.first?.0, let last = pieces.last?.1 {
                for p in [first, last] { outline.addEllipse(in: CGRect(x: p.x - h, y: p.y - h, width: lineWidth, height: lineWidth)) }
            }
        }
        guard transform != .identity else { return outline.copy() ?? outline }
        var t = transform
        return outline.copy(using: &t) ?? outline
    }
}

extension PathGeometry {
    /// The normal of the piece `a`→`b`, `h` long.
    static func normal(_ a: CGPoint, _ b: CGPoint, _ h: CGFloat) -> CGPoint {
        let length = hypot(b.x - a.x, b.y - a.y)
        return length > 0 ? CGPoint(x: -(b.y - a.y) / length * h, y: (b.x - a.x) / length * h) : .zero
    }

    /// Adds `polygon` as a closed subpath turning the positive way (the way `ellipse(in:)` turns), so that the
    /// winding rule fills the union of every polygon added so.
    static func addPositive(_ polygon: [CGPoint], to path: CGMutablePath) {
        var area: CGFloat = 0
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            area += p.x * q.y - q.x * p.y
        }
        guard area != 0 else { return }
        path.addLines(between: area > 0 ? polygon : polygon.reversed())
        path.closeSubpath()
    }
}
#endif

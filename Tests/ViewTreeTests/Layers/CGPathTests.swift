import Foundation
import Testing
import ViewTree

/// `CGPath` and `CGMutablePath` as CoreGraphics has them: a class and its mutable subclass, built
/// element by element, compared by value, asked for bounds, points and containment, and copied by
/// the layers they are given to.
@Suite struct CGPathTests {
    /// The (type, points) of each element, as `applyWithBlock(_:)` hands them out.
    func walk(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2,
                         .addCurveToPoint: 3, .closeSubpath: 0][element.pointee.type]!
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return seen
    }

    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func aChartLineIsBuiltAsCoreGraphicsCodeBuildsIt() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.boundingBox.isNull && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 0, y: 40))
        path.addLines(between: [CGPoint(x: 10, y: 30), CGPoint(x: 20, y: 35), CGPoint(x: 30, y: 5)])
        path.addLine(to: CGPoint(x: 30, y: 40))
        path.closeSubpath()
        let kinds = walk(path).map(\.0)
        #expect(kinds == [.moveToPoint, .moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(path.boundingBox == CGRect(x: 0, y: 5, width: 30, height: 35))
        #expect(path.currentPoint == CGPoint(x: 10, y: 30))   // a close goes back to its subpath's start
        let layer = ShapeLayer()
        layer.path = path
        #expect(layer.path == path)
    }

    @Test func pathsCompareByTheirElementsAsCGPathEqualToPathDoes() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let built = CGMutablePath()
        built.addRect(rect)
        #expect(CGPath(rect: rect, transform: nil) == built)
        #expect(Set([CGPath(rect: rect, transform: nil), built]).count == 1)
        #expect(CGPath(ellipseIn: rect, transform: nil) != built)
        let oval = CGMutablePath()
        oval.addEllipse(in: rect)
        #expect(CGPath(ellipseIn: rect, transform: nil) == oval)
        #expect(BezierPath(ovalIn: rect).cgPath == oval)
        #expect(BezierPath(rect: rect).cgPath == built)
    }

    @Test func aLayerKeepsTheValueItWasGivenNotTheMutablePath() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let shape = ShapeLayer()
        shape.path = path
        shape.shadowPath = path
        path.addRect(CGRect(x: 20, y: 20, width: 10, height: 10))
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(shape.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 30))
        let immutable = CGPath(rect: .zero, transform: nil)
        #expect(immutable.copy() === immutable)             // an immutable path is its own copy
        #expect(path.copy() !== path && path.copy() == path)
        #expect(!(path.copy() is CGMutablePath))
    }

    @Test func clockwiseIsCoreGraphicsYUpSenseTheOppositeOfBezierPaths() {
        let center = CGPoint(x: 50, y: 50)
        let path = CGMutablePath()
        path.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(path.currentPoint, CGPoint(x: 50, y: 60)))      // a quarter turn of growing angle
        #expect(path.boundingBox.maxY > 59 && path.boundingBox.minY >= 50)
        let bezier = BezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(bezier.cgPath == path)
        let other = CGMutablePath()
        other.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(other.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(other.boundingBox.minY < 41)                           // three quarters, through the top
        #expect(walk(other).filter { $0.0 == .addCurveToPoint }.count == 3)
    }

    @Test func aTangentArcRoundsTheCornerBetweenTwoLines() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        let elements = walk(path)
        #expect(elements[1].0 == .addLineToPoint && close(elements[1].1[0], CGPoint(x: 8, y: 0)))
        #expect(elements.last?.0 == .addCurveToPoint && close(path.currentPoint, CGPoint(x: 10, y: 2)))
        // On one line, or with no radius: a line to the first tangent point.
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 2)
        #expect(walk(straight).map(\.0) == [.moveToPoint, .addLineToPoint] && straight.currentPoint == CGPoint(x: 10, y: 0))
    }

    @Test func containsFollowsTheFillRule() {
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        let middle = CGPoint(x: 50, y: 50), band = CGPoint(x: 10, y: 50)
        #expect(ring.contains(middle))                                  // both ovals run the same way
        #expect(!ring.contains(middle, using: .evenOdd))
        #expect(ring.contains(band, using: .evenOdd) && ring.contains(band))
        #expect(!ring.contains(CGPoint(x: 2, y: 2)) && !ring.contains(CGPoint(x: CGFloat.nan, y: 0)))
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(square.contains(CGPoint(x: 25, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
        #expect(!square.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
    }

    @Test func boundingBoxCountsControlPointsAndBoundingBoxOfPathDoesNot() {
        let hump = CGMutablePath()
        hump.move(to: .zero)
        hump.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(hump.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(abs(hump.boundingBoxOfPath.height - 5) < 1e-9 && hump.boundingBoxOfPath.width == 10)
        let s = CGMutablePath()
        s.move(to: .zero)
        s.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 20), control2: CGPoint(x: 20, y: -20))
        #expect(s.boundingBox.height == 40 && s.boundingBoxOfPath.height < 12)
    }

    @Test func transformsMoveThePointsNotTheBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        var quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
        let turned = CGPath(rect: rect, transform: &quarterTurn)
        #expect(abs(turned.boundingBox.width - 10) < 1e-9 && abs(turned.boundingBox.height - 20) < 1e-9)
        var shift = CGAffineTransform(translationX: 5, y: 5)
        #expect(CGPath(rect: rect, transform: nil).copy(using: &shift) == CGPath(rect: rect.offsetBy(dx: 5, dy: 5), transform: nil))
        let built = CGMutablePath()
        built.addRect(rect, transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(built == CGPath(rect: rect.offsetBy(dx: 5, dy: 5), transform: nil))
        let grown = CGPath(rect: rect, transform: nil).mutableCopy()
        grown?.addRect(CGRect(x: 40, y: 0, width: 5, height: 5))
        #expect(grown?.boundingBox == CGRect(x: 0, y: 0, width: 45, height: 10))
    }

    @Test func isRectRecognisesOneAxisAlignedRectangle() {
        var found = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&found))
        #expect(found == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(nil))
        let open = CGMutablePath()
        open.addLines(between: [.zero, CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 5), CGPoint(x: 0, y: 5)])
        #expect(!open.isRect(nil))                                     // not closed
    }

    @Test func badInputChangesNothing() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))                          // no current point: ignored
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        path.closeSubpath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.infinity, y: 0))
        path.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: false)
        path.addArc(center: .zero, radius: 1, startAngle: .nan, endAngle: 1, clockwise: false)
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        path.addLine(to: CGPoint(x: 2, y: 2), transform: CGAffineTransform(a: CGFloat.nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(walk(path).map(\.0) == [.moveToPoint])
        // A corner wider than the rectangle allows is limited to half of it.
        let pill = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 10), cornerWidth: 50, cornerHeight: 50, transform: nil)
        #expect(pill.shape == .roundedRect(CGRect(x: 0, y: 0, width: 40, height: 10), cornerWidth: 20, cornerHeight: 5))
    }

    @Test func aStrokedCopyCoversTheLineForHitTesting() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let round = line.copy(strokingWithWidth: 10, lineCap: .round, lineJoin: .round, miterLimit: 10)
        #expect(round.contains(CGPoint(x: 50, y: 4)) && !round.contains(CGPoint(x: 50, y: 6)))
        #expect(round.contains(CGPoint(x: -4, y: 0)) && !round.contains(CGPoint(x: -6, y: 0)))   // the round cap
        #expect(abs(round.boundingBox.minX + 5) < 1e-9 && abs(round.boundingBox.width - 110) < 1e-9)
        let butt = line.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(!butt.contains(CGPoint(x: -1, y: 0)) && butt.contains(CGPoint(x: 1, y: 0)))
        let square = line.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -4, y: 4)) && !square.contains(CGPoint(x: -6, y: 0)))
        // A closed square's stroke is a frame: its middle is not covered; a bevel fills the outer corner's cut.
        let frame = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
            .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!frame.contains(CGPoint(x: 50, y: 50)) && frame.contains(CGPoint(x: 2, y: 50)) && frame.contains(CGPoint(x: -2, y: -2)))
        #expect(line.copy(strokingWithWidth: .nan, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
    }
}

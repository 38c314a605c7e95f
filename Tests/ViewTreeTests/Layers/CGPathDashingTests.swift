import Foundation
import Testing
import ViewTree

/// `CGPath.copy(dashingWithPhase:lengths:)`: the dashes of a dashed stroke, as open subpaths.
@Suite struct CGPathDashingTests {
    /// Each dash as its first and last point.
    func dashes(_ path: CGPath) -> [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        for element in path.elements {
            switch element {
            case .moveToPoint(let p): result.append((p, p))
            case .addLineToPoint(let p): result[result.count - 1].1 = p
            default: Issue.record("unexpected element \(element)")
            }
        }
        return result
    }

    func line(_ length: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: length, y: 0))
        return path
    }

    @Test func dashesFollowThePatternFromThePhase() {
        let plain = dashes(line(100).copy(dashingWithPhase: 0, lengths: [10, 5]))
        #expect(plain.map(\.0.x) == [0, 15, 30, 45, 60, 75, 90] && plain.map(\.1.x) == [10, 25, 40, 55, 70, 85, 100])
        let shifted = dashes(line(30).copy(dashingWithPhase: 5, lengths: [10, 5]))
        #expect(shifted.map(\.0.x) == [0, 10, 25] && shifted.map(\.1.x) == [5, 20, 30])
        // An odd pattern repeats: [4] is 4 on, 4 off.
        #expect(dashes(line(16).copy(dashingWithPhase: 0, lengths: [4])).map(\.0.x) == [0, 8])
    }

    @Test func dashesTurnCornersAndCloseSubpaths() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let dashed = square.copy(dashingWithPhase: 0, lengths: [15, 5])
        // 40 points of outline: dashes over 0–15 and 20–35, the first turning the corner at (10, 0).
        #expect(dashed.elements == [.moveToPoint(CGPoint(x: 0, y: 0)), .addLineToPoint(CGPoint(x: 10, y: 0)),
                                    .addLineToPoint(CGPoint(x: 10, y: 5)),
                                    .moveToPoint(CGPoint(x: 10, y: 10)), .addLineToPoint(CGPoint(x: 0, y: 10)),
                                    .addLineToPoint(CGPoint(x: 0, y: 5))])
    }

    @Test func anUnusablePatternLeavesThePathSolid() {
        let path = line(50)
        for lengths: [CGFloat] in [[], [0, 0], [-1, 4], [.nan, 2], [.infinity]] {
            #expect(path.copy(dashingWithPhase: 0, lengths: lengths) == path)
        }
        let scaled = path.copy(dashingWithPhase: .nan, lengths: [], transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(scaled.boundingBox.width == 100)
        // A zero-length dash is a dot: a subpath of one point, which a round cap draws (none is added where the
        // path ends exactly at a gap's end).
        let dots = dashes(line(12).copy(dashingWithPhase: 0, lengths: [0, 5]))
        #expect(dots.map(\.0.x) == [0, 5, 10] && dots.allSatisfy { $0.0 == $0.1 })
    }
}

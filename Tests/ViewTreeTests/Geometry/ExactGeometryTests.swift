import Foundation
import Testing
@testable import ViewTree

/// The inlined geometry helpers on the setter path must give Foundation's results bit for bit.
@Suite struct ExactGeometryTests {
    static let values: [CGFloat] = [0, -0.0, 1, -1, 0.5, -0.5, 3.25, -7.75, 1e-300, -1e-300, 1e300, -1e300,
                                    .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 333.3333333, -0.1]

    static func same(_ a: CGFloat, _ b: CGFloat) -> Bool { a.bitPattern == b.bitPattern }

    @Test func standardizedAndMidpointsMatchFoundation() {
        for x in Self.values { for w in Self.values { for y in [CGFloat(0), -0.0, 2] { for h in [CGFloat(-0.0), 0, 5, -5] {
            let r = CGRect(x: x, y: y, width: w, height: h)
            let s = r.standardized, f = r.finiteStandardized
            #expect(Self.same(s.origin.x, f.origin.x) && Self.same(s.origin.y, f.origin.y)
                    && Self.same(s.size.width, f.size.width) && Self.same(s.size.height, f.size.height), "\(r)")
            #expect(Self.same(r.midX, r.finiteMidX) && Self.same(r.midY, r.finiteMidY), "\(r)")
            #expect(Self.same(s.midX, s.finiteMidX) && Self.same(s.midY, s.finiteMidY), "\(r)")
        } } } }
    }

    @Test func equalityMatchesFoundationForNonNegativeSizes() {
        let small: [CGFloat] = [0, -0.0, 1, 2]
        var rects: [CGRect] = []
        for x in small { for y in small { for w in small where w >= 0 { for h in small where h >= 0 {
            rects.append(CGRect(x: x, y: y, width: w, height: h))
        } } } }
        for a in rects { for b in rects {
            #expect((a == b) == a.sameAs(nonNegativeFinite: b))
            #expect((a.origin == b.origin) == a.origin.sameAs(b.origin))
            #expect((a.size == b.size) == a.size.sameAs(b.size))
        } }
    }
}

import Foundation
import Testing
import ViewTree

@Suite struct ViewGeometryTests {
    @Test func frameIsDerivedFromCenterAndBoundsSize() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        v.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
        #expect(v.frame == CGRect(x: -10, y: -5, width: 20, height: 10), "a bounds change keeps the center")
        v.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(v.bounds.origin == CGPoint(x: 5, y: 5), "setting the frame keeps bounds.origin")
    }

    @Test func boundsOriginShiftsSubviewCoordinates() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 50, width: 10, height: 10))
        root.addSubview(parent)
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 0, y: 40)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 50))
        #expect(parent.convert(CGPoint(x: 10, y: 50), to: nil) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 10))
    }

    @Test func convertBetweenBranches() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = View(frame: CGRect(x: 200, y: 50, width: 50, height: 50))
        let a1 = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(a); root.addSubview(b); a.addSubview(a1)
        #expect(a1.convert(CGPoint(x: 1, y: 1), to: b) == CGPoint(x: -184, y: -34))
        #expect(b.convert(CGPoint(x: -184, y: -34), to: a1) == CGPoint(x: 1, y: 1))
        #expect(a1.convert(CGRect(x: 0, y: 0, width: 3, height: 4), to: root) == CGRect(x: 15, y: 15, width: 3, height: 4))
        #expect(root.convert(CGPoint.zero, from: a1) == CGPoint(x: 15, y: 15))
        #expect(a1.convert(CGPoint(x: 15, y: 15), from: root) == .zero)
        #expect(root.convert(CGPoint(x: 7, y: 8), to: nil) == CGPoint(x: 7, y: 8), "nil is the root's own space")
    }

    @Test func alphaIsClampedAndNaNRejected() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let v = View(frame: .zero)
        window.addSubview(v)
        v.alpha = 2
        #expect(v.alpha == 1)
        v.alpha = -1
        #expect(v.alpha == 0)
        v.alpha = 0.5
        v.alpha = .nan
        #expect(v.alpha == 0.5)
        let d = try #require(window.simulation?.diagnostics.last)
        #expect(d.code == .invalidValue)
        #expect(d.subject.contains("View"))
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func nonFiniteGeometryIsRejectedAndStateKept(bad: CGFloat) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        window.addSubview(v)
        v.frame = CGRect(x: bad, y: 0, width: 10, height: 10)
        v.bounds = CGRect(x: 0, y: 0, width: bad, height: 10)
        v.center = CGPoint(x: 0, y: bad)
        #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        let codes = window.simulation!.diagnostics.map(\.code)
        #expect(codes == [.nonFiniteGeometry, .nonFiniteGeometry, .nonFiniteGeometry])
        #expect(window.simulation!.diagnostics[0].message.contains("frame"))
    }

    @Test func negativeFrameSizeIsStandardized() {
        let v = View(frame: .zero)
        v.frame = CGRect(x: 10, y: 10, width: -4, height: -6)
        #expect(v.frame == CGRect(x: 6, y: 4, width: 4, height: 6))
    }

    @Test func sizeToFitUsesSizeThatFits() {
        final class Fixed: View {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 7) }
        }
        let v = Fixed(frame: CGRect(x: 3, y: 4, width: 1, height: 1))
        v.sizeToFit()
        #expect(v.frame == CGRect(x: 3, y: 4, width: 42, height: 7))
        #expect(View(frame: CGRect(x: 0, y: 0, width: 5, height: 6)).sizeThatFits(.zero) == CGSize(width: 5, height: 6))
    }
}

import Foundation
import Testing
import ViewTree

@Suite struct AffineTransformTests {
    func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func constructorsHaveCoreGraphicsEntries() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGAffineTransform(translationX: 5, y: -7) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: -7))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(r.a, 0) && close(r.b, 1) && close(r.c, -1) && close(r.d, 0))
        #expect(!r.isIdentity)
    }

    @Test func pointsSizesAndRectsApplyAsCoreGraphics() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 9, y: 12))
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 4, height: 6))
        // A quarter turn of a 100×50 rect at the origin: the bounding box of the turned corners.
        let turned = CGRect(x: 0, y: 0, width: 100, height: 50).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(turned.origin.x, -50) && close(turned.origin.y, 0) && close(turned.width, 50) && close(turned.height, 100))
        // A negative scale gives a standardized rect.
        #expect(CGRect(x: 10, y: 10, width: 20, height: 20).applying(CGAffineTransform(scaleX: -1, y: 1))
                == CGRect(x: -30, y: 10, width: 20, height: 20))
    }

    @Test func compositionOrderIsCoreGraphics() {
        // scaledBy/translatedBy/rotated apply the new operation first, then the receiver.
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 22, y: 2))
        // concatenating: the receiver first, then the argument.
        let v = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(v) == CGPoint(x: 12, y: 2))
        let w = CGAffineTransform.identity.rotated(by: .pi)
        let p = CGPoint(x: 1, y: 0).applying(w)
        #expect(close(p.x, -1) && close(p.y, 0))
    }

    @Test func invertedUndoesAndASingularTransformIsReturnedUnchanged() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 4, y: -9)
        let p = CGPoint(x: 17, y: -3).applying(t).applying(t.inverted())
        #expect(close(p.x, 17) && close(p.y, -3))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func transform3DKeepsTheAffinePart() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = Transform3D(affine)
        #expect(t.isAffine && t.affineTransform == affine)
        #expect(Transform3D.identity.isIdentity)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        #expect(!perspective.isAffine)
        let scaled = Transform3D(scaleX: 2, y: 3, z: 1).concatenating(Transform3D(translationX: 1, y: 1, z: 0))
        #expect(scaled.affineTransform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 1, ty: 1))
        let z = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).affineTransform
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(z.a, r.a) && close(z.b, r.b) && close(z.c, r.c) && close(z.d, r.d))
    }
}

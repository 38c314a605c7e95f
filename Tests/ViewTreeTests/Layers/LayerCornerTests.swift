import Foundation
import Testing
import ViewTree
import ViewTreeUIKit

/// `maskedCorners`, `cornerCurve` and Core Animation's C transform functions.
@Suite struct LayerCornerTests {
    @Test func maskedCornersDefaultToAllFourAndTakeUIRectCornerBits() {
        let layer = CALayer()
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.cornerCurve == .circular)
        let top: UIRectCorner = [.topLeft, .topRight]
        layer.maskedCorners = CACornerMask(rawValue: top.rawValue)
        layer.cornerCurve = .continuous
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(layer.cornerCurve.rawValue == "continuous")
    }

    @Test func transformFunctionsMatchTheMethods() {
        let scale = CATransform3DMakeScale(2, 3, 1)
        #expect(scale == Transform3D(scaleX: 2, y: 3, z: 1))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let moved = CATransform3DTranslate(scale, 10, 0, 0)
        #expect(moved.m41 == 20)                                   // translated first, then scaled
        #expect(CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 0), scale).m42 == 6)
        #expect(CATransform3DGetAffineTransform(scale) == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 4, 0, 0, 1)))
        #expect(CGVector(dx: 1, dy: 2) != .zero)
    }
}

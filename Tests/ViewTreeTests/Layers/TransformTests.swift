import Foundation
import Testing
import ViewTree

@Suite struct TransformTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
    }

    func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

    @Test func frameIsTheBoundingBoxAndBoundsAndCenterStay() {
        // The device dump: a 100×100 view rotated by π/8 prints frame = (-15.3281 -15.3281; 130.656 130.656).
        let cover = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(cover)
        cover.transform = CGAffineTransform(rotationAngle: .pi / 8)
        #expect(UIKitFormat.rect(cover.frame) == "(-15.3281 -15.3281; 130.656 130.656)")
        #expect(cover.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(cover.center == CGPoint(x: 50, y: 50))
        #expect(cover.layer.affineTransform() == cover.transform)
        cover.transform = .identity
        #expect(cover.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func settingTheFrameUnderAScaleSetsBoundsThroughTheInverse() {
        // UIKit-cross-platform's CALayer tests (run against UIKit on iOS too).
        let view = View(frame: .zero)
        view.transform = CGAffineTransform(scaleX: 0.25, y: 0.75)
        view.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        #expect(close(view.frame.origin.x, 50) && close(view.frame.origin.y, 50))
        #expect(close(view.frame.width, 100) && close(view.frame.height, 100))
        #expect(close(view.bounds.width, 400) && close(view.bounds.height, 100 / 0.75))
    }

    @Test func convertHonoursTransforms() {
        // UIKit-cross-platform's testConvertToSubviewWithSubviewTransform and its opposite.
        let view = View(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let subview = View()
        subview.transform = CGAffineTransform(scaleX: 2, y: 2)
        subview.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        view.addSubview(subview)
        #expect(view.convert(CGPoint(x: 60, y: 20), to: subview) == CGPoint(x: 25, y: 5))
        #expect(subview.convert(CGPoint(x: 25, y: 5), to: view) == CGPoint(x: 60, y: 20))
        // A rect converts to the bounding box of its corners.
        let r = subview.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: view)
        #expect(r == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func convertHonoursNestedTransformsAndBoundsOrigins() {
        // UIKit-cross-platform's testAbsoluteOriginWithTransforms: (176, 176).
        let root = View(frame: CGRect(x: 0, y: 0, width: 512, height: 512))
        let subview = View()
        subview.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        subview.frame = CGRect(x: 128, y: 128, width: 256, height: 256)
        subview.bounds.origin = CGPoint(x: 32, y: 32)
        root.addSubview(subview)
        let inner = View()
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        inner.frame = CGRect(x: 128, y: 128, width: 128, height: 128)
        subview.addSubview(inner)
        #expect(close(inner.convert(inner.bounds.origin, to: root), CGPoint(x: 176, y: 176)))
    }

    @Test func hitTestingFollowsTheRotatedShape() {
        window.makeKeyAndVisible()
        let bar = View(frame: CGRect(x: 110, y: 190, width: 100, height: 20))   // centred at (160, 200)
        window.addSubview(bar)
        #expect(window.hitTest(CGPoint(x: 160, y: 240), with: nil) === window)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)                  // now 20 wide, 100 tall
        #expect(window.hitTest(CGPoint(x: 160, y: 240), with: nil) === bar)
        #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === window)
        #expect(close(window.convert(CGPoint(x: 160, y: 240), to: bar), CGPoint(x: 90, y: 10)))
    }

    @Test func anchorPointMovesTheFrameAndIsTheRotationCentre() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.layer.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 50, y: 50) && view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Turned about its top-left corner, at (50, 50): the view now extends to the left.
        let f = view.frame
        #expect(close(f.origin.x, -50) && close(f.origin.y, 50) && close(f.width, 100) && close(f.height, 100))
        #expect(close(view.convert(CGPoint(x: 10, y: 0), to: window), CGPoint(x: 50, y: 60)))
    }

    @Test func nonFiniteTransformsAreRejected() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.transform = CGAffineTransform(scaleX: .nan, y: 1)
        view.layer.transform = Transform3D(translationX: .infinity, y: 0, z: 0)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(world.diagnostics.map(\.code) == [.nonFiniteGeometry, .nonFiniteGeometry])
    }

    @Test func aPlainViewMakesNoLayerForItsTransform() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.transform.isIdentity)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

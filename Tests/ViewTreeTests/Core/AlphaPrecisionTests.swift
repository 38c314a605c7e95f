import Foundation
import Testing
import ViewTree

/// UIView keeps its alpha only as its layer's `opacity`, a `Float`: what is set reads back at that
/// precision, and hit testing compares at it.
@Suite struct AlphaPrecisionTests {
    let world = Simulation()

    @Test func alphaReadsBackAsTheLayersFloatOpacity() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.4
        #expect(view.alpha == 0.4000000059604645)          // as a device prints it
        #expect(view.alpha != 0.4)
        #expect(view.layer.opacity == 0.4)
        view.alpha = 0.5
        #expect(view.alpha == 0.5)                          // exact in a Float
        view.alpha = 2
        #expect(view.alpha == 1)                            // clamped, as before
        view.alpha = 0.3
        #expect(view.description.contains("alpha = 0.3;")) // the description prints %g digits
    }

    @Test func anAlphaOfOneHundredthIsStillTouchable() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        window.makeKeyAndVisible()
        let faint = View(frame: window.bounds)
        window.addSubview(faint)
        faint.alpha = 0.01
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === faint)
        faint.alpha = 0.0099
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
    }
}

// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// `UIGraphicsImageRenderer` and the image-context functions: the drawing code runs, the image has the size.
@Suite struct ImageRendererTests {
    final class Drawn: UIView {
        var hadContext: [Bool] = []
        override func draw(_ rect: CGRect) {
            let context = UIGraphicsGetCurrentContext()
            hadContext.append(context != nil)
            context?.saveGState()
            context?.setFillColor(UIColor.red.cgColor)
            context?.fill(rect)
            context?.restoreGState()
        }
    }

    @Test func aRendererRunsItsActionsWithAContextAndGivesAnImageOfItsSize() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == 3 && !format.opaque)                 // the screen's scale
        var ran = false
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            ran = true
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            context.cgContext.translateBy(x: 5, y: 0)
            #expect(context.cgContext.ctm.tx == 5)
        }
        #expect(ran && image.size == CGSize(width: 40, height: 20))
        #expect(UIGraphicsGetCurrentContext() == nil)
        let fromBounds = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: -5)).image { _ in }
        #expect(fromBounds.size == CGSize(width: 10, height: 0))
        _ = t
    }

    @Test func theLegacyImageContextFunctionsNest() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 30), false, 0)
        UIGraphicsBeginImageContext(CGSize(width: 8, height: 8))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 8, height: 8))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 30, height: 30))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsEndImageContext()                                    // unbalanced: nothing happens
    }

    @Test func drawHasACurrentContext() {
        let t = TestWorld()
        let view = Drawn(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        t.window.addSubview(view)
        view.setNeedsDisplay()
        t.run(for: 0.1)
        #expect(view.hadContext == [true])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

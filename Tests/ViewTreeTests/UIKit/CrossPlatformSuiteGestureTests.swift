// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A pan's translation and velocity in a given view's coordinate system, which UIKit-cross-platform's
/// `UIPanGestureRecognizerTests` and `DraggableViews` exercise (`translation(in: superview)`,
/// `setTranslation(.zero, in:)`); Apple documents both "in the coordinate system of the specified view".
@Suite struct CrossPlatformSuiteGestureTests {
    final class Recorder {
        let scaled: UIView
        var inWindow: [CGPoint] = [], inPad: [CGPoint] = [], inScaled: [CGPoint] = []
        var velocityRatio: [CGFloat] = []
        init(scaled: UIView) { self.scaled = scaled }
        func panned(_ pan: UIPanGestureRecognizer) {
            guard pan.state == .changed else { return }
            inWindow.append(pan.translation(in: nil))
            inPad.append(pan.translation(in: pan.view))
            inScaled.append(pan.translation(in: scaled))
            let v = pan.velocity(in: nil), vs = pan.velocity(in: scaled)
            if v.x != 0 { velocityRatio.append(vs.x / v.x) }
        }
    }

    @Test func translationAndVelocityAreMeasuredInTheGivenViewsCoordinates() {
        #expect(PanGestureRecognizer.measuresInViewCoordinates)
        let t = TestWorld(windowSize: CGSize(width: 400, height: 400))
        let pad = UIView(frame: t.window.bounds)
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        t.window.addSubview(pad)
        t.window.addSubview(scaled)
        scaled.isUserInteractionEnabled = false                       // the finger lands on the pad
        let recorder = Recorder(scaled: scaled)
        pad.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: Recorder.panned))
        drag(pad, from: CGPoint(x: 20, y: 300), to: CGPoint(x: 220, y: 300))
        #expect(recorder.inWindow.last == CGPoint(x: 200, y: 0))
        #expect(recorder.inPad.last == CGPoint(x: 200, y: 0))
        #expect(recorder.inScaled.last == CGPoint(x: 100, y: 0), "a view scaled by 2 reads half the distance")
        #expect(!recorder.velocityRatio.isEmpty && recorder.velocityRatio.allSatisfy { abs($0 - 0.5) < 1e-9 })
    }

    final class Dragger {
        let handle: UIView
        var base: UIView?
        init(handle: UIView) { self.handle = handle }
        /// UIKit-style dragging: move by the translation, then reset it (Apple's `translation(in:)`
        /// documentation: "request the translation in that view's superview's coordinate system").
        func dragged(_ pan: UIPanGestureRecognizer) {
            let translation = pan.translation(in: base)
            handle.center = CGPoint(x: handle.center.x + translation.x, y: handle.center.y + translation.y)
            pan.setTranslation(.zero, in: base)
        }
    }

    @Test func aViewDraggedByItsResetTranslationFollowsTheFinger() {
        let t = TestWorld(windowSize: CGSize(width: 800, height: 450))
        let stage = UIView(frame: t.window.bounds)
        stage.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)    // a zoomed-out canvas
        t.window.addSubview(stage)
        let handle = UIView(frame: CGRect(x: 180, y: 0, width: 40, height: 100))
        stage.addSubview(handle)
        let dragger = Dragger(handle: handle)
        dragger.base = stage                                          // the handle's superview
        handle.addGestureRecognizer(UIPanGestureRecognizer(target: dragger, action: Dragger.dragged))
        drag(handle, from: CGPoint(x: 20, y: 50), to: CGPoint(x: 80, y: 60))   // (60, 10) in the handle
        // The finger moved 30 × 5 window points (the stage is at scale 0.5), which is 60 × 10 in the
        // stage, the handle's superview: the handle moved exactly that far in its superview (before
        // ViewTree measured in the given view, it moved 30 × 5 and fell behind the finger).
        let moved = CGPoint(x: handle.frame.minX - 180, y: handle.frame.minY)
        #expect(abs(moved.x - 60) < 1e-6 && abs(moved.y - 10) < 1e-6, "moved \(moved)")
    }
}

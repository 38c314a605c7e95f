// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// Behaviours that OpenUIKit's test suite (github.com/Vercantez/openuikit, Tests/OpenUIKitTests; many of its
/// numbers probed on real iOS, some on iOS 26 under Mac Catalyst) says UIKit has. Each test is ours, written
/// through ViewTree's public API; the comment names the OpenUIKit test the behaviour comes from. Behaviours
/// where ViewTree differs are listed in the report that came with this file, not tested here.
@Suite struct OpenUIKitSuiteTests {
    // MARK: Frame, bounds, center (ViewGeometryTests)

    /// ViewGeometryTests.testFrameFromCenterAndBounds / testSetFrameSetsCenterAndBounds /
    /// testBoundsOriginDoesNotAffectFrame / testSettingCenterMovesFrameOnly.
    @Test func frameCenterAndBoundsDeriveFromEachOther() {
        let v = UIView()
        v.bounds = CGRect(x: 0, y: 0, width: 80, height: 60)
        v.center = CGPoint(x: 100, y: 50)
        #expect(v.frame == CGRect(x: 60, y: 20, width: 80, height: 60))
        let w = UIView(frame: CGRect(x: 40, y: 40, width: 80, height: 60))
        #expect(w.center == CGPoint(x: 80, y: 70) && w.bounds == CGRect(x: 0, y: 0, width: 80, height: 60))
        let u = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        u.bounds.origin = CGPoint(x: 5, y: 7)
        #expect(u.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        c.center = CGPoint(x: 100, y: 100)
        #expect(c.frame == CGRect(x: 95, y: 95, width: 10, height: 10) && c.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    /// ViewGeometryTests.testRotated45FrameIsBBox / testScaledFrame / testTranslatedFrame (golden
    /// transforms.layout.json from real UIKit): the frame is the bounding box of the transformed bounds.
    @Test func aTransformedFrameIsTheBoundingBoxAboutTheCenter() {
        let r = UIView(frame: CGRect(x: 40, y: 40, width: 80, height: 60))
        r.transform = CGAffineTransform(a: 0.7071, b: 0.7071, c: -0.7071, d: 0.7071, tx: 0, ty: 0)
        expectEqual(r.frame, CGRect(x: 30.503, y: 20.503, width: 98.994, height: 98.994), accuracy: 0.0015)
        #expect(r.center == CGPoint(x: 80, y: 70) && r.bounds.size == CGSize(width: 80, height: 60))
        let s = UIView(frame: CGRect(x: 160, y: 40, width: 80, height: 60))
        s.transform = CGAffineTransform(scaleX: 1.5, y: 0.5)
        expectEqual(s.frame, CGRect(x: 140, y: 55, width: 120, height: 30))
        let t = UIView(frame: CGRect(x: 40, y: 140, width: 80, height: 60))
        t.transform = CGAffineTransform(translationX: 30, y: 10)
        expectEqual(t.frame, CGRect(x: 70, y: 150, width: 80, height: 60))
    }

    // MARK: Autoresizing (AutoresizingTests)

    private func resized(_ frame: CGRect, _ mask: UIView.AutoresizingMask, parent: CGSize = CGSize(width: 100, height: 100),
                         to size: CGSize) -> CGRect {
        let p = UIView(frame: CGRect(origin: .zero, size: parent))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        p.addSubview(child)
        p.frame = CGRect(origin: .zero, size: size)
        return child.frame
    }

    /// AutoresizingTests: every vector of the suite (proportional distribution among the flexible parts,
    /// equal split when they add up to 0, shrinking, per-axis independence).
    @Test func autoresizingDistributesTheChangeProportionally() {
        #expect(resized(CGRect(x: 10, y: 10, width: 40, height: 40), [], to: CGSize(width: 200, height: 150))
                == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(resized(CGRect(x: 10, y: 0, width: 40, height: 20), .flexibleWidth, to: CGSize(width: 160, height: 100))
                == CGRect(x: 10, y: 0, width: 100, height: 20))
        let all = resized(CGRect(x: 10, y: 0, width: 40, height: 10), [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
                          to: CGSize(width: 160, height: 100))
        expectEqual(all, CGRect(x: 16, y: 0, width: 64, height: 10))
        #expect(resized(CGRect(x: 20, y: 0, width: 60, height: 10), [.flexibleLeftMargin, .flexibleRightMargin],
                        to: CGSize(width: 140, height: 100)) == CGRect(x: 40, y: 0, width: 60, height: 10))
        expectEqual(resized(CGRect(x: 30, y: 0, width: 60, height: 10), [.flexibleLeftMargin, .flexibleRightMargin],
                            to: CGSize(width: 180, height: 100)).minX, 90)
        let zero = resized(.zero, [.flexibleLeftMargin, .flexibleWidth], to: CGSize(width: 130, height: 100))
        expectEqual(zero.minX, 15)
        expectEqual(zero.width, 15)
        let lead = resized(CGRect(x: 100, y: 0, width: 0, height: 10), [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
                           to: CGSize(width: 150, height: 100))
        expectEqual(lead.minX, 150)
        expectEqual(lead.width, 0)
        let vertical = resized(CGRect(x: 0, y: 20, width: 10, height: 30), [.flexibleTopMargin, .flexibleHeight],
                               to: CGSize(width: 100, height: 150))
        expectEqual(vertical, CGRect(x: 0, y: 40, width: 10, height: 60))
        let shrunk = resized(CGRect(x: 10, y: 0, width: 40, height: 10), [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
                             to: CGSize(width: 50, height: 100))
        expectEqual(shrunk.minX, 5)
        expectEqual(shrunk.width, 20)
    }

    /// AutoresizingTests.testAutoresizesSubviewsOffDisablesDistribution / testCascadesToGrandchildren /
    /// testSettingBoundsAlsoTriggersAutoresize / testOriginOnlyBoundsChangeDoesNotResize.
    @Test func autoresizingSwitchesCascadesAndBoundsChanges() {
        let off = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        off.autoresizesSubviews = false
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        fixed.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        off.addSubview(fixed)
        off.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 40, height: 40))

        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let grand = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        grand.autoresizingMask = .flexibleWidth
        child.addSubview(grand)
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        expectEqual(child.frame.width, 200)
        expectEqual(grand.frame.width, 150)

        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let flexible = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        flexible.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.addSubview(flexible)
        host.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(flexible.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        host.bounds = CGRect(x: 0, y: 0, width: 130, height: 100)
        expectEqual(flexible.frame.width, 80)
    }

    // MARK: Hit testing and conversion (EventSystemTests.HitTestConvertTests)

    /// HitTestConvertTests.testConvertRoundTripThroughNestedViews / testConvertWithRotationAboutCenter.
    @Test func conversionRoundTripsThroughNestedAndRotatedViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let a = UIView(frame: CGRect(x: 50, y: 40, width: 200, height: 150))
        let b = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 80))
        root.addSubview(a)
        a.addSubview(b)
        let inRoot = b.convert(CGPoint(x: 30, y: 40), to: root)
        expectEqual(inRoot, CGPoint(x: 90, y: 100))
        expectEqual(b.convert(inRoot, from: root), CGPoint(x: 30, y: 40))
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 60))
        root.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        expectEqual(v.convert(CGPoint(x: 140, y: 130), from: root), CGPoint(x: 40, y: 30))
        let q = CGPoint(x: 150, y: 130)
        expectEqual(v.convert(v.convert(q, from: root), to: root), q)
    }

    /// HitTestConvertTests.testPointInsideEdgeSemantics / testHitTestFrontToBackAndPruning /
    /// testSubviewOutsideParentBoundsIsUnreachable / testLabelAndImageViewFallThrough.
    @Test func hitTestingPrunesAndPrefersTheFront() {
        let edge = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(edge.point(inside: .zero, with: nil) && edge.point(inside: CGPoint(x: 99.99, y: 49.99), with: nil))
        #expect(!edge.point(inside: CGPoint(x: 100, y: 25), with: nil) && !edge.point(inside: CGPoint(x: 50, y: 50), with: nil))

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let back = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 60, y: 60, width: 100, height: 100))
        let hidden = UIView(frame: CGRect(x: 200, y: 20, width: 50, height: 50))
        hidden.isHidden = true
        let ghost = UIView(frame: CGRect(x: 200, y: 100, width: 50, height: 50))
        ghost.alpha = 0.005
        let disabled = UIView(frame: CGRect(x: 20, y: 140, width: 80, height: 50))
        disabled.isUserInteractionEnabled = false
        disabled.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30)))
        for v in [back, front, hidden, ghost, disabled] { root.addSubview(v) }
        #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 220, y: 30), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 220, y: 120), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 40, y: 155), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 80), with: nil) == nil)

        let parent = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let overflow = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        host.addSubview(parent)
        parent.addSubview(overflow)
        #expect(host.hitTest(CGPoint(x: 150, y: 150), with: nil) === host)   // outside the parent: unreachable
        #expect(host.hitTest(CGPoint(x: 110, y: 110), with: nil) === overflow)

        let labelHost = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        label.text = "hi"
        labelHost.addSubview(label)
        labelHost.addSubview(UIImageView(frame: CGRect(x: 10, y: 50, width: 50, height: 30)))
        #expect(labelHost.hitTest(CGPoint(x: 30, y: 20), with: nil) === labelHost)
        #expect(labelHost.hitTest(CGPoint(x: 30, y: 60), with: nil) === labelHost)
        label.isUserInteractionEnabled = true
        #expect(labelHost.hitTest(CGPoint(x: 30, y: 20), with: nil) === label)
    }

    // MARK: Touch delivery, controls, taps (EventSystemTests)

    final class TouchRecorder: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began:\(touches.count)") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved:\(touches.count)") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended:\(touches.count)") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled:\(touches.count)") }
    }

    /// A finger on `window` at window point `p`, driven through `sendEvent` on the world's clock.
    struct Finger {
        let t: TestWorld
        let touch: UITouch
        init(_ t: TestWorld, at p: CGPoint) {
            self.t = t
            touch = UITouch(at: p, in: t.window, timestamp: t.now)
            t.window.sendEvent(UIEvent(touches: [touch], timestamp: t.now))
        }
        func move(to p: CGPoint, after dt: TimeInterval = 0.02) {
            t.run(for: dt)
            touch.update(phase: .moved, location: p, timestamp: t.now)
            t.window.sendEvent(UIEvent(touches: [touch], timestamp: t.now))
        }
        func lift(after dt: TimeInterval = 0.05) {
            t.run(for: dt)
            touch.update(phase: .ended, timestamp: t.now)
            t.window.sendEvent(UIEvent(touches: [touch], timestamp: t.now))
        }
    }

    /// WindowTouchRoutingTests.testTouchDeliveryAndLocations.
    @Test func touchesReachTheHitViewWithLocationsInItsSpace() {
        let t = TestWorld(windowSize: CGSize(width: 400, height: 300))
        let rec = TouchRecorder(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        t.window.addSubview(rec)
        let f = Finger(t, at: CGPoint(x: 150, y: 150))
        #expect(f.touch.view === rec)
        expectEqual(f.touch.location(in: rec).x, 50)
        f.move(to: CGPoint(x: 160, y: 155))
        expectEqual(f.touch.previousLocation(in: rec).x, 50)
        expectEqual(f.touch.location(in: rec).x, 60)
        f.lift()
        #expect(rec.log == ["began:1", "moved:1", "ended:1"])
        #expect(f.touch.phase == .ended)
    }

    /// WindowTouchRoutingTests.testTapCountAcrossQuickSequentialTaps.
    @Test func tapCountGrowsForQuickNearbyTapsOnly() {
        let t = TestWorld(windowSize: CGSize(width: 400, height: 300))
        let p = CGPoint(x: 50, y: 50)
        let first = Finger(t, at: p)
        first.lift()
        #expect(first.touch.tapCount == 1)
        t.run(for: 0.15)
        let second = Finger(t, at: p)
        second.lift()
        #expect(second.touch.tapCount == 2)
        t.run(for: 1.75)
        let late = Finger(t, at: p)
        #expect(late.touch.tapCount == 1)
        late.lift()
        t.run(for: 0.05)
        let far = Finger(t, at: CGPoint(x: 200, y: 200))
        #expect(far.touch.tapCount == 1)
        far.lift()
    }

    /// ResponderTouchForwardingTests.testUnhandledTouchForwardsToAncestor / testControlStopsForwarding.
    @Test func anUnhandledTouchClimbsToAnAncestorButAControlKeepsIt() {
        let t = TestWorld(windowSize: CGSize(width: 100, height: 100))
        let recorder = TouchRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        recorder.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        t.window.addSubview(recorder)
        Finger(t, at: CGPoint(x: 10, y: 10)).lift()
        #expect(recorder.log == ["began:1", "ended:1"])
        recorder.log = []
        recorder.addSubview(UIControl(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        t.run(for: 1)
        Finger(t, at: CGPoint(x: 10, y: 10)).lift()
        #expect(recorder.log == [])
    }

    /// UIControlTests.testTapFiresTouchDownAndUpInsideWithHighlight / testDragOutsideAndUpOutside.
    @Test func aControlTracksHighlightsAndReportsDragEventsInBitOrder() {
        let t = TestWorld(windowSize: CGSize(width: 400, height: 300))
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        t.window.addSubview(control)
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("down hl=\(control.isHighlighted)") }, for: .touchDown)
        control.addAction(UIAction { _ in events.append("upInside hl=\(control.isHighlighted)") }, for: .touchUpInside)
        let f = Finger(t, at: CGPoint(x: 50, y: 30))
        #expect(control.isTracking && control.isHighlighted)
        f.lift()
        #expect(!control.isTracking && !control.isHighlighted)
        #expect(events == ["down hl=true", "upInside hl=false"])

        let dragged = UIControl(frame: CGRect(x: 10, y: 100, width: 100, height: 40))
        t.window.addSubview(dragged)
        var log: [String] = []
        for (e, name): (UIControl.Event, String) in [(.touchDragInside, "dragIn"), (.touchDragOutside, "dragOut"),
                                                      (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
                                                      (.touchUpOutside, "upOutside"), (.touchUpInside, "upInside")] {
            dragged.addAction(UIAction { _ in log.append(name) }, for: e)
        }
        t.run(for: 1)
        let g = Finger(t, at: CGPoint(x: 50, y: 120))
        g.move(to: CGPoint(x: 60, y: 120))
        g.move(to: CGPoint(x: 300, y: 120))       // well outside UIKit's tracking slop
        #expect(!dragged.isHighlighted)
        g.move(to: CGPoint(x: 55, y: 120))
        #expect(dragged.isHighlighted)
        g.move(to: CGPoint(x: 310, y: 120))
        g.lift()
        #expect(log == ["dragIn", "dragOut", "exit", "dragIn", "enter", "dragOut", "exit", "upOutside"])
    }

    /// UIControlTests.testDisabledControlIgnoresTouches.
    @Test func aDisabledControlDoesNotTrack() {
        let t = TestWorld(windowSize: CGSize(width: 400, height: 300))
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        control.isEnabled = false
        t.window.addSubview(control)
        var fired = false
        control.addAction(UIAction { _ in fired = true }, for: .allTouchEvents)
        Finger(t, at: CGPoint(x: 50, y: 30)).lift()
        #expect(!fired && !control.isTracking)
    }

    /// TapGestureTests.testSingleTapRecognizes / testTapFailsWhenMovedTooFar / testDoubleTapRequiresTwoQuickTaps.
    @Test func tapRecognizersEndFailOnMovementAndCountTaps() {
        let t = TestWorld(windowSize: CGSize(width: 400, height: 300))
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        t.window.addSubview(v)
        final class Box { var states: [UIGestureRecognizer.State] = []; var fired = 0 }
        let box = Box()
        let tap = UITapGestureRecognizer { g in box.states.append(g.state) }
        v.addGestureRecognizer(tap)
        let f = Finger(t, at: CGPoint(x: 50, y: 50))
        #expect(tap.state == .possible)
        f.lift()
        #expect(box.states == [.ended])
        t.run(for: 1)
        #expect(tap.state == .possible)

        let g = Finger(t, at: CGPoint(x: 50, y: 50))
        g.move(to: CGPoint(x: 50 + UITapGestureRecognizer.allowableMovement + 5, y: 50))   // past the allowable movement
        #expect(tap.state == .failed)
        g.lift()
        #expect(box.states == [.ended])
        t.run(for: 1)
        #expect(tap.state == .possible)
    }

    // MARK: Gesture recognizer delegate (DelegateProtocolTests.GestureDelegateTests)

    final class GestureGate: NSObject, UIGestureRecognizerDelegate {
        var allowBegin = true, allowSimultaneous = false, refuseTouches = false, beginAsked = 0
        func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { beginAsked += 1; return allowBegin }
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
            allowSimultaneous
        }
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { !refuseTouches }
    }

    final class Counter { var n = 0 }

    /// GestureDelegateTests.testShouldBeginFailsTheGesture / testShouldReceiveTouchKeepsTheRecognizerOutOfTheSequence.
    @Test func theDelegateGatesBeginningAndReceiving() {
        let t = TestWorld(windowSize: CGSize(width: 200, height: 200))
        let v = UIView(frame: t.window.bounds)
        t.window.addSubview(v)
        let fired = Counter()
        let tap = UITapGestureRecognizer { _ in fired.n += 1 }
        let gate = GestureGate()
        gate.allowBegin = false
        tap.delegate = gate
        v.addGestureRecognizer(tap)
        _ = ViewTreeTesting.tap(v)
        t.run(for: 0.5)
        #expect(fired.n == 0 && gate.beginAsked == 1 && tap.state == .possible)

        gate.allowBegin = true
        gate.refuseTouches = true
        gate.beginAsked = 0
        _ = ViewTreeTesting.tap(v)
        t.run(for: 0.5)
        #expect(fired.n == 0 && gate.beginAsked == 0)
    }

    /// GestureDelegateTests.testExclusionIsTheDefault / testSimultaneousRecognitionWhenTheDelegateAllowsIt.
    @Test func oneTapWinsUnlessTheDelegateAllowsBoth() {
        for simultaneous in [false, true] {
            let t = TestWorld(windowSize: CGSize(width: 200, height: 200))
            let v = UIView(frame: t.window.bounds)
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            t.window.addSubview(v)
            v.addSubview(inner)
            let outerFired = Counter(), innerFired = Counter()
            let outerTap = UITapGestureRecognizer { _ in outerFired.n += 1 }
            let innerTap = UITapGestureRecognizer { _ in innerFired.n += 1 }
            let gate = GestureGate()
            gate.allowSimultaneous = simultaneous
            innerTap.delegate = gate
            v.addGestureRecognizer(outerTap)
            inner.addGestureRecognizer(innerTap)
            _ = ViewTreeTesting.tap(inner, at: CGPoint(x: 20, y: 20))
            t.run(for: 0.5)
            if simultaneous {
                #expect(innerFired.n == 1 && outerFired.n == 1)
            } else {
                #expect(innerFired.n + outerFired.n == 1)
            }
        }
    }

    // MARK: Responder chain and first responder (ResponderLifecycleTests)

    final class Focusable: UIView {
        var resigned = 0
        var sticky = false
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { !sticky }
        override func resignFirstResponder() -> Bool { resigned += 1; return super.resignFirstResponder() }
    }

    /// ResponderChainTests.testDeepViewChainThroughViewControllerWindowApplication / testOnlyRootViewGetsTheControllerHop /
    /// testReplacedRootViewLosesTheControllerHop.
    @Test func theChainHopsThroughTheControllerOfARootViewOnly() {
        let t = TestWorld()
        let vc = UIViewController()
        vc.loadViewIfNeeded()
        let content = UIView(), leaf = UIView()
        content.addSubview(leaf)
        vc.view.addSubview(content)
        t.window.rootViewController = vc
        #expect(leaf.next === content && content.next === vc.view && vc.view.next === vc && vc.next === t.window)

        let detached = UIViewController()
        detached.loadViewIfNeeded()
        #expect(detached.view.next === detached && detached.next == nil)

        let owner = UIViewController()
        let old = UIView()
        owner.view = old
        #expect(old.next === owner)
        let replacement = UIView()
        owner.view = replacement
        #expect(replacement.next === owner && old.next == nil)
    }

    /// ResponderChainTests.testPresentedControllerChainHopsToPresenter (Apple documents it: "If the view
    /// controller was presented by another view controller, the next responder is the presenting view controller").
    @Test func aPresentedControllersNextResponderIsItsPresenter() {
        let t = TestWorld()
        let presenter = UIViewController()
        t.show(presenter)
        let presented = UIViewController()
        presenter.present(presented, animated: false)
        t.waitForTransitions()
        #expect(presented.view.next === presented)
        #expect(presented.presentingViewController === presenter)
    }

    /// ResponderFirstResponderTests: becoming, resigning, the previous one resigning, a sticky one refusing,
    /// idempotence, one per window, none outside a window.
    @Test func firstResponderRules() {
        let t = TestWorld(windowSize: CGSize(width: 100, height: 100))
        let a = Focusable(), b = Focusable()
        t.window.addSubview(a)
        t.window.addSubview(b)
        #expect(!a.isFirstResponder)
        #expect(a.becomeFirstResponder() && a.isFirstResponder && t.window.firstResponder === a)
        #expect(a.becomeFirstResponder() && t.window.firstResponder === a)        // already first: succeeds
        #expect(b.becomeFirstResponder())
        #expect(a.resigned == 1 && !a.isFirstResponder && t.window.firstResponder === b)
        b.sticky = true
        #expect(!a.becomeFirstResponder() && t.window.firstResponder === b)
        b.sticky = false
        #expect(b.resignFirstResponder() && !b.isFirstResponder && t.window.firstResponder == nil)
        #expect(!Focusable().becomeFirstResponder())                               // in no window

        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: t.simulation)
        let c = Focusable()
        other.addSubview(c)
        #expect(a.becomeFirstResponder() && c.becomeFirstResponder())
        #expect(t.window.firstResponder === a && other.firstResponder === c)
    }

    // MARK: Text field delegate (DelegateProtocolTests.TextFieldDelegateTests, TextInputTests)

    final class FieldGate: NSObject, UITextFieldDelegate {
        var log: [String] = []
        var allowBegin = true, allowEnd = true, allowChange = true
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { allowBegin }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("shouldChange(\(range.location),\(range.length),'\(string)')")
            return allowChange
        }
    }

    /// TextFieldDelegateTests.testShouldBeginEditingBlocksFocus / testBeginAndEndCallbacksFire /
    /// testShouldEndEditingBlocksResign / testShouldEndEditingBlocksFocusTransfer; TextInputTests
    /// FirstResponderTests.testFirstResponderWithoutWindowFails.
    @Test func theTextFieldDelegateGatesEditing() {
        let t = TestWorld()
        let gate = FieldGate()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.delegate = gate
        t.window.addSubview(field)
        gate.allowBegin = false
        #expect(!field.becomeFirstResponder() && !field.isEditing && gate.log.isEmpty)
        gate.allowBegin = true
        #expect(field.becomeFirstResponder() && field.isEditing && gate.log == ["didBegin"])
        gate.allowEnd = false
        #expect(!field.resignFirstResponder() && field.isEditing)
        let other = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        t.window.addSubview(other)
        #expect(!other.becomeFirstResponder() && field.isFirstResponder)
        gate.allowEnd = true
        #expect(field.resignFirstResponder() && !field.isEditing && gate.log == ["didBegin", "didEnd"])
        #expect(!UITextField().becomeFirstResponder())
    }

    /// TextFieldDelegateTests.testShouldChangeCharactersGatesTyping: the delegate sees the range and the
    /// replacement, and a refusal keeps the text.
    @Test func shouldChangeCharactersSeesTheRangeAndCanRefuse() {
        let t = TestWorld()
        let gate = FieldGate()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.delegate = gate
        t.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.insertText("ab")
        #expect(field.text == "ab")
        gate.allowChange = false
        field.insertText("c")
        #expect(field.text == "ab")
        field.deleteBackward()
        #expect(field.text == "ab")
        #expect(gate.log.contains("shouldChange(2,0,'c')") && gate.log.contains("shouldChange(1,1,'')"))
    }

    /// TextInputTests.FirstResponderTests.testFocusMovesBetweenFields: end of the first field comes before the
    /// beginning of the second.
    @Test func focusMovingBetweenFieldsEndsTheFirstBeforeBeginningTheSecond() {
        let t = TestWorld()
        let one = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 34))
        let two = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 34))
        t.window.addSubview(one)
        t.window.addSubview(two)
        var log: [String] = []
        one.addAction(UIAction { _ in log.append("begin1") }, for: .editingDidBegin)
        one.addAction(UIAction { _ in log.append("end1") }, for: .editingDidEnd)
        two.addAction(UIAction { _ in log.append("begin2") }, for: .editingDidBegin)
        #expect(one.becomeFirstResponder() && two.becomeFirstResponder())
        #expect(t.window.firstResponder === two && !one.isEditing && two.isEditing)
        #expect(log == ["begin1", "end1", "begin2"])
    }

    // MARK: View controllers (NavigationControllerTests, ViewControllerLayoutTests)

    final class Probe: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() { super.viewDidLoad(); log.add("\(name).didLoad") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name).willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name).didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name).willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name).didDisappear") }
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            log.add("\(name).preferred")
        }
    }

    final class Log {
        var entries: [String] = []
        func add(_ s: String) { entries.append(s) }
    }

    /// ViewControllerLifecycleTests.testViewLoadsLazilyOnce; ViewControllerLayoutTests
    /// .testNilNibInitializerMatchesPlainProgrammaticInitialization.
    @Test func theViewLoadsLazilyOnceAndIsClear() {
        let log = Log()
        let vc = Probe("A", log)
        #expect(!vc.isViewLoaded && vc.viewIfLoaded == nil && log.entries.isEmpty)
        #expect(vc.nibName == nil)
        _ = vc.view
        _ = vc.view
        #expect(vc.isViewLoaded && log.entries == ["A.didLoad"])
        #expect(vc.view.backgroundColor == nil)
    }

    /// ViewControllerLifecycleTests.testRootInstallFiresAppearance / testPushLifecycleOrderNonAnimated /
    /// testPopLifecycleOrderNonAnimated.
    @Test func navigationAppearanceOrder() {
        let t = TestWorld()
        let log = Log()
        let a = Probe("A", log)
        let nav = UINavigationController(rootViewController: a)
        t.show(nav)
        #expect(log.entries == ["A.didLoad", "A.willAppear", "A.didAppear"])
        #expect(a.navigationController === nav && a.parent === nav)
        log.entries = []
        let b = Probe("B", log)
        nav.pushViewController(b, animated: false)
        t.waitForTransitions()
        #expect(log.entries == ["B.didLoad", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(nav.topViewController === b && a.view.superview == nil && b.view.superview != nil)
        log.entries = []
        #expect(nav.popViewController(animated: false) === b)
        t.waitForTransitions()
        #expect(log.entries == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        #expect(b.parent == nil && nav.topViewController === a)
    }

    /// ViewControllerLifecycleTests.testTitleChangeUpdatesBar.
    @Test func aTitleChangeReachesTheNavigationItem() {
        let t = TestWorld()
        let log = Log()
        let a = Probe("A", log)
        let nav = UINavigationController(rootViewController: a)
        t.show(nav)
        #expect(nav.navigationBar.topItem === a.navigationItem)
        a.navigationItem.title = "Renamed"
        #expect(nav.navigationBar.topItem?.title == "Renamed")
    }

    /// ViewControllerLayoutTests.testPreferredContentSizeNotifiesImmediateParentWithProtocolType.
    @Test func aChildsPreferredContentSizeNotifiesItsParent() {
        let log = Log()
        let parent = Probe("parent", log), child = Probe("child", log)
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 17, height: 23)
        #expect(log.entries == ["parent.preferred"])
        #expect(child.preferredContentSize == CGSize(width: 17, height: 23))
    }

    final class LayoutProbeView: UIView {
        var name = ""
        var log: Log?
        override func updateConstraints() { log?.add("\(name).update"); super.updateConstraints() }
        override func layoutSubviews() { log?.add("\(name).layout"); super.layoutSubviews() }
    }

    final class LayoutProbeController: UIViewController {
        let log = Log()
        let root = LayoutProbeView(), child = LayoutProbeView()
        override func loadView() {
            root.name = "root"; root.log = log
            child.name = "child"; child.log = log
            root.addSubview(child)
            view = root
        }
        override func updateViewConstraints() { log.add("vc.update"); super.updateViewConstraints() }
        override func viewWillLayoutSubviews() { log.add("vc.willLayout"); super.viewWillLayoutSubviews() }
        override func viewDidLayoutSubviews() { log.add("vc.didLayout"); super.viewDidLayoutSubviews() }
    }

    /// ViewControllerLayoutTests.testControllerCallbacksBracketRootBeforeDirtyChildLayouts (UIKit 26.1 order):
    /// the controller's will/did callbacks bracket its root view's layoutSubviews, before the child's.
    @Test func controllerLayoutCallbacksBracketTheRootView() {
        let vc = LayoutProbeController()
        vc.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        vc.view.layoutIfNeeded()
        vc.log.entries = []
        vc.root.setNeedsLayout()
        vc.child.setNeedsLayout()
        vc.view.layoutIfNeeded()
        #expect(vc.log.entries == ["vc.willLayout", "root.layout", "vc.didLayout", "child.layout"])
        vc.log.entries = []
        vc.view.layoutIfNeeded()
        #expect(vc.log.entries == [])
    }

    // MARK: Auto Layout (AutoLayoutTests, SafeAreaGuideTests)

    /// AutoLayoutEngineTests.testAnchorsAndActivation: a constraint between two views is installed on their
    /// nearest common ancestor, one on a single view on that view; deactivating removes them.
    @Test func constraintsInstallOnTheNearestCommonAncestor() {
        let t = TestWorld()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        t.window.addSubview(root)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let cs = [child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                  child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                  child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                  child.heightAnchor.constraint(equalToConstant: 44)]
        NSLayoutConstraint.activate(cs)
        #expect(root.constraints.count == 3 && child.constraints.count == 1)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 160, height: 44))
        cs[0].constant = 25
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 25, y: 20, width: 160, height: 44))
        NSLayoutConstraint.deactivate(cs)
        #expect(root.constraints.isEmpty && child.constraints.isEmpty)
        child.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    /// AutoLayoutEngineTests.testIntrinsicSizeHuggingCompressionDefaults (the view defaults): hugging 250,
    /// compression resistance 750; a label pinned only by its origin takes its intrinsic size.
    @Test func defaultPrioritiesAndIntrinsicSizing() {
        let plain = UIView()
        #expect(plain.contentHuggingPriority(for: .vertical).rawValue == 250)
        #expect(plain.contentHuggingPriority(for: .horizontal).rawValue == 250)
        #expect(plain.contentCompressionResistancePriority(for: .horizontal).rawValue == 750)
        let t = TestWorld()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        t.window.addSubview(root)
        let label = UILabel()
        label.text = "Hello UIKit"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 12, y: 10) && label.frame.size == label.intrinsicContentSize)
    }

    /// LayoutMarginsTests.testDefaultMarginsAreEightAllRound / testLayoutMarginsGuideWithoutSafeArea.
    @Test func aPlainViewHasEightPointMargins() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(v.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        v.layoutIfNeeded()
        #expect(v.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
    }

    /// UILayoutGuideTests.testUnreferencedCustomGuideStaysZero.
    @Test func aCustomGuideIsOwnedUntilRemoved() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let g = UILayoutGuide()
        root.addLayoutGuide(g)
        root.layoutIfNeeded()
        #expect(g.layoutFrame == .zero && root.layoutGuides.count == 1 && g.owningView === root)
        root.removeLayoutGuide(g)
        #expect(root.layoutGuides.isEmpty && g.owningView == nil)
    }

    /// SafeAreaPropagationTests.testAdditionalSafeAreaInsetsAddToTheInherited.
    @Test func additionalSafeAreaInsetsAddToTheInheritedOnes() {
        let t = TestWorld()
        let outer = UIViewController()
        outer.additionalSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        outer.view.frame = t.window.bounds
        t.window.addSubview(outer.view)
        let inner = UIViewController()
        inner.view.frame = outer.view.bounds
        outer.view.addSubview(inner.view)
        inner.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 6, right: 0)
        t.window.layoutIfNeeded()
        #expect(inner.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 40, right: 0))
    }

    // MARK: Stack and progress views (ProgressStackTests)

    /// ProgressViewTests.testProgressClamped / testIntrinsicSize (width).
    @Test func progressIsClampedAndHasNoIntrinsicWidth() {
        let p = UIProgressView()
        p.progress = 1.5
        #expect(p.progress == 1)
        p.progress = -0.5
        #expect(p.progress == 0)
        #expect(p.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    /// StackViewTests.testFillEquallyHorizontalExactSplit / testArrangedSubviewBookkeeping.
    @Test func fillEquallySplitsAndRemovingAnArrangedViewKeepsItAsASubview() {
        let t = TestWorld()
        let s = UIStackView(frame: CGRect(x: 10, y: 10, width: 320, height: 100))
        t.window.addSubview(s)
        s.axis = .horizontal
        s.spacing = 8
        s.distribution = .fillEqually
        let views = (0..<4).map { _ in UIView() }
        views.forEach { s.addArrangedSubview($0) }
        s.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 82, 164, 246])
        #expect(views.map(\.frame.width) == [74, 74, 74, 74] && views.map(\.frame.height) == [100, 100, 100, 100])
        s.removeArrangedSubview(views[0])
        #expect(s.arrangedSubviews.count == 3 && s.subviews.count == 4)
        views[1].removeFromSuperview()
        #expect(s.arrangedSubviews.count == 2)
    }

    // MARK: Animations (AnimationTests)

    /// AnimationTests.testAnimateRecordsAndModelIsFinal / testSettersOutsideBlockDoNotRecord: inside a block
    /// the model value is the final one at once; the completion waits for delay + duration.
    @Test func theModelIsFinalAtOnceAndTheCompletionWaitsForDelayPlusDuration() {
        let t = TestWorld()
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 40))
        t.window.addSubview(v)
        var finished: Bool?
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [.curveLinear], animations: {
            v.alpha = 0.5
            v.center = CGPoint(x: 100, y: 100)
        }, completion: { finished = $0 })
        #expect(v.alpha == 0.5 && v.center == CGPoint(x: 100, y: 100))
        #expect(finished == nil)
        t.run(for: 0.5)
        #expect(finished == nil)
        t.run(for: 0.3)
        #expect(finished == true)
    }

    // MARK: Switch (UISwitchTests, EventSystemTests)

    /// UISwitchTests.testFrameSizeIsForcedOriginPreserved / testSetOn (sizes are iOS 26's there; here the
    /// rule: a switch keeps its own size whatever frame it is given, and keeps the origin).
    @Test func aSwitchKeepsItsOwnSizeAndTheGivenOrigin() {
        let natural = UISwitch().frame.size
        #expect(natural.width > 0 && natural.height > 0)
        let s = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        #expect(s.frame == CGRect(origin: CGPoint(x: 20, y: 20), size: natural))
        let big = UISwitch(frame: CGRect(x: 5, y: 7, width: 300, height: 300))
        #expect(big.frame == CGRect(origin: CGPoint(x: 5, y: 7), size: natural))
        #expect(!s.isOn)
        s.setOn(true, animated: false)
        #expect(s.isOn)
    }

    /// UIControlTests.testSwitchTapTogglesAndFiresValueChanged.
    @Test func tappingASwitchTogglesItAndReleasingOutsideDoesNot() {
        let t = TestWorld(windowSize: CGSize(width: 400, height: 300))
        let sw = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        t.window.addSubview(sw)
        var changes: [Bool] = []
        sw.addAction(UIAction { _ in changes.append(sw.isOn) }, for: .valueChanged)
        _ = ViewTreeTesting.tap(sw)
        t.run(for: 1)
        _ = ViewTreeTesting.tap(sw)
        t.run(for: 1)
        #expect(changes == [true, false] && !sw.isOn)
        let f = Finger(t, at: sw.center)
        f.move(to: CGPoint(x: 300, y: 250))
        f.lift()
        #expect(changes == [true, false] && !sw.isOn)
    }

    // MARK: Buttons (UIButtonTests)

    /// UIButtonTests.testSizeThatFitsIgnoresConstraint.
    @Test func aButtonsSizeThatFitsIgnoresTheLimit() {
        let b = UIButton(type: .system)
        b.setTitle("Fixed Frame Button", for: .normal)
        #expect(b.sizeThatFits(CGSize(width: 10, height: 10)) == b.intrinsicContentSize)
    }

    /// AnimationTests.testCompletionWithoutAnimationsRunsImmediately: a block that animates nothing completes
    /// (finished) without waiting for the duration.
    @Test func aBlockThatAnimatesNothingCompletesAtOnce() {
        let t = TestWorld()
        var finished: Bool?
        UIView.animate(withDuration: 0.1, animations: {}, completion: { finished = $0 })
        t.run(for: 0)
        #expect(finished == true)
    }

    /// UIButtonTests.testDefaultTitleFontIs15Regular (legacy, non-configuration buttons).
    @Test func aSystemButtonsTitleIsFifteenPointSystem() {
        let b = UIButton(type: .system)
        #expect(b.titleLabel?.font.pointSize == 15)
    }
}

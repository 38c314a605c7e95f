// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A third pass over flowkey's UIKit-cross-platform suite (`UIKitTests/`): the assertions of the files the second
/// pass compiled against ViewTreeUIKit in a scratch package, now pinned in this repository as our own tests. The
/// suite's authors run it against UIKit on iOS too (`UIViewTests+convert.swift` defines `absoluteOrigin()` under
/// `#if os(iOS)` for that; `UIViewControllerTests` says "Matches iOS"). Where one of its files departs from UIKit
/// (an earlier layout of a moved file, flowkey's internals) the assertion is left out, as listed in Docs/Fidelity.md,
/// "UIKit-cross-platform's suite, third pass".
@Suite struct CrossPlatformSuiteThirdPassTests {
    // MARK: UIScrollView (UIScrollViewTests.swift)

    /// `testDefaultValuesOfProperties`, `testInitialProperties`: both indicators shown, no offset, size or inset;
    /// `contentOffset` is `bounds.origin`; `contentSize` and `contentInset` keep what is set.
    @Test func aScrollViewsDefaultsAndItsOffsetAsItsBoundsOrigin() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 800, height: 450))
        #expect(scrollView.showsHorizontalScrollIndicator && scrollView.showsVerticalScrollIndicator)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 800, height: 450))
        #expect(scrollView.contentOffset == .zero && scrollView.contentSize == .zero && scrollView.contentInset == .zero)
        scrollView.contentOffset = CGPoint(x: 10, y: 20)
        #expect(scrollView.bounds.origin == CGPoint(x: 10, y: 20))
        scrollView.contentSize = CGSize(width: 5, height: 10)
        scrollView.contentInset = UIEdgeInsets(top: 12, left: 0, bottom: 2, right: 4)
        #expect(scrollView.contentSize == CGSize(width: 5, height: 10))
        #expect(scrollView.contentInset == UIEdgeInsets(top: 12, left: 0, bottom: 2, right: 4))
    }

    /// A scroll view delegate logging the dragging callbacks.
    final class DragLog: NSObject, UIScrollViewDelegate {
        var entries: [String] = []
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { entries.append("willBeginDragging") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if entries.last != "didScroll" { entries.append("didScroll") }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            entries.append("didEndDragging")
        }
    }

    /// `testDelegateMethods`: a finger dragging the content tells the delegate `scrollViewWillBeginDragging`,
    /// then `scrollViewDidScroll`, then `scrollViewDidEndDragging(_:willDecelerate:)`.
    @Test func aDragTellsTheDelegateItBeganScrolledAndEnded() {
        let t = TestWorld()
        let scrollView = UIScrollView(frame: t.window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let log = DragLog()
        scrollView.delegate = log
        t.window.addSubview(scrollView)
        drag(scrollView, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        #expect(Array(log.entries.prefix(3)) == ["willBeginDragging", "didScroll", "didEndDragging"], "\(log.entries)")
        #expect(scrollView.contentOffset.y > 0)
    }

    // MARK: UIView (UIViewTests+lifecycle.swift, +misc.swift, UIView/UIViewTests.swift)

    /// A view logging `sizeToFit`, `sizeThatFits` and `layoutSubviews` into a shared log.
    final class LoggingView: UIView {
        final class Log { var entries: [String] = [] }
        var log = Log()
        var name = "view"
        override func layoutSubviews() { log.entries.append("\(name).layoutSubviews"); super.layoutSubviews() }
        override func sizeToFit() {
            log.entries.append("\(name).sizeToFit")
            super.sizeToFit()
            log.entries.append("\(name).sizeToFit done")
        }
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            log.entries.append("\(name).sizeThatFits")
            return super.sizeThatFits(size)
        }
    }

    /// A label logging into the same kind of log.
    final class LoggingLabel: UILabel {
        var log = LoggingView.Log()
        override func layoutSubviews() { log.entries.append("label.layoutSubviews"); super.layoutSubviews() }
        override func sizeToFit() { log.entries.append("label.sizeToFit"); super.sizeToFit() }
        override func sizeThatFits(_ size: CGSize) -> CGSize {
            log.entries.append("label.sizeThatFits")
            return super.sizeThatFits(size)
        }
    }

    /// `UIViewLifecycleTests.testSizeToFitOnSingleView`, `testSizeToFitOnViewWithLabel`: `sizeToFit` asks the
    /// view's own `sizeThatFits` once, inside it, and lays nothing out; a subview (a label) is not asked.
    @Test func sizeToFitAsksOnlyTheViewsOwnSizeThatFits() {
        let root = UIView(frame: .zero)
        let child = LoggingView(frame: .zero)
        let label = LoggingLabel(frame: .zero)
        label.log = child.log
        label.text = "Test"
        root.addSubview(child)
        child.addSubview(label)
        child.log.entries = []
        child.sizeToFit()
        #expect(child.log.entries == ["view.sizeToFit", "view.sizeThatFits", "view.sizeToFit done"])
    }

    /// A view that sizes its subviews to 300 × 100 when it lays them out.
    final class SizingParent: UIView {
        override func layoutSubviews() {
            super.layoutSubviews()
            for view in subviews { view.frame.size = CGSize(width: 300, height: 100) }
        }
    }

    /// `UIViewMiscellaneousTests.testNeedsLayoutDefaultTrue`; `ButtonLayoutingTests.testLayoutSuperviewOnSizeToFit`:
    /// a new view needs layout, so `layoutIfNeeded()` lays it out at once, after a subview's `sizeToFit` too.
    @Test func aNewViewNeedsLayout() {
        let parent = SizingParent()
        let subview = UIView(frame: .zero)
        parent.addSubview(subview)
        parent.layoutIfNeeded()
        #expect(subview.frame.size == CGSize(width: 300, height: 100))
        let other = SizingParent()
        let button = UIButton(frame: .zero)
        other.addSubview(button)
        button.setTitle("Title", for: .normal)
        button.sizeToFit()
        #expect(button.frame.width > 0)
        other.layoutIfNeeded()
        #expect(button.frame.size == CGSize(width: 300, height: 100))
    }

    /// `testPreventStrongReferenceCyclesBetweenSubviews`: a subview does not keep its superview alive, and goes
    /// with it.
    @Test func subviewsGoWithTheirSuperview() {
        weak var weakSubview: UIView?
        weak var weakView: UIView?
        do {
            let view = UIView()
            view.addSubview(UIView())
            weakSubview = view.subviews.first
            weakView = view
            #expect(weakSubview != nil)
        }
        #expect(weakView == nil && weakSubview == nil)
    }

    /// `UIViewDidMoveToSuperViewTests`: by the time `didMoveToSuperview()` runs, the view's layer is already a
    /// sublayer of the superview's, for `addSubview`, `insertSubview(_:at:)` and inserting above or below a
    /// view that is not a sibling.
    @Test func theLayerIsInsertedBeforeDidMoveToSuperview() {
        final class Probe: UIView {
            var layerWasInserted: Bool?
            override func didMoveToSuperview() {
                super.didMoveToSuperview()
                layerWasInserted = superview?.layer.sublayers?.contains { $0 === layer } ?? false
            }
        }
        let inserts: [(UIView, UIView) -> Void] = [
            { $0.addSubview($1) }, { $0.insertSubview($1, at: 0) },
            { $0.insertSubview($1, aboveSubview: $0) }, { $0.insertSubview($1, belowSubview: $0) },
        ]
        for (index, insert) in inserts.enumerated() {
            let view = UIView(), probe = Probe()
            insert(view, probe)
            #expect(probe.layerWasInserted == true, "insertion \(index)")
        }
    }

    // MARK: Converting points (UIViewTests+convert.swift)

    /// `testPointConversion`, `testCoordinateSystemConversion`, `testConvertWithNilView`: points between siblings,
    /// to and from a superview and a grand-child; `nil` is the view's own coordinates when it is in no window.
    @Test func pointsConvertBetweenSiblingsAndAncestors() {
        let root = UIView()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let subview1 = UIView(), subview2 = UIView()
        subview1.frame = CGRect(x: 20, y: 10, width: 10, height: 10)
        subview2.frame = CGRect(x: 80, y: 80, width: 20, height: 20)
        root.addSubview(subview1)
        root.addSubview(subview2)
        #expect(root.convert(subview1.bounds.origin, from: subview1) == subview1.frame.origin)
        #expect(subview1.convert(subview1.bounds.origin, to: root) == subview1.frame.origin)
        #expect(root.convert(CGPoint(x: 15, y: 15), to: subview1) == CGPoint(x: -5, y: 5))
        #expect(subview1.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 25, y: 15))
        #expect(root.convert(CGPoint(x: 85, y: 85), to: subview2) == CGPoint(x: 5, y: 5))
        #expect(subview2.convert(CGPoint(x: -5, y: -5), to: root) == CGPoint(x: 75, y: 75))
        #expect(subview1.convert(CGPoint(x: 60, y: 70), to: subview2) == .zero)
        #expect(subview2.convert(CGPoint(x: -5, y: -5), to: subview1) == CGPoint(x: 55, y: 65))
        let grandchild = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        subview2.addSubview(grandchild)
        #expect(grandchild.convert(CGPoint(x: 1, y: 1), to: subview1) == CGPoint(x: 66, y: 76))
        #expect(root.convert(.zero, from: grandchild) == CGPoint(x: 85, y: 85))
        #expect(root.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 10, y: 10))
        #expect(root.convert(CGPoint(x: 10, y: 10), from: nil) == CGPoint(x: 10, y: 10))
    }

    /// `testAbsoluteOrigin…` (the suite's iOS `absoluteOrigin()` is a view's bounds origin converted up the
    /// chain, less each superview's bounds origin): a superview's bounds origin moves its subviews; a view's own
    /// bounds origin does not move it; transforms up the chain scale the offsets.
    @Test func aViewsOriginInItsRootFollowsBoundsOriginsAndTransforms() {
        /// The root-space origin of `view`'s frame, as the suite computes it on iOS.
        func absoluteOrigin(_ view: UIView) -> CGPoint {
            var result = CGPoint.zero
            var current = view
            while let superview = current.superview {
                let origin = current.convert(current.bounds.origin, to: superview)
                result = CGPoint(x: result.x + origin.x - superview.bounds.origin.x,
                                 y: result.y + origin.y - superview.bounds.origin.y).applying(superview.transform)
                current = superview
            }
            return result
        }
        let root = UIView()
        root.bounds = CGRect(x: 10, y: 10, width: 100, height: 100)
        root.frame.origin = .zero
        let subview = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        subview.bounds.origin = CGPoint(x: 5, y: 5)
        root.addSubview(subview)
        let grandchild = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        grandchild.bounds.origin = CGPoint(x: 999, y: 999)
        subview.addSubview(grandchild)
        #expect(absoluteOrigin(grandchild) == CGPoint(x: 10, y: 10))

        let big = UIView(frame: CGRect(x: 0, y: 0, width: 512, height: 512))
        big.bounds.origin = CGPoint(x: 16, y: 18)
        let scaled = UIView()
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        scaled.frame = CGRect(x: 128, y: 128, width: 256, height: 256)
        scaled.bounds.origin = CGPoint(x: 32, y: 32)
        big.addSubview(scaled)
        let inner = UIView()
        inner.transform = CGAffineTransform(scaleX: 3, y: 3)
        inner.frame = CGRect(x: 100, y: 128, width: 128, height: 128)
        inner.bounds.origin = CGPoint(x: 64, y: 32)
        scaled.addSubview(inner)
        #expect(absoluteOrigin(inner) == CGPoint(x: 146, y: 158))
    }

    /// `testConvertToSubviewWithSubviewTransform`, `testConvertToSuperviewWithSelfTransform`,
    /// `testConvertPointWithNonZeroBoundsOriginToSuperview`: converting into a scaled subview gives its bounds
    /// units; the way back is the inverse; bounds origins on both sides are honoured.
    @Test func conversionGoesThroughTransformsAndBoundsOrigins() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let subview = UIView()
        subview.transform = CGAffineTransform(scaleX: 2, y: 2)
        subview.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        view.addSubview(subview)
        #expect(view.convert(CGPoint(x: 60, y: 20), to: subview) == CGPoint(x: 25, y: 5))
        #expect(subview.convert(CGPoint(x: 25, y: 5), to: view) == CGPoint(x: 60, y: 20))

        let scrolled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrolled.bounds.origin = CGPoint(x: 50, y: 50)
        let child = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        scrolled.addSubview(child)
        child.bounds.origin = CGPoint(x: 123, y: 123)
        let point = CGPoint(x: 133, y: 133)
        #expect(child.convert(point, to: scrolled) == CGPoint(x: 50, y: 50))
        #expect(scrolled.convert(point, from: child) == CGPoint(x: 50, y: 50))
    }

    // MARK: Hit-testing (UIViewTests+hitTest.swift)

    /// `testPointInside`, `testPointInsideWithBoundsOriginSet`: `point(inside:)` is in bounds coordinates, so the
    /// far edge is outside and a bounds origin moves the inside.
    @Test func pointInsideIsInBoundsCoordinates() {
        let view = UIView()
        view.bounds.size = CGSize(width: 100, height: 100)
        #expect(view.point(inside: CGPoint(x: 99, y: 99), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 100), with: nil))
        view.bounds.origin = CGPoint(x: 10000, y: 10000)
        #expect(!view.point(inside: CGPoint(x: 50, y: 50), with: nil))
    }

    /// `testHitTestBasic`: with the root's bounds at (−10, −10), the deepest view under the point, `nil` outside.
    @Test func hitTestingHonoursTheRootsBoundsOrigin() {
        let root = UIView()
        root.bounds = CGRect(x: -10, y: -10, width: 100, height: 100)
        root.frame.origin = .zero
        let subview = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
        root.addSubview(subview)
        subview.addSubview(grandchild)
        #expect(root.hitTest(CGPoint(x: -5, y: -5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === subview)
        #expect(root.hitTest(CGPoint(x: 52.5, y: 52.5), with: nil) === grandchild)
        #expect(root.hitTest(CGPoint(x: -11, y: -11), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) == nil)
    }

    /// `testHitTestWithSelfTransform`, `…WithChildTransform`, `…WithSelfTransformAndAlteredBoundsOrigin`: a
    /// view's own scale leaves its bounds (hit in bounds coordinates: 200 × 200 for a 100-pt frame at 0.5); a
    /// scaled child is hit within its frame.
    @Test func hitTestingThroughScaledViews() {
        func pair(scaleRoot: Bool) -> (UIView, UIView) {
            let root = UIView(), subview = UIView()
            root.addSubview(subview)
            if scaleRoot { root.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            if !scaleRoot { subview.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }
            subview.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
            return (root, subview)
        }
        for scaleRoot in [true, false] {
            let (root, subview) = pair(scaleRoot: scaleRoot)
            #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === subview)
            #expect(root.hitTest(CGPoint(x: 74, y: 74), with: nil) === subview)
            #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
            #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
        }
        let (scaledRoot, _) = pair(scaleRoot: true)
        #expect(scaledRoot.hitTest(CGPoint(x: 199, y: 199), with: nil) === scaledRoot)
        let (root, _) = pair(scaleRoot: false)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) == nil)
        let (moved, movedSubview) = pair(scaleRoot: true)
        moved.bounds.origin = CGPoint(x: 0, y: 25)
        #expect(moved.hitTest(CGPoint(x: 25, y: 25), with: nil) === movedSubview)
        #expect(moved.hitTest(CGPoint(x: 74, y: 74), with: nil) === movedSubview)
        #expect(moved.hitTest(CGPoint(x: 75, y: 75), with: nil) === moved)
        #expect(moved.hitTest(CGPoint(x: 199, y: 199), with: nil) === moved)
        #expect(moved.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)
    }

    // MARK: UITouch (UITouchTests.swift)

    /// A view noting where its touches are, in its own coordinates and the window's.
    final class TouchLocations: UIView {
        var inView: CGPoint?
        var inWindow: CGPoint?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            inView = touches.first?.location(in: self)
            inWindow = touches.first?.location(in: nil)
        }
    }

    /// `testLocationInView`, `testLocationInNilReturnsAbsoluteLocation`: a touch's location in a view is in that
    /// view's bounds units (its origin subtracted); in `nil`, the window's.
    @Test func aTouchsLocationIsInTheGivenViewsCoordinates() {
        let t = TestWorld()
        let root = UIView(frame: t.window.bounds)
        let view = TouchLocations(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(view)
        t.window.addSubview(root)
        tap(view, at: CGPoint(x: 20, y: 20))
        #expect(view.inView == CGPoint(x: 20, y: 20))
        #expect(view.inWindow == CGPoint(x: 30, y: 30))
    }

    // MARK: CALayer (CALayerTests.swift)

    /// `testLayerFrameGetterAndSetter`, `…WithDifferentAnchorPoint`, `…WithTransform`: a layer's frame reads back
    /// as set, whatever its anchor point or (scale) transform.
    @Test func aLayersFrameReadsBackAsSet() {
        let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let plain = CALayer()
        plain.frame = frame
        #expect(plain.frame == frame)
        let anchored = CALayer()
        anchored.anchorPoint = CGPoint(x: 0.1, y: 0.1)
        anchored.frame = frame
        #expect(anchored.frame == frame)
        let scaled = CALayer()
        scaled.setAffineTransform(CGAffineTransform(scaleX: 0.25, y: 0.75))
        scaled.frame = frame
        expectEqual(scaled.frame, frame, accuracy: 1e-5)
    }

    /// `testLayerBoundsSizeWithTransform`, `testBoundsSizeMovesAroundAnchorPoint`: a frame set on a layer scaled by
    /// 0.5 makes bounds twice as large; growing the bounds keeps the anchor point still, so the frame's origin
    /// moves up and left by the growth times the anchor point.
    @Test func boundsFollowTheTransformAndGrowAroundTheAnchorPoint() {
        let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let scaled = CALayer()
        scaled.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
        scaled.frame = frame
        expectEqual(scaled.bounds.size, CGSize(width: 200, height: 200), accuracy: 1e-5)
        let layer = CALayer()
        layer.frame = frame
        layer.bounds.size = CGSize(width: 256, height: 512)
        expectEqual(layer.frame.origin, CGPoint(x: 50 - 156 * 0.5, y: 50 - 412 * 0.5), accuracy: 1e-5)
    }

    // MARK: UIViewController (UIViewControllerTests.swift)

    /// `testPresentedViewControllerViewHasCorrectFrameOnPhone` ("Matches iOS: Presented VC always has screen bounds
    /// even if the original VC didn't"), `testPresentedAndPresentingViewController`: a full-screen presentation on
    /// a phone fills the screen; presenting sets both links, dismissing clears them.
    @Test func aPresentedControllerFillsTheScreenAndIsLinkedToItsPresenter() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let presenter = UIViewController(nibName: nil, bundle: nil)
        t.show(presenter)
        presenter.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let presented = UIViewController(nibName: nil, bundle: nil)
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: false)
        t.waitForTransitions()
        #expect(presented.view.frame == t.window.screen.bounds && t.window.screen.bounds != presenter.view.frame)
        #expect(presenter.presentedViewController === presented && presented.presentingViewController === presenter)
        presented.dismiss(animated: false)
        t.waitForTransitions()
        #expect(presenter.presentedViewController == nil && presented.presentingViewController == nil)
    }

    /// `testNoMemoryLeakExistsInSimpleCase`, `testMemoryLeakInNavigationController`: once dismissed and released,
    /// a presented controller (a navigation controller with its root too) and its view are freed — the
    /// presentation makes no reference cycle.
    @Test func aDismissedPresentationLeavesNothingAlive() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let presenter = UIViewController(nibName: nil, bundle: nil)
        t.show(presenter)
        weak var weakRoot: UIViewController?
        weak var weakNavigation: UINavigationController?
        weak var weakRootView: UIView?
        do {
            let root = UIViewController(nibName: nil, bundle: nil)
            let navigation = UINavigationController(rootViewController: root)
            presenter.present(navigation, animated: false)
            t.waitForTransitions()
            #expect(presenter.presentedViewController === navigation && navigation.presentingViewController === presenter)
            weakRoot = root
            weakNavigation = navigation
            weakRootView = root.view
            navigation.dismiss(animated: false)
            t.waitForTransitions()
        }
        t.run(for: 1)
        #expect(weakNavigation == nil && weakRoot == nil && weakRootView == nil)
    }
    // MARK: UIView animations (Animations/UIViewAnimationTests.swift)

    /// `testCanAnimateFrame`, `testCanAnimateOpacity`, `testCanAnimateBounds`: the model value is the end value at
    /// once; halfway through a 5-s animation the presentation is halfway (the ease-in-ease-out curve is symmetric).
    @Test func halfwayThroughAnAnimationThePresentationIsHalfway() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let bounded = UIView()
        bounded.bounds = CGRect(x: 10, y: 10, width: 10, height: 10)
        t.window.addSubview(view)
        t.window.addSubview(bounded)
        UIView.animate(withDuration: 5, delay: 0, options: [], animations: {
            view.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
            view.alpha = 0.2
            bounded.bounds = CGRect(x: 20, y: 20, width: 20, height: 20)
        })
        #expect(view.frame == CGRect(x: 20, y: 20, width: 20, height: 20) && abs(view.alpha - 0.2) < 0.001)
        #expect(bounded.bounds == CGRect(x: 20, y: 20, width: 20, height: 20))
        t.run(for: 2.5)
        expectEqual(view.layer.presentation()?.frame ?? .null, CGRect(x: 15, y: 15, width: 15, height: 15), accuracy: 0.01)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? 0) - 0.6) < 0.01)
        expectEqual(bounded.layer.presentation()?.bounds ?? .null, CGRect(x: 15, y: 15, width: 15, height: 15), accuracy: 0.01)
    }

    /// `testDelay`: a 2-s fade after a 2-s delay is halfway at 3 s.
    @Test func aDelayedAnimationStartsAfterItsDelay() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        UIView.animate(withDuration: 2, delay: 2, options: [], animations: { view.alpha = 0 })
        t.run(for: 3)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01)
    }

    /// `testCompletion`, `testCompletionIsCalledOnlyOnce`, `testCreateAnimationsOnlyWhenPropertiesDiffer`: the
    /// completion runs once, finished, at the end — also when the block changed nothing (no animation is made).
    @Test func theCompletionRunsOnceFinishedEvenWhenNothingChanged() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 100, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        var finishes: [Bool] = []
        UIView.animate(withDuration: 5, delay: 0, options: [], animations: {
            view.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
            view.alpha = 0.3
            view.bounds.origin.x += 10
        }, completion: { finishes.append($0) })
        t.run(for: 10)
        #expect(finishes == [true])
        var unchanged: [Bool] = []
        UIView.animate(withDuration: 10, delay: 0, options: [], animations: { view.frame.origin.x = 20 },
                       completion: { unchanged.append($0) })
        #expect(view.layer.animationKeys()?.isEmpty ?? true)
        t.run(for: 10)
        #expect(unchanged == [true])
    }

    /// `testModifyLayerWhileAnimationIsInFlight`: a property set outside the animation shows its value at once
    /// while another property animates on.
    @Test func aPropertySetOutsideAnAnimationShowsAtOnce() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        UIView.animate(withDuration: 10, delay: 0, options: [], animations: { view.frame.origin.x = 200 })
        view.alpha = 0
        t.run(for: 5)
        #expect(view.layer.presentation()?.opacity == 0)
        #expect(abs((view.layer.presentation()?.frame.origin.x ?? 0) - 100) < 0.01)
    }
}

// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// Scroll-view behaviours that UIKitWeb's notes ("UIScrollView") and its `ScrollTests` and
/// `RefreshControlTests` record from an iPhone SE simulator on iOS 26; each test is ours, through the
/// public API. The rows are in Docs/Fidelity.md, "Behaviours checked against UIKitWeb's notes and suite".
@Suite struct UIKitWebSuiteScrollTests {
    /// Records the delegate calls that matter here, with `isTracking` at the end of deceleration.
    final class Log: UIScrollViewDelegate {
        var events: [String] = []
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("endDrag \(decelerate)")
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            events.append(scrollView.isTracking ? "endDecelerate (tracking)" : "endDecelerate")
        }
        var allowsScrollToTop = true
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            events.append("shouldScrollToTop")
            return allowsScrollToTop
        }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { events.append("didScrollToTop") }
    }

    /// A 200 × 300 scroll view over 2000 pt of content filling a window, as UIKitWeb's `ScrollTests` set it up.
    func scrollView(profile: PlatformProfile) -> (TestWorld, UIScrollView, Log) {
        let t = TestWorld(profile: profile, windowSize: CGSize(width: 200, height: 300))
        let scroll = UIScrollView(frame: t.window.bounds)
        scroll.contentSize = CGSize(width: 200, height: 2000)
        scroll.contentInsetAdjustmentBehavior = .never
        let log = Log()
        scroll.delegate = log
        t.window.addSubview(scroll)
        return (t, scroll, log)
    }

    // MARK: Momentum

    @Test func aFlickCarriesTheContentSlowerEachFrameUntilItRests() {
        let (t, scroll, log) = scrollView(profile: .iOS13)
        drag(scroll, from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 100), duration: 0.1)
        let released = scroll.contentOffset.y
        #expect(released > 100 && scroll.isDecelerating && log.events.contains("endDrag true"))
        t.run(for: 0.1)
        let first = scroll.contentOffset.y
        t.run(for: 0.1)
        let second = scroll.contentOffset.y
        #expect(first > released && second - first < first - released)   // slower each step
        t.run(for: 10)
        #expect(!scroll.isDecelerating && log.events.last == "endDecelerate")
    }

    /// UIKitWeb's `aTouchStopsTheMomentum`: a touch on a decelerating scroll view stops it and the delegate
    /// hears `scrollViewDidEndDecelerating` at once (iOS 13+, while `isTracking`); iOS 9–10 stopped it silently.
    @Test func aTouchCatchingTheMomentumEndsTheDecelerationOnIOS13() {
        for (profile, told) in [(PlatformProfile.iOS13, true), (.iOS11, false), (.iOS7, false)] {
            let (t, scroll, log) = scrollView(profile: profile)
            drag(scroll, from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 100), duration: 0.1)
            #expect(scroll.isDecelerating)
            t.run(for: 0.05)
            let caught = scroll.contentOffset.y
            let finger = UITouch(at: CGPoint(x: 100, y: 150), in: t.window, timestamp: t.now)
            t.window.sendEvent(UIEvent(touches: [finger], timestamp: t.now))
            #expect(!scroll.isDecelerating && scroll.isTracking, "\(profile)")
            #expect(log.events.last == (told ? "endDecelerate (tracking)" : "endDrag true"), "\(profile): \(log.events)")
            t.run(for: 0.2)
            #expect(scroll.contentOffset.y == caught, "\(profile)")           // the content stays where it was caught
            finger.update(phase: .ended, timestamp: t.now)
            t.window.sendEvent(UIEvent(touches: [finger], timestamp: t.now))
            #expect(log.events.filter { $0.hasPrefix("endDecelerate") }.count == (told ? 1 : 0), "\(profile)")
        }
    }

    @Test func theRubberBandShows46AndAHalfPointsForAPull100PointsPastTheTopOfA300PointView() {
        let (t, scroll, log) = scrollView(profile: .iOS13)
        scroll.beginPan(at: CGPoint(x: 100, y: 100))
        scroll.movePan(to: CGPoint(x: 100, y: 200))
        #expect(abs(scroll.contentOffset.y + 46.5) < 0.05)                   // (1 − 1/(100 × 0.55/300 + 1)) × 300
        scroll.endPan(velocity: .zero)                                       // no momentum: it springs back
        #expect(log.events.last == "endDrag true" && scroll.isDecelerating)
        t.run(for: 2)
        #expect(scroll.contentOffset.y == 0 && log.events.last == "endDecelerate")
    }

    @Test func theDecelerationRatesAreKeptPerMillisecond() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView().decelerationRate == .normal)
    }

    // MARK: Keyboard dismissal, scroll to top

    /// UIKitWeb's note: `.onDrag` resigns the first responder as a drag begins (Apple: "The keyboard is
    /// dismissed when a drag begins"); `.none` leaves it.
    @Test func onDragDismissesTheKeyboardWhenADragBegins() {
        for (mode, resigned) in [(UIScrollView.KeyboardDismissMode.onDrag, true), (.none, false)] {
            let (t, scroll, log) = scrollView(profile: .iOS13)
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 150, height: 34))
            scroll.superview?.addSubview(field)
            scroll.keyboardDismissMode = mode
            #expect(field.becomeFirstResponder())
            scroll.beginPan(at: CGPoint(x: 100, y: 250))
            #expect(field.isFirstResponder)                                 // a touch alone is no drag
            scroll.movePan(to: CGPoint(x: 100, y: 200))
            #expect(field.isFirstResponder == !resigned, "\(mode)")
            #expect(log.events.first == "willBeginDragging")
            scroll.endPan(velocity: .zero)
            withExtendedLifetime(t) {}                                      // the world outlives the checks
        }
    }

    @Test func aStatusBarTapAsksTheDelegateAndTellsItWhenTheTopIsReached() {
        let (t, scroll, log) = scrollView(profile: .iOS13)
        t.window.makeKeyAndVisible()
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        log.allowsScrollToTop = false
        _ = t.simulation.tapStatusBar()
        t.run(for: 1)
        #expect(scroll.contentOffset.y == 500 && log.events == ["shouldScrollToTop"])
        log.allowsScrollToTop = true
        _ = t.simulation.tapStatusBar()
        t.run(for: 1)
        #expect(scroll.contentOffset.y == 0 && log.events == ["shouldScrollToTop", "shouldScrollToTop", "didScrollToTop"])
    }

    // MARK: Zooming

    final class Zoomer: UIScrollViewDelegate {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    }

    /// UIKitWeb's `uikit/scroll/zoom`: the zoomed view scales about the content's origin (an 80 × 60 photo is
    /// 160 × 120 at 2 and 40 × 30 at ½) and the content size follows it; `zoom(to:)` picks the scale that fits.
    @Test func zoomingScalesAboutTheContentsOriginAndZoomToFitsTheRectangle() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 320, height: 480))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        scroll.addSubview(photo)
        scroll.contentSize = photo.frame.size
        let zoomer = Zoomer(photo)
        scroll.delegate = zoomer
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 4
        t.window.addSubview(scroll)
        scroll.zoomScale = 2
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 160, height: 120) && scroll.contentSize == CGSize(width: 160, height: 120))
        scroll.setZoomScale(0.5, animated: false)
        #expect(photo.frame == CGRect(x: 0, y: 0, width: 40, height: 30) && scroll.contentSize == CGSize(width: 40, height: 30))
        scroll.setZoomScale(9, animated: false)
        #expect(scroll.zoomScale == 4)                                       // within the limits

        let big = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        other.addSubview(big)
        other.contentSize = big.frame.size
        let bigZoomer = Zoomer(big)
        other.delegate = bigZoomer
        other.maximumZoomScale = 4
        t.window.addSubview(other)
        other.zoom(to: CGRect(x: 50, y: 50, width: 100, height: 75), animated: false)
        #expect(other.zoomScale == 2 && other.contentOffset == CGPoint(x: 100, y: 100))
    }

    // MARK: Inset adjustment

    /// A controller whose view is a scroll view over 2000 pt of content.
    final class ScrollController: UIViewController {
        let scroll = UIScrollView(frame: .zero)
        override func loadView() {
            scroll.contentSize = CGSize(width: 10, height: 2000)          // scrolls vertically only
            view = scroll
        }
    }

    /// UIKitWeb's note: `adjustedContentInset` is the content inset plus the safe area per
    /// `contentInsetAdjustmentBehavior` (`.never` nothing, `.always` all, `.scrollableAxes` the axes that scroll).
    @Test func adjustedContentInsetAddsTheSafeAreaPerBehaviour() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let controller = ScrollController()
        t.show(controller)
        let scroll = controller.scroll
        scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let safe = scroll.safeAreaInsets
        #expect(safe.top > 0 && safe.bottom > 0)
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10 + safe.top, left: safe.left, bottom: safe.bottom, right: safe.right))
        scroll.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 10 + safe.top, left: 0, bottom: safe.bottom, right: 0))
    }
}

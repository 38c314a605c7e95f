import Foundation

// Scrolling driven by real touches. As in UIKit, every scroll view has a pan gesture recognizer
// (`panGestureRecognizer`) and a recognizer that holds content touches back for a moment
// (`delaysContentTouches`): a finger that starts to scroll within `contentTouchDelay` never reaches
// the content; one that stays still (or lifts) reaches it late. UIKit's order for a touch on the
// content:
//   1. `touchesShouldBegin(_:with:in:)` just before the content gets `touchesBegan` (after the delay,
//      or at once without it); `false` keeps the content from the touch for good;
//   2. when the finger has moved far enough to scroll and the content is tracking the touch:
//      `canCancelContentTouches == false` → no scroll; otherwise `touchesShouldCancel(in:)` for the
//      content view (default `false` for a `Control`) → `false`: no scroll, the content keeps the touch;
//   3. the pan begins (`scrollViewWillBeginDragging`), and the content's touches are cancelled.
// A touch the content never started tracking (the pan began within the delay) is dropped silently.
//
// The pan's handler calls the same `beginPan(at:)` / `movePan(to:)` / `endPan(velocity:)` as the
// direct drag API (ScrollView+Dragging.swift): one code path for the physics, whether the fingers are
// real touches or a test's direct calls.
extension ScrollView {
    /// How long a scroll view holds a touch back from its content to see whether it scrolls:
    /// 0.15 s, what `-[UIScrollView _touchDelayForScrollDetection]` returns (decompiled iOS: UIKit's
    /// scroll-view clients return 0.15 with `_scrollHysteresis` 10.0; `UIScrollViewDelayedTouchesBeganGestureRecognizer`
    /// reads it for its timer).
    public static let contentTouchDelay: TimeInterval = 0.15

    /// The pan gesture recognizer that scrolls the content (UIKit's `panGestureRecognizer`): always the same
    /// recognizer. Add `require(toFail:)` relations or a delegate to it as in UIKit. An app may attach it to another
    /// view (`otherView.addGestureRecognizer(scrollView.panGestureRecognizer)`, the pattern of WWDC 2014 session 235,
    /// "Advanced Scrollviews and Touch Handling Techniques"): a finger on that view then scrolls this scroll view, and
    /// a finger on the scroll view no longer does. Removed from every view, it scrolls nothing.
    public var panGestureRecognizer: PanGestureRecognizer { scrollPan }

    /// Whether touches on the content are held back `contentTouchDelay` seconds to see whether they
    /// scroll. Default `true`, as UIKit's.
    ///
    /// An app may take the delaying recognizer off the scroll view (`gestureRecognizers = [panGestureRecognizer]`);
    /// then nothing delays the touches: this reads `false`, and setting it `true` is refused with an
    /// `.invalidValue` diagnostic (UIKit keeps the removed recognizer in an instance variable, and so does ViewTree,
    /// in the view's side table since bug 76; what UIKit's setter then does is not documented).
    public var delaysContentTouches: Bool {
        get { delayedTouchesRecognizer?.isEnabled ?? false }
        set {
            guard let recognizer = delayedTouchesRecognizer else {
                if newValue { reject(.invalidValue, "delaysContentTouches = true: the scroll view's delaying gesture recognizer was removed from it, so nothing can delay its touches; nothing changed") }
                return
            }
            recognizer.isEnabled = newValue
        }
    }

    /// Whether scrolling may take over touches the content is already tracking. Default `true`: the
    /// finger that moves far enough scrolls, and the content view gets `touchesCancelled` (if
    /// `touchesShouldCancel(in:)` agrees). When `false`, the scroll view does not scroll, however far
    /// the finger moves, once a view in the content has begun tracking it (Apple's documentation of
    /// `canCancelContentTouches`); a finger that scrolls before the content got it still scrolls.
    public var canCancelContentTouches: Bool {
        get { scrollPan.canCancelContentTouches }
        set { scrollPan.canCancelContentTouches = newValue }
    }

    /// The scroll view's own pan, with its scroll-view state (wherever it is attached).
    var scrollPan: ScrollViewPanGestureRecognizer { ownRecognizers.pan }

    /// The recognizer that delays touches, or `nil` when the app removed it (or attached it elsewhere).
    private var delayedTouchesRecognizer: ScrollViewDelayedTouchesRecognizer? {
        let delay = ownRecognizers.delay
        return delay.view === self ? delay : nil
    }

    /// Makes the scroll view's own recognizers on first need (a scroll view that is never touched
    /// never pays for them).
    func installScrollGestureRecognizers() { _ = ownRecognizers }

    /// The scroll view's own recognizers, made and attached on first need and kept in its side table from then on,
    /// as UIKit keeps them in instance variables: moved to another view or removed by the app, they are not made
    /// again (which gave a second pan and a second delaying recognizer, and a `panGestureRecognizer` that changed).
    var ownRecognizers: ScrollViewOwnRecognizers {
        if let own = extras?.scrollRecognizers { return own }
        let own = ScrollViewOwnRecognizers()
        own.pan.scrollView = self
        own.pan.addTarget(self, action: ScrollView.handlePan)
        layoutExtras.scrollRecognizers = own
        addGestureRecognizer(own.delay)
        addGestureRecognizer(own.pan)
        return own
    }

    /// The pan's action: the finger's position (window coordinates) drives the drag physics.
    func handlePan(_ pan: PanGestureRecognizer) {
        let p = pan.location(in: nil)
        switch pan.state {
        case .began:
            // Measured from where the pan began, not where the finger touched down: the content does
            // not jump by the hysteresis (UIKit's scroll view removes it from the translation).
            beginPan(at: p)
            movePan(to: p)
        case .changed:
            movePan(to: p)
        case .ended:
            endPan(velocity: pan.velocity(in: nil))
        case .cancelled:
            endPan(velocity: .zero)
        default:
            break
        }
    }
}

extension ScrollView {
    /// Step 2 of the order above: whether the pan may begin, given the content views tracking its touches.
    func contentTouchesAllowScrolling(_ pan: ScrollViewPanGestureRecognizer) -> Bool {
        var tracking: [View] = []
        for t in pan.trackedTouches where t.isDown && t.receivesViewDelivery && t.deliveredBeganToView
            && !t.cancelledForView && !t.endDeliveredToView {
            guard let v = t.storedView, v !== self, v.isDescendant(of: self), !tracking.contains(where: { $0 === v }) else { continue }
            tracking.append(v)
        }
        guard !tracking.isEmpty else { return true }
        guard pan.canCancelContentTouches else { return false }
        // One view saying no keeps the touch with the content (asked in the order the touches began).
        for v in tracking where !touchesShouldCancel(in: v) { return false }
        return true
    }

    /// Step 1 of the order above: before the content gets `touchesBegan`, every scroll view around the
    /// touched view (nearest first) is asked `touchesShouldBegin(_:with:in:)` for its touches; a `false`
    /// keeps the touches from the view for good.
    static func askContentTouchesShouldBegin(_ touches: [Touch], with event: Event) {
        var groups: [(View, [Touch])] = []
        for t in touches where t.receivesViewDelivery {
            guard let v = t.storedView else { continue }
            if let i = groups.firstIndex(where: { $0.0 === v }) { groups[i].1.append(t) } else { groups.append((v, [t])) }
        }
        for (view, list) in groups {
            var ancestor = view.superview
            while let current = ancestor {
                if let scrollView = current as? ScrollView, !scrollView.touchesShouldBegin(Set(list), with: event, in: view) {
                    for t in list { t.receivesViewDelivery = false }
                    break
                }
                ancestor = current.superview
            }
        }
    }
}

/// A scroll view's own gesture recognizers (UIKit's `_pan`, `_touchDelayGestureRecognizer` and `_pinch` instance
/// variables), in its side table (`ViewExtras.scrollRecognizers`).
final class ScrollViewOwnRecognizers {
    let delay = ScrollViewDelayedTouchesRecognizer()
    let pan = ScrollViewPanGestureRecognizer()
    /// The pinch, while the zoom limits differ.
    var pinch: ScrollViewPinchGestureRecognizer?
    /// A `RefreshControl` added with `addSubview(_:)` rather than set as `refreshControl`, which a pull drives too
    /// (`ScrollView.pullToRefreshControl`). Kept here because only a scroll view that is dragged needs it.
    weak var subviewRefreshControl: RefreshControl?
}

/// The scroll view's pan: touching down stops a fling (`beginPan`), and a touch that lifts without
/// panning ends the tracking. It also holds the scroll view's touch state that has no other home:
/// `canCancelContentTouches`, and the finger the direct drag API plays (ScrollView+FingerDrag.swift).
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?
    /// `ScrollView.canCancelContentTouches`.
    var canCancelContentTouches = true
    /// The finger `ScrollView.drag(from:to:duration:releaseVelocity:)` is playing, and its frame timer.
    var scriptedFinger: Touch?
    var scriptedTimer: VirtualTimer?
    /// The velocity that drag asked the finger to lift at: `velocity(in:)` reports it once the pan ended.
    var scriptedReleaseVelocity: CGPoint?

    override func libraryShouldBegin() -> Bool {
        scrollView?.contentTouchesAllowScrolling(self) ?? true
    }

    override func velocity(in view: View?) -> CGPoint {
        if storedState == .ended, let v = scriptedReleaseVelocity, trackedTouches.allSatisfy({ $0 === scriptedFinger }) { return v }
        return super.velocity(in: view)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        if let scrollView, !scrollView.isTracking, storedState == .possible {
            scrollView.beginPan(at: location(in: nil))
        }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if let scrollView, storedState == .possible, !scrollView.isScrollEnabled {
            state = .failed
            return
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        scriptedReleaseVelocity = nil
        // A touch that only stopped a fling, or a pan that another recognizer prevented.
        if let scrollView, scrollView.isTracking { scrollView.endPan(velocity: .zero) }
    }
}

/// UIKit's `UIScrollViewDelayedTouchesBeganGestureRecognizer`: never recognizes; it holds the
/// content's `touchesBegan` back until it fails, `contentTouchDelay` after touch-down or when the
/// finger lifts (a scroll that begins first cancels the touch in the content instead).
final class ScrollViewDelayedTouchesRecognizer: GestureRecognizer {
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard timers.isEmpty else { return }
        startTimer(after: ScrollView.contentTouchDelay) { $0.state = .failed }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if !trackedTouches.contains(where: \.isDown) { state = .failed }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { state = .failed }

    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }
}

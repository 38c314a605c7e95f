import Foundation

// Scrolling driven by real touches. As in UIKit, every scroll view has a pan gesture recognizer
// (`panGestureRecognizer`) and a recognizer that holds content touches back for a moment
// (`delaysContentTouches`): a finger that starts to scroll within `contentTouchDelay` never reaches
// the content; one that stays still (or lifts) reaches it late. When the pan begins, the content's
// touches are cancelled (`canCancelContentTouches`).
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

    /// The pan gesture recognizer that scrolls the content (UIKit's `panGestureRecognizer`).
    /// Add `require(toFail:)` relations or a delegate to it as in UIKit; do not move it to another view.
    public var panGestureRecognizer: PanGestureRecognizer {
        installScrollGestureRecognizers()
        return attachedGestureRecognizers.lazy.compactMap { $0 as? ScrollViewPanGestureRecognizer }.first!
    }

    /// Whether touches on the content are held back `contentTouchDelay` seconds to see whether they
    /// scroll. Default `true`, as UIKit's.
    public var delaysContentTouches: Bool {
        get { delayedTouchesRecognizer.isEnabled }
        set { delayedTouchesRecognizer.isEnabled = newValue }
    }

    /// Whether the content's touches are cancelled when scrolling begins. Default `true`. When
    /// `false`, a touch the content already has keeps going to it as the content scrolls.
    public var canCancelContentTouches: Bool {
        get { panGestureRecognizer.cancelsTouchesInView }
        set { panGestureRecognizer.cancelsTouchesInView = newValue }
    }

    private var delayedTouchesRecognizer: ScrollViewDelayedTouchesRecognizer {
        installScrollGestureRecognizers()
        return attachedGestureRecognizers.lazy.compactMap { $0 as? ScrollViewDelayedTouchesRecognizer }.first!
    }

    /// Makes the scroll view's own recognizers on first need (a scroll view that is never touched
    /// never pays for them).
    func installScrollGestureRecognizers() {
        guard !attachedGestureRecognizers.contains(where: { $0 is ScrollViewPanGestureRecognizer }) else { return }
        let delay = ScrollViewDelayedTouchesRecognizer()
        let pan = ScrollViewPanGestureRecognizer()
        pan.scrollView = self
        pan.addTarget(self, action: ScrollView.handlePan)
        addGestureRecognizer(delay)
        addGestureRecognizer(pan)
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

/// The scroll view's pan: touching down stops a fling (`beginPan`), and a touch that lifts without
/// panning ends the tracking.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

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
        // A touch that only stopped a fling, or a pan that another recognizer prevented.
        if let scrollView, scrollView.isTracking { scrollView.endPan(velocity: .zero) }
    }
}

/// UIKit's `UIScrollViewDelayedTouchesBeganGestureRecognizer`: never recognizes; it holds the
/// content's `touchesBegan` back until it fails, `contentTouchDelay` after touch-down or when the
/// finger lifts (a scroll that begins first cancels the touch in the content instead).
final class ScrollViewDelayedTouchesRecognizer: GestureRecognizer {
    override init() {
        super.init()
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

import Foundation

/// `UIPanGestureRecognizer`: fingers dragging (continuous). It begins once the centroid of at least
/// `minimumNumberOfTouches` fingers has moved `hysteresis` points, changes as they move, and ends
/// when they lift.
open class PanGestureRecognizer: GestureRecognizer {
    /// How far the fingers move before the pan begins: 10 points, what
    /// `+[UIPanGestureRecognizer _defaultHysteresis]` returns (read with LLDB on iOS, in a public
    /// repository's notes), and UIScrollView's `_scrollHysteresis` (10.0). UIKit-cross-platform uses
    /// 5; it is not a device dump, so UIKit's 10 is used.
    public static let hysteresis: CGFloat = 10

    /// Minimum fingers. Default 1 (Apple's documentation).
    public var minimumNumberOfTouches = 1 {
        didSet { if minimumNumberOfTouches < 1 { reject("minimumNumberOfTouches", minimumNumberOfTouches); minimumNumberOfTouches = oldValue } }
    }
    /// Maximum fingers. Default `Int.max` (UIKit's `NSUIntegerMax`).
    public var maximumNumberOfTouches = Int.max {
        didSet { if maximumNumberOfTouches < 1 { reject("maximumNumberOfTouches", maximumNumberOfTouches); maximumNumberOfTouches = oldValue } }
    }

    /// The centroid where the translation is measured from (window coordinates).
    private var origin: CGPoint?
    private var lastCentroid: CGPoint?
    private var lastTime: TimeInterval = 0
    private var velocityInWindow = CGPoint.zero
    private var touchCount = 0

    override var isContinuous: Bool { true }

    /// The translation of the fingers since the pan began (or since `setTranslation`), in `view`'s
    /// coordinate system (the window's for `nil`): the window-space vector mapped through the
    /// transforms between the window and `view`, so a view scaled by 2 reads half of it
    /// (`PanGestureRecognizer.measuresInViewCoordinates`).
    public func translation(in view: View?) -> CGPoint {
        guard let origin, let last = lastCentroid else { return .zero }
        return PanGestureRecognizer.vector(CGPoint(x: last.x - origin.x, y: last.y - origin.y), fromWindowTo: view)
    }

    /// Sets the translation, given in `view`'s coordinate system (the origin moves so that
    /// `translation(in: view)` reads `translation`); the velocity restarts. Non-finite values are rejected.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        guard translation.x.isFinite, translation.y.isFinite else { reject("translation", UIKitFormat.point(translation)); return }
        guard let last = lastCentroid else { return }
        let inWindow = PanGestureRecognizer.vector(translation, fromViewToWindow: view)
        origin = CGPoint(x: last.x - inWindow.x, y: last.y - inWindow.y)
        velocityInWindow = .zero
    }

    /// The velocity of the fingers, in points per second in `view`'s coordinate system: the last
    /// movement over its time (Chameleon's UIPanGestureRecognizer computes it the same way).
    public func velocity(in view: View?) -> CGPoint {
        PanGestureRecognizer.vector(velocityInWindow, fromWindowTo: view)
    }

    /// Whether `translation(in:)`, `setTranslation(_:in:)` and `velocity(in:)` measure in the given
    /// view's coordinate system, through its transforms and those of its superviews (`true`). Apple's
    /// documentation: `translation(in:)` "Interprets the pan gesture in the coordinate system of the
    /// specified view"; `setTranslation(_:in:)` "Sets the translation value in the coordinate system of
    /// the specified view"; NSPanGestureRecognizer's: "The view's transform is applied to the distance values".
    public static let measuresInViewCoordinates = true

    /// A window-space vector in `view`'s coordinates (the linear part of the window-to-view mapping).
    static func vector(_ v: CGPoint, fromWindowTo view: View?) -> CGPoint {
        guard measuresInViewCoordinates, let view else { return v }
        let a = view.convert(CGPoint.zero, from: nil), b = view.convert(v, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// A vector in `view`'s coordinates in window space.
    static func vector(_ v: CGPoint, fromViewToWindow view: View?) -> CGPoint {
        guard measuresInViewCoordinates, let view else { return v }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(v, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        let down = trackedTouches.filter(\.isDown)
        if down.count > maximumNumberOfTouches {
            if storedState == .possible { state = .failed }
            return
        }
        rebase(down, time: event.timestamp)
        if origin == nil { origin = lastCentroid }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let down = trackedTouches.filter(\.isDown)
        guard !down.isEmpty else { return }
        let c = windowCentroid(down)
        let dt = event.timestamp - lastTime
        if let last = lastCentroid, dt > 0 {
            velocityInWindow = CGPoint(x: (c.x - last.x) / dt, y: (c.y - last.y) / dt)
        }
        lastCentroid = c
        lastTime = event.timestamp
        switch storedState {
        case .possible:
            guard down.count >= minimumNumberOfTouches, let origin, distance(c, origin) >= PanGestureRecognizer.hysteresis else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        let down = trackedTouches.filter(\.isDown)
        if down.isEmpty || (isInProgress && down.count < minimumNumberOfTouches) {
            if isInProgress { state = .ended } else { state = .failed }
            return
        }
        rebase(down, time: event.timestamp)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if isInProgress { state = .cancelled } else { state = .failed }
    }

    open override func reset() {
        super.reset()
        origin = nil
        lastCentroid = nil
        velocityInWindow = .zero
        touchCount = 0
    }

    /// The set of fingers changed: keep the translation continuous (the centroid jumps).
    private func rebase(_ down: [Touch], time: TimeInterval) {
        let c = windowCentroid(down)
        if let origin, let last = lastCentroid, down.count != touchCount {
            self.origin = CGPoint(x: origin.x + (c.x - last.x), y: origin.y + (c.y - last.y))
        }
        touchCount = down.count
        lastCentroid = c
        lastTime = time
    }
}

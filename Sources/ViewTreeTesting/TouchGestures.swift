import Foundation
import ViewTree

/// How the finger helpers (`tap`, `drag`, …) move, in virtual time. These are the helpers' own
/// choices (a quick, ordinary finger), not UIKit numbers: each is well inside UIKit's limits
/// (a tap is lifted long before `TapGestureRecognizer.maximumTapDuration`, the two taps of a double
/// tap come well within `maximumIntervalBetweenSuccessiveTaps`).
public enum FingerTiming {
    /// How long a tap's finger stays down: 0.05 s.
    public static let tapHold: TimeInterval = 0.05
    /// The pause between the two taps of `doubleTap`: 0.1 s.
    public static let doubleTapGap: TimeInterval = 0.1
    /// `longPress`'s default hold: 1 s (twice UIKit's 0.5 s `minimumPressDuration`).
    public static let longPressHold: TimeInterval = 1
    /// `drag`'s default duration: 0.25 s.
    public static let dragDuration: TimeInterval = 0.25
    /// A swipe's travel (points) and duration: 120 points in 0.1 s (above the 50 points a swipe
    /// needs, well within its 0.5 s).
    public static let swipeDistance: CGFloat = 120
    /// A swipe's duration.
    public static let swipeDuration: TimeInterval = 0.1
    /// A pinch's duration: 0.3 s; its fingers start 100 points apart.
    public static let pinchDuration: TimeInterval = 0.3
    /// The fingers' distance when a pinch starts.
    public static let pinchStartSpan: CGFloat = 100
}

/// Why a view cannot be touched (the checks behind the finger helpers' failures).
public enum TouchCheck {
    /// `nil` when a finger at `point` (in `view`'s coordinates; the centre of its bounds when `nil`)
    /// reaches `view` (or one of its subviews); otherwise the reason, naming the view: not in a
    /// window, the window hidden, the view or an ancestor hidden, alpha below 0.01, user interaction
    /// disabled, the point outside the window or outside an ancestor's bounds, or covered by another view.
    public static func reasonUntouchable(_ view: View, at point: CGPoint? = nil) -> String? {
        let name = describe(view)
        guard let window = view.window else { return "\(name) is not in a window" }
        if window.isHidden { return "\(name) is in a hidden window (call makeKeyAndVisible())" }
        var v: View? = view
        while let current = v {
            let whose = current === view ? name : "its ancestor \(describe(current))"
            if current.isHidden { return "\(whose) is hidden" }
            if current.alpha < View.hitTestMinimumAlpha { return "\(whose) has alpha \(UIKitFormat.number(current.alpha)) (below 0.01, so hit testing skips it)" }
            if !current.isUserInteractionEnabled { return "\(whose) has isUserInteractionEnabled == false" }
            v = current.superview
        }
        let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        guard local.x.isFinite, local.y.isFinite else { return "the point \(UIKitFormat.point(local)) is not finite" }
        let inWindow = view.convert(local, to: window)
        if !window.point(inside: inWindow, with: nil) {
            return "\(name) is outside the window: the point \(UIKitFormat.point(inWindow)) is not in the window's bounds \(UIKitFormat.rect(window.bounds))"
        }
        v = view
        while let current = v, current !== window {
            let p = window.convert(inWindow, to: current)
            if !current.point(inside: p, with: nil) {
                let whose = current === view ? "the point \(UIKitFormat.point(local)) is outside \(name)'s bounds" : "\(name) lies outside its ancestor \(describe(current))'s bounds there"
                return "\(whose), so hit testing does not reach it"
            }
            v = current.superview
        }
        guard let hit = window.hitTest(inWindow, with: nil) else { return "hit testing at \(UIKitFormat.point(inWindow)) finds no view" }
        var h: View? = hit
        while let current = h {
            if current === view { return nil }
            h = current.superview
        }
        return "\(name) is covered by \(describe(hit)) at \(UIKitFormat.point(inWindow)) (window coordinates)"
    }

    /// `Label "Save"` / `View (id "feed")` / `View (tag 3)` with the frame.
    public static func describe(_ view: View) -> String {
        var s = String(describing: type(of: view))
        if let id = view.accessibilityIdentifier { s += " \"\(id)\"" } else if let label = view.accessibilityLabel { s += " '\(label)'" }
        if view.tag != 0 { s += " (tag \(view.tag))" }
        return s + " \(UIKitFormat.rect(view.frame))"
    }
}

/// Plays one or more fingers on a window, through `Window.sendEvent(_:)`, on the window's clock.
struct FingerPlayer {
    let window: Window
    let world: Simulation

    /// Fingers down at `points` (window coordinates).
    func down(_ points: [CGPoint]) -> [Touch] {
        let touches = points.map { Touch(at: $0, in: window, timestamp: world.now) }
        window.sendEvent(Event(touches: touches, timestamp: world.now))
        return touches
    }

    func move(_ touches: [Touch], to points: [CGPoint]) {
        for (t, p) in zip(touches, points) { t.update(phase: .moved, location: p, timestamp: world.now) }
        window.sendEvent(Event(touches: touches, timestamp: world.now))
    }

    func up(_ touches: [Touch]) {
        for t in touches { t.update(phase: .ended, timestamp: world.now) }
        window.sendEvent(Event(touches: touches, timestamp: world.now))
    }

    /// Moves the fingers linearly from `from` to `to` over `duration`, one move per display frame.
    func glide(_ touches: [Touch], from: [CGPoint], to: [CGPoint], duration: TimeInterval) {
        let frame = 1 / Double(max(1, world.framesPerSecond))
        let steps = max(1, Int((duration / frame).rounded(.up)))
        for i in 1...steps {
            world.run(for: duration / Double(steps))
            let t = CGFloat(i) / CGFloat(steps)
            move(touches, to: zip(from, to).map { a, b in CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) })
        }
    }
}

/// Finds the player for `view`, or records why the view cannot be touched.
private func player(for view: View, at point: CGPoint?, _ helper: String,
                    _ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) -> (FingerPlayer, CGPoint)? {
    if let reason = TouchCheck.reasonUntouchable(view, at: point) {
        recordFailure("\(helper) cannot touch \(TouchCheck.describe(view)): \(reason)", fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
    guard let window = view.window, let world = window.simulation else {
        recordFailure("\(helper): \(TouchCheck.describe(view)) is in no world, so it has no clock", fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
    let local = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    return (FingerPlayer(window: window, world: world), view.convert(local, to: window))
}

/// Taps `view` with one finger at `point` (its coordinates; the centre by default): down, held
/// `FingerTiming.tapHold` seconds of virtual time, up, through `sendEvent`. Records a failure naming
/// the view and the reason when it cannot be touched, and returns `false`.
@discardableResult
public func tap(_ view: View, at point: CGPoint? = nil,
                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) -> Bool {
    guard let (p, w) = player(for: view, at: point, "tap", fileID, filePath, line, column) else { return false }
    let touches = p.down([w])
    p.world.run(for: FingerTiming.tapHold)
    p.up(touches)
    return true
}

/// Two taps `FingerTiming.doubleTapGap` apart (the second touch has `tapCount` 2).
@discardableResult
public func doubleTap(_ view: View, at point: CGPoint? = nil,
                      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) -> Bool {
    guard let (p, w) = player(for: view, at: point, "doubleTap", fileID, filePath, line, column) else { return false }
    for i in 0..<2 {
        if i == 1 { p.world.run(for: FingerTiming.doubleTapGap) }
        let touches = p.down([w])
        p.world.run(for: FingerTiming.tapHold)
        p.up(touches)
    }
    return true
}

/// Holds one finger still on `view` for `duration` seconds of virtual time, then lifts it.
@discardableResult
public func longPress(_ view: View, duration: TimeInterval = FingerTiming.longPressHold, at point: CGPoint? = nil,
                      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) -> Bool {
    guard duration.isFinite, duration >= 0 else {
        recordFailure("longPress: the duration \(duration) is not a finite, non-negative number of seconds", fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }
    guard let (p, w) = player(for: view, at: point, "longPress", fileID, filePath, line, column) else { return false }
    let touches = p.down([w])
    p.world.run(for: duration)
    p.up(touches)
    return true
}

/// Drags one finger from `start` to `end` (in `view`'s coordinates) over `duration` seconds of
/// virtual time, one move per display frame, and lifts it there (moving at the drag's speed, so a
/// scroll view flings).
@discardableResult
public func drag(_ view: View, from start: CGPoint, to end: CGPoint, duration: TimeInterval = FingerTiming.dragDuration,
                 fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                 line: UInt = #line, column: UInt = #column) -> Bool {
    guard duration.isFinite, duration > 0, end.x.isFinite, end.y.isFinite else {
        recordFailure("drag: the duration must be positive and the end point finite (got \(duration), \(UIKitFormat.point(end)))", fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }
    guard let (p, w) = player(for: view, at: start, "drag", fileID, filePath, line, column) else { return false }
    let wEnd = view.convert(end, to: p.window)
    let touches = p.down([w])
    p.glide(touches, from: [w], to: [wEnd], duration: duration)
    p.up(touches)
    return true
}

/// Swipes across the centre of `view` in `direction` (one direction: `.right`, `.left`, `.up` or
/// `.down`): `FingerTiming.swipeDistance` points in `FingerTiming.swipeDuration` seconds.
@discardableResult
public func swipe(_ view: View, direction: SwipeGestureRecognizer.Direction,
                  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                  line: UInt = #line, column: UInt = #column) -> Bool {
    let c = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    let h = FingerTiming.swipeDistance / 2
    let (from, to): (CGPoint, CGPoint)
    switch direction {
    case .right: (from, to) = (CGPoint(x: c.x - h, y: c.y), CGPoint(x: c.x + h, y: c.y))
    case .left: (from, to) = (CGPoint(x: c.x + h, y: c.y), CGPoint(x: c.x - h, y: c.y))
    case .up: (from, to) = (CGPoint(x: c.x, y: c.y + h), CGPoint(x: c.x, y: c.y - h))
    case .down: (from, to) = (CGPoint(x: c.x, y: c.y - h), CGPoint(x: c.x, y: c.y + h))
    default:
        recordFailure("swipe: give one direction (.right, .left, .up or .down), got raw value \(direction.rawValue)", fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }
    // The finger starts at the centre's side; the view must be touchable where it starts.
    guard let (p, w) = player(for: view, at: from, "swipe", fileID, filePath, line, column) else { return false }
    let touches = p.down([w])
    p.glide(touches, from: [w], to: [view.convert(to, to: p.window)], duration: FingerTiming.swipeDuration)
    p.up(touches)
    return true
}

/// Pinches on the centre of `view`: two fingers `FingerTiming.pinchStartSpan` apart move
/// symmetrically until their distance is `scale` times that, over `FingerTiming.pinchDuration`.
@discardableResult
public func pinch(_ view: View, scale: CGFloat,
                  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                  line: UInt = #line, column: UInt = #column) -> Bool {
    guard scale.isFinite, scale > 0 else {
        recordFailure("pinch: the scale must be a positive number, got \(scale)", fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }
    guard let (p, c) = player(for: view, at: nil, "pinch", fileID, filePath, line, column) else { return false }
    let h = FingerTiming.pinchStartSpan / 2
    let start = [CGPoint(x: c.x - h, y: c.y), CGPoint(x: c.x + h, y: c.y)]
    let end = [CGPoint(x: c.x - h * scale, y: c.y), CGPoint(x: c.x + h * scale, y: c.y)]
    let touches = p.down(start)
    p.glide(touches, from: start, to: end, duration: FingerTiming.pinchDuration)
    p.up(touches)
    return true
}

import Foundation

// Touch tracking: UIControl's touch handling (the order of Chameleon's `UIControl`, which follows
// UIKit's documentation of the tracking methods), with UIKit's expanded tracking bounds (70 pt) for
// "inside". The control highlights when the touch goes down and while it is inside, sends
// `touchDown` (+ `touchDownRepeat` for a repeated tap), drag events while it moves, and
// `touchUpInside` or `touchUpOutside` when it lifts.
extension Control {
    /// Whether `point` (in the control's coordinates) counts as inside for tracking.
    func isInsideForTracking(_ point: CGPoint) -> Bool {
        expandedTrackingBounds.containsUIKitPoint(point)
    }

    func handleTouchesBegan(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        guard trackedTouch == nil, storedEnabled, let touch = Control.first(of: touches) else { return }
        trackedTouch = touch
        touchInsideFlag = true
        isHighlighted = true
        trackingFlag = beginTracking(touch, with: event)
        if trackingFlag {
            var events: Event = .touchDown
            if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
            sendActions(for: events, with: event)
        }
    }

    func handleTouchesMoved(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = touchInsideFlag
        touchInsideFlag = isInsideForTracking(touch.location(in: self))
        if trackingFlag {
            trackingFlag = continueTracking(touch, with: event)
            if trackingFlag {
                var events: Event = touchInsideFlag ? .touchDragInside : .touchDragOutside
                if !wasInside, touchInsideFlag { events.insert(.touchDragEnter) }
                if wasInside, !touchInsideFlag { events.insert(.touchDragExit) }
                sendActions(for: events, with: event)
            }
        }
        isHighlighted = touchInsideFlag
    }

    func handleTouchesEnded(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        touchInsideFlag = isInsideForTracking(touch.location(in: self))
        let wasTracking = trackingFlag
        let inside = touchInsideFlag
        isHighlighted = false
        trackedTouch = nil
        if wasTracking {
            endTracking(touch, with: event)
            trackingFlag = false
            if inside, showsMenuOnTap {
                // A control whose menu is its primary action shows the menu instead of sending its tap events.
                showMenuAsPrimaryAction(with: event)
            } else {
                if inside { didTapInside(touch, with: event) }
                sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
                if inside, sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered, with: event) }
            }
        }
        trackingFlag = false
        touchInsideFlag = false
    }

    func handleTouchesCancelled(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        let wasTracking = trackingFlag
        trackingFlag = false
        touchInsideFlag = false
        isHighlighted = false
        if wasTracking {
            cancelTracking(with: event)
            sendActions(for: .touchCancel, with: event)
        }
    }

    /// Tracking stopped by the system (the control was disabled or left its window): cancel.
    func cancelTrackingFromSystem() {
        guard trackedTouch != nil || trackingFlag else { return }
        let wasTracking = trackingFlag
        trackedTouch = nil
        trackingFlag = false
        touchInsideFlag = false
        isHighlighted = false
        if wasTracking {
            cancelTracking(with: nil)
            sendActions(for: .touchCancel, with: nil)
        }
    }

    /// The first touch of a set in a deterministic order (earliest timestamp, then location).
    static func first(of touches: Set<Touch>) -> Touch? {
        touches.min { a, b in
            if a.timestamp != b.timestamp { return a.timestamp < b.timestamp }
            let pa = a.location(in: nil), pb = b.location(in: nil)
            return pa.x != pb.x ? pa.x < pb.x : pa.y < pb.y
        }
    }
}

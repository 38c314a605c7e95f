import Foundation

// Touch tracking: the state changes and events of UIControl's touch handling, as Chameleon's
// `UIControl` implements them and UIKit documents them, with UIKit's expanded tracking bounds.
extension Control {
    /// Whether `point` (in the control's coordinates) counts as inside for tracking.
    func isInsideForTracking(_ point: CGPoint) -> Bool {
        expandedTrackingBounds.containsUIKitPoint(point)
    }

    /// Tracking stopped by the system (the control was disabled or left its window): cancel.
    func cancelTrackingFromSystem() {
        guard trackingFlag else { return }
        trackingFlag = false
        touchInsideFlag = false
        isHighlighted = false
        sendActions(for: .touchCancel, with: nil)
    }
}

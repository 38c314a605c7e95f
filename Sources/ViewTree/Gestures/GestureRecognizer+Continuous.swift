import Foundation

// The steps the continuous two-finger recognizers (pinch, rotation) share.
extension GestureRecognizer {
    /// The two fingers down now (`touchesBegan`); `nil` when there are fewer, or when a third finger came down,
    /// which ends a gesture in progress and fails one that has not begun.
    func twoFingersDown() -> [Touch]? {
        let down = trackedTouches.filter(\.isDown)
        if down.count > 2 {
            if isInProgress { state = .ended } else { state = .failed }
            return nil
        }
        return down.count == 2 ? down : nil
    }

    /// The measure changed: a possible gesture begins, one in progress changes.
    func advanceContinuousGesture() {
        switch storedState {
        case .possible: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// A finger lifted: a gesture in progress ends; one that never began fails once no finger is down.
    func endContinuousGestureOnLift() {
        if isInProgress { state = .ended } else if !trackedTouches.contains(where: \.isDown) { state = .failed }
    }

    /// The touches were cancelled: a gesture in progress is cancelled, one that never began fails.
    func cancelContinuousGesture() {
        if isInProgress { state = .cancelled } else { state = .failed }
    }
}

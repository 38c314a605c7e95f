import Foundation

extension Simulation {
    /// The user shakes the device: `motionBegan(.motionShake, with:)` then `motionEnded(.motionShake, with:)` (both
    /// with an event of type `.motion`) go to the key window's first responder, or to the key window when nothing
    /// is first responder, and up the responder chain from there (UIResponder's documentation: motion events go to
    /// the first responder; a controller that wants them becomes it, the usual `canBecomeFirstResponder` idiom).
    /// Returns whether a window received it (`false` without a key window).
    @discardableResult
    public func shake() -> Bool {
        guard let window = keyWindow else { return false }
        let target: Responder = window.firstResponder ?? window
        let event = Event(type: .motion, subtype: .motionShake, timestamp: now)
        target.motionBegan(.motionShake, with: event)
        target.motionEnded(.motionShake, with: event)
        return true
    }
}

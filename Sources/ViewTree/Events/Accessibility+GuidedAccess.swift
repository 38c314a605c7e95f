import Foundation

// Guided Access, which only a supervised device (one managed by its organisation, with the app allowed by its
// mobile device management profile) lets an app start by itself.
extension Accessibility {
    /// `UIAccessibility.isGuidedAccessEnabled`: `false`, as on every device not in a Guided Access session; a world
    /// never starts one (`requestGuidedAccessSession(enabled:completionHandler:)`).
    public static var isGuidedAccessEnabled: Bool { false }

    /// `UIAccessibility.requestGuidedAccessSession(enabled:completionHandler:)` (iOS 7): refused, `completionHandler`
    /// gets `false` on the next run-loop turn of the current world (at once with no world). A world's device is not
    /// supervised, and "devices are not supervised by default": the answer a device gives (xamarin-macios,
    /// `tests/monotouch-test/UIKit/AccessibilityTest.cs`, `RequestGuidedAccessSession`, run on devices).
    public static func requestGuidedAccessSession(enabled: Bool, completionHandler: @escaping (Bool) -> Void) {
        Simulation.performOnNextTurn(of: Simulation.current) { completionHandler(false) }
    }
}

import Foundation
import ViewTree

/// `UIBackgroundTaskIdentifier`: the identifier of a background task (ViewTree's `BackgroundTaskRecord`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    /// The raw identifier.
    public let rawValue: Int
    /// `init(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `UIBackgroundTaskIdentifier.invalid` (`UIBackgroundTaskInvalid`): no task; raw value 0.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: BackgroundTaskRecord.invalidIdentifier)
}

extension UIApplication {
    /// `beginBackgroundTask(expirationHandler:)`: begins a background task in the world's app
    /// (`simulation.application.backgroundTasks`), with no name. With no world, `.invalid`, as UIKit answers
    /// when running in the background is not possible.
    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// `beginBackgroundTask(withName:expirationHandler:)`: begins a named background task. A test plays the
    /// system running out of time with `simulation.application.backgroundTasks.expireAll()`.
    public func beginBackgroundTask(withName taskName: String?,
                                    expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        guard let simulation else { return .invalid }
        return UIBackgroundTaskIdentifier(rawValue: simulation.application.backgroundTasks
            .begin(name: taskName, expirationHandler: handler))
    }

    /// `endBackgroundTask(_:)`: ends the task. Ending a task that is not open (`.invalid`, never begun, or
    /// already ended) changes nothing and is reported, as UIKit logs "Can't end BackgroundTask: no background
    /// task exists with identifier …".
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        guard let simulation else { return }
        if !simulation.application.backgroundTasks.end(identifier.rawValue) {
            simulation.report(Diagnostic(code: .invalidValue, subject: "UIApplication",
                message: "endBackgroundTask: no background task exists with identifier \(identifier.rawValue), "
                    + "or it may have already been ended; nothing done"))
        }
    }

    /// `backgroundTimeRemaining`: very large (`Double.greatestFiniteMagnitude`) in the foreground; in the
    /// background, the world's `backgroundTimeAllowance` (ViewTree's `ApplicationRecord.backgroundTimeRemaining`).
    public var backgroundTimeRemaining: TimeInterval {
        simulation?.application.backgroundTimeRemaining ?? BackgroundTaskRecord.foregroundTimeRemaining
    }
}

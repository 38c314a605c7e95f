import Foundation

/// The background tasks of a world's app: what `UIApplication.beginBackgroundTask(withName:expirationHandler:)`
/// began and `endBackgroundTask(_:)` has not ended yet. A background task is an assertion ("don't suspend me")
/// rather than work: the app does the work and ends the task. ViewTree suspends nothing, so the record only
/// keeps the tasks, and a test plays the system running out of time with `expireAll()`, which calls each open
/// task's expiration handler as UIKit does "shortly before the app's remaining background time reaches 0"
/// (`beginBackgroundTask(expirationHandler:)` documentation).
public final class BackgroundTaskRecord {
    /// One open task: its identifier and the name it was begun with.
    public struct Task: Sendable, Hashable {
        /// The identifier (`UIBackgroundTaskIdentifier.rawValue`): 1, 2, … in the order begun, never 0
        /// (`BackgroundTaskRecord.invalidIdentifier`).
        public let identifier: Int
        /// The name given to `beginBackgroundTask(withName:expirationHandler:)`, `nil` for none.
        public let name: String?
    }

    /// `UIBackgroundTaskIdentifier.invalid`'s raw value, 0 (`UIBackgroundTaskInvalid`, UIApplication.h), which
    /// no task gets.
    public static let invalidIdentifier = 0

    /// `backgroundTimeRemaining` in the foreground: `Double.greatestFiniteMagnitude` (DBL_MAX). Apple's
    /// documentation: "While the app is running in the foreground, the value in this property remains suitably
    /// large"; a device logs 1.797693134862316e+308 (Apple Developer Forums, thread 391799).
    public static let foregroundTimeRemaining = Double.greatestFiniteMagnitude

    /// The time a backgrounded app's tasks get, in seconds: 30, the limit Apple's Quinn measured on iOS 13 in
    /// Apple Developer Forums thread 391799 (the task "ran for 30 seconds" in the background; 180 s before iOS
    /// 13, 600 s before iOS 7). Apple documents no figure, so a test may change it.
    public static let defaultBackgroundTimeAllowance: TimeInterval = 30

    /// `backgroundTimeRemaining` while the app is in the background (ViewTree keeps it fixed: the clock does
    /// not count it down). Default `defaultBackgroundTimeAllowance`.
    public var backgroundTimeAllowance = BackgroundTaskRecord.defaultBackgroundTimeAllowance

    private var nextIdentifier = 1
    private var open: [(task: Task, expirationHandler: (() -> Void)?)] = []
    private var expiring = false

    /// An empty record (a world's app makes its own on first use).
    public init() {}

    /// The tasks begun and not yet ended, oldest first.
    public var tasks: [Task] { open.map(\.task) }

    /// Begins a task: a new identifier, kept with `name` and `expirationHandler` until `end(_:)`.
    public func begin(name: String?, expirationHandler: (() -> Void)?) -> Int {
        let identifier = nextIdentifier
        nextIdentifier += 1
        open.append((Task(identifier: identifier, name: name), expirationHandler))
        return identifier
    }

    /// Ends the task `identifier`; `false` when no such task is open (never begun, already ended, or the
    /// invalid identifier), which UIKit logs ("Can't end BackgroundTask: no background task exists with
    /// identifier …, or it may have already been ended").
    @discardableResult
    public func end(_ identifier: Int) -> Bool {
        guard let index = open.firstIndex(where: { $0.task.identifier == identifier }) else { return false }
        open.remove(at: index)
        return true
    }

    /// Plays the system running out of background time: calls the expiration handler of every open task,
    /// oldest first (a handler usually ends its task). Returns the tasks still open after the handlers ran,
    /// which UIKit would warn about and then terminate the app for ("Background task still not ended after
    /// expiration handlers were called").
    @discardableResult
    public func expireAll() -> [Task] {
        // A handler that expires the tasks again would call itself without end: the inner call only answers.
        guard !expiring else {
            Simulation.current?.report(Diagnostic(code: .invalidValue, subject: "UIApplication",
                message: "expireAll() called from an expiration handler while the tasks are expiring; the handlers are not called again"))
            return tasks
        }
        expiring = true
        defer { expiring = false }
        for task in tasks {
            // A handler that ran may have ended later tasks too: only those still open are told.
            guard let entry = open.first(where: { $0.task == task }) else { continue }
            entry.expirationHandler?()
        }
        return tasks
    }
}

extension ApplicationRecord {
    /// The app's background tasks (made on first use).
    public var backgroundTasks: BackgroundTaskRecord {
        if let record = backgroundTaskRecord { return record }
        let record = BackgroundTaskRecord()
        backgroundTaskRecord = record
        return record
    }

    /// `backgroundTimeRemaining`: `BackgroundTaskRecord.foregroundTimeRemaining` unless the app is in the
    /// background, then the record's `backgroundTimeAllowance`.
    public var backgroundTimeRemaining: TimeInterval {
        state == .background ? backgroundTasks.backgroundTimeAllowance : BackgroundTaskRecord.foregroundTimeRemaining
    }
}

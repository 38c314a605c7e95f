/// Why `VirtualRunLoop.runUntilIdle(maxEvents:maxTime:)` gave up, and what was still keeping the
/// loop busy when it did.
///
/// A repeating timer or an unpaused display link never lets a run loop become idle; rather than
/// spin forever, `runUntilIdle` stops at its budget and throws this, so that the failing test says
/// what to invalidate or pause.
public struct RunLoopError: Error, Equatable, CustomStringConvertible {
    /// What stopped the run.
    public enum Reason: String, Sendable, Equatable {
        /// `maxEvents` events were processed and more were pending.
        case eventBudgetExhausted
        /// The next pending event was due after `maxTime` virtual seconds (or after
        /// `VirtualRunLoop.maximumTime`).
        case timeBudgetExhausted
        /// More than `maxEventsPerInstant` events ran without virtual time advancing.
        case sameInstantLimit
        /// `runUntilIdle` was called from inside a callback of the same loop.
        case reentrantRun
        /// `maxEvents` was negative or `maxTime` was NaN or negative.
        case invalidBudget
    }

    /// What stopped the run.
    public let reason: Reason
    /// Virtual time when it stopped.
    public let now: Double
    /// Events (timer fires, performs, frame ticks) processed by this call before it stopped.
    public let eventsProcessed: Int
    /// Repeating timers still scheduled.
    public let repeatingTimers: Int
    /// Non-repeating timers still scheduled.
    public let oneShotTimers: Int
    /// Blocks queued with `perform(_:)` that have not run yet.
    public let pendingPerforms: Int
    /// Display links that are valid and not paused (each keeps frames ticking).
    public let activeDisplayLinks: Int
    /// Internal frame clients (running animations) still asking for frames.
    public let frameClients: Int
    /// When the next pending event is due, if there is one.
    public let nextEventTime: Double?

    /// Creates an error value; the run loop fills it in.
    public init(reason: Reason, now: Double, eventsProcessed: Int, repeatingTimers: Int,
                oneShotTimers: Int, pendingPerforms: Int, activeDisplayLinks: Int,
                frameClients: Int, nextEventTime: Double?) {
        self.reason = reason
        self.now = now
        self.eventsProcessed = eventsProcessed
        self.repeatingTimers = repeatingTimers
        self.oneShotTimers = oneShotTimers
        self.pendingPerforms = pendingPerforms
        self.activeDisplayLinks = activeDisplayLinks
        self.frameClients = frameClients
        self.nextEventTime = nextEventTime
    }

    /// A sentence naming the reason and everything that was still pending.
    public var description: String {
        let cause: String
        switch reason {
        case .eventBudgetExhausted: cause = "runUntilIdle used up its event budget"
        case .timeBudgetExhausted: cause = "runUntilIdle reached its virtual time budget"
        case .sameInstantLimit: cause = "runUntilIdle stopped: too many events at one instant"
        case .reentrantRun: cause = "runUntilIdle was called from inside a run-loop callback"
        case .invalidBudget: cause = "runUntilIdle was given an invalid budget"
        }
        var busy: [String] = []
        if repeatingTimers > 0 { busy.append(Self.count(repeatingTimers, "repeating timer")) }
        if oneShotTimers > 0 { busy.append(Self.count(oneShotTimers, "one-shot timer")) }
        if pendingPerforms > 0 { busy.append(Self.count(pendingPerforms, "pending perform")) }
        if activeDisplayLinks > 0 { busy.append(Self.count(activeDisplayLinks, "unpaused display link")) }
        if frameClients > 0 { busy.append(Self.count(frameClients, "running frame client")) }
        var text = "\(cause) after \(eventsProcessed) events, at t=\(now)s"
        if !busy.isEmpty { text += "; still busy with " + busy.joined(separator: ", ") }
        if let next = nextEventTime { text += "; next event due at t=\(next)s" }
        return text
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

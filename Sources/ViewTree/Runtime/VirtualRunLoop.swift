/// The main run loop of one simulated world, driven by a virtual clock.
///
/// Nothing happens on its own: time moves only when a test calls `run(for:)`, `run(until:)`,
/// `runUntilIdle(maxEvents:maxTime:)` or `simulateBusyMainThread(for:)`, and then every timer,
/// `perform(_:)` block and display frame due in that span runs, in (time, scheduling order), with
/// `now` set to the event's time. There is no wall clock and no randomness, so a test that drives
/// the same calls sees the same callbacks at the same virtual times on every run.
///
/// One loop belongs to one world (`Simulation` owns it) and to the test that drives it; it is not
/// `Sendable`. Bad input (NaN or negative times, re-entrant runs, invalid rates) never crashes:
/// the loop keeps its state and reports a `Diagnostic` through `onDiagnostic`.
///
/// The rules, and the Foundation / Core Animation behaviour each comes from, are in
/// `Docs/Fidelity.md` (run loop).
public final class VirtualRunLoop {
    /// The latest virtual time the loop will run to, in seconds (about 31.7 years).
    ///
    /// Past this, a `Double` can no longer tell a 0.1 ms timer step or a 1 ms frame step apart
    /// from its neighbour reliably, so requests beyond it are rejected with a diagnostic.
    public static let maximumTime: Double = 1_000_000_000

    /// The current virtual time in seconds. Starts at 0 and never decreases.
    // `@exclusivity(unchecked)` on the state the hot paths touch (every push, pop and fire): the
    // dynamic exclusivity checks cost more than the work, none of it is passed `inout` across a
    // callback, and a loop is confined to the thread of its world.
    @exclusivity(unchecked) public private(set) var now: Double = 0

    /// Called with every problem the loop noticed and handled (bad input, re-entrant runs).
    /// `Simulation` forwards these to its `diagnostics`.
    public var onDiagnostic: ((Diagnostic) -> Void)?

    /// How many events may run at a single virtual instant — within `instantResolution` (10 ms)
    /// of the first — before a run stops with a diagnostic.
    ///
    /// Virtual time cannot advance while a callback keeps queueing work for "now" (a `perform`
    /// that performs itself, a zero-delay timer that reschedules itself), or barely advances when
    /// it queues work for a nanosecond later (ten million events in 10 ms); a real device would
    /// still let the clock run, here the test would hang. At least 1; default 1,000,000 (the 1 ns
    /// chain is stopped after 1 ms of virtual time; 10 million such events cost 14.7 s of CPU in a
    /// debug build, so the bound costs about 1.5 s).
    ///
    /// When the run stops, `now` stays at the time of the last event it ran and the remaining events
    /// wait for the next `run` call, which again runs at most this many in one instant.
    public var maxEventsPerInstant: Int {
        get { storedMaxEventsPerInstant }
        set {
            guard newValue >= 1 else {
                report("maxEventsPerInstant = \(newValue) rejected: it must be at least 1; kept \(storedMaxEventsPerInstant).")
                return
            }
            storedMaxEventsPerInstant = newValue
        }
    }

    /// Display frames ticked since the loop was created. Frames tick only while a display link is
    /// unpaused or an animation needs them, so this stays 0 across idle time.
    public internal(set) var framesTicked = 0

    /// Events processed since the loop was created: timer fires, `perform` blocks and frame ticks.
    @exclusivity(unchecked) public private(set) var processedEventCount = 0

    /// Timers and `perform` blocks waiting to run (frame ticks are not counted; see
    /// `isTickingFrames`).
    public var pendingEventCount: Int { pendingOneShotTimers + pendingRepeatingTimers + pendingPerforms }

    /// `true` while `run(for:)`, `run(until:)` or `runUntilIdle` is processing events, that is,
    /// inside any callback the loop makes.
    public var isRunning: Bool { isProcessing }

    /// Events less than this apart (in virtual seconds) from the first of a run of events count as
    /// one instant for `maxEventsPerInstant`: 10 ms, less than a 60 Hz display frame. So the limit
    /// caps the rate at 10^8 events per virtual second — far more than UI code schedules (a 0.1 ms
    /// repeating timer is 10^4), far less than a callback that re-schedules itself a nanosecond
    /// later (10^9).
    public static let instantResolution: Double = 0.01

    /// Creates a loop at virtual time 0 with a 60 Hz display and nothing scheduled.
    public init() { handle.loop = self }

    /// What a timer holds to reach its loop: the loop's only weak referrer among its timers. A
    /// timer made and dropped a weak reference to the loop each (and the loop's side table was
    /// touched by every one); now each takes a strong reference to this handle instead, which
    /// does not keep the loop alive.
    final class Handle {
        weak var loop: VirtualRunLoop?
    }

    /// Shared by this loop's timers.
    let handle = Handle()

    // MARK: State shared with the other Runtime files

    @exclusivity(unchecked) var storedMaxEventsPerInstant = 1_000_000
    @exclusivity(unchecked) var queue = EventQueue()
    /// Sequence number of the last timer or perform entry (frame entries use their own counter).
    @exclusivity(unchecked) var nextSequence: UInt64 = 0
    /// Queue entries that no longer stand for anything (invalidated timers, moved frames).
    @exclusivity(unchecked) var staleEntryCount = 0
    @exclusivity(unchecked) var pendingOneShotTimers = 0
    @exclusivity(unchecked) var pendingRepeatingTimers = 0
    @exclusivity(unchecked) var pendingPerforms = 0
    @exclusivity(unchecked) var isProcessing = false
    /// The timer whose block is running (it is out of the queue meanwhile), for `invalidateAll()`.
    @exclusivity(unchecked) var firingTimer: VirtualTimer?
    /// Virtual time and count of events at the instant currently being processed, for
    /// `maxEventsPerInstant`.
    @exclusivity(unchecked) private var instantTime = -Double.infinity
    @exclusivity(unchecked) private var instantEventCount = 0

    // Frames (see FrameClock.swift).
    var storedFramesPerSecond = 60
    var displayLinks: [VirtualDisplayLink] = []
    var frameClients: [any FrameClient] = []
    /// The frame tick currently in the queue, if frames are ticking.
    @exclusivity(unchecked) var queuedFrame: (index: Int, seq: UInt64)?
    var frameGeneration: UInt64 = 0

    // MARK: Running

    /// Advances virtual time by `duration` seconds, processing every event due on the way.
    ///
    /// Same as `run(until: now + duration)`. NaN, infinite or negative durations are rejected with
    /// a diagnostic and nothing happens: time never goes backwards.
    public func run(for duration: Double) {
        guard duration.isFinite, duration >= 0 else {
            report("run(for: \(duration)) rejected: the duration must be finite and not negative (time never goes backwards); nothing ran, now stays \(now).")
            return
        }
        run(until: now + duration)
    }

    /// Processes every event due at or before `time`, in (time, scheduling order), setting `now`
    /// to each event's time as it runs, then sets `now` to `time`.
    ///
    /// Events scheduled by callbacks during the run are processed too if they are due by `time`.
    /// A `time` in the past, NaN, or beyond `maximumTime` is rejected with a diagnostic. Calling
    /// this from inside a callback of the same loop (a nested run loop) is rejected too.
    ///
    /// If a callback blocks past `time` (`simulateBusyMainThread`), the events due by `time` still
    /// run (late), `now` stays at the later time, and events that fell due in between wait for the
    /// next run.
    public func run(until time: Double) {
        guard !isProcessing else {
            report("run(until: \(time)) called from inside a run-loop callback rejected: nested run loops are not simulated; the outer run continues, now stays \(now).")
            return
        }
        guard !time.isNaN, time >= now else {
            report("run(until: \(time)) rejected: the target is \(time.isNaN ? "NaN" : "before now (\(now))") and time never goes backwards; nothing ran.")
            return
        }
        guard time <= Self.maximumTime else {
            report("run(until: \(time)) rejected: the target is beyond maximumTime (\(Self.maximumTime) s), where time steps lose precision; nothing ran, now stays \(now).")
            return
        }
        isProcessing = true
        defer { isProcessing = false }
        instantTime = -.infinity
        while let event = popLiveEvent(notAfter: time) {
            guard admit(event) else {
                queue.push(event)  // same sequence number: it keeps its place
                return
            }
            fire(event)
        }
        now = max(now, time)
    }

    /// Runs events until none are pending, however far in the future they are due, within a
    /// budget.
    ///
    /// Idle means no scheduled timer, no queued `perform`, no unpaused display link and no
    /// running animation; empty frames do not count as work. A repeating timer or an unpaused
    /// display link is never idle, so the run stops once `maxEvents` events have run or the next
    /// event is more than `maxTime` virtual seconds away, and throws a `RunLoopError` naming what
    /// kept the loop busy. `now` is left at the last event processed.
    public func runUntilIdle(maxEvents: Int = 100_000, maxTime: Double = 3600) throws(RunLoopError) {
        guard !isProcessing else {
            report("runUntilIdle() called from inside a run-loop callback rejected: nested run loops are not simulated; now stays \(now).")
            throw busyError(.reentrantRun, processed: 0)
        }
        guard maxEvents >= 0, !maxTime.isNaN, maxTime >= 0 else {
            report("runUntilIdle(maxEvents: \(maxEvents), maxTime: \(maxTime)) rejected: budgets must not be negative or NaN; nothing ran.")
            throw busyError(.invalidBudget, processed: 0)
        }
        let deadline = min(now + maxTime, Self.maximumTime)
        isProcessing = true
        defer { isProcessing = false }
        instantTime = -.infinity
        var processed = 0
        while true {
            guard let event = popLiveEvent(notAfter: deadline) else {
                if nextLiveEvent() == nil { return }  // idle
                throw busyError(.timeBudgetExhausted, processed: processed)
            }
            guard processed < maxEvents, admit(event) else {
                queue.push(event)  // same sequence number: it keeps its place
                throw busyError(processed < maxEvents ? .sameInstantLimit : .eventBudgetExhausted, processed: processed)
            }
            fire(event)
            processed += 1
        }
    }

    /// Lets `duration` seconds of virtual time pass without processing anything, as when a
    /// callback blocks the main thread.
    ///
    /// Call it from inside a callback to model slow work there, or between runs. Events that fell
    /// due meanwhile run late, at the new `now`, on the next turn; a repeating timer that missed
    /// several fires fires once and then resumes on its original grid, skipping the missed fires
    /// (Foundation semantics), rather than firing in a burst. NaN, infinite or negative durations
    /// are rejected with a diagnostic.
    public func simulateBusyMainThread(for duration: Double) {
        guard duration.isFinite, duration >= 0, now + duration <= Self.maximumTime else {
            report("simulateBusyMainThread(for: \(duration)) rejected: the duration must be finite, not negative, and stay within maximumTime; now stays \(now).")
            return
        }
        now += duration
    }

    /// Queues `block` to run on the next turn of the loop: after the current callback, at the
    /// current virtual time, after everything already queued for this instant (FIFO).
    ///
    /// Like `DispatchQueue.main.async` or `RunLoop.perform(_:)`: never runs re-entrantly, even
    /// when called from a callback.
    public func perform(_ block: @escaping () -> Void) {
        pendingPerforms += 1
        enqueue(PerformBlock(block), at: now)
    }

    // MARK: Processing one event

    /// Checks `maxEventsPerInstant` before `event` runs; reports and returns false when exceeded.
    private func admit(_ event: ScheduledEvent) -> Bool {
        let time = max(now, event.time)
        // One instant is a window of `instantResolution` from its first event.
        if time < instantTime + Self.instantResolution {
            instantEventCount += 1
        } else {
            instantTime = time
            instantEventCount = 1
        }
        guard instantEventCount > storedMaxEventsPerInstant else { return true }
        let span = time == instantTime ? "at this one instant" : "between t=\(instantTime) and t=\(time), less than instantResolution (\(Self.instantResolution) s) apart"
        report("run stopped at t=\(time): more than \(storedMaxEventsPerInstant) events ran \(span) (a callback keeps scheduling work for \"now\" or a moment later?); \(pendingEventCount) events are still pending and will run on the next run call.")
        return false
    }

    /// Runs `event` (just popped from the queue) at
    /// `max(now, event.time)`: an event can only be overdue after `simulateBusyMainThread`, and
    /// then it runs late rather than moving the clock back.
    private func fire(_ event: ScheduledEvent) {
        now = max(now, event.time)
        processedEventCount += 1
        guard let item = event.item else {
            let index = queuedFrame?.index ?? 0
            queuedFrame = nil
            tickFrame(index, at: event.time)
            return
        }
        if let timer = ScheduledEvent.timer(item) {
            timerLeftQueue(timer)
            fireTimer(timer)
        } else if let perform = item as? PerformBlock {
            pendingPerforms -= 1
            perform.block()
        }
    }

    // MARK: Diagnostics

    /// Sends a `.runLoop` diagnostic about `subject`.
    func report(_ message: String, subject: String = "VirtualRunLoop") {
        onDiagnostic?(Diagnostic(code: .runLoop, subject: subject, message: message))
    }

    /// Builds the error `runUntilIdle` throws, with a census of what is still pending.
    private func busyError(_ reason: RunLoopError.Reason, processed: Int) -> RunLoopError {
        RunLoopError(
            reason: reason, now: now, eventsProcessed: processed,
            repeatingTimers: pendingRepeatingTimers, oneShotTimers: pendingOneShotTimers,
            pendingPerforms: pendingPerforms,
            activeDisplayLinks: displayLinks.reduce(0) { $0 + ($1.isPaused ? 0 : 1) },
            frameClients: frameClients.count,
            nextEventTime: nextLiveEvent()?.time)
    }
}

/// Creating and firing `VirtualTimer`s.
extension VirtualRunLoop {
    /// The shortest interval of a repeating timer: 0.1 ms. Asked for less, a repeating timer gets
    /// this, with a `.runLoop` diagnostic.
    ///
    /// Source: Foundation documents it for intervals of zero or less ("If seconds is less than or
    /// equal to 0.0, this method chooses the nonnegative value of 0.1 milliseconds instead",
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` and `NSTimer`'s class methods).
    /// For tiny *positive* intervals Foundation documents nothing and CoreFoundation keeps them
    /// (`CFRunLoopTimerCreate` only turns a negative interval into 0): on a device such a timer
    /// fires at most once per run-loop pass (missed fires are skipped), and Apple documents a timer's
    /// effective resolution as "on the order of 50–100 milliseconds" (Timer overview). On a virtual
    /// clock nothing limits it, so a 1e-12 s timer would fire 10^12 times per virtual second; ViewTree
    /// applies Foundation's 0.1 ms to them too (a choice, not a documented Foundation rule).
    public static let minimumRepeatInterval: Double = 0.0001

    /// Schedules a timer that fires `interval` seconds from now, once or every `interval`
    /// seconds; `block` receives the timer.
    ///
    /// As Foundation's `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, except for
    /// non-positive intervals on one-shot timers: those fire on the next turn at the current time
    /// (after the current callback, never re-entrantly) rather than 0.1 ms later, which is what
    /// CFRunLoop itself does with an interval of 0 and what "fire as soon as possible" means in
    /// virtual time. A repeating timer with an interval below 0.1 ms (zero or less: Foundation's
    /// rule; tiny positive ones: ViewTree's, see `minimumRepeatInterval`) gets 0.1 ms and a
    /// diagnostic. NaN or infinite intervals are rejected with a diagnostic; the
    /// returned timer is already invalid and the block is released unrun.
    @discardableResult
    public func scheduledTimer(withTimeInterval interval: Double, repeats: Bool,
                               block: @escaping (VirtualTimer) -> Void) -> VirtualTimer {
        guard interval.isFinite else {
            return rejectedTimer("scheduledTimer(withTimeInterval: \(interval)) rejected: the interval must be finite; the timer was not scheduled and is invalid.")
        }
        let period = repeatInterval(interval, repeats: repeats)
        let delay = repeats ? period : max(interval, 0)
        return makeTimer(fireDate: now + delay, interval: period, repeats: repeats, block: block)
    }

    /// Schedules a timer that first fires at virtual time `date`, then (if `repeats`) every
    /// `interval` seconds after `date`, as Foundation's `Timer(fire:interval:repeats:block:)` added
    /// to the run loop.
    ///
    /// A `date` in the past fires on the next turn; a repeating timer then skips the fires it
    /// missed. `interval` is ignored for non-repeating timers; for repeating ones anything below
    /// 0.1 ms (`minimumRepeatInterval`) becomes 0.1 ms with a diagnostic. A NaN or infinite `date` (or repeating `interval`) is
    /// rejected with a diagnostic and returns an already-invalid timer.
    @discardableResult
    public func scheduledTimer(fireAt date: Double, interval: Double = 0, repeats: Bool,
                               block: @escaping (VirtualTimer) -> Void) -> VirtualTimer {
        guard date.isFinite, !repeats || interval.isFinite else {
            return rejectedTimer("scheduledTimer(fireAt: \(date), interval: \(interval)) rejected: the date\(repeats ? " and interval" : "") must be finite; the timer was not scheduled and is invalid.")
        }
        let period = repeatInterval(interval, repeats: repeats)
        return makeTimer(fireDate: date, interval: period, repeats: repeats, block: block)
    }

    // MARK: Internal

    /// The interval a timer actually uses: 0 for one-shot timers, clamped up to
    /// `minimumRepeatInterval` (with a diagnostic) for repeating ones.
    private func repeatInterval(_ interval: Double, repeats: Bool) -> Double {
        guard repeats else { return 0 }
        guard interval < Self.minimumRepeatInterval else { return interval }
        let why = interval <= 0
            ? "Foundation's rule: an interval of zero or less would fire forever at one instant"
            : "an interval below 0.1 ms would fire millions of times per virtual second"
        report("a repeating timer asked for an interval of \(interval) s; used \(Self.minimumRepeatInterval) s instead (\(why)).", subject: "VirtualTimer")
        return Self.minimumRepeatInterval
    }

    private func makeTimer(fireDate: Double, interval: Double, repeats: Bool,
                           block: @escaping (VirtualTimer) -> Void) -> VirtualTimer {
        let timer = VirtualTimer(handle: handle, fireDate: fireDate, interval: interval, repeats: repeats, block: block)
        enqueueTimer(timer)
        return timer
    }

    private func rejectedTimer(_ message: String) -> VirtualTimer {
        report(message, subject: "VirtualTimer")
        return VirtualTimer(handle: handle, fireDate: now, interval: 0, repeats: false, block: nil)
    }

    /// Queues `timer` for its `fireDate` (or now, if that is past) and counts it as pending.
    func enqueueTimer(_ timer: VirtualTimer) {
        if timer.repeats { pendingRepeatingTimers += 1 } else { pendingOneShotTimers += 1 }
        timer.queuedSequence = enqueue(timer, at: timer.storedFireDate)
    }

    /// Uncounts `timer` as pending when its entry leaves the queue (fired or went stale).
    func timerLeftQueue(_ timer: VirtualTimer) {
        timer.queuedSequence = 0
        if timer.repeats { pendingRepeatingTimers -= 1 } else { pendingOneShotTimers -= 1 }
    }

    /// Runs `timer`'s block, then invalidates a one-shot timer or reschedules a repeating one, in
    /// CFRunLoop's order (`__CFRunLoopDoTimer`): the block first, then the next fire date computed
    /// from the scheduled (not actual) date as the first grid point after the time the block
    /// returned, so time spent blocking inside the block also skips fires.
    func fireTimer(_ timer: VirtualTimer) {
        guard let block = timer.block else { return }
        let scheduled = timer.storedFireDate
        let schedule = timer.schedule
        firingTimer = timer
        block(timer)
        firingTimer = nil
        guard timer.isValid else { return }
        guard timer.repeats else {
            timer.invalidate()
            return
        }
        if timer.queuedSequence != 0 {
            // The block set `fireDate`. CFRunLoop honours a later date and ignores an earlier one.
            if timer.storedFireDate > scheduled { return }
            timerLeftQueue(timer)
            noteStaleEntry()
        }
        let next = schedule.advanced(after: now)
        timer.schedule = next
        enqueueTimer(timer)
    }
}

/// A timer on a `VirtualRunLoop`, modelled on Foundation's `Timer`.
///
/// Create one with `VirtualRunLoop.scheduledTimer(withTimeInterval:repeats:block:)` or
/// `scheduledTimer(fireAt:interval:repeats:block:)`; the loop keeps it alive while it is scheduled,
/// so you need not hold on to it unless you want to invalidate it. The timer holds its block and
/// its loop's handle (which refers to the loop weakly), nothing else; `invalidate()` drops the
/// block at once, releasing whatever it captured.
public final class VirtualTimer {
    /// Seconds between fires for a repeating timer; 0 for a non-repeating one, even if an interval
    /// was given (as Foundation's `Timer.timeInterval`).
    public var timeInterval: Double { repeats ? schedule.interval : 0 }

    /// The virtual time at which the timer will next fire; once invalid, the last date it was
    /// scheduled for.
    ///
    /// It may lie in the past when the loop is behind (after `simulateBusyMainThread`); the timer
    /// then fires on the next turn. Setting it reschedules the timer, as with Foundation: a
    /// repeating timer continues every `timeInterval` from the new date. Setting it on an invalid
    /// timer, or to NaN or infinity, is ignored with a diagnostic. Set from inside the timer's own
    /// block, a later date is honoured and an earlier one ignored (CFRunLoop's rule).
    public var fireDate: Double {
        get { storedFireDate }
        set { setFireDate(newValue) }
    }

    /// Whether the timer will still fire. `false` after `invalidate()`, after a non-repeating timer
    /// has fired (once its block has returned), or when the timer was created with bad input.
    public var isValid: Bool { valid }

    // MARK: Internal state
    //
    // 72 bytes (with the object header), so that malloc gives each timer an 80-byte block: a
    // million pending timers are a million of these, and the run loop touches each one when it
    // fires in time order, i.e. in no order of memory (issue #21: they were 82 bytes, in 96-byte
    // blocks). What each fire reads comes first. The fire date, validity and repetition are not
    // stored apart from what decides them: the fire date is the schedule's, a timer is valid
    // while it holds its block, and it repeats when its schedule has an interval.

    /// Sequence number of this timer's live queue entry; 0 while not queued (firing, invalid).
    var queuedSequence: UInt64 = 0
    /// The block; `nil` once the timer is invalid (`invalidate()` drops it).
    var block: ((VirtualTimer) -> Void)?
    /// The repeating grid (`anchor + index * interval`). A one-shot timer has interval 0 and index
    /// 0: its fire date is the anchor.
    var schedule: RepeatSchedule
    /// The loop's handle, shared by all its timers: one weak reference to the loop for the whole
    /// loop, rather than one made and dropped by every timer (issue #21).
    let handle: VirtualRunLoop.Handle

    /// The loop, while it exists.
    var loop: VirtualRunLoop? { handle.loop }
    /// Whether the timer will still fire (it holds its block until it is invalidated).
    var valid: Bool { block != nil }
    /// Whether the timer reschedules itself after each fire (a repeating interval is never 0: at
    /// least `VirtualRunLoop.minimumRepeatInterval`).
    var repeats: Bool { schedule.interval > 0 }
    /// The date the timer is scheduled for: the schedule's anchor at index 0 (exactly the date it
    /// was given, -0 included), its grid point after that.
    var storedFireDate: Double { schedule.index == 0 ? schedule.anchor : schedule.date }

    init(handle: VirtualRunLoop.Handle, fireDate: Double, interval: Double, repeats: Bool,
         block: ((VirtualTimer) -> Void)?) {
        self.handle = handle
        self.schedule = RepeatSchedule(anchor: fireDate, index: 0, interval: repeats ? interval : 0)
        self.block = block
    }

    // MARK: Public API

    /// Stops the timer for good and releases its block (and what the block captured).
    ///
    /// Safe to call at any time, repeatedly, from any callback, including the timer's own block.
    /// A timer invalidated while it is due (by an earlier callback at the same instant) does not
    /// fire.
    public func invalidate() {
        guard valid else { return }
        block = nil
        if queuedSequence != 0 {
            loop?.timerLeftQueue(self)
            loop?.noteStaleEntry()
        }
    }

    /// Runs the block now, synchronously, without changing a repeating timer's schedule; a
    /// non-repeating timer is invalidated afterwards, even if its fire date has not arrived (as
    /// Foundation's `Timer.fire()`). Does nothing on an invalid timer.
    public func fire() {
        guard isValid, let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    private func setFireDate(_ date: Double) {
        guard isValid, let loop else {
            loop?.report("fireDate = \(date) ignored: the timer is no longer valid (it fired or was invalidated); fireDate stays \(storedFireDate).", subject: "VirtualTimer")
            return
        }
        guard date.isFinite else {
            loop.report("fireDate = \(date) rejected: a fire date must be finite; kept \(storedFireDate).", subject: "VirtualTimer")
            return
        }
        schedule = RepeatSchedule(anchor: date, index: 0, interval: schedule.interval)
        if queuedSequence != 0 {
            loop.timerLeftQueue(self)
            loop.noteStaleEntry()
        }
        loop.enqueueTimer(self)
    }
}

/// A block queued with `VirtualRunLoop.perform(_:)`, boxed so a queue entry can hold it as an
/// object. Performs cannot be cancelled, so its entry is always live.
final class PerformBlock {
    let block: () -> Void
    init(_ block: @escaping () -> Void) { self.block = block }
}

/// Queue bookkeeping: sequence numbers and lazy removal of stale entries.
extension VirtualRunLoop {
    /// Below this many stale entries the queue is never compacted: skipping them is cheaper.
    static let compactionThreshold = 1024

    /// Puts `item` in the queue at `max(time, now)` with the next sequence number, which makes it
    /// run after everything already queued for the same instant. Returns the sequence number.
    @discardableResult
    func enqueue(_ item: AnyObject, at time: Double) -> UInt64 {
        nextSequence += 1
        queue.push(ScheduledEvent(time: max(time, now), seq: nextSequence, item: item))
        return nextSequence
    }

    /// Whether `event` still stands for something to run.
    func isLive(_ event: ScheduledEvent) -> Bool {
        guard let item = event.item else { return queuedFrame?.seq == event.seq }
        guard let timer = ScheduledEvent.timer(item) else { return true }
        return timer.queuedSequence == event.seq
    }

    /// Removes and returns the first live entry if it is due at or before `limit`, dropping stale
    /// entries on the way; `nil` (leaving the queue as it is, apart from dropped stale entries)
    /// otherwise. The hot path of every run: it pops by move, so it touches each event's item once.
    func popLiveEvent(notAfter limit: Double) -> ScheduledEvent? {
        while let time = queue.firstTime, time <= limit {
            guard let event = queue.popFirst() else { break }
            if isLive(event) { return event }
            staleEntryCount -= 1
        }
        return nil
    }

    /// The first entry that is still live, without removing it, dropping stale ones on the way.
    func nextLiveEvent() -> ScheduledEvent? {
        while let first = queue.first {
            if isLive(first) { return first }
            queue.popFirst()
            staleEntryCount -= 1
        }
        return nil
    }

    /// Records that one queue entry went stale; compacts the queue when stale entries are both
    /// numerous and the majority, so cancelled timers cannot make it grow without bound.
    func noteStaleEntry() {
        staleEntryCount += 1
        if staleEntryCount > Self.compactionThreshold && staleEntryCount * 2 > queue.count {
            queue.rebuild(keeping: { isLive($0) })
            staleEntryCount = 0
        }
    }
}

import ViewTree

/// xorshift64*: a fixed-seed pseudo-random sequence, so every run schedules the same timers.
private struct XorShift {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }
    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / 9_007_199_254_740_992 }
}

/// What the benchmark's timer blocks record; one captured object keeps each block's context to a
/// single reference, as a `[weak self]` block in app code would be.
private final class FireLog {
    var fired = 0
    var last = 0.0
    var ordered = true
}

/// One round of the 1M-timer case: wall time to schedule and to fire, and whether every timer
/// fired once, in time order.
fileprivate func timerRound(count: Int, keepTimers: Bool) -> (schedule: Double, fire: Double, ok: Bool) {
    let loop = VirtualRunLoop()
    var random = XorShift(state: 0x9E37_79B9_7F4A_7C15)
    let log = FireLog()
    var kept: [VirtualTimer] = []
    if keepTimers { kept.reserveCapacity(count) }
    let schedule = measure {
        for _ in 0..<count {
            let timer = loop.scheduledTimer(withTimeInterval: random.unit() * 1000, repeats: false) { timer in
                log.fired += 1
                if timer.fireDate < log.last { log.ordered = false }
                log.last = timer.fireDate
            }
            if keepTimers { kept.append(timer) }
        }
    }
    let fire = measure { loop.run(until: 1000) }
    let ok = log.fired == count && log.ordered && loop.pendingEventCount == 0 && loop.framesTicked == 0
    return (schedule, fire, ok)
}

/// The best schedule, fire and total times over `rounds` rounds, and whether all were correct.
func bestOf(_ rounds: Int, count: Int, keepTimers: Bool) -> (schedule: Double, fire: Double, total: Double, ok: Bool) {
    var best = (schedule: Double.infinity, fire: Double.infinity, total: Double.infinity, ok: true)
    for _ in 0..<rounds {
        let round = timerRound(count: count, keepTimers: keepTimers)
        best.schedule = min(best.schedule, round.schedule)
        best.fire = min(best.fire, round.fire)
        best.total = min(best.total, round.schedule + round.fire)
        best.ok = best.ok && round.ok
    }
    return best
}

private func printRows(_ best: (schedule: Double, fire: Double, total: Double, ok: Bool), label: String,
                       count: Int, widths: [Int]) {
    let n = Double(count)
    print(row(["schedule \(label)", fmt(best.schedule / 1e6), fmt(best.schedule / n), ""], widths: widths))
    print(row(["fire, run(until:) \(label)", fmt(best.fire / 1e6), fmt(best.fire / n), ""], widths: widths))
    print(row(["total \(label)", fmt(best.total / 1e6), fmt(best.total / n), best.ok ? "ok" : "FAILED"], widths: widths))
}

/// The virtual run loop's hot paths: scheduling and firing many timers (queue push/pop), and
/// advancing idle time (which must not cost per-frame work).
let runLoopBenchmarkGroup = BenchmarkGroup(
    name: "runloop",
    summary: "VirtualRunLoop: 1M random timers scheduled then fired; an idle virtual hour",
    run: {
        let count = 1_000_000
        let rounds = 3
        let widths = [56, 9, 9, 6]
        print("one-shot timers at pseudo-random times in [0, 1000) s; 1,000,000 timers: best of \(rounds) rounds")
        print(row(["case", "ms", "ns/event", "check"], widths: widths))

        for keep in [true, false] {
            let best = bestOf(rounds, count: count, keepTimers: keep)
            let label = keep ? "(caller keeps the timers)" : "(caller drops them: freed while firing)"
            printRows(best, label: label, count: count, widths: widths)
        }

        // The same with 10,000 timers, where the queue and the timers fit in cache: the run loop's
        // own cost per timer, without a million-entry heap's cache misses.
        let small = 10_000
        let bestSmall = bestOf(20, count: small, keepTimers: true)
        printRows(bestSmall, label: "(10,000 timers, best of 20)", count: small, widths: widths)

        // An idle virtual hour with 10 timers: cost must be the 10 events, not 216,000 frames.
        let loop = VirtualRunLoop()
        var fired = 0
        for i in 1...10 {
            loop.scheduledTimer(withTimeInterval: Double(i) * 360, repeats: false) { _ in fired += 1 }
        }
        let idle = measure { loop.run(for: 3600) }
        let idleOK = fired == 10 && loop.framesTicked == 0 && loop.processedEventCount == 10 && loop.now == 3600
        print(row(["idle virtual hour, 10 timers", fmt(idle / 1e6, 3), fmt(idle / 10), idleOK ? "ok" : "FAILED"], widths: widths))
        print("idle hour: \(loop.framesTicked) frames ticked, \(loop.processedEventCount) events processed")
    }
)

import Testing
@testable import ViewTree

/// Collects what callbacks did, in order, and the diagnostics a loop reported.
private final class Recorder {
    var events: [String] = []
    var times: [Double] = []
    var diagnostics: [Diagnostic] = []

    func log(_ event: String, at time: Double) {
        events.append(event)
        times.append(time)
    }
}

/// A loop whose diagnostics go to `recorder`.
private func makeLoop(_ recorder: Recorder) -> VirtualRunLoop {
    let loop = VirtualRunLoop()
    loop.onDiagnostic = { recorder.diagnostics.append($0) }
    return loop
}

/// An object whose deallocation a test can observe through a weak reference.
private final class Token {}

/// A frame client that asks for a fixed number of frames.
private final class CountingClient: FrameClient {
    let name: String
    var remaining: Int
    let recorder: Recorder
    init(_ name: String, frames: Int, recorder: Recorder) {
        self.name = name
        self.remaining = frames
        self.recorder = recorder
    }
    func frameDidTick(at time: Double) -> Bool {
        recorder.log(name, at: time)
        remaining -= 1
        return remaining > 0
    }
}

/// The virtual run loop: timers, performs, display frames, budgets and bad input.
@Suite struct RunLoopTests {
    // MARK: - Timer ordering

    @Test func timersDueAtTheSameInstantFireInSchedulingOrder() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        loop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in recorder.log("A", at: loop.now) }
        loop.scheduledTimer(fireAt: 1, repeats: false) { _ in recorder.log("B", at: loop.now) }
        loop.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in recorder.log("early", at: loop.now) }
        loop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in recorder.log("C", at: loop.now) }
        loop.run(for: 2)
        #expect(recorder.events == ["early", "A", "B", "C"])
        #expect(recorder.times == [0.5, 1, 1, 1])
        #expect(loop.now == 2)
        #expect(loop.pendingEventCount == 0)
    }

    @Test func timerScheduledForNowFromACallbackFiresAfterTheCurrentCallback() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        loop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            recorder.log("A begins", at: loop.now)
            loop.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in recorder.log("zero-delay", at: loop.now) }
            recorder.log("A ends", at: loop.now)
        }
        loop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in recorder.log("B", at: loop.now) }
        loop.run(for: 1)
        // Not re-entrant: A finishes first; B was queued for this instant before the zero-delay timer.
        #expect(recorder.events == ["A begins", "A ends", "B", "zero-delay"])
        #expect(recorder.times == [1, 1, 1, 1])
    }

    @Test func negativeIntervalOneShotFiresOnTheNextTurnAtTheCurrentTime() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        loop.run(for: 3)
        let timer = loop.scheduledTimer(withTimeInterval: -5, repeats: false) { _ in recorder.log("fired", at: loop.now) }
        #expect(timer.fireDate == 3)
        #expect(timer.timeInterval == 0)
        #expect(recorder.events.isEmpty)  // not run synchronously
        loop.run(for: 0)
        #expect(recorder.events == ["fired"])
        #expect(recorder.times == [3])
        #expect(recorder.diagnostics.isEmpty)  // Foundation's documented clamping, not an error
    }

    @Test func timerInvalidatedWhileDueDoesNotFire() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        var victim: VirtualTimer?
        loop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            recorder.log("killer", at: loop.now)
            victim?.invalidate()
        }
        victim = loop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in recorder.log("victim", at: loop.now) }
        #expect(loop.pendingEventCount == 2)
        loop.run(for: 2)
        #expect(recorder.events == ["killer"])
        #expect(victim?.isValid == false)
        #expect(loop.pendingEventCount == 0)
    }

    @Test func oneShotTimerIsValidDuringItsBlockAndInvalidAfter() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        var validInside: Bool?
        let timer = loop.scheduledTimer(withTimeInterval: 2, repeats: false) { timer in validInside = timer.isValid }
        loop.run(for: 5)
        #expect(validInside == true)  // CFRunLoop invalidates a one-shot timer after its callout
        #expect(timer.isValid == false)
        #expect(timer.fireDate == 2)  // the last date it was scheduled for
    }

    // MARK: - Repeating timers and a busy main thread

    @Test func repeatingTimerThatFellBehindFiresOnceLateThenSkipsMissedFires() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        var fireDatesSeen: [Double] = []
        let timer = loop.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            recorder.log("tick", at: loop.now)
            fireDatesSeen.append(timer.fireDate)
        }
        // A callback at 0.5 s blocks the main thread for 3.2 s: the fires due at 1, 2 and 3 are missed.
        loop.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in loop.simulateBusyMainThread(for: 3.2) }
        loop.run(until: 6)
        #expect(recorder.times == [3.7, 4, 5, 6])  // once late, then back on the 1 s grid: no burst
        #expect(fireDatesSeen == [1, 4, 5, 6])  // the scheduled date, not the actual firing time
        #expect(timer.fireDate == 7)
        #expect(timer.timeInterval == 1)
        #expect(timer.isValid)
        loop.invalidateAll()  // the repeating block captures the loop: break the cycle
    }

    @Test func repeatingTimerBlockingInsideItsOwnBlockSkipsTheFiresItCovered() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        var first = true
        loop.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            recorder.log("tick", at: loop.now)
            if first {
                first = false
                loop.simulateBusyMainThread(for: 2.5)  // returns at 3.5: the fires at 2 and 3 are skipped
            }
        }
        loop.run(until: 5)
        #expect(recorder.times == [1, 4, 5])
        loop.invalidateAll()  // the repeating block captures the loop: break the cycle
    }

    @Test func busyMainThreadBetweenRunsMakesOverdueEventsRunLateInOrder() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        loop.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in recorder.log("at 2", at: loop.now) }
        loop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in recorder.log("at 1", at: loop.now) }
        loop.simulateBusyMainThread(for: 5)
        #expect(loop.now == 5)
        #expect(recorder.events.isEmpty)
        loop.run(for: 0)
        #expect(recorder.events == ["at 1", "at 2"])
        #expect(recorder.times == [5, 5])
    }

    @Test(arguments: [0.25, 0.1, 1.0 / 60.0])
    func repeatingFireDatesStayOnTheGridWithoutDrift(interval: Double) {
        let loop = VirtualRunLoop()
        var count = 0
        let timer = loop.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in count += 1 }
        #expect(timer.fireDate == interval)
        for _ in 0..<600 { loop.run(until: timer.fireDate) }
        #expect(count == 600)
        // Computed as anchor + k * interval, never by repeated addition.
        #expect(timer.fireDate == interval + 600 * interval)
    }

    @Test func fireDatesAndIntervalsAreReported() {
        let loop = VirtualRunLoop()
        loop.run(for: 10)
        let oneShot = loop.scheduledTimer(withTimeInterval: 2.5, repeats: false) { _ in }
        let repeating = loop.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in }
        let dated = loop.scheduledTimer(fireAt: 20, interval: 3, repeats: true) { _ in }
        #expect(oneShot.fireDate == 12.5)
        #expect(oneShot.timeInterval == 0)
        #expect(repeating.fireDate == 10.5)
        #expect(repeating.timeInterval == 0.5)
        #expect(dated.fireDate == 20)
        #expect(dated.timeInterval == 3)
        loop.run(until: 21)
        #expect(repeating.fireDate == 21.5)
        #expect(dated.fireDate == 23)
        #expect(oneShot.isValid == false)
    }

    @Test func settingFireDateReschedulesAndAnEarlierDateFromTheBlockIsIgnored() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        let timer = loop.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            recorder.log("tick", at: loop.now)
            if loop.now == 5 { timer.fireDate = 3 }  // earlier than the date being fired: ignored
            if loop.now == 6 { timer.fireDate = 10 }  // later: honoured, and the grid restarts there
        }
        timer.fireDate = 5
        #expect(loop.pendingEventCount == 1)
        loop.run(until: 12)
        #expect(recorder.times == [5, 6, 10, 11, 12])
        loop.invalidateAll()  // the repeating block captures the loop: break the cycle
    }

    @Test func timerFiredPastAFireDateInThePastFiresOnTheNextTurn() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        loop.run(for: 10)
        let timer = loop.scheduledTimer(fireAt: 4, interval: 3, repeats: true) { _ in recorder.log("tick", at: loop.now) }
        #expect(timer.fireDate == 4)
        loop.run(until: 14)
        // Fires once at 10 (late), then on the grid 4 + 3k after 10: 13.
        #expect(recorder.times == [10, 13])
        #expect(timer.fireDate == 16)
        loop.invalidateAll()  // the repeating block captures the loop: break the cycle
    }

    @Test func explicitFireRunsTheBlockAndInvalidatesOneShots() {
        let loop = VirtualRunLoop()
        var count = 0
        let oneShot = loop.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in count += 1 }
        let repeating = loop.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in count += 10 }
        oneShot.fire()
        repeating.fire()
        #expect(count == 11)
        #expect(oneShot.isValid == false)
        #expect(repeating.isValid)
        #expect(loop.pendingEventCount == 1)
        loop.run(for: 5)
        #expect(count == 21)  // the repeating timer's schedule was not changed by fire()
    }

    @Test func repeatingTimerInvalidatingItselfStopsAndIsNotRescheduled() {
        let loop = VirtualRunLoop()
        var fires = 0
        let timer = loop.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            fires += 1
            if fires == 3 { timer.invalidate() }
        }
        loop.run(for: 10)
        #expect(fires == 3)
        #expect(timer.isValid == false)
        #expect(timer.fireDate == 3)
        #expect(loop.pendingEventCount == 0)
    }

    // MARK: - Releasing captured objects

    @Test func invalidatedAndFiredTimersReleaseWhatTheirBlocksCaptured() {
        let loop = VirtualRunLoop()
        weak var invalidatedCapture: Token?
        weak var firedCapture: Token?
        var timer: VirtualTimer?
        do {
            let a = Token()
            let b = Token()
            invalidatedCapture = a
            firedCapture = b
            timer = loop.scheduledTimer(withTimeInterval: 10, repeats: true) { _ in _ = a }
            loop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in _ = b }
        }
        #expect(invalidatedCapture != nil)
        timer?.invalidate()
        #expect(invalidatedCapture == nil)  // released at once, before the loop even runs
        #expect(firedCapture != nil)
        loop.run(for: 1)
        #expect(firedCapture == nil)
        #expect(timer != nil)  // the caller's reference keeps only the (now empty) timer alive
    }

    @Test func invalidatingManyTimersKeepsTheQueueSmall() {
        let loop = VirtualRunLoop()
        let timers = (0..<5000).map { i in loop.scheduledTimer(withTimeInterval: Double(i), repeats: false) { _ in } }
        #expect(loop.queue.count == 5000)
        for timer in timers { timer.invalidate() }
        #expect(loop.pendingEventCount == 0)
        #expect(loop.queue.count <= 2 * VirtualRunLoop.compactionThreshold)
        loop.run(for: 10000)
        #expect(loop.processedEventCount == 0)
    }

    // MARK: - perform

    @Test func performRunsFIFOWithOtherEventsAtTheSameInstant() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        loop.perform { recorder.log("perform 1", at: loop.now) }
        loop.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in
            recorder.log("timer", at: loop.now)
            loop.perform { recorder.log("perform from timer", at: loop.now) }
            recorder.log("timer ends", at: loop.now)
        }
        loop.perform { recorder.log("perform 2", at: loop.now) }
        #expect(loop.pendingEventCount == 3)
        loop.run(for: 0)
        #expect(recorder.events == ["perform 1", "timer", "timer ends", "perform 2", "perform from timer"])
        #expect(recorder.times.allSatisfy { $0 == 0 })
    }

    // MARK: - Display links and frames

    @Test(arguments: [60, 120])
    func displayLinkFiresOncePerFrameWithExactTimestamps(fps: Int) {
        let loop = VirtualRunLoop()
        loop.framesPerSecond = fps
        var timestamps: [Double] = []
        var targets: [Double] = []
        var durations: Set<Double> = []
        let link = loop.displayLink { link in
            timestamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
            durations.insert(link.duration)
        }
        #expect(link.timestamp == 0)
        loop.run(for: 1)
        #expect(timestamps.count == fps)
        #expect(timestamps == (1...fps).map { Double($0) / Double(fps) })
        #expect(targets == (2...fps + 1).map { Double($0) / Double(fps) })
        #expect(durations == [1 / Double(fps)])
        #expect(loop.framesTicked == fps)
        #expect(loop.now == 1)
    }

    @Test(arguments: [(60, 30, 30), (60, 40, 30), (120, 60, 60), (120, 24, 24), (60, 0, 60), (60, 240, 60)])
    func preferredFramesPerSecondPicksAFactorOfTheDisplayRate(display: Int, preferred: Int, expected: Int) {
        let loop = VirtualRunLoop()
        loop.framesPerSecond = display
        var count = 0
        var lastLink: VirtualDisplayLink?
        let link = loop.displayLink { link in
            count += 1
            lastLink = link
        }
        link.preferredFramesPerSecond = preferred
        loop.run(for: 1)
        #expect(count == expected)
        #expect(lastLink?.timestamp == 1)
        #expect(lastLink?.duration == 1 / Double(display))  // duration is the display's, as CADisplayLink
        #expect(loop.framesTicked == expected)  // frames nobody wants are not ticked
        link.invalidate()  // the link and the callback's `lastLink` hold each other
        lastLink = nil
    }

    @Test func pausedDisplayLinkTicksNothingAndResumesOnTheNextFrame() {
        let loop = VirtualRunLoop()
        var timestamps: [Double] = []
        let link = loop.displayLink { timestamps.append($0.timestamp) }
        link.isPaused = true
        #expect(loop.isTickingFrames == false)
        loop.run(for: 1)
        #expect(timestamps.isEmpty)
        #expect(loop.framesTicked == 0)
        loop.run(for: 0.005)
        link.isPaused = false
        loop.run(for: 0.05)  // now 1.055: frames 61, 62, 63 (at 1.0167, 1.0333, 1.05)
        let expected: [Double] = [61, 62, 63].map { $0 / 60 }
        #expect(timestamps == expected)
        link.invalidate()
        #expect(loop.isTickingFrames == false)
        loop.run(for: 1)
        #expect(timestamps.count == 3)
    }

    @Test func framesMissedWhileTheMainThreadWasBusyAreDroppedNotReplayed() {
        let loop = VirtualRunLoop()
        var timestamps: [Double] = []
        _ = loop.displayLink { link in
            timestamps.append(link.timestamp)
            if timestamps.count == 1 { loop.simulateBusyMainThread(for: 0.04) }  // until ≈ 0.0567 s
        }
        loop.run(for: 6.0 / 60)
        let expected: [Double] = [1, 4, 5, 6].map { $0 / 60 }  // frames 2 and 3 were dropped
        #expect(timestamps == expected)
        #expect(loop.framesTicked == 4)
        loop.invalidateAll()  // the link's block captures the loop: Foundation's documented cycle
    }

    @Test func idleHourCostsOnlyTheEventsInIt() {
        let loop = VirtualRunLoop()
        var fired = 0
        for i in 1...10 {
            loop.scheduledTimer(withTimeInterval: Double(i) * 360, repeats: false) { _ in fired += 1 }
        }
        loop.run(for: 3600)
        #expect(fired == 10)
        #expect(loop.framesTicked == 0)
        #expect(loop.processedEventCount == 10)
        #expect(loop.now == 3600)
    }

    @Test func displayLinksTickBeforeFrameClientsAndClientsStopFrames() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        let client = CountingClient("client", frames: 3, recorder: recorder)
        loop.addFrameClient(client)
        loop.addFrameClient(client)  // duplicate registration is ignored
        let link = loop.displayLink { recorder.log("link", at: $0.timestamp) }
        loop.run(for: 3.0 / 60)
        #expect(recorder.events == ["link", "client", "link", "client", "link", "client"])
        link.invalidate()
        #expect(loop.isTickingFrames == false)  // the client returned false on its third frame
        loop.run(for: 1)
        #expect(loop.framesTicked == 3)
    }

    @Test func frameClientRemovedByAnEarlierCallbackIsNotTicked() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        let client = CountingClient("client", frames: 100, recorder: recorder)
        loop.addFrameClient(client)
        let link = loop.displayLink { _ in loop.removeFrameClient(client) }
        loop.run(for: 1.0 / 60)
        #expect(recorder.events.isEmpty)
        link.invalidate()
        #expect(loop.isTickingFrames == false)
    }

    @Test func atTheSameInstantTimersAndPerformsRunBeforeTheFrame() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        let frameTime = 1.0 / 60
        _ = loop.displayLink { link in
            recorder.log("frame", at: link.timestamp)
            loop.perform { recorder.log("perform from frame", at: loop.now) }
            link.invalidate()
        }
        // Scheduled after the frame tick was queued, yet due at the same instant: runs first.
        loop.scheduledTimer(fireAt: frameTime, repeats: false) { _ in
            recorder.log("timer", at: loop.now)
            loop.perform { recorder.log("perform from timer", at: loop.now) }
        }
        loop.run(for: 1)
        #expect(recorder.events == ["timer", "perform from timer", "frame", "perform from frame"])
        #expect(recorder.times == [frameTime, frameTime, frameTime, frameTime])
    }

    @Test func changingTheFrameRateMovesTheNextFrameToTheNewGrid() {
        let loop = VirtualRunLoop()
        var timestamps: [Double] = []
        _ = loop.displayLink { timestamps.append($0.timestamp) }
        loop.run(for: 0.5)  // 30 frames at 60 Hz
        loop.framesPerSecond = 120
        loop.run(for: 0.5)  // 60 frames at 120 Hz, from 61/120
        #expect(timestamps.count == 90)
        #expect(timestamps[29] == 0.5)
        #expect(timestamps[30] == 61.0 / 120)
        #expect(timestamps.last == 1)
    }

    // MARK: - runUntilIdle

    @Test func runUntilIdleSucceedsWhenWorkRunsOut() throws {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        loop.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in
            recorder.log("10", at: loop.now)
            loop.scheduledTimer(withTimeInterval: 100, repeats: false) { _ in recorder.log("110", at: loop.now) }
        }
        let link = loop.displayLink { link in
            if link.timestamp >= 0.5 { link.invalidate() }
        }
        try loop.runUntilIdle()
        #expect(recorder.events == ["10", "110"])
        #expect(loop.now == 110)
        #expect(loop.pendingEventCount == 0)
        #expect(loop.framesTicked == 30)
        #expect(link.isValid == false)
    }

    @Test func runUntilIdleThrowsOnARepeatingTimerAndSaysSo() {
        let loop = VirtualRunLoop()
        loop.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
        loop.scheduledTimer(withTimeInterval: 5000, repeats: false) { _ in }
        do throws(RunLoopError) {
            try loop.runUntilIdle(maxEvents: 100)
            Issue.record("runUntilIdle returned although a repeating timer is scheduled")
        } catch {
            #expect(error.reason == .eventBudgetExhausted)
            #expect(error.eventsProcessed == 100)
            #expect(error.repeatingTimers == 1)
            #expect(error.oneShotTimers == 1)
            #expect(error.now == 100)
            #expect(error.nextEventTime == 101)
            #expect(error.description.contains("1 repeating timer"))
        }
        do throws(RunLoopError) {
            try loop.runUntilIdle()  // default budget: the time budget (3600 s) runs out first
            Issue.record("runUntilIdle returned although a repeating timer is scheduled")
        } catch {
            #expect(error.reason == .timeBudgetExhausted)
            #expect(error.now == 3700)
        }
    }

    @Test func runUntilIdleThrowsOnAnUnpausedDisplayLink() {
        let loop = VirtualRunLoop()
        let link = loop.displayLink { _ in }
        #expect(throws: RunLoopError.self) { try loop.runUntilIdle(maxEvents: 600) }
        do throws(RunLoopError) {
            try loop.runUntilIdle(maxEvents: 10)
        } catch {
            #expect(error.activeDisplayLinks == 1)
            #expect(error.description.contains("1 unpaused display link"))
        }
        link.isPaused = true
        #expect(throws: Never.self) { try loop.runUntilIdle() }
        #expect(loop.framesTicked == 610)
    }

    // MARK: - Bad input

    @Test(arguments: [Double.nan, -1, .infinity, -.infinity, 2e9])
    func badRunDurationsAreRejectedAndKeepState(duration: Double) {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        var fired = false
        loop.run(for: 2)
        loop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in fired = true }
        loop.run(for: duration)
        #expect(loop.now == 2)
        #expect(fired == false)
        #expect(loop.pendingEventCount == 1)
        #expect(recorder.diagnostics.count == 1)
        #expect(recorder.diagnostics.first?.code == .runLoop)
        #expect(recorder.diagnostics.first?.subject == "VirtualRunLoop")
    }

    @Test(arguments: [Double.nan, 1, 1e10])
    func badRunTargetsAreRejectedAndTimeNeverGoesBackwards(target: Double) {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        loop.run(until: 5)
        loop.run(until: target)
        #expect(loop.now == 5)
        #expect(recorder.diagnostics.map(\.code) == [.runLoop])
    }

    @Test func badValuesAreRejectedWithDiagnosticsAndTheOldValueKept() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        loop.simulateBusyMainThread(for: -1)
        loop.simulateBusyMainThread(for: .nan)
        #expect(loop.now == 0)
        loop.framesPerSecond = 0
        loop.framesPerSecond = -60
        loop.framesPerSecond = 5000
        #expect(loop.framesPerSecond == 60)
        loop.maxEventsPerInstant = 0
        #expect(loop.maxEventsPerInstant == 1_000_000)
        let link = loop.displayLink { _ in }
        link.preferredFramesPerSecond = -1
        #expect(link.preferredFramesPerSecond == 0)
        var ran = false
        let nanTimer = loop.scheduledTimer(withTimeInterval: .nan, repeats: true) { _ in ran = true }
        let infiniteDate = loop.scheduledTimer(fireAt: .infinity, repeats: false) { _ in ran = true }
        #expect(nanTimer.isValid == false)
        #expect(infiniteDate.isValid == false)
        let timer = loop.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in }
        timer.fireDate = .nan
        #expect(timer.fireDate == 2)
        link.invalidate()
        loop.run(for: 5)
        #expect(ran == false)
        #expect(recorder.diagnostics.count == 10)
        #expect(recorder.diagnostics.allSatisfy { $0.code == .runLoop })
        #expect(recorder.diagnostics.map(\.subject).filter { $0 == "VirtualTimer" }.count == 3)
        #expect(recorder.diagnostics.map(\.subject).filter { $0 == "VirtualDisplayLink" }.count == 1)
    }

    @Test func repeatingTimerWithANonPositiveIntervalGetsFoundationsMinimum() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        var count = 0
        let timer = loop.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in count += 1 }
        #expect(timer.timeInterval == VirtualRunLoop.minimumRepeatInterval)
        #expect(timer.timeInterval == 0.0001)
        #expect(recorder.diagnostics.count == 1)
        loop.run(for: 0.01)
        #expect(count == 100)
    }

    @Test func nestedRunFromACallbackIsRejectedWithoutCorruptingTheQueue() throws {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        loop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            recorder.log("outer", at: loop.now)
            loop.run(for: 10)
            #expect(throws: RunLoopError.self) { try loop.runUntilIdle() }
            recorder.log("after nested run", at: loop.now)
        }
        loop.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in recorder.log("second", at: loop.now) }
        loop.run(for: 3)
        #expect(recorder.events == ["outer", "after nested run", "second"])
        #expect(recorder.times == [1, 1, 2])
        #expect(recorder.diagnostics.count == 2)
        #expect(loop.now == 3)
    }

    @Test func selfPerpetuatingPerformStopsAtTheSameInstantLimit() {
        let recorder = Recorder()
        let loop = makeLoop(recorder)
        loop.maxEventsPerInstant = 100
        var count = 0
        func again() {
            count += 1
            loop.perform(again)
        }
        loop.perform(again)
        var later = false
        loop.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in later = true }
        loop.run(for: 5)
        #expect(count == 100)
        #expect(loop.now == 0)  // it could not advance past the instant that is still busy
        #expect(later == false)
        #expect(recorder.diagnostics.count == 1)
        #expect(loop.pendingEventCount == 2)
        #expect(throws: RunLoopError.self) { try loop.runUntilIdle() }
        #expect(count == 200)
        loop.invalidateAll()  // the pending perform captures the loop: break the cycle
    }

    // MARK: - Teardown and the queue itself

    @Test func invalidateAllBreaksTheCyclesBlocksCapturingTheLoopWouldKeep() {
        weak var weakLoop: VirtualRunLoop?
        weak var weakTimer: VirtualTimer?
        var ticks = 0
        do {
            let loop = VirtualRunLoop()
            weakLoop = loop
            weakTimer = loop.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                ticks += 1
                if loop.now == 2 { loop.invalidateAll() }  // from inside a callback
            }
            _ = loop.displayLink { _ in _ = loop.now }
            loop.perform { _ = loop.now }
            loop.addFrameClient(CountingClient("c", frames: 1000, recorder: Recorder()))
            loop.run(for: 5)
            #expect(ticks == 2)
            #expect(loop.pendingEventCount == 0)
            #expect(loop.isTickingFrames == false)
            #expect(loop.now == 5)
        }
        #expect(weakTimer == nil)
        #expect(weakLoop == nil)
    }

    @Test func eventQueuePopsInTimeThenSequenceOrderAndSurvivesRebuilds() {
        var queue = EventQueue()
        var reference: [(Double, UInt64)] = []
        var state: UInt64 = 0xDEAD_BEEF
        var sequence: UInt64 = 0
        var popped: [(Double, UInt64)] = []
        for round in 0..<40 {
            for _ in 0..<50 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let time = Double(state >> 58)  // few distinct times: many ties on sequence
                sequence += 1
                queue.push(ScheduledEvent(time: time, seq: sequence, item: nil))
                reference.append((time, sequence))
            }
            if round % 10 == 9 {
                queue.rebuild { $0.seq % 3 != 0 }
                reference.removeAll { $0.1 % 3 == 0 }
            }
            for _ in 0..<30 {
                guard let event = queue.popFirst() else { break }
                popped.append((event.time, event.seq))
                let smallest = reference.indices.min { reference[$0] < reference[$1] }!
                #expect(reference[smallest] == (event.time, event.seq))
                reference.remove(at: smallest)
            }
        }
        #expect(queue.count == reference.count)
        #expect(popped.count == 1200)
    }

    // MARK: - Time and independence

    @Test func timeNeverGoesBackwardsAcrossCallbacks() {
        let loop = VirtualRunLoop()
        var seen: [Double] = []
        var state: UInt64 = 12345
        for _ in 0..<200 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let delay = Double(state >> 40) / Double(1 << 24) * 10
            loop.scheduledTimer(withTimeInterval: delay, repeats: false) { _ in
                seen.append(loop.now)
                if seen.count % 50 == 0 { loop.simulateBusyMainThread(for: 0.3) }
            }
        }
        loop.run(for: 10)
        #expect(seen.count == 200)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(loop.now >= 10)
    }

    @Test func twoLoopsAreIndependent() {
        let first = VirtualRunLoop()
        let second = VirtualRunLoop()
        var firedFirst = 0
        var firedSecond = 0
        first.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in firedFirst += 1 }
        second.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            firedSecond += 1
            first.run(for: 0.5)  // another world's loop may be driven from here
        }
        _ = second.displayLink { _ in }
        second.run(for: 2)
        #expect(firedSecond == 1)
        #expect(firedFirst == 0)
        #expect(first.now == 0.5)
        #expect(second.now == 2)
        #expect(first.framesTicked == 0)
        #expect(second.framesTicked == 120)
        first.run(for: 1)
        #expect(firedFirst == 1)
    }
}

import Foundation

// The world's clock, forwarded from its run loop so tests read naturally:
// `simulation.run(for: 1.5)`, `simulation.now`.
extension Simulation {
    /// The current virtual time in seconds (starts at 0).
    public var now: TimeInterval { runLoop.now }

    /// Advances virtual time by `duration`, firing every timer, frame and turn due on the way.
    public func run(for duration: TimeInterval) { runLoop.run(for: duration) }

    /// Advances virtual time to `time`.
    public func run(until time: TimeInterval) { runLoop.run(until: time) }

    /// Runs until nothing is pending; throws when repeating timers or display links keep it busy.
    public func runUntilIdle() throws(RunLoopError) { try runLoop.runUntilIdle() }

    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on this world's clock.
    @discardableResult
    public func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                               block: @escaping (VirtualTimer) -> Void) -> VirtualTimer {
        runLoop.scheduledTimer(withTimeInterval: interval, repeats: repeats, block: block)
    }

    /// Runs `block` on the next run-loop turn.
    public func perform(_ block: @escaping () -> Void) { runLoop.perform(block) }

    /// Runs `block` on the next turn of `world`'s run loop, or at once when there is no world: how the library's
    /// asynchronous completions (batch updates, item providers, documents, drops) are called back.
    static func performOnNextTurn(of world: Simulation?, _ block: @escaping () -> Void) {
        if let world { world.perform(block) } else { block() }
    }

    /// The display rate in frames per second (60 by default; 120 for ProMotion).
    public var framesPerSecond: Int {
        get { runLoop.framesPerSecond }
        set { runLoop.framesPerSecond = newValue }
    }
}

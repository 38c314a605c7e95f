import Foundation

extension Simulation {
    /// How many rounds of `updateConstraints()` calls a world runs at one virtual instant before it
    /// treats the requests as a feedback loop (an `updateConstraints()` that calls
    /// `setNeedsUpdateConstraints()` again every time): one `.layoutLoop` diagnostic, then one round
    /// per display frame until the requests stop, so virtual time keeps moving. The same bound as
    /// layout passes (`maximumLayoutPassesPerInstant`).
    public static let maximumConstraintUpdatesPerInstant = maximumLayoutPassesPerInstant
}

/// Counts rounds of constraint updates per virtual instant for `LayoutEngine`.
struct ConstraintUpdateLoopGuard {
    private var instant = -Double.infinity
    private var roundsAtInstant = 0
    /// A loop was detected and has not ended: one round per instant (per frame) until it does.
    private var inLoop = false
    private var reported = false
    /// A layout pass at the next frame has been asked for and has not run yet.
    var frameRequested = false

    /// Whether one more round may run at `now`; counts it if so.
    mutating func admitRound(at now: Double) -> Bool {
        if now != instant {
            instant = now
            roundsAtInstant = 0
        }
        let limit = inLoop ? 1 : Simulation.maximumConstraintUpdatesPerInstant
        guard roundsAtInstant < limit else {
            inLoop = true
            return false
        }
        roundsAtInstant += 1
        return true
    }

    /// True the first time it is called in a loop: the loop's one diagnostic.
    mutating func markReported() -> Bool {
        guard !reported else { return false }
        reported = true
        return true
    }

    /// No update is pending any more: a loop (if any) is over.
    mutating func loopEnded() {
        inLoop = false
        reported = false
    }
}

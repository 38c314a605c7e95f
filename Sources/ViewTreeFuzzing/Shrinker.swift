/// Delta debugging: the shortest sequence that still fails, found by re-running candidates.
///
/// First chunks are dropped (half the sequence, then quarters, … down to single elements), each
/// candidate re-run from scratch by `stillFails`; then single elements are dropped again until a
/// whole pass removes nothing (so the result is 1-minimal: removing any one element makes it pass);
/// then each remaining element is replaced by simpler variants when `simplifications` offers some.
public enum Shrinker {
    /// Statistics of one shrink.
    public struct Statistics: Sendable, Equatable {
        /// Candidates run.
        public var runs = 0
        /// Length before.
        public var originalCount = 0
        /// Length after.
        public var finalCount = 0
    }

    /// Shrinks `items`, which must fail (`stillFails(items)` is true), to a 1-minimal failing
    /// sequence, running at most `maxRuns` candidates.
    public static func shrink<T>(_ items: [T], maxRuns: Int = 20_000,
                                 simplifications: (T) -> [T] = { _ in [] },
                                 stillFails: ([T]) -> Bool) -> (items: [T], statistics: Statistics) {
        var stats = Statistics(originalCount: items.count)
        var current = items
        func attempt(_ candidate: [T]) -> Bool {
            guard stats.runs < maxRuns else { return false }
            stats.runs += 1
            return stillFails(candidate)
        }
        // Chunks, halving.
        var chunk = max(1, current.count / 2)
        while chunk > 1 {
            var start = 0
            while start < current.count {
                let end = min(current.count, start + chunk)
                let candidate = Array(current[..<start]) + Array(current[end...])
                if attempt(candidate) { current = candidate } else { start = end }
            }
            chunk /= 2
        }
        // Single elements, until a pass removes nothing.
        var changed = true
        while changed && stats.runs < maxRuns {
            changed = false
            var i = current.count - 1
            while i >= 0 {
                var candidate = current
                candidate.remove(at: i)
                if attempt(candidate) { current = candidate; changed = true }
                i -= 1
            }
        }
        // Simpler forms of what is left.
        for i in current.indices {
            for simpler in simplifications(current[i]) {
                var candidate = current
                candidate[i] = simpler
                if attempt(candidate) { current = candidate; break }
            }
        }
        stats.finalCount = current.count
        return (current, stats)
    }
}

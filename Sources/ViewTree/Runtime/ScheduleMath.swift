/// Where a repeating timer is in its schedule: its fire dates are `anchor + index * interval`.
///
/// Dates are computed from an integer count of intervals rather than by adding `interval` to the
/// previous date, so a 0.1 s timer is still exactly on `anchor + 3600 * 0.1`'s grid after an hour
/// (repeated addition would drift by accumulated rounding). This mirrors CFRunLoop, which keeps
/// the schedule in integer ticks.
struct RepeatSchedule: Equatable {
    /// The first fire date of this schedule (the timer's original fire date, or the last date
    /// assigned to `fireDate`).
    var anchor: Double
    /// How many intervals after `anchor` the current fire date is.
    var index: Double
    /// Seconds between fires; always positive and finite.
    var interval: Double

    /// The fire date this position stands for.
    var date: Double { anchor + index * interval }

    /// The first position after this one whose date is strictly after `time`: Foundation's rule
    /// (a repeating timer that fell behind fires once, late, and then skips the fires it missed,
    /// rescheduling from the scheduled date, not from the actual firing time).
    func advanced(after time: Double) -> RepeatSchedule {
        var next = self
        next.index += 1
        if next.date > time { return next }
        // Jump straight to the right multiple rather than looping once per missed fire.
        next.index = max(next.index, floorOfNonNegative((time - anchor) / interval) + 1)
        var attempts = 0
        while next.date <= time && attempts < 4 {
            next.index += 1
            attempts += 1
        }
        if next.date <= time {
            // Only reachable when `interval` is below the resolution of `time` (it cannot be,
            // given the run loop's time cap and 0.1 ms minimum interval); restart the grid just
            // after `time` rather than loop or go backwards.
            return RepeatSchedule(anchor: time.nextUp, index: 0, interval: interval)
        }
        return next
    }
}

/// Frame-grid arithmetic for the display: frame `k` is at `Double(k) / fps`, exactly.
enum FrameMath {
    /// The smallest frame index `k`, a positive multiple of `stride`, with `k / fps > time`.
    ///
    /// Strictly after: a display link or frame client that appears at time `t` gets its first
    /// frame at the next vsync, as CADisplayLink does, never a frame at `t` itself.
    static func firstFrame(after time: Double, framesPerSecond fps: Int, stride: Int) -> Int {
        let rate = Double(fps)
        var k = Int(floorOfNonNegative(time * rate)) / stride * stride
        // The product above may round either way; settle on the exact answer by comparing the
        // very expression used for frame times.
        while Double(k) / rate <= time { k += stride }
        while k - stride > 0 && Double(k - stride) / rate > time { k -= stride }
        return k
    }

    /// Every how many display frames a link with `preferredFramesPerSecond` fires.
    ///
    /// Core Animation picks a rate that is a factor of the display's refresh rate, nearest to the
    /// preferred one; 0 (or anything at or above the display rate) means every frame. Ties go to
    /// the faster rate.
    static func stride(framesPerSecond fps: Int, preferred: Int) -> Int {
        guard preferred > 0, preferred < fps else { return 1 }
        var best = 1
        var bestDistance = Double.infinity
        for candidate in 1...fps where fps % candidate == 0 {
            let distance = abs(Double(fps / candidate) - Double(preferred))
            if distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        return best
    }
}

/// `x.rounded(.down)` for `x >= 0`, without libm.
///
/// The library imports neither Foundation nor Glibc, so `rounded(_:)` (which calls libm's `floor`)
/// would leave executables that link ViewTree with an undefined symbol. Every double at or above
/// 2^52 is already an integer; below that the conversion through `Int64` truncates, which for a
/// non-negative value is the floor.
func floorOfNonNegative(_ x: Double) -> Double {
    x < 4_503_599_627_370_496 ? Double(Int64(x)) : x
}

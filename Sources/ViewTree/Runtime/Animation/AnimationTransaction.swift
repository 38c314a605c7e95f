import Foundation

/// One `View.animate` call: the parameters its block's changes animate with, and the completion
/// shared by every property animation it started (in any world).
final class AnimationTransaction {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: View.AnimationOptions
    let curve: TimingCurve
    let group: AnimationGroup

    /// `curve` replaces the options' curve (a spring animation's).
    init(duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions, group: AnimationGroup,
         curve: TimingCurve? = nil) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.curve = curve ?? options.timingCurve
        self.group = group
    }
}

/// The completion of one `View.animate` call: runs once, when the last of its animations ended,
/// with `true` when every one of them ran to its end.
final class AnimationGroup {
    private var pending = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?
    /// The worlds whose views the block touched, first first; the completion runs on the first one's
    /// run loop when nothing was animated. Emptied by `close()`: the group lives on in the worlds'
    /// animators and run loops, and holding a world from there would keep it alive for ever.
    var worlds: [Simulation] = []
    private var closed = false

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func touch(_ world: Simulation) {
        if !worlds.contains(where: { $0 === world }) { worlds.append(world) }
    }

    func animationStarted() { pending += 1 }

    func animationEnded(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        if pending == 0 && closed { fire() }
    }

    /// Called when the block has returned: nothing more can join the group.
    func close() {
        closed = true
        let first = worlds.first
        worlds = []
        guard pending == 0 else { return }
        if let world = first {
            // Nothing to animate: UIKit still calls the completion, on the next run-loop turn.
            world.runLoop.perform { [self] in fire() }
        } else {
            // No view of the block is in a world (like UIKit views in no window): complete at once.
            fire()
        }
    }

    private func fire() {
        guard let completion else { return }
        self.completion = nil
        completion(allFinished)
    }
}

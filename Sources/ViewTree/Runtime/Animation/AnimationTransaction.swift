import Foundation

/// One `View.animate` call: the parameters its block's changes animate with, and the completion
/// shared by every property animation it started (in any world).
final class AnimationTransaction {
    // Variables for the `beginAnimations` context, whose `setAnimation…` calls change them while it is open;
    // a block's stay as made.
    var duration: TimeInterval
    var delay: TimeInterval
    var options: View.AnimationOptions
    var curve: TimingCurve
    let group: BlockAnimationGroup
    /// Set for a context opened by `beginAnimations(_:context:)` (the `setAnimation…` calls apply to it).
    var isLegacyContext = false

    /// The views whose properties the block animated, when someone asks (a property animator does).
    let recorder: AnimatedViewRecorder?
    /// Whether this is an `animateKeyframes` block, whose `addKeyframe` calls take parts of its time.
    var isKeyframeContainer = false

    /// `curve` replaces the options' curve (a spring animation's).
    init(duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions, group: BlockAnimationGroup,
         curve: TimingCurve? = nil, recorder: AnimatedViewRecorder? = nil) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.curve = curve ?? options.timingCurve
        self.group = group
        self.recorder = recorder
    }
}

/// The views an animation block started animations on, in the order it first touched them (weakly), and the
/// model value each animated property had before the block first changed it (a property animator goes back to
/// them when it runs reversed or finishes at its start).
final class AnimatedViewRecorder {
    private(set) var views: [WeakView] = []
    private var seen: Set<ObjectIdentifier> = []
    private(set) var starts: [StartValue] = []
    private var seenProperties: Set<PropertyKey> = []

    struct WeakView {
        weak var view: View?
    }

    /// One property's value before the block changed it.
    struct StartValue {
        weak var view: View?
        let value: AnimatableValue
    }

    private struct PropertyKey: Hashable {
        let view: ObjectIdentifier
        let key: AnimatableKey
    }

    func record(_ view: View, startValue: AnimatableValue) {
        if seen.insert(ObjectIdentifier(view)).inserted { views.append(WeakView(view: view)) }
        if seenProperties.insert(PropertyKey(view: ObjectIdentifier(view), key: startValue.key)).inserted {
            starts.append(StartValue(view: view, value: startValue))
        }
    }
}

/// The completion of one `View.animate` call: runs once, when the last of its animations ended,
/// with `true` when every one of them ran to its end.
final class BlockAnimationGroup {
    private var pending = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?
    /// The worlds whose views the block touched, first first; the completion runs on the first one's
    /// run loop when nothing was animated. Emptied by `close()`: the group lives on in the worlds'
    /// animators and run loops, and holding a world from there would keep it alive for ever.
    var worlds: [Simulation] = []
    /// The same worlds, weakly, kept after `close()`: when a world is released with one of the
    /// group's animations still running, the completion runs on a world that is still alive.
    private var weakWorlds: [WeakSimulation] = []
    private var closed = false
    /// The `Transaction` completion that waits for this block's animations (see `join`).
    private var layerTransaction: TransactionCompletionGroup?

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    /// Makes a `Transaction` completion wait for this block, when the block started animations
    /// (a block that animated nothing adds nothing to the transaction, as it adds no animation).
    func join(_ transaction: TransactionCompletionGroup?) {
        guard let transaction, pending > 0, layerTransaction == nil else { return }
        transaction.animationStarted()
        layerTransaction = transaction
    }

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
        weakWorlds = worlds.map(WeakSimulation.init)
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

    /// One of the group's animations will never end: its world was released while it ran (or
    /// before a replaced animation's completion could run on its run loop). It counts as not
    /// finished; if it was the last one, the completion runs on the next turn of a world of the
    /// block that is still alive, or at once when none is.
    func animationAbandoned() {
        pending -= 1
        allFinished = false
        guard pending == 0 && closed else { return }
        if let world = weakWorlds.lazy.compactMap(\.world).first {
            world.runLoop.perform { [self] in fire() }
        } else {
            fire()
        }
    }

    private func fire() {
        let transaction = layerTransaction
        layerTransaction = nil
        if let completion {
            self.completion = nil
            completion(allFinished)
        }
        // The block's own completion first, then the transaction's (ours: the order is not documented).
        transaction?.animationEnded()
    }
}

/// A weak reference to a world (a group must not keep its worlds alive).
private struct WeakSimulation {
    weak var world: Simulation?
    init(_ world: Simulation) { self.world = world }
}

/// A completion waiting for the next turn of a run loop: if the loop is released before that turn
/// (its world was released), the animation counts as abandoned rather than never ending.
final class PendingAnimationEnd {
    private let group: BlockAnimationGroup
    private let finished: Bool
    private var delivered = false

    init(group: BlockAnimationGroup, finished: Bool) {
        self.group = group
        self.finished = finished
    }

    func deliver() {
        delivered = true
        group.animationEnded(finished: finished)
    }

    deinit { if !delivered { group.animationAbandoned() } }
}

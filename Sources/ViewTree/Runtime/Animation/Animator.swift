import Foundation

/// The animation engine of one world: Core Animation's model/presentation split.
///
/// Inside a `View.animate` block the setters store the new *model* value at once (hit testing and
/// the getters see it) and tell the animator, which starts a property animation whose *presentation*
/// value runs from the old presentation value to the model value over virtual time, one display
/// frame at a time. A second animation of the same property replaces the first, starting from where
/// it is (its completion gets `false`); a change outside any animation block stops the animation of
/// that property (completion `false`) and the presentation jumps to the model value.
final class Animator: FrameClient {
    /// The owning world (unowned: see `CategoryRegistry.world`).
    unowned var world: Simulation?

    private final class Record {
        weak var view: View?
        let viewID: ObjectIdentifier
        let key: AnimatableKey
        let from: AnimatableValue
        var current: AnimatableValue
        let begin: TimeInterval
        let duration: TimeInterval
        let curve: TimingCurve
        let group: AnimationGroup

        init(view: View, key: AnimatableKey, from: AnimatableValue, begin: TimeInterval, duration: TimeInterval,
             curve: TimingCurve, group: AnimationGroup) {
            self.view = view
            self.viewID = ObjectIdentifier(view)
            self.key = key
            self.from = from
            self.current = from
            self.begin = begin
            self.duration = duration
            self.curve = curve
            self.group = group
        }
    }

    private struct RecordKey: Hashable {
        let view: ObjectIdentifier
        let key: AnimatableKey
    }

    /// Active animations in start order, and where each one is.
    @exclusivity(unchecked) private var records: [Record] = []
    @exclusivity(unchecked) private var index: [RecordKey: Int] = [:]
    @exclusivity(unchecked) private var registeredForFrames = false

    /// How many property animations are running.
    var activeCount: Int { records.count }

    /// The world is being released with animations still running: they will never end, but the
    /// completions of their blocks must still run (one block may span worlds).
    deinit {
        let groups = records.map(\.group)
        records.removeAll()
        index.removeAll()
        for group in groups { group.animationAbandoned() }
    }

    // MARK: Called by the setters

    /// The index of the running animation of `key` on `view`, if any.
    ///
    /// Records are found by `ObjectIdentifier`, and a view freed in the middle of an animation
    /// leaves its record until the next frame: a new view allocated at the same address has the
    /// same identifier. A record stands for `view` only if it still points to it.
    private func recordIndex(_ key: AnimatableKey, of view: View) -> Int? {
        guard let i = index[RecordKey(view: ObjectIdentifier(view), key: key)], records[i].view === view else { return nil }
        return i
    }

    /// The setter of an animatable property is about to store a new model value.
    func noteChange(of view: View, _ change: AnimatableChange) {
        noteChange(of: view, change, context: ThreadContext.current)
    }

    /// Whether a change now could start or stop an animation in this world: one is running, or an
    /// animation block is open on this thread. When neither, `noteChange` would do nothing.
    @inline(__always)
    var mayAnimateChange: Bool { !records.isEmpty || ThreadContext.isAnimationBlockOpen }

    /// `noteChange` for a geometry change: the center's first, then the bounds', as two separate
    /// calls would, but with one look-up of the thread's context.
    func noteGeometryChange(of view: View, from oldCenter: CGPoint, centerChanged: Bool,
                            from oldBounds: CGRect, boundsChanged: Bool) {
        let context = ThreadContext.current
        if centerChanged { noteChange(of: view, .center(from: oldCenter), context: context) }
        if boundsChanged { noteChange(of: view, .bounds(from: oldBounds), context: context) }
    }

    private func noteChange(of view: View, _ change: AnimatableChange, context: ThreadContext) {
        let key = RecordKey(view: ObjectIdentifier(view), key: change.key)
        guard let transaction = context.animationStack.last, context.animationsDisabledDepth == 0,
              let world else {
            if !records.isEmpty, let i = index[key] { notifyLater(end(at: i), finished: false) }
            return
        }
        transaction.group.touch(world)
        var from = change.value
        if let i = index[key] {
            // A record of a freed view at the same address ends too, but is not where this one starts.
            if records[i].view === view { from = records[i].current }
            notifyLater(end(at: i), finished: false)
        }
        guard transaction.duration > 0 else { return }
        let record = Record(view: view, key: change.key, from: from, begin: world.runLoop.now + transaction.delay,
                            duration: transaction.duration, curve: transaction.curve, group: transaction.group)
        transaction.group.animationStarted()
        index[key] = records.count
        records.append(record)
        if !registeredForFrames {
            registeredForFrames = true
            world.runLoop.addFrameClient(self)
        }
    }

    /// A setter was called inside an animation block but the value did not change: the block still
    /// touched this world (its completion will run on this world's run loop).
    func noteTouch() {
        guard let world, let transaction = ThreadContext.current.animationStack.last else { return }
        transaction.group.touch(world)
    }

    /// Stops the animation of `key` on `view`, if any (completion `false`).
    func cancel(_ key: AnimatableKey, of view: View) {
        if let i = recordIndex(key, of: view) { notifyLater(end(at: i), finished: false) }
    }

    /// The presentation value of `key` on `view`: the animated value, or the model value.
    func presentationValue(_ key: AnimatableKey, of view: View) -> AnimatableValue {
        if let i = recordIndex(key, of: view) { return records[i].current }
        return AnimatableValue.model(key, of: view)
    }

    /// Whether `view` has any running animation.
    func isAnimating(_ view: View) -> Bool {
        guard !records.isEmpty else { return false }
        return AnimatableKey.allCases.contains { recordIndex($0, of: view) != nil }
    }

    // MARK: Frames

    func frameDidTick(at time: Double) -> Bool {
        var finished: [Int] = []
        // Records started by one block share begin, duration and curve, so they share the eased
        // progress of this frame: it is solved once per run of such records, not once per record
        // (the curve is a pure function, so the values are the same).
        var lastBegin = Double.nan, lastDuration = Double.nan, lastCurve = TimingCurve.linear, lastEased = 0.0
        for (i, record) in records.enumerated() {
            guard let view = record.view else {
                finished.append(i)
                continue
            }
            let target = AnimatableValue.model(record.key, of: view)
            let elapsed = time - record.begin
            if elapsed >= record.duration {
                record.current = target
                finished.append(i)
            } else if elapsed > 0 {
                if !(record.begin == lastBegin && record.duration == lastDuration && record.curve == lastCurve) {
                    lastBegin = record.begin
                    lastDuration = record.duration
                    lastCurve = record.curve
                    lastEased = record.curve.progress(atFraction: elapsed / record.duration)
                }
                let eased = lastEased
                record.current = record.from.interpolated(to: target, CGFloat(eased))
            }
        }
        // Remove in reverse so indices stay valid, then run completions: they may start new animations.
        var ended: [(AnimationGroup, Bool)] = []
        for i in finished.reversed() {
            let alive = records[i].view != nil
            ended.append((end(at: i), alive))
        }
        for (group, ok) in ended.reversed() { group.animationEnded(finished: ok) }
        registeredForFrames = !records.isEmpty
        return registeredForFrames
    }

    /// Removes the record at `i` (swapping in the last) and returns its group, to be told afterwards.
    private func end(at i: Int) -> AnimationGroup {
        let record = records[i]
        let last = records.count - 1
        if i != last {
            records[i] = records[last]
            index[RecordKey(view: records[i].viewID, key: records[i].key)] = i
        }
        records.removeLast()
        index[RecordKey(view: record.viewID, key: record.key)] = nil
        return record.group
    }

    /// A replaced or stopped animation's completion runs on the next turn, not inside the setter.
    private func notifyLater(_ group: AnimationGroup, finished: Bool) {
        if let world {
            let pending = PendingAnimationEnd(group: group, finished: finished)
            world.runLoop.perform { pending.deliver() }
        } else {
            group.animationEnded(finished: finished)
        }
    }
}

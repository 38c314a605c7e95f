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
    /// The owning world (weak, as every back-reference: see Docs/Architecture.md).
    weak var world: Simulation?

    private final class Record {
        weak var view: View?
        let viewID: ObjectIdentifier
        let key: AnimatableKey
        let from: AnimatableValue
        /// Replace model: the presentation value now. Additive model: unused.
        var current: AnimatableValue
        /// Additive model (iOS 8+): the model value this animation animates to; it contributes
        /// `(from − to) × remaining` on top of the current model value.
        let to: AnimatableValue?
        /// Additive model: 1 − the eased progress, from 1 at the start to 0 at the end.
        var remaining: CGFloat = 1
        let begin: TimeInterval
        let duration: TimeInterval
        let curve: TimingCurve
        let group: AnimationGroup

        init(view: View, key: AnimatableKey, from: AnimatableValue, to: AnimatableValue?, begin: TimeInterval,
             duration: TimeInterval, curve: TimingCurve, group: AnimationGroup) {
            self.view = view
            self.viewID = ObjectIdentifier(view)
            self.key = key
            self.from = from
            self.current = from
            self.to = to
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

    /// Active animations in start order, and where each one is: every running animation of a
    /// property, oldest first (more than one only with additive animations).
    @exclusivity(unchecked) private var records: [Record] = []
    @exclusivity(unchecked) private var index: [RecordKey: [Int]] = [:]
    @exclusivity(unchecked) private var registeredForFrames = false

    /// How many property animations are running.
    var activeCount: Int { records.count }

    // MARK: Called by the setters

    /// The indices of the running animations of `key` on `view`, oldest first.
    ///
    /// Records are found by `ObjectIdentifier`, and a view freed in the middle of an animation
    /// leaves its records until the next frame: a new view allocated at the same address has the
    /// same identifier. A record stands for `view` only if it still points to it.
    private func recordIndices(_ key: AnimatableKey, of view: View) -> [Int] {
        guard let list = index[RecordKey(view: ObjectIdentifier(view), key: key)] else { return [] }
        return list.filter { records[$0].view === view }
    }

    /// The setter of an animatable property is about to store a new model value.
    func noteChange(of view: View, _ change: AnimatableChange, to newValue: AnimatableValue) {
        noteChange(of: view, change, to: newValue, context: ThreadContext.current)
    }

    /// Whether a change now could start or stop an animation in this world: one is running, or an
    /// animation block is open on this thread. When neither, `noteChange` would do nothing.
    @inline(__always)
    var mayAnimateChange: Bool { !records.isEmpty || ThreadContext.isAnimationBlockOpen }

    /// `noteChange` for a geometry change: the center's first, then the bounds', as two separate
    /// calls would, but with one look-up of the thread's context.
    func noteGeometryChange(of view: View, from oldCenter: CGPoint, to newCenter: CGPoint, centerChanged: Bool,
                            from oldBounds: CGRect, to newBounds: CGRect, boundsChanged: Bool) {
        let context = ThreadContext.current
        if centerChanged { noteChange(of: view, .center(from: oldCenter), to: .center(newCenter), context: context) }
        if boundsChanged { noteChange(of: view, .bounds(from: oldBounds), to: .bounds(newBounds), context: context) }
    }

    /// Ends every running animation of `key` (completion `false`, on the next turn).
    private func endAll(_ key: RecordKey) {
        while let i = index[key]?.last { notifyLater(end(at: i), finished: false) }
    }

    private func noteChange(of view: View, _ change: AnimatableChange, to newValue: AnimatableValue,
                            context: ThreadContext) {
        let key = RecordKey(view: ObjectIdentifier(view), key: change.key)
        guard let transaction = context.animationStack.last, context.animationsDisabledDepth == 0,
              let world else {
            // A change outside any animation block stops the property's animations.
            if !records.isEmpty, index[key] != nil { endAll(key) }
            return
        }
        transaction.group.touch(world)
        let additive = world.profile.usesAdditiveAnimations
        var from = change.value
        if !additive, let i = index[key]?.last {
            // Replace model: the new animation starts where the old one is, and the old one ends
            // (a record of a freed view at the same address ends too, but is not where this starts).
            if records[i].view === view { from = records[i].current }
            endAll(key)
        } else if additive, let list = index[key], list.contains(where: { records[$0].view !== view }) {
            endAll(key)
        }
        guard transaction.duration > 0 else { return }
        // Additive model: animate from the old model value to the new one, on top of whatever is
        // still running (the model value is stored right after this call).
        let to: AnimatableValue? = additive ? newValue : nil
        let record = Record(view: view, key: change.key, from: from, to: to, begin: world.runLoop.now + transaction.delay,
                            duration: transaction.duration, curve: transaction.curve, group: transaction.group)
        transaction.group.animationStarted()
        index[key, default: []].append(records.count)
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

    /// Stops the animations of `key` on `view`, if any (completion `false`).
    func cancel(_ key: AnimatableKey, of view: View) {
        for i in recordIndices(key, of: view).reversed() { notifyLater(end(at: i), finished: false) }
    }

    /// The presentation value of `key` on `view`: the animated value, or the model value.
    func presentationValue(_ key: AnimatableKey, of view: View) -> AnimatableValue {
        let list = recordIndices(key, of: view)
        guard let last = list.last else { return AnimatableValue.model(key, of: view) }
        guard records[last].to != nil else { return records[last].current }
        // Additive: the model value plus what each running animation still adds.
        var value = AnimatableValue.model(key, of: view)
        for i in list {
            let r = records[i]
            if let to = r.to { value = value.adding(r.from, minus: to, times: r.remaining) }
        }
        // Opposing additive animations can overshoot; opacity is clamped when composited.
        if case .alpha(let a) = value { return .alpha(min(max(a, 0), 1)) }
        return value
    }

    /// Whether `view` has any running animation.
    func isAnimating(_ view: View) -> Bool {
        guard !records.isEmpty else { return false }
        return AnimatableKey.allCases.contains { !recordIndices($0, of: view).isEmpty }
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
                record.remaining = 0
                finished.append(i)
            } else if elapsed > 0 {
                if !(record.begin == lastBegin && record.duration == lastDuration && record.curve == lastCurve) {
                    lastBegin = record.begin
                    lastDuration = record.duration
                    lastCurve = record.curve
                    lastEased = record.curve.progress(atFraction: elapsed / record.duration)
                }
                let eased = lastEased
                if record.to != nil {
                    record.remaining = 1 - CGFloat(eased)
                } else {
                    record.current = record.from.interpolated(to: target, CGFloat(eased))
                }
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
        let recordKey = RecordKey(view: record.viewID, key: record.key)
        index[recordKey]?.removeAll { $0 == i }
        if index[recordKey]?.isEmpty == true { index[recordKey] = nil }
        let last = records.count - 1
        if i != last {
            records[i] = records[last]
            let movedKey = RecordKey(view: records[i].viewID, key: records[i].key)
            if let at = index[movedKey]?.firstIndex(of: last) { index[movedKey]?[at] = i }
        }
        records.removeLast()
        return record.group
    }

    /// A replaced or stopped animation's completion runs on the next turn, not inside the setter.
    private func notifyLater(_ group: AnimationGroup, finished: Bool) {
        if let world {
            world.runLoop.perform { group.animationEnded(finished: finished) }
        } else {
            group.animationEnded(finished: finished)
        }
    }
}

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
    /// The world's link: `animationsRunning` mirrors `!records.isEmpty` there, for the setters.
    var link: WorldLink?

    // Ownership: a record names its view by `ObjectIdentifier` and holds no reference to it. A
    // weak reference would give every view that ever animated a side table for the rest of its
    // life (each later retain of it takes Swift's slow path: an autoresizing pass over such views
    // ran 2.06× slower, issue #21). Instead the view tells its world's animator when it goes
    // (`View.deinit` → `viewDidGo(_:)`, only for views that ever started an animation): its
    // records leave the index at once, so a new view at the same address never finds them, and
    // end on the next frame with `finished == false`, as before. A record keeps the model value
    // it animates to (`target`): every change of an animated property goes through `noteChange`,
    // which ends or replaces the record, so the model value cannot change under a live record.
    private final class Record {
        let viewID: ObjectIdentifier
        let key: AnimatableKey
        let from: AnimatableValue
        /// The model value stored by the change that started the animation.
        let target: AnimatableValue
        /// Replace model: the presentation value now (in `current4` for lane values). Additive
        /// model: unused.
        var current: AnimatableValue {
            get { lane ? AnimatableValue.fromLanes(key, current4) : generalCurrent }
            set {
                if lane, let lanes = newValue.lanes { current4 = lanes } else { generalCurrent = newValue; lane = false }
            }
        }
        private var generalCurrent: AnimatableValue
        /// Whether `from` and `target` are opacity, a point or a rect, kept as up to four doubles
        /// (`from4`, `target4`, `current4`): each frame interpolates those without copying the
        /// 129-byte `AnimatableValue`s (the same arithmetic, component by component).
        private(set) var lane: Bool
        let from4: SIMD4<Double>
        let target4: SIMD4<Double>
        var current4: SIMD4<Double>
        /// Additive model (iOS 8+): the animation contributes `(from − target) × remaining` on top
        /// of the current model value.
        let additive: Bool
        /// Additive model: 1 − the eased progress, from 1 at the start to 0 at the end.
        var remaining: CGFloat = 1
        let begin: TimeInterval
        let duration: TimeInterval
        let curve: TimingCurve
        let group: AnimationGroup
        /// The index in `records` of the next older running animation of the same property of
        /// the same view (additive animations stack), or -1.
        var older = -1
        /// False once the view has gone (`viewDidGo`): the record ends on the next frame.
        var viewAlive = true

        init(viewID: ObjectIdentifier, key: AnimatableKey, from: AnimatableValue, target: AnimatableValue,
             additive: Bool, begin: TimeInterval, duration: TimeInterval, curve: TimingCurve, group: AnimationGroup) {
            self.viewID = viewID
            self.key = key
            self.from = from
            self.target = target
            self.generalCurrent = from
            if let f = from.lanes, let t = target.lanes {
                (lane, from4, target4, current4) = (true, f, t, f)
            } else {
                (lane, from4, target4, current4) = (false, .zero, .zero, .zero)
            }
            self.additive = additive
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

    /// Active animations in start order, and where the newest running animation of each property
    /// is (older ones of the same property follow `Record.older`; more than one only with
    /// additive animations). Only records of live views are in `index`.
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

    /// The view with this identifier is being released: its animations stop (completion `false`
    /// on the next frame) and its records leave the index now, before its address can be reused.
    func viewDidGo(_ viewID: ObjectIdentifier) {
        guard !records.isEmpty else { return }
        for key in AnimatableKey.allCases {
            var i = index.removeValue(forKey: RecordKey(view: viewID, key: key)) ?? -1
            while i >= 0 {
                records[i].viewAlive = false
                i = records[i].older
            }
        }
    }

    // MARK: Called by the setters

    /// The indices of the running animations of `key` on `view`, oldest first.
    private func recordIndices(_ key: AnimatableKey, of view: View) -> [Int] {
        guard var i = index[RecordKey(view: ObjectIdentifier(view), key: key)] else { return [] }
        var list: [Int] = []
        while i >= 0 {
            list.append(i)
            i = records[i].older
        }
        return list.reversed()
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
        while let i = index[key] { notifyLater(end(at: i), finished: false) }
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
        if !additive, let i = index[key] {
            // Replace model: the new animation starts where the old one is, and the old one ends.
            from = records[i].current
            endAll(key)
        }
        guard transaction.duration > 0 else { return }
        // Additive model: animate from the old model value to the new one, on top of whatever is
        // still running (the model value is stored right after this call).
        let record = Record(viewID: key.view, key: change.key, from: from, target: newValue, additive: additive,
                            begin: world.runLoop.now + transaction.delay, duration: transaction.duration,
                            curve: transaction.curve, group: transaction.group)
        transaction.group.animationStarted()
        record.older = index[key] ?? -1
        index[key] = records.count
        records.append(record)
        link?.animationsRunning = true
        // Its deinit must tell this animator it went (see `Record`).
        view.startedAnimating = true
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
        guard let last = index[RecordKey(view: ObjectIdentifier(view), key: key)] else {
            return AnimatableValue.model(key, of: view)
        }
        guard records[last].additive else { return records[last].current }
        // Additive: the model value plus what each running animation still adds.
        var value = AnimatableValue.model(key, of: view)
        for i in recordIndices(key, of: view) {
            let r = records[i]
            value = value.adding(r.from, minus: r.target, times: r.remaining)
        }
        // Opposing additive animations can overshoot; opacity is clamped when composited.
        if case .alpha(let a) = value { return .alpha(min(max(a, 0), 1)) }
        return value
    }

    /// The properties of `view` that are animating now, in `AnimatableKey` order.
    func runningKeys(of view: View) -> [AnimatableKey] {
        guard !records.isEmpty else { return [] }
        let id = ObjectIdentifier(view)
        return AnimatableKey.allCases.filter { index[RecordKey(view: id, key: $0)] != nil }
    }

    /// Where the running animation of `key` on `view` started and how it runs, if there is one.
    func runningAnimation(_ key: AnimatableKey, of view: View) -> (from: AnimatableValue, begin: TimeInterval, duration: TimeInterval, curve: TimingCurve)? {
        guard let i = index[RecordKey(view: ObjectIdentifier(view), key: key)] else { return nil }
        let r = records[i]
        return (r.from, r.begin, r.duration, r.curve)
    }

    /// Whether `view` has any running animation.
    func isAnimating(_ view: View) -> Bool {
        guard !records.isEmpty else { return false }
        let id = ObjectIdentifier(view)
        return AnimatableKey.allCases.contains { index[RecordKey(view: id, key: $0)] != nil }
    }

    // MARK: Frames

    func frameDidTick(at time: Double) -> Bool {
        var finished: [Int] = []
        // Records started by one block share begin, duration and curve, so they share the eased
        // progress of this frame: it is solved once per run of such records, not once per record
        // (the curve is a pure function, so the values are the same).
        var lastBegin = Double.nan, lastDuration = Double.nan, lastCurve = TimingCurve.linear, lastEased = 0.0
        // Records of one block (one group) share its curve: comparing the group spares comparing curves.
        var lastGroup: AnimationGroup?
        records.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                let record = buffer[i]
                guard record.viewAlive else {
                    finished.append(i)
                    continue
                }
                let elapsed = time - record.begin
                if elapsed >= record.duration {
                    if !record.additive { record.current = record.target }
                    record.remaining = 0
                    finished.append(i)
                } else if elapsed > 0 {
                    if !(record.begin == lastBegin && record.duration == lastDuration
                         && (record.group === lastGroup || record.curve == lastCurve)) {
                        lastBegin = record.begin
                        lastDuration = record.duration
                        lastCurve = record.curve
                        lastGroup = record.group
                        lastEased = record.curve.progress(atFraction: elapsed / record.duration)
                    }
                    let eased = CGFloat(lastEased)
                    if record.additive {
                        record.remaining = 1 - eased
                    } else if record.lane {
                        // `interpolated(to:_:)`'s arithmetic, a + (b − a) × t, on each component.
                        record.current4 = record.from4 + (record.target4 - record.from4) * lastEased
                    } else {
                        record.current = record.from.interpolated(to: record.target, eased)
                    }
                }
            }
        }
        guard !finished.isEmpty else {
            // Records ended between frames (replaced or stopped) may have left none.
            registeredForFrames = !records.isEmpty
            return registeredForFrames
        }
        // Remove in reverse so indices stay valid, then run completions: they may start new animations.
        var ended: [(AnimationGroup, Bool)] = []
        ended.reserveCapacity(finished.count)
        for i in finished.reversed() {
            let alive = records[i].viewAlive
            ended.append((end(at: i), alive))
        }
        for (group, ok) in ended.reversed() { group.animationEnded(finished: ok) }
        registeredForFrames = !records.isEmpty
        return registeredForFrames
    }

    /// Removes the record at `i` (moving the last one into its place) and returns its group, to
    /// be told afterwards.
    private func end(at i: Int) -> AnimationGroup {
        let record = records[i]
        if record.viewAlive { unlink(i, key: RecordKey(view: record.viewID, key: record.key), replacingWith: record.older) }
        let last = records.count - 1
        if i != last {
            let moved = records[last]
            records[i] = moved
            if moved.viewAlive { unlink(last, key: RecordKey(view: moved.viewID, key: moved.key), replacingWith: i) }
        }
        records.removeLast()
        if records.isEmpty { link?.animationsRunning = false }
        return record.group
    }

    /// Replaces the link to record `i` in `key`'s chain (the index entry or a newer record's
    /// `older`) by `replacement` (-1 removes the entry).
    private func unlink(_ i: Int, key: RecordKey, replacingWith replacement: Int) {
        guard var newer = index[key] else { return }
        if newer == i {
            index[key] = replacement >= 0 ? replacement : nil
            return
        }
        while newer >= 0 {
            let next = records[newer].older
            if next == i {
                records[newer].older = replacement
                return
            }
            newer = next
        }
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

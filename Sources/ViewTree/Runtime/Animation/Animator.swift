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
    /// The world's link: `animationsRunning` mirrors `!hot.isEmpty` there, for the setters.
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
    //
    // Layout (issue #21): a record is split in two structs kept in two parallel arrays, `hot[i]`
    // and `cold[i]` being the same record. `Hot` holds what every frame reads and writes, with no
    // reference in it, so a frame is a loop over one contiguous array of plain values: no
    // retain, release, class access or enum copy per record. `Cold` holds what only starting,
    // ending and queries read (the group, the curve, the values as `AnimatableValue`s).

    /// The per-frame part of a record (plain values only, 40 bytes).
    private struct Hot {
        /// Variable for a paused record that resumes (`resumeRecords`).
        var begin: TimeInterval
        var duration: TimeInterval
        /// The identity of the record's group (`Cold.group`, which keeps it alive as long as the
        /// record lives): records of one block share it, and so their curve.
        let group: ObjectIdentifier
        /// Additive model: 1 − the eased progress, from 1 at the start to 0 at the end.
        var remaining: CGFloat = 1
        /// Whether `from` and `target` are opacity, a point or a rect, kept as up to four doubles
        /// in `lanes[i]`: each frame interpolates those without copying the 129-byte
        /// `AnimatableValue`s (the same arithmetic, component by component).
        let lane: Bool
        /// Additive model (iOS 8+): the animation contributes `(from − target) × remaining` on top
        /// of the current model value.
        let additive: Bool
        /// False once the view has gone (`viewDidGo`): the record ends on the next frame.
        var viewAlive = true
        /// A paused property animator's record: frames leave it where it is shown (see `pauseRecords`).
        /// In the struct's padding: `Hot` stays 40 bytes.
        var paused = false
    }

    /// A lane record's values (`Hot.lane`: opacity, a point or a rect) as four doubles: where
    /// the animation starts, the model value it animates to, and (replace model) the presentation
    /// value now. Kept apart from `Hot` so that additive records (the default) read only 40
    /// bytes per frame; `AnimatableValue.fromLanes` gives the values back exactly.
    private struct Lanes {
        /// Variable for a paused record that resumes from where it is shown.
        var from4: SIMD4<Double>
        let target4: SIMD4<Double>
        var current4: SIMD4<Double>
        static let unused = Lanes(from4: .zero, target4: .zero, current4: .zero)
    }

    /// A colour or transform record's values (not lanes): where it starts, the model value it
    /// animates to, and (replace model) the presentation value now. Boxed so that the records'
    /// arrays stay small: three `AnimatableValue`s are 400 bytes.
    private final class GeneralValues {
        /// Variable for a paused record that resumes from where it is shown.
        var from: AnimatableValue
        let target: AnimatableValue
        var current: AnimatableValue
        init(from: AnimatableValue, target: AnimatableValue) {
            self.from = from
            self.target = target
            self.current = from
        }
    }

    /// The rest of a record: read when it starts, ends or is asked about.
    private struct Cold {
        let viewID: ObjectIdentifier
        let key: AnimatableKey
        /// `nil` for lane records (their values are in `lanes`).
        let general: GeneralValues?
        let curve: TimingCurve
        let group: BlockAnimationGroup
        /// The index in `hot`/`lanes`/`cold` of the next older running animation of the same
        /// property of the same view (additive animations stack), or -1.
        var older = -1
        /// When the record started, in the order the setters ran (`layer.animationKeys()` lists a
        /// view's animations in the order they were added, as Core Animation does).
        let sequence: Int
    }

    private struct RecordKey: Hashable {
        let view: ObjectIdentifier
        let key: AnimatableKey
    }

    /// Active animations (`hot[i]`, `lanes[i]` and `cold[i]` are one record), and where the newest running
    /// animation of each property is (older ones of the same property follow `Cold.older`; more
    /// than one only with additive animations). Only records of live views are in `index`.
    @exclusivity(unchecked) private var hot: [Hot] = []
    @exclusivity(unchecked) private var lanes: [Lanes] = []
    @exclusivity(unchecked) private var cold: [Cold] = []
    @exclusivity(unchecked) private var index: [RecordKey: Int] = [:]
    @exclusivity(unchecked) private var registeredForFrames = false
    /// How many records are paused: frames are needed only while some record is not.
    private var pausedCount = 0
    /// The next record's `Cold.sequence`.
    private var nextSequence = 0

    /// The presentation value of record `i` (replace model).
    private func current(_ i: Int) -> AnimatableValue {
        cold[i].general?.current ?? AnimatableValue.fromLanes(cold[i].key, lanes[i].current4)
    }

    /// Where record `i` animates from.
    private func from(_ i: Int) -> AnimatableValue {
        cold[i].general?.from ?? AnimatableValue.fromLanes(cold[i].key, lanes[i].from4)
    }

    /// The model value record `i` animates to.
    private func target(_ i: Int) -> AnimatableValue {
        cold[i].general?.target ?? AnimatableValue.fromLanes(cold[i].key, lanes[i].target4)
    }

    /// How many property animations are running.
    var activeCount: Int { hot.count }

    /// The world is being released with animations still running: they will never end, but the
    /// completions of their blocks must still run (one block may span worlds).
    deinit {
        let groups = cold.map(\.group)
        hot.removeAll()
        lanes.removeAll()
        cold.removeAll()
        index.removeAll()
        for group in groups { group.animationAbandoned() }
    }

    /// The view with this identifier is being released: its animations stop (completion `false`
    /// on the next frame) and its records leave the index now, before its address can be reused.
    func viewDidGo(_ viewID: ObjectIdentifier) {
        guard !hot.isEmpty else { return }
        for key in AnimatableKey.allCases {
            var i = index.removeValue(forKey: RecordKey(view: viewID, key: key)) ?? -1
            while i >= 0 {
                hot[i].viewAlive = false
                i = cold[i].older
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
            i = cold[i].older
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
    var mayAnimateChange: Bool { !hot.isEmpty || ThreadContext.isAnimationBlockOpen }

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
              let world, world.appAnimationsEnabled else {
            // A change outside any animation block stops the property's animations.
            if !hot.isEmpty, index[key] != nil { endAll(key) }
            return
        }
        transaction.group.touch(world)
        let additive = world.profile.usesAdditiveAnimations
        var from = change.value
        if !additive, let i = index[key] {
            // Replace model: the new animation starts where the old one is, and the old one ends.
            from = current(i)
            endAll(key)
        }
        guard transaction.duration > 0 else { return }
        // Additive model: animate from the old model value to the new one, on top of whatever is
        // still running (the model value is stored right after this call).
        let general: GeneralValues?
        if let f = from.lanes, let t = newValue.lanes {
            lanes.append(Lanes(from4: f, target4: t, current4: f))
            general = nil
        } else {
            lanes.append(.unused)
            general = GeneralValues(from: from, target: newValue)
        }
        hot.append(Hot(begin: world.runLoop.now + transaction.delay, duration: transaction.duration,
                       group: ObjectIdentifier(transaction.group), lane: general == nil, additive: additive))
        cold.append(Cold(viewID: key.view, key: change.key, general: general,
                         curve: transaction.curve, group: transaction.group, older: index[key] ?? -1,
                         sequence: nextSequence))
        nextSequence += 1
        transaction.group.animationStarted()
        transaction.recorder?.record(view, startValue: change.value)
        index[key] = hot.count - 1
        link?.animationsRunning = true
        // Its deinit must tell this animator it went (see the ownership note above `Hot`).
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

    /// Stops the `generation`-th running animation (1 = the oldest) of `key` on `view`, if there is
    /// one (completion `false`).
    func cancel(_ key: AnimatableKey, generation: Int, of view: View) {
        let indices = recordIndices(key, of: view)
        guard generation >= 1, generation <= indices.count else { return }
        notifyLater(end(at: indices[generation - 1]), finished: false)
    }

    /// The presentation value of `key` on `view`: the animated value, or the model value.
    func presentationValue(_ key: AnimatableKey, of view: View) -> AnimatableValue {
        guard let last = index[RecordKey(view: ObjectIdentifier(view), key: key)] else {
            return AnimatableValue.model(key, of: view)
        }
        guard hot[last].additive else { return current(last) }
        // Additive: the model value plus what each running animation still adds.
        var value = AnimatableValue.model(key, of: view)
        for i in recordIndices(key, of: view) {
            value = value.adding(from(i), minus: target(i), times: hot[i].remaining)
        }
        // Opposing additive animations can overshoot; opacity is clamped when composited.
        if case .alpha(let a) = value { return .alpha(min(max(a, 0), 1)) }
        return value
    }

    /// The properties of `view` that are animating now, in `AnimatableKey` order.
    func runningKeys(of view: View) -> [AnimatableKey] {
        guard !hot.isEmpty else { return [] }
        let id = ObjectIdentifier(view)
        return AnimatableKey.allCases.filter { index[RecordKey(view: id, key: $0)] != nil }
    }

    /// The running animations of `view`, in the order they started: each with its property and its
    /// place among the running animations of that property (1 for the oldest; additive animations
    /// stack, and Core Animation names the later ones `key-2`, `key-3`, …).
    func runningAnimations(of view: View) -> [(key: AnimatableKey, generation: Int, isSpring: Bool)] {
        guard !hot.isEmpty else { return [] }
        var found: [(key: AnimatableKey, generation: Int, isSpring: Bool, sequence: Int)] = []
        for key in AnimatableKey.allCases {
            let indices = recordIndices(key, of: view)
            for (n, i) in indices.enumerated() { found.append((key, n + 1, cold[i].curve.spring != nil, cold[i].sequence)) }
        }
        return found.sorted { $0.sequence < $1.sequence }.map { ($0.key, $0.generation, $0.isSpring) }
    }

    /// The `generation`-th running animation (1 = the oldest) of `key` on `view`: where it started
    /// and how it runs.
    func runningAnimation(_ key: AnimatableKey, generation: Int, of view: View) -> (from: AnimatableValue, to: AnimatableValue, begin: TimeInterval, duration: TimeInterval, curve: TimingCurve)? {
        let indices = recordIndices(key, of: view)
        guard generation >= 1, generation <= indices.count else { return nil }
        let i = indices[generation - 1]
        return (from(i), target(i), hot[i].begin, hot[i].duration, cold[i].curve)
    }

    /// Whether `view` has any running animation.
    func isAnimating(_ view: View) -> Bool {
        guard !hot.isEmpty else { return false }
        let id = ObjectIdentifier(view)
        return AnimatableKey.allCases.contains { index[RecordKey(view: id, key: $0)] != nil }
    }

    // MARK: Paused records (`UIViewPropertyAnimator`)

    /// Pauses the running records of the animation blocks `groups` where they are shown: frames leave
    /// them, and a run loop with only paused records is idle (a paused animator needs no frames).
    func pauseRecords(of groups: Set<ObjectIdentifier>) {
        for i in hot.indices where !hot[i].paused && groups.contains(hot[i].group) {
            hot[i].paused = true
            pausedCount += 1
        }
    }

    /// Shows the paused records of `group` at `progress` of the way from where each starts to its model
    /// value (`fractionComplete` scrubbing). Below 0 extrapolates backwards along the same line, for a
    /// record that resumed part of the way through (see `resumeRecords`); above 1 is clamped.
    func showPausedRecords(of group: ObjectIdentifier, atProgress progress: CGFloat) {
        let eased = min(progress, 1)
        for i in hot.indices where hot[i].paused && hot[i].group == group {
            if hot[i].additive {
                hot[i].remaining = 1 - eased
            } else if hot[i].lane {
                lanes[i].current4 = lanes[i].from4 + (lanes[i].target4 - lanes[i].from4) * Double(eased)
            } else if let general = cold[i].general {
                general.current = general.from.interpolated(to: general.target, eased)
            }
        }
    }

    /// Resumes the paused records of `groups`: each runs from where it is shown to its model value over
    /// `duration` seconds from now (after `delay`), on its own curve (UIKit's `continueAnimation`: the rest of the way, from
    /// where the views are).
    func resumeRecords(of groups: Set<ObjectIdentifier>, duration: TimeInterval, delay: TimeInterval) {
        guard let world else { return }
        let now = world.runLoop.now + delay
        for i in hot.indices where hot[i].paused && groups.contains(hot[i].group) {
            if hot[i].lane {
                let shown = hot[i].additive
                    ? lanes[i].target4 + (lanes[i].from4 - lanes[i].target4) * Double(hot[i].remaining)
                    : lanes[i].current4
                lanes[i].from4 = shown
                lanes[i].current4 = shown
            } else if let general = cold[i].general {
                let shown = hot[i].additive
                    ? general.target.adding(general.from, minus: general.target, times: hot[i].remaining)
                    : general.current
                general.from = shown
                general.current = shown
            }
            hot[i].begin = now
            hot[i].duration = duration
            hot[i].remaining = 1
            hot[i].paused = false
            pausedCount -= 1
        }
        if !registeredForFrames, hot.count > pausedCount {
            registeredForFrames = true
            world.runLoop.addFrameClient(self)
        }
    }

    /// Ends every record of `groups`, paused or not (completion `false`, on the next turn): a stopped
    /// animator's views keep their presentation values as model values, which may equal the model already.
    func endRecords(of groups: Set<ObjectIdentifier>) {
        // Downwards: `end(at:)` moves the last record, already looked at, into the freed place.
        var i = hot.count - 1
        while i >= 0 {
            if i < hot.count, groups.contains(hot[i].group) { notifyLater(end(at: i), finished: false) }
            i -= 1
        }
    }

    // MARK: Frames

    func frameDidTick(at time: Double) -> Bool {
        var finished: [Int] = []
        // Records started by one block share begin, duration and curve, so they share the eased
        // progress of this frame: it is solved once per run of such records, not once per record
        // (the curve is a pure function, so the values are the same).
        var lastBegin = Double.nan, lastDuration = Double.nan, lastCurve = TimingCurve.linear, lastEased = 0.0
        // Records of one block (one group) share its curve: comparing the group spares comparing curves.
        var lastGroup: ObjectIdentifier?
        // One loop over contiguous plain values (see `Hot`): no retain, release or copy per record.
        hot.withUnsafeMutableBufferPointer { hot in
          lanes.withUnsafeMutableBufferPointer { lanes in
            cold.withUnsafeBufferPointer { cold in
              for i in 0..<hot.count {
                guard hot[i].viewAlive else {
                    finished.append(i)
                    continue
                }
                if hot[i].paused { continue }
                let begin = hot[i].begin, duration = hot[i].duration
                let elapsed = time - begin
                if elapsed >= duration {
                    if !hot[i].additive {
                        if hot[i].lane {
                            lanes[i].current4 = lanes[i].target4
                        } else if let general = cold[i].general {
                            general.current = general.target
                        }
                    }
                    hot[i].remaining = 0
                    finished.append(i)
                } else if elapsed > 0 {
                    if !(begin == lastBegin && duration == lastDuration
                         && (hot[i].group == lastGroup || cold[i].curve == lastCurve)) {
                        lastBegin = begin
                        lastDuration = duration
                        lastCurve = cold[i].curve
                        lastGroup = hot[i].group
                        lastEased = lastCurve.progress(atFraction: elapsed / duration)
                    }
                    let eased = CGFloat(lastEased)
                    if hot[i].additive {
                        hot[i].remaining = 1 - eased
                    } else if hot[i].lane {
                        // `interpolated(to:_:)`'s arithmetic, a + (b − a) × t, on each component.
                        lanes[i].current4 = lanes[i].from4 + (lanes[i].target4 - lanes[i].from4) * lastEased
                    } else if let general = cold[i].general {
                        general.current = general.from.interpolated(to: general.target, eased)
                    }
                }
              }
            }
          }
        }
        guard !finished.isEmpty else {
            // Records ended between frames (replaced or stopped) may have left none, or only paused ones.
            registeredForFrames = hot.count > pausedCount
            return registeredForFrames
        }
        // Remove in reverse so indices stay valid, then run completions: they may start new animations.
        var ended: [(BlockAnimationGroup, Bool)] = []
        ended.reserveCapacity(finished.count)
        for i in finished.reversed() {
            let alive = hot[i].viewAlive
            ended.append((end(at: i), alive))
        }
        for (group, ok) in ended.reversed() { group.animationEnded(finished: ok) }
        registeredForFrames = hot.count > pausedCount
        return registeredForFrames
    }

    /// Removes the record at `i` (moving the last one into its place) and returns its group, to
    /// be told afterwards.
    private func end(at i: Int) -> BlockAnimationGroup {
        let group = cold[i].group
        if hot[i].paused { pausedCount -= 1 }
        if hot[i].viewAlive { unlink(i, key: RecordKey(view: cold[i].viewID, key: cold[i].key), replacingWith: cold[i].older) }
        let last = hot.count - 1
        if i != last {
            hot.swapAt(i, last)
            lanes.swapAt(i, last)
            cold.swapAt(i, last)
            if hot[i].viewAlive { unlink(last, key: RecordKey(view: cold[i].viewID, key: cold[i].key), replacingWith: i) }
        }
        hot.removeLast()
        lanes.removeLast()
        cold.removeLast()
        if hot.isEmpty { link?.animationsRunning = false }
        return group
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
            let next = cold[newer].older
            if next == i {
                cold[newer].older = replacement
                return
            }
            newer = next
        }
    }

    /// A replaced or stopped animation's completion runs on the next turn, not inside the setter.
    private func notifyLater(_ group: BlockAnimationGroup, finished: Bool) {
        if let world {
            let pending = PendingAnimationEnd(group: group, finished: finished)
            world.runLoop.perform { pending.deliver() }
        } else {
            group.animationEnded(finished: finished)
        }
    }
}

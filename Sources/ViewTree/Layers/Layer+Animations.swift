import Foundation

/// One explicit animation on a layer: the copy `add(_:forKey:)` made, and when it runs.
final class LayerAnimationEntry {
    /// The key it was added with; `nil` keys are not listed by `animationKeys()`.
    let key: String?
    let animation: Animation
    /// The property animated; `nil` for a group (its `members` animate).
    let keyPath: LayerKeyPath?
    /// A group's children, each with its own key path and timing, clipped to the group; empty otherwise.
    var members: [LayerAnimationEntry] = []
    /// For a group's child: the group's start and end (virtual time) and whether the group's fill
    /// holds the child's value before its start / after its end. Plain entries: unbounded.
    var clipBegin = -Double.infinity
    var clipEnd = Double.infinity
    var clipFillsBackwards = false
    var clipFillsForwards = false
    /// Virtual time of the start of the first cycle; `-infinity` for a layer in no world (it has
    /// no clock, so the animation is over as soon as it is added).
    let begin: Double
    /// One cycle forwards (the resolved duration).
    let duration: Double
    /// The whole active time: cycles × repeats (infinite for `repeatCount = .infinity`).
    let activeDuration: Double
    var endTimer: VirtualTimer?
    var startTimer: VirtualTimer?
    /// The `Transaction` completion waiting for it. Weak: the end timer (in the world's run loop)
    /// holds it, so a completion that captures the view cannot keep the view alive through its own
    /// layer once the world is gone.
    weak var transactionGroup: TransactionCompletionGroup?

    init(key: String?, animation: Animation, keyPath: LayerKeyPath?, begin: Double, duration: Double) {
        self.key = key
        self.animation = animation
        self.keyPath = keyPath
        self.begin = begin
        self.duration = duration
        let cycle = animation.autoreverses ? 2 * duration : duration
        let repeats = animation.repeatCount > 0 ? Double(animation.repeatCount) : 1
        activeDuration = repeats.isInfinite ? .infinity : cycle * repeats
    }

    /// The value this animation shows at `now` for a layer whose current value is `model`;
    /// `nil` outside its active time unless its fill mode shows it.
    func value(at now: Double, model: LayerValue) -> LayerValue? {
        // A group's child: outside the group's active time it shows only what the group's fill
        // holds, evaluated at the group's start or end (its time space is clamped there).
        var now = now
        var forcedFill = false
        if now < clipBegin {
            guard clipFillsBackwards else { return nil }
            now = clipBegin
            forcedFill = true
        } else if now >= clipEnd {
            guard clipFillsForwards else { return nil }
            now = clipEnd
            forcedFill = true
        }
        let a = animation
        let local = now - begin
        let cycle = a.autoreverses ? 2 * duration : duration
        var cycleTime: Double
        // Which repeat cycle `cycleTime` is in (0 for the first), for `isCumulative`.
        var completedCycles: Double = 0
        if local < 0 {
            guard forcedFill || a.fillMode == .backwards || a.fillMode == .both else { return nil }
            cycleTime = 0
        } else if local >= activeDuration {
            guard forcedFill || a.fillMode == .forwards || a.fillMode == .both else { return nil }
            let end = activeDuration + a.timeOffset
            completedCycles = (end / cycle).rounded(.down)
            cycleTime = end - completedCycles * cycle
            if cycleTime == 0 {
                cycleTime = cycle
                completedCycles = max(completedCycles - 1, 0)
            }
        } else {
            // Active local time (CAMediaTiming.h: `t = (tp - begin) * speed + offset`), wrapped into one
            // cycle; a negative offset wraps from the cycle's end.
            let shifted = local + a.timeOffset
            completedCycles = max((shifted / cycle).rounded(.down), 0)
            cycleTime = shifted - (shifted / cycle).rounded(.down) * cycle
        }
        var t = cycleTime
        if a.autoreverses && t > duration { t = cycle - t }
        let fraction = duration > 0 ? t / duration : 1
        let paced = a.pacesItself ? fraction : (a.timingFunction?.curve.progress(atFraction: fraction) ?? fraction)
        guard var value = a.value(atFraction: CGFloat(paced), time: t, model: model) else { return nil }
        if let property = a as? PropertyAnimation {
            if property.isCumulative, completedCycles > 0, completedCycles.isFinite,
               let start = a.value(atFraction: 0, time: 0, model: model),
               let end = a.value(atFraction: 1, time: duration, model: model) {
                // `isCumulative`: each cycle starts where the previous one ended, so after k cycles the value
                // is this cycle's plus k times one cycle's change (start extrapolated k cycles on, minus start).
                value = value.adding(start.interpolated(to: end, CGFloat(completedCycles)).subtracting(start))
            }
            if property.isAdditive { return model.adding(value) }
        }
        return value
    }
}

// Explicit animations (`add(_:forKey:)`) and the view's own animations, seen through the layer.
// Explicit animations never change the model value; they change what `presentation()` shows, on
// the world's virtual clock. The animations `View.animate` starts are listed too, under Core
// Animation's key paths (`opacity`, `position`, `bounds`, `backgroundColor`, `transform`), and
// removing them stops them as UIKit does: the model value stays, the completion gets `false`.
extension Layer {
    /// `add(_:forKey:)`: adds a copy of `anim`, replacing the animation with the same key (whose
    /// delegate is told it did not finish). A property animation with a key path ViewTree does not
    /// animate, or non-finite timing, is rejected with a `.animation` diagnostic.
    public func add(_ anim: Animation, forKey key: String?) {
        var keyPath: LayerKeyPath?
        if let group = anim as? AnimationGroup {
            for child in group.animations ?? [] {
                if child is AnimationGroup {
                    return reject(.animation, "add(_:forKey: \(key.map { "'\($0)'" } ?? "nil")): a group inside a group is not modelled; the animation was not added")
                }
                guard let path = child.animatedKeyPath, LayerKeyPath(path, on: self) != nil else {
                    return reject(.animation, "add(_:forKey: \(key.map { "'\($0)'" } ?? "nil")): a grouped animation's key path '\(child.animatedKeyPath ?? "nil")' is not an animatable property ViewTree models; the group was not added")
                }
            }
        } else if anim is TransitionAnimation {
            // A transition animates the whole content, no key path (`TransitionAnimation`).
        } else {
            guard let pathString = anim.animatedKeyPath, let path = LayerKeyPath(pathString, on: self) else {
                return reject(.animation, "add(_:forKey: \(key.map { "'\($0)'" } ?? "nil")): key path '\(anim.animatedKeyPath ?? "nil")' is not an animatable property ViewTree models; the animation was not added")
            }
            keyPath = path
        }
        guard anim.duration.isFinite, anim.duration >= 0, anim.beginTime.isFinite, anim.timeOffset.isFinite, !anim.repeatCount.isNaN, anim.repeatCount >= 0 else {
            return reject(.animation, "add(_:forKey: \(key.map { "'\($0)'" } ?? "nil")): duration \(anim.duration), beginTime \(anim.beginTime), timeOffset \(anim.timeOffset) and repeatCount \(anim.repeatCount) must be finite (repeatCount may be infinity) and not negative; the animation was not added")
        }
        guard anim.valuesAreFinite else {
            return reject(.animation, "add(_:forKey: \(key.map { "'\($0)'" } ?? "nil")): a from, to, by or keyframe value (or key time) is NaN or infinite; the animation was not added")
        }
        // Core Animation files a transition added without a key under `kCATransition`.
        let key = key ?? (anim is TransitionAnimation ? TransitionAnimation.key : nil)
        if let key { removeEntry { $0.key == key } }
        let copy = anim.duplicate()
        let transaction = Transaction.innermost
        var duration = copy.duration
        if duration == 0 { duration = transaction?.animationDuration ?? Animation.defaultDuration }
        copy.duration = duration
        if copy.timingFunction == nil, let function = transaction?.timingFunction, !(copy is KeyframeAnimation) {
            copy.timingFunction = function
        }
        let world = simulation
        let begin: Double
        if let world {
            begin = copy.beginTime > 0 ? copy.beginTime : world.runLoop.now
        } else {
            begin = -.infinity
        }
        copy.beginTime = begin.isFinite ? begin : 0
        let entry = LayerAnimationEntry(key: key, animation: copy, keyPath: keyPath, begin: begin, duration: duration)
        if let group = copy as? AnimationGroup {
            entry.members = groupMembers(of: group, begin: begin, duration: duration, activeDuration: entry.activeDuration)
        }
        if let group = transaction?.completionGroup {
            group.animationStarted()
            entry.transactionGroup = group
        }
        animationEntries.append(entry)
        guard let world else {
            // No clock (like a UIKit layer in no window): the animation is over at once.
            withExtendedLifetime(transaction?.completionGroup) { finish(entry, finished: true) }
            return
        }
        entry.startTimer = world.runLoop.scheduledTimer(fireAt: begin, repeats: false) { [weak copy] _ in
            if let copy { copy.delegate?.animationDidStart(copy) }
        }
        if entry.activeDuration.isFinite {
            let group = entry.transactionGroup
            entry.endTimer = world.runLoop.scheduledTimer(fireAt: begin + entry.activeDuration, repeats: false) { [weak self, weak entry] _ in
                guard let self, let entry else { return }
                withExtendedLifetime(group) { self.finish(entry, finished: true) }
            }
        }
    }

    /// `animationKeys()`: the keys of the running animations, the view's own first, named and
    /// ordered as UIKit adds them (`ViewAnimationKey`: `opacity`, `position`, `bounds.origin`,
    /// `bounds.size`, … in the order the block's setters ran, `position-2` for a second additive
    /// one), then the explicit ones in the order they were added; `nil` when none.
    public func animationKeys() -> [String]? {
        var keys: [String] = owningView?.runningViewAnimationKeys.map(\.name) ?? []
        keys.append(contentsOf: animationEntries.compactMap(\.key))
        return keys.isEmpty ? nil : keys
    }

    /// `animation(forKey:)`: the animation added under `key` (the stored copy), or a
    /// `BasicAnimation` describing the view animation listed under that key (a `SpringAnimation` with the
    /// spring's parameters for a spring block's).
    public func animation(forKey key: String) -> Animation? {
        if let entry = animationEntries.last(where: { $0.key == key }) { return entry.animation }
        guard let view = owningView, let animator = view.simulation?.animator,
              let named = ViewAnimationKey(parsing: key),
              let running = animator.runningAnimation(named.property, generation: named.generation, of: view)
        else { return nil }
        let basic: BasicAnimation
        if let spring = running.curve.spring {
            let described = SpringAnimation(keyPath: named.keyPath)
            described.mass = spring.curve.mass
            described.stiffness = spring.curve.stiffness
            described.damping = spring.curve.damping
            described.initialVelocity = spring.curve.initialVelocity
            basic = described
        } else {
            basic = BasicAnimation(keyPath: named.keyPath)
        }
        basic.fromValue = named.layerValue(of: running.from)?.anyValue
        basic.toValue = named.layerValue(of: running.to)?.anyValue
        basic.duration = running.duration
        basic.beginTime = running.begin
        basic.timingFunction = MediaTimingFunction(curve: running.curve)
        return basic
    }

    /// `removeAnimation(forKey:)`: stops that animation (its delegate, or the `View.animate`
    /// completion, gets `false`); the model value stays. Either half of a split bounds animation
    /// stops the whole bounds animation (ViewTree animates the bounds as one value).
    public func removeAnimation(forKey key: String) {
        if let view = owningView, let animator = view.simulation?.animator, let named = ViewAnimationKey(parsing: key) {
            animator.cancel(named.property, generation: named.generation, of: view)
        }
        removeEntry { $0.key == key }
    }

    /// `removeAllAnimations()`: stops every animation of this layer, the view's included.
    public func removeAllAnimations() {
        if let view = owningView, let animator = view.simulation?.animator {
            for property in animator.runningKeys(of: view) { animator.cancel(property, of: view) }
        }
        removeEntry { _ in true }
    }

    /// `presentation()`: a copy of this layer with the values on screen now — the view's
    /// animations and the explicit ones applied at the world's current virtual time.
    public func presentation() -> Self? {
        let copy = type(of: self).init(layer: self)
        let values = presentationProperties()
        copy.store(values)
        for (key, value) in values.subclassValues { copy.applyPresentationValue(value, forKey: key) }
        return copy
    }

    /// `model()`: the layer itself (ViewTree's layers are the model).
    public func model() -> Self { self }

    // MARK: Internals

    /// Model values with every running animation applied at the current time.
    func presentationProperties() -> LayerProperties {
        var p = modelProperties
        if let view = owningView {
            let shown = view.implicitPresentation()
            p.bounds = shown.bounds
            p.position = shown.center
            p.opacity = Float(shown.alpha)
            p.backgroundColor = shown.backgroundColor.map { view.resolvedForDisplay($0).cgColor }
            p.transform = shown.transform3D
        }
        applyExplicitAnimations(to: &p)
        return p
    }

    func applyExplicitAnimations(to p: inout LayerProperties) {
        guard !animationEntries.isEmpty else { return }
        let now = simulation?.runLoop.now ?? 0
        for entry in animationEntries {
            for part in entry.members.isEmpty ? [entry] : entry.members {
                guard let keyPath = part.keyPath, let model = keyPath.read(p, layer: self),
                      let value = part.value(at: now, model: model) else { continue }
                keyPath.write(value, into: &p, layer: self)
            }
        }
    }

    /// A group's children as entries clipped to the group (`AnimationGroup`'s rules); each keeps its
    /// own timing, begins at the group's start plus its `beginTime`, and lasts the group when its
    /// duration is 0.
    private func groupMembers(of group: AnimationGroup, begin: Double, duration: Double,
                              activeDuration: Double) -> [LayerAnimationEntry] {
        (group.animations ?? []).compactMap { child in
            guard let path = child.animatedKeyPath, let keyPath = LayerKeyPath(path, on: self) else { return nil }
            var childDuration = child.duration
            if childDuration == 0 {
                childDuration = AnimationGroup.childDefaultsToGroupDuration ? duration : Animation.defaultDuration
            }
            child.duration = childDuration
            let member = LayerAnimationEntry(key: nil, animation: child, keyPath: keyPath,
                                             begin: begin + child.beginTime, duration: childDuration)
            member.clipBegin = begin
            member.clipEnd = begin + activeDuration
            member.clipFillsBackwards = group.fillMode == .backwards || group.fillMode == .both
            member.clipFillsForwards = group.fillMode == .forwards || group.fillMode == .both
            return member
        }
    }

    /// Ends an explicit animation that reached its end: removed (unless `isRemovedOnCompletion`
    /// is false), then its delegate and its transaction's completion are told.
    func finish(_ entry: LayerAnimationEntry, finished: Bool) {
        entry.endTimer = nil
        if entry.animation.isRemovedOnCompletion || !finished {
            animationEntries.removeAll { $0 === entry }
        }
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        if let group = entry.transactionGroup {
            entry.transactionGroup = nil
            group.animationEnded()
        }
    }

    private func removeEntry(where matches: (LayerAnimationEntry) -> Bool) {
        let removed = animationEntries.filter(matches)
        guard !removed.isEmpty else { return }
        animationEntries.removeAll(where: matches)
        let world = simulation
        for entry in removed {
            entry.startTimer?.invalidate()
            entry.endTimer?.invalidate()
            let wasRunning = entry.endTimer != nil || entry.activeDuration.isInfinite
            entry.endTimer = nil
            guard wasRunning else { continue }
            // Told on the next turn, as Core Animation tells its delegate after the commit (the
            // closure holds the transaction's completion until then).
            let group = entry.transactionGroup
            let notify = { [entry, group] in
                _ = group
                entry.animation.delegate?.animationDidStop(entry.animation, finished: false)
                if let group = entry.transactionGroup {
                    entry.transactionGroup = nil
                    group.animationEnded()
                }
            }
            if let world { world.runLoop.perform(notify) } else { notify() }
        }
    }
}

extension AnimatableKey {
    /// The Core Animation key path UIKit adds a view animation under.
    var coreAnimationKeyPath: String {
        switch self {
        case .alpha: "opacity"
        case .center: "position"
        case .bounds: "bounds"
        case .backgroundColor: "backgroundColor"
        case .transform: "transform"
        }
    }
}

extension AnimatableValue {
    /// The same value as a layer animation value.
    var layerValue: LayerValue? {
        switch self {
        case .alpha(let v): .scalar(v)
        case .center(let v): .point(v)
        case .bounds(let v): .rect(v)
        case .backgroundColor(let v): .color(v?.cgColor)
        case .transform(let v): .transform(v)
        }
    }
}

extension MediaTimingFunction {
    init(curve: TimingCurve) {
        self.init(controlPoints: Float(curve.c1x), Float(curve.c1y), Float(curve.c2x), Float(curve.c2y))
    }
}

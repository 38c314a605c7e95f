import Foundation

/// `UIViewPropertyAnimator` (iOS 10): animations you start, pause, stop and finish, on the world's clock.
///
/// Its animation blocks run through `View.animate` (so the views' model values change at once and their
/// presentation follows the curve, frame by frame, as with every ViewTree animation). What is modelled, in UIKit's
/// terms: `state` (`.inactive` → `.active` on start or pause → `.inactive` when the animations end, or `.stopped`
/// after `stopAnimation(false)`), `isRunning`, the completions (called once, with `.end` when the animations ran
/// to their end, with the position given to `finishAnimation(at:)`, never after `stopAnimation(true)`), animations
/// added while running (they take the remaining time), `pauseAnimation()` (the views are shown where the
/// animations got to, their model values stay the end values; an inactive animator runs its blocks paused at
/// the start), interactive scrubbing (setting `fractionComplete` while paused shows the views that far, linearly
/// with `scrubsLinearly`, on the curve without), `continueAnimation` and a second `startAnimation()` (the rest
/// of the animation runs over the remaining time, from where the views are shown), and `stopAnimation(_:)` (the
/// views stay where they are shown: the model values become the presentation values), `isReversed` (a running
/// or continued animator turns back from where the views are shown, over the time it has taken, and ends at
/// `.start` with the start values as model values), and `finishAnimation(at:)` at any position.
open class ViewPropertyAnimator {
    /// `UIViewAnimatingState`, with UIKit's raw values.
    public enum State: Int, Sendable, Hashable { case inactive = 0, active = 1, stopped = 2 }
    /// `UIViewAnimatingPosition`, with UIKit's raw values.
    public enum Position: Int, Sendable, Hashable { case end = 0, start = 1, current = 2 }

    /// The reason of the exception UIKit raises when `finishAnimation(at:)` is called on an animator that is not
    /// stopped (a crash log in HeroTransitions/Hero issue 214, iOS 10: "'NSInternalInconsistencyException', reason:
    /// 'finishAnimationAtPosition: should only be called on a stopped animator!'").
    public static let finishAnimationMessage = "finishAnimationAtPosition: should only be called on a stopped animator!"

    /// `duration`: the duration given at creation (a physical spring runs for its settling time instead).
    public let duration: TimeInterval
    /// `delay`: the delay of `startAnimation(afterDelay:)` or `runningPropertyAnimator`.
    public private(set) var delay: TimeInterval = 0
    /// `timingParameters`.
    public let timingParameters: (any TimingCurveProvider)?
    /// `state`.
    public private(set) var state: State = .inactive
    /// `isRunning`: active and not paused.
    public private(set) var isRunning = false
    /// `isInterruptible`; default `true` (stored).
    open var isInterruptible = true
    /// `isUserInteractionEnabled`; default `true` (stored).
    open var isUserInteractionEnabled = true
    /// `scrubsLinearly`; default `true` (stored).
    open var scrubsLinearly = true
    /// `isManualHitTestingEnabled` (iOS 10): whether the app hit-tests the animating views itself (their
    /// presentation layers). Default `false`. Stored: ViewTree hit-tests views at their model values.
    open var isManualHitTestingEnabled = false
    /// `pausesOnCompletion`; default `false`. When `true`, the animator stays `.active` and paused at the end and
    /// calls no completion, as UIKit's.
    open var pausesOnCompletion = false
    /// `isReversed`: set while running, the animations turn back at once, from where the views are shown (set
    /// while paused, when they continue); running reversed to the start ends the animator at `.start`, the views'
    /// model values back at their start values. An inactive animator starts forward.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, isRunning else { return }
            let fraction = fractionComplete
            redirect(reversed: isReversed, over: runDuration * Double(isReversed ? fraction : 1 - fraction), delay: 0)
        }
    }

    private var animationBlocks: [() -> Void] = []
    private var completions: [(Position) -> Void] = []
    private let curve: TimingCurve
    private let runDuration: TimeInterval
    private var recorder = AnimatedViewRecorder()
    /// The animation blocks run so far and the fraction of the animator at which each one's animations start
    /// (they all end at 1): scrubbing to fraction F shows a block's records (F − start) / (1 − start) of
    /// their way. Held, so that a group's identity, which its records carry, stays this animator's.
    private var segments: [Segment] = []
    /// The animated properties' values before the animator's blocks changed them, and (read when it first runs
    /// reversed) the values the blocks set: where a reversed run and `finishAnimation(at:)` put the views.
    private var startValues: [AnimatedViewRecorder.StartValue] = []
    private var endValues: [AnimatedViewRecorder.StartValue] = []
    /// Whether the animations running or paused now go toward the start (`isReversed` took effect).
    private var runningReversed = false

    /// One animation block run by the animator: at the animator's fraction `start` its animations are where they
    /// start; they end at fraction 1, or at 0 for a block that runs the animator back (`towardStart`).
    private struct Segment {
        let group: BlockAnimationGroup
        var start: CGFloat
        let towardStart: Bool
    }
    private weak var world: Simulation?
    /// Increases at each start, pause and stop: a block's completion from an earlier run is ignored.
    private var generation = 0
    private var pendingSegments = 0
    /// The fraction done when the current segment started, and when it started (world time).
    private var baseFraction: CGFloat = 0
    private var segmentStart: TimeInterval = 0
    private var segmentLength: TimeInterval = 0
    private var storedFraction: CGFloat = 0

    /// `init(duration:timingParameters:)`.
    public init(duration: TimeInterval, timingParameters parameters: any TimingCurveProvider) {
        let clean = duration.isFinite && duration > 0 ? duration : 0
        self.duration = clean
        timingParameters = parameters
        (curve, runDuration) = parameters.resolvedCurve(duration: clean)
    }

    /// `init(duration:curve:animations:)`.
    public convenience init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { animationBlocks.append(animations) }
    }

    /// `init(duration:controlPoint1:controlPoint2:animations:)`.
    public convenience init(duration: TimeInterval, controlPoint1: CGPoint, controlPoint2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        if let animations { animationBlocks.append(animations) }
    }

    /// `init(duration:dampingRatio:animations:)`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { animationBlocks.append(animations) }
    }

    /// `init()`: a 0-second ease-in-ease-out animator (Swift's `NSObject` initializer, which UIKit code uses
    /// for a placeholder `var animator = UIViewPropertyAnimator()`).
    public convenience init() { self.init(duration: 0, curve: .easeInOut) }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: an animator already started
    /// (after `delay`), with the options' curve.
    @discardableResult
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: View.AnimationOptions, animations: @escaping () -> Void,
                                              completion: ((Position) -> Void)? = nil) -> ViewPropertyAnimator {
        let curve: View.AnimationCurve
        switch options.timingCurve {
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .linear: curve = .linear
        default: curve = .easeInOut
        }
        let animator = ViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// `addAnimations(_:)`: while running, the block animates over the remaining time at once.
    open func addAnimations(_ animation: @escaping () -> Void) {
        animationBlocks.append(animation)
        if isRunning {
            runSegment([animation], length: remainingTime, delay: 0)
        } else if state == .active {
            // Paused: the block's animations wait, paused, where the animator is.
            runSegment([animation], length: remainingTime, delay: 0, paused: true)
        }
    }

    /// `addAnimations(_:delayFactor:)`: as `addAnimations(_:)`; a block added while running starts after
    /// `delayFactor` of the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        animationBlocks.append(animation)
        let factor = min(max(delayFactor.isFinite ? delayFactor : 0, 0), 1)
        if isRunning {
            let remaining = remainingTime
            runSegment([animation], length: remaining * (1 - Double(factor)), delay: remaining * Double(factor))
        } else if state == .active {
            let start = storedFraction + (1 - storedFraction) * factor
            runSegment([animation], length: remainingTime * (1 - Double(factor)), delay: 0, paused: true, start: start)
        }
    }

    /// `addCompletion(_:)`: called once, in the order added, when the animations end or `finishAnimation(at:)`.
    open func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }

    // MARK: Running

    /// `startAnimation()`: runs the animations (again from where the views are, after a pause).
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// `startAnimation(afterDelay:)`.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return report("startAnimation: the animator is stopped; call finishAnimation(at:) first (UIKit raises)") }
        guard !isRunning else { return }
        let cleanDelay = delay.isFinite && delay > 0 ? delay : 0
        if state == .active {
            // Paused: the rest runs from where the views are shown.
            return resume(over: 1, delay: cleanDelay)
        }
        self.delay = cleanDelay
        let remaining = remainingTime
        state = .active
        isRunning = true
        world = world ?? Simulation.current
        runSegment(animationBlocks, length: remaining, delay: cleanDelay)
    }

    /// `pauseAnimation()`: a running animator's views stay shown where the animations got to (their model values
    /// are the end values, as in UIKit); an inactive one becomes active and runs its blocks paused at the start
    /// (the model values change, the views are shown where they were). Nothing when already paused.
    open func pauseAnimation() {
        guard state != .stopped else { return report("pauseAnimation: the animator is stopped (UIKit raises)") }
        if isRunning {
            storedFraction = fractionComplete
            isRunning = false
            for engine in engines { engine.pauseRecords(of: groupIDs) }
        } else if state == .inactive {
            state = .active
            world = world ?? Simulation.current
            storedFraction = 0
            runSegment(animationBlocks, length: runDuration, delay: 0, paused: true)
        }
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: resumes a paused animator over the remaining
    /// time, times `durationFactor` when it is above 0 (0 uses the remaining time as it is; new timing parameters
    /// are not taken: the animator keeps its curve). A NaN, infinite or negative factor is refused with an
    /// `.animation` diagnostic and the animator stays paused (Apple documents the factor only as "a multiplying
    /// factor to apply to the animation's original duration"); a huge finite one is taken, as `View.animate` takes
    /// a huge duration.
    open func continueAnimation(withTimingParameters parameters: (any TimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        guard durationFactor.isFinite, durationFactor >= 0 else {
            return report("continueAnimation(withTimingParameters:durationFactor: \(durationFactor)): the factor must be finite and not negative; the animator stays paused at \(fractionComplete)")
        }
        let factor = durationFactor > 0 ? Double(durationFactor) : 1
        resume(over: factor, delay: 0)
    }

    /// `stopAnimation(_:)`: the views stay where they are. `withoutFinishing: true` ends the animator at once
    /// (`.inactive`, no completion); `false` leaves it `.stopped`, for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if isRunning { storedFraction = fractionComplete }
        freezeViews()
        segments = []
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { world?.activePropertyAnimators[ObjectIdentifier(self)] = nil }
    }

    /// `finishAnimation(at:)`: only for a stopped animator; `.end` puts the views at the animations' end values,
    /// `.current` leaves them, then the completions run with the position. In any other state it is refused with a
    /// diagnostic quoting UIKit's exception (`finishAnimationMessage`).
    open func finishAnimation(at finalPosition: Position) {
        guard state == .stopped else { return report("finishAnimation(at:): the animator is \(state == .active ? "active" : "inactive"), not stopped (UIKit raises NSInternalInconsistencyException: \"\(Self.finishAnimationMessage)\"); nothing changed") }
        switch finalPosition {
        case .end: View.performWithoutAnimation { for block in animationBlocks { block() } }
        case .start: View.performWithoutAnimation { Self.apply(startValues) }
        case .current: break
        }
        finish(at: finalPosition)
    }

    /// `fractionComplete`: the elapsed fraction of the animation's time. Set while paused (or inactive: the
    /// animator pauses first, as UIKit's), it shows the views that far (scrubbing): on a straight line between
    /// where each animation starts and ends with `scrubsLinearly`, along the curve without. Set while running
    /// or stopped, it is ignored and reported (UIKit lets it change only while paused).
    open var fractionComplete: CGFloat {
        get {
            guard isRunning, let world, segmentLength > 0 else { return storedFraction }
            let elapsed = world.runLoop.now - segmentStart - delay
            let part = CGFloat(min(max(elapsed / segmentLength, 0), 1))
            return runningReversed ? max(0, baseFraction * (1 - part)) : min(1, baseFraction + (1 - baseFraction) * part)
        }
        set {
            guard newValue.isFinite else { return report("fractionComplete = \(newValue) rejected: the fraction must be finite; it stays \(fractionComplete)") }
            guard !isRunning, state != .stopped else {
                return report("fractionComplete = \(newValue) ignored: it can change only while the animator is paused (it is \(isRunning ? "running" : "stopped"))")
            }
            if state == .inactive { pauseAnimation() }
            storedFraction = min(max(newValue, 0), 1)
            showSegments()
        }
    }

    // MARK: Internals

    private var remainingTime: TimeInterval {
        let fraction = isRunning ? fractionComplete : storedFraction
        return runDuration * Double(runningReversed ? fraction : 1 - fraction)
    }

    /// Runs `blocks` as one animation block over `length` seconds, its animations starting at the animator's
    /// fraction `start` (where it is now, by default); `paused` leaves them paused where they start.
    private func runSegment(_ blocks: [() -> Void], length: TimeInterval, delay: TimeInterval, paused: Bool = false,
                            start: CGFloat? = nil, towardStart: Bool = false) {
        if pendingSegments == 0 {
            baseFraction = storedFraction
            segmentStart = world?.runLoop.now ?? 0
            segmentLength = length
        }
        pendingSegments += 1
        let token = generation
        // A started animator lives until it finishes or is stopped, as UIKit keeps a running animator alive: apps
        // start one held in a local (`let animator = …; animator.addCompletion { transitionContext.completeTransition(…)
        // }; animator.startAnimation()`, as Simplenote's card animators do) and count on its completion (bug 126). Its
        // world holds it (`Simulation.activePropertyAnimators`), not its own completion: the animator holds the
        // segment's group, so a completion holding the animator would be a cycle that a world released before the
        // group fired would leave behind.
        world?.activePropertyAnimators[ObjectIdentifier(self)] = self
        let group = View.animate(withDuration: length, delay: delay, options: [], curve: curve, recorder: recorder,
                                 animations: { for block in blocks { block() } },
                                 completion: { [weak self] _ in self?.segmentEnded(token) })
        segments.append(Segment(group: group, start: start ?? (isRunning ? fractionComplete : storedFraction),
                                towardStart: towardStart))
        if !towardStart { keepStartValues() }
        if paused {
            for engine in engines { engine.pauseRecords(of: [ObjectIdentifier(group)]) }
        }
    }

    /// Runs the paused animations on from where they are shown, over the rest of the time times `factor`
    /// (after `delay`), toward the end or, when `isReversed` asks for it, back toward the start.
    private func resume(over factor: TimeInterval, delay: TimeInterval) {
        let fraction = storedFraction
        if isReversed != runningReversed {
            return redirect(reversed: isReversed, over: runDuration * Double(isReversed ? fraction : 1 - fraction) * factor,
                            delay: delay)
        }
        let length = remainingTime * factor
        isRunning = true
        world = world ?? Simulation.current
        self.delay = delay
        baseFraction = fraction
        segmentStart = world?.runLoop.now ?? 0
        segmentLength = length
        for engine in engines { engine.resumeRecords(of: groupIDs, duration: length, delay: delay) }
        for i in segments.indices { segments[i].start = fraction }
        if pendingSegments == 0 {
            // Nothing is left to animate (the blocks animated nothing, or their animations were ended): the
            // animator ends on the next turn, as a block that animates nothing completes.
            let token = generation
            pendingSegments = 1
            if let world { world.runLoop.perform { [weak self] in self?.segmentEnded(token) } } else { segmentEnded(token) }
        }
    }

    /// Turns the animations toward the start (`reversed`) or the end: the views stay where they are shown and
    /// one block animates them to the start or end values over `length` seconds after `delay`.
    private func redirect(reversed: Bool, over length: TimeInterval, delay: TimeInterval) {
        storedFraction = isRunning ? fractionComplete : storedFraction
        if reversed && endValues.isEmpty {
            // The model values are still the end values: the block set them and nothing froze them yet.
            endValues = startValues.compactMap { start in
                start.view.map { AnimatedViewRecorder.StartValue(view: $0, value: .model(start.value.key, of: $0)) }
            }
        }
        let targets = reversed ? startValues : endValues
        freezeViews()
        segments = []
        runningReversed = reversed
        state = .active
        isRunning = true
        world = world ?? Simulation.current
        self.delay = delay
        runSegment([{ Self.apply(targets) }], length: length, delay: delay, towardStart: reversed)
    }

    /// Sets each value as its view's model value.
    private static func apply(_ values: [AnimatedViewRecorder.StartValue]) {
        for entry in values {
            if let view = entry.view { entry.value.apply(to: view) }
        }
    }

    /// Adds the start values the blocks' first changes recorded, once per property.
    private func keepStartValues() {
        for start in recorder.starts {
            guard let view = start.view else { continue }
            let known = startValues.contains { $0.view === view && $0.value.key == start.value.key }
            if !known { startValues.append(start) }
        }
    }

    /// Shows every paused block where the animator's `storedFraction` puts it (scrubbing).
    private func showSegments() {
        for segment in segments {
            let start = segment.start
            let progress: CGFloat
            if segment.towardStart {
                progress = start > 0 ? (start - storedFraction) / start : 1
            } else {
                progress = start < 1 ? (storedFraction - start) / (1 - start) : 1
            }
            let shown = scrubsLinearly || progress <= 0 ? progress : CGFloat(curve.progress(atFraction: Double(progress)))
            for engine in engines { engine.showPausedRecords(of: ObjectIdentifier(segment.group), atProgress: shown) }
        }
    }

    private var groupIDs: Set<ObjectIdentifier> { Set(segments.map { ObjectIdentifier($0.group) }) }

    /// The animation engines of the worlds whose views the animator animated (and its own world's).
    private var engines: [Animator] {
        var list: [Animator] = []
        for entry in recorder.views {
            if let engine = entry.view?.simulation?.animator, !list.contains(where: { $0 === engine }) { list.append(engine) }
        }
        if let engine = world?.animator, !list.contains(where: { $0 === engine }) { list.append(engine) }
        return list
    }

    private func segmentEnded(_ token: Int) {
        guard token == generation else { return }
        pendingSegments -= 1
        guard pendingSegments == 0, isRunning else { return }
        storedFraction = runningReversed ? 0 : 1
        isRunning = false
        if pausesOnCompletion { return }
        finish(at: runningReversed ? .start : .end)
    }

    private func finish(at position: Position) {
        world?.activePropertyAnimators[ObjectIdentifier(self)] = nil
        state = .inactive
        isRunning = false
        generation += 1
        pendingSegments = 0
        storedFraction = 0
        segments = []
        startValues = []
        endValues = []
        runningReversed = false
        let handlers = completions
        completions = []
        for handler in handlers { handler(position) }
    }

    /// Stops the running animations of the views this animator animated, leaving each at its presentation value.
    private func freezeViews() {
        generation += 1
        pendingSegments = 0
        let ids = groupIDs
        let engines = engines
        View.performWithoutAnimation {
            for entry in recorder.views {
                guard let view = entry.view else { continue }
                let shown = view.presentation()
                view.alpha = shown.alpha
                view.bounds = shown.bounds
                view.center = shown.center
                if view.layer.transform != shown.transform3D { view.layer.transform = shown.transform3D }
                if let color = shown.backgroundColor, color != view.backgroundColor { view.backgroundColor = color }
            }
        }
        // A view shown at its model value kept it, and its paused record with it: end what is left.
        for engine in engines { engine.endRecords(of: ids) }
        recorder = AnimatedViewRecorder()
    }

    private func report(_ message: String) {
        (world ?? Simulation.current)?.report(Diagnostic(code: .animation, subject: "ViewPropertyAnimator", message: message))
    }
}

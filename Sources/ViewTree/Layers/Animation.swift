import Foundation

/// `CAMediaTimingFunction`: the pacing of an animation, a cubic Bézier from (0, 0) to (1, 1).
public struct MediaTimingFunction: Equatable, Sendable {
    /// `CAMediaTimingFunctionName`.
    public struct Name: RawRepresentable, Equatable, Hashable, Sendable {
        /// The name Core Animation uses.
        public let rawValue: String
        /// Creates a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `kCAMediaTimingFunctionLinear`.
        public static let linear = Name(rawValue: "linear")
        /// `kCAMediaTimingFunctionEaseIn`.
        public static let easeIn = Name(rawValue: "easeIn")
        /// `kCAMediaTimingFunctionEaseOut`.
        public static let easeOut = Name(rawValue: "easeOut")
        /// `kCAMediaTimingFunctionEaseInEaseOut`.
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        /// `kCAMediaTimingFunctionDefault`.
        public static let `default` = Name(rawValue: "default")
    }

    /// The curve (the same control points as `TimingCurve`, which cites their sources).
    public let curve: TimingCurve

    /// `CAMediaTimingFunction(name:)`; an unknown name is linear.
    public init(name: Name) {
        switch name {
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInEaseOut
        case .default: curve = .default
        default: curve = .linear
        }
    }

    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`; x coordinates are clamped to 0…1 as
    /// `TimingCurve` does.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = TimingCurve(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// `getControlPoint(at:values:)`: writes control point `idx` (0: (0, 0), 1 and 2: the curve's, 3: (1, 1)) as
    /// two floats; an index outside 0…3 writes nothing (Core Animation documents only those four).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (curve.c1x, curve.c1y)
        case 2: point = (curve.c2x, curve.c2y)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }
}

/// `CAMediaTimingFillMode`: what an animation shows outside its active time.
public struct MediaTimingFillMode: RawRepresentable, Equatable, Hashable, Sendable {
    /// The name Core Animation uses.
    public let rawValue: String
    /// Creates a fill mode.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `kCAFillModeRemoved` (the default): no effect before or after.
    public static let removed = MediaTimingFillMode(rawValue: "removed")
    /// `kCAFillModeForwards`: the final value stays after the end (while the animation is kept).
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    /// `kCAFillModeBackwards`: the first value shows before `beginTime`.
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    /// `kCAFillModeBoth`.
    public static let both = MediaTimingFillMode(rawValue: "both")
}

/// `CAAnimationDelegate`. Held weakly by the animation (Core Animation retains its delegate; ViewTree's
/// rule is that back-references are weak, so keep the delegate alive yourself).
public protocol AnimationDelegate: AnyObject {
    /// `animationDidStart(_:)`: at the animation's begin time.
    func animationDidStart(_ anim: Animation)
    /// `animationDidStop(_:finished:)`: `finished` is `false` when it was removed before its end.
    func animationDidStop(_ anim: Animation, finished flag: Bool)
}

extension AnimationDelegate {
    /// Does nothing by default.
    public func animationDidStart(_ anim: Animation) {}
    /// Does nothing by default.
    public func animationDidStop(_ anim: Animation, finished flag: Bool) {}
}

/// `CAAnimation`: timing shared by every explicit animation. `add(_:forKey:)` copies it, as Core
/// Animation does, so changing it afterwards changes nothing on the layer.
open class Animation {
    /// `CATransaction`'s default `animationDuration`, 0.25 s, used when `duration` is 0 (Apple's
    /// CATransaction documentation: "defaults to 0.25 seconds").
    public static let defaultDuration: TimeInterval = 0.25

    /// `duration` of one cycle; 0 (the default) means `defaultDuration`.
    public var duration: TimeInterval = 0
    /// `beginTime`, in the world's virtual time (`world.runLoop.now`, ViewTree's `CACurrentMediaTime()`);
    /// 0 (the default) means when the animation is added.
    public var beginTime: TimeInterval = 0
    /// `timeOffset`: "an additional time offset in active local time" (CAMediaTiming.h: local time
    /// `t = (tp - begin) * speed + offset`, with `speed` 1 here). The animation still runs from
    /// `beginTime` for its active duration; within it, the cycle position is shifted by this much (a
    /// repeating animation started half a cycle in). Default 0.
    public var timeOffset: TimeInterval = 0
    /// `repeatCount`; 0 means once; fractions play part of a cycle; `.infinity` repeats for ever.
    public var repeatCount: Float = 0
    /// `autoreverses`: each cycle plays forwards, then backwards.
    public var autoreverses = false
    /// `fillMode`; default `.removed`.
    public var fillMode: MediaTimingFillMode = .removed
    /// `isRemovedOnCompletion`; default `true`.
    public var isRemovedOnCompletion = true
    /// `timingFunction`; `nil` (the default) is linear pacing.
    public var timingFunction: MediaTimingFunction?
    /// `delegate`, told when the animation starts and stops (weak: see `AnimationDelegate`).
    public weak var delegate: AnimationDelegate?

    /// `CAAnimation()`.
    public required init() {}

    /// Values stored under keys (`setValue(_:forKey:)`: `CAAnimation` is a key-value coding container, so code
    /// tags an animation to find it again in `animationDidStop`). Copied with the animation.
    private var keyedValues: [String: Any] = [:]

    /// `setValue(_:forKey:)`: stores `value` under `key` (`nil` removes it); the copy `add(_:forKey:)` keeps has it.
    public func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }

    /// `value(forKey:)`: the value stored under `key`, or `nil`.
    public func value(forKey key: String) -> Any? { keyedValues[key] }

    /// `CAAnimation.defaultValue(forKey:)` is not modelled; this copies the timing into `other`.
    func copyTiming(to other: Animation) {
        other.duration = duration
        other.beginTime = beginTime
        other.timeOffset = timeOffset
        other.repeatCount = repeatCount
        other.autoreverses = autoreverses
        other.fillMode = fillMode
        other.isRemovedOnCompletion = isRemovedOnCompletion
        other.timingFunction = timingFunction
        other.delegate = delegate
        other.keyedValues = keyedValues
    }

    /// A copy, as `add(_:forKey:)` stores (each subclass copies its own properties).
    func duplicate() -> Animation {
        let copy = type(of: self).init()
        copyTiming(to: copy)
        return copy
    }

    /// The key path it animates (property animations only).
    var animatedKeyPath: String? { nil }

    /// The value at progress `fraction` (after pacing) and local time `time` into the cycle, for a
    /// layer whose model value is `model`; `nil`: no effect.
    func value(atFraction fraction: CGFloat, time: TimeInterval, model: LayerValue) -> LayerValue? { nil }

    /// Whether this animation paces itself (a spring): the timing function is then not applied.
    var pacesItself: Bool { false }

    /// Every value it would move through is a finite number (checked by `add(_:forKey:)`).
    var valuesAreFinite: Bool { true }
}

/// `CAPropertyAnimation`: an animation of one key path.
open class PropertyAnimation: Animation {
    /// `keyPath`: the property animated (`"opacity"`, `"position.x"`, `"transform.scale"`, …).
    public var keyPath: String?
    /// `isAdditive`: the value is added to the model value.
    public var isAdditive = false
    /// `isCumulative`: each repeat cycle starts from where the previous one ended (CAPropertyAnimation
    /// documentation: "the value of the property is the value at the end of the previous repeat cycle, plus the
    /// value of the current repeat cycle"), so a repeating rotation by 2π keeps turning instead of jumping back.
    /// Default `false`.
    public var isCumulative = false

    /// `CAPropertyAnimation(keyPath:)`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// `CAAnimation()`.
    public required init() { super.init() }

    override func duplicate() -> Animation {
        let copy = super.duplicate()
        if let c = copy as? PropertyAnimation {
            c.keyPath = keyPath
            c.isAdditive = isAdditive
            c.isCumulative = isCumulative
        }
        return copy
    }

    override var animatedKeyPath: String? { keyPath }
}

/// `CABasicAnimation`: from one value to another, with Core Animation's rules for which of
/// `fromValue`, `toValue` and `byValue` are set (CABasicAnimation documentation): from + to;
/// from + by (to from+by); by + to (from to−by); from only (to the model value); to only (from the
/// model value); by only (model to model+by); none (no effect).
open class BasicAnimation: PropertyAnimation {
    /// `fromValue`.
    public var fromValue: Any?
    /// `toValue`.
    public var toValue: Any?
    /// `byValue`.
    public var byValue: Any?

    /// `CAAnimation()`.
    public required init() { super.init() }

    override func duplicate() -> Animation {
        let copy = super.duplicate()
        if let c = copy as? BasicAnimation {
            c.fromValue = fromValue
            c.toValue = toValue
            c.byValue = byValue
        }
        return copy
    }

    /// The end points for a model value.
    func endPoints(model: LayerValue) -> (LayerValue, LayerValue)? {
        let from = LayerValue(any: fromValue), to = LayerValue(any: toValue), by = LayerValue(any: byValue)
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (f?, nil, nil): return (f, model)
        case let (nil, t?, nil): return (model, t)
        case let (nil, nil, b?): return (model, model.adding(b))
        default: return nil
        }
    }

    override func value(atFraction fraction: CGFloat, time: TimeInterval, model: LayerValue) -> LayerValue? {
        guard let (from, to) = endPoints(model: model) else { return nil }
        return from.interpolated(to: to, fraction)
    }

    override var valuesAreFinite: Bool {
        [fromValue, toValue, byValue].allSatisfy { LayerValue(any: $0)?.isFinite ?? true }
    }
}

/// `CAKeyframeAnimation`: through `values` at `keyTimes` (evenly spaced when `nil`), linearly or,
/// with `calculationMode = .discrete`, in steps; `timingFunctions` pace each segment. `.paced` spaces the keyframes by
/// distance (numbers and points). A `path` replaces `values` for a point property (see `KeyframeAnimation+Path.swift`).
open class KeyframeAnimation: PropertyAnimation {
    /// `CAAnimationCalculationMode`.
    public struct CalculationMode: RawRepresentable, Equatable, Hashable, Sendable {
        /// The name Core Animation uses.
        public let rawValue: String
        /// Creates a mode.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `kCAAnimationLinear` (the default).
        public static let linear = CalculationMode(rawValue: "linear")
        /// `kCAAnimationDiscrete`: each value holds until the next key time.
        public static let discrete = CalculationMode(rawValue: "discrete")
        /// `kCAAnimationPaced`: an even speed; `keyTimes` and `timingFunctions` are ignored.
        public static let paced = CalculationMode(rawValue: "paced")
        /// `kCAAnimationCubic`: a smooth spline through the keyframes (ViewTree interpolates linearly).
        public static let cubic = CalculationMode(rawValue: "cubic")
        /// `kCAAnimationCubicPaced`: a smooth spline at an even speed (ViewTree: as `.paced`).
        public static let cubicPaced = CalculationMode(rawValue: "cubicPaced")
    }

    /// `CAAnimationRotationMode`: whether a layer moving along `path` turns to follow it.
    public struct RotationMode: RawRepresentable, Equatable, Hashable, Sendable {
        /// The name Core Animation uses.
        public let rawValue: String
        /// Creates a mode.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `kCAAnimationRotateAuto`: the layer turns to the path's tangent.
        public static let rotateAuto = RotationMode(rawValue: "auto")
        /// `kCAAnimationRotateAutoReverse`: the tangent plus 180°.
        public static let rotateAutoReverse = RotationMode(rawValue: "autoReverse")
    }

    /// `values`.
    public var values: [Any]?
    /// `keyTimes`, fractions 0…1 of the duration, one per value.
    public var keyTimes: [NSNumber]?
    /// `timingFunctions`, one per segment.
    public var timingFunctions: [MediaTimingFunction]?
    /// `calculationMode`.
    public var calculationMode: CalculationMode = .linear
    /// `path`: the path a point property (`position`) follows; when set, `values` are ignored (CAKeyframeAnimation
    /// documentation). Default `nil`.
    public var path: CGPath?
    /// `rotationMode`: whether the layer turns to follow `path`. Default `nil`. Kept: the layer's transform is not
    /// animated along the path.
    public var rotationMode: RotationMode?

    /// `CAAnimation()`.
    public required init() { super.init() }

    override func duplicate() -> Animation {
        let copy = super.duplicate()
        if let c = copy as? KeyframeAnimation {
            c.values = values
            c.keyTimes = keyTimes
            c.timingFunctions = timingFunctions
            c.calculationMode = calculationMode
            c.path = path
            c.rotationMode = rotationMode
        }
        return copy
    }

    override var valuesAreFinite: Bool {
        (values ?? []).allSatisfy { LayerValue(any: $0)?.isFinite ?? true }
            && (keyTimes ?? []).allSatisfy { $0.doubleValue.isFinite }
    }

    override func value(atFraction fraction: CGFloat, time: TimeInterval, model: LayerValue) -> LayerValue? {
        // A path drives a point property only (`position`); for any other, `values` are used.
        if let path, case .point = model, let point = point(on: path, atFraction: min(max(fraction, 0), 1)) { return .point(point) }
        let frames = (values ?? []).compactMap { LayerValue(any: $0) }
        guard let first = frames.first else { return nil }
        guard frames.count > 1 else { return first }
        var times = (keyTimes ?? []).map { CGFloat($0.doubleValue) }
        if times.count != frames.count {
            times = (0..<frames.count).map { CGFloat($0) / CGFloat(frames.count - 1) }
        }
        let paced = isPaced
        if paced, let pacedTimes = KeyframeAnimation.pacedTimes(of: frames) { times = pacedTimes }
        let f = min(max(fraction, 0), 1)
        var i = 0
        while i < frames.count - 2 && f >= times[i + 1] { i += 1 }
        if calculationMode == .discrete { return f >= times[i + 1] ? frames[i + 1] : frames[i] }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (f - times[i]) / span : 1
        if !paced, let functions = timingFunctions, i < functions.count {
            local = CGFloat(functions[i].curve.progress(atFraction: Double(local)))
        }
        return frames[i].interpolated(to: frames[i + 1], min(max(local, 0), 1))
    }
}

/// `CASpringAnimation`: a damped harmonic oscillator from the start value to the end value
/// (`fromValue`/`toValue`/`byValue` as in `BasicAnimation`), sampled at the elapsed time — the
/// timing function is not used. Defaults are Core Animation's (CASpringAnimation documentation):
/// mass 1, stiffness 100, damping 10, initial velocity 0.
open class SpringAnimation: BasicAnimation {
    /// `mass`; default 1.
    public var mass: CGFloat = 1
    /// `stiffness`; default 100.
    public var stiffness: CGFloat = 100
    /// `damping`; default 10.
    public var damping: CGFloat = 10
    /// `initialVelocity`, in units of the whole distance per second (toward the end value); default 0.
    public var initialVelocity: CGFloat = 0

    /// `CAAnimation()`.
    public required init() { super.init() }

    /// `settlingDuration`: how long until the spring is at rest — here, until its displacement
    /// stays below `SpringCurve.restThreshold` of the distance (ours: Core Animation does not publish
    /// its threshold).
    public var settlingDuration: TimeInterval { spring.settlingDuration }

    var spring: SpringCurve {
        SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                    initialVelocity: Double(initialVelocity))
    }

    override func duplicate() -> Animation {
        let copy = super.duplicate()
        if let c = copy as? SpringAnimation {
            c.mass = mass
            c.stiffness = stiffness
            c.damping = damping
            c.initialVelocity = initialVelocity
        }
        return copy
    }

    override var pacesItself: Bool { true }

    /// The values, and the spring too: parameters whose motion is 0/0 or infinite (`SpringCurve.isWellFormed`).
    override var valuesAreFinite: Bool { super.valuesAreFinite && spring.isWellFormed }

    override func value(atFraction fraction: CGFloat, time: TimeInterval, model: LayerValue) -> LayerValue? {
        guard let (from, to) = endPoints(model: model) else { return nil }
        return from.interpolated(to: to, CGFloat(spring.position(at: time)))
    }
}

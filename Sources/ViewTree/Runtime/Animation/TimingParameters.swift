import Foundation

extension View {
    /// `UIView.AnimationCurve`, with UIKit's raw values (the same numbers the keyboard notifications carry).
    public enum AnimationCurve: Int, Sendable, Hashable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
        /// The private curve 7 UIKit's keyboard notifications carry (`UIKeyboardAnimationCurveUserInfoKey =
        /// 7`, logged since iOS 7). UIKit's imported enum takes any raw value, so the keyboard idiom
        /// `UIView.AnimationCurve(rawValue: curve)!` (for `UIViewPropertyAnimator(duration:curve:animations:)`)
        /// must not fail on it; ViewTree times it as `.easeInOut` (the curve itself is not published), and an
        /// exhaustive `switch` over the four public cases warns, as it does against UIKit without
        /// `@unknown default`.
        case keyboard = 7

        /// The Bézier curve UIKit uses for it (`.easeInEaseOut` for the keyboard's private curve: ours).
        public var timingCurve: TimingCurve {
            switch self {
            case .easeInOut, .keyboard: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}

/// `UITimingCurveType`, with UIKit's raw values.
public enum TimingCurveType: Int, Sendable, Hashable {
    case builtin = 0, cubic = 1, spring = 2, composed = 3
}

/// `UITimingCurveProvider`: what a `ViewPropertyAnimator` is timed by.
public protocol TimingCurveProvider: AnyObject {
    /// `timingCurveType`.
    var timingCurveType: TimingCurveType { get }
    /// `cubicTimingParameters`: the Bézier part, if any.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// `springTimingParameters`: the spring part, if any.
    var springTimingParameters: SpringTimingParameters? { get }
}

extension TimingCurveProvider {
    /// The curve an animation of `duration` seconds runs on, and the duration it really takes (a spring given by
    /// mass, stiffness and damping settles in its own time).
    func resolvedCurve(duration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
        if let spring = springTimingParameters { return spring.resolved(duration: duration) }
        return (cubicTimingParameters?.curve ?? .easeInEaseOut, duration)
    }
}

/// `UICubicTimingParameters`: a Bézier timing curve.
public final class CubicTimingParameters: TimingCurveProvider {
    /// `animationCurve`: the built-in curve, or `.easeInOut` for custom control points.
    public let animationCurve: View.AnimationCurve
    /// `controlPoint1`.
    public let controlPoint1: CGPoint
    /// `controlPoint2`.
    public let controlPoint2: CGPoint
    let curve: TimingCurve

    /// `init()`: the ease-in-ease-out curve, UIKit's default.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// `init(animationCurve:)`.
    public init(animationCurve: View.AnimationCurve) {
        self.animationCurve = animationCurve
        curve = animationCurve.timingCurve
        controlPoint1 = CGPoint(x: curve.c1x, y: curve.c1y)
        controlPoint2 = CGPoint(x: curve.c2x, y: curve.c2y)
    }

    /// `init(controlPoint1:controlPoint2:)`.
    public init(controlPoint1: CGPoint, controlPoint2: CGPoint) {
        animationCurve = .easeInOut
        self.controlPoint1 = controlPoint1
        self.controlPoint2 = controlPoint2
        curve = TimingCurve(controlPoints: Double(controlPoint1.x), Double(controlPoint1.y),
                            Double(controlPoint2.x), Double(controlPoint2.y))
    }

    public var timingCurveType: TimingCurveType { animationCurve == .easeInOut && curve != .easeInEaseOut ? .cubic : .builtin }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }
}

/// `UISpringTimingParameters`: a spring. Given a damping ratio it runs over the animator's duration, with
/// UIKit's conversion (`SpringCurve.uiKit`); given mass, stiffness and damping it runs until it settles
/// (`SpringCurve.settlingDuration`), ignoring the animator's duration, as Apple's documentation of
/// `init(mass:stiffness:damping:initialVelocity:)` says. The curve is one-dimensional: `initialVelocity.dx` is
/// its velocity (UIKit uses `dx` for every property that has no x and y of its own).
public final class SpringTimingParameters: TimingCurveProvider {
    /// `initialVelocity`, in units of the whole distance per second.
    public let initialVelocity: CGVector
    /// The damping ratio, for the ratio initializers; `nil` for a physical spring.
    let dampingRatio: CGFloat?
    /// The physical spring, for `init(mass:stiffness:damping:initialVelocity:)`.
    let physical: SpringCurve?

    /// `init()`: a critically damped spring (damping ratio `SpringTimingParameters.defaultDampingRatio`).
    public convenience init() { self.init(dampingRatio: SpringTimingParameters.defaultDampingRatio) }

    /// `init(dampingRatio:)`.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// `init(dampingRatio:initialVelocity:)`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        physical = nil
    }

    /// `init(mass:stiffness:damping:initialVelocity:)`.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        initialVelocity = velocity
        physical = SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                               initialVelocity: Double(velocity.dx))
    }

    /// The damping ratio of `init()`: 1, critical damping (UISpringTimingParameters documentation: the default
    /// initializer makes "a critically damped spring").
    public static let defaultDampingRatio: CGFloat = 1

    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }

    func resolved(duration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
        if let physical {
            let settle = physical.settlingDuration
            return (TimingCurve(spring: physical, duration: settle), settle)
        }
        let spring = SpringCurve.uiKit(dampingRatio: Double(dampingRatio ?? 1), initialVelocity: Double(initialVelocity.dx),
                                       duration: duration)
        return (TimingCurve(spring: spring, duration: duration), duration)
    }
}

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

    /// `init()`: an overdamped spring (damping ratio `SpringTimingParameters.defaultDampingRatio`, 4.56).
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

    /// `init(duration:bounce:)` (iOS 17): `init(duration:bounce:initialVelocity: .zero)`.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// `init(duration:bounce:initialVelocity:)` (iOS 17): a spring of perceptual `duration` and `bounce`: mass 1,
    /// stiffness (2π / duration)², damping ratio `1 − bounce` for a bounce of 0 or more (0 critically damped, up to 1
    /// undamped) and `1 / (1 + bounce)` for a negative one (overdamped), as Apple gives the conversion (WWDC23
    /// "Animate with springs"; SwiftUI's `Spring(duration:bounce:)`: "A value of 0 indicates no bounces …, positive
    /// values … up to a maximum of 1.0 …, negative values indicate overdamped springs with a minimum value of
    /// -1.0"). Like `init(mass:stiffness:damping:initialVelocity:)` it runs until it settles, whatever the animator's
    /// duration. A duration that is not positive and finite, or a bounce that is not finite or outside −1 < bounce ≤ 1,
    /// is rejected with a diagnostic and the default spring (`defaultPerceptualDuration`, no bounce) is used.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        var duration = duration, bounce = bounce
        if !(duration.isFinite && duration > 0 && bounce.isFinite && bounce > -1 && bounce <= 1) {
            let diagnostic = Diagnostic(code: .invalidValue, subject: "UISpringTimingParameters",
                                        message: "init(duration: \(duration), bounce: \(bounce)): the duration must be positive and the bounce in -1 < bounce ≤ 1; the default spring (duration \(SpringTimingParameters.defaultPerceptualDuration), bounce 0) is used")
            diagnostic.report(in: Simulation.current)
            duration = SpringTimingParameters.defaultPerceptualDuration
            bounce = 0
        }
        let ratio = SpringTimingParameters.dampingRatio(forBounce: bounce)
        let stiffness = pow(2 * Double.pi / duration, 2)
        self.init(mass: 1, stiffness: CGFloat(stiffness), damping: CGFloat(2 * Double(ratio) * stiffness.squareRoot()),
                  initialVelocity: velocity)
    }

    /// The damping ratio of a spring of `bounce` (see `init(duration:bounce:initialVelocity:)`): `1 − bounce` when it
    /// is 0 or more, `1 / (1 + bounce)` when it is negative.
    public static func dampingRatio(forBounce bounce: CGFloat) -> CGFloat {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// The perceptual duration of the default spring: 0.5 s (SwiftUI's `Spring(duration: 0.5, bounce: 0)` default).
    public static let defaultPerceptualDuration: TimeInterval = 0.5

    /// The damping ratio of `init()`: 4.56 (UISpringTimingParameters `init()` documentation: "sets the damping ratio
    /// to 4.56"). An earlier wording called it "a critically damped spring" (ratio 1); the current page gives the
    /// number, so ViewTree follows it. A spring fitted to an animator's duration takes any ratio above 1 as 1
    /// (`SpringCurve.uiKit`), so both move alike there.
    public static let defaultDampingRatio: CGFloat = 4.56

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

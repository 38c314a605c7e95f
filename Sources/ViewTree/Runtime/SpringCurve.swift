import Foundation

/// A damped harmonic oscillator going from 0 to 1: Core Animation's `CASpringAnimation` model
/// (mass on a spring with a damper, CASpringAnimation documentation), and UIKit's spring animations.
public struct SpringCurve: Sendable, Equatable {
    /// The mass (> 0).
    public let mass: Double
    /// The spring constant (> 0).
    public let stiffness: Double
    /// The damping coefficient (≥ 0).
    public let damping: Double
    /// The initial velocity, in units of the whole distance per second, toward the end.
    public let initialVelocity: Double

    /// When the displacement stays below this fraction of the distance the spring is at rest
    /// (`settlingDuration`). Ours: Core Animation does not publish its threshold.
    public static let restThreshold = 0.001

    /// The longest `settlingDuration` ViewTree looks for (a barely damped spring rings for ever).
    public static let maximumSettlingDuration = 600.0

    /// Creates a spring; non-finite or non-positive mass and stiffness become Core Animation's
    /// defaults (1 and 100), a negative or non-finite damping 10, a non-finite velocity 0.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        self.damping = damping.isFinite && damping >= 0 ? damping : 10
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// UIKit's spring for `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
    /// mass 1, the damping ratio clamped to 0.01…1, and the stiffness that brings the envelope of the
    /// oscillation down to 1/1500 of the distance at the end of `duration`:
    /// `stiffness = (ln 1500)² / (duration² · ratio²)`, `damping = 2 · ratio · √stiffness`.
    /// Source: the conversion from UIKit's (duration, damping ratio) to `CASpringAnimation`'s
    /// parameters published on Stack Overflow (question "CASpringAnimation from
    /// UISpringTimingParameters", answer quoting the formula with `fractionOfAmplitude = 1500`),
    /// and Apple's documentation of `initialSpringVelocity`: "a value of 1 corresponds to the total
    /// animation distance traversed in one second".
    public static func uiKit(dampingRatio: Double, initialVelocity: Double, duration: Double) -> SpringCurve {
        let ratio = min(1, max(dampingRatio.isFinite ? dampingRatio : 1, uiKitMinimumDampingRatio))
        let logOfFraction = log(uiKitRestFraction)
        let length = duration > 0 && duration.isFinite ? duration : Animation.defaultDuration
        let stiffness = logOfFraction * logOfFraction / (length * length * ratio * ratio)
        return SpringCurve(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(),
                           initialVelocity: initialVelocity)
    }

    /// The factor by which UIKit's spring has decayed at the end of its duration (see `uiKit`).
    public static let uiKitRestFraction = 1500.0
    /// The smallest damping ratio UIKit's conversion uses (see `uiKit`).
    public static let uiKitMinimumDampingRatio = 0.01

    /// The damping ratio `damping / (2 √(stiffness · mass))` (UISpringTimingParameters documentation).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The position at `time` seconds: 0 at the start, 1 at rest.
    public func position(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        let omega = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        let v0 = initialVelocity
        // Displacement from the end: y(0) = -1, y'(0) = v0.
        let y: Double
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * omega) / omegaD
            y = exp(-zeta * omega * time) * (-cos(omegaD * time) + b * sin(omegaD * time))
        } else if zeta == 1 {
            y = exp(-omega * time) * (-1 + (v0 - omega) * time)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1)
            let c1 = -1 - c2
            y = c1 * exp(r1 * time) + c2 * exp(r2 * time)
        }
        // Parameters that are each finite can still make the formulas 0/0 or ∞ (a mass of 1e300 with a
        // stiffness of 1e-300 has ω = 0; a velocity of 1e308 overflows): such a spring has no motion to show
        // and is at rest (`isWellFormed`; `Layer.add(_:forKey:)` refuses a `SpringAnimation` that is not).
        let position = 1 + y
        return position.isFinite ? position : 1
    }

    /// Whether the formulas give finite positions: ω = √(stiffness / mass) is a positive finite number, the
    /// damping ratio and the initial velocity are finite and the velocity is within ω × 2^20 (so that the
    /// displacement, at most about v₀ / ω, stays a modest multiple of the distance).
    public var isWellFormed: Bool {
        let omega = (stiffness / mass).squareRoot()
        return omega.isFinite && omega > 0 && dampingRatio.isFinite && abs(initialVelocity) <= omega * 1_048_576
    }

    /// How long until the displacement stays below `restThreshold` (searched in 1 ms steps).
    public var settlingDuration: Double {
        let step = 0.001
        var lastAwake = 0.0
        var t = 0.0
        var quietFor = 0.0
        // Stop after one second of rest longer than the slowest oscillation period seen so far.
        let period = 2 * Double.pi / max((stiffness / mass).squareRoot(), 1e-9)
        while t < SpringCurve.maximumSettlingDuration {
            t += step
            if abs(1 - position(at: t)) >= SpringCurve.restThreshold {
                lastAwake = t
                quietFor = 0
            } else {
                quietFor += step
                if quietFor > period + 1 { break }
            }
        }
        return lastAwake
    }
}

/// A spring sampled over a fixed duration (a UIView spring animation).
struct TimedSpring: Sendable, Equatable {
    let curve: SpringCurve
    let duration: Double
}

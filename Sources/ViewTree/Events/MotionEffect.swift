import Foundation

/// `UIMotionEffect`: a change of a view's properties driven by how the device is tilted. A simulated world has no
/// gyroscope, so effects are kept, for the code that adds them and the tests that check they were added, and never
/// move a view (`keyPathsAndRelativeValues(forViewerOffset:)` still answers, for a test to ask).
open class MotionEffect {
    /// `init()`.
    public init() {}

    /// `keyPathsAndRelativeValues(forViewerOffset:)`: the changes for a viewer offset (each axis −1…1); none.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: Offset) -> [String: Any]? { nil }
}

/// `UIInterpolatingMotionEffect`: moves one key path between two values as the device tilts along one axis.
open class InterpolatingMotionEffect: MotionEffect {
    /// `UIInterpolatingMotionEffect.EffectType`, with UIKit's raw values.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0, tiltAlongVerticalAxis = 1
    }

    /// `keyPath`: the view's key path it changes (`"center.x"`).
    public let keyPath: String
    /// `type`: the tilt axis.
    public let type: EffectType
    /// `minimumRelativeValue` / `maximumRelativeValue`: the changes at the two ends of the tilt (a number for
    /// `center.x`); default `nil`.
    open var minimumRelativeValue: Any?
    open var maximumRelativeValue: Any?

    /// `init(keyPath:type:)`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The value interpolated between the two ends for the offset along the effect's axis (numbers only).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: Offset) -> [String: Any]? {
        guard let low = (minimumRelativeValue as? NSNumber)?.doubleValue ?? (minimumRelativeValue as? CGFloat).map(Double.init),
              let high = (maximumRelativeValue as? NSNumber)?.doubleValue ?? (maximumRelativeValue as? CGFloat).map(Double.init)
        else { return nil }
        let offset = Double(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        let t = (min(max(offset.isFinite ? offset : 0, -1), 1) + 1) / 2
        return [keyPath: CGFloat(low + (high - low) * t)]
    }
}

/// `UIMotionEffectGroup`: several effects applied together.
open class MotionEffectGroup: MotionEffect {
    /// `motionEffects`; default `nil`.
    open var motionEffects: [MotionEffect]?

    /// The members' changes, merged.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: Offset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] { merged[key] = value }
        }
        return merged.isEmpty ? nil : merged
    }
}

extension View {
    /// `motionEffects`: the effects added, in order.
    public var motionEffects: [MotionEffect] {
        get { extras?.motionEffects ?? [] }
        set {
            if newValue.isEmpty, extras == nil { return }
            layoutExtras.motionEffects = newValue
        }
    }

    /// `addMotionEffect(_:)`: adds `effect` (once).
    public func addMotionEffect(_ effect: MotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        motionEffects.append(effect)
    }

    /// `removeMotionEffect(_:)`.
    public func removeMotionEffect(_ effect: MotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }
}

import Foundation

// The members UIKit added for Apple Pencil in iOS 9.1 (UITouch.h), answered for a finger, the only kind of touch
// ViewTree makes (`type` is `.direct`). A finger reports no tilt: UIKit's TouchCanvas sample says a finger's altitude
// is π/2 ("When using a finger, the angle is Pi/2 (1.571), representing a touch perpendicular to the device
// surface"), and a touch with no tilt has azimuth 0 (the W3C Touch Events `azimuthAngle`: "For hardware and platforms
// that do not report tilt or angle, the value is 0"), whose unit vector is (1, 0). A finger's location is not
// estimated, so nothing awaits an update. Docs/Fidelity.md, "Touches".
extension Touch {
    /// `UITouch.Properties` (`UITouchProperties`): the touch properties that can be estimated, UIKit's bits.
    public struct Properties: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `.force` (`1 << 0`).
        public static let force = Properties(rawValue: 1 << 0)
        /// `.azimuth` (`1 << 1`).
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// `.altitude` (`1 << 2`).
        public static let altitude = Properties(rawValue: 1 << 2)
        /// `.location` (`1 << 3`).
        public static let location = Properties(rawValue: 1 << 3)
    }

    /// A finger's `altitudeAngle`: π/2, perpendicular to the screen (UIKit's TouchCanvas sample).
    public static let fingerAltitudeAngle: CGFloat = .pi / 2

    /// `altitudeAngle`: the stylus's angle to the screen's plane, 0 (flat) to π/2 (upright); π/2 for a finger.
    public var altitudeAngle: CGFloat { Touch.fingerAltitudeAngle }

    /// `azimuthAngle(in:)`: the direction the stylus's cap points in, in `view`'s plane; 0 for a finger (no tilt).
    public func azimuthAngle(in view: View?) -> CGFloat { 0 }

    /// `azimuthUnitVector(in:)`: the unit vector of `azimuthAngle(in:)`: (1, 0) for a finger.
    public func azimuthUnitVector(in view: View?) -> CGVector { CGVector(dx: 1, dy: 0) }

    /// `preciseLocation(in:)`: the location with the digitizer's extra precision; a synthesised finger is exactly
    /// where it was put, so it is `location(in:)`.
    public func preciseLocation(in view: View?) -> CGPoint { location(in: view) }

    /// `precisePreviousLocation(in:)`: `previousLocation(in:)`, as `preciseLocation(in:)`.
    public func precisePreviousLocation(in view: View?) -> CGPoint { previousLocation(in: view) }

    /// `estimatedProperties`: the properties whose values are estimates; none for a finger.
    public var estimatedProperties: Properties { [] }

    /// `estimatedPropertiesExpectingUpdates`: the estimated properties that will be updated
    /// (`touchesEstimatedPropertiesUpdated(_:)`); none for a finger.
    public var estimatedPropertiesExpectingUpdates: Properties { [] }

    /// `estimationUpdateIndex`: the index that pairs an update with its touch; `nil` when nothing awaits an update.
    public var estimationUpdateIndex: NSNumber? { nil }
}

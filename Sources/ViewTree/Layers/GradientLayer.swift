import Foundation

/// `CAGradientLayer`: a layer that would draw a gradient. ViewTree stores the properties (it does
/// not draw); `startPoint` and `endPoint` animate. Defaults are Core Animation's
/// (CAGradientLayer documentation): start (0.5, 0), end (0.5, 1), axial.
open class GradientLayer: Layer {
    /// `CAGradientLayerType`.
    public enum GradientType: String, Sendable {
        /// `axial` (the default).
        case axial
        /// `radial`.
        case radial
        /// `conic`.
        case conic
    }

    /// `colors`: the gradient's colours (`CGColor` values), default `nil`.
    public var colors: [Any]?
    /// `locations`: where each colour stops, fractions 0…1; default `nil` (evenly spread).
    public var locations: [NSNumber]?
    /// `startPoint`, in unit coordinates; default (0.5, 0).
    public var startPoint = CGPoint(x: 0.5, y: 0)
    /// `endPoint`, in unit coordinates; default (0.5, 1).
    public var endPoint = CGPoint(x: 0.5, y: 1)
    /// `type`; default `.axial`.
    public var type: GradientType = .axial

    /// `CAGradientLayer()`.
    public required init() { super.init() }

    /// `init(layer:)`: copies the gradient properties too.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? GradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    /// The colours as `CGColor` values (entries of other types skipped).
    public var cgColors: [CGColor] { (colors ?? []).compactMap { $0 as? CGColor } }

    override func subclassValue(forKey key: String) -> LayerValue? {
        switch key {
        case "startPoint": .point(startPoint)
        case "endPoint": .point(endPoint)
        default: nil
        }
    }

    override func applyPresentationValue(_ value: LayerValue, forKey key: String) {
        switch (key, value) {
        case let ("startPoint", .point(v)): startPoint = v
        case let ("endPoint", .point(v)): endPoint = v
        default: break
        }
    }
}

import Foundation

/// `CAGradientLayer`: a layer that would draw a gradient. ViewTree stores the properties (it does
/// not draw); `startPoint` and `endPoint` animate. Defaults are Core Animation's
/// (CAGradientLayer documentation): start (0.5, 0), end (0.5, 1), axial. A non-finite point or
/// location is rejected with a diagnostic and the previous value kept.
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
    public var locations: [NSNumber]? {
        didSet {
            guard let locations, !locations.allSatisfy({ $0.doubleValue.isFinite }) else { return }
            self.locations = oldValue
            reject(.invalidValue, "locations \(locations) has a NaN or infinite entry; the locations stay as they were")
        }
    }
    /// `startPoint`, in unit coordinates; default (0.5, 0).
    public var startPoint = CGPoint(x: 0.5, y: 0) { didSet { keepValid(&startPoint, old: oldValue, "startPoint") } }
    /// `endPoint`, in unit coordinates; default (0.5, 1).
    public var endPoint = CGPoint(x: 0.5, y: 1) { didSet { keepValid(&endPoint, old: oldValue, "endPoint") } }
    /// `type`; default `.axial`.
    public var type: GradientType = .axial

    /// The colours as `CGColor` values (entries of other types skipped).
    public var cgColors: [CGColor] { (colors ?? []).compactMap { $0 as? CGColor } }

    override class var subclassProperties: [LayerSubclassProperty] {
        typealias G = GradientLayer
        return [.copied("colors", \G.colors), .copied("locations", \G.locations), .animatable("startPoint", \G.startPoint),
                .animatable("endPoint", \G.endPoint), .copied("type", \G.type)]
    }
}

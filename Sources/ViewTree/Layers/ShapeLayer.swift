import Foundation

/// `CAShapeLayer`: a layer that would draw a path. ViewTree stores the properties (it does not
/// draw); `strokeStart`, `strokeEnd`, `lineWidth`, `fillColor` and `strokeColor` animate.
/// Defaults are Core Animation's (CAShapeLayer documentation).
open class ShapeLayer: Layer {
    /// `CAShapeLayerLineCap`.
    public enum LineCap: String, Sendable {
        /// `butt` (the default).
        case butt
        /// `round`.
        case round
        /// `square`.
        case square
    }

    /// `CAShapeLayerLineJoin`.
    public enum LineJoin: String, Sendable {
        /// `miter` (the default).
        case miter
        /// `round`.
        case round
        /// `bevel`.
        case bevel
    }

    /// `path`; default `nil`.
    public var path: CGPath?
    /// `fillColor`; default opaque black.
    public var fillColor: CGColor? = Color.black.cgColor
    /// `strokeColor`; default `nil`.
    public var strokeColor: CGColor?
    /// `lineWidth`; default 1.
    public var lineWidth: CGFloat = 1
    /// `strokeStart`; default 0.
    public var strokeStart: CGFloat = 0
    /// `strokeEnd`; default 1.
    public var strokeEnd: CGFloat = 1
    /// `lineCap`; default `.butt`.
    public var lineCap: LineCap = .butt
    /// `lineJoin`; default `.miter`.
    public var lineJoin: LineJoin = .miter
    /// `miterLimit`; default 10.
    public var miterLimit: CGFloat = 10
    /// `lineDashPattern`; default `nil`.
    public var lineDashPattern: [NSNumber]?
    /// `lineDashPhase`; default 0.
    public var lineDashPhase: CGFloat = 0

    /// `CAShapeLayer()`.
    public required init() { super.init() }

    /// `init(layer:)`: copies the shape properties too.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? ShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
    }

    override func subclassValue(forKey key: String) -> LayerValue? {
        switch key {
        case "strokeStart": .scalar(strokeStart)
        case "strokeEnd": .scalar(strokeEnd)
        case "lineWidth": .scalar(lineWidth)
        case "miterLimit": .scalar(miterLimit)
        case "lineDashPhase": .scalar(lineDashPhase)
        case "fillColor": .color(fillColor)
        case "strokeColor": .color(strokeColor)
        default: nil
        }
    }

    override func applyPresentationValue(_ value: LayerValue, forKey key: String) {
        switch (key, value) {
        case let ("strokeStart", .scalar(v)): strokeStart = v
        case let ("strokeEnd", .scalar(v)): strokeEnd = v
        case let ("lineWidth", .scalar(v)): lineWidth = v
        case let ("miterLimit", .scalar(v)): miterLimit = v
        case let ("lineDashPhase", .scalar(v)): lineDashPhase = v
        case let ("fillColor", .color(v)): fillColor = v
        case let ("strokeColor", .color(v)): strokeColor = v
        default: break
        }
    }
}

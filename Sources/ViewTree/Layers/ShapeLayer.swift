import Foundation

/// `CAShapeLayer`: a layer that would draw a path. ViewTree stores the properties (it does not
/// draw); `strokeStart`, `strokeEnd`, `lineWidth`, `miterLimit`, `lineDashPhase`, `fillColor` and
/// `strokeColor` animate. Defaults are Core Animation's (CAShapeLayer documentation). A NaN or
/// infinite number (or a negative width or miter limit) is rejected with a diagnostic and the
/// previous value kept.
open class ShapeLayer: Layer {
    /// `CAShapeLayerFillRule`, with Core Animation's string values.
    public enum FillRule: String, Sendable {
        /// `nonZero` (the default).
        case nonZero = "non-zero"
        /// `evenOdd`.
        case evenOdd = "even-odd"
    }

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

    /// `path`; default `nil`. The layer keeps an immutable copy (`copy()`), as Core Animation takes
    /// the path's value when it is set: changing a `CGMutablePath` afterwards does not change the layer.
    public var path: CGPath? {
        get { storedPath }
        set { storedPath = newValue?.copy() }
    }
    private var storedPath: CGPath?
    /// `fillColor`; default opaque black.
    public var fillColor: CGColor? = Color.black.cgColor
    /// `strokeColor`; default `nil`.
    public var strokeColor: CGColor?
    /// `lineWidth`; default 1.
    public var lineWidth: CGFloat = 1 { didSet { keepValid(&lineWidth, old: oldValue, "lineWidth", nonNegative: true) } }
    /// `strokeStart`; default 0.
    public var strokeStart: CGFloat = 0 { didSet { keepValid(&strokeStart, old: oldValue, "strokeStart") } }
    /// `strokeEnd`; default 1.
    public var strokeEnd: CGFloat = 1 { didSet { keepValid(&strokeEnd, old: oldValue, "strokeEnd") } }
    /// `fillRule`; default `.nonZero`. Stored: ViewTree fills no pixels.
    public var fillRule: FillRule = .nonZero
    /// `lineCap`; default `.butt`.
    public var lineCap: LineCap = .butt
    /// `lineJoin`; default `.miter`.
    public var lineJoin: LineJoin = .miter
    /// `miterLimit`; default 10.
    public var miterLimit: CGFloat = 10 { didSet { keepValid(&miterLimit, old: oldValue, "miterLimit", nonNegative: true) } }
    /// `lineDashPattern`; default `nil`.
    public var lineDashPattern: [NSNumber]?
    /// `lineDashPhase`; default 0.
    public var lineDashPhase: CGFloat = 0 { didSet { keepValid(&lineDashPhase, old: oldValue, "lineDashPhase") } }

    override class var subclassProperties: [LayerSubclassProperty] {
        typealias S = ShapeLayer
        return [.copied("path", \S.path), .animatable("fillColor", \S.fillColor), .animatable("strokeColor", \S.strokeColor),
                .animatable("lineWidth", \S.lineWidth), .animatable("strokeStart", \S.strokeStart),
                .animatable("strokeEnd", \S.strokeEnd), .copied("fillRule", \S.fillRule), .copied("lineCap", \S.lineCap), .copied("lineJoin", \S.lineJoin),
                .animatable("miterLimit", \S.miterLimit), .copied("lineDashPattern", \S.lineDashPattern),
                .animatable("lineDashPhase", \S.lineDashPhase)]
    }
}

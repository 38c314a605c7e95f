import Foundation

#if !canImport(CoreGraphics)
/// A `CGContext` that draws nothing (Foundation on Linux has none): what `UIGraphicsGetCurrentContext()`,
/// an image renderer's `cgContext` and `layer.render(in:)` hand drawing code, so that code runs as on a device.
/// ViewTree keeps no pixels: every drawing call is accepted and has no effect; the graphics state calls keep
/// their balance (`saveGState`/`restoreGState`), `ctm` follows the transform calls, and the current path is kept
/// as CoreGraphics keeps it (points moved by the CTM when added; `path`, `boundingBoxOfPath` and
/// `currentPointOfPath` read it back in user space; filling, stroking or clipping uses it up), so code that reads
/// them back sees what it set.
public final class CGContext {
    /// The graphics state `saveGState()` saves and `restoreGState()` brings back: the CTM, the stroke settings
    /// `replacePathWithStrokedPath()` uses, the interpolation quality.
    struct GraphicsState {
        var ctm: CGAffineTransform = .identity
        var lineWidth: CGFloat = CGContext.defaultLineWidth
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var miterLimit: CGFloat = CGContext.defaultMiterLimit
        var interpolationQuality: CGInterpolationQuality = .default
    }

    /// A context's line width until `setLineWidth(_:)`: 1 (Core Graphics' default graphics state, Quartz 2D
    /// Programming Guide, "Graphics States" table: line width 1.0).
    public static let defaultLineWidth: CGFloat = 1
    /// A context's miter limit until `setMiterLimit(_:)`: 10 (Quartz 2D Programming Guide, "Graphics States":
    /// miter limit 10.0).
    public static let defaultMiterLimit: CGFloat = 10

    /// The current graphics state.
    var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// How many transparency layers are begun and not yet ended (`beginTransparencyLayer`).
    var transparencyLayerDepth = 0
    /// The current path, in device space (each point moved by the CTM when added, as CoreGraphics does).
    var pathBuilder = CGMutablePath()
    /// The pixel layout of a bitmap context (`CGContext+Bitmap.swift`); `nil` for the other contexts.
    var bitmapLayout: CGBitmapLayout?

    /// The current transformation matrix (`ctm`), from the transform calls.
    public private(set) var ctm: CGAffineTransform {
        get { state.ctm }
        set { state.ctm = newValue }
    }

    /// A context for drawing into an image of `size` points (`GraphicsImageRenderer`, `draw(_:)`).
    public init() {}

    /// `saveGState()`: pushes a copy of the graphics state (CTM, line settings, interpolation quality).
    public func saveGState() { savedStates.append(state) }
    /// `restoreGState()`: an unbalanced restore keeps the state (Core Graphics logs and ignores it).
    public func restoreGState() { if let last = savedStates.popLast() { state = last } }
    /// `translateBy(x:y:)`.
    public func translateBy(x: CGFloat, y: CGFloat) { ctm = CGAffineTransform(translationX: x, y: y).concatenating(ctm) }
    /// `scaleBy(x:y:)`.
    public func scaleBy(x: CGFloat, y: CGFloat) { ctm = CGAffineTransform(scaleX: x, y: y).concatenating(ctm) }
    /// `rotate(by:)`.
    public func rotate(by angle: CGFloat) { ctm = CGAffineTransform(rotationAngle: angle).concatenating(ctm) }
    /// `concatenate(_:)`.
    public func concatenate(_ transform: CGAffineTransform) { ctm = transform.concatenating(ctm) }

    // Drawing calls: accepted, nothing is drawn.

    /// `setFillColor(_:)`.
    public func setFillColor(_ color: CGColor) {}
    /// `setStrokeColor(_:)`.
    public func setStrokeColor(_ color: CGColor) {}
    /// `setLineWidth(_:)`: kept in the graphics state (a NaN, infinite or negative width is ignored, as Core
    /// Graphics ignores it).
    public func setLineWidth(_ width: CGFloat) { if width.isFinite, width >= 0 { state.lineWidth = width } }
    /// `setAlpha(_:)`.
    public func setAlpha(_ alpha: CGFloat) {}
    /// `setShadow(offset:blur:color:)`.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    /// `fill(_:)`.
    public func fill(_ rect: CGRect) {}
    /// `stroke(_:)`.
    public func stroke(_ rect: CGRect) {}
    /// `clear(_:)`.
    public func clear(_ rect: CGRect) {}
    /// `fillEllipse(in:)`.
    public func fillEllipse(in rect: CGRect) {}
    /// `strokeEllipse(in:)`.
    public func strokeEllipse(in rect: CGRect) {}
    /// `addPath(_:)`.
    public func addPath(_ path: CGPath) { pathBuilder.addPath(path, transform: ctm) }
    /// `addRect(_:)`.
    public func addRect(_ rect: CGRect) { pathBuilder.addRect(rect, transform: ctm) }
    /// `addEllipse(in:)`.
    public func addEllipse(in rect: CGRect) { pathBuilder.addEllipse(in: rect, transform: ctm) }
    /// `move(to:)`.
    public func move(to point: CGPoint) { pathBuilder.move(to: point, transform: ctm) }
    /// `addLine(to:)`.
    public func addLine(to point: CGPoint) { pathBuilder.addLine(to: point, transform: ctm) }
    /// `closePath()`.
    public func closePath() { pathBuilder.closeSubpath() }
    /// `fillPath()`.
    public func fillPath() { beginPath() }
    /// `strokePath()`.
    public func strokePath() { beginPath() }
    /// `clip(to:)`.
    public func clip(to rect: CGRect) {}
    /// `clip()`.
    public func clip() { beginPath() }
}
#endif

extension Layer {
    /// `render(in:)`: draws the layer and its sublayers into `context`. ViewTree draws no pixels: nothing happens.
    public func render(in context: CGContext) {}
}

extension Image {
    /// `draw(in:)`: nothing is drawn (ViewTree keeps no pixels).
    public func draw(in rect: CGRect) {}
    /// `draw(at:)`: nothing is drawn.
    public func draw(at point: CGPoint) {}
    /// `draw(in:blendMode:alpha:)`: nothing is drawn.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
    /// `draw(at:blendMode:alpha:)`: nothing is drawn.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
    /// `drawAsPattern(in:)`: nothing is drawn.
    public func drawAsPattern(in rect: CGRect) {}
}

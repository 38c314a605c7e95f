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
    /// The current transformation matrix (`ctm`), from the transform calls.
    public private(set) var ctm: CGAffineTransform = .identity
    private var savedStates: [CGAffineTransform] = []
    /// The current path, in device space (each point moved by the CTM when added, as CoreGraphics does).
    var pathBuilder = CGMutablePath()

    /// A context for drawing into an image of `size` points (`GraphicsImageRenderer`, `draw(_:)`).
    public init() {}

    /// `saveGState()`.
    public func saveGState() { savedStates.append(ctm) }
    /// `restoreGState()`: an unbalanced restore keeps the state (Core Graphics logs and ignores it).
    public func restoreGState() { if let last = savedStates.popLast() { ctm = last } }
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
    /// `setLineWidth(_:)`.
    public func setLineWidth(_ width: CGFloat) {}
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

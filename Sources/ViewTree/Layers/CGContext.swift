import Foundation

#if !canImport(CoreGraphics)
/// A `CGContext` that draws nothing (Foundation on Linux has none): what `UIGraphicsGetCurrentContext()`,
/// an image renderer's `cgContext` and `layer.render(in:)` hand drawing code, so that code runs as on a device.
/// ViewTree keeps no pixels: every drawing call is accepted and has no effect; the graphics state calls keep
/// their balance (`saveGState`/`restoreGState`), and `ctm` follows the transform calls, so code that reads it
/// back sees what it set.
public final class CGContext {
    /// The current transformation matrix (`ctm`), from the transform calls.
    public private(set) var ctm: CGAffineTransform = .identity
    private var savedStates: [CGAffineTransform] = []

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
    public func addPath(_ path: CGPath) {}
    /// `addRect(_:)`.
    public func addRect(_ rect: CGRect) {}
    /// `addEllipse(in:)`.
    public func addEllipse(in rect: CGRect) {}
    /// `move(to:)`.
    public func move(to point: CGPoint) {}
    /// `addLine(to:)`.
    public func addLine(to point: CGPoint) {}
    /// `closePath()`.
    public func closePath() {}
    /// `fillPath()`.
    public func fillPath() {}
    /// `strokePath()`.
    public func strokePath() {}
    /// `clip(to:)`.
    public func clip(to rect: CGRect) {}
    /// `clip()`.
    public func clip() {}
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
}

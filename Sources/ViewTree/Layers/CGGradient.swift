import Foundation

#if !canImport(CoreGraphics)
// Core Graphics' colour spaces and gradients, and the context calls that draw them, as custom `draw(_:)` code
// writes them. ViewTree draws no pixels: the objects keep what they are given, and the drawing calls draw
// nothing, so the code around them runs as on a device.

/// `CGColorSpace`: a colour space, by name.
public final class CGColorSpace: Sendable {
    /// The space's name (`CGColorSpace.sRGB`, `genericRGBLinear`, …, or "kCGColorSpaceDeviceRGB").
    public let name: String?
    /// `numberOfComponents`: 1 for a grey space, 3 otherwise.
    public var numberOfComponents: Int { name?.contains("Gray") == true ? 1 : 3 }

    /// `CGColorSpace(name:)`.
    public init?(name: String) { self.name = name }

    init(named name: String) { self.name = name }

    /// `CGColorSpace.sRGB`.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// `CGColorSpace.displayP3`.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// `CGColorSpace.extendedSRGB`.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// `CGColorSpace.genericGrayGamma2_2`.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// `CGColorSpace.linearGray`.
    public static let linearGray = "kCGColorSpaceLinearGray"
}

/// `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceRGB") }
/// `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceDeviceGray") }

/// `CGGradientDrawingOptions`: whether a gradient extends past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `drawsBeforeStartLocation`.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// `drawsAfterEndLocation`.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// `CGGradient`: colours at locations from 0 to 1.
public final class CGGradient {
    /// The colour space given.
    public let colorSpace: CGColorSpace?
    /// The colours, in order.
    public let colors: [CGColor]
    /// Where each colour sits, 0…1 (evenly spread when none were given).
    public let locations: [CGFloat]

    /// `CGGradient(colorsSpace:colors:locations:)`: `colors` is an array of `CGColor`s (Swift code passes
    /// `[…] as CFArray`); `nil` when it holds none. `locations`, when given, must hold one value per colour, as
    /// in Core Graphics.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let given = (colors as [AnyObject]).compactMap { $0 as? CGColor ?? ($0 as? Color)?.cgColor }
        guard !given.isEmpty else { return nil }
        self.colorSpace = space
        self.colors = given
        if let locations {
            self.locations = (0..<given.count).map { locations[$0] }
        } else {
            self.locations = CGGradient.evenLocations(given.count)
        }
    }

    /// `CGGradient(colorSpace:colorComponents:locations:count:)`: `count` colours of the space's components plus alpha.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, count < 1 << 16 else { return nil }
        let stride = space.numberOfComponents + 1
        colorSpace = space
        colors = (0..<count).map { i in
            let c = components + i * stride
            return stride == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        self.locations = locations.map { l in (0..<count).map { l[$0] } } ?? CGGradient.evenLocations(count)
    }

    private static func evenLocations(_ count: Int) -> [CGFloat] {
        count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }
}

/// `CFArray`: on Linux, Foundation's `NSArray` (Swift code writes `[a.cgColor, b.cgColor] as CFArray`).
public typealias CFArray = NSArray

/// `CGBlendMode` (the common cases), with Core Graphics' raw values.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop
    case destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// `CGPathDrawingMode`, with Core Graphics' raw values.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

/// `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd
}

extension CGContext {
    /// `drawLinearGradient(_:start:end:options:)`: draws nothing.
    public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint,
                                   options: CGGradientDrawingOptions) {}
    /// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`: draws nothing.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {}
    /// `setFillColor(red:green:blue:alpha:)`.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// `setStrokeColor(red:green:blue:alpha:)`.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    /// `setFillColor(gray:alpha:)`.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {}
    /// `setStrokeColor(gray:alpha:)`.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {}
    /// `setShadow(offset:blur:)`.
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    /// `setLineCap(_:)`: kept in the graphics state.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// `setLineJoin(_:)`: kept in the graphics state.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// `setMiterLimit(_:)`: kept in the graphics state (a value that is not finite is ignored).
    public func setMiterLimit(_ limit: CGFloat) { if limit.isFinite { state.miterLimit = limit } }
    /// `setLineDash(phase:lengths:)`.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
    /// `setBlendMode(_:)`.
    public func setBlendMode(_ mode: CGBlendMode) {}
    /// `setAllowsAntialiasing(_:)`.
    public func setAllowsAntialiasing(_ allows: Bool) {}
    /// `setShouldAntialias(_:)`.
    public func setShouldAntialias(_ should: Bool) {}
    /// `beginPath()`.
    public func beginPath() { pathBuilder = CGMutablePath() }

    /// `path`: a copy of the current path in user space (the CTM undone); `nil` when it is empty.
    public var path: CGPath? {
        guard !pathBuilder.isEmpty else { return nil }
        var userSpace = ctm.inverted()
        return pathBuilder.copy(using: &userSpace)
    }

    /// `isPathEmpty`.
    public var isPathEmpty: Bool { pathBuilder.isEmpty }

    /// `currentPointOfPath`: in user space; `.zero` for an empty path.
    public var currentPointOfPath: CGPoint { pathBuilder.currentPoint.applying(ctm.inverted()) }

    /// `boundingBoxOfPath`: the current path's bounding box in user space, control points included; `.null` when empty.
    public var boundingBoxOfPath: CGRect { path?.boundingBox ?? .null }
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        pathBuilder.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: ctm)
    }
    /// `addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        pathBuilder.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: ctm)
    }
    /// `addCurve(to:control1:control2:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { pathBuilder.addCurve(to: end, control1: control1, control2: control2, transform: ctm) }
    /// `addQuadCurve(to:control:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { pathBuilder.addQuadCurve(to: end, control: control, transform: ctm) }
    /// `addLines(between:)`.
    public func addLines(between points: [CGPoint]) { pathBuilder.addLines(between: points, transform: ctm) }
    /// `addRects(_:)`.
    public func addRects(_ rects: [CGRect]) { pathBuilder.addRects(rects, transform: ctm) }
    /// `strokeLineSegments(between:)`.
    public func strokeLineSegments(between points: [CGPoint]) {}
    /// `fill(_:)` for several rectangles.
    public func fill(_ rects: [CGRect]) {}
    /// `stroke(_:width:)`.
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    /// `fillPath(using:)`.
    public func fillPath(using rule: CGPathFillRule) { beginPath() }
    /// `drawPath(using:)`.
    public func drawPath(using mode: CGPathDrawingMode) { beginPath() }
    /// `clip(using:)`.
    public func clip(using rule: CGPathFillRule) { beginPath() }
    /// `clip(to:)` for several rectangles.
    public func clip(to rects: [CGRect]) {}
    /// `resetClip()`.
    public func resetClip() {}
    /// `draw(_:in:)`: draws an image (nothing is drawn).
    public func draw(_ image: CGImage, in rect: CGRect) {}
}
#endif

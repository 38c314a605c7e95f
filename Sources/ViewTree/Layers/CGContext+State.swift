import Foundation

#if !canImport(CoreGraphics)
/// `CFDictionary`: on Linux, Foundation's `NSDictionary` (what `beginTransparencyLayer(auxiliaryInfo:)` takes;
/// code passes `nil`).
public typealias CFDictionary = NSDictionary

/// `CGInterpolationQuality`, with Core Graphics' raw values (`CGContext.h`: default 0, none 1, low 2, high 3,
/// medium 4).
public enum CGInterpolationQuality: Int32, Sendable {
    /// `.default`: the context's own choice (a context's value until set).
    case `default` = 0
    /// `.none`: no interpolation.
    case none = 1
    /// `.low`.
    case low = 2
    /// `.high`.
    case high = 3
    /// `.medium`.
    case medium = 4
}

// The graphics-state calls drawing code makes around what it draws. ViewTree draws no pixels: these keep the
// state code reads back (the interpolation quality, the current path a stroke replaces) and their balance.
extension CGContext {
    /// `interpolationQuality`: how images are scaled when drawn; part of the graphics state (saved and restored
    /// with it). Default `.default`. Kept: ViewTree draws no images.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// `beginTransparencyLayer(auxiliaryInfo:)`: until the matching `endTransparencyLayer()`, drawing goes into a
    /// transparent backdrop composited at the end. The graphics state is left as it was (CGContext
    /// documentation: "all of the parameters in the graphics state remain unchanged" but global alpha, shadow
    /// and blend mode, which ViewTree does not keep). Nothing is drawn.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) { transparencyLayerDepth += 1 }

    /// `beginTransparencyLayer(in:auxiliaryInfo:)`: a transparency layer bounded by `rect` (see
    /// `beginTransparencyLayer(auxiliaryInfo:)`).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) { transparencyLayerDepth += 1 }

    /// `endTransparencyLayer()`: ends the innermost transparency layer; with none begun it does nothing (Core
    /// Graphics logs and ignores an unbalanced end).
    public func endTransparencyLayer() { if transparencyLayerDepth > 0 { transparencyLayerDepth -= 1 } }

    /// `replacePathWithStrokedPath()`: the current path becomes the outline a stroke of it would paint with the
    /// graphics state's line width, cap, join and miter limit (`CGPath.copy(strokingWithWidth:…)`, measured in
    /// user space as Core Graphics strokes), so a following `fillPath()` or `clip()` uses the stroke's area. An
    /// empty path stays empty.
    public func replacePathWithStrokedPath() {
        guard let userPath = path else { return }
        let stroked = userPath.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                                    miterLimit: state.miterLimit, transform: ctm)
        pathBuilder = CGMutablePath()
        pathBuilder.addPath(stroked)
    }
}
#endif

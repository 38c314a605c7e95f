import Foundation
import ViewTree

// `CAShapeLayer`'s line caps and joins, `CAGradientLayer`'s types and `CAKeyframeAnimation`'s calculation
// modes are nested in ViewTree's classes; the top-level names UIKit code uses are aliased below.

/// `CALayer`: ViewTree's `Layer`.
public typealias CALayer = Layer
/// `CAShapeLayer`: ViewTree's `ShapeLayer`.
public typealias CAShapeLayer = ShapeLayer
/// `CAGradientLayer`: ViewTree's `GradientLayer`.
public typealias CAGradientLayer = GradientLayer
/// `CAAnimation`: ViewTree's `Animation`.
public typealias CAAnimation = Animation
/// `CAPropertyAnimation`: ViewTree's `PropertyAnimation`.
public typealias CAPropertyAnimation = PropertyAnimation
/// `CABasicAnimation`: ViewTree's `BasicAnimation`.
public typealias CABasicAnimation = BasicAnimation
/// `CATransition`: ViewTree's `TransitionAnimation` (timed, changes no presented property).
public typealias CATransition = TransitionAnimation
/// `CATransitionType`.
public typealias CATransitionType = TransitionAnimation.TransitionType
/// `CATransitionSubtype`.
public typealias CATransitionSubtype = TransitionAnimation.TransitionSubtype
/// `kCATransition`: the key a transition is added under.
public let kCATransition = TransitionAnimation.key
/// `CAKeyframeAnimation`: ViewTree's `KeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// `CASpringAnimation`: ViewTree's `SpringAnimation`.
public typealias CASpringAnimation = SpringAnimation
/// `CAAnimationGroup`: ViewTree's `AnimationGroup`.
public typealias CAAnimationGroup = AnimationGroup
/// `CAAnimationDelegate`: ViewTree's `AnimationDelegate` (held weakly by the animation, unlike UIKit's).
public typealias CAAnimationDelegate = AnimationDelegate
/// `CATransaction`: ViewTree's `Transaction`.
public typealias CATransaction = Transaction
/// `CAMediaTimingFunction`: ViewTree's `MediaTimingFunction`.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// `CAMediaTimingFunctionName`: ViewTree's `MediaTimingFunction.Name`.
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
/// `CAMediaTimingFillMode`: ViewTree's `MediaTimingFillMode`.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// `CAAnimationCalculationMode`: ViewTree's `KeyframeAnimation.CalculationMode`.
public typealias CAAnimationCalculationMode = KeyframeAnimation.CalculationMode
/// `CAAnimationRotationMode`: ViewTree's `KeyframeAnimation.RotationMode`.
public typealias CAAnimationRotationMode = KeyframeAnimation.RotationMode
/// `CAScrollLayer`: ViewTree's `ScrollLayer`.
public typealias CAScrollLayer = ScrollLayer
/// `CAScrollLayerScrollMode`: ViewTree's `ScrollLayer.ScrollMode`.
public typealias CAScrollLayerScrollMode = ScrollLayer.ScrollMode
/// `CATransformLayer`: ViewTree's `TransformLayer`.
public typealias CATransformLayer = TransformLayer
/// `CAEdgeAntialiasingMask`: ViewTree's `Layer.EdgeAntialiasingMask`.
public typealias CAEdgeAntialiasingMask = Layer.EdgeAntialiasingMask
/// `CALayerContentsFilter`: ViewTree's `LayerContentsFilter`.
public typealias CALayerContentsFilter = LayerContentsFilter
/// `CAShapeLayerLineCap`: ViewTree's `ShapeLayer.LineCap`.
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
/// `CAShapeLayerLineJoin`: ViewTree's `ShapeLayer.LineJoin`.
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
/// `CAGradientLayerType`: ViewTree's `GradientLayer.GradientType`.
public typealias CAGradientLayerType = GradientLayer.GradientType
/// `CATransform3D`: ViewTree's `Transform3D`.
public typealias CATransform3D = Transform3D

/// `CATransform3DIdentity`.
public let CATransform3DIdentity = Transform3D.identity

/// `CACurrentMediaTime()`: the current world's virtual time (`Simulation.current?.runLoop.now`), the clock
/// ViewTree's animations' `beginTime` is measured on; 0 when no world is current. Core Animation's is the
/// host's uptime, which would never match the world's clock in a test.
public func CACurrentMediaTime() -> TimeInterval {
    Simulation.current?.runLoop.now ?? 0
}

/// `UIBezierPath`: ViewTree's `BezierPath` (kept as `CGPath` elements; nothing is drawn).
public typealias UIBezierPath = BezierPath
/// `UIRectCorner`: ViewTree's `RectCorner`.
public typealias UIRectCorner = RectCorner

/// `CACornerMask`: ViewTree's `Layer.CornerMask`.
public typealias CACornerMask = Layer.CornerMask
/// `CALayerCornerCurve`: ViewTree's `Layer.CornerCurve`.
public typealias CALayerCornerCurve = Layer.CornerCurve

// Core Animation's C functions on `CATransform3D`, over `Transform3D`'s initializers and methods.

/// `CATransform3DMakeScale(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}
/// `CATransform3DMakeTranslation(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}
/// `CATransform3DMakeRotation(angle, x, y, z)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}
/// `CATransform3DMakeAffineTransform(m)`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }
/// `CATransform3DGetAffineTransform(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }
/// `CATransform3DIsIdentity(t)`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }
/// `CATransform3DIsAffine(t)`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }
/// `CATransform3DEqualToTransform(a, b)`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
/// `CATransform3DConcat(a, b)`: `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }
/// `CATransform3DScale(t, sx, sy, sz)`: `t` scaled (the scale applied first, as Core Animation does).
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}
/// `CATransform3DTranslate(t, tx, ty, tz)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}
/// `CATransform3DRotate(t, angle, x, y, z)`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

/// `UIViewPropertyAnimator`: ViewTree's `ViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// `UIViewAnimatingState`: ViewTree's `ViewPropertyAnimator.State`.
public typealias UIViewAnimatingState = ViewPropertyAnimator.State
/// `UIViewAnimatingPosition`: ViewTree's `ViewPropertyAnimator.Position`.
public typealias UIViewAnimatingPosition = ViewPropertyAnimator.Position
/// `UIViewAnimating`: ViewTree's `ViewAnimating`.
public typealias UIViewAnimating = ViewAnimating
/// `UIViewImplicitlyAnimating`: ViewTree's `ViewImplicitlyAnimating`.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
/// `UITimingCurveProvider`: ViewTree's `TimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider
/// `UITimingCurveType`: ViewTree's `TimingCurveType`.
public typealias UITimingCurveType = TimingCurveType
/// `UICubicTimingParameters`: ViewTree's `CubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters
/// `UISpringTimingParameters`: ViewTree's `SpringTimingParameters`.
public typealias UISpringTimingParameters = SpringTimingParameters
/// `CADisplayLink`: ViewTree's `DisplayLink` (its action is a method reference, as target-action everywhere).
public typealias CADisplayLink = DisplayLink
/// `CAFrameRateRange`: ViewTree's `FrameRateRange`.
public typealias CAFrameRateRange = FrameRateRange

extension RunLoop.Mode {
    /// `RunLoop.Mode.tracking`: UIKit's `UITrackingRunLoopMode`, the mode the main run loop runs in while a
    /// control or scroll view tracks a finger. ViewTree's virtual run loop has no modes: a display link or timer
    /// added for any mode (`.default`, `.common`, `.tracking`) fires on every turn, as one added for `.common`
    /// does on a device, so adding a link for both `.default` and `.tracking` is one link firing once a frame.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}

/// `UIGraphicsImageRenderer`: ViewTree's `GraphicsImageRenderer` (blank images of the right size; no pixels).
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
/// `UIGraphicsImageRendererFormat`: ViewTree's `GraphicsImageRendererFormat`.
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
/// `UIGraphicsImageRendererContext`: ViewTree's `GraphicsImageRendererContext`.
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext

/// `UIGraphicsGetCurrentContext()`: the innermost open image context, or the context of the `draw(_:)` running;
/// `nil` elsewhere, as in UIKit. It draws nothing.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current }

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: opens an image context of `size` points at `scale` (0: the
/// screen's scale, as Apple documents).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsContextStack.beginImageContext(size: size, scale: scale)
}

/// `UIGraphicsBeginImageContext(_:)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// `UIGraphicsGetImageFromCurrentImageContext()`: a blank image of the open context's size; `nil` when no
/// image context is open.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    GraphicsContextStack.imageFromCurrentContext()
}

/// `UIGraphicsEndImageContext()`: closes the innermost image context.
public func UIGraphicsEndImageContext() { GraphicsContextStack.pop() }

/// `UIGraphicsPushContext(_:)`: makes `context` the current context (`UIGraphicsGetCurrentContext()`) until the
/// matching `UIGraphicsPopContext()`; the stack is the calling thread's, as UIKit's is.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.push(context) }

/// `UIGraphicsPopContext()`: the context current before the last `UIGraphicsPushContext(_:)` is current again
/// (nothing when no context is open).
public func UIGraphicsPopContext() { GraphicsContextStack.pop() }

/// `UIRectFill(_:)`: fills `rect` with the current fill colour in the current context (nothing is drawn:
/// ViewTree keeps no pixels; with no current context nothing happens, as UIKit logs and does nothing).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// `UIRectFillUsingBlendMode(_:_:)`: `UIRectFill(_:)` with a blend mode (nothing is drawn).
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) { UIRectFill(rect) }

/// `UIRectFrame(_:)`: a one-point frame inside `rect` in the current stroke colour (nothing is drawn).
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }

/// `UIRectFrameUsingBlendMode(_:_:)`: `UIRectFrame(_:)` with a blend mode (nothing is drawn).
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) { UIRectFrame(rect) }

#if !canImport(Darwin)
/// `CFTimeInterval` (CoreFoundation's `Double` of seconds, what `CACurrentMediaTime()` and `CADisplayLink`'s
/// timestamps are declared as), which Foundation on Linux does not show.
public typealias CFTimeInterval = Double
#endif
/// `CATextLayer`: ViewTree's `TextLayer`.
public typealias CATextLayer = TextLayer
/// `CATextLayerAlignmentMode`: ViewTree's `TextLayer.AlignmentMode`.
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode
/// `CATextLayerTruncationMode`: ViewTree's `TextLayer.TruncationMode`.
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode
/// `CAReplicatorLayer`: ViewTree's `ReplicatorLayer`.
public typealias CAReplicatorLayer = ReplicatorLayer
/// `CAEmitterLayer`: ViewTree's `EmitterLayer`.
public typealias CAEmitterLayer = EmitterLayer
/// `CAEmitterCell`: ViewTree's `EmitterCell`.
public typealias CAEmitterCell = EmitterCell
/// `CAEmitterLayerEmitterShape`: ViewTree's `EmitterLayer.Shape`.
public typealias CAEmitterLayerEmitterShape = EmitterLayer.Shape
/// `CAEmitterLayerEmitterMode`: ViewTree's `EmitterLayer.Mode`.
public typealias CAEmitterLayerEmitterMode = EmitterLayer.Mode
/// `CAEmitterLayerRenderMode`: ViewTree's `EmitterLayer.RenderMode`.
public typealias CAEmitterLayerRenderMode = EmitterLayer.RenderMode

/// `CAShapeLayerFillRule`: ViewTree's `ShapeLayer.FillRule`.
public typealias CAShapeLayerFillRule = ShapeLayer.FillRule
/// `CALayerContentsGravity`: ViewTree's `LayerContentsGravity`.
public typealias CALayerContentsGravity = LayerContentsGravity
/// `CAAction`: ViewTree's `LayerAction`.
public typealias CAAction = LayerAction

/// `CALayerDelegate`: ViewTree's `LayerDelegate` (every method optional, with Core Animation's behaviour as default).
public typealias CALayerDelegate = LayerDelegate

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

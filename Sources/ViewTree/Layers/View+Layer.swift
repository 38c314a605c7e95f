import Foundation

// The view's side of its layer. The layer is made on first use of `layer` (or when a transform or
// anchor point is first set) and kept in the view's rarely-used extras, so a plain view carries no
// layer: its cost is a pointer in `ViewExtras`, allocated only when something needs it.
extension View {
    /// `layer`: the view's layer, of class `layerClass`, made on first use. Its geometry, opacity,
    /// hidden flag, masking and background colour are the view's own values (see `Layer`).
    public var layer: Layer {
        if let made = storedLayer { return made }
        let context = ThreadContext.current
        context.makingViewLayer = true
        let made = resolvedLayerClass.init()
        context.makingViewLayer = false
        made.owningView = self
        storedLayer = made
        return made
    }

    /// `layerClass` as a layer class: a class that is not a `Layer` is reported, and `Layer` used.
    var resolvedLayerClass: Layer.Type {
        let declared: AnyClass = type(of: self).layerClass
        if let layerType = declared as? Layer.Type { return layerType }
        reject(.invalidValue, "layerClass \(declared) is not a Layer subclass; a Layer was made")
        return Layer.self
    }

    /// Stores a new transform (from `transform` or `layer.transform`): non-finite entries are
    /// rejected; inside an animation block the change animates, as `UIView.transform` does.
    func applyLayerTransform(_ value: Transform3D) {
        guard value.isFinite else {
            reject(.nonFiniteGeometry, "transform has a NaN or infinite entry; the transform stays \(UIKitFormat.transform(transform))")
            return
        }
        let old = storedLayer?.transformValue ?? .identity
        guard value != old else { storedSimulation?.animator.noteTouch(); return }
        storedSimulation?.animator.noteChange(of: self, .transform(from: old), to: .transform(value))
        layer.storeTransform(value)
        noteKeyValueChange()
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`:
    /// the block's changes animate with UIKit's spring (`SpringCurve.uiKit`) over `duration`,
    /// overshooting where the damping ratio is below 1. The options' curve is ignored, as UIKit
    /// ignores it for spring animations.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let spring = SpringCurve.uiKit(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), duration: duration)
        animate(withDuration: duration, delay: delay, options: options,
                curve: TimingCurve(spring: spring, duration: duration),
                animations: animations, completion: completion)
    }

    /// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)` (iOS 17):
    /// the block's changes animate with the spring of perceptual `springDuration` and `bounce` that
    /// `SpringTimingParameters(duration:bounce:initialVelocity:)` makes (mass 1, stiffness (2π / duration)², damping
    /// ratio `1 − bounce`, or `1 / (1 + bounce)` when negative), running until that spring settles, as a spring
    /// property animator does; `initialSpringVelocity` is in total distances per second, as in the older spring
    /// method. The defaults are UIKit's: 0.5 s (`SpringTimingParameters.defaultPerceptualDuration`), no bounce, no
    /// velocity, no delay. A duration that is not positive or a bounce outside −1 < bounce ≤ 1 is reported and
    /// the default spring used (see `SpringTimingParameters(duration:bounce:initialVelocity:)`).
    public static func animate(springDuration duration: TimeInterval = SpringTimingParameters.defaultPerceptualDuration,
                               bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let parameters = SpringTimingParameters(duration: duration, bounce: bounce,
                                                initialVelocity: CGVector(dx: velocity, dy: velocity))
        let resolved = parameters.resolved(duration: duration)
        animate(withDuration: resolved.duration, delay: delay, options: options, curve: resolved.curve,
                animations: animations, completion: completion)
    }
}

// `contentScaleFactor` (declared in View.swift, so subclasses can override it) lives in the view's layer.
extension View {
    /// `contentScaleFactor`'s storage: the layer's `contentsScale` once the view has a layer, else the screen's scale.
    var baseContentScaleFactor: CGFloat {
        get { storedLayer?.contentsScale ?? pixelScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                reject(.invalidValue, "contentScaleFactor \(newValue) is not a positive finite scale; it stays \(baseContentScaleFactor)")
                return
            }
            let old = baseContentScaleFactor
            layer.contentsScale = newValue
            if newValue != old { setNeedsDisplay() }
        }
    }
}

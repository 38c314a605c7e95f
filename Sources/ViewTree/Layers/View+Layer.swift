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
}

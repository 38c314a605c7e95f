import Foundation

// UIKit's block-based animation API. The block runs at once; the setters it calls store their new
// model values and start animations in their view's world (see `Animator`). The open block is found
// through the calling thread's context (`ThreadContext`), as `CATransaction` is per thread.
extension View {
    /// `animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// A NaN or negative duration or delay is treated as 0 and recorded as a `.animation` diagnostic in
    /// the worlds the block touched. `completion` gets `true` when every animation ran to its end,
    /// `false` when one was replaced or stopped; when nothing was animated it still runs, on the next
    /// run-loop turn (at once when no view of the block is in a world).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, curve: nil, animations: animations, completion: completion)
    }

    /// The body of every `animate` variant; `curve` replaces the options' timing curve. Returns the block's
    /// group, whose identity its records carry (a property animator holds it, so that the identity stays
    /// its own, and pauses and resumes the records by it).
    @discardableResult
    static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                        curve: TimingCurve?, recorder: AnimatedViewRecorder? = nil, keyframes: Bool = false,
                        animations: () -> Void, completion: ((Bool) -> Void)?) -> BlockAnimationGroup {
        let group = BlockAnimationGroup(completion: completion)
        let cleanDuration = duration.isFinite && duration > 0 ? duration : 0
        let cleanDelay = delay.isFinite && delay > 0 ? delay : 0
        let transaction = AnimationTransaction(duration: cleanDuration, delay: cleanDelay, options: options, group: group,
                                               curve: curve, recorder: recorder)
        transaction.isKeyframeContainer = keyframes
        let context = ThreadContext.current
        context.animationStack.append(transaction)
        animations()
        context.animationStack.removeLast()
        if !(duration.isFinite && duration >= 0) || !(delay.isFinite && delay >= 0) {
            for world in group.worlds {
                world.report(Diagnostic(code: .animation, subject: "View.animate",
                                        message: "duration \(duration) / delay \(delay) must be finite and not negative; used \(cleanDuration) / \(cleanDelay)"))
            }
        }
        // Inside a `Transaction` (CATransaction) with a completion, the block's animations are
        // that transaction's too: its completion waits for them.
        group.join(Transaction.currentCompletionGroup)
        group.close()
        return group
    }

    /// `animate(withDuration:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:animations:)`.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// `performWithoutAnimation(_:)`: changes in the block are not animated, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = ThreadContext.current
        context.animationsDisabledDepth += 1
        actionsWithoutAnimation()
        context.animationsDisabledDepth -= 1
    }

    /// `areAnimationsEnabled`: `false` inside `performWithoutAnimation` on the calling thread, or after
    /// `setAnimationsEnabled(false)` in the current world.
    public class var areAnimationsEnabled: Bool {
        ThreadContext.current.animationsDisabledDepth == 0 && (Simulation.current?.appAnimationsEnabled ?? true)
    }

    /// `setAnimationsEnabled(_:)`: with `false`, changes in animation blocks take effect at once (completions
    /// still run, with `true`, on the next turn of the run loop, as for any block that animates nothing) until it
    /// is called with `true`. UIKit's switch is the app's; ViewTree's is the current world's (`Simulation.current`),
    /// so two tests never share it; with no current world it does nothing.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        Simulation.current?.appAnimationsEnabled = enabled
    }

    /// The values on screen now: the model values, or where running animations have got to.
    /// (UIKit's `layer.presentation()`.)
    /// Explicit layer animations (`layer.add(_:forKey:)`) on `opacity`, `position`, `bounds`,
    /// `backgroundColor` and `transform` show here too.
    public func presentation() -> Presentation {
        var p = implicitPresentation()
        if let layer = storedLayer, !layer.animationEntries.isEmpty {
            let shown = layer.presentationProperties()
            p.alpha = CGFloat(shown.opacity)
            p.center = shown.position
            p.bounds = shown.bounds
            p.backgroundColor = shown.backgroundColor.map(Color.init(cgColor:))
            p.transform3D = shown.transform
            p.anchorPoint = shown.anchorPoint
        }
        return p
    }

    /// The presentation values of the view's own (`View.animate`) animations only.
    func implicitPresentation() -> Presentation {
        var p = Presentation(alpha: storedAlpha, center: storedCenter, bounds: storedBounds,
                             backgroundColor: storedBackgroundColor)
        if let layer = storedLayer {
            p.transform3D = layer.transformValue
            p.anchorPoint = layer.anchorPointValue
        }
        guard let animator = storedSimulation?.animator, animator.activeCount > 0 else { return p }
        if case .transform(let t) = animator.presentationValue(.transform, of: self) { p.transform3D = t }
        if case .alpha(let a) = animator.presentationValue(.alpha, of: self) { p.alpha = a }
        if case .center(let c) = animator.presentationValue(.center, of: self) { p.center = c }
        if case .bounds(let b) = animator.presentationValue(.bounds, of: self) { p.bounds = b }
        if case .backgroundColor(let c) = animator.presentationValue(.backgroundColor, of: self) { p.backgroundColor = c }
        return p
    }

    /// Whether any property of this view is animating now, or the view runs an animation of its own
    /// (a spinning `ActivityIndicatorView`). ViewTree's own query: `UIView` has no such property, so the
    /// name leaves `isAnimating` free for subclasses that declare one (as UIKit code does, e.g.
    /// MessageKit's `TypingIndicator`); `ActivityIndicatorView.isAnimating` is UIKit's.
    public var hasRunningAnimations: Bool { runsOwnAnimation || (storedSimulation?.animator.isAnimating(self) ?? false) }
}

/// The presentation values of a view: what is on screen at the current virtual time.
public struct Presentation: Equatable, Sendable {
    /// Presentation opacity.
    public var alpha: CGFloat
    /// Presentation center.
    public var center: CGPoint
    /// Presentation bounds.
    public var bounds: CGRect
    /// Presentation background colour.
    public var backgroundColor: Color?
    /// Presentation transform (the layer's, with its 3-D entries).
    public var transform3D: Transform3D = .identity
    /// The layer's anchor point (not animated by `View.animate`).
    public var anchorPoint: CGPoint = Layer.defaultAnchorPoint

    /// Presentation transform, affine part.
    public var transform: CGAffineTransform { transform3D.affineTransform }

    /// The presentation frame: from center and bounds size, transformed about the anchor point.
    public var frame: CGRect {
        LayerGeometry.frame(position: center, bounds: bounds, anchor: anchorPoint, transform: transform3D.affineTransform)
    }
}

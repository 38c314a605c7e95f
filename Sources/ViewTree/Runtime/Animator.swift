import Foundation

/// A value of an animatable property before a change.
enum AnimatableChange {
    case alpha(from: CGFloat)
    case center(from: CGPoint)
    case bounds(from: CGRect)
    case backgroundColor(from: Color?)
}

/// Which animatable property.
enum AnimatableKey: Int, Hashable {
    case alpha, center, bounds, backgroundColor
}

/// An open `View.animate` block (placeholder until the run loop lands).
final class AnimationTransaction {}

/// The animation engine of one world.
final class Animator {
    unowned var world: Simulation?

    /// Called by the primitive setters before an animatable property changes.
    func noteChange(of view: View, _ change: AnimatableChange) {}

    /// Stops an animation of `key` on `view` without completing it normally.
    func cancel(_ key: AnimatableKey, of view: View) {}
}

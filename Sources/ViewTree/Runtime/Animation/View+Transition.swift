import Foundation

// `UIView.transition(with:…)` and `transition(from:to:…)`: UIKit animates a snapshot (a flip, a curl, a cross
// dissolve) while the views take their new state at once. ViewTree draws no snapshot, so what UI logic sees is
// what UIKit gives it: the changes applied immediately (not animated property by property) and the completion
// called when the transition's duration has passed on the world's virtual clock.
extension View {
    /// `transition(with:duration:options:animations:completion:)`: runs `animations` at once without animating
    /// its changes, and calls `completion(true)` after `duration` on `view`'s world's clock (on the next run-loop
    /// turn for a zero duration; at once for a view in no world). A NaN or negative duration is taken as 0.
    public static func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if let animations { performWithoutAnimation(animations) }
        finishTransition(in: view.simulation, after: duration, completion: completion)
    }

    /// `transition(from:to:duration:options:completion:)`: puts `toView` in `fromView`'s place (in its superview,
    /// at its index, and removes `fromView`), or with `.showHideTransitionViews` hides `fromView` and shows
    /// `toView`; then calls `completion(true)` after `duration`, as `transition(with:…)`. A `fromView` in no
    /// superview changes nothing but the completion still runs.
    public static func transition(from fromView: View, to toView: View, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let world = fromView.simulation ?? toView.simulation
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview, fromView !== toView {
            if let index = parent.subviews.firstIndex(where: { $0 === fromView }) {
                parent.insertSubview(toView, at: index)
            }
            fromView.removeFromSuperview()
        }
        finishTransition(in: world, after: duration, completion: completion)
    }

    private static func finishTransition(in world: Simulation?, after duration: TimeInterval,
                                         completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        guard let world else {
            completion(true)
            return
        }
        let clean = duration.isFinite && duration > 0 ? duration : 0
        if clean == 0 {
            world.runLoop.perform { completion(true) }
        } else {
            world.runLoop.scheduledTimer(withTimeInterval: clean, repeats: false) { _ in completion(true) }
        }
    }
}

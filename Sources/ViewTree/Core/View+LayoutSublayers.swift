import Foundation

// UIKit lays a view out through its layer: the layer's `layoutSublayers()` asks its delegate, the view,
// `layoutSublayers(of:)`, whose default runs `layoutSubviews()`. ViewTree makes a view's layer only when it is used
// (a plain view costs no layer), so the layout pass goes through `layoutSublayers(of:)` when that can matter — the
// layer exists, or the view is of an app's own class, which may override `layoutSublayers(of:)` — and calls
// `layoutSubviews()` directly otherwise. The class test is made once per view and kept in a flag bit.

extension View {
    /// Runs the view's layout: `layoutSublayers(of:)` with its layer, or `layoutSubviews()` when no override of the
    /// former can be reached.
    func runLayout() {
        if let layer = storedLayer { return layoutSublayers(of: layer) }
        if isOfAppClass { return layoutSublayers(of: layer) }
        layoutSubviews()
    }

    /// Whether the view's class is not one of ViewTree's own (an app's subclass, which may override methods the
    /// library's classes do not); decided on first use and kept.
    var isOfAppClass: Bool {
        if let known = knownToBeOfAppClass { return known }
        let appClass = String(describing: type(of: self)) != libraryClassName
        knownToBeOfAppClass = appClass
        return appClass
    }

    /// The default of `action(for:forKey:)`: `NSNull()` outside an animation block (or while animations are off),
    /// else a basic animation of `event` with the innermost block's duration.
    func defaultLayerAction(forKey event: String) -> any LayerAction {
        let context = ThreadContext.current
        guard let block = context.animationStack.last, View.areAnimationsEnabled else { return NSNull() }
        let animation = BasicAnimation(keyPath: event)
        animation.duration = block.duration
        return animation
    }
}

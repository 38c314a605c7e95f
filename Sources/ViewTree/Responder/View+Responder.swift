import Foundation

// A view's place in the responder chain. The `next` override itself is in the class body
// (`View.swift`): Swift cannot override in an extension.
extension View {
    /// The view controller whose root view this is, if any: a view's `next` is its controller, then
    /// its superview. Weak: the controller owns its view, not the other way round. Set by the view
    /// controller code; `nil` for every other view.
    var viewControllerForNext: Responder? {
        get { extras?.viewControllerForNext }
        set {
            if newValue == nil, extras == nil { return }
            layoutExtras.viewControllerForNext = newValue
        }
    }

    /// The responder chain from this view up (this view first), for diagnostics and tests.
    var responderChain: [Responder] {
        var chain: [Responder] = []
        var r: Responder? = self
        while let current = r, chain.count < 100_000 {
            chain.append(current)
            r = current.next
        }
        return chain
    }
}

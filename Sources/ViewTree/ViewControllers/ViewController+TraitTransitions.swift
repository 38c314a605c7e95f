import Foundation

// `willTransition(to:with:)` of UIContentContainer for trait changes (iOS 8): a rotation that changes a window's size
// classes (an iPhone turning to landscape: vertically regular → compact) tells its controllers before the traits
// change. Apple's documentation of `UIContentContainer.willTransition(to:with:)`: "UIKit calls this method before
// changing the current object's traits and before calling the traitCollectionDidChange(_:) method of any affected
// views and view controllers"; `UIViewController` and `UIPresentationController` "provide default implementations"
// (UIContentContainer's overview), the controller's forwarding to its children and its presentation, as
// `viewWillTransition(to:with:)` does ("always call super … so that UIKit can forward"). Shinobi's "iOS8
// Day-by-Day, Day 14": a rotation that "causes a trait collection change" gives the controllers
// `willTransitionToTraitCollection`.
extension ViewController {
    /// What `willTransition(to:with:)` does by default: the children hear it, then a custom presentation's controller
    /// and the controller presented (the order of `viewWillTransition(to:with:)`).
    func forwardWillTransition(to newCollection: TraitCollection, with coordinator: TransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        // The controller shown (an adapted presentation's replacement forwards to the one presented in it).
        if let presented = storedPresented {
            presented.customPresentation?.willTransition(to: newCollection, with: coordinator)
            presented.willTransition(to: newCollection, with: coordinator)
        }
    }
}

extension Simulation {
    /// Before a rotation resizes `window` to `newSize`: when the size classes its traits derive from differ at the
    /// new size, the root controller hears `willTransition(to:with:)` (before `viewWillTransition(to:with:)`, **ours**:
    /// the documentation orders it before the traits change and says nothing of the size message; apps log the trait
    /// message first).
    func announceTraitTransition(of window: Window, to newSize: CGSize, with coordinator: TransitionCoordinator) {
        guard let root = window.rootViewController else { return }
        let before = TraitCollection.of(windowSize: window.bounds.size, in: self)
        let after = TraitCollection.of(windowSize: newSize, in: self)
        guard before.horizontalSizeClass != after.horizontalSizeClass
                || before.verticalSizeClass != after.verticalSizeClass else { return }
        root.willTransition(to: after, with: coordinator)
    }
}

import Foundation

// setNeedsLayout / layoutIfNeeded as UIKit does them: a request marks the view, and every ancestor
// learns that something below it needs layout, so a layout pass descends only where it must.
extension View {
    /// How many times one view's `layoutSubviews` may run in one pass while it keeps asking for
    /// layout again, before ViewTree stops the loop and records a `.layoutLoop` diagnostic.
    /// (UIKit has no such bound and would spin; a test must not hang.)
    public static let maximumLayoutRepeats = 100

    /// Marks the view as needing layout; the next `layoutIfNeeded()` (or the world's display cycle)
    /// calls `layoutSubviews()`.
    public func setNeedsLayout() { markNeedsLayout() }

    /// `setNeedsLayout()`'s body, inlined where a hot path calls it (the autoresizing pass's
    /// plain views; issue #21): one definition, so the two cannot drift apart.
    @inline(__always)
    func markNeedsLayout() {
        needsLayoutFlag = true
        // Usually already marked (a resize marks every resized view and its ancestors): then the
        // walk up stops here, without loading the superview.
        if !subtreeNeedsLayoutFlag {
            if autoresizingDeferred {
                // Inside an autoresizing pass: the pass marks the ancestors through the superview
                // it holds once this view's setter returns (see `View+Autoresizing`).
                subtreeNeedsLayoutFlag = true
                deferredSubtreeMark = true
            } else {
                markSubtreeNeedsLayout()
            }
        }
        // The world's flag is read from the shared link, without loading the world (`WorldLink`).
        if worldLink?.layoutPassScheduled == false { storedSimulation?.noteLayoutRequested() }
    }

    /// Whether `setNeedsLayout()` would change nothing now: this view and its subtree are marked
    /// and the world's layout pass is queued (or the view is in no world).
    var layoutAlreadyRequested: Bool {
        needsLayoutFlag && subtreeNeedsLayoutFlag && worldLink?.layoutPassScheduled != false
    }

    /// Sets `subtreeNeedsLayoutFlag` on this view and its ancestors, up to the first that has it.
    func markSubtreeNeedsLayout() {
        var current: View? = self
        while let v = current, !v.subtreeNeedsLayoutFlag {
            v.subtreeNeedsLayoutFlag = true
            current = v.storedSuperview
        }
    }

    /// Whether `layoutSubviews()` is pending for this view.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Lays out now, from the highest ancestor that needs layout, top-down; does nothing when
    /// nothing is pending.
    public func layoutIfNeeded() {
        // Constraints first (UIKit: updateConstraintsIfNeeded, then the engine's solution marks the
        // superviews whose subviews must move).
        if let world = storedSimulation {
            // Traits update before layout, top-down (UIKit's trait update runs in the layout pass).
            if !world.pendingTraitChanges.isEmpty { world.deliverPendingTraitChanges() }
            noteLayoutHostedByRoot(in: world)
            world.layoutEngine.prepareLayoutPass()
        }
        var top: View = self
        var current = storedSuperview
        while let v = current {
            if v.needsLayoutFlag { top = v }
            current = v.storedSuperview
        }
        guard top.subtreeNeedsLayoutFlag else { return }
        // A `layoutSubviews` that marks itself and calls `layoutIfNeeded()` re-enters here before the outer
        // pass returns (UIKit too: it recurses until the stack overflows); stop it at a bounded depth.
        let context = ThreadContext.current
        guard context.layoutIfNeededDepth < View.maximumNestedLayoutIfNeeded else {
            reject(.layoutLoop, "layoutIfNeeded() called from inside layout \(View.maximumNestedLayoutIfNeeded) levels deep (View.maximumNestedLayoutIfNeeded: a layoutSubviews that asks for layout and lays itself out again?); this call is ignored and the layout stays pending, instead of recursing until the stack overflows")
            return
        }
        context.layoutIfNeededDepth += 1
        defer { context.layoutIfNeededDepth -= 1 }
        View.layoutSubtree(of: top)
    }

    /// A view out of autoresizing at the top of its hierarchy (not a window) hosts the layout pass `layoutIfNeeded()`
    /// starts in its subtree: from now on it keeps its frame's size while it has no superview (UIKit's
    /// `_UITemporaryLayoutWidth`/`Height`, added to the view whose layout the engine performs). A constrained view
    /// nobody lays out as a root (made, sized by a constraint, and not yet added) is not held: UIKit never adds the
    /// temporary constraints to it, so its own size constraint meets no conflict.
    private func noteLayoutHostedByRoot(in world: Simulation) {
        var root: View = self
        while let parent = root.storedSuperview { root = parent }
        guard !(root is Window), !root.translatesAutoresizingMaskIntoConstraints, root.extras?.laidOutAsRoot != true
        else { return }
        root.layoutExtras.laidOutAsRoot = true
        world.layoutEngine.noteOwnConstraintsChanged(root)
    }

    /// How deep `layoutIfNeeded()` may be called from inside the layout it starts (a `layoutSubviews` or
    /// `viewDidLayoutSubviews` that lays out again) before the call is ignored with a `.layoutLoop` diagnostic.
    /// **Ours**: UIKit has no bound (a `layoutSubviews` calling `setNeedsLayout()` and `layoutIfNeeded()` on
    /// itself recurses until the stack overflows); 100 is `maximumLayoutRepeats`, the bound of the same loop
    /// run without nesting, and far more than a tree's legitimate nesting of `layoutIfNeeded()` calls.
    public static let maximumNestedLayoutIfNeeded = maximumLayoutRepeats

    /// Runs pending layout in `root`'s subtree, parents before children, without recursion.
    static func layoutSubtree(of root: View) {
        // `TraitCollection.current` is each view's (controller's) traits while its layout methods run: set before each
        // call and restored once, at the end of the pass (a save and restore around every call cost ~30 instructions a
        // view more in a 10,000-view first layout).
        let context = ThreadContext.current
        let savedTraits = context.currentTraits
        defer { context.currentTraits = savedTraits }
        var stack: [View] = [root]
        while let v = stack.popLast() {
            guard v.subtreeNeedsLayoutFlag else { continue }
            v.subtreeNeedsLayoutFlag = false
            var repeats = 0
            while v.needsLayoutFlag {
                v.needsLayoutFlag = false
                repeats += 1
                if repeats > maximumLayoutRepeats {
                    v.reject(.layoutLoop, "layoutSubviews asked for layout again \(maximumLayoutRepeats) times in one pass; stopped to avoid an endless loop")
                    break
                }
                if let controller = v.extras?.viewControllerForNext as? ViewController {
                    // A controller's view: it and its controller hear of a new safe area first, then the
                    // controller hears of the layout on both sides.
                    v.noteSafeAreaChange(of: controller)
                    controller.sendViewIsAppearingIfNeeded()
                    controller.updateContentUnavailableIfNeeded()
                    context.currentTraits = .environment(controller)
                    controller.viewWillLayoutSubviews()
                    context.currentTraits = .environment(v)
                    v.runLayout()
                    context.currentTraits = .environment(controller)
                    controller.viewDidLayoutSubviews()
                } else {
                    context.currentTraits = .environment(v)
                    v.runLayout()
                }
            }
            // Children asked for layout (maybe by the parent's layoutSubviews): visit them front to back
            // reversed, so the back-most child is laid out first, as UIKit walks its sublayers.
            for child in v.subviewList.currentArray().reversed() where child.subtreeNeedsLayoutFlag {
                stack.append(child)
            }
        }
    }

    /// UIView's `layoutSubviews`: places the subviews that Auto Layout positions (and a scroll view's
    /// content size); autoresizing already happened when the bounds changed.
    func defaultLayoutSubviews() {
        storedSimulation?.layoutEngine.applySolution(toSubviewsOf: self)
    }
}

import Foundation

// Iterative walks of the tree: nothing here recurses, so a million-deep chain is fine.
extension View {
    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.storedSuperview
        }
        return false
    }

    /// The view itself if its tag matches, else the first matching descendant, depth first,
    /// back to front (UIKit's `viewWithTag:` order).
    public func viewWithTag(_ tag: Int) -> View? {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            if v.tag == tag { return v }
            stack.append(contentsOf: v.subviewList.currentArray().reversed())
        }
        return nil
    }

    /// This view and all its descendants, parents before children (depth-first pre-order).
    func subtreeViews() -> [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let v = stack.popLast() {
            result.append(v)
            stack.append(contentsOf: v.subviewList.currentArray().reversed())
        }
        return result
    }

    /// The number of views in this subtree, including this one.
    public var subtreeCount: Int {
        var count = 0
        var stack: [View] = [self]
        while let v = stack.popLast() {
            count += 1
            stack.append(contentsOf: v.subviewList.currentArray())
        }
        return count
    }

    /// `willMove(toWindow:)` on this subtree, parents first. The list is taken before the first
    /// call, so a callback that changes the tree does not derail the walk.
    func notifySubtreeWillMove(toWindow window: Window?) {
        if subviewList.isEmpty {
            if isWindowKind { return }
            willMove(toWindow: window)
            (extras?.viewControllerForNext as? ViewController)?.viewWillMove(toWindow: window)
            return
        }
        for v in windowFollowingViews() {
            v.willMove(toWindow: window)
            (v.extras?.viewControllerForNext as? ViewController)?.viewWillMove(toWindow: window)
        }
    }

    /// `didMoveToWindow()` on this subtree, parents first; then controllers and safe areas hear of it.
    func notifySubtreeDidMoveToWindow() {
        if subviewList.isEmpty {
            if isWindowKind { return }
            if !isPlainView || worldLink?.hasViewAppearanceProxies == true { applyAppearanceProxies() }
            didMoveToWindow()
            afterMoveToWindow()
            return
        }
        for v in windowFollowingViews() {
            if !v.isPlainView || v.worldLink?.hasViewAppearanceProxies == true { v.applyAppearanceProxies() }
            v.didMoveToWindow()
            v.afterMoveToWindow()
        }
    }

    /// A view's controller (appearance) and scroll views (adjusted insets) learn of a window move.
    private func afterMoveToWindow() {
        // (A plain view is no scroll view: asked first, it spares the dynamic cast.)
        if !isPlainView, let scroll = self as? ScrollView, storedWindow != nil { scroll.updateSafeAreaContentInsetAdjustment() }
        if let controller = extras?.viewControllerForNext as? ViewController {
            controller.viewDidMoveToWindow()
            controller.updateLegacyScrollViewInsets()
        }
    }

    /// Releases a subtree without recursion: a view that only its parent holds hands its children to
    /// the work list before it goes, so its own deinit finds nothing to release.
    static func tearDown(_ view: View) {
        guard !view.subviewList.isEmpty else { return }
        let link = view.subviewList.link
        var pending = view.subviewList.removeAllForTeardown()
        // First, in place (no reference is counted, no code runs): a view in the list taken from
        // the view being released that still holds its link is its subview, and loses its slot;
        // one that a subclass's deinit handed to another view meanwhile (it read no superview, so
        // it left this list as it was) holds the other view's link and keeps its slot there. Each
        // is checked for being held elsewhere. When every child is (a tree whose views the test
        // also keeps in an array), releasing the list deinitializes none of them: nothing else is
        // left to do (issue #21: the walk below loaded a weak reference and moved each child
        // through a local).
        var anyUnique = false
        for i in pending.indices where pending[i] != nil {
            if pending[i]!.superviewLink === link { pending[i]!.slotInSuperview = -1 }
            if isKnownUniquelyReferenced(&pending[i]) { anyUnique = true }
        }
        guard anyUnique else { return }
        // Otherwise the releases run deinits (user code) as they go, last child first.
        while !pending.isEmpty {
            guard var child = pending.removeLast() else { continue }
            // A child that a `deinit` moved to another view already belongs there. (The weak
            // reference to the view being released reads nil by itself; a grandchild's, once its
            // parent was released below.)
            guard child.storedSuperview == nil else { continue }
            child.slotInSuperview = -1
            if isKnownUniquelyReferenced(&child), !child.subviewList.isEmpty {
                pending.append(contentsOf: child.subviewList.removeAllForTeardown())
            }
        }
    }
}

import Foundation

// Safe areas (iOS 11+, computed on demand so they are never stale): a window's safe area is what the
// screen's hardware and status bar cover of it; every other view's is its superview's safe area, clipped to
// its own bounds; a controller's root view adds the controller's `additionalSafeAreaInsets` and what its
// container's bars cover (a navigation bar). Apple's documentation of `UIView.safeAreaInsets` and
// `UIViewController.additionalSafeAreaInsets`.
extension View {
    /// `safeAreaInsets`: how far the view's edges are covered by the status bar, the sensor housing, the home
    /// indicator and container bars. Zero for a view in no window.
    public var safeAreaInsets: EdgeInsets {
        guard let window = window else { return .zero }
        // Folded from the window down, without recursion: a chain of 20,000 nested views must not
        // overflow the stack (Docs/Reliability.md).
        var chain: [View] = []
        var view: View = self
        while view !== window {
            chain.append(view)
            guard let superview = view.superview else { return .zero }
            view = superview
        }
        var insets = window.screenSafeAreaInsets
        var parent: View = window
        for child in chain.reversed() {
            insets = child.safeAreaInsets(inheriting: insets, from: parent)
            parent = child
        }
        return insets
    }

    /// This view's safe area given its superview's: the part of the superview's unsafe band on each edge that
    /// covers this view — never more than the superview's inset on that edge, however far the view sticks out —
    /// plus what the view's controller adds. (Measured on UIKit, a 320 × 480 parent with insets (44, 10, 34, 12):
    /// a child at (−50, −50, 500, 700) gets (44, 10, 34, 12), one at (30, 20, 100, 500) gets (24, 0, 34, 0);
    /// OpenUIKit's `SafeAreaPropagationTests`, Docs/Fidelity.md.)
    private func safeAreaInsets(inheriting parentInsets: EdgeInsets, from superview: View) -> EdgeInsets {
        var insets = parentInsets
        if insets != .zero {
            // The superview's safe rectangle, in this view's coordinates.
            let safe = convert(superview.bounds.inset(by: insets), from: superview)
            let b = bounds
            insets = EdgeInsets(top: min(parentInsets.top, max(0, safe.minY - b.minY)),
                                left: min(parentInsets.left, max(0, safe.minX - b.minX)),
                                bottom: min(parentInsets.bottom, max(0, b.maxY - safe.maxY)),
                                right: min(parentInsets.right, max(0, b.maxX - safe.maxX)))
        }
        if let controller = ViewController.owning(self) {
            let extra = controller.storedAdditionalSafeAreaInsets
            let overlay = controller.containerOverlayInsets
            insets.top = max(insets.top, overlay.top) + extra.top
            insets.left = max(insets.left, overlay.left) + extra.left
            insets.bottom = max(insets.bottom, overlay.bottom) + extra.bottom
            insets.right = max(insets.right, overlay.right) + extra.right
        }
        return insets
    }

    /// The safe area as a layout guide (`safeAreaLayoutGuide`): constraints to it keep content clear of bars.
    public var safeAreaLayoutGuide: LayoutGuide { derivedGuide(.safeArea) }

    /// Tells the subtree that safe areas may have changed (a root controller was installed, the world
    /// rotated, a bar appeared): scroll views recompute their adjusted insets, controllers of the iOS 7–10
    /// model adjust their scroll views' insets, Auto Layout solves again.
    func safeAreaDidChange() {
        for view in subtreeViews() {
            if let scroll = view as? ScrollView { scroll.updateSafeAreaContentInsetAdjustment() }
            if let controller = ViewController.owning(view) {
                controller.updateLegacyScrollViewInsets()
                // Its root view hears of the new safe area before its next layout (View+SafeAreaChanges.swift).
                view.setNeedsLayout()
            }
        }
        simulation?.layoutEngineStorage?.invalidate()
    }
}

extension Window {
    /// What the screen's hardware and status bar cover of this window (the window's frame is in screen
    /// coordinates). iOS 6 windows have none: the status bar is outside the content. Nor does a window without
    /// a root view controller: ViewTree's bare test windows (views added straight to `TestWorld.window`) stay
    /// free of insets, as every test written before controllers existed expects.
    var screenSafeAreaInsets: EdgeInsets {
        guard rootViewControllerStorage != nil, let world = simulation,
              world.profile.safeAreaModel != .statusBarOutside else { return .zero }
        let screen = world.screen
        let s = screen.bounds.inset(by: screen.safeAreaInsets)
        let f = frame
        return EdgeInsets(top: max(0, s.minY - f.minY), left: max(0, s.minX - f.minX),
                          bottom: max(0, f.maxY - s.maxY), right: max(0, f.maxX - s.maxX))
    }
}

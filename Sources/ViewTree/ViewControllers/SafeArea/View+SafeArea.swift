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
        if self === window { return window.screenSafeAreaInsets }
        guard let superview else { return .zero }
        var insets = superview.safeAreaInsets
        if insets != .zero {
            // The superview's safe rectangle, in this view's coordinates.
            let safe = convert(superview.bounds.inset(by: insets), from: superview)
            let b = bounds
            insets = EdgeInsets(top: max(0, safe.minY - b.minY), left: max(0, safe.minX - b.minX),
                                bottom: max(0, b.maxY - safe.maxY), right: max(0, b.maxX - safe.maxX))
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
            if let controller = ViewController.owning(view) { controller.updateLegacyScrollViewInsets() }
        }
        simulation?.layoutEngineStorage?.invalidate()
    }
}

extension Window {
    /// What the screen's hardware and status bar cover of this window (the window's frame is in screen
    /// coordinates). iOS 6 windows have none: the status bar is outside the content.
    var screenSafeAreaInsets: EdgeInsets {
        guard let world = simulation, world.profile.safeAreaModel != .statusBarOutside else { return .zero }
        let screen = world.screen
        let s = screen.bounds.inset(by: screen.safeAreaInsets)
        let f = frame
        return EdgeInsets(top: max(0, s.minY - f.minY), left: max(0, s.minX - f.minX),
                          bottom: max(0, f.maxY - s.maxY), right: max(0, f.maxX - s.maxX))
    }
}

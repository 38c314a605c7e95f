import Foundation

// `UIWindow.rootViewController`: setting it on a visible window puts the controller's view in the window at
// once (its frame the window's bounds, resizing with it); on a hidden window, when the window is shown by
// `makeKeyAndVisible()` (UIKit's `addRootViewControllerViewIfPossible`). The old root's view leaves.
extension Window {
    func replaceRootViewController(with controller: ViewController?) {
        let old = rootViewControllerStorage
        guard old !== controller else { return }
        if let oldView = old?.storedView, oldView.superview === self {
            oldView.removeFromSuperview()
        }
        rootViewControllerStorage = controller
        if let world = simulation { controller?.knownSimulation = world }
        installRootViewControllerViewIfNeeded()
    }

    /// Puts the root controller's view in the window if the window is visible and the view is not there yet.
    func installRootViewControllerViewIfNeeded() {
        guard !isHidden, let controller = rootViewControllerStorage else { return }
        if let world = simulation { controller.knownSimulation = world }
        let view: View = controller.view
        guard view.superview !== self else { return }
        view.frame = controller.frameForRootView(in: self)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        view.setNeedsLayout()          // UIKit lays out a view that moved to a window
        safeAreaDidChange()
    }
}

extension ViewController {
    /// Where a window puts its root controller's view: the window's bounds, or, on iOS 6 (whose status bar
    /// does not overlap), below the status bar (`UIScreen.applicationFrame`).
    func frameForRootView(in window: Window) -> CGRect {
        var frame = window.bounds
        if let world = window.simulation, world.profile.safeAreaModel == .statusBarOutside {
            let bar = world.screen.statusBarHeight
            frame.origin.y += bar
            frame.size.height -= bar
        }
        return frame
    }
}

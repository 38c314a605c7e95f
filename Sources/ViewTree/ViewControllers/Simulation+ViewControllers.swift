import Foundation

extension Simulation {
    /// How long a rotation's transition takes (`coordinator.transitionDuration` in `viewWillTransition`):
    /// 0.3 s for a quarter turn on a phone (logged by apps that print it; ours for a half turn too).
    public static let rotationDuration: TimeInterval = 0.3

    /// `UIDevice.orientationDidChangeNotification`, posted on the world's notification centre by `rotate(to:)`
    /// whenever the device turns — also when the interface does not follow.
    public static let deviceOrientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Rotates the world's interface to `orientation`: the screen's bounds turn; every window that filled the
    /// screen is resized to it (its root controller first hears `viewWillTransition(to:with:)`); autoresizing
    /// and layout follow; safe areas are recomputed; the coordinator's completions run after the rotation. The
    /// interface does not turn when the key window's root controller (or the controller it presents full screen)
    /// returns `false` from `shouldAutorotate` or leaves `orientation` out of `supportedInterfaceOrientations`.
    public func rotate(to orientation: InterfaceOrientation) {
        let screen = self.screen
        // The device turned (it may have turned before while the interface stayed): `UIDevice.current.orientation`
        // reads the new way in the notification's observers.
        if orientation != (deviceOrientation ?? screen.orientation) {
            deviceOrientation = orientation
            notificationCenter.post(name: Simulation.deviceOrientationDidChangeNotification, object: nil)
        }
        guard orientation != screen.orientation else { return }
        // The interface turns only where the key window's controller (the one it presents full screen, if any)
        // allows it, as UIKit asks `shouldAutorotate` and `supportedInterfaceOrientations`; otherwise the
        // device turned and the interface stays.
        if let key = keyWindow?.rootViewController {
            let deciding = key.topmostPresenter
            guard deciding.shouldAutorotate, deciding.supportedInterfaceOrientations.contains(InterfaceOrientationMask(orientation)) else {
                return
            }
        }
        let oldBounds = screen.bounds
        screen.orientation = orientation
        let newBounds = screen.bounds
        let coordinator = TransitionCoordinator(duration: Simulation.rotationDuration)
        for window in allWindows where window.frame == oldBounds {
            window.rootViewController?.activeCoordinator = coordinator
            announceTraitTransition(of: window, to: newBounds.size, with: coordinator)
            window.rootViewController?.viewWillTransition(to: newBounds.size, with: coordinator)
            View.animate(withDuration: Simulation.rotationDuration, animations: {
                window.frame = newBounds
                coordinator.runAlongsideAnimations()
            })
            window.safeAreaDidChange()
            window.setNeedsLayout()
            window.layoutIfNeeded()
        }
        runLoop.scheduledTimer(withTimeInterval: Simulation.rotationDuration, repeats: false) { [weak self] _ in
            for window in self?.allWindows ?? [] { window.rootViewController?.activeCoordinator = nil }
            coordinator.complete()
        }
    }

    /// Simulates a memory warning: every controller reachable from the windows' root controllers (children,
    /// then presented controllers) gets `didReceiveMemoryWarning()`, parents first.
    public func simulateMemoryWarning() {
        var stack: [ViewController] = allWindows.compactMap(\.rootViewController).reversed()
        var seen = Set<ObjectIdentifier>()
        while let controller = stack.popLast() {
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller.didReceiveMemoryWarning()
            var next = controller.children
            // The controller shown: an adapted presentation's replacement, which contains the one presented.
            if let presented = controller.storedPresented { next.append(presented) }
            stack.append(contentsOf: next.reversed())
        }
        notificationCenter.post(name: Simulation.didReceiveMemoryWarningNotification, object: nil)
    }

    /// `UIApplication.didReceiveMemoryWarningNotification` ("UIApplicationDidReceiveMemoryWarningNotification"),
    /// posted to the world's notification centre by `simulateMemoryWarning()` after the controllers'
    /// `didReceiveMemoryWarning()`: UIApplicationDelegate's documentation of
    /// `applicationDidReceiveMemoryWarning(_:)` ("the app also posts a didReceiveMemoryWarningNotification
    /// notification"); the name is UIKit's constant's value.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}

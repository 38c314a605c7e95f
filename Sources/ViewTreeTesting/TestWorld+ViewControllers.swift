import Foundation
import ViewTree

// MARK: View controllers

extension TestWorld {
    /// A world for `profile` whose screen is `device`, with a key, visible window the size of the screen.
    public init(profile: PlatformProfile = .default, device: Device) {
        let world = Simulation(profile: profile)
        world.screen = Screen(device: device)
        self.init(simulation: world, window: Window(frame: world.screen.bounds, simulation: world))
    }

    init(simulation: Simulation, window: Window) {
        self.simulation = simulation
        self.window = window
        window.makeKeyAndVisible()
    }

    /// The world's screen.
    public var screen: Screen { simulation.screen }

    /// Shows `controller` as the window's root view controller and runs the clock until it has appeared
    /// (`viewDidLoad`, `viewWillAppear`, layout, `viewDidAppear`).
    public func show(_ controller: ViewController) {
        window.rootViewController = controller
        waitForTransitions()
    }

    /// Runs the virtual clock, a display frame at a time, until no push, pop, presentation or appearance is in
    /// progress in the controllers of the world's shown windows — the test's window and any other, such as the one a
    /// `UIAlertView` shows in — (at most `timeout` seconds of virtual time), then one more turn so completions that
    /// run at the end of a turn have run.
    public func waitForTransitions(timeout: TimeInterval = 10) {
        let frame = 1 / Double(simulation.runLoop.framesPerSecond)
        let deadline = simulation.now + timeout
        simulation.run(for: 0)
        while anyTransitionInProgress, simulation.now < deadline {
            simulation.run(for: frame)
        }
        simulation.run(for: 0)
    }

    private var anyTransitionInProgress: Bool {
        if window.rootViewController?.hasTransitionInProgress == true { return true }
        return simulation.allWindows.contains { !$0.isHidden && $0.rootViewController?.hasTransitionInProgress == true }
    }

    /// The root controller's hierarchy (`_printHierarchy`), then the window's `recursiveDescription()`.
    public func controllerSnapshot() -> String {
        (window.rootViewController?.hierarchyDescription() ?? "(no root view controller)\n") + window.recursiveDescription()
    }
}

extension Snapshotting where Value: ViewController {
    /// A controller's hierarchy (`hierarchyDescription()`), then its view's window's (or its view's)
    /// `recursiveDescription()`.
    public static var hierarchy: Snapshotting<Value> {
        Snapshotting { controller in
            let tree = controller.viewIfLoaded?.window ?? controller.viewIfLoaded
            return controller.hierarchyDescription() + (tree?.recursiveDescription() ?? "")
        }
    }
}

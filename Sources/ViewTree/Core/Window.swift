import Foundation

/// The root of an on-screen tree: ViewTree's `UIWindow`.
///
/// A window belongs to a world (`Simulation`): a fresh one unless one is given. Every view added to
/// the window's tree adopts that world, as it adopts `window`. Like `UIWindow`, a new window is
/// hidden until `makeKeyAndVisible()`.
open class Window: View {
    /// Creates a window in the given world.
    public init(frame: CGRect, simulation: Simulation) {
        super.init(frame: frame)
        storedHidden = true
        storedWindow = self
        storedSimulation = simulation
        simulation.register(self)
    }

    /// `UIWindow(frame:)`: a window in a fresh world of its own.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, simulation: Simulation())
    }

    deinit {
        storedSimulation?.unregister(self)
        // The subtree's `storedWindow` is unowned: clear it before this window's memory goes.
        var stack: [View] = subviewList.currentArray()
        while let v = stack.popLast() {
            v.storedWindow = nil
            stack.append(contentsOf: v.subviewList.currentArray())
        }
    }

    /// Whether this is the key window of its world.
    public var isKeyWindow: Bool { storedSimulation?.keyWindowID == ObjectIdentifier(self) }

    /// Shows the window and makes it the key window of its world.
    open func makeKeyAndVisible() {
        isHidden = false
        storedSimulation?.keyWindowID = ObjectIdentifier(self)
        installRootViewControllerViewIfNeeded()
    }

    /// The controller whose view fills the window (see `ViewControllers/Window+RootViewController.swift`).
    /// Strong, as UIKit's: the window owns its root view controller.
    open var rootViewController: ViewController? {
        get { rootViewControllerStorage }
        set { replaceRootViewController(with: newValue) }
    }
    var rootViewControllerStorage: ViewController?

    /// `sendEvent(_:)`: delivers an event to the gesture recognizers and views its touches belong
    /// to (hit testing each new touch), as UIApplication hands it to UIWindow. Override to observe
    /// every event; call super. See `Events/Window+SendEvent.swift`.
    open func sendEvent(_ event: Event) { deliver(event) }

    /// A window is its own window.
    open override var window: Window? { self }

    override var libraryClassName: String { "Window" }
}

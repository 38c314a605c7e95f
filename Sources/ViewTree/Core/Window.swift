import Foundation

/// The root of an on-screen tree: ViewTree's `UIWindow`.
///
/// A window belongs to a world (`Simulation`): the given one, the thread's current one, or a fresh
/// one. Like `UIWindow`, a new window is hidden until `makeKeyAndVisible()` (or `isHidden = false`);
/// from then on its world keeps it alive, as `UIApplication` keeps its visible windows, so a test
/// that keeps only a subview (and the world) keeps the whole hierarchy.
open class Window: View {
    /// The touches, gesture recognizers and delayed deliveries of this window (made on first touch).
    lazy var touchDelivery = TouchDelivery()

    /// The strong reference that keeps this window's world alive, when the window is what keeps it
    /// alive: while the window is hidden (the world does not hold a hidden window, as
    /// `UIApplication` does not), and when the window was shown at a moment when nothing else held
    /// the world (`Window(frame:simulation: Simulation())`, or `Window(frame:)` with no current
    /// world). Otherwise the world holds the window and this is `nil`: one of the two references is
    /// always weak, so a world and its windows never keep each other alive.
    var worldKeptAlive: Simulation?

    /// Whether the window has ever been visible (`printsGestureRecognizers`).
    private(set) var hasBeenShown = false

    /// `windowLevel`: where the window stands among windows (`Window+Level.swift`). Default `.normal` (0). Stored:
    /// ViewTree does not order windows by it.
    open var windowLevel: Level = .normal

    /// What the views in this window hold of it (see `WindowLink`): made with the window, told
    /// when it goes.
    let windowLink = WindowLink()

    /// Creates a window in the given world.
    public init(frame: CGRect, simulation: Simulation) {
        worldKeptAlive = simulation
        ThreadContext.current.worldForNextView = simulation
        super.init(frame: frame)
        joinWorld(simulation)
    }

    /// `UIWindow(frame:)`: a window in the current world of this thread (`Simulation.current`), or,
    /// when there is none, in a fresh world of its own that becomes current.
    public override init(frame: CGRect) {
        let world = Window.worldForNewWindow()
        worldKeptAlive = world
        super.init(frame: frame)
        joinWorld(world)
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        let world = Window.worldForNewWindow()
        worldKeptAlive = world
        super.init(coder: coder)
        joinWorld(world)
    }

    /// The current world, or a fresh one, made the world the window's own view initializer joins.
    private static func worldForNewWindow() -> Simulation {
        let world = Simulation.current ?? Simulation()
        ThreadContext.current.worldForNextView = world
        return world
    }

    /// A new window starts hidden, is its own window, and is listed by its world.
    private func joinWorld(_ world: Simulation) {
        markAsWindow()
        storedHidden = true
        windowLink.window = self   // a window is its own window
        world.register(self)
    }

    /// Decides, as the window is shown or hidden, whether its world holds it (it is shown and
    /// something else keeps the world alive) or it holds its world, and tells the world.
    private func updateWorldOwnership() {
        let worldHoldsWindow: Bool
        if storedHidden {
            if worldKeptAlive == nil { worldKeptAlive = storedSimulation }
            worldHoldsWindow = false
        } else if worldKeptAlive == nil {
            worldHoldsWindow = true
        } else if isKnownUniquelyReferenced(&worldKeptAlive) {
            // Checked before anything loads the world (a load would hold it too): this window is
            // all that keeps its world alive, so it stays the world's keeper.
            worldHoldsWindow = false
        } else {
            worldKeptAlive = nil
            worldHoldsWindow = true
        }
        storedSimulation?.setRetained(self, worldHoldsWindow)
    }

    deinit {
        // The subtree reads its window through the link's weak reference, which reads nil from
        // now on by itself; the flag lets moves compare windows without loading them.
        windowLink.isAlive = false
        storedSimulation?.unregister(self)
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
    /// Set while `dragAndDrop(from:to:)` runs, so that a delegate starting another drag is refused.
    var dragInProgress = false
    /// The window's undo manager, made on first use.
    private var windowUndoManager: UndoManager?
    /// The screen set on the window, if one was.
    private var assignedScreen: Screen?

    /// `screen`: the screen the window shows on: its world's (`simulation.screen`) unless one was assigned, as
    /// UIKit's windows show on the main screen unless moved to another.
    open var screen: Screen {
        get { assignedScreen ?? storedSimulation?.screen ?? Screen(device: PlatformProfile.default.defaultDevice) }
        set { assignedScreen = newValue }
    }

    /// `undoManager`: the window's own (the end of every responder chain in it), made on first use.
    open override var undoManager: UndoManager? {
        if windowUndoManager == nil { windowUndoManager = UndoManager() }
        return windowUndoManager
    }

    /// `sendEvent(_:)`: delivers an event to the gesture recognizers and views its touches belong
    /// to (hit testing each new touch), as UIApplication hands it to UIWindow. Override to observe
    /// every event; call super. See `Events/TouchDelivery.swift`.
    open func sendEvent(_ event: Event) { deliver(event) }

    /// The first responder of this window (see `Responder+FirstResponder.swift`); weak: the tree owns it.
    weak var firstResponderStorage: Responder?
    /// The responder becoming first responder while the current one resigns (so a keyboard stays up).
    weak var handOffTarget: Responder?
    /// A shown window is kept alive by its world, as `UIApplication` keeps its visible windows.
    override func boundsDidChange(from old: CGRect) {
        super.boundsDidChange(from: old)
        if old.size != bounds.size { noteTraitsMayHaveChanged(fromSize: old.size) }
    }

    override func hiddenDidChange() {
        if !isHidden { hasBeenShown = true }
        updateWorldOwnership()
        if !isHidden { installRootViewControllerViewIfNeeded() }   // UIKit shows the root view with the window
    }

    /// A window is its own window.
    open override var window: Window? { self }

    override var libraryClassName: String { "Window" }

    /// `UIWindowLayer` in every era.
    override var privateLayerClassName: PrivateLayerClassName? { .window }

    /// From iOS 7, UIWindow's own recognizers, once the window has been shown
    /// (`PlatformProfile.windowHasSystemGestureRecognizers`).
    override var printsGestureRecognizers: Bool {
        (hasBeenShown && (simulation?.profile ?? .default).windowHasSystemGestureRecognizers) || super.printsGestureRecognizers
    }
}

import Foundation

/// A simulated world: the clock, the installed categories, the platform profile, the diagnostics
/// and the ids printed in snapshots of every view that belongs to it.
///
/// There is no process-wide state in ViewTree: everything a test can observe lives in its world.
/// A world is given once, at the root (`Window(frame:simulation:)`, or `Window(frame:)` for a fresh
/// one), and a view adopts the world of the tree it joins. A view in no world behaves like a UIKit
/// view in no window: animations complete at once and timers do not run.
///
/// A world is confined to the test (or task) that made it; it is deliberately not `Sendable`.
public final class Simulation {
    /// Everything ViewTree rejected or repaired in this world, oldest first.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The installed categories.
    let categories = CategoryRegistry()
    /// The animation engine.
    let animator = Animator()
    /// The Auto Layout engine, made on first use.
    var layoutEngineStorage: LayoutEngine?
    var layoutEngine: LayoutEngine {
        if let engine = layoutEngineStorage { return engine }
        let engine = LayoutEngine(world: self)
        layoutEngineStorage = engine
        return engine
    }
    /// The virtual clock: timers, display links and frames. Time starts at 0 and moves only when asked.
    public let runLoop = VirtualRunLoop()
    /// Views that called `setNeedsDisplay()` since the last pass (View+Display.swift).
    var pendingDisplay: [WeakViewReference] = []
    /// The images `Image(named:)` finds, by name (this world's asset catalog; `Simulation+Images.swift`).
    var namedImages: [String: Image] = [:]
    /// The colours `Color(named:)` finds, by name (the asset catalog's colour sets; `Simulation+Images.swift`).
    var namedColors: [String: Color] = [:]
    /// Directories searched for the files an app's bundle holds by name (Simulation+Resources.swift).
    var storedResourceDirectories: [URL] = []
    /// Values libraries built on ViewTree keep per world, one per type (Simulation+Resources.swift).
    var attachments: [ObjectIdentifier: Any] = [:]
    /// Context menu configurations made without an identifier, for their generated ids.
    var contextMenuConfigurationCount = 0
    /// `UIView.setAnimationsEnabled(_:)`, for this world (UIKit's switch is the app's; a world is the app).
    var appAnimationsEnabled = true
    /// Trait changes waiting for the next trait update (Screen/TraitUpdates.swift).
    var pendingTraitChanges = PendingTraitChanges()
    /// The completions of symbol effects still running, by token (Controls/Image/ImageView+SymbolEffects.swift):
    /// owned by the world, as timers' blocks are, so a completion that captures its image view makes no cycle.
    var symbolEffectCompletions: [Int: (SymbolEffectCompletionContext) -> Void] = [:]
    /// Property animators started and not yet finished or stopped (Runtime/Animation/ViewPropertyAnimator.swift): UIKit
    /// keeps a running animator alive, and here its world does, so an app may start one held in a local only.
    var activePropertyAnimators: [ObjectIdentifier: ViewPropertyAnimator] = [:]
    /// The app's animators of custom transitions in flight, by transition context, until the context completes
    /// (ViewControllers/Presentation/CustomTransitions.swift): the context refers to its animator weakly, because the
    /// animator's own property animator usually captures the context in its completion.
    var transitionAnimatorsInFlight: [ObjectIdentifier: any ViewControllerAnimatedTransitioning] = [:]
    var nextSymbolEffectToken = 0
    /// Set while `deliverPendingTraitChanges()` runs: a trait update asked for from inside a handler leaves the
    /// new changes to the running update's next round (TraitUpdates.swift), so that it cannot recurse.
    var isDeliveringTraitChanges = false
    /// Read on every `setNeedsLayout` (so on every size change): unchecked like the views' hot
    /// stored properties (see `View`), for the same reason; it is never passed `inout`.
    /// Shared by the world's views (see `WorldLink`).
    let link = WorldLink()
    /// The key-value observations of the world's views (`View.observe(_:options:changeHandler:)`), made on first use.
    lazy var keyValueObservers = KeyValueObservers(link: link)
    /// Kept in the link, where the views' `setNeedsLayout` reads it without loading the world.
    private(set) var layoutPassScheduled: Bool {
        get { link.layoutPassScheduled }
        set { link.layoutPassScheduled = newValue }
    }
    /// The virtual instant of the last layout pass, and how many passes ran at it.
    private var layoutPassInstant = -Double.infinity
    private var layoutPassesAtInstant = 0
    /// A layout feedback loop was reported and has not ended yet (one diagnostic per loop).
    private var inLayoutFeedbackLoop = false

    /// How many layout passes a world runs at one virtual instant before it treats the requests as a
    /// layout feedback loop (a view whose layout invalidates another's, whose layout invalidates the
    /// first): it records one `.layoutLoop` diagnostic and lets further passes wait for the next
    /// display frame, so that virtual time keeps moving. (UIKit's own guard,
    /// `UIViewLayoutFeedbackLoopDebuggingThreshold`, defaults to 100 too.)
    public static let maximumLayoutPassesPerInstant = 100
    /// The key window, set by `makeKeyAndVisible()`.
    public var keyWindow: Window? {
        guard let id = keyWindowID else { return nil }
        return windowEntries.first { $0.id == id }?.window
    }
    var keyWindowID: ObjectIdentifier?
    /// Every window of this world, in creation order. The world keeps a window alive while it is
    /// shown, as `UIApplication` keeps its visible windows (see `WindowEntry`).
    private var windowEntries: [WindowEntry] = []
    /// The next id printed in place of an address: views get them in creation order, as allocation
    /// addresses grow in a fresh process, so what a test asked before never renumbers anything.
    /// Kept in the link, where a view created in this world takes its id without loading the world.
    private var nextSnapshotID: Int {
        get { link.nextSnapshotID }
        set { link.nextSnapshotID = newValue }
    }

    /// The platform profile: every behaviour that changed across iOS versions.
    public let profile: PlatformProfile
    /// The screen, made on first use (see `Simulation+Screen.swift`).
    var screenStorage: Screen?
    /// A test chose the screen (`screen`'s setter): its scale is the world's `pixelScale`.
    var screenChosen = false

    /// This world's notification centre: keyboard and text notifications are posted here (there is
    /// no process-wide default centre in ViewTree; `NotificationCenter.default` is never used).
    public let notificationCenter = WorldNotificationCenter()

    /// The way the device was last turned (`rotate(to:)`), as an interface orientation, set before
    /// `UIDevice.orientationDidChangeNotification` is posted and kept when the interface refuses to turn (the device
    /// is physically turned whatever the app allows); `nil` until the first turn: the screen's orientation.
    public internal(set) var deviceOrientation: InterfaceOrientation?

    /// Whether the world's device has a camera (`ImagePickerController.isSourceTypeAvailable(.camera)`): `false`
    /// by default, as in the iOS Simulator, which has none; a test of a camera path sets it.
    public var isCameraAvailable = false

    /// `UIDevice.isBatteryMonitoringEnabled` for this world's device: `false` until the app turns it on. The
    /// battery itself stays unknown, as in the iOS Simulator (`UIDevice.batteryState`, `batteryLevel`).
    public var isBatteryMonitoringEnabled = false

    /// The world's general pasteboard (`Pasteboard.general` while this world is current), made on first use.
    public var pasteboard: Pasteboard {
        if let p = pasteboardStorage { return p }
        let p = Pasteboard()
        pasteboardStorage = p
        return p
    }
    var pasteboardStorage: Pasteboard?

    /// The world's software keyboard, made on first use (see `Keyboard`).
    public var keyboard: Keyboard {
        if let k = keyboardStorage { return k }
        let k = Keyboard(world: self)
        keyboardStorage = k
        return k
    }
    var keyboardStorage: Keyboard?
    /// The hardware-keyboard keys held down (`Simulation.keyDown`, `Events/Press.swift`), oldest first.
    var heldPresses: [Press] = []
    /// The app record, made on first use (see `Simulation+Application.swift`).
    var applicationStorage: ApplicationRecord?
    /// The user's text size (see `Simulation+ContentSizeCategory.swift`).
    var contentSizeCategoryStorage = ContentSizeCategory.large

    /// Creates an empty world for a platform profile (iOS 7–12 by default), and makes it the
    /// current world of the calling thread: views created from now on (`View(frame:)`,
    /// `Window(frame:)`) belong to it from their creation, as every UIKit object belongs to its
    /// process, so its categories, clock and ids reach them before they join a window.
    public init(profile: PlatformProfile = .default) {
        self.profile = profile
        link.world = self
        categories.world = self
        categories.link = link
        animator.world = self
        animator.link = link
        runLoop.onDiagnostic = { [weak self] in self?.report($0) }
        makeCurrent()
        // A `beginAnimations` context left open on this thread (by an earlier test that never committed it)
        // must not animate this world's changes.
        let context = ThreadContext.current
        if context.animationStack.contains(where: { $0.isLegacyContext }) {
            context.animationStack.removeAll { $0.isLegacyContext }
            report(Diagnostic(code: .animation, subject: "Simulation",
                              message: "a beginAnimations(_:context:) context left open on this thread was closed without animating"))
        }
    }

    deinit {
        // From here on `link.world` reads nil; the flag says so to those that ask it instead.
        link.worldIsAlive = false
    }

    /// Makes this world the one that views created on the calling thread (by the running task)
    /// join. `Simulation()` does it already; call it to switch back to an earlier world.
    public func makeCurrent() {
        let context = ThreadContext.current
        context.currentWorldLink = link
        context.currentWorldTask = ThreadContext.runningTaskIdentity
    }

    /// The world that views created now, on this thread, join: the newest `Simulation` made (or
    /// made current) by the running task and still alive; `nil` when there is none.
    public static var current: Simulation? { ThreadContext.currentWorldForThisTask }

    /// Records a diagnostic.
    public func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Forgets the recorded diagnostics (for a test that checks them step by step).
    public func clearDiagnostics() { diagnostics.removeAll() }

    /// The windows of this world that are still alive, in creation order.
    public var allWindows: [Window] { windowEntries.compactMap(\.window) }

    func register(_ window: Window) {
        windowEntries.append(WindowEntry(window))
    }

    /// The world keeps a shown window alive (`isHidden == false`, as after `makeKeyAndVisible()`),
    /// except a window that is all that keeps this world alive (see `Window.worldKeptAlive`):
    /// holding it back would make a cycle that nothing could break.
    func setRetained(_ window: Window, _ retained: Bool) {
        let id = ObjectIdentifier(window)
        guard let i = windowEntries.firstIndex(where: { $0.id == id }) else { return }
        windowEntries[i].retained = retained ? window : nil
    }

    /// Called by a window as it is released.
    func unregister(_ window: Window) {
        let id = ObjectIdentifier(window)
        windowEntries.removeAll { $0.id == id }
        if keyWindowID == id { keyWindowID = nil }
    }

    /// Gives `view` the next id of this world, if it has none yet. Each view takes two ids: its own
    /// and, the next one, its layer's (see `Layers/`), so that making the layer object later (it is
    /// made lazily) never shifts an id.
    func assignSnapshotID(_ view: View) { link.assignSnapshotID(view) }

    /// The id printed in place of `view`'s address.
    func snapshotID(for view: View) -> Int {
        assignSnapshotID(view)
        return view.snapshotID
    }

    /// The id printed for a free layer (one not made by a view), from the same counter.
    func snapshotID(for layer: Layer) -> Int {
        if layer.snapshotID == 0 {
            layer.snapshotID = nextSnapshotID
            nextSnapshotID += 1
        }
        return layer.snapshotID
    }

    /// Called when a view in this world asks for layout: as UIKit lays out at the end of the run-loop
    /// turn (the Core Animation commit), the world's windows are laid out on the next turn.
    func noteLayoutRequested() {
        guard !layoutPassScheduled else { return }
        layoutPassScheduled = true
        guard layoutPassInstant == runLoop.now, layoutPassesAtInstant >= Simulation.maximumLayoutPassesPerInstant else {
            runLoop.perform { [weak self] in self?.runLayoutPass() }
            return
        }
        if !inLayoutFeedbackLoop {
            inLayoutFeedbackLoop = true
            let names = allWindows.flatMap { $0.subtreeViews() }.filter(\.needsLayout).prefix(3).map(\.diagnosticName)
            report(Diagnostic(code: .layoutLoop, subject: names.first ?? "Simulation",
                              message: "layout was requested again in each of \(Simulation.maximumLayoutPassesPerInstant) layout passes at t=\(runLoop.now) (a layout feedback loop; still needing layout: \(names.joined(separator: ", "))); further passes run once per display frame until it stops"))
        }
        runLoop.scheduledTimer(withTimeInterval: 1 / Double(runLoop.framesPerSecond), repeats: false) { [weak self] _ in
            self?.runLayoutPass()
        }
    }

    /// Lays out every window, counting passes per virtual instant.
    private func runLayoutPass() {
        layoutPassScheduled = false
        if layoutPassInstant == runLoop.now {
            layoutPassesAtInstant += 1
        } else {
            layoutPassInstant = runLoop.now
            layoutPassesAtInstant = 1
        }
        deliverPendingTraitChanges()
        for window in allWindows { window.layoutIfNeeded() }
        displayPendingViews()
        // Nothing asked for layout during the pass: any feedback loop is over.
        if !layoutPassScheduled { inLayoutFeedbackLoop = false }
    }
}

/// A window the world knows of: weakly, and strongly too while the world keeps it alive.
/// The window removes its entry when released (see `Window.deinit`).
private struct WindowEntry {
    let id: ObjectIdentifier
    weak var window: Window?
    var retained: Window?

    init(_ window: Window) {
        id = ObjectIdentifier(window)
        self.window = window
    }
}

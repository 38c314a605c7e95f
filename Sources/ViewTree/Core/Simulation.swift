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
    /// Read on every `setNeedsLayout` (so on every size change): unchecked like the views' hot
    /// stored properties (see `View`), for the same reason; it is never passed `inout`.
    @exclusivity(unchecked) private(set) var layoutPassScheduled = false
    /// The key window, set by `makeKeyAndVisible()`.
    public var keyWindow: Window? {
        guard let id = keyWindowID else { return nil }
        return windows.first { $0.id == id }?.window
    }
    var keyWindowID: ObjectIdentifier?
    private var windows: [WeakWindow] = []
    private var nextSnapshotID = 1

    /// The platform profile: every behaviour that changed across iOS versions.
    public let profile: PlatformProfile

    /// Creates an empty world for a platform profile (iOS 7–12 by default).
    public init(profile: PlatformProfile = .default) {
        self.profile = profile
        categories.world = self
        animator.world = self
        runLoop.onDiagnostic = { [unowned self] in self.report($0) }
    }

    /// Records a diagnostic.
    public func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Forgets the recorded diagnostics (for a test that checks them step by step).
    public func clearDiagnostics() { diagnostics.removeAll() }

    /// The windows of this world that are still alive, in creation order.
    public var allWindows: [Window] { windows.map(\.window) }

    func register(_ window: Window) {
        windows.append(WeakWindow(id: ObjectIdentifier(window), window: window))
    }

    /// Called by a window as it is released.
    /// Compares identifiers only: reading an unowned reference to a window that is being released traps.
    func unregister(_ window: Window) {
        let id = ObjectIdentifier(window)
        windows.removeAll { $0.id == id }
        if keyWindowID == id { keyWindowID = nil }
    }

    /// The id printed in place of `view`'s address, given on first use, in order.
    func snapshotID(for view: View) -> Int {
        if view.snapshotID == 0 {
            view.snapshotID = nextSnapshotID
            nextSnapshotID += 1
        }
        return view.snapshotID
    }

    /// Called when a view in this world asks for layout: as UIKit lays out at the end of the run-loop
    /// turn (the Core Animation commit), the world's windows are laid out on the next turn.
    func noteLayoutRequested() {
        guard !layoutPassScheduled else { return }
        layoutPassScheduled = true
        runLoop.perform { [unowned self] in
            layoutPassScheduled = false
            for window in allWindows { window.layoutIfNeeded() }
        }
    }
}

/// A window the world knows of; the window removes itself when released (see `Window.deinit`).
private struct WeakWindow {
    let id: ObjectIdentifier
    unowned let window: Window
}

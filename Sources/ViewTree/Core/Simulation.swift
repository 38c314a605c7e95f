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
        return windows.first { $0.id == id }?.window
    }
    var keyWindowID: ObjectIdentifier?
    private var windows: [WeakWindow] = []
    private var nextSnapshotID = 1

    /// The platform profile: every behaviour that changed across iOS versions.
    public let profile: PlatformProfile
    /// The screen, made on first use (see `Simulation+Screen.swift`).
    var screenStorage: Screen?

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
        guard layoutPassInstant == runLoop.now, layoutPassesAtInstant >= Simulation.maximumLayoutPassesPerInstant else {
            runLoop.perform { [unowned self] in runLayoutPass() }
            return
        }
        if !inLayoutFeedbackLoop {
            inLayoutFeedbackLoop = true
            let names = allWindows.flatMap { $0.subtreeViews() }.filter(\.needsLayout).prefix(3).map(\.diagnosticName)
            report(Diagnostic(code: .layoutLoop, subject: names.first ?? "Simulation",
                              message: "layout was requested again in each of \(Simulation.maximumLayoutPassesPerInstant) layout passes at t=\(runLoop.now) (a layout feedback loop; still needing layout: \(names.joined(separator: ", "))); further passes run once per display frame until it stops"))
        }
        runLoop.scheduledTimer(withTimeInterval: 1 / Double(runLoop.framesPerSecond), repeats: false) { [unowned self] _ in
            runLayoutPass()
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
        for window in allWindows { window.layoutIfNeeded() }
        // Nothing asked for layout during the pass: any feedback loop is over.
        if !layoutPassScheduled { inLayoutFeedbackLoop = false }
    }
}

/// A window the world knows of; the window removes itself when released (see `Window.deinit`).
private struct WeakWindow {
    let id: ObjectIdentifier
    unowned let window: Window
}

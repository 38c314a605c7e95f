import Foundation

// `setNeedsDisplay()` and `draw(_:)`: as Core Animation's commit lays out and then displays, the world's
// end-of-turn pass lays out its windows and then calls `draw(_:)` on the views that asked for it.
extension View {
    /// Whether `draw(_:)` is waiting to run for this view.
    public var needsDisplay: Bool { extras?.invalidDisplayRect != nil }

    func requestDisplay(of rect: CGRect) {
        guard rect.isFiniteRect else {
            return reject(.invalidValue, "setNeedsDisplay(\(rect)): the rectangle is not finite; nothing was marked")
        }
        let extras = layoutExtras
        let wasPending = extras.invalidDisplayRect != nil
        extras.invalidDisplayRect = extras.invalidDisplayRect.map { $0.union(rect) } ?? rect
        guard !wasPending, let world = storedSimulation else { return }
        world.pendingDisplay.append(WeakViewReference(self))
        world.noteLayoutRequested()
    }

    /// Queues a display request made before the view joined a world (`setNeedsDisplay()` in an initializer, or in a
    /// `didSet` run before the view was added): without this the mark stayed, unqueued, and made every later request
    /// look queued already, so the view never drew (Reliability.md, bug 125).
    func queueDisplayRequestedBeforeJoining(_ world: Simulation) {
        guard extras?.invalidDisplayRect != nil else { return }
        world.pendingDisplay.append(WeakViewReference(self))
        world.noteLayoutRequested()
    }

    /// Runs `draw(_:)` once with the marked part of the bounds (the world has checked that the view is
    /// in a window and has a size).
    func displayIfNeeded() {
        guard let rect = extras?.invalidDisplayRect else { return }
        extras?.invalidDisplayRect = nil
        let dirty = rect.intersection(bounds)
        // `UIGraphicsGetCurrentContext()` is a context while `draw(_:)` runs, as on a device (it draws nothing).
        // `TraitCollection.current` is the view's traits while it draws (UIKit sets it so).
        GraphicsContextStack.push(CGContext(), size: bounds.size)
        ThreadContext.current.withCurrentTraits(of: self) { draw(dirty.isNull ? bounds : dirty) }
        GraphicsContextStack.pop()
    }
}

/// A view the world is waiting to display, held weakly: a pending draw never keeps a view alive.
struct WeakViewReference {
    weak var view: View?
    init(_ view: View) { self.view = view }
}

extension Simulation {
    /// Calls `draw(_:)` on the views that asked since the last pass (one asking again from its own
    /// `draw(_:)` waits for the next pass). A view that is not in a window, or has no size, when the pass
    /// runs loses its mark and is not drawn (UIKit would draw it once it is shown; here it asks again).
    func displayPendingViews() {
        guard !pendingDisplay.isEmpty else { return }
        let pending = pendingDisplay
        pendingDisplay = []
        for entry in pending {
            guard let view = entry.view else { continue }
            if view.window == nil || view.bounds.isEmpty {
                view.extras?.invalidDisplayRect = nil   // UIKit draws nothing off screen; it asks again when needed
                continue
            }
            view.displayIfNeeded()
        }
    }
}

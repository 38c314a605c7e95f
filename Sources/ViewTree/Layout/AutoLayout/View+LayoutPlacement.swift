import Foundation

// The Auto Layout engine's own entry into a plain view's frame setter (issue #21).
//
// When the engine places a subview whose class is `View` itself (no subclass, so nothing overrides
// the `frame` getter or setter) and no category of its world replaces `setFrame`, `view.frame =
// target` runs `dispatchSetFrame`, finds no category and reaches `primitiveSetFrame(_:)`. The
// engine calls what that reaches directly, as the autoresizing pass does, with two answers known
// beforehand instead of asked per view:
// - whether an animation block is open on this thread, asked once per placement (a thread-specific
//   lookup per view before): between two placed views only setters run, and `View.animate` closes
//   every block it opens before it returns, so the stack is the one the placement started with (see
//   `primitiveSetFrame(_:animationBlockOpen:)`). The world's running animations are still asked per
//   view (through the world link, inside `applyGeometry`);
// - that the frame is well inside the coordinate limit (below), which makes every check of
//   `primitiveSetFrame` pass: it then stores exactly what that would store.
// Anything else (a layer that affects geometry, a frame near the limit or not finite) goes through
// `primitiveSetFrame(_:animationBlockOpen:)` itself, with its diagnostics.
//
// A view that only moves (same bounds, no animation running or open) is shorter still:
// `moveForLayoutEngine(to:_:)` stores what `applyGeometry` would and calls nothing, so the engine
// places a run of such views without calling out of it (`LayoutEngine.movePlainSubviews`).
extension View {
    /// `primitiveSetFrame(value, animationBlockOpen:)`, for the engine's frames (see above).
    ///
    /// With every component of `value` and of the bounds origin within a quarter of
    /// `View.maximumCoordinate`, the standardized frame, its midpoint, the far edges and the edges
    /// of the bounds are all within the limit, so `primitiveSetFrame` would accept the frame and
    /// call `applyGeometry` with this center and these bounds (the same formulas).
    @inline(__always)
    func setFrameForLayoutEngine(_ value: CGRect, animationBlockOpen: Bool) {
        let quarter = View.coordinateLimit / 4
        let origin = storedBounds.origin
        let layerAffectsGeometry = storedLayer.map { $0.affectsGeometry } ?? false
        guard !layerAffectsGeometry,
              value.origin.x.isWithin(quarter), value.origin.y.isWithin(quarter),
              value.size.width.isWithin(quarter), value.size.height.isWithin(quarter),
              origin.x.isWithin(quarter), origin.y.isWithin(quarter) else {
            setFrameForLayoutEngineWithChecks(value, animationBlockOpen: animationBlockOpen)
            return
        }
        let f = value.finiteStandardized
        applyGeometry(center: CGPoint(x: f.finiteMidX, y: f.finiteMidY),
                      bounds: CGRect(origin: origin, size: f.size), animationBlockOpen: animationBlockOpen)
    }

    /// `setFrameForLayoutEngine(value, animationBlockOpen: false)` when that only moves the view:
    /// the frame keeps the bounds (origin and size) and changes the center, no animation runs in
    /// the world and no block is open (the caller knows), and the frame is well inside the limit
    /// (as above). `applyGeometry` then stores the center and the bounds, marks nothing (the
    /// bounds did not change), notes nothing (no animation), and calls the engine's geometry hook,
    /// which returns at once for the view the engine is placing, and `geometryDidChange`, which a
    /// plain `View` (the caller's check) does not override. So this stores the same two values and
    /// calls nothing: no call out of the engine's placement, which lets it place the view without
    /// retaining it (a side-tabled view's slow-path retain and release, issue #21).
    /// Returns false, having changed nothing, in any other case.
    @inline(__always)
    func moveForLayoutEngine(to value: CGRect, _ link: WorldLink) -> Bool {
        guard !link.animationsRunning, !link.hasKeyValueObservations else { return false }
        if let layer = storedLayer, layer.affectsGeometry { return false }
        let quarter = View.coordinateLimit / 4
        let oldBounds = storedBounds
        guard value.origin.x.isWithin(quarter), value.origin.y.isWithin(quarter),
              value.size.width.isWithin(quarter), value.size.height.isWithin(quarter),
              oldBounds.origin.x.isWithin(quarter), oldBounds.origin.y.isWithin(quarter) else { return false }
        let f = value.finiteStandardized
        let center = CGPoint(x: f.finiteMidX, y: f.finiteMidY)
        let bounds = CGRect(origin: oldBounds.origin, size: f.size)
        // (The same origin: the bounds are unchanged exactly when the size is.)
        guard bounds.size.sameAs(oldBounds.size), !center.sameAs(storedCenter) else { return false }
        storedCenter = center
        storedBounds = bounds
        return true
    }

    /// The setter's own path, with every check and diagnostic (out of line: the common path above
    /// stays small).
    @inline(never)
    private func setFrameForLayoutEngineWithChecks(_ value: CGRect, animationBlockOpen: Bool) {
        primitiveSetFrame(value, animationBlockOpen: animationBlockOpen)
    }

    /// The `frame` getter of a plain `View` (`currentFrame`), with its common case written out here
    /// (the engine reads it back after each frame it sets).
    @inline(__always)
    var frameForLayoutEngine: CGRect {
        if let layer = storedLayer, layer.affectsGeometry { return currentFrame }
        return CGRect(x: storedCenter.x - storedBounds.size.width / 2,
                      y: storedCenter.y - storedBounds.size.height / 2,
                      width: storedBounds.size.width, height: storedBounds.size.height)
    }
}

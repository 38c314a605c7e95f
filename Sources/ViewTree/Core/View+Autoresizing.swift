import Foundation

// UIKit's documented autoresizing rule, in one place.
//
// Per axis, the change of the superview's size is shared among the flexible parts of the subview
// (left/top margin = origin, width/height = size, right/bottom margin = old superview size − origin −
// size) in proportion to their current lengths; when the flexible parts add up to zero, the change is
// split equally among them. Fractions are kept (UIKit does not round). Checked against the vectors in
// Docs/Fidelity.md (superview 100×100 → 200×150, subview (10, 10, 30, 30)).
extension View {
    /// How many bits of `autoresizingMask` a view keeps: 6, the six documented flags. UIKit stores
    /// the mask in the bit field `_viewFlags.autoresizeMask:6` (the `@package` ivars of `UIView` in
    /// the iOS 6 SDK's `UIKit.framework/Headers/UIView.h`), so a raw value with higher bits set reads
    /// back without them: `AutoresizingMask(rawValue: 0x7F)` reads back as `0x3F`.
    public static let autoresizingMaskBitCount = 6

    /// The bits of a raw mask value kept (see `autoresizingMaskBitCount`).
    static let autoresizingMaskStoredBits: UInt = (1 << UInt(autoresizingMaskBitCount)) - 1

    /// The frame a subview gets when its superview's bounds size goes from `old` to `new`.
    public static func autoresizedFrame(_ frame: CGRect, mask: AutoresizingMask,
                                        oldSuperviewSize old: CGSize, newSuperviewSize new: CGSize) -> CGRect {
        autoresizedFrameInline(frame, mask: mask, oldSuperviewSize: old, newSuperviewSize: new)
    }

    /// `autoresizedFrame`, inlined into the autoresizing pass. (`@_transparent`: with
    /// `@inline(__always)` the optimizer still called it, as the one shared body of this and
    /// `autoresizedFrame`: about 20 instructions per view of call and spills; issue #21.)
    @_transparent
    static func autoresizedFrameInline(_ frame: CGRect, mask: AutoresizingMask,
                                       oldSuperviewSize old: CGSize, newSuperviewSize new: CGSize) -> CGRect {
        let (x, w) = resizeAxis(origin: frame.origin.x, length: frame.size.width,
                                oldContainer: old.width, newContainer: new.width,
                                flexibleLeading: mask.contains(.flexibleLeftMargin),
                                flexibleLength: mask.contains(.flexibleWidth),
                                flexibleTrailing: mask.contains(.flexibleRightMargin))
        let (y, h) = resizeAxis(origin: frame.origin.y, length: frame.size.height,
                                oldContainer: old.height, newContainer: new.height,
                                flexibleLeading: mask.contains(.flexibleTopMargin),
                                flexibleLength: mask.contains(.flexibleHeight),
                                flexibleTrailing: mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: w, height: h)
    }

    @inline(__always)
    private static func resizeAxis(origin: CGFloat, length: CGFloat, oldContainer: CGFloat, newContainer: CGFloat,
                                   flexibleLeading: Bool, flexibleLength: Bool,
                                   flexibleTrailing: Bool) -> (CGFloat, CGFloat) {
        let delta = newContainer - oldContainer
        guard delta != 0 else { return (origin, length) }
        let trailing = oldContainer - origin - length
        var parts: CGFloat = 0
        var flexibleCount: CGFloat = 0
        if flexibleLeading { parts += origin; flexibleCount += 1 }
        if flexibleLength { parts += length; flexibleCount += 1 }
        if flexibleTrailing { parts += trailing; flexibleCount += 1 }
        guard flexibleCount > 0 else { return (origin, length) }
        func share(_ part: CGFloat) -> CGFloat {
            guard parts != 0 else { return delta / flexibleCount }
            let product = delta * part / parts
            // With huge (finite) lengths `delta * part` overflows; the fraction first does not.
            return product.isFinite ? product : delta * (part / parts)
        }
        let newOrigin = flexibleLeading ? origin + share(origin) : origin
        let newLength = flexibleLength ? length + share(length) : length
        return (newOrigin, newLength)
    }

    /// Resizes the subviews of `root` (and, depth first, theirs) after `root`'s bounds size changed.
    ///
    /// Iterative, so a million-deep chain does not overflow the stack: each subview's frame is set
    /// through its (overridable, category-aware) setter while its own subtree is marked as handled
    /// here (`autoresizingDeferred`); if its size changed, its subviews are visited next, before its
    /// next sibling — the order in which UIKit's recursive `setFrame:` would resize them.
    static func autoresizeSubtree(of root: View, oldSize: CGSize) {
        // The level being worked on is kept apart from the suspended ones, so the loop reads it
        // without going through the array.
        // (`root` is the caller's, alive for the whole call: the first level holds it unretained.)
        var level = AutoresizingLevel(Unmanaged.passUnretained(root), oldSize: oldSize, newSize: root.storedBounds.size)
        var suspended: [AutoresizingLevel] = []
        // Asked once for the pass (a thread-specific lookup per view before; issue #21), for the
        // plain views whose primitive setter the pass calls directly: see
        // `primitiveSetFrame(_:animationBlockOpen:)` for why it cannot change meanwhile.
        let animationBlockOpen = ThreadContext.isAnimationBlockOpen
        // `View`'s own type, asked once for the pass (a metadata accessor call per child before).
        let plainViewType = ObjectIdentifier(View.self)
        while true {
            // The level's children, in order, until one whose subviews come next (returned, with its
            // size before and after) or the end of the level (nil). The level's view is borrowed for
            // the whole run of siblings: one closure call per run, not one per child.
            let descent = level.view._withUnsafeGuaranteedRef { parent in
                resizeChildren(of: parent, level: &level, animationBlockOpen: animationBlockOpen,
                               plainViewType: plainViewType)
            }
            if let (child, before, after) = descent {
                // The suspended level is moved, not copied; the new level holds the child as the
                // run read it, unretained (see `AutoresizingLevel.view`).
                let inner = AutoresizingLevel(child, oldSize: before, newSize: after)
                suspended.append(consume level)
                level = consume inner
                continue
            }
            guard let resumed = suspended.popLast() else { return }
            // A deferred view's own hooks ran when its frame was set, before its subviews were
            // resized here: let it place its own subviews (a scroll view's indicators) again.
            level.view._withUnsafeGuaranteedRef { $0.subviewsDidAutoresize() }
            level = consume resumed
        }
    }

    /// Resizes `level`'s children from `level.next` on, until one whose subviews the pass resizes
    /// next (returned, with its bounds size before and after) or the end of the level (nil).
    @inline(__always)
    private static func resizeChildren(of parent: View, level: inout AutoresizingLevel, animationBlockOpen: Bool,
                                       plainViewType: ObjectIdentifier) -> (Unmanaged<View>, CGSize, CGSize)? {
        // What the quiet steps of this run of siblings found out; forgotten after a step through the
        // setter, whose callbacks may change any of it.
        var run = QuietRun()
        while level.next < level.slots.count {
            let index = level.next
            level.next += 1
            // The child is read without a reference of its own (issue #21: a retain and a release,
            // two atomic operations, per view): `level.slots` holds every child strongly for as
            // long as the level lives (it is copy-on-write, so a callback that changes the live list
            // changes its own copy), and the level outlives the child's use here and its own level.
            guard let unretained = level.slots.withUnsafeBufferPointer({ slots in
                UnsafeRawPointer(slots.baseAddress.unsafelyUnwrapped + index).load(as: Unmanaged<View>?.self)
            }) else { continue }
            let resized = unretained._withUnsafeGuaranteedRef { child in
                resize(child, of: parent, mutations: level.mutations, oldSize: level.oldSize, newSize: level.newSize,
                       animationBlockOpen: animationBlockOpen, plainViewType: plainViewType, run: &run)
            }
            if let (before, after) = resized { return (unretained, before, after) }
        }
        return nil
    }

    /// Resizes one subview of `parent` (whose bounds size went from `oldSize` to `newSize`) for
    /// the pass, reached without a reference of its own (see `resizeChildren`); returns the
    /// subview's bounds size before and after when the pass should resize its subviews next.
    @inline(__always)
    private static func resize(_ child: View, of parent: View, mutations: Int, oldSize: CGSize,
                               newSize: CGSize, animationBlockOpen: Bool,
                               plainViewType: ObjectIdentifier, run: inout QuietRun) -> (CGSize, CGSize)? {
        // A callback may have moved the child elsewhere meanwhile; then it is not ours to resize.
        // (When the parent's subviews did not change at all, it cannot have.)
        let held = parent.subviewList.mutations == mutations
        guard held || child.isSubview(of: parent) else { return nil }
        let mask = child.storedAutoresizingMask
        guard !mask.isEmpty else { return nil }
        if held, !animationBlockOpen, ObjectIdentifier(type(of: child)) == plainViewType,
           let result = resizeQuietPlainView(child, of: parent, mask: mask, oldSize: oldSize, newSize: newSize,
                                             run: &run) {
            return result.descend ? (result.before, result.after) : nil
        }
        run = QuietRun()
        return resizeThroughSetter(child, of: parent, mask: mask, mutations: mutations, oldSize: oldSize,
                                   newSize: newSize, animationBlockOpen: animationBlockOpen)
    }

    /// The general step: the child's frame set through its setter (see `resize`). Out of line, so
    /// that the pass's loop stays small enough for the compiler to inline the quiet step into it.
    @inline(never)
    private static func resizeThroughSetter(_ child: View, of parent: View, mask: AutoresizingMask, mutations: Int,
                                            oldSize: CGSize, newSize: CGSize,
                                            animationBlockOpen: Bool) -> (CGSize, CGSize)? {
        let before = child.storedBounds.size
        let target = autoresizedFrameInline(child.currentFrame, mask: mask,
                                            oldSuperviewSize: oldSize, newSuperviewSize: newSize)
        child.autoresizingDeferred = true
        if child.isPlainView && child.worldLink?.replaces(.setFrame) != true {
            // `View`'s own `frame` setter with no category: what `child.frame = target` runs
            // (`dispatchSetFrame`), without the dynamic call and with the pass's answer above.
            if animationBlockOpen || !child.autoresizePlainView(to: target) {
                child.primitiveSetFrame(target, animationBlockOpen: animationBlockOpen)
            }
        } else {
            child.frame = target
        }
        child.autoresizingDeferred = false
        if child.deferredSuperviewLayout || child.deferredSubtreeMark {
            // What the setter left to the pass (see `applyGeometry` and `setNeedsLayout`):
            // the superview is the one held here unless a callback changed its subviews.
            let held = parent.subviewList.mutations == mutations
            // Usually an earlier sibling did it already: then nothing is marked, and no
            // reference to the superview is taken (a retain and a release of a weakly
            // referenced object each take Swift's slow path; issue #21).
            let done = held && (child.deferredSuperviewLayout ? parent.layoutAlreadyRequested
                                                              : parent.subtreeNeedsLayoutFlag)
            if !done {
                let superview = held ? parent : child.storedSuperview
                if child.deferredSuperviewLayout {
                    superview?.setNeedsLayout()
                } else if let superview, !superview.subtreeNeedsLayoutFlag {
                    superview.markSubtreeNeedsLayout()
                }
            }
            child.deferredSuperviewLayout = false
            child.deferredSubtreeMark = false
        }
        let after = child.storedBounds.size
        guard !after.sameAs(before) && !child.subviewList.isEmpty && child.autoresizesSubviews else { return nil }
        return (before, after)
    }
}

extension View {
    /// One step of the pass for the commonest child, in one piece (issue #21: the general path below
    /// costs about 350 instructions per view, through the frame getter, the setter and the marks
    /// each asked apart): a plain `View` (`isPlainView`, the caller checks its type) whose subviews
    /// the parent's list still holds unchanged, outside any animation block, in a world with no
    /// category on `setFrame`, no animation running and no key-value observation, not in the Auto Layout system, with no
    /// layer that changes its frame, and a new frame that is finite and well within the limit.
    /// No code of anyone else's runs then: the step does exactly what the general path does for
    /// such a view — store the new center and bounds, mark its layout, ask for display under
    /// `.redraw`, mark the superview's layout — without setting `autoresizingDeferred` (nothing
    /// could read it) and without the deferred marks (the superview is marked at once: it is
    /// `parent`, held, as the general path would find). Returns nil, having changed nothing, when
    /// any of that does not hold: the caller then takes the general path.
    @inline(__always)
    static func resizeQuietPlainView(_ child: View, of parent: View, mask: AutoresizingMask, oldSize: CGSize,
                                     newSize: CGSize,
                                     run: inout QuietRun) -> (before: CGSize, after: CGSize, descend: Bool)? {
        // (No local holds the world link or the extras: each would be a retain and a release.)
        // The world is asked once per run (siblings share it), and again for a child of another.
        if !run.isQuietWorld(child.worldLink) {
            if child.worldLink?.replaces(.setFrame) == true || child.worldLink?.animationsRunning == true
                || child.worldLink?.hasKeyValueObservations == true { return nil }
            run.noteQuietWorld(child.worldLink)
        }
        guard !child.inLayoutEngine else { return nil }
        if let layer = child.storedLayer, layer.affectsGeometry { return nil }
        let center = child.storedCenter
        let oldBounds = child.storedBounds
        let target = autoresizedFrameInline(child.unlayeredFrame, mask: mask, oldSuperviewSize: oldSize,
                                            newSuperviewSize: newSize)
        // Standardizing keeps a NaN or an infinity of `target` in `f` (a NaN origin or size stays NaN,
        // an infinite size stays infinite, an infinite origin stays infinite or becomes NaN), which
        // the limit's comparisons reject: they also stand for `target.isFiniteRect` here.
        let f = target.finiteStandardized
        guard View.isWellWithinCoordinateLimit(f, boundsOrigin: oldBounds.origin) else { return nil }
        let newCenter = CGPoint(x: f.finiteMidX, y: f.finiteMidY)
        let sizeChanged = !f.size.sameAs(oldBounds.size)
        guard sizeChanged || !newCenter.sameAs(center) else { return (oldBounds.size, oldBounds.size, false) }
        child.storedCenter = newCenter
        child.storedBounds = CGRect(origin: oldBounds.origin, size: f.size)
        guard sizeChanged else { return (oldBounds.size, oldBounds.size, false) }
        // `setNeedsLayout()` of the child, its superview's part done below through `parent`.
        child.needsLayoutFlag = true
        child.subtreeNeedsLayoutFlag = true
        if child.extras?.contentMode == .redraw { child.setNeedsDisplay() }
        // The world's layout pass, and the superview's layout (what the general path defers to the
        // pass: see `resize`); usually an earlier sibling asked for both already (then the parent's
        // subtree flag is set too). After a quiet step that did (`parentMarked`) nothing but quiet
        // steps ran, which cannot run a layout pass or undo the request.
        if !run.parentMarked {
            if child.worldLink?.layoutPassScheduled == false { child.storedSimulation?.noteLayoutRequested() }
            if !parent.layoutAlreadyRequested { parent.setNeedsLayout() }
            run.parentMarked = true
        }
        // Read again, as the general path reads it once the superview is marked.
        let after = child.storedBounds.size
        let descend = !after.sameAs(oldBounds.size) && !child.subviewList.isEmpty && child.autoresizesSubviews
        return (oldBounds.size, after, descend)
    }

    /// The autoresizing pass's frame change of a plain `View` (`isPlainView`, no category on
    /// `setFrame`) outside any animation block, when nothing but storing and marking follows from
    /// it: no animation runs in its world, its layer (if made) leaves the frame plain, it is not in
    /// the Auto Layout system, and the new frame is finite and representable. It then does exactly
    /// what `primitiveSetFrame(_:animationBlockOpen:)` and `applyGeometry` do for such a view —
    /// store, mark layout (deferred to the pass, as there), ask for display under `.redraw` — and
    /// leaves out only what cannot apply: the animator, the layer's geometry, the engine, and
    /// `View`'s own `boundsDidChange(from:)` and `geometryDidChange()`, which are empty (a
    /// subclass's are never reached here). Returns false, having changed nothing, when any of
    /// that does not hold: the caller then runs the primitive setter. (Issue #21: about a quarter
    /// of the pass's instructions per view.)
    @inline(__always)
    func autoresizePlainView(to target: CGRect) -> Bool {
        guard worldLink?.animationsRunning != true, worldLink?.hasKeyValueObservations != true, !inLayoutEngine,
              target.isFiniteRect else { return false }
        if let layer = storedLayer, layer.affectsGeometry { return false }
        let f = target.finiteStandardized
        let oldBounds = storedBounds
        let center = CGPoint(x: f.finiteMidX, y: f.finiteMidY)
        let bounds = CGRect(origin: oldBounds.origin, size: f.size)
        // Otherwise the checks of `primitiveSetFrame` are made one by one.
        if !View.isWellWithinCoordinateLimit(f, boundsOrigin: oldBounds.origin) {
            guard f.isWithin(View.maximumCoordinate), View.isRepresentable(center: center, bounds: bounds) else { return false }
        }
        let sizeChanged = !bounds.size.sameAs(oldBounds.size)
        // A plain view's bounds origin is not changed by a frame: the bounds changed iff the size did.
        guard sizeChanged || !center.sameAs(storedCenter) else { return true }
        storedCenter = center
        storedBounds = bounds
        if sizeChanged {
            markNeedsLayout()   // `setNeedsLayout()`, inlined
            deferredSuperviewLayout = true
            if let extras, extras.contentMode == .redraw { setNeedsDisplay() }
        }
        return true
    }
}

extension View {
    /// Whether a plain view's new frame `f` (standardized) with its bounds origin passes every check of
    /// `primitiveSetFrame` at once: every value those checks make (edges, centers, half sizes) is a sum
    /// of at most two of these with weights of at most 1, so when none exceeds a quarter of the limit
    /// they all pass. False for any NaN or infinity, which no comparison holds for.
    @inline(__always)
    static func isWellWithinCoordinateLimit(_ f: CGRect, boundsOrigin: CGPoint) -> Bool {
        let quarter = coordinateLimit / 4
        return Swift.abs(f.origin.x) <= quarter && Swift.abs(f.origin.y) <= quarter
            && f.size.width <= quarter && f.size.height <= quarter
            && Swift.abs(boundsOrigin.x) <= quarter && Swift.abs(boundsOrigin.y) <= quarter
    }
}

/// What the quiet steps of the autoresizing pass (`View.resizeQuietPlainView`) learned during one run
/// of siblings, so that each sibling does not ask again (issue #21). Only quiet steps run between
/// two of them, and those run no code of anyone else's: no category is installed, no animation
/// starts, no layout pass runs meanwhile. A step through the setter forgets it all.
struct QuietRun {
    /// A quiet step marked the parent's layout and saw the world's layout pass requested.
    var parentMarked = false
    /// The world link (by identity) seen with no category on `setFrame` and no running animation.
    private var quietWorld: ObjectIdentifier?

    /// Whether `link` is the world already seen quiet in this run (never for no world).
    @inline(__always)
    func isQuietWorld(_ link: WorldLink?) -> Bool {
        guard let link, let quietWorld else { return false }
        return ObjectIdentifier(link) == quietWorld
    }

    /// Remembers `link` as quiet (see `quietWorld`).
    @inline(__always)
    mutating func noteQuietWorld(_ link: WorldLink?) {
        quietWorld = link.map(ObjectIdentifier.init)
    }
}

/// One view whose subviews the autoresizing pass is resizing.
struct AutoresizingLevel {
    /// The view, without a reference of its own (issue #21: a parent has a side table, as its
    /// subviews' link refers to it weakly, so the retain and release a level made of it each took
    /// Swift's slow path, about 125 instructions and two atomic operations per parent). It outlives
    /// its level: the first level's view is the pass's `root`, which the caller holds for the whole
    /// pass; every other level's view is a child held strongly by the `slots` of the level below it,
    /// which stays suspended (and so alive) until this one ends.
    let view: Unmanaged<View>
    let oldSize: CGSize
    let newSize: CGSize
    /// The subviews as they were when the pass reached this view. `slots` is copy-on-write,
    /// so this costs no copy unless a callback changes the subviews meanwhile (then the live
    /// list gets the copy and this one stays as it was); holes are skipped.
    let slots: [View?]
    /// `subviewList.mutations` at that time: while it is unchanged, every child still in
    /// `slots` is still this view's subview.
    let mutations: Int
    var next = 0

    init(_ view: Unmanaged<View>, oldSize: CGSize, newSize: CGSize) {
        (slots, mutations) = view._withUnsafeGuaranteedRef { ($0.subviewList.slots, $0.subviewList.mutations) }
        self.oldSize = oldSize
        self.newSize = newSize
        self.view = view
    }
}

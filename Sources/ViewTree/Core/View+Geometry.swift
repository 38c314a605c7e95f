import Foundation

// The geometry and appearance setters. The public setters (`frame`, `bounds`, `center`, `alpha`,
// `isHidden`) first give an installed category a chance to replace them (`dispatch…`), then reach the
// primitive implementation (`primitiveSet…`), which validates, stores, tells the animation engine,
// autoresizes the subviews and marks layout. A category's "super" is the primitive implementation.
extension View {
    /// The frame computed from `center` and `bounds.size` (CALayer's `position` and `bounds`).
    var currentFrame: CGRect {
        if let layer = storedLayer, layer.affectsGeometry {
            return LayerGeometry.frame(position: storedCenter, bounds: storedBounds, anchor: layer.anchorPointValue,
                                       transform: layer.affineTransformValue)
        }
        return unlayeredFrame
    }

    /// The frame from `center` and `bounds.size` alone: `currentFrame` of a view whose layer (if made)
    /// leaves the geometry plain.
    @inline(__always)
    var unlayeredFrame: CGRect {
        CGRect(x: storedCenter.x - storedBounds.size.width / 2, y: storedCenter.y - storedBounds.size.height / 2,
               width: storedBounds.size.width, height: storedBounds.size.height)
    }

    // MARK: Dispatch through categories

    /// Whether a change now could start or stop an animation in this view's world: one is
    /// running there, or an animation block is open on this thread (`Animator.mayAnimateChange`,
    /// asked of the world's link without loading the world).
    @inline(__always)
    var mayAnimateChange: Bool { mayAnimateChange(animationBlockOpen: nil) }

    /// The same, with whether an animation block is open on this thread already known
    /// (`animationBlockOpen`; nil: ask the thread's context). See `primitiveSetFrame(_:animationBlockOpen:)`.
    @inline(__always)
    func mayAnimateChange(animationBlockOpen: Bool?) -> Bool {
        worldLink?.animationsRunning == true || (animationBlockOpen ?? ThreadContext.isAnimationBlockOpen)
    }

    /// A setter inside an animation block found nothing to change: the block still touched this
    /// world (`Animator.noteTouch`). Outside any block there is nothing to note.
    @inline(__always)
    func noteTouchIfAnimating(animationBlockOpen: Bool? = nil) {
        if animationBlockOpen ?? ThreadContext.isAnimationBlockOpen { storedSimulation?.animator.noteTouch() }
    }

    func dispatchSetFrame(_ value: CGRect) {
        // The question is asked without keeping the world in a local across the primitive call
        // (which would retain it): autoresizing comes through here once per resized view.
        if let link = worldLink, link.replaces(.setFrame), let world = link.world {
            world.categories.invoke(CategorySelector.setFrame, on: self, value: value) { $0.primitiveSetFrame($1) }
        } else {
            primitiveSetFrame(value)
        }
    }

    func dispatchSetBounds(_ value: CGRect) {
        if let link = worldLink, link.replaces(.setBounds), let world = link.world {
            world.categories.invoke(CategorySelector.setBounds, on: self, value: value) { $0.primitiveSetBounds($1) }
        } else {
            primitiveSetBounds(value)
        }
    }

    func dispatchSetCenter(_ value: CGPoint) {
        if let link = worldLink, link.replaces(.setCenter), let world = link.world {
            world.categories.invoke(CategorySelector.setCenter, on: self, value: value) { $0.primitiveSetCenter($1) }
        } else {
            primitiveSetCenter(value)
        }
    }

    func dispatchSetAlpha(_ value: CGFloat) {
        if let link = worldLink, link.replaces(.setAlpha), let world = link.world {
            world.categories.invoke(CategorySelector.setAlpha, on: self, value: value) { $0.primitiveSetAlpha($1) }
        } else {
            primitiveSetAlpha(value)
        }
    }

    func dispatchSetHidden(_ value: Bool) {
        if let link = worldLink, link.replaces(.setHidden), let world = link.world {
            world.categories.invoke(CategorySelector.setHidden, on: self, value: value) { $0.primitiveSetHidden($1) }
        } else {
            primitiveSetHidden(value)
        }
    }

    /// The same dispatch for methods without a value (`didMoveToWindow`, `layoutSubviews`).
    func dispatchWithoutValue(_ selector: CategorySelector, primitive: @escaping (View) -> Void) {
        if let link = worldLink, link.replaces(selector), let world = link.world {
            world.categories.invoke(selector, on: self, value: ()) { view, _ in primitive(view) }
        } else {
            primitive(self)
        }
    }

    // MARK: Primitive implementations (UIView's own)

    func primitiveSetFrame(_ value: CGRect) { primitiveSetFrame(value, animationBlockOpen: nil) }

    /// `primitiveSetFrame(_:)` for a caller that already knows whether an animation block is open
    /// on this thread (`animationBlockOpen`; nil: ask the thread's context, as the setters do).
    /// The autoresizing pass asks once per pass (issue #21: the question is a thread-specific
    /// lookup), which is exact for the views whose `View` frame setter it calls directly: between
    /// two of them only other views' setters run, and `View.animate` closes every block it opens
    /// before it returns, so the thread's block stack is the one the pass started with.
    @inline(__always)
    func primitiveSetFrame(_ value: CGRect, animationBlockOpen: Bool?) {
        guard value.isFiniteRect else {
            reject(.nonFiniteGeometry, "frame \(UIKitFormat.rect(value)) has a NaN or infinite component; the frame stays \(UIKitFormat.rect(currentFrame))")
            return
        }
        // UIKit stores a frame with a negative size standardized (the layer's bounds cannot be negative).
        let f = value.finiteStandardized
        if let layer = storedLayer, layer.affectsGeometry {
            // Under a transform or a moved anchor point, as Core Animation's setFrame: does.
            let placed = LayerGeometry.place(frame: f, anchor: layer.anchorPointValue, transform: layer.affineTransformValue)
            guard placed.position.isFinitePoint, placed.size.width.isFinite, placed.size.height.isFinite else {
                reject(.nonFiniteGeometry, "frame \(UIKitFormat.rect(value)) cannot be placed under the current transform; the frame stays \(UIKitFormat.rect(currentFrame))")
                return
            }
            let bounds = CGRect(origin: storedBounds.origin, size: CGSize(width: abs(placed.size.width), height: abs(placed.size.height)))
            if rejectIfUnrepresentable(center: placed.position, bounds: bounds, asked: "frame \(UIKitFormat.rect(value))") { return }
            applyGeometry(center: placed.position, bounds: bounds, animationBlockOpen: animationBlockOpen)
            return
        }
        // Within the limit first: the midpoint of a finite frame can overflow (x = 1e308).
        let center = f.isWithin(View.maximumCoordinate) ? CGPoint(x: f.finiteMidX, y: f.finiteMidY) : CGPoint(x: CGFloat.infinity, y: 0)
        let bounds = CGRect(origin: storedBounds.origin, size: f.size)
        if rejectIfUnrepresentable(center: center, bounds: bounds, asked: "frame \(UIKitFormat.rect(value))") { return }
        applyGeometry(center: center, bounds: bounds, animationBlockOpen: animationBlockOpen)
    }

    func primitiveSetBounds(_ value: CGRect) {
        guard value.isFiniteRect else {
            reject(.nonFiniteGeometry, "bounds \(UIKitFormat.rect(value)) has a NaN or infinite component; the bounds stay \(UIKitFormat.rect(storedBounds))")
            return
        }
        var b = value
        if b.size.width < 0 || b.size.height < 0 {
            b.size = CGSize(width: abs(b.size.width), height: abs(b.size.height))
        }
        if rejectIfUnrepresentable(center: storedCenter, bounds: b, asked: "bounds \(UIKitFormat.rect(value))") { return }
        applyGeometry(center: storedCenter, bounds: b)
    }

    func primitiveSetCenter(_ value: CGPoint) {
        guard value.isFinitePoint else {
            reject(.nonFiniteGeometry, "center \(UIKitFormat.point(value)) has a NaN or infinite component; the center stays \(UIKitFormat.point(storedCenter))")
            return
        }
        if rejectIfUnrepresentable(center: value, bounds: storedBounds, asked: "center \(UIKitFormat.point(value))") { return }
        applyGeometry(center: value, bounds: storedBounds)
    }

    /// Whether `alpha` reads back at the precision of the layer's `opacity`, a `Float` (`true`):
    /// UIView keeps its alpha only as its layer's opacity, so `view.alpha = 0.4` reads back as
    /// `0.4000000059604645`, and a nib's `alpha="0.65"` as `0.6499999761581421`. Sources: a
    /// published playground (`myView.alpha = 0.4; print(myView.alpha) // 0.4000000059604645`,
    /// jpdebug.com/p/3484640) and a Stack Overflow question (an Interface Builder alpha of 0.65 reads
    /// 0.6499999…, coderoad.ru/62204313); `CALayer.opacity` is declared `float`.
    public static let alphaHasLayerOpacityPrecision = true

    /// The alpha as it is kept: clamped to 0…1 as Core Animation clamps opacity, at `Float`
    /// precision (`View.alphaHasLayerOpacityPrecision`).
    @inline(__always)
    static func storableAlpha(_ value: CGFloat) -> CGFloat {
        let clamped = min(max(value, 0), 1)
        return alphaHasLayerOpacityPrecision ? CGFloat(Float(clamped)) : clamped
    }

    func primitiveSetAlpha(_ value: CGFloat) {
        guard !value.isNaN else {
            reject(.invalidValue, "alpha NaN is not a number; alpha stays \(UIKitFormat.number(storedAlpha))")
            return
        }
        let clamped = View.storableAlpha(value)
        let old = storedAlpha
        guard clamped != old else { noteTouchIfAnimating(); return }
        if mayAnimateChange { storedSimulation?.animator.noteChange(of: self, .alpha(from: old), to: .alpha(clamped)) }
        storedAlpha = clamped
        noteKeyValueChange()
    }

    /// Writes the stored alpha without the setter and without animating: the iOS 8 code path that
    /// set the indicator's `_alpha` ivar directly (seed claim A7).
    /// Inside an animation block the presentation still fades; only the setter (and so any
    /// category) is skipped.
    func writeAlphaIvarDirectly(_ value: CGFloat) {
        let clamped = View.storableAlpha(value)
        guard clamped != storedAlpha else { return }
        storedSimulation?.animator.noteChange(of: self, .alpha(from: storedAlpha), to: .alpha(clamped))
        storedAlpha = clamped
    }

    func primitiveSetHidden(_ value: Bool) {
        guard value != storedHidden else { return }
        storedHidden = value
        hiddenDidChange()
        storedSuperview?.subviewHiddenDidChange(self)
        noteKeyValueChange()
    }

    func applyBackgroundColor(_ value: Color?) {
        guard value != storedBackgroundColor else { return }
        storedSimulation?.animator.noteChange(of: self, .backgroundColor(from: storedBackgroundColor), to: .backgroundColor(value))
        storedBackgroundColor = value
        noteKeyValueChange()
    }

    /// Stores a new center and bounds and does everything that follows from a geometry change.
    /// (`bounds` never has a negative size: the primitive setters standardize it first.)
    func applyGeometry(center: CGPoint, bounds: CGRect) { applyGeometry(center: center, bounds: bounds, animationBlockOpen: nil) }

    /// `applyGeometry(center:bounds:)`, with whether an animation block is open on this thread
    /// already known (nil: ask; see `primitiveSetFrame(_:animationBlockOpen:)`).
    /// (The autoresizing pass's `autoresizePlainView(to:)` does what this does for a plain view in
    /// the one case it handles, and the Auto Layout placement's `moveForLayoutEngine(to:_:)` for a
    /// plain view that only moves: a change here must be made there too.)
    func applyGeometry(center: CGPoint, bounds: CGRect, animationBlockOpen: Bool?) {
        let oldCenter = storedCenter
        let oldBounds = storedBounds
        let centerChanged = !center.sameAs(oldCenter)
        let boundsChanged = !bounds.sameAs(nonNegativeFinite: oldBounds)
        guard centerChanged || boundsChanged else { noteTouchIfAnimating(animationBlockOpen: animationBlockOpen); return }
        // The world is loaded only when an animation could start or stop (see `WorldLink`).
        if mayAnimateChange(animationBlockOpen: animationBlockOpen) {
            storedSimulation?.animator.noteGeometryChange(of: self, from: oldCenter, to: center, centerChanged: centerChanged,
                                                          from: oldBounds, to: bounds, boundsChanged: boundsChanged)
        }
        storedCenter = center
        storedBounds = bounds
        if boundsChanged {
            // UIKit lays a view out again when its bounds change — the size, or only the origin, as
            // every scroll step does (so table and collection views tile in layoutSubviews while
            // they scroll) — and lays its superview out when a direct subview's bounds change
            // (see `View.layoutTriggers` in Docs/Fidelity.md). A move alone (center) triggers nothing.
            setNeedsLayout()
            // During an autoresizing pass the pass marks the superview (which it holds) once this
            // setter returns, without loading the weak reference (see `View+Autoresizing`).
            if autoresizingDeferred { deferredSuperviewLayout = true } else { storedSuperview?.setNeedsLayout() }
        }
        if !bounds.size.sameAs(oldBounds.size) {
            // The stored checks before the (overridable, dynamically dispatched) property.
            if !autoresizingDeferred && !subviewList.isEmpty && autoresizesSubviews {
                View.autoresizeSubtree(of: self, oldSize: oldBounds.size)
            }
            if let extras, extras.contentMode == .redraw { setNeedsDisplay() }
        }
        if boundsChanged { boundsDidChange(from: oldBounds) }
        // A view in the Auto Layout system moved: its autoresizing constraints changed, or (set from
        // outside the engine) its frame may no longer show the solution (`LayoutEngine+Placement`).
        if inLayoutEngine { noteGeometryChangeToLayoutEngine(frameMoved: centerChanged || !bounds.size.sameAs(oldBounds.size)) }
        geometryDidChange()
        noteKeyValueChange()
    }
}

import Foundation

/// A free sublayer and where it sits among a view's subview layers.
struct FreeSublayer {
    let layer: Layer
    /// The subview whose layer it sits directly above; `nil`: below every subview's layer.
    /// Weak: the superview owns its subviews. A free layer whose subview has left moves to the top.
    weak var above: View?
    let placedAboveAView: Bool
}

// The layer tree. A view's layer's sublayers are its subviews' layers, in subview order, with
// the free layers added through `addSublayer`/`insertSublayer` between them where they were
// inserted; the subview part is read from the view tree each time, so it can never disagree.
// A view's layer moves only with its view: passing one to `addSublayer` is rejected (use
// `addSubview`), and `removeFromSuperlayer` on it removes the view from its superview.
extension Layer {
    /// `sublayers`, back to front; `nil` when there are none, as in Core Animation. Setting it replaces the free
    /// layers (those added with `addSublayer`) with the given ones, in order; the layers of subviews stay, as a
    /// view's layer moves only with its view (one in the array is refused, as `addSublayer` refuses it).
    /// `layer.sublayers = nil` removes every free sublayer: the gradient or shape layers code added.
    public var sublayers: [Layer]? {
        get {
            let all = currentSublayers()
            return all.isEmpty ? nil : all
        }
        set {
            for layer in currentSublayers() where layer.owningView == nil && !(newValue ?? []).contains(where: { $0 === layer }) {
                layer.removeFromSuperlayer()
            }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// `superlayer`: the layer of the superview, or the layer this free layer was added to.
    public var superlayer: Layer? {
        if let view = owningView { return view.superview?.layer }
        return storedSuperlayer
    }

    /// `delegate`: for a view's layer, the view (UIKit: "if the layer is associated with a UIView object, this
    /// property must be set to the view that owns the layer"; another delegate is rejected with a diagnostic); for a
    /// free layer, the object that displays it, lays out its sublayers and chooses its actions (`LayerDelegate`).
    /// Weak, as Core Animation's.
    public var delegate: (any LayerDelegate)? {
        get { owningView ?? tree.read { $0.delegate } }
        set {
            if let view = owningView {
                if newValue !== view {
                    reject(.invalidValue, "delegate: a view's layer's delegate must be its view (\(view.libraryClassName)); kept")
                }
                return
            }
            tree.update { $0.delegate = newValue }
        }
    }

    /// `addSublayer(_:)`: adds a free layer at the front.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(clamping: currentSublayers().count))
    }

    /// `insertSublayer(_:at:)`: an index past the end inserts at the front.
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        guard canAdopt(layer) else { return }
        layer.detachFromSuperlayer()
        var all = currentSublayers()
        all.insert(layer, at: min(Int(index), all.count))
        rebuildFreeSublayers(from: all)
        layer.storedSuperlayer = self
        noteSublayersChanged()
    }

    /// `insertSublayer(_:above:)`: a sibling that is not a sublayer inserts at the front.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        insert(layer, relativeTo: sibling, offset: 1)
    }

    /// `insertSublayer(_:below:)`: a sibling that is not a sublayer inserts at the back.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        insert(layer, relativeTo: sibling, offset: 0)
    }

    /// `replaceSublayer(_:with:)`.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer.storedSuperlayer === self, let i = currentSublayers().firstIndex(where: { $0 === oldLayer }) else {
            return reject(.notASubview, "replaceSublayer: the old layer is not a free sublayer of this layer")
        }
        guard canAdopt(newLayer) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// `removeFromSuperlayer()`. On a view's layer it removes the view from its superview, so the
    /// two trees stay one.
    public func removeFromSuperlayer() {
        if let view = owningView {
            view.removeFromSuperview()
            return
        }
        detachFromSuperlayer()
    }

    // MARK: Internals

    func currentSublayers() -> [Layer] {
        guard let view = owningView else { return freeSublayers.map(\.layer) }
        let subviews = view.subviews
        if freeSublayers.isEmpty { return subviews.map(\.layer) }
        var out: [Layer] = []
        out.reserveCapacity(subviews.count + freeSublayers.count)
        out.append(contentsOf: freeSublayers.lazy.filter { !$0.placedAboveAView }.map(\.layer))
        for subview in subviews {
            out.append(subview.layer)
            out.append(contentsOf: freeSublayers.lazy.filter { $0.placedAboveAView && $0.above === subview }.map(\.layer))
        }
        // Free layers whose subview has left the superview sit at the top.
        out.append(contentsOf: freeSublayers.lazy.filter { entry in
            entry.placedAboveAView && !(entry.above.map { $0.superview === view } ?? false)
        }.map(\.layer))
        return out
    }

    /// The free sublayers sitting directly above `sibling`'s layer now sit directly above `view`'s
    /// (a view just inserted above `sibling`, whose layer goes between them).
    func moveFreeSublayers(aboveViewLayerOf sibling: View, toAbove view: View) {
        guard freeSublayers.contains(where: { $0.placedAboveAView && $0.above === sibling }) else { return }
        freeSublayers = freeSublayers.map { entry in
            guard entry.placedAboveAView, entry.above === sibling else { return entry }
            return FreeSublayer(layer: entry.layer, above: view, placedAboveAView: true)
        }
    }

    /// `insertSubview(_:at:)` on this layer's view when it holds free sublayers (`View.insertAtIndexCountsSublayers`):
    /// the subview's layer goes to `index` of `sublayers` (clamped to them), the subview after the subviews whose
    /// layers are below it, and the free layers keep their places around it. `child` is a new subview (not yet in
    /// the list) or one being moved, taken out first as `insertSublayer(_:at:)` takes out a layer it already holds.
    func insertLayer(ofSubview child: View, atSublayerIndex index: Int) {
        guard let view = owningView else { return }
        var all = currentSublayers()
        all.removeAll { $0 === child.layer }
        view.subviewList.remove(child)
        all.insert(child.layer, at: min(max(index, 0), all.count))
        let position = all.prefix { $0 !== child.layer }.reduce(0) { $1.owningView == nil ? $0 : $0 + 1 }
        if position >= view.subviewList.count { view.subviewList.append(child) } else { view.subviewList.insert(child, at: position) }
        rebuildFreeSublayers(from: all)
    }

    /// Core Animation marks a layer for layout when a sublayer is added to it or removed from it: a plain layer
    /// starts clean, and `addSublayer` or a sublayer's `removeFromSuperlayer()` leaves `needsLayout()` true
    /// (TextureGroup/Texture `Tests/ASCALayerTests.mm`, "tests that confirm what we know about Core Animation
    /// behavior": `testThatLayerBeginsWithCleanLayout`, `testThatAddingSublayersDirtysLayout`,
    /// `testThatRemovingSublayersDirtysLayout`). Only a free layer is marked here: for a view's layer that would mark
    /// its view, which no source checked.
    public static let sublayerChangeMarksLayout = true

    private func noteSublayersChanged() {
        if Layer.sublayerChangeMarksLayout, owningView == nil { setNeedsLayout() }
    }

    private func rebuildFreeSublayers(from all: [Layer]) {
        var rebuilt: [FreeSublayer] = []
        var lastView: View?
        for layer in all {
            if let view = layer.owningView {
                lastView = view
            } else {
                rebuilt.append(FreeSublayer(layer: layer, above: lastView, placedAboveAView: lastView != nil))
            }
        }
        freeSublayers = rebuilt
    }

    private func insert(_ layer: Layer, relativeTo sibling: Layer?, offset: Int) {
        guard canAdopt(layer) else { return }
        layer.detachFromSuperlayer()
        let all = currentSublayers()
        if let sibling, let i = all.firstIndex(where: { $0 === sibling }) {
            insertSublayer(layer, at: UInt32(i + offset))
        } else {
            insertSublayer(layer, at: offset == 1 ? UInt32(all.count) : 0)
        }
    }

    /// A view's layer, this layer itself, or one of its ancestors cannot become a free sublayer.
    private func canAdopt(_ layer: Layer) -> Bool {
        if layer.owningView != nil {
            reject(.invalidValue, "a view's layer moves with its view: use addSubview(_:) on the view instead of addSublayer")
            return false
        }
        var ancestor: Layer? = self
        while let current = ancestor {
            if current === layer {
                reject(.hierarchyCycle, "a layer cannot become a sublayer of itself or of one of its sublayers")
                return false
            }
            // Above a view's layer there are only views' layers, and `layer` is free.
            ancestor = current.owningView == nil ? current.storedSuperlayer : nil
        }
        return true
    }

    private func detachFromSuperlayer() {
        guard let parent = storedSuperlayer else { return }
        parent.freeSublayers.removeAll { $0.layer === self }
        storedSuperlayer = nil
        parent.noteSublayersChanged()
    }
}

import Foundation

/// `CALayerDelegate`: the object a layer asks to display it, lay out its sublayers and choose the actions of its
/// property changes. A view is its own layer's delegate; a free layer's delegate is set by the app (the usual
/// pattern: an `NSObject` that draws several shape layers of a control, or turns their implicit animations off).
///
/// Every method is optional in UIKit; here each has a default that does what Core Animation does when the delegate
/// does not implement it: `display(_:)` tells `layerWillDraw(_:)` and has the layer draw (`draw(in:)`, which asks
/// `draw(_:in:)`), the others do nothing, and `action(for:forKey:)` answers `nil` (go on searching).
public protocol LayerDelegate: AnyObject {
    /// `display(_:)`: displays the layer (set its `contents`) instead of drawing it.
    func display(_ layer: Layer)
    /// `draw(_:in:)`: draws the layer's content in a context.
    func draw(_ layer: Layer, in ctx: CGContext)
    /// `layerWillDraw(_:)`: before `draw(_:in:)`.
    func layerWillDraw(_ layer: Layer)
    /// `layoutSublayers(of:)`: places the layer's sublayers when it lays out.
    func layoutSublayers(of layer: Layer)
    /// `action(for:forKey:)`: the action for a change of `event`; `nil` to go on searching (the layer's `actions`,
    /// then its class's default), `NSNull()` for none.
    func action(for layer: Layer, forKey event: String) -> (any LayerAction)?
}

extension LayerDelegate {
    /// What Core Animation does when the delegate does not display the layer: tell `layerWillDraw(_:)`, then draw.
    public func display(_ layer: Layer) {
        layerWillDraw(layer)
        layer.draw(in: CGContext())
    }
    /// Draws nothing.
    public func draw(_ layer: Layer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: Layer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: Layer) {}
    /// `nil`: the layer goes on searching.
    public func action(for layer: Layer, forKey event: String) -> (any LayerAction)? { nil }
}

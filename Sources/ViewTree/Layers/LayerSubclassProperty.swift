import Foundation

/// A property a layer subclass adds (`ShapeLayer.strokeEnd`, `GradientLayer.colors`, …), declared
/// once in the subclass's `subclassProperties` table: `init(layer:)` copies it (presentation
/// copies keep it), and an animatable one is what `add(_:forKey:)` accepts as a key path and
/// what `presentation()` shows moving. One table, so copying and animating cannot disagree.
struct LayerSubclassProperty {
    /// The key path animations name it by.
    let key: String
    /// Copies the value from a layer to another of the same class.
    let copy: (_ from: Layer, _ to: Layer) -> Void
    /// The value as an animation value; `nil` for a property that does not animate.
    let read: ((Layer) -> LayerValue?)?
    /// Stores an animation value (of the right kind; others are ignored).
    let write: ((Layer, LayerValue) -> Void)?

    /// A property that is copied and not animated (`path`, `lineCap`, `colors`, …).
    static func copied<L: Layer, V>(_ key: String, _ path: ReferenceWritableKeyPath<L, V>) -> LayerSubclassProperty {
        LayerSubclassProperty(key: key, copy: copier(path), read: nil, write: nil)
    }

    /// A property that is copied and animates (`strokeEnd`, `fillColor`, `startPoint`, …).
    static func animatable<L: Layer, V: LayerAnimatableValue>(_ key: String, _ path: ReferenceWritableKeyPath<L, V>) -> LayerSubclassProperty {
        LayerSubclassProperty(key: key, copy: copier(path),
                              read: { layer in (layer as? L).map { $0[keyPath: path].layerValue } },
                              write: { layer, value in
                                  if let layer = layer as? L, let v = V(layerValue: value) { layer[keyPath: path] = v }
                              })
    }

    private static func copier<L: Layer, V>(_ path: ReferenceWritableKeyPath<L, V>) -> (Layer, Layer) -> Void {
        { from, to in
            if let from = from as? L, let to = to as? L { to[keyPath: path] = from[keyPath: path] }
        }
    }
}

/// A Swift type a subclass property animates as.
protocol LayerAnimatableValue {
    var layerValue: LayerValue { get }
    init?(layerValue: LayerValue)
}

extension CGFloat: LayerAnimatableValue {
    var layerValue: LayerValue { .scalar(self) }
    init?(layerValue: LayerValue) {
        guard case .scalar(let v) = layerValue else { return nil }
        self = v
    }
}

extension CGPoint: LayerAnimatableValue {
    var layerValue: LayerValue { .point(self) }
    init?(layerValue: LayerValue) {
        guard case .point(let v) = layerValue else { return nil }
        self = v
    }
}

extension Optional: LayerAnimatableValue where Wrapped == CGColor {
    var layerValue: LayerValue { .color(self) }
    init?(layerValue: LayerValue) {
        guard case .color(let v) = layerValue else { return nil }
        self = v
    }
}

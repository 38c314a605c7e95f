import Foundation

/// `CAReplicatorLayer`: a layer that would draw its sublayers `instanceCount` times, each copy offset by
/// `instanceTransform` and delayed by `instanceDelay`. Stored: ViewTree renders no pixels. Defaults are Core
/// Animation's (CAReplicatorLayer documentation): one instance, no delay, the identity transform.
open class ReplicatorLayer: Layer {
    /// `instanceCount`; default 1. A negative count is rejected with a diagnostic.
    public var instanceCount = 1 {
        didSet {
            guard instanceCount < 0 else { return }
            reject(.invalidValue, "instanceCount \(instanceCount) is negative; it stays \(oldValue)")
            instanceCount = oldValue
        }
    }
    /// `instanceDelay`; default 0.
    public var instanceDelay: TimeInterval = 0
    /// `instanceTransform`; default identity.
    public var instanceTransform: Transform3D = .identity
    /// `instanceColor`; default opaque white.
    public var instanceColor: CGColor? = Color.white.cgColor
    /// `preservesDepth`; default `false`.
    public var preservesDepth = false

    override class var subclassProperties: [LayerSubclassProperty] {
        typealias R = ReplicatorLayer
        return [.copied("instanceCount", \R.instanceCount), .copied("instanceDelay", \R.instanceDelay),
                .copied("instanceTransform", \R.instanceTransform), .copied("instanceColor", \R.instanceColor),
                .copied("preservesDepth", \R.preservesDepth)]
    }
}

import Foundation

// How Core Animation would render a layer's edges, group opacity and contents: antialiasing, the contents filters,
// the part of the contents shown (`contentsRect`) and stretched (`contentsCenter`), and a flipped geometry. ViewTree
// renders no pixels: these are kept (in one group allocated only while one differs from its default) and copied
// with the layer, so code that sets and reads them runs as on a device.

/// `CALayerContentsFilter`: how a layer's contents are scaled (`minificationFilter`, `magnificationFilter`).
public struct LayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The name Core Animation uses (`kCAFilterLinear` is `"linear"`…).
    public let rawValue: String
    /// A filter from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `.linear` (`kCAFilterLinear`): bilinear interpolation, the default of both filters.
    public static let linear = LayerContentsFilter(rawValue: "linear")
    /// `.nearest` (`kCAFilterNearest`): the nearest pixel.
    public static let nearest = LayerContentsFilter(rawValue: "nearest")
    /// `.trilinear` (`kCAFilterTrilinear`): linear between mipmap levels.
    public static let trilinear = LayerContentsFilter(rawValue: "trilinear")
}

extension Layer {
    /// `CAEdgeAntialiasingMask`: which edges of a layer are antialiased, with Core Animation's bits (left 1,
    /// right 2, bottom 4, top 8).
    public struct EdgeAntialiasingMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// A mask from its bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// `.layerLeftEdge` (`kCALayerLeftEdge`, 1 << 0).
        public static let layerLeftEdge = EdgeAntialiasingMask(rawValue: 1 << 0)
        /// `.layerRightEdge` (`kCALayerRightEdge`, 1 << 1).
        public static let layerRightEdge = EdgeAntialiasingMask(rawValue: 1 << 1)
        /// `.layerBottomEdge` (`kCALayerBottomEdge`, 1 << 2).
        public static let layerBottomEdge = EdgeAntialiasingMask(rawValue: 1 << 2)
        /// `.layerTopEdge` (`kCALayerTopEdge`, 1 << 3).
        public static let layerTopEdge = EdgeAntialiasingMask(rawValue: 1 << 3)
    }

    /// `edgeAntialiasingMask`'s default: all four edges (CALayer documentation).
    public static let defaultEdgeAntialiasingMask: EdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    /// `contentsRect`'s and `contentsCenter`'s default: the unit rectangle, the whole contents (CALayer
    /// documentation: "Defaults to the unit rectangle (0.0, 0.0, 1.0, 1.0)").
    public static let unitRectangle = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// `allowsEdgeAntialiasing`: whether the layer's edges are antialiased (by `edgeAntialiasingMask`) when it
    /// is transformed. Default `false` (CALayer documentation: the default is the `UIViewEdgeAntialiasing` key
    /// of the app's Info.plist, absent meaning `false`). Kept.
    public var allowsEdgeAntialiasing: Bool {
        get { rendering.read { $0.allowsEdgeAntialiasing } }
        set { rendering.update { $0.allowsEdgeAntialiasing = newValue } }
    }

    /// `edgeAntialiasingMask`: the edges antialiased. Default all four. Kept.
    public var edgeAntialiasingMask: EdgeAntialiasingMask {
        get { rendering.read { $0.edgeAntialiasingMask } }
        set { rendering.update { $0.edgeAntialiasingMask = newValue } }
    }

    /// `allowsGroupOpacity`: whether the layer and its sublayers are composited as one group under its opacity.
    /// Default `true` (CALayer documentation: the `UIViewGroupOpacity` Info.plist key, `true` for apps linked
    /// against iOS 7 and later). Kept.
    public var allowsGroupOpacity: Bool {
        get { rendering.read { $0.allowsGroupOpacity } }
        set { rendering.update { $0.allowsGroupOpacity = newValue } }
    }

    /// `isGeometryFlipped`: whether the sublayers' geometry is flipped vertically (as a Mac layer's is). Default
    /// `false`. Kept: ViewTree lays sublayers out top-down whatever it is.
    public var isGeometryFlipped: Bool {
        get { rendering.read { $0.isGeometryFlipped } }
        set { rendering.update { $0.isGeometryFlipped = newValue } }
    }

    /// `minificationFilter`: how contents are scaled down. Default `.linear`. Kept.
    public var minificationFilter: LayerContentsFilter {
        get { rendering.read { $0.minificationFilter } }
        set { rendering.update { $0.minificationFilter = newValue } }
    }

    /// `magnificationFilter`: how contents are scaled up (`.nearest` keeps pixel art sharp). Default `.linear`. Kept.
    public var magnificationFilter: LayerContentsFilter {
        get { rendering.read { $0.magnificationFilter } }
        set { rendering.update { $0.magnificationFilter = newValue } }
    }

    /// `minificationFilterBias`: the mipmap level bias of `.trilinear`. Default 0. A value that is not finite is
    /// rejected with a diagnostic and the previous one kept.
    public var minificationFilterBias: Float {
        get { rendering.read { $0.minificationFilterBias } }
        set {
            guard newValue.isFinite else {
                return reject(.invalidValue, "minificationFilterBias \(newValue) is not finite; it stays \(minificationFilterBias)")
            }
            rendering.update { $0.minificationFilterBias = newValue }
        }
    }

    /// `contentsRect`: the part of the contents shown, in the unit coordinate space of the contents. Default the
    /// unit rectangle. A rectangle that is not finite is rejected with a diagnostic and the previous one kept.
    public var contentsRect: CGRect {
        get { rendering.read { $0.contentsRect } }
        set { setContentsRectangle(\.contentsRect, newValue, "contentsRect") }
    }

    /// `contentsCenter`: the part of the contents stretched when the layer is resized (the rest keeps its size, as
    /// a resizable image's caps), in the unit coordinate space of the contents. Default the unit rectangle (all
    /// of it stretches). A rectangle that is not finite is rejected with a diagnostic and the previous one kept.
    public var contentsCenter: CGRect {
        get { rendering.read { $0.contentsCenter } }
        set { setContentsRectangle(\.contentsCenter, newValue, "contentsCenter") }
    }

    /// `sublayerTransform`: a transform applied to the sublayers (a view's layer: the subviews' layers) about the
    /// layer's anchor point, as code sets a perspective (`m34 = -1 / 500`) for its sublayers' 3-D rotations. Default
    /// the identity (CALayer documentation). Kept: ViewTree renders no pixels, and its conversions and hit testing
    /// ignore it, as they ignore 3-D transforms. A transform with a NaN or infinite entry is rejected with a
    /// diagnostic and the previous one kept.
    public var sublayerTransform: Transform3D {
        get { rendering.read { $0.sublayerTransform } }
        set {
            guard newValue.isFinite else {
                return reject(.nonFiniteGeometry, "sublayerTransform has a NaN or infinite entry; it stays as it was")
            }
            rendering.update { $0.sublayerTransform = newValue }
        }
    }

    /// Sets `contentsRect` or `contentsCenter`, rejecting a rectangle that is not finite.
    private func setContentsRectangle(_ key: WritableKeyPath<LayerRenderingGroup, CGRect>, _ rect: CGRect, _ name: String) {
        guard rect.isFiniteRect else {
            let kept = rendering.read { $0[keyPath: key] }
            return reject(.nonFiniteGeometry, "\(name) \(UIKitFormat.rect(rect)) is not finite; it stays \(UIKitFormat.rect(kept))")
        }
        rendering.update { $0[keyPath: key] = rect }
    }
}

/// Rendering: edge antialiasing, group opacity, a flipped geometry, the contents filters, `contentsRect` and
/// `contentsCenter` (see `Layer+Rendering.swift`).
struct LayerRenderingGroup: LayerPropertyGroup {
    var allowsEdgeAntialiasing = false
    var edgeAntialiasingMask = Layer.defaultEdgeAntialiasingMask
    var allowsGroupOpacity = true
    var isGeometryFlipped = false
    var minificationFilter = LayerContentsFilter.linear
    var magnificationFilter = LayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var contentsRect = Layer.unitRectangle
    var contentsCenter = Layer.unitRectangle
    var sublayerTransform = Transform3D.identity
    static var defaults: LayerRenderingGroup { LayerRenderingGroup() }
}

import Foundation

/// `CAEmitterLayer`: a layer that would emit particles (confetti, snow) from its `emitterCells`. Stored:
/// ViewTree renders no pixels, so a test checks what was configured. Defaults are Core Animation's.
open class EmitterLayer: Layer {
    /// `emitterCells`; default `nil`.
    public var emitterCells: [EmitterCell]?
    /// `emitterPosition`; default (0, 0).
    public var emitterPosition: CGPoint = .zero
    /// `emitterZPosition`; default 0.
    public var emitterZPosition: CGFloat = 0
    /// `emitterSize`; default (0, 0).
    public var emitterSize: CGSize = .zero
    /// `CAEmitterLayerEmitterShape`.
    public struct Shape: RawRepresentable, Hashable, Sendable {
        /// The shape's name.
        public let rawValue: String
        /// A shape by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `point` (the default), `line`, `rectangle`, `cuboid`, `circle`, `sphere`.
        public static let point = Shape(rawValue: "point"), line = Shape(rawValue: "line"),
                          rectangle = Shape(rawValue: "rectangle"), cuboid = Shape(rawValue: "cuboid"),
                          circle = Shape(rawValue: "circle"), sphere = Shape(rawValue: "sphere")
    }

    /// `CAEmitterLayerEmitterMode`.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// A mode by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `points`, `outline`, `surface`, `volume` (the default).
        public static let points = Mode(rawValue: "points"), outline = Mode(rawValue: "outline"),
                          surface = Mode(rawValue: "surface"), volume = Mode(rawValue: "volume")
    }

    /// `CAEmitterLayerRenderMode`.
    public struct RenderMode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// A render mode by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `unordered` (the default), `oldestFirst`, `oldestLast`, `backToFront`, `additive`.
        public static let unordered = RenderMode(rawValue: "unordered"), oldestFirst = RenderMode(rawValue: "oldestFirst"),
                          oldestLast = RenderMode(rawValue: "oldestLast"), backToFront = RenderMode(rawValue: "backToFront"),
                          additive = RenderMode(rawValue: "additive")
    }

    /// `emitterShape`; default `.point`.
    public var emitterShape: Shape = .point
    /// `emitterMode`; default `.volume`.
    public var emitterMode: Mode = .volume
    /// `renderMode`; default `.unordered`.
    public var renderMode: RenderMode = .unordered
    /// `birthRate`: a multiplier of the cells' rates; default 1.
    public var birthRate: Float = 1
    /// `lifetime`: a multiplier; default 1.
    public var lifetime: Float = 1
    /// `velocity`: a multiplier; default 1.
    public var velocity: Float = 1
    /// `scale`: a multiplier; default 1.
    public var scale: Float = 1
    /// `spin`: a multiplier; default 1.
    public var spin: Float = 1
    /// `seed`; default 0.
    public var seed: UInt32 = 0
    /// `beginTime` of the emission; default 0.
    public var emitterBeginTime: TimeInterval = 0

    override class var subclassProperties: [LayerSubclassProperty] {
        typealias E = EmitterLayer
        return [.copied("emitterCells", \E.emitterCells), .copied("emitterPosition", \E.emitterPosition),
                .copied("emitterSize", \E.emitterSize), .copied("emitterShape", \E.emitterShape),
                .copied("birthRate", \E.birthRate), .copied("lifetime", \E.lifetime)]
    }
}

/// `CAEmitterCell`: one kind of particle of an `EmitterLayer`. Stored; defaults are Core Animation's (zero
/// rates, scale 1, opaque white).
open class EmitterCell {
    /// `name`.
    public var name: String?
    /// `isEnabled`; default `true`.
    public var isEnabled = true
    /// `contents`: the particle's image (a `CGImage` or an `Image`).
    public var contents: Any?
    /// `birthRate`: particles per second; default 0.
    public var birthRate: Float = 0
    /// `lifetime` in seconds; default 0.
    public var lifetime: Float = 0
    /// `lifetimeRange`; default 0.
    public var lifetimeRange: Float = 0
    /// `velocity`; default 0.
    public var velocity: CGFloat = 0
    /// `velocityRange`; default 0.
    public var velocityRange: CGFloat = 0
    /// `emissionLongitude`; default 0.
    public var emissionLongitude: CGFloat = 0
    /// `emissionLatitude`; default 0.
    public var emissionLatitude: CGFloat = 0
    /// `emissionRange`; default 0.
    public var emissionRange: CGFloat = 0
    /// `xAcceleration`, `yAcceleration`, `zAcceleration`; default 0.
    public var xAcceleration: CGFloat = 0
    /// `yAcceleration`.
    public var yAcceleration: CGFloat = 0
    /// `zAcceleration`.
    public var zAcceleration: CGFloat = 0
    /// `scale`; default 1.
    public var scale: CGFloat = 1
    /// `scaleRange`; default 0.
    public var scaleRange: CGFloat = 0
    /// `scaleSpeed`; default 0.
    public var scaleSpeed: CGFloat = 0
    /// `spin`; default 0.
    public var spin: CGFloat = 0
    /// `spinRange`; default 0.
    public var spinRange: CGFloat = 0
    /// `color`; default opaque white.
    public var color: CGColor? = Color.white.cgColor
    /// `alphaSpeed`; default 0.
    public var alphaSpeed: Float = 0
    /// `alphaRange`; default 0.
    public var alphaRange: Float = 0
    /// `redRange`, `greenRange`, `blueRange`; default 0.
    public var redRange: Float = 0
    /// `greenRange`.
    public var greenRange: Float = 0
    /// `blueRange`.
    public var blueRange: Float = 0
    /// `emitterCells`: the cells this cell's particles emit in turn.
    public var emitterCells: [EmitterCell]?

    /// `CAEmitterCell()`.
    public init() {}
}

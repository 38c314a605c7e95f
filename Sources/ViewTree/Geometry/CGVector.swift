import Foundation

#if !canImport(CoreGraphics)
/// `CGVector`, which Foundation on Linux lacks: a two-dimensional vector, as spring timing parameters'
/// `initialVelocity` and `UIPushBehavior`-style code use it (CoreGraphics' `CGGeometry.h`).
public struct CGVector: Equatable, Hashable, Sendable, Codable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat
    /// `CGVector(dx:dy:)`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// `CGVector(dx:dy:)` from `Double`s.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }
    /// `CGVector(dx:dy:)` from `Int`s.
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }
    /// `CGVector()`: (0, 0).
    public init() { self.init(dx: 0, dy: 0) }
    /// `CGVector.zero`.
    public static let zero = CGVector()
}
#endif

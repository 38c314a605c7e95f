import Foundation

/// `UIRectEdge`, with UIKit's raw values: the edges of a rectangle (a screen-edge pan's `edges`, a controller's
/// `edgesForExtendedLayout`).
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates edges from UIKit's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `.top` (1 << 0).
    public static let top = RectEdge(rawValue: 1 << 0)
    /// `.left` (1 << 1).
    public static let left = RectEdge(rawValue: 1 << 1)
    /// `.bottom` (1 << 2).
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// `.right` (1 << 3).
    public static let right = RectEdge(rawValue: 1 << 3)
    /// `.all`: every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

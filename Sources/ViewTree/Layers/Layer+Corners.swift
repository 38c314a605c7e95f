import Foundation

// `CACornerMask` and `CALayerCornerCurve`: which corners a layer's `cornerRadius` rounds, and how.
extension Layer {
    /// `CACornerMask`, with Core Animation's raw values (the same bits as `UIRectCorner`'s, so
    /// `CACornerMask(rawValue: corners.rawValue)` works as on iOS).
    public struct CornerMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from Core Animation's raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `layerMinXMinYCorner` (1 << 0): the top-left corner (in UIKit's flipped coordinates).
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
        /// `layerMaxXMinYCorner` (1 << 1): the top-right corner.
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
        /// `layerMinXMaxYCorner` (1 << 2): the bottom-left corner.
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
        /// `layerMaxXMaxYCorner` (1 << 3): the bottom-right corner.
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    }

    /// `CALayerCornerCurve`: a string-valued name, as in Core Animation.
    public struct CornerCurve: RawRepresentable, Hashable, Sendable {
        /// The curve's name (`"circular"`, `"continuous"`).
        public let rawValue: String
        /// Creates a curve from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `.circular`: quarter circles, the default.
        public static let circular = CornerCurve(rawValue: "circular")
        /// `.continuous`: the squircle-like curve of iOS's app icons.
        public static let continuous = CornerCurve(rawValue: "continuous")
    }

    /// `maskedCorners` default: all four corners (`CALayer.maskedCorners` documentation: "Defaults to all
    /// four corners").
    public static let defaultMaskedCorners: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                                          .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// `cornerCurve` default: `.circular` (`CALayer.cornerCurve` documentation: "defaults to circular").
    public static let defaultCornerCurve = CornerCurve.circular
}

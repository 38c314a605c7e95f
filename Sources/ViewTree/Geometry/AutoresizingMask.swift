/// `UIView.AutoresizingMask`: which parts of a view stretch when its superview's bounds change.
/// The raw values are UIKit's (`UIViewAutoresizingFlexibleLeftMargin = 1 << 0` … `FlexibleBottomMargin = 1 << 5`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable, Codable {
    /// The bits, as UIKit defines them.
    public let rawValue: UInt
    /// Creates a mask from UIKit's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin stretches (`UIViewAutoresizingFlexibleLeftMargin`, bit 0).
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches (bit 1).
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches (bit 2).
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches (bit 3).
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches (bit 4).
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches (bit 5).
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The tokens `recursiveDescription` prints, in bit order.
    static let tokens: [(AutoresizingMask, String)] = [
        (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
        (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]

    /// `LM+W+RM+TM+H+BM`, the form UIKit's description uses (empty for no flags).
    public var debugTokens: String {
        switch rawValue {
        case 0: return ""
        case Self.flexibleWidth.rawValue | Self.flexibleHeight.rawValue: return "W+H" // the common case
        default: return Self.tokens.filter { contains($0.0) }.map(\.1).joined(separator: "+")
        }
    }
}

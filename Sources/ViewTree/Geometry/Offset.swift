import Foundation

/// `UIOffset`: a horizontal and a vertical offset (a title's position adjustment, a motion effect's viewer offset).
public struct Offset: Hashable, Sendable, CustomStringConvertible {
    /// `horizontal`.
    public var horizontal: CGFloat
    /// `vertical`.
    public var vertical: CGFloat

    /// `init(horizontal:vertical:)`.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `init()`: zero.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// `UIOffset.zero`.
    public static let zero = Offset()

    /// `UIOffset`'s `NSStringFromUIOffset` form, `{1, 2}`.
    public var description: String { "{\(UIKitFormat.number(horizontal)), \(UIKitFormat.number(vertical))}" }
}

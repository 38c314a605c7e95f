import Foundation

/// The inset distances for the sides of a rectangle, like `UIEdgeInsets`.
public struct EdgeInsets: Equatable, Hashable, Sendable, Codable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Creates insets with UIKit's argument order: top, left, bottom, right.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `UIEdgeInsets.zero`.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The sum of the left and right insets.
    public var horizontal: CGFloat { left + right }
    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }

    /// True when every inset is a finite number.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension EdgeInsets: CustomStringConvertible {
    /// `{t, l, b, r}`, as `NSStringFromUIEdgeInsets` prints it.
    public var description: String { UIKitFormat.insets(self) }
}

extension CGRect {
    /// `UIEdgeInsetsInsetRect` / `rect.inset(by:)`: the rectangle shrunk by the insets.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }

    /// True when the origin and size have no NaN or infinite component.
    @inline(__always)
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// UIKit's hit rule (`CGRectContainsPoint`): the near edges are inside, the far edges outside.
    func containsUIKitPoint(_ point: CGPoint) -> Bool {
        let r = standardized
        return point.x >= r.minX && point.x < r.maxX && point.y >= r.minY && point.y < r.maxY
    }
}

extension CGPoint {
    /// True when both coordinates are finite numbers.
    public var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// True when both dimensions are finite numbers.
    public var isFiniteSize: Bool { width.isFinite && height.isFinite }
}

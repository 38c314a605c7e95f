import Foundation

/// `UILayoutPriority`: how much a constraint matters, 1…1000; 1000 is required.
public struct LayoutPriority: RawRepresentable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The value, 1…1000.
    public var rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority (`UILayoutPriority(999)`).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// `UILayoutPriorityRequired`, 1000.
    public static let required = LayoutPriority(1000)
    /// `UILayoutPriorityDefaultHigh`, 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// `UILayoutPriorityDefaultLow`, 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// `UILayoutPriorityFittingSizeLevel`, 50.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Orders by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `UILayoutPriority + Float` (UIKit's operator: `.defaultLow + 1`).
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// `UILayoutPriority - Float` (UIKit's operator: `.required - 1`).
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The value as UIKit prints it (`%g`).
    public var description: String { UIKitFormat.number(CGFloat(rawValue)) }
}

/// `NSLayoutConstraint.Axis`.
public enum LayoutConstraintAxis: Int, Sendable, Hashable, CaseIterable {
    /// Horizontal (x and width).
    case horizontal = 0
    /// Vertical (y and height).
    case vertical = 1
}

/// `NSLayoutConstraint.Relation`, with UIKit's raw values.
public enum LayoutRelation: Int, Sendable, Hashable {
    /// `<=`.
    case lessThanOrEqual = -1
    /// `==`.
    case equal = 0
    /// `>=`.
    case greaterThanOrEqual = 1

    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// `NSLayoutConstraint.Attribute` (the ones ViewTree models; leading/trailing are left/right, as in a
/// left-to-right language).
public enum LayoutAttribute: Int, Sendable, Hashable {
    /// `.left`.
    case left = 1
    /// `.right`.
    case right = 2
    /// `.top`.
    case top = 3
    /// `.bottom`.
    case bottom = 4
    /// `.leading`.
    case leading = 5
    /// `.trailing`.
    case trailing = 6
    /// `.width`.
    case width = 7
    /// `.height`.
    case height = 8
    /// `.centerX`.
    case centerX = 9
    /// `.centerY`.
    case centerY = 10
    /// `.notAnAttribute`: the second attribute of a constant constraint.
    case notAnAttribute = 0

    /// The axis the attribute belongs to.
    public var axis: LayoutConstraintAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .notAnAttribute: .horizontal
        case .top, .bottom, .height, .centerY: .vertical
        }
    }

    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// Something constraints can relate: a view or a layout guide.
public protocol LayoutItem: AnyObject {
    /// The view whose coordinate space the item lives in (itself for a view; the owner for a guide).
    var layoutOwningView: View? { get }
    /// A short name for constraint descriptions: `View:0x3`.
    var layoutDebugName: String { get }
}

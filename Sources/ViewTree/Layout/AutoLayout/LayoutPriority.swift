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

/// `NSLayoutConstraint.Attribute`, with UIKit's raw values (leading/trailing are left/right, as in a
/// left-to-right language). A margin attribute is the edge or centre of the view's
/// `layoutMarginsGuide`; a baseline attribute is the view's first or last text baseline
/// (`View.firstBaselineOffsetFromTop`, `View.lastBaselineOffsetFromBottom`), its top or bottom edge
/// for a view without text.
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
    /// `.lastBaseline` (UIKit's `.baseline`): the baseline of the view's last line of text.
    case lastBaseline = 11
    /// `.firstBaseline`: the baseline of the view's first line of text.
    case firstBaseline = 12
    /// `.leftMargin`.
    case leftMargin = 13
    /// `.rightMargin`.
    case rightMargin = 14
    /// `.topMargin`.
    case topMargin = 15
    /// `.bottomMargin`.
    case bottomMargin = 16
    /// `.leadingMargin`.
    case leadingMargin = 17
    /// `.trailingMargin`.
    case trailingMargin = 18
    /// `.centerXWithinMargins`.
    case centerXWithinMargins = 19
    /// `.centerYWithinMargins`.
    case centerYWithinMargins = 20
    /// `.notAnAttribute`: the second attribute of a constant constraint.
    case notAnAttribute = 0

    /// UIKit's `.baseline`, the same attribute as `.lastBaseline`.
    public static let baseline = LayoutAttribute.lastBaseline

    /// The axis the attribute belongs to.
    public var axis: LayoutConstraintAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .notAnAttribute,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins: .vertical
        }
    }

    /// For a margin attribute, the same edge or centre without the margin (the attribute it stands for
    /// on the view's `layoutMarginsGuide`); nil for the others.
    var withoutMargin: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    /// For `.leading` and `.trailing`, the edge each is in a right-to-left layout (`.right`, `.left`), whose
    /// position the engine negates: leading and trailing are measured leftwards there, so `v.leading ==
    /// superview.leading + 75` puts `v`'s right edge 75 from the superview's right edge, `v2.leading ==
    /// v1.trailing + 8` puts `v2` 8 to the left of `v1`, and a trailing constant of −14 leaves 14 from the left
    /// edge. The direction is the effective one (`effectiveUserInterfaceLayoutDirection`) of the view the
    /// constraint is solved in (its items' nearest common ancestor); `nil` for the other attributes.
    ///
    /// Source: Stevia's simulator suite (freshOS/Stevia `Tests/SteviaTests/LayoutTests.swift` @0f5a031f,
    /// `FlexibleMarginTests.swift` and `PositionTests.swift`, every `…RTL` case: a root view set to
    /// `.forceRightToLeft`); Apple's Auto Layout Guide ("Leading and trailing … In a right-to-left language such as
    /// Hebrew or Arabic, the leading edge is the right edge"). Which view's direction decides when the items of
    /// one constraint inherit different ones, and the axis's origin for a multiplier on leading or trailing, are
    /// **ours** (the suites only mirror a whole superview).
    var mirroredForRightToLeft: LayoutAttribute? {
        switch self {
        case .leading: .right
        case .trailing: .left
        default: nil
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
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
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

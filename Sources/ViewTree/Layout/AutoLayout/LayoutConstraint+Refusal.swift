import Foundation

extension LayoutAttribute {
    /// Whether the attribute is a location (an edge, a centre or a baseline, with or without margins) rather than a
    /// size (`width`, `height`) or nothing.
    var isLocation: Bool {
        switch self {
        case .width, .height, .notAnAttribute: false
        default: true
        }
    }

    /// Whether the attribute is a horizontal edge named by its side (`left`, `right` and their margins).
    var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// Whether the attribute is a horizontal edge named by the reading direction (`leading`, `trailing` and their
    /// margins).
    var isDirectionalHorizontalEdge: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }
}

extension LayoutConstraint {
    /// Why the constraint cannot take part in layout because an item it was made with is gone, or `nil`. Items are
    /// weak, as in UIKit, whose engine cannot lower such a constraint (`-[NSLayoutConstraint _addToEngine:…]` raises
    /// "Unable to install constraint on view.  Does the constraint reference something from outside the subtree of the
    /// view?  That's illegal.", UIKit's NSLayoutConstraint decompiled). Before the ninth hostile-input sweep (bug 104) a
    /// constraint whose second item was freed was held as the first item's location equal to its constant.
    var freedItemReason: String? {
        if firstItem == nil && firstAttribute != .notAnAttribute { return "first item was freed (a constraint's items are weak)" }
        if secondItem == nil && secondAttribute != .notAnAttribute { return "second item was freed (a constraint's items are weak)" }
        return nil
    }

    /// UIKit's reason when a location is set equal to a constant: "A multiplier of 0 or a nil second item together
    /// with a location for the first attribute creates an illegal constraint of a location equal to a constant.
    /// Location attributes must be specified in pairs." — raised by
    /// `+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]` from the
    /// iOS 8.3 SDK on (Stack Overflow question 29622107, Xcode 6.3; PureLayout issue 216, pinning a view with no
    /// superview; PureLayout's `autoDistributeViewsAlongAxis:…withFixedSize:` raises a 0 multiplier to 0.00001 "to
    /// prevent a crash").
    public static let locationEqualToConstantMessage = "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."

    /// UIKit's reason when leading or trailing is paired with left or right: "A constraint cannot be made between a
    /// leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither." — raised by
    /// the same initializer (the exception as an app logged it, beeware/toga issue 54; PureLayout keeps its
    /// `…ExcludingEdge:` methods from mixing the two, `PureLayoutPinEdgesTests.m`
    /// `testAutoPinEdgesExcludingLeftEdgeDoesNotUseTrailing`).
    public static let mixedHorizontalDirectionsMessage = "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."

    /// Why UIKit's initializer refuses a constraint of these terms (`secondAttribute` is `nil` when there is no
    /// second item), or `nil` when it makes one. A horizontal location against a vertical one (`left` to `top`) is
    /// made: SnapKit's suite (`Tests/Tests.swift`, `testMakeConstraints`) installs one on an iOS simulator.
    package static func refusal(of firstAttribute: LayoutAttribute, to secondAttribute: LayoutAttribute?,
                        multiplier: CGFloat) -> String? {
        if firstAttribute.isLocation, secondAttribute == nil || multiplier == 0 {
            return locationEqualToConstantMessage
        }
        if let secondAttribute,
           firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectionalHorizontalEdge
            || firstAttribute.isDirectionalHorizontalEdge && secondAttribute.isAbsoluteHorizontalEdge {
            return mixedHorizontalDirectionsMessage
        }
        return nil
    }
}

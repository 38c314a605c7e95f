import Foundation

/// `NSLayoutAnchor`: one attribute of one item, to make constraints from.
public class LayoutAnchor<AnchorType: AnyObject> {
    /// The item (a view or a layout guide).
    public let item: LayoutItem
    /// The attribute.
    public let attribute: LayoutAttribute

    init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: anchor.item,
                         attribute: anchor.attribute, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: anchor.item,
                         attribute: anchor.attribute, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: anchor.item,
                         attribute: anchor.attribute, multiplier: 1, constant: constant)
    }
}

/// `NSLayoutXAxisAnchor`: left, right, leading, trailing, centerX.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// `NSLayoutYAxisAnchor`: top, bottom, centerY.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// `NSLayoutDimension`: width, height, or the distance between two axis anchors (`anchorWithOffset(to:)`).
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// The anchor the distance runs from, for an offset dimension (`anchorWithOffset(to:)`); `nil` for a width or
    /// height. The dimension is `item.attribute − origin`.
    private(set) var origin: Origin?

    /// The distance from `origin` to `target` (LayoutConstraint+Offsets.swift).
    convenience init(offsetFrom origin: Origin, to target: Origin) {
        self.init(item: target.item, attribute: target.attribute)
        self.origin = origin
    }

    /// `anchor` as a dimension (every `LayoutAnchor<LayoutDimension>` ViewTree makes is one).
    private static func of(_ anchor: LayoutAnchor<LayoutDimension>) -> LayoutDimension {
        anchor as? LayoutDimension ?? LayoutDimension(item: anchor.item, attribute: anchor.attribute)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.equal, nil, multiplier: 1, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self == anchor + constant`.
    public override func constraint(equalTo anchor: LayoutAnchor<LayoutDimension>, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.equal, LayoutDimension.of(anchor), multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    public override func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<LayoutDimension>, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, LayoutDimension.of(anchor), multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    public override func constraint(lessThanOrEqualTo anchor: LayoutAnchor<LayoutDimension>, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, LayoutDimension.of(anchor), multiplier: 1, constant: constant)
    }

    /// `self == anchor × multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor × multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor × multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

/// The anchors every layout item has.
public protocol LayoutAnchorProviding: LayoutItem {}

extension LayoutAnchorProviding {
    /// `leadingAnchor` (= left, left to right).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// `trailingAnchor` (= right, left to right).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// `leftAnchor`.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// `rightAnchor`.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// `centerXAnchor`.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// `topAnchor`.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// `bottomAnchor`.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// `centerYAnchor`.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// `widthAnchor`.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// `heightAnchor`.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View: LayoutAnchorProviding {
    /// The view itself.
    public var layoutOwningView: View? { self }
    /// `ClassName:0xID`, as UIKit names a view in a constraint.
    public var layoutDebugName: String {
        var numbering = DescriptionNumbering()
        return "\(printedClassName):0x\(String(numbering.id(for: self), radix: 16))"
    }
}

extension View {
    /// `firstBaselineAnchor`: the baseline of the view's first line of text (its top for a view
    /// without text; see `LayoutAttribute.firstBaseline`).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// `lastBaselineAnchor`: the baseline of the view's last line of text (its bottom for a view
    /// without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}

extension LayoutAnchor {
    /// The system spacing between two views' edges (iOS 11's `constraint(equalToSystemSpacingAfter:
    /// multiplier:)` and its siblings): 8 points, the standard space between siblings
    /// (`LayoutConstraint.standardSiblingSpacing`). Baseline-to-baseline spacing, which UIKit derives
    /// from the fonts, is the same 8 here.
    public static var systemSpacing: CGFloat { LayoutConstraint.standardSiblingSpacing }

    fileprivate func systemSpacingConstraint(_ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>,
                                             multiplier: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: anchor.item, attribute: anchor.attribute,
                         multiplier: 1, constant: LayoutAnchor.systemSpacing * multiplier)
    }
}

extension LayoutXAxisAnchor {
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`: this edge `multiplier` system spaces after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        systemSpacingConstraint(.equal, anchor, multiplier: multiplier)
    }

    /// `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        systemSpacingConstraint(.greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        systemSpacingConstraint(.lessThanOrEqual, anchor, multiplier: multiplier)
    }
}

extension LayoutYAxisAnchor {
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`: this edge `multiplier` system spaces below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        systemSpacingConstraint(.equal, anchor, multiplier: multiplier)
    }

    /// `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        systemSpacingConstraint(.greaterThanOrEqual, anchor, multiplier: multiplier)
    }

    /// `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        systemSpacingConstraint(.lessThanOrEqual, anchor, multiplier: multiplier)
    }
}

extension LayoutConstraint {
    /// `firstAnchor` (iOS 10): the first item's attribute as an anchor. A constraint whose first item is gone
    /// (items are weak) or that never had one (`NSLayoutConstraint()`) answers an anchor of a detached layout
    /// guide with `.notAnAttribute`, where UIKit's `NSLayoutAnchor<AnyObject>` is never `nil`.
    public var firstAnchor: LayoutAnchor<AnyObject> {
        guard let item = firstItem else { return LayoutAnchor(item: LayoutGuide(), attribute: .notAnAttribute) }
        return LayoutAnchor(item: item, attribute: firstAttribute)
    }

    /// `secondAnchor` (iOS 10): the second item's attribute as an anchor; `nil` for a constant constraint
    /// (`widthAnchor.constraint(equalToConstant:)`) or when the second item is gone.
    public var secondAnchor: LayoutAnchor<AnyObject>? {
        guard let item = secondItem, secondAttribute != .notAnAttribute else { return nil }
        return LayoutAnchor(item: item, attribute: secondAttribute)
    }
}

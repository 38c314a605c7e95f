import Foundation

// Offset dimensions (`anchorWithOffset(to:)`, iOS 10): an `NSLayoutDimension` that is the distance from one axis
// anchor to another (`b − a`), usable wherever a dimension is. A constraint between such dimensions keeps UIKit's
// two-term form for its first and second items (the anchors the distances run *to*) and subtracts the anchors they
// run *from* (`ConstraintOffsets`): `(b₁ − a₁) = multiplier × (b₂ − a₂) + constant`. Everything that asks which
// views a constraint names — the holder (the nearest common ancestor of all its views), the check of
// `addConstraint(_:)`, the removal of a subtree's constraints, the engine's row — asks the origins too.

/// The anchors a constraint's sides subtract (weak, as its items are).
final class ConstraintOffsets {
    /// The anchor the first side's distance runs from (`nil` when the first side is an ordinary anchor).
    private(set) weak var firstOrigin: LayoutItem?
    let firstOriginAttribute: LayoutAttribute
    /// The anchor the second side's distance runs from (`nil` when the second side is an ordinary anchor).
    private(set) weak var secondOrigin: LayoutItem?
    let secondOriginAttribute: LayoutAttribute

    init(first: (item: LayoutItem, attribute: LayoutAttribute)?, second: (item: LayoutItem, attribute: LayoutAttribute)?) {
        firstOrigin = first?.item
        firstOriginAttribute = first?.attribute ?? .notAnAttribute
        secondOrigin = second?.item
        secondOriginAttribute = second?.attribute ?? .notAnAttribute
    }

    /// Whether an origin the constraint was made with is gone (items are weak): the constraint says nothing then.
    var lostAnOrigin: Bool {
        (firstOriginAttribute != .notAnAttribute && firstOrigin == nil)
            || (secondOriginAttribute != .notAnAttribute && secondOrigin == nil)
    }
}

extension LayoutDimension {
    /// The anchor this dimension's distance runs from, when it is an offset dimension (`anchorWithOffset(to:)`).
    typealias Origin = (item: LayoutItem, attribute: LayoutAttribute)

    /// `self relation other × multiplier + constant` (or `self relation constant` with no `other`): UIKit's
    /// two-term constraint for ordinary dimensions, an offset constraint when either side is an offset dimension.
    func makeConstraint(_ relation: LayoutRelation, _ other: LayoutDimension?, multiplier: CGFloat, constant: CGFloat) -> LayoutConstraint {
        guard origin != nil || other?.origin != nil else {
            return LayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                                    attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        }
        return LayoutConstraint(offsetFrom: self, relatedBy: relation, to: other, multiplier: multiplier, constant: constant)
    }
}

extension LayoutXAxisAnchor {
    /// `anchorWithOffset(to:)` (iOS 10): the distance from this anchor to `otherAnchor` (`otherAnchor − self`), a
    /// dimension: `a.anchorWithOffset(to: b).constraint(equalTo: c.anchorWithOffset(to: d))` keeps two gaps equal,
    /// `constraint(equalToConstant:)` fixes one, and multipliers scale it as for any dimension.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute))
    }
}

extension LayoutYAxisAnchor {
    /// `anchorWithOffset(to:)` (iOS 10): the vertical distance from this anchor to `otherAnchor` (`otherAnchor −
    /// self`), a dimension (see `LayoutXAxisAnchor.anchorWithOffset(to:)`).
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute))
    }
}

extension LayoutConstraint {
    /// A constraint with an offset dimension on one side or both: its items are the anchors the distances run to,
    /// `offsets` the ones they run from. Only a non-finite multiplier or constant is refused (both sides are
    /// dimensions, so UIKit's location rules do not apply).
    convenience init(offsetFrom first: LayoutDimension, relatedBy relation: LayoutRelation, to second: LayoutDimension?,
                     multiplier: CGFloat, constant: CGFloat) {
        self.init(item: first.item, attribute: first.attribute, relatedBy: relation, toItem: second?.item,
                  attribute: second?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant,
                  offsets: ConstraintOffsets(first: first.origin, second: second?.origin))
    }

    /// The owning views of the anchors the sides subtract (none for an ordinary constraint).
    var originViews: [View] {
        guard let offsets else { return [] }
        return [offsets.firstOrigin?.layoutOwningView, offsets.secondOrigin?.layoutOwningView].compactMap { $0 }
    }

    /// The nearest view that contains `ancestor` and every origin's view (`ancestor` itself for an ordinary
    /// constraint); `nil` when they share none, or when an origin is gone.
    func commonAncestorWithOrigins(_ ancestor: View) -> View? {
        guard let offsets else { return ancestor }
        guard !offsets.lostAnOrigin else { return nil }
        var shared: View? = ancestor
        for view in originViews { shared = shared.flatMap { LayoutConstraint.commonAncestor($0, view) } }
        return shared
    }

    /// One side of the equation: `View:0x3.leading`, or for an offset dimension `(View:0x3.leading -
    /// View:0x2.trailing)` (ours: UIKit's format for it was not found).
    func sideDescription(_ item: LayoutItem?, _ attribute: LayoutAttribute, minus origin: LayoutItem?,
                         _ originAttribute: LayoutAttribute?) -> String {
        let side = "\(item?.layoutDebugName ?? "nil").\(attribute.name)"
        guard let originAttribute, originAttribute != .notAnAttribute else { return side }
        return "(\(side) - \(origin?.layoutDebugName ?? "nil").\(originAttribute.name))"
    }
}

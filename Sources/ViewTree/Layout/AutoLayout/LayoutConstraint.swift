import Foundation

/// `NSLayoutConstraint`: `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint is added to the nearest common ancestor of its items when activated (`isActive = true`
/// or `LayoutConstraint.activate(_:)`), as UIKit does; activating one whose items share no ancestor is
/// rejected with a diagnostic. Changing `constant` or `priority` of an active constraint re-solves at
/// the next layout pass.
open class LayoutConstraint: CustomStringConvertible {
    /// The first item (weak, as in UIKit).
    public private(set) weak var firstItem: LayoutItem?
    // The terms are set once, by `init(item:…offsets:)` right after `init()` (hence `private(set) var`, read-only
    // outside this file as UIKit's are): `init()` is the only designated initializer, so that a subclass made
    // elsewhere (SnapKit's `LayoutConstraint`, Masonry's `MASLayoutConstraint`) inherits UIKit's initializer. Final and
    // unchecked, so that the engine reads them as it read the `let`s they were (a `var` of an open class costs a
    // dynamic exclusivity check per read: +2.8 % instructions in `ViewTreeBench --only autolayout`).
    /// The first item's attribute.
    @exclusivity(unchecked) public private(set) final var firstAttribute: LayoutAttribute
    /// The relation.
    @exclusivity(unchecked) public private(set) final var relation: LayoutRelation
    /// The second item, `nil` for a constant constraint (weak).
    public private(set) weak var secondItem: LayoutItem?
    /// The second item's attribute (`.notAnAttribute` for a constant constraint).
    @exclusivity(unchecked) public private(set) final var secondAttribute: LayoutAttribute
    /// The multiplier of the second attribute.
    @exclusivity(unchecked) public private(set) final var multiplier: CGFloat
    /// The anchors subtracted when a side is an offset dimension (`anchorWithOffset(to:)`), `nil` for every other
    /// constraint (LayoutConstraint+Offsets.swift).
    @exclusivity(unchecked) private(set) final var offsets: ConstraintOffsets?
    /// A name for descriptions and logs.
    public var identifier: String?
    /// `shouldBeArchived` (iOS 6): whether a view archiving its constraints keeps this one. Default `false`, as
    /// in UIKit ("By default, this property is false", Apple's documentation); ViewTree archives no views, so
    /// the value is only kept.
    public var shouldBeArchived = false

    /// The constant added to the second attribute. A NaN or infinite constant is rejected with an
    /// `.invalidValue` diagnostic and the previous one kept (UIKit's engine would fail on it); one beyond
    /// ±`constantLimit` is replaced by the limit, with UIKit's log line as an `.invalidValue` diagnostic.
    public var constant: CGFloat {
        get { storedConstant }
        set {
            let oldValue = storedConstant
            guard newValue.isFinite else {
                reportRefusal("constant = \(newValue) rejected: a constraint's constant must be finite; it stays \(UIKitFormat.number(oldValue))")
                return
            }
            storedConstant = LayoutConstraint.limitedConstant(newValue)
            if Swift.abs(newValue) > LayoutConstraint.constantLimit {
                reportRefusal(LayoutConstraint.constantLimitReport(newValue))
            }
            if storedConstant != oldValue {
                conflictReported = false
                owner?.constraintDidChange(self)
            }
        }
    }
    /// `constant`'s value, set without its checks by `init(item:…offsets:)` (which makes its own).
    @exclusivity(unchecked) private final var storedConstant: CGFloat

    /// The priority (default `.required`). As in UIKit, an active constraint cannot change between
    /// required and optional: such a change is rejected with a diagnostic carrying UIKit's exception
    /// text (`LayoutConstraint.requiredPriorityMutationMessage`), and the old priority is kept. A
    /// change between two optional priorities is applied in place at the next solve.
    public var priority: LayoutPriority = .required {
        didSet {
            // A NaN priority, or one outside (0, 1000], is refused (`.invalidValue`) and the old one kept, as UIKit asserts
            // (`acceptablePriorities`).
            guard LayoutConstraint.acceptablePriorities.contains(priority.rawValue) else {
                let refused = priority
                priority = oldValue
                firstItem?.layoutOwningView?.reject(.invalidValue, "\(equationDescription): priority \(refused.rawValue) refused: \(LayoutConstraint.priorityRangeMessage(refused.rawValue)); it stays \(oldValue)")
                return
            }
            guard priority != oldValue else { return }
            if isActive && (priority == .required) != (oldValue == .required) {
                owner?.reject(.invalidValue, "\(LayoutConstraint.requiredPriorityMutationMessage(passed: priority, existing: oldValue)) The constraint stays active at \(oldValue) (a change between required and optional is not applied).")
                priority = oldValue
                return
            }
            conflictReported = false
            owner?.constraintDidChange(self)
        }
    }

    /// Set by the engine: whether the constraint was broken to recover from a conflict.
    public internal(set) var isBroken = false
    /// The view holding the constraint while active (the common ancestor).
    weak var owner: View?
    /// Set when the constraint is one ViewTree made for an intrinsic size or an autoresizing mask.
    var isInternal = false
    /// Why the constraint was refused when it was made — a NaN or infinite constant or multiplier, or terms UIKit's
    /// initializer raises on (`LayoutConstraint.refusal(of:…)`) — or `nil`: a refused constraint was reported then,
    /// and it can never be activated.
    @exclusivity(unchecked) private(set) final var refusalReason: String?
    /// Whether the constraint was refused when it was made (`refusalReason`).
    var isMalformed: Bool { refusalReason != nil }
    /// Whether the engine has reported this constraint as broken to resolve a conflict since it was
    /// last activated or changed (the engine re-solves from scratch; UIKit reports a conflict once).
    var conflictReported = false

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// `init()`: an empty constraint, with no items (`NSLayoutConstraint()`, the placeholder a property starts
    /// with before the real one is made: `var bottomConstraint = NSLayoutConstraint()`). Activating it does
    /// nothing, as it constrains nothing.
    public init() {
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        storedConstant = 0
        refusalReason = nil
        offsets = nil
    }

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`. Terms UIKit's initializer raises on
    /// (a location equal to a constant, leading or trailing against left or right: `refusal(of:to:multiplier:)`) and a
    /// NaN or infinite multiplier or constant make a constraint that is reported here and can never be activated.
    /// A convenience initializer, as UIKit's (`constraintWithItem:…`, a class factory method) is in Swift.
    public convenience init(item firstItem: LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem secondItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                            multiplier: CGFloat, constant: CGFloat) {
        self.init(item: firstItem, attribute: firstAttribute, relatedBy: relation, toItem: secondItem, attribute: secondAttribute,
                  multiplier: multiplier, constant: constant, offsets: nil)
    }

    /// Every constraint with items ends here; `offsets` is the anchors an offset dimension's sides subtract
    /// (`init(offsetFrom:relatedBy:to:multiplier:constant:)`, LayoutConstraint+Offsets.swift). Both sides of such a
    /// constraint are dimensions, so only a NaN or infinite multiplier or constant is refused for it.
    /// A convenience initializer over `init()`, so that `init()` stays the only designated one (see `firstAttribute`).
    convenience init(item firstItem: LayoutItem, attribute firstAttribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                     toItem secondItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
                     multiplier: CGFloat, constant: CGFloat, offsets: ConstraintOffsets?) {
        self.init()
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        storedConstant = constant.isFinite ? LayoutConstraint.limitedConstant(constant) : constant
        self.offsets = offsets
        let finite = multiplier.isFinite && constant.isFinite
        let terms = offsets != nil ? nil
            : LayoutConstraint.refusal(of: firstAttribute, to: secondItem == nil ? nil : secondAttribute, multiplier: multiplier)
        refusalReason = finite ? terms : "its multiplier (\(multiplier)) or constant (\(constant)) is not finite"
        if !finite {
            reportRefusal("a constraint with multiplier \(multiplier) and constant \(constant) was created: both must be finite; it cannot be activated")
        } else if let refusalReason {
            reportRefusal("\(refusalReason) (UIKit raises here); the constraint cannot be activated")
        } else if Swift.abs(constant) > LayoutConstraint.constantLimit {
            reportRefusal(LayoutConstraint.constantLimitReport(constant))
        }
    }

    /// The largest constant UIKit's engine takes: 2,777,777 pt (`+[NSLayoutConstraint _constraintConstantLimit]`, UIKit's
    /// `_UILargeNumberLimitSupport` category, decompiled). `-[NSLayoutConstraint setConstant:]` replaces a constant beyond
    /// ±limit by the limit and calls `_NSLayoutConstraintNumberExceedsLimit()`, which logs `constantLimitMessage` (quoted
    /// in apps' comments, e.g. "Using `greatestFiniteMagnitude` triggers …"). Before the ninth hostile-input sweep (bug
    /// 106) constants were taken at any finite size, and an optional constraint's 1e300 broke required ones.
    public static let constantLimit: CGFloat = 2_777_777

    /// UIKit's log line for a constant beyond `constantLimit` (it logs it once per process; ViewTree reports each).
    public static let constantLimitMessage = "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  A smaller value will be substituted, but this problem should be fixed. Break on BOOL _NSLayoutConstraintNumberExceedsLimit() to debug.  This will be logged only once.  This may break in the future."

    /// `constant` brought within ±`constantLimit`.
    static func limitedConstant(_ constant: CGFloat) -> CGFloat { Swift.min(Swift.max(constant, -constantLimit), constantLimit) }

    static func constantLimitReport(_ asked: CGFloat) -> String {
        "constant \(asked): \(constantLimitMessage) It is \(asked < 0 ? "-" : "")\(UIKitFormat.number(constantLimit))"
    }

    /// The priorities a constraint may have: greater than 0, at most 1000 (`LayoutPriority.required`), NaN excluded.
    /// UIKit asserts outside them: `-[NSLayoutConstraint _setPriority:mutuallyExclusiveConstraints:]` tests
    /// `a3 <= 0.0 || a3 > 1000.0` and fails with `priorityRangeMessage`'s text (UIKit's NSLayoutConstraint.m, line 274,
    /// decompiled); Apple's documentation of `priority`: "Priorities must be greater than 0 and less than or equal to
    /// required". (Until the ninth hostile-input sweep, bug 103, 0 was taken.)
    public static let acceptablePriorities: ClosedRange<Float> = Float.leastNonzeroMagnitude...LayoutPriority.required.rawValue

    /// UIKit's reason for refusing `priority` ("It's illegal to set priority:0.  Priorities must be greater than 0 and
    /// less or equal to NSLayoutPriorityRequired, which is 1000.000000.").
    static func priorityRangeMessage(_ priority: Float) -> String {
        "It's illegal to set priority:\(UIKitFormat.number(CGFloat(priority))).  Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
    }

    /// UIKit's reason for the exception `-[NSLayoutConstraint setPriority:]` raises when an installed
    /// constraint changes between required and optional (a device log, iOS 8: "Mutating a priority
    /// from required to not on an installed constraint (or vice-versa) is not supported. You passed
    /// priority 750 and the existing priority was 1000."; Apple's `priority` documentation states the
    /// rule). ViewTree reports it as a diagnostic instead of crashing.
    static func requiredPriorityMutationMessage(passed: LayoutPriority, existing: LayoutPriority) -> String {
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(passed) and the existing priority was \(existing)."
    }

    /// Reports a refused value in the first item's world (or on standard error).
    private func reportRefusal(_ message: String) {
        let view = firstItem?.layoutOwningView
        view?.reject(.invalidValue, "\(equationDescription): \(message)")
    }

    /// Whether the constraint takes part in layout.
    public var isActive: Bool {
        get { owner != nil }
        set {
            if newValue { activateSelf() } else { deactivateSelf() }
        }
    }

    /// Activates every constraint.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    private func activateSelf() {
        guard owner == nil else { return }
        if let reason = freedItemReason {
            // Reported in the world of the item that is left (bug 104: a freed second item made `first.leading == c`).
            (firstItem?.layoutOwningView ?? secondItem?.layoutOwningView)?.reject(.invalidValue, "\(equationDescription): cannot activate a constraint whose \(reason); it stays inactive")
            return
        }
        guard let first = firstItem?.layoutOwningView else { return }
        guard !isMalformed else {
            first.reject(.invalidValue, "\(equationDescription): cannot activate a constraint that was refused when it was made: \(refusalReason ?? ""); it stays inactive")
            return
        }
        let second = secondItem?.layoutOwningView
        guard let ancestor = LayoutConstraint.commonAncestor(first, second).flatMap(commonAncestorWithOrigins) else {
            first.reject(.invalidValue, "Unable to activate constraint with anchors \(firstItem.map { $0.layoutDebugName } ?? "nil").\(firstAttribute.name) and \(secondItem.map { $0.layoutDebugName } ?? "nil").\(secondAttribute.name) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.")
            return
        }
        ancestor.hold(self, naming: first, second)
    }

    /// Whether `item` may be held by `view`: none, the view itself, or (the owning view of) a descendant.
    static func isPrepared(_ item: LayoutItem?, in view: View) -> Bool {
        guard let item else { return true }
        guard let owner = item.layoutOwningView else { return false }
        return owner === view || owner.isDescendant(of: view)
    }

    private func deactivateSelf() {
        owner?.removeConstraint(self)
    }

    /// The nearest view that is (or contains) both.
    static func commonAncestor(_ a: View, _ b: View?) -> View? {
        guard let b, b !== a else { return a }
        // The usual cases first (a view and its superview, two siblings), without walking the chains.
        let superA = a.superview, superB = b.superview
        if superB === a { return a }
        if superA === b { return b }
        if let superA, superA === superB { return superA }
        // Bring both to the same depth, then climb together to the first shared view.
        func depth(_ view: View) -> Int {
            var d = 0
            var v = view.superview
            while let current = v { d += 1; v = current.superview }
            return d
        }
        var x: View? = a, y: View? = b
        var dx = depth(a), dy = depth(b)
        while dx > dy, let current = x { x = current.superview; dx -= 1 }
        while dy > dx, let current = y { y = current.superview; dy -= 1 }
        while let left = x, let right = y, left !== right {
            x = left.superview
            y = right.superview
        }
        return x
    }

    /// UIKit's format without the constraint's own address: `<LayoutConstraint 'id' View:0x3.width == 100   (active)>`.
    public var description: String {
        var s = "<LayoutConstraint"
        if let identifier { s += " '\(identifier)'" }
        s += " " + equationDescription
        s += isActive ? "   (active)>" : ">"
        return s
    }

    /// `View:0x3.leading == ScrollView:0x2.leading + 20`.
    public var equationDescription: String {
        var s = "\(sideDescription(firstItem, firstAttribute, minus: offsets?.firstOrigin, offsets?.firstOriginAttribute)) \(relation.symbol) "
        if let secondItem {
            if multiplier != 1 { s += "\(UIKitFormat.number(multiplier))*" }
            s += sideDescription(secondItem, secondAttribute, minus: offsets?.secondOrigin, offsets?.secondOriginAttribute)
            if constant > 0 { s += " + \(UIKitFormat.number(constant))" }
            if constant < 0 { s += " - \(UIKitFormat.number(-constant))" }
        } else {
            s += UIKitFormat.number(constant)
        }
        if priority != .required { s += "   (priority \(priority))" }
        return s
    }
}

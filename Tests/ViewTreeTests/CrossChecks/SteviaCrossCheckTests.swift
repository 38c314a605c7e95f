// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What UIKit lays out for the constraints Stevia makes, as Stevia's own suite pins it: `Tests/SteviaTests/`
/// (freshOS/Stevia: `SizeTests.swift` @04b1d3cc, `CenterTests.swift` @1c2eaefe, `PositionTests.swift` @03aa84a9,
/// `FlexibleMarginTests.swift` and `FillTests.swift` @21934c9e, `LayoutTests.swift` @0f5a031f,
/// `GetConstraintsTests.swift` @21934c9e, `HierarchyTests.swift` @01dbd8a4, `ContentTests.swift` @1c2eaefe), run on
/// an iOS simulator. Stevia's fixture is a window of the screen's bounds (never shown) whose root view controller's
/// view holds the views under test, out of autoresizing; each Stevia call is one `NSLayoutConstraint` of priority 751
/// added to the superview (`Stevia+Position.swift`, `Stevia+Size.swift`), a percentage a multiplier on the
/// superview's far edge or size, and a leading or trailing percentage a layout guide as wide as the percentage
/// (`Stevia+Percentage.swift`). Each test builds those constraints with UIKit's own initializer and checks the frames
/// UIKit gave (to 0.5 pt where Stevia allows it). The right-to-left cases are the evidence for leading and trailing
/// following the layout direction (`LayoutEngine+Expressions.swift`). Rows in Docs/Fidelity.md, "Behaviours checked
/// against RxCocoa's, ReactiveCocoa's and Stevia's device tests".
@Suite struct SteviaCrossCheckTests {
    /// Stevia's priority for the constraints its position and size calls make (`GetConstraintsTests`: 751).
    static let steviaPriority = UILayoutPriority(rawValue: 751)

    /// The window, its root controller and a subview `v` of the controller's view, out of autoresizing.
    struct Fixture {
        let world: Simulation
        let window: UIWindow
        let controller: UIViewController
        let v: UIView
        var root: UIView { controller.view }
        var width: CGFloat { root.frame.width }
        var height: CGFloat { root.frame.height }

        init(rightToLeft: Bool = false) {
            world = Simulation()
            window = UIWindow(frame: world.screen.bounds, simulation: world)
            controller = UIViewController()
            window.rootViewController = controller
            if rightToLeft { controller.view.semanticContentAttribute = .forceRightToLeft }
            v = UIView()
            add(v)
        }

        /// Stevia's `subviews { … }`: added, and out of autoresizing.
        func add(_ views: UIView...) {
            for view in views {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
        }

        func layout() { root.layoutIfNeeded() }
    }

    /// One Stevia constraint: `item.attribute relation other.otherAttribute × multiplier + constant`, priority 751,
    /// added to the superview (or to the item itself when it has no second item).
    @discardableResult
    static func make(_ item: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
                     _ other: UIView? = nil, _ otherAttribute: NSLayoutConstraint.Attribute? = nil,
                     multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
        let target: UIView? = other ?? (otherAttribute == nil && [.width, .height].contains(attribute) ? nil : item.superview)
        let c = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: target,
                                   attribute: target == nil ? .notAnAttribute : (otherAttribute ?? attribute),
                                   multiplier: multiplier, constant: constant)
        c.priority = steviaPriority
        (target == nil ? item : item.superview ?? item).addConstraint(c)
        return c
    }

    /// `view.size(side)`.
    static func size(_ view: UIView, _ width: CGFloat, _ height: CGFloat? = nil) {
        make(view, .width, constant: width)
        make(view, .height, constant: height ?? width)
    }

    static func expectFrame(_ view: UIView, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, within: CGFloat = 0.001,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let f = view.frame
        let close = abs(f.minX - x) <= within && abs(f.minY - y) <= within && abs(f.width - w) <= within && abs(f.height - h) <= within
        #expect(close, "\(f) is not (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
    }

    // MARK: SizeTests.swift

    /// testSizeDouble/CGFloat/Int, testWidthAndHeight…: a view with only a size sits at the superview's origin (an
    /// unconstrained position comes out 0).
    @Test func aSizedViewSitsAtTheOrigin() {
        let f = Fixture()
        Self.size(f.v, 57)
        f.layout()
        Self.expectFrame(f.v, 0, 0, 57, 57)
        let g = Fixture()
        Self.make(g.v, .width, constant: 36)
        Self.make(g.v, .height, constant: 23)
        g.layout()
        Self.expectFrame(g.v, 0, 0, 36, 23)
    }

    /// testAspectRatioDouble/CGFloat/Percentage (width 150, width = 1.5 × height: 100 high) and testAspectRatioInt
    /// (width = 3 × height: 50).
    @Test func aspectRatios() {
        for (ratio, height) in [(CGFloat(1.5), CGFloat(100)), (3, 50)] {
            let f = Fixture()
            Self.make(f.v, .width, constant: 150)
            Self.make(f.v, .width, .equal, f.v, .height, multiplier: ratio)
            f.layout()
            Self.expectFrame(f.v, 0, 0, 150, height)
        }
    }

    /// testHeightPercentage and testWidthPercentage: a size that is a fraction of the superview's (40 % of its
    /// height, 87 % of its width).
    @Test func percentageSizes() {
        let f = Fixture()
        Self.make(f.v, .width, constant: 100)
        Self.make(f.v, .height, .equal, f.root, .height, multiplier: 0.4)
        f.layout()
        Self.expectFrame(f.v, 0, 0, 100, f.height * 0.4, within: 0.5)
        let g = Fixture()
        Self.make(g.v, .height, constant: 100)
        Self.make(g.v, .width, .equal, g.root, .width, multiplier: 0.87)
        g.layout()
        Self.expectFrame(g.v, 0, 0, g.width * 0.87, 100, within: 0.5)
    }

    /// testEqualSizes and testVariadicEqualSizes: a second view made as wide and high as a first (24 × 267).
    @Test func equalSizes() {
        let f = Fixture()
        let v1 = UIView(), v2 = UIView()
        f.add(v1, v2)
        Self.size(v1, 24, 267)
        Self.make(v2, .width, .equal, v1, .width)
        Self.make(v2, .height, .equal, v1, .height)
        f.layout()
        #expect(v1.frame.size == CGSize(width: 24, height: 267) && v2.frame.size == v1.frame.size)
    }

    /// testFollwEdges: `|-20-v1|` 10 from the top and 32 high; a second view with no constraints stays at zero,
    /// then following the first's four edges takes its frame.
    @Test func followingAnotherViewsEdges() {
        let f = Fixture()
        let v1 = UIView(), v2 = UIView()
        f.add(v1, v2)
        Self.make(v1, .top, constant: 10)
        Self.make(v1, .leading, constant: 20)
        Self.make(v1, .trailing)
        Self.make(v1, .height, constant: 32)
        f.layout()
        Self.expectFrame(v1, 20, 10, f.width - 20, 32)
        Self.expectFrame(v2, 0, 0, 0, 0)
        for edge in [NSLayoutConstraint.Attribute.top, .left, .right, .bottom] { Self.make(v2, edge, .equal, v1, edge) }
        f.layout()
        #expect(v2.frame == v1.frame)
    }

    /// testHeightEqualWidth (width 85) and testWidthEqualHeight (height 192): height = width makes a square.
    @Test func heightEqualsWidth() {
        let f = Fixture()
        Self.make(f.v, .height, .equal, f.v, .width)
        Self.make(f.v, .width, constant: 85)
        f.layout()
        Self.expectFrame(f.v, 0, 0, 85, 85)
        let g = Fixture()
        Self.make(g.v, .height, constant: 192)
        Self.make(g.v, .height, .equal, g.v, .width)
        g.layout()
        Self.expectFrame(g.v, 0, 0, 192, 192)
    }

    /// testSizeOnOrphanView: a size given while the view is in no superview is kept when it is added back.
    @Test func aSizeGivenOffTheHierarchyIsKept() {
        let f = Fixture()
        f.v.removeFromSuperview()
        Self.size(f.v, 80)
        f.add(f.v)
        Self.make(f.v, .top)
        Self.make(f.v, .leading)
        f.layout()
        Self.expectFrame(f.v, 0, 0, 80, 80)
    }

    // MARK: CenterTests.swift

    /// centerHorizontally/Vertically (with offsets of 50) and centerInContainer, for a 100 × 100 view.
    @Test func centring() {
        for (attribute, offset) in [(NSLayoutConstraint.Attribute.centerX, CGFloat(0)), (.centerX, 50), (.centerY, 0), (.centerY, 50)] {
            let f = Fixture()
            Self.size(f.v, 100)
            f.layout()
            Self.make(f.v, attribute, constant: offset)
            f.root.setNeedsLayout()
            f.layout()
            if attribute == .centerX {
                Self.expectFrame(f.v, f.width / 2 - 50 + offset, 0, 100, 100, within: 0.5)
            } else {
                Self.expectFrame(f.v, 0, f.height / 2 - 50 + offset, 100, 100, within: 0.5)
            }
        }
        let f = Fixture()
        Self.size(f.v, 100)
        Self.make(f.v, .centerX)
        Self.make(f.v, .centerY)
        f.layout()
        Self.expectFrame(f.v, f.width / 2 - 50, f.height / 2 - 50, 100, 100, within: 0.5)
    }

    // MARK: PositionTests.swift

    /// testTop (23), testBottom (45), testLeft and testLeading (12), testRight and testTrailing (74), for a
    /// 100 × 100 view.
    @Test func pinnedEdges() {
        let cases: [(NSLayoutConstraint.Attribute, CGFloat, (Fixture) -> CGPoint)] = [
            (.top, 23, { _ in CGPoint(x: 0, y: 23) }),
            (.bottom, -45, { CGPoint(x: 0, y: $0.height - 100 - 45) }),
            (.left, 12, { _ in CGPoint(x: 12, y: 0) }),
            (.leading, 12, { _ in CGPoint(x: 12, y: 0) }),
            (.right, -74, { CGPoint(x: $0.width - 100 - 74, y: 0) }),
            (.trailing, -74, { CGPoint(x: $0.width - 100 - 74, y: 0) }),
        ]
        for (attribute, constant, origin) in cases {
            let f = Fixture()
            Self.size(f.v, 100)
            Self.make(f.v, attribute, constant: constant)
            f.layout()
            let o = origin(f)
            Self.expectFrame(f.v, o.x, o.y, 100, 100)
        }
    }

    /// testPercentTop/Bottom/Left/Right: `top == 0.1 × superview.bottom`, `bottom == 0.9 × superview.bottom`,
    /// `left == 0.1 × superview.right`, `right == 0.9 × superview.right`.
    @Test func percentageEdges() {
        let cases: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, CGFloat, (Fixture) -> CGPoint)] = [
            (.top, .bottom, 0.1, { CGPoint(x: 0, y: $0.height * 0.1) }),
            (.bottom, .bottom, 0.9, { CGPoint(x: 0, y: $0.height * 0.9 - 100) }),
            (.left, .right, 0.1, { CGPoint(x: $0.width * 0.1, y: 0) }),
            (.right, .right, 0.9, { CGPoint(x: $0.width * 0.9 - 100, y: 0) }),
        ]
        for (attribute, otherAttribute, multiplier, origin) in cases {
            let f = Fixture()
            Self.size(f.v, 100)
            Self.make(f.v, attribute, .equal, f.root, otherAttribute, multiplier: multiplier)
            f.layout()
            let o = origin(f)
            Self.expectFrame(f.v, o.x, o.y, 100, 100, within: 0.3)
        }
    }

    /// Stevia's `leading(p%)` / `trailing(p%)`: a layout guide `p` % as wide as the superview, pinned to its leading
    /// (trailing) edge, with the view's leading (trailing) edge on the guide's far side.
    static func percentageGuide(_ f: Fixture, leading: Bool, fraction: CGFloat) {
        let guide = UILayoutGuide()
        f.root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.widthAnchor.constraint(equalTo: f.root.widthAnchor, multiplier: fraction),
            leading ? guide.leadingAnchor.constraint(equalTo: f.root.leadingAnchor)
                : guide.trailingAnchor.constraint(equalTo: f.root.trailingAnchor),
            leading ? f.v.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
                : f.v.trailingAnchor.constraint(equalTo: guide.leadingAnchor),
        ])
    }

    /// testPercentLeading and testPercentTrailing, then testPercentLeadingRTL and testPercentTrailingRTL: in a
    /// superview forced right to left, 10 % leading puts the view 10 % from the right edge, 10 % trailing 10 % from
    /// the left (**fixed**: leading and trailing follow the layout direction).
    @Test func percentageLeadingAndTrailing() {
        for rightToLeft in [false, true] {
            for leading in [true, false] {
                let f = Fixture(rightToLeft: rightToLeft)
                Self.size(f.v, 100)
                Self.percentageGuide(f, leading: leading, fraction: 0.1)
                f.layout()
                let atLeft = leading != rightToLeft
                Self.expectFrame(f.v, atLeft ? f.width * 0.1 : f.width * 0.9 - 100, 0, 100, 100, within: 0.1)
            }
        }
    }

    // MARK: FlexibleMarginTests.swift

    /// testGreater… and testLess… for top (23), bottom (45), left, leading (23), right and trailing (74): an
    /// inequality alone settles on its bound, whichever way it points (`top <= 23` gives 23, not 0).
    @Test func anInequalityAloneSettlesOnItsBound() {
        let cases: [(NSLayoutConstraint.Attribute, CGFloat, Bool, (Fixture) -> CGPoint)] = [
            (.top, 23, false, { _ in CGPoint(x: 0, y: 23) }),
            (.bottom, -45, true, { CGPoint(x: 0, y: $0.height - 100 - 45) }),
            (.left, 23, false, { _ in CGPoint(x: 23, y: 0) }),
            (.leading, 23, false, { _ in CGPoint(x: 23, y: 0) }),
            (.right, -74, true, { CGPoint(x: $0.width - 100 - 74, y: 0) }),
            (.trailing, -74, true, { CGPoint(x: $0.width - 100 - 74, y: 0) }),
        ]
        for (attribute, constant, inverted, origin) in cases {
            for greater in [true, false] {
                let f = Fixture()
                Self.size(f.v, 100)
                // Stevia inverts the relation of a bottom, right or trailing margin (its constant is negated).
                let relation: NSLayoutConstraint.Relation = greater != inverted ? .greaterThanOrEqual : .lessThanOrEqual
                Self.make(f.v, attribute, relation, constant: constant)
                f.layout()
                let o = origin(f)
                Self.expectFrame(f.v, o.x, o.y, 100, 100)
            }
        }
    }

    /// testGreaterLeadingRTL, testLessLeadingRTL, testLessLeftOperatorRTL (leading ≥ or ≤ 23: 23 from the right
    /// edge), testGreaterTrailingRTL, testLessTrailingRTL, testLessRightOperatorRTL (trailing: 74 from the left)
    /// (**fixed**).
    @Test func inequalitiesRightToLeft() {
        for (attribute, constant, inverted) in [(NSLayoutConstraint.Attribute.leading, CGFloat(23), false), (.trailing, -74, true)] {
            for greater in [true, false] {
                let f = Fixture(rightToLeft: true)
                Self.size(f.v, 100)
                let relation: NSLayoutConstraint.Relation = greater != inverted ? .greaterThanOrEqual : .lessThanOrEqual
                Self.make(f.v, attribute, relation, constant: constant)
                f.layout()
                Self.expectFrame(f.v, attribute == .leading ? f.width - 100 - 23 : 74, 0, 100, 100)
            }
        }
    }

    /// testMarginGreaterBetweenTwoViews and testMarginLesserBetweenTwoViews (and their RTL cases): `|v1.width(10)`
    /// then `v2.leading ≥ (≤) v1.trailing + 25` puts the zero-width `v2` at 35 (right to left: 35 from the right).
    @Test func inequalitiesBetweenTwoViews() {
        for rightToLeft in [false, true] {
            for relation in [NSLayoutConstraint.Relation.greaterThanOrEqual, .lessThanOrEqual] {
                let f = Fixture(rightToLeft: rightToLeft)
                f.v.removeFromSuperview()
                let v1 = UIView(), v2 = UIView()
                f.add(v1, v2)
                Self.make(v1, .leading)
                Self.make(v1, .width, constant: 10)
                Self.make(v2, .leading, relation, v1, .trailing, constant: 25)
                f.layout()
                Self.expectFrame(v1, rightToLeft ? f.width - 10 : 0, 0, 10, 0)
                Self.expectFrame(v2, rightToLeft ? f.width - 35 : 35, 0, 0, 0)
            }
        }
    }

    // MARK: FillTests.swift

    /// testFillContainer and testFillContainerWithPadding: a button pinned to the four edges takes the
    /// controller's view's frame; with a padding of 10 it is 20 smaller each way.
    @Test func fillingTheContainer() {
        for padding in [CGFloat(0), 10] {
            let f = Fixture()
            let b = UIButton()
            f.add(b)
            Self.make(b, .top, constant: padding)
            Self.make(b, .bottom, constant: -padding)
            Self.make(b, .leading, constant: padding)
            Self.make(b, .trailing, constant: -padding)
            f.layout()
            if padding == 0 { #expect(b.frame == f.root.frame) }
            #expect(b.frame.height + padding * 2 == f.height && b.frame.width + padding * 2 == f.width)
        }
    }

    // MARK: LayoutTests.swift

    /// verifyViewHasDefaultValues and the "MultipleHeights" set-up: a subview out of autoresizing with no
    /// constraints is laid out at (0, 0, 0, 0); testHeight (180), testHeightPercentage (25 %) and
    /// testMultipleHeightsAtOnce (three views 63 high) keep the origin and a zero width.
    @Test func heightsAlone() {
        let f = Fixture()
        f.layout()
        Self.expectFrame(f.v, 0, 0, 0, 0)
        Self.make(f.v, .height, constant: 180)
        f.layout()
        Self.expectFrame(f.v, 0, 0, 0, 180)
        let g = Fixture()
        Self.make(g.v, .height, .equal, g.root, .height, multiplier: 0.25)
        g.layout()
        Self.expectFrame(g.v, 0, 0, 0, g.height * 0.25, within: 0.5)
        let h = Fixture()
        h.v.removeFromSuperview()
        let views = [UIView(), UIView(), UIView()]
        for view in views { h.add(view); Self.make(view, .height, constant: 63) }
        h.layout()
        for view in views { Self.expectFrame(view, 0, 0, 0, 63) }
    }

    /// testEmptyLeftMargin, testDefaultMargin (8), testLeftMargin (75), testEmptyRightMargin, testDefaultRightMargin
    /// (8), testRightMargin (14), and each one's RTL case, for a zero-width view: leading constants count from the
    /// right edge leftwards in a right-to-left superview, trailing ones from the left edge rightwards (**fixed**).
    @Test func marginsToTheSuperviewBothWays() {
        for rightToLeft in [false, true] {
            for (leading, inset) in [(true, CGFloat(0)), (true, 8), (true, 75), (false, 0), (false, 8), (false, 14)] {
                let f = Fixture(rightToLeft: rightToLeft)
                if leading {
                    Self.make(f.v, .leading, constant: inset)
                } else {
                    Self.make(f.v, .trailing, constant: -inset)
                }
                f.layout()
                let fromLeft = leading != rightToLeft
                Self.expectFrame(f.v, fromLeft ? inset : f.width - inset, 0, 0, 0)
            }
        }
    }

    /// testDefaultMarginBetweenTwoViews (8: `v2` at 18), testMarginBetweenTwoViews (52: at 62), and their RTL cases
    /// (`v1` at the right edge, `v2` 18 and 62 from it).
    @Test func spacingBetweenTwoViews() {
        for rightToLeft in [false, true] {
            for spacing in [CGFloat(8), 52] {
                let f = Fixture(rightToLeft: rightToLeft)
                f.v.removeFromSuperview()
                let v1 = UIView(), v2 = UIView()
                f.add(v1, v2)
                Self.expectFrame(v1, 0, 0, 0, 0)
                Self.make(v1, .leading)
                Self.make(v1, .width, constant: 10)
                Self.make(v2, .leading, .equal, v1, .trailing, constant: spacing)
                f.layout()
                Self.expectFrame(v1, rightToLeft ? f.width - 10 : 0, 0, 10, 0)
                Self.expectFrame(v2, rightToLeft ? f.width - 10 - spacing : 10 + spacing, 0, 0, 0)
            }
        }
    }

    /// testArrayRightConstraint and its RTL case: `v1-52-v2.width(10)-31-|`: `v2` 31 before the trailing edge,
    /// `v1` 52 before `v2`.
    @Test func aChainToTheTrailingEdge() {
        for rightToLeft in [false, true] {
            let f = Fixture(rightToLeft: rightToLeft)
            f.v.removeFromSuperview()
            let v1 = UIView(), v2 = UIView()
            f.add(v1, v2)
            Self.make(v2, .width, constant: 10)
            Self.make(v2, .trailing, constant: -31)
            Self.make(v2, .leading, .equal, v1, .trailing, constant: 52)
            f.layout()
            if rightToLeft {
                Self.expectFrame(v1, 31 + 10 + 52, 0, 0, 0)
                Self.expectFrame(v2, 31, 0, 10, 0)
            } else {
                Self.expectFrame(v1, f.width - 31 - 10 - 52, 0, 0, 0)
                Self.expectFrame(v2, f.width - 31 - 10, 0, 10, 0)
            }
        }
    }

    /// A right-to-left direction given after the constraints were made (FullLayoutTests' `testFullLayoutRTL` sets
    /// it on the controller's view, then lays out): the next layout mirrors them (**fixed**).
    @Test func aDirectionSetAfterTheConstraintsIsFollowed() {
        let f = Fixture()
        Self.size(f.v, 54, 47)
        Self.make(f.v, .leading)
        Self.make(f.v, .top, constant: 100)
        f.layout()
        Self.expectFrame(f.v, 0, 100, 54, 47)
        f.root.semanticContentAttribute = .forceRightToLeft
        f.layout()
        Self.expectFrame(f.v, f.width - 54, 100, 54, 47)
        f.root.semanticContentAttribute = .forceLeftToRight
        f.layout()
        Self.expectFrame(f.v, 0, 100, 54, 47)
        // A box 200 wide at the leading edge, holding a 20-wide view 10 from its own leading edge: the direction set
        // on the root reaches the box's constraints too (they inherit it).
        let box = UIView(), inner = UIView()
        f.add(box)
        inner.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(inner)
        Self.size(box, 200, 50)
        Self.make(box, .leading)
        Self.make(box, .top)
        Self.size(inner, 20, 5)
        Self.make(inner, .leading, constant: 10)
        Self.make(inner, .top)
        f.layout()
        Self.expectFrame(box, 0, 0, 200, 50)
        Self.expectFrame(inner, 10, 0, 20, 5)
        f.root.semanticContentAttribute = .forceRightToLeft
        f.layout()
        Self.expectFrame(box, f.width - 200, 0, 200, 50)
        Self.expectFrame(inner, 200 - 10 - 20, 0, 20, 5)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    // MARK: GetConstraintsTests.swift

    /// testCanGetTrailingConstraint and testCanGetLeadingonstraint: an anchor's constraint, activated, is required
    /// (1000), held by the superview, and reads back its items, attributes, multiplier 1, relation and constant; a
    /// size constraint (testCanGetHeightConstraint) has no second item and `.notAnAttribute`.
    @Test func anchorConstraintsReadBack() {
        let spv = UIView(), v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        spv.addSubview(v)
        let c = v.trailingAnchor.constraint(equalTo: spv.trailingAnchor, constant: 104)
        c.isActive = true
        #expect(spv.constraints.contains { $0 === c } && c.isActive)
        #expect(c.firstItem === v && c.secondItem === spv && c.firstAttribute == .trailing && c.secondAttribute == .trailing)
        #expect(c.multiplier == 1 && c.relation == .equal && c.constant == 104 && c.priority.rawValue == 1000)
        let h = Self.make(v, .height, constant: 35)
        #expect(h.secondItem == nil && h.secondAttribute == .notAnAttribute && h.priority.rawValue == 751 && h.isActive)
        #expect(v.constraints.contains { $0 === h })
    }

    // MARK: HierarchyTests.swift and ContentTests.swift

    /// legacyTableViewCellSV, tableViewCellSubviews, legacyCollectionViewCellSV, testCollectionViewCellSubviews: a
    /// new cell's content view has no subviews of its own, so the two added are its only ones.
    @Test func aNewCellsContentViewIsEmpty() {
        let table = UITableViewCell()
        let collection = UICollectionViewCell()
        for contentView in [table.contentView, collection.contentView] {
            let v1 = UIView(), v2 = UIView()
            contentView.addSubview(v1)
            contentView.addSubview(v2)
            #expect(contentView.subviews.count == 2 && contentView.subviews.contains(v1) && contentView.subviews.contains(v2))
        }
    }

    /// UIButtonContentTests.testText: a title set for `.normal` is the current title, and a new button's state is
    /// `.normal`; UILabelContentTests and UITextFieldContentTests: text and placeholder read back.
    @Test func titlesAndPlaceholdersReadBack() {
        let button = UIButton()
        button.setTitle("TitleTest", for: .normal)
        #expect(button.currentTitle == "TitleTest" && button.state == .normal)
        let label = UILabel()
        label.text = "TitleTest"
        #expect(label.text == "TitleTest")
        let field = UITextField()
        field.placeholder = "TitleTest"
        #expect(field.placeholder == "TitleTest")
    }
}

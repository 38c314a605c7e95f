// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What UIKit's Auto Layout makes of the constraints PureLayout builds, as PureLayout's XCTest suite pins it on an
/// iOS simulator (PureLayout/PureLayout, `PureLayout/PureLayoutTests/*.m` @1d9a466e4e34e00d1061ab31a71d87d04d06ff93,
/// `PureLayoutPinEdgesTests.m` @04a3a0bc61956d76df9ef8649a8793c56ce395cc, `Example/PureLayoutTests/*.m`
/// @abca01e69d7ca301b8624334294c5053028fe145): frames after `setNeedsLayout()` + `layoutIfNeeded()` of a 1000 × 1000
/// container (within 1 pt, the suite's `EPSILON`), which view holds which constraint, what a priority or a content
/// priority reads back. Each test builds, with UIKit's own initializer, the constraints PureLayout's method builds
/// (named in the comment), and checks UIKit's answer. Rows in Docs/Fidelity.md, "Behaviours checked against SnapKit's,
/// PureLayout's and .NET MAUI's device tests".
@Suite struct PureLayoutCrossCheckTests {
    /// `PureLayoutTestBase`: a 1000 × 1000 container holding viewA (with viewA_A, viewA_B), viewB, viewC and viewD,
    /// each made by `newAutoLayoutView` (`translatesAutoresizingMaskIntoConstraints = false`).
    final class Fixture {
        let world = TestWorld()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let viewA = Fixture.autoLayoutView(), viewA_A = Fixture.autoLayoutView(), viewA_B = Fixture.autoLayoutView()
        let viewB = Fixture.autoLayoutView(), viewC = Fixture.autoLayoutView(), viewD = Fixture.autoLayoutView()
        var views: [UIView] { [viewA, viewB, viewC, viewD] }

        init() {
            container.addSubview(viewA)
            viewA.addSubview(viewA_A)
            viewA.addSubview(viewA_B)
            for view in [viewB, viewC, viewD] { container.addSubview(view) }
        }

        static func autoLayoutView() -> UIView {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }

        /// `evaluateConstraints`.
        func evaluate() {
            container.setNeedsLayout()
            container.layoutIfNeeded()
        }
    }

    /// `item.attribute relation other.attribute × multiplier + constant`, activated (PureLayout's `autoInstall`).
    @discardableResult
    static func install(_ item: UIView, _ attribute: NSLayoutConstraint.Attribute, _ other: UIView?,
                        _ otherAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat = 0,
                        relation: NSLayoutConstraint.Relation = .equal, multiplier: CGFloat = 1) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                   attribute: otherAttribute, multiplier: multiplier, constant: constant)
        c.isActive = true
        return c
    }

    /// `autoSetDimensionsToSize:`.
    @discardableResult
    static func size(_ view: UIView, _ width: CGFloat, _ height: CGFloat) -> [NSLayoutConstraint] {
        [install(view, .width, nil, .notAnAttribute, width), install(view, .height, nil, .notAnAttribute, height)]
    }

    /// The suite's `ROUNDED_EQUALS`: within 1 pt.
    static func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1 }
    static func near(_ r: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
        near(r.minX, x) && near(r.minY, y) && near(r.width, w) && near(r.height, h)
    }

    // MARK: PureLayoutCenteringTests.m

    /// testAutoCenterInSuperview: a 100 × 100 view centred in the container is at (450, 450); an 80 × 124 one at
    /// (460, 438). `autoCenterInSuperview` is centreX and centreY equal to the superview's.
    @Test func centringInTheSuperview() {
        let f = Fixture()
        Self.size(f.viewA, 100, 100)
        Self.install(f.viewA, .centerX, f.container, .centerX)
        Self.install(f.viewA, .centerY, f.container, .centerY)
        f.evaluate()
        #expect(Self.near(f.viewA.frame.midX, 500) && Self.near(f.viewA.frame.midY, 500))
        #expect(Self.near(f.viewA.frame, 450, 450, 100, 100), "\(f.viewA.frame)")
        Self.size(f.viewB, 80, 124)
        Self.install(f.viewB, .centerX, f.container, .centerX)
        Self.install(f.viewB, .centerY, f.container, .centerY)
        f.evaluate()
        #expect(Self.near(f.viewB.frame, 460, 438, 80, 124), "\(f.viewB.frame)")
    }

    /// testAutoAlignAxisToSuperviewAxis: each axis alone centres on that axis (500); a plain view's baseline aligned
    /// to its plain superview's baseline puts its bottom at the superview's bottom (maxY 1000): "viewD and its
    /// superview are regular UIViews which have no baseline offset, so the baseline is treated as the bottom edge".
    @Test func aPlainViewsBaselineIsItsBottomEdge() {
        let f = Fixture()
        Self.size(f.viewB, 150, 200)
        Self.install(f.viewB, .centerX, f.container, .centerX)
        f.evaluate()
        #expect(Self.near(f.viewB.frame.midX, 500))
        Self.install(f.viewB, .centerY, f.container, .centerY)
        f.evaluate()
        #expect(Self.near(f.viewB.frame.midY, 500))
        Self.size(f.viewC, 25, 20)
        Self.install(f.viewC, .centerY, f.container, .centerY)
        Self.install(f.viewC, .centerX, f.container, .centerX)
        f.evaluate()
        #expect(Self.near(f.viewC.frame.midY, 500) && Self.near(f.viewC.frame.midX, 500))
        Self.size(f.viewD, 400, 100)
        Self.install(f.viewD, .lastBaseline, f.container, .lastBaseline)
        f.evaluate()
        #expect(Self.near(f.viewD.frame.maxY, 1000), "\(f.viewD.frame)")
    }

    // MARK: PureLayoutPinEdgesTests.m

    /// testAutoPinEdgeToSuperviewEdge: insets become constants (top +10, left +5, right −0, bottom −(−10)), so viewA
    /// is at (5, 10) and then 995 × 1000; viewB's trailing 0 and bottom inset −52 put its far corner at
    /// (1000, 1052), its leading inset 500 at x 500, and its top 0 at (500, 0, 500, 1052).
    @Test func pinningEdgesToTheSuperview() {
        let f = Fixture()
        Self.install(f.viewA, .top, f.container, .top, 10)
        Self.install(f.viewA, .left, f.container, .left, 5)
        f.evaluate()
        #expect(Self.near(f.viewA.frame.minX, 5) && Self.near(f.viewA.frame.minY, 10), "\(f.viewA.frame)")
        Self.install(f.viewA, .right, f.container, .right, -0)
        Self.install(f.viewA, .bottom, f.container, .bottom, 10)
        f.evaluate()
        #expect(Self.near(f.viewA.frame, 5, 10, 995, 1000), "\(f.viewA.frame)")

        Self.install(f.viewB, .trailing, f.container, .trailing, 0)
        Self.install(f.viewB, .bottom, f.container, .bottom, 52)
        f.evaluate()
        #expect(Self.near(f.viewB.frame.maxX, 1000) && Self.near(f.viewB.frame.maxY, 1052), "\(f.viewB.frame)")
        Self.install(f.viewB, .leading, f.container, .leading, 500)
        f.evaluate()
        #expect(Self.near(f.viewB.frame.minX, 500))
        Self.install(f.viewB, .top, f.container, .top, 0)
        f.evaluate()
        #expect(Self.near(f.viewB.frame, 500, 0, 500, 1052), "\(f.viewB.frame)")
    }

    // MARK: PureLayoutDistributeTests.m

    /// `autoDistributeViewsAlongAxis:alignedTo:withFixedSpacing:` (inset spacing, matched sizes): the first view's
    /// leading edge `spacing` from the superview's, each next one `spacing` after the one before, equal sizes, the
    /// last one's trailing edge `spacing` before the superview's, each aligned to the one before.
    static func distribute(_ views: [UIView], in container: UIView, axis: NSLayoutConstraint.Axis,
                           alignedTo alignment: NSLayoutConstraint.Attribute, spacing: CGFloat) -> [NSLayoutConstraint] {
        let (first, last, size): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            axis == .horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        var made: [NSLayoutConstraint] = []
        var previous: UIView?
        for view in views {
            if let previous {
                made.append(install(view, first, previous, last, spacing))
                made.append(install(view, size, previous, size))
                made.append(install(view, alignment, previous, alignment))
            } else {
                made.append(install(view, first, container, first, spacing))
            }
            previous = view
        }
        if let previous { made.append(install(previous, last, container, last, -spacing)) }
        return made
    }

    /// `autoDistributeViewsAlongAxis:alignedTo:withFixedSize:` (inset spacing): each view `size` long, its centre at
    /// the superview's centre × (2i + 2)/(n + 1) + (multiplier − 1) × size / 2, aligned to the one before.
    static func distribute(_ views: [UIView], in container: UIView, axis: NSLayoutConstraint.Axis,
                           alignedTo alignment: NSLayoutConstraint.Attribute, size: CGFloat) -> [NSLayoutConstraint] {
        let (centre, dimension): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            axis == .horizontal ? (.centerX, .width) : (.centerY, .height)
        var made: [NSLayoutConstraint] = []
        var previous: UIView?
        for (i, view) in views.enumerated() {
            made.append(install(view, dimension, nil, .notAnAttribute, size))
            let multiplier = max(CGFloat(i * 2 + 2) / CGFloat(views.count + 1), 0.00001)
            made.append(install(view, centre, container, centre, (multiplier - 1) * size / 2, multiplier: multiplier))
            if let previous { made.append(install(view, alignment, previous, alignment)) }
            previous = view
        }
        return made
    }

    /// `assertViews:areDistributedHorizontallyWithWidth:andSpacing:` and its vertical twin: each view starts
    /// `spacing` after the previous one's end (after 0 for the first) and is `length` long.
    static func expectDistributed(_ views: [UIView], axis: NSLayoutConstraint.Axis, length: CGFloat, spacing: CGFloat,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        var end: CGFloat = 0
        for view in views {
            let (start, size, maximum) = axis == .horizontal
                ? (view.frame.minX, view.frame.width, view.frame.maxX) : (view.frame.minY, view.frame.height, view.frame.maxY)
            #expect(near(start, end + spacing) && near(size, length), "\(view.frame), expected \(end + spacing) + \(length)",
                    sourceLocation: sourceLocation)
            end = maximum
        }
    }

    /// testAutoDistributeViewsHorizontallyWithFixedSpacing and …Vertically…: spacings 20, −30, 0 (horizontal,
    /// aligned on top, baseline, centre Y) and 20, 0, −35 (vertical, aligned on right, leading, centre X) give views
    /// (1000 − 5 × spacing) / 4 long, `spacing` apart and from the ends; removing the constraints between runs
    /// (`autoRemoveConstraints`) leaves nothing behind.
    @Test func distributingWithAFixedSpacing() {
        let f = Fixture()
        for (spacing, alignment) in [(CGFloat(20), NSLayoutConstraint.Attribute.top), (-30, .lastBaseline), (0, .centerY)] {
            let made = Self.distribute(f.views, in: f.container, axis: .horizontal, alignedTo: alignment, spacing: spacing)
            f.evaluate()
            Self.expectDistributed(f.views, axis: .horizontal, length: (1000 - 5 * spacing) / 4, spacing: spacing)
            NSLayoutConstraint.deactivate(made)
        }
        for (spacing, alignment) in [(CGFloat(20), NSLayoutConstraint.Attribute.right), (0, .leading), (-35, .centerX)] {
            let made = Self.distribute(f.views, in: f.container, axis: .vertical, alignedTo: alignment, spacing: spacing)
            f.evaluate()
            Self.expectDistributed(f.views, axis: .vertical, length: (1000 - 5 * spacing) / 4, spacing: spacing)
            NSLayoutConstraint.deactivate(made)
        }
        #expect(f.container.constraints.isEmpty && f.views.allSatisfy { $0.constraints.isEmpty })
    }

    /// testAutoDistributeViewsHorizontallyWithFixedSize and …Vertically…: sizes 20, 0, 250 (horizontal) and 20, 0,
    /// 500 (vertical: 2000 pt of views in 1000, so −200-pt gaps) give views of that size with equal gaps
    /// (1000 − 4 × size) / 5, from a multiplier on the superview's centre.
    @Test func distributingWithAFixedSize() {
        let f = Fixture()
        for (size, alignment) in [(CGFloat(20), NSLayoutConstraint.Attribute.top), (0, .bottom), (250, .centerY)] {
            let made = Self.distribute(f.views, in: f.container, axis: .horizontal, alignedTo: alignment, size: size)
            f.evaluate()
            Self.expectDistributed(f.views, axis: .horizontal, length: size, spacing: (1000 - 4 * size) / 5)
            NSLayoutConstraint.deactivate(made)
        }
        for (size, alignment) in [(CGFloat(20), NSLayoutConstraint.Attribute.left), (0, .trailing), (500, .centerX)] {
            let made = Self.distribute(f.views, in: f.container, axis: .vertical, alignedTo: alignment, size: size)
            f.evaluate()
            Self.expectDistributed(f.views, axis: .vertical, length: size, spacing: (1000 - 4 * size) / 5)
            NSLayoutConstraint.deactivate(made)
        }
    }

    // MARK: PureLayoutInstallationTests.m and PureLayoutRemovalTests.m

    /// testInstallNilItems, testInstallTwoItems, testInstallFirstItem: `NSLayoutConstraint()` has no items; making
    /// a constraint installs nothing; activated, one between two siblings is held by their superview (+1), a width
    /// with no second item by the view itself (+1).
    @Test func whereAnActivatedConstraintIsHeld() {
        let f = Fixture()
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil && empty.secondItem == nil)
        let before = f.container.constraints.count
        let between = NSLayoutConstraint(item: f.viewA, attribute: .top, relatedBy: .equal, toItem: f.viewB,
                                         attribute: .bottom, multiplier: 1, constant: 0)
        #expect(f.container.constraints.count == before)
        between.isActive = true
        #expect(f.container.constraints.count == before + 1)
        let width = NSLayoutConstraint(item: f.viewC, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 10)
        width.isActive = true
        #expect(f.viewC.constraints.count == 1 && f.container.constraints.count == before + 1)
    }

    /// testRemoveConstraint, testRemoveConstraintFromSingleView, testRemove: centring puts constraints on the
    /// superview and deactivating one leaves one fewer; a width on the view itself, and a height on the container
    /// itself, go the same way; a view moved into its sibling can be centred there.
    @Test func removingAConstraintTakesItFromItsHolder() {
        let f = Fixture()
        Self.install(f.viewA, .centerX, f.container, .centerX)
        Self.install(f.viewA, .centerY, f.container, .centerY)
        let count = f.container.constraints.count
        #expect(count == 2)
        f.container.constraints[0].isActive = false
        #expect(f.container.constraints.count == count - 1)
        f.viewB.removeFromSuperview()
        f.viewA.addSubview(f.viewB)
        Self.install(f.viewB, .centerX, f.viewA, .centerX)
        #expect(f.viewA.constraints.count == 1)

        let width = Self.install(f.viewA, .width, nil, .notAnAttribute, 10)
        let widths = f.viewA.constraints.count
        width.isActive = false
        #expect(f.viewA.constraints.count == widths - 1)
        let height = Self.install(f.container, .height, nil, .notAnAttribute, 0)
        #expect(f.container.constraints.contains { $0 === height })
        height.isActive = false
        #expect(!f.container.constraints.contains { $0 === height })
    }

    /// testRemoveConstraintFromNotImmediateSuperview: a constraint taken from the view that holds it
    /// (`removeConstraint`) and added to a higher ancestor (`addConstraint`) is held there, and deactivating it takes
    /// it from that ancestor.
    @Test func aConstraintHeldByAHigherAncestorIsRemovedFromIt() {
        let f = Fixture()
        f.viewC.removeFromSuperview()
        f.viewB.removeFromSuperview()
        f.viewA.addSubview(f.viewB)
        f.viewB.addSubview(f.viewC)
        let constraint = Self.install(f.viewC, .centerY, f.viewB, .centerY)
        #expect(f.viewB.constraints.count == 1)
        f.viewB.removeConstraint(constraint)
        #expect(!constraint.isActive && f.viewB.constraints.isEmpty)
        f.container.addConstraint(constraint)
        #expect(constraint.isActive)
        let count = f.container.constraints.count
        #expect(count > 0)
        constraint.isActive = false
        #expect(f.container.constraints.count == count - 1)
    }

    /// testRemoveConstraints: four views distributed with a fixed size of 10 and aligned on centre Y put
    /// constraints on the container; removing them all leaves none.
    @Test func removingADistributionLeavesTheContainerEmpty() {
        let f = Fixture()
        let made = Self.distribute(f.views, in: f.container, axis: .horizontal, alignedTo: .centerY, size: 10)
        #expect(!f.container.constraints.isEmpty)
        NSLayoutConstraint.deactivate(made)
        #expect(f.container.constraints.isEmpty)
    }

    // MARK: What UIKit's initializer refuses (PureLayout issue 216, `…withFixedSize:`, `…ExcludingEdge:`)

    /// A location equal to a constant — no second item, or a multiplier of 0 — is refused when made (UIKit raises,
    /// iOS 8.3 SDK on; PureLayout issue 216 logs it for a pin to a missing superview, and `…withFixedSize:` lifts a
    /// 0 multiplier to 0.00001 "to prevent a crash"): ViewTree reports UIKit's reason and the constraint is never
    /// held; the 0.00001 multiplier and a size equal to a constant are made and held. **Fixed**: ViewTree made them.
    @Test func aLocationEqualToAConstantIsRefused() {
        let f = Fixture()
        let reason = NSLayoutConstraint.locationEqualToConstantMessage
        let pinned = NSLayoutConstraint(item: f.viewA, attribute: .left, relatedBy: .equal, toItem: nil,
                                        attribute: .notAnAttribute, multiplier: 1, constant: 20)
        let zero = NSLayoutConstraint(item: f.viewB, attribute: .centerX, relatedBy: .equal, toItem: f.container,
                                      attribute: .centerX, multiplier: 0, constant: 0)
        #expect(f.world.simulation.diagnostics.filter { $0.message.contains(reason) }.count == 2)
        pinned.isActive = true
        f.container.addConstraint(zero)
        #expect(!pinned.isActive && !zero.isActive)
        #expect(f.container.constraints.isEmpty && f.viewA.constraints.isEmpty)
        let lifted = Self.install(f.viewB, .centerX, f.container, .centerX, multiplier: 0.00001)
        let width = Self.install(f.viewA, .width, nil, .notAnAttribute, 20)
        #expect(lifted.isActive && width.isActive)
        f.evaluate()
        #expect(Self.near(f.viewA.frame.width, 20))
    }

    /// Leading or trailing against left or right is refused when made (UIKit raises: "Use leading/trailing for both or
    /// neither"), with or without margins, whichever comes first — which is why PureLayout's `…ExcludingEdge:` pins
    /// right, not trailing, when left is excluded (`testAutoPinEdgesExcludingLeftEdgeDoesNotUseTrailing`); leading
    /// to leading, left to right, and left to top (SnapKit's suite) are made. **Fixed**: ViewTree made them.
    @Test func leadingAgainstLeftIsRefused() {
        let f = Fixture()
        let reason = NSLayoutConstraint.mixedHorizontalDirectionsMessage
        let refused: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] =
            [(.leading, .left), (.right, .trailing), (.trailingMargin, .right), (.left, .leadingMargin)]
        for (first, second) in refused {
            let c = NSLayoutConstraint(item: f.viewA, attribute: first, relatedBy: .equal, toItem: f.container,
                                       attribute: second, multiplier: 1, constant: 0)
            c.isActive = true
            #expect(!c.isActive, "\(first) to \(second)")
        }
        // Each is reported when made, and again when activated.
        #expect(f.world.simulation.diagnostics.filter { $0.message.contains(reason) }.count == 2 * refused.count)
        #expect(f.container.constraints.isEmpty)
        for (first, second) in [(NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.leading), (.left, .right), (.left, .top)] {
            #expect(Self.install(f.viewA, first, f.container, second).isActive, "\(first) to \(second)")
        }
        #expect(f.container.constraints.count == 3)
    }

    // MARK: PureLayoutPriorityTests.m, PureLayoutPriorityTests-iOS.m

    /// `defaultPriorities` and the priority tests: UIKit's named priorities are fitting size 50, default high 750,
    /// required 1000, default low 250; a new constraint is required; a priority set before activation is kept
    /// through activation and deactivation, and an inactive constraint's priority can change (low to high).
    @Test func prioritiesAreKeptThroughActivation() {
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultLow.rawValue == 250)
        let f = Fixture()
        let made = NSLayoutConstraint(item: f.viewD, attribute: .centerX, relatedBy: .equal, toItem: f.container,
                                      attribute: .centerX, multiplier: 1, constant: 0)
        #expect(made.priority == .required)
        made.priority = .defaultLow
        #expect(made.priority == .defaultLow)
        made.isActive = true
        #expect(made.priority == .defaultLow)
        made.isActive = false
        #expect(made.priority == .defaultLow)
        made.priority = .defaultHigh
        made.isActive = true
        #expect(made.priority == .defaultHigh)
        for priority in [UILayoutPriority.fittingSizeLevel, .defaultHigh, .required, .defaultLow] {
            let c = NSLayoutConstraint(item: f.viewA, attribute: .bottom, relatedBy: .equal, toItem: f.container,
                                       attribute: .bottom, multiplier: 1, constant: -15)
            c.priority = priority
            c.isActive = true
            #expect(c.priority == priority)
        }
        #expect(f.world.simulation.diagnostics.isEmpty)
    }

    /// testPriorityForContentCompressionResistanceAndContentHugging: a label's content priorities read back what
    /// was set on each axis: compression 1000 (horizontal) and 51 (vertical), hugging 1000 and 749.
    @Test func contentPrioritiesReadBack() {
        let f = Fixture()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Some text."
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(UILayoutPriority.fittingSizeLevel + 1, for: .vertical)
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentHuggingPriority(UILayoutPriority.defaultHigh - 1, for: .vertical)
        #expect(label.contentCompressionResistancePriority(for: .horizontal) == .required)
        #expect(label.contentCompressionResistancePriority(for: .vertical).rawValue == 51)
        #expect(label.contentHuggingPriority(for: .horizontal) == .required)
        #expect(label.contentHuggingPriority(for: .vertical).rawValue == 749)
        #expect(f.world.simulation.diagnostics.isEmpty)
    }

    // MARK: PureLayoutIdentifierTests.m

    /// testIdentifyConstraintsCreatedWithoutInstalling: a new constraint has no identifier; one set before
    /// activation is kept through it (a height of 25 named "Identify2", a width against a height named "Identifier1").
    @Test func identifiersAreKeptThroughActivation() {
        let f = Fixture()
        let plain = NSLayoutConstraint(item: f.viewA, attribute: .width, relatedBy: .equal, toItem: f.viewB,
                                       attribute: .height, multiplier: 1, constant: 0)
        let named = NSLayoutConstraint(item: f.viewC, attribute: .width, relatedBy: .equal, toItem: f.viewD,
                                       attribute: .height, multiplier: 1, constant: 0)
        named.identifier = "Identifier1"
        #expect(plain.identifier == nil && named.identifier == "Identifier1")
        NSLayoutConstraint.activate([plain, named])
        #expect(plain.identifier == nil && named.identifier == "Identifier1")
        let height = Self.install(f.viewD, .height, nil, .notAnAttribute, 25)
        height.identifier = "Identify2"
        #expect(f.viewD.constraints.first?.identifier == "Identify2")
    }

    // MARK: PureLayoutInternalTests.m

    /// testAttributeEnums and testLayoutAttributeForAttribute: PureLayout's attributes are UIKit's raw values, left 1
    /// … trailing 6, width 7, height 8, centre X 9, centre Y 10, (last) baseline 11, first baseline 12, left margin
    /// 13 … centre Y within margins 20, not an attribute 0; the axes horizontal 0 and vertical 1.
    @Test func attributeRawValuesAreUIKits() {
        let expected: [(NSLayoutConstraint.Attribute, Int)] = [
            (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5), (.trailing, 6), (.width, 7), (.height, 8),
            (.centerX, 9), (.centerY, 10), (.lastBaseline, 11), (.baseline, 11), (.firstBaseline, 12), (.leftMargin, 13),
            (.rightMargin, 14), (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17), (.trailingMargin, 18),
            (.centerXWithinMargins, 19), (.centerYWithinMargins, 20), (.notAnAttribute, 0),
        ]
        for (attribute, raw) in expected { #expect(attribute.rawValue == raw, "\(attribute)") }
        #expect(NSLayoutConstraint.Axis.horizontal.rawValue == 0 && NSLayoutConstraint.Axis.vertical.rawValue == 1)
    }
}

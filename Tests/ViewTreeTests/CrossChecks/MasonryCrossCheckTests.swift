// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What UIKit does with the constraints Masonry installs, as Masonry's own specs pin it on an iOS simulator
/// (SnapKit/Masonry `Tests/Specs/`: `MASViewConstraintSpec.m` @0dd14581, `MASConstraintMakerSpec.m` @04ace9d1,
/// `MASCompositeConstraintSpec.m` @0dd14581, `NSLayoutConstraint+MASDebugAdditionsSpec.m` @1417abc3,
/// `View+MASAdditionsSpec.m` @3e096e93, `ViewController+MASAdditionsSpec.m` @b88578c2). Masonry's `install`
/// (`Masonry/MASViewConstraint.m` @01fbc310) makes an `MASLayoutConstraint` — its own subclass of
/// `NSLayoutConstraint`, carrying a debug key — with UIKit's initializer, sets its priority, and adds it with
/// `addConstraint(_:)` to the items' closest common superview (the view itself for a size against a constant; the
/// superview, with the same attribute, for a location against a constant); `uninstall` sets `isActive = false`, a
/// later `install` `isActive = true`. `mas_updateConstraints` finds an installed constraint to update by walking the
/// holder's `constraints` backwards for an `MASLayoutConstraint` alike in all but its constant. The specs then read
/// UIKit's answers: the holder's `constraints`, and what the held constraint says. Each test below names the spec
/// case it checks. Rows in Docs/Fidelity.md, "Behaviours checked against Masonry's, Cartography's and
/// DifferenceKit's device tests".
@Suite struct MasonryCrossCheckTests {
    /// `MASLayoutConstraint`: a subclass of UIKit's constraint with a key of its own.
    final class KeyedConstraint: NSLayoutConstraint {
        var key: String?
    }

    /// The specs' fixture: a superview (no frame, no window) holding `view` and `otherView`, left in autoresizing
    /// (Masonry's specs drive the maker directly, which does not take views out of it).
    struct Fixture {
        let world = TestWorld()
        let superview = UIView(), view = UIView(), otherView = UIView()

        init() {
            superview.addSubview(view)
            superview.addSubview(otherView)
        }
    }

    /// `MASViewConstraint.install`: the constraint made with UIKit's initializer, its priority set, added to the
    /// closest common superview (the first item itself for a size against a constant, its superview — with the
    /// same attribute — for a location against a constant).
    @discardableResult
    static func install(_ item: UIView, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
                        _ other: UIView? = nil, _ otherAttribute: NSLayoutConstraint.Attribute? = nil,
                        multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
                        key: String? = nil) -> KeyedConstraint {
        let isSize = attribute == .width || attribute == .height
        let second = other ?? (isSize ? nil : item.superview)
        let c = KeyedConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: second,
                                attribute: second == nil ? .notAnAttribute : otherAttribute ?? attribute,
                                multiplier: multiplier, constant: constant)
        c.priority = priority
        c.key = key
        let holder = other.map { closestCommonSuperview(item, $0) } ?? (isSize ? item : item.superview)
        holder?.addConstraint(c)
        return c
    }

    /// `mas_closestCommonSuperview:`.
    static func closestCommonSuperview(_ a: UIView, _ b: UIView) -> UIView? {
        var candidate: UIView? = a
        while let view = candidate {
            if b.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    /// `layoutConstraintSimilarTo:`: the last `MASLayoutConstraint` the holder holds with the same items,
    /// attributes, relation, multiplier and priority.
    static func similar(to c: NSLayoutConstraint, in holder: UIView) -> KeyedConstraint? {
        for case let existing as KeyedConstraint in holder.constraints.reversed()
        where existing.firstItem === c.firstItem && existing.secondItem === c.secondItem
            && existing.firstAttribute == c.firstAttribute && existing.secondAttribute == c.secondAttribute
            && existing.relation == c.relation && existing.multiplier == c.multiplier && existing.priority == c.priority {
            return existing
        }
        return nil
    }

    /// MASViewConstraintSpec testInstallLayoutConstraintOnCommit: `view.width == otherView.height × 0.5 + 10` at
    /// priority 345 reads back its attributes (width, height), items, relation, constant 10, priority 345 and
    /// multiplier 0.5, and is the superview's first constraint — the very object added, of Masonry's subclass.
    @Test func anInstalledConstraintReadsBackWhatItWasMadeWith() {
        let f = Fixture()
        let c = Self.install(f.view, .width, .equal, f.otherView, .height, multiplier: 0.5, constant: 10,
                             priority: UILayoutPriority(rawValue: 345), key: "width")
        #expect(c.firstAttribute == .width && c.secondAttribute == .height)
        #expect(c.firstItem === f.view && c.secondItem === f.otherView)
        #expect(c.relation == .equal && c.constant == 10 && c.multiplier == 0.5)
        #expect(c.priority == UILayoutPriority(rawValue: 345))
        #expect(f.superview.constraints.first === c)
        #expect((f.superview.constraints.first as? KeyedConstraint)?.key == "width")
        #expect(f.world.simulation.diagnostics.isEmpty)
    }

    /// MASViewConstraintSpec testInstallRelativeToSuperview: `make.baseline.equalTo(@10)` is `view.baseline ==
    /// superview.baseline + 10`, both attributes `.baseline` (= `.lastBaseline`), held by the superview.
    /// testInstallWidthAsConstant: `make.width.equalTo(@10)` has no second item (`.notAnAttribute`, `nil`) and is
    /// held by the view itself.
    @Test func constraintsAgainstAConstant() {
        let f = Fixture()
        let baseline = Self.install(f.view, .lastBaseline, constant: 10)
        #expect(baseline.firstAttribute == .lastBaseline && baseline.secondAttribute == .lastBaseline)
        #expect(baseline.firstItem === f.view && baseline.secondItem === f.superview)
        #expect(baseline.relation == .equal && baseline.constant == 10)
        #expect(f.superview.constraints.first === baseline)

        let width = Self.install(f.view, .width, constant: 10)
        #expect(width.firstAttribute == .width && width.secondAttribute == .notAnAttribute)
        #expect(width.firstItem === f.view && width.secondItem == nil)
        #expect(width.relation == .equal && width.constant == 10)
        #expect(f.view.constraints.first === width)
        #expect(f.world.simulation.diagnostics.isEmpty)
    }

    /// MASViewConstraintSpec testPriorityHigh, testPriorityLow, testPriorityMedium (Masonry's high, low and medium
    /// are 750, 250 and 500 on iOS), testMultiplierWithMultipliedBy (5), testMultiplierWithDividedBy (0.1, "close
    /// to"), testConstantUpdateAfterConstraintCreated (a constant set once installed reads back, 10).
    @Test func prioritiesMultipliersAndConstantsReadBack() {
        for raw in [Float(750), 250, 500] {
            let f = Fixture()
            let c = Self.install(f.view, .width, .equal, f.otherView, priority: UILayoutPriority(rawValue: raw))
            #expect(c.priority.rawValue == raw)
            #expect(f.superview.constraints.first?.priority.rawValue == raw)
        }
        let f = Fixture()
        #expect(Self.install(f.view, .width, .equal, f.otherView, multiplier: 5).multiplier == 5)
        #expect(abs(Self.install(f.view, .height, .equal, f.otherView, multiplier: 1.0 / 10).multiplier - 0.1) < 1e-6)
        let c = Self.install(f.otherView, .width, .equal, f.view)
        c.constant = 10
        #expect(c.constant == 10 && f.superview.constraints.last?.constant == 10)
    }

    /// MASViewConstraintSpec testUninstallConstraint and MASCompositeConstraintSpec testUninstall /
    /// testActivateDeactivate: constraints added to the superview with `addConstraint(_:)` leave it when made
    /// inactive (1 → 0, 2 → 0), and return to it — the items' closest common ancestor — when made active again (2).
    @Test func deactivatingAndReactivatingAddedConstraints() {
        let f = Fixture()
        let height = Self.install(f.view, .width, .equal, f.otherView, .height)
        #expect(f.superview.constraints.count == 1 && f.superview.constraints.first === height)
        height.isActive = false
        #expect(f.superview.constraints.isEmpty)

        let pair = [Self.install(f.view, .leading, .equal, f.otherView), Self.install(f.view, .trailing, .equal, f.otherView)]
        #expect(f.superview.constraints.count == 2)
        pair.forEach { $0.isActive = false }
        #expect(f.superview.constraints.isEmpty)
        pair.forEach { $0.isActive = true }
        #expect(f.superview.constraints.count == 2)
        #expect(f.view.constraints.isEmpty && f.otherView.constraints.isEmpty)
        #expect(f.world.simulation.diagnostics.isEmpty)
    }

    /// MASConstraintMakerSpec testUpdateConstraints: `left == newView.left + 10` installed on the superview reads
    /// 10 there; updating it (the held constraint found in `constraints`, its constant set to 20) leaves one
    /// constraint, the same object, reading 20. testDoNotUpdateConstraints: a `right` constraint is not similar, so it
    /// is added: two, in the order added (10, then 20).
    @Test func updatingAHeldConstraintInPlace() {
        let f = Fixture()
        let first = Self.install(f.view, .left, .equal, f.otherView, constant: 10)
        #expect(f.superview.constraints.first?.constant == 10)
        let candidate = KeyedConstraint(item: f.view, attribute: .left, relatedBy: .equal, toItem: f.otherView,
                                        attribute: .left, multiplier: 1, constant: 20)
        let existing = Self.similar(to: candidate, in: f.superview)
        #expect(existing === first)
        existing?.constant = candidate.constant
        #expect(f.superview.constraints.count == 1)
        #expect(f.superview.constraints.first === first && first.constant == 20)

        let g = Fixture()
        let left = Self.install(g.view, .left, .equal, g.otherView, constant: 10)
        let rightCandidate = KeyedConstraint(item: g.view, attribute: .right, relatedBy: .equal, toItem: g.otherView,
                                             attribute: .right, multiplier: 1, constant: 20)
        #expect(Self.similar(to: rightCandidate, in: g.superview) == nil)
        Self.install(g.view, .right, .equal, g.otherView, constant: 20)
        #expect(g.superview.constraints.count == 2)
        #expect(g.superview.constraints.map(\.constant) == [10, 20] && g.superview.constraints.first === left)
    }

    /// NSLayoutConstraint+MASDebugAdditionsSpec testDisplayConstraintKey: `make.left.greaterThanOrEqualTo(@[newView2,
    /// @10])` installs `newView1.left >= newView2.left` and `newView1.left >= superview.left + 10` on the superview;
    /// its first constraint is the one against newView2. (The description Masonry's subclass prints is its own.)
    @Test func aCompositeIsHeldInTheOrderMade() {
        let f = Fixture()
        let toView = Self.install(f.view, .left, .greaterThanOrEqual, f.otherView, key: "left[0]")
        let toConstant = Self.install(f.view, .left, .greaterThanOrEqual, constant: 10, key: "left[1]")
        #expect(f.superview.constraints.count == 2)
        #expect(f.superview.constraints.first === toView && f.superview.constraints.last === toConstant)
        #expect(toConstant.secondItem === f.superview && toConstant.relation == .greaterThanOrEqual)
    }

    /// View+MASAdditionsSpec (testSetTranslatesAutoresizingMaskIntoConstraints and the three others): a new view
    /// translates its autoresizing mask until Masonry's `mas_makeConstraints` turns it off; holding constraints
    /// does not turn it off by itself.
    @Test func newViewsTranslateTheirAutoresizingMask() {
        let f = Fixture()
        #expect(f.view.translatesAutoresizingMaskIntoConstraints)
        Self.install(f.view, .width, constant: 10)
        #expect(f.view.translatesAutoresizingMaskIntoConstraints)
        f.view.translatesAutoresizingMaskIntoConstraints = false
        #expect(!f.view.translatesAutoresizingMaskIntoConstraints)
    }
}

// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What UIKit does with the constraints SnapKit makes, as SnapKit's own suite pins it: `Tests/Tests.swift`
/// (SnapKit/SnapKit @f03dd0e85fec25170570b6a7a35bce37c0d09353) and `Tests/SafeAreaTests.swift`
/// (@ac350ec7c551550bf998700738efd76df429de0e), XCTest cases run on an iOS simulator. SnapKit turns each
/// `make.…` line into one `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
/// and activates it (`NSLayoutConstraint.activate`); its assertions then read UIKit's answers: which view holds each
/// constraint (`constraints.count`), what the held constraints say (`constant`, `identifier`, `firstAttribute`,
/// `secondAttribute`, `firstItem`, `secondItem`). Each test below builds the same constraints SnapKit's maker builds,
/// with UIKit's own initializer, and checks UIKit's answer; the SnapKit test is named in its comment. The rows are in
/// Docs/Fidelity.md, "Behaviours checked against SnapKit's, PureLayout's and .NET MAUI's device tests".
@Suite struct SnapKitCrossCheckTests {
    /// SnapKit's fixture: a container (no frame, in no window) with two subviews, which SnapKit's `makeConstraints`
    /// takes out of autoresizing.
    static func fixture() -> (t: TestWorld, container: UIView, v1: UIView, v2: UIView) {
        let t = TestWorld()
        let container = UIView()
        let v1 = UIView(), v2 = UIView()
        v1.translatesAutoresizingMaskIntoConstraints = false
        v2.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v1)
        container.addSubview(v2)
        return (t, container, v1, v2)
    }

    /// `item.attribute == other.attribute + constant`, inactive (SnapKit's `prepareConstraints`).
    static func equal(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, _ other: LayoutItem?,
                      _ otherAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat = 0) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: .equal,
                           toItem: other, attribute: otherAttribute, multiplier: 1, constant: constant)
    }

    /// `make.edges.equalTo(other)`: top, left, bottom, right, each to the same attribute of `other`.
    static func edges(_ view: UIView, to other: LayoutItem, offset: CGFloat = 0) -> [NSLayoutConstraint] {
        [NSLayoutConstraint.Attribute.top, .left, .bottom, .right].map { equal(view, $0, other, $0, offset) }
    }

    /// testMakeConstraints: `v1.top == v2.top + 50` and `v1.left == v2.top + 50` (a horizontal edge to a vertical
    /// one, which the initializer accepts: SnapKit's suite passes) are held by the siblings' superview (2); then
    /// `v2.edges == v1` adds four more there (6).
    @Test func siblingsConstraintsAreHeldByTheirSuperview() {
        let (_, container, v1, v2) = Self.fixture()
        NSLayoutConstraint.activate([Self.equal(v1, .top, v2, .top, 50), Self.equal(v1, .left, v2, .top, 50)])
        #expect(container.constraints.count == 2)
        #expect(v1.constraints.isEmpty && v2.constraints.isEmpty)
        NSLayoutConstraint.activate(Self.edges(v2, to: v1))
        #expect(container.constraints.count == 6)
    }

    /// testMakeImpliedSuperviewConstraints: `make.top.equalTo(50.0)` is `v1.top == superview.top + 50`, held by the
    /// superview (2); `v2.edges == v1` adds four (6).
    @Test func constraintsToTheSuperviewAreHeldByIt() {
        let (_, container, v1, v2) = Self.fixture()
        NSLayoutConstraint.activate([Self.equal(v1, .top, container, .top, 50), Self.equal(v1, .left, container, .left, 50)])
        #expect(container.constraints.count == 2)
        NSLayoutConstraint.activate(Self.edges(v2, to: v1))
        #expect(container.constraints.count == 6)
    }

    /// testUpdateConstraints and testUpdateReferencedConstraints: changing the constant of an active constraint
    /// keeps it where it is held (still 2), and the held constraint reads the new constant (15, 20).
    @Test func aConstantChangeKeepsTheConstraintHeld() {
        let (_, container, v1, v2) = Self.fixture()
        let top = Self.equal(v1, .top, v2, .top, 50), bottom = Self.equal(v1, .bottom, v2, .bottom, 25)
        NSLayoutConstraint.activate([top, bottom])
        let held = container.constraints.sorted { $0.constant > $1.constant }
        #expect(held.map(\.constant) == [50, 25])
        top.constant = 15
        bottom.constant = 20
        #expect(container.constraints.count == 2)
        #expect(held[0].constant == 15 && held[1].constant == 20)
        bottom.constant = -20                           // `update(inset: 20)` on a bottom edge
        #expect(held[1].constant == -20 && container.constraints.count == 2)
    }

    /// testRemakeConstraints and testRemoveConstraints: deactivating constraints takes them off their holder (0),
    /// and four new edges put four there.
    @Test func deactivatingRemovesFromTheHolder() {
        let (_, container, v1, v2) = Self.fixture()
        let first = [Self.equal(v1, .top, v2, .top, 50), Self.equal(v1, .left, v2, .top, 50)]
        NSLayoutConstraint.activate(first)
        NSLayoutConstraint.deactivate(first)
        #expect(container.constraints.isEmpty)
        NSLayoutConstraint.activate(Self.edges(v1, to: v2))
        #expect(container.constraints.count == 4)
    }

    /// testPrepareConstraints, testReactivateConstraints and testActivateDeactivateConstraints: a constraint that
    /// was made but not activated is held nowhere (0); activated, it is (4, or 2); deactivated, not (0); and it can be
    /// activated again (2).
    @Test func madeConstraintsAreHeldOnlyWhileActive() {
        let (_, container, v1, v2) = Self.fixture()
        let edges = Self.edges(v1, to: v2)
        #expect(container.constraints.isEmpty && edges.allSatisfy { !$0.isActive })
        edges.forEach { $0.isActive = true }
        #expect(container.constraints.count == 4)
        edges.forEach { $0.isActive = false }
        #expect(container.constraints.isEmpty)
        edges.forEach { $0.isActive = true }
        #expect(container.constraints.count == 4)

        let pair = [Self.equal(v1, .top, v2, .top, 50), Self.equal(v1, .left, v2, .top, 50)]
        NSLayoutConstraint.deactivate(edges)
        NSLayoutConstraint.activate(pair)
        #expect(container.constraints.count == 2)
        NSLayoutConstraint.deactivate(pair)
        #expect(container.constraints.isEmpty)
        NSLayoutConstraint.activate(pair)
        #expect(container.constraints.count == 2)
    }

    /// testEdgeConstraints, testCenterConstraints and testConstraintIdentifier: a view's edges (4) or centre (2)
    /// to its superview's with an offset of 50 are held by the superview, in the order activated, each with its
    /// constant; an identifier set before activation is read back from the held constraint.
    @Test func edgesCentreAndIdentifierAsHeld() {
        let (_, container, view, _) = Self.fixture()
        NSLayoutConstraint.activate(Self.edges(view, to: container, offset: 50))
        #expect(container.constraints.count == 4)
        #expect(container.constraints.allSatisfy { $0.constant == 50 })
        #expect(container.constraints.map(\.firstAttribute) == [.top, .left, .bottom, .right])

        let (_, other, centred, _) = Self.fixture()
        NSLayoutConstraint.activate([Self.equal(centred, .centerX, other, .centerX, 50), Self.equal(centred, .centerY, other, .centerY, 50)])
        #expect(other.constraints.map(\.constant) == [50, 50])

        let (_, third, labelled, _) = Self.fixture()
        let top = Self.equal(labelled, .top, third, .top)
        top.identifier = "Test-Identifier"
        top.isActive = true
        #expect(third.constraints.first?.identifier == "Test-Identifier")
    }

    /// testSizeConstraints: a width or height with no second item is held by the view itself (2), and its
    /// position against the superview by the superview (2); the held size constraints are width and height, 50.
    @Test func sizeConstraintsAreHeldByTheViewItself() {
        let (_, container, view, _) = Self.fixture()
        NSLayoutConstraint.activate([
            Self.equal(view, .width, nil, .notAnAttribute, 50), Self.equal(view, .height, nil, .notAnAttribute, 50),
            Self.equal(view, .left, container, .left), Self.equal(view, .top, container, .top),
        ])
        #expect(view.constraints.count == 2)
        #expect(container.constraints.count == 2)
        #expect(Set(view.constraints.map(\.firstAttribute)) == [.width, .height])
        #expect(view.constraints.allSatisfy { $0.constant == 50 && $0.secondItem == nil && $0.secondAttribute == .notAnAttribute })
    }

    /// testEdgesToMargins and testEdgesToEdges: a constraint to a margin attribute keeps it as made (first
    /// attributes top/left/bottom/right, second topMargin/…); the other way round too; edges to edges keep edges.
    @Test func marginAttributesAreKeptAsMade() {
        let (_, container, view, _) = Self.fixture()
        let pairs: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] =
            [(.top, .topMargin), (.left, .leftMargin), (.bottom, .bottomMargin), (.right, .rightMargin)]
        var made = pairs.map { Self.equal(view, $0.0, container, $0.1) }
        NSLayoutConstraint.activate(made)
        #expect(container.constraints.count == 4)
        #expect(Set(container.constraints.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
        #expect(Set(container.constraints.map(\.secondAttribute)) == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])

        NSLayoutConstraint.deactivate(made)
        made = pairs.map { Self.equal(view, $0.1, container, $0.0) }
        NSLayoutConstraint.activate(made)
        #expect(container.constraints.count == 4)
        #expect(Set(container.constraints.map(\.firstAttribute)) == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        #expect(Set(container.constraints.map(\.secondAttribute)) == [.top, .left, .bottom, .right])

        NSLayoutConstraint.deactivate(made)
        NSLayoutConstraint.activate(Self.edges(view, to: container))
        #expect(Set(container.constraints.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
    }

    /// testLayoutGuideConstraints: a subview of a controller's 300 × 300 root view pinned between `topLayoutGuide`'s
    /// bottom and `bottomLayoutGuide`'s top puts those two constraints on the root view. UIKit's count there is 6: the
    /// four others are the private `_UILayoutSupportConstraint`s that place and size its two `_UILayoutGuide` views;
    /// ViewTree's guides are derived layout guides placed without constraints, so it holds the two (left out, see
    /// Docs/Fidelity.md).
    @Test func layoutGuideConstraintsAreHeldByTheRootView() {
        let t = TestWorld()
        let vc = UIViewController()
        vc.view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let container = UIView()
        vc.view.addSubview(container)
        NSLayoutConstraint.activate([
            Self.equal(container, .top, vc.topLayoutGuide, .bottom), Self.equal(container, .bottom, vc.bottomLayoutGuide, .top),
        ])
        #expect(vc.view.constraints.count == 2)
        #expect(vc.view.constraints.allSatisfy { $0.firstItem === container })
        #expect(t.simulation.diagnostics.isEmpty)
    }

    /// SafeAreaTests (testSafeAreaTopConstraint, …Bottom…, …LeadingTrailing…, …Center…, …Edges…): a constraint
    /// from a subview to its superview's `safeAreaLayoutGuide` is held by the superview, and names the subview and
    /// the guide as its items; the centre plus a 100-pt size puts the size on the view and the centre on the
    /// container; all of it lays out without a window.
    @Test func safeAreaGuideConstraintsAreHeldByTheGuidesView() {
        let t = TestWorld()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false       // as SnapKit's `makeConstraints` sets it
        container.addSubview(view)
        let guide = container.safeAreaLayoutGuide
        NSLayoutConstraint.activate(Self.edges(view, to: guide))
        container.layoutIfNeeded()
        #expect(container.constraints.count >= 4)
        let first = container.constraints.first
        #expect(first?.firstItem === view || first?.secondItem === view)
        #expect(first?.firstItem === guide || first?.secondItem === guide)
        #expect(view.frame == container.bounds)

        let centred = UIView()
        centred.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(centred)
        NSLayoutConstraint.activate([
            Self.equal(centred, .centerX, guide, .centerX), Self.equal(centred, .centerY, guide, .centerY),
            Self.equal(centred, .width, nil, .notAnAttribute, 100), Self.equal(centred, .height, nil, .notAnAttribute, 100),
        ])
        container.layoutIfNeeded()
        #expect(centred.constraints.count == 2)
        #expect(centred.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(t.simulation.diagnostics.isEmpty)
    }
}

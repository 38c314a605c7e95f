// `anchorWithOffset(to:)` (iOS 10): the distance between two axis anchors as a dimension, in constraints.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct AnchorWithOffsetTests {
    let t = TestWorld()
    let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let views = (0..<3).map { _ in View(frame: .zero) }

    /// Three 50 × 20 views in a 300-pt row: the first at the leading edge, the last at the trailing edge.
    init() {
        t.window.addSubview(container)
        for v in views {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
            LayoutConstraint.activate([
                v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 20),
                v.topAnchor.constraint(equalTo: container.topAnchor),
            ])
        }
        LayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: container.leadingAnchor),
            views[2].trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
    }

    var gap1: LayoutDimension { views[0].trailingAnchor.anchorWithOffset(to: views[1].leadingAnchor) }
    var gap2: LayoutDimension { views[1].trailingAnchor.anchorWithOffset(to: views[2].leadingAnchor) }

    @Test func twoGapsKeptEqualSpaceThreeViewsEvenly() {
        let equal = gap1.constraint(equalTo: gap2)
        equal.isActive = true
        container.layoutIfNeeded()
        #expect(views[1].frame == CGRect(x: 125, y: 0, width: 50, height: 20))
        #expect(equal.firstItem === views[1] && equal.firstAttribute == .leading)
        #expect(equal.secondItem === views[2] && equal.secondAttribute == .leading)
        #expect(container.constraints.contains { $0 === equal }, "held by the views' common ancestor")
        expectNoDiagnostics(in: t.simulation)
        container.frame.size.width = 400
        container.layoutIfNeeded()
        #expect(views[1].frame.minX == 175)
    }

    @Test func aGapOfAConstantAMultiplierAndAnOrdinaryDimension() {
        let fixed = gap1.constraint(equalToConstant: 20)
        fixed.isActive = true
        container.layoutIfNeeded()
        #expect(views[1].frame.minX == 70)
        fixed.isActive = false
        gap2.constraint(equalTo: gap1, multiplier: 2).isActive = true
        container.layoutIfNeeded()
        #expect(views[1].frame.minX == 100, "gaps 50 and 100")
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func anOffsetEqualToAWidth() {
        gap1.constraint(equalTo: views[0].widthAnchor, constant: 5).isActive = true
        container.layoutIfNeeded()
        #expect(views[1].frame.minX == 105)
    }

    @Test func inequalitiesAndVerticalOffsets() {
        let below = View(frame: .zero)
        below.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(below)
        LayoutConstraint.activate([
            below.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
            views[0].bottomAnchor.anchorWithOffset(to: below.topAnchor).constraint(greaterThanOrEqualToConstant: 30),
            gap1.constraint(lessThanOrEqualToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(below.frame.minY >= 50)
        #expect(views[1].frame.minX <= 60)
    }

    @Test func itDescribesBothSidesAndLeavesWithAnOriginsSubtree() {
        let equal = gap1.constraint(equalTo: gap2)
        equal.isActive = true
        #expect(equal.description.contains("(View:0x"), "offset sides print as (to - from): \(equal.description)")
        #expect(equal.description.contains(".leading - View:0x") && equal.description.contains(".trailing)"))
        views[0].removeFromSuperview()                 // only an origin of the first side
        #expect(!equal.isActive, "removing a view any anchor names removes the constraint")
    }

    @Test func aNonFiniteConstantIsRefusedAndAnOffsetToAnotherHierarchyCannotBeActivated() {
        let bad = gap1.constraint(equalToConstant: .nan)
        bad.isActive = true
        #expect(!bad.isActive)
        let stranger = View(frame: .zero)
        let across = views[0].trailingAnchor.anchorWithOffset(to: stranger.leadingAnchor).constraint(equalTo: gap2)
        across.isActive = true
        #expect(!across.isActive)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("no common ancestor") })
    }
}

import Foundation
import Testing
@testable import ViewTree

/// Removing a required equality while another required equality restates it (the solver keeps the second as a pinned
/// row: its dummy marker basic). The redundant one must take over in place, as a fresh layout of the remaining
/// constraints would have it (bugs 108 and 109 were this path going wrong; they were first guarded by rebuilds).
@Suite struct RedundantEqualityTests {
    /// A window with a fixed-frame container, and a label under it laid out by constraints (its intrinsic size adds the
    /// optional rows whose pivots once took the redundant constraint's place: a plain view kept its height by luck).
    private func scene() -> (world: Simulation, window: Window, container: View, view: View) {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let container = View(frame: CGRect(x: 20, y: 60, width: 280, height: 360))
        window.addSubview(container)
        let view = Label()
        view.text = "x"
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return (world, window, container, view)
    }

    @Test(arguments: [false, true])
    func eitherOfTwoEqualRequiredHeightsHoldsAloneInPlace(removeTheFirst: Bool) throws {
        let (world, window, container, view) = scene()
        let own = view.heightAnchor.constraint(equalToConstant: 244)
        let shared = view.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.25, constant: 154)
        LayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 146),
                                   view.widthAnchor.constraint(equalToConstant: 3),
                                   view.bottomAnchor.constraint(equalTo: container.centerYAnchor, constant: 207),
                                   own, shared])
        window.layoutIfNeeded()
        let solver = try #require(world.layoutEngine.solver)
        let expected = CGRect(x: 146, y: 143, width: 3, height: 244)
        #expect(view.frame == expected)
        let removed = removeTheFirst ? own : shared
        removed.isActive = false
        window.layoutIfNeeded()
        #expect(view.frame == expected, "the other required height still holds")
        #expect(world.layoutEngine.solver === solver, "removed in place, not rebuilt")
        #expect(!view.hasAmbiguousLayout)
        // The one left is really in force: moving its constant moves the view.
        let kept = removeTheFirst ? shared : own
        kept.constant += 10
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 146, y: 133, width: 3, height: 254))
        #expect(world.layoutEngine.solver === solver)
        // Back in, restating the new height (the container's 360 pt gives `shared` 90 pt before its constant).
        removed.constant = removeTheFirst ? 254 : 164
        removed.isActive = true
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 146, y: 133, width: 3, height: 254))
        #expect(world.diagnostics.filter { $0.code == .unsatisfiableConstraints }.isEmpty)
    }

    @Test func aWidthImpliedByBothEdgesTakesOverFromAnEdge() throws {
        // Leading, trailing and width all pinned to the container: one of the three is redundant. Removing an edge
        // leaves the width and the other edge; the view must not move, and the width must then govern.
        let (world, window, container, view) = scene()
        let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        let trailing = view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10)
        let width = view.widthAnchor.constraint(equalTo: container.widthAnchor, constant: -20)
        LayoutConstraint.activate([leading, trailing, width,
                                   view.topAnchor.constraint(equalTo: container.topAnchor),
                                   view.heightAnchor.constraint(equalToConstant: 30)])
        window.layoutIfNeeded()
        let solver = try #require(world.layoutEngine.solver)
        #expect(view.frame == CGRect(x: 10, y: 0, width: 260, height: 30))
        for removed in [leading, trailing, width] {
            removed.isActive = false
            window.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 10, y: 0, width: 260, height: 30))
            #expect(!view.hasAmbiguousLayout, "the two left still fix the view")
            removed.isActive = true
            window.layoutIfNeeded()
        }
        leading.isActive = false
        window.layoutIfNeeded()
        trailing.constant = -30
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: -10, y: 0, width: 260, height: 30), "the width governs once the leading pin is gone")
        #expect(world.layoutEngine.solver === solver, "every change in place")
        #expect(world.diagnostics.filter { $0.code == .unsatisfiableConstraints }.isEmpty)
    }

    @Test func aConstantChangeAfterRemovingOneOfTwoEqualHeightsStaysInPlace() throws {
        // Bug 108's scene (seed 388, iOS 6): `k11` and `k12` give `l2` the same height of 330; removing `k12` and
        // moving `k24`'s constant in the same pass trapped a debug build. It is now done in place, and matches a
        // fresh layout.
        func build(_ world: Simulation, _ window: Window) -> ([View], LayoutConstraint, LayoutConstraint) {
            let container = View(frame: CGRect(x: 20, y: 60, width: 280, height: 360))
            container.layoutMargins = EdgeInsets(top: 12, left: 10, bottom: 14, right: 16)
            window.addSubview(container)
            let views = (0..<4).map { _ in View() }
            for v in views { v.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(v) }
            let (l2, l4, l5, l6) = (views[0], views[1], views[2], views[3])
            let k12 = l2.heightAnchor.constraint(equalTo: container.layoutMarginsGuide.widthAnchor, multiplier: 0.5, constant: 203)
            let k24 = l5.bottomAnchor.constraint(equalTo: container.topAnchor, constant: 188)
            let k33 = l6.centerYAnchor.constraint(equalTo: l5.bottomAnchor, constant: 3_000_000)
            k33.priority = .defaultHigh
            LayoutConstraint.activate([l2.bottomAnchor.constraint(equalTo: container.safeAreaLayoutGuide.bottomAnchor, constant: -5),
                                       l2.heightAnchor.constraint(equalToConstant: 330), k12,
                                       l4.topAnchor.constraint(equalTo: l2.centerYAnchor, constant: 26),
                                       l4.heightAnchor.constraint(equalToConstant: 78), k24,
                                       l4.bottomAnchor.constraint(equalTo: l6.centerYAnchor, constant: 75), k33])
            return (views, k12, k24)
        }
        func window(_ world: Simulation) -> Window {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            window.makeKeyAndVisible()
            return window
        }
        let world = Simulation(profile: .iOS6)
        let w = window(world)
        let (views, k12, k24) = build(world, w)
        w.layoutIfNeeded()
        let rebuilds = world.layoutEngine.rebuildCount
        k12.isActive = false
        k24.constant = 181
        w.layoutIfNeeded()
        #expect(world.layoutEngine.rebuildCount == rebuilds, "in place")
        let fresh = Simulation(profile: .iOS6)
        let fw = window(fresh)
        let (freshViews, freshK12, freshK24) = build(fresh, fw)
        freshK12.isActive = false
        freshK24.constant = 181
        fw.layoutIfNeeded()
        #expect(views.map(\.frame) == freshViews.map(\.frame))
    }
}

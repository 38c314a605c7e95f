import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import ViewTreeFuzzing

/// Hostile input to iOS 17's trait overrides: handlers that change overrides and force a trait update from inside
/// `traitCollectionDidChange(_:)` (re-entrantly), in a world and in none, and non-finite display scales.
@Suite struct TraitHostileInputTests {
    struct CounterTrait: TraitDefinition { static let defaultValue = 0 }

    /// Changes its own override and asks for the update at once, every time it hears of a change.
    final class ReentrantView: View {
        var calls = 0
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            calls += 1
            traitOverrides[CounterTrait.self] = traitCollection[CounterTrait.self] + 1
            updateTraitsIfNeeded()
        }
    }

    @Test func aHandlerForcingTheUpdateFromInsideIsStoppedWithADiagnostic() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let view = ReentrantView(frame: .zero)
        t.window.addSubview(view)
        view.traitOverrides[CounterTrait.self] = 1
        view.updateTraitsIfNeeded()
        #expect(view.calls <= 2 * 8 + 2)
        #expect(t.simulation.diagnostics.contains { $0.code == .layoutLoop && $0.message.contains("trait") })
        t.run(for: 0.1)
        #expect(throws: Never.self) { try InvariantChecker.check([t.window]) }
    }

    @Test func aHandlerChangingOverridesOfAViewInNoWorldIsStopped() {
        let view = ReentrantView(frame: .zero)                     // no world: changes are delivered at once
        view.traitOverrides[CounterTrait.self] = 1
        #expect(view.calls >= 1 && view.calls <= 2 * 8 + 2)
    }

    @Test func aRegistrationHandlerForcingTheUpdateIsStopped() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = ViewController()
        t.show(controller)
        var calls = 0
        controller.registerForTraitChanges([CounterTrait.self]) { (c: ViewController, _: TraitCollection) in
            calls += 1
            c.traitOverrides[CounterTrait.self] = c.traitCollection[CounterTrait.self] + 1
            c.updateTraitsIfNeeded()
        }
        controller.traitOverrides[CounterTrait.self] = 1
        controller.updateTraitsIfNeeded()
        #expect(calls >= 1 && calls <= 2 * 8 + 2)
        #expect(t.simulation.diagnostics.contains { $0.code == .layoutLoop })
    }

    @Test func aNonFiniteOrNegativeDisplayScaleOverrideIsRefused() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        for bad in [CGFloat.nan, .infinity, -.infinity, -2] {
            view.traitOverrides.displayScale = bad
            #expect(view.traitCollection.displayScale == t.window.traitCollection.displayScale)
        }
        #expect(t.simulation.diagnostics.filter { $0.code == .invalidValue && $0.message.contains("displayScale") }.count == 4)
        view.traitOverrides.displayScale = 3                          // a good one is kept
        #expect(view.traitCollection.displayScale == 3)
    }

    @Test func aControllerDroppedWithPendingOverridesIsFreed() {
        weak var weakController: ViewController?
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        do {
            let controller = ViewController()
            t.show(controller)
            controller.traitOverrides[CounterTrait.self] = 4
            controller.registerForTraitChanges([CounterTrait.self]) { (c: ViewController, _: TraitCollection) in _ = c.view }
            t.window.rootViewController = nil
            weakController = controller
        }
        t.window.updateTraitsIfNeeded()
        #expect(weakController == nil)
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A constraint's priority is greater than 0 and at most 1000 (`LayoutConstraint.acceptablePriorities`): a NaN, zero,
/// negative or larger one is refused with `.invalidValue`, and the constraint keeps the priority it had.
@Suite struct ConstraintPriorityRangeTests {
    @Test(arguments: [Float.nan, -1, 0, 1000.5, 2000, .infinity])
    func aPriorityOutsideTheRangeIsRefused(value: Float) {
        let t = TestWorld()
        let view = View()
        t.window.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 40)
        width.priority = .defaultHigh
        t.simulation.clearDiagnostics()
        width.priority = LayoutPriority(value)
        #expect(width.priority == .defaultHigh)
        #expect(t.simulation.diagnostics.map(\.code) == [.invalidValue])
        #expect(t.simulation.diagnostics.first?.message.contains("Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired") == true)
    }

    @Test(arguments: [Float(1), 250, 999, 1000])
    func aPriorityInTheRangeIsTaken(value: Float) {
        let t = TestWorld()
        let view = View()
        t.window.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 40)
        width.priority = LayoutPriority(value)
        #expect(width.priority.rawValue == value)
        #expect(t.simulation.diagnostics.isEmpty)
    }
}

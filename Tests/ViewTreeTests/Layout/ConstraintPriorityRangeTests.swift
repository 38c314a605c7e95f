import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A constraint's priority is between 0 and 1000 (`LayoutConstraint.acceptablePriorities`): a NaN, negative or larger
/// one is refused with `.invalidValue`, and the constraint keeps the priority it had.
@Suite struct ConstraintPriorityRangeTests {
    @Test(arguments: [Float.nan, -1, 1000.5, 2000, .infinity])
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
        #expect(t.simulation.diagnostics.first?.message.contains("between 0 and 1000") == true)
    }

    @Test(arguments: [Float(0), 1, 250, 999, 1000])
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

// Priorities as UIKit weighs them: a higher priority is satisfied before any lower one is looked at,
// however many lower ones pull the other way (Apple's `NSLayoutConstraint.priority` documentation;
// the Cassowary paper's lexicographic strengths). The solver's `.weighted` order (kiwi's) is kept
// beside it, and each difference is pinned on both.
import Foundation
import Testing

@testable import ViewTree

private typealias Variable = Cassowary.Variable
private typealias Constraint = Cassowary.Constraint
private typealias Expression = Cassowary.Expression
private typealias Strength = Cassowary.Strength
private typealias Solver = Cassowary.Solver

private func strength(_ priority: Float) -> Double { Strength.fromPriority(priority) }

/// A tiny deterministic generator (no global state, no system RNG).
private struct LCG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11
    }
}

@Suite struct LexicographicPriorityTests {
    /// kiwi issue #33's system: x ≥ 100 at 501, x == 90 at 500, x == 10 at 10. Weighted, the two
    /// lower constraints together break the 501; lexicographically the 501 holds.
    @Test(arguments: [(Cassowary.PriorityOrder.weighted, 90.0), (.lexicographic, 100.0)])
    func aThirdWeakConstraintDoesNotTipTheBalance(order: Cassowary.PriorityOrder, expected: Double) throws {
        let solver = Solver(priorityOrder: order)
        let x = Variable("x")
        // kiwi's strengths for these priorities: create(0, 1, 0, weight: p) = 1000·p.
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 100, strength: Strength.create(0, 1, 0, weight: 0.501)))
        try solver.addConstraint(Constraint(x, .equal, 90, strength: Strength.create(0, 1, 0, weight: 0.5)))
        try solver.addConstraint(Constraint(x, .equal, 10, strength: Strength.create(0, 1, 0, weight: 0.01)))
        solver.updateVariables()
        #expect(x.value == expected)
        #expect(solver.invariantViolations().isEmpty)
    }

    /// One constraint at 252 against two at 251 (the shape that made SwiftMessages' MessageView.xib
    /// disagree with Xcode): the 252 wins in UIKit.
    @Test(arguments: [(Cassowary.PriorityOrder.weighted, 50.0), (.lexicographic, 100.0)])
    func oneHigherPriorityBeatsTwoJustBelowIt(order: Cassowary.PriorityOrder, expected: Double) throws {
        let solver = Solver(priorityOrder: order)
        let width = Variable("width")
        try solver.addConstraint(Constraint(width, .equal, 100, strength: strength(252)))
        try solver.addConstraint(Constraint(width, .equal, 50, strength: strength(251)))
        try solver.addConstraint(Constraint(width, .equal, 50, strength: strength(251)))
        solver.updateVariables()
        #expect(width.value == expected)
    }

    @Test func aThousandLowerConstraintsDoNotOutweighOneHigher() throws {
        let solver = Solver(priorityOrder: .lexicographic)
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 7, strength: strength(251)))
        for _ in 0..<1000 { try solver.addConstraint(Constraint(x, .equal, -3, strength: strength(250))) }
        solver.updateVariables()
        #expect(x.value == 7)
        #expect(solver.invariantViolations().isEmpty)
    }

    /// Within one priority the errors add up, as in UIKit (two pulls beat one).
    @Test func errorsOfOnePriorityAddUp() throws {
        let solver = Solver(priorityOrder: .lexicographic)
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 100, strength: strength(500)))
        try solver.addConstraint(Constraint(x, .equal, 0, strength: strength(500)))
        try solver.addConstraint(Constraint(x, .equal, 0, strength: strength(500)))
        solver.updateVariables()
        #expect(x.value == 0)
    }

    /// A lower priority still decides what the higher ones leave open.
    @Test func lowerPrioritiesDecideWhatHigherOnesLeaveOpen() throws {
        let solver = Solver(priorityOrder: .lexicographic)
        let x = Variable("x")
        let y = Variable("y")
        try solver.addConstraint(Constraint(Expression(x) + Expression(y), .equal, 100))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 30, strength: strength(750)))
        try solver.addConstraint(Constraint(x, .equal, 0, strength: strength(250)))
        try solver.addConstraint(Constraint(y, .equal, 100, strength: strength(1)))
        solver.updateVariables()
        #expect(x.value == 30)
        #expect(y.value == 70)
        #expect(!solver.isAmbiguous(x), "priority 1 still decides against a tie: no ambiguity")
    }

    /// Removing the winning constraint hands the result to the next level, and back.
    @Test func removingAndAddingMovesBetweenLevels() throws {
        let solver = Solver(priorityOrder: .lexicographic)
        let x = Variable("x")
        let high = Constraint(x, .equal, 10, strength: strength(999))
        try solver.addConstraint(Constraint(x, .equal, 20, strength: strength(998)))
        try solver.addConstraint(Constraint(x, .equal, 30, strength: strength(1)))
        try solver.addConstraint(high)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.removeConstraint(high)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.addConstraint(high)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(solver.invariantViolations().isEmpty)
    }

    /// Edit variables are constraints of their strength's level: a suggestion at 750 beats any
    /// number of 250s and yields to a 999.
    @Test func editVariablesTakeTheirStrengthsLevel() throws {
        let solver = Solver(priorityOrder: .lexicographic)
        let x = Variable("x")
        for _ in 0..<20 { try solver.addConstraint(Constraint(x, .equal, 0, strength: strength(250))) }
        try solver.addEditVariable(x, strength: strength(750))
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        #expect(x.value == 42)
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 40, strength: strength(999)))
        try solver.suggestValue(x, 45)
        solver.updateVariables()
        #expect(x.value == 40)
        try solver.suggestValue(x, 12)
        solver.updateVariables()
        #expect(x.value == 12)
        #expect(solver.invariantViolations().isEmpty)
    }

    /// Hostile input: every constraint at a priority of its own. The objective stores only the
    /// non-zero costs, so this stays as cheap as a few levels; the highest priority wins.
    @Test func thousandsOfDistinctPrioritiesStayCheapAndOrdered() throws {
        let solver = Solver(priorityOrder: .lexicographic)
        let x = Variable("x")
        for i in 0..<1000 {
            let priority = 1 + Float(i) * 0.998
            try solver.addConstraint(Constraint(x, .equal, Double(i), strength: strength(priority)))
        }
        solver.updateVariables()
        #expect(x.value == 999)
        #expect(solver.invariantViolations().isEmpty)
    }

    /// Random systems with many levels: after every operation the tableau must be consistent and
    /// lexicographically optimal (no symbol with a negative reduced cost at its highest level,
    /// which `invariantViolations` checks), and a failed required constraint must leave it as it was.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomOperationsKeepALexicographicTableauOptimal(seed: UInt64) throws {
        let solver = Solver(priorityOrder: .lexicographic)
        var random = LCG(state: seed)
        let vars = (0..<20).map { Variable("v\($0)") }
        var live: [Constraint] = []
        let priorities: [Float] = [1000, 1000, 999, 751, 750, 500, 251, 250, 250, 50, 1]
        for step in 0..<220 {
            let choice = random.next() % 10
            if choice < 6 || live.isEmpty {
                var expression = Expression(constant: Double(Int(random.next() % 200)) - 100)
                for _ in 0..<(1 + Int(random.next() % 3)) {
                    let coefficient = [1.0, -1.0, 1.0, -1.0, 0.5][Int(random.next() % 5)]
                    expression = expression + coefficient * vars[Int(random.next() % 20)]
                }
                let relation = [Cassowary.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(random.next() % 3)]
                let priority = priorities[Int(random.next() % UInt64(priorities.count))]
                let constraint = Constraint(expression, relation, strength: strength(priority), label: "s\(step)")
                let before = solver.tableauFingerprint()
                do {
                    try solver.addConstraint(constraint)
                    live.append(constraint)
                } catch is Cassowary.UnsatisfiableConstraint {
                    #expect(solver.tableauFingerprint() == before)
                }
            } else if choice < 8 {
                try solver.removeConstraint(live.remove(at: Int(random.next() % UInt64(live.count))))
            } else {
                let variable = vars[Int(random.next() % 20)]
                if !solver.hasEditVariable(variable) { try solver.addEditVariable(variable, strength: strength(600)) }
                try solver.suggestValue(variable, Double(Int(random.next() % 300)) - 150)
            }
            let problems = solver.invariantViolations()
            #expect(problems.isEmpty, "step \(step): \(problems.prefix(3))")
            if !problems.isEmpty { return }
        }
    }

    /// The same operations give the same values in a solver built afresh from the survivors: the
    /// lexicographic optimum does not depend on the path.
    @Test func incrementalAndFreshSolversAgree() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let constraints = [
            Constraint(Expression(x) + Expression(y) + Expression(z), .equal, 300),
            Constraint(x, .equal, 200, strength: strength(750)),
            Constraint(y, .equal, 200, strength: strength(750)),
            Constraint(z, .greaterThanOrEqual, 50, strength: strength(751)),
            Constraint(Expression(x) - Expression(y), .equal, 0, strength: strength(250)),
            Constraint(z, .lessThanOrEqual, 10, strength: strength(999)),
        ]
        let incremental = Solver(priorityOrder: .lexicographic)
        for c in constraints.reversed() { try incremental.addConstraint(c) }
        try incremental.removeConstraint(constraints[5])
        incremental.updateVariables()
        let values = [x.value, y.value, z.value]
        let fresh = Solver(priorityOrder: .lexicographic)
        for c in constraints.dropLast() { try fresh.addConstraint(c) }
        fresh.updateVariables()
        #expect([x.value, y.value, z.value] == values)
        #expect(z.value == 50)
        #expect(x.value + y.value == 250)
        #expect(x.value == y.value, "the 250 decides the split the two 750s leave open")
    }
}

/// The Auto Layout engine weighs priorities lexicographically.
@Suite struct LexicographicAutoLayoutTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    @Test func oneConstraintAt252BeatsTwoAt251() {
        let v = View(frame: .zero)
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        let preferred = v.widthAnchor.constraint(equalToConstant: 200)
        preferred.priority = LayoutPriority(252)
        let narrow = v.widthAnchor.constraint(equalToConstant: 80)
        narrow.priority = LayoutPriority(251)
        let narrower = v.widthAnchor.constraint(lessThanOrEqualToConstant: 60)
        narrower.priority = LayoutPriority(251)
        LayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            v.topAnchor.constraint(equalTo: window.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 10),
            preferred, narrow, narrower,
        ])
        window.layoutIfNeeded()
        #expect(v.frame.width == 200)
        #expect(!v.hasAmbiguousLayout)
        preferred.isActive = false
        window.layoutIfNeeded()
        #expect(v.frame.width >= 60 && v.frame.width <= 80, "the two 251s now split the difference")
    }

    /// Two labels in a row between the window's edges, each hugging at 250 and resisting at 750 by
    /// default: many lower-priority pulls (one 1-point pull per label at 249) cannot squeeze a label
    /// below its intrinsic width, which a compression resistance one step higher protects.
    @Test func compressionResistanceOneStepHigherHoldsAgainstManyPulls() {
        let label = Label(frame: .zero)
        label.text = "Hello, world"
        label.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        label.setContentCompressionResistancePriority(LayoutPriority(250), for: .horizontal)
        var pulls: [LayoutConstraint] = []
        for _ in 0..<8 {
            let pull = label.widthAnchor.constraint(equalToConstant: 10)
            pull.priority = LayoutPriority(249)
            pulls.append(pull)
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            label.topAnchor.constraint(equalTo: window.topAnchor),
        ] + pulls)
        window.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width)
    }
}

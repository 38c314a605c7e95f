import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing

/// Asks for constraints again in every `updateConstraints()`, adding one more each time (issue 12:
/// this ran 2 frames in 162 s with 722,101 diagnostics).
private final class ConstraintAdder: View {
    var updates = 0
    override func updateConstraints() {
        updates += 1
        widthAnchor.constraint(equalToConstant: CGFloat(updates)).isActive = true
        setNeedsUpdateConstraints()
        super.updateConstraints()
    }
}

/// Issue 12, "hangs": user code that asks for unbounded work in no virtual time ends quickly with a
/// diagnostic, and the clock keeps moving.
@Suite struct RunawayWorkTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    func codes() -> [Diagnostic.Code] { world.diagnostics.map(\.code) }

    @Test(arguments: [Double.leastNonzeroMagnitude, 1e-12, 1e-9, 0.00005])
    func aRepeatingTimerWithATinyIntervalGetsTheMinimumInterval(interval: Double) {
        var fires = 0
        let timer = world.runLoop.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in fires += 1 }
        #expect(timer.timeInterval == VirtualRunLoop.minimumRepeatInterval)
        #expect(codes() == [.runLoop], "\(world.diagnostics)")
        world.run(for: 0.01)
        #expect((99...100).contains(fires), "0.01 s at 0.1 ms, not millions: \(fires)")
        #expect(world.runLoop.now == 0.01)
        timer.invalidate()
    }

    @Test func aRepeatingTimerCreatedForADateWithATinyIntervalGetsTheMinimumInterval() {
        var fires = 0
        let timer = world.runLoop.scheduledTimer(fireAt: 0, interval: 1e-300, repeats: true) { _ in fires += 1 }
        #expect(timer.timeInterval == VirtualRunLoop.minimumRepeatInterval)
        world.run(for: 0.001)
        #expect((10...11).contains(fires), "at 0, 0.1 ms, …, 1 ms: \(fires)")
        #expect(codes() == [.runLoop])
        timer.invalidate()
    }

    @Test func theMinimumIntervalItselfIsAcceptedWithoutADiagnostic() {
        let timer = world.runLoop.scheduledTimer(withTimeInterval: VirtualRunLoop.minimumRepeatInterval, repeats: true) { _ in }
        #expect(timer.timeInterval == VirtualRunLoop.minimumRepeatInterval)
        #expect(world.diagnostics.isEmpty)
        timer.invalidate()
    }

    @Test func aOneShotTimerReschedulingItselfANanosecondLaterIsBounded() {
        world.runLoop.maxEventsPerInstant = 10_000
        var fires = 0
        func schedule() {
            world.runLoop.scheduledTimer(withTimeInterval: 1e-9, repeats: false) { _ in
                fires += 1
                schedule()
            }
        }
        schedule()
        world.run(for: 0.01)
        #expect(fires <= 10_001, "the burst is stopped at maxEventsPerInstant within one instant window, not 10 million")
        #expect(codes() == [.runLoop], "\(world.diagnostics)")
        #expect(world.diagnostics.first?.message.contains("instantResolution") == true, "\(world.diagnostics)")
        world.runLoop.invalidateAll()
        world.run(for: 1)
        #expect(world.runLoop.now >= 1, "the clock moves again once the burst stops")
    }

    @Test func theNanosecondChainIsStoppedByTheDefaultLimitNotAfterTenMillionEvents() {
        var fires = 0
        func schedule() {
            world.runLoop.scheduledTimer(withTimeInterval: 1e-9, repeats: false) { _ in
                fires += 1
                schedule()
            }
        }
        schedule()
        world.run(for: 0.01)
        #expect(fires <= world.runLoop.maxEventsPerInstant, "issue 12: 10,000,000 events; now \(fires)")
        #expect(codes() == [.runLoop], "\(world.diagnostics)")
        world.runLoop.invalidateAll()
    }

    @Test func eventsFarEnoughApartAreNotABurst() {
        world.runLoop.maxEventsPerInstant = 10
        var fires = 0
        for i in 0..<50 {
            world.runLoop.scheduledTimer(withTimeInterval: Double(i) * VirtualRunLoop.instantResolution, repeats: false) { _ in fires += 1 }
        }
        world.run(for: 1)
        #expect(fires == 50)
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
    }

    @Test func anUpdateConstraintsThatAlwaysAsksAgainIsBounded() throws {
        let view = ConstraintAdder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        view.topAnchor.constraint(equalTo: window.topAnchor).isActive = true
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor).isActive = true
        view.heightAnchor.constraint(equalToConstant: 10).isActive = true
        view.setNeedsUpdateConstraints()
        world.run(for: 2.0 / 60)
        let loops = world.diagnostics.filter { $0.code == .layoutLoop }
        #expect(loops.count == 1, "one diagnostic per loop: \(loops)")
        #expect(view.updates <= Simulation.maximumConstraintUpdatesPerInstant + 3,
                "bounded at one instant, then once per display frame: \(view.updates)")
        let conflicts = world.diagnostics.filter { $0.code == .unsatisfiableConstraints }.count
        #expect(conflicts <= view.updates, "each conflicting constraint is reported once, not at every solve: \(conflicts)")
        let before = view.updates
        world.run(for: 1)
        #expect(view.updates > before, "it keeps running, once per frame, as the clock moves")
        #expect(view.updates <= before + 61)
        #expect(world.runLoop.now == 2.0 / 60 + 1)
        try InvariantChecker.check([window])
    }
}

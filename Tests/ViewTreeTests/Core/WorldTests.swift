import Foundation
import Testing
import ViewTree

@Suite struct WorldTests {
    @Test func viewsAdoptTheWorldOfTheTreeTheyJoin() {
        let world = Simulation()
        let window = Window(frame: .zero, simulation: world)
        let a = View(frame: .zero), b = View(frame: .zero)
        a.addSubview(b)
        #expect(a.simulation == nil)
        window.addSubview(a)
        #expect(a.simulation === world && b.simulation === world)
        a.removeFromSuperview()
        #expect(b.simulation === world, "a view keeps its world after leaving the window")
        #expect(Window(frame: .zero).simulation !== world, "Window(frame:) makes a fresh world")
    }

    @Test func aDetachedTreeJoinsTheWorldOfAViewAddedToIt() {
        let window = Window(frame: .zero)
        let inWorld = View(frame: .zero)
        window.addSubview(inWorld)
        let container = View(frame: .zero), sibling = View(frame: .zero)
        container.addSubview(sibling)
        container.addSubview(inWorld)
        #expect(container.simulation === window.simulation && sibling.simulation === window.simulation)
    }

    @Test func viewsOfTwoWorldsNeverMix() throws {
        let w1 = Window(frame: .zero), w2 = Window(frame: .zero)
        let v = View(frame: .zero)
        w1.addSubview(v)
        w2.addSubview(v)
        #expect(v.superview === w1)
        #expect(try #require(w2.simulation?.diagnostics.first).code == .worldMismatch)
    }

    @Test func idsArePerWorld() {
        let w1 = Window(frame: .zero), w2 = Window(frame: .zero)
        w1.addSubview(View(frame: .zero))
        w2.addSubview(View(frame: .zero))
        #expect(w1.recursiveDescription() == w2.recursiveDescription())
    }

    /// Many worlds built and described at once on several threads: each sees only its own ids.
    @Test func parallelWorldsDoNotShareIds() async {
        let outputs = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                    for i in 0..<200 {
                        let v = View(frame: CGRect(x: 0, y: 0, width: i, height: 1))
                        window.addSubview(v)
                        _ = v.description
                    }
                    return window.recursiveDescription()
                }
            }
            var all: [String] = []
            for await output in group { all.append(output) }
            return all
        }
        #expect(outputs.count == 8)
        #expect(Set(outputs).count == 1, "every world numbers its views 0x1… on its own")
    }
}

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

    /// A view's reaction to joining a world runs once its whole subtree is in that world: a scroll
    /// view built outside any world and added to an iOS 8 window re-places its indicators at the join
    /// (the profile's numbers), and that `frame =` reaches the world's `ImageView` categories.
    @Test func aJoiningScrollViewPlacesItsIndicatorsThroughTheWorldsCategories() throws {
        let world = Simulation(profile: .iOS8)
        var seen: [CGRect] = []
        world.install(Category("Recorder", on: ImageView.self).setFrame { imageView, frame, callSuper in
            seen.append(frame)
            callSuper(frame)
        })
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        scroll.contentSize = CGSize(width: 320, height: 1000)
        let vertical = try #require(scroll.verticalScrollIndicatorView)
        // Outside a world the indicator sits where iOS 7–12 (the default profile) puts it; move it
        // so that the join has something to correct.
        vertical.frame.origin.y = 0
        let container = View(frame: window.bounds)
        container.addSubview(scroll)
        window.addSubview(container)
        #expect(vertical.simulation === world)
        // Hidden, it goes back to the profile's idle stub (iOS 8: 3.5 pt, flush with the corner).
        #expect(vertical.frame == CGRect(x: 316.5, y: 193, width: 3.5, height: 7))
        #expect(seen.contains(CGRect(x: 316.5, y: 193, width: 3.5, height: 7)),
                "the join's frame change went through the category")
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

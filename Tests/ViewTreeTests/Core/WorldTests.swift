import Foundation
import Testing
import ViewTree

@Suite struct WorldTests {
    /// Seed claim A7's setting, and UIKit's rule: a category reaches every instance, including a view
    /// made and moved before it is in any window. A view belongs to the world current on its thread
    /// from its creation, as a UIKit view belongs to its process.
    @Test func aViewBelongsToTheCurrentWorldFromItsCreation() {
        let world = Simulation()
        #expect(Simulation.current === world)
        var moved: [CGRect] = []
        world.install(Category("Recorder", on: View.self).setFrame { view, frame, callSuper in
            moved.append(frame)
            callSuper(frame)
        })
        let loose = View(frame: .zero)
        #expect(loose.simulation === world)
        loose.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(moved == [CGRect(x: 1, y: 2, width: 3, height: 4)], "the category saw a change made before any window")
        let window = Window(frame: .zero)
        #expect(window.simulation === world, "Window(frame:) joins the current world")
    }

    @Test func theNewestWorldIsCurrentAndAnEarlierOneCanBeMadeCurrentAgain() {
        let first = Simulation(), second = Simulation()
        #expect(View(frame: .zero).simulation === second)
        first.makeCurrent()
        #expect(View(frame: .zero).simulation === first)
        #expect(Window(frame: .zero, simulation: second).simulation === second, "a given world wins")
        #expect(View(frame: .zero).simulation === first, "and only for that window")
    }

    /// The thread keeps its current world only through the world's link, which refers to it weakly
    /// and knows when it is gone: a view made afterwards joins no world (and no freed one), and the
    /// link keeps nothing of the world alive.
    @Test func aViewMadeAfterTheCurrentWorldWasReleasedJoinsNone() {
        weak var released: Simulation?
        var early: View?
        do {
            let world = Simulation()
            released = world
            early = View(frame: .zero)
            #expect(early?.simulation === world)
        }
        #expect(released == nil, "neither the thread nor a view of the world keeps it alive")
        #expect(Simulation.current == nil)
        #expect(early?.simulation == nil, "the early view's world reads nil once released")
        let late = View(frame: .zero)
        #expect(late.simulation == nil, "a view made now joins no world")
        let window = Window(frame: .zero)
        #expect(window.simulation != nil && window.simulation === Simulation.current, "a new window makes a fresh world current")
        #expect(View(frame: .zero).simulation === window.simulation)
        window.addSubview(late)
        #expect(late.simulation === window.simulation, "and a loose view joins the world of the tree it joins")
    }

    @Test func aWindowMadeWithNoWorldCurrentMakesOneAndKeepsItAlive() {
        weak var made: Simulation?
        do {
            let window = Window(frame: .zero)
            made = window.simulation
            #expect(made != nil && Simulation.current === made)
            let v = View(frame: .zero)
            window.addSubview(v)
            #expect(v.simulation === made)
        }
        #expect(made == nil, "dropping the window frees the world it made")
    }

    /// Issue 11.6: the application keeps its visible windows. A test that keeps the world and a
    /// subview, and drops the window (a tuple's `_`), keeps the whole hierarchy.
    @Test func aShownWindowStaysAliveWhileItsWorldLives() throws {
        func makeScreen(in world: Simulation) -> (Window, ScrollView) {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            let scroll = ScrollView(frame: window.bounds)
            window.addSubview(scroll)
            window.makeKeyAndVisible()
            return (window, scroll)
        }
        let world = Simulation()
        let (_, scroll) = makeScreen(in: world)
        world.run(for: 0.1)
        let window = try #require(scroll.superview as? Window)
        #expect(scroll.window === window && window.isKeyWindow && world.keyWindow === window)
        #expect(world.allWindows.count == 1)
    }

    @Test func aHiddenWindowIsNotKeptByItsWorld() {
        let world = Simulation()
        weak var hidden: Window?
        do {
            let window = Window(frame: .zero, simulation: world)
            hidden = window
        }
        #expect(hidden == nil, "a hidden window nobody holds goes, as in UIKit")
        weak var shown: Window?
        do {
            let window = Window(frame: .zero, simulation: world)
            window.makeKeyAndVisible()
            shown = window
        }
        #expect(shown != nil, "a shown window stays")
        shown?.isHidden = true
        #expect(shown == nil, "hiding it lets it go")
    }

    /// `Window(frame:simulation: Simulation())`: the window is all that keeps the world alive, hidden
    /// or shown.
    @Test func aWindowGivenAWorldNobodyElseHoldsKeepsIt() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), simulation: Simulation(profile: .iOS13))
        #expect(window.simulation?.profile == .iOS13)
        window.makeKeyAndVisible()
        #expect(window.simulation?.profile == .iOS13 && window.isKeyWindow)
        weak let world = window.simulation
        window.isHidden = true
        window.isHidden = false
        #expect(world != nil)
    }

    /// Nothing keeps a world alive but the test (or a window that is all that keeps it): dropping
    /// it frees it, its shown windows and every view in them.
    @Test func droppingTheWorldFreesItsShownWindowsAndViews() {
        weak var world: Simulation?
        weak var window: Window?
        weak var leaf: View?
        do {
            let w = Simulation()
            let win = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), simulation: w)
            win.makeKeyAndVisible()
            let v = View(frame: .zero)
            win.addSubview(v)
            world = w; window = win; leaf = v
        }
        #expect(world == nil && window == nil && leaf == nil)
    }

    @Test func aDetachedTreeJoinsTheWorldOfAViewAddedToIt() {
        // Made before any world exists in this test: in no world, as views made outside UIKit's process.
        let container = View(frame: .zero), sibling = View(frame: .zero)
        container.addSubview(sibling)
        let world = Simulation()
        let window = Window(frame: .zero, simulation: world)
        let inWorld = View(frame: .zero)
        window.addSubview(inWorld)
        container.addSubview(inWorld)
        #expect(container.simulation === world && sibling.simulation === world)
        #expect(container.description.hasPrefix("<View: 0x5;") && sibling.description.hasPrefix("<View: 0x7;"),
                "views that join later get the next ids, parents first")
    }

    /// A view's reaction to joining a world runs once its whole subtree is in that world: a scroll
    /// view built where no world is current and added to an iOS 8 window re-places its indicators
    /// at the join (the profile's numbers), and that `frame =` reaches the world's `ImageView`
    /// categories.
    @Test func aJoiningScrollViewPlacesItsIndicatorsThroughTheWorldsCategories() throws {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(scroll.simulation == nil, "no world is current yet in this test")
        scroll.contentSize = CGSize(width: 320, height: 1000)
        let vertical = try #require(scroll.verticalScrollIndicatorView)
        // Outside a world the indicator sits where iOS 7–12 (the default profile) puts it; move it
        // so that the join has something to correct.
        vertical.frame.origin.y = 0
        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.addSubview(scroll)
        let world = Simulation(profile: .iOS8)
        var seen: [CGRect] = []
        world.install(Category("Recorder", on: ImageView.self).setFrame { imageView, frame, callSuper in
            seen.append(frame)
            callSuper(frame)
        })
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.addSubview(container)
        #expect(vertical.simulation === world)
        // Hidden, it goes back to the profile's idle stub (iOS 8: 3.5 pt, flush with the corner).
        #expect(vertical.frame == CGRect(x: 316.5, y: 193, width: 3.5, height: 7))
        #expect(seen.contains(CGRect(x: 316.5, y: 193, width: 3.5, height: 7)),
                "the join's frame change went through the category")
    }

    @Test func viewsOfTwoWorldsNeverMix() throws {
        let a = Simulation(), b = Simulation()
        let w1 = Window(frame: .zero, simulation: a), w2 = Window(frame: .zero, simulation: b)
        a.makeCurrent()
        let v = View(frame: .zero)
        w1.addSubview(v)
        w2.addSubview(v)
        #expect(v.superview === w1)
        #expect(try #require(w2.simulation?.diagnostics.first).code == .worldMismatch)
    }

    /// Issue 11.7: ids are given in creation order, per world, so a check or description made before
    /// a snapshot renumbers nothing.
    @Test func idsAreGivenInCreationOrderAndDoNotDependOnWhatWasAsked() {
        func build() -> (Simulation, Window, ScrollView, Bool) {
            let world = Simulation()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            let scroll = ScrollView(frame: window.bounds)
            window.addSubview(scroll)
            return (world, window, scroll, true)
        }
        let (world1, window1, scroll1, _) = build()
        let (world2, window2, scroll2, _) = build()
        _ = scroll2.description      // asked first in one world only
        _ = scroll2.verticalScrollIndicatorView?.description
        #expect(window1.recursiveDescription() == window2.recursiveDescription())
        #expect(window1.recursiveDescription().hasPrefix("<Window: 0x1;"))
        #expect(scroll1.description.hasPrefix("<ScrollView: 0x3;"))
        withExtendedLifetime((world1, world2)) {}
    }

    @Test func idsArePerWorld() {
        let a = Simulation(), b = Simulation()
        let w1 = Window(frame: .zero, simulation: a), w2 = Window(frame: .zero, simulation: b)
        a.makeCurrent()
        w1.addSubview(View(frame: .zero))
        b.makeCurrent()
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

    /// A world is current only for the task that made it current: other tasks, which the pool may
    /// run on this very thread while this task waits, see no current world and create views
    /// that join none.
    @Test func theCurrentWorldBelongsToTheTaskThatMadeItCurrent() async {
        let world = Simulation()
        #expect(Simulation.current === world)
        let seenByOtherTasks = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<32 {
                group.addTask { Simulation.current != nil || View(frame: .zero).simulation != nil }
            }
            var seen = 0
            for await sawAWorld in group where sawAWorld { seen += 1 }
            return seen
        }
        #expect(seenByOtherTasks == 0)
        withExtendedLifetime(world) {}
    }
}

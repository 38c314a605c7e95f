import Foundation
import Testing
@testable import ViewTree

/// A superview's `layoutSubviews` places only the subviews whose solution changed, and falls back to
/// every subview whenever a frame may have changed behind the engine's back: the frames are always
/// those UIKit's pass (every subview gets its engine frame) leaves.
@Suite struct PlacementTests {
    /// A window with a vertical chain of `count` views (each 44 high, 8 apart).
    final class Chain {
        let world = Simulation()
        let window: Window
        var views: [View] = []
        var heights: [LayoutConstraint] = []

        init(_ count: Int) {
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            window.makeKeyAndVisible()
            var constraints: [LayoutConstraint] = []
            for i in 0..<count {
                let view = View(frame: .zero)
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                let height = view.heightAnchor.constraint(equalToConstant: 44)
                constraints += [view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                                view.widthAnchor.constraint(equalToConstant: 100), height,
                                i == 0 ? view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8)
                                       : view.topAnchor.constraint(equalTo: views[i - 1].bottomAnchor, constant: 8)]
                views.append(view)
                heights.append(height)
            }
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
        }

        var engine: LayoutEngine { world.layoutEngine }

        func expectedFrame(_ i: Int) -> CGRect {
            let above = heights[..<i].reduce(CGFloat(0)) { $0 + $1.constant + 8 }
            return CGRect(x: 16, y: 8 + above, width: 100, height: heights[i].constant)
        }

        func expectAllPlaced(_ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
            for i in views.indices {
                #expect(views[i].frame == expectedFrame(i), "view \(i)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func aConstantChangePlacesOnlyTheSubviewsWhoseSolutionChanged() {
        let chain = Chain(6)
        chain.expectAllPlaced()
        let walks = chain.engine.fullPlacementWalks
        chain.heights[4].constant = 60
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        #expect(chain.engine.fullPlacementWalks == walks, "the window placed its pending subviews only")
        #expect(chain.engine.pendingPlacementCount == 2, "views 4 and 5 moved")
        chain.heights[0].constant = 50
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        #expect(chain.engine.pendingPlacementCount == 2 + 6)
    }

    @Test func subviewsThatShiftOrSwapPlacesAreStillPlacedByIdentity() {
        // The pending path finds a view at the index it was placed at, checked by identity: a view
        // outside the system inserted in front, or two subviews swapped (neither voids the
        // placement), must not make it place the wrong view.
        let chain = Chain(5)
        let plain = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        chain.window.insertSubview(plain, at: 0)
        chain.window.layoutIfNeeded()
        chain.heights[0].constant = 50
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        #expect(plain.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        // A frame set from outside: the next pass walks every subview (and notes where each is).
        chain.views[2].frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        let walks = chain.engine.fullPlacementWalks
        let placed = chain.engine.pendingPlacementCount
        chain.window.exchangeSubview(at: 1, withSubviewAt: 4)   // views 0 and 3
        #expect(chain.window.subviews[1] === chain.views[3])
        chain.heights[0].constant = 30
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        #expect(plain.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(chain.engine.fullPlacementWalks == walks, "the window placed its pending subviews only")
        #expect(chain.engine.pendingPlacementCount == placed + 5, "every view moved")
    }

    @Test func aFrameSetFromOutsideIsPutBackWhenItsSuperviewIsLaidOut() {
        let chain = Chain(4)
        // A move by hand stays until the window lays out again (a move alone asks for no pass) ...
        chain.views[2].center = CGPoint(x: 250, y: 400)
        chain.window.layoutIfNeeded()
        #expect(chain.views[2].center == CGPoint(x: 250, y: 400))
        // ... a new size asks for one, which puts every engine frame back.
        chain.views[1].frame = CGRect(x: 200, y: 300, width: 10, height: 10)
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        // A change that moves only the last view lays the window out: every subview gets its
        // engine frame back, not only the one whose solution changed.
        chain.views[0].center = CGPoint(x: 250, y: 400)
        let walks = chain.engine.fullPlacementWalks
        chain.heights[3].constant = 50
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        #expect(chain.engine.fullPlacementWalks == walks + 1)
    }

    @Test func aFrameMovedByATransformIsPutBackToo() {
        let chain = Chain(3)
        chain.views[0].transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(chain.views[0].frame != chain.expectedFrame(0))
        chain.heights[2].constant = 30
        chain.window.layoutIfNeeded()
        #expect(chain.views[0].frame == chain.expectedFrame(0), "the frame (the transformed box) is the engine's again")
        #expect(chain.views[0].transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(chain.views[2].frame == chain.expectedFrame(2))
    }

    @Test func aLayoutRequestWithNothingChangedKeepsTheFrames() {
        let chain = Chain(3)
        let walks = chain.engine.fullPlacementWalks
        chain.window.setNeedsLayout()
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        #expect(chain.engine.fullPlacementWalks == walks, "nothing to place")
    }

    @Test func aViewThatMovesToAnotherSuperviewIsPlacedThere() {
        let chain = Chain(3)
        let container = View(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
        chain.window.addSubview(container)
        let moved = chain.views[2]
        moved.removeFromSuperview()
        container.addSubview(moved)
        // Leaving the window dropped the constraints the window held on it (UIKit's rule); its own size stays.
        #expect(chain.window.constraints.filter { $0.firstItem === moved || $0.secondItem === moved }.isEmpty)
        #expect(chain.heights[2].isActive)
        LayoutConstraint.activate([moved.leadingAnchor.constraint(equalTo: chain.window.leadingAnchor, constant: 16),
                                   moved.topAnchor.constraint(equalTo: chain.views[1].bottomAnchor, constant: 8)])
        chain.heights[2].constant = 20
        chain.window.layoutIfNeeded()
        // The constraints hold in the window's space; the frame is in the container's.
        var expected = chain.expectedFrame(2)
        expected.origin.y -= 100
        #expect(moved.frame == expected)
        chain.heights[0].constant = 54
        chain.window.layoutIfNeeded()
        expected.origin.y += 10
        #expect(moved.frame == expected)
        #expect(chain.views[1].frame == chain.expectedFrame(1))
    }

    @Test func aViewJoiningTheSystemInPlaceIsPlaced() {
        let chain = Chain(2)
        let newcomer = View(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        newcomer.translatesAutoresizingMaskIntoConstraints = false
        chain.window.addSubview(newcomer)
        chain.window.layoutIfNeeded()
        let rebuilds = chain.engine.rebuildCount
        // Its solution starts at zero: a solver reports no change for x == 0, yet the frame must move.
        LayoutConstraint.activate([newcomer.leadingAnchor.constraint(equalTo: chain.window.leadingAnchor),
                                   newcomer.topAnchor.constraint(equalTo: chain.window.topAnchor),
                                   newcomer.widthAnchor.constraint(equalToConstant: 0),
                                   newcomer.heightAnchor.constraint(equalToConstant: 0)])
        chain.window.layoutIfNeeded()
        #expect(chain.engine.rebuildCount == rebuilds, "joined in place")
        #expect(newcomer.frame == .zero)
        chain.expectAllPlaced()
    }

    // The engine's own entry into a plain `View`'s frame setter (`View+LayoutPlacement`) must do
    // what `frame = target` does: animate inside a block, reach categories, leave subclasses' setters
    // to run, and reject what the setter rejects.

    @Test func aPlacementInsideAnAnimationBlockAnimatesThePlacedViews() {
        let chain = Chain(4)
        chain.heights[0].constant = 54   // views 1...3 move down by 10
        View.animate(withDuration: 1) { chain.window.layoutIfNeeded() }
        chain.expectAllPlaced()
        chain.world.run(for: 0.5)
        for i in 1..<4 {
            let shown = chain.views[i].presentation().center.y
            #expect(shown > chain.expectedFrame(i).midY - 10 && shown < chain.expectedFrame(i).midY, "view \(i) is on its way")
        }
        chain.world.run(for: 1)
        for i in 0..<4 { #expect(chain.views[i].presentation().center.y == chain.expectedFrame(i).midY) }
        // Outside any block, the next placement is not animated.
        chain.heights[0].constant = 44
        chain.window.layoutIfNeeded()
        for i in 0..<4 { #expect(chain.views[i].presentation().center.y == chain.expectedFrame(i).midY) }
    }

    @Test func aPlacementOutsideABlockEndsThePlacedViewsRunningAnimations() {
        // Views that only move take the engine's shortest path (no setter, no hook) only while no
        // animation runs in the world: a move outside any block must still end the center
        // animations in flight, as `frame = …` does.
        let chain = Chain(4)
        chain.heights[0].constant = 54
        View.animate(withDuration: 1) { chain.window.layoutIfNeeded() }
        chain.world.run(for: 0.5)
        #expect(chain.views[2].presentation().center.y != chain.expectedFrame(2).midY, "on its way")
        chain.heights[0].constant = 64
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        for i in 1..<4 {
            #expect(chain.views[i].presentation().center.y == chain.expectedFrame(i).midY, "view \(i) shows its new frame at once")
        }
    }

    @Test func aMovedAnchorPointIsPlacedAsBySetter() {
        // A view whose layer moves its frame (here its anchor point) is placed by the setter's own
        // path on the pending list too: its frame is the engine's, its anchor point kept.
        let chain = Chain(3)
        chain.views[1].layer.anchorPoint = .zero
        chain.heights[2].constant = 50   // lays the window out: every frame is the engine's again
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        let walks = chain.engine.fullPlacementWalks
        chain.heights[0].constant = 50   // views 1 and 2 move, from the pending list
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        #expect(chain.engine.fullPlacementWalks == walks, "the window placed its pending subviews only")
        #expect(chain.views[1].layer.anchorPoint == .zero)
        #expect(chain.views[1].center == chain.expectedFrame(1).origin, "the position is the frame's origin")
    }

    @Test func aSuperviewThatAnimatesItsOwnLayoutAnimatesThePlacedViews() {
        final class AnimatingContainer: View {
            override func layoutSubviews() { View.animate(withDuration: 1) { super.layoutSubviews() } }
        }
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let container = AnimatingContainer(frame: window.bounds)
        window.addSubview(container)
        let a = View(frame: .zero), b = View(frame: .zero)
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; container.addSubview(v) }
        let height = a.heightAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([a.topAnchor.constraint(equalTo: container.topAnchor), height,
                                   a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   a.widthAnchor.constraint(equalToConstant: 10),
                                   b.topAnchor.constraint(equalTo: a.bottomAnchor), b.heightAnchor.constraint(equalToConstant: 20),
                                   b.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   b.widthAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        world.run(for: 2)
        height.constant = 40
        window.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 40, width: 10, height: 20))
        world.run(for: 0.5)
        #expect(b.presentation().center.y > 30 && b.presentation().center.y < 50)
        world.run(for: 1)
        #expect(b.presentation().center.y == 50)
    }

    @Test func aFrameCategoryInTheWorldSeesEveryPlacementAndOnlyThere() {
        let chain = Chain(3)
        var seen: [CGRect] = []
        chain.world.install(Category("Frames", on: View.self).setFrame { _, frame, callSuper in
            seen.append(frame)
            callSuper(frame)
        })
        chain.heights[0].constant = 50
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        #expect(seen == [chain.expectedFrame(0), chain.expectedFrame(1), chain.expectedFrame(2)])
        // A category of another world changes nothing here.
        let other = Simulation()
        other.install(Category("Elsewhere", on: View.self).setFrame { _, frame, callSuper in
            var f = frame
            f.size.width = 1
            callSuper(f)
        })
        chain.world.makeCurrent()
        seen.removeAll()
        chain.heights[0].constant = 60
        chain.window.layoutIfNeeded()
        chain.expectAllPlaced()
        #expect(seen.count == 3)
    }

    @Test func aSubclassFrameSetterStillRunsAndCanRefuse() {
        final class Stubborn: View {
            var asked: [CGRect] = []
            override var frame: CGRect {
                get { super.frame }
                set { asked.append(newValue); super.frame = CGRect(origin: newValue.origin, size: CGSize(width: 7, height: 7)) }
            }
        }
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let plain = View(frame: .zero), stubborn = Stubborn(frame: .zero)
        for v in [plain, stubborn] { v.translatesAutoresizingMaskIntoConstraints = false; window.addSubview(v) }
        let height = plain.heightAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([plain.topAnchor.constraint(equalTo: window.topAnchor), height,
                                   plain.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   plain.widthAnchor.constraint(equalToConstant: 10),
                                   stubborn.topAnchor.constraint(equalTo: plain.bottomAnchor),
                                   stubborn.heightAnchor.constraint(equalToConstant: 20),
                                   stubborn.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   stubborn.widthAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        height.constant = 30
        window.layoutIfNeeded()
        #expect(plain.frame == CGRect(x: 0, y: 0, width: 10, height: 30))
        #expect(stubborn.asked.last == CGRect(x: 0, y: 30, width: 10, height: 20))
        #expect(stubborn.frame == CGRect(x: 0, y: 30, width: 7, height: 7))
    }

    @Test func aPlacedFrameBeyondTheCoordinateLimitIsRejectedAsBySetter() {
        let chain = Chain(2)
        let before = chain.views.map(\.frame)
        // A constant cannot reach the limit any more (`LayoutConstraint.constantLimit`, bug 106): a multiplier can.
        chain.heights[0].isActive = false
        chain.views[0].heightAnchor.constraint(equalTo: chain.window.heightAnchor,
                                               multiplier: View.maximumCoordinate * 2 / chain.window.bounds.height).isActive = true
        chain.window.layoutIfNeeded()
        #expect(chain.world.diagnostics.contains { $0.code == .nonFiniteGeometry })
        #expect(chain.views.map(\.frame) == before, "the setter keeps the old frames")
    }
}

/// A placement holds its superview weakly: the superview and the world go when the test drops them.
@Test func aPlacementKeepsNoSuperviewAlive() {
    weak var weakWorld: Simulation?
    weak var weakContainer: View?
    do {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(container)
        let v = View(frame: .zero)
        v.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(v)
        let height = v.heightAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   v.topAnchor.constraint(equalTo: container.topAnchor),
                                   v.widthAnchor.constraint(equalToConstant: 10), height])
        window.layoutIfNeeded()
        height.constant = 20
        window.layoutIfNeeded()
        #expect(v.frame.height == 20)
        #expect(world.layoutEngine.placements.count == 1)
        weakWorld = world
        weakContainer = container
    }
    #expect(weakWorld == nil)
    #expect(weakContainer == nil)
}

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
        chain.heights[2].constant = 20
        chain.window.layoutIfNeeded()
        // The constraints still hold in the window's space; the frame is in the container's.
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

import Foundation
import Testing
@testable import ViewTree
import ViewTreeFuzzing

/// Huge (and tiny) constants never corrupt a layout: after any sequence of constant changes, frames
/// activations and deactivations — magnitudes up to `greatestFiniteMagnitude` included — the frames
/// are those a fresh layout of the final constants gives. (A constant of about 3.4e302 set and then
/// put back to 44 used to leave a chain at height 0 and the views below it 8 pt too high: the
/// in-place constant update subtracted the huge value again and the small ones were lost to
/// cancellation.)
@Suite struct ExtremeConstantTests {
    /// A chain in a window, as the benchmark's: each view `leading == 16`, `width == 300`,
    /// `height == 44`, `top == previous.bottom + 8` (the first at the window's top), plus an
    /// inequality and an optional constraint on the middle view; and a view placed by its frame
    /// (autoresizing constraints once a constraint mentions it).
    final class Chain {
        let world = Simulation()
        let window: Window
        var views: [View] = []
        let pinned: View
        /// Every constraint, in activation order; each one's constant is the scene's parameter.
        var constraints: [LayoutConstraint] = []

        init(_ n: Int, constants: [CGFloat]? = nil, pinnedFrame: CGRect = CGRect(x: 20, y: 30, width: 100, height: 40)) {
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
            window.makeKeyAndVisible()
            pinned = View(frame: pinnedFrame)
            window.addSubview(pinned)
            for i in 0..<n {
                let view = View(frame: .zero)
                view.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(view)
                let top = i == 0 ? view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8)
                                 : view.topAnchor.constraint(equalTo: views[i - 1].bottomAnchor, constant: 8)
                constraints += [view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                                view.widthAnchor.constraint(equalToConstant: 300),
                                view.heightAnchor.constraint(equalToConstant: 44), top]
                views.append(view)
            }
            let middle = views[n / 2]
            let cap = middle.widthAnchor.constraint(lessThanOrEqualToConstant: 310)
            let wish = middle.heightAnchor.constraint(equalToConstant: 60)
            wish.priority = LayoutPriority(750)
            constraints += [cap, wish]
            if let constants {
                for (c, value) in zip(constraints, constants) { c.constant = value }
            }
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
        }

        var frames: [CGRect] { (views + [pinned]).map(\.frame) }

        /// The engine's solution for each view, pixel-rounded (whether or not its frame could take it).
        var solvedFrames: [CGRect] {
            let engine = world.layoutEngine
            return views.map { view in
                guard let box = engine.boxes[ObjectIdentifier(view)] else { return CGRect(x: -1, y: -1, width: -1, height: -1) }
                return engine.solvedFrame(box, Double(world.profile.screenScale))
            }
        }
    }

    static let extremes: [CGFloat] = [
        3.4e302, 1e300, -1e300, View.maximumCoordinate, -View.maximumCoordinate, View.maximumCoordinate / 2,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e20, -1e20, 1e-300, -1e-300, 5e9,
    ]

    /// The bug as found: the first view's height to about 3.4e302 and back to 44.
    @Test func aHugeHeightPutBackLeavesTheChainAsIfNeverChanged() {
        let chain = Chain(8)
        let expected = Chain(8).frames
        #expect(chain.frames == expected)
        let height = chain.constraints[2]
        height.constant = 3.4e302
        chain.window.layoutIfNeeded()
        height.constant = 44
        chain.window.layoutIfNeeded()
        #expect(chain.frames == expected)
        #expect(chain.views[0].frame.height == 44)
        #expect(chain.views[1].frame.minY == 60)
    }

    /// The same through an inequality: the middle view's width (capped at 310 by a required
    /// `<=`) to -1e300 and back to 300. The cap's slack row held 310 + 1e300, which lost the 310.
    @Test func aHugeNegativeWidthPutBackThroughAnInequalityLeavesTheChainAsIfNeverChanged() {
        let chain = Chain(8)
        let expected = Chain(8).frames
        let width = chain.constraints[4 * 4 + 1]
        width.constant = -1e300
        chain.window.layoutIfNeeded()
        width.constant = 300
        chain.window.layoutIfNeeded()
        #expect(chain.frames == expected)
        #expect(chain.views[4].frame.width == 300)
    }

    /// Every extreme magnitude, on every kind of constraint of the chain (a position, a size, a
    /// spacing, an inequality, an optional one), set and put back.
    @Test(arguments: extremes)
    func anExtremeConstantPutBackLeavesTheFramesOfAFreshLayout(extreme: CGFloat) {
        let reference = Chain(6)
        let expected = reference.frames
        for index in reference.constraints.indices {
            let chain = Chain(6)
            let constraint = chain.constraints[index]
            let original = constraint.constant
            constraint.constant = extreme
            chain.window.layoutIfNeeded()
            constraint.constant = original
            chain.window.layoutIfNeeded()
            #expect(chain.frames == expected, "constraint \(index) (\(constraint.equationDescription)) via \(extreme)")
        }
    }

    /// A constraint with a huge constant activated and deactivated again.
    @Test(arguments: extremes)
    func anExtremeConstraintActivatedAndDeactivatedLeavesNoTrace(extreme: CGFloat) {
        let expected = Chain(6).frames
        let chain = Chain(6)
        let extras = [
            chain.views[2].heightAnchor.constraint(lessThanOrEqualToConstant: abs(extreme)),
            chain.views[3].topAnchor.constraint(greaterThanOrEqualTo: chain.views[2].bottomAnchor, constant: -abs(extreme)),
            chain.views[1].widthAnchor.constraint(equalToConstant: extreme),
        ]
        extras[2].priority = LayoutPriority(250)
        for extra in extras {
            extra.isActive = true
            chain.window.layoutIfNeeded()
            extra.isActive = false
            chain.window.layoutIfNeeded()
            #expect(chain.frames == expected, "\(extra.equationDescription)")
        }
    }

    /// A view pinned by its frame (autoresizing constraints) moved far away and back, with the chain
    /// hanging from it.
    @Test(arguments: [1e300, -1e300, View.maximumCoordinate / 2, 1e20, 5e9] as [CGFloat])
    func anAutoresizingFrameMovedFarAndBackLeavesNoTrace(far: CGFloat) {
        func scene() -> Chain {
            let chain = Chain(4)
            chain.views[0].topAnchor.constraint(equalTo: chain.pinned.bottomAnchor, constant: 2).isActive = true
            chain.constraints[3].isActive = false   // the first view's top now hangs from the pinned view
            chain.window.layoutIfNeeded()
            return chain
        }
        let expected = scene().frames
        let chain = scene()
        let frame = chain.pinned.frame
        chain.pinned.frame.origin.y = far
        chain.window.layoutIfNeeded()
        chain.pinned.frame = frame
        chain.window.layoutIfNeeded()
        #expect(chain.frames == expected)
    }

    /// Random sequences of constant changes, extreme magnitudes mixed with ordinary ones, laid out
    /// at random moments: at the end the frames (and the engine's solution) are those of a fresh
    /// layout of the final constants.
    @Test(arguments: Array(UInt64(1)...24))
    func randomChangesEndAsAFreshLayoutOfTheFinalConstants(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let n = 3 + random.index(below: 5)
        let chain = Chain(n)
        let count = chain.constraints.count
        var extremeChanges = 0
        for _ in 0..<(20 + random.index(below: 40)) {
            let constraint = chain.constraints[random.index(below: count)]
            if random.index(below: 5) < 2 {
                constraint.constant = Self.extremes[random.index(below: Self.extremes.count)]
                extremeChanges += 1
            } else {
                constraint.constant = CGFloat(random.int(in: -40...200)) / 2
            }
            if random.index(below: 3) > 0 { chain.window.layoutIfNeeded() }
        }
        // Half the sequences end with every constant ordinary again.
        if random.index(below: 2) == 0 {
            for constraint in chain.constraints where abs(constraint.constant) > 1e4 || (constraint.constant != 0 && abs(constraint.constant) < 1e-4) {
                constraint.constant = CGFloat(random.int(in: 0...100))
                if random.index(below: 2) == 0 { chain.window.layoutIfNeeded() }
            }
        }
        chain.window.layoutIfNeeded()
        let fresh = Chain(n, constants: chain.constraints.map(\.constant))
        #expect(chain.solvedFrames == fresh.solvedFrames, "seed \(seed)")
        // Frames the solution could not be placed at (beyond the coordinate limit) are refused and keep
        // whatever they were; every other frame is the fresh layout's.
        let limit = View.maximumCoordinate / 4
        for (i, solved) in fresh.solvedFrames.enumerated()
        where abs(solved.minX) < limit && abs(solved.minY) < limit && solved.width < limit && solved.height < limit {
            #expect(chain.views[i].frame == fresh.views[i].frame, "seed \(seed), view \(i)")
        }
        #expect(extremeChanges > 0)
    }
}

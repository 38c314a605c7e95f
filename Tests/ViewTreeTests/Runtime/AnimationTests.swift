import Foundation
import Testing
import ViewTree

@Suite struct AnimationTests {
    let world = Simulation(profile: .iOS7)   // replacing (not additive) animations: before iOS 8
    let window: Window
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.addSubview(view)
    }

    @Test func modelChangesAtOncePresentationFollowsFrameByFrame() {
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(view.alpha == 0, "the model value is set inside the block")
        #expect(view.presentation().alpha == 1)
        world.run(until: 0.25)
        #expect(abs(view.presentation().alpha - 0.75) < 1e-9)
        world.run(until: 0.5)
        #expect(abs(view.presentation().alpha - 0.5) < 1e-9)
        world.run(until: 1)
        #expect(view.presentation().alpha == 0 && !view.hasRunningAnimations)
    }

    @Test(arguments: [
        (View.AnimationOptions.curveLinear, 0.5),
        (.curveEaseIn, 0.3153),
        (.curveEaseOut, 0.6847),
        (.curveEaseInOut, 0.5),
    ])
    func curvesAtHalfTime(options: View.AnimationOptions, expectedProgress: Double) {
        View.animate(withDuration: 1, delay: 0, options: options, animations: { view.center.x = 150 })
        world.run(until: 0.5)
        let progress = (view.presentation().center.x - 50) / 100
        #expect(abs(progress - expectedProgress) < 1e-3)
        #expect(view.center.x == 150)
    }

    @Test func easeInOutQuarterPoint() {
        View.animate(withDuration: 1, animations: { view.alpha = 0 })
        world.run(until: 0.25)
        // CA's easeInEaseOut (0.42, 0, 0.58, 1) at x = 0.25 is y ≈ 0.1291.
        #expect(abs((1 - view.presentation().alpha) - 0.1291) < 2e-3)
    }

    @Test func completionFinishedAtTheEnd() {
        var results: [Bool] = []
        View.animate(withDuration: 0.5, animations: { view.frame.origin.x = 100 }, completion: { results.append($0) })
        world.run(until: 0.4)
        #expect(results.isEmpty)
        world.run(until: 0.6)
        #expect(results == [true])
    }

    @Test func replacedAnimationCompletesWithFalseAndStartsFromThePresentation() {
        var first: [Bool] = [], second: [Bool] = []
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: { first.append($0) })
        world.run(until: 0.5)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 }, completion: { second.append($0) })
        world.run(until: 0.5)
        #expect(first == [false])
        #expect(abs(view.presentation().alpha - 0.5) < 1e-9, "starts from where the first one was")
        world.run(until: 1.0)
        #expect(abs(view.presentation().alpha - 0.75) < 1e-9)
        world.run(until: 1.6)
        #expect(second == [true])
    }

    @Test func nothingToAnimateStillCompletesOnTheNextTurn() {
        var results: [Bool] = []
        View.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { results.append($0) })
        #expect(results.isEmpty)
        world.run(for: 0)
        #expect(results == [true])
    }

    @Test func delayHoldsTheOldPresentation() {
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        world.run(until: 0.5)
        #expect(view.presentation().alpha == 1)
        world.run(until: 1.0)
        #expect(abs(view.presentation().alpha - 0.5) < 1e-9)
    }

    @Test func performWithoutAnimationDoesNotAnimate() {
        View.animate(withDuration: 1, animations: {
            View.performWithoutAnimation { view.alpha = 0.2 }
        })
        #expect(Float(view.presentation().alpha) == 0.2 && !view.hasRunningAnimations)
    }

    @Test func aChangeOutsideAnAnimationStopsIt() {
        var results: [Bool] = []
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { results.append($0) })
        world.run(until: 0.2)
        view.alpha = 0.7
        #expect(Float(view.presentation().alpha) == 0.7)
        world.run(for: 0)
        #expect(results == [false])
    }

    @Test func hitTestingUsesTheModel() {
        window.makeKeyAndVisible()
        View.animate(withDuration: 1, animations: { view.frame.origin.x = 200 })
        #expect(window.hitTest(CGPoint(x: 250, y: 50), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    }

    @Test func framesAndBackgroundColorAnimate() {
        view.backgroundColor = .black
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            view.backgroundColor = .white
        })
        world.run(until: 0.5)
        let p = view.presentation()
        #expect(p.frame == CGRect(x: 0, y: 0, width: 150, height: 75))
        #expect(p.backgroundColor == Color(white: 0.5))
    }

    @Test(arguments: [-1.0, .nan])
    func badDurationsAreReported(duration: Double) {
        var results: [Bool] = []
        View.animate(withDuration: duration, animations: { view.alpha = 0.5 }, completion: { results.append($0) })
        #expect(view.alpha == 0.5 && !view.hasRunningAnimations)
        #expect(world.diagnostics.last?.code == .animation)
        world.run(for: 0)
        #expect(results == [true])
    }

    @Test func runsAt120HzWhenAsked() {
        world.framesPerSecond = 120
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
        world.run(until: 1.0 / 120)
        #expect(abs(view.presentation().alpha - (1 - 1.0 / 120)) < 1e-9)
    }
}

/// A view made where no world is current (this test never made one) has no clock: its
/// animations complete at once, like a UIKit view in no window.
@Test func viewsInNoWorldCompleteAtOnce() {
    let loose = View(frame: .zero)
    #expect(loose.simulation == nil)
    var results: [Bool] = []
    View.animate(withDuration: 1, animations: { loose.alpha = 0 }, completion: { results.append($0) })
    #expect(results == [true] && loose.alpha == 0 && loose.presentation().alpha == 0)
}

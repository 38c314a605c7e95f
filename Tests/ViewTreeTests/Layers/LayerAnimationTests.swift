import Foundation
import Testing
import ViewTree

/// Records what an animation delegate is told.
final class AnimationLog: AnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: Animation) { events.append("start") }
    func animationDidStop(_ anim: Animation, finished flag: Bool) { events.append("stop \(flag)") }
}

@Suite struct LayerAnimationTests {
    let world = Simulation()
    let window: Window
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.addSubview(view)
    }

    func close(_ a: CGFloat?, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { a.map { abs($0 - b) <= tolerance } ?? false }

    @Test func basicAnimationChangesThePresentationNotTheModel() {
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 2
        let log = AnimationLog()
        fade.delegate = log
        view.layer.add(fade, forKey: "fade")
        #expect(view.layer.animationKeys() == ["fade"])
        #expect(view.alpha == 1 && view.layer.opacity == 1, "the model stays")
        world.run(until: 0.5)
        #expect(close(CGFloat(view.layer.presentation()?.opacity ?? -1), 0.25, 1e-6))
        #expect(close(view.presentation().alpha, 0.25, 1e-6), "the view's presentation shows it too")
        #expect(log.events == ["start"])
        world.run(until: 2.5)
        #expect(view.layer.animationKeys() == nil && view.presentation().alpha == 1)
        #expect(log.events == ["start", "stop true"])
    }

    @Test func fromByToRulesAndAdditive() {
        view.center = CGPoint(x: 100, y: 100)
        let move = BasicAnimation(keyPath: "position.x")
        move.byValue = 50
        move.duration = 1
        view.layer.add(move, forKey: "by")
        world.run(until: 0.5)
        #expect(close(view.layer.presentation()?.position.x, 125))
        let nudge = BasicAnimation(keyPath: "position.y")
        nudge.fromValue = 0
        nudge.toValue = 10
        nudge.isAdditive = true
        nudge.duration = 1
        view.layer.add(nudge, forKey: "nudge")
        world.run(until: 1.0)
        #expect(close(view.layer.presentation()?.position.y, 105))
        #expect(view.center == CGPoint(x: 100, y: 100))
    }

    @Test func fillForwardsKeepsTheEndWhenNotRemoved() {
        let grow = BasicAnimation(keyPath: "transform.scale")
        grow.toValue = 2
        grow.duration = 1
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        view.layer.add(grow, forKey: "grow")
        world.run(until: 5)
        #expect(view.layer.animationKeys() == ["grow"])
        #expect(view.layer.presentation()?.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.transform.isIdentity)
        #expect(view.presentation().frame == CGRect(x: -50, y: -50, width: 200, height: 200))
    }

    @Test func repeatCountAutoreversesAndTiming() {
        let pulse = BasicAnimation(keyPath: "cornerRadius")
        pulse.fromValue = 0
        pulse.toValue = 10
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = 2
        view.layer.add(pulse, forKey: "pulse")
        world.run(until: 0.5)
        #expect(close(view.layer.presentation()?.cornerRadius, 5))
        world.run(until: 1.5)
        #expect(close(view.layer.presentation()?.cornerRadius, 5), "on its way back")
        world.run(until: 2.25)
        #expect(close(view.layer.presentation()?.cornerRadius, 2.5), "second cycle")
        world.run(until: 3.9)
        #expect(view.layer.animationKeys() == ["pulse"])
        world.run(until: 4.0)
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()?.cornerRadius == 0)

        let eased = BasicAnimation(keyPath: "borderWidth")
        eased.fromValue = 0
        eased.toValue = 1
        eased.duration = 1
        eased.timingFunction = MediaTimingFunction(name: .easeIn)
        view.layer.add(eased, forKey: nil)
        #expect(view.layer.animationKeys() == nil, "a nil key is not listed")
        world.run(until: 4.5)
        #expect(close(view.layer.presentation()?.borderWidth, 0.3153, 1e-3))
    }

    @Test func keyframesThroughValues() {
        let path = KeyframeAnimation(keyPath: "position")
        path.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]
        path.keyTimes = [0, 0.25, 1]
        path.duration = 1
        view.layer.add(path, forKey: "path")
        world.run(until: 0.125)
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 0))
        world.run(until: 0.625)
        #expect(view.layer.presentation()?.position == CGPoint(x: 100, y: 50))
        let steps = KeyframeAnimation(keyPath: "opacity")
        steps.values = [0, 0.5, 1]
        steps.calculationMode = .discrete
        steps.duration = 1
        view.layer.add(steps, forKey: "steps")
        world.run(until: 1.0)
        #expect(view.layer.presentation()?.opacity == 0)
        world.run(until: 1.4)
        #expect(view.layer.presentation()?.opacity == 0.5)
    }

    @Test func springAnimationOvershootsAndSettles() {
        let spring = SpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = spring.settlingDuration
        view.layer.add(spring, forKey: "spring")
        // Core Animation's defaults (mass 1, stiffness 100, damping 10): ratio 0.5, it overshoots.
        var peak: CGFloat = 0
        for step in 1...100 {
            world.run(until: Double(step) / 100)
            peak = max(peak, view.layer.presentation()?.position.x ?? 0)
        }
        #expect(peak > 110 && peak < 120)
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 2)
    }

    @Test func removingStopsAndTellsTheDelegateNotFinished() {
        let log = AnimationLog()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = log
        view.layer.add(fade, forKey: "fade")
        world.run(until: 0.5)
        view.layer.removeAnimation(forKey: "fade")
        #expect(view.layer.presentation()?.opacity == 1)
        world.run(until: 0.6)
        #expect(log.events == ["start", "stop false"])
        // A second animation under the same key replaces the first.
        view.layer.add(fade, forKey: "fade")
        view.layer.add(fade, forKey: "fade")
        world.run(until: 0.7)
        #expect(log.events == ["start", "stop false", "stop false", "start"])
    }

    @Test func unknownKeyPathsAndBadTimingAreRejected() {
        let odd = BasicAnimation(keyPath: "wobble")
        view.layer.add(odd, forKey: "odd")
        let bad = BasicAnimation(keyPath: "opacity")
        bad.duration = -1
        view.layer.add(bad, forKey: "bad")
        let nan = BasicAnimation(keyPath: "position.x")
        nan.toValue = CGFloat.nan
        view.layer.add(nan, forKey: "nan")
        let frames = KeyframeAnimation(keyPath: "opacity")
        frames.values = [0, Double.infinity]
        view.layer.add(frames, forKey: "frames")
        #expect(view.layer.animationKeys() == nil)
        #expect(world.diagnostics.map(\.code) == [.animation, .animation, .animation, .animation])
        #expect(view.layer.presentation()?.position == view.center)
    }

    @Test func transactionCompletionWaitsForItsAnimations() {
        var done: [Double] = []
        Transaction.begin()
        Transaction.setAnimationDuration(2)
        Transaction.setCompletionBlock { done.append(world.runLoop.now) }
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        view.layer.add(fade, forKey: "fade")
        #expect(view.layer.animation(forKey: "fade")?.duration == 2)
        let shorter = BasicAnimation(keyPath: "cornerRadius")
        shorter.toValue = 4
        shorter.duration = 0.5
        view.layer.add(shorter, forKey: "round")
        Transaction.commit()
        world.run(until: 1)
        #expect(done.isEmpty)
        world.run(until: 3)
        #expect(done == [2])
        var immediate = false
        Transaction.begin()
        Transaction.setCompletionBlock { immediate = true }
        Transaction.commit()
        #expect(immediate, "nothing to wait for")
    }

    @Test func viewAnimationsAreListedAndStopLikeUIKit() {
        var results: [Bool] = []
        View.animate(withDuration: 1, animations: {
            view.alpha = 0
            view.center.x = 200
        }, completion: { results.append($0) })
        #expect(view.layer.animationKeys() == ["opacity", "position"])
        let described = view.layer.animation(forKey: "opacity") as? BasicAnimation
        #expect(described?.fromValue as? CGFloat == 1 && described?.toValue as? CGFloat == 0 && described?.duration == 1)
        world.run(until: 0.5)
        view.layer.removeAllAnimations()
        #expect(view.layer.animationKeys() == nil)
        #expect(view.alpha == 0 && view.center.x == 200, "the model value stays")
        #expect(view.presentation().alpha == 0 && view.presentation().center.x == 200)
        world.run(until: 0.6)
        #expect(results == [false])
    }

    @Test func transformsAnimateThroughTheirRotation() {
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        world.run(until: 0.5)
        let halfway = view.presentation().transform
        let expected = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(close(halfway.a, expected.a, 1e-6) && close(halfway.b, expected.b, 1e-6))
        #expect(close(halfway.c, expected.c, 1e-6) && close(halfway.d, expected.d, 1e-6))
        #expect(view.layer.animationKeys() == ["transform"])
        world.run(until: 1)
        #expect(view.presentation().transform == view.transform)
    }

    @Test func uiKitSpringAnimationOvershootsAndEndsOnTime() {
        var finished: [Bool] = []
        View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                     animations: { view.center.x = 150 }, completion: { finished.append($0) })
        var peak: CGFloat = 0
        for step in 1...99 {
            world.run(until: Double(step) / 100)
            peak = max(peak, view.presentation().center.x)
        }
        #expect(peak > 150, "a damping ratio below 1 overshoots")
        world.run(until: 1.0)
        #expect(view.presentation().center.x == 150 && finished == [true])
        // Damping 1 never overshoots.
        View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                     animations: { view.center.x = 50 }, completion: nil)
        var lowest: CGFloat = 150
        for step in 101...199 {
            world.run(until: Double(step) / 100)
            lowest = min(lowest, view.presentation().center.x)
        }
        #expect(lowest >= 50)
    }
}

/// Outside the suite, where no world is current (the suite's own `world` would be): a free layer made
/// here has no clock, so its animation is over at once. (Made while a world is current, a free layer
/// belongs to it: `Layer.freeLayersJoinTheCurrentWorld`.)
@Test func aLayerInNoWorldFinishesAtOnce() {
    let loose = Layer()
    #expect(Simulation.current == nil)
    let log = AnimationLog()
    let fade = BasicAnimation(keyPath: "opacity")
    fade.toValue = 0
    fade.delegate = log
    loose.add(fade, forKey: "fade")
    #expect(log.events == ["stop true"] && loose.animationKeys() == nil)
}

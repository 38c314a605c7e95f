import Foundation
import Testing
import ViewTree

/// The animator names views by identity and holds no reference to them (issue #21): a view tells
/// its world when it goes. These tests pin what that design must keep: views released mid-animation
/// are freed at once, their animations end with `finished == false` on the next frame, and a view
/// made afterwards (which may get the same address) never inherits them.
@Suite struct AnimationOwnershipTests {
    @Test func aViewReleasedMidAnimationIsFreedAndItsCompletionGetsFalse() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        window.makeKeyAndVisible()
        weak var released: View?
        var finished: [Bool] = []
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            View.animate(withDuration: 1, animations: { view.alpha = 0; view.center = CGPoint(x: 50, y: 50) },
                         completion: { finished.append($0) })
            world.run(for: 0.1)
            #expect(view.hasRunningAnimations)
            released = view
            view.removeFromSuperview()
        }
        #expect(released == nil, "the animation must not keep its view alive")
        #expect(finished.isEmpty, "the completion runs on the next frame, not inside deinit")
        world.run(for: 0.1)
        #expect(finished == [false])
        world.run(for: 2)
        #expect(finished == [false])
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
    }

    @Test func viewsMadeAfterAnAnimatedViewWentDoNotInheritItsAnimations() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        window.makeKeyAndVisible()
        // Many short-lived views, so that some new view is likely to reuse a freed one's address.
        for _ in 0..<200 {
            do {
                let doomed = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                window.addSubview(doomed)
                View.animate(withDuration: 5, animations: { doomed.alpha = 0 })
                doomed.removeFromSuperview()
            }
            let fresh = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(fresh)
            #expect(!fresh.hasRunningAnimations)
            #expect(fresh.presentation().alpha == 1)
            fresh.alpha = 0.5      // outside a block: must not end anyone else's animation
            #expect(fresh.presentation().alpha == 0.5)
            fresh.removeFromSuperview()
        }
        world.run(for: 0.1)
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
    }

    @Test func aViewThatAnimatedIsFreedWhenDroppedAfterwards() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        window.makeKeyAndVisible()
        weak var weakView: View?
        var done = false
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            View.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: { done = $0 })
            world.run(for: 1)
            #expect(done)
            #expect(!view.hasRunningAnimations)
            #expect(view.presentation().alpha == 0)
            weakView = view
            view.removeFromSuperview()
        }
        #expect(weakView == nil)
    }

    @Test func aSecondAnimationOfTheSamePropertyStartsWhereTheFirstIs() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        window.makeKeyAndVisible()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var results: [Bool] = []
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { results.append($0) })
        world.run(for: 0.5)
        let midway = view.presentation().alpha
        #expect(midway > 0 && midway < 1)
        View.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { results.append($0) })
        #expect(view.presentation().alpha == midway || world.profile.usesAdditiveAnimations)
        world.run(for: 2)
        #expect(results == [false, true] || results == [true, true])
        #expect(view.presentation().alpha == 1)
        #expect(!view.hasRunningAnimations)
    }

    @Test func aTimerKeptAfterItsLoopIsGoneDoesNotKeepTheLoopAlive() {
        weak var weakLoop: VirtualRunLoop?
        var timer: VirtualTimer?
        do {
            let loop = VirtualRunLoop()
            timer = loop.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
            weakLoop = loop
        }
        #expect(weakLoop == nil, "a timer must not keep its loop alive")
        // The loop is gone: these must do nothing, and not crash.
        timer?.fireDate = 5
        timer?.invalidate()
        #expect(timer?.isValid == false)
    }
}

// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// `UIViewPropertyAnimator` on the world's clock: states, completions, pausing and stopping.
@Suite struct PropertyAnimatorTests {
    final class Positions { var list: [UIViewAnimatingPosition] = [] }

    /// A world with a 10 × 10 view in its window.
    func makeWorld() -> (TestWorld, UIView) {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        return (t, view)
    }

    @Test func anAnimatorRunsItsAnimationsAndCompletesAtTheEnd() {
        let (t, view) = makeWorld()
        let ends = Positions()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { ends.list.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.alpha == 0)                                  // the model value at once
        t.run(for: 0.5)
        #expect(abs(view.presentation().alpha - 0.5) < 0.02)
        #expect(abs(animator.fractionComplete - 0.5) < 0.02)
        t.run(for: 0.6)
        #expect(ends.list == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
    }

    @Test func stoppingLeavesTheViewsWhereTheyAreAndFinishingCallsTheCompletion() {
        let (t, view) = makeWorld()
        let ends = Positions()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { ends.list.append($0) }
        animator.startAnimation()
        t.run(for: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && !animator.isRunning)
        #expect(abs(view.center.x - 55) < 2)                       // the model value is where it was shown
        #expect(view.presentation().center.x == view.center.x)
        t.run(for: 1)
        #expect(ends.list.isEmpty)
        animator.finishAnimation(at: .end)
        #expect(view.center.x == 105)
        #expect(ends.list == [.end])
        #expect(animator.state == .inactive)
    }

    @Test func stoppingWithoutFinishingCallsNoCompletion() {
        let (t, view) = makeWorld()
        let ends = Positions()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [.curveLinear],
                                                                      animations: { view.alpha = 0 }) { ends.list.append($0) }
        #expect(animator.isRunning)
        t.run(for: 0.25)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        t.run(for: 2)
        #expect(ends.list.isEmpty)
        #expect(abs(view.alpha - 0.75) < 0.02)
    }

    @Test func pausingAndContinuingRunsTheRemainingTime() {
        let (t, view) = makeWorld()
        let ends = Positions()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { ends.list.append($0) }
        animator.startAnimation()
        t.run(for: 0.4)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.4) < 0.02)
        t.run(for: 5)
        #expect(ends.list.isEmpty)
        #expect(view.alpha == 0)                                   // the model value stays the end value
        #expect(abs(view.presentation().alpha - 0.6) < 0.02)       // shown where the animation got to
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        t.run(for: 0.3)
        #expect(abs(view.presentation().alpha - 0.3) < 0.03)       // the rest, from 0.6, over the remaining 0.6 s
        t.run(for: 0.2)
        #expect(ends.list.isEmpty)
        t.run(for: 0.2)
        #expect(ends.list == [.end])
        #expect(view.presentation().alpha == 0)
    }

    @Test func springParametersGiveTheDurationOrTheirOwn() {
        let (t, view) = makeWorld()
        let ratio = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) { view.center.x = 100 }
        ratio.startAnimation()
        t.run(for: 0.6)
        #expect(ratio.state == .inactive)
        let physical = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
        let settle = SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0).settlingDuration
        let spring = UIViewPropertyAnimator(duration: 0.1, timingParameters: physical)
        spring.addAnimations { view.center.x = 0 }
        spring.startAnimation()
        t.run(for: 0.2)
        #expect(spring.isRunning)                                 // the 0.1 s is ignored
        t.run(for: settle)
        #expect(spring.state == .inactive)
        #expect(physical.timingCurveType == .spring)
        #expect(UICubicTimingParameters(animationCurve: .easeIn).timingCurveType == .builtin)
    }

    @Test func scrubbingAPausedAnimatorShowsTheViewsThatFarInAStraightLine() {
        let (t, view) = makeWorld()
        let ends = Positions()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { view.center.x = 105 }
        animator.addCompletion { ends.list.append($0) }
        animator.pauseAnimation()                                  // an inactive animator runs its block, paused
        #expect(animator.state == .active && !animator.isRunning)
        #expect(view.center.x == 105)                              // the model value at once
        #expect(view.presentation().center.x == 5)                 // shown where it starts
        animator.fractionComplete = 0.3
        #expect(abs(view.presentation().center.x - 35) < 0.001)    // scrubsLinearly: 30% of the way
        animator.fractionComplete = 0.1                            // back, as a pan does
        #expect(abs(view.presentation().center.x - 15) < 0.001)
        #expect(animator.fractionComplete == 0.1)
        #expect(throws: Never.self) { try t.simulation.runUntilIdle() }   // a paused animator needs no frames
        #expect(abs(view.presentation().center.x - 15) < 0.001 && ends.list.isEmpty)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.isRunning)
        t.run(for: 0.85)
        #expect(ends.list.isEmpty)                                 // the remaining 0.9 s
        t.run(for: 0.1)
        #expect(ends.list == [.end])
        #expect(view.presentation().center.x == 105 && animator.state == .inactive)
    }

    @Test func settingTheFractionOfAnInactiveAnimatorPausesItAndWithoutLinearScrubbingFollowsTheCurve() {
        let (t, view) = makeWorld()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { view.alpha = 0 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning && view.alpha == 0)
        let eased = CGFloat(TimingCurve.easeOut.progress(atFraction: 0.3))
        #expect(eased > 0.35)                                      // ease-out runs ahead of a straight line
        #expect(abs(view.presentation().alpha - (1 - eased)) < 0.001)
        animator.startAnimation()                                  // a second start continues over the rest
        t.run(for: 0.75)
        #expect(animator.state == .inactive && view.presentation().alpha == 0)
    }

    @Test func theFractionChangesOnlyWhilePausedAndStoppingAScrubbedAnimatorLeavesNothingRunning() {
        let (t, view) = makeWorld()
        let ends = Positions()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { ends.list.append($0) }
        animator.startAnimation()
        t.run(for: 0.5)
        animator.fractionComplete = 0.9
        #expect(abs(animator.fractionComplete - 0.5) < 0.02)       // ignored while running, and said
        #expect(t.simulation.diagnostics.contains { $0.code == .animation && $0.message.contains("only while the animator is paused") })
        animator.pauseAnimation()
        animator.fractionComplete = 1                              // shown at the model value
        #expect(view.presentation().center.x == 105)
        animator.stopAnimation(false)
        #expect(!view.hasRunningAnimations && view.center.x == 105)
        animator.finishAnimation(at: .current)
        #expect(ends.list == [.current])
        #expect(throws: Never.self) { try t.simulation.runUntilIdle() }
    }

    @Test func aBlockAddedWhilePausedWaitsWithTheOthers() {
        let (t, view) = makeWorld()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(other)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.addAnimations { other.alpha = 0 }                 // runs from here to the end
        #expect(other.alpha == 0 && other.presentation().alpha == 1)
        animator.fractionComplete = 0.75
        #expect(abs(view.presentation().alpha - 0.25) < 0.001)
        #expect(abs(other.presentation().alpha - 0.5) < 0.001)     // halfway through its own part
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        t.run(for: 0.3)
        #expect(animator.state == .inactive && other.presentation().alpha == 0 && view.presentation().alpha == 0)
    }

    @Test func aReversedAnimatorRunsBackFromWhereTheViewsAreAndEndsAtTheStart() {
        let (t, view) = makeWorld()
        let ends = Positions()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 105 }
        animator.addCompletion { ends.list.append($0) }
        animator.startAnimation()
        t.run(for: 0.3)
        animator.pauseAnimation()                                  // a pan that goes back
        animator.isReversed = true
        #expect(abs(view.presentation().center.x - 35) < 1)       // nothing moves until it continues
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        t.run(for: 0.2)
        #expect(ends.list.isEmpty && view.presentation().center.x < 35)
        t.run(for: 0.15)                                           // back over the 0.3 s it took
        #expect(ends.list == [.start])
        #expect(view.center.x == 5 && view.presentation().center.x == 5)
        #expect(animator.state == .inactive)
    }

    @Test func reversingARunningAnimatorTurnsItAroundAtOnce() {
        let (t, view) = makeWorld()
        let ends = Positions()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.addCompletion { ends.list.append($0) }
        animator.startAnimation()
        t.run(for: 0.4)
        animator.isReversed = true
        #expect(animator.isRunning && abs(animator.fractionComplete - 0.4) < 0.02)
        t.run(for: 0.2)
        #expect(abs(animator.fractionComplete - 0.2) < 0.03)      // the fraction runs down
        #expect(abs(view.presentation().alpha - 0.8) < 0.03)
        t.run(for: 0.25)
        #expect(ends.list == [.start] && view.alpha == 1)
    }

    @Test func finishingAStoppedAnimatorAtTheStartPutsBackTheStartValues() {
        let (t, view) = makeWorld()
        let ends = Positions()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.center.x = 105
            view.alpha = 0.5
        }
        animator.addCompletion { ends.list.append($0) }
        animator.startAnimation()
        t.run(for: 0.5)
        animator.stopAnimation(false)
        #expect(abs(view.center.x - 55) < 2)
        animator.finishAnimation(at: .start)
        #expect(view.center.x == 5 && view.alpha == 1 && ends.list == [.start])
        #expect(!view.hasRunningAnimations)
    }
}

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
        #expect(abs(view.alpha - 0.6) < 0.02)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        t.run(for: 0.5)
        #expect(ends.list.isEmpty)
        t.run(for: 0.2)
        #expect(ends.list == [.end])
        #expect(view.alpha == 0)
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

    @Test func scrubbingIsReportedNotSilent() {
        let (t, view) = makeWorld()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { view.alpha = 0 }
        animator.fractionComplete = 0.3
        #expect(animator.state == .active)
        #expect(animator.fractionComplete == 0.3)
        #expect(t.simulation.diagnostics.contains { $0.code == .animation && $0.subject == "ViewPropertyAnimator" })
    }
}

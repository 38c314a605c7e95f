// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// `UIView.animateKeyframes` / `addKeyframe` and `CADisplayLink`, on the world's clock.
@Suite struct KeyframesAndDisplayLinkTests {
    final class Counter {
        var ticks = 0
        var lastTimestamp: TimeInterval = 0
        func step() { ticks += 1 }
        func stepWithLink(_ link: CADisplayLink) {
            ticks += 1
            lastTimestamp = link.timestamp
        }
    }

    @Test func eachKeyframeAnimatesOverItsPartAndTheCompletionRunsOnce() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        var completions: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
        }, completion: { completions.append($0) })
        #expect(view.center.x == 5)                                   // the last keyframe's value, at once
        t.run(for: 0.25)
        #expect(abs(view.presentation().center.x - 55) < 2)           // half-way through the first keyframe
        t.run(for: 0.25)
        #expect(abs(view.presentation().center.x - 105) < 2)          // the first keyframe's value
        t.run(for: 0.25)
        #expect(abs(view.presentation().center.x - 55) < 2)
        #expect(completions.isEmpty)
        t.run(for: 0.3)
        #expect(completions == [true])
        #expect(view.presentation().center.x == 5)
    }

    @Test func addKeyframeOutsideAKeyframeBlockAppliesAndReports() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5 && !view.hasRunningAnimations)
        #expect(t.simulation.diagnostics.contains { $0.subject == "View.addKeyframe" })
    }

    @Test func aDisplayLinkCallsItsTargetEveryFrameUntilInvalidated() {
        let t = TestWorld()
        let counter = Counter()
        let link = CADisplayLink(target: counter, selector: Counter.stepWithLink)
        t.run(for: 0.1)
        #expect(counter.ticks == 0)                                   // not added to a run loop yet
        link.add(to: .main, forMode: .common)
        t.run(for: 0.5)
        #expect(counter.ticks == 30)                                  // 60 frames a second
        #expect(counter.lastTimestamp == link.timestamp && link.duration == 1.0 / 60)
        link.isPaused = true
        t.run(for: 0.5)
        #expect(counter.ticks == 30)
        link.isPaused = false
        link.preferredFramesPerSecond = 30
        t.run(for: 0.5)
        #expect(counter.ticks == 45)
        link.invalidate()
        t.run(for: 0.5)
        #expect(counter.ticks == 45)
        let plain = Counter()
        let other = CADisplayLink(target: plain, selector: Counter.step)
        other.add(to: .main, forMode: .default)
        t.run(for: 0.1)
        #expect(plain.ticks == 6)
        other.invalidate()
    }
}

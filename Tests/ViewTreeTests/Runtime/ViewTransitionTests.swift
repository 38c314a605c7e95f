import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `UIView.transition(with:…)` and `transition(from:to:…)` on the virtual clock.
@Suite struct ViewTransitionTests {
    @Test func changesApplyAtOnceAndTheCompletionWaitsForTheDuration() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(card)
        var finished: [Bool] = []
        View.transition(with: card, duration: 0.5, options: [.transitionFlipFromLeft], animations: {
            card.alpha = 0.5
        }, completion: { finished.append($0) })
        #expect(card.alpha == 0.5 && card.presentation().alpha == 0.5)
        t.simulation.runLoop.run(for: 0.4)
        #expect(finished.isEmpty)
        t.simulation.runLoop.run(for: 0.2)
        #expect(finished == [true])
        View.transition(with: card, duration: .nan, options: .transitionCrossDissolve, animations: nil, completion: { finished.append($0) })
        t.simulation.runLoop.run(for: 0)
        #expect(finished == [true, true])
    }

    @Test func transitionFromToSwapsTheViewsOrShowsAndHidesThem() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let front = View(frame: .zero), back = View(frame: .zero), other = View(frame: .zero)
        t.window.addSubview(front)
        t.window.addSubview(other)
        View.transition(from: front, to: back, duration: 0.3, options: .transitionFlipFromRight)
        #expect(front.superview == nil && back.superview === t.window)
        #expect(t.window.subviews.firstIndex(of: back) == 0)
        t.window.addSubview(front)
        front.isHidden = true
        View.transition(from: back, to: front, duration: 0.3, options: [.showHideTransitionViews])
        #expect(back.isHidden && !front.isHidden && back.superview === t.window)
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `Transaction` (CATransaction) completions beyond explicit layer animations: the animations of
/// `View.animate` blocks run inside a transaction count, and a setter outside `begin()`/`commit()`
/// opens the implicit transaction, committed at the end of the run-loop turn.
@Suite struct LayerTransactionTests {
    let world = Simulation()
    let window: Window
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.addSubview(view)
    }

    @Test func aViewAnimationInsideATransactionDelaysItsCompletion() {
        var events: [String] = []
        Transaction.begin()
        Transaction.setCompletionBlock { events.append("transaction at \(world.runLoop.now)") }
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { events.append("block \($0)") })
        Transaction.commit()
        world.run(until: 0.5)
        #expect(events.isEmpty, "the view animation is still running")
        world.run(until: 2)
        #expect(events == ["block true", "transaction at 1.0"])
    }

    @Test func aStoppedViewAnimationEndsTheTransactionToo() {
        var ran = 0
        Transaction.begin()
        Transaction.setCompletionBlock { ran += 1 }
        View.animate(withDuration: 1) { view.center.x = 200 }
        Transaction.commit()
        world.run(until: 0.25)
        view.layer.removeAllAnimations()
        world.run(until: 0.3)
        #expect(ran == 1, "removed animations count as ended (CATransaction: completed or removed)")
        world.run(until: 2)
        #expect(ran == 1)
    }

    @Test func aBlockThatAnimatesNothingDoesNotHoldTheTransaction() {
        var ran = false
        Transaction.begin()
        Transaction.setCompletionBlock { ran = true }
        View.animate(withDuration: 1) {}
        Transaction.commit()
        #expect(ran, "no animation was added, so the commit completes it")
    }

    @Test func aNavigationPushInsideATransactionCompletesWithTheSlide() {
        let t = TestWorld()
        let nav = NavigationController(rootViewController: ViewController())
        t.show(nav)
        var done = false
        Transaction.begin()
        Transaction.setCompletionBlock { done = true }
        nav.pushViewController(ViewController(), animated: true)
        Transaction.commit()
        t.run(for: 0.3)
        #expect(!done && nav.isTransitioning)
        t.run(for: 0.1)
        #expect(done && !nav.isTransitioning)
    }

    @Test func theImplicitTransactionCommitsAtTheEndOfTheTurn() {
        var done: [Double] = []
        Transaction.setAnimationDuration(2)
        Transaction.setCompletionBlock { done.append(world.runLoop.now) }
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        view.layer.add(fade, forKey: "fade")
        #expect(view.layer.animation(forKey: "fade")?.duration == 2, "the implicit transaction's duration applies")
        Transaction.commit()
        #expect(Transaction.completionBlock() != nil, "commit() does not close the implicit transaction")
        world.run(until: 1)
        #expect(done.isEmpty && Transaction.completionBlock() == nil, "committed by the run loop, waiting for the fade")
        #expect(Transaction.animationDuration() == 0.25, "after the turn no transaction is open")
        world.run(until: 3)
        #expect(done == [2])
    }

    @Test func theImplicitTransactionWithNoAnimationCompletesOnTheNextTurn() {
        var ran = false
        Transaction.setCompletionBlock { ran = true }
        #expect(!ran)
        world.run(until: 0.01)
        #expect(ran)
    }

    @Test func aReplacedCompletionBlockStillRuns() {
        var log: [String] = []
        Transaction.begin()
        Transaction.setCompletionBlock { log.append("first") }
        Transaction.setCompletionBlock { log.append("second") }
        #expect(log == ["first"], "no animation was added for it: invoked at once")
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        view.layer.add(fade, forKey: "fade")
        Transaction.setCompletionBlock { log.append("third") }
        Transaction.commit()
        #expect(log == ["first", "third"])
        world.run(until: 2)
        #expect(log == ["first", "third", "second"], "the replaced block waited for the fade added for it")
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing

/// Removes the first subview of its superview (itself, or a sibling) while the walk is on it, then
/// answers with itself: the walk must not return a view that left the tree.
private final class RemovingHitTarget: View {
    var removesSelf = true
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        if removesSelf { removeFromSuperview() } else { superview?.subviews.first?.removeFromSuperview() }
        return self
    }
}

/// Redirects every touch to another view of the same window (a common UIKit trick).
private final class ForwardingView: View {
    weak var target: View?
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard super.hitTest(point, with: event) != nil else { return nil }
        return target
    }
}

/// Issue 12, "corruption": the tree stays consistent whatever callbacks do meanwhile.
@Suite struct TreeConsistencyTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    // MARK: A window inside a view

    @Test func subviewsOfAWindowAddedIntoAViewKeepThatWindow() throws {
        let host = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(host)
        let inner = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        let existing = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        existing.addSubview(grandchild)
        inner.addSubview(existing)

        host.addSubview(inner)
        #expect(inner.window === inner, "a window is its own window")
        #expect(existing.window === inner && grandchild.window === inner, "UIView.window is the nearest UIWindow")
        let added = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.addSubview(added)
        #expect(added.window === inner)

        inner.removeFromSuperview()
        #expect(existing.window === inner && grandchild.window === inner && added.window === inner)
        let later = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.addSubview(later)
        #expect(later.window === inner)
        try InvariantChecker.check([window, inner])
    }

    @Test func aWindowInsideAViewDoesNotTellItsSubviewsTheyMoved() {
        final class Recorder: View {
            // Identifiers, not windows: a subview holding its own window would be a cycle of the test's
            // making, and a hidden window keeps its world alive (LeakSanitizer found it).
            var moves: [ObjectIdentifier?] = []
            override func didMoveToWindow() { moves.append(window.map(ObjectIdentifier.init)) }
        }
        let inner = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        let recorder = Recorder(frame: .zero)
        inner.addSubview(recorder)
        #expect(recorder.moves.count == 1)
        let host = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(host)
        host.addSubview(inner)
        inner.removeFromSuperview()
        #expect(recorder.moves.count == 1, "its window never changed: \(recorder.moves.count) moves")
    }

    // MARK: Hit testing

    @Test(arguments: [true, false])
    func aHitTestOverrideThatRemovesViewsNeverReturnsADetachedView(removesSelf: Bool) throws {
        let back = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = RemovingHitTarget(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        front.removesSelf = removesSelf
        window.addSubview(back)
        window.addSubview(front)
        let hit = window.hitTest(CGPoint(x: 50, y: 50), with: nil)
        if let hit {
            #expect(hit === window || hit.isDescendant(of: window), "\(hit) is not in the window")
        }
        #expect(hit !== front || front.superview === window)
        try InvariantChecker.check([window])
    }

    @Test func aHitTestOverrideMayStillRedirectToAnotherViewOfTheWindow() {
        let target = View(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        let forwarder = ForwardingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        forwarder.target = target
        window.addSubview(target)
        window.addSubview(forwarder)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === target)
    }

    // MARK: Animations across worlds

    @Test func anAnimationSpanningTwoWorldsCompletesWhenOneIsReleased() {
        var completions: [Bool] = []
        let survivor = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(survivor)
        weak var releasedWorld: Simulation?
        do {
            let other = Simulation()
            releasedWorld = other
            let otherWindow = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: other)
            let doomed = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            otherWindow.addSubview(doomed)
            View.animate(withDuration: 1, animations: {
                survivor.alpha = 0.5
                doomed.alpha = 0.5
            }, completion: { completions.append($0) })
            other.run(for: 0.5)
        }
        #expect(releasedWorld == nil, "the other world is freed")
        world.run(for: 2)
        #expect(completions == [false], "the completion runs once, with false: one of its animations never ended")
    }

    @Test func anAnimationWhoseOnlyWorldIsReleasedStillCompletes() {
        var completions: [Bool] = []
        do {
            let other = Simulation()
            let otherWindow = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: other)
            let doomed = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            otherWindow.addSubview(doomed)
            View.animate(withDuration: 1, animations: { doomed.alpha = 0.5 }, completion: { completions.append($0) })
        }
        #expect(completions == [false], "no world is left to wait on: it completes as the world goes")
    }
}

/// A container whose only subview removes itself while being hit-tested (a level below the window).
@Suite struct NestedHitTestTests {
    @Test func aDetachedAnswerFromDeeperDownFallsBackToAViewStillInTheTree() throws {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let remover = RemovingHitTarget(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(remover)
        window.addSubview(container)
        let hit = window.hitTest(CGPoint(x: 50, y: 50), with: nil)
        #expect(hit === container, "the container holds the point and is still in the window")
        #expect(world.diagnostics.map(\.code) == [.notASubview], "\(world.diagnostics)")
        try InvariantChecker.check([window])
    }
}

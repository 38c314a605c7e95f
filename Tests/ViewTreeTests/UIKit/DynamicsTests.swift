import Testing
import ViewTreeTesting
import ViewTreeUIKit

private final class PauseLog: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var events: [String] = []
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) { events.append("contact \(Int(p.y))") }
}

/// UIKit Dynamics on the virtual clock (Runtime/Dynamics/).
@Suite struct DynamicsTests {
    /// A card dropped with gravity onto the reference view's bottom edge, as "drop" interactions write it.
    @Test func gravityDropsAnItemOntoTheBoundaryAndTheAnimatorPauses() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        t.window.addSubview(card)
        let log = PauseLog()
        let animator = UIDynamicAnimator(referenceView: t.window)
        animator.delegate = log
        let gravity = UIGravityBehavior(items: [card])
        let collision = UICollisionBehavior(items: [card])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = log
        var steps = 0
        gravity.action = { steps += 1 }
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        #expect(animator.isRunning)
        t.run(for: 0.5)
        // 1000 pt/s² for half a second: about 125 pt (129 with one step per 60-Hz frame).
        #expect(card.center.y > 140 && card.center.y < 160, "\(card.center.y)")
        #expect(steps == 30)
        t.run(for: 2)
        #expect(card.center == CGPoint(x: 125, y: 455))
        #expect(!animator.isRunning && log.events == ["resume", "contact 480", "pause"])
        #expect(animator.elapsedTime > 0.8)
    }

    @Test func elasticityBouncesAndSnapsSettle() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let ball = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        t.window.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: t.window)
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let bouncy = UIDynamicItemBehavior(items: [ball])
        bouncy.elasticity = 0.6
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        animator.addBehavior(bouncy)
        var lowest: CGFloat = 0, roseAgain = false
        for _ in 0..<90 {
            t.run(for: 1.0 / 60)
            if ball.center.y < lowest - 1 { roseAgain = true }
            lowest = max(lowest, ball.center.y)
        }
        #expect(roseAgain, "it bounced")
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        t.window.addSubview(card)
        let snapper = UIDynamicAnimator(referenceView: t.window)
        snapper.addBehavior(UISnapBehavior(item: card, snapTo: CGPoint(x: 160, y: 240)))
        t.run(for: 3)
        #expect(abs(card.center.x - 160) < 0.5 && abs(card.center.y - 240) < 0.5)
        #expect(!snapper.isRunning)
    }

    @Test func pushesAttachmentsAndVelocities() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let puck = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(puck)
        let animator = UIDynamicAnimator(referenceView: t.window)
        let push = UIPushBehavior(items: [puck], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let drag = UIDynamicItemBehavior(items: [puck])
        animator.addBehavior(push)
        animator.addBehavior(drag)
        t.run(for: 1.0 / 60)
        #expect(!push.active && abs(drag.linearVelocity(for: puck).x - 100) < 0.001)
        let pendulum = UIView(frame: CGRect(x: 150, y: 200, width: 20, height: 20))
        t.window.addSubview(pendulum)
        let swing = UIDynamicAnimator(referenceView: t.window)
        let rope = UIAttachmentBehavior(item: pendulum, attachedToAnchor: CGPoint(x: 160, y: 110))
        swing.addBehavior(rope)
        swing.addBehavior(UIGravityBehavior(items: [pendulum]))
        let kick = UIDynamicItemBehavior(items: [pendulum])
        kick.addLinearVelocity(CGPoint(x: 200, y: 0), for: pendulum)
        swing.addBehavior(kick)
        t.run(for: 0.5)
        let distance = hypot(pendulum.center.x - 160, pendulum.center.y - 110)
        #expect(abs(distance - 100) < 0.01 && pendulum.center.x > 161)
    }

    /// Hostile numbers never move an item to a non-finite place, and an action may stop its own animator.
    @Test func badNumbersAndReentrantActions() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let item = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        t.window.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: t.window)
        let gravity = UIGravityBehavior(items: [item])
        gravity.gravityDirection = CGVector(dx: CGFloat.nan, dy: CGFloat.infinity)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: CGFloat.nan, y: 5))
        animator.addBehavior(gravity)
        t.run(for: 0.2)
        animator.addBehavior(snap)
        t.run(for: 0.2)
        #expect(item.center == CGPoint(x: 20, y: 20))
        animator.removeAllBehaviors()
        let stopper = UIGravityBehavior(items: [item])
        var ran = 0
        stopper.action = { ran += 1; animator.removeAllBehaviors() }
        animator.addBehavior(stopper)
        t.run(for: 0.5)
        #expect(ran == 1 && animator.behaviors.isEmpty)
    }
}

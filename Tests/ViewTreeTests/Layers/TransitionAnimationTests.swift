import Foundation
import Testing
import ViewTree

/// `CATransition`: timed on the world's clock, filed under `kCATransition`, no presented property changes.
@Suite struct TransitionAnimationTests {
    @Test func aTransitionRunsForItsDurationUnderItsKeyAndTellsItsDelegate() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let push = TransitionAnimation()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 0.3
        let log = AnimationLog()
        push.delegate = log
        view.layer.add(push, forKey: nil)             // filed under "transition", as Core Animation does
        #expect(view.layer.animationKeys() == ["transition"])
        let kept = view.layer.animation(forKey: TransitionAnimation.key) as? TransitionAnimation
        #expect(kept?.type == .push && kept?.subtype == .fromRight && kept !== push)
        view.alpha = 0.5
        world.run(until: 0.1)
        #expect(view.presentation().alpha == 0.5)       // no property of the presentation is animated
        #expect(log.events == ["start"])
        world.run(until: 0.4)
        #expect(view.layer.animationKeys() == nil)
        #expect(log.events == ["start", "stop true"])
    }

    @Test func progressIsClampedAndTheDefaultsAreCoreAnimations() {
        let fade = TransitionAnimation()
        #expect(fade.type == .fade && fade.subtype == nil && fade.startProgress == 0 && fade.endProgress == 1)
        fade.startProgress = -1
        fade.endProgress = 3
        #expect(fade.startProgress == 0 && fade.endProgress == 1)
        #expect(TransitionAnimation.TransitionType.moveIn.rawValue == "moveIn")
        #expect(TransitionAnimation.TransitionSubtype.fromBottom.rawValue == "fromBottom")
    }
}

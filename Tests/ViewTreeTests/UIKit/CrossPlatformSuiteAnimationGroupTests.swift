// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeUIKit

/// `CAAnimationGroup`, which UIKit-cross-platform's `CAKeyframeAnimationTests` use and ViewTree lacked.
/// The rules come from Apple's CAAnimationGroup documentation (see `AnimationGroup`).
@Suite struct CrossPlatformSuiteAnimationGroupTests {
    let world = Simulation()
    let window: UIWindow
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.addSubview(view)
    }

    func close(_ a: CGFloat?, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { a.map { abs($0 - b) <= tolerance } ?? false }
    var shownOpacity: CGFloat? { view.layer.presentation().map { CGFloat($0.opacity) } }
    var shownX: CGFloat? { view.layer.presentation()?.position.x }

    final class StopLog: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// A 1-s fade and a position animation with no duration, in a 2-s group.
    func fadeAndSlide() -> CAAnimationGroup {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0.0
        slide.toValue = 100.0                                       // no duration: the whole group
        let group = CAAnimationGroup()
        group.animations = [fade, slide]
        group.duration = 2
        return group
    }

    @Test func childrenRunTogetherAndOneWithoutADurationLastsTheGroup() {
        #expect(AnimationGroup.childDefaultsToGroupDuration)
        view.layer.add(fadeAndSlide(), forKey: "fadeAndSlide")
        #expect(view.layer.animationKeys() == ["fadeAndSlide"])
        world.run(until: 0.5)
        #expect(close(shownOpacity, 0.5) && close(shownX, 25))
        world.run(until: 1.5)
        #expect(close(shownOpacity, 1), "the fade is over (its fill mode is .removed): the model shows")
        #expect(close(shownX, 75))
        world.run(until: 2.5)
        #expect(view.layer.animationKeys() == nil && close(shownX, 50), "the group ended: the model position")
    }

    @Test func childrenAreClippedToTheGroupNotScaled() {
        let slow = CABasicAnimation(keyPath: "position.x")
        slow.fromValue = 0.0
        slow.toValue = 100.0
        slow.duration = 10
        let group = CAAnimationGroup()
        group.animations = [slow]
        group.duration = 5
        view.layer.add(group, forKey: nil)
        world.run(until: 4)
        #expect(close(shownX, 40), "the first 5 s of a 10-s animation, at its own pace")
        world.run(until: 5.5)
        #expect(close(shownX, 50))
    }

    @Test func aChildsBeginTimeCountsFromTheGroupsStart() {
        let late = CABasicAnimation(keyPath: "opacity")
        late.fromValue = 0.0
        late.toValue = 1.0
        late.beginTime = 0.5
        late.duration = 0.5
        let group = CAAnimationGroup()
        group.animations = [late]
        group.duration = 1
        view.layer.add(group, forKey: "late")
        world.run(until: 0.25)
        #expect(close(shownOpacity, 1), "not begun yet: the model")
        world.run(until: 0.75)
        #expect(close(shownOpacity, 0.5))
    }

    @Test func theGroupsFillModeHoldsTheChildrenAfterItEnds() {
        let group = fadeAndSlide()
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        view.layer.add(group, forKey: "held")
        world.run(until: 3)
        #expect(view.layer.animationKeys() == ["held"])
        #expect(close(shownX, 100), "held at the group's end")
        #expect(close(shownOpacity, 0), "the fade's value at the group's end, held by the group's fill")
    }

    @Test func oneKeyNamesTheGroupAndTheGroupsDelegateIsTold() {
        let log = StopLog(), childLog = StopLog()
        let group = fadeAndSlide()
        group.delegate = log
        group.animations?.first?.delegate = childLog                // ignored, as in Core Animation
        view.layer.add(group, forKey: "pair")
        let kept = view.layer.animation(forKey: "pair") as? CAAnimationGroup
        #expect(kept != nil && kept != group && kept?.animations?.count == 2)
        #expect(kept?.animations?.first != group.animations?.first, "the children are copied too")
        world.run(until: 0.5)
        view.layer.removeAnimation(forKey: "pair")
        #expect(view.layer.animationKeys() == nil && close(shownOpacity, 1) && close(shownX, 50))
        world.run(until: 3)
        #expect(log.events == ["start", "stop false"] && childLog.events.isEmpty)
    }

    @Test func aFreeLayerAnimatesOnTheClockOfTheWorldItWasMadeIn() {
        #expect(CALayer.freeLayersJoinTheCurrentWorld)
        let layer = CALayer()                                          // in no view, in no window
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 0.5
        layer.add(fade, forKey: "fadeOut")
        #expect(layer.animationKeys() == ["fadeOut"], "running, not over at once")
        world.run(until: 0.25)
        #expect(close(layer.presentation().map { CGFloat($0.opacity) }, 0.5))
        let grow = CAKeyframeAnimation(keyPath: "transform.scale")
        grow.values = [1.0, 2.0, 4.0]
        grow.keyTimes = [0, 0.25, 1]
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        world.run(until: 0.875)                                        // halfway through the second segment
        #expect(close(layer.presentation()?.transform.m11, 3))
        world.run(until: 2)
        #expect(layer.animationKeys() == nil && layer.presentation()?.opacity == 1)
    }

    @Test func nestedGroupsAndUnknownKeyPathsAreRejected() {
        let inner = CAAnimationGroup()
        let outer = CAAnimationGroup()
        outer.animations = [inner]
        view.layer.add(outer, forKey: "nested")
        #expect(view.layer.animationKeys() == nil)
        #expect(world.diagnostics.last?.message.contains("a group inside a group") == true)
        let odd = CAAnimationGroup()
        odd.animations = [CABasicAnimation(keyPath: "notAProperty")]
        view.layer.add(odd, forKey: "odd")
        #expect(view.layer.animationKeys() == nil)
        #expect(world.diagnostics.last?.message.contains("'notAProperty'") == true)
    }
}

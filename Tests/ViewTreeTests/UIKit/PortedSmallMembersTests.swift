// Small UIKit members public code sets and reads (found by compiling an iOS 9–15-style controller against
// ViewTreeUIKit): each keeps UIKit's default and, where ViewTree can, its behaviour.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

private final class ShakeListener: UIViewController {
    var motions: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        motions.append("began \(motion == .motionShake) \(event?.type == .motion)")
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        motions.append("ended")
    }
}

@Suite struct PortedSmallMembersTests {
    @Test func aShakeReachesTheFirstResponderAndTravelsUpTheChain() {
        let t = TestWorld()
        let controller = ShakeListener()
        t.window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        #expect(t.simulation.shake())
        #expect(controller.motions == ["began true true", "ended"])
        // A view that is first responder passes the motion up to its controller.
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        t.simulation.shake()
        #expect(controller.motions.count == 4)
    }

    @Test func defaultsAreUIKits() {
        let label = UILabel()
        #expect(label.shadowColor == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(!label.allowsDefaultTighteningForTruncation)
        let layer = CALayer()
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1)
        let controller = UIViewController()
        #expect(controller.preferredStatusBarUpdateAnimation == .fade && controller.edgesForExtendedLayout == .all)
        #expect(!controller.extendedLayoutIncludesOpaqueBars)
        #expect(UITextView().textContainer.maximumNumberOfLines == 0)
    }

    @Test func theTintAdjustmentModeIsInheritedAndTheDirectionFollowsTheAttribute() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintAdjustmentMode == .normal)
        parent.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed)
        child.tintAdjustmentMode = .normal
        #expect(child.tintAdjustmentMode == .normal)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        parent.semanticContentAttribute = .forceRightToLeft
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.accessibilityElements = [parent]
        #expect(child.accessibilityElements?.count == 1)
    }

    @Test func theDeviceAndTheStatusBarAreTheWorlds() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        #expect(UIDevice.current.systemVersion == "13.0")
        #expect(UIDevice.current.orientation == .portrait && UIDevice.current.orientation.isPortrait)
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        withExtendedLifetime(t) {}
    }
}

@Suite struct AnimationsEnabledTests {
    @Test func disabledAnimationsChangeAtOnceInThisWorldOnly() {
        let t = TestWorld()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(box)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { box.alpha = 0.5 }, completion: { finished = $0 })
        #expect(box.presentation().alpha == 0.5)
        t.simulation.run(for: 0.1)
        #expect(finished == true)
        // Another world keeps its animations.
        let other = TestWorld()
        #expect(UIView.areAnimationsEnabled)
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.window.addSubview(moving)
        UIView.animate(withDuration: 1) { moving.alpha = 0 }
        other.simulation.run(for: 0.5)
        #expect(moving.presentation().alpha > 0 && moving.presentation().alpha < 1)
        withExtendedLifetime(t) {}
    }

    @Test func enablingAgainAnimates() {
        let t = TestWorld()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(box)
        UIView.setAnimationsEnabled(false)
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1) { box.alpha = 0 }
        t.simulation.run(for: 0.5)
        #expect(box.presentation().alpha > 0 && box.presentation().alpha < 1)
    }
}

import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct RotationTests {
    @Test func rotatingResizesTheWindowAndTellsTheController() {
        let t = TestWorld(profile: .iOS11, device: .iPhone8)
        let log = ControllerEventLog()
        let controller = LoggingController("A", log: log)
        t.show(controller)
        let child = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        child.autoresizingMask = .flexibleWidth
        controller.view.addSubview(child)
        log.clear()
        var completed = false
        t.simulation.rotate(to: .landscapeLeft)
        #expect(log.entries.first == "A.viewWillTransition(to: {667, 375})")
        #expect(log.entries.contains("A.viewWillLayoutSubviews"))
        #expect(t.screen.bounds.size == CGSize(width: 667, height: 375))
        #expect(t.window.frame.size == CGSize(width: 667, height: 375))
        #expect(controller.view.frame.size == CGSize(width: 667, height: 375))
        #expect(child.frame.width == 667)
        #expect(controller.view.safeAreaInsets == .zero)            // the status bar hides on its side
        controller.transitionCoordinator?.animate(alongsideTransition: nil) { _ in completed = true }
        t.run(for: 0.4)
        #expect(completed)
    }

    @Test func theNotchMovesToTheSideInLandscape() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let controller = ViewController()
        t.show(controller)
        t.simulation.rotate(to: .landscapeRight)
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(t.screen.nativeBounds.size == CGSize(width: 1125, height: 2436))
    }
}

@Suite struct SupportedOrientationTests {
    final class PortraitOnly: ViewController {
        override var supportedInterfaceOrientations: InterfaceOrientationMask { .portrait }
    }

    @Test func aPortraitOnlyRootControllerKeepsTheInterfaceUpright() {
        let t = TestWorld(device: .iPhoneSE)
        let controller = PortraitOnly()
        t.show(controller)
        t.simulation.rotate(to: .landscapeLeft)
        t.run(for: 1)
        #expect(t.simulation.screen.orientation == .portrait)
        #expect(controller.view.bounds.size == CGSize(width: 320, height: 568))
    }

    @Test func thePhoneDefaultLeavesOutUpsideDownAndThePadTakesAll() {
        let phone = TestWorld(device: .iPhoneSE)
        let controller = ViewController()
        phone.show(controller)
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        phone.simulation.rotate(to: .portraitUpsideDown)
        #expect(phone.simulation.screen.orientation == .portrait)
        phone.simulation.rotate(to: .landscapeRight)
        #expect(phone.simulation.screen.orientation == .landscapeRight)
        let pad = TestWorld(device: .iPad)
        let padController = ViewController()
        pad.show(padController)
        #expect(padController.supportedInterfaceOrientations == .all)
        #expect(InterfaceOrientationMask.landscape.rawValue == 24 && InterfaceOrientationMask.all.rawValue == 30)
    }
}

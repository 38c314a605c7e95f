import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct ControllerLeakTests {
    @Test func aShownControllerGoesWithItsWorld() {
        weak var weakController: ViewController?
        weak var weakView: View?
        weak var weakWorld: Simulation?
        do {
            let t = TestWorld()
            let controller = ViewController()
            t.show(controller)
            weakController = controller
            weakView = controller.view
            weakWorld = t.simulation
        }
        #expect(weakController == nil)
        #expect(weakView == nil)
        #expect(weakWorld == nil)
    }

    @Test func aPoppedControllerIsReleased() {
        weak var weakPushed: ViewController?
        do {
            let t = TestWorld()
            let root = ViewController()
            let nav = NavigationController(rootViewController: root)
            let item = BarButtonItem(title: "Edit", primaryAction: Action { _ in _ = nav.topViewController })
            root.navigationItem.rightBarButtonItem = item
            t.show(nav)
            let pushed = ViewController()
            nav.pushViewController(pushed, animated: true) { _ = nav.viewControllers }
            t.waitForTransitions()
            weakPushed = pushed
            _ = nav.popViewController(animated: true)
            t.waitForTransitions()
        }
        // A popped controller is released once the pop ends, even though the stack's own item action
        // captures the navigation controller strongly (that cycle is the app's, as in UIKit).
        #expect(weakPushed == nil)
    }

    @Test func aWeaklyCapturingStackIsReleased() {
        weak var weakNav: NavigationController?
        do {
            let t = TestWorld()
            let root = ViewController()
            let nav = NavigationController(rootViewController: root)
            root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", primaryAction: Action { [weak nav] _ in _ = nav })
            t.show(nav)
            nav.pushViewController(ViewController(), animated: true)
            t.waitForTransitions()
            weakNav = nav
        }
        #expect(weakNav == nil)
    }

    @Test func aPresentedAlertGoesWithItsWorld() {
        weak var weakAlert: AlertController?
        weak var weakPresenter: ViewController?
        do {
            let t = TestWorld()
            let presenter = ViewController()
            t.show(presenter)
            let alert = AlertController(title: "Hi", message: nil, preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .default) { _ in _ = presenter })
            presenter.present(alert, animated: true)
            t.waitForTransitions()
            weakAlert = alert
            weakPresenter = presenter
        }
        #expect(weakAlert == nil)
        #expect(weakPresenter == nil)
    }
}

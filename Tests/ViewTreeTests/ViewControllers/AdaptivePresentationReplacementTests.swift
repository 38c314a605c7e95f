import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A popover's adaptive delegate that adapts it to full screen on a phone and wraps it in a navigation controller,
/// logging what it is asked.
private final class WrappingDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var style: UIModalPresentationStyle = .fullScreen
    var wraps = true
    var replacement: UIViewController?
    var asked: [String] = []
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        asked.append("style")
        return style
    }
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        asked.append("controller(\(style == .fullScreen ? "fullScreen" : "other"))")
        if let replacement { return replacement }
        return wraps ? UINavigationController(rootViewController: controller.presentedViewController) : nil
    }
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?) {
        asked.append("willPresent(coordinator: \(transitionCoordinator != nil))")
    }
}

/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`: an adapted popover shows the controller its
/// delegate returns in its place.
@Suite struct AdaptivePresentationReplacementTests {
    let log = ControllerEventLog()
    fileprivate let delegate = WrappingDelegate()

    private func presentPopover(device: Device = .iPhone8) -> (TestWorld, UIViewController, LoggingController) {
        let t = TestWorld(profile: .iOS13, device: device)
        let presenter = UIViewController()
        t.show(presenter)
        let settings = LoggingController("Settings", log: log)
        settings.modalPresentationStyle = .popover
        settings.popoverPresentationController?.sourceView = presenter.view
        settings.popoverPresentationController?.delegate = delegate
        presenter.present(settings, animated: true)
        t.waitForTransitions()
        return (t, presenter, settings)
    }

    @Test func theDelegatesNavigationControllerIsShownFullScreenWithThePopoverInIt() throws {
        let (t, presenter, settings) = presentPopover()
        #expect(delegate.asked.prefix(2) == ["style", "controller(fullScreen)"])
        #expect(delegate.asked.last == "willPresent(coordinator: true)")
        let navigation = try #require(settings.navigationController)
        #expect(navigation.view.window === t.window && navigation.view.frame == t.window.bounds)
        #expect(settings.view.isDescendant(of: navigation.view))
        // The presenter still names the controller it presented; the controller's presenter is the presenter.
        #expect(presenter.presentedViewController === settings)
        #expect(settings.presentingViewController === presenter && navigation.presentingViewController === presenter)
        #expect(settings.popoverPresentationController?.presentedViewController === settings)
        #expect(log.withoutLayout.filter { $0.contains("Appear") } == ["Settings.viewWillAppear(true)", "Settings.viewDidAppear(true)"])
        #expect(t.simulation.diagnostics.isEmpty, "\(t.simulation.diagnostics)")
    }

    @Test func aDismissalFromThePopoverRemovesTheReplacement() throws {
        let (t, presenter, settings) = presentPopover()
        let navigation = try #require(settings.navigationController)
        settings.dismiss(animated: true)
        t.waitForTransitions()
        #expect(presenter.presentedViewController == nil && navigation.view.window == nil)
        #expect(log.withoutLayout.suffix(2) == ["Settings.viewWillDisappear(true)", "Settings.viewDidDisappear(true)"])
        // Once dismissed the navigation controller presents as itself again (`.automatic`: a sheet on iOS 13).
        presenter.present(navigation, animated: false)
        t.run(for: 0.1)
        #expect(presenter.presentedViewController === navigation)
        #expect(navigation.view.convert(navigation.view.bounds, to: nil).minY > 0)
    }

    @Test func withNoReplacementThePopoverItselfIsShown() {
        delegate.wraps = false
        let (t, presenter, settings) = presentPopover()
        #expect(delegate.asked.contains("controller(fullScreen)"))
        #expect(settings.navigationController == nil && settings.view.window === t.window)
        #expect(presenter.presentedViewController === settings)
    }

    @Test func aPopoverKeptAsOneIsNotReplacedNorIsOneOnAPad() {
        delegate.style = .none
        let (_, _, settings) = presentPopover()
        #expect(!delegate.asked.contains { $0.hasPrefix("controller") } && settings.navigationController == nil)
        delegate.asked.removeAll()
        delegate.style = .fullScreen
        let (_, _, onPad) = presentPopover(device: .iPadPro11)
        #expect(!delegate.asked.contains { $0.hasPrefix("controller") } && onPad.navigationController == nil)
    }

    @Test func aReplacementThatCannotBePresentedIsReportedAndThePopoverShown() {
        let parent = UINavigationController(rootViewController: UIViewController())
        let child = UIViewController()
        parent.addChild(child)
        delegate.replacement = child
        let (t, presenter, settings) = presentPopover()
        #expect(presenter.presentedViewController === settings && settings.view.window === t.window)
        #expect(t.simulation.diagnostics.map(\.code) == [.viewController])
        #expect(t.simulation.diagnostics.first?.message.contains("viewControllerForAdaptivePresentationStyle") == true)
    }
}

import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A half-height sheet with a dimming view, written as public UIKit code writes one.
private final class HalfSheetPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var log: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let height = container.bounds.height / 2
        return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        log.append("willBegin presentedInContainer=\(presentedViewController.view.superview === containerView)")
        // Non-optional, as in UIKit: written without `?`.
        log.append("presenter shown=\(presentingViewController.view.window != nil)")
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        container.addSubview(dimmingView)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("didEnd \(completed)") }

    override func dismissalTransitionWillBegin() {
        log.append("dismissalWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.append("dismissalDidEnd \(completed)")
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        log.append("containerWillLayout")
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

private final class HalfSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var made: HalfSheetPresentationController?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }
}

/// A presentation controller that asks for a frame no view can have.
private final class BrokenPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10) }
    override var shouldRemovePresentersView: Bool { true }
}

private final class BrokenDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        BrokenPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@Suite struct CustomPresentationControllerTests {
    @Test func thePresenterIsNonOptionalAndAnEmptyControllerBeforeThereIsOne() {
        let t = TestWorld(device: .iPhoneSE)
        let home = UIViewController()
        t.show(home)
        let sheet = UIViewController()
        let unnamed = UIPresentationController(presentedViewController: sheet, presenting: nil)
        let placeholder: UIViewController = unnamed.presentingViewController
        #expect(placeholder !== home && placeholder.viewIfLoaded?.window == nil)
        #expect(unnamed.presentingViewController === placeholder)          // the same one each time
        let named = UIPresentationController(presentedViewController: sheet, presenting: home)
        #expect(named.presentingViewController === home)
    }

    @Test func aHalfSheetIsPresentedAndDismissedThroughItsPresentationController() {
        let t = TestWorld(device: .iPhoneSE)
        let home = UIViewController()
        t.show(home)
        let sheet = UIViewController()
        let transitions = HalfSheetTransitioningDelegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitions
        home.present(sheet, animated: true)
        let controller = transitions.made
        #expect(controller != nil)
        #expect(sheet.presentationController === controller)
        #expect(controller?.presentingViewController === home)
        t.run(for: 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 284, width: 320, height: 284))
        #expect(controller?.dimmingView.alpha == 1)
        #expect(controller?.dimmingView.superview === controller?.containerView)
        // Below the presented view: it was added before the presented view went in.
        #expect(controller?.containerView?.subviews.first === controller?.dimmingView)
        #expect(home.view.window != nil)                       // the presenter stays (shouldRemovePresentersView: false)
        #expect(controller?.log.first == "willBegin presentedInContainer=false")
        #expect(controller?.log.dropFirst().first == "presenter shown=true")
        #expect(controller?.log.contains("didEnd true") == true)
        #expect(controller?.log.contains("containerWillLayout") == true)

        sheet.dismiss(animated: true)
        t.run(for: 1)
        #expect(home.presentedViewController == nil)
        #expect(controller?.dimmingView.superview == nil)
        #expect(Array(controller?.log.suffix(2) ?? []) == ["dismissalWillBegin", "dismissalDidEnd true"])
    }

    @Test func onlyTheCustomStyleAsksForAPresentationController() {
        let t = TestWorld(device: .iPhoneSE)
        let home = UIViewController()
        t.show(home)
        let sheet = UIViewController()
        let transitions = HalfSheetTransitioningDelegate()
        sheet.modalPresentationStyle = .overFullScreen
        sheet.transitioningDelegate = transitions
        home.present(sheet, animated: false)
        t.run(for: 0.1)
        #expect(transitions.made == nil)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test func anUnusableFrameIsRejectedAndThePresenterCanBeRemoved() {
        let t = TestWorld(device: .iPhoneSE)
        let home = UIViewController()
        t.show(home)
        let sheet = UIViewController()
        let transitions = BrokenDelegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitions
        home.present(sheet, animated: false)
        t.run(for: 0.1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(t.simulation.diagnostics.contains { $0.message.contains("frameOfPresentedViewInContainerView") })
        #expect(home.view.window == nil)                       // shouldRemovePresentersView: true
        sheet.dismiss(animated: false)
        t.run(for: 0.1)
        #expect(home.view.window != nil)
    }

    @Test func aPresentationControllerOutlivingItsControllerStillAnswers() {
        var controller: UIPresentationController?
        do {
            let presented = UIViewController()
            controller = UIPresentationController(presentedViewController: presented, presenting: nil)
        }
        #expect(controller?.presentedViewController.view.window == nil)
        #expect(controller?.containerView == nil)
    }
}

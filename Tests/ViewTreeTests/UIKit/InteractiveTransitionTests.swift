import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A slide-down dismissal that honours cancellation, as public code writes one.
private final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let start = fromView.frame
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fromView.frame = start.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
        }, completion: { _ in
            if transitionContext.transitionWasCancelled { fromView.frame = start }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The interactor a pan handler drives: `hasStarted` while the finger is down.
private final class SwipeInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
}

private final class SwipeTransitions: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    let animator = SlideDownAnimator()
    let interactor = SwipeInteractor()
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor.hasStarted ? interactor : nil
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? animator : nil
    }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interactor.hasStarted ? interactor : nil
    }
}

@Suite struct InteractiveTransitionTests {
    let t = TestWorld()
    let log = ControllerEventLog()
    let home: LoggingController
    let sheet: LoggingController
    fileprivate let transitions = SwipeTransitions()

    init() {
        home = LoggingController("Home", log: log)
        sheet = LoggingController("Sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        sheet.transitioningDelegate = transitions
        t.show(home)
        home.present(sheet, animated: false)
        t.run(for: 0.1)
        log.clear()
    }

    @Test func aCancelledSwipeLeavesTheSheetPresented() {
        transitions.interactor.hasStarted = true
        sheet.dismiss(animated: true)
        #expect(sheet.isBeingDismissed)
        #expect(sheet.transitionCoordinator != nil)
        transitions.interactor.update(0.4)
        t.run(for: 1)                                            // the finger rests: nothing ends on its own
        #expect(home.presentedViewController === sheet && sheet.isBeingDismissed)
        #expect(transitions.interactor.percentComplete == 0.4)
        transitions.interactor.hasStarted = false
        transitions.interactor.cancel()
        t.run(for: 1)
        #expect(home.presentedViewController === sheet && !sheet.isBeingDismissed)
        #expect(log.withoutLayout.contains("Sheet.viewWillDisappear(true)"))
        #expect(log.withoutLayout.contains("Sheet.viewDidAppear(true)"))
        #expect(!log.withoutLayout.contains("Sheet.viewDidDisappear(true)"))
        #expect(sheet.view.frame.origin.y == 0)
    }

    @Test func aFinishedSwipeDismisses() {
        transitions.interactor.hasStarted = true
        var completed = false
        sheet.dismiss(animated: true) { completed = true }
        transitions.interactor.update(0.8)
        transitions.interactor.finish()
        t.run(for: 1)
        #expect(completed && home.presentedViewController == nil)
        #expect(log.withoutLayout.contains("Sheet.viewDidDisappear(true)"))
    }

    @Test func withoutTheInteractorTheAnimatorRunsAlone() {
        sheet.dismiss(animated: true)
        t.run(for: 1)
        #expect(home.presentedViewController == nil)
    }

    @Test func anInteractivePopCanBeCancelled() {
        sheet.dismiss(animated: false)
        t.run(for: 0.1)
        let root = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.delegate = transitions
        t.show(navigation)
        navigation.pushViewController(detail, animated: false)
        t.run(for: 0.1)
        transitions.interactor.hasStarted = true
        navigation.popViewController(animated: true)
        transitions.interactor.update(0.2)
        transitions.interactor.cancel()
        t.run(for: 1)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)

        navigation.popViewController(animated: true)
        transitions.interactor.finish()
        t.run(for: 1)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
    }
}

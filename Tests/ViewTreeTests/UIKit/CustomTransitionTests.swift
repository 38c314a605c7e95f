import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A fade, as UIKit code writes one: adds the `.to` view, animates alpha, completes unless cancelled.
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var cancels = false
    var ended: [Bool] = []
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            guard let toView = transitionContext.view(forKey: .to),
                  let toVC = transitionContext.viewController(forKey: .to) else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            container.addSubview(toView)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!self.cancels && !transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                fromView.alpha = 0
            }, completion: { _ in
                transitionContext.completeTransition(!self.cancels)
            })
        }
    }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

private final class FadeTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let present = FadeAnimator(presenting: true)
    let dismiss = FadeAnimator(presenting: false)
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { present }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismiss }
}

@Suite struct CustomTransitionTests {
    let t = TestWorld()
    let log = ControllerEventLog()
    let home: LoggingController
    let detail: LoggingController
    fileprivate let transitions = FadeTransitions()

    init() {
        home = LoggingController("Home", log: log)
        detail = LoggingController("Detail", log: log)
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = transitions
        t.show(home)
        t.run(for: 0.1)
        log.clear()
    }

    private var appearance: [String] { log.withoutLayout.filter { $0.contains("Appear") || $0.contains("Disappear") } }

    @Test func theAnimatorPresentsAndTheCompletionWaitsForItsCompleteTransition() {
        var completed = false
        home.present(detail, animated: true) { completed = true }
        #expect(home.presentedViewController === detail && detail.isBeingPresented)
        t.run(for: 0.2)
        #expect(detail.view.presentation().alpha > 0 && detail.view.presentation().alpha < 1 && !completed)
        t.run(for: 0.3)
        #expect(completed && !detail.isBeingPresented && transitions.present.ended == [true])
        #expect(detail.view.window === t.window && home.view.window === t.window)     // .custom keeps the presenter
        #expect(appearance == ["Detail.viewWillAppear(true)", "Detail.viewDidAppear(true)"])
        #expect(home.transitionCoordinator == nil)
    }

    @Test func theAnimatorDismissesWithTheFromView() {
        home.present(detail, animated: true)
        t.run(for: 0.5)
        log.clear()
        var dismissed = false
        detail.dismiss(animated: true) { dismissed = true }
        #expect(detail.isBeingDismissed)
        t.run(for: 0.5)
        #expect(dismissed && home.presentedViewController == nil && detail.view.window == nil)
        #expect(transitions.dismiss.ended == [true])
        #expect(appearance == ["Detail.viewWillDisappear(true)", "Detail.viewDidDisappear(true)"])
    }

    @Test func aCancelledPresentationIsUndone() {
        transitions.present.cancels = true
        var completed = false
        home.present(detail, animated: true) { completed = true }
        t.run(for: 0.5)
        #expect(!completed && home.presentedViewController == nil && detail.presentingViewController == nil)
        #expect(detail.view.window == nil && transitions.present.ended == [false])
        #expect(appearance == ["Detail.viewWillAppear(true)", "Detail.viewWillDisappear(true)", "Detail.viewDidDisappear(true)"])
        home.present(detail, animated: false)                               // and it can be presented again
        t.run(for: 0.1)
        #expect(home.presentedViewController === detail)
    }

    @Test func aFullScreenPresentationGivesTheAnimatorThePresentersView() {
        final class Probe: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
            var fromView: UIView?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                fromView = transitionContext.view(forKey: .from)
                transitionContext.completeTransition(true)
            }
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        }
        let probe = Probe()
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = probe
        home.present(detail, animated: true)
        t.run(for: 0.1)
        #expect(probe.fromView === home.view)
        #expect(home.view.window == nil && detail.view.window === t.window)
        #expect(appearance == ["Home.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
                               "Detail.viewDidAppear(true)", "Home.viewDidDisappear(true)"])
    }

    @Test func theModalStylesHaveUIKitsRawValues() {
        #expect(UIModalPresentationStyle.fullScreen.rawValue == 0 && UIModalPresentationStyle.custom.rawValue == 4)
        #expect(UIModalPresentationStyle.overCurrentContext.rawValue == 6 && UIModalPresentationStyle.automatic.rawValue == -2)
        #expect(UIModalPresentationStyle.none.rawValue == -1 && UIModalPresentationStyle.popover.rawValue == 7)
    }
}

/// A navigation delegate whose pushes and pops fade, and can cancel them.
private final class FadingNavigation: NSObject, UINavigationControllerDelegate {
    let push = FadeAnimator(presenting: true)
    let pop = FadeAnimator(presenting: false)
    var operations: [UINavigationController.Operation] = []
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return operation == .push ? push : pop
    }
}

@Suite struct NavigationCustomTransitionTests {
    let t = TestWorld()
    let log = ControllerEventLog()
    let list: LoggingController, detail: LoggingController
    let navigation: UINavigationController
    fileprivate let fades = FadingNavigation()

    init() {
        list = LoggingController("List", log: log)
        detail = LoggingController("Detail", log: log)
        navigation = UINavigationController(rootViewController: list)
        navigation.delegate = fades
        t.show(navigation)
        t.run(for: 0.1)
        log.clear()
    }

    @Test func aPushRunsTheDelegatesAnimatorForItsDuration() {
        navigation.pushViewController(detail, animated: true)
        #expect(fades.operations == [.push])
        #expect(detail.transitionCoordinator?.transitionDuration == 0.4)
        t.run(for: 0.2)
        #expect(navigation.topViewController === detail && detail.view.presentation().alpha < 1)
        t.run(for: 0.3)
        #expect(fades.push.ended == [true] && detail.view.alpha == 1 && list.view.window == nil)
        #expect(log.withoutLayout.filter { $0.contains("ppear") } == [
            "List.viewWillDisappear(true)", "Detail.viewWillAppear(true)",
            "List.viewDidDisappear(true)", "Detail.viewDidAppear(true)"])
    }

    @Test func aCancelledPushLeavesTheStackAsItWas() {
        fades.push.cancels = true
        navigation.pushViewController(detail, animated: true)
        t.run(for: 0.5)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === list)
        #expect(detail.parent == nil && list.view.window === t.window && detail.view.window == nil)
        #expect(navigation.navigationBar.items?.count == 1 && fades.push.ended == [false])
        navigation.pushViewController(detail, animated: false)          // the stack still works
        t.run(for: 0.1)
        #expect(navigation.topViewController === detail)
    }

    @Test func aCancelledPopKeepsThePoppedControllerOnTop() {
        navigation.pushViewController(detail, animated: false)
        t.run(for: 0.1)
        fades.pop.cancels = true
        navigation.popViewController(animated: true)
        t.run(for: 0.5)
        #expect(fades.operations == [.pop] && fades.pop.ended == [false])
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        #expect(detail.parent === navigation && detail.view.window === t.window && list.view.window == nil)
        #expect(navigation.navigationBar.items?.count == 2)
    }
}

//
//  DimmedPresentationTransitions.swift
//
//  Nineteenth probe. Adapted (rewritten, keeping the UIKit members they use) from iossocket/XLPresentViewControllerDemo
//  (commit 21a03ba62b2981e2ac349ebca7bc8d8dcd3aa16c): `XLPresentViewControllerDemo/CustomAnimatedTransitioning.swift`
//  (a presentation animator that grows four coloured bars in the container with two chained `UIView.animate` calls
//  before fading the presented view in), `CustomAnimatedTransitioningForPresent.swift` (one that slides the presented
//  view up from below the screen), `CustomPresentaionController.swift` (a presentation controller with a lazy
//  dimming view animated alongside the transition through the presenting controller's `transitionCoordinator`,
//  its closures typed with an implicitly unwrapped `UIViewControllerTransitionCoordinatorContext!`, and a
//  centred half-screen `frameOfPresentedViewInContainerView`) and `PresentingViewController.swift` (the
//  transitioning delegate, with `modalPresentationStyle = .custom` and `show(_:sender:)`).
//  Porting edits only (Porting.md): the storyboard's presented controller is made in code.
//
import UIKit

extension UIColor {
    class func barBlue() -> UIColor {
        UIColor(red: 59.0 / 255, green: 89.0 / 255, blue: 162.0 / 255, alpha: 1)
    }
}

final class BarsRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: UITransitionContextViewKey.to)!
        let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)!
        let screen = UIScreen.main.bounds
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        let top = UIView(frame: CGRect(x: 0, y: screen.height - 80, width: screen.width, height: 0))
        let left = UIView(frame: CGRect(x: screen.width / 2 - 30, y: screen.height - 80, width: 0, height: 60))
        let right = UIView(frame: CGRect(x: screen.width / 2 + 30, y: screen.height - 80, width: 0, height: 60))
        for bar in [top, left, right] { bar.backgroundColor = UIColor.barBlue() }
        let container = transitionContext.containerView
        container.addSubview(toView)
        [top, left, right].forEach(container.addSubview)
        UIView.animate(withDuration: 0.25, animations: {
            left.frame = CGRect(x: 0, y: screen.height - 80, width: screen.width / 2 - 30, height: 60)
            right.frame = CGRect(x: screen.width / 2 + 30, y: screen.height - 80, width: screen.width / 2 - 30, height: 60)
        }, completion: { _ in
            UIView.animate(withDuration: 0.25, animations: {
                top.frame = CGRect(x: 0, y: 0, width: screen.width, height: screen.height - 80)
            }, completion: { _ in
                toView.alpha = 1
                [top, left, right].forEach { $0.removeFromSuperview() }
                transitionContext.completeTransition(true)
            })
        })
    }
}

final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.25
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: UITransitionContextViewKey.to)!
        let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)!
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.center.y += UIScreen.main.bounds.height
        container.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.center = container.center
        }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}

final class DimmingPresentationController: UIPresentationController {
    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    lazy var dimmingView: UIView = {
        let view = UIView(frame: self.containerView!.bounds)
        view.backgroundColor = UIColor.black
        view.alpha = 0.0
        return view
    }()

    override func presentationTransitionWillBegin() {
        containerView!.addSubview(presentedView!)
        containerView!.addSubview(dimmingView)
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { (context: UIViewControllerTransitionCoordinatorContext!) -> Void in
                self.dimmingView.alpha = 0.2
            }, completion: nil)
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { (context: UIViewControllerTransitionCoordinatorContext!) -> Void in
                self.dimmingView.alpha = 0.0
            }, completion: nil)
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        }
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let screen = UIScreen.main.bounds
        return CGRect(origin: CGPoint(x: screen.width / 4, y: screen.height / 4),
                      size: CGSize(width: screen.width / 2, height: screen.height / 2))
    }
}

final class PresentedCardViewController: UIViewController {
    var dismiss: (() -> Void)?
}

final class PresentingCardViewController: UIViewController {
    var usesPresentationController = false
    private(set) var presentedCard: PresentedCardViewController?

    func present(_ sender: UIButton) {
        let card = PresentedCardViewController()
        card.dismiss = { [weak self] in
            self?.dismiss(animated: true) {}
        }
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = self
        presentedCard = card
        show(card, sender: self)
    }
}

extension PresentingCardViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        usesPresentationController ? SlideUpAnimator() : BarsRevealAnimator()
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        usesPresentationController ? DimmingPresentationController(presentedViewController: presented, presenting: presenting) : nil
    }
}

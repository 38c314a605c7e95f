//
//  InteractiveTabSwipeAnimator.swift
//
//  Twenty-sixth probe. Rewritten from two public files, keeping every UIKit member they use and the order they use
//  them in (the probe's rule: public code is read, not copied):
//  - mattneub/Programming-iOS-Book-Examples `iOS14bookExamples/bk2ch06p300customAnimation3/ch19p620customAnimation1/
//    Animator.swift` (commit d4c84b61b9634f206cb1a5df73a8c16b6200820d): a tab bar controller's delegate that returns
//    itself as animation and interaction controller, two `UIScreenEdgePanGestureRecognizer`s whose delegate refuses
//    the edge with no neighbour tab, and an `interruptibleAnimator(using:)` (`UIViewImplicitlyAnimating`) that a pan
//    scrubs with `fractionComplete` and finishes with `isReversed` + `continueAnimation(withTimingParameters:
//    UICubicTimingParameters(animationCurve:), durationFactor:)`, or cancels with `stopAnimation(false)` +
//    `finishAnimation(at: .start)`;
//  - the same repository's `iOS14bookExamples/bk2ch04p133FrozenAnimation/FrozenAnimation/ViewController.swift`: a
//    paused `UIViewPropertyAnimator` scrubbed by a slider, placed with `thumbRect(forBounds:trackRect:value:)` and
//    `convert(_:from:)`, with the book's unlabelled `CGRect`/`CGSize`/`CGPoint`/`CGVector` initialisers.
//  Porting edits only (Porting.md): outlets are made in code; `#selector(…)` becomes a method reference and `@objc`
//  is dropped. In the Swift 6 mode the book's `delay(_:closure:)` meets the error Xcode gives it too (its closure is
//  not `@Sendable`, and `asyncAfter` wants one); nothing else is left.
//
// expect-error-swift6: passing non-Sendable parameter 'closure' to function expecting a '@Sendable' closure

import UIKit

func delay(_ delay: Double, closure: @escaping () -> ()) {
    let when = DispatchTime.now() + delay
    DispatchQueue.main.asyncAfter(deadline: when, execute: closure)
}

final class TabSwipeAnimator: NSObject {
    var anim: UIViewImplicitlyAnimating?
    unowned var tbc: UITabBarController
    weak var context: UIViewControllerContextTransitioning?
    var interacting = false

    init(tabBarController tbc: UITabBarController) {
        self.tbc = tbc
        super.init()
        for edge in [UIRectEdge.right, UIRectEdge.left] {
            let recognizer = UIScreenEdgePanGestureRecognizer(target: self, action: TabSwipeAnimator.pan)
            recognizer.edges = edge
            tbc.view.addGestureRecognizer(recognizer)
            recognizer.delegate = self
        }
    }
}

extension TabSwipeAnimator: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self
    }

    func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interacting ? self : nil
    }
}

extension TabSwipeAnimator: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        let index = tbc.selectedIndex
        return (g as! UIScreenEdgePanGestureRecognizer).edges == .right
            ? index < tbc.viewControllers!.count - 1 : index > 0
    }

    func pan(_ g: UIScreenEdgePanGestureRecognizer) {
        switch g.state {
        case .began:
            interacting = true
            tbc.selectedIndex += g.edges == .right ? 1 : -1
        case .changed:
            let v = g.view!
            let percent = abs(g.translation(in: v).x / v.bounds.size.width)
            anim?.fractionComplete = percent
            context?.updateInteractiveTransition(percent)
        case .ended:
            let animator = anim as! UIViewPropertyAnimator
            animator.pauseAnimation()
            if animator.fractionComplete < 0.5 { animator.isReversed = true }
            animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
                                       durationFactor: 0.2)
        case .cancelled:
            anim?.pauseAnimation()
            anim?.stopAnimation(false)
            anim?.finishAnimation(at: .start)
        default:
            break
        }
    }
}

extension TabSwipeAnimator: UIViewControllerInteractiveTransitioning {
    func startInteractiveTransition(_ ctx: UIViewControllerContextTransitioning) {
        anim = interruptibleAnimator(using: ctx)
        context = ctx
    }
}

extension TabSwipeAnimator: UIViewControllerAnimatedTransitioning {
    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let anim { return anim }
        let vc1 = ctx.viewController(forKey: .from)!
        let vc2 = ctx.viewController(forKey: .to)!
        let container = ctx.containerView
        let r1start = ctx.initialFrame(for: vc1)
        let r2end = ctx.finalFrame(for: vc2)
        let v1 = ctx.view(forKey: .from)!
        let v2 = ctx.view(forKey: .to)!
        let ix1 = tbc.viewControllers!.firstIndex(of: vc1)!
        let ix2 = tbc.viewControllers!.firstIndex(of: vc2)!
        let dir: CGFloat = ix1 < ix2 ? 1 : -1
        var r1end = r1start
        r1end.origin.x -= r1end.size.width * dir
        var r2start = r2end
        r2start.origin.x += r2start.size.width * dir
        v2.frame = r2start
        container.addSubview(v2)
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) {
            v1.frame = r1end
            v2.frame = r2end
        }
        animator.addCompletion { position in
            if position == .end {
                ctx.finishInteractiveTransition()
                ctx.completeTransition(true)
            } else {
                ctx.cancelInteractiveTransition()
                ctx.completeTransition(false)
            }
        }
        anim = animator
        return animator
    }

    func transitionDuration(using ctx: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: ctx).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) {
        interacting = false
        anim = nil
        delay(1) { print(self.context as Any) }
    }
}

extension CGRect {
    init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) { self.init(x: x, y: y, width: w, height: h) }
}
extension CGSize {
    init(_ width: CGFloat, _ height: CGFloat) { self.init(width: width, height: height) }
}
extension CGPoint {
    init(_ x: CGFloat, _ y: CGFloat) { self.init(x: x, y: y) }
}
extension CGVector {
    init(_ dx: CGFloat, _ dy: CGFloat) { self.init(dx: dx, dy: dy) }
}
extension CGRect {
    var center: CGPoint { CGPoint(midX, midY) }
}

final class FrozenSliderViewController: UIViewController {
    let v = UIView(frame: CGRect(0, 100, 50, 50))
    let slider = UISlider(frame: CGRect(20, 300, 280, 31))
    var anim: UIViewPropertyAnimator!
    var didConfig = false
    var rightmostPoint = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(v)
        view.addSubview(slider)
        slider.addTarget(self, action: FrozenSliderViewController.doSlider, for: .valueChanged)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !didConfig else { return }
        didConfig = true
        let b = slider.bounds
        let left = slider.thumbRect(forBounds: b, trackRect: slider.trackRect(forBounds: b), value: 0)
        v.center.x = view.convert(left.center, from: slider).x
        let right = slider.thumbRect(forBounds: b, trackRect: slider.trackRect(forBounds: b), value: 1)
        rightmostPoint = view.convert(right.center, from: slider)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        anim = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            self.v.center.x = self.rightmostPoint.x
            self.v.backgroundColor = .green
        }
        if #available(iOS 11.0, *) {
            anim.scrubsLinearly = false
        }
    }

    func doSlider(_ slider: UISlider) {
        anim.fractionComplete = CGFloat(slider.value)
    }
}

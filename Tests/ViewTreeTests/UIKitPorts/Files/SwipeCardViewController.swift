//
//  SwipeCardViewController.swift
//
//  Written in the style of public gesture-and-animation demos (not copied from any one file): a card dragged
//  with a pan and thrown with a `UIViewPropertyAnimator` on `UISpringTimingParameters` (as
//  bigearsenal/CATest's SpringAnimatorVC), scaled back with `UIView.animate(… usingSpringWithDamping:)` (as
//  zhoujun0920/ios_animations' zoomBounceEffect), turned with a `UIRotationGestureRecognizer`, a side menu opened
//  from the screen edge with a `UIScreenEdgePanGestureRecognizer`, and a "wrong" shake with
//  `animateKeyframes`. Target-action uses method references, as every port does (Docs/Porting.md); no
//  `expect-error` is left.
//

import UIKit

final class SwipeCardViewController: UIViewController, UIGestureRecognizerDelegate {
    let card = UIView()
    let menu = UIView()
    private var animator: UIViewPropertyAnimator?
    private(set) var dismissedCards = 0
    private var menuLeading: NSLayoutConstraint!
    private let menuWidth: CGFloat = 260

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        card.frame = CGRect(x: 40, y: 120, width: view.bounds.width - 80, height: 320)
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 20
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        view.addSubview(card)

        let pan = UIPanGestureRecognizer(target: self, action: SwipeCardViewController.handlePan)
        card.addGestureRecognizer(pan)
        let rotation = UIRotationGestureRecognizer(target: self, action: SwipeCardViewController.handleRotation)
        rotation.delegate = self
        card.addGestureRecognizer(rotation)

        menu.backgroundColor = .secondarySystemBackground
        menu.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(menu)
        menuLeading = menu.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: -menuWidth)
        NSLayoutConstraint.activate([
            menuLeading,
            menu.topAnchor.constraint(equalTo: view.topAnchor),
            menu.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            menu.widthAnchor.constraint(equalToConstant: menuWidth),
        ])
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: SwipeCardViewController.handleEdgePan)
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        switch recognizer.state {
        case .began:
            animator?.stopAnimation(true)
        case .changed:
            card.transform = CGAffineTransform(translationX: translation.x, y: translation.y)
                .rotated(by: translation.x / view.bounds.width * 0.4)
        case .ended, .cancelled:
            let velocity = recognizer.velocity(in: view)
            if abs(translation.x) > view.bounds.width / 3 {
                throwCard(towards: translation.x > 0 ? 1 : -1, velocity: velocity)
            } else {
                UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8,
                               options: [.allowUserInteraction], animations: {
                    self.card.transform = .identity
                })
            }
        default:
            break
        }
    }

    func throwCard(towards direction: CGFloat, velocity: CGPoint) {
        let distance = view.bounds.width * 1.5
        let spring = UISpringTimingParameters(dampingRatio: 0.8,
                                              initialVelocity: CGVector(dx: velocity.x / distance, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.45, timingParameters: spring)
        animator.addAnimations {
            self.card.transform = CGAffineTransform(translationX: direction * distance, y: 0)
            self.card.alpha = 0
        }
        animator.addCompletion { position in
            guard position == .end else { return }
            self.dismissedCards += 1
            self.card.transform = .identity
            self.card.alpha = 1
        }
        animator.startAnimation()
        self.animator = animator
    }

    func handleRotation(_ recognizer: UIRotationGestureRecognizer) {
        card.transform = card.transform.rotated(by: recognizer.rotation)
        recognizer.rotation = 0
    }

    func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let x = recognizer.translation(in: view).x
        switch recognizer.state {
        case .changed:
            menuLeading.constant = min(0, -menuWidth + x)
        case .ended:
            menuLeading.constant = recognizer.velocity(in: view).x > 0 ? 0 : -menuWidth
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
                self.view.layoutIfNeeded()
            }
        default:
            break
        }
    }

    func shakeCard() {
        UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeLinear], animations: {
            let offsets: [CGFloat] = [-16, 16, -8, 8, 0]
            for (index, offset) in offsets.enumerated() {
                UIView.addKeyframe(withRelativeStartTime: Double(index) / Double(offsets.count),
                                   relativeDuration: 1 / Double(offsets.count)) {
                    self.card.transform = CGAffineTransform(translationX: offset, y: 0)
                }
            }
        })
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

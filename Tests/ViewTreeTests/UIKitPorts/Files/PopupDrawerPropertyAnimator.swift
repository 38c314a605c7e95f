//
//  PopupDrawerPropertyAnimator.swift
//
//  Twenty-sixth probe. Rewritten from Germtao/Animations `UIViewPropertyAnimator-demo/UIViewPropertyAnimator-demo/
//  ViewController.swift` and `…/PropertyAnimator/PropertyAnimatorState.swift` (commit
//  b2f8da37f5d2128cbe2c6ff2bd203a102838323a), keeping the UIKit members they use: a popup pinned by a bottom
//  constraint (`NSLayoutConstraint()` as the placeholder before layout), opened and closed by a
//  `UIViewPropertyAnimator(duration:dampingRatio:animations:)` that animates the constant through `layoutIfNeeded()`,
//  a completion switching on `UIViewAnimatingPosition`, and a pan that pauses the running animator, scrubs
//  `fractionComplete` by the translation and continues with `continueAnimation(withTimingParameters: nil,
//  durationFactor: 0)`; the two stored animators start as `UIViewPropertyAnimator()`.
//  Porting edits only: `#selector(…)` becomes a method reference and `@objc` is dropped. No `expect-error` is left.
//

import Foundation
import UIKit

enum DrawerState {
    case closed
    case open
}

extension DrawerState {
    var opposite: DrawerState {
        switch self {
        case .closed: return .open
        case .open: return .closed
        }
    }
}

final class PopupDrawerViewController: UIViewController {
    private let popupOffset: CGFloat = 440
    private var currentState: DrawerState = .closed
    var animator = UIViewPropertyAnimator()
    private var runningAnimator = UIViewPropertyAnimator()
    private var animationProgress: CGFloat = 0

    private lazy var overlayView: UIView = {
        let view = UIView()
        view.backgroundColor = .black
        view.alpha = 0
        return view
    }()

    private lazy var popupView: UIView = {
        let view = UIView()
        view.backgroundColor = .blue
        return view
    }()

    private lazy var tapGesture = UITapGestureRecognizer(target: self, action: PopupDrawerViewController.popupViewTapped)
    private lazy var panGesture = UIPanGestureRecognizer(target: self, action: PopupDrawerViewController.popupViewPanned)
    private var bottomConstraint = NSLayoutConstraint()

    override func viewDidLoad() {
        super.viewDidLoad()
        layout()
        popupView.addGestureRecognizer(tapGesture)
        popupView.addGestureRecognizer(panGesture)
    }

    private func layout() {
        overlayView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(overlayView)
        overlayView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        overlayView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        overlayView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
        overlayView.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
        popupView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(popupView)
        popupView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
        popupView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
        popupView.heightAnchor.constraint(equalToConstant: 500).isActive = true
        bottomConstraint = popupView.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: popupOffset)
        bottomConstraint.isActive = true
    }

    private func popupViewTapped(_ gesture: UITapGestureRecognizer) {
        animateTransitionIfNeeded(to: currentState.opposite, duration: 1.5)
    }

    private func popupViewPanned(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            animateTransitionIfNeeded(to: currentState.opposite, duration: 1.5)
            runningAnimator.pauseAnimation()
            animationProgress = runningAnimator.fractionComplete
        case .changed:
            var fraction = -gesture.translation(in: popupView).y / popupOffset
            if currentState == .open { fraction *= -1 }
            runningAnimator.fractionComplete = fraction + animationProgress
        case .ended:
            runningAnimator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }

    private func animateTransitionIfNeeded(to state: DrawerState, duration: TimeInterval) {
        let transitionAnimator = UIViewPropertyAnimator(duration: duration, dampingRatio: 1) {
            switch state {
            case .open:
                self.bottomConstraint.constant = 0
                self.popupView.layer.cornerRadius = 20
                self.overlayView.alpha = 0.5
            case .closed:
                self.bottomConstraint.constant = self.popupOffset
                self.popupView.layer.cornerRadius = 0
                self.overlayView.alpha = 0
            }
            self.view.layoutIfNeeded()
        }
        transitionAnimator.addCompletion { position in
            switch position {
            case .start: self.currentState = state.opposite
            case .end: self.currentState = state
            default: break
            }
            switch self.currentState {
            case .open: self.bottomConstraint.constant = 0
            case .closed: self.bottomConstraint.constant = self.popupOffset
            }
        }
        transitionAnimator.startAnimation()
        runningAnimator = transitionAnimator
    }
}

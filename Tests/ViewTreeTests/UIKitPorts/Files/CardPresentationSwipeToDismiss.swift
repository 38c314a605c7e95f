//
//  CardPresentationSwipeToDismiss.swift
//
//  Thirtieth probe. Rewritten member for member from five public files of Automattic/simplenote-ios (same types,
//  members, calls, labels, overrides and control flow; comments our own), the card sheet Simplenote presents its
//  note options and version history in (iOS 11–13 era, before sheet detents):
//  - `Simplenote/SPCardPresentationController.swift` (commit 1c81a2d4dccd473bc9bf44fef47e8d16e53960c6): a
//    `UIPresentationController` overriding `presentedView`, the four transition hooks and
//    `willTransition(to:with:)`, laying its card out with anchors on `safeAreaLayoutGuide`/`readableContentGuide`
//    switched by size class and a `.fittingSizeLevel` height, a dimming view faded alongside the transition
//    coordinator, a tap outside the card and a pan that drives a `UIPercentDrivenInteractiveTransition`
//    (`update(_:)`, `finish()`, `cancel()`) from `translation(in:)` and `velocity(in:)`, and a
//    `gestureRecognizerShouldBegin(_:)` asking the presented controller;
//  - `Simplenote/SPCardView.swift` (commit ae49a5a8ccb0b1ab4be41efe46ca8d7a56b0c645): a wrapper with a shadow view
//    and a container rounded on its top corners by `layer.maskedCorners`;
//  - `Simplenote/SPCardTransitioningManager.swift` (commit 7cfccfb1cab6b5f3e4343f2331a95dbd25d79c54): the
//    `UIViewControllerTransitioningDelegate` vending the presentation controller, both animators, and the
//    interactor for dismissal;
//  - `Simplenote/SPCardPresentationAnimator.swift` (commit 3f9161ee4ac7c6f211f384805a11c3148c496f08): the card slid
//    up from `CGAffineTransform(translationX:y:)` by a `UIViewPropertyAnimator(duration:curve:animations:)`;
//  - `Simplenote/SPCardDismissalAnimator.swift` (commit 0b4d8c5749347314e50892dcd732418fdb9a39de): the same down,
//    through `interruptibleAnimator(using:)` returning one `UIViewImplicitlyAnimating` per transition.
//  The app's own helpers these files call are written short at the end (`addFillingSubview(_:)`, `SPShadowView`,
//  the colours, `UIKitConstants`, `SPCardConfigurable`, the theme notification's name).
//  Porting edits only: `#selector(handleTap(_:))`/`#selector(handlePan(_:))` become method references and `@objc`
//  is dropped; the theme observer `NotificationCenter.default.addObserver(self, selector: #selector(themeDidChange),
//  …)` is the same registration with a method reference on the card's world centre, made when the card joins a
//  window (the world's centre is reached through a view).
//

import UIKit

// MARK: - SPCardDismissalReason: why the card went away
//
enum SPCardDismissalReason {
    /// Swiped down
    ///
    case swipe

    /// Tapped outside the card
    ///
    case outsideTap
}


// MARK: - SPCardPresentationControllerDelegate
//
protocol SPCardPresentationControllerDelegate: AnyObject {
    func cardDidDismiss(_ viewController: UIViewController, reason: SPCardDismissalReason)
}


// MARK: - SPCardPresentationController: presents the card and dismisses it on a swipe
//
final class SPCardPresentationController: UIPresentationController {
    private lazy var cardView = SPCardView()
    private lazy var dimmingView: UIView = {
        let dimming = UIView()
        dimming.backgroundColor = UIColor.simplenoteDimmingColor
        return dimming
    }()

    private lazy var tapGestureRecognizer = UITapGestureRecognizer(target: self,
                                                                   action: SPCardPresentationController.handleTap)

    private lazy var panGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: self,
                                         action: SPCardPresentationController.handlePan)
        pan.delegate = self
        return pan
    }()

    private var compactWidthLayoutConstraints: [NSLayoutConstraint] = []
    private var regularWidthLayoutConstraints: [NSLayoutConstraint] = []
    private var regularHeightLayoutConstraints: [NSLayoutConstraint] = []

    /// Set only while a swipe dismisses the card
    ///
    private(set) var transitionInteractor: UIPercentDrivenInteractiveTransition?

    /// Told when the card is dismissed, and why
    ///
    weak var presentationDelegate: SPCardPresentationControllerDelegate?

    /// The card wrapper, not the presented controller's own view
    ///
    override var presentedView: UIView? {
        return cardView
    }

    // MARK: - Presentation

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()

        setupGestureRecognizers()

        addDimmingView()
        addCardView()

        cardView.addContentView(presentedViewController.view)

        fadeInDimmingView()
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)

        if !completed {
            removeViews()
            removeGestureRecognizers()
        }
    }

    // MARK: - Dismissal

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        fadeOutDimmingView()
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)

        if completed {
            removeViews()
            removeGestureRecognizers()
        }
    }

}

// MARK: - Trait changes
//
// expect-error:  instance method 'willTransition(to:with:)' declared in 'PresentationController' cannot be overridden from extension
extension SPCardPresentationController {
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.updateConstraints(for: newCollection)
        }, completion: nil)
    }

    private func updateConstraints(for collection: UITraitCollection) {
        NSLayoutConstraint.deactivate(compactWidthLayoutConstraints + regularWidthLayoutConstraints + regularHeightLayoutConstraints)

        let widthConstraints = collection.horizontalSizeClass == .regular ? regularWidthLayoutConstraints : compactWidthLayoutConstraints
        NSLayoutConstraint.activate(widthConstraints)

        if collection.verticalSizeClass == .regular {
            NSLayoutConstraint.activate(regularHeightLayoutConstraints)
        }
    }
}

// MARK: - Views
//
private extension SPCardPresentationController {
    func addDimmingView() {
        containerView?.addFillingSubview(dimmingView)
    }

    func addCardView() {
        guard let containerView = containerView else {
            return
        }

        cardView.translatesAutoresizingMaskIntoConstraints = false
        containerView.addSubview(cardView)

        compactWidthLayoutConstraints = [
            cardView.leadingAnchor.constraint(equalTo: containerView.safeAreaLayoutGuide.leadingAnchor),
            cardView.trailingAnchor.constraint(equalTo: containerView.safeAreaLayoutGuide.trailingAnchor),
        ]

        regularWidthLayoutConstraints = [
            cardView.leadingAnchor.constraint(equalTo: containerView.readableContentGuide.leadingAnchor),
            cardView.trailingAnchor.constraint(equalTo: containerView.readableContentGuide.trailingAnchor),
        ]

        regularHeightLayoutConstraints = [
            cardView.topAnchor.constraint(greaterThanOrEqualTo: containerView.centerYAnchor),
        ]

        // As short as the content allows.
        let shortest = cardView.heightAnchor.constraint(equalToConstant: 0)
        shortest.priority = .fittingSizeLevel

        NSLayoutConstraint.activate([
            cardView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
            cardView.topAnchor.constraint(greaterThanOrEqualTo: containerView.safeAreaLayoutGuide.topAnchor, constant: Constants.cardMinTopMargin),
            shortest
        ])

        updateConstraints(for: presentedViewController.traitCollection)
    }

    func removeViews() {
        dimmingView.removeFromSuperview()
        cardView.removeFromSuperview()
    }

    func setupGestureRecognizers() {
        dimmingView.addGestureRecognizer(tapGestureRecognizer)
        containerView?.addGestureRecognizer(panGestureRecognizer)
    }

    func removeGestureRecognizers() {
        dimmingView.removeGestureRecognizer(tapGestureRecognizer)
        containerView?.removeGestureRecognizer(panGestureRecognizer)
    }

    func fadeInDimmingView() {
        dimmingView.alpha = UIKitConstants.alpha0_0
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = UIKitConstants.alpha1_0
        }, completion: nil)
    }

    func fadeOutDimmingView() {
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = UIKitConstants.alpha0_0
        }, completion: nil)
    }
}

// MARK: - Gesture recognizer delegate
//
extension SPCardPresentationController: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer == panGestureRecognizer,
              let configurable = presentedViewController as? SPCardConfigurable else {
            return true
        }

        let point = gestureRecognizer.location(in: cardView)
        return configurable.shouldBeginSwipeToDismiss(from: point)
    }
}

// MARK: - Swipe to dismiss
//
private extension SPCardPresentationController {
    func handlePan(_ gestureRecognizer: UIPanGestureRecognizer) {
        guard let panView = gestureRecognizer.view else {
            return
        }

        let dragged = gestureRecognizer.translation(in: panView).y
        let cardHeight = cardView.bounds.height

        let fraction = max(min(dragged / cardHeight, 1.0), 0.0)

        switch gestureRecognizer.state {
        case .began:
            beginSwipeToDismiss(fraction)
        case .changed:
            updateSwipeToDismiss(fraction)
        case .ended:
            let speed = gestureRecognizer.velocity(in: panView).y
            finishOrCancelSwipeToDismiss(fraction, velocity: speed)
        default:
            cancelSwipeToDismiss()
        }
    }

    func beginSwipeToDismiss(_ percentComplete: CGFloat) {
        transitionInteractor = UIPercentDrivenInteractiveTransition()
        presentedViewController.dismiss(animated: true, completion: nil)
        updateSwipeToDismiss(percentComplete)
    }

    func updateSwipeToDismiss(_ percentComplete: CGFloat) {
        if percentComplete >= 1.0 {
            finishSwipeToDismiss()
        } else {
            transitionInteractor?.update(percentComplete)
        }
    }

    func finishOrCancelSwipeToDismiss(_ percentComplete: CGFloat, velocity: CGFloat) {
        let goingDown = velocity >= 0
        if goingDown &&
            (percentComplete > Constants.dismissalPercentThreshold || velocity > Constants.dismissalVelocityThreshold) {

            finishSwipeToDismiss()
        } else {
            cancelSwipeToDismiss()
        }
    }

    func finishSwipeToDismiss() {
        transitionInteractor?.finish()
        cleanupTransitionInteractor()

        presentationDelegate?.cardDidDismiss(presentedViewController, reason: .swipe)
    }

    func cancelSwipeToDismiss() {
        transitionInteractor?.cancel()
        cleanupTransitionInteractor()
    }

    func cleanupTransitionInteractor() {
        transitionInteractor = nil
    }
}

// MARK: - Tap to dismiss
//
private extension SPCardPresentationController {
    func handleTap(_ gestureRecognizer: UITapGestureRecognizer) {
        let point = gestureRecognizer.location(in: cardView)
        // A tap on the card itself is not a dismissal.
        if cardView.bounds.contains(point) {
            return
        }

        presentedViewController.dismiss(animated: true, completion: nil)
        presentationDelegate?.cardDidDismiss(presentedViewController, reason: .outsideTap)
    }
}

// MARK: - Constants
//
private struct Constants {
    static let dismissalPercentThreshold = CGFloat(0.3)
    static let dismissalVelocityThreshold = CGFloat(1600)
    static let cardMinTopMargin = CGFloat(10.0)
}


// MARK: - SPCardView: the content in a rounded, shadowed card
//
final class SPCardView: UIView {
    private let containerView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    deinit {
        stopListeningToNotifications()
    }

    /// Puts `view` in the card (rounded and shadowed by it)
    ///
    func addContentView(_ view: UIView) {
        containerView.addFillingSubview(view)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil {
            startListeningToNotifications()
        }
    }
}

private extension SPCardView {
    func configure() {
        setupShadowView()
        setupContainerView()
        refreshStyle()
    }

    func setupShadowView() {
        let shadowView = SPShadowView(cornerRadius: CardConstants.cornerRadius,
                                      roundedCorners: [.topLeft, .topRight])
        addFillingSubview(shadowView)
    }

    func setupContainerView() {
        addFillingSubview(containerView)

        containerView.layer.cornerRadius = CardConstants.cornerRadius
        containerView.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMinXMinYCorner]
        containerView.layer.masksToBounds = true
    }

    func refreshStyle() {
        containerView.backgroundColor = UIColor.simplenoteCardBackgroundColor
    }
}

// MARK: - Notifications
//
private extension SPCardView {
    func startListeningToNotifications() {
        stopListeningToNotifications()
        simulation?.notificationCenter.addObserver(self, action: SPCardView.themeDidChange, name: .VSThemeManagerThemeDidChange, object: nil)
    }

    func stopListeningToNotifications() {
        simulation?.notificationCenter.removeObserver(self)
    }

    func themeDidChange() {
        refreshStyle()
    }
}

private struct CardConstants {
    static let cornerRadius: CGFloat = 10.0
}


// MARK: - SPCardTransitioningManager: the card's transitioning delegate
//
final class SPCardTransitioningManager: NSObject, UIViewControllerTransitioningDelegate {
    private weak var presentationController: SPCardPresentationController?

    /// Told when the card is dismissed, and why
    ///
    weak var presentationDelegate: SPCardPresentationControllerDelegate?

    func presentationController(forPresented presented: UIViewController,
                                presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let card = SPCardPresentationController(presentedViewController: presented,
                                                presenting: presenting)
        card.presentationDelegate = presentationDelegate
        self.presentationController = card
        return card
    }

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SPCardPresentationAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SPCardDismissalAnimator()
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        return presentationController?.transitionInteractor
    }
}


// MARK: - The card sliding up
//
final class SPCardPresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return UIKitConstants.animationShortDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let card = transitionContext.view(forKey: .to) else {
            return
        }

        // Lay out first, so the card has its height.
        card.superview?.setNeedsLayout()
        card.superview?.layoutIfNeeded()

        card.transform = CGAffineTransform(translationX: 0.0, y: card.frame.size.height)

        let slideUp: () -> Void = {
            card.transform = .identity
        }

        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext),
                                              curve: .easeOut,
                                              animations: slideUp)

        animator.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        animator.startAnimation()
    }
}


// MARK: - The card sliding down
//
final class SPCardDismissalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return UIKitConstants.animationShortDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let running = interruptibleAnimator(using: transitionContext)
        running.startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        // One animator per transition, as the documentation asks.
        if let animator {
            return animator
        }

        guard let card = transitionContext.view(forKey: .from) else {
            fatalError("Transition view doesn't exist")
        }

        let slideDown: () -> Void = {
            card.transform = CGAffineTransform(translationX: 0.0, y: card.frame.size.height)
        }

        let made = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext),
                                          curve: .easeIn,
                                          animations: slideDown)

        made.addCompletion { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }

        self.animator = made

        return made
    }
}


// MARK: - The app's helpers these files use (Simplenote's own, written short)
//
extension UIView {
    /// Simplenote's `UIView+Simplenote.swift`: adds `subview` pinned to all four edges.
    func addFillingSubview(_ subview: UIView) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        NSLayoutConstraint.activate([
            subview.leadingAnchor.constraint(equalTo: leadingAnchor),
            subview.trailingAnchor.constraint(equalTo: trailingAnchor),
            subview.topAnchor.constraint(equalTo: topAnchor),
            subview.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}

/// Simplenote's `SPShadowView`: a shadow shaped like the card's rounded top.
final class SPShadowView: UIView {
    private let cornerRadius: CGFloat
    private let roundedCorners: UIRectCorner

    init(cornerRadius: CGFloat, roundedCorners: UIRectCorner) {
        self.cornerRadius = cornerRadius
        self.roundedCorners = roundedCorners
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.shadowOpacity = 0.1
        layer.shadowRadius = 8
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, byRoundingCorners: roundedCorners,
                                        cornerRadii: CGSize(width: cornerRadius, height: cornerRadius)).cgPath
    }
}

/// Simplenote's `SPCardConfigurable`: a card's content says where a swipe to dismiss may start.
protocol SPCardConfigurable {
    func shouldBeginSwipeToDismiss(from location: CGPoint) -> Bool
}

/// Simplenote's `UIKitConstants`.
enum UIKitConstants {
    static let alpha0_0 = CGFloat(0)
    static let alpha1_0 = CGFloat(1)
    static let animationShortDuration = TimeInterval(0.25)
}

extension UIColor {
    static var simplenoteDimmingColor: UIColor { UIColor.black.withAlphaComponent(0.4) }
    static var simplenoteCardBackgroundColor: UIColor { .systemBackground }
}

extension Notification.Name {
    static let VSThemeManagerThemeDidChange = Notification.Name("VSThemeManagerThemeDidChange")
}

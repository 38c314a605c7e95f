//
//  StoryPagesViewController.swift
//
//  Written in the style of public iOS 12–15 code (not copied from any one file): a page view controller with a
//  data source and delegate, child view controllers added and removed by hand, a custom transitioning delegate
//  with an animator, status bar and orientation overrides, additional safe-area insets, a navigation delegate,
//  modal presentation styles, a timer, and a container's preferred content size. One error is left, and it is
//  Swift 6's, not ViewTree's: Foundation's `Timer` block is `@Sendable`, so capturing a controller in it fails
//  under strict concurrency with UIKit too.
//
// expect-error-swift6: capture of 'self' with non-Sendable type 'StoryPagesViewController?' in a '@Sendable' closure [#SendableClosureCaptures]

import UIKit

final class StoryPageViewController: UIViewController {
    let index: Int
    private let label = UILabel()

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        let root = UIView()
        root.backgroundColor = index.isMultiple(of: 2) ? .systemTeal : .systemPink
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Page \(index + 1)"
        label.font = .preferredFont(forTextStyle: .largeTitle)
        label.textAlignment = .center
        label.frame = view.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        label.frame = view.bounds.inset(by: view.safeAreaInsets)
    }
}

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let moving = transitionContext.view(forKey: key) else {
            transitionContext.completeTransition(false)
            return
        }
        if presenting {
            transitionContext.containerView.addSubview(moving)
            moving.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            moving.alpha = self.presenting ? 1 : 0
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class StoryPagesViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate,
                                      UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    private let pageController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                                      options: [.interPageSpacing: 8])
    private let pageCount = 4
    private var currentIndex = 0
    private var autoAdvance: Timer?
    private var overlay: UIViewController?

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var prefersHomeIndicatorAutoHidden: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
        navigationController?.delegate = self
        navigationController?.setNavigationBarHidden(true, animated: false)

        pageController.dataSource = self
        pageController.delegate = self
        addChild(pageController)
        pageController.view.frame = view.bounds
        pageController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pageController.view)
        pageController.didMove(toParent: self)
        pageController.setViewControllers([StoryPageViewController(index: 0)], direction: .forward, animated: false)

        let close = UIButton(type: .close)
        close.frame = CGRect(x: 16, y: 16, width: 44, height: 44)
        close.addAction(UIAction { [weak self] _ in self?.showOverlay() }, for: .primaryActionTriggered)
        view.addSubview(close)
        setNeedsStatusBarAppearanceUpdate()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        autoAdvance = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in self?.advance() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        autoAdvance?.invalidate()
        autoAdvance = nil
    }

    private func advance() {
        guard currentIndex + 1 < pageCount else { return }
        currentIndex += 1
        pageController.setViewControllers([StoryPageViewController(index: currentIndex)], direction: .forward,
                                          animated: true) { finished in
            if finished { UIAccessibility.post(notification: .pageScrolled, argument: "Page \(self.currentIndex + 1)") }
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? StoryPageViewController, page.index > 0 else { return nil }
        return StoryPageViewController(index: page.index - 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? StoryPageViewController, page.index + 1 < pageCount else { return nil }
        return StoryPageViewController(index: page.index + 1)
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let page = pageViewController.viewControllers?.first as? StoryPageViewController else { return }
        currentIndex = page.index
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pageCount }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { currentIndex }

    private func showOverlay() {
        let info = UIViewController()
        info.view.backgroundColor = UIColor.black.withAlphaComponent(0.7)
        info.modalPresentationStyle = .custom
        info.modalTransitionStyle = .crossDissolve
        info.transitioningDelegate = self
        info.preferredContentSize = CGSize(width: 300, height: 200)
        present(info, animated: true) {
            info.view.accessibilityViewIsModal = true
        }
        overlay = info
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: false)
    }

    func dismissOverlay() {
        overlay?.dismiss(animated: true) { [weak self] in self?.overlay = nil }
    }

    func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child.view)
        NSLayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: container.topAnchor),
            child.view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            child.view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        child.didMove(toParent: self)
    }

    func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        let hidden = viewController === self
        navigationController.setNavigationBarHidden(hidden, animated: animated)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        overlay?.view.bounds.size = container.preferredContentSize
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let compact = traitCollection.horizontalSizeClass == .compact
        pageController.view.layoutMargins = compact ? .zero : UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        overrideUserInterfaceStyle = .dark
    }
}

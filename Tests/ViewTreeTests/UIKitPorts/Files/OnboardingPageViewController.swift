// An onboarding pager as many UIKit files write one: a `UIPageViewController` subclass in the scroll style
// that is its own data source and delegate, its pages in an array found with `firstIndex(of:)`, the current
// index tracked through `willTransitionTo` and `didFinishAnimating`, its own `UIPageControl` pinned with
// anchors, and a "Next" step that calls `setViewControllers(_:direction:animated:completion:)`. Written for
// this corpus in the style of such files, not copied from one: no `expect-error` is left.
import UIKit

final class OnboardingPageViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private lazy var pages: [UIViewController] = ["Welcome", "Sync", "Start"].map(makePage)
    private let pageControl = UIPageControl()
    private(set) var currentIndex = 0
    private var pendingIndex: Int?

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal,
                   options: [UIPageViewController.OptionsKey.interPageSpacing: 8])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        dataSource = self
        delegate = self
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: false, completion: nil)
        }
        pageControl.numberOfPages = pages.count
        pageControl.currentPage = 0
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageControl)
        NSLayoutConstraint.activate([
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
        ])
    }

    private func makePage(title: String) -> UIViewController {
        let page = UIViewController()
        page.title = title
        let label = UILabel()
        label.text = title
        label.font = UIFont.preferredFont(forTextStyle: .largeTitle)
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: page.view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: page.view.centerYAnchor),
        ])
        return page
    }

    // MARK: - UIPageViewControllerDataSource

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    // MARK: - UIPageViewControllerDelegate

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        pendingIndex = pendingViewControllers.first.flatMap { pages.firstIndex(of: $0) }
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let pendingIndex else { return }
        currentIndex = pendingIndex
        pageControl.currentPage = pendingIndex
    }

    func goToNextPage() {
        guard currentIndex + 1 < pages.count else { return }
        currentIndex += 1
        setViewControllers([pages[currentIndex]], direction: .forward, animated: true) { [weak self] _ in
            guard let self else { return }
            self.pageControl.currentPage = self.currentIndex
        }
    }
}

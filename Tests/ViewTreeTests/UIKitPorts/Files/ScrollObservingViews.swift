//
//  ScrollObservingViews.swift
//
//  Nineteenth probe. Adapted (rewritten, keeping the UIKit members they use) from three public files that follow a
//  scroll view without being its delegate, or as its delegate:
//  - hirohisa/playground `swift4/RefreshControlSample/RefreshControlSample/ViewController.swift` (commit
//    1bdc51e270d6d8aa7e6f00fe19effabf46f29455): a `UITableView` subclass that sets up its own `UIRefreshControl` in
//    `awakeFromNib()`, observes its `contentOffset` with block-based key-value observing (`observe(\.contentOffset)`,
//    an `NSKeyValueObservation` invalidated in `deinit`) to load more at the bottom, and ends refreshing later;
//  - the `ScrollViewObserver` of Pim's YetAnotherSwipeDismiss (2022): three observations with `[.old, .new]` of a
//    scroll view's `contentSize`, `frame` and `contentOffset`, each comparing `change.oldValue` with
//    `change.newValue`;
//  - 26th-SOPT-iOS/KimHyunKi `Week2/iOS_SecondWeek_Assignment_Login/iOS_SecondWeek_Assignment_Login/
//    WowViewController.swift`: a stretchy header whose height constraint follows `contentOffset.y` in
//    `scrollViewDidScroll(_:)`, with `contentInsetAdjustmentBehavior = .never`.
//  Porting edits only (Porting.md): `#selector(refresh(sender:))` is a method reference, `@IBOutlet`s are made in
//  code.
//
import UIKit

final class LoadMoreTableView: UITableView {
    typealias Block = () -> Void

    var onRefresh: Block?
    var onLoadMore: Block?
    private(set) var isLoadingMore = false
    private var observation: NSKeyValueObservation?

    override func awakeFromNib() {
        super.awakeFromNib()
        setUp()
    }

    func setUp() {
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: LoadMoreTableView.refresh, for: .valueChanged)
        observation?.invalidate()
        observation = observe(\.contentOffset) { [weak self] _, _ in
            guard let self else { return }
            if self.isScrolledPastBottom() {
                self.loadMore()
            }
        }
    }

    private func refresh(sender: UIRefreshControl) {
        onRefresh?()
    }

    func stopLoading() {
        isLoadingMore = false
        refreshControl?.endRefreshing()
    }

    private func isScrolledPastBottom() -> Bool {
        if contentSize.height == 0 || frame.size.height == 0 {
            return false
        }
        return contentSize.height <= contentOffset.y + frame.size.height
    }

    private func loadMore() {
        guard let onLoadMore, !isLoadingMore else { return }
        isLoadingMore = true
        onLoadMore()
    }

    deinit {
        observation?.invalidate()
    }
}

final class ScrollGeometryObserver {
    var scrollView: UIScrollView? {
        didSet { updateObservers() }
    }
    var didUpdate: ((UIScrollView) -> Void)?

    private var contentSizeObservation: NSKeyValueObservation?
    private var frameObservation: NSKeyValueObservation?
    private var contentOffsetObservation: NSKeyValueObservation?

    private func updateObservers() {
        contentSizeObservation = scrollView?.observe(\.contentSize, options: [.old, .new]) { [weak self] scrollView, change in
            guard change.oldValue != change.newValue else { return }
            self?.didUpdate?(scrollView)
        }
        frameObservation = scrollView?.observe(\.frame, options: [.old, .new]) { [weak self] scrollView, change in
            guard change.oldValue != change.newValue else { return }
            self?.didUpdate?(scrollView)
        }
        contentOffsetObservation = scrollView?.observe(\.contentOffset, options: [.old, .new]) { [weak self] scrollView, change in
            guard change.oldValue != change.newValue else { return }
            self?.didUpdate?(scrollView)
        }
    }
}

final class StretchyHeaderViewController: UIViewController {
    let scrollView = UIScrollView()
    let headerImageView = UIImageView()
    var headerHeight: NSLayoutConstraint!
    var headerImageHeight: CGFloat = 210
    var minimumHeaderImageHeight: CGFloat = 108

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        view.addSubview(scrollView)
        view.addSubview(headerImageView)
        headerImageView.translatesAutoresizingMaskIntoConstraints = false
        headerHeight = headerImageView.heightAnchor.constraint(equalToConstant: headerImageHeight)
        NSLayoutConstraint.activate([
            headerImageView.topAnchor.constraint(equalTo: view.topAnchor),
            headerImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerHeight,
        ])
        scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 3)
        scrollView.delegate = self
        scrollView.contentInsetAdjustmentBehavior = .never
    }
}

extension StretchyHeaderViewController: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if scrollView.contentOffset.y < 0.0 {
            headerHeight.constant = headerImageHeight - scrollView.contentOffset.y
        } else {
            let height = headerImageHeight - scrollView.contentOffset.y
            headerHeight.constant = max(height, minimumHeaderImageHeight)
        }
    }
}

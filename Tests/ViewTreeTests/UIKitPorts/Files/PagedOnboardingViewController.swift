//
//  PagedOnboardingViewController.swift
//
//  Written in the style of public iOS 15+ code (not copied from any one file): a paging collection view of
//  onboarding pages, a page control, a configured button with a spring animation, a repeating Foundation timer,
//  a portrait-only controller. One gap is left: UIKit's controllers are `@MainActor` (so `Sendable`), ViewTree's
//  are not, so capturing `self` in the timer's `@Sendable` block is an error under Swift 6 (Docs/Porting.md).
// expect-error-swift6: capture of 'self' with non-Sendable type 'PagedOnboardingViewController?' in a '@Sendable' closure [#SendableClosureCaptures]
//

import UIKit

final class OnboardingPageCell: UICollectionViewCell {
    static let reuseID = "Page"
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let stack = UIStackView(arrangedSubviews: [imageView, titleLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .systemBlue
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        titleLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        bodyLabel.textAlignment = .center
        bodyLabel.textColor = .secondaryLabel
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            imageView.heightAnchor.constraint(equalToConstant: 120),
            imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}

final class PagedOnboardingViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let pages: [(String, String, String)] = [("star", "Welcome", "Hello"), ("bell", "Alerts", "Stay informed")]
    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.isPagingEnabled = true
        view.showsHorizontalScrollIndicator = false
        view.contentInsetAdjustmentBehavior = .never
        view.register(OnboardingPageCell.self, forCellWithReuseIdentifier: OnboardingPageCell.reuseID)
        return view
    }()
    private let pageControl = UIPageControl()
    private let nextButton = UIButton(type: .system)
    private var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        pageControl.numberOfPages = pages.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.addAction(UIAction { [weak self] _ in self?.scroll(to: self?.pageControl.currentPage ?? 0) }, for: .valueChanged)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Next"
        configuration.cornerStyle = .capsule
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24)
        nextButton.configuration = configuration
        nextButton.addAction(UIAction { [weak self] _ in self?.advance() }, for: .touchUpInside)
        for subview in [collectionView, pageControl, nextButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: pageControl.topAnchor, constant: -8),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: nextButton.topAnchor, constant: -16),
            nextButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            nextButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
        timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in self?.advance() }
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        nextButton.layer.shadowColor = UIColor.black.cgColor
        nextButton.layer.shadowOpacity = 0.2
        nextButton.layer.shadowOffset = CGSize(width: 0, height: 2)
        nextButton.layer.shadowRadius = 4
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        timer?.invalidate()
    }

    private func advance() {
        let next = min(pageControl.currentPage + 1, pages.count - 1)
        scroll(to: next)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5, options: [.curveEaseOut, .allowUserInteraction]) {
            self.nextButton.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
        } completion: { _ in
            UIView.animate(withDuration: 0.2) { self.nextButton.transform = .identity }
        }
    }

    private func scroll(to page: Int) {
        collectionView.scrollToItem(at: IndexPath(item: page, section: 0), at: .centeredHorizontally, animated: true)
        pageControl.currentPage = page
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
            self?.nextButton.setTitle(page == (self?.pages.count ?? 0) - 1 ? "Done" : "Next", for: .normal)
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { pages.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: OnboardingPageCell.reuseID, for: indexPath) as? OnboardingPageCell else {
            return UICollectionViewCell()
        }
        let page = pages[indexPath.item]
        cell.imageView.image = UIImage(systemName: page.0, withConfiguration: UIImage.SymbolConfiguration(pointSize: 60, weight: .regular))
        cell.titleLabel.text = page.1
        cell.bodyLabel.text = page.2
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        collectionView.bounds.size
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int(round(scrollView.contentOffset.x / max(scrollView.bounds.width, 1)))
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

//
//  PhotoGridViewController.swift
//
//  Written in the style of public iOS 11–16 code (not copied from any one file): a photo grid on a custom
//  `UICollectionViewFlowLayout` subclass (a waterfall that overrides `prepare()`, `layoutAttributesForElements`
//  and invalidation), section headers with a paging carousel and a page control, prefetching, a long press that
//  reorders with the interactive-movement API, a pinch that changes the column count, a selection mode with a
//  toolbar, gradient and shape layers, springs and transforms, and a display link. The display link and the bar
//  button items use typed method references (Porting.md's one-line port of `#selector`); the gesture and refresh
//  targets keep `#selector` and `@objc`, which Linux Swift cannot compile:
// expect-error: '#selector' can only be used with the Objective-C runtime
// expect-error: Objective-C interoperability is disabled
//

import UIKit

struct Photo: Hashable {
    let id: Int
    let aspect: CGFloat
    let title: String
}

protocol WaterfallLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat
}

final class WaterfallLayout: UICollectionViewFlowLayout {
    weak var delegate: WaterfallLayoutDelegate?
    var columns = 2 {
        didSet { invalidateLayout() }
    }
    var cellPadding: CGFloat = 4
    var headerHeight: CGFloat = 180

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var headerAttributes: UICollectionViewLayoutAttributes?
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return }
        cache.removeAll(keepingCapacity: true)
        contentHeight = 0

        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                      with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: contentWidth, height: headerHeight)
        header.zIndex = 1
        headerAttributes = header

        let columnWidth = contentWidth / CGFloat(columns)
        var xOffset: [CGFloat] = []
        for column in 0..<columns {
            xOffset.append(CGFloat(column) * columnWidth)
        }
        var yOffset = [CGFloat](repeating: headerHeight, count: columns)
        var column = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let photoHeight = delegate?.collectionView(collectionView, heightForItemAt: indexPath, width: columnWidth - cellPadding * 2) ?? 180
            let height = cellPadding * 2 + photoHeight
            let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = insetFrame
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] = yOffset[column] + height
            column = yOffset.firstIndex(of: yOffset.min() ?? 0) ?? 0
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var visible = cache.filter { $0.frame.intersects(rect) }
        if let header = headerAttributes, header.frame.intersects(rect) {
            visible.append(header)
        }
        return visible
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == UICollectionView.elementKindSectionHeader ? headerAttributes : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        return newBounds.width != collectionView.bounds.width
    }
}

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let gradient = CAGradientLayer()
    private let checkmark = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        contentView.layer.masksToBounds = true
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 4

        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = .secondarySystemBackground
        contentView.addSubview(imageView)

        gradient.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.6).cgColor]
        gradient.locations = [0.5, 1]
        contentView.layer.addSublayer(gradient)

        titleLabel.font = .preferredFont(forTextStyle: .caption1)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 2
        contentView.addSubview(titleLabel)

        checkmark.tintColor = .systemBlue
        checkmark.backgroundColor = .white
        checkmark.layer.cornerRadius = 11
        checkmark.isHidden = true
        contentView.addSubview(checkmark)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
        gradient.frame = contentView.bounds
        let labelHeight = titleLabel.sizeThatFits(CGSize(width: bounds.width - 16, height: .greatestFiniteMagnitude)).height
        titleLabel.frame = CGRect(x: 8, y: bounds.height - labelHeight - 8, width: bounds.width - 16, height: labelHeight)
        checkmark.frame = CGRect(x: bounds.width - 30, y: 8, width: 22, height: 22)
    }

    override var isSelected: Bool {
        didSet {
            checkmark.isHidden = !isSelected
            imageView.alpha = isSelected ? 0.7 : 1
        }
    }

    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8,
                           options: [.allowUserInteraction, .beginFromCurrentState]) {
                self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.96, y: 0.96) : .identity
            }
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        titleLabel.text = nil
        transform = .identity
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
    }

    func configure(with photo: Photo) {
        titleLabel.text = photo.title
        imageView.image = UIImage(systemName: "photo")
        accessibilityLabel = photo.title
        isAccessibilityElement = true
    }
}

final class CarouselHeaderView: UICollectionReusableView, UIScrollViewDelegate {
    static let reuseIdentifier = "CarouselHeader"
    private let scrollView = UIScrollView()
    private let pageControl = UIPageControl()
    private var pages: [UIView] = []
    private var displayLink: CADisplayLink?
    private var progressLayer = CAShapeLayer()
    private var elapsed: CFTimeInterval = 0
    private var lastTimestamp: CFTimeInterval = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        scrollView.decelerationRate = .fast
        addSubview(scrollView)

        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.hidesForSinglePage = true
        pageControl.addAction(UIAction { [weak self] _ in self?.scrollToCurrentPage(animated: true) }, for: .valueChanged)
        addSubview(pageControl)

        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.lineWidth = 2
        progressLayer.strokeEnd = 0
        layer.addSublayer(progressLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(colors: [UIColor]) {
        pages.forEach { $0.removeFromSuperview() }
        pages = colors.map { color in
            let page = UIView()
            page.backgroundColor = color
            scrollView.addSubview(page)
            return page
        }
        pageControl.numberOfPages = pages.count
        pageControl.currentPage = 0
        setNeedsLayout()
        startAutoAdvance()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: 28, right: 0))
        for (index, page) in pages.enumerated() {
            page.frame = CGRect(x: CGFloat(index) * scrollView.bounds.width, y: 0,
                                width: scrollView.bounds.width, height: scrollView.bounds.height)
        }
        scrollView.contentSize = CGSize(width: scrollView.bounds.width * CGFloat(pages.count), height: scrollView.bounds.height)
        pageControl.frame = CGRect(x: 0, y: bounds.height - 28, width: bounds.width, height: 28)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: scrollView.frame.maxY))
        path.addLine(to: CGPoint(x: bounds.width, y: scrollView.frame.maxY))
        progressLayer.path = path.cgPath
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        displayLink?.invalidate()
        displayLink = nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            displayLink?.invalidate()
            displayLink = nil
        }
    }

    private func startAutoAdvance() {
        displayLink?.invalidate()
        let link = CADisplayLink(target: self, selector: CarouselHeaderView.step)
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    private func step(_ link: CADisplayLink) {
        if lastTimestamp == 0 { lastTimestamp = link.timestamp }
        elapsed += link.timestamp - lastTimestamp
        lastTimestamp = link.timestamp
        progressLayer.strokeEnd = CGFloat(min(elapsed / 4, 1))
        if elapsed >= 4 {
            elapsed = 0
            pageControl.currentPage = (pageControl.currentPage + 1) % max(pages.count, 1)
            scrollToCurrentPage(animated: true)
        }
    }

    private func scrollToCurrentPage(animated: Bool) {
        let offset = CGPoint(x: CGFloat(pageControl.currentPage) * scrollView.bounds.width, y: 0)
        scrollView.setContentOffset(offset, animated: animated)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard scrollView.bounds.width > 0 else { return }
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        elapsed = 0
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        displayLink?.isPaused = true
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        displayLink?.isPaused = false
    }
}

final class PhotoGridViewController: UICollectionViewController {
    private var photos: [Photo] = (0..<60).map { index in
        Photo(id: index, aspect: [0.75, 1, 1.33, 1.5][index % 4], title: "Photo \(index + 1)")
    }
    private let waterfall = WaterfallLayout()
    private var pinchStartColumns = 2
    private lazy var selectButton = UIBarButtonItem(title: "Select", style: .plain, target: self,
                                                    action: PhotoGridViewController.toggleSelection)
    private lazy var deleteButton = UIBarButtonItem(barButtonSystemItem: .trash, target: self,
                                                    action: PhotoGridViewController.deleteSelected)

    init() {
        super.init(collectionViewLayout: waterfall)
        waterfall.delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(CarouselHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: CarouselHeaderView.reuseIdentifier)
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 8, bottom: 8, right: 8)
        collectionView.alwaysBounceVertical = true
        collectionView.prefetchDataSource = self
        collectionView.allowsMultipleSelection = false
        installsStandardGestureForInteractiveMovement = false

        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(refreshPulled(_:)), for: .valueChanged)
        collectionView.refreshControl = refresh

        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(handleLongPress(_:)))
        longPress.minimumPressDuration = 0.4
        collectionView.addGestureRecognizer(longPress)

        let pinch = UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:)))
        collectionView.addGestureRecognizer(pinch)

        navigationItem.rightBarButtonItem = selectButton
        deleteButton.isEnabled = false
        toolbarItems = [UIBarButtonItem(systemItem: .flexibleSpace), deleteButton]
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.waterfall.columns = size.width > 600 ? 4 : 2
        }, completion: nil)
    }

    @objc private func refreshPulled(_ sender: UIRefreshControl) {
        photos.shuffle()
        collectionView.reloadData()
        sender.endRefreshing()
    }

    private func toggleSelection() {
        setEditing(!isEditing, animated: true)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.allowsMultipleSelection = editing
        selectButton.title = editing ? "Done" : "Select"
        selectButton.style = editing ? .done : .plain
        navigationController?.setToolbarHidden(!editing, animated: animated)
        if !editing {
            collectionView.indexPathsForSelectedItems?.forEach { collectionView.deselectItem(at: $0, animated: animated) }
        }
        deleteButton.isEnabled = false
    }

    private func deleteSelected() {
        guard let selected = collectionView.indexPathsForSelectedItems, !selected.isEmpty else { return }
        let rows = Set(selected.map(\.item))
        collectionView.performBatchUpdates({
            self.photos = self.photos.enumerated().filter { !rows.contains($0.offset) }.map(\.element)
            self.collectionView.deleteItems(at: selected)
        }, completion: { _ in
            self.deleteButton.isEnabled = false
        })
    }

    @objc private func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
        let location = gesture.location(in: collectionView)
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
            UIImpactFeedbackGenerator(style: .medium).impactOccurred()
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    @objc private func handlePinch(_ gesture: UIPinchGestureRecognizer) {
        switch gesture.state {
        case .began:
            pinchStartColumns = waterfall.columns
        case .changed:
            let proposed = Int((CGFloat(pinchStartColumns) / gesture.scale).rounded())
            let columns = min(max(proposed, 1), 5)
            if columns != waterfall.columns {
                UIView.animate(withDuration: 0.3) {
                    self.waterfall.columns = columns
                    self.collectionView.layoutIfNeeded()
                }
            }
        default:
            break
        }
    }

    // MARK: Data source

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
        cell.configure(with: photos[indexPath.item])
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: CarouselHeaderView.reuseIdentifier,
                                                                     for: indexPath) as! CarouselHeaderView
        header.configure(colors: [.systemTeal, .systemPink, .systemIndigo])
        return header
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { !isEditing }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let photo = photos.remove(at: sourceIndexPath.item)
        photos.insert(photo, at: destinationIndexPath.item)
    }

    // MARK: Delegate

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if isEditing {
            deleteButton.isEnabled = !(collectionView.indexPathsForSelectedItems ?? []).isEmpty
            return
        }
        collectionView.deselectItem(at: indexPath, animated: true)
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        detail.title = photos[indexPath.item].title
        let imageView = UIImageView(image: UIImage(systemName: "photo"))
        imageView.contentMode = .scaleAspectFit
        imageView.frame = detail.view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        detail.view.addSubview(imageView)
        navigationController?.pushViewController(detail, animated: true)
    }

    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        deleteButton.isEnabled = !(collectionView.indexPathsForSelectedItems ?? []).isEmpty
    }

    override func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                                 forItemAt indexPath: IndexPath) {
        guard !isEditing else { return }
        cell.alpha = 0
        cell.layer.transform = CATransform3DMakeScale(0.9, 0.9, 1)
        UIView.animate(withDuration: 0.25) {
            cell.alpha = 1
            cell.layer.transform = CATransform3DIdentity
        }
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        navigationItem.title = offset > waterfall.headerHeight ? "Photos (\(photos.count))" : "Photos"
    }
}

extension PhotoGridViewController: WaterfallLayoutDelegate, UICollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, width: CGFloat) -> CGFloat {
        width / photos[indexPath.item].aspect
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where indexPath.item < photos.count {
            _ = UIImage(systemName: "photo")
        }
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

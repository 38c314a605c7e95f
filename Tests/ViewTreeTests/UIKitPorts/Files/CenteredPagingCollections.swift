//
//  CenteredPagingCollections.swift
//
//  Twenty-first probe. From erictang0212/HorizontalCenteredCollectionLayout, three files kept member for member:
//  - `HorizontalCenteredCollectionView/HorizontalCenteredCollectionViewController.swift` (commit
//    720acdedd44f02900eeab9045224ad70ea2fa5f4): a horizontal flow layout whose section insets centre the first and last
//    item, a line spacing that lets 10 pt of each neighbour peek, and `scrollViewWillEndDragging` that stops the
//    deceleration and scrolls to the next item `.centeredHorizontally` when the flick is fast enough;
//  - `HorizontalCenteredCollectionView/HorizontalCenteredCollectionViewCell.swift` (commit
//    ee0e551c987c20556bfa2f123dd73edc30d84da1): a cell whose image view fills it;
//  - `HorizontalCenteredCollectionView/UICollectionViewCompositionalLayout.swift` (commit 720acded…): the same page
//    with `orthogonalScrollingBehavior = .groupPagingCentered`.
//  Porting edits only (Porting.md): the `@IBOutlet` collection view is made in code (the .xib's horizontal flow
//  layout). The app's `registerCell`, `dequeueCell` and `constraintEqualToSuperView` helpers live in files the probe did
//  not read; they are written here the way such helpers are commonly written (**ours**).
//
import UIKit

extension UICollectionView {
    func registerCell<T: UICollectionViewCell>(_ type: T.Type) {
        register(type, forCellWithReuseIdentifier: String(describing: type))
    }

    func dequeueCell<T: UICollectionViewCell>(_ type: T.Type, indexPath: IndexPath) -> T {
        dequeueReusableCell(withReuseIdentifier: String(describing: type), for: indexPath) as! T
    }
}

extension UIView {
    func constraintEqualToSuperView() {
        guard let superview = superview else { return }
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: superview.topAnchor),
            leadingAnchor.constraint(equalTo: superview.leadingAnchor),
            trailingAnchor.constraint(equalTo: superview.trailingAnchor),
            bottomAnchor.constraint(equalTo: superview.bottomAnchor)
        ])
    }
}

class HorizontalCenteredCollectionViewController: UIViewController {

    lazy var collectionView: UICollectionView! = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        return collectionView
    }()

    private var colors: [UIColor] = [.blue, .brown, .green,
                                     .red, .yellow, .cyan,
                                     .orange, .magenta]

    private var itemSize: CGSize?

    // MARK: - Life Cycle
    override func viewDidLoad() {
        super.viewDidLoad()
        setupView()
    }

    // MARK: - Private Method
    private func setupView() {
        collectionView.registerCell(HorizontalCenteredCollectionViewCell.self)
        collectionView.dataSource = self
        collectionView.delegate = self

//        collectionView.collectionViewLayout = generateLayout()
//        collectionView.isScrollEnabled = false
    }

    /// 根據 item size 去算出 first item 與 last item 的左右 padding
    private func calcSectionInset() -> UIEdgeInsets {
        guard let itemSize = itemSize else { return .zero }
        let screeWidth = collectionView.frame.size.width
        let sectionPadding = (screeWidth - itemSize.width) / 2
        return UIEdgeInsets(top: 0, left: sectionPadding, bottom: 0, right: sectionPadding)
    }


    /// 根據 first item 與 last item 的左右 padding 與希望露出的 size 去計算 item space
    /// - Parameter peekSize: 希望下一頁與前一頁露出的 size
    /// - Returns: item space
    private func calcItemSpace(peekSize: CGFloat) -> CGFloat {
        let sectionInset = calcSectionInset()
        return sectionInset.right - peekSize
    }
}

// MARK: - UICollectionViewDataSource

extension HorizontalCenteredCollectionViewController: UICollectionViewDataSource {

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return colors.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueCell(HorizontalCenteredCollectionViewCell.self, indexPath: indexPath)
        cell.setupColor(colors[indexPath.row])
        return cell
    }
}

// MARK: - UICollectionViewDelegateFlowLayout

extension HorizontalCenteredCollectionViewController: UICollectionViewDelegateFlowLayout {

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        itemSize = CGSize(width: collectionView.frame.width - 100,
                          height: collectionView.frame.height - 20)
        return itemSize ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        return calcItemSpace(peekSize: 10)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
        return calcSectionInset()
    }
}

// MARK: - UIScrollViewDelegate

extension HorizontalCenteredCollectionViewController: UIScrollViewDelegate {

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        // 不讓 collectionView 可以滾超過一個 item
        targetContentOffset.pointee = scrollView.contentOffset
        // 根據可視 item 得到 index
        var indexes = self.collectionView.indexPathsForVisibleItems
        indexes.sort()
        var index = indexes.first!

        // 只需處理往下一過 item 滾動
        // 根據 velocity 加速度判斷前進 index，並檢查是否超過 index
        if velocity.x > 0.5,
           index.row < colors.count - 1 {
            index.row = index.row + 1
        }
        // 滾動到下一頁或上一頁
        self.collectionView.scrollToItem(at: index, at: .centeredHorizontally, animated: true)
    }
}

class HorizontalCenteredCollectionViewCell: UICollectionViewCell {

    lazy var imageView: UIImageView = {
        let imageView = UIImageView()
        imageView.image = nil
        return imageView
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupView()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setupView() {
        addSubview(imageView)
        imageView.constraintEqualToSuperView()
    }

    func setupColor(_ color: UIColor) {
        imageView.backgroundColor = color
    }
}

extension HorizontalCenteredCollectionViewController {

    /// iOS 13.0 以上使用 UICollectionViewCompositionalLayout 完成 layout
    /// 回到 Controller 只需要以下兩行與 DataSource 即可
    /// collectionView.collectionViewLayout = generateLayout()
    /// collectionView.isScrollEnabled = false
    func generateLayout() -> UICollectionViewLayout {
        let space: Double = 10
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                              heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: space,
                                                     bottom: 0, trailing: space)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8),
                                               heightDimension: .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize,
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        return UICollectionViewCompositionalLayout(section: section)
    }
}

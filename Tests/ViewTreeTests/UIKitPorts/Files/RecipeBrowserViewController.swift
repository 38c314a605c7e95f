//
//  RecipeBrowserViewController.swift
//
//  Written in the style of public iOS 14–16 code (not copied from any one file): a compositional layout from a
//  section provider (an orthogonal carousel with a header, a row of self-sizing chips, an inset-grouped list), a
//  diffable data source, cell and supplementary registrations, list cells with content configurations and
//  accessories, swipe actions on the list, a carousel's visible-items handler and a section background.
//

import UIKit

struct Recipe: Hashable, Sendable {
    let id: Int
    let title: String
    let minutes: Int
}

final class RecipeCardCell: UICollectionViewCell {
    private let imageView = UIImageView()
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        contentView.backgroundColor = .secondarySystemBackground
        imageView.contentMode = .scaleAspectFill
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 2
        [imageView, titleLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: contentView.heightAnchor, multiplier: 0.7),
            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        titleLabel.text = nil
    }

    func configure(with recipe: Recipe) {
        titleLabel.text = recipe.title
        imageView.image = UIImage(systemName: "photo")
    }
}

final class SectionBackgroundView: UICollectionReusableView {
    static let elementKind = "section-background"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class RecipeBrowserViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Int, CaseIterable, Hashable, Sendable {
        case featured, categories, all

        var title: String {
            switch self {
            case .featured: return "Featured"
            case .categories: return "Categories"
            case .all: return "All Recipes"
            }
        }
    }

    enum Item: Hashable, Sendable {
        case recipe(Recipe)
        case category(String)
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private var recipes: [Recipe] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
        recipes = [Recipe(id: 1, title: "Shakshuka", minutes: 30), Recipe(id: 2, title: "Ramen", minutes: 45),
                   Recipe(id: 3, title: "Pancakes", minutes: 20)]
        applySnapshot(animated: false)
    }

    private func createLayout() -> UICollectionViewLayout {
        let sectionProvider = { [weak self] (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let sectionKind = Section(rawValue: sectionIndex) else { return nil }
            switch sectionKind {
            case .featured:
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
                let groupFraction: CGFloat = layoutEnvironment.container.effectiveContentSize.width > 500 ? 0.45 : 0.85
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(groupFraction), heightDimension: .absolute(220))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
                let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize,
                                                                         elementKind: UICollectionView.elementKindSectionHeader,
                                                                         alignment: .top)
                header.pinToVisibleBounds = true
                section.boundarySupplementaryItems = [header]
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    items.forEach { item in
                        let distanceFromCenter = abs((item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                        let scale = max(0.9, 1.0 - distanceFromCenter / environment.container.contentSize.width)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    }
                }
                return section
            case .categories:
                let itemSize = NSCollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .absolute(32))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(32))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                group.interItemSpacing = .fixed(8)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 8
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: SectionBackgroundView.elementKind)]
                return section
            case .all:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                    guard let self = self, case .recipe(let recipe)? = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
                    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                        self.recipes.removeAll { $0.id == recipe.id }
                        self.applySnapshot(animated: true)
                        completion(true)
                    }
                    return UISwipeActionsConfiguration(actions: [delete])
                }
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            }
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(sectionProvider: sectionProvider, configuration: configuration)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: SectionBackgroundView.elementKind)
        return layout
    }

    private func configureDataSource() {
        let cardRegistration = UICollectionView.CellRegistration<RecipeCardCell, Recipe> { cell, _, recipe in
            cell.configure(with: recipe)
        }
        let categoryRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = UIListContentConfiguration.cell()
            content.text = name
            content.textProperties.font = .preferredFont(forTextStyle: .subheadline)
            cell.contentConfiguration = content
        }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Recipe> { cell, _, recipe in
            var content = cell.defaultContentConfiguration()
            content.text = recipe.title
            content.secondaryText = "\(recipe.minutes) min"
            content.image = UIImage(systemName: "fork.knife")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            switch item {
            case .recipe(let recipe):
                if indexPath.section == Section.featured.rawValue {
                    return collectionView.dequeueConfiguredReusableCell(using: cardRegistration, for: indexPath, item: recipe)
                }
                return collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: recipe)
            case .category(let name):
                return collectionView.dequeueConfiguredReusableCell(using: categoryRegistration, for: indexPath, item: name)
            }
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { [weak self] supplementaryView, _, indexPath in
            guard let section = self?.dataSource.sectionIdentifier(for: indexPath.section) else { return }
            var content = UIListContentConfiguration.groupedHeader()
            content.text = section.title
            supplementaryView.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func applySnapshot(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(recipes.prefix(2).map { .recipe($0) }, toSection: .featured)
        snapshot.appendItems(["Breakfast", "Noodles", "Vegetarian"].map { .category($0) }, toSection: .categories)
        snapshot.appendItems(recipes.map { .recipe($0) }, toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard case .recipe(let recipe)? = dataSource.itemIdentifier(for: indexPath) else { return }
        let alert = UIAlertController(title: recipe.title, message: "\(recipe.minutes) minutes", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

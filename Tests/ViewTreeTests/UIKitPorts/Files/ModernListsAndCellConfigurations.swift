//
//  ModernListsAndCellConfigurations.swift
//
//  Twenty-ninth probe. Rewritten member for member from eight files of Apple's sample "Implementing Modern Collection
//  Views" (iOS 14), as mirrored in huangboju/Moots under `Examples/DiffableDataSource/ImplementingModernCollectionViews/
//  Modern Collection Views/` (commit 1cfae84d210e91e0e41d8b3e017953ec19ae8c82); same types, members, calls, labels,
//  overrides and control flow, names and comments our own:
//  - `Lists/ListAppearancesViewController.swift`: a list whose appearance cycles from a bar button item, rebuilt by a
//    section provider (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) with `headerMode =
//    .firstItemInSection`, header cells with `.outlineDisclosure()`, and one section snapshot per section whose
//    header item is expanded;
//  - `Lists/SimpleListViewController.swift`: an inset-grouped list of 94 numbers, deselected on selection;
//  - `Lists/CustomCellListViewController.swift`: a `UICollectionViewListCell` subclass that puts its item in
//    `configurationState` under a `UIConfigurationStateCustomKey`, lays a `UIListContentView` and two views of its own
//    out in `updateConfiguration(using:)` from the metrics of `.subtitleCell()` and `.valueCell()`, and pins
//    `separatorLayoutGuide` to the list content view's `textLayoutGuide`;
//  - `Cell Configurations/CustomConfigurationViewController.swift` and `CustomConfigurations.swift`: a plain
//    `UICollectionViewCell` whose `updateConfiguration(using:)` sets a `UIBackgroundConfiguration.clear()` with a
//    corner radius and a colour transformer, and a custom `UIContentConfiguration` with its own `UIContentView`,
//    in an estimated-size flow of items;
//  - `Outline/EmojiExplorerListViewController.swift`, `Outline/Emoji.swift` and `Outline/EmojiDetailViewController.swift`:
//    value cells filled by section snapshots applied to sections the snapshot does not have yet (in reverse order),
//    a detail controller pushed on selection, and the selection cleared alongside the transition coordinator.
//  Porting edits only: `#selector(…)` becomes a method reference and `@objc` is dropped (ListAppearances); the
//  emoji lists are shortened to two per category (data, not code). The file-private `Section` and `Item` types of
//  the four controllers are renamed per controller, as they share this file.
//

import UIKit

// MARK: - List appearances

class ListAppearancesViewController: UIViewController {

    private struct Row: Hashable {
        let title: String?
        private let identifier = UUID()
    }

    private var dataSource: UICollectionViewDiffableDataSource<Int, Row>! = nil
    private var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "List Appearances"
        configureHierarchy()
        configureDataSource()
        updateBarButtonItem()
    }

    private var appearance = UICollectionLayoutListConfiguration.Appearance.plain

    /// The next appearance in the cycle; the layout's section provider reads it at the next update.
    func changeListAppearance() {
        switch appearance {
        case .plain:
            appearance = .sidebarPlain
        case .sidebarPlain:
            appearance = .sidebar
        case .sidebar:
            appearance = .grouped
        case .grouped:
            appearance = .insetGrouped
        case .insetGrouped:
            appearance = .plain
        default:
            break
        }
        let keptSelection = collectionView.indexPathsForSelectedItems?.first
        dataSource.apply(dataSource.snapshot(), animatingDifferences: false)
        collectionView.selectItem(at: keptSelection, animated: false, scrollPosition: [])
        updateBarButtonItem()
    }

    private func updateBarButtonItem() {
        var title: String? = nil
        switch appearance {
        case .plain: title = "Plain"
        case .sidebarPlain: title = "Sidebar Plain"
        case .sidebar: title = "Sidebar"
        case .grouped: title = "Grouped"
        case .insetGrouped: title = "Inset Grouped"
        default: break
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: title, style: .plain, target: self,
                                                            action: ListAppearancesViewController.changeListAppearance)
    }
}

extension ListAppearancesViewController {
    private func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { [unowned self] section, layoutEnvironment in
            var config = UICollectionLayoutListConfiguration(appearance: self.appearance)
            config.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
        }
    }
}

extension ListAppearancesViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { (cell, indexPath, row) in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { [weak self] (cell, indexPath, row) in
            guard let self = self else { return }
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            switch self.appearance {
            case .sidebar, .sidebarPlain:
                cell.accessories = []
            default:
                cell.accessories = [.disclosureIndicator()]
            }
        }

        dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, row: Row) -> UICollectionViewCell? in
            if indexPath.item == 0 {
                return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: row)
            } else {
                return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: row)
            }
        }

        // Five empty sections first, then each one's outline: a header row with three rows under it, expanded.
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        let sectionNumbers = Array(0..<5)
        snapshot.appendSections(sectionNumbers)
        dataSource.apply(snapshot, animatingDifferences: false)
        for sectionNumber in sectionNumbers {
            var outline = NSDiffableDataSourceSectionSnapshot<Row>()
            let header = Row(title: "Section \(sectionNumber)")
            outline.append([header])
            let children = Array(0..<3).map { Row(title: "Item \($0)") }
            outline.append(children, to: header)
            outline.expand([header])
            dataSource.apply(outline, to: sectionNumber)
        }
    }
}

// MARK: - Simple list

class SimpleListViewController: UIViewController {

    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "List"
        configureHierarchy()
        configureDataSource()
    }
}

extension SimpleListViewController {
    private func createLayout() -> UICollectionViewLayout {
        let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: config)
    }
}

extension SimpleListViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { (cell, indexPath, number) in
            var content = cell.defaultContentConfiguration()
            content.text = "\(number)"
            cell.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, number: Int) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: number)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension SimpleListViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

// MARK: - List with custom cells

private enum CustomCellSection: Hashable {
    case main
}

private struct Category: Hashable {
    let icon: UIImage?
    let name: String?

    static let music = Category(icon: UIImage(systemName: "music.mic"), name: "Music")
    static let transportation = Category(icon: UIImage(systemName: "car"), name: "Transportation")
    static let weather = Category(icon: UIImage(systemName: "cloud.rain"), name: "Weather")
}

private struct CategorizedItem: Hashable {
    let category: Category
    let image: UIImage?
    let title: String?
    let description: String?
    init(category: Category, imageName: String? = nil, title: String? = nil, description: String? = nil) {
        self.category = category
        if let symbolName = imageName {
            self.image = UIImage(systemName: symbolName)
        } else {
            self.image = nil
        }
        self.title = title
        self.description = description
    }
    private let identifier = UUID()

    static let all = [
        CategorizedItem(category: .music, imageName: "headphones", title: "Headphones",
                        description: "Earphones worn to listen to music."),
        CategorizedItem(category: .music, imageName: "hifispeaker.fill", title: "Loudspeaker",
                        description: "Turns electrical signals into sound."),
        CategorizedItem(category: .transportation, imageName: "airplane", title: "Plane",
                        description: "An airliner for long journeys."),
        CategorizedItem(category: .transportation, imageName: "tram.fill", title: "Tram",
                        description: "A streetcar of city transport."),
        CategorizedItem(category: .weather, imageName: "hurricane", title: "Hurricane",
                        description: "A tropical cyclone with violent wind."),
        CategorizedItem(category: .weather, imageName: "snow", title: "Snow",
                        description: "Frozen water vapour falling in flakes.")
    ]
}

class CustomCellListViewController: UIViewController {

    private var dataSource: UICollectionViewDiffableDataSource<CustomCellSection, CategorizedItem>! = nil
    private var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "List with Custom Cells"
        configureHierarchy()
        configureDataSource()
    }
}

extension CustomCellListViewController {
    private func createLayout() -> UICollectionViewLayout {
        let config = UICollectionLayoutListConfiguration(appearance: .plain)
        return UICollectionViewCompositionalLayout.list(using: config)
    }
}

extension CustomCellListViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<CustomListCell, CategorizedItem> { (cell, indexPath, item) in
            cell.updateWithItem(item)
            cell.accessories = [.disclosureIndicator()]
        }

        dataSource = UICollectionViewDiffableDataSource<CustomCellSection, CategorizedItem>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, item: CategorizedItem) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }

        var snapshot = NSDiffableDataSourceSnapshot<CustomCellSection, CategorizedItem>()
        snapshot.appendSections([.main])
        snapshot.appendItems(CategorizedItem.all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension CustomCellListViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

// The key under which the cell's item travels in its configuration state.
fileprivate extension UIConfigurationStateCustomKey {
    static let categorizedItem = UIConfigurationStateCustomKey("com.example.ItemListCell.item")
}

// A typed accessor for that custom state.
private extension UICellConfigurationState {
    var categorizedItem: CategorizedItem? {
        set { self[.categorizedItem] = newValue }
        get { return self[.categorizedItem] as? CategorizedItem }
    }
}

// An abstract list cell holding its item and handing it to subclasses through the configuration state.
private class ItemListCell: UICollectionViewListCell {
    private var item: CategorizedItem? = nil

    func updateWithItem(_ newItem: CategorizedItem) {
        guard item != newItem else { return }
        item = newItem
        setNeedsUpdateConfiguration()
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.categorizedItem = self.item
        return state
    }
}

private class CustomListCell: ItemListCell {

    private func defaultListContentConfiguration() -> UIListContentConfiguration { return .subtitleCell() }
    private lazy var listContentView = UIListContentView(configuration: defaultListContentConfiguration())

    private let categoryIconView = UIImageView()
    private let categoryLabel = UILabel()
    private var customViewConstraints: (categoryLabelLeading: NSLayoutConstraint,
                                        categoryLabelTrailing: NSLayoutConstraint,
                                        categoryIconTrailing: NSLayoutConstraint)?

    private func setupViewsIfNeeded() {
        // Once only: the views and their constraints survive reuse.
        guard customViewConstraints == nil else { return }

        contentView.addSubview(listContentView)
        contentView.addSubview(categoryLabel)
        contentView.addSubview(categoryIconView)
        listContentView.translatesAutoresizingMaskIntoConstraints = false
        let resistance = listContentView.contentCompressionResistancePriority(for: .horizontal)
        listContentView.setContentCompressionResistancePriority(resistance - 1, for: .horizontal)
        categoryLabel.translatesAutoresizingMaskIntoConstraints = false
        categoryIconView.translatesAutoresizingMaskIntoConstraints = false
        let adjustable = (
            categoryLabelLeading: categoryLabel.leadingAnchor.constraint(greaterThanOrEqualTo: listContentView.trailingAnchor),
            categoryLabelTrailing: categoryIconView.leadingAnchor.constraint(equalTo: categoryLabel.trailingAnchor),
            categoryIconTrailing: contentView.trailingAnchor.constraint(equalTo: categoryIconView.trailingAnchor)
        )
        NSLayoutConstraint.activate([
            listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
            listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            categoryLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            categoryIconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            adjustable.categoryLabelLeading,
            adjustable.categoryLabelTrailing,
            adjustable.categoryIconTrailing
        ])
        customViewConstraints = adjustable
    }

    private var separatorConstraint: NSLayoutConstraint?
    private func updateSeparatorConstraint() {
        guard let textGuide = listContentView.textLayoutGuide else { return }
        if let existing = separatorConstraint, existing.isActive {
            return
        }
        let constraint = separatorLayoutGuide.leadingAnchor.constraint(equalTo: textGuide.leadingAnchor)
        constraint.isActive = true
        separatorConstraint = constraint
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        setupViewsIfNeeded()

        // The subtitle cell's content, filled from the item in the state.
        var content = defaultListContentConfiguration().updated(for: state)
        content.imageProperties.preferredSymbolConfiguration = .init(font: content.textProperties.font, scale: .large)
        content.image = state.categorizedItem?.image
        content.text = state.categorizedItem?.title
        content.secondaryText = state.categorizedItem?.description
        content.axesPreservingSuperviewLayoutMargins = []
        listContentView.configuration = content

        // The value cell's styling, borrowed for the category views.
        let valueStyle = UIListContentConfiguration.valueCell().updated(for: state)

        categoryIconView.image = state.categorizedItem?.category.icon
        categoryIconView.tintColor = valueStyle.imageProperties.resolvedTintColor(for: tintColor)
        categoryIconView.preferredSymbolConfiguration = .init(font: valueStyle.secondaryTextProperties.font, scale: .small)

        categoryLabel.text = state.categorizedItem?.category.name
        categoryLabel.textColor = valueStyle.secondaryTextProperties.resolvedColor()
        categoryLabel.font = valueStyle.secondaryTextProperties.font
        categoryLabel.adjustsFontForContentSizeCategory = valueStyle.secondaryTextProperties.adjustsFontForContentSizeCategory

        // The system metrics of both configurations set the gaps.
        customViewConstraints?.categoryLabelLeading.constant = content.directionalLayoutMargins.trailing
        customViewConstraints?.categoryLabelTrailing.constant = valueStyle.textToSecondaryTextHorizontalPadding
        customViewConstraints?.categoryIconTrailing.constant = content.directionalLayoutMargins.trailing
        updateSeparatorConstraint()
    }
}

// MARK: - Custom configurations

struct CustomBackgroundConfiguration {
    static func configuration(for state: UICellConfigurationState) -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration.clear()
        background.cornerRadius = 10
        if state.isHighlighted || state.isSelected {
            // nil: the cell's inherited tint colour shows through.
            background.backgroundColor = nil

            if state.isHighlighted {
                // Highlighted: that tint at 30 % opacity.
                background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) }
            }
        }
        return background
    }
}

struct CustomContentConfiguration: UIContentConfiguration, Hashable {
    var image: UIImage? = nil
    var tintColor: UIColor? = nil

    func makeContentView() -> UIView & UIContentView {
        return CustomContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> Self {
        guard let state = state as? UICellConfigurationState else { return self }
        var copy = self
        if state.isSelected || state.isHighlighted {
            copy.tintColor = .white
        }
        return copy
    }
}

class CustomContentView: UIView, UIContentView {
    init(configuration: CustomContentConfiguration) {
        super.init(frame: .zero)
        setupInternalViews()
        apply(configuration: configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var configuration: UIContentConfiguration {
        get { appliedConfiguration }
        set {
            guard let newConfiguration = newValue as? CustomContentConfiguration else { return }
            apply(configuration: newConfiguration)
        }
    }

    private let imageView = UIImageView()

    private func setupInternalViews() {
        addSubview(imageView)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor)
        ])
        imageView.preferredSymbolConfiguration = .init(font: .preferredFont(forTextStyle: .body), scale: .large)
        imageView.isHidden = true
    }

    private var appliedConfiguration: CustomContentConfiguration!

    private func apply(configuration: CustomContentConfiguration) {
        guard appliedConfiguration != configuration else { return }
        appliedConfiguration = configuration

        imageView.isHidden = configuration.image == nil
        imageView.image = configuration.image
        imageView.tintColor = configuration.tintColor
    }
}

private enum SymbolGridSection: Hashable {
    case main
}

private struct SymbolItem: Hashable {
    let image: UIImage?
    init(imageName: String) {
        self.image = UIImage(systemName: imageName)
    }
    private let identifier = UUID()

    static let all = Array(repeating: [
        "trash", "folder", "paperplane", "book", "tag", "camera", "pin",
        "lock.shield", "cube.box", "gift", "eyeglasses", "lightbulb"
    ], count: 25).flatMap { $0 }.shuffled().map { SymbolItem(imageName: $0) }
}

class CustomConfigurationViewController: UIViewController {

    private var dataSource: UICollectionViewDiffableDataSource<SymbolGridSection, SymbolItem>! = nil
    private var collectionView: UICollectionView! = nil

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Custom Configurations"
        configureHierarchy()
        configureDataSource()
    }
}

extension CustomConfigurationViewController {
    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .flexible(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }
}

extension CustomConfigurationViewController {
    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<CustomConfigurationCell, SymbolItem> { (cell, indexPath, item) in
            cell.image = item.image
        }

        dataSource = UICollectionViewDiffableDataSource<SymbolGridSection, SymbolItem>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, item: SymbolItem) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }

        var snapshot = NSDiffableDataSourceSnapshot<SymbolGridSection, SymbolItem>()
        snapshot.appendSections([.main])
        snapshot.appendItems(SymbolItem.all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

class CustomConfigurationCell: UICollectionViewCell {
    var image: UIImage? {
        didSet {
            setNeedsUpdateConfiguration()
        }
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        backgroundConfiguration = CustomBackgroundConfiguration.configuration(for: state)

        var content = CustomContentConfiguration().updated(for: state)
        content.image = image
        contentConfiguration = content
    }
}

// MARK: - Emoji explorer, list

struct Emoji: Hashable {

    enum Category: CaseIterable, CustomStringConvertible {
        case recents, smileys, nature, food, activities, travel, objects, symbols
    }

    let text: String
    let title: String
    let category: Category
    private let identifier = UUID()
}

extension Emoji.Category {

    var description: String {
        switch self {
        case .recents: return "Recents"
        case .smileys: return "Smileys"
        case .nature: return "Nature"
        case .food: return "Food"
        case .activities: return "Activities"
        case .travel: return "Travel"
        case .objects: return "Objects"
        case .symbols: return "Symbols"
        }
    }

    var emojis: [Emoji] {
        switch self {
        case .recents:
            return [Emoji(text: "🤣", title: "Rolling on the floor laughing", category: self),
                    Emoji(text: "💯", title: "Best", category: self)]
        case .smileys:
            return [Emoji(text: "😀", title: "Happy", category: self),
                    Emoji(text: "😂", title: "Laughing", category: self)]
        case .nature:
            return [Emoji(text: "🦊", title: "Fox", category: self),
                    Emoji(text: "🐢", title: "Turtle", category: self)]
        case .food:
            return [Emoji(text: "🍎", title: "Apple", category: self),
                    Emoji(text: "🍑", title: "Peach", category: self)]
        case .activities:
            return [Emoji(text: "🏈", title: "Football", category: self),
                    Emoji(text: "🎤", title: "Singing", category: self)]
        case .travel:
            return [Emoji(text: "⛺️", title: "Camping", category: self),
                    Emoji(text: "🏖", title: "Beach", category: self)]
        case .objects:
            return [Emoji(text: "⌚️", title: "Watch", category: self),
                    Emoji(text: "📱", title: "iPhone", category: self)]
        case .symbols:
            return [Emoji(text: "❤️", title: "Love", category: self),
                    Emoji(text: "☮️", title: "Peace", category: self)]
        }
    }
}

class EmojiDetailViewController: UIViewController {

    let emoji: Emoji

    init(with emoji: Emoji) {
        self.emoji = emoji
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var emojiLabel: UILabel!
    var emojiDescription: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()

        self.view.backgroundColor = .systemBackground

        let glyph = UILabel()
        glyph.translatesAutoresizingMaskIntoConstraints = false
        glyph.font = .systemFont(ofSize: 60.0)
        self.emojiLabel = glyph

        let caption = UILabel()
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.font = .preferredFont(forTextStyle: .headline)
        caption.numberOfLines = 0
        self.emojiDescription = caption

        self.view.addSubview(glyph)
        self.view.addSubview(caption)

        NSLayoutConstraint.activate([
            glyph.centerYAnchor.constraint(equalTo: self.view.centerYAnchor),
            caption.topAnchor.constraint(equalToSystemSpacingBelow: glyph.bottomAnchor, multiplier: 1.0),
            glyph.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),
            caption.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),
            caption.leadingAnchor.constraint(greaterThanOrEqualTo: self.view.readableContentGuide.leadingAnchor)
        ])

        glyph.text = self.emoji.text
        caption.text = self.emoji.title
    }
}

class EmojiExplorerListViewController: UIViewController {

    typealias Section = Emoji.Category

    struct Item: Hashable {
        let title: String
        let emoji: Emoji
        init(emoji: Emoji, title: String) {
            self.emoji = emoji
            self.title = title
        }
        private let identifier = UUID()
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    override func viewDidLoad() {
        super.viewDidLoad()
        configureNavItem()
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshots()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)

        if let selected = self.collectionView.indexPathsForSelectedItems?.first {
            if let coordinator = self.transitionCoordinator {
                coordinator.animate(alongsideTransition: { context in
                    self.collectionView.deselectItem(at: selected, animated: true)
                }) { (context) in
                    if context.isCancelled {
                        self.collectionView.selectItem(at: selected, animated: false, scrollPosition: [])
                    }
                }
            } else {
                self.collectionView.deselectItem(at: selected, animated: animated)
            }
        }
    }
}

extension EmojiExplorerListViewController {

    func configureNavItem() {
        navigationItem.title = "Emoji Explorer - List"
        navigationItem.largeTitleDisplayMode = .always
    }

    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> { (cell, indexPath, emoji) in
            var content = UIListContentConfiguration.valueCell()
            content.text = emoji.text
            content.secondaryText = String(describing: emoji.category)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            (collectionView, indexPath, item) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item.emoji)
        }
    }

    func applyInitialSnapshots() {
        // No sections were appended: each section snapshot adds its section, so the last category comes first.
        for category in Emoji.Category.allCases.reversed() {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
            let items = category.emojis.map { Item(emoji: $0, title: String(describing: category)) }
            sectionSnapshot.append(items)
            dataSource.apply(sectionSnapshot, to: category, animatingDifferences: false)
        }
    }
}

extension EmojiExplorerListViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let emoji = self.dataSource.itemIdentifier(for: indexPath)?.emoji else {
            collectionView.deselectItem(at: indexPath, animated: true)
            return
        }
        let detail = EmojiDetailViewController(with: emoji)
        self.navigationController?.pushViewController(detail, animated: true)
    }
}

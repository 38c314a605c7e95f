// No `import Foundation`: ViewTreeUIKit re-exports it (and FoundationNetworking on Linux).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// The twenty-ninth probe's controllers and views run (Tests/ViewTreeTests/UIKitPorts/Files/:
// ModernListsAndCellConfigurations, DiffableWiFiAndEditingTables, SheetDetentsButtonStatesAndOutlines): each one whose
// code needs nothing but UIKit, copied short from its port, is loaded in a world on the iOS 13 profile, laid out, and
// driven the way its app drives it (a tap on a row, a header, a switch, a bar button item; a swipe to delete; a drag
// of a reorder control; a presentation), checking what the app relies on, with no diagnostic. And the gaps the probe
// closed: a header-style outline disclosure toggling its item on a tap (and `tapOutlineDisclosure(forItemAt:)` for
// the chevron), `UIBackgroundConfiguration.backgroundColorTransformer`, `AttributedString(NSAttributedString)`, and a
// button configuration's attributed title styling its label.

// MARK: - Apple's "Implementing Modern Collection Views": lists

/// `SimpleListViewController`: an inset-grouped list of 94 numbers, deselected as soon as selected.
private final class NumbersListController: UIViewController, UICollectionViewDelegate {
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    var collectionView: UICollectionView!
    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.delegate = self
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "\(number)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, path, number in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
    var selections: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// `ListAppearancesViewController`: five outlines (a header row over three rows, expanded) under a layout whose
/// appearance a bar button item cycles; headers styled by `headerMode = .firstItemInSection`.
private final class AppearancesListController: UIViewController {
    struct Row: Hashable { let title: String; let id = UUID() }
    var dataSource: UICollectionViewDiffableDataSource<Int, Row>!
    var collectionView: UICollectionView!
    var appearance = UICollectionLayoutListConfiguration.Appearance.plain
    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { [unowned self] _, environment in
            var config = UICollectionLayoutListConfiguration(appearance: self.appearance)
            config.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let header = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let plain = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { [weak self] cell, _, row in
            guard let self else { return }
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            switch self.appearance {
            case .sidebar, .sidebarPlain: cell.accessories = []
            default: cell.accessories = [.disclosureIndicator()]
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collectionView) { cv, path, row in
            path.item == 0 ? cv.dequeueConfiguredReusableCell(using: header, for: path, item: row)
                           : cv.dequeueConfiguredReusableCell(using: plain, for: path, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
        snapshot.appendSections(Array(0..<5))
        dataSource.apply(snapshot, animatingDifferences: false)
        for section in 0..<5 {
            var outline = NSDiffableDataSourceSectionSnapshot<Row>()
            let top = Row(title: "Section \(section)")
            outline.append([top])
            outline.append((0..<3).map { Row(title: "Item \($0)") }, to: top)
            outline.expand([top])
            dataSource.apply(outline, to: section)
        }
        updateBarButtonItem()
    }
    func changeListAppearance() {
        switch appearance {
        case .plain: appearance = .sidebarPlain
        case .sidebarPlain: appearance = .sidebar
        case .sidebar: appearance = .grouped
        case .grouped: appearance = .insetGrouped
        default: appearance = .plain
        }
        let kept = collectionView.indexPathsForSelectedItems?.first
        dataSource.apply(dataSource.snapshot(), animatingDifferences: false)
        collectionView.selectItem(at: kept, animated: false, scrollPosition: [])
        updateBarButtonItem()
    }
    func updateBarButtonItem() {
        let titles: [UICollectionLayoutListConfiguration.Appearance: String] =
            [.plain: "Plain", .sidebarPlain: "Sidebar Plain", .sidebar: "Sidebar", .grouped: "Grouped", .insetGrouped: "Inset Grouped"]
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: titles[appearance], style: .plain, target: self,
                                                            action: AppearancesListController.changeListAppearance)
    }
}

/// mattneub's `CollectionViewController` (iOS 14 lists, example 3): a collapsed outline made by a section snapshot
/// applied to a section the data source creates; its parent row has a `.header`-style disclosure.
private final class OutlineBookController: UICollectionViewController {
    var dataSource: UICollectionViewDiffableDataSource<String, String>?
    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    var selections: [IndexPath] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        let reg = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, path, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.accessories = path.item == 0 ? [.outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .header))] : []
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { cv, path, name in
            cv.dequeueConfiguredReusableCell(using: reg, for: path, item: name)
        }
        var snap = NSDiffableDataSourceSectionSnapshot<String>()
        snap.append(["Pep"])
        snap.append(["Manny", "Moe", "Jack"], to: "Pep")
        dataSource?.apply(snap, to: "Dummy", animatingDifferences: false)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath)
    }
}

// MARK: - Custom cells and configurations

/// `CustomCellListViewController`'s cell: the item in the configuration state under a custom key, a list content
/// view and a category label laid out from the subtitle and value cells' metrics, the separator at the text.
private extension UIConfigurationStateCustomKey {
    static let probedItem = UIConfigurationStateCustomKey("com.example.ItemListCell.item")
}

private struct Gadget: Hashable {
    let title: String
    let detail: String
    let category: String
}

private extension UICellConfigurationState {
    var gadget: Gadget? {
        get { self[.probedItem] as? Gadget }
        set { self[.probedItem] = newValue }
    }
}

private final class GadgetCell: UICollectionViewListCell {
    private var gadget: Gadget?
    func updateWithItem(_ item: Gadget) {
        guard gadget != item else { return }
        gadget = item
        setNeedsUpdateConfiguration()
    }
    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.gadget = gadget
        return state
    }
    lazy var listContentView = UIListContentView(configuration: .subtitleCell())
    let categoryLabel = UILabel()
    private var labelLeading: NSLayoutConstraint?
    private var labelTrailing: NSLayoutConstraint?
    private var separatorConstraint: NSLayoutConstraint?
    var updates = 0
    override func updateConfiguration(using state: UICellConfigurationState) {
        updates += 1
        if labelLeading == nil {
            contentView.addSubview(listContentView)
            contentView.addSubview(categoryLabel)
            listContentView.translatesAutoresizingMaskIntoConstraints = false
            categoryLabel.translatesAutoresizingMaskIntoConstraints = false
            let resistance = listContentView.contentCompressionResistancePriority(for: .horizontal)
            listContentView.setContentCompressionResistancePriority(resistance - 1, for: .horizontal)
            let leading = categoryLabel.leadingAnchor.constraint(greaterThanOrEqualTo: listContentView.trailingAnchor)
            let trailing = contentView.trailingAnchor.constraint(equalTo: categoryLabel.trailingAnchor)
            NSLayoutConstraint.activate([
                listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
                listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                categoryLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                leading, trailing
            ])
            labelLeading = leading
            labelTrailing = trailing
        }
        var content = UIListContentConfiguration.subtitleCell().updated(for: state)
        content.text = state.gadget?.title
        content.secondaryText = state.gadget?.detail
        content.axesPreservingSuperviewLayoutMargins = []
        listContentView.configuration = content
        let value = UIListContentConfiguration.valueCell().updated(for: state)
        categoryLabel.text = state.gadget?.category
        categoryLabel.textColor = value.secondaryTextProperties.resolvedColor()
        categoryLabel.font = value.secondaryTextProperties.font
        labelLeading?.constant = content.directionalLayoutMargins.trailing
        labelTrailing?.constant = content.directionalLayoutMargins.trailing
        if let textGuide = listContentView.textLayoutGuide, separatorConstraint?.isActive != true {
            let constraint = separatorLayoutGuide.leadingAnchor.constraint(equalTo: textGuide.leadingAnchor)
            constraint.isActive = true
            separatorConstraint = constraint
        }
    }
}

/// `CustomConfigurations.swift`: a clear background with a corner radius whose colour is the tint when highlighted or
/// selected, at 30 % while highlighted; a content configuration whose tint turns white then.
private struct TileBackground {
    static func configuration(for state: UICellConfigurationState) -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration.clear()
        background.cornerRadius = 10
        if state.isHighlighted || state.isSelected {
            background.backgroundColor = nil
            if state.isHighlighted { background.backgroundColorTransformer = .init { $0.withAlphaComponent(0.3) } }
        }
        return background
    }
}

private struct TileContent: UIContentConfiguration, Hashable {
    var image: UIImage?
    var tintColor: UIColor?
    func makeContentView() -> UIView & UIContentView { TileContentView(configuration: self) }
    func updated(for state: UIConfigurationState) -> TileContent {
        guard let state = state as? UICellConfigurationState else { return self }
        var copy = self
        if state.isSelected || state.isHighlighted { copy.tintColor = .white }
        return copy
    }
}

private final class TileContentView: UIView, UIContentView {
    let imageView = UIImageView()
    private var applied: TileContent!
    init(configuration: TileContent) {
        super.init(frame: .zero)
        addSubview(imageView)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor)
        ])
        imageView.isHidden = true
        apply(configuration)
    }
    required init?(coder: NSCoder) { fatalError() }
    var configuration: UIContentConfiguration {
        get { applied }
        set { if let tile = newValue as? TileContent { apply(tile) } }
    }
    private func apply(_ tile: TileContent) {
        guard applied != tile else { return }
        applied = tile
        imageView.isHidden = tile.image == nil
        imageView.image = tile.image
        imageView.tintColor = tile.tintColor
    }
}

private final class TileCell: UICollectionViewCell {
    var image: UIImage? { didSet { setNeedsUpdateConfiguration() } }
    override func updateConfiguration(using state: UICellConfigurationState) {
        backgroundConfiguration = TileBackground.configuration(for: state)
        var content = TileContent().updated(for: state)
        content.image = image
        contentConfiguration = content
    }
}

// MARK: - Emoji explorer (list)

private struct Glyph: Hashable {
    enum Category: CaseIterable, CustomStringConvertible {
        case recents, nature, symbols
        var description: String {
            switch self {
            case .recents: return "Recents"
            case .nature: return "Nature"
            case .symbols: return "Symbols"
            }
        }
        var glyphs: [Glyph] {
            switch self {
            case .recents: return [Glyph(text: "💯", title: "Best", category: self)]
            case .nature: return [Glyph(text: "🦊", title: "Fox", category: self), Glyph(text: "🐢", title: "Turtle", category: self)]
            case .symbols: return [Glyph(text: "❤️", title: "Love", category: self)]
            }
        }
    }
    let text: String
    let title: String
    let category: Category
    let id = UUID()
}

private final class GlyphDetailController: UIViewController {
    let glyph: Glyph
    let glyphLabel = UILabel()
    let caption = UILabel()
    init(with glyph: Glyph) {
        self.glyph = glyph
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        glyphLabel.translatesAutoresizingMaskIntoConstraints = false
        glyphLabel.font = .systemFont(ofSize: 60)
        caption.translatesAutoresizingMaskIntoConstraints = false
        caption.font = .preferredFont(forTextStyle: .headline)
        caption.numberOfLines = 0
        view.addSubview(glyphLabel)
        view.addSubview(caption)
        NSLayoutConstraint.activate([
            glyphLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            caption.topAnchor.constraint(equalToSystemSpacingBelow: glyphLabel.bottomAnchor, multiplier: 1.0),
            glyphLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            caption.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            caption.leadingAnchor.constraint(greaterThanOrEqualTo: view.readableContentGuide.leadingAnchor)
        ])
        glyphLabel.text = glyph.text
        caption.text = glyph.title
    }
}

private final class GlyphListController: UIViewController, UICollectionViewDelegate {
    struct Item: Hashable { let title: String; let glyph: Glyph }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Glyph.Category, Item>!
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Emoji Explorer - List"
        navigationItem.largeTitleDisplayMode = .always
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout:
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Glyph> { cell, _, glyph in
            var content = UIListContentConfiguration.valueCell()
            content.text = glyph.text
            content.secondaryText = String(describing: glyph.category)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Glyph.Category, Item>(collectionView: collectionView) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item.glyph)
        }
        for category in Glyph.Category.allCases.reversed() {
            var section = NSDiffableDataSourceSectionSnapshot<Item>()
            section.append(category.glyphs.map { Item(title: String(describing: category), glyph: $0) })
            dataSource.apply(section, to: category, animatingDifferences: false)
        }
    }
    var deselectedAlongside = 0
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = collectionView.indexPathsForSelectedItems?.first {
            if let coordinator = transitionCoordinator {
                coordinator.animate(alongsideTransition: { _ in
                    self.collectionView.deselectItem(at: selected, animated: true)
                    self.deselectedAlongside += 1
                }) { context in
                    if context.isCancelled { self.collectionView.selectItem(at: selected, animated: false, scrollPosition: []) }
                }
            } else {
                collectionView.deselectItem(at: selected, animated: animated)
            }
        }
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let glyph = dataSource.itemIdentifier(for: indexPath)?.glyph else { return }
        navigationController?.pushViewController(GlyphDetailController(with: glyph), animated: true)
    }
}

// MARK: - Apple's sample: diffable tables

/// `TableViewEditingViewController`'s data source subclass: header and footer titles, moves and deletes in the
/// snapshot.
private final class PeaksDataSource: UITableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Visited" : "Bucket List"
    }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 0 ? "Trips I've made!" : "Need to do this before I go!"
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let moved = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
        var snapshot = self.snapshot()
        if let target = itemIdentifier(for: destinationIndexPath) {
            if let from = snapshot.indexOfItem(moved), let to = snapshot.indexOfItem(target) {
                let after = to > from && snapshot.sectionIdentifier(containingItem: moved) == snapshot.sectionIdentifier(containingItem: target)
                snapshot.deleteItems([moved])
                if after { snapshot.insertItems([moved], afterItem: target) } else { snapshot.insertItems([moved], beforeItem: target) }
            }
        } else {
            let section = snapshot.sectionIdentifiers[destinationIndexPath.section]
            snapshot.deleteItems([moved])
            snapshot.appendItems([moved], toSection: section)
        }
        apply(snapshot, animatingDifferences: false)
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let doomed = itemIdentifier(for: indexPath) else { return }
        var snapshot = self.snapshot()
        snapshot.deleteItems([doomed])
        apply(snapshot)
    }
}

private final class PeaksController: UIViewController {
    var tableView: UITableView!
    var dataSource: PeaksDataSource!
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "peak")
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        ])
        dataSource = PeaksDataSource(tableView: tableView) { table, path, name in
            let cell = table.dequeueReusableCell(withIdentifier: "peak", for: path)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Makalu", "Cho Oyu", "Dhaulagiri", "Manaslu"])
        snapshot.appendSections([1])
        snapshot.appendItems(["Everest", "K2", "Kangchenjunga", "Lhotse"])
        dataSource.apply(snapshot, animatingDifferences: false)
        configureNavigationItem()
    }
    func configureNavigationItem() {
        navigationItem.rightBarButtonItems = [UIBarButtonItem(title: tableView.isEditing ? "Done" : "Edit", style: .plain,
                                                              target: self, action: PeaksController.toggleEditing)]
    }
    func toggleEditing() {
        tableView.setEditing(!tableView.isEditing, animated: true)
        configureNavigationItem()
    }
}

/// `WiFiSettingsViewController` with its model reduced to what the table shows (the model's rescans run on
/// `DispatchQueue.main.asyncAfter`, real time: Porting.md's timer row).
private final class NetworksController: UIViewController {
    enum Section { case config, networks }
    struct Row: Hashable { let title: String; let isSwitch: Bool }
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var dataSource: UITableViewDiffableDataSource<Section, Row>!
    var wifiEnabled = true
    let networks = ["Living Room", "AirSpace1", "Courage"]
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "wifi")
        dataSource = UITableViewDiffableDataSource<Section, Row>(tableView: tableView) { [weak self] table, path, row in
            guard let self else { return nil }
            let cell = table.dequeueReusableCell(withIdentifier: "wifi", for: path)
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            if row.isSwitch {
                let toggle = UISwitch()
                toggle.isOn = self.wifiEnabled
                toggle.addTarget(self, action: NetworksController.toggleWifi, for: .touchUpInside)
                cell.accessoryView = toggle
            } else {
                cell.accessoryView = nil
                cell.accessoryType = .detailDisclosureButton
            }
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        updateUI(animated: false)
    }
    func updateUI(animated: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        snapshot.appendSections([.config])
        snapshot.appendItems([Row(title: "Wi-Fi", isSwitch: true)] + (wifiEnabled ? [Row(title: "breeno-net", isSwitch: false)] : []))
        if wifiEnabled {
            snapshot.appendSections([.networks])
            snapshot.appendItems(networks.sorted().map { Row(title: $0, isSwitch: false) })
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
    func toggleWifi(_ wifiSwitch: UISwitch) {
        wifiEnabled = wifiSwitch.isOn
        updateUI()
    }
}

// MARK: - Buttons and sheets

/// Little-tale/TodoAssignment's `CustomButton`: two filled looks swapped on `isSelected` by the update handler.
private final class ToggleLookButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        var plainLook = UIButton.Configuration.filled()
        plainLook.baseBackgroundColor = .black
        plainLook.baseForegroundColor = .darkGray
        configuration = plainLook
        var selectedLook = UIButton.Configuration.filled()
        selectedLook.baseBackgroundColor = .darkGray
        selectedLook.baseForegroundColor = .orange
        configurationUpdateHandler = { button in button.configuration = button.isSelected ? selectedLook : plainLook }
        addTarget(self, action: ToggleLookButton.updateButton, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { fatalError() }
    func updateButton() {
        isSelected.toggle()
        configurationUpdateHandler?(self)
    }
}

private enum Palette {
    static let light = UIColor(red: 245/255, green: 252/255, blue: 252/255, alpha: 1)
    static let border = UIColor(red: 77/255, green: 106/255, blue: 120/255, alpha: 1)
}

/// bdrsky2010/TamagotchiAssignment's `configureButtonTitleColorChangeOnByState(title:)`.
private func styleTitleByState(_ button: UIButton, title: String) {
    button.configurationUpdateHandler = { button in
        let color = button.state == .highlighted ? Palette.light : Palette.border
        button.configuration?.baseForegroundColor = color
        button.configuration?.attributedTitle = AttributedString(NSAttributedString(string: title, attributes: [
            NSAttributedString.Key.font: UIFont.systemFont(ofSize: 13, weight: .bold), NSAttributedString.Key.foregroundColor: color]))
    }
}

@Suite struct ProbedPublicFilesRound29Tests {
    // MARK: Lists

    @Test func anInsetGroupedListOf94NumbersDeselectsWhatIsTapped() throws {
        let t = TestWorld(profile: .iOS13)
        let list = NumbersListController()
        t.show(list)
        let first = try #require(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        // Inset grouped: 16 pt from each side in a compact width, 35 pt above the section.
        #expect(first.frame.minX == 16)
        #expect(first.frame.width == t.window.bounds.width - 32)
        #expect(first.frame.minY == 35)
        #expect(list.collectionView.numberOfItems(inSection: 0) == 94)
        #expect(tap(first))
        #expect(list.selections == [IndexPath(item: 0, section: 0)])
        #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aHeaderRowWithAnOutlineDisclosureCollapsesAndExpandsItsSectionOnATap() throws {
        let t = TestWorld(profile: .iOS13)
        let list = AppearancesListController()
        let navigation = UINavigationController(rootViewController: list)
        t.show(navigation)
        let view = try #require(list.collectionView)
        #expect(view.numberOfSections == 5)
        #expect((0..<5).map { view.numberOfItems(inSection: $0) } == [4, 4, 4, 4, 4])
        // The first item is the section's header (`.firstItemInSection`): its `.automatic` disclosure is a header's,
        // so a tap anywhere on it collapses the section, and the header is not selected.
        let header = try #require(view.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(tap(header))
        t.window.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 1) == 1)
        #expect(view.indexPathsForSelectedItems?.isEmpty == true)
        #expect(list.dataSource.snapshot(for: 1).isExpanded(list.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1))!) == false)
        let headerAgain = try #require(view.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(tap(headerAgain))
        t.window.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 1) == 4)
        // A row under it is selectable as usual.
        let row = try #require(view.cellForItem(at: IndexPath(item: 2, section: 1)))
        #expect(tap(row))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 1)])
        #expect((row as? UICollectionViewListCell)?.accessories == [.disclosureIndicator()])
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func theAppearanceButtonReappliesTheSnapshotAndTheLayoutAsksForTheNewAppearance() throws {
        let t = TestWorld(profile: .iOS13)
        let list = AppearancesListController()
        t.show(UINavigationController(rootViewController: list))
        let item = try #require(list.navigationItem.rightBarButtonItem)
        #expect(item.title == "Plain")
        let firstRow = { try #require(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))) }
        #expect(try firstRow().frame.minX == 0)
        item.performPrimaryAction()                       // Plain → Sidebar Plain
        list.navigationItem.rightBarButtonItem?.performPrimaryAction()   // → Sidebar: inset like an inset-grouped list
        t.window.layoutIfNeeded()
        #expect(list.navigationItem.rightBarButtonItem?.title == "Sidebar")
        #expect(list.appearance == .sidebar)
        #expect(try firstRow().frame.minX == 16)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aCollapsedOutlineOpensFromItsHeaderRowAndTheChevronClosesIt() throws {
        let t = TestWorld(profile: .iOS13)
        let book = OutlineBookController()
        t.show(book)
        let view = book.collectionView!
        // The section snapshot made the section; only the collapsed parent shows.
        #expect(book.dataSource?.snapshot().sectionIdentifiers == ["Dummy"])
        #expect(view.numberOfItems(inSection: 0) == 1)
        let parent = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(tap(parent))
        #expect(book.dataSource?.snapshot().itemIdentifiers == ["Pep", "Manny", "Moe", "Jack"])
        #expect(book.selections.isEmpty)      // a header-style disclosure's cell is not selectable
        // The chevron itself, as a test reaches it.
        #expect(view.tapOutlineDisclosure(forItemAt: IndexPath(item: 0, section: 0)))
        #expect(book.dataSource?.snapshot().itemIdentifiers == ["Pep"])
        // A child row is an ordinary row.
        #expect(view.tapOutlineDisclosure(forItemAt: IndexPath(item: 0, section: 0)))
        t.window.layoutIfNeeded()
        let child = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(tap(child))
        #expect(book.selections == [IndexPath(item: 2, section: 0)])
        #expect(t.simulation.diagnostics.isEmpty)
        // No disclosure on a child: reported, nothing toggles.
        #expect(!view.tapOutlineDisclosure(forItemAt: IndexPath(item: 1, section: 0)))
        #expect(t.simulation.diagnostics.map(\.code) == [.invalidValue])
    }

    @Test func aCellStyleDisclosureLeavesTheTapToSelectionAndItsHandlerRunsFromTheChevron() throws {
        let t = TestWorld(profile: .iOS13)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        t.window.addSubview(view)
        var handled = 0
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .cell)) { handled += 1 }]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { cv, path, name in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: name)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Folder"])
        outline.append(["File"], to: "Folder")
        source.apply(outline, to: 0, animatingDifferences: false)
        t.window.layoutIfNeeded()
        let folder = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(tap(folder))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(handled == 0)
        #expect(view.tapOutlineDisclosure(forItemAt: IndexPath(item: 0, section: 0)))
        #expect(handled == 1)                                     // the handler, in place of expanding
        #expect(view.numberOfItems(inSection: 0) == 1)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aCustomListCellLaysItsCategoryAtTheTrailingMarginAndMovesTheSeparatorToItsText() throws {
        let t = TestWorld(profile: .iOS13)
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let view = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        t.window.addSubview(view)
        let registration = UICollectionView.CellRegistration<GadgetCell, Gadget> { cell, _, gadget in
            cell.updateWithItem(gadget)
            cell.accessories = [.disclosureIndicator()]
        }
        let source = UICollectionViewDiffableDataSource<Int, Gadget>(collectionView: view) { cv, path, gadget in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: gadget)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Gadget>()
        snapshot.appendSections([0])
        snapshot.appendItems([Gadget(title: "Headphones", detail: "Earphones worn to listen to music.", category: "Music"),
                              Gadget(title: "Tram", detail: "A streetcar.", category: "Transportation")])
        source.apply(snapshot, animatingDifferences: false)
        t.window.layoutIfNeeded()
        // No display pass needed: the configuration update runs as the cell's layout begins, so this pass lays out
        // what it added.
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? GadgetCell)
        #expect((cell.listContentView.configuration as? UIListContentConfiguration)?.text == "Headphones")
        #expect(cell.categoryLabel.text == "Music")
        // The category sits at the trailing margin (the subtitle cell's 16 pt), right of the list content.
        let margin = (cell.listContentView.configuration as? UIListContentConfiguration)?.directionalLayoutMargins.trailing ?? -1
        #expect(margin == 16)
        #expect(cell.categoryLabel.frame.maxX == cell.contentView.bounds.width - margin)
        #expect(cell.categoryLabel.frame.minX >= cell.listContentView.frame.maxX + margin - 0.001)
        // The separator guide starts where the text does.
        let textGuide = try #require(cell.listContentView.textLayoutGuide)
        let textStart = cell.listContentView.convert(textGuide.layoutFrame, to: cell).minX
        #expect(cell.separatorLayoutGuide.layoutFrame.minX == textStart)
        #expect(textStart > 0)
        // Reusing the same item asks for no update; another item does.
        let before = cell.updates
        cell.updateWithItem(Gadget(title: "Headphones", detail: "Earphones worn to listen to music.", category: "Music"))
        t.window.layoutIfNeeded()
        #expect(cell.updates == before)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aTileShowsTheTintAt30PercentWhileHighlightedAndFullWhenSelected() throws {
        let t = TestWorld(profile: .iOS13)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                         heightDimension: .estimated(44)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let view = UICollectionView(frame: t.window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.backgroundColor = .systemBackground
        t.window.addSubview(view)
        let registration = UICollectionView.CellRegistration<TileCell, String> { cell, _, name in
            cell.image = UIImage(systemName: name)
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { cv, path, name in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["trash", "folder", "paperplane"])
        source.apply(snapshot, animatingDifferences: false)
        t.window.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? TileCell)
        let tint = cell.tintColor!
        #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: tint) == .clear)
        #expect(cell.backgroundConfiguration?.cornerRadius == 10)
        cell.isHighlighted = true
        t.window.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: tint) == tint.withAlphaComponent(0.3))
        // What the cell shows is the transformed colour, on the plain view inside its background view at the back (the
        // colour is not the background view's own: DeviceDumpProbe2Tests).
        let shown = try #require(cell.subviews.first { $0.subviews.first?.backgroundColor == tint.withAlphaComponent(0.3) })
        #expect(shown.layer.cornerRadius == 10)
        #expect((cell.contentConfiguration as? TileContent)?.tintColor == .white)
        cell.isHighlighted = false
        #expect(tap(cell))
        t.window.layoutIfNeeded()
        #expect(cell.isSelected)
        #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: tint) == tint)
        #expect(cell.subviews.contains { $0.subviews.first?.backgroundColor == tint })
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func anEmojiListShowsTheLastCategoryFirstPushesADetailAndDeselectsAlongsideThePop() throws {
        let t = TestWorld(profile: .iOS13)
        let list = GlyphListController()
        let navigation = UINavigationController(rootViewController: list)
        t.show(navigation)
        // Each section snapshot appended its section, in the (reversed) order applied.
        #expect(list.dataSource.snapshot().sectionIdentifiers == [.symbols, .nature, .recents])
        let fox = try #require(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell)
        #expect((fox.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Nature")
        #expect(tap(fox))
        t.waitForTransitions()
        let detail = try #require(navigation.topViewController as? GlyphDetailController)
        #expect(detail.glyphLabel.text == "🦊")
        #expect(detail.caption.text == "Fox")
        // The caption sits the system spacing (8 pt) below the glyph, both centred.
        #expect(detail.caption.frame.minY == detail.glyphLabel.frame.maxY + 8)
        #expect(abs(detail.glyphLabel.center.x - detail.view.bounds.midX) < 0.5)
        navigation.popViewController(animated: true)
        t.waitForTransitions()
        #expect(list.deselectedAlongside == 1)
        #expect(list.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    // MARK: Diffable tables

    @Test func theWiFiSwitchHidesTheNetworksAndBringsThemBack() throws {
        let t = TestWorld(profile: .iOS13)
        let settings = NetworksController()
        t.show(settings)
        let table = settings.tableView
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 3)
        let networkCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect((networkCell.contentConfiguration as? UIListContentConfiguration)?.text == "AirSpace1")
        #expect(networkCell.accessoryType == .detailDisclosureButton)
        let wifiSwitch = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
        #expect(wifiSwitch.isOn)
        #expect(tap(wifiSwitch))
        t.run(for: 1)
        #expect(!settings.wifiEnabled)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 1)
        let switchAgain = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
        #expect(tap(switchAgain))
        t.run(for: 1)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func anEditableDiffableTableTitlesItsSectionsMovesAndDeletesInTheSnapshot() throws {
        let t = TestWorld(profile: .iOS13)
        let peaks = PeaksController()
        let navigation = UINavigationController(rootViewController: peaks)
        t.show(navigation)
        let table = peaks.tableView!
        #expect(table.headerView(forSection: 0)?.textLabel?.text?.uppercased() == "VISITED")
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "Trips I've made!")
        let edit = try #require(peaks.navigationItem.rightBarButtonItems?.first)
        #expect(edit.title == "Edit")
        edit.performPrimaryAction()
        t.run(for: 1)
        #expect(table.isEditing)
        #expect(peaks.navigationItem.rightBarButtonItems?.first?.title == "Done")
        // Drag Makalu (first in Visited) below K2 in the bucket list.
        _ = table.dragReorderControl(forRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
        #expect(peaks.dataSource.snapshot().itemIdentifiers(inSection: 0) == ["Cho Oyu", "Dhaulagiri", "Manaslu"])
        #expect(peaks.dataSource.snapshot().itemIdentifiers(inSection: 1) == ["Everest", "K2", "Makalu", "Kangchenjunga", "Lhotse"])
        peaks.navigationItem.rightBarButtonItems?.first?.performPrimaryAction()
        t.run(for: 1)
        #expect(!table.isEditing)
        #expect(table.swipeToDelete(rowAt: IndexPath(row: 1, section: 1)))
        t.run(for: 1)
        #expect(peaks.dataSource.snapshot().itemIdentifiers(inSection: 1) == ["Everest", "Makalu", "Kangchenjunga", "Lhotse"])
        #expect(table.numberOfRows(inSection: 1) == 4)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    // MARK: Sheets and buttons

    @Test func sheetHelpersSetTheirDetentsAndAPageSheetRestsLarge() throws {
        let t = TestWorld(profile: .iOS13)
        let host = UIViewController()
        t.show(host)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.large()]
            controller.prefersGrabberVisible = true
        }
        host.present(sheet, animated: true)
        t.waitForTransitions()
        let presentation = try #require(sheet.sheetPresentationController)
        #expect(presentation.detents.map(\.identifier) == [.large])
        #expect(presentation.prefersGrabberVisible)
        let large = sheet.view.frame.height
        // The officesports helper, on the sheet shown: a medium, grabbed, undimmed-nowhere sheet.
        presentation.detents = [.medium()]
        presentation.largestUndimmedDetentIdentifier = .none
        presentation.prefersScrollingExpandsWhenScrolledToEdge = false
        presentation.prefersEdgeAttachedInCompactHeight = true
        presentation.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        t.window.layoutIfNeeded()
        #expect(presentation.detents.map(\.identifier) == [.medium])
        #expect(sheet.view.frame.height < large)
        #expect(presentation.largestUndimmedDetentIdentifier == nil)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aToggleButtonSwapsItsFilledLookOnEachTap() throws {
        let t = TestWorld(profile: .iOS13)
        let button = ToggleLookButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
        button.configuration?.title = "Done"
        t.window.addSubview(button)
        t.window.layoutIfNeeded()
        #expect(button.backgroundColor == .black)
        #expect(button.titleColor(for: .normal) == .darkGray)
        #expect(tap(button))
        t.window.layoutIfNeeded()
        #expect(button.isSelected)
        #expect(button.configuration?.baseForegroundColor == .orange)
        #expect(button.backgroundColor == .darkGray)
        #expect(tap(button))
        t.window.layoutIfNeeded()
        #expect(!button.isSelected)
        #expect(button.backgroundColor == .black)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func anAttributedTitleBuiltFromAnNSAttributedStringStylesTheLabelByState() throws {
        let t = TestWorld(profile: .iOS13)
        let button = UIButton(configuration: .plain())
        styleTitleByState(button, title: "Feed")
        t.window.addSubview(button)
        button.sizeToFit()
        t.window.layoutIfNeeded()
        #expect(button.configuration?.title == "Feed")
        #expect(button.titleLabel?.text == "Feed")
        // The attributed title's font and colour style the label (13 pt bold, the border colour).
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 13, weight: .bold))
        #expect(button.titleColor(for: .normal) == Palette.border)
        let narrow = button.intrinsicContentSize
        button.isHighlighted = true
        t.window.layoutIfNeeded()
        #expect(button.titleColor(for: .normal) == Palette.light)
        button.isHighlighted = false
        t.window.layoutIfNeeded()
        #expect(button.titleColor(for: .normal) == Palette.border)
        // The same title at the configuration's own 17 pt is wider: the 13 pt font is what the button measures.
        var plain = UIButton.Configuration.plain()
        plain.title = "Feed"
        #expect(UIButton(configuration: plain).intrinsicContentSize.width > narrow.width)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aFilledFollowButtonAndACustomViewAccessoryKeepWhatTheAppGaveThem() {
        let t = TestWorld(profile: .iOS13)
        var filled = UIButton.Configuration.filled()
        filled.background.cornerRadius = 10
        let follow = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
        follow.configuration = filled
        t.window.addSubview(follow)
        t.window.layoutIfNeeded()
        #expect(follow.configuration?.background.cornerRadius == 10)
        #expect(follow.titleColor(for: .normal) == UIColor(white: 1, alpha: 1))
        // SproutApp's `todoAccessory()`: a custom-view accessory holding a system button, trailing when not editing.
        let todo = UIButton(type: .system, primaryAction: UIAction(image: UIImage(systemName: "circle")) { _ in })
        let accessory = UICellAccessory.customView(configuration: .init(customView: todo, placement: .trailing(displayed: .whenNotEditing)))
        #expect(accessory.displayed == .whenNotEditing)
        if case .customView(let configuration) = accessory.kind {
            #expect(configuration.customView === todo)
            #expect(configuration.placement == .trailing(displayed: .whenNotEditing))
        } else {
            Issue.record("a custom-view accessory")
        }
        #expect(t.simulation.diagnostics.isEmpty)
    }

    // MARK: The gaps closed

    @Test func aColorTransformerChangesTheResolvedBackgroundAndStroke() {
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = nil
        background.strokeColor = .red
        let tint = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        #expect(background.resolvedBackgroundColor(for: tint) == tint)
        background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.3) }
        background.strokeColorTransformer = .grayscale
        #expect(background.resolvedBackgroundColor(for: tint) == tint.withAlphaComponent(0.3))
        // Rec. 709 luminance of pure red: 0.2126.
        #expect(background.resolvedStrokeColor(for: tint) == UIColor(white: 0.2126, alpha: 1))
        #expect(UIConfigurationColorTransformer.grayscale(UIColor(white: 0.5, alpha: 0.4)) == UIColor(white: 0.5, alpha: 0.4))
        let identity = UIConfigurationColorTransformer { $0 }
        #expect(identity.transform(.green) == .green)
    }

    @Test func anAttributedStringMadeFromAnNSAttributedStringKeepsUIKitsAttributesRunByRun() {
        let source = NSMutableAttributedString(string: "Hello world", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        source.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 6, length: 5))
        source.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 5))   // not in the scope: dropped
        let converted = AttributedString(source)
        #expect(String(converted.characters) == "Hello world")
        let runs = Array(converted.runs)
        #expect(runs.count == 2)
        #expect(runs.first?.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(runs.first?.foregroundColor == nil)
        #expect(runs.last?.foregroundColor == .red)
        #expect(runs.last?.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(AttributedString(NSAttributedString(string: "")).characters.isEmpty)
    }
}

//
//  DiffableWiFiAndEditingTables.swift
//
//  Twenty-ninth probe. Rewritten member for member from four files of Apple's sample "Implementing Modern Collection
//  Views" (iOS 14), as mirrored in huangboju/Moots under `Examples/DiffableDataSource/ImplementingModernCollectionViews/
//  Modern Collection Views/Diffable/` (commit 1cfae84d210e91e0e41d8b3e017953ec19ae8c82); same types, members, calls,
//  labels, overrides and control flow, names and comments our own:
//  - `WiFiSettingsViewController.swift`: an inset-grouped `UITableViewDiffableDataSource` whose cells take
//    `defaultContentConfiguration()`, a `UISwitch` as `accessoryView` or a `.detailDisclosureButton`, the data source's
//    `defaultRowAnimation = .fade`, and a snapshot rebuilt from the controller at every change;
//  - `WiFiController.swift`: a model that rescans every two seconds with `DispatchQueue.main.asyncAfter`, randomly
//    dropping and adding networks, and calls its update handler;
//  - `TableViewEditingViewController.swift`: a `UITableViewDiffableDataSource` subclass overriding the header and
//    footer titles, `canMoveRowAt`/`moveRowAt` (moving an identifier before or after another in the snapshot) and
//    `canEditRowAt`/`commit editingStyle` (deleting it), with an Edit/Done bar button item toggling `setEditing`;
//  - `MountainsController.swift`: the mountains model and its filter (its raw data, `MountainsRawData.swift`,
//    shortened to ten lines).
//  Porting edits only: `#selector(…)` becomes a method reference and `@objc` is dropped (the switch's target and
//  the Edit button). The rescan's `DispatchQueue.main.asyncAfter` runs on real time, not the world's clock (Porting.md's
//  timer row): in a test the model scans once, at its creation.
//

import UIKit

// MARK: - Wi-Fi

class WiFiController {

    struct Network: Hashable {
        let name: String
        let identifier = UUID()

        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }
        static func == (lhs: Network, rhs: Network) -> Bool {
            return lhs.identifier == rhs.identifier
        }
    }

    typealias UpdateHandler = (WiFiController) -> Void

    init(updateHandler: @escaping UpdateHandler) {
        self.updateHandler = updateHandler
        updateAvailableNetworks(allNetworks)
        _performRandomUpdate()
    }

    var scanForNetworks = true
    var wifiEnabled = true
    var availableNetworks: Set<Network> {
        return _availableNetworks
    }

    func network(for identifier: UUID) -> Network? {
        return _availableNetworksDict[identifier]
    }

    private let updateHandler: UpdateHandler
    private var _availableNetworks = Set<Network>()
    private let updateInterval = 2000
    private var _availableNetworksDict = [UUID: Network]()

    private func _performRandomUpdate() {
        if wifiEnabled && scanForNetworks {
            let shouldUpdate = true
            if shouldUpdate {
                var remaining = Array(_availableNetworks)

                if remaining.isEmpty {
                    _availableNetworks = Set<Network>(allNetworks)
                } else {
                    // One time in three, some networks go away…
                    let shouldRemove = Int.random(in: 0..<3) == 0
                    if shouldRemove {
                        let removeCount = Int.random(in: 0..<remaining.count)
                        for _ in 0..<removeCount {
                            let index = Int.random(in: 0..<remaining.count)
                            remaining.remove(at: index)
                        }
                    }

                    // …and one time in three, some absent ones come back.
                    let shouldAdd = Int.random(in: 0..<3) == 0
                    if shouldAdd {
                        let everyNetwork = Set<Network>(allNetworks)
                        var present = Set<Network>(remaining)
                        let absent = everyNetwork.subtracting(present)

                        if !absent.isEmpty {
                            let addCount = Int.random(in: 0..<absent.count)
                            var candidates = [Network](absent)

                            for _ in 0..<addCount {
                                let index = Int.random(in: 0..<candidates.count)
                                let added = candidates[index]
                                candidates.remove(at: index)
                                present.insert(added)
                            }
                        }
                        remaining = [Network](present)
                    }
                    updateAvailableNetworks(remaining)
                }

                updateHandler(self)
            }
        }

        let deadline = DispatchTime.now() + DispatchTimeInterval.milliseconds(updateInterval)
        DispatchQueue.main.asyncAfter(deadline: deadline) {
            self._performRandomUpdate()
        }
    }

    func updateAvailableNetworks(_ networks: [Network]) {
        _availableNetworks = Set<Network>(networks)
        _availableNetworksDict.removeAll()
        for network in _availableNetworks {
            _availableNetworksDict[network.identifier] = network
        }
    }

    private let allNetworks = [Network(name: "AirSpace1"),
                               Network(name: "Living Room"),
                               Network(name: "Courage"),
                               Network(name: "Nacho WiFi"),
                               Network(name: "Second Floor"),
                               Network(name: "Evergreen"),
                               Network(name: "404NotFound"),
                               Network(name: "PrivateSpace")]
}

class WiFiSettingsViewController: UIViewController {

    enum Section: CaseIterable {
        case config, networks
    }

    enum ItemType {
        case wifiEnabled, currentNetwork, availableNetwork
    }

    struct Item: Hashable {
        let title: String
        let type: ItemType
        let network: WiFiController.Network?

        init(title: String, type: ItemType) {
            self.title = title
            self.type = type
            self.network = nil
            self.identifier = UUID()
        }
        init(network: WiFiController.Network) {
            self.title = network.name
            self.type = .availableNetwork
            self.network = network
            self.identifier = network.identifier
        }
        var isConfig: Bool {
            let configTypes: [ItemType] = [.currentNetwork, .wifiEnabled]
            return configTypes.contains(type)
        }
        var isNetwork: Bool {
            return type == .availableNetwork
        }

        private let identifier: UUID
        func hash(into hasher: inout Hasher) {
            hasher.combine(self.identifier)
        }
    }

    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var dataSource: UITableViewDiffableDataSource<Section, Item>! = nil
    var currentSnapshot: NSDiffableDataSourceSnapshot<Section, Item>! = nil
    var wifiController: WiFiController! = nil
    lazy var configurationItems: [Item] = {
        return [Item(title: "Wi-Fi", type: .wifiEnabled),
                Item(title: "breeno-net", type: .currentNetwork)]
    }()

    static let reuseIdentifier = "reuse-identifier"

    override func viewDidLoad() {
        super.viewDidLoad()
        self.navigationItem.title = "Wi-Fi"
        configureTableView()
        configureDataSource()
        updateUI(animated: false)
    }
}

extension WiFiSettingsViewController {

    func configureDataSource() {
        wifiController = WiFiController { [weak self] (controller: WiFiController) in
            guard let self = self else { return }
            self.updateUI()
        }

        self.dataSource = UITableViewDiffableDataSource
            <Section, Item>(tableView: tableView) { [weak self]
                (tableView: UITableView, indexPath: IndexPath, item: Item) -> UITableViewCell? in
            guard let self = self, let wifiController = self.wifiController else { return nil }

            let cell = tableView.dequeueReusableCell(
                withIdentifier: WiFiSettingsViewController.reuseIdentifier,
                for: indexPath)

            var content = cell.defaultContentConfiguration()
            if item.isNetwork {
                content.text = item.title
                cell.accessoryType = .detailDisclosureButton
                cell.accessoryView = nil
            } else if item.isConfig {
                content.text = item.title
                if item.type == .wifiEnabled {
                    let enableSwitch = UISwitch()
                    enableSwitch.isOn = wifiController.wifiEnabled
                    enableSwitch.addTarget(self, action: WiFiSettingsViewController.toggleWifi, for: .touchUpInside)
                    cell.accessoryView = enableSwitch
                } else {
                    cell.accessoryView = nil
                    cell.accessoryType = .detailDisclosureButton
                }
            } else {
                fatalError("Unknown item type!")
            }
            cell.contentConfiguration = content
            return cell
        }
        self.dataSource.defaultRowAnimation = .fade

        wifiController.scanForNetworks = true
    }

    func updateUI(animated: Bool = true) {
        guard let controller = self.wifiController else { return }

        let configItems = configurationItems.filter { !($0.type == .currentNetwork && !controller.wifiEnabled) }

        currentSnapshot = NSDiffableDataSourceSnapshot<Section, Item>()

        currentSnapshot.appendSections([.config])
        currentSnapshot.appendItems(configItems, toSection: .config)

        if controller.wifiEnabled {
            let byName = controller.availableNetworks.sorted { $0.name < $1.name }
            let networkItems = byName.map { Item(network: $0) }
            currentSnapshot.appendSections([.networks])
            currentSnapshot.appendItems(networkItems, toSection: .networks)
        }

        self.dataSource.apply(currentSnapshot, animatingDifferences: animated)
    }
}

extension WiFiSettingsViewController {

    func configureTableView() {
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        ])
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: WiFiSettingsViewController.reuseIdentifier)
    }

    func toggleWifi(_ wifiEnabledSwitch: UISwitch) {
        wifiController.wifiEnabled = wifiEnabledSwitch.isOn
        updateUI()
    }
}

// MARK: - Mountains

class MountainsController {

    struct Mountain: Hashable {
        let name: String
        let height: Int
        let identifier = UUID()
        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }
        static func == (lhs: Mountain, rhs: Mountain) -> Bool {
            return lhs.identifier == rhs.identifier
        }
        func contains(_ filter: String?) -> Bool {
            guard let filterText = filter else { return true }
            if filterText.isEmpty { return true }
            let lowered = filterText.lowercased()
            return name.lowercased().contains(lowered)
        }
    }
    func filteredMountains(with filter: String?=nil, limit: Int?=nil) -> [Mountain] {
        let matching = mountains.filter { $0.contains(filter) }
        if let limit = limit {
            return Array(matching.prefix(through: limit))
        } else {
            return matching
        }
    }
    private lazy var mountains: [Mountain] = {
        return generateMountains()
    }()
}

extension MountainsController {
    private func generateMountains() -> [Mountain] {
        let lines = mountainsRawData.components(separatedBy: CharacterSet.newlines)
        var result = [Mountain]()
        for line in lines {
            let fields = line.components(separatedBy: ",")
            let name = fields[0]
            let height = Int(fields[1])
            result.append(Mountain(name: name, height: height!))
        }
        return result
    }
}

let mountainsRawData = """
Mount Everest,8848
K2,8611
Kangchenjunga,8586
Lhotse,8516
Makalu,8485
Cho Oyu,8201
Dhaulagiri,8167
Manaslu,8163
Nanga Parbat,8126
Annapurna,8091
"""

// MARK: - Editing a diffable table

class TableViewEditingViewController: UIViewController {

    let reuseIdentifier = "reuse-id"

    enum Section: Int {
        case visited = 0, bucketList
        func description() -> String {
            switch self {
            case .visited:
                return "Visited"
            case .bucketList:
                return "Bucket List"
            }
        }
        func secondaryDescription() -> String {
            switch self {
            case .visited:
                return "Trips I've made!"
            case .bucketList:
                return "Need to do this before I go!"
            }
        }
    }

    typealias SectionType = Section
    typealias ItemType = MountainsController.Mountain

    // The data source subclass answers the table's other data-source questions.
    class DataSource: UITableViewDiffableDataSource<SectionType, ItemType> {

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            let kind = Section(rawValue: section)
            return kind?.description()
        }
        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            let kind = Section(rawValue: section)
            return kind?.secondaryDescription()
        }

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            return true
        }

        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            guard let moved = itemIdentifier(for: sourceIndexPath) else { return }
            guard sourceIndexPath != destinationIndexPath else { return }
            let target = itemIdentifier(for: destinationIndexPath)

            var snapshot = self.snapshot()

            if let target = target {
                if let sourceIndex = snapshot.indexOfItem(moved),
                   let targetIndex = snapshot.indexOfItem(target) {
                    let goesAfter = targetIndex > sourceIndex &&
                        snapshot.sectionIdentifier(containingItem: moved) ==
                        snapshot.sectionIdentifier(containingItem: target)
                    snapshot.deleteItems([moved])
                    if goesAfter {
                        snapshot.insertItems([moved], afterItem: target)
                    } else {
                        snapshot.insertItems([moved], beforeItem: target)
                    }
                }
            } else {
                let targetSection = snapshot.sectionIdentifiers[destinationIndexPath.section]
                snapshot.deleteItems([moved])
                snapshot.appendItems([moved], toSection: targetSection)
            }
            apply(snapshot, animatingDifferences: false)
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            return true
        }

        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            if editingStyle == .delete {
                if let doomed = itemIdentifier(for: indexPath) {
                    var snapshot = self.snapshot()
                    snapshot.deleteItems([doomed])
                    apply(snapshot)
                }
            }
        }
    }

    var dataSource: DataSource!
    var tableView: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureDataSource()
        configureNavigationItem()
    }
}

extension TableViewEditingViewController {

    func configureHierarchy() {
        tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: reuseIdentifier)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        ])
    }

    func configureDataSource() {
        let formatter = NumberFormatter()
        formatter.groupingSize = 3
        formatter.usesGroupingSeparator = true

        dataSource = DataSource(tableView: tableView) { (tableView, indexPath, mountain) -> UITableViewCell? in
            let cell = tableView.dequeueReusableCell(withIdentifier: self.reuseIdentifier, for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = mountain.name
            if let height = formatter.string(from: NSNumber(value: mountain.height)) {
                content.secondaryText = "\(height)M"
            }
            cell.contentConfiguration = content
            return cell
        }

        let snapshot = initialSnapshot()
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func initialSnapshot() -> NSDiffableDataSourceSnapshot<SectionType, ItemType> {
        let mountainsController = MountainsController()
        let limit = 8
        let mountains = mountainsController.filteredMountains(limit: limit)
        let bucketList = Array(mountains[0..<limit / 2])
        let visited = Array(mountains[limit / 2..<limit])

        var snapshot = NSDiffableDataSourceSnapshot<SectionType, ItemType>()
        snapshot.appendSections([.visited])
        snapshot.appendItems(visited)
        snapshot.appendSections([.bucketList])
        snapshot.appendItems(bucketList)
        return snapshot
    }

    func configureNavigationItem() {
        navigationItem.title = "UITableView: Editing"
        let editItem = UIBarButtonItem(title: tableView.isEditing ? "Done" : "Edit", style: .plain, target: self,
                                       action: TableViewEditingViewController.toggleEditing)
        navigationItem.rightBarButtonItems = [editItem]
    }

    func toggleEditing() {
        tableView.setEditing(!tableView.isEditing, animated: true)
        configureNavigationItem()
    }
}

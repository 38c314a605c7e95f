// A list cell's accessories, indentation and header styling, laid out as UIKit lays them out
// (`ListCellAccessoryMetrics`: decompiled UIKit and an iPhone SE 2× / iOS 26.1 measurement of list cells).
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A list cell that adds its label and constraints in `updateConfiguration(using:)`, as Apple's `CustomListCell` does.
final class LateLabelCell: CollectionViewListCell {
    let caption = Label(frame: .zero)
    var updates = 0
    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        updates += 1
        guard caption.superview == nil else { return }
        caption.text = "Caption"
        caption.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(caption)
        LayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            caption.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
    }
}

@Suite struct ListCellAccessoryLayoutTests {
    let world = Simulation()
    let window: Window
    /// The measured cell widths: a plain row of the 375-pt window, an inset-grouped one (16 pt in on each side).
    let w: CGFloat = 375, card: CGFloat = 343

    init() {
        // 375 pt wide, as the measured iPhone SE (cell margins 16).
        window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: world)
        window.makeKeyAndVisible()
    }

    /// A list of `items` in one section whose cells get `accessories(item)` (and whatever `configure` does).
    func makeList(_ configuration: CollectionLayoutListConfiguration, _ items: [String],
                  accessories: @escaping (String) -> [CellAccessory] = { _ in [] },
                  configure: @escaping (CollectionViewListCell, String) -> Void = { _, _ in })
        -> (CollectionView, CollectionViewDiffableDataSource<Int, String>) {
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = accessories(item)
            configure(cell, item)
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (collection, dataSource)
    }

    func cell(_ collection: CollectionView, _ item: Int) throws -> CollectionViewListCell {
        try #require(collection.cellForItem(at: IndexPath(item: item, section: 0)) as? CollectionViewListCell)
    }

    /// The cell's shown accessory views of UIKit's class `name`.
    func accessoryViews(_ cell: CollectionViewListCell, _ name: String) -> [View] {
        cell.subviews.filter { $0 !== cell.contentView && $0.description.hasPrefix("<\(name):") && !$0.isHidden }
    }

    @Test func aDisclosureIndicatorEndsAtTheMarginAndTheContentViewEndsAtItsBox() throws {
        let (collection, _) = makeList(.init(appearance: .plain), ["Alpha"]) { _ in [.disclosureIndicator()] }
        let row = try cell(collection, 0)
        #expect(row.bounds.width == 375)
        // The chevron's 14-pt box ends 16 pt from the edge; the content view ends where the box begins.
        #expect(row.contentView.frame.minX == 0)
        #expect(row.contentView.frame.width == w - 16 - 14)
        let chevron = try #require(accessoryViews(row, "_UICollectionViewListAccessoryDisclosure").first)
        #expect(chevron.frame.size == CGSize(width: 10.5, height: 14))
        #expect(chevron.frame.minX == 347)                     // measured
        #expect(chevron.frame.midY == row.bounds.midY)
        #expect(!chevron.isUserInteractionEnabled)
        #expect(world.diagnostics.isEmpty)
    }

    @Test func aCheckmarkBesideADisclosureIndicatorTakesAStandardSlotEightPointsInside() throws {
        // The measured inset-grouped cell (343 pt): disclosure box at 313, checkmark glyph at 283.5.
        let (collection, _) = makeList(.init(appearance: .insetGrouped), ["Alpha", "Beta"]) { item in
            item == "Alpha" ? [.disclosureIndicator(), .checkmark()] : [.checkmark()]
        }
        let both = try cell(collection, 0)
        #expect(both.bounds.width == 343)
        let checkmark = try #require(accessoryViews(both, "_UICollectionViewListAccessoryCheckmark").first)
        #expect(checkmark.frame.minX == 283.5)
        #expect(checkmark.frame.size == CGSize(width: 19, height: 18))
        #expect(both.contentView.frame.width == card - 16 - 14 - 8 - 24)
        // Alone, the checkmark is 18.5 pt from the edge: centred in its 24-pt slot at the margin.
        let alone = try cell(collection, 1)
        let only = try #require(accessoryViews(alone, "_UICollectionViewListAccessoryCheckmark").first)
        #expect(only.frame.maxX == card - 18.5)
        #expect(alone.contentView.frame.width == card - 16 - 24)
    }

    @Test func theArrayOrderDoesNotMoveSystemAccessories() throws {
        let (collection, _) = makeList(.init(appearance: .plain), ["A", "B"]) { item in
            item == "A" ? [.disclosureIndicator(), .label(text: "Ten")] : [.label(text: "Ten"), .disclosureIndicator()]
        }
        let a = try cell(collection, 0), b = try cell(collection, 1)
        #expect(a.contentView.frame == b.contentView.frame)
        let labelA = try #require(accessoryViews(a, "Label").first)
        let labelB = try #require(accessoryViews(b, "Label").first)
        #expect(labelA.frame == labelB.frame)
        // The label (201) is inside the disclosure indicator (205), the content view ends at the label.
        let chevron = try #require(accessoryViews(a, "_UICollectionViewListAccessoryDisclosure").first)
        #expect(labelA.frame.maxX + 8 <= chevron.frame.minX)
        #expect(a.contentView.frame.maxX == labelA.frame.minX)
        #expect(labelA.frame.width > 0)
    }

    @Test func editingAccessoriesAppearWhileTheListEditsAndNarrowTheContentView() throws {
        let (collection, _) = makeList(.init(appearance: .plain), ["Alpha"]) { _ in
            [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        let row = try cell(collection, 0)
        #expect(accessoryViews(row, "_UICollectionViewListAccessoryControl").isEmpty)
        #expect(row.contentView.frame.width == w - 16 - 14)
        collection.isEditing = true
        window.layoutIfNeeded()
        // Measured: the delete control at x 15, 26 × 26, the content view from 40; the reorder control at 333.5.
        let delete = try #require(accessoryViews(row, "_UICollectionViewListAccessoryControl").first)
        #expect(delete.frame.minX == 15)
        #expect(delete.frame.size == CGSize(width: 26, height: 26))
        let reorder = try #require(accessoryViews(row, "_UICollectionViewListCellReorderControl").first)
        #expect(reorder.frame.minX == 333.5)
        #expect(reorder.frame.width == 27)
        #expect(accessoryViews(row, "_UICollectionViewListAccessoryDisclosure").isEmpty)
        #expect(row.contentView.frame.minX == 40)
        #expect(row.contentView.frame.maxX == w - 16 - 24)
        collection.isEditing = false
        window.layoutIfNeeded()
        #expect(accessoryViews(row, "_UICollectionViewListAccessoryControl").isEmpty)
        #expect(row.contentView.frame == CGRect(x: 0, y: 0, width: w - 16 - 14, height: row.bounds.height))
    }

    @Test func outlineChildrenAreIndentedByTheirLevelInTheSectionSnapshot() throws {
        let (collection, dataSource) = makeList(.init(appearance: .sidebarPlain), []) { _ in [.outlineDisclosure()] }
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit"])
        outline.append(["Apple"], to: "Fruit")
        outline.append(["Gala"], to: "Apple")
        outline.expand(["Fruit", "Apple"])
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        window.layoutIfNeeded()
        let levels = try (0..<3).map { try cell(collection, $0) }
        #expect(levels.map(\.indentationLevel) == [0, 1, 2])
        #expect(levels.map(\.indentationWidth) == [10, 10, 10])
        // No leading accessories: the content view moves by level × width.
        #expect(levels.map(\.contentView.frame.minX) == [0, 10, 20])
        // The outline disclosure's view is 44 × 44 around its 14-pt box at the margin (measured).
        let chevron = try #require(accessoryViews(levels[0], "_UICollectionViewListAccessoryDisclosure").first)
        #expect(chevron.frame.size == CGSize(width: 44, height: min(44, levels[0].bounds.height)))
        #expect(chevron.frame.midX == w - 16 - 7)
        #expect(levels[0].contentView.frame.maxX == w - 16 - 14)
    }

    @Test func anExplicitLevelWinsAndIndentsAccessoriesMovesLeadingOnes() throws {
        let (collection, _) = makeList(.init(appearance: .plain), ["Moved", "Past"], accessories: { _ in [.multiselect(displayed: .always)] }) { cell, item in
            cell.indentationLevel = 2
            cell.indentsAccessories = item == "Moved"
        }
        let moved = try cell(collection, 0), past = try cell(collection, 1)
        #expect(moved.indentationLevel == 2)
        let movedControl = try #require(accessoryViews(moved, "_UICollectionViewListAccessoryControl").first)
        let pastControl = try #require(accessoryViews(past, "_UICollectionViewListAccessoryControl").first)
        // Indented with the content: the control's slot starts at 16 + 20; without, at 16 and the content moves past it.
        #expect(movedControl.frame.minX == 35)
        #expect(pastControl.frame.minX == 15)
        #expect(moved.contentView.frame.minX == 60)
        #expect(past.contentView.frame.minX == 60)
    }

    @Test func aCustomViewAccessoryTakesTapsAndTheRowIsNotSelected() throws {
        var taps = 0
        let button = Button(type: .system, primaryAction: Action(title: "Done") { _ in taps += 1 })
        button.sizeToFit()
        let (collection, _) = makeList(.init(appearance: .plain), ["Alpha"]) { _ in
            [.customView(configuration: .init(customView: button, placement: .trailing(), reservedLayoutWidth: .actual))]
        }
        let row = try cell(collection, 0)
        #expect(button.superview === row)
        #expect(button.frame.maxX == w - 16)
        #expect(row.contentView.frame.maxX == button.frame.minX)
        #expect(tap(button))
        #expect(taps == 1)
        #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true)
        // Hidden, it keeps its room and takes no taps.
        row.accessories = [.customView(configuration: .init(customView: button, placement: .trailing(), isHidden: true, reservedLayoutWidth: .actual))]
        window.layoutIfNeeded()
        #expect(button.isHidden)
        #expect(row.contentView.frame.maxX == button.frame.minX)
        // Leading, with a standard width, it is centred in a 24-pt slot at the margin.
        let dot = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        row.accessories = [.customView(configuration: .init(customView: dot, placement: .leading()))]
        window.layoutIfNeeded()
        #expect(button.superview == nil)
        #expect(dot.frame.minX == CGFloat(16 + 7))
        #expect(row.contentView.frame.minX == 40)
    }

    @Test func aCellStyleOutlineChevronTogglesTheItemWhenTapped() throws {
        let (collection, dataSource) = makeList(.init(appearance: .plain), []) { _ in [.outlineDisclosure(options: .init(style: .cell))] }
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit"])
        outline.append(["Apple"], to: "Fruit")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        window.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 1)
        let chevron = try #require(accessoryViews(try cell(collection, 0), "_UICollectionViewListAccessoryDisclosure").first)
        #expect(chevron.isUserInteractionEnabled)
        #expect(tap(chevron))
        world.run(for: 1)
        #expect(collection.numberOfItems(inSection: 0) == 2)
        #expect(collection.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func theFirstItemOfAFirstItemHeaderSectionGetsTheHeaderPreset() throws {
        var grouped = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        grouped.headerMode = .firstItemInSection
        var defaults: [String: ListContentConfiguration] = [:]
        let (collection, _) = makeList(grouped, ["Header", "Row"], configure: { cell, item in defaults[item] = cell.defaultContentConfiguration() })
        let header = try #require(defaults["Header"]), row = try #require(defaults["Row"])
        #expect(header.textProperties.font == ListContentConfiguration.groupedHeader().textProperties.font)
        #expect(header.textProperties.color == ListContentConfiguration.groupedHeader().textProperties.color)
        #expect(row.textProperties.font == ListContentConfiguration.cell().textProperties.font)
        #expect(header.textProperties.font != row.textProperties.font)
        _ = collection
        // A supplementary header leaves the first item a cell.
        var supplementary = CollectionLayoutListConfiguration(appearance: .plain)
        supplementary.headerMode = .supplementary
        defaults = [:]
        let (other, _) = makeList(supplementary, ["First"], configure: { cell, item in defaults[item] = cell.defaultContentConfiguration() })
        #expect(defaults["First"]?.textProperties.font == ListContentConfiguration.cell().textProperties.font)
        _ = other
    }

    @Test func viewsAddedByAConfigurationUpdateAreLaidOutInTheSameLayoutPass() throws {
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = CollectionView.CellRegistration<LateLabelCell, String> { cell, _, _ in
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()                             // no display pass
        let row = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? LateLabelCell)
        #expect(row.updates >= 1)
        #expect(row.caption.frame.minX == 16)
        #expect(row.caption.frame.width > 0)
        // The row sized itself to the label the update added: 11 pt above and below it.
        #expect(row.bounds.height == row.caption.frame.height + 22)
        #expect(row.caption.frame.height > 0)
        #expect(row.contentView.frame.width == w - 16 - 14)
    }

    @Test func badAccessoriesAndIndentationAreRejectedAndTheOldValuesKept() throws {
        let (collection, _) = makeList(.init(appearance: .plain), ["Alpha"]) { _ in [.checkmark()] }
        let row = try cell(collection, 0)
        row.accessories = [.checkmark(), .disclosureIndicator(), .checkmark()]
        #expect(row.accessories == [.checkmark()])
        row.indentationWidth = -.infinity
        #expect(row.indentationWidth == 10)
        row.indentationLevel = -1
        #expect(row.indentationLevel == 0)
        let dot = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        row.accessories = [.customView(configuration: .init(customView: dot, placement: .trailing(), reservedLayoutWidth: .custom(.nan)))]
        #expect(row.accessories == [.checkmark()])
        window.layoutIfNeeded()
        #expect(row.contentView.frame.maxX == w - 16 - 24)
        #expect(dot.superview == nil)
        let kept = row.accessories
        row.accessories = [.customView(configuration: .init(customView: row.contentView, placement: .trailing()))]
        #expect(row.accessories == kept)
        window.layoutIfNeeded()
        #expect(row.contentView.superview === row)
        let messages = world.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("more than one system accessory") })
        #expect(messages.contains { $0.contains("indentationWidth") })
        #expect(messages.contains { $0.contains("indentationLevel") })
        #expect(messages.contains { $0.contains("reservedLayoutWidth") })
        #expect(messages.contains { $0.contains("custom-view accessory is the cell") })
    }

    @Test func aStandardSlotGrowsWithTheTextSizeAndIsWiderInASidebar() throws {
        let (collection, dataSource) = makeList(.init(appearance: .plain), ["Alpha"]) { _ in [.checkmark()] }
        let row = try cell(collection, 0)
        #expect(row.contentView.frame.width == w - 16 - 24)
        // Body's curve: 19 pt at extra large over 17 at Large (`UIFontMetrics.default`).
        world.preferredContentSizeCategory = .extraLarge
        window.layoutIfNeeded()
        let scaled = 24 * CGFloat(19) / 17
        let shown = try cell(collection, 0)
        #expect(abs(shown.contentView.frame.width - (w - 16 - scaled)) <= 0.5, "\(shown.contentView.frame.width)")
        let check = try #require(accessoryViews(shown, "_UICollectionViewListAccessoryCheckmark").first)
        #expect(check.frame.size == CGSize(width: 19, height: 18), "the glyph keeps its measured size")
        #expect(abs(check.frame.midX - (w - 16 - scaled / 2)) <= 0.5, "centred in the wider slot")
        withExtendedLifetime(dataSource) {}
    }

    @Test func aSidebarReservesTwentyEightPointsForAStandardAccessory() throws {
        let (collection, dataSource) = makeList(.init(appearance: .sidebar), ["Alpha"]) { _ in [.checkmark()] }
        let row = try cell(collection, 0)
        let check = try #require(accessoryViews(row, "_UICollectionViewListAccessoryCheckmark").first)
        let cellWidth = row.bounds.width
        #expect(abs(check.frame.midX - (cellWidth - 16 - 14)) <= 0.5, "centred in a 28-pt slot at the margin: \(check.frame)")
        withExtendedLifetime(dataSource) {}
    }
}

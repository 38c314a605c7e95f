// iOS 14's per-state configuration of cells: `configurationUpdateHandler` and `updateConfiguration(using:)` before
// the first layout and after each change of state, background configurations and their colours per state, and a
// collection view's editing mode.
import Foundation
import Testing
import ViewTree

@Suite struct CellConfigurationTests {
    @Test func theHandlerRunsBeforeTheFirstLayoutAndAfterEachChangeOfState() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var states: [(selected: Bool, highlighted: Bool)] = []
        cell.configurationUpdateHandler = { _, state in states.append((state.isSelected, state.isHighlighted)) }
        #expect(states.isEmpty, "it runs before layout, not when set")
        cell.layoutIfNeeded()
        cell.layoutIfNeeded()
        #expect(states.map(\.selected) == [false])
        cell.setHighlighted(true, animated: false)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(states.count == 2 && states[1] == (true, true), "one update for both changes")
    }

    @Test func aListBackgroundTakesTheSelectionGrayWhileSelected() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundView = View(frame: .zero)
        cell.backgroundColor = .red
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundView == nil && cell.backgroundColor == nil, "a configuration clears them")
        cell.layoutIfNeeded()
        let system = try #require(cell.subviews.first)
        #expect(system !== cell.contentView && system.frame == cell.bounds)
        #expect("\(system)".hasPrefix("<_UISystemBackgroundView"))
        // The colour fills a plain view inside it, as on iOS 16+ devices (DeviceDumpProbe2Tests).
        let fill = try #require(system.subviews.first)
        #expect(system.backgroundColor == nil && fill.backgroundColor == .systemBackground && fill.frame == system.bounds)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4 && fill.backgroundColor == .systemGray4)
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(fill.backgroundColor == .systemBackground)
    }

    @Test func aColourTheCodeSetsIsKeptInEveryState() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var background = BackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .blue
        background.cornerRadius = 10
        background.backgroundInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        cell.backgroundConfiguration = background
        cell.isSelected = true
        cell.layoutIfNeeded()
        let system = cell.subviews[0]
        #expect(system.subviews.first?.backgroundColor == .blue && system.layer.cornerRadius == 10)
        #expect(system.frame == CGRect(x: 4, y: 2, width: cell.bounds.width - 8, height: cell.bounds.height - 4))
    }

    @Test func withoutAutomaticUpdatesTheConfigurationStays() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.backgroundConfiguration = .listPlainCell()
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
        cell.automaticallyUpdatesBackgroundConfiguration = true
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
    }

    @Test func aCollectionViewInEditingModeSelectsOnlyWhenAllowed() throws {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let items = DequeuedTiles(identifier: "item", count: 4)
        collection.dataSource = items
        window.addSubview(collection)
        collection.layoutIfNeeded()
        let first = TableIndexPath(item: 0, section: 0)
        let cell = try #require(collection.cellForItem(at: first))
        var editingSeen: [Bool] = []
        cell.configurationUpdateHandler = { _, state in editingSeen.append(state.isEditing) }
        collection.layoutIfNeeded()
        collection.isEditing = true
        #expect(cell.configurationState.isEditing)
        collection.layoutIfNeeded()
        #expect(editingSeen == [false, true], "the handler once set, then entering editing mode")
        collection.userDidTapItem(at: first)
        #expect(collection.indexPathsForSelectedItems == [], "allowsSelectionDuringEditing is false by default")
        collection.allowsSelectionDuringEditing = true
        collection.userDidTapItem(at: first)
        #expect(collection.indexPathsForSelectedItems == [first])
        collection.layoutIfNeeded()
        #expect(editingSeen.last == true)
    }

    @Test func aDynamicColourResolvesToItsLightAppearanceInALightInterface() {
        let color = Color { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(color != .black, "a dynamic colour is not equal to a fixed one (UIKit's isEqual: too)")
    }
}

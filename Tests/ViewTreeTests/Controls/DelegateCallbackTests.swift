import Foundation
import Testing
import ViewTree

/// Optional delegate methods UIKit code implements that must be called (a method the library does not declare
/// compiles in a port and is silently never called).
@Suite struct DelegateCallbackTests {
    let world = Simulation()
    let window: Window
    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    /// A collection view source that logs the tap sequence and can refuse.
    final class TapLog: CollectionViewDataSource, CollectionViewDelegate {
        var log: [String] = []
        var highlightable: Set<Int> = [0, 1, 2, 3]
        var selectable: Set<Int> = [0, 1, 2, 3]
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: TableIndexPath) -> Bool {
            log.append("shouldHighlight \(indexPath.item)")
            return highlightable.contains(indexPath.item)
        }
        func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: TableIndexPath) {
            log.append("didHighlight \(indexPath.item) \(collectionView.cellForItem(at: indexPath)?.isHighlighted == true)")
        }
        func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: TableIndexPath) {
            log.append("didUnhighlight \(indexPath.item) \(collectionView.cellForItem(at: indexPath)?.isHighlighted == true)")
        }
        func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: TableIndexPath) -> Bool {
            log.append("shouldSelect \(indexPath.item)")
            return selectable.contains(indexPath.item)
        }
        func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: TableIndexPath) -> Bool {
            log.append("shouldDeselect \(indexPath.item)")
            return false
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) { log.append("didSelect \(indexPath.item)") }
        func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: TableIndexPath) { log.append("didDeselect \(indexPath.item)") }
    }

    func collectionView(_ source: TapLog) -> CollectionView {
        let cv = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewFlowLayout())
        cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        cv.dataSource = source
        cv.delegate = source
        window.addSubview(cv)
        world.run(for: 0)
        return cv
    }

    @Test func aTapHighlightsAsksAndSelectsInUIKitsOrder() {
        let source = TapLog()
        let cv = collectionView(source)
        cv.userDidTapItem(at: TableIndexPath(item: 1, section: 0))
        #expect(source.log == ["shouldHighlight 1", "didHighlight 1 true", "shouldSelect 1", "didUnhighlight 1 false", "didSelect 1"])
    }

    @Test func refusingTheHighlightOrTheSelectionSelectsNothing() {
        let source = TapLog()
        source.highlightable = [0]
        source.selectable = [0]
        let cv = collectionView(source)
        cv.userDidTapItem(at: TableIndexPath(item: 2, section: 0))
        #expect(source.log == ["shouldHighlight 2"])
        source.highlightable = [0, 1, 2, 3]
        source.log = []
        cv.userDidTapItem(at: TableIndexPath(item: 3, section: 0))
        #expect(source.log == ["shouldHighlight 3", "didHighlight 3 true", "shouldSelect 3", "didUnhighlight 3 false"])
        #expect(cv.indexPathsForSelectedItems == [])
    }

    @Test func underMultipleSelectionASelectedItemAsksShouldDeselect() {
        let source = TapLog()
        let cv = collectionView(source)
        cv.allowsMultipleSelection = true
        cv.userDidTapItem(at: TableIndexPath(item: 0, section: 0))
        source.log = []
        cv.userDidTapItem(at: TableIndexPath(item: 0, section: 0))
        #expect(source.log == ["shouldHighlight 0", "didHighlight 0 true", "shouldDeselect 0", "didUnhighlight 0 false"])
        #expect(cv.indexPathsForSelectedItems == [TableIndexPath(item: 0, section: 0)])   // refused: still selected
    }

    /// A table source with two titled sections that logs header and footer display.
    final class Sections: TableViewDataSource, TableViewDelegate {
        var log: [String] = []
        func numberOfSections(in tableView: TableView) -> Int { 2 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            TableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { "End \(section)" }
        func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
            log.append("willDisplayHeader \(section) \(view.superview === tableView) \((view as? TableViewHeaderFooterView)?.text ?? "")")
        }
        func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) { log.append("willDisplayFooter \(section)") }
        func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) { log.append("didEndHeader \(section)") }
        func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) { log.append("didEndFooter \(section)") }
    }

    @Test func sectionViewsAreAnnouncedAsTheyAppearAndLeave() {
        let source = Sections()
        let table = TableView(frame: window.bounds, style: .grouped)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        #expect(source.log == ["willDisplayHeader 0 true Section 0"])   // 20 rows of 44 pt: section 0's end is below
        source.log = []
        table.contentOffset = CGPoint(x: 0, y: 700)
        table.layoutIfNeeded()
        #expect(source.log.contains("didEndHeader 0"))
        #expect(source.log.contains("willDisplayFooter 0"))
        #expect(source.log.contains { $0.hasPrefix("willDisplayHeader 1 true") })
        source.log = []
        table.reloadData()
        table.layoutIfNeeded()
        #expect(source.log.contains("didEndHeader 1") && source.log.contains { $0.hasPrefix("willDisplayHeader 1") })
    }

    final class Contacts: TableViewDataSource, TableViewDelegate {
        var log: [String] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessoryType = indexPath.row == 0 ? .detailDisclosureButton : .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: TableIndexPath) { log.append("accessory \(indexPath.row)") }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) { log.append("select \(indexPath.row)") }
    }

    @Test func aDetailButtonTapTellsTheDelegateWithoutSelecting() {
        let source = Contacts()
        let table = TableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        table.tapAccessoryButton(forRowAt: TableIndexPath(row: 0, section: 0))
        #expect(source.log == ["accessory 0"])
        #expect(table.indexPathForSelectedRow == nil)
        table.tapAccessoryButton(forRowAt: TableIndexPath(row: 1, section: 0))   // a disclosure indicator is no button
        #expect(source.log == ["accessory 0"])
        #expect(world.diagnostics.last?.message.contains("has no detail button") == true)
    }
}

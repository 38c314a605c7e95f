// A table's rows and a collection view's items have context menus through their delegate, as UIKit's
// `tableView(_:contextMenuConfigurationForRowAt:point:)` and `collectionView(_:contextMenuConfigurationForItemAt:point:)`
// give them (iOS 13): a press and hold on a row with a configuration shows its menu; on a row without one, the press
// stays the row's.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

private final class Inbox: UITableViewController {
    var log: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration for row \(indexPath.row)")
        guard indexPath.row != 2 else { return nil }   // row 2 has no menu
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: "Archive") { [weak self] _ in self?.log.append("archived \(indexPath.row)") }])
        }
    }
    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay")
    }
    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd")
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("selected \(indexPath.row)")
    }
}

private final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() }) { _ in
            UIMenu(children: [UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.log.append("deleted \(indexPath.item)") }])
        }
    }
    func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {
        log.append("preview tapped")
    }
}

@Suite struct RowContextMenuTests {
    @Test func aPressAndHoldOnARowShowsTheDelegatesMenu() throws {
        let t = TestWorld(profile: .iOS13)
        let inbox = Inbox(style: .plain)
        t.window.rootViewController = inbox
        inbox.tableView.layoutIfNeeded()
        let interaction = try #require(inbox.tableView.contextMenuInteraction)
        let cell = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        longPress(cell)
        #expect(inbox.log == ["configuration for row 1", "willDisplay"])
        #expect(interaction.presentedMenu?.children.count == 1)
        #expect(interaction.performMenuAction(titled: "Archive"))
        #expect(inbox.log == ["configuration for row 1", "willDisplay", "willEnd", "archived 1"])
        #expect(inbox.tableView.indexPathForSelectedRow == nil)
    }

    @Test func aRowWithoutAMenuKeepsItsPressAndIsSelected() throws {
        let t = TestWorld(profile: .iOS13)
        let inbox = Inbox(style: .plain)
        t.window.rootViewController = inbox
        inbox.tableView.layoutIfNeeded()
        let cell = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        longPress(cell)
        #expect(inbox.log == ["configuration for row 2", "selected 2"])
        #expect(inbox.tableView.contextMenuInteraction?.presentedMenu == nil)
        #expect(inbox.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func aTableOutsideAnyWorldHasNoInteractionYet() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.contextMenuInteraction == nil)
        let t = TestWorld()
        t.window.addSubview(table)
        #expect(table.contextMenuInteraction != nil && table.interactions.count == 1)
    }

    @Test func anItemsMenuAndPreviewComeFromTheCollectionViewsDelegate() throws {
        let t = TestWorld(profile: .iOS13)
        let tiles = Tiles()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collection.dataSource = tiles
        collection.delegate = tiles
        t.window.addSubview(collection)
        collection.layoutIfNeeded()
        let interaction = try #require(collection.contextMenuInteraction)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        longPress(cell)
        #expect(interaction.presentedPreview != nil)
        #expect(interaction.commitPreview())
        #expect(tiles.log == ["preview tapped"])
        #expect(interaction.presentMenu(at: cell.center))
        #expect(interaction.performMenuAction(titled: "Delete"))
        #expect(tiles.log == ["preview tapped", "deleted 3"])
    }
}

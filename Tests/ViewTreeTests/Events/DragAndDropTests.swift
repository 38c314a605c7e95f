// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A gallery whose items reorder by drag and drop, written as UIKit code writes it (Apple's "Supporting Drag and
/// Drop in Collection Views" and the CS193p galleries): local drags move, others copy the dragged text in.
private final class Gallery: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var items = ["A", "B", "C", "D"]
    var log: [String] = []
    let collectionView: UICollectionView

    init(frame: CGRect) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: frame.width, height: 50)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("itemsForBeginning \(indexPath.item)")
        session.localContext = collectionView
        let item = UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.item] as NSString))
        item.localObject = items[indexPath.item]
        return [item]
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {
        log.append("willBegin active=\(collectionView.hasActiveDrag)")
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) { log.append("dragDidEnd") }

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) { log.append("enter") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        log.append("update \(destinationIndexPath.map { "\($0.item)" } ?? "nil")")
        let isLocal = (session.localDragSession?.localContext as? UICollectionView) == collectionView
        return UICollectionViewDropProposal(operation: isLocal ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: items.count, section: 0)
        log.append("perform \(coordinator.proposal.operation == .move ? "move" : "copy") to \(destination.item)")
        for item in coordinator.items {
            if let source = item.sourceIndexPath, let text = item.dragItem.localObject as? String {
                collectionView.performBatchUpdates({
                    items.remove(at: source.item)
                    items.insert(text, at: destination.item)
                    collectionView.deleteItems(at: [source])
                    collectionView.insertItems(at: [destination])
                })
                coordinator.drop(item.dragItem, toItemAt: destination)
            } else {
                let placeholder = coordinator.drop(item.dragItem, to: UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell"))
                item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { object, _ in
                    guard let text = object as? NSString else { placeholder.deletePlaceholder(); return }
                    placeholder.commitInsertion { indexPath in self.items.insert(text as String, at: indexPath.item) }
                }
            }
        }
    }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) { log.append("dropDidEnd") }
}

/// A label that can be dragged, and a bin that takes text.
private final class Bin: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    var received: [String] = []
    var log: [String] = []
    var dragAgain: (() -> Void)?

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let label = interaction.view as? UILabel, let text = label.text else { return [] }
        return [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))]
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
        log.append("willEnd \(operation.rawValue)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        log.append("didEnd \(operation.rawValue)")
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: ["public.utf8-plain-text"])
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        dragAgain?()
        let point = session.location(in: interaction.view!)
        return UIDropProposal(operation: interaction.view!.bounds.contains(point) ? .copy : .cancel)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        log.append("performDrop")
        session.progressIndicatorStyle = .none
        session.loadObjects(ofClass: String.self) { strings in self.received += strings }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) { log.append("conclude") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { log.append("sessionDidEnd") }
}

/// A list that takes dropped text through a placeholder row.
private final class Inbox: NSObject, UITableViewDataSource, UITableViewDropDelegate {
    var rows = ["first"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: rows.count, section: 0)
        for item in coordinator.items {
            let context = coordinator.drop(item.dragItem, to: UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "row", rowHeight: 44))
            _ = item.dragItem.itemProvider.loadObject(ofClass: String.self) { text, _ in
                guard let text else { context.deletePlaceholder(); return }
                context.commitInsertion { indexPath in self.rows.insert(text, at: indexPath.row) }
            }
        }
    }
}

@Suite struct DragAndDropTests {
    /// A draggable label reading `text` and a view taking drops, both served by `bin`, in `t`'s window.
    private func labelAndBin(_ text: String, _ bin: Bin, in t: TestWorld) -> (UILabel, UIView) {
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        label.text = text
        label.isUserInteractionEnabled = true
        label.addInteraction(UIDragInteraction(delegate: bin))
        let target = UIView(frame: CGRect(x: 10, y: 200, width: 200, height: 200))
        target.addInteraction(UIDropInteraction(delegate: bin))
        t.window.addSubview(label)
        t.window.addSubview(target)
        return (label, target)
    }

    @Test func aCollectionViewReordersByDragAndDropOnAnIPad() {
        let t = TestWorld(device: .iPad)
        let gallery = Gallery(frame: t.window.bounds)
        t.window.addSubview(gallery.collectionView)
        gallery.collectionView.layoutIfNeeded()
        #expect(gallery.collectionView.dragInteractionEnabled)                 // an iPad's default
        let first = gallery.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let third = gallery.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        let operation = dragAndDrop(first, onto: third)
        #expect(operation == .move)
        #expect(gallery.items == ["B", "C", "A", "D"])
        #expect(gallery.log == ["itemsForBeginning 0", "willBegin active=true", "enter", "update 2", "perform move to 2",
                                "dragDidEnd", "dropDidEnd"])
        #expect(!gallery.collectionView.hasActiveDrag && !gallery.collectionView.hasActiveDrop)
        #expect(gallery.collectionView.numberOfItems(inSection: 0) == 4)
    }

    @Test func anIPhoneListDragsOnlyOnceEnabled() {
        let t = TestWorld(device: .iPhoneSE)
        let gallery = Gallery(frame: t.window.bounds)
        t.window.addSubview(gallery.collectionView)
        gallery.collectionView.layoutIfNeeded()
        #expect(!gallery.collectionView.dragInteractionEnabled)                // an iPhone's default
        let first = gallery.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let second = gallery.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(dragAndDrop(first, onto: second) == nil)                       // off by default on an iPhone
        #expect(gallery.log.isEmpty)
        gallery.collectionView.dragInteractionEnabled = true
        #expect(dragAndDrop(first, onto: second) == .move)
        #expect(gallery.items == ["B", "A", "C", "D"])
    }

    @Test func textDraggedFromALabelIsDroppedIntoAView() {
        let t = TestWorld(device: .iPad)
        let bin = Bin()
        let (label, target) = labelAndBin("Hello", bin, in: t)
        #expect(dragAndDrop(label, onto: target) == .copy)
        #expect(bin.received == ["Hello"])                                     // loaded on the turn after the drop
        #expect(bin.log == ["performDrop", "willEnd 2", "conclude", "didEnd 2", "sessionDidEnd"])
        bin.log = []
        // Let go over no drop target: cancelled, and the source hears it.
        #expect(t.window.dragAndDrop(from: label.center, to: CGPoint(x: 300, y: 20)) == .cancel)
        #expect(bin.log == ["willEnd 0", "didEnd 0"])
    }

    @Test func aTableTakesADropThroughAPlaceholder() {
        let t = TestWorld(device: .iPad)
        let inbox = Inbox()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
        table.dataSource = inbox
        table.dropDelegate = inbox
        t.window.addSubview(table)
        table.layoutIfNeeded()
        let bin = Bin()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        label.text = "Note"
        label.isUserInteractionEnabled = true
        label.addInteraction(UIDragInteraction(delegate: bin))
        t.window.addSubview(label)
        #expect(dragAndDrop(label, onto: table, at: CGPoint(x: 100, y: 250)) == .copy)   // below the rows
        #expect(inbox.rows == ["first", "Note"])
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test func itemProvidersLoadWhatTheyOffer() {
        let world = Simulation()
        world.makeCurrent()
        let url = URL(string: "https://example.com/cat.png")!
        let provider = NSItemProvider(object: url as NSURL)
        #expect(provider.registeredTypeIdentifiers == ["public.url"])
        #expect(provider.canLoadObject(ofClass: URL.self) && !provider.canLoadObject(ofClass: UIImage.self))
        var loaded: URL?, failure: Error?
        provider.loadObject(ofClass: URL.self) { value, _ in loaded = value }
        provider.loadObject(ofClass: UIImage.self) { _, error in failure = error }
        #expect(loaded == nil)                                                 // not before the next turn
        world.run(for: 0)
        #expect(loaded == url)
        #expect((failure as NSError?)?.domain == "NSItemProviderErrorDomain")
    }

    @Test func badOrReentrantDragsAreRefused() {
        let t = TestWorld(device: .iPad)
        let bin = Bin()
        let (label, target) = labelAndBin("Hi", bin, in: t)
        #expect(t.window.dragAndDrop(from: CGPoint(x: CGFloat.nan, y: 0), to: .zero) == nil)
        #expect(t.simulation.diagnostics.last?.message.contains("not finite") == true)
        var inner: UIDropOperation??
        bin.dragAgain = { inner = t.window.dragAndDrop(from: label.center, to: target.center) }
        #expect(t.window.dragAndDrop(from: label.center, to: target.center) == .copy)
        #expect(inner == .some(nil))
        #expect(t.simulation.diagnostics.last?.message.contains("another drag") == true)
    }
}

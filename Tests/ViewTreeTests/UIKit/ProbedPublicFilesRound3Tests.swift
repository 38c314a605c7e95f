// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A table screen that updates its table inside `performBatchUpdates` using `self` implicitly, which compiles
/// only because UIKit's updates block is non-escaping (`NS_NOESCAPE`).
private final class ChecklistController: UIViewController, UITableViewDataSource {
    let tableView = UITableView()
    var rows = ["Milk"]

    func add(_ row: String) {
        tableView.performBatchUpdates({
            rows.append(row)
            tableView.insertRows(at: [IndexPath(row: rows.count - 1, section: 0)], with: .automatic)
        })
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

private final class Saver {
    var saves = 0
    func save() { saves += 1 }
}

/// Gaps a third round of public UIKit files showed (Docs/Porting.md), each now written as those files write it.
@Suite struct ProbedPublicFilesRound3Tests {
    @Test func batchUpdatesTakeANonEscapingBlock() {
        let t = TestWorld()
        let controller = ChecklistController()
        controller.tableView.dataSource = controller
        t.show(controller)
        controller.view.addSubview(controller.tableView)
        controller.tableView.frame = controller.view.bounds
        controller.tableView.layoutIfNeeded()
        controller.add("Eggs")
        #expect(controller.tableView.numberOfRows(inSection: 0) == 2)
        var finished: Bool?
        controller.tableView.performBatchUpdates(nil) { finished = $0 }     // the optional form still takes nil
        t.run(for: 0.1)
        #expect(finished == true)
    }

    @Test func aBarButtonItemsTargetAndActionAreSettable() {
        let world = Simulation()
        let first = Saver(), second = Saver()
        let item = UIBarButtonItem(title: "Save", style: .plain, target: first, action: Saver.save)
        item.target = second                                                // the typed action follows the target
        item.performPrimaryAction()
        #expect(first.saves == 0 && second.saves == 1 && item.target === second)
        let done = UIBarButtonItem()
        done.title = "Done"
        done.target = second
        done.action = Selector("alertCycleDone")
        #expect(done.action?.name == "alertCycleDone")
        world.makeCurrent()
        done.performPrimaryAction()
        #expect(world.diagnostics.last?.message.contains("alertCycleDone") == true)
        let stranger = NSObject()
        item.target = stranger
        item.performPrimaryAction()                                         // a target of another class: reported
        #expect(world.diagnostics.last?.message.contains("not of the class") == true)
    }

    @Test func nsObjectClassesAreHashableByIdentity() {
        let view = UIView()
        let snap = UISnapBehavior(item: view, snapTo: .zero)
        let other = UISnapBehavior(item: view, snapTo: .zero)
        let targets: [UISnapBehavior: UIView] = [snap: view, other: view]
        #expect(targets.count == 2 && snap != other && snap == snap)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(Set([width, width, view.heightAnchor.constraint(equalToConstant: 10)]).count == 2)
        #expect(Set([UITapGestureRecognizer(), UITapGestureRecognizer()]).count == 2)
        let world = Simulation()
        world.makeCurrent()
        #expect(UIScreen.main == UIScreen.main && UIScreen.main == world.screen)
    }

    @Test func behavioursStartEmptyAndTakeItemsLater() {
        let t = TestWorld()
        let ball = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        t.window.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: t.window)
        let gravity = UIGravityBehavior()
        let collision = UICollisionBehavior()
        let resistance = UIDynamicItemBehavior()
        #expect(gravity.items.isEmpty && collision.items.isEmpty && resistance.items.isEmpty)
        gravity.addItem(ball)
        animator.addBehavior(gravity)
        t.run(for: 0.5)
        #expect(ball.frame.minY > 100)
    }

    @Test func namedImagesTakeAConfigurationAndSavedPhotosAreRecorded() {
        let world = Simulation()
        world.makeCurrent()
        world.registerImage(named: "logo", size: CGSize(width: 40, height: 20))
        let config: UIImage.Configuration = UIImage.SymbolConfiguration(pointSize: 30)
        let logo = UIImage(named: "logo", in: nil, with: config)
        #expect(logo?.size == CGSize(width: 40, height: 20))
        UIImageWriteToSavedPhotosAlbum(logo!, nil, nil, nil)
        #expect(world.application.savedPhotos == [logo!])
        UIImageWriteToSavedPhotosAlbum(logo!, nil, Selector("image:didFinishSavingWithError:contextInfo:"), nil)
        #expect(world.application.savedPhotos.count == 2)
        #expect(world.diagnostics.last?.message.contains("image:didFinishSavingWithError:contextInfo:") == true)
    }

    @Test func aDiffableCollectionReordersThroughItsHandlers() {
        let t = TestWorld()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        let collection = UICollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "emoji")
        t.window.addSubview(collection)
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "emoji", for: indexPath)
        }
        var backingStore = [0: ["🍎", "🍐", "🍊"], 1: ["🐶"]]
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(backingStore[0]!, toSection: 0)
        snapshot.appendItems(backingStore[1]!, toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))   // no handler: no move
        var log: [String] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "🐶" }
        dataSource.reorderingHandlers.willReorder = { log.append("will \($0.initialSnapshot.itemIdentifiers)") }
        dataSource.reorderingHandlers.didReorder = { transaction in
            log.append("did \(transaction.finalSnapshot.itemIdentifiers)")
            for sectionTransaction in transaction.sectionTransactions {
                let id = sectionTransaction.sectionIdentifier
                backingStore[id] = backingStore[id]?.applying(sectionTransaction.difference)
            }
        }
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))   // refused by the handler
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let last = collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: last.midX, y: last.midY))
        collection.endInteractiveMovement()
        #expect(log == ["will [\"🍎\", \"🍐\", \"🍊\", \"🐶\"]", "did [\"🍐\", \"🍊\", \"🍎\", \"🐶\"]"])
        #expect(backingStore[0] == ["🍐", "🍊", "🍎"] && backingStore[1] == ["🐶"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == ["🍐", "🍊", "🍎"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "🍎")
    }
}

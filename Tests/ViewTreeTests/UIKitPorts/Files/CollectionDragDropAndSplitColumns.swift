//
//  CollectionDragDropAndSplitColumns.swift
//
//  Twenty-seventh probe. Rewritten member for member from four public files (same types, members, calls, labels,
//  overrides and control flow; names and comments our own):
//  - theextremeprogrammer/LNTouchVisualizer-Repro `LNTouchVisCollectionViewRepro/ViewController.swift` (commit
//    485e59c1f40da2aeaffde8560c4f19e4c858ecff): a `UICollectionViewController` that is its own flow-layout, drag and
//    drop delegate; `dragInteractionEnabled`, `arc4random_uniform` colours, an `NSItemProvider` of an `NSString` with
//    the string as `localObject`, `performBatchUpdates` moving the item in `performDropWith`, `coordinator.drop(_:toItemAt:)`,
//    `canLoadObjects(ofClass:)` and a `.move`/`.insertAtDestinationIndexPath` proposal;
//  - zdodev/PlayiOS `SplitViewController/SplitViewController-1/SplitViewController-1/SplitViewController.swift` (commit
//    61d08339fc7d26e4bd108874029c6d6f96b164ee): iOS 14 columns, `setViewController(_:for:)` and `show(.primary)`;
//  - m4riusz/SimpleGithubUserCrawler `GithubBrowser/Screens/Split/CustomSplitViewController.swift` (commit
//    996133bfd9f34a523a01ee8bdd403b2063808ee3): `.allVisible`, `preferredPrimaryColumnWidthFraction`,
//    `maximumPrimaryColumnWidth` from the view's width, and `collapseSecondary:onto:` answering `true`;
//  - chkkassd/1to99 `1to99/Main/testViewController.swift` (commit 8143ebba271793b73908275cbf7be5a14bc2f4ea): a table's
//    `dragDelegate` and `dragInteractionEnabled`, `UIDragInteraction(delegate:)`/`UIDropInteraction(delegate:)` added
//    with `addInteraction(_:)`, a `UIDragItem` of an `NSItemProvider(object:)`.
//  Porting edits only, in the last file: its outlet is made in code.
//

import UIKit

class SquaresGridController: UICollectionViewController, UICollectionViewDelegateFlowLayout, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    let squareIdentifier = "SquareCell"

    override func viewDidLoad() {
        super.viewDidLoad()

        collectionView.delegate = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: squareIdentifier)

        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.dragInteractionEnabled = true
    }

    // The data source.
    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return 600
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let square = collectionView.dequeueReusableCell(withReuseIdentifier: squareIdentifier, for: indexPath)

        let shade = UIColor(
            red: CGFloat(arc4random_uniform(256)) / 255.0,
            green: CGFloat(arc4random_uniform(256)) / 255.0,
            blue: CGFloat(arc4random_uniform(256)) / 255.0,
            alpha: 1.0
        )
        square.backgroundColor = shade

        return square
    }

    // The flow layout's size.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        return CGSize(width: 125, height: 125)
    }

    // Dragging: the item's number as a string.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let label = "\(indexPath.item)" as NSString
        let provider = NSItemProvider(object: label)
        let dragged = UIDragItem(itemProvider: provider)
        dragged.localObject = label
        return [dragged]
    }

    // Dropping: move each local item to where it was dropped.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        guard let target = coordinator.destinationIndexPath else { return }

        for dropped in coordinator.items {
            guard let origin = dropped.sourceIndexPath else { continue }

            collectionView.performBatchUpdates({
                collectionView.moveItem(at: origin, to: target)
            }, completion: nil)

            coordinator.drop(dropped.dragItem, toItemAt: target)
        }
    }

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        return session.canLoadObjects(ofClass: NSString.self)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
}

class ColumnsSplitController: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()

        let sidebar = UIViewController()
        sidebar.view.backgroundColor = .systemBlue
        let content = UIViewController()
        content.view.backgroundColor = .systemRed

        setViewController(sidebar, for: .primary)
        setViewController(content, for: .secondary)

        show(.primary)
    }
}

class HalfWidthSplitController: UISplitViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        preferredDisplayMode = .allVisible
        preferredPrimaryColumnWidthFraction = 0.5
        maximumPrimaryColumnWidth = self.view.bounds.size.width
    }

}

extension HalfWidthSplitController: UISplitViewControllerDelegate {

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        return true
    }

}

class DraggableRowsController: UIViewController, UITableViewDataSource, UITableViewDragDelegate {

    var tableView: UITableView! = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.dragDelegate = self
        tableView.dragInteractionEnabled = true
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

    }

    func makeDraggable(_ view: UIView, dragInteractionDelegate: UIDragInteractionDelegate) {
        let dragging = UIDragInteraction(delegate: dragInteractionDelegate)
        view.addInteraction(dragging)
    }

    func makeDroppable(_ view: UIView, dropInteractionDelegate: UIDropInteractionDelegate) {
        let dropping = UIDropInteraction(delegate: dropInteractionDelegate)
        view.addInteraction(dropping)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return 4
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = tableView.dequeueReusableCell(withIdentifier: "rowIdentifier", for: indexPath)
        row.textLabel?.text = "a row"
        return row
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        return [UIDragItem(itemProvider: NSItemProvider(object: "item" as NSString))]
    }
}
